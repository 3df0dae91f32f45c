"""Powerline at the table: its settings, posts, round buttons, planner and `/powerline board`."""

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.games.powerline import images, posts
from bot.games.powerline.catalog import say
from bot.games.powerline.planner import Planner
from bot.games.powerline.refusals import refusal_for
from bot.games.powerline.settings import TILE_DRAWS, TOGGLES, LobbySettings
from bot.storage.store import GameStore
from bot.table.live_game import LiveGame
from bot.table.module import ComponentKind, GameModule
from bot.table.posts import Post
from bot.table.records import Record
from bot.table.replies import files, tell
from bot.table.routes import Control, Route, select
from bot.translator import described, named
from engine.powerline.config import MAX_PLAYERS, MIN_PLAYERS, PowerlineConfig
from engine.powerline.game import ranks
from engine.powerline.registration import REGISTRATION
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

if TYPE_CHECKING:
    from bot.table.host import TableHost

DAILY_VARIANT_ODDS = 0.5
"""How likely the daily challenge plays each optional rule (construction limits, adventure island, vacation)."""


class PowerlineModule(GameModule[PowerlineState, LobbySettings]):
    registration = REGISTRATION
    legacy_prefixes = ("plb", "pls")
    simultaneous = True
    status_card = False
    min_seats = MIN_PLAYERS
    max_seats = MAX_PLAYERS

    def __init__(self) -> None:
        self.planner = Planner()
        self._components = {
            "round": ComponentKind(self.on_round_button, frozenset({"plan", "board", "status"})),
            "plan": ComponentKind(self.planner.on_component, self.planner.actions),
            "place": ComponentKind(self.planner.on_component, frozenset({"0", "1", "2", "3"})),
            "timelapse": ComponentKind(self.on_timelapse, frozenset({""})),
        }

    @property
    def components(self) -> Mapping[str, ComponentKind]:
        return self._components

    # -- lobby -----------------------------------------------------------------------------------------
    def default_settings(self) -> LobbySettings:
        return LobbySettings()

    def decode_settings(self, text: str) -> LobbySettings:
        return LobbySettings.from_json(text)

    def lobby_fields(self, settings: LobbySettings, lang: str) -> list[tuple[str, str]]:
        chosen = [say(lang, f"toggle-{key}") for key in TOGGLES if getattr(settings, key) and key != "side_a"]
        chosen.append(say(lang, f"tiles-{settings.tiles}"))
        if settings.variants().tiles_over_side_a:
            chosen.append(say(lang, "toggle-side_a"))
        return [(say(lang, "lobby-rules"), "\n".join(chosen))]

    def lobby_controls(self, game_id: int, settings: LobbySettings, lang: str) -> list[Control]:
        toggles = [
            discord.SelectOption(label=say(lang, f"toggle-{key}"), value=key, default=getattr(settings, key))
            for key in TOGGLES
        ]
        tiles = [
            discord.SelectOption(label=say(lang, f"tiles-{key}"), value=key, default=settings.tiles == key)
            for key in TILE_DRAWS
        ]
        return [
            select(
                Route(self.key, "lobbyset", game_id, 0, 0, "toggles"),
                toggles,
                say(lang, "pick-toggles"),
                min_values=0,
                max_values=len(TOGGLES),
            ),
            select(Route(self.key, "lobbyset", game_id, 0, 0, "tiles"), tiles, say(lang, "pick-tiles")),
        ]

    def change_setting(self, settings: LobbySettings, name: str, values: Sequence[str]) -> LobbySettings | None:
        if name == "toggles" and set(values) <= set(TOGGLES):
            return settings.with_toggles(set(values))
        if name == "tiles" and len(values) == 1 and values[0] in TILE_DRAWS:
            return replace(settings, tiles=values[0])
        return None

    def new_config(self, settings: LobbySettings, players: int, seed: int) -> PowerlineConfig:
        return PowerlineConfig(players=players, seed=seed, variants=settings.variants())

    def daily_settings(self, seed: int) -> LobbySettings:
        """Variants drawn from the day's seed: each day a different puzzle, the same one for everybody."""
        draw = random.Random(seed)
        chosen = {toggle for toggle in TOGGLES if draw.random() < DAILY_VARIANT_ODDS}
        return LobbySettings(tiles=draw.choice(TILE_DRAWS)).with_toggles(chosen)

    # -- posts -----------------------------------------------------------------------------------------
    def due_posts(self, table: LiveGame[PowerlineState]) -> list[str]:
        return posts.due_posts(table)

    async def build_post(self, store: GameStore, table: LiveGame[PowerlineState], key: str) -> Post | None:
        return await posts.build_post(store, table, key)

    async def prepare(self, table: LiveGame[PowerlineState]) -> None:
        """Each person the new round waits for gets the board their planner's preview starts from drawn now."""
        state, names = table.state, table.seat_names
        for seat in table.people_to_act:
            await images.prepare_preview(state, seat, names, lang=table.language_of(seat))

    def record_note(self, record: Record, locale: str) -> str | None:
        """The best solo game, with its place on the rulebook's solo chart."""
        if record.solo_best is None:
            return None
        band = load_rules().solo_rating(record.solo_best)
        return say(locale, "stats-solo", vp=record.solo_best, title=say(locale, f"rating-{band.key}"))

    async def replay(
        self, table: LiveGame[PowerlineState], seat: int | None, locale: str
    ) -> tuple[str, discord.File | None]:
        """The standings, and the board of `seat` (or the winner) growing round by round."""
        shown = ranks(table.state).index(1) if seat is None else seat
        image = await images.timelapse(table.game, shown, table.seat_names, lang=locale)
        return "\n".join(posts.standings(table, locale)), image

    def play_route(self, table: LiveGame[PowerlineState]) -> Route | None:
        """The round card's Plan."""
        return Route(self.key, "round", table.row.id, table.state.round, 0, "plan")

    def status_text(self, table: LiveGame[PowerlineState], locale: str) -> str:
        state = table.state
        if state.finished:
            head = say(locale, "game-over", game=table.row.id)
        else:
            waiting = [table.seat_names[s] for s in state.waiting_for]
            owed = say(locale, "round-waiting", people=", ".join(waiting)) if waiting else say(locale, "round-all-in")
            rounds = load_rules().rounds
            head = say(locale, "status", game=table.row.id, round=state.round, rounds=rounds, waiting=owed)
        places = ranks(state)
        order = sorted(range(len(places)), key=lambda s: (places[s], s))
        lines = [
            say(locale, "status-line", place=places[s], seat=s + 1, name=table.seat_names[s], vp=state.players[s].vp)
            for s in order
        ]
        return "\n".join([head, *lines])

    async def board_text(self, table: LiveGame[PowerlineState], locale: str) -> str | None:
        """Every board, the dice, the scoring tiles and the standings in words, as the channel sees them."""
        return await images.board_text(table.state, table.seat_names, lang=locale)

    # -- commands and buttons --------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group, host: "TableHost[GameModule]") -> None:
        @group.command(name=named("board", self.catalog), description=described("command-board", self.catalog))
        @app_commands.rename(player=named("player", self.catalog), seat=named("seat", self.catalog))
        @app_commands.describe(
            player=described("option-player", self.catalog), seat=described("option-seat", self.catalog)
        )
        async def board(
            interaction: discord.Interaction,
            player: discord.User | None = None,
            seat: app_commands.Range[int, 1, MAX_PLAYERS] | None = None,
        ) -> None:
            row = await host.store.games.latest_game_for(interaction.channel_id or 0, self.key)
            table = None if row is None else await host.games.table(row.id)
            lang = interaction.locale.value
            if table is None:
                await tell(interaction, say(lang, "no-game-here", title=self.title, command=self.key))
            elif seat is None:
                await self.show_board(interaction, table, player or interaction.user)
            elif seat > len(table.seats):
                text = say(lang, "no-such-seat", seat=seat, game=table.row.id, seats=len(table.seats))
                await tell(interaction, text)
            else:
                await self.send_board(interaction, table, seat - 1)

    async def show_board(
        self, interaction: discord.Interaction, table: LiveGame[PowerlineState], user: discord.abc.User
    ) -> None:
        seat = table.seat_of(user.id)
        if seat is None:
            text = say(interaction.locale.value, "board-not-playing", name=user.display_name, game=table.row.id)
            await tell(interaction, text)
            return
        await self.send_board(interaction, table, seat)

    async def send_board(self, interaction: discord.Interaction, table: LiveGame[PowerlineState], seat: int) -> None:
        """A seat's public board, privately to whoever asked."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        state = table.state
        image = await images.board(state, seat, table.seat_names, lang=interaction.locale.value)
        lang, name = interaction.locale.value, table.seat_names[seat]
        if state.finished:
            text = say(lang, "board-final", name=name)
        elif state.round == 1:
            text = say(lang, "board-start", name=name)
        else:
            text = say(lang, "board-of", name=name, round=state.round - 1)
        await interaction.followup.send(text, files=files(image), ephemeral=True)

    async def on_round_button(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        table = await host.games.table(route.table)
        if route.arg == "status" and table is not None:
            await tell(interaction, self.status_text(table, interaction.locale.value))
            return
        if route.arg == "board" and table is not None:
            await self.show_board(interaction, table, interaction.user)
            return
        refusal = refusal_for(table, route.phase, route.table, interaction.locale.value)
        if refusal or table is None:
            await tell(interaction, refusal or say(interaction.locale.value, "no-such-game"))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, say(interaction.locale.value, "not-a-player", game=route.table))
            return
        await self.planner.open(host, interaction, table, seat)

    async def on_timelapse(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """The clicker's board growing round by round, as an animation only they see."""
        table = await host.games.table(route.table)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if table is None or seat is None:
            await tell(interaction, say(interaction.locale.value, "not-a-player", game=route.table))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await images.timelapse(table.game, seat, table.seat_names, lang=interaction.locale.value)
        text = say(interaction.locale.value, "timelapse-of", name=table.seat_names[seat])
        await interaction.followup.send(text, files=files(image), ephemeral=True)


MODULE = PowerlineModule()
