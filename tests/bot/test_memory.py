"""Only recently used games stay in memory; the others are rebuilt from the action log when used again."""

import discord

from bot.table import cache
from bot.table.cards import card
from bot.table.routes import Route, button, select
from bot.table.views import SentLayout, SentView
from harness.words import opening
from tests.bot.helpers import play_round, round_message, start_game, text


async def test_idle_games_leave_memory_and_come_back_as_they_were(env, monkeypatch, fast_images):
    monkeypatch.setattr(cache, "CACHED_TABLES", 1)
    monkeypatch.setattr(cache, "IDLE_SECONDS", 0.0)
    first = await start_game(env, players=1)
    await play_round(first.members[0], first.thread)
    before = env.bot.host.games.tables[1].state
    second = await start_game(env, players=1)
    assert list(env.bot.host.games.tables) == [2]  # game 1 was idle: only the log in the database keeps it
    await play_round(first.members[0], first.thread)  # rebuilt by replay, then played on
    assert list(env.bot.host.games.tables) == [1]
    assert env.bot.host.games.tables[1].phase_ends[1] == before  # the replay reached the very same position
    assert text(round_message(first.thread)).startswith(opening("round-header", "dice", round=3, rounds=15))
    assert text(round_message(second.thread)).startswith(opening("round-header", "dice", round=1, rounds=15))


def test_sent_views_are_not_kept_by_discord_py():
    """Controls are answered by the table's routes, so discord.py must keep none of the views sent: it stores each
    sent view that is dispatchable, forever without a timeout (an ephemeral planner is never deleted): a leak of
    every click, measured at about 9 MB a minute under load (docs/performance.md)."""
    take = button(Route("powerline", "plan", 1, 1, 0, "x"), "Take", discord.ButtonStyle.primary)
    pick = select(Route("powerline", "plan", 1, 1, 0, "y"), [discord.SelectOption(label="a")], "Pick")
    classic = SentView()
    classic.add_item(take)
    layout = card("text", rows=[[pick]])
    assert isinstance(layout, SentLayout)
    assert len(list(layout.walk_children())) == 4 and not layout.is_dispatchable()
    assert len(classic.children) == 1 and not classic.is_dispatchable()
