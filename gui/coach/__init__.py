"""The coach in the room: a panel beside the table with the hard player's view of the
human's turn, and the review of his costly moves after each deal (Royal) or game
(Nines). `install.CoachInstall` hooks it into the main window."""
