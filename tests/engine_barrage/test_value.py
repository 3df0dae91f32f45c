"""The position value's price on a production system one piece short (`value._short`), which the expert's
fitted weights turn on."""

from dataclasses import replace

import pytest

from engine.barrage.ai.value import WEIGHTS, _short, _tables, worth
from engine.barrage.data_load import load_rules
from engine.barrage.river import capacity
from engine.barrage.state import BarrageState
from engine.barrage.water import Dam
from tests.engine_barrage.helpers import new_state, pieces

SEAT = 0


def _conduit() -> tuple[str, int, int, int]:
    """A conduit of the map whose basins both have free spaces in a new game: its id, value, basin and the basin
    it leads to."""
    rules = load_rules()
    c = max(rules.map.conduits, key=lambda c: (c.value, c.id))
    return c.id, c.value, c.basin, c.to


def _start() -> BarrageState:
    return pieces(new_state(), neutral=False)


def _dam_space(basin: int) -> str:
    return next(d.id for d in load_rules().map.dams if d.basin == basin)


def _house_space(basin: int) -> str:
    return next(p.id for p in load_rules().map.powerhouses if p.basin == basin)


def short(state: BarrageState) -> int:
    return _short(_tables(), state, SEAT, capacity(load_rules(), state))


def test_each_missing_piece_prices_the_system_it_would_complete():
    conduit, value, basin, to = _conduit()
    dam = {_dam_space(basin): Dam(SEAT, 2, 0)}
    house = {_house_space(to): SEAT}
    state = _start()
    assert short(state) == 0, "nothing built: every system is more than one piece short"
    assert short(pieces(state, dam, {conduit: SEAT})) == value * 2, "the powerhouse is missing"
    assert short(pieces(state, dam, powerhouses=house)) >= value * 2, "a conduit is missing"
    assert short(pieces(state, conduits={conduit: SEAT}, powerhouses=house)) == value * 1, "a new base is missing"
    assert short(pieces(state, dam, {conduit: SEAT}, house)) == 0, "complete: the value's production prices it"


def test_a_piece_whose_space_is_taken_or_anothers_is_no_system_one_short():
    conduit, _, basin, to = _conduit()
    dam = {_dam_space(basin): Dam(SEAT, 2, 0)}
    houses = {p.id: 1 for p in load_rules().map.powerhouses if p.basin == to}
    assert short(pieces(_start(), dam, {conduit: SEAT}, houses)) == 0, "no free powerhouse space below"
    assert short(pieces(_start(), dam, {conduit: 1})) == 0, "the other seat's conduit, no own powerhouse"
    theirs = {_dam_space(basin): Dam(1, 2, 0)}
    assert short(pieces(_start(), theirs, {conduit: SEAT})) == 0, "the dam is the other seat's"
    full = {d.id: Dam(1, 1, 0) for d in load_rules().map.dams if d.basin == basin}
    house = {_house_space(to): SEAT}
    assert short(pieces(_start(), full, {conduit: SEAT}, house)) == 0, "no free dam space above"


@pytest.mark.parametrize("price", [0.4, 1.0])
def test_the_weight_prices_it_at_the_energy_of_every_later_round(price):
    conduit, value, basin, _ = _conduit()
    state = pieces(_start(), {_dam_space(basin): Dam(SEAT, 2, 0)}, {conduit: SEAT})
    state = replace(state, round=2)
    later = load_rules().scoring.rounds - 2
    gained = worth(state, SEAT, replace(WEIGHTS, short_system=price)) - worth(state, SEAT)
    assert gained == pytest.approx(price * WEIGHTS.energy * value * 2 * later)
