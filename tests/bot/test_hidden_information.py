"""A plan is seen by its owner alone until the round resolves."""

import pytest
import simcord

from bot.games.powerline.images import public
from engine.powerline.plan import Plan
from engine.powerline.state import Sealed
from harness.words import label, opening
from tests.bot.helpers import SUBMIT, build_plan, open_planner, round_message, start_game, text


async def test_only_the_owner_sees_a_plan_before_the_round_resolves(env):
    game = await start_game(env, players=3)
    alice, bob, carol = game.members
    thread = game.thread
    planner = await build_plan(alice, await open_planner(alice, thread))
    submitted = await alice.click(planner, label=SUBMIT)
    secret = text(submitted.response)
    assert opening("planner-so-far", "steps") in secret and opening("spot-segment", "line") in secret
    assert [a.filename for a in submitted.response.attachments] == ["plan.png"]

    def seen_by(member) -> str:
        return "\n".join(text(m) for m in thread.history(viewer=member)) + "\n".join(
            text(m) for m in game.channel.history(viewer=member)
        )

    assert opening("planner-so-far", "steps") in seen_by(alice)
    for other in (bob, carol):
        assert opening("planner-so-far", "steps") not in seen_by(other)
        assert "Plan submitted" not in seen_by(other)
        with pytest.raises(simcord.SetupError):
            await other.click(submitted.response, label=SUBMIT)
    # the round message tells everyone only who still owes a plan
    waiting = text(round_message(thread))
    assert alice.mention not in waiting and bob.mention in waiting and carol.mention in waiting
    # status and boards are public and carry no plan
    status = await bob.slash(thread, "powerline status")
    assert status.ephemeral and label("round-waiting", people="bob, carol") in text(status.response)
    board = await bob.slash(thread, "powerline board", player=alice.user)
    assert board.ephemeral and text(board.response) == label("board-start", name="alice")
    assert [a.filename for a in board.response.attachments] == ["board-1.png"]
    # every image drawn for others uses the engine's public view, where the plan is sealed
    table = env.bot.host.games.tables[1]
    assert isinstance(table.state.plans[0], Plan)
    assert isinstance(public(table.state).plans[0], Sealed)
