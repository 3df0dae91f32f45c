"""Phase 3 (construct), the three scorings and the end of the game, each returning events."""

from dataclasses import dataclass, replace

from engine.powerline.board import Board, load_board
from engine.powerline.events import (
    CitySupplied,
    CityWaiting,
    EndPenalty,
    Event,
    IslandLoss,
    IslandTokensPlaced,
    JokerGained,
    JokerSpent,
    LineCompleted,
    StationCompleted,
    TilePaid,
    TokensPlaced,
    VacationTaken,
    WorkerTileTaken,
)
from engine.powerline.plan import Plan
from engine.powerline.planning import worker_order
from engine.powerline.rules import load_rules
from engine.powerline.scoring import load_tiles
from engine.powerline.state import Ledger, LineState, PlayerState


def lose(vp: int, due: int) -> tuple[int, int]:
    """(new VP, VP actually lost): VP never drops below 0."""
    left = max(0, vp - due)
    return left, vp - left


def construct(
    player: PlayerState,
    seat: int,
    plan: Plan,
    dice: tuple[int, ...],
    island_tokens: bool,
    adventure: bool,
) -> tuple[PlayerState, list[Event]]:
    """Build one seat's plan. `island_tokens`: island workers leave tokens (adventure island or tile L)."""
    board = load_board(player.board)
    events: list[Event] = []
    chart, jokers = _take_worker_tile(player, seat, plan, events)
    lines, placed = _place_tokens(board, seat, player.lines, plan, events)
    island = _island(player, seat, plan, worker_order(load_rules(), plan.start), dice, island_tokens, adventure)
    events.extend(island.events)
    vp, island_lost = lose(player.vp, island.due)
    completed = _complete_lines(board, seat, lines, placed, events)
    supplied, still_waiting, energy, city_vp = _supply_cities(
        board, seat, player.supplied, [*player.waiting, *completed], player.energy + 1, events
    )
    stations, station_vp = _complete_stations(board, seat, player.stations, lines, completed, events)
    ledger = player.ledger
    return (
        PlayerState(
            board=player.board,
            vp=vp + city_vp + station_vp,
            lines=lines,
            chart=chart,
            energy=energy,
            supplied=supplied,
            waiting=still_waiting,
            stations=stations,
            jokers=jokers,
            vacation=player.vacation and not island.vacation_used,
            island_tokens=player.island_tokens + island.tokens,
            island_stacks=island.stacks,
            ledger=Ledger(
                ledger.cities + city_vp, ledger.stations + station_vp, ledger.tiles, ledger.island + island_lost
            ),
        ),
        events,
    )


def _take_worker_tile(player: PlayerState, seat: int, plan: Plan, events: list[Event]) -> tuple[tuple[int, ...], int]:
    """Take the worker tile for the workers placed and settle jokers: spent ones go, a lone worker earns the sun's;
    returns (chart, jokers)."""
    workers = len(plan.placements)
    events.append(WorkerTileTaken(seat, workers))
    chart = list(player.chart)
    chart[workers - 1] -= 1
    jokers = player.jokers - plan.jokers
    if plan.jokers:
        events.append(JokerSpent(seat, plan.jokers))
    if workers == 1:
        jokers += 1
        events.append(JokerGained(seat, "sun"))
    return tuple(chart), jokers


def _place_tokens(
    board: Board, seat: int, lines: tuple[LineState, ...], plan: Plan, events: list[Event]
) -> tuple[tuple[LineState, ...], dict[str, list[int]]]:
    """Lay a token for each worker on a line; a line's first token fixes the end it is built from. Returns the lines
    and the segments placed on each line, by line id in the order first built."""
    built = list(lines)
    placed: dict[str, list[int]] = {}
    for placement in plan.placements:
        if placement.line is None or placement.segment is None:
            continue
        line = board.line(placement.line)
        progress = built[line.index]
        direction = progress.direction or (1 if placement.segment == 0 else -1)
        built[line.index] = LineState(progress.built + 1, direction)
        placed.setdefault(line.id, []).append(placement.segment)
    events.extend(TokensPlaced(seat, line_id, tuple(segs)) for line_id, segs in placed.items())
    return tuple(built), placed


def _complete_lines(
    board: Board, seat: int, lines: tuple[LineState, ...], placed: dict[str, list[int]], events: list[Event]
) -> list[int]:
    """The indices of the lines this plan finished (their cities now wait for energy), in the order built."""
    completed: list[int] = []
    for line_id in placed:
        line = board.line(line_id)
        if lines[line.index].built == line.length:
            events.append(LineCompleted(seat, line_id))
            completed.append(line.index)
    return completed


