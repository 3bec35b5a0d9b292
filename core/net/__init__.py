"""Network play: one Herna hosts a match, the others join it (docs/protocol.md)."""
