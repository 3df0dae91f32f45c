"""The two setups: the introductory game deals its fixed pairings, the standard game lets the seats pick a pairing
of company and officer and a starting contract, the first to pick playing last."""

import random

import pytest

from engine.barrage.actions import Choose
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.events import Picked
from engine.barrage.game import BARRAGE
from engine.barrage.setup import OFFICERS_DRAWN
from engine.barrage.state import BarrageState, Offers
from engine.core import GameRecord
from tests.engine_barrage.helpers import choose, decision, new_state, play, random_game


def pick_all(state: BarrageState, rng: random.Random) -> tuple[BarrageState, list[Picked]]:
    """Every seat picks at random; the picks in the order they were made."""
    picks: list[Picked] = []
    while state.step == "setup":
        choices: list[str] = []
        while (now := decision(choose(state, *choices))) is not None:
            choices.append(rng.choice(now.options))
        state, events = play(state, *choices)
        picks += [e for e in events if isinstance(e, Picked)]
    return state, picks


def starting_ids() -> set[str]:
    return {c.id for c in load_rules().contracts if c.kind == "starting"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_standard_setup_offers_n_pairings_and_n_starting_contracts_and_keeps_the_other_officers_drawn(players):
    rules = load_rules()
    for seed in range(8):
        state = new_state(players=players, seed=seed, setup="standard")
        companies = [c for c, _ in state.offers.matchups]
        officers = [o for _, o in state.offers.matchups]
        assert len(set(companies)) == len(set(officers)) == players
        assert set(companies) <= {c.id for c in rules.companies}
        assert len(state.offers.contracts) == len(set(state.offers.contracts)) == players
        assert set(state.offers.contracts) <= starting_ids()
        assert len(state.spare_officers) == OFFICERS_DRAWN - players
        assert set(officers).isdisjoint(state.spare_officers)
        assert set(officers) | set(state.spare_officers) <= {o.id for o in rules.officers}
    draws = {(new_state(players=players, seed=s, setup="standard").offers) for s in range(8)}
    assert len(draws) > 1
    assert new_state(players=players, seed=3, setup="standard") == new_state(players=players, seed=3, setup="standard")


def test_until_a_seat_has_picked_it_has_no_company_officer_or_contract_and_the_first_pick_is_a_pairing():
    rules = load_rules()
    state = new_state(players=3, seed=2, setup="standard")
    assert (state.round, state.step, state.current, state.turn) == (1, "setup", state.order[-1], 0)
    for mine in state.companies:
        assert (mine.company, mine.officer, mine.hand, mine.credits) == ("", "", (), rules.company.start_credits)
    now = decision(state)
    assert now is not None and now.kind == "matchup"
    assert now.options == tuple(f"{c}-{o}" for c, o in state.offers.matchups)
    then = decision(choose(state, now.options[0]))
    assert then is not None and then.kind == "starting" and then.options == state.offers.contracts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seats_pick_in_reverse_turn_order_so_the_first_to_pick_plays_last(players):
    for seed in range(4):
        state = new_state(players=players, seed=seed, setup="standard")
        order = state.order
        after, picks = pick_all(state, random.Random(seed))
        assert [p.seat for p in picks] == list(order[::-1])
        assert after.order == order
        assert (after.round, after.step, after.current) == (1, "actions", order[0])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_ends_with_one_offered_pairing_and_starting_contract_and_nothing_is_picked_twice(players):
    rules = load_rules()
    for seed in range(6):
        state = new_state(players=players, seed=seed, setup="standard")
        offered = state.offers
        after, picks = pick_all(state, random.Random(seed))
        assert after.offers == Offers()
        assert sorted((c.company, c.officer) for c in after.companies) == sorted(offered.matchups)
        assert sorted(c.hand[0] for c in after.companies) == sorted(offered.contracts)
        assert all(len(c.hand) == 1 for c in after.companies)
        for pick in picks:
            mine = after.companies[pick.seat]
            assert (mine.company, mine.officer, mine.hand) == (pick.company, pick.officer, (pick.contract,))
            extra = next(o.start_credits for o in rules.officers if o.id == pick.officer)
            assert mine.credits == rules.company.start_credits + extra


def test_the_last_seat_is_not_asked_and_takes_what_is_left():
    state = new_state(players=2, seed=0, setup="standard")
    first, last = state.order[-1], state.order[0]
    (company, officer), left = state.offers.matchups
    kept, other = state.offers.contracts
    after, events = play(state, f"{company}-{officer}", kept)
    assert after.step == "actions"
    assert Picked(last, *left, other) in events
    assert after.companies[first].hand == (kept,) and after.companies[last].hand == (other,)


def test_mahiris_starting_credits_go_to_the_seat_that_picks_her():
    rules = load_rules()
    seed = next(
        s
        for s in range(100)
        if "mahiri" in [o for _, o in new_state(players=3, seed=s, setup="standard").offers.matchups]
    )
    state = new_state(players=3, seed=seed, setup="standard")
    mahiri = next(f"{c}-{o}" for c, o in state.offers.matchups if o == "mahiri")
    picker = state.current
    after, _ = play(state, mahiri, state.offers.contracts[0])
    start = rules.company.start_credits
    assert after.companies[picker].credits == start + 3
    assert all(c.credits == start for i, c in enumerate(after.companies) if i != picker)


def test_a_standard_game_with_mahiri_copying_replays_the_same_from_its_json_record():
    record = random_game(BarrageConfig(seed=4, players=3, setup="standard"), random.Random(4), undo=0.1)
    again = GameRecord.from_json(BARRAGE, record.to_json())
    assert again.state == record.state and again.state.step == "over"
    assert len({c.officer for c in again.state.companies}) == 3
    assert any(isinstance(a, Choose) and a.choice in ("mahiri", "mahiri-red") for a in again.actions)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_introductory_setup_deals_its_fixed_pairings_without_picks(players):
    rules = load_rules()
    for seed in range(6):
        state = new_state(players=players, seed=seed)
        assert (state.step, state.offers, state.spare_officers) == ("actions", Offers(), ())
        dealt = [(c.company, c.officer, c.hand) for c in state.companies]
        assert len(set(dealt)) == players
        assert set(dealt) <= {(m.company, m.officer, (m.contract,)) for m in rules.matchups}
