"""The private turn picker: the pending decision's options one step at a time, with Undo and Confirm.

The picker keeps no draft: each choice is an engine action committed through the table host as it is made, so a
half-built turn survives a restart and any new picker shows it, while the channel sees nothing until the turn is
confirmed. Every component carries the turn and the number of choices made so far (the route's version), so a
click from an outdated window changes nothing.
"""

import re
from collections.abc import Sequence
from dataclasses import replace
from math import ceil
from typing import TYPE_CHECKING, Any

import discord

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.history import played
from bot.games.barrage.narration import joined, lines, turn_lines
from bot.games.barrage.words import (
    MAP_KINDS,
    decision_prompt,
    error_text,
    option_help,
    option_text,
    seat_company,
    seat_names,
    supply_text,
)
from bot.table.cards import card, notice
from bot.table.refusals import ended
from bot.table.replies import files
from bot.table.routes import Control, Route, button, select
from bot.table.table import Table
from bot.table.turns import picker_seat
from engine.barrage.actions import Action, Choose, Confirm, Undo
from engine.barrage.events import Produced
from engine.barrage.game import resolution
from engine.barrage.produce import NONE
from engine.barrage.rules import load_rules
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision, Resolution
from engine.core.errors import RuleError

if TYPE_CHECKING:
    from bot.table.host import TableHost

KEY = "barrage"
BUTTONS = 5
"""Up to this many options are buttons (one row); more are a select menu."""
BUTTON_LABEL = 80
PAGE = 25
"""Options per page of a select menu, Discord's limit."""
OPTION_TEXT = 100
_ARG = re.compile(r"c(?P<choice>\d{1,3})|s|p(?P<page>\d{1,2})|undo|confirm")
"""A button's option (its index), the select (the index in its value), a page of the select, undo, confirm."""
_INDEX = re.compile(r"[0-9]{1,9}")
"""An option's index as a button or the select's value carries it: plain digits (`str.isdigit` passes "²")."""


