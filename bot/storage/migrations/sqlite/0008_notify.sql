-- Direct messages a person asked for with /notify, each kind off until they turn it on. The messages themselves
-- are recorded in posts, keyed 'dm:<kind>:...' under their game, so none is sent twice.

CREATE TABLE notify (
    user_id INTEGER PRIMARY KEY,
    turn INTEGER NOT NULL DEFAULT 0,      -- 1: when a game waits for them (their turn, a round's plan due)
    last INTEGER NOT NULL DEFAULT 0,      -- 1: when theirs is the last plan the round waits for
    ended INTEGER NOT NULL DEFAULT 0,     -- 1: when a game of theirs ends
    locale TEXT NOT NULL DEFAULT 'en-US', -- the Discord locale they last set it in: the messages' language
    closed_at REAL                        -- unix time Discord refused a message (their DMs closed); NULL while open
);
