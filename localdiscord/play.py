"""`./dev play`: the real, unmodified bot against a local Discord on 127.0.0.1, played from a page in the browser.

The local Discord has one server with a #games channel and three people (Ada, Grace, Linus), whom the page switches
between; Ada manages the server. It and the bot's games are kept in a folder (`.play/` by default) between runs:
`world.json` and the uploads for the local Discord, `games.sqlite3` for the bot, and the bot's log in `bot.log`.

    python -m localdiscord.play [--port 8765] [--no-browser] [--lang en|de|fr] [--data .play] [--no-limits]

The local Discord enforces Discord's rate limits (`localdiscord.ratelimits`) unless `--no-limits` says otherwise.
"""

import argparse
import asyncio
import contextlib
import os
import signal
import sys
import webbrowser
from pathlib import Path

from localdiscord import processes, store
from localdiscord.server import TOKEN, FakeDiscord
from localdiscord.web import Page

DEFAULT_PORT = 8765
PEOPLE = ("Ada", "Grace", "Linus")
LOCALES = {"en": "en-US", "de": "de", "fr": "fr"}
SAVE_EVERY = 1.0
"""Seconds between saves of the local Discord while it changes."""
START_SECONDS = 90.0
EXIT_PORT_TAKEN = 2
EXIT_BOT_FAILED = 1


def world(folder: Path, locale: str, limits: bool = True) -> FakeDiscord:
    """The saved world, or a new one; its people and server speak `locale` either way, and it enforces Discord's
    rate limits if `limits`."""
    discord = store.load(folder)
    if discord is None:
        discord = FakeDiscord()
        guild = discord.create_guild("Local table", locale=locale)
        discord.create_channel(guild, "games")
        for name in PEOPLE:
            discord.create_user(guild, name, locale=locale)
    discord.limits.enabled = limits
    for guild in discord.guilds.values():
        people = [user.id for user in guild.members.values() if not user.bot]
        if not guild.managers and people:  # the first person runs the server (/server-settings)
            guild.managers.add(people[0])
        guild.locale = locale
        for person in guild.members.values():
            person.locale = locale
    return discord


def bot_environment(discord: FakeDiscord, folder: Path) -> dict[str, str]:
    """The bot's settings: this Discord, this folder's database, and none of a developer's .env that would send
    it elsewhere (a test server's id, metrics, shards)."""
    return {
        **os.environ,
        "DISCORD_TOKEN": TOKEN,
        "DISCORD_URL": discord.url,
        "DATABASE_URL": f"sqlite:///{(folder / 'games.sqlite3').resolve()}",
        "SYNC_COMMANDS": "1",
        "DEV_GUILD_ID": "",
        "METRICS_PORT": "",
        "SHARD_COUNT": "",
        "SHARD_IDS": "",
        "LOG_FORMAT": "text",
        "PYTHONUNBUFFERED": "1",
    }


async def keep_saving(discord: FakeDiscord, folder: Path) -> None:
    saved = discord.version
    while True:
        await discord.changed.wait()
        await asyncio.sleep(SAVE_EVERY)
        if discord.version != saved:
            saved = discord.version
            store.save(discord, folder)


def keep_out_of_git(folder: Path) -> None:
    """Make the folder, and have git ignore everything in it, wherever `--data` puts it (a .gitignore of `*`)."""
    folder.mkdir(parents=True, exist_ok=True)
    ignore = folder / ".gitignore"
    if not ignore.exists():
        ignore.write_text("*\n", encoding="utf-8")


async def run(port: int, open_browser: bool, locale: str, folder: Path, limits: bool = True) -> int:
    keep_out_of_git(folder)
    discord = world(folder, locale, limits)
    discord.extensions.append(Page(discord))
    try:
        await discord.start(port)
    except OSError as error:
        await discord.stop()
        print(f"port {port} is taken ({error.strerror}): try ./dev play --port {port + 1}", file=sys.stderr)
        return EXIT_PORT_TAKEN
    log = folder / "bot.log"
    with log.open("ab") as out:
        bot = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", env=bot_environment(discord, folder), stdout=out, stderr=out
        )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    saver = asyncio.create_task(keep_saving(discord, folder))
    exited = asyncio.create_task(bot.wait())
    try:
        ready = asyncio.create_task(discord.wait(lambda: discord.gateway.identified > 0, START_SECONDS))
        await asyncio.wait([ready, exited], return_when=asyncio.FIRST_COMPLETED)
        if exited.done() or ready.exception() is not None:
            print(f"the bot did not start; its log is {log}:\n{_tail(log)}", file=sys.stderr)
            return EXIT_BOT_FAILED
        print(f"Playing at {discord.url}/ as Ada, Grace or Linus. Games are kept in {folder}/; Ctrl-C stops.")
        if open_browser and has_screen():
            await asyncio.to_thread(webbrowser.open, f"{discord.url}/")
        stopped = asyncio.create_task(stop.wait())
        await asyncio.wait([stopped, exited], return_when=asyncio.FIRST_COMPLETED)
        if exited.done() and not stop.is_set():
            print(f"the bot stopped; its log is {log}:\n{_tail(log)}", file=sys.stderr)
            return EXIT_BOT_FAILED
        return 0
    finally:
        await processes.stop(bot)
        saver.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await saver
        store.save(discord, folder)
        discord.touch()  # the page's long polls answer now instead of holding the server's stop
        await discord.stop()


def has_screen() -> bool:
    """Whether a browser can open a window here: on Linux without a display, Python would start a text browser in
    this very terminal, if any."""
    return sys.platform != "linux" or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _tail(log: Path, lines: int = 20) -> str:
    return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="./dev play", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the page's port (default {DEFAULT_PORT})")
    parser.add_argument("--no-browser", action="store_true", help="print the address, open no browser")
    parser.add_argument("--lang", choices=sorted(LOCALES), default="en", help="the local people's language")
    parser.add_argument("--data", type=Path, default=Path(".play"), help="where the games are kept (.play)")
    parser.add_argument("--no-limits", action="store_true", help="the local Discord enforces no rate limits")
    args = parser.parse_args(argv)
    return asyncio.run(run(args.port, not args.no_browser, LOCALES[args.lang], args.data, not args.no_limits))


if __name__ == "__main__":
    sys.exit(main())
