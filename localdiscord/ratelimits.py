"""Discord's rate limits, as its documentation describes them (docs/discord-limits.md has the sources).

- A **global** budget per bot token: 50 requests a second, shared by every process using the token. Interaction
  endpoints (`/interactions/{id}/{token}/callback` and the interaction's webhook `/webhooks/{application}/{token}`)
  are not bound by it.
- **Per-route buckets**, counted per top-level resource (a channel, a guild, a webhook and its token): every answer
  carries `X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After` and `-Bucket`, and a request beyond the bucket
  gets a 429 with `X-RateLimit-Scope: user`. New messages in one channel: 5 per 5 s.
- **Invalid requests** (401, 403 and 429, except 429s of scope `shared`) are counted per 10 minutes; at 10,000 the
  edge bans the address for a while: a 429 with no `Via` header and a text body, which discord.py reads as a ban.

Windows are fixed: a bucket's window opens with its first request and resets `per` seconds later, as the
`Reset-After` header tells the client. The global budget is a sliding second, the strictest reading.
"""

import re
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50
INVALID_LIMIT = 10_000
INVALID_WINDOW = 600.0
BAN_SECONDS = 3600.0
INVALID_STATUSES = frozenset({401, 403, 429})

EXEMPT = re.compile(r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")
"""Interaction endpoints: the callback, and follow-ups and edits through the interaction's token."""


@dataclass(frozen=True)
class Route:
    """A bucket's shape: which calls share it, how many it takes per window and what resource splits it."""

    name: str
    method: str
    pattern: re.Pattern[str]
    limit: int
    per: float


ROUTES = (
    Route("message-create", "POST", re.compile(r"^/channels/(\d+)/messages$"), 5, 5.0),
    Route("message-edit", "PATCH", re.compile(r"^/channels/(\d+)/messages/\d+$"), 5, 5.0),
    Route("message-delete", "DELETE", re.compile(r"^/channels/(\d+)/messages/\d+$"), 5, 1.0),
    Route("thread-create", "POST", re.compile(r"^/channels/(\d+)/messages/\d+/threads$"), 5, 5.0),
    Route("interaction-webhook", "*", re.compile(r"^/webhooks/(\d+/[^/]+)"), 5, 1.0),
    Route("dm-open", "POST", re.compile(r"^/users/@me/channels$"), 5, 1.0),
)
DEFAULT = Route("default", "*", re.compile(r"^/([a-z@]+/[^/]+)"), 50, 1.0)
"""Any other route: generous, split by its first two path parts."""


@dataclass
class Window:
    """One bucket's fixed window: what it has let through since it opened, and when it resets."""

    resets_at: float
    used: int = 0


@dataclass(frozen=True)
class Verdict:
    """What the limits say of one request: allowed or not, the headers to send, and for a 429 its scope and wait."""

    allowed: bool
    headers: dict[str, str]
    scope: str = ""
    retry_after: float = 0.0
    banned: bool = False


@dataclass
class RateLimits:
    """The limits of one bot token. `enabled=False` lets every request through and counts nothing, as the server
    behaved before it modelled them."""

    enabled: bool = True
    clock: Callable[[], float] = time.monotonic
    global_per_second: int = GLOBAL_PER_SECOND
    buckets: dict[tuple[str, str], Window] = field(default_factory=dict)
    recent: deque[float] = field(default_factory=deque)
    """When each request bound by the global budget was let through, over the last second."""
    invalid: deque[float] = field(default_factory=deque)
    """When each invalid request was answered, over the last `INVALID_WINDOW` seconds."""
    invalid_peak: int = 0
    """The most invalid requests ever counted inside one window."""
    banned_until: float = 0.0
    refused: Counter[str] = field(default_factory=Counter)
    """Requests refused with a 429, by scope."""

    @staticmethod
    def exempt(path: str) -> bool:
        """Whether a call is an interaction endpoint, outside the global budget."""
        return EXEMPT.match(path) is not None

    def check(self, method: str, path: str) -> Verdict:
        """Take one request; its verdict. A refused request uses nothing up."""
        now = self.clock()
        if not self.enabled:
            return Verdict(True, {})
        verdict = self._check(method, path, now)
        if not verdict.allowed:
            self.refused[verdict.scope] += 1
        return verdict

    def _check(self, method: str, path: str, now: float) -> Verdict:
        if now < self.banned_until:
            return Verdict(False, {}, "ban", self.banned_until - now, banned=True)
        route, resource = _route_of(method, path)
        window = self.buckets.get((route.name, resource))
        if window is None or now >= window.resets_at:
            window = self.buckets[route.name, resource] = Window(now + route.per)
        if window.used >= route.limit:
            return Verdict(False, self._headers(route, window, now), "user", window.resets_at - now)
        if not self.exempt(path):
            while self.recent and self.recent[0] <= now - 1.0:
                self.recent.popleft()
            if len(self.recent) >= self.global_per_second:
                wait = self.recent[0] + 1.0 - now
                return Verdict(False, {"X-RateLimit-Global": "true"}, "global", wait)
            self.recent.append(now)
        window.used += 1
        return Verdict(True, self._headers(route, window, now))

    def answered(self, status: int, scope: str = "") -> None:
        """Count an answer: invalid ones toward the ban."""
        if status not in INVALID_STATUSES or scope == "shared" or not self.enabled:
            return
        now = self.clock()
        self.invalid.append(now)
        while self.invalid and self.invalid[0] <= now - INVALID_WINDOW:
            self.invalid.popleft()
        self.invalid_peak = max(self.invalid_peak, len(self.invalid))
        if len(self.invalid) >= INVALID_LIMIT:
            self.banned_until = now + BAN_SECONDS

    @staticmethod
    def _headers(route: Route, window: Window, now: float) -> dict[str, str]:
        reset_after = max(0.0, window.resets_at - now)
        return {
            "X-RateLimit-Limit": str(route.limit),
            "X-RateLimit-Remaining": str(max(0, route.limit - window.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": route.name,
        }


def bucket_of(method: str, path: str) -> str:
    """The name of the bucket a call falls in (`message-create`, ..., `default`)."""
    return _route_of(method, path)[0].name


def _route_of(method: str, path: str) -> tuple[Route, str]:
    """The bucket a call falls in, and the resource that splits it."""
    for route in ROUTES:
        if route.method in ("*", method) and (found := route.pattern.match(path)):
            return route, found.group(1) if found.groups() else ""
    found = DEFAULT.pattern.match(path)
    return DEFAULT, f"{method} {found.group(1) if found else path}"
