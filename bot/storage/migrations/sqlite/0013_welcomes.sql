-- The welcome card posted once when the bot joins a server: a row claims it before it is sent (and is removed if
-- the send fails), so a server is never welcomed twice, across restarts and rejoins.

CREATE TABLE welcomes (
    guild_id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    sent_at REAL NOT NULL
);
