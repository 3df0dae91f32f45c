-- Absent players and reminders. The computer plays at once for a player the timer played for twice in a row,
-- with its own action source, until they say they are back; a reminder is sent halfway to each deadline.

ALTER TABLE actions DROP CONSTRAINT actions_source_check;
ALTER TABLE actions ADD CONSTRAINT actions_source_check CHECK (source IN ('player', 'ai', 'timeout', 'absent'));

ALTER TABLE seats ADD COLUMN back_at INTEGER NOT NULL DEFAULT 0;  -- actions logged when the player last said "I'm back"

ALTER TABLE deadlines ADD COLUMN remind_at DOUBLE PRECISION;  -- unix time to ping whoever still owes the phase; NULL once sent
CREATE INDEX deadlines_remind ON deadlines (remind_at);
