"""What Barrage's channel sees, as outbox posts: the opening; for each person's turn one card that pings them with
the map and their Take my turn button (telling the computer turns since their last) and, once confirmed, becomes
the turn's narrated line over the map after it; the map and scoring after each round; the final standings."""

from typing import TYPE_CHECKING

import discord

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.history import (
    by_person,
    computer_turns_before,
    initial,
    played,
    rounds_ended,
    spots,
)
from bot.games.barrage.narration import lines, phrase, score_lines, turn_lines
from bot.games.barrage.words import seat_company, seat_names, supply_text
from bot.table.cards import card
from bot.table.module import Post
from bot.table.replies import files
from bot.table.routes import Route, button
from bot.table.table import Table
from bot.table.turns import turn_buttons
from engine.barrage.events import GameOver, RoundScored, RoundStarted, WaterFlowed
from engine.barrage.game import BARRAGE
from engine.barrage.rules import load_rules
from engine.barrage.state import BarrageState

if TYPE_CHECKING:
    from bot.table.host import TableHost

KEY = "barrage"
TEXT_LIMIT = 3800
"""Characters a card's text may hold (Discord takes 4000 in a text display), its narration cut to fit."""


def due_posts(table: Table) -> list[str]:
    keys = ["start"]
    for turn in sorted(table.phase_ends):
        if by_person(table, turn):
            keys.append(f"close:{turn}")
        keys += [f"round:{r}" for r in rounds_ended(table, turn)]
    if table.over:
        keys.append("final")
    elif table.people_to_act:
        keys.append(f"turn:{table.state.turn}")
    return keys


