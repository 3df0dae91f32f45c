"""Absent players, for every game: once the timer has played for someone twice in a row (`LiveGame.absences`), the
computer plays for them at once until they press "I'm back" (or use `/<game> back`).

The channel hears it in one card: posted when they are marked away, with the button, and edited once they are
back. Both are table posts derived from the game, so they go through the outbox like the game's own posts.
"""

from collections.abc import Sequence
from dataclasses import replace

import discord

from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.live_game import Absence, LiveGame
from bot.table.module import GameModule
from bot.table.posts import Post
from bot.table.replies import say_to, tell
from bot.table.routes import Route, button
from i18n.catalog import text

AWAY = "away"
BACK = "back"


def _absence(table: LiveGame, key: str) -> Absence | None:
    _, seat, since = key.split(":")
    return next((a for a in table.absences if (a.seat, a.since) == (int(seat), int(since))), None)


class Absences:
    """The "I'm back" button and the cards that announce who is away."""

    prefixes: tuple[str, ...] = (AWAY, BACK)
    leads = False

    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.components = {BACK: ComponentKind(self.on_back, frozenset({""}))}

    def due_posts(self, table: LiveGame) -> list[str]:
        """Nothing once the game is over: the computer may have played it to its end at once."""
        keys: list[str] = []
        if table.over:
            return keys
        for absence in table.absences:
            keys.append(f"{AWAY}:{absence.seat}:{absence.since}")
            if absence.back:
                keys.append(f"{BACK}:{absence.seat}:{absence.since}")
        return keys

    async def build_post(self, store: GameStore, table: LiveGame, key: str) -> Post | None:
        absence = _absence(table, key)
        if absence is None:
            return None
        lang = table.row.language
        who = f"<@{table.seats[absence.seat].user_id}>"
        if key.startswith(BACK):
            return Post(view=card(text(lang, "back-notice", who=who)), edit_of=f"{AWAY}:{absence.seat}:{absence.since}")
        back = button(Route(table.row.kind, BACK, table.row.id), text(lang, "button-back"), discord.ButtonStyle.success)
        return Post(view=card(text(lang, "away-notice", who=who, game=table.row.id), rows=[[back]]), mention=True)

    async def on_back(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await self.come_back(interaction, route.table)

    async def come_back(self, interaction: discord.Interaction, game_id: int) -> None:
        """The clicker plays again from their next turn, if they are away in the game; otherwise they hear why not."""
        host = self.host
        table = await host.games.table(game_id)
        if table is None:
            await tell(interaction, say_to(interaction, "no-such-game"))
            return
        seat = table.seat_of(interaction.user.id)
        async with host.games.lock(game_id):
            refusal = self._refusal(table, seat, interaction)
            if refusal is None and seat is not None:
                logged = len(table.game.actions)
                await host.store.games.back(game_id, seat, logged)
                table.seats = tuple(replace(s, back_at=logged) if s.seat == seat else s for s in table.seats)
                table.come_back(seat)
                host.backlog.posts.add(game_id)
        await tell(interaction, refusal or say_to(interaction, "back-done", game=game_id))
        host.outbox.nudge(game_id)  # the card says they are back now, whether they clicked it or used the command

    @staticmethod
    def _refusal(table: LiveGame, seat: int | None, interaction: discord.Interaction) -> str | None:
        if seat is None:
            return say_to(interaction, "not-a-player", game=table.row.id)
        if table.row.status != "running" or table.over:
            return say_to(interaction, "game-over", game=table.row.id)
        if seat not in table.away:
            return say_to(interaction, "back-not-away", game=table.row.id)
        return None
