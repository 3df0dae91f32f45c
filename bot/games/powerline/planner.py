"""The private planner: an ephemeral message per player offering only what the engine says is legal.

The draft lives in the database with a version number that every component carries, so a click from an
out-of-date window changes nothing, and reopening the planner continues where the player left off.
"""

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.games.powerline import images
from bot.games.powerline.catalog import say
from bot.games.powerline.engine_text import error_text, hint_text
from bot.games.powerline.narrate import DICE_EMOJI, dice_text
from bot.games.powerline.posts import KEY
from bot.games.powerline.refusals import refusal_for
from bot.table.cards import card, notice
from bot.table.live_game import LiveGame
from bot.table.reading import read_button
from bot.table.replies import files, tell
from bot.table.routes import Control, Route, button, select
from bot.table.thinking import ThinkingFailed, advise
from engine.core.codec import dumps, loads
from engine.core.errors import RuleError
from engine.powerline.ai import hint
from engine.powerline.game import POWERLINE
from engine.powerline.plan import ISLAND, Placement, Plan, SubmitPlan
from engine.powerline.planning import (
    NextStep,
    Spot,
    can_use_vacation,
    next_step,
    option_spots,
    plan_spots,
    worker_order,
)
from engine.powerline.rules import load_rules

if TYPE_CHECKING:
    from bot.table.host import TableHost
    from bot.table.module import GameModule

SELECT_LIMIT = 25
ROW_LIMIT = 5
"""Buttons one action row holds."""
ISLAND_VALUE = "island"


@dataclass(frozen=True)
class Draft:
    """A plan under construction: no start colour yet, or a start and the workers placed so far."""

    start: str | None = None
    placements: tuple[Placement, ...] = ()
    vacation: bool = False

    def plan(self) -> Plan | None:
        if self.start is None or not self.placements:
            return None
        return Plan(self.start, self.placements, self.vacation)

    def to_json(self) -> str:
        return dumps(self)

    @classmethod
    def from_json(cls, text: str) -> "Draft":
        return loads(cls, text)


def encode_placement(placement: Placement) -> str:
    if placement.is_island:
        return ISLAND_VALUE
    return f"{placement.line}.{placement.segment}{'.j' if placement.joker else ''}"


def decode_placement(value: str) -> Placement | None:
    if value == ISLAND_VALUE:
        return ISLAND
    parts = value.split(".")
    if len(parts) not in (2, 3) or not parts[1].isdigit() or (len(parts) == 3 and parts[2] != "j"):
        return None
    return Placement(parts[0], int(parts[1]), joker=len(parts) == 3)


def describe(placement: Placement, where: Spot | None, lang: str) -> str:
    """A placement as the planner names it: `where` is its `spot` (None for the island)."""
    if where is None:
        return say(lang, "spot-island")
    key = "spot-joker" if placement.joker else "spot-segment"
    return say(lang, key, line=where.line, origin=where.origin, position=where.position, needs=where.needs)


def _option(p: Placement, where: Spot | None, lang: str) -> discord.SelectOption:
    description: str | None = say(lang, "spot-island-help")
    if where is not None:
        description = say(lang, "spot-completes", vp=where.city_vp) if where.completes else None
    return discord.SelectOption(label=describe(p, where, lang), value=encode_placement(p), description=description)


def _shown_preview(message: discord.Message | None) -> str | None:
    """The description of the preview `message` already shows ("" if it came without one); None if it shows
    none."""
    found = [a for a in message.attachments if a.filename == images.PREVIEW] if message is not None else []
    return (found[0].description or "") if found else None


