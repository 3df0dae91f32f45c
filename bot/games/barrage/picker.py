"""Barrage's private turn picker: at a turn's start, a few whole turns to play in one click (the best the strong
computer's search finds, worked out in the hints' thinking process once per turn) and, asked for, the strong
computer's own turn; and the pending decision's options one step at a time, with Undo and Confirm.

Each choice is an engine action committed as it is made, so a half-built turn survives a restart and any new
picker shows it, while the channel sees nothing until the turn is confirmed. Every component carries the number
of choices made so far (the route's version), so a click from an outdated window changes nothing; the only draft
is the page of a long menu (`p<page>`). A whole turn's button (`t<n>`, or `g` for the suggestion) names the turn by
its place in what the game keeps for the turn under way; one from before a restart answers with the turn as it
stands, and its whole turns worked out again.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from math import ceil
from typing import TypeVar

import discord

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.history import played as played_turn
from bot.games.barrage.narration import lines, turn_lines
from bot.games.barrage.words import MAP_KINDS, decision_prompt, option_help, option_text
from bot.table.live_game import LiveGame, Memo
from bot.table.picker import Click, PickerCard, Play, Show
from bot.table.routes import Control, Route, button, select
from bot.table.thinking import ThinkingFailed, advise
from engine.barrage.actions import Action, Choose, Confirm, Undo
from engine.barrage.data_load import load_rules
from engine.barrage.events import Produced
from engine.barrage.game import Offer, resolution, shortlist, suggestion
from engine.barrage.produce import NONE
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision, Resolution
from render.barrage.naming import joined, seat_company, supply_text

BUTTONS = 5
"""Up to this many options are buttons (one row); more are a select menu."""
BUTTON_LABEL = 80
PAGE = 25
"""Options per page of a select menu, Discord's limit."""
OPTION_TEXT = 100
SHORTLIST = 3
"""Whole turns offered at a turn's start."""
OFFERS = Memo[tuple[Offer, ...]]("barrage-offers")
"""The whole turns offered in the turn under way."""
SUGGESTION = Memo[Offer]("barrage-suggestion")
"""The strong computer's turn for the person on turn, asked for."""
_ARG = re.compile(r"c(?P<choice>[0-9]{1,3})|s|p(?P<page>[0-9]{1,2})|t(?P<offer>[0-9])|h|g|undo|confirm")
"""A button's option (its index), the select (the index in its value), a page of the select, a whole turn of the
offers, the suggestion asked for (`h`) and played (`g`), undo, confirm."""
T = TypeVar("T")
_INDEX = re.compile(r"[0-9]{1,9}")
"""An option's index as a button or the select's value carries it: plain digits (`str.isdigit` passes "²")."""


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def well_formed(arg: str) -> bool:
    return _ARG.fullmatch(arg) is not None


def click(table: LiveGame[BarrageState], seat: int, route: Route, values: Sequence[str], lang: str) -> Click[str]:
    """A page of the menu, or the engine action the click stands for (once it is one of the pending decision's)."""
    arg = _ARG.fullmatch(route.arg)
    assert arg is not None, "the shell passes only well-formed arguments"
    if arg["page"] is not None or route.arg == "h":
        return Show(route.arg)
    state = table.state
    if route.version != len(state.pending):
        return Show("", note=say(lang, "picker-moved"))
    if arg["offer"] is not None or route.arg == "g":
        offer = _offer(table, route.arg)
        if offer is None:
            return Show("", note=say(lang, "choice-gone"))
        first, *rest = (Choose(seat, state.turn, choice) for choice in offer.choices)
        return Play(first, "", then=tuple(rest))
    action = _action(state, seat, route.arg, values)
    if action is None:
        return Show("", note=say(lang, "choice-gone"))
    return Play(action, "")


