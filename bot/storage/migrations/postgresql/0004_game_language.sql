-- The language a game's public messages are written in: the server's when the lobby opened (English otherwise).

ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
