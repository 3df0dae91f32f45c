## Barrage: every word drawn in its images (the map, a company's panel, the shared boards, the final standings).
## Labels sit in fixed boxes: tests/render_barrage/test_languages.py fails when one no longer fits its box.

title-setup = Barrage: choosing companies
title-round = Round { $round } of { $rounds }
to-play = { $name } to play
game-over = Game over

## The map's three areas (drawn in capitals).

area-mountains = Mountains
area-hills = Hills
area-plains = Plains

## The map's legend, under the sea: each caption beside a small sample of the mark it explains.

legend-red = red-bordered space
legend-conduit = conduit: value, basin it leads to
legend-dam = dam: height, drops held
legend-neutral = neutral dam
legend-moved = changed by the last turn