class Planner:
    actions = frozenset({"start-red", "start-black", "undo", "reset", "vacation", "hint", "hint-yes", "submit"})
    """What the planner's buttons may ask for."""

    # -- the draft in the database ---------------------------------------------------------------------
    async def load(self, host: "TableHost[GameModule]", table: LiveGame, seat: int) -> tuple[Draft, int]:
        """The stored draft and its version; a draft the rules no longer allow starts over."""
        row = await host.store.draft(table.row.id, seat, table.phase)
        if row is None:
            return Draft(), 0
        draft = Draft.from_json(row.body)
        if draft.start is not None:
            try:
                next_step(table.state, seat, draft.start, draft.placements)
            except RuleError:
                return Draft(), row.version
        return draft, row.version

    async def save(self, host: "TableHost[GameModule]", table: LiveGame, seat: int, draft: Draft, version: int) -> None:
        await host.store.save_draft(table.row.id, seat, table.phase, version, draft.to_json())

    # -- what the player sees --------------------------------------------------------------------------
    async def message(
        self,
        table: LiveGame,
        seat: int,
        draft: Draft,
        version: int,
        lang: str,
        note: str | None,
        offer_hint: bool = False,
        shown: str | None = None,
    ) -> dict[str, Any]:
        """The planner as its owner sees it, in their `lang`; `offer_hint`: a suggestion was shown, the hint
        button applies it; `shown`: the description of this draft's preview, which the message being edited
        already shows and keeps (an edit without attachments leaves them), so nothing is drawn or written again."""
        state = table.state
        player = state.players[seat]
        lines = [say(lang, "planner-header", round=state.round, dice=dice_text(state.dice), jokers=player.jokers)]
        game, round_ = table.row.id, state.round
        selects: list[Control] = []
        buttons: list[Control] = []

        def add_button(action: str, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
            buttons.append(button(Route(KEY, "plan", game, round_, version, action), say(lang, label), style))

        if draft.start is None:
            lines.append(say(lang, "planner-pick-start"))
            add_button("start-red", "button-start-red", discord.ButtonStyle.danger)
            add_button("start-black", "button-start-black", discord.ButtonStyle.primary)
        else:
            step = next_step(state, seat, draft.start, draft.placements)
            lines.extend(self._progress(table, seat, draft, step, lang))
            selects = self._selects(table, seat, draft, step, version, lang)
            add_button("undo", "button-undo")
            add_button("reset", "button-reset")
            plan = draft.plan()
            if plan is not None and (draft.vacation or can_use_vacation(state, seat, plan)):
                add_button("vacation", "button-vacation-off" if draft.vacation else "button-vacation-on")
            if step.can_stop:
                add_button("submit", "button-submit", discord.ButtonStyle.success)
        if offer_hint:
            add_button("hint-yes", "button-hint-use", discord.ButtonStyle.primary)
        else:
            add_button("hint", "button-hint")
        submitted = state.plans[seat]
        if submitted is not None:
            lines.append(say(lang, "planner-submitted" if submitted == draft.plan() else "planner-submitted-differs"))
        if note:
            lines.append(note)
        read = read_button(KEY, game, lang)
        last = [[*buttons, read]] if len(buttons) < ROW_LIMIT else [buttons, [read]]
        rows = [*([s] for s in selects), *last]
        if shown is not None and draft.start is not None:
            return {"view": card("\n".join(lines), kept=(images.PREVIEW, shown), rows=rows)}
        image = None
        if draft.start is not None:
            image = await images.preview(state, seat, draft.start, draft.placements, table.names, lang=lang)
        view = card("\n".join(lines), image=image, rows=rows)
        return {"view": view, "attachments": files(image)}

    def _progress(self, table: LiveGame, seat: int, draft: Draft, step: NextStep, lang: str) -> list[str]:
        rules = load_rules()
        start = draft.start or ""
        order = worker_order(rules, start) if start else ()
        spots = plan_spots(table.state, seat, start, draft.placements)
        steps = [
            f"{DICE_EMOJI[rules.workers[order[i]]]} {describe(p, where, lang)}"
            for i, (p, where) in enumerate(zip(draft.placements, spots, strict=True))
        ]
        lines = [say(lang, "planner-so-far", steps=", ".join(steps) or say(lang, "planner-nothing-yet"))]
        if step.worker is None:
            lines.append(say(lang, "planner-all-placed"))
        else:
            die = table.state.dice[rules.workers.index(step.worker)]
            lines.append(say(lang, "planner-next", worker=say(lang, f"worker-{step.worker}"), die=die))
        if step.can_stop and step.worker is not None:
            lines.append(say(lang, "planner-can-submit"))
        if draft.vacation:
            lines.append(say(lang, "planner-vacation"))
        return lines

    def _selects(
        self, table: LiveGame, seat: int, draft: Draft, step: NextStep, version: int, lang: str
    ) -> list[Control]:
        """The next worker's legal spots, in pages of what one select can hold."""
        if not step.options or step.worker is None:
            return []
        spots = option_spots(table.state, seat, draft.start or "", draft.placements, step.options)
        options = [_option(p, where, lang) for p, where in zip(step.options, spots, strict=True)]
        pages = [options[i : i + SELECT_LIMIT] for i in range(0, len(options), SELECT_LIMIT)][:4]
        worker = say(lang, f"worker-{step.worker}")
        controls = []
        for page, chunk in enumerate(pages):
            placeholder = (
                say(lang, "pick-placement", worker=worker)
                if page == 0
                else say(lang, "pick-placement-more", worker=worker, page=page + 1)
            )
            route = Route(KEY, "place", table.row.id, table.state.round, version, str(page))
            controls.append(select(route, chunk, placeholder))
        return controls

    # -- opening ---------------------------------------------------------------------------------------
    async def open(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, table: LiveGame, seat: int
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        draft, version = await self.load(host, table, seat)
        message = await self.message(table, seat, draft, version, interaction.locale.value, None)
        await interaction.followup.send(view=message["view"], files=message["attachments"], ephemeral=True)

    # -- clicks ----------------------------------------------------------------------------------------
    async def on_component(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        lang = interaction.locale.value
        if interaction.message is None or not interaction.message.flags.ephemeral:
            # a planner only ever lives in a private card
            await tell(interaction, say(lang, "unknown-component"))
            return
        table = await host.games.table(route.table)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if await self._no_longer_applies(interaction, table, seat, route) or table is None:
            return
        if seat is None:
            await tell(interaction, say(lang, "not-a-player", game=route.table))
            return
        await interaction.response.defer()
        async with host.games.lock(route.table):
            if await self._no_longer_applies(interaction, table, seat, route):
                return  # the round moved on while the click waited for the lock
            draft, version = await self.load(host, table, seat)
            note: str | None = None
            submitted = offer_hint = False
            if route.version != version:
                note = say(lang, "planner-out-of-date")
            elif route.arg == "submit":
                note, submitted = await self._submit(host, interaction, table, seat, draft)
            else:
                changed, note, offer_hint = await self._change(table, seat, draft, route, values, lang)
                if changed != draft:
                    version += 1
                    await self.save(host, table, seat, changed, version)
                    draft = changed
            round_over = submitted and table.phase != route.phase
        if round_over:
            done = say(lang, "planner-round-done")
            message: dict[str, Any] = {"view": notice(f"{note}\n{done}"), "attachments": []}
        else:
            shown = _shown_preview(interaction.message) if route.version == version else None
            message = await self.message(table, seat, draft, version, lang, note, offer_hint, shown)
        await interaction.edit_original_response(**message)

    async def _no_longer_applies(
        self, interaction: discord.Interaction, table: LiveGame | None, seat: int | None, route: Route
    ) -> bool:
        """Answer a click whose round or game is over (a late Submit keeps its confirmation); True if it was."""
        if table is not None and seat is not None and self._built_own_plan(table, seat, route):
            await self._late_submit(interaction, route.phase)
            return True
        refusal = self._refusal(table, route, interaction.locale.value)
        if refusal is None:
            return False
        if interaction.response.is_done():
            await interaction.edit_original_response(view=notice(refusal), attachments=[])
        else:
            await interaction.response.edit_message(view=notice(refusal), attachments=[])
        return True

    @staticmethod
    def _refusal(table: LiveGame | None, route: Route, locale: str) -> str | None:
        """Why a planner window of `route`'s round no longer applies, worded for the planner."""
        if table is not None and table.over:
            return say(locale, "planner-game-over")
        if table is not None and table.row.status == "running" and route.phase != table.phase:
            return say(locale, "planner-stale", old=route.phase)
        return refusal_for(table, route.phase, route.table, locale)

    @staticmethod
    def _built_own_plan(table: LiveGame, seat: int, route: Route) -> bool:
        """A Submit from a round that was built with the plan this player submitted (a double click)."""
        played_for = table.computer_played.get(route.phase, [])
        return route.arg == "submit" and route.phase < table.phase and seat not in played_for

    @staticmethod
    async def _late_submit(interaction: discord.Interaction, round_: int) -> None:
        """The confirmation the first click left stays; the clicker hears privately why nothing changed."""
        if not interaction.response.is_done():
            await interaction.response.defer()
        text = say(interaction.locale.value, "planner-already-built", round=round_)
        await interaction.followup.send(text, ephemeral=True)

    async def _change(
        self, table: LiveGame, seat: int, draft: Draft, route: Route, values: Sequence[str], lang: str
    ) -> tuple[Draft, str | None, bool]:
        """The draft after one click (the same draft if the click no longer applies), a note, and whether a
        suggestion waits to be applied."""
        state = table.state
        action = route.arg
        if route.kind == "place":
            placement = decode_placement(values[0]) if len(values) == 1 else None
            if draft.start is None or placement is None:
                return draft, say(lang, "choice-gone"), False
            if placement not in next_step(state, seat, draft.start, draft.placements).options:
                return draft, say(lang, "choice-gone"), False
            changed = replace(draft, placements=(*draft.placements, placement))
        elif action in ("start-red", "start-black"):
            if draft.start is not None:
                return draft, None, False
            changed = Draft(start=action.removeprefix("start-"))
        elif action == "undo":
            changed = replace(draft, placements=draft.placements[:-1]) if draft.placements else Draft()
        elif action == "reset":
            changed = Draft()
        elif action == "vacation":
            changed = replace(draft, vacation=not draft.vacation)
        else:
            try:
                advice = await advise(hint, POWERLINE.player_view(state, seat), seat)
            except ThinkingFailed:
                return draft, say(lang, "planner-hint-failed"), False
            note = say(lang, "planner-hint", reason=hint_text(advice.reason, lang))
            suggested = advice.plan
            if action == "hint" and draft.placements and draft.plan() != suggested:
                return draft, f"{note}\n{say(lang, 'planner-hint-ask')}", True
            return Draft(suggested.start, suggested.placements, suggested.vacation), note, False
        plan = changed.plan()
        if changed.vacation and (plan is None or not can_use_vacation(state, seat, plan)):
            changed = replace(changed, vacation=False)
        return changed, None, False

    async def _submit(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, table: LiveGame, seat: int, draft: Draft
    ) -> tuple[str | None, bool]:
        """Commit the plan (it is stored before the player hears it is in); returns a note and success."""
        plan = draft.plan()
        round_ = table.state.round
        lang = interaction.locale.value
        if plan is None:
            return None, False
        if table.state.plans[seat] == plan:
            await interaction.followup.send(say(lang, "already-submitted", round=round_), ephemeral=True)
            return None, False
        try:
            await host.commits.submit(table, [(SubmitPlan(seat, round_, plan), "player", interaction.user.id)])
        except RuleError as error:
            await interaction.followup.send(error_text(error, lang), ephemeral=True)
            return None, False
        return say(lang, "submitted-ok", round=round_), True
