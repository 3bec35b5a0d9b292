"""Herna's Qt front end: every widget lives here; the rules live in `core`."""