def _offer(table: LiveGame[BarrageState], arg: str) -> Offer | None:
    """The whole turn a button stands for (`t<n>`: the n-th offered, `g`: the suggestion), if it is known for the
    turn under way and the turn is still at its start."""
    state = table.state
    if state.pending:
        return None
    if arg == "g":
        return table.recall(SUGGESTION, table.state.turn)
    offered = table.recall(OFFERS, table.state.turn)
    index = int(arg[1:])
    return offered[index] if offered is not None and index < len(offered) else None


def _turn_start(table: LiveGame[BarrageState], seat: int) -> bool:
    """Whether `seat` is at the start of its turn in the actions step, where whole turns are offered."""
    state = table.state
    return not state.pending and state.step == "actions" and state.current == seat


async def _worked_out(
    table: LiveGame[BarrageState], memo: Memo[T], function: Callable[..., T], *args: object
) -> T | None:
    """`function(*args)` for the turn under way, in the hints' thinking process once per turn (kept as `memo`);
    None if no worker could."""
    known = table.recall(memo, table.state.turn)
    if known is not None:
        return known
    try:
        found = await advise(function, *args)
    except ThinkingFailed:
        return None
    table.keep(memo, table.state.turn, found)
    return found


def played(table: LiveGame[BarrageState], action: Action, turn: int, lang: str) -> str | None:
    """A confirmed turn closes the picker with what it did; any other choice leads to the next decision."""
    if not isinstance(action, Confirm):
        return None
    told = "\n".join(turn_lines(played_turn(table, turn), table.seat_names, lang))
    return say(lang, "turn-played", turn=told)


async def picker_card(
    table: LiveGame[BarrageState], seat: int, lang: str, draft: str, route: Callable[[str], Route]
) -> PickerCard:
    """The turn so far, then the pending decision's options (on the map, lettered, for a decision about map spots)
    or, once the turn is complete, what confirming plays."""
    page = int(draft[1:]) if draft.startswith("p") else 0
    state = table.state
    now = resolution(state)
    said = [_header(state, now, seat, lang)]
    if state.pending and now.decision is not None:
        said.append(say(lang, "picker-so-far", choices=joined(_chosen(state, lang), lang)))
    undo = button(route("undo"), say(lang, "button-undo"))
    rows: list[list[Control]] = []
    image = None
    if _turn_start(table, seat):
        rows.append(await _whole_turns(table, seat, lang, draft == "h", said, route))
    if now.decision is None:
        told = "\n".join(lines(now.events, table.seat_names, lang, seat, planned=True))
        said.append(say(lang, "picker-complete", turn=told))
        rows.append([undo, button(route("confirm"), say(lang, "button-confirm"), discord.ButtonStyle.success)])
    else:
        decision = now.decision
        said.append(decision_prompt(decision, now.events, lang))
        letters: dict[str, str] = {}
        if decision.kind in MAP_KINDS:
            spots = [o for o in decision.options if o != NONE]
            letters = images.spot_labels(spots)
            image = await images.map_image(
                now.state, table.seat_names, lang=lang, filename="choice.png", highlight=spots
            )
        rows += _options(table, decision, now, letters, lang, page, route)
        if state.pending:
            rows.append([undo])
    return PickerCard("\n".join(said), rows, image)


