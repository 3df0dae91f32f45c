"""The tests' own tiny game (tests/tictactoe) on the one-click kit (`bot.table.one_click`): what the table gives an
alternating-turn game that supplies only its moves, its words and its picture."""

import pytest
import simcord

from bot.app import TabletopBot
from bot.games import MODULES, modules
from bot.table.picker import Show
from engine.core import GameRecord
from harness.words import wording
from tests.bot.helpers import custom_ids, field, labels, leaves, text
from tests.bot.turn_games import Table, open_table
from tests.tictactoe.bot import MODULE
from tests.tictactoe.engine import REGISTRATION, RULES

label, opening = wording(MODULE.catalog)


@pytest.fixture
def simcord_bot(db_path):
    return TabletopBot(db_path, modules={**MODULES, **modules([REGISTRATION])})


def cells(picker: simcord.ResponseMessage) -> list[tuple[str, bool]]:
    """The picker's cell buttons, as (label, disabled)."""
    buttons = [c for c in leaves(picker.components) if ":pick:" in str(field(c, "custom_id") or "")]
    return [(str(field(b, "label")), bool(field(b, "disabled"))) for b in buttons]


async def mark(table: Table, member: simcord.MemberActor, cell: int | None = None) -> simcord.InteractionResult:
    """Take the turn and mark `cell` (1-9), or the first free one."""
    picker = await table.open_picker(member)
    free = [name for name, disabled in cells(picker) if not disabled]
    return await member.click(picker, label=str(cell) if cell is not None else free[0])


def test_the_tiny_game_keeps_the_turn_contract():
    record = GameRecord(RULES, REGISTRATION.test_config)
    while seats := RULES.active_seats(record.state):
        record.apply(RULES.computer_action(record.state, seats[0], "random"))
    assert RULES.outcome(record.state) is not None


async def test_a_whole_game_against_the_strong_computer(env, fast_images):
    table = await open_table(env, "tictactoe", computers=["strong"])
    alice = table.members[0]
    computer = label("bot-seat", level=label("level-strong"))
    begins = label(
        "game-begins",
        title="Tic-tac-toe",
        game=1,
        players=label("list-and", first=alice.mention, last=computer),
        first=alice.mention,
    )
    assert table.texts()[1] == begins
    over = label("result-header", title="Tic-tac-toe", game=1)
    for _ in range(5):
        if not any(over in said for said in table.texts()):
            done = await mark(table, alice)
            assert text(done.response).startswith(opening("marked", "cell", who="alice"))
    final = [m for m in table.thread.history() if label("button-rematch") in labels(m.components)]
    assert len(final) == 1 and text(final[0]).startswith(over)
    assert text(final[0]).splitlines()[1] in (
        label("result-winner", who=computer),
        label("result-draw"),
    )  # strong never loses
    cards = [m for m in table.thread.history() if any(a.filename.startswith("turn-") for a in m.attachments)]
    assert all(not custom_ids(m.components) for m in cards), "every played turn's card is closed"
    moves = [line for m in cards for line in text(m).splitlines()]
    live = await env.bot.host.games.table(1)
    assert len(moves) == len(live.game.actions), "every move is told once, the computer's too"
    alices = [line.startswith(opening("marked", "cell", who="alice")) for line in moves]
    assert alices == [turn % 2 == 0 for turn in range(len(moves))], "in turn, alice first"


async def test_the_picker_keeps_its_shape_and_offers_only_legal_moves(env, fast_images):
    table = await open_table(env, "tictactoe", people=2, settings={"first": "guest"})
    alice, bob = table.members
    assert table.on_turn() is bob, "the host gave the first move to the guest"
    await mark(table, bob, 5)
    picker = await table.open_picker(alice)
    shown = cells(picker)
    assert [name for name, _ in shown] == ["1", "2", "3", "4", "X", "6", "7", "8", "9"]
    assert [disabled for _, disabled in shown] == [cell == 4 for cell in range(9)], "the taken cell is disabled"
    with pytest.raises(simcord.SetupError):
        await alice.click(picker, label="X")  # Discord lets nobody click a disabled button
    live = await env.bot.host.games.table(1)
    forged = MODULE.click(live, 0, MODULE.pick_route(live, "5"), [], "en")
    assert forged == Show("", note=label("move-gone")), "a click on a taken cell is answered, never played"
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 1


async def test_the_table_refuses_what_is_not_the_clickers_to_do(env, fast_images):
    table = await open_table(env, "tictactoe", people=2)
    alice, bob = table.members
    refused = await bob.click(table.turn_card(), custom_id="tictactoe:turn:1:0:0:take")
    assert text(refused.response) == label("not-your-turn", who="alice")
    picker = await table.open_picker(alice)
    await mark(table, alice, 5)
    late = await alice.click(picker, label="1")  # her picker of the turn she played
    assert text(late.response) == label("picker-stale")
    taken = await mark(table, bob, 1)
    assert text(taken.response).startswith(opening("marked", "cell", who="bob"))
    status = await alice.slash(table.thread, "tictactoe status")
    assert text(status.response) == label("status-turn", title="Tic-tac-toe", game=1, who="alice")
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 2
