"""Network play in the room: a table this Herna hosts (gui.net.hosting, its dialog
gui.net.host_dialog), and the room's network seat: the connection to a host on its own
thread with its messages hopped to the GUI thread (gui.net.session), and the controller
that shows the table on the room's tables as a local game is shown (gui.net.controller)."""
