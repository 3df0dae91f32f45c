"""Power Lines' pictures in words, for players who cannot see them: each `render_*` has a `describe_*` taking the
same arguments that says what a sighted player takes from the picture (its alt text, `render.core.picture`), and
`board_text` says the whole match for "Read the board".

A cell is named by row and column (`cell_name`), counted from the top left of the area that the placed tiles and
the next tile's legal spots cover, so the names depend on the position alone, never on what a picture marks: once
the grid is 4 by 4 they are the rows and columns it is scored by. A legal spot is also named by its letter as the
grid draws it (`spot_labels`, which the bot's menus use too), a tile as the menus and posts name it (`tile-name`).
"""

from collections.abc import Iterable, Sequence

from engine.powerlines.position import legal_cells, match_over, on_turn, side_of, tile_suit, tile_value
from engine.powerlines.rules import load_rules
from engine.powerlines.state import GameScore, PowerLinesState
from i18n.catalog import SHARED, Catalog
from render.core.picture import fitted
from render.powerlines.grid import match_points, seat_points, spot_labels
from render.powerlines.words import say

Cell = tuple[int, int]
Area = tuple[int, int, int, int]
"""Left, top, right, bottom: the cells a description names, bounds included."""

NAMING = Catalog(SHARED, "powerlines", "powerlines-engine")
"""The bot's own words for tiles, sides and lines, so that a description names them as the menus and posts do."""


def named(lang: str, key: str, /, **params: object) -> str:
    return NAMING.text(lang, key, **params)


def tile_name(tile: int, lang: str) -> str:
    """A tile as the picker's menu names it ("5 of suns"), without the menu's suit emoji."""
    return named(lang, "tile-name", value=tile_value(tile), suit=named(lang, f"suit-of-{tile_suit(tile)}"))


def side_name(state: PowerLinesState, seat: int, lang: str) -> str:
    return named(lang, f"side-{side_of(state, seat)}")


def area(state: PowerLinesState, also: Iterable[Cell] = ()) -> Area | None:
    """The placed tiles, the legal spots and `also` (cells a picture marks besides); None if there are none."""
    cells = [(c.x, c.y) for c in state.grid] + list(legal_cells(state)) + list(also)
    if not cells:
        return None
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return min(xs), min(ys), max(xs), max(ys)


def cell_name(cell: Cell, where: Area, lang: str) -> str:
    """ "row 2, column 3", counted from the top left of `where` (a line that starts with it starts with a
    capital)."""
    return say(lang, "alt-cell", row=cell[1] - where[1] + 1, column=cell[0] - where[0] + 1)


def reading_order(where: Area) -> list[Cell]:
    left, top, right, bottom = where
    return [(x, y) for y in range(top, bottom + 1) for x in range(left, right + 1)]


def game_of(state: PowerLinesState, lang: str, game: int | None = None) -> str:
    games = len(state.first_seats)
    shown = min(state.game, games - 1) if game is None else game
    return say(lang, "game-of", game=shown + 1, games=games)


def status(state: PowerLinesState, names: Sequence[str], lang: str) -> str:
    seat = on_turn(state)
    return say(lang, "match-over") if seat is None else say(lang, "to-play", name=names[seat])


def seats(state: PowerLinesState, names: Sequence[str], lang: str) -> list[str]:
    """Who plays which side, and their match totals once a match has more than one game (as the cards show)."""
    if len(state.first_seats) == 1:
        return [say(lang, "alt-seat", name=names[s], side=side_name(state, s, lang)) for s in range(len(names))]
    points = match_points(state)
    return [
        say(lang, "alt-seat-match", name=names[s], side=side_name(state, s, lang), points=points[s])
        for s in range(len(names))
    ]


def span(state: PowerLinesState, lang: str) -> list[str]:
    """How far the placed tiles reach of the 4x4 grid, and where rows and columns count from."""
    if not state.grid:
        return []
    xs, ys = [c.x for c in state.grid], [c.y for c in state.grid]
    columns, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    return [say(lang, "alt-span", columns=columns, rows=rows, size=load_rules().size)]


