"""The frozen program's entry point: Herna's game room (`gui.app.main`)."""

import sys

from gui.app import main

if __name__ == "__main__":
    sys.exit(main())
