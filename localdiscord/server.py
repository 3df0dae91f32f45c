"""A small Discord on 127.0.0.1: REST under /api/v10 and a gateway websocket, enough for the real bot process.

It keeps guilds, channels, threads, messages (with their uploads) and interactions, answers the calls discord.py
makes, records every call, and injects faults (see `faults.py`). Scripted users act through `players.py`.
"""

import asyncio
import json
import logging
import math
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, NoReturn

from aiohttp import web

from localdiscord.faults import Fault, Faults
from localdiscord.gateway import Gateway, shard_of
from localdiscord.model import (
    ALL_PERMISSIONS,
    ALT_LIMIT,
    COMPONENTS_V2,
    EPHEMERAL,
    LOADING,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Message,
    Snowflakes,
    User,
    gallery_items,
    now_iso,
    served_type,
)
from localdiscord.ratelimits import RateLimits, Verdict

log = logging.getLogger(__name__)

TOKEN = "fake-bot-token"
HOST = "127.0.0.1"
CALLER = "/by/{caller}"
"""A path prefix that tags a bot process's calls (`BotProcess(caller=...)`), for tests with several of them."""
UPLOAD_LIMIT = 10 * 1024 * 1024
POLL_SECONDS = 0.02
INTERACTION_TYPES = {"command": 2, "component": 3, "autocomplete": 4}
RESPONSE_SECONDS = 3.0
"""Discord's rule: an interaction's initial response (its callback) must come within 3 seconds of its creation;
later, Discord no longer knows it (404, 10062) and the person's client shows "This interaction failed"."""
TOKEN_SECONDS = 15 * 60.0
"""Discord's rule: an interaction's token is valid for 15 minutes; later, its webhook (follow-ups, edits and deletes
of the response) answers 401, 50027."""


@dataclass
class Call:
    """One REST call, as the bot made it."""

    method: str
    path: str
    status: int
    at: float
    caller: str = ""
    """The bot process that made it, where each has its own tag (`BotProcess(caller=...)`)."""
    scope: str = ""
    """A 429's `X-RateLimit-Scope` (user, global, shared; ban for the edge's ban)."""
    began: float = 0.0
    """When the request arrived (`at` is when it was answered)."""

    @property
    def budgeted(self) -> bool:
        """Whether the call counts against the bot's global budget (interaction endpoints do not)."""
        return not RateLimits.exempt(self.path)


