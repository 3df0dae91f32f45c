"""The private picker: the one shell every game's private controls share, whether one seat is on turn or every seat
plans at once (a simultaneous round's planner).

A game draws its picker (`PickerCard`: text, controls, picture) from a draft of its own type and says what a click
means (`Show` the picker again with a draft, or `Play` an action); the shell does the rest: refusing a click from a
public message, a malformed component, a non-player, or a picker that no longer applies, each privately in the
clicker's language; answering a repeated click of a move already played; taking the game's lock, checking again
under it and committing through the committer (a move is stored before the player hears it is played); then, outside the
lock, drawing the picker again or closing it with what was played.

Drafts are kept where the game says: in the components' custom ids (the route's `arg`, with the phase and the game's
`version`), so a picker survives a restart and a stale or forged one changes nothing; or, for a draft that outgrows a
custom id, in the database with a version every component carries (`Pick.drafts`).
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

import discord

from bot.table.cards import TEXT_LIMIT, card, notice
from bot.table.clicks import ClickParts, Drafts
from bot.table.live_game import LiveGame
from bot.table.reading import read_button
from bot.table.refusals import ended
from bot.table.replies import files, tell
from bot.table.routes import Control, Route
from engine.core.errors import RuleError
from i18n.catalog import Catalog

PICK = "pick"
"""The kind of every component on an alternating-turn game's picker."""
ROW_LIMIT = 5
"""Buttons one action row holds."""

D = TypeVar("D")
"""A game's draft: what a person has chosen so far."""


@dataclass
class PickerCard:
    """What a game's picker shows: its text, rows of controls and the picture (an attachment's file) under it, or
    `kept`, the (filename, description) of the picture the message being edited already shows and keeps."""

    text: str
    rows: list[list[Control]] = field(default_factory=list)
    image: discord.File | None = None
    kept: tuple[str, str] | None = None


@dataclass(frozen=True)
class Show(Generic[D]):
    """The click only changes what the picker shows: draw it again with `draft` and `note`; `aside` is said in a
    private message of its own, the picker staying as it was (a double Submit, a plan refused)."""

    draft: D
    note: str | None = None
    aside: str | None = None


@dataclass(frozen=True)
class Play(Generic[D]):
    """The click is a move: commit `action` (and the actions in `then` after it, all or none); the picker then shows
    `draft` with `note` (or closes, see `PickerGame.played`)."""

    action: Any
    draft: D
    then: tuple[Any, ...] = ()
    note: str | None = None


Click = Show[D] | Play[D]


@dataclass(frozen=True)
class Pick:
    """A click on a picker, as the game reads it under the lock."""

    route: Route
    values: Sequence[str]
    lang: str
    """The clicker's."""
    message: discord.Message | None
    """The picker clicked."""
    drafts: Drafts


class PickerGame(Protocol[D]):
    """What a game tells the shell."""

    @property
    def key(self) -> str:
        """The game's registry key, its components' prefix."""
        ...

    @property
    def catalog(self) -> Catalog: ...

    @property
    def picker_kinds(self) -> Mapping[str, frozenset[str] | None]:
        """The kinds of the picker's components and the arguments each may carry (None: any)."""
        ...

    def accepts(self, route: Route) -> bool:
        """Whether `route` is one a picker of this game could carry."""
        ...

    def refusal(self, table: LiveGame, seat: int, route: Route, lang: str) -> str | None:
        """Why the seat's picker of `route` no longer applies (the game ended, the phase moved on, it is not their
        turn), or None."""
        ...

    def repeated(self, table: LiveGame, seat: int, route: Route, lang: str) -> str | None:
        """What to tell the seat about a click that repeats a move already played (a double click whose first one
        ended the phase): the picker the first click left stays. None: it is no such click."""
        ...

    async def opened(self, table: LiveGame, seat: int, drafts: Drafts) -> D:
        """The draft a newly opened picker shows."""
        ...

    async def choose(self, table: LiveGame, seat: int, pick: Pick) -> Click[D]:
        """What a click means in the game as it stands (read under the game's lock)."""
        ...

    def played(self, table: LiveGame, seat: int, action: Any, phase: int, lang: str) -> str | None:
        """Once `action` (played in `phase`) is committed: what closes the picker, or None to keep it open."""
        ...

    def failed(self, table: LiveGame, seat: int, error: RuleError, draft: D, lang: str) -> Show[D]:
        """What the picker shows when the engine refused the move of a `Play` whose draft was `draft`."""
        ...

    async def picker_card(self, table: LiveGame, seat: int, lang: str, draft: D) -> PickerCard:
        """The picker as the seat sees it, `draft` chosen so far."""
        ...


