"""The thread tells the whole game (#55): read as it ends up, after every edit, it narrates each accepted move once
and in order, the computer's too, and every picture on a card shows the game as the moves the card tells left it."""

import io
from typing import Any

import discord
import pytest
import simcord
from PIL import Image

from bot.app import TabletopBot
from bot.games.barrage import picker as barrage_picker
from bot.games.barrage.module import MODULE as BARRAGE
from bot.games.powerlines.words import spot_text, tile_text
from bot.table import drawing
from bot.table.live_game import LiveGame
from bot.table.thinking import ThinkingFailed
from engine.powerlines.position import legal_cells
from engine.powerlines.state import Cell
from harness.words import pl_label, pl_opening
from tests.bot.barrage_helpers import label, play_turn, start_game
from tests.bot.helpers import custom_ids, field, leaves, text
from tests.bot.powerlines_helpers import start_duel, take_turn, turn_card


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Stand-in pictures that say what they show: the n-th drawn is n pixels high and shows the state `drawn[n - 1]`
    (real drawing would make a whole match too slow here)."""
    states: list[Any] = []

    async def draw(function: object, filename: str, *args: Any, affinity: object = None) -> discord.File:
        states.append(args[0])
        out = io.BytesIO()
        Image.new("L", (1, len(states))).save(out, "PNG")
        return discord.File(io.BytesIO(out.getvalue()), filename=filename)

    async def nothing(function: object, *args: Any, affinity: object) -> None:
        return None

    monkeypatch.setattr(drawing, "draw", draw)
    monkeypatch.setattr(drawing, "prepare", nothing)
    return states


def shown(env: simcord.Env, message: discord.Message, drawn: list[Any]) -> list[Any]:
    """The states a message's card shows pictures of; its attachments are exactly those pictures, none left over
    from an earlier version of the message."""
    urls = [item.media.url for c in leaves(message.components) if field(c, "type") == 12 for item in c.items]
    assert sorted(a.url for a in message.attachments) == sorted(urls), text(message)
    return [drawn[Image.open(io.BytesIO(env.backend.cdn.get(url) or b"")).height - 1] for url in urls]


Told = list[tuple[discord.Message, list[int]]]


def told_by_message(thread: simcord.ChannelHandle, expected: list[tuple[int, str]]) -> Told:
    """Each message with the finished turns whose moves it tells, after asserting that the thread, read top to
    bottom, tells every move (`expected`: each turn's lines, in order) exactly once and in order."""
    wanted = {line for _, line in expected}
    found = [(message, line) for message in thread.history() for line in text(message).splitlines() if line in wanted]
    assert [line for _, line in found] == [line for _, line in expected]
    by_message: dict[int, tuple[discord.Message, list[int]]] = {}
    for (message, _), (turn, _) in zip(found, expected, strict=True):
        turns = by_message.setdefault(message.id, (message, []))[1]
        if turn not in turns:
            turns.append(turn)
    return list(by_message.values())


def pictures_agree(
    env: simcord.Env, thread: simcord.ChannelHandle, table: LiveGame, expected: list[tuple[int, str]], drawn: list[Any]
) -> Told:
    """The thread tells every move of `expected` once and in order, and each card that tells moves shows no picture
    or the game right after the last of them (its phase: a picture may be drawn from a view of the state); the
    cards and the turns they tell, in order."""
    told = told_by_message(thread, expected)
    phase = table.rules.phase_key
    for message, turns in told:
        for state in shown(env, message, drawn):
            assert phase(state) == phase(table.phase_ends[turns[-1]]), text(message)
    return told


async def table_of(env: simcord.Env, game: int) -> LiveGame:
    assert isinstance(env.bot, TabletopBot)
    table = await env.bot.host.games.table(game)
    assert table is not None
    return table


def where(thread: simcord.ChannelHandle, words: str) -> int:
    """The place in the thread of the one message that says `words`."""
    [place] = [i for i, message in enumerate(thread.history()) if words in text(message)]
    return place


def placed(table: LiveGame) -> list[tuple[int, str]]:
    """Each tile of a Power Lines match as its card says it was placed, worded here from the action log."""
    names = ("alice", pl_label("bot-seat", level=pl_label("level-random")))
    moves = []
    for turn, a in enumerate(table.game.actions):
        spot = spot_text((a.x, a.y), legal_cells(table.began(turn)), "en")
        moves.append((turn, pl_label("turn-placed", who=names[a.player], tile=tile_text(a.tile, "en"), spot=spot)))
    return moves


async def test_a_power_lines_match_against_the_computer_is_told_move_by_move(
    env: simcord.Env, drawn: list[Any]
) -> None:
    """alice starts game 1, so the computer places its last tile and the first of game 2: two moves in a row, game
    1's scoring between them."""
    duel = await start_duel(env, computer="random")
    thread = duel.thread
    for turn in range(16):
        await take_turn(duel.alice, thread, pick=turn)
    table = await table_of(env, 1)
    assert table.over
    actions = table.game.actions
    assert [a.player for a in actions] == [0, 1] * 8 + [1, 0] * 8
    moves = placed(table)
    told = pictures_agree(env, thread, table, moves, drawn)
    history = [m.id for m in thread.history()]
    scored = [where(thread, pl_opening("game-scored", "suits", game=game)) for game in (1, 2)]
    for message, turns in told:
        assert not custom_ids(message.components), "every card is closed"
        [game] = {turn // 16 for turn in turns}
        assert [-1, *scored][game] < history.index(message.id) < scored[game], "told before its game's scoring"
        for state in shown(env, message, drawn):
            assert all(Cell(actions[t].x, actions[t].y, actions[t].tile) in state.grid for t in turns)
    ends = [message for message, turns in told if turns[-1] in (15, 31)]
    assert [shown(env, m, drawn) for m in ends] == [[], []], "a game's full grid is its scoring's picture, below"
    assert history.index(ends[0].id) == scored[0] - 1 and text(ends[0]) == moves[15][1], "the computer's own card"
    assert text(thread.history()[-1]).startswith(pl_label("final-header", game=1))


async def test_a_new_game_opens_without_the_last_games_moves(env: simcord.Env, fast_images: None) -> None:
    """The computer starts game 1, so alice places its last tile, told on her card before the scoring, and starts
    game 2: her first card of game 2 tells nothing of game 1."""
    duel = await start_duel(env, computer="random", first="guest")
    for turn in range(8):
        await take_turn(duel.alice, duel.thread, pick=turn)
    said = text(turn_card(duel.thread))
    assert said.startswith(pl_opening("turn-header", "who", game=2, games=2, tile=1, tiles=16)), said


async def test_the_moves_played_for_a_person_away_are_told_too(env: simcord.Env, drawn: list[Any]) -> None:
    """Two turns in a row the timer plays for alice, who is then marked away: the computer plays her turns at once,
    with no card for them, so they are told with the computer's own moves."""
    duel = await start_duel(env, computer="random", timer=5)
    table = await table_of(env, 1)
    assert isinstance(env.bot, TabletopBot)
    while not table.over:
        await env.bot.host.deadlines.time_out(1, table.phase, float("inf"))
    assert [source for (source,) in await env.bot.host.store.db.fetch("SELECT source FROM actions")][:5] == [
        "timeout",
        "ai",
        "timeout",
        "ai",
        "absent",
    ]
    told = pictures_agree(env, duel.thread, table, placed(table), drawn)
    assert [turns for _, turns in told] == [[0], [1, 2], list(range(3, 16)), list(range(16, 32))]


@pytest.fixture
def quick_barrage(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deal every time, and pickers without the whole turns the strong computer works out (the test takes
    the first option of every decision anyway)."""

    async def unanswered(function: object, *args: Any) -> None:
        raise ThinkingFailed("not asked here")

    monkeypatch.setattr("bot.table.lobby.random.getrandbits", lambda bits: 3)
    monkeypatch.setattr(barrage_picker, "advise", unanswered)


async def test_two_rounds_of_barrage_against_the_computer_are_told_turn_by_turn(
    env: simcord.Env, drawn: list[Any], quick_barrage: None
) -> None:
    """Up to round 3's first turn card: each round's post ends what the cards before it tell."""
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    round_over = [label("round-over", round=r, drops=0).split("**", 2)[1] for r in (1, 2)]
    while not any(round_over[-1] in text(m) for m in thread.history()):
        await play_turn(alice, thread)
    table = await table_of(env, game.game)
    moves = [(turn, line) for turn in table.phase_ends for line in BARRAGE.move_lines(table, turn, table.row.language)]
    told = pictures_agree(env, thread, table, moves, drawn)
    assert {table.began(turn).current for _, turns in told for turn in turns} == {0, 1}, "the computer's turns too"
    history = [m.id for m in thread.history()]
    bounds = [-1, *(where(thread, over) for over in round_over), len(history)]
    for message, turns in told:
        [round_] = {table.began(turn).round for turn in turns}
        assert bounds[round_ - 1] < history.index(message.id) < bounds[round_], "told between its round's posts"
    live, computer = told[-1]
    assert live.id == history[-1] and custom_ids(live.components), "the turn card of round 3's first turn"
    assert all(table.seats[table.began(turn).current].is_computer for turn in computer), "it tells the computer's turns"
    assert not any(custom_ids(m.components) for m, _ in told[:-1]), "every other card is closed"