async def _whole_turns(
    table: LiveGame[BarrageState], seat: int, lang: str, suggest: bool, said: list[str], route: Callable[[str], Route]
) -> list[Control]:
    """At a turn's start: the whole turns offered, each worded, and the suggestion once asked for; their buttons.
    What they say goes into `said`."""
    state = table.state
    buttons: list[Control] = []

    def worded(offer: Offer) -> str:
        return joined(lines(offer.events, table.seat_names, lang, seat, unnamed=True, planned=True), lang)

    offered = await _worked_out(table, OFFERS, shortlist, state, seat, SHORTLIST)
    if offered is None:
        said.append(say(lang, "picker-shortlist-failed"))
    elif offered:
        said.append(say(lang, "picker-shortlist"))
        for n, offer in enumerate(offered, start=1):
            said.append(say(lang, "picker-shortlist-line", n=n, turn=worded(offer)))
            buttons.append(button(route(f"t{n - 1}"), say(lang, "button-shortlist", n=n)))
    if suggest:
        suggested = await _worked_out(table, SUGGESTION, suggestion, state, seat)
        if suggested is None:
            said.append(say(lang, "picker-suggestion-failed"))
        elif offered and suggested.choices in (o.choices for o in offered):
            n = next(n for n, o in enumerate(offered, start=1) if o.choices == suggested.choices)
            said.append(say(lang, "picker-suggestion-listed", n=n))
        else:
            said.append(say(lang, "picker-suggestion", turn=worded(suggested)))
            buttons.append(button(route("g"), say(lang, "button-suggestion-play"), discord.ButtonStyle.primary))
    else:
        buttons.append(button(route("h"), say(lang, "button-suggest")))
    said.append(say(lang, "picker-step-by-step"))
    return buttons


def _header(state: BarrageState, now: Resolution, seat: int, lang: str) -> str:
    if state.step == "setup":
        return say(lang, "picker-header-setup")
    if state.step == "income":
        return say(lang, "picker-header-income", round=state.round)
    rounds = load_rules().scoring.rounds
    company, supply = seat_company(state, seat, lang), supply_text(now.state.companies[seat], lang)
    return say(lang, "picker-header", round=state.round, rounds=rounds, company=company, supply=supply)


def _chosen(state: BarrageState, lang: str) -> list[str]:
    """The choices made so far, each worded by the decision it answered."""
    worded = []
    for made in range(len(state.pending)):
        before = resolution(replace(state, pending=state.pending[:made]))
        assert before.decision is not None, "every choice answered a decision"
        worded.append(option_text(before.decision, state.pending[made], before.state, lang, None))
    return worded


def _options(
    table: LiveGame[BarrageState],
    decision: Decision,
    now: Resolution,
    letters: dict[str, str],
    lang: str,
    page: int,
    route: Callable[[str], Route],
) -> list[list[Control]]:
    """Buttons for a few short options, else a select menu of 25 a page with Previous and Next."""
    state = table.state
    options = decision.options
    if decision.kind == "drops":
        texts = [say(lang, "option-drops-energy", count=int(o), energy=_energy(state, o)) for o in options]
    else:
        texts = [option_text(decision, o, now.state, lang, letters) for o in options]
    if len(options) <= BUTTONS and all(len(t) <= BUTTON_LABEL for t in texts):
        return [[button(route(f"c{i}"), t) for i, t in enumerate(texts)]]
    pages = ceil(len(options) / PAGE)
    page = min(page, pages - 1)
    shown = range(page * PAGE, min(len(options), (page + 1) * PAGE))
    choices = []
    for i in shown:
        described = option_help(decision, options[i], now.state, table.seat_names, lang)
        choices.append(
            discord.SelectOption(
                label=_clip(texts[i], OPTION_TEXT),
                value=str(i),
                description=None if described is None else _clip(described, OPTION_TEXT),
            )
        )
    placeholder = say(lang, "pick-option") if pages == 1 else say(lang, "pick-page", page=page + 1, pages=pages)
    rows: list[list[Control]] = [[select(route("s"), choices, placeholder)]]
    paging = []
    if page > 0:
        paging.append(button(route(f"p{page - 1}"), say(lang, "button-previous")))
    if page < pages - 1:
        paging.append(button(route(f"p{page + 1}"), say(lang, "button-next")))
    if paging:
        rows.append(paging)
    return rows


def _energy(state: BarrageState, drops: str) -> int:
    """The energy a drops option would produce: the turn resolved with it."""
    events = resolution(replace(state, pending=(*state.pending, drops))).events
    return next(e.energy for e in reversed(events) if isinstance(e, Produced))


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
