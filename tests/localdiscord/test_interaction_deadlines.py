"""Discord's interaction deadlines: the initial response within 3 seconds of the interaction, else "Unknown
interaction" and the person sees "This interaction failed"; the token's webhook (follow-ups, edits of the response)
for 15 minutes, else "Invalid Webhook Token". A test ages an interaction by moving its `sent_at` back, not by
waiting."""

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest

from localdiscord.gateway import HELLO, IDENTIFY
from localdiscord.model import Channel, Interaction, User
from localdiscord.server import RESPONSE_SECONDS, TOKEN, TOKEN_SECONDS, FakeDiscord

UNKNOWN_INTERACTION = {"code": 10062, "message": "Unknown interaction"}
INVALID_TOKEN = {"code": 50027, "message": "Invalid Webhook Token"}


@dataclass
class Local:
    discord: FakeDiscord
    http: aiohttp.ClientSession
    user: User
    channel: Channel

    async def command(self, age: float) -> Interaction:
        """Ada runs /games, `age` seconds ago."""
        interaction = await self.discord.interact(self.user, self.channel, "command", {"name": "games", "type": 1})
        interaction.sent_at -= age
        return interaction

    async def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, Any]:
        """A REST call: its status and its JSON answer (None for a 204)."""
        async with self.http.request(method, f"/api/v10{path}", json=body) as answer:
            return answer.status, None if answer.status == 204 else await answer.json()

    def webhook(self, interaction: Interaction) -> str:
        return f"/webhooks/{self.discord.application_id}/{interaction.token}"

    async def respond(self, interaction: Interaction, kind: int, content: str = "") -> tuple[int, Any]:
        path = f"/interactions/{interaction.id}/{interaction.token}/callback?with_response=1"
        return await self.call("POST", path, {"type": kind, "data": {"content": content}})


@pytest.fixture
async def local() -> AsyncIterator[Local]:
    """The fake Discord with a bot identified on its gateway (interactions go nowhere without one); rate limits off,
    as a test here uses a token's webhook more than its 5 calls a second."""
    discord = FakeDiscord(limits=False)
    guild = discord.create_guild()
    channel, user = discord.create_channel(guild, "games"), discord.create_user(guild, "Ada")
    await discord.start()
    async with (
        aiohttp.ClientSession(discord.url, headers={"Authorization": f"Bot {TOKEN}"}) as http,
        http.ws_connect("/gateway") as gateway,
    ):
        assert (await gateway.receive_json(timeout=5))["op"] == HELLO
        await gateway.send_json({"op": IDENTIFY, "d": {"token": TOKEN}})
        await discord.gateway.connected.wait()
        yield Local(discord, http, user, channel)
    await discord.stop()


async def test_a_response_within_three_seconds_is_taken_and_a_later_one_is_an_unknown_interaction(local: Local) -> None:
    in_time = await local.command(age=RESPONSE_SECONDS - 1)
    late = await local.command(age=RESPONSE_SECONDS + 1)

    status, answer = await local.respond(in_time, 4, "Your games")
    assert status == 200 and answer["resource"]["message"]["content"] == "Your games"
    assert in_time.response_type == 4 and in_time.ack_seconds is not None and in_time.ack_seconds < RESPONSE_SECONDS

    assert await local.respond(late, 4, "Too late") == (404, UNKNOWN_INTERACTION)
    assert late.response_type is None and late.acknowledged_at is None and late.original is None
    assert [m.content for m in local.discord.history(local.channel)] == ["Your games"]


async def test_the_token_serves_follow_ups_and_edits_for_fifteen_minutes_then_is_invalid(local: Local) -> None:
    fresh, stale = await local.command(age=0), await local.command(age=0)
    notes = {}
    for interaction in (fresh, stale):
        assert (await local.respond(interaction, 4, "Your games"))[0] == 200
        status, note = await local.call("POST", local.webhook(interaction), {"content": "A note"})
        assert status == 200
        notes[interaction.token] = note["id"]
    fresh.sent_at -= TOKEN_SECONDS - 10
    stale.sent_at -= TOKEN_SECONDS + 1

    async def use(interaction: Interaction) -> list[tuple[int, Any]]:
        webhook, note = local.webhook(interaction), notes[interaction.token]
        return [
            await local.call("PATCH", f"{webhook}/messages/@original", {"content": "Your games, edited"}),
            await local.call("POST", webhook, {"content": "Another note"}),
            await local.call("GET", f"{webhook}/messages/@original"),
            await local.call("PATCH", f"{webhook}/messages/{note}", {"content": "An edited note"}),
            await local.call("DELETE", f"{webhook}/messages/{note}"),
        ]

    assert [status for status, _ in await use(fresh)] == [200, 200, 200, 200, 204]
    assert await use(stale) == [(401, INVALID_TOKEN)] * 5
    assert stale.original is not None and stale.original.content == "Your games"
    [note] = stale.followups
    assert note.content == "A note" and not note.deleted
