"""A game's last post, whatever its turns: the final standings the game words, its picture, and Rematch (with any
further buttons the game adds), which the table answers."""

from collections.abc import Sequence

import discord

from bot.table.cards import card
from bot.table.live_game import LiveGame
from bot.table.posts import Post
from bot.table.replies import files
from bot.table.routes import Control, Route, button
from i18n.catalog import Catalog

REMATCH = "rematch"


def final_post(
    key: str,
    catalog: Catalog,
    table: LiveGame,
    standings: Sequence[str],
    image: discord.File | None = None,
    more: Sequence[Control] = (),
) -> Post:
    """`standings` in the game's language, then how a rematch works; `key` is the game's, `catalog` its words."""
    lang = table.row.language
    text = "\n".join([*standings, catalog.text(lang, "rematch-hint")])
    rematch = button(
        Route(key, REMATCH, table.row.id), catalog.text(lang, "button-rematch"), discord.ButtonStyle.success
    )
    view = card(text, image=image, rows=[[rematch, *more]])
    return Post(view=view, files=files(image), mention=True)
