-- Housekeeping and the daily challenge. A host may pause a game (its clock stops); chores are what the table
-- must do for a game later, or again until done: post a notice (paused, resumed, closed) or archive a thread.

ALTER TABLE games ADD COLUMN paused_at DOUBLE PRECISION;  -- unix time the game was paused; NULL while it runs

CREATE TABLE chores (
    game_id BIGINT NOT NULL REFERENCES games (id),
    key TEXT NOT NULL,                    -- what to do: 'archive', or 'notice:<kind>:<user>:<time>'
    due_at DOUBLE PRECISION NOT NULL,                -- unix time from which to do it
    done_at DOUBLE PRECISION,                        -- NULL until done
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    PRIMARY KEY (game_id, key)
);

CREATE INDEX chores_due ON chores (due_at) WHERE done_at IS NULL;

-- The daily challenge: one attempt per player, game and day, the same seed for everybody.
CREATE TABLE daily (
    user_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    day TEXT NOT NULL,                    -- the UTC date, YYYY-MM-DD
    game_id BIGINT NOT NULL REFERENCES games (id),
    PRIMARY KEY (user_id, kind, day)
);

CREATE INDEX daily_by_day ON daily (kind, day);
