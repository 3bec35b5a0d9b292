"""The frozen program's entry point: Herna's game room (`gui.app.main`).

`freeze_support()` comes first: a hard computer's search process is this same program
started again (multiprocessing's 'spawn'); it then runs the search and never the room.
"""

import multiprocessing
import sys
import types


def websockets_without_openssl() -> None:
    """The bundle leaves OpenSSL out (herna.spec's EXCLUDES: 5 MB), and network play
    speaks plain ws:// on the local network, but `websockets` imports `ssl` at its top.
    asyncio is imported first, so it takes ssl as absent as it always does; then
    websockets is imported against an empty `ssl` module, which it touches only for
    wss://; then the empty module goes, so any later `import ssl` fails as before."""
    try:
        import ssl  # noqa: F401
    except ImportError:
        import asyncio  # noqa: F401

        sys.modules["ssl"] = types.ModuleType("ssl")
        try:
            import websockets.asyncio.client
            import websockets.asyncio.server  # noqa: F401
        finally:
            del sys.modules["ssl"]


if __name__ == "__main__":
    multiprocessing.freeze_support()
    websockets_without_openssl()
    from gui.app import main

    sys.exit(main())
