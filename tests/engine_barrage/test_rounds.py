"""Between turns: the end of the action step, water flow, scoring, the new order, income, and the game's end."""

from engine.barrage.data_load import load_rules
from engine.barrage.events import GameOver, RoundScored, RoundStarted, WaterFlowed
from engine.barrage.game import BARRAGE
from tests.engine_barrage.helpers import company, new_state, play


def bank_everything(state):
    """Every seat banks all its engineers in one turn; returns the state after the round and all events."""
    events = []
    start = state.round
    while state.round == start and state.step != "over":
        seat = state.current
        state, happened = play(state, "bank", str(state.companies[seat].engineers))
        events += happened
    return state, events


def test_the_round_ends_when_nobody_has_engineers_the_water_flows_and_the_round_is_scored():
    rules = load_rules()
    state = new_state(players=2, seed=4)
    waiting = sum(state.map.headstreams)
    after, events = bank_everything(state)
    flows = [e for e in events if isinstance(e, WaterFlowed) and e.cause == "water-phase"]
    assert len(flows) == 1 and len(flows[0].paths) == waiting
    [scored] = [e for e in events if isinstance(e, RoundScored)]
    assert scored.round == 1
    assert after.round == 2 and after.step == "actions" and after.placements == ()
    band = rules.scoring.energy_bands[0]
    for seat, mine in enumerate(after.companies):
        before = state.companies[seat]
        assert mine.engineers == rules.company.engineers and mine.energy == 0
        assert mine.credits == before.credits + rules.company.engineers + band.credits
        assert mine.vp == max(0, before.vp + band.vp)
    assert RoundStarted(2, after.order) in events
    assert after.order == state.order[::-1]  # equal energy: the tied seats swap


def test_income_is_paid_again_at_the_start_of_every_round():
    rules = load_rules()
    state = new_state(players=2, seed=4)
    seat = state.order[0]
    kind = next(c for c in rules.companies if c.id == state.companies[seat].company)
    slot = next(s for s in kind.income if s.reward.vp and not s.reward.machinery and not s.reward.drops_now)
    state = company(state, seat, company=kind.id, built={slot.structure: slot.piece})
    after, _ = bank_everything(state)
    band = rules.scoring.energy_bands[0]
    assert after.companies[seat].vp == max(0, state.companies[seat].vp + band.vp) + slot.reward.vp


def test_the_game_ends_after_the_last_round_with_final_scoring_and_places():
    rules = load_rules()
    state = new_state(players=3, seed=9)
    events = []
    for _ in range(rules.scoring.rounds):
        state, happened = bank_everything(state)
        events += happened
    assert state.step == "over" and state.current is None and BARRAGE.active_seats(state) == ()
    [over] = [e for e in events if isinstance(e, GameOver)]
    outcome = BARRAGE.outcome(state)
    assert outcome is not None and outcome.scores == over.scores == tuple(c.vp for c in state.companies)
    assert sorted(outcome.ranks)[0] == 1
    assert len([e for e in events if isinstance(e, RoundScored)]) == rules.scoring.rounds
