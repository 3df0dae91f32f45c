"""The playground's page: a channel view in the browser (`localdiscord/page/`), and the JSON calls it makes as one
of the local people. Each call checks what a Discord client would (the person is a member, the message is theirs
to see, the control is on it and enabled), then becomes a real interaction for the bot."""

import asyncio
import contextlib
from importlib import resources
from typing import Any

from aiohttp import web

from localdiscord.model import LOADING, Channel, Interaction, User, controls
from localdiscord.server import FakeDiscord

LONG_POLL_SECONDS = 25.0
ANSWER_SECONDS = 3.0
"""Discord's own limit: an interaction not acknowledged by then has failed."""
HISTORY = 100
"""The newest messages a channel view shows."""
ASSETS = {"page.css": "text/css", "page.js": "text/javascript", "index.html": "text/html"}


class Refused(web.HTTPBadRequest):
    """A call no Discord client could make: named in the body for the page to show."""

    def __init__(self, reason: str) -> None:
        super().__init__(text=reason)


class Page:
    """Added to a `FakeDiscord`'s `extensions`, it serves the page and its calls beside the API."""

    def __init__(self, discord: FakeDiscord) -> None:
        self.discord = discord

    def __call__(self, app: web.Application) -> None:
        app.router.add_get("/", self._index)
        app.router.add_get("/channels/{place:.+}", self._index)
        app.router.add_get("/play/assets/{name}", self._asset)
        app.router.add_get("/play/state", self._state)
        app.router.add_post("/play/interact", self._interact)
        app.router.add_post("/play/dismiss", self._dismiss)

    async def _index(self, request: web.Request) -> web.Response:
        """The page; under /channels/<guild>/<channel>[/<message>] too, where it opens a Discord link's place."""
        return self._file("index.html")

    async def _asset(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in ASSETS:
            raise web.HTTPNotFound()
        return self._file(name)

    def _file(self, name: str) -> web.Response:
        body = resources.files("localdiscord").joinpath("page", name).read_bytes()
        return web.Response(body=body, content_type=ASSETS[name], headers={"Cache-Control": "no-cache"})

    # -- who and what ------------------------------------------------------------------------------------
    def people(self) -> list[User]:
        return [u for g in self.discord.guilds.values() for u in g.members.values() if not u.bot]

    def _person(self, value: Any, default: bool = False) -> User:
        """The local person with this id; with `default`, the first one when none is named (a new page)."""
        people = self.people()
        for person in people:
            if str(person.id) == str(value):
                return person
        if default and people and not value:
            return people[0]
        raise Refused("unknown person")

    def _channel(self, person: User, value: Any) -> Channel:
        channel = self.discord.channels.get(int(value)) if str(value).isdigit() else None
        if channel is None or (channel.recipient is not None and channel.recipient.id != person.id):
            raise Refused("unknown channel")
        return channel

    def _visible_channels(self, person: User) -> list[dict[str, Any]]:
        found = [
            {"id": str(c.id), "name": c.name, "type": c.type, "parent_id": str(c.parent_id or "")}
            for g in self.discord.guilds.values()
            for c in g.channels.values()
        ]
        dm = self.discord.dm_channels.get(person.id)
        if dm is not None:
            found.append({"id": str(dm.id), "name": self.discord.bot.name, "type": 1, "parent_id": ""})
        return found

    # -- calls ---------------------------------------------------------------------------------------------
    async def _state(self, request: web.Request) -> web.Response:
        """Everything the page shows to one person in one channel; with `since`, only once something changed after
        that version (a long poll)."""
        person = self._person(request.query.get("as"), default=True)
        since = int(request.query.get("since", "-1"))
        if since >= self.discord.version:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.discord.changed.wait(), LONG_POLL_SECONDS)
        channels = self._visible_channels(person)
        wanted = request.query.get("channel", "")
        current = next((c for c in channels if c["id"] == wanted), channels[0] if channels else None)
        messages = []
        if current is not None:
            channel = self.discord.channels[int(current["id"])]
            shown = self.discord.history(channel, person)[-HISTORY:]
            messages = [
                {
                    **m.payload(self.discord.url),
                    "ephemeral": m.ephemeral,
                    "loading": bool(m.flags & LOADING),
                    "used": None if m.used is None else {"user": str(m.used[0]), "command": m.used[1]},
                }
                for m in shown
            ]
        guild = next(iter(self.discord.guilds.values()), None)
        return web.json_response(
            {
                "version": self.discord.version,
                "me": str(person.id),
                "locale": person.locale,
                "bot": self.discord.bot.payload(),
                "people": [u.payload() for u in self.people()],
                "guild": {"id": str(guild.id), "name": guild.name} if guild else None,
                "channels": channels,
                "channel": current["id"] if current else None,
                "commands": [c for c in self.discord.commands if guild is None or guild.may_use(c, person.id)],
                "messages": messages,
            }
        )

    async def _interact(self, request: web.Request) -> web.Response:
        """A slash command, an autocompletion or a component, as the person: answered once the bot acknowledged
        it (with an autocompletion's choices), or as failed after Discord's three seconds."""
        body = await request.json()
        person = self._person(body.get("as"))
        kind = body.get("kind")
        data = dict(body.get("data") or {})
        if kind in ("command", "autocomplete"):
            channel = self._channel(person, body.get("channel"))
            if channel.guild_id not in self.discord.guilds:
                raise Refused("commands are for the server's channels")
            guild = self.discord.guilds[channel.guild_id]
            if not any(c["name"] == data.get("name") and guild.may_use(c, person.id) for c in self.discord.commands):
                raise Refused("unknown command")
            data["id"] = self.discord.command_id(data["name"])
            interaction = await self.discord.interact(person, channel, kind, data)
        elif kind == "component":
            message = self.discord.messages.get(int(body.get("message") or 0))
            if message is None or not message.visible_to(person.id):
                raise Refused("unknown message")
            wanted = (data.get("custom_id"), data.get("component_type"))
            if not any(
                (c.get("custom_id"), c["type"]) == wanted and not c.get("disabled")
                for c in controls(message.components)
            ):
                raise Refused("no such control")
            data = {k: data[k] for k in ("custom_id", "component_type", "values") if k in data}
            channel = self.discord.channels[message.channel_id]
            interaction = await self.discord.interact(person, channel, "component", data, message)
        else:
            raise Refused("unknown kind")
        answered = await self._answer(interaction)
        return web.json_response({"acknowledged": answered, "choices": interaction.choices or []})

    async def _answer(self, interaction: Interaction) -> bool:
        with contextlib.suppress(TimeoutError):
            await self.discord.wait(lambda: interaction.response_type is not None, ANSWER_SECONDS)
        return interaction.response_type is not None

    async def _dismiss(self, request: web.Request) -> web.Response:
        """The person dismisses an ephemeral message shown to them."""
        body = await request.json()
        person = self._person(body.get("as"))
        message = self.discord.messages.get(int(body.get("message") or 0))
        if message is None or message.viewer != person.id:
            raise Refused("unknown message")
        message.deleted = True
        self.discord.touch()
        return web.json_response({})
