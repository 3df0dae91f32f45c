"""Powerline's pictures in words: a describer for each `render_*` function, taking the same arguments, and
`board_text`, the whole public game for "Read the board".

A description is what a screen reader says in place of the picture (at most 1,024 characters, cut by
`render.core.picture.fitted`), in the order a sighted player takes the picture in: which round and whose board,
the scores, then what the next plan needs. `board_text` says everything the pictures show, as Markdown headings
and lists, so that a plan can be made from it alone.

Workers, lines and spots are named as the planner names them, in its own words (the `powerline` catalog's
`spot-*` and the engine catalog's `worker-*`): a line by its letter, a spot by the station its line grows from and
its segment counted from that station. Like the pictures, all of this gets the public view of the state: the plans
handed in are sealed, and only whether each seat has one is told.
"""

from collections.abc import Iterable, Sequence

from engine.core.record import GameRecord
from engine.powerline.board import Board, Line, board_number, load_board
from engine.powerline.events import RoundResolved, vp_change
from engine.powerline.game import ranks, solo_rating
from engine.powerline.history import round_states
from engine.powerline.lines import next_segment
from engine.powerline.plan import Placement
from engine.powerline.planning import Spot, chart_for, next_step, option_spots, plan_spots, worker_order
from engine.powerline.rules import load_rules
from engine.powerline.scoring import ScoringTile, load_tiles
from engine.powerline.state import PlayerState, PowerlineRecord, PowerlineState
from engine.powerline.steps import tracks_island_tokens
from i18n.catalog import Catalog
from render.core.picture import fitted
from render.powerline.board import Fresh, board_detail
from render.powerline.center import bracket_label
from render.powerline.panel import ledger_rows
from render.powerline.standings import breakdown
from render.powerline.standings import parts as standing_parts
from render.powerline.timelapse import changes
from render.powerline.words import say, vp

PLANNER = Catalog("powerline", "powerline-engine")
"""The planner's words for workers and spots, so a spot read here is the spot the planner offers."""


# -- small pieces -------------------------------------------------------------------------------------------
def _labelled(lang: str, label: str, value: str) -> str:
    """ "Label: value", with the language's spacing around the colon."""
    return say(lang, "alt-label", label=label, value=value)


def _separated(lang: str, items: Iterable[str]) -> str:
    """Items that hold commas of their own, one after another."""
    return say(lang, "alt-separator").join(items)


def _worker(lang: str, colour: str) -> str:
    return PLANNER.text(lang, f"worker-{colour}")


def _dice(lang: str, dice: Sequence[int]) -> str:
    colours = load_rules().workers
    return ", ".join(say(lang, "alt-die", worker=_worker(lang, c), value=d) for c, d in zip(colours, dice, strict=True))


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _spot(lang: str, placement: Placement, where: Spot | None, joker: bool | None = None) -> str:
    """A placement as the planner names it; `joker` False names a joker spot without its joker mark."""
    if where is None:
        return PLANNER.text(lang, "spot-island")
    key = "spot-joker" if (placement.joker if joker is None else joker) else "spot-segment"
    return PLANNER.text(lang, key, line=where.line, origin=where.origin, position=where.position, needs=where.needs)


def _origin(line: Line, direction: int) -> str:
    """The station a line grows from (+1: its first end, -1: its second)."""
    return line.ends[0] if direction >= 0 else line.ends[1]


def _city(lang: str, line: Line) -> str:
    """What a line's city is worth, and its icon if it has one: "5 VP, opera"."""
    worth = vp(lang, line.city.vp)
    return worth if line.city.icon is None else f"{worth}, {say(lang, f'read-icon-{line.city.icon}')}"


def _complete(player: PlayerState, line: Line) -> bool:
    return player.lines[line.index].built >= line.length


# -- a player's board ---------------------------------------------------------------------------------------
def _supply(lang: str, player: PlayerState) -> str:
    return say(lang, "alt-supply", energy=player.energy, jokers=player.jokers)


