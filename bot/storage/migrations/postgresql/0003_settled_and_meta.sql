-- How far each game's posts are known to be complete, so a restart only replays games with something unsent,
-- and settings of the running bot itself (the command tree last synced to Discord).

ALTER TABLE games ADD COLUMN settled_actions INTEGER;  -- actions logged when every due post was last sent; NULL: unknown

CREATE TABLE bot_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
