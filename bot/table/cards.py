"""Messages as Components V2 cards: text, an image shown full width and the controls, in one container.

A card is a pure function of what it shows, so the same builder serves a first post, its later edits and a
private answer. Cards carry no message content: once a message is a card it stays one, so refusals that replace a
card are cards too (`notice`).
"""

from collections.abc import Sequence
from typing import Any

import discord

from bot.table.views import SentLayout

CARD_COLOUR = discord.Colour.gold()
TEXT_LIMIT = 3800
"""Characters a card's text may hold (Discord takes 4000 in a text display), with room to spare."""


def card(
    text: str,
    *,
    image: discord.File | None = None,
    kept: tuple[str, str] | None = None,
    rows: Sequence[Sequence[discord.ui.Item[Any]]] = (),
    colour: discord.Colour = CARD_COLOUR,
) -> discord.ui.LayoutView:
    """`image` is an attachment sent with the message, shown with its description; `kept` the (filename,
    description) of one the message already has."""
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=colour)
    container.add_item(discord.ui.TextDisplay(text))
    shown = kept if image is None else (image.filename, image.description)
    if shown is not None:
        name, words = shown
        item = discord.MediaGalleryItem(f"attachment://{name}", description=words or None)
        container.add_item(discord.ui.MediaGallery(item))
    for row in rows:
        if row:
            container.add_item(discord.ui.ActionRow(*row))
    view = SentLayout()
    view.add_item(container)
    return view


def notice(text: str) -> discord.ui.LayoutView:
    """A card that is only text: what replaces a card whose controls no longer apply."""
    return card(text)