def _line_words(lang: str, player: PlayerState, line: Line) -> str | None:
    """A started line: how far it is built and the spot it grows into next, or its city's state once complete."""
    progress = player.lines[line.index]
    if progress.built == 0:
        return None
    if _complete(player, line):
        key = "alt-line-supplied" if line.index in player.supplied else "alt-line-waiting"
        return say(lang, key, line=line.id, city=vp(lang, line.city.vp))
    segment = next_segment(line.length, progress.built, progress.direction)
    return say(
        lang,
        "alt-line-building",
        line=line.id,
        built=progress.built,
        length=line.length,
        origin=_origin(line, progress.direction),
        position=progress.built + 1,
        needs=line.pips[segment or 0],
    )


def _network(lang: str, board: Board, player: PlayerState) -> list[str]:
    """Lines being built (what the next plan continues), then complete ones, then those not started."""
    building = [line for line in board.lines if 0 < player.lines[line.index].built < line.length]
    complete = [line for line in board.lines if _complete(player, line)]
    words = [w for line in (*building, *complete) if (w := _line_words(lang, player, line)) is not None]
    unstarted = [line.id for line in board.lines if player.lines[line.index].built == 0]
    if not building and not complete:
        return [say(lang, "alt-lines-none")]
    if unstarted:
        words.append(say(lang, "alt-lines-open", lines=", ".join(unstarted)))
    return words


def _station_name(lang: str, board: Board, index: int) -> str:
    station = board.stations[index]
    kind = say(lang, f"read-kind-{station.type}")
    return say(lang, "alt-station", station=station.id, kind=kind, vp=vp(lang, station.vp))


def _stations(lang: str, board: Board, player: PlayerState) -> str:
    if not player.stations:
        return say(lang, "alt-stations-none")
    return say(lang, "alt-stations", stations=", ".join(_station_name(lang, board, i) for i in player.stations))


def _chart(lang: str, state: PowerlineState, player: PlayerState) -> str:
    sheet = chart_for(state)
    words = say(lang, "alt-chart", left=", ".join(map(str, player.chart)))
    if sheet.line_limits is not None:
        words += " · " + say(lang, "alt-chart-limits", limits=", ".join(map(str, sheet.line_limits)))
    return words


def _island(lang: str, state: PowerlineState, player: PlayerState) -> list[str]:
    if state.config.variants.adventure_island:
        return [say(lang, "alt-adventure", stacks=", ".join(map(str, player.island_stacks)))]
    if tracks_island_tokens(state):
        return [say(lang, "alt-island", n=player.island_tokens)]
    return []


def _vacation(lang: str, state: PowerlineState, player: PlayerState) -> list[str]:
    if not state.config.variants.vacation:
        return []
    ready = say(lang, "vacation-ready" if player.vacation else "vacation-used")
    return [_labelled(lang, say(lang, "heading-vacation"), ready)]


def _ledger(lang: str, state: PowerlineState, seat: int) -> str:
    rows = ", ".join(f"{say(lang, key)} {value}" for key, value in ledger_rows(state, seat))
    return _labelled(lang, say(lang, "heading-vp"), rows)


def _panel(lang: str, state: PowerlineState, player: PlayerState) -> list[str]:
    """The panel under a board, but the VP ledger: the chart, the island and the vacation tile."""
    return [_chart(lang, state, player), *_island(lang, state, player), *_vacation(lang, state, player)]


def describe_board(state: PowerlineState, seat: int, names: Sequence[str], *, lang: str) -> str:
    """`render_board` in words: whose board and its VP, supplies, the network, stations, then the panel."""
    player = state.players[seat]
    board = load_board(player.board)
    head = say(lang, "alt-board", name=names[seat], detail=board_detail(state, seat, lang), vp=vp(lang, player.vp))
    parts = [head, _supply(lang, player), *_network(lang, board, player), _stations(lang, board, player)]
    return fitted(lang, [*parts, *_panel(lang, state, player), _ledger(lang, state, seat)])


