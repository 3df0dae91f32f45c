-- Games, their seats, the append-only action log, planner drafts and the messages the bot posted.

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    guild_id INTEGER,
    channel_id INTEGER NOT NULL,          -- where the lobby was opened
    place_id INTEGER NOT NULL,            -- where the game lives: the lobby channel, then its thread
    host_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    settings TEXT NOT NULL,               -- lobby settings, JSON
    config TEXT,                          -- the engine config once started, JSON
    lobby_message_id INTEGER,
    round_message_id INTEGER,
    posted_start INTEGER NOT NULL DEFAULT 0,    -- last round whose "plan your round" message is posted
    posted_summary INTEGER NOT NULL DEFAULT 0,  -- last round whose resolution is posted
    posted_final INTEGER NOT NULL DEFAULT 0,
    deadline REAL,                        -- unix time when the current round's absent plans are chosen for them
    created_at REAL NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER))
);

-- One lobby or running game per channel or thread.
CREATE UNIQUE INDEX games_one_active_per_place ON games (place_id) WHERE status IN ('lobby', 'running');

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id INTEGER,                      -- NULL for a computer player
    name TEXT NOT NULL,
    ai_level TEXT,
    PRIMARY KEY (game_id, seat)
);

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    payload TEXT NOT NULL,                -- the accepted action, JSON
    source TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout')),
    user_id INTEGER,
    created_at REAL NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER)),
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE drafts (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    round INTEGER NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,                   -- the plan so far, JSON
    PRIMARY KEY (game_id, seat, round)
);
