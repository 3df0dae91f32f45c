"""A turn on the management board, one's own construction row or one's officer's private space: which spaces a
seat may take now (free, paid for, and with an action it can carry out), and the script that resolves each kind;
or, instead, a tile used as a whole turn without engineers, or (with no engineers left) passing for the rest of the
round."""

from collections.abc import Iterator

from engine.barrage.build import can_build, tile_options
from engine.barrage.construct import construct
from engine.barrage.contracts import take
from engine.barrage.events import Passed, SpaceTaken, TileBought
from engine.barrage.gain import add_drops, drop_now
from engine.barrage.lookup import index
from engine.barrage.memo import per_position
from engine.barrage.officers import borrow, copyable, officer_spaces
from engine.barrage.produce import NONE, board_bonus, produce, viable
from engine.barrage.rules import ActionSpace, RulesData
from engine.barrage.state import BarrageState, Placement
from engine.barrage.turn import Script, ask
from engine.barrage.wheel import turn_wheel
from engine.barrage.work import Work
from engine.core.evolve import evolve

TILE_TURN = "tile-"
"""The prefix of the option using a tile of the supply as a whole turn: "tile-powerhouse-1"."""
PASS = "pass"
"""The option of a seat without engineers to leave the round's actions."""


def spaces(rules: RulesData, state: BarrageState) -> tuple[ActionSpace, ...]:
    """The spaces of this game: the board's for its player count, the patent office in the standard setup, and
    every company's construction row."""
    players = state.config.players
    board = tuple(
        s for s in rules.board if s.min_players <= players and (s.kind != "patent" or state.config.setup == "standard")
    )
    return board + rules.construction


def space(rules: RulesData, space_id: str) -> ActionSpace:
    return index(rules).spaces[space_id]


def taken(rules: RulesData, state: BarrageState, seat: int) -> set[str]:
    """The spaces `seat` may not take this round: a board space takes one placement a round (the bank any number), a
    construction space one per company."""
    closed = set()
    for placement in state.placements:
        kind = space(rules, placement.space).kind
        if kind != "bank" and (kind != "construct" or placement.seat == seat):
            closed.add(placement.space)
    return closed


def open_spaces(rules: RulesData, state: BarrageState, seat: int) -> Iterator[str]:
    """The spaces `seat` may take now, in the board's order, found one by one."""
    company = state.companies[seat]
    closed = taken(rules, state, seat)
    # Whether an action can be done depends on its kind and what is left to pay with, not on the space; engineers
    # only limit Mahiri's space (she places more). Paying more never makes an action doable.
    known: dict[tuple[str, int, int, int], bool] = {}
    for candidate in (*spaces(rules, state), *officer_spaces(rules, state, seat)):
        cost = candidate.credits + candidate.price
        if candidate.id in closed or company.engineers < candidate.engineers or company.credits < cost:
            continue
        if candidate.kind in ("produce", "construct", "officer"):
            engineers = candidate.engineers if candidate.kind == "officer" else 0
            key = (candidate.kind, candidate.modifier, cost, engineers)
            if key not in known:
                if known.get((candidate.kind, candidate.modifier, 0, engineers)) is False:
                    known[key] = False
                elif cost == 0 and not engineers:
                    known[key] = doable(rules, state, seat, candidate)
                else:
                    paid = evolve(company, credits=company.credits - cost, engineers=company.engineers - engineers)
                    companies = tuple(paid if i == seat else c for i, c in enumerate(state.companies))
                    known[key] = doable(rules, evolve(state, companies=companies), seat, candidate)
            if not known[key]:
                continue
        elif not doable(rules, state, seat, candidate):
            continue
        yield candidate.id


def doable(rules: RulesData, state: BarrageState, seat: int, candidate: ActionSpace) -> bool:
    """Whether the action can be carried out once the space is paid for."""
    if candidate.kind == "produce":
        return bool(viable(rules, state, seat, candidate.modifier + board_bonus(rules, state, seat)))
    if candidate.kind == "construct":
        return can_build(rules, state, seat)
    if candidate.kind == "contracts":
        return bool(state.contracts.display)
    if candidate.kind == "patent":
        return candidate.slot <= len(state.patent.display) and state.patent.display[candidate.slot - 1] != ""
    if candidate.kind == "officer":
        return bool(copies(rules, state, seat))
    return True