# -- the planner's preview ----------------------------------------------------------------------------------
def describe_preview(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str], *, lang: str
) -> str:
    """`render_preview` in words: the plan so far, the next worker and its framed spots, then the board."""
    placements = tuple(placements)
    rules = load_rules()
    player = state.players[seat]
    board = load_board(player.board)
    step = next_step(state, seat, start, placements)
    status = "plan-complete" if step.worker is None else "plan-ready" if step.can_stop else "plan-add"
    head = say(
        lang,
        "alt-preview",
        round=state.round,
        board=board_number(player.board),
        vp=vp(lang, player.vp),
        status=say(lang, status),
    )
    order = worker_order(rules, start)
    steps = [
        say(lang, "alt-plan-step", worker=_worker(lang, rules.workers[order[i]]), spot=_spot(lang, p, where))
        for i, (p, where) in enumerate(zip(placements, plan_spots(state, seat, start, placements), strict=True))
    ]
    first = _worker(lang, start)
    parts = [
        head,
        say(lang, "alt-plan", worker=first, steps=_separated(lang, steps))
        if steps
        else say(lang, "alt-plan-empty", worker=first),
    ]
    if step.worker is not None:
        die = state.dice[rules.workers.index(step.worker)]
        spots = sum(1 for o in step.options if o.line is not None)
        key = "plan-spots-island" if any(o.line is None for o in step.options) else "plan-spots"
        parts.append(
            say(lang, "alt-plan-next", worker=_worker(lang, step.worker), die=die, spots=say(lang, key, spots=spots))
        )
        offered = [
            (o, where)
            for o, where in zip(step.options, option_spots(state, seat, start, placements, step.options), strict=True)
            if o.line is not None
        ]
        plain = [_spot(lang, o, where) for o, where in offered if not o.joker]
        joker = [_spot(lang, o, where, joker=False) for o, where in offered if o.joker]
        if plain:
            parts.append(say(lang, "alt-plan-spots", spots=_separated(lang, plain)))
        parts += [_supply(lang, player), _chart(lang, state, player)]
        if joker:
            parts.append(say(lang, "alt-plan-jokers", spots=_separated(lang, joker)))
    else:
        parts += [_supply(lang, player), _chart(lang, state, player)]
    parts += [*_network(lang, board, player), _stations(lang, board, player)]
    return fitted(lang, [*parts, *_island(lang, state, player), *_vacation(lang, state, player)])


# -- the center board ---------------------------------------------------------------------------------------
def _tile(lang: str, tile: ScoringTile, scorings: Sequence[int]) -> str:
    """A scoring tile: what it counts, then what it pays at each of `scorings` (1-3)."""
    rows: list[tuple[str, tuple[int, ...]]] = []
    if tile.per_unit is not None:
        rows.append((say(lang, "tile-each"), tile.per_unit))
    for b, (low, high) in enumerate(tile.brackets):
        rows.append((bracket_label(tile, low, high), tuple(tile.points[s][b] for s in range(3))))
    tables = []
    for s in scorings:
        pays = ", ".join(say(lang, "alt-pays", count=label, vp=vp(lang, values[s - 1])) for label, values in rows)
        tables.append(_labelled(lang, say(lang, "scoring-nth", n=s), pays))
    return say(
        lang, "alt-tile", letter=tile.letter, what=say(lang, f"tile-{tile.letter}"), pays=_separated(lang, tables)
    )


def _plan_status(lang: str, state: PowerlineState, seat: int, name: str) -> str:
    worth = vp(lang, state.players[seat].vp)
    if state.finished:
        return say(lang, "alt-seat", name=name, vp=worth)
    key = "alt-seat-planned" if state.plans[seat] is not None else "alt-seat-planning"
    return say(lang, key, name=name, vp=worth)