class FakeDiscord:
    def __init__(self, heartbeat_ms: int = 41250, limits: bool = True) -> None:
        """`limits`: enforce Discord's rate limits (`localdiscord.ratelimits`), as Discord does."""
        self.ids = Snowflakes()
        self.bot = User(self.ids.next(), "TableBot", bot=True)
        self.application_id = self.bot.id
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}
        """Each person's direct message channel with the bot, by user id."""
        self.messages: dict[int, Message] = {}
        self.interactions: dict[str, Interaction] = {}
        self.commands: list[dict[str, Any]] = []
        self.calls: list[Call] = []
        self.faults = Faults()
        self.limits = RateLimits(enabled=limits)
        self.gateway = Gateway(TOKEN, heartbeat_ms, self._ready_events)
        self._nonces: dict[tuple[int, str], Message] = {}
        self._in_channel: dict[int, list[Message]] = {}
        self._watchers: dict[int, list[asyncio.Future[None]]] = {}
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.version = 0
        """Counts the REST calls that may have changed what a client shows (`changed` wakes its waiters)."""
        self.changed = asyncio.Event()
        self.extensions: list[Callable[[web.Application], None]] = []
        """Adders of more routes (the playground's page), called as the server starts."""

    # -- serving ---------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    async def start(self, port: int = 0) -> None:
        """Serve on 127.0.0.1, on `port` (0: a free one)."""
        app = web.Application(client_max_size=UPLOAD_LIMIT, middlewares=[self._middleware])
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{id}/{name}", self._attachment)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        app.router.add_get(f"{CALLER}/gateway", self.gateway.handle)
        app.router.add_route("*", f"{CALLER}/api/v10/{{path:.*}}", self._rest)
        for extend in self.extensions:
            extend(app)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        caller = request.match_info.get("caller", "")
        api = request.path.removeprefix(f"/by/{caller}") if caller else request.path
        path = api.removeprefix("/api/v10") if api.startswith("/api/") else None
        began = time.time()
        try:
            response = await handler(request)
            if path is not None:
                scope = response.headers.get("X-RateLimit-Scope", "") if response.status == 429 else ""
                self.limits.answered(response.status, scope)
                self.calls.append(Call(request.method, path, response.status, time.time(), caller, scope, began))
            return response
        finally:
            if path is not None:
                self._wake(self._touched_channel(path))
                self.touch()

    def touch(self) -> None:
        """Something a client shows may have changed: wake whoever waits on `changed`."""
        self.version += 1
        self.changed.set()
        self.changed = asyncio.Event()

    async def wait(self, predicate: Callable[[], bool], timeout: float = 10.0) -> None:
        """Until `predicate` holds, or TimeoutError after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise TimeoutError(f"still waiting after {timeout} s")
            await asyncio.sleep(POLL_SECONDS)

    async def wait_in(self, channel: Channel, predicate: Callable[[], bool], timeout: float = 10.0) -> None:
        """Like `wait`, but `predicate` is checked again only after a REST call about `channel` (its messages, or an
        interaction used in it), not on a timer: cheap and prompt with many people waiting at once."""
        async with asyncio.timeout(timeout):
            while not predicate():
                woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
                self._watchers.setdefault(channel.id, []).append(woken)
                try:
                    await woken
                finally:
                    if woken in self._watchers.get(channel.id, []):
                        self._watchers[channel.id].remove(woken)

    def _touched_channel(self, path: str) -> int | None:
        """The channel a REST call is about: the one in its path, or the channel of the interaction it answers."""
        parts = path.strip("/").split("/")
        if len(parts) > 2 and parts[0] in ("interactions", "webhooks"):
            interaction = self.interactions.get(parts[2])
            return None if interaction is None else interaction.channel.id
        if len(parts) > 1 and parts[0] == "channels" and parts[1].isdigit():
            return int(parts[1])
        return None

    def _wake(self, channel_id: int | None) -> None:
        """Wake whoever waits in `wait_in` on that channel."""
        if channel_id is None:
            return
        for woken in self._watchers.pop(channel_id, []):
            if not woken.done():
                woken.set_result(None)

    async def _attachment(self, request: web.Request) -> web.Response:
        for message in self.messages.values():
            for attachment in message.attachments:
                if attachment.id == int(request.match_info["id"]):
                    return web.Response(body=attachment.data, content_type=attachment.content_type)
        return web.Response(status=404)

    # -- the world -------------------------------------------------------------------------------------
    def create_guild(
        self, name: str = "Test Guild", locale: str = "en-US", shard: tuple[int, int] | None = None
    ) -> Guild:
        """A server; with `shard` (id, count), one whose events Discord sends to that shard."""
        guild_id = self.ids.next()
        while shard is not None and shard_of(guild_id, shard[1]) != shard[0]:
            guild_id += 1 << 22  # a millisecond later: the next shard (its counter bits keep it unique)
        guild = Guild(guild_id, name, owner_id=self.bot.id, locale=locale)
        self.guilds[guild.id] = guild
        return guild

    async def invite(self, guild: Guild) -> None:
        """The bot is added to `guild`: Discord sends GUILD_CREATE for a guild joined after READY with no
        `unavailable` field (the field marks an outage, whose end discord.py tells apart as "available")."""
        payload = guild.payload(self.bot)
        del payload["unavailable"]
        await self.gateway.dispatch("GUILD_CREATE", payload)

    def create_channel(self, guild: Guild, name: str, bot_permissions: str = ALL_PERMISSIONS) -> Channel:
        channel = Channel(self.ids.next(), guild.id, name, bot_permissions=bot_permissions)
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def create_user(self, guild: Guild, name: str, locale: str = "en-US") -> User:
        user = User(self.ids.next(), name, locale=locale)
        guild.members[user.id] = user
        return user

    def _dm_channel(self, user_id: int) -> Channel:
        """The bot's direct message channel with a member of one of the guilds, opened on first use."""
        user = next(g.members[user_id] for g in self.guilds.values() if user_id in g.members)
        if user_id not in self.dm_channels:
            channel = Channel(self.ids.next(), 0, "", type=1, recipient=user)
            self.channels[channel.id] = self.dm_channels[user_id] = channel
        return self.dm_channels[user_id]

    def dms(self, user: User) -> list[Message]:
        """The direct messages the bot sent `user`, oldest first."""
        channel = self.dm_channels.get(user.id)
        return [] if channel is None else self.history(channel)

    def post_as_bot(self, channel: Channel, content: str, components: list[dict[str, Any]]) -> Message:
        """A message that looks like the bot's, with whatever components a forger wants clicked."""
        message = Message(self.ids.next(), channel.id, channel.guild_id, self.bot, content, components)
        self.add(message)
        return message

    def add(self, message: Message) -> None:
        self.messages[message.id] = message
        self._in_channel.setdefault(message.channel_id, []).append(message)

    def _ready_events(self, shard: tuple[int, int] | None) -> list[tuple[str, dict[str, Any]]]:
        guilds = [g for g in self.guilds.values() if shard is None or shard_of(g.id, shard[1]) == shard[0]]
        ready = {
            "v": 10,
            "user": self.bot.payload(),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "resume_gateway_url": f"ws://{HOST}:{self.port}/gateway",
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        if shard is not None:
            ready["shard"] = list(shard)
        return [("READY", ready), *(("GUILD_CREATE", g.payload(self.bot)) for g in guilds)]

    def history(self, channel: Channel, viewer: User | None = None) -> list[Message]:
        """Messages in `channel` as `viewer` sees them (public only when None), oldest first."""
        return [
            m
            for m in self._in_channel.get(channel.id, [])
            if (m.visible_to(viewer.id) if viewer else m.viewer is None and not m.deleted)
        ]

    # -- REST ------------------------------------------------------------------------------------------
    async def _rest(self, request: web.Request) -> web.StreamResponse:
        """A REST call: refused if unauthorized, answered by an injected fault (which, like Discord's own refusals,
        uses none of the rate limits), refused by the rate limits, or served."""
        path = "/" + request.match_info["path"]
        if request.headers.get("Authorization") not in (f"Bot {TOKEN}", None):
            return _error(401, 0, "401: Unauthorized")
        fault = self.faults.take(request.method, path)
        if fault is not None and fault.delay:
            await asyncio.sleep(fault.delay)
        if fault is not None and fault.status and not fault.after_create:
            return _fault_response(fault)
        verdict = self.limits.check(request.method, path)
        if not verdict.allowed:
            return _limited(verdict)
        try:
            body, files = await _read_body(request)
        except ConnectionError:  # the caller died while sending (a bot process killed mid-upload)
            return _error(400, 0, "the request was cut off")
        try:
            response = await self._route(request.method, path, request.query, body, files)
        except KeyError as missing:
            response = _error(404, 10003, f"Unknown {missing}")
        if fault is not None and fault.status and fault.after_create:
            response = _fault_response(fault)
        response.headers.update(verdict.headers)
        return response

    async def _route(
        self, method: str, path: str, query: Any, body: dict[str, Any], files: list[tuple[str, bytes, str]]
    ) -> web.StreamResponse:
        parts = path.strip("/").split("/")
        match (method, parts):
            case ("GET", ["users", "@me"]):
                return _json_response(self.bot.payload())
            case ("GET", ["oauth2", "applications", "@me"]):
                return _json_response(self._application())
            case ("GET", ["gateway", *_]):
                limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
                url = f"ws://{HOST}:{self.port}/gateway"
                return _json_response({"url": url, "shards": 1, "session_start_limit": limit})
            case ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]):
                self.commands = [{**c, "id": str(self.ids.next()), "version": "1"} for c in body["_list"]]
                self.commands = [{**c, "application_id": str(self.application_id)} for c in self.commands]
                return _json_response(self.commands)
            case ("POST", ["interactions", _, token, "callback"]):
                return await self._callback(self.interactions[token], body, files, "with_response" in query)
            case (_, ["webhooks", _, token, *_]) if self._expired(token):
                return _error(401, 50027, "Invalid Webhook Token")
            case ("GET", ["webhooks", _, token, "messages", "@original"]):
                return self._json(self._original(self.interactions[token]))
            case ("PATCH", ["webhooks", _, token, "messages", "@original"]):
                interaction = self.interactions[token]
                interaction.updates += 1
                interaction.original_edits += 1
                return self._json(await self._edit(self._original(interaction), body, files))
            case ("PATCH", ["webhooks", _, token, "messages", message_id]):
                return self._json(await self._edit(self.messages[int(message_id)], body, files))
            case ("DELETE", ["webhooks", _, token, "messages", message_id]):
                interaction = self.interactions[token]
                target = self._original(interaction) if message_id == "@original" else self.messages[int(message_id)]
                target.deleted = True
                return web.Response(status=204)
            case ("POST", ["webhooks", _, token]):
                return self._json(await self._followup(self.interactions[token], body, files))
            case ("POST", ["users", "@me", "channels"]):
                return _json_response(self._dm_channel(int(body["recipient_id"])).payload())
            case ("POST", ["channels", channel_id, "messages"]):
                channel = self.channels[int(channel_id)]
                if channel.recipient is not None and channel.recipient.dms_closed:
                    return _error(403, 50007, "Cannot send messages to this user")
                return self._json(await self._post(channel, body, files))
            case ("GET", ["channels", channel_id, "messages", message_id]):
                return self._json(self._message(int(channel_id), int(message_id)))
            case ("PATCH", ["channels", channel_id, "messages", message_id]):
                return self._json(await self._edit(self._message(int(channel_id), int(message_id)), body, files))
            case ("DELETE", ["channels", channel_id, "messages", message_id]):
                self._message(int(channel_id), int(message_id)).deleted = True
                return web.Response(status=204)
            case ("POST", ["channels", channel_id, "messages", message_id, "threads"]):
                return _json_response(await self._thread(int(channel_id), int(message_id), body))
            case ("GET", ["channels", channel_id]):
                return _json_response(self.channels[int(channel_id)].payload())
        log.warning("fake discord: no route for %s %s", method, path)
        return _error(404, 0, f"fake discord has no {method} {path}")

    def _application(self) -> dict[str, Any]:
        return {
            "id": str(self.application_id),
            "name": "TableBot",
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.bot.payload(),
            "team": None,
        }

    def _json(self, message: Message) -> web.Response:
        return _json_response(message.payload(self.url))

    def _message(self, channel_id: int, message_id: int) -> Message:
        message = self.messages[message_id]
        if message.channel_id != channel_id or message.deleted:
            raise KeyError("Message")
        return message

    def _new_message(
        self, channel: Channel, body: dict[str, Any], files: list[tuple[str, bytes, str]], viewer: int | None
    ) -> Message:
        flags = int(body.get("flags") or 0)
        message = Message(
            self.ids.next(),
            channel.id,
            channel.guild_id,
            self.bot,
            content=body.get("content") or "",
            components=body.get("components") or [],
            embeds=body.get("embeds") or [],
            attachments=_attachments(self.ids, files, body),
            flags=flags,
            viewer=viewer,
        )
        _check_card(message)
        message.shown.append(message.text)
        self.add(message)
        return message

    async def _post(self, channel: Channel, body: dict[str, Any], files: list[tuple[str, bytes, str]]) -> Message:
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce") and (channel.id, str(nonce)) in self._nonces:
            return self._nonces[channel.id, str(nonce)]
        message = self._new_message(channel, body, files, None)
        if nonce is not None:
            message.nonce = str(nonce)
            self._nonces[channel.id, str(nonce)] = message
        return message

    async def _edit(self, message: Message, body: dict[str, Any], files: list[tuple[str, bytes, str]]) -> Message:
        if message.deleted:
            raise KeyError("Message")
        message.flags &= ~LOADING
        if "content" in body:
            message.content = body["content"] or ""
        if "components" in body:
            message.components = body["components"] or []
        if "embeds" in body:
            message.embeds = body["embeds"] or []
        if "flags" in body and body["flags"] is not None:
            message.flags |= int(body["flags"]) & COMPONENTS_V2
        if "attachments" in body:
            kept = {int(a["id"]) for a in body["attachments"]}
            message.attachments = [a for a in message.attachments if a.id in kept] + _attachments(self.ids, files, body)
        message.edited_at = now_iso()
        _check_card(message)
        message.shown.append(message.text)
        return message

    async def _thread(self, channel_id: int, message_id: int, body: dict[str, Any]) -> dict[str, Any]:
        parent = self.channels[channel_id]
        self._message(channel_id, message_id)
        thread = Channel(message_id, parent.guild_id, body["name"], 11, parent.id, self.bot.id, parent.bot_permissions)
        self.guilds[parent.guild_id].channels[thread.id] = thread
        self.channels[thread.id] = thread
        payload = {**thread.payload(), "newly_created": True}
        await self.gateway.dispatch("THREAD_CREATE", payload)
        return payload

    # -- interactions ----------------------------------------------------------------------------------
    def _original(self, interaction: Interaction) -> Message:
        if interaction.original is None:
            raise KeyError("Message")
        return interaction.original

    def _expired(self, token: str) -> bool:
        """Whether `token` is an interaction's, past its `TOKEN_SECONDS`."""
        interaction = self.interactions.get(token)
        return interaction is not None and time.time() - interaction.sent_at > TOKEN_SECONDS

    async def _callback(
        self, interaction: Interaction, body: dict[str, Any], files: list[tuple[str, bytes, str]], respond: bool
    ) -> web.Response:
        """The initial response; one after `RESPONSE_SECONDS` is refused and acknowledges nothing, as Discord does."""
        if interaction.response_type is not None:
            return _error(400, 40060, "Interaction has already been acknowledged.")
        now = time.time()
        if now - interaction.sent_at > RESPONSE_SECONDS:
            return _error(404, 10062, "Unknown interaction")
        kind, data = body["type"], body.get("data") or {}
        interaction.response_type = kind
        interaction.acknowledged_at = now
        if kind == 8:
            interaction.choices = list(data.get("choices") or [])
            return web.Response(status=204)
        if kind in (4, 5):
            interaction.ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            viewer = interaction.user.id if interaction.ephemeral else None
            interaction.original = self._new_message(interaction.channel, data if kind == 4 else {}, files, viewer)
            if interaction.kind == "command":
                interaction.original.used = (interaction.user.id, interaction.command)
            interaction.original.flags |= int(data.get("flags") or 0) & (EPHEMERAL | COMPONENTS_V2)
            if kind == 5:
                interaction.original.flags |= LOADING
        elif kind in (6, 7):
            interaction.original = interaction.message
            if kind == 7 and interaction.message is not None:
                await self._edit(interaction.message, data, files)
        if not respond:
            return web.Response(status=204)
        original = interaction.original
        result: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": INTERACTION_TYPES[interaction.kind],
                "response_message_id": None if original is None else str(original.id),
                "response_message_loading": kind == 5,
                "response_message_ephemeral": interaction.ephemeral,
            },
            "resource": {"type": kind},
        }
        if original is not None and kind in (4, 7):
            result["resource"]["message"] = original.payload(self.url)
        return _json_response(result)

    async def _followup(
        self, interaction: Interaction, body: dict[str, Any], files: list[tuple[str, bytes, str]]
    ) -> Message:
        """A follow-up; the first one after a thinking defer (type 5) becomes the response itself."""
        if interaction.response_type is None:
            raise KeyError("Webhook")
        interaction.updates += 1
        original = interaction.original
        if interaction.response_type == 5 and original is not None and interaction.updates == 1:
            message = await self._edit(original, body, files)
            message.flags |= int(body.get("flags") or 0) & COMPONENTS_V2
            return message
        ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
        message = self._new_message(interaction.channel, body, files, interaction.user.id if ephemeral else None)
        interaction.followups.append(message)
        return message

    async def interact(
        self, user: User, channel: Channel, kind: str, data: dict[str, Any], message: Message | None = None
    ) -> Interaction:
        """A user runs a command, asks for its options' autocompletion or uses a component: INTERACTION_CREATE goes
        to the bot."""
        guild = self.guilds[channel.guild_id]
        interaction = Interaction(self.ids.next(), secrets.token_hex(16), user, channel, kind, time.time(), message)
        interaction.custom_id = str(data.get("custom_id", "")) if kind == "component" else ""
        if kind == "command":
            subcommands = [o["name"] for o in data.get("options") or [] if o.get("type") in (1, 2)]
            interaction.command = " ".join([data.get("name", ""), *subcommands])
        self.interactions[interaction.token] = interaction
        payload: dict[str, Any] = {
            "id": str(interaction.id),
            "application_id": str(self.application_id),
            "type": INTERACTION_TYPES[kind],
            "token": interaction.token,
            "version": 1,
            "guild_id": str(guild.id),
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "member": {**guild.member_payload(user), "permissions": str(guild.permissions(user.id))},
            "app_permissions": channel.bot_permissions,
            "locale": user.locale,
            "guild_locale": guild.locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": UPLOAD_LIMIT,
            "data": data,
        }
        if message is not None:
            payload["message"] = message.payload(self.url)
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return interaction

    def command_id(self, name: str) -> str:
        return str(next(c["id"] for c in self.commands if c["name"] == name))


