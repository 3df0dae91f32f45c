-- Absent players and reminders. The computer plays at once for a player the timer played for twice in a row,
-- with its own action source, until they say they are back; a reminder is sent halfway to each deadline.

CREATE TABLE actions_0006 (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    payload TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout', 'absent')),  -- absent: played for an away player
    user_id INTEGER,
    created_at REAL NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER)),
    PRIMARY KEY (game_id, seq)
);
INSERT INTO actions_0006 (game_id, seq, payload, source, user_id, created_at)
SELECT game_id, seq, payload, source, user_id, created_at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_0006 RENAME TO actions;

ALTER TABLE seats ADD COLUMN back_at INTEGER NOT NULL DEFAULT 0;  -- actions logged when the player last said "I'm back"

ALTER TABLE deadlines ADD COLUMN remind_at REAL;  -- unix time to ping whoever still owes the phase; NULL once sent
CREATE INDEX deadlines_remind ON deadlines (remind_at);