def _next_scoring(state: PowerlineState) -> int | None:
    return None if state.finished else load_rules().next_scoring(state.round)


def describe_center(state: PowerlineState, names: Sequence[str], *, lang: str) -> str:
    """`render_center` in words: the round, the standings with who has planned, the dice, the next scoring and
    what each scoring tile pays there."""
    rules = load_rules()
    title = (
        say(lang, "center-game-over")
        if state.finished
        else say(lang, "round-of", round=state.round, rounds=rules.rounds)
    )
    seats = sorted(range(len(state.players)), key=lambda s: (-state.players[s].vp, s))
    standings = _separated(lang, (_plan_status(lang, state, s, names[s]) for s in seats))
    parts = [title, say(lang, "alt-standings", seats=standings), say(lang, "alt-dice", dice=_dice(lang, state.dice))]
    upcoming = _next_scoring(state)
    if upcoming is not None:
        after = rules.scoring_after_rounds[upcoming - 1]
        parts.append(say(lang, "alt-next-scoring", scoring=say(lang, "scoring-nth", n=upcoming), round=after))
    scorings = (upcoming,) if upcoming is not None else (1, 2, 3)
    tiles = load_tiles()
    parts += [_tile(lang, tiles[letter], scorings) for letter in state.tiles]
    return fitted(lang, parts)


# -- the round summary --------------------------------------------------------------------------------------
def _news(lang: str, board: Board, player: PlayerState, fresh: Fresh) -> list[str]:
    """What a round added to a board (the pictures halo it): tokens per line, cities, station tiles."""
    news = []
    for line in board.lines:
        count = sum(1 for line_id, _ in fresh.segments if line_id == line.id)
        if count:
            news.append(say(lang, "alt-new-tokens", line=line.id, count=count))
    for line in board.lines:
        if line.id in fresh.cities:
            key = "alt-new-supplied" if line.index in player.supplied else "alt-new-waiting"
            news.append(say(lang, key, line=line.id, city=vp(lang, line.city.vp)))
    for station in board.stations:
        if station.id in fresh.stations:
            news.append(say(lang, "alt-new-station", station=station.id, vp=vp(lang, station.vp)))
    return news


def _facts(lang: str, state: PowerlineState, player: PlayerState) -> str:
    facts = say(lang, "alt-facts", energy=player.energy, jokers=player.jokers, tiles=sum(player.chart))
    if tracks_island_tokens(state):
        facts += ", " + say(lang, "alt-facts-island", island=player.island_tokens)
    return facts


def _short_network(lang: str, board: Board, player: PlayerState) -> str:
    lines = []
    for line in board.lines:
        built = player.lines[line.index].built
        if built >= line.length:
            lines.append(say(lang, "alt-short-complete", line=line.id))
        elif built:
            lines.append(say(lang, "alt-short-building", line=line.id, built=built, length=line.length))
    return ", ".join(lines) or say(lang, "alt-lines-none")


def describe_round_summary(
    state_after: PowerlineState, events: Sequence[object], names: Sequence[str], *, lang: str
) -> str:
    """`render_round_summary` in words: the round and its dice, each seat's VP and change with what the round
    added and its supplies, then each seat's network."""
    state = state_after
    resolved = next((e for e in events if isinstance(e, RoundResolved)), None)
    heading = say(lang, "round-of", round=resolved.round if resolved else state.round, rounds=load_rules().rounds)
    parts = [say(lang, "alt-summary", round=heading, dice=_dice(lang, resolved.dice)) if resolved else heading]
    boards = [load_board(player.board) for player in state.players]
    for seat, player in enumerate(state.players):
        news = _news(lang, boards[seat], player, Fresh.from_events(events, seat)) or [say(lang, "alt-new-nothing")]
        parts.append(
            say(
                lang,
                "alt-summary-seat",
                name=names[seat],
                vp=vp(lang, player.vp),
                change=_signed(vp_change(events, seat)),
                news=", ".join(news),
                facts=_facts(lang, state, player),
            )
        )
    for seat, player in enumerate(state.players):
        parts.append(say(lang, "alt-network", name=names[seat], lines=_short_network(lang, boards[seat], player)))
    return fitted(lang, parts)


