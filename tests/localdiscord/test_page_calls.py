"""The playground page's calls refuse what no Discord client could send, privately and without reaching the bot:
a stranger, another person's private message, a control not on the message or disabled, a command the bot never
registered, dismissing someone else's reply. The channel view waits for a change, then answers at once."""

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from localdiscord.model import EPHEMERAL
from localdiscord.server import FakeDiscord
from localdiscord.web import Page

Local = tuple[FakeDiscord, aiohttp.ClientSession]


@pytest.fixture
async def local() -> AsyncIterator[Local]:
    discord = FakeDiscord()
    guild = discord.create_guild()
    discord.create_channel(guild, "games")
    discord.create_user(guild, "Ada")
    discord.create_user(guild, "Grace")
    discord.commands = [{"name": "games", "id": "7", "description": "Your games", "options": []}]
    discord.extensions.append(Page(discord))
    await discord.start()
    async with aiohttp.ClientSession(discord.url) as session:
        yield discord, session
    await discord.stop()


def people(discord: FakeDiscord) -> dict[str, int]:
    return {u.name: u.id for g in discord.guilds.values() for u in g.members.values()}


async def interact(session: aiohttp.ClientSession, **body: Any) -> tuple[int, str]:
    async with session.post("/play/interact", json=body) as response:
        return response.status, await response.text()


async def test_calls_no_client_could_make_are_refused_and_reach_nobody(local: Local) -> None:
    discord, session = local
    ada, grace = people(discord)["Ada"], people(discord)["Grace"]
    channel = next(iter(discord.channels.values()))
    go: dict[str, Any] = {"type": 2, "style": 1, "label": "Go", "custom_id": "t:go"}
    off: dict[str, Any] = {"type": 2, "style": 2, "label": "Off", "custom_id": "t:off", "disabled": True}
    buttons = [{"type": 1, "components": [go, off]}]
    public = discord.post_as_bot(channel, "", buttons)
    private = discord.post_as_bot(channel, "", buttons)
    private.flags, private.viewer = EPHEMERAL, ada

    def click(person: object, message: object, custom_id: str = "t:go") -> dict[str, Any]:
        data = {"custom_id": custom_id, "component_type": 2}
        return {"as": str(person), "message": str(message), "kind": "component", "data": data}

    def command(name: str, channel_id: object) -> dict[str, Any]:
        return {"as": str(ada), "channel": str(channel_id), "kind": "command", "data": {"name": name, "type": 1}}

    calls = [
        click(1, public.id),
        click(grace, private.id),
        click(ada, 12),
        click(ada, public.id, "t:off"),
        click(ada, public.id, "forged:1"),
        command("sudo", channel.id),
        command("games", "x"),
        command("games", discord._dm_channel(ada).id),
        {**click(ada, public.id), "kind": "modal"},
    ]
    refused = [await interact(session, **call) for call in calls]
    assert [status for status, _ in refused] == [400] * len(refused)
    assert [text for _, text in refused][:8] == [
        "unknown person",
        "unknown message",
        "unknown message",
        "no such control",
        "no such control",
        "unknown command",
        "unknown channel",
        "commands are for the server's channels",
    ]
    async with session.post("/play/dismiss", json={"as": str(grace), "message": str(private.id)}) as response:
        assert response.status == 400
    assert not discord.interactions and not private.deleted

    async with session.post("/play/dismiss", json={"as": str(ada), "message": str(private.id)}) as response:
        assert response.status == 200
    assert private.deleted


async def test_the_view_shows_each_person_their_own_and_waits_for_a_change(local: Local) -> None:
    discord, session = local
    ada, grace = people(discord)["Ada"], people(discord)["Grace"]
    channel = next(iter(discord.channels.values()))
    private = discord.post_as_bot(channel, "for Ada", [])
    private.flags, private.viewer = EPHEMERAL, ada

    async def view(person: int, since: int = -1) -> dict[str, Any]:
        query = {"as": str(person), "channel": str(channel.id), "since": str(since)}
        async with session.get("/play/state", params=query) as response:
            return dict(await response.json())

    discord.post_as_bot(discord._dm_channel(ada), "Your turn", [])
    mine, theirs = await view(ada), await view(grace)
    assert [c["type"] for c in mine["channels"]] == [0, 1] and [c["type"] for c in theirs["channels"]] == [0]
    assert [m["content"] for m in mine["messages"]] == ["for Ada"] and mine["messages"][0]["ephemeral"]
    assert theirs["messages"] == [] and [p["username"] for p in theirs["people"]] == ["Ada", "Grace"]
    async with session.get("/play/state") as response:
        assert (await response.json())["me"] == str(ada), "a new page is the first person"

    began = time.monotonic()
    waiting = asyncio.create_task(view(grace, mine["version"]))
    await asyncio.sleep(0.2)
    assert not waiting.done()
    discord.post_as_bot(channel, "for all", [])
    discord.touch()
    changed = await asyncio.wait_for(waiting, 5)
    assert [m["content"] for m in changed["messages"]] == ["for all"] and time.monotonic() - began < 5


async def test_a_command_for_managers_is_shown_and_run_only_for_them(local: Local) -> None:
    """Discord shows a command with default member permissions only to members who have them, and an interaction
    carries the member's permissions: Manage Server for whoever manages the server."""
    discord, session = local
    ada, grace = people(discord)["Ada"], people(discord)["Grace"]
    [guild] = discord.guilds.values()
    guild.managers.add(ada)
    settings = {"name": "server-settings", "id": "8", "description": "Settings", "default_member_permissions": "32"}
    discord.commands.append(settings)
    channel = next(iter(discord.channels.values()))

    async def shown(person: int) -> list[str]:
        async with session.get("/play/state", params={"as": str(person)}) as response:
            return [c["name"] for c in (await response.json())["commands"]]

    assert await shown(ada) == ["games", "server-settings"] and await shown(grace) == ["games"]
    body = {"channel": str(channel.id), "kind": "command", "data": {"name": "server-settings", "type": 1}}
    assert await interact(session, **body, **{"as": str(grace)}) == (400, "unknown command")
    seen: list[dict[str, Any]] = []
    discord.gateway.dispatch = lambda kind, payload: seen.append(payload) or asyncio.sleep(0)  # type: ignore[method-assign]
    await interact(session, **body, **{"as": str(ada)})
    assert int(seen[0]["member"]["permissions"]) & 32 == 32
