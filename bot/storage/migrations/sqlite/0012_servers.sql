-- A server's own settings, chosen by someone with Manage Server (/server-settings): limits on open games per
-- person, per channel and in the server, the channels games may start in, and the default timer and language of
-- new lobbies. A server with no row has the defaults.

CREATE TABLE servers (
    guild_id INTEGER PRIMARY KEY,
    settings TEXT NOT NULL,  -- JSON of bot.storage.servers.ServerSettings
    changed_by INTEGER NOT NULL,
    changed_at REAL NOT NULL
);
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_open_by_channel ON games (channel_id) WHERE status IN ('lobby', 'running');
