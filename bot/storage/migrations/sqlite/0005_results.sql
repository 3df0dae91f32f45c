-- Each seat's result once its game is over, and when the game ended: what stats, leaderboards and a player's
-- history read, without replaying any game.

ALTER TABLE games ADD COLUMN finished_at REAL;      -- unix time the last action ended the game; NULL until then

CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id INTEGER,                      -- NULL for a computer player
    score INTEGER NOT NULL,
    place INTEGER NOT NULL,               -- 1 first; equal places for a tie
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_user ON results (user_id);
