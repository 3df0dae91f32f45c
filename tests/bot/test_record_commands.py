"""/stats and /leaderboard after finished games of two kinds in a server; other servers' games never count."""

import io
from types import SimpleNamespace

import pytest
from PIL import Image

from bot.table import drawing
from bot.table.record_commands import leader_line, leader_section, stats_line, stats_section
from bot.table.records import Record
from bot.table.seasons import Season
from engine.powerline.rules import load_rules
from harness.words import label
from render.core.sheet import WIDTH
from tests.bot.barrage_helpers import start_game as start_barrage
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import finished, play_out, text


@pytest.fixture
async def server(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob, carol = (guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol"))
    a, b, c = alice.id, bob.id, carol.id
    await finished(env, guild.id, "powerline", [(a, 92, 1), (b, 80, 2), (c, 70, 3)])
    await finished(env, guild.id, "powerline", [(a, 88, 1), (b, 84, 2)])
    await finished(env, guild.id, "powerline", [(b, 101, 1)])  # solo
    await finished(env, guild.id, "powerlines", [(b, 3, 1), (a, 1, 2)])
    elsewhere = env.create_guild()
    await finished(env, elsewhere.id, "powerline", [(a, 10, 2), (None, 50, 1)])
    return SimpleNamespace(channel=channel, alice=alice, bob=bob, carol=carol)


def sheet(env, message, filename: str) -> tuple[list[str], Image.Image]:
    """The sheet a record answer carries: its description's lines (the same figures as text) and the image."""
    [attachment] = message.attachments
    assert attachment.filename == filename
    data = env.backend.cdn.get(attachment.url)
    assert data is not None
    return attachment.description.splitlines(), Image.open(io.BytesIO(data))


async def test_stats_tell_a_player_record_for_each_game(env, server):
    mine = await server.alice.slash(server.channel, "stats")
    assert mine.ephemeral
    assert text(mine.response) == label("stats-title", name="alice")
    lines, image = sheet(env, mine.response, "stats.png")
    assert lines[0] == label("stats-title", name="alice")
    assert lines[1].startswith("**Powerline**: 2 games, 2 wins, mean score 90, best 92, rating "), "here only"
    assert lines[2].startswith("**Power Lines**: 1 game, 0 wins, mean score 1, best 1, rating ")
    assert lines[2].endswith(" · matches 0 won, 1 lost")
    assert "solo" not in lines[1], "alice never played alone"
    assert image.width == WIDTH
    bobs = await server.alice.slash(server.channel, "stats", who=server.bob.user, game="powerline")
    bob_lines, bob_image = sheet(env, bobs.response, "stats.png")
    bob_powerline = bob_lines[1]
    assert bob_powerline.startswith("**Powerline**: 3 games, 1 win, mean score 88.3, best 101")
    band = load_rules().solo_rating(101).key
    assert bob_powerline.endswith(f" · best solo game 101 VP: {label(f'rating-{band}')}")
    assert bob_image.height < image.height, "one game's row, not two"
    none = await server.carol.slash(server.channel, "stats", game="barrage")
    assert text(none.response) == label("stats-none", name="carol")
    assert not none.response.attachments


async def test_the_leaderboard_ranks_players_by_rating(env, server):
    board = await server.carol.slash(server.channel, "leaderboard", game="powerline")
    month = Season.at(env.bot.host.store.clock()).name("en")
    assert text(board.response) == f"**{label('sheet-leaderboard')}** · {month}", "this month's season"
    lines, _ = sheet(env, board.response, "leaderboard.png")
    assert lines[0] == label("leaderboard-title", title="Powerline")
    assert [line.split(":")[0] for line in lines[1:]] == [
        f"1. {server.alice.mention}",
        f"2. {server.bob.mention}",
        f"3. {server.carol.mention}",
    ]
    everything, _ = sheet(env, (await server.carol.slash(server.channel, "leaderboard")).response, "leaderboard.png")
    assert label("leaderboard-title", title="Power Lines") in everything
    assert label("leaderboard-title", title="Barrage") not in everything, "no Barrage game finished here"
    empty = await server.carol.slash(server.channel, "leaderboard", game="barrage")
    assert text(empty.response) == label("leaderboard-none-in", season=month)
    ever = await server.carol.slash(server.channel, "leaderboard", game="barrage", season="all")
    assert text(ever.response) == label("leaderboard-none")


async def test_records_are_text_when_the_drawing_fails(env, server, monkeypatch):
    async def broken(*args: object, **kwargs: object) -> None:
        return None

    monkeypatch.setattr(drawing, "draw", broken)
    mine = await server.alice.slash(server.channel, "stats")
    lines = text(mine.response).splitlines()
    assert lines[0] == label("stats-title", name="alice")
    assert lines[1].startswith("**Powerline**: 2 games, 2 wins")
    assert not mine.response.attachments
    board = await server.carol.slash(server.channel, "leaderboard")
    parts = text(board.response).split("\n\n")
    assert [part.splitlines()[0] for part in parts] == [
        label("leaderboard-title", title="Powerline"),
        label("leaderboard-title", title="Power Lines"),
    ]


def asker(locale: str, user: int = 0) -> SimpleNamespace:
    return SimpleNamespace(locale=SimpleNamespace(value=locale), user=SimpleNamespace(id=user))


def test_the_sheet_lists_the_leaders_and_the_reader_further_down():
    leaders = [
        (user, Record(played=2, wins=1, total=150, best=80, rating=10.0 - user, name=f"p{user}"))
        for user in range(1, 13)
    ]
    section = leader_section(asker("de", user=12), "Powerline", leaders, 10)
    assert [row.cells[:2] for row in section.rows] == [(str(u), f"p{u}") for u in [*range(1, 11), 12]]
    assert [row.medal for row in section.rows[:4]] == [1, 2, 3, None]
    assert [row.mine for row in section.rows] == [False] * 10 + [True]
    assert section.rows[0].cells[2:] == ("9", "2", "1", "75", "80"), "rating, games, wins, mean, best"
    assert section.rows[-1].cells[2] == "-2"
    assert [c.label for c in section.columns] == ["#", "Spieler", "Wertung", "Partien", "Siege", "Schnitt", "Bestes"]
    alone = leader_section(asker("fr", user=3), "Powerline", leaders, 10)
    assert len(alone.rows) == 10 and alone.rows[2].mine, "a reader among the leaders is not listed twice"


def test_stats_figures_are_written_the_reader_way():
    record = Record(played=3, wins=1, total=265, best=101, rating=None)
    [row] = stats_section(asker("de"), [("Powerline", record, "note")]).rows
    assert row.cells == ("Powerline", "3", "1", "88,3", "101", "—")
    assert row.note == "note"


@pytest.mark.parametrize(
    ("locale", "stats", "leader"),
    [
        (
            "de",
            "**Powerline**: 3 Partien, 1 Sieg, im Schnitt 88,3 Punkte, bestes Ergebnis 101, Wertung 2,5",
            "1. <@7>: Wertung 2,5 · 3 Partien · 1 Sieg",
        ),
        (
            "fr",
            "**Powerline** : 3 parties, 1 victoire, score moyen 88,3, meilleur 101, cote 2,5",
            "1. <@7> : cote 2,5 · 3 parties · 1 victoire",
        ),
        (
            "en-US",
            "**Powerline**: 3 games, 1 win, mean score 88.3, best 101, rating 2.5",
            "1. <@7>: rating 2.5 · 3 games · 1 win",
        ),
    ],
)
def test_records_read_in_the_asker_language(locale, stats, leader):
    asker = SimpleNamespace(locale=SimpleNamespace(value=locale))
    record = Record(played=3, wins=1, total=265, best=101, rating=2.46)
    assert stats_line(asker, "Powerline", record) == stats
    assert leader_line(asker, 1, 7, record) == leader


def test_a_rating_near_zero_reads_as_zero():
    asker = SimpleNamespace(locale=SimpleNamespace(value="en-US"))
    line = leader_line(asker, 2, 7, Record(played=1, wins=0, total=5, best=5, rating=-0.04))
    assert line == "2. <@7>: rating 0 · 1 game · 0 wins"


@BOTH_DATABASES
async def test_games_that_ended_before_results_were_kept_are_scored_from_their_replay(env, fast_images):
    game = await start_barrage(env, people=1, computers=("random",))
    await play_out(env, game.game)
    store = env.bot.host.store
    kept = await store.records.results_in(game.guild.id, "barrage")
    assert len(kept) == 2
    await store.db.execute("DELETE FROM results WHERE game_id = ?", (game.game,))
    await store.db.execute("UPDATE games SET finished_at = NULL WHERE id = ?", (game.game,))  # as before migration 5
    assert await store.records.unscored_games() == [game.game]
    assert await store.records.results_in(game.guild.id, "barrage") == []

    await env.bot.host.score_old_games()
    assert await store.records.results_in(game.guild.id, "barrage") == kept
    [(ended, last)] = await store.db.fetch(
        "SELECT finished_at, (SELECT MAX(created_at) FROM actions WHERE game_id = id) FROM games WHERE id = ?",
        (game.game,),
    )
    assert ended == last, "it ended with its last action"
    assert await store.records.unscored_games() == []
    await env.bot.host.score_old_games()
    assert await store.records.results_in(game.guild.id, "barrage") == kept, "a second pass changes nothing"
    mine = await game.members[0].slash(game.channel, "stats", game="barrage")
    lines, _ = sheet(env, mine.response, "stats.png")
    assert lines[1].startswith("**Barrage**: 1 game, ")
