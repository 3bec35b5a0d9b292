"""What both game tables are built from: the view base (gui.table.view), the animation
sequencer (gui.table.sequencer), the early-input buffer (gui.table.early), the banner,
bubble, button and label items (gui.table.items), the draggable piece
(gui.table.piece), the base of items drawn once per change (gui.table.cached) and the
text helpers (gui.table.texts)."""
