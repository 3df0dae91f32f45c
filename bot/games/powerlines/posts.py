"""What Power Lines' channel sees, as outbox posts: the opening, a card per turn with the grid and the button of
the player on turn (closed once the tile is down), each game's scoring and the match result."""

from typing import TYPE_CHECKING

import discord

from bot.games.powerlines import images
from bot.games.powerlines.catalog import say
from bot.games.powerlines.words import match_score, progress, side_name, spot_text, tile_text
from bot.table.cards import card
from bot.table.module import Post
from bot.table.replies import files
from bot.table.routes import Route, button
from bot.table.table import Table
from bot.table.turns import turn_buttons
from engine.powerlines.events import GameScored, TilePlaced
from engine.powerlines.game import POWERLINES
from engine.powerlines.position import legal_cells, on_turn
from engine.powerlines.state import PowerLinesState

if TYPE_CHECKING:
    from bot.table.host import TableHost

KEY = "powerlines"


def due_posts(table: Table) -> list[str]:
    keys = ["start"]
    for turn in sorted(table.phase_ends):
        keys.append(f"close:{turn}")
        keys += [f"scored:{game}" for game in games_scored(table, turn)]
    state: PowerLinesState = table.state
    keys.append("final" if table.over else f"turn:{state.turn}")
    return keys


def games_scored(table: Table, turn: int) -> tuple[int, ...]:
    """The games of the match scored in turn `turn`, kept: every settling lists them for every turn."""
    key = ("scored", turn)
    if key not in table.derived:
        table.derived[key] = tuple(e.game for e in table.phase_events[turn] if isinstance(e, GameScored))
    games: tuple[int, ...] = table.derived[key]
    return games


def placed(table: Table, turn: int) -> TilePlaced:
    return next(e for e in table.phase_events[turn] if isinstance(e, TilePlaced))


async def build_post(host: "TableHost", table: Table, key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    state: PowerLinesState = table.state
    lang = table.row.language
    if kind == "start":
        return Post(start_text(table), mention=True)
    if kind == "close":
        return Post(view=closed_card(table, int(rest)), edit_of=f"turn:{rest}")
    if kind == "scored":
        return await scored_post(table, int(rest))
    if kind == "final":
        return final_post(table)
    if int(rest) != state.turn:
        return None
    deadline = await host.store.deadline(table.row.id, state.turn)
    last = None
    if state.grid:
        last = (state.grid[-1].x, state.grid[-1].y)
    name = images.turn_name(state.turn)
    # the spots are lettered as in the picker, so "placed at C" on this card, once closed, points into its picture
    image = await images.grid(state, table.names, lang=lang, filename=name, highlight=legal_cells(state), last=last)
    return Post(view=turn_card(table, deadline, image is not None), files=files(image), mention=True)


def seat_mention(table: Table, seat: int) -> str:
    user = table.seats[seat].user_id
    return f"<@{user}>" if user is not None else table.names[seat]


def start_text(table: Table) -> str:
    state: PowerLinesState = table.state
    suits = seat_mention(table, state.suits_seat)
    values = seat_mention(table, 1 - state.suits_seat)
    return say(
        table.row.language, "game-started", game=table.row.id, suits=suits, values=values, games=len(state.first_seats)
    )


def turn_text(table: Table, deadline: float | None) -> str:
    state: PowerLinesState = table.state
    lang = table.row.language
    seat = on_turn(state)
    assert seat is not None
    who, side = seat_mention(table, seat), side_name(state, seat, lang)
    header = say(lang, "turn-header", who=who, side=side, **progress(state))
    lines = [header]
    if state.turn > 0:
        lines.insert(0, placed_text(table, state.turn - 1))  # the move before, even if its own card never went out
    if state.finished:
        lines.append(say(lang, "turn-match", scores=match_score(table, lang)))
    if deadline is not None and not table.seats[seat].is_ai:
        lines.append(say(lang, "turn-deadline", when=f"<t:{int(deadline)}:R>", who=seat_mention(table, seat)))
    return "\n".join(lines)


def turn_card(table: Table, deadline: float | None, with_image: bool = True) -> discord.ui.LayoutView:
    state: PowerLinesState = table.state
    lang = table.row.language
    controls = turn_buttons(KEY, table, say, lang)
    image = images.turn_name(state.turn) if with_image else None
    return card(turn_text(table, deadline), image=image, rows=[controls])


def placed_text(table: Table, turn: int) -> str:
    """Who put which tile where on turn `turn`, naming the spot as that turn's picker did."""
    lang = table.row.language
    event = placed(table, turn)
    before = state_before(table, turn)
    spot = spot_text((event.x, event.y), legal_cells(before), lang)
    return say(lang, "turn-placed", who=table.names[event.player], tile=tile_text(event.tile, lang), spot=spot)


def closed_card(table: Table, turn: int) -> discord.ui.LayoutView:
    """A played turn's card: its move, over the grid as it was when the turn began."""
    return card(placed_text(table, turn), image=images.turn_name(turn))


def state_before(table: Table, turn: int) -> PowerLinesState:
    """The state as turn `turn` began: after the turn before it, or the set-up."""
    if turn == 0:
        state: PowerLinesState = table.rules.initial_state(table.game.config)
        return state
    before: PowerLinesState = table.phase_ends[turn - 1]
    return before


def state_scored(table: Table, game: int) -> PowerLinesState:
    """The state right after game `game` was scored: its image shows the match as it stood then."""
    turn = next(
        t
        for t, events in table.phase_events.items()
        if any(isinstance(e, GameScored) and e.game == game for e in events)
    )
    state: PowerLinesState = table.phase_ends.get(turn, table.state)
    return state


async def scored_post(table: Table, game: int) -> Post:
    lang = table.row.language
    state = state_scored(table, game)
    score = state.finished[game]
    suits, values = state.suits_seat, 1 - state.suits_seat
    lines = [
        say(
            lang,
            "game-scored",
            game=game + 1,
            suits=table.names[suits],
            values=table.names[values],
            suits_points=score.suits,
            values_points=score.values,
        )
    ]
    for line in score.lines:
        name = say(lang, f"line-{line.line}")
        if line.side is None:
            lines.append(say(lang, "line-nobody", line=name, count=line.suits))
        else:
            lines.append(say(lang, "line-scored", line=name, side=say(lang, f"side-{line.side}"), points=line.points))
    image = await images.final(state, game, table.names, lang=lang)
    view = card("\n".join(lines), image=None if image is None else image.filename)
    return Post(view=view, files=files(image))


def standings(table: Table, lang: str) -> list[str]:
    """Who won the match, and by how much."""
    state: PowerLinesState = table.state
    outcome = POWERLINES.outcome(state)
    assert outcome is not None
    lines = [say(lang, "final-header", game=table.row.id)]
    high, low = max(outcome.scores), min(outcome.scores)
    if high == low:
        lines.append(say(lang, "final-draw", score=high))
    else:
        winner = outcome.scores.index(high)
        lines.append(say(lang, "final-winner", winner=seat_mention(table, winner), high=high, low=low))
    return lines


def final_post(table: Table) -> Post:
    lang = table.row.language
    lines = [*standings(table, lang), say(lang, "rematch-hint")]
    controls = [button(Route(KEY, "rematch", table.row.id), say(lang, "button-rematch"), discord.ButtonStyle.success)]
    return Post(view=card("\n".join(lines), rows=[controls]), mention=True)