def copies(rules: RulesData, state: BarrageState, seat: int) -> list[str]:
    """The officers Mahiri may copy now: those after which she can place engineers again."""
    return [o for o in copyable(rules, state, seat) if next(open_spaces(rules, evolve(state, borrowed=o), seat), None)]


@per_position(64)
def turn_options(rules: RulesData, state: BarrageState, seat: int) -> tuple[str, ...]:
    """The open spaces, the tiles usable as a whole turn, and passing for a seat without engineers."""
    options = [
        *open_spaces(rules, state, seat),
        *(TILE_TURN + t for t in tile_options(rules, state, seat, whole_turn=True)),
    ]
    return tuple(options if state.companies[seat].engineers else [*options, PASS])


def can_act(rules: RulesData, state: BarrageState, seat: int) -> bool:
    """Whether `seat` still takes turns this round: it has not passed, and has engineers or a whole-turn tile."""
    if seat in state.passed:
        return False
    return state.companies[seat].engineers > 0 or bool(tile_options(rules, state, seat, whole_turn=True))


def action_turn(work: Work, seat: int) -> Script:
    """Place engineers on one space and resolve its action completely, or use a tile as a whole turn, or pass."""
    rules = work.rules
    choice = yield ask("space", turn_options(rules, work.state, seat))
    if choice == PASS:
        work.state = evolve(work.state, passed=(*work.state.passed, seat))
        work.emit(Passed(seat))
        return
    if choice.startswith(TILE_TURN):
        yield from construct(work, seat, choice.removeprefix(TILE_TURN))
        return
    chosen = space(rules, choice)
    engineers = chosen.engineers
    if chosen.kind == "bank":
        most = work.company(seat).engineers
        engineers = int((yield ask("engineers", tuple(str(n) for n in range(1, most + 1)), chosen.id)))
    cost = chosen.credits + chosen.price
    work.add(seat, engineers=-engineers, credits=-cost)
    work.state = evolve(work.state, placements=(*work.state.placements, Placement(chosen.id, seat, engineers)))
    work.emit(SpaceTaken(seat, chosen.id, engineers, cost))
    yield from ACTIONS[chosen.kind](work, seat, chosen, engineers)


def _produce(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    yield from produce(work, seat, chosen.modifier + board_bonus(work.rules, work.state, seat))


def _water(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    """Up to `drops` drops on headstreams of the seat's choice (the first is required)."""
    headstreams = work.rules.map.headstreams
    for n in range(chosen.drops):
        where = yield ask("headstream", (*headstreams, NONE) if n else headstreams, chosen.id)
        if where == NONE:
            return
        if chosen.flows_now:
            drop_now(work, where, f"seat-{seat}")
        else:
            add_drops(work, where, 1, f"seat-{seat}")


def _bank(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    work.add(seat, credits=engineers * chosen.credits_per_engineer)
    yield from ()


def _workshop(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    for _ in range(chosen.rotate):
        turn_wheel(work, seat)
    yield from ()


def _machinery(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    goods = chosen.goods
    if goods == "either":
        goods = yield ask("goods", ("excavator", "mixer"), chosen.id)
    work.add(seat, excavators=int(goods in ("excavator", "both")), mixers=int(goods in ("mixer", "both")))


def _contracts(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    yield from take(work, seat, chosen.contracts)


def _patent(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    display = list(work.state.patent.display)
    tile, display[chosen.slot - 1] = display[chosen.slot - 1], ""
    work.state = evolve(work.state, patent=evolve(work.state.patent, display=tuple(display)))
    work.update(seat, tiles=(*work.company(seat).tiles, tile))
    work.emit(TileBought(seat, tile))
    yield from ()


def _construct(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    yield from construct(work, seat)


def _officer(work: Work, seat: int, chosen: ActionSpace, engineers: int) -> Script:
    """Mahiri's space: copy another officer's ability for the rest of the turn, then place engineers again."""
    borrow(work, seat, (yield ask("officer", copies(work.rules, work.state, seat), chosen.id)))
    yield from action_turn(work, seat)


ACTIONS = {
    "produce": _produce,
    "water": _water,
    "bank": _bank,
    "workshop": _workshop,
    "machinery": _machinery,
    "contracts": _contracts,
    "patent": _patent,
    "construct": _construct,
    "officer": _officer,
}
