"""What Power Lines' channel sees beside the table's turn cards: the opening, each turn's move, each game's scoring
and the match result."""

import discord

from bot.games.powerlines import images
from bot.games.powerlines.catalog import say
from bot.games.powerlines.words import match_score, progress, side_name, spot_text, tile_text
from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.live_game import LiveGame, Memo
from bot.table.posts import Post
from bot.table.replies import files
from engine.powerlines.events import GameScored, TilePlaced
from engine.powerlines.game import POWERLINES
from engine.powerlines.position import legal_cells, on_turn
from engine.powerlines.state import PowerLinesState

SCORED = "scored"
"""The key of the post that scores a game of the match."""
GAMES_SCORED = Memo[tuple[int, ...]]("games-scored")


def games_scored(table: LiveGame[PowerLinesState], turn: int) -> tuple[int, ...]:
    """The games of the match scored in turn `turn`, kept: every settling lists them for every turn."""
    return table.remember(
        GAMES_SCORED, turn, lambda: tuple(e.game for e in table.phase_events[turn] if isinstance(e, GameScored))
    )


def posts_after(table: LiveGame[PowerLinesState], turn: int) -> list[str]:
    return [f"{SCORED}:{game}" for game in games_scored(table, turn)]


def start_text(table: LiveGame[PowerLinesState]) -> str:
    state = table.initial
    suits, values = table.mention(state.suits_seat), table.mention(1 - state.suits_seat)
    lang = table.row.language
    return say(lang, "game-started", game=table.row.id, suits=suits, values=values, games=len(state.first_seats))


def turn_text(table: LiveGame[PowerLinesState], state: PowerLinesState) -> list[str]:
    """Who is to place a tile, and the match so far."""
    lang = table.row.language
    seat = on_turn(state)
    assert seat is not None
    lines = [say(lang, "turn-header", who=table.mention(seat), side=side_name(state, seat, lang), **progress(state))]
    if state.finished:
        lines.append(say(lang, "turn-match", scores=match_score(table, state, lang)))
    return lines


def placed_text(table: LiveGame[PowerLinesState], turn: int, lang: str) -> str:
    """Who put which tile where on turn `turn`, naming the spot as that turn's picker and card lettered it."""
    event = next(e for e in table.phase_events[turn] if isinstance(e, TilePlaced))
    spot = spot_text((event.x, event.y), legal_cells(table.began(turn)), lang)
    return say(lang, "turn-placed", who=table.seat_names[event.player], tile=tile_text(event.tile, lang), spot=spot)


async def closed_image(table: LiveGame[PowerLinesState], turn: int, filename: str) -> discord.File | None:
    """The grid the tile of turn `turn` went into, that tile haloed; none for a game's last tile, since the grid
    has then been scored and cleared and the scoring's picture below shows it full."""
    if games_scored(table, turn):
        return None
    state = table.phase_ends[turn]
    placed = state.grid[-1]
    return await images.grid(
        state, table.seat_names, lang=table.row.language, filename=filename, last=(placed.x, placed.y)
    )


def state_scored(table: LiveGame[PowerLinesState], game: int) -> PowerLinesState:
    """The state right after game `game` was scored: its image shows the match as it stood then."""
    turn = next(t for t in table.phase_ends if game in games_scored(table, t))
    state = table.phase_ends[turn]
    return state


async def scored_post(store: GameStore, table: LiveGame[PowerLinesState], key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    if kind != SCORED:
        return None
    game = int(rest)
    lang = table.row.language
    state = state_scored(table, game)
    score = state.finished[game]
    suits, values = state.suits_seat, 1 - state.suits_seat
    lines = [
        say(
            lang,
            "game-scored",
            game=game + 1,
            suits=table.seat_names[suits],
            values=table.seat_names[values],
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
    image = await images.final(state, game, table.seat_names, lang=lang)
    view = card("\n".join(lines), image=image)
    return Post(view=view, files=files(image))


def standings(table: LiveGame[PowerLinesState], lang: str) -> list[str]:
    """Who won the match, and by how much."""
    outcome = POWERLINES.outcome(table.state)
    assert outcome is not None
    lines = [say(lang, "final-header", game=table.row.id)]
    high, low = max(outcome.scores), min(outcome.scores)
    if high == low:
        lines.append(say(lang, "final-draw", score=high))
    else:
        winner = outcome.scores.index(high)
        lines.append(say(lang, "final-winner", winner=table.mention(winner), high=high, low=low))
    return lines
