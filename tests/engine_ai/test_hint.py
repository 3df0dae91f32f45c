"""The hint is the strong level's plan, with its reason as codes and data the bot words in any language."""

from dataclasses import replace

from engine.powerline.ai import choose_plan, hint
from engine.powerline.ai.explain import Clause, Reason, reason
from engine.powerline.ai.options import Outcome
from engine.powerline.ai.outcome import Turn
from tests.engine.helpers import built, new_state
from tests.engine_ai.helpers import position

CODES = {"complete", "finish", "grow", "joker-tile", "spend-jokers", "island", "island-vacation", "open"}


def test_hint_is_the_strong_plan_with_a_reason():
    for seed, rounds in ((1, 0), (2, 5), (3, 11), (4, 14)):
        state = position(seed, rounds)
        given = hint(state, 0)
        assert given.plan == choose_plan(state, 0, "strong")
        assert given.reason.clauses and {clause.code for clause in given.reason.clauses} <= CODES


def test_the_reason_keeps_lines_stations_jokers_island_and_vp():
    turn = Turn.of(built(new_state(), C=2, J=1), 0)
    c, j, w1 = turn.board.line("C"), turn.board.line("J"), turn.board.stations[0]
    outcome = Outcome(((c.index, c.length, 1), (j.index, 3, 1)), workers=4, jokers=2, island=(0,), vacation=True)
    after = replace(turn.player, stations=(w1.index,), vp=turn.player.vp + 7)
    assert reason(turn, outcome, after) == Reason(
        (
            Clause("complete", items=(Clause("complete-line", {"line": "C", "vp": c.city.vp}),)),
            Clause("finish", items=(Clause("finish-station", {"station": w1.id, "type": w1.type, "vp": w1.vp}),)),
            Clause("grow", items=(Clause("grow-line", {"line": "J", "added": 2, "left": j.length - 3}),)),
            Clause("spend-jokers", {"count": 2}),
            Clause("island-vacation", {"count": 1}),
        ),
        7,
    )


def test_a_lone_island_worker_takes_the_joker_tile_and_a_plan_doing_nothing_keeps_options_open():
    turn = Turn.of(new_state(), 0)
    lone = Outcome((), workers=1, jokers=0, island=(0,), vacation=False)
    assert reason(turn, lone, replace(turn.player, vp=turn.player.vp - 1)) == Reason(
        (Clause("joker-tile"), Clause("island", {"count": 1})), -1
    )
    assert reason(turn, Outcome((), 2, 0, (), False), turn.player) == Reason((Clause("open"),), 0)