def _json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """JSON exactly as Discord labels it: discord.py parses a body only if its type is "application/json"."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json", **(headers or {})}
    )


def _error(status: int, code: int, message: str) -> web.Response:
    return _json_response({"code": code, "message": message}, status=status)


def _limited(verdict: Verdict) -> web.Response:
    """Discord's 429: JSON with `retry_after` and the headers discord.py reads; the edge's ban is a text page without
    `Via`, which discord.py takes for a ban and does not retry."""
    if verdict.banned:
        return web.Response(status=429, text="error code: 1015", headers={"X-RateLimit-Scope": "ban"})
    retry_after = round(max(verdict.retry_after, 0.001), 3)
    is_global = verdict.scope == "global"
    body = {"message": "You are being rate limited.", "retry_after": retry_after, "global": is_global}
    headers = {
        **verdict.headers,
        "Retry-After": str(math.ceil(retry_after)),
        "Via": "1.1 google",
        "X-RateLimit-Scope": verdict.scope,
    }
    return _json_response(body, status=429, headers=headers)


def _fault_response(fault: Fault) -> web.Response:
    if fault.status == 429:
        headers = {"X-RateLimit-Global": "true"} if fault.scope == "global" else {}
        return _limited(Verdict(False, headers, fault.scope, fault.retry_after))
    return _error(fault.status, fault.code, f"{fault.status} injected by test")


def _attachments(ids: Snowflakes, files: list[tuple[str, bytes, str]], body: dict[str, Any]) -> list[Attachment]:
    """The uploaded files, each with the description the payload's `attachments` gives its index (as Discord reads
    them: a new file's entry carries its upload's index as its id)."""
    described = {str(a.get("id")): a.get("description") for a in body.get("attachments") or []}
    found = []
    for index, (name, data, content_type) in enumerate(files):
        description = described.get(str(index))
        if description is not None and len(description) > ALT_LIMIT:
            _invalid("attachments.description")
        found.append(Attachment(ids.next(), name, data, served_type(name, content_type), description))
    return found


def _check_card(message: Message) -> None:
    """Discord's rules: a Components V2 message carries no content or embeds, and a media gallery item's
    description holds at most 1,024 characters."""
    if message.flags & COMPONENTS_V2 and (message.content or message.embeds):
        _invalid("components_v2")
    if any(len(item.get("description") or "") > ALT_LIMIT for item in gallery_items(message.components)):
        _invalid("components.items.description")


def _invalid(field: str) -> NoReturn:
    raise web.HTTPBadRequest(text=json.dumps({"code": 50035, "message": f"Invalid Form Body: {field}"}))


async def _read_body(request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes, str]]]:
    """The JSON payload and the uploaded files, from a JSON body or a multipart form."""
    if request.content_type.startswith("multipart/"):
        body: dict[str, Any] = {}
        files: list[tuple[str, bytes, str]] = []
        reader = await request.multipart()
        async for part in reader:
            data = await part.read()  # type: ignore[union-attr]
            if part.name == "payload_json":  # type: ignore[union-attr]
                body = json.loads(data)
            else:
                content_type = part.headers.get("Content-Type", "application/octet-stream")  # type: ignore[union-attr]
                files.append((part.filename or "file", bytes(data), content_type))  # type: ignore[union-attr]
        return body, files
    if request.can_read_body:
        raw = await request.json()
        return ({"_list": raw} if isinstance(raw, list) else raw), []
    return {}, []
