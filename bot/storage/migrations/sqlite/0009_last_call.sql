-- Play by post: a direct message in the last hour of a long turn, to whoever asked for it with /notify. The
-- messages are recorded in posts ('dm:reminder:<phase>:<user>'), so none is sent twice.

ALTER TABLE notify ADD COLUMN reminder INTEGER NOT NULL DEFAULT 0;  -- 1: in the last hour of a turn they still owe
ALTER TABLE deadlines ADD COLUMN last_call_at REAL;  -- unix time the phase's last hour begins; NULL once its messages went, or for a short timer
CREATE INDEX deadlines_last_call ON deadlines (last_call_at);
