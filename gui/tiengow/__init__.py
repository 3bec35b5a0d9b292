"""The table of classic Tien Gow (docs/tiengow.md): gui.tiengow.table.TienGowTable."""