async def open_picker(
    game: PickerGame[D],
    interaction: discord.Interaction,
    table: LiveGame,
    seat: int,
    drafts: Drafts,
    recap: Callable[[], str | None] = lambda: None,
) -> None:
    """A new picker, privately, for a seat that is to act; it opens with what `recap` says (what happened since
    their last move, worked out once the click is acknowledged), which its next edit leaves out."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    draft = await game.opened(table, seat, drafts)
    message = await _message(game, table, seat, interaction.locale.value, draft, None, recap())
    await interaction.followup.send(view=message["view"], files=message.get("attachments", []), ephemeral=True)


async def on_pick(
    game: PickerGame[D],
    parts: ClickParts,
    interaction: discord.Interaction,
    route: Route,
    values: Sequence[str],
) -> None:
    """A click on a picker: refused privately, or deferred, committed under the lock and answered by an edit."""
    lang = interaction.locale.value
    if interaction.message is None or not interaction.message.flags.ephemeral or not game.accepts(route):
        await tell(interaction, game.catalog.text(lang, "unknown-component"))
        return
    table = await parts.games.table(route.table)
    seat = None if table is None else table.seat_of(interaction.user.id)
    if table is None or seat is None:
        await tell(
            interaction, ended(table, route.table, lang) or game.catalog.text(lang, "not-a-player", game=route.table)
        )
        return
    if await _no_longer_applies(game, interaction, table, seat, route):
        return
    await interaction.response.defer()
    pick = Pick(route, values, lang, interaction.message, parts.drafts)
    async with parts.games.lock(table.row.id):
        if await _no_longer_applies(game, interaction, table, seat, route):
            return  # the phase moved on while the click waited for the lock
        click = await game.choose(table, seat, pick)
        shown, closing = await _commit(game, parts, interaction, table, seat, click)
    if shown.aside is not None:
        await interaction.followup.send(shown.aside, ephemeral=True)
    if closing is not None:
        await interaction.edit_original_response(view=notice(closing), attachments=[])
        return
    await interaction.edit_original_response(**await _message(game, table, seat, lang, shown.draft, shown.note))


async def _commit(
    game: PickerGame[D],
    parts: ClickParts,
    interaction: discord.Interaction,
    table: LiveGame,
    seat: int,
    click: Click[D],
) -> tuple[Show[D], str | None]:
    """Commit a `Play` (hold the lock): what the picker shows next, and what closes it instead, if anything."""
    if isinstance(click, Show):
        return click, None
    lang, phase = interaction.locale.value, table.phase
    actions = (click.action, *click.then)
    try:
        await parts.commits.submit(table, [(action, "player", interaction.user.id) for action in actions])
    except RuleError as error:
        return game.failed(table, seat, error, click.draft, lang), None
    return Show(click.draft, click.note), game.played(table, seat, actions[-1], phase, lang)


async def _no_longer_applies(
    game: PickerGame[D], interaction: discord.Interaction, table: LiveGame, seat: int, route: Route
) -> bool:
    """Answer a click that repeats a played move, or whose picker no longer applies; True if it was one."""
    lang = interaction.locale.value
    repeated = game.repeated(table, seat, route, lang)
    if repeated is not None:
        if not interaction.response.is_done():
            await interaction.response.defer()
        await interaction.followup.send(repeated, ephemeral=True)
        return True
    refused = game.refusal(table, seat, route, lang)
    if refused is None:
        return False
    if interaction.response.is_done():
        await interaction.edit_original_response(view=notice(refused), attachments=[])
    else:
        await interaction.response.edit_message(view=notice(refused), attachments=[])
    return True


def turn_refusal(game: "TurnPicker", table: LiveGame, seat: int, phase: int, lang: str) -> str | None:
    """Why a picker of `phase` no longer applies to `seat` in a game of turns, or None."""
    refusal = ended(table, table.row.id, lang)
    if refusal is None and phase != table.phase:
        return game.catalog.text(lang, "picker-stale")
    on_turn = game.seat_on_turn(table)
    if refusal is None and on_turn != seat:
        return game.catalog.text(lang, "not-your-turn", who="—" if on_turn is None else game.seat_name(table, on_turn))
    return refusal


class TurnPicker(Protocol):
    @property
    def catalog(self) -> Catalog: ...

    def seat_on_turn(self, table: LiveGame) -> int | None: ...

    def seat_name(self, table: LiveGame, seat: int) -> str: ...


def with_read(rows: list[list[Control]], read: Control) -> list[list[Control]]:
    """The picker's rows with "Read the board" after its buttons: in their row where it fits, else a row of its
    own."""
    last = rows[-1] if rows else []
    if last and len(last) < ROW_LIMIT and all(isinstance(c, discord.ui.Button) for c in last):
        return [*rows[:-1], [*last, read]]
    return [*rows, [read]]


async def _message(
    game: PickerGame[D], table: LiveGame, seat: int, lang: str, draft: D, note: str | None, recap: str | None = None
) -> dict[str, Any]:
    shown = await game.picker_card(table, seat, lang, draft)
    parts = [part for part in (recap, shown.text, note) if part is not None]
    if recap is not None and len("\n".join(parts)) > TEXT_LIMIT:
        parts.remove(recap)  # the picker itself matters more
    text = "\n".join(parts)
    rows = with_read(shown.rows, read_button(game.key, table.row.id, lang))
    if shown.kept is not None and shown.image is None:
        return {"view": card(text, kept=shown.kept, rows=rows)}
    return {"view": card(text, image=shown.image, rows=rows), "attachments": files(shown.image)}
