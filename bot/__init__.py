"""The Discord application: slash commands, views and SQLite persistence over `engine/` and `render/`."""
