-- How many open games a person sits at (the limit on open games) is counted on every lobby opened or joined.

CREATE INDEX seats_by_user ON seats (user_id);
