"""The turn card of a game where one seat is on turn: its "Take my turn" and "Status" buttons, and what a click on
them does: a refusal in the clicker's language (the game is over, the card is stale, not a player, not their turn)
or the game's private picker."""

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.table.cards import notice
from bot.table.refusals import ended
from bot.table.replies import tell
from bot.table.routes import Control, Route, button
from bot.table.table import Table

if TYPE_CHECKING:
    from bot.table.host import TableHost

Say = Callable[..., str]


def turn_buttons(game: str, table: Table, say: Say, lang: str) -> list[Control]:
    def route(arg: str) -> Route:
        return Route(game, "turn", table.row.id, table.phase, 0, arg)

    return [
        button(route("take"), say(lang, "button-take"), discord.ButtonStyle.primary),
        button(route("status"), say(lang, "button-status")),
    ]


async def answer_turn_button(
    host: "TableHost",
    interaction: discord.Interaction,
    route: Route,
    *,
    say: Say,
    status: Callable[[Table, str], str],
    stale: Callable[[Table, Route, str], str],
    names: Callable[[Table], Sequence[str]],
    open_picker: Callable[[discord.Interaction, Table, int], Awaitable[None]],
) -> None:
    """`status` words the game for the clicker, `stale` refuses a card of an earlier turn, `names` names the seats."""
    lang = interaction.locale.value
    table = await host.table(route.table)
    if route.arg == "status" and table is not None:
        await tell(interaction, status(table, lang))
        return
    refusal = ended(table, route.table, lang)
    if refusal is None and table is not None and route.phase != table.phase:
        refusal = stale(table, route, lang)
    if refusal or table is None:
        await tell(interaction, refusal or say(lang, "no-such-game"))
        return
    seat = table.seat_of(interaction.user.id)
    on_turn = next(iter(table.rules.active_seats(table.state)), None)
    if seat is None:
        await tell(interaction, say(lang, "not-a-player", game=route.table))
    elif on_turn != seat:
        await tell(interaction, say(lang, "not-your-turn", who="—" if on_turn is None else names(table)[on_turn]))
    else:
        await open_picker(interaction, table, seat)


async def picker_seat(
    host: "TableHost",
    interaction: discord.Interaction,
    route: Route,
    *,
    well_formed: bool,
    say: Say,
    gone: Callable[[Table | None], str | None],
    refusal: Callable[[Table, int], str | None],
) -> tuple[Table, int] | None:
    """A click in a player's private picker: the table and the clicker's seat, the click deferred; or None once the
    clicker has been answered (a malformed or public component, a game gone or not theirs (`gone` words why), or
    `refusal`, which replaces the picker with its reason)."""
    lang = interaction.locale.value
    if interaction.message is None or not interaction.message.flags.ephemeral or not well_formed:
        await tell(interaction, say(lang, "unknown-component"))
        return None
    table = await host.table(route.table)
    seat = None if table is None else table.seat_of(interaction.user.id)
    if table is None or seat is None:
        await tell(interaction, gone(table) or say(lang, "not-a-player", game=route.table))
        return None
    refused = refusal(table, seat)
    if refused is not None:
        await interaction.response.edit_message(view=notice(refused), attachments=[])
        return None
    await interaction.response.defer()
    return table, seat
