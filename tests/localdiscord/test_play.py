"""`./dev play`'s own choices: the world it makes or takes up again in the language asked for, the bot's settings
that keep a developer's .env from sending it elsewhere, and a clear exit when its port is taken."""

import asyncio
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from localdiscord import play, store


def test_a_new_world_has_a_channel_and_three_people_and_a_kept_one_takes_the_language(tmp_path: Path) -> None:
    discord = play.world(tmp_path, "de")
    [guild] = discord.guilds.values()
    assert [c.name for c in guild.channels.values()] == ["games"]
    assert [(u.name, u.locale) for u in guild.members.values()] == [("Ada", "de"), ("Grace", "de"), ("Linus", "de")]
    store.save(discord, tmp_path)
    again = play.world(tmp_path, "fr")
    [kept] = again.guilds.values()
    assert kept.id == guild.id and kept.locale == "fr" and {u.locale for u in kept.members.values()} == {"fr"}


def test_the_bot_is_sent_to_the_local_discord_whatever_the_env_file_says(tmp_path: Path) -> None:
    discord = play.world(tmp_path, "en-US")
    env = play.bot_environment(discord, tmp_path)
    assert env["DISCORD_URL"] == discord.url and env["DATABASE_URL"].endswith("/games.sqlite3")
    assert env["DEV_GUILD_ID"] == env["METRICS_PORT"] == env["SHARD_COUNT"] == ""


def test_a_taken_port_is_said_and_nothing_starts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = asyncio.run(play.run(port, False, "en-US", tmp_path))
    assert code == play.EXIT_PORT_TAKEN
    assert f"./dev play --port {port + 1}" in capsys.readouterr().err
    assert not (tmp_path / "bot.log").exists()


def test_no_browser_is_opened_without_a_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert not play.has_screen()
    monkeypatch.setenv("DISPLAY", ":0")
    assert play.has_screen()


def test_any_data_folder_is_kept_out_of_git(tmp_path: Path) -> None:
    repository = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    play.keep_out_of_git(repository / "games" / "mine")
    (repository / "games" / "mine" / "world.json").write_text("{}", encoding="utf-8")
    status = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=repository,
        check=True,
        capture_output=True,
        text=True,
    )
    assert status.stdout == ""
