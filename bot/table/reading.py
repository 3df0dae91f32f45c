""" "Read the board": the whole game in words, privately, for a player who cannot see the pictures (a screen reader)
or whose connection will not load them.

Every status card, turn card and picker carries the button. Its text is the game's (`GameModule.board_text`, built
in a worker from the public view of the state), cut into pages at its headings so each fits a card; the page is the
route's phase, so a page button works after a restart and always reads the game as it stands.
"""

from collections.abc import Mapping, Sequence

import discord

from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.module import GameModule
from bot.table.replies import say_to, tell
from bot.table.routes import Control, Route, button
from i18n.catalog import text

READ = "read"
PAGE_TEXT = 3600
"""Characters of the board's text a page holds: a card's text may have 4,000, with its title and page line."""


def read_button(game: str, game_id: int, lang: str) -> Control:
    """The button that reads the board, labelled in `lang`."""
    return button(Route(game, READ, game_id), text(lang, "read-board"), emoji="📖")


def pages(words: str, size: int = PAGE_TEXT) -> list[str]:
    """`words` cut into pages of at most `size` characters: between sections (a line that starts with '#') where
    one fits, else between lines, else inside a line too long for any page."""
    sections: list[str] = []
    for line in words.splitlines():
        if not sections or line.startswith("#"):
            sections.append(line)
        else:
            sections[-1] += "\n" + line
    found: list[str] = []
    for section in sections:
        for piece in _cut(section, size):
            if found and len(found[-1]) + 1 + len(piece) <= size:
                found[-1] += "\n" + piece
            else:
                found.append(piece)
    return found or [""]


def _cut(section: str, size: int) -> list[str]:
    """A section as pieces of at most `size` characters, cut between lines where it can be."""
    pieces: list[str] = []
    for line in section.splitlines():
        while len(line) > size:
            pieces.append(line[:size])
            line = line[size:]
        if pieces and len(pieces[-1]) + 1 + len(line) <= size:
            pieces[-1] += "\n" + line
        else:
            pieces.append(line)
    return pieces


class Reading:
    """The table's "Read the board" component, for every game alike."""

    def __init__(self, modules: Mapping[str, GameModule]) -> None:
        self.modules = modules
        self.components = {READ: ComponentKind(self.on_read, frozenset({""}))}

    async def on_read(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Anyone may read a game's board: it holds only what its channel shows. A page button edits its own
        answer; the button on a card answers anew."""
        table = await parts.games.table(route.table)
        if table is None:
            await tell(interaction, say_to(interaction, "no-such-game"))
            return
        turning = interaction.message is not None and interaction.message.flags.ephemeral
        if turning:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        lang = interaction.locale.value
        module = self.modules[table.row.kind]
        words = await module.board_text(table, lang)
        if words is None:
            await tell(interaction, say_to(interaction, "read-failed"))
            return
        found = pages(words)
        page = min(route.phase, len(found) - 1)
        lines = [text(lang, "read-title", title=module.title, game=table.row.id), found[page]]
        rows: list[list[Control]] = []
        if len(found) > 1:
            lines.append(f"-# {text(lang, 'read-page', page=page + 1, pages=len(found))}")
            turn = [
                button(Route(module.key, READ, table.row.id, to), text(lang, key), disabled=to == page)
                for to, key in ((max(page - 1, 0), "read-previous"), (min(page + 1, len(found) - 1), "read-next"))
            ]
            rows.append(turn)
        view = card("\n".join(lines), rows=rows)
        if turning:
            await interaction.edit_original_response(view=view)
        else:
            await interaction.followup.send(view=view, ephemeral=True)
