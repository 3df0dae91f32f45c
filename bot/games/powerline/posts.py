"""Powerline's words on the table's phase flow (`bot.table.phase_flow`): the round card's lines, each round's
narration after it closes, and the final standings."""

from bot.games.powerline import images
from bot.games.powerline.catalog import say
from bot.games.powerline.narrate import dice_text, narrate_round, split_message
from bot.table.live_game import LiveGame, Memo
from bot.table.posts import Post
from bot.table.replies import files, mentions
from engine.powerline.events import Event, RoundResolved
from engine.powerline.game import ranks, solo_rating
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

SUMMARY_PARTS = Memo[int]("summary-parts")
"""How many messages a round's narration takes."""
MEDALS = ("🥇", "🥈", "🥉")


def summary_parts(table: LiveGame[PowerlineState], round_: int) -> int:
    """How many messages a round's narration takes. Every settling lists the due posts, and so the parts of
    every summary: the count is kept per round, the text is narrated again for the one post that sends it."""
    return table.remember(SUMMARY_PARTS, round_, lambda: len(summary_chunks(table, round_)))


def summary_chunks(table: LiveGame[PowerlineState], round_: int, lang: str | None = None) -> list[str]:
    """A round's narration in `lang` (the game's by default), cut into messages Discord accepts; it opens with who
    the timer played for and who the computer played for because they are away."""
    state = table.phase_ends[round_]
    events = [e for e in table.phase_events[round_] if isinstance(e, Event)]
    lang = lang or table.row.language
    dice = next(e.dice for e in table.phase_events[round_] if isinstance(e, RoundResolved))
    text = narrate_round(round_, dice, events, state, table.seat_names, lang)
    away = table.away_played.get(round_, [])
    late = [s for s in table.computer_played.get(round_, []) if s not in away]
    for key, seats in (("away-played", away), ("timeout", late)):
        if seats:
            text = f"{say(lang, key, people=', '.join(table.seat_names[s] for s in seats))}\n{text}"
    return split_message(text)


def summary_keys(table: LiveGame[PowerlineState], round_: int) -> list[str]:
    """A round's narration, posted once it closes: its first message with the boards, then the rest."""
    parts = range(2, summary_parts(table, round_) + 1)
    return [f"summary:{round_}", *(f"summary:{round_}:{part}" for part in parts)]


async def summary_post(table: LiveGame[PowerlineState], key: str) -> Post | None:
    kind, _, rest = key.partition(":")
    if kind != "summary":
        return None
    round_, _, part = rest.partition(":")
    chunks = summary_chunks(table, int(round_))
    if part:
        return Post(chunks[int(part) - 1])
    after, lang = table.phase_ends[int(round_)], table.row.language
    image = await images.round_summary(after, table.phase_events[int(round_)], table.seat_names, lang=lang)
    return Post(chunks[0], files=files(image))


def round_lines(table: LiveGame[PowerlineState], state: PowerlineState, deadline: float | None) -> list[str]:
    """The round card's dice, and who still owes a plan by when."""
    lang = table.row.language
    lines = [say(lang, "round-header", round=state.round, rounds=load_rules().rounds, dice=dice_text(state.dice))]
    waiting = [u for s in state.waiting_for if (u := table.seats[s].user_id) is not None]
    if not waiting:
        return [*lines, say(lang, "round-all-in")]
    lines.append(say(lang, "round-waiting", people=mentions(waiting)))
    if deadline is not None:
        lines.append(say(lang, "round-deadline", when=f"<t:{int(deadline)}:R>"))
    return lines


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
