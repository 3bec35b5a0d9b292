"""The frozen program's entry point: Herna's game room (`gui.app.main`).

`freeze_support()` comes first: a hard computer's search process is this same program
started again (multiprocessing's 'spawn'); it then runs the search and never the room.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from gui.app import main

    sys.exit(main())
