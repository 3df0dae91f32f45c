"""A player who cannot see the pictures plays whole games by ear: they decide only from what a screen reader says
(the cards' text, the pictures' descriptions, "Read the board"), and at every turn each choice the picker offers
names a place that text has told them about."""

import random
from typing import Any

import simcord

from harness.words import ba_label, pl_label, pl_opening
from i18n.catalog import text as shared
from tests.bot import barrage_helpers as barrage
from tests.bot.helpers import field, leaves, selects, text
from tests.bot.powerlines_helpers import start_duel, turn_card

READ = shared("en", "read-board")


def heard(message: Any) -> str:
    """All a screen reader says of a message: its text, then each picture's description (every picture has one)."""
    pictures = [
        item for leaf in leaves(message.components) if field(leaf, "type") == 12 for item in field(leaf, "items")
    ]
    described = [field(item, "description") for item in pictures] + [a.description for a in message.attachments]
    assert all(described), "every picture is described"
    return "\n".join([text(message), *described])


async def read_board(member: simcord.MemberActor, message: Any) -> str:
    """What "Read the board" says, every page of it."""
    pages = []
    answer = (await member.click(message, label=READ)).response
    while True:
        pages.append(text(answer))
        if pl_label("read-next") not in [field(c, "label") for c in leaves(answer.components) if field(c, "type") == 2]:
            return "\n".join(pages)
        turned = [c for c in leaves(answer.components) if field(c, "label") == shared("en", "read-next")]
        if field(turned[0], "disabled"):
            return "\n".join(pages)
        answer = (await member.click(answer, custom_id=field(turned[0], "custom_id"))).response


def tile_name(label: str) -> str:
    """A tile option's words without its suit's emoji (a screen reader names the emoji, the board text does not)."""
    return label.split(" ", 1)[1]


async def test_a_whole_power_lines_match_by_ear(env, fast_images):
    duel = await start_duel(env, computer="random")
    alice, thread = duel.alice, duel.thread
    turns = 0
    while not any(pl_opening("final-header", "game") in text(m) for m in thread.history()):
        card = turn_card(thread)
        board = read_board(alice, card)
        told = "\n".join([heard(card), await board])
        picker = (await alice.click(card, label=pl_label("button-take"))).response
        told += "\n" + heard(picker)
        assert card.attachments and picker.attachments, "alice hears the turn's and the picker's pictures"
        [tiles] = selects(picker.components)
        offered = [tile_name(o["label"]) for o in tiles["options"]]
        assert [t for t in offered if t not in told] == [], "every tile offered is one the board text lists"
        left = told.partition(pl_label("read-left"))[2]
        choice = min(offered, key=lambda name: left.find(name) if name in left else len(left))
        value = next(o["value"] for o in tiles["options"] if tile_name(o["label"]) == choice)
        picker = (await alice.select(picker, [value], custom_id=tiles["custom_id"])).response
        spots = selects(picker.components)[1]
        letters = [o["label"] for o in spots["options"]]
        listed = [spot for spot in letters if pl_opening("read-spot", "cell", spot=spot) in told]
        assert listed == letters, "every spot offered is one the board text places"
        value = spots["options"][letters.index(listed[-1])]["value"]
        picker = (await alice.select(picker, [value], custom_id=spots["custom_id"])).response
        await alice.click(picker, label=pl_label("button-place"))
        turns += 1
        assert turns <= 40
    assert turns >= 16, "alice placed half of each game's tiles"


def offered(picker: Any) -> list[str]:
    """The words of each option the picker offers for its pending decision (this page)."""
    menus = [s for s in selects(picker.components) if s["custom_id"].endswith(":s")]
    if menus:
        return [o["label"].removesuffix("…") for o in menus[0]["options"]]
    ids = set(barrage.pick_ids(picker, r"c\d+"))
    return [field(c, "label") for c in leaves(picker.components) if field(c, "custom_id") in ids]


def spot_of(option: str) -> str | None:
    """The map spot a lettered option names ("A · Basin 6, right conduit"), or None for another kind of option."""
    letter, dot, spot = option.partition(" · ")
    return spot if dot and option.startswith(ba_label("option-spot", letter=letter, spot="")) else None


async def test_a_whole_barrage_game_by_ear(env, fast_images):
    game = await barrage.start_game(env, setup="introductory")
    alice, thread = game.members[0], game.thread
    choices = random.Random(5)
    spots_heard = turns = 0
    while not any(ba_label("final-header", game=game.game) in text(m) for m in thread.history()):
        card = barrage.turn_card(thread)
        heard(card)
        board = await read_board(alice, card)
        picker = await barrage.open_picker(alice, thread)
        while not barrage.ready(picker):
            heard(picker)  # every picture of the picker is described
            options = offered(picker)
            for spot in filter(None, map(spot_of, options)):
                assert spot in board, f"{spot} is on the board alice read"
                spots_heard += 1
            picker = await barrage.choose(alice, picker, choices.randrange(len(options)))
        await barrage.confirm(alice, picker)
        turns += 1
        assert turns <= 60
    assert spots_heard > 10, "alice chose among spots on the map many times"
