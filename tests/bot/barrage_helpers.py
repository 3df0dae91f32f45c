"""Driving a Barrage game through the real components, as its players would."""

import re

import discord
import simcord

from bot.games.barrage.catalog import CATALOG
from harness.words import CUT
from tests.bot import turn_games
from tests.bot.helpers import custom_ids, selects
from tests.bot.turn_games import Table, open_table


def label(key: str, lang: str = "en", /, **params: object) -> str:
    """Barrage's (or the table's) message `key` in `lang`."""
    return CATALOG.text(lang, key, **params)


def opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
    """Barrage's message `key` up to where its parameter `until` goes."""
    return label(key, lang, **{until: CUT}, **params).partition(CUT)[0]


async def start_game(
    env: simcord.Env,
    people: int = 1,
    computers: tuple[str, ...] = ("random",),
    setup: str = "",
    timer: int = 0,
    language: str = "",
) -> Table:
    """alice hosts in #barrage (in `language`, English by default); the other people join, computer players of
    the given levels take seats."""
    settings = {name: value for name, value in (("setup", setup), ("timer", timer)) if value}
    return await open_table(env, "barrage", people, computers, settings, language)


def turn_card(channel: simcord.ChannelHandle) -> discord.Message:
    """The latest message with a Take my turn button."""
    return turn_games.turn_card(channel, "barrage")


async def open_picker(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    return await turn_games.open_picker(member, channel, "barrage")


def pick_ids(picker: simcord.ResponseMessage, arg: str) -> list[str]:
    """The picker's component ids whose argument matches `arg` (a regular expression)."""
    return [c for c in custom_ids(picker.components) if re.fullmatch(arg, c.rsplit(":", 1)[1])]


def options(picker: simcord.ResponseMessage) -> list[str]:
    """The option values or button ids the picker offers for the pending decision (this page)."""
    menus = [s for s in selects(picker.components) if s["custom_id"].endswith(":s")]
    if menus:
        return [o["value"] for o in menus[0]["options"]]
    return pick_ids(picker, r"c\d+")


async def choose(
    member: simcord.MemberActor, picker: simcord.ResponseMessage, index: int = 0
) -> simcord.ResponseMessage:
    """Choose the `index`-th option offered on this page (by button or by select)."""
    menus = [s for s in selects(picker.components) if s["custom_id"].endswith(":s")]
    if menus:
        value = menus[0]["options"][index]["value"]
        chosen = await member.select(picker, [value], custom_id=menus[0]["custom_id"])
    else:
        chosen = await member.click(picker, custom_id=pick_ids(picker, r"c\d+")[index])
    assert chosen.response is not None, chosen
    return chosen.response


def ready(picker: simcord.ResponseMessage) -> bool:
    return bool(pick_ids(picker, "confirm"))


async def confirm(member: simcord.MemberActor, picker: simcord.ResponseMessage) -> simcord.ResponseMessage:
    done = await member.click(picker, custom_id=pick_ids(picker, "confirm")[0])
    assert done.response is not None, done
    return done.response


async def play_turn(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    """Open the picker, take the first option of every decision, and confirm the turn."""
    picker = await open_picker(member, channel)
    while not ready(picker):
        picker = await choose(member, picker)
    return await confirm(member, picker)
