"""PostgreSQL migrations, numbered like the SQLite ones and doing the same."""
