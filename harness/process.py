"""The real bot process (`python -m bot`), started against the local Discord, killed and started again."""

import asyncio
import os
import signal
import sys
from pathlib import Path

from localdiscord import processes
from localdiscord.server import TOKEN, FakeDiscord

ROOT = Path(__file__).resolve().parents[1]
BOOT = Path(__file__).resolve().parent / "boot"


def children(pid: int) -> list[int]:
    """The processes `pid` started: the bot's drawing and thinking workers."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


class BotProcess:
    def __init__(
        self, discord: FakeDiscord, database: Path | str, log: Path, caller: str = "", env: dict[str, str] | None = None
    ) -> None:
        """`database` is a SQLite file or a database URL; `caller` tags the process's REST calls (`Call.caller`);
        `env` adds settings (shards)."""
        self.discord = discord
        self.database = database
        self.log = log
        self.caller = caller
        self.env = env or {}
        self.process: asyncio.subprocess.Process | None = None

    async def start(self, timeout: float = 30.0) -> None:
        """Start the bot and wait until it is connected to the gateway."""
        env = {
            **os.environ,
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_URL": str(self.database),
            "DISCORD_URL": self.discord.url + (f"/by/{self.caller}" if self.caller else ""),
            "PYTHONPATH": os.pathsep.join([str(BOOT), str(ROOT)]),
            "PYTHONUNBUFFERED": "1",
            **self.env,
        }
        env.pop("DEV_GUILD_ID", None)
        identified = self.discord.gateway.identified
        with self.log.open("ab") as out:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=ROOT, env=env, stdout=out, stderr=out
            )
        await self.discord.wait(lambda: self.discord.gateway.identified > identified or self.exited, timeout)
        if self.exited:
            raise RuntimeError(f"the bot exited with {self.process.returncode}:\n{self.output}")

    @property
    def exited(self) -> bool:
        return self.process is not None and self.process.returncode is not None

    async def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process is not None:
            await processes.stop(self.process, sig)

    @property
    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""
