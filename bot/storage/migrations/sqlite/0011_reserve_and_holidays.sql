-- Play by post: a reserve of time per person per game, spent only when a turn runs over its timer, and planned
-- holidays (/away), during which a game waits for a person within a budget per game. A deadline is looked at again
-- at check_at: the timer's end at first, then whenever the next late person's reserve or holiday would run out.

ALTER TABLE seats ADD COLUMN reserve_spent REAL NOT NULL DEFAULT 0;  -- seconds of the game's reserve they used
ALTER TABLE seats ADD COLUMN holiday_spent REAL NOT NULL DEFAULT 0;  -- seconds of the holiday budget they used
ALTER TABLE seats ADD COLUMN away_from REAL;  -- unix time their holiday began (/away); NULL if they never went
ALTER TABLE seats ADD COLUMN away_until REAL;  -- unix time it ends, as planned or when they said they were back
ALTER TABLE seats ADD COLUMN away_back REAL;  -- unix time they said they were back before it ended
ALTER TABLE deadlines ADD COLUMN check_at REAL;  -- unix time the ticker looks at the phase again
UPDATE deadlines SET check_at = due_at;
CREATE INDEX deadlines_check ON deadlines (check_at);
DROP INDEX deadlines_due;  -- the ticker asks for check_at now
