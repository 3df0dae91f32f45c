"""Phase 3 (construct), the three scorings and the end of the game, each returning events."""

from dataclasses import replace

from engine.powerline.board import load_board
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
from engine.powerline.state import LineState, PlayerState


def lose(player: PlayerState, due: int) -> tuple[int, int]:
    """(new VP, VP actually lost): VP never drops below 0."""
    vp = max(0, player.vp - due)
    return vp, player.vp - vp


def construct(
    player: PlayerState,
    seat: int,
    plan: Plan,
    dice: tuple[int, ...],
    island_tokens: bool,
    adventure: bool,
) -> tuple[PlayerState, list[Event]]:
    """Build one seat's plan. `island_tokens`: island workers leave tokens (adventure island or tile L)."""
    rules = load_rules()
    board = load_board(player.board)
    events: list[Event] = []
    order = worker_order(rules, plan.start)
    workers = len(plan.placements)

    chart = list(player.chart)
    chart[workers - 1] -= 1
    energy = player.energy + 1
    jokers = player.jokers - plan.jokers
    events.append(WorkerTileTaken(seat, workers))
    if plan.jokers:
        events.append(JokerSpent(seat, plan.jokers))
    if workers == 1:
        jokers += 1
        events.append(JokerGained(seat, "sun"))

    lines = list(player.lines)
    placed: dict[str, list[int]] = {}
    for placement in plan.placements:
        if placement.line is None or placement.segment is None:
            continue
        line = board.line(placement.line)
        state = lines[line.index]
        direction = state.direction or (1 if placement.segment == 0 else -1)
        lines[line.index] = LineState(state.built + 1, direction)
        placed.setdefault(line.id, []).append(placement.segment)
    events.extend(TokensPlaced(seat, line_id, tuple(segs)) for line_id, segs in placed.items())

    player = replace(player, chart=tuple(chart), energy=energy, jokers=jokers, lines=tuple(lines))
    player, island_events = _island(player, seat, plan, order, dice, island_tokens, adventure)
    events.extend(island_events)

    waiting = list(player.waiting)
    for line_id in placed:
        line = board.line(line_id)
        if lines[line.index].built == line.length:
            events.append(LineCompleted(seat, line_id))
            waiting.append(line.index)
    player, supply_events = _supply_cities(replace(player, waiting=tuple(waiting)), seat)
    events.extend(supply_events)

    stations = list(player.stations)
    gained = 0
    for station in board.stations:
        if station.index not in stations and all(lines[i].built == board.lines[i].length for i in station.lines):
            stations.append(station.index)
            gained += station.vp
            events.append(StationCompleted(seat, station.id, station.vp))
    ledger = replace(player.ledger, stations=player.ledger.stations + gained)
    return replace(player, stations=tuple(stations), vp=player.vp + gained, ledger=ledger), events


def _island(
    player: PlayerState,
    seat: int,
    plan: Plan,
    order: tuple[int, ...],
    dice: tuple[int, ...],
    island_tokens: bool,
    adventure: bool,
) -> tuple[PlayerState, list[Event]]:
    rules = load_rules()
    workers = [order[i] for i, p in enumerate(plan.placements) if p.line is None]
    if not workers:
        return player, []
    if plan.vacation:
        return replace(player, vacation=False), [VacationTaken(seat, len(workers))]
    events: list[Event] = []
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
    tokens = player.island_tokens
    if island_tokens:
        tokens += len(workers)
        events.append(IslandTokensPlaced(seat, len(workers), faces))
    vp, lost = lose(player, due)
    events.append(IslandLoss(seat, len(workers), due, lost))
    ledger = replace(player.ledger, island=player.ledger.island + lost)
    return replace(player, vp=vp, island_tokens=tokens, island_stacks=tuple(stacks), ledger=ledger), events


def _supply_cities(player: PlayerState, seat: int) -> tuple[PlayerState, list[Event]]:
    """Give energy tiles to waiting cities, oldest first; the rest keep waiting."""
    board = load_board(player.board)
    events: list[Event] = []
    waiting = list(player.waiting)
    supplied = list(player.supplied)
    energy = player.energy
    gained = 0
    while waiting and energy > 0:
        index = waiting.pop(0)
        energy -= 1
        supplied.append(index)
        city = board.lines[index].city
        gained += city.vp
        events.append(CitySupplied(seat, board.lines[index].id, city.vp))
    events.extend(CityWaiting(seat, board.lines[i].id) for i in waiting)
    ledger = replace(player.ledger, cities=player.ledger.cities + gained)
    return (
        replace(
            player,
            waiting=tuple(waiting),
            supplied=tuple(supplied),
            energy=energy,
            vp=player.vp + gained,
            ledger=ledger,
        ),
        events,
    )


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
    vp, lost = lose(player, due)
    ledger = replace(player.ledger, penalty=player.ledger.penalty + lost)
    return replace(player, vp=vp, ledger=ledger), [EndPenalty(seat, unfinished, due, lost)]
