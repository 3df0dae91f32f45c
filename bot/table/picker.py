"""The private picker of a game where one seat is on turn: the shell every such game shares.

A game draws its picker (`PickerCard`: text, controls, picture) and says what a click means (`Show` the picker
again, or `Play` an action); the shell does the rest: refusing a click from a public message, a malformed or
stale component, a non-player or a seat not on turn, each privately in the clicker's language; taking the game's
lock, checking again under it and committing through the host (a move is stored before the player hears it is
played); then, outside the lock, drawing the picker again or closing it with what was played.

The picker keeps no draft of its own: what was chosen so far rides in its components' custom ids (the route's
`arg`, with the turn as its phase and the game's `version`), so a picker survives a restart and a stale or forged
one changes nothing.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.table.cards import card, notice
from bot.table.live_game import LiveGame
from bot.table.reading import read_button
from bot.table.refusals import ended
from bot.table.replies import files, tell
from bot.table.routes import Control, Route
from engine.core.errors import RuleError
from i18n.catalog import Catalog

if TYPE_CHECKING:
    from bot.table.host import TableHost
    from bot.table.module import GameModule

PICK = "pick"
"""The kind of every component on a picker."""


@dataclass
class PickerCard:
    """What a game's picker shows: its text, rows of controls and the picture (an attachment's file) under it."""

    text: str
    rows: list[list[Control]] = field(default_factory=list)
    image: discord.File | None = None


@dataclass(frozen=True)
class Show:
    """The click only changes what the picker shows: draw it again with `draft` (a route's `arg`) and `note`."""

    draft: str = ""
    note: str | None = None


@dataclass(frozen=True)
class Play:
    """The click is a move: commit `action` (and the actions in `then` after it, all or none); the picker then
    shows `draft` (or closes, see `PickerGame.played`, told the last action)."""

    action: Any
    draft: str = ""
    then: tuple[Any, ...] = ()


Click = Show | Play


class PickerGame(Protocol):
    """What a game tells the shell."""

    @property
    def key(self) -> str:
        """The game's registry key, its components' prefix."""
        ...

    @property
    def catalog(self) -> Catalog:
        """The game's messages (over the shared ones)."""
        ...

    def seat_on_turn(self, table: LiveGame) -> int | None: ...

    def seat_name(self, table: LiveGame, seat: int) -> str: ...

    def well_formed(self, arg: str) -> bool:
        """Whether `arg` is one a picker of this game could carry."""
        ...

    def click(self, table: LiveGame, seat: int, route: Route, values: Sequence[str], lang: str) -> Click:
        """What a click on the picker means, in the game as it stands (read under the game's lock); a note is in
        the clicker's `lang`."""
        ...

    def played(self, table: LiveGame, seat: int, action: Any, turn: int, lang: str) -> str | None:
        """Once `action` (played on `turn`) is committed: what closes the picker, or None to keep it open."""
        ...

    def error_text(self, error: RuleError, lang: str) -> str: ...

    async def picker_card(self, table: LiveGame, seat: int, lang: str, draft: str) -> PickerCard:
        """The picker as the seat on turn sees it, `draft` chosen so far."""
        ...


async def open_picker(game: PickerGame, interaction: discord.Interaction, table: LiveGame, seat: int) -> None:
    """A new picker, privately, for the seat on turn."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    message = await _message(game, table, seat, interaction.locale.value, "", None)
    await interaction.followup.send(view=message["view"], files=message["attachments"], ephemeral=True)


async def on_pick(
    game: PickerGame,
    host: "TableHost[GameModule]",
    interaction: discord.Interaction,
    route: Route,
    values: Sequence[str],
) -> None:
    """A click on a picker: refused privately, or deferred, committed under the lock and answered by an edit."""
    lang = interaction.locale.value
    if interaction.message is None or not interaction.message.flags.ephemeral or not game.well_formed(route.arg):
        await tell(interaction, game.catalog.text(lang, "unknown-component"))
        return
    table = await host.games.table(route.table)
    seat = None if table is None else table.seat_of(interaction.user.id)
    if table is None or seat is None:
        await tell(
            interaction, ended(table, route.table, lang) or game.catalog.text(lang, "not-a-player", game=route.table)
        )
        return
    refused = _refusal(game, table, seat, route.phase, lang)
    if refused is not None:
        await interaction.response.edit_message(view=notice(refused), attachments=[])
        return
    await interaction.response.defer()
    draft, note, closing = "", None, None
    async with host.games.lock(table.row.id):
        refused = _refusal(game, table, seat, route.phase, lang)
        if refused is not None:
            closing = refused
        else:
            click = game.click(table, seat, route, values, lang)
            draft = click.draft
            if isinstance(click, Show):
                note = click.note
            else:
                actions = (click.action, *click.then)
                try:
                    await host.commits.submit(table, [(action, "player", interaction.user.id) for action in actions])
                except RuleError as error:
                    draft, note = "", game.error_text(error, lang)
                else:
                    closing = game.played(table, seat, actions[-1], route.phase, lang)
    if closing is not None:
        await interaction.edit_original_response(view=notice(closing), attachments=[])
        return
    await interaction.edit_original_response(**await _message(game, table, seat, lang, draft, note))


def _refusal(game: PickerGame, table: LiveGame, seat: int, turn: int, lang: str) -> str | None:
    """Why this seat's picker of `turn` no longer applies, or None."""
    refusal = ended(table, table.row.id, lang)
    if refusal is None and turn != table.phase:
        return game.catalog.text(lang, "picker-stale")
    on_turn = game.seat_on_turn(table)
    if refusal is None and on_turn != seat:
        return game.catalog.text(lang, "not-your-turn", who="—" if on_turn is None else game.seat_name(table, on_turn))
    return refusal


async def _message(
    game: PickerGame, table: LiveGame, seat: int, lang: str, draft: str, note: str | None
) -> dict[str, Any]:
    shown = await game.picker_card(table, seat, lang, draft)
    text = shown.text if note is None else f"{shown.text}\n{note}"
    image = shown.image
    view = card(text, image=image, rows=[*shown.rows, [read_button(game.key, table.row.id, lang)]])
    return {"view": view, "attachments": files(image)}
