"""What Powerline's channel sees, as outbox posts: the opening, a message per round with its buttons (edited
as plans come in, closed when the round is built), each round's summary and the final standings."""

import discord

from bot.games.powerline import images
from bot.games.powerline.catalog import CATALOG, say
from bot.games.powerline.narrate import dice_text, narrate_round, split_message
from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.final import final_post as final
from bot.table.live_game import LiveGame, Memo
from bot.table.posts import Post
from bot.table.reading import read_button
from bot.table.replies import files, mentions
from bot.table.routes import Route, button
from engine.powerline.events import Event, RoundResolved
from engine.powerline.game import ranks, solo_rating
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

CENTER_WORDS = Memo[str]("center-words")
"""The round under way's center board description."""
SUMMARY_PARTS = Memo[int]("summary-parts")
"""How many messages a round's narration takes."""


KEY = "powerline"
MEDALS = ("🥇", "🥈", "🥉")


def resolved_rounds(table: LiveGame[PowerlineState]) -> list[int]:
    return sorted(table.phase_ends)


def round_dice(table: LiveGame[PowerlineState], round_: int) -> tuple[int, ...]:
    return next(e.dice for e in table.phase_events[round_] if isinstance(e, RoundResolved))


def summary_parts(table: LiveGame[PowerlineState], round_: int) -> int:
    """How many messages a round's narration takes. Every settling lists the due posts, and so the parts of
    every summary: the count is kept per round, the text is narrated again for the one post that sends it."""
    return table.remember(SUMMARY_PARTS, round_, lambda: len(summary_chunks(table, round_)))


def summary_chunks(table: LiveGame[PowerlineState], round_: int) -> list[str]:
    """A round's narration, cut into messages Discord accepts; it opens with who the timer played for and who the
    computer played for because they are away."""
    state = table.phase_ends[round_]
    events = [e for e in table.phase_events[round_] if isinstance(e, Event)]
    lang = table.row.language
    text = narrate_round(round_, round_dice(table, round_), events, state, table.seat_names, lang)
    away = table.away_played.get(round_, [])
    late = [s for s in table.computer_played.get(round_, []) if s not in away]
    for key, seats in (("away-played", away), ("timeout", late)):
        if seats:
            text = f"{say(lang, key, people=', '.join(table.seat_names[s] for s in seats))}\n{text}"
    return split_message(text)


def due_posts(table: LiveGame[PowerlineState]) -> list[str]:
    keys = ["start"]
    for round_ in resolved_rounds(table):
        keys += [f"close:{round_}", f"summary:{round_}"]
        keys += [f"summary:{round_}:{part}" for part in range(2, summary_parts(table, round_) + 1)]
    state = table.state
    if state.finished:
        return [*keys, "final"]
    keys.append(f"turn:{state.round}")
    waiting = len(state.waiting_for)
    if waiting < len(state.players):
        keys.append(f"waiting:{state.round}:{waiting}")
    return keys


