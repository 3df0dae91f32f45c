"""The private planner: an ephemeral message per player offering only what the engine says is legal.

The draft lives in the database with a version number that every component carries, so a click from an
out-of-date window changes nothing, and reopening the planner continues where the player left off.
"""

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.powerline import images, strings
from bot.powerline.host import Entry, PowerlineHost, refusal_for
from bot.powerline.narrate import dice_text
from bot.powerline.replies import files, tell
from bot.powerline.routes import Route, RouteButton, RouteSelect
from bot.powerline.table import Table
from engine.core.codec import from_jsonable, to_jsonable
from engine.core.errors import RuleError
from engine.powerline.ai import hint
from engine.powerline.game import POWERLINE
from engine.powerline.plan import ISLAND, Placement, Plan, SubmitPlan
from engine.powerline.planning import NextStep, can_use_vacation, next_step, spot, worker_order
from engine.powerline.rules import load_rules

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
        return json.dumps(to_jsonable(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Draft":
        return from_jsonable(cls, json.loads(text))


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


def describe(table: Table, seat: int, start: str, before: Sequence[Placement], placement: Placement) -> str:
    if placement.is_island:
        return strings.ISLAND
    where = spot(table.state, seat, start, tuple(before), placement)
    template = strings.JOKER_SEGMENT if placement.joker else strings.SEGMENT
    return template.format(line=where.line, origin=where.origin, position=where.position, needs=where.needs)


def _option(table: Table, seat: int, start: str, before: Sequence[Placement], p: Placement) -> discord.SelectOption:
    description = strings.ISLAND_HELP
    if not p.is_island:
        where = spot(table.state, seat, start, tuple(before), p)
        description = strings.SEGMENT_HELP.format(vp=where.city_vp) if where.completes else None
    return discord.SelectOption(
        label=describe(table, seat, start, before, p), value=encode_placement(p), description=description
    )


class Planner:
    def __init__(self, host: PowerlineHost) -> None:
        self.host = host
        host.handlers["plan"] = self.on_component
        host.handlers["place"] = self.on_component

    # -- the draft in the database ---------------------------------------------------------------------
    async def load(self, table: Table, seat: int) -> tuple[Draft, int]:
        """The stored draft and its version; a draft the rules no longer allow starts over."""
        row = await self.host.store.draft(table.row.id, seat, table.state.round)
        if row is None:
            return Draft(), 0
        draft = Draft.from_json(row.body)
        if draft.start is not None:
            try:
                next_step(table.state, seat, draft.start, draft.placements)
            except RuleError:
                return Draft(), row.version
        return draft, row.version

    async def save(self, table: Table, seat: int, draft: Draft, version: int) -> None:
        await self.host.store.save_draft(table.row.id, seat, table.state.round, version, draft.to_json())

    # -- what the player sees --------------------------------------------------------------------------
    async def message(self, table: Table, seat: int, draft: Draft, version: int, note: str | None) -> dict[str, Any]:
        state = table.state
        player = state.players[seat]
        lines = [strings.PLANNER_HEADER.format(round=state.round, dice=dice_text(state.dice), jokers=player.jokers)]
        view = discord.ui.View(timeout=None)
        game, round_ = table.row.id, state.round

        def button(action: str, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
            view.add_item(RouteButton(Route("plan", game, round_, version, action), label, style, row=4))

        if draft.start is None:
            lines.append(strings.PLANNER_PICK_START)
            button("start-red", strings.START_RED, discord.ButtonStyle.danger)
            button("start-black", strings.START_BLACK, discord.ButtonStyle.primary)
        else:
            step = next_step(state, seat, draft.start, draft.placements)
            lines.extend(self._progress(table, seat, draft, step))
            self._add_selects(view, table, seat, draft, step, version)
            button("undo", strings.UNDO)
            button("reset", strings.RESET)
            plan = draft.plan()
            if plan is not None and (draft.vacation or can_use_vacation(state, seat, plan)):
                button("vacation", strings.VACATION_OFF if draft.vacation else strings.VACATION_ON)
            if step.can_stop:
                button("submit", strings.SUBMIT, discord.ButtonStyle.success)
        button("hint", strings.HINT)
        submitted = state.plans[seat]
        if submitted is not None:
            lines.append(strings.PLANNER_SUBMITTED if submitted == draft.plan() else strings.PLANNER_SUBMITTED_DIFFERS)
        if note:
            lines.append(note)
        image = None
        if draft.start is not None:
            image = await images.preview(state, seat, draft.start, draft.placements, table.names)
        return {"content": "\n".join(lines), "view": view, "files": files(image)}

    def _progress(self, table: Table, seat: int, draft: Draft, step: NextStep) -> list[str]:
        rules = load_rules()
        start = draft.start or ""
        order = worker_order(rules, start) if start else ()
        steps = [
            f"{strings.DICE_EMOJI[rules.workers[order[i]]]} {describe(table, seat, start, draft.placements[:i], p)}"
            for i, p in enumerate(draft.placements)
        ]
        lines = [strings.PLANNER_SO_FAR.format(steps=", ".join(steps) or "—")]
        if step.worker is None:
            lines.append(strings.PLANNER_ALL_PLACED)
        else:
            die = table.state.dice[rules.workers.index(step.worker)]
            lines.append(strings.PLANNER_NEXT.format(worker=step.worker, die=die))
        if step.can_stop and step.worker is not None:
            lines.append(strings.PLANNER_CAN_SUBMIT)
        if draft.vacation:
            lines.append(strings.PLANNER_VACATION)
        return lines

    def _add_selects(
        self, view: discord.ui.View, table: Table, seat: int, draft: Draft, step: NextStep, version: int
    ) -> None:
        if not step.options or step.worker is None:
            return
        options = [_option(table, seat, draft.start or "", draft.placements, p) for p in step.options]
        pages = [options[i : i + SELECT_LIMIT] for i in range(0, len(options), SELECT_LIMIT)][:4]
        for page, chunk in enumerate(pages):
            placeholder = (
                strings.PICK_PLACEMENT.format(worker=step.worker)
                if page == 0
                else strings.PICK_PLACEMENT_MORE.format(worker=step.worker, page=page + 1)
            )
            route = Route("place", table.row.id, table.state.round, version, str(page))
            view.add_item(RouteSelect(route, chunk, placeholder, row=page))

    # -- opening ---------------------------------------------------------------------------------------
    async def open(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        draft, version = await self.load(table, seat)
        message = await self.message(table, seat, draft, version, None)
        await interaction.followup.send(
            message["content"], view=message["view"], files=message["files"], ephemeral=True
        )

    # -- clicks ----------------------------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        table = await self.host.table(route.game)
        refusal = refusal_for(table, route.round, route.game)
        if table is not None and table.state.finished:
            refusal = strings.PLANNER_GAME_OVER
        elif table is not None and refusal and route.round != table.state.round:
            refusal = strings.PLANNER_STALE.format(old=route.round)
        if refusal or table is None:
            await interaction.response.edit_message(content=refusal, view=None, attachments=[])
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, strings.NOT_A_PLAYER.format(game=route.game))
            return
        await interaction.response.defer()
        async with self.host.lock(route.game):
            if table.state.round != route.round or table.state.finished:
                await interaction.edit_original_response(
                    content=strings.PLANNER_STALE.format(old=route.round), view=None, attachments=[]
                )
                return
            draft, version = await self.load(table, seat)
            note: str | None = None
            submitted = False
            if route.version != version:
                note = strings.PLANNER_OUT_OF_DATE
            elif route.arg == "submit":
                note, submitted = await self._submit(interaction, table, seat, draft)
            else:
                changed, note = await self._change(table, seat, draft, route, values)
                if changed != draft:
                    version += 1
                    await self.save(table, seat, changed, version)
                    draft = changed
            if submitted and (table.state.round != route.round or table.state.finished):
                message: dict[str, Any] = {"content": f"{note}\n{strings.PLANNER_ROUND_DONE}", "view": None}
            else:
                message = await self.message(table, seat, draft, version, note)
                message["attachments"] = message.pop("files")
        await interaction.edit_original_response(**message)
        if submitted:
            await self.host.announce(table)

    async def _change(
        self, table: Table, seat: int, draft: Draft, route: Route, values: Sequence[str]
    ) -> tuple[Draft, str | None]:
        """The draft after one click (the same draft if the click no longer applies), and a note."""
        state = table.state
        action = route.arg
        if route.kind == "place":
            placement = decode_placement(values[0]) if values else None
            if draft.start is None or placement is None:
                return draft, strings.CHOICE_GONE
            if placement not in next_step(state, seat, draft.start, draft.placements).options:
                return draft, strings.CHOICE_GONE
            changed = replace(draft, placements=(*draft.placements, placement))
        elif action in ("start-red", "start-black"):
            if draft.start is not None:
                return draft, None
            changed = Draft(start=action.removeprefix("start-"))
        elif action == "undo":
            changed = replace(draft, placements=draft.placements[:-1]) if draft.placements else Draft()
        elif action == "reset":
            changed = Draft()
        elif action == "vacation":
            changed = replace(draft, vacation=not draft.vacation)
        elif action == "hint":
            view = POWERLINE.player_view(state, seat)
            advice = await asyncio.to_thread(hint, view, seat)
            plan = advice.plan
            return Draft(plan.start, plan.placements, plan.vacation), strings.PLANNER_HINT.format(reason=advice.reason)
        else:
            return draft, None
        plan = changed.plan()
        if changed.vacation and (plan is None or not can_use_vacation(state, seat, plan)):
            changed = replace(changed, vacation=False)
        return changed, None

    async def _submit(
        self, interaction: discord.Interaction, table: Table, seat: int, draft: Draft
    ) -> tuple[str | None, bool]:
        """Commit the plan (it is stored before the player hears it is in); returns a note and success."""
        plan = draft.plan()
        round_ = table.state.round
        if plan is None:
            return None, False
        if table.state.plans[seat] == plan:
            await interaction.followup.send(strings.ALREADY_SUBMITTED.format(round=round_), ephemeral=True)
            return None, False
        entry: Entry = (SubmitPlan(seat, round_, plan), "player", interaction.user.id)
        try:
            await self.host.submit(table, [entry])
        except RuleError as error:
            await interaction.followup.send(error.message, ephemeral=True)
            return None, False
        await self.host.play_computer_seats(table)
        return strings.SUBMITTED_OK.format(round=round_), True
