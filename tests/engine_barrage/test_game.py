"""The flow of a Barrage game: setup, turns built from choices with undo and confirmation, refusals."""

from engine.barrage.actions import Choose, Confirm, Undo
from engine.barrage.data_load import load_rules
from engine.barrage.errors import ChoiceError, TurnError
from engine.barrage.game import BARRAGE
from engine.barrage.rules import COLOURS, NEUTRAL
from tests.engine_barrage.helpers import choose, decision, new_state, refused


def test_a_new_game_starts_round_one_with_the_first_seat_choosing_a_space():
    rules = load_rules()
    state = new_state(players=3, seed=5)
    assert (state.round, state.step, state.current) == (1, "actions", state.order[0])
    assert sorted(state.order) == [0, 1, 2]
    now = decision(state)
    assert now is not None and now.kind == "space"
    for company in state.companies:
        assert (company.credits, company.excavators, company.mixers, company.vp) == (
            rules.company.start_credits,
            rules.company.start_excavators,
            rules.company.start_mixers,
            rules.company.start_vp,
        )
        assert company.engineers == rules.company.engineers and len(company.hand) == 1
        assert rules.company.joker_tile in company.tiles
    assert len({c.company for c in state.companies}) == 3
    neutral = {k: d for k, d in state.map.dams.items() if d.owner == NEUTRAL}
    assert len(neutral) == len(rules.map.areas)
    spaces = {s.id: s for s in rules.map.dams}
    assert all(not spaces[k].red and d.drops == rules.neutral_drops for k, d in neutral.items())
    assert len(state.contracts.display) == rules.display_per_colour * len(COLOURS)
    assert len(state.contracts.national) == rules.national_by_players[3]
    first_round = [next(t for t in rules.headstream_tiles if t.id == i).drops[0] for i in state.headstream_tiles]
    assert list(state.map.headstreams) == first_round


def test_the_standard_setup_opens_the_patent_office_and_keeps_the_joker_back():
    rules = load_rules()
    state = new_state(players=2, seed=1, setup="standard")
    assert len(state.patent.display) == rules.patent_display
    assert {next(t for t in rules.tiles if t.id == i).level for i in state.patent.display} == {1}
    assert all(rules.company.joker_tile not in c.tiles for c in state.companies)
    assert new_state(players=2, seed=1).patent.display == ()


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    assert new_state(seed=3) == new_state(seed=3)
    assert {new_state(seed=s).headstream_tiles for s in range(6)} != {new_state(seed=3).headstream_tiles}


def test_undo_takes_back_the_last_choice_only():
    state = new_state()
    now = decision(state)
    assert now is not None
    bank = next(o for o in now.options if o == "bank")
    chosen = choose(state, bank)
    assert chosen.pending == (bank,)
    undone, events = BARRAGE.apply(chosen, Undo(state.current, state.turn))
    assert undone == state and events == ()


def test_a_stale_a_foreign_or_an_unlisted_action_is_refused():
    state = new_state()
    seat = state.current
    other = 1 - seat
    with refused(TurnError, "stale-turn"):
        BARRAGE.apply(state, Choose(seat, state.turn + 1, "bank"))
    with refused(TurnError, "not-your-turn"):
        BARRAGE.apply(state, Choose(other, state.turn, "bank"))
    with refused(ChoiceError, "not-an-option", kind="space", choice="moon"):
        BARRAGE.apply(state, Choose(seat, state.turn, "moon"))
    with refused(ChoiceError, "nothing-to-undo"):
        BARRAGE.apply(state, Undo(seat, state.turn))
    with refused(ChoiceError, "turn-unfinished", kind="space"):
        BARRAGE.apply(state, Confirm(seat, state.turn))


def test_a_confirmed_turn_passes_to_the_next_seat_and_the_old_turn_is_stale():
    state = new_state()
    seat = state.current
    chosen = choose(state, "bank", "2")
    assert decision(chosen) is None
    assert BARRAGE.legal_actions(chosen, seat) == [Confirm(seat, state.turn), Undo(seat, state.turn)]
    after, _ = BARRAGE.apply(chosen, Confirm(seat, state.turn))
    assert after.current == state.order[1] and after.turn == state.turn + 1 and after.pending == ()
    assert after.companies[seat].credits == state.companies[seat].credits + 2
    assert after.companies[seat].engineers == state.companies[seat].engineers - 2
    assert BARRAGE.legal_actions(after, seat) == []
    with refused(TurnError, "stale-turn"):
        BARRAGE.apply(after, Confirm(seat, state.turn))