async def build_post(host: "TableHost", table: Table, key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    if kind == "start":
        return Post(view=card(start_text(table)), mention=True)
    if kind == "close":
        return await closed_post(table, int(rest))
    if kind == "round":
        return await round_post(table, int(rest))
    if kind == "final":
        return await final_post(table)
    state: BarrageState = table.state
    if int(rest) != state.turn or not table.people_to_act:
        return None
    return await turn_post(table, await host.store.deadline(table.row.id, state.turn))


def seat_mention(table: Table, seat: int) -> str:
    user = table.seats[seat].user_id
    return f"<@{user}>" if user is not None else seat_names(table)[seat]


def start_text(table: Table) -> str:
    state = initial(table)
    lang = table.row.language
    order = ", ".join(
        say(lang, "order-seat", place=place, who=seat_mention(table, seat), company=seat_company(state, seat, lang))
        for place, seat in enumerate(state.order, 1)
    )
    return say(
        lang,
        "game-started",
        game=table.row.id,
        setup=say(lang, f"setup-{state.config.setup}"),
        order=order,
        objective=say(lang, f"objective-{state.objective}"),
        bonus=say(lang, f"bonus-{state.bonus_tiles[0]}"),
    )


def turn_header(table: Table, deadline: float | None) -> list[str]:
    """Who is to play what, their supply, and until when."""
    state: BarrageState = table.state
    lang = table.row.language
    seat = state.current
    assert seat is not None
    who = seat_mention(table, seat)
    if state.step == "setup":
        said = [say(lang, "turn-header-setup", who=who)]
    elif state.step == "income":
        said = [say(lang, "turn-header-income", round=state.round, who=who)]
    else:
        rounds = load_rules().scoring.rounds
        company = seat_company(state, seat, lang)
        said = [say(lang, "turn-header", round=state.round, rounds=rounds, who=who, company=company)]
        said.append(supply_text(state, seat, lang))
    if deadline is not None:
        said.append(say(lang, "turn-deadline", when=f"<t:{int(deadline)}:R>", who=who))
    return said


def computer_turns(table: Table, turn: int, lang: str) -> tuple[list[str], list[str]]:
    """The computer turns since the person's turn before `turn`, told, and the map spots they changed."""
    told: list[str] = []
    moved: list[str] = []
    for earlier in computer_turns_before(table, turn):
        done = played(table, earlier)
        told += turn_lines(done, seat_names(table), lang)
        moved += spots((*done.own, *done.then))
    return told, moved


def fitted(told: list[str], rest: list[str], lang: str) -> str:
    """The computer turns' lines, then `rest`, within `TEXT_LIMIT`: the oldest lines give way to a count of them
    (a person who passed early can leave a whole round of computer turns to tell)."""
    dropped = 0
    while told and len("\n".join([*told, *rest])) > TEXT_LIMIT:
        told = told[1:]
        dropped += 1
    return "\n".join([say(lang, "narrate-earlier", count=dropped), *told, *rest] if dropped else [*told, *rest])


async def turn_post(table: Table, deadline: float | None) -> Post:
    """The card of the person on turn: the computer turns since their last, the map they changed, the button."""
    state: BarrageState = table.state
    lang = table.row.language
    told, moved = computer_turns(table, state.turn, lang)
    name = images.turn_name(state.turn)
    image = await images.map_image(state, seat_names(table), lang=lang, filename=name, moved=moved)
    controls = turn_buttons(KEY, table, say, lang)
    text = fitted(told, turn_header(table, deadline), lang)
    view = card(text, image=None if image is None else name, rows=[controls])
    return Post(view=view, files=files(image), mention=True)


async def closed_post(table: Table, turn: int) -> Post:
    """A person's turn card once confirmed: the computer turns before it and what the turn did, over the map
    after it."""
    done = played(table, turn)
    lang = table.row.language
    told, _ = computer_turns(table, turn, lang)
    played_for = None
    if done.seat in table.computer_played.get(turn, ()):
        away = done.seat in table.away_played.get(turn, ())
        played_for = "narrate-played-for-away" if away else "narrate-played-for"
    text = fitted(told, turn_lines(done, seat_names(table), lang, played_for), lang)
    name = images.turn_name(turn)
    moved = spots((*done.own, *done.then))
    image = await images.map_image(done.after, seat_names(table), lang=lang, filename=name, moved=moved)
    return Post(view=card(text, image=None if image is None else name), files=files(image), edit_of=f"turn:{turn}")


async def round_post(table: Table, round_: int) -> Post:
    """A round's end: the water phase, the scoring line by line, the next round's order and income; the map."""
    lang = table.row.language
    turn = next(t for t in sorted(table.phase_ends) if round_ in rounds_ended(table, t))
    done = played(table, turn)
    scored = next(e for e in done.round_end if isinstance(e, RoundScored))
    water = [e for e in done.round_end if isinstance(e, WaterFlowed) and e.cause == "water-phase"]
    flowed = sum(len(e.paths) for e in water)
    rested = [path.stop for e in water for path in e.paths if path.stop not in load_rules().map.seas]
    tile = next(t for t in load_rules().scoring.bonus_tiles if t.id == done.after.bonus_tiles[round_ - 1])
    said = [
        say(lang, "round-over", round=round_, drops=flowed),
        *(text for e in water if (text := phrase(e, seat_names(table), lang))),
        say(lang, "round-bonus", bonus=say(lang, f"bonus-{tile.id}"), each=tile.vp_each),
        *score_lines(scored.lines, seat_names(table), lang),
    ]
    started = next((i for i, e in enumerate(done.round_end) if isinstance(e, RoundStarted)), None)
    if started is not None:
        event = done.round_end[started]
        assert isinstance(event, RoundStarted)
        order = ", ".join(seat_names(table)[seat] for seat in event.order)
        bonus = say(lang, f"bonus-{done.after.bonus_tiles[event.round - 1]}")
        said.append(say(lang, "round-next", round=event.round, order=order, bonus=bonus))
        said += lines(done.round_end[started + 1 :], seat_names(table), lang)
    image = await images.map_image(
        done.after, seat_names(table), lang=lang, filename=f"round-{round_}.png", moved=list(dict.fromkeys(rested))
    )
    return Post(view=card("\n".join(said), image=None if image is None else image.filename), files=files(image))


async def final_post(table: Table) -> Post:
    """The standings with the final scoring's breakdown, and a rematch."""
    lang = table.row.language
    state: BarrageState = table.state
    over = final_scoring(table)
    said = [*standings(table, lang), say(lang, "rematch-hint")]
    image = await images.final(state, seat_names(table), lang=lang, lines=over.lines)
    rematch = button(Route(KEY, "rematch", table.row.id), say(lang, "button-rematch"), discord.ButtonStyle.success)
    view = card("\n".join(said), image=None if image is None else image.filename, rows=[[rematch]])
    return Post(view=view, files=files(image), mention=True)


def final_scoring(table: Table) -> GameOver:
    return next(e for e in played(table, max(table.phase_ends)).round_end if isinstance(e, GameOver))


def standings(table: Table, lang: str) -> list[str]:
    """The final scoring line by line, the places and the winner."""
    over = final_scoring(table)
    outcome = BARRAGE.outcome(table.state)
    assert outcome is not None
    said = [say(lang, "final-header", game=table.row.id), *score_lines(over.lines, seat_names(table), lang)]
    for seat in sorted(range(len(table.seats)), key=lambda s: (outcome.ranks[s], s)):
        said.append(
            say(lang, "final-place", place=outcome.ranks[seat], who=seat_names(table)[seat], vp=outcome.scores[seat])
        )
    winners = [seat for seat, rank in enumerate(outcome.ranks) if rank == 1]
    best = outcome.scores[winners[0]]
    if len(winners) == 1:
        said.append(say(lang, "final-winner", winner=seat_mention(table, winners[0]), vp=best))
    else:
        said.append(say(lang, "final-tie", winners=", ".join(seat_mention(table, s) for s in winners), vp=best))
    return said
