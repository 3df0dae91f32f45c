"""Powerline's planner: the table's private picker (`bot.table.picker`) for a round's secret plan, offering only
what the engine says is legal.

A plan outgrows a custom id, so its draft lives in the database with a version number that every component carries:
a click from an out-of-date window changes nothing, and reopening the planner continues where the player left off.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.games.powerline import images
from bot.games.powerline.catalog import CATALOG, say
from bot.games.powerline.engine_text import error_text, hint_text
from bot.games.powerline.narrate import DICE_EMOJI, dice_text
from bot.table.clicks import Drafts
from bot.table.live_game import LiveGame
from bot.table.picker import Click, Pick, PickerCard, Play, Show
from bot.table.refusals import ended
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
from engine.powerline.registration import REGISTRATION
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from i18n.catalog import Catalog

SELECT_LIMIT = 25
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


@dataclass(frozen=True)
class Planned:
    """The planner's draft as the picker's shell carries it from a click to the planner drawn again: the plan under
    construction, the version it is stored with, whether a suggestion waits to be applied, and the description of
    the preview the clicked message already shows and keeps (None: draw it)."""

    draft: Draft
    version: int
    offer_hint: bool = False
    shown: str | None = None


class Planner:
    """Powerline's side of the picker (`bot.table.picker.PickerGame[Planned]`): the shell checks, locks, commits and
    answers; this says what a click on the planner means and draws it."""

    key = REGISTRATION.name
    picker_kinds: Mapping[str, frozenset[str] | None] = {
        "plan": frozenset({"start-red", "start-black", "undo", "reset", "vacation", "hint", "hint-yes", "submit"}),
        "place": frozenset({"0", "1", "2", "3"}),
    }
    """What the planner's buttons may ask for, and its pages of spots."""

    @property
    def catalog(self) -> Catalog:
        return CATALOG

    # -- the draft in the database ---------------------------------------------------------------------
    @staticmethod
    async def load(drafts: Drafts, table: LiveGame[PowerlineState], seat: int) -> tuple[Draft, int]:
        """The stored draft and its version; a draft the rules no longer allow starts over."""
        row = await drafts.draft(table.row.id, seat, table.phase)
        if row is None:
            return Draft(), 0
        draft = Draft.from_json(row.body)
        if draft.start is not None:
            try:
                next_step(table.state, seat, draft.start, draft.placements)
            except RuleError:
                return Draft(), row.version
        return draft, row.version

    # -- what the shell asks ---------------------------------------------------------------------------
    def accepts(self, route: Route) -> bool:
        """Its routes' arguments are checked by the router (`PowerlineModule.components`)."""
        return route.kind in ("plan", "place")

    def refusal(self, table: LiveGame[PowerlineState], seat: int, route: Route, lang: str) -> str | None:
        """Why a planner window of `route`'s round no longer applies, worded for the planner."""
        if table.over:
            return say(lang, "planner-game-over")
        if table.row.status == "running" and route.phase != table.phase:
            return say(lang, "planner-stale", old=route.phase)
        stale = route.phase != table.phase
        return ended(table, route.table, lang) or (
            say(lang, "stale-round", old=route.phase, game=route.table, now=table.phase) if stale else None
        )

    def repeated(self, table: LiveGame[PowerlineState], seat: int, route: Route, lang: str) -> str | None:
        """A Submit from a round that was built with the plan this player submitted (a double click): the
        confirmation the first click left stays."""
        played_for = table.computer_played.get(route.phase, [])
        if route.arg == "submit" and route.phase < table.phase and seat not in played_for:
            return say(lang, "planner-already-built", round=route.phase)
        return None

    async def opened(self, table: LiveGame[PowerlineState], seat: int, drafts: Drafts) -> Planned:
        return Planned(*await self.load(drafts, table, seat))

    async def choose(self, table: LiveGame[PowerlineState], seat: int, pick: Pick) -> Click[Planned]:
        route, lang = pick.route, pick.lang
        draft, version = await self.load(pick.drafts, table, seat)
        if route.version != version:
            return Show(Planned(draft, version), say(lang, "planner-out-of-date"))
        kept = _shown_preview(pick.message)
        if route.arg == "submit":
            return self._submit(table, seat, Planned(draft, version, shown=kept), lang)
        changed, note, offer_hint = await self._change(table, seat, draft, route, pick.values, lang)
        if changed == draft:
            return Show(Planned(draft, version, offer_hint, kept), note)
        await pick.drafts.save_draft(table.row.id, seat, table.phase, version + 1, changed.to_json())
        return Show(Planned(changed, version + 1, offer_hint), note)

    def played(self, table: LiveGame[PowerlineState], seat: int, action: Any, phase: int, lang: str) -> str | None:
        """The planner stays open for changes until the round is built; then it says so."""
        if table.phase == phase:
            return None
        return f"{say(lang, 'submitted-ok', round=phase)}\n{say(lang, 'planner-round-done')}"

    def failed(
        self, table: LiveGame[PowerlineState], seat: int, error: RuleError, draft: Planned, lang: str
    ) -> Show[Planned]:
        return Show(draft, aside=error_text(error, lang))

    def _submit(self, table: LiveGame[PowerlineState], seat: int, current: Planned, lang: str) -> Click[Planned]:
        """The plan to commit (it is stored before the player hears it is in), or why nothing is."""
        plan = current.draft.plan()
        round_ = table.state.round
        if plan is None:
            return Show(current)
        if table.state.plans[seat] == plan:
            return Show(current, aside=say(lang, "already-submitted", round=round_))
        return Play(SubmitPlan(seat, round_, plan), current, note=say(lang, "submitted-ok", round=round_))

    # -- what the player sees --------------------------------------------------------------------------
    async def picker_card(self, table: LiveGame[PowerlineState], seat: int, lang: str, planned: Planned) -> PickerCard:
        """The planner as its owner sees it, in their `lang`; `planned.offer_hint`: a suggestion was shown, the hint
        button applies it; `planned.shown`: the description of this draft's preview, which the message being edited
        already shows and keeps (an edit without attachments leaves them), so nothing is drawn or written again."""
        state, draft, version = table.state, planned.draft, planned.version
        player = state.players[seat]
        lines = [say(lang, "planner-header", round=state.round, dice=dice_text(state.dice), jokers=player.jokers)]
        selects: list[Control] = []
        buttons: list[Control] = []

        def add_button(action: str, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
            route = Route(self.key, "plan", table.row.id, state.round, version, action)
            buttons.append(button(route, say(lang, label), style))

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
        if planned.offer_hint:
            add_button("hint-yes", "button-hint-use", discord.ButtonStyle.primary)
        else:
            add_button("hint", "button-hint")
        submitted = state.plans[seat]
        if submitted is not None:
            lines.append(say(lang, "planner-submitted" if submitted == draft.plan() else "planner-submitted-differs"))
        rows = [*([s] for s in selects), buttons]
        if draft.start is None:
            return PickerCard("\n".join(lines), rows)
        if planned.shown is not None:
            return PickerCard("\n".join(lines), rows, kept=(images.PREVIEW, planned.shown))
        image = await images.preview(state, seat, draft.start, draft.placements, table.seat_names, lang=lang)
        return PickerCard("\n".join(lines), rows, image)

    def _progress(
        self, table: LiveGame[PowerlineState], seat: int, draft: Draft, step: NextStep, lang: str
    ) -> list[str]:
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
        self, table: LiveGame[PowerlineState], seat: int, draft: Draft, step: NextStep, version: int, lang: str
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
            route = Route(self.key, "place", table.row.id, table.state.round, version, str(page))
            controls.append(select(route, chunk, placeholder))
        return controls

    async def _change(
        self, table: LiveGame[PowerlineState], seat: int, draft: Draft, route: Route, values: Sequence[str], lang: str
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