# -- standings ----------------------------------------------------------------------------------------------
def _span(index: int) -> str:
    ratings = load_rules().solo_ratings
    step = ratings[index]
    return f"{step.min_vp}–{ratings[index + 1].min_vp - 1}" if index + 1 < len(ratings) else f"{step.min_vp}+"


def describe_standings(state: PowerlineState, names: Sequence[str], *, lang: str) -> str:
    """`render_standings` in words: places with where each player's VP came from; a finished solo game's rating."""
    title = say(lang, "standings-final") if state.finished else say(lang, "standings-after", round=state.round - 1)
    places = ranks(state)
    rows = standing_parts(state)
    parts = [title]
    for seat in sorted(range(len(places)), key=lambda s: (places[s], s)):
        values = breakdown(state, seat)
        detail = ", ".join(f"{say(lang, f'column-{row}')} {values[row]}" for row in rows)
        worth = vp(lang, state.players[seat].vp)
        parts.append(say(lang, "alt-standings-seat", place=places[seat], name=names[seat], vp=worth, parts=detail))
    rating = solo_rating(state)
    if rating is not None:
        ratings = load_rules().solo_ratings
        reached = ratings.index(rating)
        parts.append(say(lang, "alt-solo", title=say(lang, f"rating-{rating.key}"), span=_span(reached)))
        steps = [_labelled(lang, _span(i), say(lang, f"rating-{r.key}")) for i, r in enumerate(ratings)]
        parts.append(say(lang, "alt-solo-ladder", steps=_separated(lang, steps)))
    return fitted(lang, parts)


# -- the timelapse ------------------------------------------------------------------------------------------
def describe_timelapse(
    record_or_states: PowerlineRecord | Sequence[PowerlineState], seat: int, names: Sequence[str], *, lang: str
) -> str:
    """`render_timelapse` in words: whose board, then what each round added to it and its VP after the round."""
    states = round_states(record_or_states) if isinstance(record_or_states, GameRecord) else list(record_or_states)
    last = states[-1].players[seat]
    board = load_board(last.board)
    head = say(
        lang,
        "alt-timelapse",
        name=names[seat],
        board=board_number(last.board),
        rounds=len(states) - 1,
        vp=vp(lang, last.vp),
    )
    parts = [head]
    for i in range(1, len(states)):
        player = states[i].players[seat]
        news = _news(lang, board, player, changes(states[i - 1], states[i], seat)) or [say(lang, "alt-new-nothing")]
        parts.append(say(lang, "alt-timelapse-round", round=i, vp=vp(lang, player.vp), news=", ".join(news)))
    return fitted(lang, parts)


# -- the whole game, for "Read the board" -------------------------------------------------------------------
def _open_runs(lang: str, line: Line, player: PlayerState) -> list[str]:
    """Every segment a plan may still reach on a line, from each end it may grow from, as the planner counts it."""
    progress = player.lines[line.index]
    if progress.built >= line.length:
        return []
    runs = []
    for direction in (1, -1) if progress.direction == 0 else (progress.direction,):
        segments = []
        for position in range(progress.built + 1, line.length + 1):
            segment = position - 1 if direction == 1 else line.length - position
            segments.append(say(lang, "read-seg", position=position, needs=line.pips[segment]))
        runs.append(say(lang, "read-from", origin=_origin(line, direction), segments=", ".join(segments)))
    return runs