def cells(
    state: PowerLinesState,
    lang: str,
    *,
    spots: dict[Cell, str],
    last: Cell | None = None,
    pending: tuple[int, int, int] | None = None,
    empty: bool = False,
) -> list[str]:
    """Every tile, spot and tentative tile by its cell, in reading order (and every other cell, `empty`)."""
    placed = {(c.x, c.y): c.tile for c in state.grid}
    tried = None if pending is None else (pending[0], pending[1])
    where = area(state, [*spots, *([tried] if tried else [])])
    if where is None:
        return []
    found: list[str] = []
    for cell in reading_order(where):
        name = cell_name(cell, where, lang)
        if cell in placed:
            key = "alt-tile-last" if cell == last else "alt-tile"
            found.append(say(lang, key, cell=name, tile=tile_name(placed[cell], lang)))
        elif cell == tried and pending is not None:
            found.append(say(lang, "alt-pending", cell=name, tile=tile_name(pending[2], lang)))
        elif cell in spots:
            found.append(say(lang, "alt-spot", cell=name, spot=spots[cell]))
        elif empty:
            found.append(say(lang, "read-empty", cell=name))
    return [line[:1].upper() + line[1:] for line in found]


def left_by_suit(state: PowerLinesState) -> list[tuple[str, list[int]]]:
    """The tiles not on the grid (as its side panel shows them), by suit in the rules' order, suits with none
    left out."""
    rules = load_rules()
    used = {c.tile for c in state.grid}
    found = []
    for s, suit in enumerate(rules.suits):
        tiles = [s * len(rules.values) + v for v in range(len(rules.values))]
        kept = [t for t in tiles if t not in used]
        if kept:
            found.append((suit, kept))
    return found


def tiles_left(state: PowerLinesState, lang: str) -> list[str]:
    """The tiles left, by suit ("Suns 2, 3, 5"); nothing once the match is over."""
    if match_over(state):
        return []
    groups = left_by_suit(state)
    words = [
        say(
            lang,
            "alt-left-suit",
            suit=say(lang, f"suit-heading-{suit}"),
            values=", ".join(str(tile_value(t)) for t in kept),
        )
        for suit, kept in groups
    ]
    return [say(lang, "alt-left", count=sum(len(kept) for _, kept in groups), tiles=". ".join(words))]


def scores(names: Sequence[str], points: Sequence[int], lang: str) -> str:
    return ", ".join(say(lang, "alt-score", name=name, points=p) for name, p in zip(names, points, strict=True))


def result(state: PowerLinesState, game: int, names: Sequence[str], lang: str) -> str:
    """What the scored picture says under its table: who starts the next game, or who won (as `final` draws it)."""
    games = len(state.first_seats)
    if game + 1 < games:
        return say(lang, "next-game", game=game + 2, name=names[state.first_seats[game + 1]])
    points = match_points(state, game + 1)
    if points[0] == points[1]:
        return say(lang, "draw")
    return say(lang, "match-winner" if games > 1 else "game-winner", name=names[points.index(max(points))])


def match_table(state: PowerLinesState, game: int, names: Sequence[str], lang: str) -> list[str]:
    """Each game's points up to `game` and their total (for a match of more than one game), then the result."""
    found = []
    if len(state.first_seats) > 1:
        for g, score in enumerate(state.finished[: game + 1]):
            points = seat_points(score, state.suits_seat)
            found.append(
                say(lang, "alt-games", game=say(lang, "game-n", game=g + 1), scores=scores(names, points, lang))
            )
        total = match_points(state, game + 1)
        found.append(say(lang, "alt-games", game=say(lang, "total"), scores=scores(names, total, lang)))
    return [*found, result(state, game, names, lang)]


def scored_seats(state: PowerLinesState, score: GameScore, names: Sequence[str], lang: str) -> list[str]:
    found = []
    for seat, name in enumerate(names):
        side = side_of(state, seat)
        found.append(
            say(
                lang,
                "alt-final-seat",
                name=name,
                side=side_name(state, seat, lang),
                points=score.suits if side == "suits" else score.values,
                lines=sum(line.side == side for line in score.lines),
            )
        )
    return found


def scored_lines(score: GameScore, lang: str) -> list[str]:
    """Each of the ten lines, as the scoring's post words it: the side it scored for and how much, or the tie."""
    found = []
    for line in score.lines:
        name = named(lang, f"line-{line.line}")
        if line.side is None:
            found.append(named(lang, "line-nobody", line=name, count=line.suits))
        else:
            found.append(
                named(lang, "line-scored", line=name, side=named(lang, f"side-{line.side}"), points=line.points)
            )
    return found


def scored_rows(score: GameScore, lang: str) -> list[str]:
    """The finished grid row by row, its tiles from left to right."""
    at = {(c.x, c.y): c.tile for c in score.grid}
    left, top = min(x for x, _ in at), min(y for _, y in at)
    size = load_rules().size
    return [
        say(
            lang,
            "alt-final-row",
            line=named(lang, f"line-row-{r + 1}"),
            tiles=", ".join(tile_name(at[(left + c, top + r)], lang) for c in range(size) if (left + c, top + r) in at),
        )
        for r in range(size)
    ]


