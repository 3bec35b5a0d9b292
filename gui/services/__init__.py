"""What the platform gives the program: the data folder, fonts, one running
instance, the error report, sound, settings and translations."""