def _line_text(lang: str, player: PlayerState, line: Line) -> list[str]:
    progress = player.lines[line.index]
    if progress.built == 0:
        status = say(lang, "read-open")
    elif _complete(player, line):
        status = say(lang, "read-supplied" if line.index in player.supplied else "read-waiting")
    else:
        status = say(lang, "read-building", built=progress.built, origin=_origin(line, progress.direction))
    name = say(lang, "read-line-name", line=line.id)
    head = say(
        lang, "read-line", name=name, start=line.ends[0], end=line.ends[1], length=line.length, city=_city(lang, line)
    )
    return [f"- {_labelled(lang, head, status)}", *(f"  - {run}" for run in _open_runs(lang, line, player))]


def _chart_text(lang: str, state: PowerlineState, player: PlayerState) -> list[str]:
    sheet = chart_for(state)
    out = [f"- {say(lang, 'read-chart')}"]
    for k, (left, total) in enumerate(zip(player.chart, sheet.columns, strict=True)):
        column = say(lang, "read-chart-column", workers=k + 1, left=left, total=total)
        if sheet.line_limits is not None:
            column += " · " + say(lang, "read-chart-limit", limit=sheet.line_limits[k])
        out.append(f"  - {column}")
    return out


def _player_text(lang: str, state: PowerlineState, seat: int, name: str) -> list[str]:
    player = state.players[seat]
    board = load_board(player.board)
    head = say(lang, "read-player", name=name, board=board_number(player.board), vp=vp(lang, player.vp))
    out = [f"## {head}", f"- {_supply(lang, player)}", f"- {_ledger(lang, state, seat)}"]
    out += _chart_text(lang, state, player)
    out += [f"- {words}" for words in (*_island(lang, state, player), *_vacation(lang, state, player))]
    out.append(f"### {say(lang, 'read-lines', name=name)}")
    for line in board.lines:
        out += _line_text(lang, player, line)
    out.append(f"### {say(lang, 'read-stations', name=name)}")
    for station in board.stations:
        lines = ", ".join(board.lines[i].id for i in station.lines)
        kind = say(lang, f"read-kind-{station.type}")
        head = say(lang, "read-station", station=station.id, kind=kind, vp=vp(lang, station.vp), lines=lines)
        done = say(lang, "read-station-done" if station.index in player.stations else "read-station-open")
        out.append(f"- {_labelled(lang, head, done)}")
    return out


def board_text(state: PowerlineState, names: Sequence[str], *, lang: str) -> str:
    """The whole public game in Markdown: the round, its dice and scorings, the scoring tiles, the standings, then
    each player's board with every segment a plan may still build, named as the planner names it."""
    rules = load_rules()
    title = (
        say(lang, "center-game-over")
        if state.finished
        else say(lang, "round-of", round=state.round, rounds=rules.rounds)
    )
    scorings = ", ".join(map(str, rules.scoring_after_rounds))
    out = [f"## {title}", f"- {say(lang, 'alt-dice', dice=_dice(lang, state.dice))}"]
    out.append(f"- {say(lang, 'read-scorings', rounds=scorings)}")
    upcoming = _next_scoring(state)
    if upcoming is not None:
        after = rules.scoring_after_rounds[upcoming - 1]
        out.append(f"- {say(lang, 'alt-next-scoring', scoring=say(lang, 'scoring-nth', n=upcoming), round=after)}")
    out.append(f"## {say(lang, 'read-tiles')}")
    tiles = load_tiles()
    out += [f"- {_tile(lang, tiles[letter], (1, 2, 3))}" for letter in state.tiles]
    out.append(f"## {say(lang, 'read-standings')}")
    places = ranks(state)
    for seat in sorted(range(len(places)), key=lambda s: (places[s], s)):
        out.append(f"- {places[seat]}. {_plan_status(lang, state, seat, names[seat])}")
    for seat in range(len(state.players)):
        out += _player_text(lang, state, seat, names[seat])
    return "\n".join(out)
