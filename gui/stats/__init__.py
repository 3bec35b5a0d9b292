"""History and statistics: the database hook, the Statistics window and its charts."""
