"""Vector art: cards, tiles, dice and emblems drawn with QPainter, sharp at any size."""