async def build_post(store: GameStore, table: LiveGame[PowerlineState], key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    state = table.state
    lang = table.row.language
    if kind == "start":
        people = mentions([s.user_id for s in table.seats if s.user_id is not None])
        return Post(say(lang, "game-started", game=table.row.id, players=people), mention=True)
    if kind == "close":
        played = int(rest)
        kept = (images.center_name(played), await center_words(table, played))
        return Post(view=card(say(lang, "round-resolved", round=played), kept=kept), edit_of=f"turn:{rest}")
    if kind == "summary":
        round_, _, part = rest.partition(":")
        chunks = summary_chunks(table, int(round_))
        if part:
            return Post(chunks[int(part) - 1])
        after = table.phase_ends[int(round_)]
        image = await images.round_summary(after, table.phase_events[int(round_)], table.seat_names, lang=lang)
        return Post(chunks[0], files=files(image))
    if kind == "final":
        return await final_post(table)
    current = int(rest.partition(":")[0])
    if current != state.round:
        return None
    deadline = await store.deadlines.deadline(table.row.id, current)  # the game may move on meanwhile: use `state`
    if kind == "waiting":
        kept = (images.center_name(current), await center_words(table, current))
        return Post(
            view=round_card(table, state, deadline, kept=kept), edit_of=f"turn:{current}", mention=True, progress=True
        )
    image = await images.center(state, table.seat_names, lang=lang)
    if image is not None:
        table.keep(CENTER_WORDS, current, image.description or "")
    return Post(view=round_card(table, state, deadline, image=image), files=files(image), mention=True)


async def center_words(table: LiveGame[PowerlineState], round_: int) -> str:
    """The description of round `round_`'s center board, which its message shows from the first post on and every
    edit shows again: kept from that post, or (after a restart) written again from the round's start."""
    said = table.recall(CENTER_WORDS, round_)
    if said is None:
        said = await images.center_words(table.began(round_), table.seat_names, lang=table.row.language) or ""
        table.keep(CENTER_WORDS, round_, said)
    return said


def round_text(table: LiveGame[PowerlineState], state: PowerlineState, deadline: float | None) -> str:
    lang = table.row.language
    dice = dice_text(state.dice)
    lines = [say(lang, "round-header", round=state.round, rounds=load_rules().rounds, dice=dice)]
    waiting = [u for s in state.waiting_for if (u := table.seats[s].user_id) is not None]
    if waiting:
        lines.append(say(lang, "round-waiting", people=mentions(waiting)))
        if deadline is not None:
            lines.append(say(lang, "round-deadline", when=f"<t:{int(deadline)}:R>"))
    else:
        lines.append(say(lang, "round-all-in"))
    return "\n".join(lines)


def round_card(
    table: LiveGame[PowerlineState],
    state: PowerlineState,
    deadline: float | None,
    *,
    image: discord.File | None = None,
    kept: tuple[str, str] | None = None,
) -> discord.ui.LayoutView:
    """The round's card: dice and who still owes a plan, the center board, and the round's buttons, Read the
    board among them.

    The first post attaches the center board (`image`); edits show it again (`kept`: its name and description). If
    drawing it failed then, Discord rejects those edits and the outbox moves on (the buttons keep working).
    """
    round_ = state.round
    lang = table.row.language
    controls = [
        button(Route(KEY, "round", table.row.id, round_, 0, arg), say(lang, f"button-{arg}"), style)
        for arg, style in (
            ("plan", discord.ButtonStyle.primary),
            ("board", discord.ButtonStyle.secondary),
            ("status", discord.ButtonStyle.secondary),
        )
    ]
    controls.append(read_button(KEY, table.row.id, lang))
    return card(round_text(table, state, deadline), image=image, kept=kept, rows=[controls])


def standings(table: LiveGame[PowerlineState], lang: str) -> list[str]:
    """The final standings, and the solo chart's verdict for a solo game."""
    state = table.state
    places = ranks(state)
    lines = [say(lang, "final-header", game=table.row.id)]
    for seat in sorted(range(len(places)), key=lambda s: (places[s], s)):
        medal = MEDALS[places[seat] - 1] if places[seat] <= len(MEDALS) else f"{places[seat]}."
        lines.append(say(lang, "final-line", medal=medal, name=table.seat_names[seat], vp=state.players[seat].vp))
    rating = solo_rating(state)
    if rating is not None:
        lines.append(say(lang, "solo-rating", title=say(lang, f"rating-{rating.key}"), vp=state.players[0].vp))
    return lines


async def final_post(table: LiveGame[PowerlineState]) -> Post:
    """The standings over the table's Rematch, with each player's timelapse and the final boards in words a click
    away."""
    state = table.state
    lang = table.row.language
    timelapse = button(Route(KEY, "timelapse", table.row.id), say(lang, "button-timelapse"))
    image = await images.standings(state, table.seat_names, lang=lang)
    return final(KEY, CATALOG, table, standings(table, lang), image, [timelapse, read_button(KEY, table.row.id, lang)])
