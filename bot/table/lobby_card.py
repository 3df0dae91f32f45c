"""The public lobby card, in the game's language: who sits, the game's settings and the turn timer, with the
controls to join, leave, start or cancel and to change the settings, as a Components V2 card like every other post.
Once the game starts or is cancelled the card keeps its seats and settings, says so, and loses its controls."""

from collections.abc import Sequence

import discord

from bot.storage.games import GameRow, SeatRow
from bot.table.cards import card
from bot.table.module import GameModule, Settings
from bot.table.overtime import DAY, HOLIDAY_BUDGET
from bot.table.routes import Control, Route, button, select
from bot.table.time_left import span
from i18n.catalog import text

TIMER_CHOICES = (0, 5, 10, 30, 60, 720, 1440, 2880, 4320)
"""Turn timers the host may pick, in minutes (0: none): from a sitting's minutes to play by post's days."""
RESERVE_CHOICES = (0, 720, 1440, 4320, 10080)
"""Reserves the host may give each person, in minutes: time for the whole game, spent only beyond a turn's timer."""
LOBBY_COLOUR = discord.Colour.gold()


def seat_label(module: GameModule, seat: SeatRow, lang: str) -> str:
    if seat.is_computer:
        return text(lang, "bot-seat", level=module.catalog.text(lang, f"level-{seat.computer_level}"))
    return f"<@{seat.user_id}>"


def lobby_text(module: GameModule, row: GameRow, seats: Sequence[SeatRow], note: str | None) -> str:
    """The card's words: its title, `note` (how the lobby ended) or the game's introduction, the seats, the game's
    settings and the timer."""
    settings = module.decode_settings(row.settings)
    lang = row.language
    intro = text(
        lang, "lobby-intro", description=module.catalog.text(lang, "game-description"), host=f"<@{row.host_id}>"
    )
    lines = [f"### {text(lang, 'lobby-title', title=module.title, game=row.id)}", note or intro]
    lines.append(f"**{text(lang, 'lobby-seats', count=len(seats), max=module.max_seats)}**")
    lines.append("\n".join(f"{s.seat + 1}. {seat_label(module, s, lang)}" for s in seats) or "—")
    for name, value in module.lobby_fields(settings, lang):
        lines += [f"**{name}**", value]
    timer = text(lang, "timer-choice", minutes=settings.timer_minutes)
    if settings.timer_minutes:
        timer = f"{timer} ({text(lang, 'timer-hint')})"
        days = int(HOLIDAY_BUDGET // DAY)
        reserve = span(lang, settings.reserve_minutes * 60)
        timer += "\n" + (
            text(lang, "lobby-reserve", reserve=reserve, days=days)
            if settings.reserve_minutes
            else text(lang, "lobby-no-reserve", days=days)
        )
    lines += [f"**{text(lang, 'lobby-timer')}**", timer]
    return "\n".join(lines)


def lobby_controls(module: GameModule, row: GameRow, settings: Settings) -> list[list[Control]]:
    """Join, leave, start and cancel; the game's own settings; the timer and (with a timer) the reserve; the
    computer seats."""
    lang = row.language

    def route(kind: str, arg: str) -> Route:
        return Route(module.key, kind, row.id, 0, 0, arg)

    buttons = [
        button(route("lobby", "join"), text(lang, "join"), discord.ButtonStyle.success),
        button(route("lobby", "leave"), text(lang, "leave")),
        button(route("lobby", "start"), text(lang, "start"), discord.ButtonStyle.primary),
        button(route("lobby", "cancel"), text(lang, "cancel"), discord.ButtonStyle.danger),
    ]
    timers = [
        discord.SelectOption(
            label=text(lang, "timer-choice", minutes=minutes),
            value=str(minutes),
            default=settings.timer_minutes == minutes,
        )
        for minutes in TIMER_CHOICES
    ]
    reserves = [
        discord.SelectOption(
            label=text(lang, "reserve-choice", minutes=minutes),
            value=str(minutes),
            description=text(lang, "reserve-help"),
            default=settings.reserve_minutes == minutes,
        )
        for minutes in RESERVE_CHOICES
    ]
    bots = [
        discord.SelectOption(
            label=text(lang, "add-bot", level=module.catalog.text(lang, f"level-{level}")),
            value=level,
            description=module.catalog.text(lang, f"level-{level}-help"),
        )
        for level in module.rules.levels
    ]
    bots.append(discord.SelectOption(label=text(lang, "remove-bot"), value="remove"))
    return [
        buttons,
        *([control] for control in module.lobby_controls(row.id, settings, lang)),
        [select(route("lobbyset", "timer"), timers, text(lang, "pick-timer"))],
        [select(route("lobbyset", "reserve"), reserves, text(lang, "pick-reserve"))] if settings.timer_minutes else [],
        [select(route("lobbyset", "bots"), bots, text(lang, "pick-bot"))],
    ]


def lobby_card(
    module: GameModule, row: GameRow, seats: Sequence[SeatRow], *, note: str | None = None
) -> discord.ui.LayoutView:
    """The lobby as its channel sees it; with `note` (started here or in a thread, cancelled) it has no controls."""
    rows = [] if note is not None else lobby_controls(module, row, module.decode_settings(row.settings))
    return card(lobby_text(module, row, seats, note), rows=rows, colour=LOBBY_COLOUR)
