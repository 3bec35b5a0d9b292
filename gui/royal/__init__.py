"""The Royal domino (Královské domino) table: `RoyalTable` draws the game and takes moves."""
