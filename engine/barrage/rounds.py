"""The flow of a game between decisions: whose turn comes next, income, headstreams, the round's end (water
flow, scoring, clean-up) and the game's end. `settle` runs everything that needs no decision, so a state handed
out always waits for a player (or is over)."""

from collections.abc import Sequence

from engine.barrage.events import Event, GameOver, RoundScored, RoundStarted
from engine.barrage.gain import add_drops, gain
from engine.barrage.picks import pick_turn
from engine.barrage.river import flow_headstreams
from engine.barrage.rules import RulesData
from engine.barrage.scoring import final_ranks, next_order, score_final, score_round
from engine.barrage.setup import reveal
from engine.barrage.spaces import action_turn, can_act
from engine.barrage.state import BarrageState
from engine.barrage.turn import Script, ScriptFactory, resolve
from engine.barrage.work import Work
from engine.core.evolve import evolve


def income_turn(work: Work, seat: int) -> Script:
    """Every income icon uncovered on the seat's company board pays again."""
    company = work.company(seat)
    kind = next(c for c in work.rules.companies if c.id == company.company)
    for slot in kind.income:
        if company.built.get(slot.structure, 0) >= slot.piece:
            yield from gain(work, seat, slot.reward, f"income-{slot.structure}-{slot.piece}")


SCRIPTS: dict[str, ScriptFactory] = {"setup": pick_turn, "income": income_turn, "actions": action_turn}


def script_for(state: BarrageState) -> ScriptFactory:
    return SCRIPTS[state.step]


def after(order: Sequence[int], seat: int) -> list[int]:
    """The seats after `seat` in `order`, wrapping round."""
    i = order.index(seat)
    return [*order[i + 1 :], *order[: i + 1]]


def next_seat(rules: RulesData, state: BarrageState) -> int | None:
    """Who decides next in this step, or None when the step is done: the setup's picks and income go once round
    the table in reverse turn order; actions go round in turn order among seats that can still act (a seat that
    passed never comes back, and every other turn uses engineers or a piece, so the step ends)."""
    seat = state.current
    assert seat is not None
    if state.step in ("setup", "income"):
        backwards = state.order[::-1]
        rest = backwards[backwards.index(seat) + 1 :]
        return rest[0] if rest else None
    return next((s for s in after(state.order, seat) if can_act(rules, state, s)), None)


def settle(rules: RulesData, state: BarrageState) -> tuple[BarrageState, list[Event]]:
    """Run turns that need no decision and the steps between rounds until a seat must decide."""
    events: list[Event] = []
    while state.step != "over":
        if state.current is None:
            state = _next_step(rules, state, events)
            continue
        resolution = resolve(rules, state, state.current, script_for(state), ())
        if resolution.decision is not None:
            return state, events
        events.extend(resolution.events)
        state = finish_turn(rules, resolution.state)
    return state, events


def finish_turn(rules: RulesData, state: BarrageState) -> BarrageState:
    """A turn is over: the next seat decides (None: the step is over); an ability copied for the turn ends."""
    return evolve(state, turn=state.turn + 1, pending=(), current=next_seat(rules, state), borrowed="")


def _next_step(rules: RulesData, state: BarrageState, events: list[Event]) -> BarrageState:
    if state.step == "setup":
        return evolve(state, step="income", current=state.order[-1])
    if state.step == "income":
        state = _headstreams(rules, state, events)
        first = next((s for s in state.order if state.companies[s].engineers > 0), None)
        return evolve(state, step="actions", current=first)
    return _end_round(rules, state, events)


def _headstreams(rules: RulesData, state: BarrageState, events: list[Event]) -> BarrageState:
    work = Work(rules, state)
    for index, tile_id in enumerate(state.headstream_tiles):
        tile = next(t for t in rules.headstream_tiles if t.id == tile_id)
        if state.round <= len(tile.drops) and tile.drops[state.round - 1]:
            add_drops(work, rules.map.headstreams[index], tile.drops[state.round - 1], "tile")
    events.extend(work.events)
    return work.state


def _end_round(rules: RulesData, state: BarrageState, events: list[Event]) -> BarrageState:
    work = Work(rules, state)
    flow_headstreams(work)
    events.extend(work.events)
    state, lines = score_round(rules.scoring, work.state)
    events.append(RoundScored(state.round, lines))
    if state.round == rules.scoring.rounds:
        state, final = score_final(rules.scoring, rules.map, state)
        scores, ranks = final_ranks(state)
        events.append(GameOver(final, scores, ranks))
        return evolve(state, step="over", current=None)
    order = next_order(state)
    companies = tuple(evolve(c, engineers=rules.company.engineers, energy=0) for c in state.companies)
    patent = reveal(rules, state.patent) if state.config.setup == "standard" else state.patent
    events.append(RoundStarted(state.round + 1, order))
    return evolve(
        state,
        round=state.round + 1,
        step="income",
        order=order,
        current=order[-1],
        companies=companies,
        placements=(),
        passed=(),
        patent=patent,
    )