def _route(table: Table, arg: str) -> Route:
    state: BarrageState = table.state
    return Route(KEY, "pick", table.row.id, state.turn, len(state.pending), arg)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Picker:
    async def open(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.message(table, seat, interaction.locale.value)
        await interaction.followup.send(view=message["view"], files=message["files"], ephemeral=True)

    async def message(
        self, table: Table, seat: int, lang: str, page: int = 0, note: str | None = None
    ) -> dict[str, Any]:
        """The picker as the player on turn sees it: the turn so far, then the pending decision's options (on the
        map, lettered, for a decision about map spots) or, once the turn is complete, what confirming plays."""
        state: BarrageState = table.state
        now = resolution(state)
        said = [self._header(state, now, seat, lang)]
        if state.pending and now.decision is not None:
            said.append(say(lang, "picker-so-far", choices=joined(self._chosen(state, lang), lang)))
        undo = button(_route(table, "undo"), say(lang, "button-undo"))
        rows: list[list[Control]] = []
        image = None
        if now.decision is None:
            told = "\n".join(lines(now.events, seat_names(table), lang, seat))
            said.append(say(lang, "picker-complete", turn=told))
            confirm = button(_route(table, "confirm"), say(lang, "button-confirm"), discord.ButtonStyle.success)
            rows.append([undo, confirm])
        else:
            decision = now.decision
            said.append(decision_prompt(decision, now.events, lang))
            letters: dict[str, str] = {}
            if decision.kind in MAP_KINDS:
                spots = [o for o in decision.options if o != NONE]
                letters = images.spot_labels(spots)
                image = await images.map_image(
                    now.state, seat_names(table), lang=lang, filename="choice.png", highlight=spots
                )
            rows += self._options(table, decision, now, letters, lang, page)
            if state.pending:
                rows.append([undo])
        if note:
            said.append(note)
        view = card("\n".join(said), image=None if image is None else image.filename, rows=rows)
        return {"view": view, "files": files(image)}

    @staticmethod
    def _header(state: BarrageState, now: Resolution, seat: int, lang: str) -> str:
        if state.step == "setup":
            return say(lang, "picker-header-setup")
        if state.step == "income":
            return say(lang, "picker-header-income", round=state.round)
        rounds = load_rules().scoring.rounds
        company, supply = seat_company(state, seat, lang), supply_text(now.state, seat, lang)
        return say(lang, "picker-header", round=state.round, rounds=rounds, company=company, supply=supply)

    @staticmethod
    def _chosen(state: BarrageState, lang: str) -> list[str]:
        """The choices made so far, each worded by the decision it answered."""
        worded = []
        for made in range(len(state.pending)):
            before = resolution(replace(state, pending=state.pending[:made]))
            assert before.decision is not None, "every choice answered a decision"
            worded.append(option_text(before.decision, state.pending[made], before.state, lang, None))
        return worded

    def _options(
        self, table: Table, decision: Decision, now: Resolution, letters: dict[str, str], lang: str, page: int
    ) -> list[list[Control]]:
        """Buttons for a few short options, else a select menu of 25 a page with Previous and Next."""
        state: BarrageState = table.state
        options = decision.options
        if decision.kind == "drops":
            texts = [say(lang, "option-drops-energy", count=int(o), energy=self._energy(state, o)) for o in options]
        else:
            texts = [option_text(decision, o, now.state, lang, letters) for o in options]
        if len(options) <= BUTTONS and all(len(t) <= BUTTON_LABEL for t in texts):
            return [[button(_route(table, f"c{i}"), t) for i, t in enumerate(texts)]]
        pages = ceil(len(options) / PAGE)
        page = min(page, pages - 1)
        shown = range(page * PAGE, min(len(options), (page + 1) * PAGE))
        choices = []
        for i in shown:
            described = option_help(decision, options[i], now.state, seat_names(table), lang)
            choices.append(
                discord.SelectOption(
                    label=_clip(texts[i], OPTION_TEXT),
                    value=str(i),
                    description=None if described is None else _clip(described, OPTION_TEXT),
                )
            )
        placeholder = say(lang, "pick-option") if pages == 1 else say(lang, "pick-page", page=page + 1, pages=pages)
        rows: list[list[Control]] = [[select(_route(table, "s"), choices, placeholder)]]
        paging = []
        if page > 0:
            paging.append(button(_route(table, f"p{page - 1}"), say(lang, "button-previous")))
        if page < pages - 1:
            paging.append(button(_route(table, f"p{page + 1}"), say(lang, "button-next")))
        if paging:
            rows.append(paging)
        return rows

    @staticmethod
    def _energy(state: BarrageState, drops: str) -> int:
        """The energy a drops option would produce: the turn resolved with it."""
        events = resolution(replace(state, pending=(*state.pending, drops))).events
        return next(e.energy for e in reversed(events) if isinstance(e, Produced))

    async def on_component(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        lang = interaction.locale.value
        arg = _ARG.fullmatch(route.arg)
        found = await picker_seat(
            host,
            interaction,
            route,
            well_formed=arg is not None,
            say=say,
            gone=lambda table: ended(table, route.table, lang),
            refusal=lambda table, seat: self._refusal(table, seat, route, lang),
        )
        if found is None or arg is None:
            return
        table, seat = found
        if arg["page"] is not None:
            message = await self.message(table, seat, lang, int(arg["page"]))
        else:
            message = await self._act(host, interaction, table, seat, route, values)
        message["attachments"] = message.pop("files", [])
        await interaction.edit_original_response(**message)

    @staticmethod
    def _refusal(table: Table, seat: int, route: Route, lang: str) -> str | None:
        refusal = ended(table, table.row.id, lang)
        if refusal is None and route.phase != table.phase:
            return say(lang, "picker-stale")
        current = table.state.current
        if refusal is None and current != seat:
            return say(lang, "not-your-turn", who=seat_names(table)[current])
        return refusal

    async def _act(
        self,
        host: "TableHost",
        interaction: discord.Interaction,
        table: Table,
        seat: int,
        route: Route,
        values: Sequence[str],
    ) -> dict[str, Any]:
        """Commit the click's action under the game's lock (it is stored before the player sees its result)."""
        lang = interaction.locale.value
        note = None
        async with host.lock(table.row.id):
            if table.phase != route.phase or table.state.current != seat:
                return {"view": notice(say(lang, "picker-stale"))}
            action = self._action(table.state, seat, route.arg, values)
            if route.version != len(table.state.pending):
                note = say(lang, "picker-moved")
            elif action is None:
                note = say(lang, "choice-gone")
            else:
                try:
                    await host.submit(table, [(action, "player", interaction.user.id)])
                except RuleError as error:
                    note = error_text(error, lang)
                else:
                    if isinstance(action, Confirm):
                        told = "\n".join(turn_lines(played(table, route.phase), seat_names(table), lang))
                        return {"view": notice(say(lang, "turn-played", turn=told))}
        return await self.message(table, seat, lang, note=note)

    @staticmethod
    def _action(state: BarrageState, seat: int, arg: str, values: Sequence[str]) -> Action | None:
        """The engine action a click stands for; None if its option is not one of the pending decision's."""
        if arg == "undo":
            return Undo(seat, state.turn)
        if arg == "confirm":
            return Confirm(seat, state.turn)
        index = arg[1:] if arg.startswith("c") else values[0] if len(values) == 1 else ""
        decision = resolution(state).decision
        if decision is None or _INDEX.fullmatch(index) is None or int(index) >= len(decision.options):
            return None
        return Choose(seat, state.turn, decision.options[int(index)])
