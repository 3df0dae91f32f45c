-- A schema that names no game: what was posted is an outbox of posts keyed per game ('start', 'turn:7',
-- 'summary:7', 'final'), deadlines and drafts are keyed by phase (whatever makes a button stale: a round, a
-- turn). The per-round columns of games move into these tables.

CREATE TABLE posts (
    game_id BIGINT NOT NULL REFERENCES games (id),
    key TEXT NOT NULL,                    -- what the post is, in the game module's words
    message_id BIGINT,                   -- the message sent (NULL for edits, and for posts carried over from 0001)
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    posted_at DOUBLE PRECISION,                       -- NULL until Discord accepted it
    PRIMARY KEY (game_id, key)
);

CREATE TABLE deadlines (
    game_id BIGINT NOT NULL REFERENCES games (id),
    phase INTEGER NOT NULL,
    due_at DOUBLE PRECISION NOT NULL,                 -- unix time when computer players act for whoever is missing
    PRIMARY KEY (game_id, phase)
);

CREATE INDEX deadlines_due ON deadlines (due_at);

CREATE TABLE drafts_by_phase (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    phase INTEGER NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,                   -- the private choice so far, JSON
    PRIMARY KEY (game_id, seat, phase)
);

INSERT INTO drafts_by_phase (game_id, seat, phase, version, body) SELECT game_id, seat, round, version, body FROM drafts;
DROP TABLE drafts;
ALTER TABLE drafts_by_phase RENAME TO drafts;

-- What the old counters said was posted: the opening message, every round message up to posted_start (the
-- last one with its id), every closed and summarised round up to posted_summary, and the final standings.
WITH RECURSIVE n (r) AS (SELECT 1 UNION ALL SELECT r + 1 FROM n WHERE r < 1000)
INSERT INTO posts (game_id, key, message_id, posted_at)
SELECT id, 'start', NULL, created_at FROM games WHERE config IS NOT NULL
UNION ALL
SELECT g.id, 'turn:' || n.r, CASE WHEN n.r = g.posted_start THEN g.round_message_id END, g.created_at
FROM games g JOIN n ON n.r <= g.posted_start
UNION ALL
SELECT g.id, 'close:' || n.r, NULL, g.created_at FROM games g JOIN n ON n.r <= g.posted_summary
UNION ALL
SELECT g.id, 'summary:' || n.r, NULL, g.created_at FROM games g JOIN n ON n.r <= g.posted_summary
UNION ALL
SELECT id, 'final', NULL, created_at FROM games WHERE posted_final = 1;

INSERT INTO deadlines (game_id, phase, due_at)
SELECT id, posted_start, deadline FROM games WHERE deadline IS NOT NULL AND status = 'running';

ALTER TABLE games DROP COLUMN round_message_id;
ALTER TABLE games DROP COLUMN posted_start;
ALTER TABLE games DROP COLUMN posted_summary;
ALTER TABLE games DROP COLUMN posted_final;
ALTER TABLE games DROP COLUMN deadline;
