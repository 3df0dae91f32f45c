"""What the bot counts for Prometheus (`prometheus-client`), served on METRICS_PORT (`bot.ops`).

Names follow Prometheus' conventions (`tabletop_` prefix, `_total` counters, base units in seconds) and every label
takes a bounded set of values: game keys, component kinds, REST routes with their ids taken out, shard numbers.
No user, game or message id is ever a label.
"""

import re
import time

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

REGISTRY = CollectorRegistry()
LATENCY = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

INTERACTIONS = Counter(
    "tabletop_interactions",
    "Components used (buttons and selects), by game, what they do and how the table answered.",
    ("game", "kind", "outcome"),
    registry=REGISTRY,
)
HANDLED = Histogram(
    "tabletop_interaction_seconds",
    "From a click reaching the bot to its handler's end: acknowledged, committed and the person's view updated.",
    ("game",),
    buckets=LATENCY,
    registry=REGISTRY,
)
ACKNOWLEDGED = Histogram(
    "tabletop_interaction_ack_seconds",
    "From an interaction's creation (its id's time) to Discord accepting the bot's first answer.",
    buckets=LATENCY,
    registry=REGISTRY,
)
REQUESTS = Counter(
    "tabletop_discord_requests",
    "REST calls to Discord by method, route (ids taken out) and HTTP status; 429 is a rate limit.",
    ("method", "route", "status"),
    registry=REGISTRY,
)
REQUEST_SECONDS = Histogram(
    "tabletop_discord_request_seconds", "REST calls to Discord, start to answer.", buckets=LATENCY, registry=REGISTRY
)
RATE_LIMITED = Counter(
    "tabletop_discord_rate_limited",
    "429 answers from Discord by X-RateLimit-Scope (user, global, shared, other).",
    ("scope",),
    registry=REGISTRY,
)
BUDGET_SPENT = Counter(
    "tabletop_discord_budget_spent",
    "REST calls inside Discord's global budget (interaction endpoints are outside it), by priority.",
    ("priority",),
    registry=REGISTRY,
)
BUDGET_WAITING = Gauge(
    "tabletop_discord_budget_waiting",
    "REST calls waiting for the global budget, by priority (result, progress, background).",
    ("priority",),
    registry=REGISTRY,
)
BUDGET_WAIT = Histogram(
    "tabletop_discord_budget_wait_seconds",
    "How long a REST call waited for the global budget.",
    buckets=LATENCY,
    registry=REGISTRY,
)
BUDGET_RATE = Gauge(
    "tabletop_discord_budget_rate",
    "Requests a second this process paces itself to (its share of the global budget, lowered after a global 429).",
    registry=REGISTRY,
)
GAMES = Gauge("tabletop_games", "Games stored, by game and status.", ("game", "status"), registry=REGISTRY)
UNSETTLED = Gauge(
    "tabletop_outbox_unsettled_games", "Games with posts the channel has not seen yet (retried).", registry=REGISTRY
)
OLDEST_DUE = Gauge(
    "tabletop_outbox_oldest_due_seconds",
    "How long the longest-unsettled game has had posts owed; 0 when none.",
    registry=REGISTRY,
)
DATABASE = Histogram(
    "tabletop_database_seconds",
    "Database operations: a statement, or a transaction from its start to its commit.",
    ("operation",),
    buckets=LATENCY,
    registry=REGISTRY,
)
QUEUED = Gauge(
    "tabletop_worker_queued_calls", "Calls waiting on the worker processes, by pool.", ("pool",), registry=REGISTRY
)
WORK_SECONDS = Histogram(
    "tabletop_worker_call_seconds",
    "Calls to worker processes (drawing, computer players, hints), sent to answered.",
    ("pool",),
    buckets=LATENCY,
    registry=REGISTRY,
)
GATEWAY = Gauge(
    "tabletop_gateway_connected", "1 while the shard's gateway session is ready, else 0.", ("shard",), registry=REGISTRY
)
GATEWAY_LATENCY = Gauge(
    "tabletop_gateway_latency_seconds", "The shard's last heartbeat round trip.", ("shard",), registry=REGISTRY
)

_IDS = re.compile(r"/(\d{5,}|[A-Za-z0-9_-]{20,})(?=/|$)")
"""Ids (snowflakes) and tokens (interaction and webhook tokens) in a REST path."""


def route_of(path: str) -> str:
    """A REST path as a bounded label: `/api/v10` dropped, each id and token a `:id`."""
    return _IDS.sub("/:id", re.sub(r"^(/[^/]+)*?/api/v\d+", "", path))


def snowflake_seconds(snowflake: int) -> float:
    """The Unix time a Discord id was made at."""
    return ((snowflake >> 22) + 1420070400000) / 1000


def ack_latency(interaction_id: int) -> float:
    return max(0.0, time.time() - snowflake_seconds(interaction_id))
