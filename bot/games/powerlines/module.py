"""Power Lines at the table: an alternating-turn game (`bot.table.turn_flow`) with its lobby choices, words and
pictures."""

from collections.abc import Sequence
from functools import partial

import discord

import render.powerlines as render
from bot.games.powerlines import images, picker, posts
from bot.games.powerlines.catalog import say
from bot.games.powerlines.settings import CHOICES, LobbySettings
from bot.games.powerlines.words import side_name
from bot.storage.store import GameStore
from bot.table import drawing
from bot.table.choices import ChoiceLobby
from bot.table.live_game import LiveGame
from bot.table.picker import Click, PickerCard
from bot.table.player_views import player_view
from bot.table.posts import Post
from bot.table.records import Record
from bot.table.routes import Route
from bot.table.turn_flow import TurnFlow
from engine.powerlines.actions import PlaceTile
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.game import POWERLINES
from engine.powerlines.position import legal_cells, on_turn, seat_scores
from engine.powerlines.registration import REGISTRATION
from engine.powerlines.rules import load_rules
from engine.powerlines.state import PowerLinesState
from i18n.catalog import language


class PowerLinesModule(ChoiceLobby[PowerLinesState, LobbySettings], TurnFlow[PowerLinesState, LobbySettings]):
    registration = REGISTRATION
    error_words = ("suit",)
    choices = CHOICES
    settings_type = LobbySettings

    def new_config(self, settings: LobbySettings, players: int, seed: int) -> PowerLinesConfig:
        return settings.config(seed)

    # -- posts: the table's turn flow, with the game's words and grid --------------------------------------
    def start_text(self, table: LiveGame[PowerLinesState]) -> str:
        return posts.start_text(table)

    def turn_text(self, table: LiveGame[PowerLinesState], state: PowerLinesState) -> list[str]:
        return posts.turn_text(table, state)

    async def turn_image(
        self, table: LiveGame[PowerLinesState], state: PowerLinesState, lang: str, filename: str
    ) -> discord.File | None:
        """The grid with the legal spots lettered as in the picker, so "placed at C" names a spot the player saw."""
        last = None if not state.grid else (state.grid[-1].x, state.grid[-1].y)
        return await images.grid(
            state, table.seat_names, lang=lang, filename=filename, highlight=legal_cells(state), last=last
        )

    def move_lines(self, table: LiveGame[PowerLinesState], turn: int, lang: str) -> list[str]:
        return [posts.placed_text(table, turn, lang)]

    async def closed_image(self, table: LiveGame[PowerLinesState], turn: int, filename: str) -> discord.File | None:
        return await posts.closed_image(table, turn, filename)

    def posts_after(self, table: LiveGame[PowerLinesState], turn: int) -> list[str]:
        return posts.posts_after(table, turn)

    async def build_own_post(self, store: GameStore, table: LiveGame[PowerLinesState], key: str) -> Post | None:
        return await posts.scored_post(store, table, key)

    def standings(self, table: LiveGame[PowerLinesState], lang: str) -> list[str]:
        return posts.standings(table, lang)

    # -- the picker ----------------------------------------------------------------------------------------
    def well_formed(self, arg: str) -> bool:
        return picker.well_formed(arg)

    def click(
        self, table: LiveGame[PowerLinesState], seat: int, route: Route, values: Sequence[str], lang: str
    ) -> Click[str]:
        return picker.click(table, seat, route.arg, values, lang)

    def played(self, table: LiveGame[PowerLinesState], seat: int, action: PlaceTile, turn: int, lang: str) -> str:
        return picker.played(table, action, turn, lang)

    async def picker_card(self, table: LiveGame[PowerLinesState], seat: int, lang: str, draft: str) -> PickerCard:
        return await picker.picker_card(table, seat, lang, draft, lambda arg: self.pick_route(table, arg))

    # -- what the table asks besides -----------------------------------------------------------------------
    def record_note(self, record: Record, locale: str) -> str | None:
        """Matches won and lost: each game played here is one match."""
        return say(locale, "stats-matches", won=record.wins, lost=record.played - record.wins)

    async def replay(
        self, table: LiveGame[PowerLinesState], seat: int | None, locale: str
    ) -> tuple[str, discord.File | None]:
        """The result, and the grid tile by tile."""
        image = await images.timelapse(table.history(), table.seat_names, lang=locale)
        return "\n".join(posts.standings(table, locale)), image

    def status_text(self, table: LiveGame[PowerLinesState], locale: str) -> str:
        state = table.state
        seat = on_turn(state)
        if seat is None:
            head = say(locale, "status-over", game=table.row.id)
        else:
            head = say(
                locale,
                "status",
                game=table.row.id,
                round=state.game + 1,
                games=len(state.first_seats),
                tile=len(state.grid) + 1,
                tiles=load_rules().tiles,
                who=table.seat_names[seat],
            )
        scores = seat_scores(state)
        lines = [
            say(locale, "status-line", name=name, side=side_name(state, s, locale), points=scores[s])
            for s, name in enumerate(table.seat_names)
        ]
        return "\n".join([head, *lines])

    async def board_text(self, table: LiveGame[PowerLinesState], locale: str) -> str | None:
        """The match in words: the grid cell by cell with its lettered spots (as the picker names them), the tiles
        left and every game scored. Nothing is hidden, but it is built from the public view all the same."""
        state = player_view(POWERLINES, table.state, None)
        return await drawing.words(partial(render.board_text, lang=language(locale)), state, tuple(table.seat_names))


MODULE = PowerLinesModule()