def grid_parts(
    state: PowerLinesState,
    names: Sequence[str],
    lang: str,
    highlight: tuple[Cell, ...] = (),
    last: Cell | None = None,
    pending: tuple[int, int, int] | None = None,
) -> list[str]:
    """The grid picture below its title: the players, then every tile and marked spot by its cell, the tiles left."""
    spots = spot_labels(highlight)
    if pending is not None:
        spots.pop((pending[0], pending[1]), None)
    return [
        *seats(state, names, lang),
        *span(state, lang),
        *cells(state, lang, spots=spots, last=last, pending=pending),
        *tiles_left(state, lang),
    ]


def describe_grid(
    state: PowerLinesState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: tuple[tuple[int, int], ...] = (),
    last: tuple[int, int] | None = None,
    pending: tuple[int, int, int] | None = None,
) -> str:
    """`render_grid` in words: the game and whose turn, the players and match points, every tile by its cell (the
    last one placed and a tentative one said so), every lettered spot, and the tiles left."""
    title = say(lang, "alt-grid-title", game=game_of(state, lang), status=status(state, names, lang))
    return fitted(lang, [title, *grid_parts(state, names, lang, highlight, last, pending)])


def describe_final(state: PowerLinesState, names: Sequence[str], *, lang: str, game: int | None = None) -> str:
    """`render_final` in words: the game, each player's points and lines, the match so far and its result, each
    line's score, then the finished grid row by row."""
    if not state.finished:
        raise ValueError("no game of this match has been scored yet")
    game = len(state.finished) - 1 if game is None else game
    score = state.finished[game]
    title = say(lang, "alt-final-title", game=game_of(state, lang, game))
    parts = [
        title,
        *scored_seats(state, score, names, lang),
        *match_table(state, game, names, lang),
        *scored_lines(score, lang),
        *scored_rows(score, lang),
    ]
    return fitted(lang, parts)


def describe_timelapse(states: Sequence[PowerLinesState], names: Sequence[str], *, lang: str) -> str:
    """`render_timelapse` in words: how many pictures, then its last picture, and every game scored by then."""
    parts = [say(lang, "alt-timelapse-title", frames=len(states))]
    if states:
        state = states[-1]
        parts.append(say(lang, "alt-grid-title", game=game_of(state, lang), status=status(state, names, lang)))
        parts += grid_parts(state, names, lang)
        if state.finished:
            parts += match_table(state, len(state.finished) - 1, names, lang)
    return fitted(lang, parts)


def board_text(state: PowerLinesState, names: Sequence[str], *, lang: str) -> str:
    """The whole match in words (Markdown headings and lists): the game and whose turn, the players and scores,
    every cell of the grid by row and column (tile, lettered spot or empty), the spots, the tiles left, and every
    game scored so far, line by line."""
    rules = load_rules()
    seat = on_turn(state)
    if seat is None:
        turn = say(lang, "match-over")
    else:
        turn = say(
            lang,
            "read-turn",
            name=names[seat],
            side=side_name(state, seat, lang),
            tile=len(state.grid) + 1,
            tiles=rules.tiles,
        )
    out = [f"## {game_of(state, lang)}", f"- {turn}", f"## {say(lang, 'read-players')}"]
    out += [f"- {line}" for line in seats(state, names, lang)]
    if not match_over(state):
        legal = legal_cells(state)
        spots = spot_labels(legal)
        last = (state.grid[-1].x, state.grid[-1].y) if state.grid else None
        out.append(f"## {say(lang, 'read-grid')}")
        if not state.grid:
            out.append(f"- {say(lang, 'read-no-tile')}")
        out += [f"- {line}" for line in span(state, lang)]
        out += [f"- {line}" for line in cells(state, lang, spots=spots, last=last, empty=True)]
        where = area(state)
        if spots and where is not None:
            out.append(f"## {say(lang, 'read-spots')}")
            out += [f"- {say(lang, 'read-spot', spot=s, cell=cell_name(c, where, lang))}" for c, s in spots.items()]
        out.append(f"## {say(lang, 'read-left')}")
        out += [f"- {', '.join(tile_name(t, lang) for t in kept)}" for _, kept in left_by_suit(state)]
    for g, score in enumerate(state.finished):
        out.append(f"## {say(lang, 'read-scored', game=say(lang, 'game-n', game=g + 1))}")
        out += [f"- {line}" for line in scored_seats(state, score, names, lang)]
        out += [f"- {line}" for line in scored_rows(score, lang)]
        out += [f"- {line}" for line in scored_lines(score, lang)]
    if state.finished:
        out.append(f"## {say(lang, 'read-result')}")
        out += [f"- {line}" for line in match_table(state, len(state.finished) - 1, names, lang)]
    return "\n".join(out)
