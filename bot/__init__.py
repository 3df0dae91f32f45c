"""The Discord application: slash commands, views and persistence on SQLite or PostgreSQL over `engine/` and
`render/`."""
