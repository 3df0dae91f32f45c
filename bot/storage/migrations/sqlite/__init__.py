"""SQLite migrations, numbered."""
