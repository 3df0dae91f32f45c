"""What Barrage's channel sees beside the table's turn flow: the opening; each turn's narrated lines, which the table
tells on the cards; the map on a person's turn card, the spots the computer turns it tells changed marked, and the
map after a turn on the card telling it; the map and scoring after each round; the final standings."""

from collections.abc import Sequence

import discord

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.history import after, played, rounds_ended, spots
from bot.games.barrage.narration import lines, phrase, score_lines, turn_lines
from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.live_game import LiveGame
from bot.table.posts import Post
from bot.table.replies import files
from engine.barrage.data_load import load_rules
from engine.barrage.events import GameOver, RoundScored, RoundStarted, WaterFlowed
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState
from render.barrage.naming import seat_company, supply_text

ROUND = "round"


def posts_after(table: LiveGame[BarrageState], turn: int) -> list[str]:
    return [f"{ROUND}:{r}" for r in rounds_ended(table, turn)]


def start_text(table: LiveGame[BarrageState]) -> str:
    state = table.initial
    lang = table.row.language
    order = ", ".join(
        say(lang, "order-seat", place=place, who=table.mention(seat), company=seat_company(state, seat, lang))
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


def turn_text(table: LiveGame[BarrageState], state: BarrageState) -> list[str]:
    """Who is to play what, with their supply."""
    lang = table.row.language
    seat = state.current
    assert seat is not None
    who = table.mention(seat)
    if state.step == "setup":
        said = [say(lang, "turn-header-setup", who=who)]
    elif state.step == "income":
        said = [say(lang, "turn-header-income", round=state.round, who=who)]
    else:
        rounds = load_rules().scoring.rounds
        company = seat_company(state, seat, lang)
        said = [say(lang, "turn-header", round=state.round, rounds=rounds, who=who, company=company)]
        said.append(supply_text(state.companies[seat], lang))
    return said


async def turn_image(
    table: LiveGame[BarrageState], state: BarrageState, told: Sequence[int], lang: str, filename: str
) -> discord.File | None:
    """The map, with the spots changed by the turns `told` (the computer's turns its card tells) marked."""
    moved = [spot for turn in told for spot in turn_spots(table, turn)]
    return await images.map_image(state, table.seat_names, lang=lang, filename=filename, moved=moved)


def turn_spots(table: LiveGame[BarrageState], turn: int) -> list[str]:
    """The map spots finished turn `turn` changed."""
    done = played(table, turn)
    return spots((*done.own, *done.then))


def move_lines(table: LiveGame[BarrageState], turn: int, lang: str) -> list[str]:
    """What confirmed turn `turn` did, and whether the computer chose for a person (their time ran out, or away)."""
    done = played(table, turn)
    played_for = None
    if done.seat in table.computer_played.get(turn, ()):
        away = done.seat in table.away_played.get(turn, ())
        played_for = "narrate-played-for-away" if away else "narrate-played-for"
    return turn_lines(done, table.seat_names, lang, played_for)


async def closed_image(table: LiveGame[BarrageState], turn: int, filename: str) -> discord.File | None:
    """The map after the turn, what it changed marked."""
    moved = turn_spots(table, turn)
    state = after(table, turn)
    return await images.map_image(state, table.seat_names, lang=table.row.language, filename=filename, moved=moved)


async def round_post(store: GameStore, table: LiveGame[BarrageState], key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    return await _round_post(table, int(rest)) if kind == ROUND else None


async def _round_post(table: LiveGame[BarrageState], round_: int) -> Post:
    """A round's end: the water phase, the scoring line by line, the next round's order and income; the map."""
    lang = table.row.language
    turn = next(t for t in sorted(table.phase_ends) if round_ in rounds_ended(table, t))
    done, ended = played(table, turn), after(table, turn)
    scored = next(e for e in done.round_end if isinstance(e, RoundScored))
    water = [e for e in done.round_end if isinstance(e, WaterFlowed) and e.cause == "water-phase"]
    flowed = sum(len(e.paths) for e in water)
    rested = [path.stop for e in water for path in e.paths if path.stop not in load_rules().map.seas]
    tile = next(t for t in load_rules().scoring.bonus_tiles if t.id == ended.bonus_tiles[round_ - 1])
    said = [
        say(lang, "round-over", round=round_, drops=flowed),
        *(text for e in water if (text := phrase(e, table.seat_names, lang))),
        say(lang, "round-bonus", bonus=say(lang, f"bonus-{tile.id}"), each=tile.vp_each),
        *score_lines(scored.lines, table.seat_names, lang),
    ]
    started = next((i for i, e in enumerate(done.round_end) if isinstance(e, RoundStarted)), None)
    if started is not None:
        event = done.round_end[started]
        assert isinstance(event, RoundStarted)
        order = ", ".join(table.seat_names[seat] for seat in event.order)
        bonus = say(lang, f"bonus-{ended.bonus_tiles[event.round - 1]}")
        said.append(say(lang, "round-next", round=event.round, order=order, bonus=bonus))
        said += lines(done.round_end[started + 1 :], table.seat_names, lang)
    image = await images.map_image(
        ended, table.seat_names, lang=lang, filename=f"round-{round_}.png", moved=list(dict.fromkeys(rested))
    )
    return Post(view=card("\n".join(said), image=image), files=files(image))


async def final_image(table: LiveGame[BarrageState]) -> discord.File | None:
    """The final scoring's breakdown."""
    over = final_scoring(table)
    return await images.final(table.state, table.seat_names, lang=table.row.language, lines=over.lines)


def final_scoring(table: LiveGame[BarrageState]) -> GameOver:
    return next(e for e in played(table, max(table.phase_ends)).round_end if isinstance(e, GameOver))


def standings(table: LiveGame[BarrageState], lang: str) -> list[str]:
    """The final scoring line by line, the places and the winner."""
    over = final_scoring(table)
    outcome = BARRAGE.outcome(table.state)
    assert outcome is not None
    said = [say(lang, "final-header", game=table.row.id), *score_lines(over.lines, table.seat_names, lang)]
    for seat in sorted(range(len(table.seats)), key=lambda s: (outcome.ranks[s], s)):
        said.append(
            say(lang, "final-place", place=outcome.ranks[seat], who=table.seat_names[seat], vp=outcome.scores[seat])
        )
    winners = [seat for seat, rank in enumerate(outcome.ranks) if rank == 1]
    best = outcome.scores[winners[0]]
    if len(winners) == 1:
        said.append(say(lang, "final-winner", winner=table.mention(winners[0]), vp=best))
    else:
        said.append(say(lang, "final-tie", winners=", ".join(table.mention(s) for s in winners), vp=best))
    return said