def _complete_stations(
    board: Board,
    seat: int,
    stations: tuple[int, ...],
    lines: tuple[LineState, ...],
    completed: list[int],
    events: list[Event],
) -> tuple[tuple[int, ...], int]:
    """Score the stations whose every line is now finished, checking only those a newly completed line touches;
    returns (stations, VP)."""
    done = list(stations)
    gained = 0
    touched = {station for index in completed for station in board.line_stations[index]}
    for station in sorted(touched, key=lambda s: s.index):
        if station.index not in done and all(lines[i].built == board.lines[i].length for i in station.lines):
            done.append(station.index)
            gained += station.vp
            events.append(StationCompleted(seat, station.id, station.vp))
    return tuple(done), gained


@dataclass(frozen=True, slots=True)
class _IslandOutcome:
    due: int
    tokens: int
    stacks: tuple[int, ...]
    vacation_used: bool
    events: tuple[Event, ...]


def _island(
    player: PlayerState,
    seat: int,
    plan: Plan,
    order: tuple[int, ...],
    dice: tuple[int, ...],
    island_tokens: bool,
    adventure: bool,
) -> _IslandOutcome:
    """VP due, tokens left and stacks after the island workers come home (the vacation tile cancels all)."""
    rules = load_rules()
    workers = [order[i] for i, p in enumerate(plan.placements) if p.line is None]
    if not workers:
        return _IslandOutcome(0, 0, player.island_stacks, False, ())
    if plan.vacation:
        return _IslandOutcome(0, 0, player.island_stacks, True, (VacationTaken(seat, len(workers)),))
    stacks = list(player.island_stacks)
    if adventure:
        due = 0
        faces = tuple(dice[w] for w in workers)
        for face in faces:
            stacks[face - 1] += 1
            due += min(stacks[face - 1], rules.adventure_token_cap)
    else:
        faces = ()
        due = rules.island_loss_per_worker * len(workers)
    events: list[Event] = []
    tokens = len(workers) if island_tokens else 0
    if tokens:
        events.append(IslandTokensPlaced(seat, tokens, faces))
    events.append(IslandLoss(seat, len(workers), due, min(due, player.vp)))
    return _IslandOutcome(due, tokens, tuple(stacks), False, tuple(events))


def _supply_cities(
    board: Board,
    seat: int,
    supplied: tuple[int, ...],
    waiting: list[int],
    energy: int,
    events: list[Event],
) -> tuple[tuple[int, ...], tuple[int, ...], int, int]:
    """Give energy tiles to waiting cities, oldest first; returns (supplied, still waiting, energy, VP)."""
    done = list(supplied)
    gained = 0
    while waiting and energy > 0:
        index = waiting.pop(0)
        energy -= 1
        done.append(index)
        city = board.lines[index].city
        gained += city.vp
        events.append(CitySupplied(seat, board.lines[index].id, city.vp))
    events.extend(CityWaiting(seat, board.lines[i].id) for i in waiting)
    return tuple(done), tuple(waiting), energy, gained


def score_tiles(
    player: PlayerState, seat: int, tiles: tuple[str, ...], scoring: int
) -> tuple[PlayerState, list[Event]]:
    events: list[Event] = []
    gained = 0
    for letter in tiles:
        tile = load_tiles()[letter]
        count = tile.count(player)
        vp = tile.pays(scoring, count)
        gained += vp
        events.append(TilePaid(seat, letter, scoring, count, vp))
    ledger = replace(player.ledger, tiles=player.ledger.tiles + gained)
    return replace(player, vp=player.vp + gained, ledger=ledger), events


def scoring_joker(player: PlayerState, seat: int) -> tuple[PlayerState, list[Event]]:
    return replace(player, jokers=player.jokers + 1), [JokerGained(seat, "scoring")]


def end_penalty(player: PlayerState, seat: int) -> tuple[PlayerState, list[Event]]:
    board = load_board(player.board)
    unfinished = sum(1 for ls, line in zip(player.lines, board.lines, strict=True) if 0 < ls.built < line.length)
    if not unfinished:
        return player, []
    due = load_rules().unfinished_penalty(unfinished)
    vp, lost = lose(player.vp, due)
    ledger = replace(player.ledger, penalty=player.ledger.penalty + lost)
    return replace(player, vp=vp, ledger=ledger), [EndPenalty(seat, unfinished, due, lost)]
