"""What the processes cost, read from /proc: the bot's CPU and memory with its drawing and thinking workers, and this
process's own event-loop lag and garbage-collection pauses (the local Discord and the people share it)."""

import asyncio
import gc
import os
import time
from pathlib import Path

from harness.process import BotProcess
from harness.process import children as workers

RSS_SETTLED_SECONDS = 120.0
"""Memory growth is counted from this far into the play, once caches and workers have warmed up."""


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time the process (all its threads) has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pid: int) -> dict[str, float]:
    """VmRSS (resident now) and VmHWM (peak resident) in MB."""
    found: dict[str, float] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
    return found


def shares_mb(pid: int) -> dict[str, float]:
    """Proportional set size (shared pages divided among the processes mapping them) and its anonymous and
    file-backed parts, in MB; resident anonymous memory (heap and images, the process's own)."""
    found: dict[str, float] = {}
    for path, keys in (
        (f"/proc/{pid}/smaps_rollup", ("Pss", "Pss_Anon", "Pss_File")),
        (f"/proc/{pid}/status", ("RssAnon",)),
    ):
        for line in Path(path).read_text().splitlines():
            key, _, value = line.partition(":")
            if key in keys:
                found[key] = int(value.split()[0]) / 1024
    return found


def family_cpu_seconds(pid: int) -> float:
    """CPU of the bot and its live drawing workers."""
    return cpu_seconds(pid) + sum(cpu_seconds(child) for child in workers(pid))


def family_rss_mb(pid: int) -> float:
    """VmRSS of the bot and its drawing workers."""
    return memory_mb(pid)["VmRSS"] + sum(memory_mb(child)["VmRSS"] for child in workers(pid))


def bot_pid(bot: BotProcess) -> int:
    assert bot.process is not None, "the bot is not running"
    return bot.process.pid


async def monitor_rss(
    pids: list[int],
    samples: list[tuple[float, float]],
    kinds: list[tuple[float, dict[str, float]]],
    every: float = 10.0,
) -> None:
    """The bot processes' resident memory with their workers, every `every` seconds: (seconds in, MB), and the
    same split by kind of process (`rss_by_kind`)."""
    began = time.monotonic()
    while True:
        at, split = time.monotonic() - began, rss_by_kind(pids)
        samples.append((at, sum(split.values())))
        kinds.append((at, split))
        await asyncio.sleep(every)


def rss_by_kind(pids: list[int]) -> dict[str, float]:
    """VmRSS of the bot processes, their drawing workers (those that loaded Pillow) and their thinking workers."""
    split = {"bot": 0.0, "drawing": 0.0, "thinking": 0.0}
    for pid in pids:
        split["bot"] += memory_mb(pid)["VmRSS"]
        for child in workers(pid):
            try:
                drawing = "_imaging" in Path(f"/proc/{child}/maps").read_text()
            except OSError:
                continue
            split["drawing" if drawing else "thinking"] += memory_mb(child)["VmRSS"]
    return split


def rss_growth(samples: list[tuple[float, float]], after: float = RSS_SETTLED_SECONDS) -> float | None:
    """How much the memory grew from its first sample `after` seconds in to its last, in % (None if too short)."""
    settled = [mb for at, mb in samples if at >= after]
    return round((settled[-1] - settled[0]) / settled[0] * 100, 1) if len(settled) >= 2 else None


async def keep_frozen(every: float = 1.0) -> None:
    """Move what this process holds into the collector's permanent generation every second: the local Discord keeps
    every message and event, and a full collection over all of them paused the harness (and every latency measured
    here) for up to 0.8 s at 200 games. Cyclic garbage frozen this way is never freed; the run is bounded."""
    while True:
        await asyncio.sleep(every)
        gc.freeze()


async def monitor_lag(samples: list[float], every: float = 0.1) -> None:
    """How late this process's event loop (local Discord and people) wakes up: high values taint the latencies."""
    while True:
        began = time.monotonic()
        await asyncio.sleep(every)
        samples.append(time.monotonic() - began - every)


class CollectorPauses:
    """This process's garbage-collection pauses (its heap grows with every message and gateway event the local
    Discord keeps): they show up as event-loop lag and in the latencies measured here."""

    def __init__(self) -> None:
        self.seconds: list[float] = []
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.seconds.append(time.perf_counter() - self._began)

    def __enter__(self) -> "CollectorPauses":
        gc.callbacks.append(self)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self)
