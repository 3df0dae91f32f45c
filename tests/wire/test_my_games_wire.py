"""/games and /notify over the wire: the unmodified bot process against the loopback fake Discord."""

import asyncio

import pytest

from bot.table.notices import KINDS
from harness.duel import open_duel
from harness.powerline import build_plan, play_round, round_card
from harness.wire import Wire
from harness.words import label
from localdiscord.model import Channel, Message, controls
from localdiscord.players import Player, answered

pytestmark = pytest.mark.wire


async def powerline(wire: Wire, host: Player, guest: Player, channel: Channel, timer: int = 0) -> tuple[int, Channel]:
    """A started Powerline game of two opened in `channel`: its id and its thread."""
    lobby = await answered(wire.discord, await host.slash(channel, "powerline start"))
    if timer:
        menu = next(c["custom_id"] for c in controls(lobby.components) if c.get("custom_id", "").endswith(":timer"))
        await answered(wire.discord, await host.select(lobby, [str(timer)], custom_id=menu))
    await answered(wire.discord, await guest.click(lobby, label=label("join")))
    await answered(wire.discord, await host.click(lobby, label=label("start")))
    thread = [c for c in wire.discord.channels.values() if c.parent_id == channel.id][-1]
    card = await round_card(wire, thread, 1)
    return int(controls(card.components)[0]["custom_id"].split(":")[2]), thread


def listed(card: Message) -> list[int]:
    """The games a /games card lists, in order."""
    found = []
    for line in card.text.splitlines():
        if line.startswith("**") and " #" in line:
            found.append(int(line.split(" #")[1].split()[0]))
    return found


def plays(card: Message) -> list[str]:
    return [c["custom_id"] for c in controls(card.components) if c["custom_id"].split(":")[1] != "mygames"]


async def test_four_games_in_three_channels_in_order_and_a_turn_from_its_button(wire):
    alice, bob = wire.player("alice"), wire.player("bob")
    duels, lobbies = (wire.discord.create_channel(wire.guild, name) for name in ("duels", "lobbies"))
    timed, _ = await powerline(wire, alice, bob, wire.channel, timer=10)
    planned, planned_thread = await powerline(wire, alice, bob, wire.channel)
    await play_round(wire, alice, planned_thread)
    duel_thread = await open_duel(wire, alice, None, computer="random", channel=duels)
    lobby = await answered(wire.discord, await alice.slash(lobbies, "powerline start"))
    lobby_game = int(controls(lobby.components)[0]["custom_id"].split(":")[2])

    def duel_ids() -> list[int]:
        cards = wire.discord.history(duel_thread)
        return [int(c["custom_id"].split(":")[2]) for m in cards for c in controls(m.components)]

    await wire.discord.wait(lambda: bool(duel_ids()))
    duel = duel_ids()[0]

    card = await answered(wire.discord, await alice.slash(wire.channel, "games"))
    assert card.ephemeral
    assert card.text.splitlines()[0] == label("games-title", count=4, awaited=2)
    assert listed(card) == [timed, duel, planned, lobby_game]
    assert plays(card)[0] == f"powerline:round:{timed}:1:0:plan"

    planner = await answered(wire.discord, await alice.click(card, custom_id=plays(card)[0]))
    assert planner.ephemeral
    planner = await build_plan(wire, alice, planner)
    done = await answered(wire.discord, await alice.click(planner, label=label("button-submit")))
    assert label("submitted-ok", round=1) in done.text
    again = await answered(wire.discord, await alice.slash(wire.channel, "games"))
    assert again.text.splitlines()[0] == label("games-title", count=4, awaited=1)
    assert listed(again)[0] == duel


async def test_direct_messages_one_per_kind_none_after_off_and_a_closed_inbox_noted_once(wire):
    alice, bob, closed = wire.player("alice"), wire.player("bob"), wire.player("closed")
    closed.user.dms_closed = True
    for person in (alice, closed):
        on = await answered(wire.discord, await person.slash(wire.channel, "notify", all="on"))
        assert on.ephemeral and on.text.count(label("notify-state-on")) == len(KINDS)
    await wire.bot.stop()
    await wire.bot.start()  # the choices are kept
    game, thread = await powerline(wire, alice, bob, wire.channel)
    link = f"https://discord.com/channels/{wire.guild.id}/{thread.id}"
    await wire.discord.wait(lambda: len(wire.discord.dms(alice.user)) == 1)
    assert wire.discord.dms(alice.user)[0].text == label("notify-turn", title="Powerline", game=game, link=link)
    await play_round(wire, bob, thread)
    await wire.discord.wait(lambda: len(wire.discord.dms(alice.user)) == 2)
    assert wire.discord.dms(alice.user)[1].text == label("notify-last", title="Powerline", game=game, link=link)
    off = await answered(wire.discord, await alice.slash(wire.channel, "notify", all="off"))
    assert off.text.count(label("notify-state-off")) == len(KINDS)
    await play_round(wire, alice, thread)
    await round_card(wire, thread, 2)
    await play_round(wire, bob, thread)
    await asyncio.sleep(1.5)
    assert len(wire.discord.dms(alice.user)) == 2, "one per kind while on, none after off"
    assert wire.discord.dms(bob.user) == [], "bob never asked"
    card = await answered(wire.discord, await alice.slash(wire.channel, "notify"))
    card = await answered(wire.discord, await alice.click(card, label=label("notify-button-ended")))
    assert card.text.count(label("notify-state-on")) == 1
    await play_round(wire, alice, thread)
    for round_ in range(3, 16):
        await round_card(wire, thread, round_)
        for person in (alice, bob):
            await play_round(wire, person, thread)
    await wire.discord.wait(lambda: len(wire.discord.dms(alice.user)) == 3, timeout=30)
    ended = wire.discord.dms(alice.user)[2].text
    assert ended.startswith("🏁") and f"#{game}" in ended and link in ended
    await asyncio.sleep(1)
    assert len(wire.discord.dms(alice.user)) == 3, "the game's end once"

    more = wire.discord.create_channel(wire.guild, "more")
    _, other = await powerline(wire, closed, bob, more)
    await wire.discord.wait(lambda: "50007" in wire.bot.output)
    for round_ in (1, 2):
        await round_card(wire, other, round_)
        for person in (closed, bob):
            await play_round(wire, person, other)
    await round_card(wire, other, 3)
    await asyncio.sleep(1.5)
    inbox = wire.discord.dm_channels[closed.user.id]
    tries = [c for c in wire.discord.calls if c.method == "POST" and c.path == f"/channels/{inbox.id}/messages"]
    assert len(tries) == 1, "refused once, never tried again"
    assert wire.bot.output.count("50007") == 1, "noted once"
