"""The Devítky a nebesa (Nines) table: `NinesTable` (gui.nines.table)."""
