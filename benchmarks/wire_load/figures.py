"""The figures every mode prints: percentiles, acknowledgement latency, the bot's REST calls and Discord's budget as
the local Discord recorded them, and the errors in the bot's log."""

import math
import re
from collections import Counter
from typing import Any

from benchmarks.wire_load.people import Load
from harness.process import BotProcess
from localdiscord.ratelimits import bucket_of
from localdiscord.server import FakeDiscord

SLOW_ACK = 3.0
"""Discord drops an interaction that is not acknowledged within 3 s."""
ANSI = re.compile(r"\x1b\[[0-9;]*m")
IDS = re.compile(r"/\d+")
REST_KINDS = (
    ("interaction answer", re.compile(r"^/interactions/")),
    ("followup or edit of an answer", re.compile(r"^/webhooks/")),
    ("channel post or edit", re.compile(r"^/channels/\d+/messages")),
)


def percentile(ordered: list[float], p: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


def p_ms(seconds: list[float], p: float) -> float | None:
    """A percentile in ms, None without samples (for --json)."""
    return round(percentile(sorted(seconds), p) * 1000, 1) if seconds else None


def spread(seconds: list[float], points: tuple[int, ...] = (50, 95, 99)) -> str:
    """Percentiles and the maximum, in ms."""
    if not seconds:
        return "no samples"
    ordered = sorted(seconds)
    parts = [f"p{p} {percentile(ordered, p) * 1000:.0f}" for p in points]
    return f"{' '.join(parts)} max {ordered[-1] * 1000:.0f} ms (n={len(ordered)})"


def ack_latency(load: Load, since: float, until: float) -> dict[str, Any]:
    """Interaction acknowledgement latency from the local Discord's records, overall and by kind (also returned)."""
    interactions = [i for i in load.discord.interactions.values() if since <= i.sent_at <= until]
    acked = [i.ack_seconds for i in interactions if i.ack_seconds is not None]
    missing = [i for i in interactions if i.ack_seconds is None]
    late_missing = sum(until - i.sent_at > SLOW_ACK for i in missing)
    slow = sum(s > SLOW_ACK for s in acked)
    print(f"ack latency, all: {spread(acked)}")
    print(
        f"  over {SLOW_ACK:.0f} s: {slow}; never acknowledged: {len(missing)} ({late_missing} sent > 3 s before stop)"
    )
    by_kind: dict[str, float | None] = {}
    for kind in dict.fromkeys(
        ("slash", "lobby", "open planner", "planner click", "submit", *sorted(load.kinds.values()))
    ):
        mine = [i.ack_seconds for i in interactions if load.kinds.get(i.token) == kind and i.ack_seconds is not None]
        print(f"  {kind:<16} {spread(mine)}")
        by_kind[kind] = p_ms(mine, 99)
    return {
        "ack_p99_ms": p_ms(acked, 99),
        "acks_over_3s": slow,
        "never_acked": late_missing,
        "ack_p99_ms_by_kind": by_kind,
    }


def rest_calls(calls: list[Any], since: float, until: float) -> Counter[str]:
    """The bot's REST calls made between `since` and `until`, by what they do (their path with ids left out)."""
    counts: Counter[str] = Counter()
    for call in calls:
        if since <= call.at <= until:
            kind = next((name for name, pattern in REST_KINDS if pattern.match(call.path)), None)
            counts[kind or f"{call.method} {IDS.sub('/:id', call.path)}"] += 1
    return counts


def budget(discord: FakeDiscord, since: float, until: float, steps: int) -> dict[str, Any]:
    """Discord's global budget as the bot spent it: requests a second inside it (mean and the busiest second) and
    outside it (interaction endpoints), those inside by kind per round or turn (`steps`), 429s by scope and the
    invalid requests (401, 403, 429 but shared) per 10 minutes."""
    calls = [c for c in discord.calls if since <= c.at <= until]
    elapsed = max(until - since, 1e-9)
    inside = [c for c in calls if c.budgeted]
    per_second = Counter(int(c.at) for c in inside)
    kinds = Counter(bucket_of(call.method, call.path) for call in inside)
    limited = Counter(c.scope or "unknown" for c in calls if c.status == 429)
    invalid = sum(c.status in (401, 403) or (c.status == 429 and c.scope != "shared") for c in calls)
    figures: dict[str, Any] = {
        "limits": discord.limits.enabled,
        "global_limit": discord.limits.global_per_second,
        "budgeted_per_s": round(len(inside) / elapsed, 1),
        "budgeted_peak_per_s": max(per_second.values(), default=0),
        "exempt_per_s": round((len(calls) - len(inside)) / elapsed, 1),
        "budgeted_per_step": {k: round(n / steps, 2) for k, n in kinds.most_common()} if steps else {},
        "rate_limited": dict(limited),
        "rate_limited_pct": round(sum(limited.values()) / len(calls) * 100, 3) if calls else 0.0,
        "invalid_per_10_min": round(invalid * 600 / elapsed),
        "invalid_peak_10_min": discord.limits.invalid_peak,
    }
    per_step = ", ".join(f"{k} {v}" for k, v in figures["budgeted_per_step"].items())
    print(
        f"Discord's budget (limits {'on' if discord.limits.enabled else 'off'}): {figures['budgeted_per_s']}/s inside "
        f"(busiest second {figures['budgeted_peak_per_s']}), {figures['exempt_per_s']}/s interaction endpoints outside"
    )
    print(f"  inside the budget per round or turn ({steps}): {sum(kinds.values()) / max(steps, 1):.2f} ({per_step})")
    print(
        f"  429s: {dict(limited) or 'none'} ({figures['rate_limited_pct']}% of {len(calls)} requests); invalid "
        f"requests {figures['invalid_per_10_min']} per 10 minutes (the edge bans at 10,000)"
    )
    return figures


def log_errors(text: str) -> tuple[int, list[str]]:
    """Lines with "Traceback" or " ERROR " (colour codes removed), and the first distinct ones: an ERROR line's
    message, or a traceback's exception line."""
    lines = [ANSI.sub("", line) for line in text.splitlines()]
    count = 0
    distinct: list[str] = []
    for i, line in enumerate(lines):
        if "Traceback" not in line and " ERROR " not in line:
            continue
        count += 1
        if "Traceback" in line:
            after = (x for x in lines[i + 1 :] if x and not x.startswith((" ", "Traceback")))
            what = next(after, line)
        else:
            what = line.partition(" ERROR ")[2].strip()
        if what not in distinct:
            distinct.append(what)
    return count, distinct


def report_errors(bot: BotProcess) -> None:
    count, distinct = log_errors(bot.output)
    limited = bot.output.count("We are being rate limited")
    print(f"bot log: {count} lines with Traceback or ERROR; {limited} rate-limit warnings")
    for line in distinct[:5]:
        print(f"  {line[:200]}")
