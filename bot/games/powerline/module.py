"""Powerline at the table: the phase flow's simultaneous shape, with its lobby, words, boards and planner."""

import random
from collections.abc import Mapping, Sequence

import discord

from bot.games.powerline import images, posts
from bot.games.powerline.catalog import say
from bot.games.powerline.planner import Planner
from bot.games.powerline.settings import CHOICES, TILE_DRAWS, TOGGLES, LobbySettings
from bot.storage.store import GameStore
from bot.table.choices import ChoiceLobby
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.live_game import LiveGame
from bot.table.phase_flow import PhaseFlow
from bot.table.posts import Post
from bot.table.reading import read_button
from bot.table.records import Record
from bot.table.replies import files, mentions, tell
from bot.table.routes import Control, Route, button
from bot.table.seat_board import show_seat_board
from engine.powerline.config import PowerlineConfig
from engine.powerline.game import ranks
from engine.powerline.registration import REGISTRATION
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

DAILY_VARIANT_ODDS = 0.5
"""How likely the daily challenge plays each optional rule (construction limits, adventure island, vacation)."""


class PowerlineModule(ChoiceLobby[PowerlineState, LobbySettings], PhaseFlow[PowerlineState, LobbySettings]):
    """Every seat plans each round at once, in its planner (`Planner`); the round card also shows a player their
    board, and the final post their timelapse."""

    registration = REGISTRATION
    choices = CHOICES
    settings_type = LobbySettings
    legacy_prefixes = ("plb", "pls")
    status_card = False
    turn_kind = "round"
    take_arg = "plan"
    card_args = frozenset({"board"})
    stale_key = "stale-round"
    close_keeps_picture = True
    board_command = "board"

    def __init__(self) -> None:
        self._planner = Planner()

    @property
    def picker(self) -> Planner:
        return self._planner

    def own_components(self) -> Mapping[str, ComponentKind]:
        return {"timelapse": ComponentKind(self.on_timelapse, frozenset({""}))}

    def new_config(self, settings: LobbySettings, players: int, seed: int) -> PowerlineConfig:
        return PowerlineConfig(players=players, seed=seed, variants=settings.variants())

    def daily_settings(self, seed: int) -> LobbySettings:
        """Variants drawn from the day's seed: each day a different puzzle, the same one for everybody."""
        draw = random.Random(seed)
        chosen = {toggle: draw.random() < DAILY_VARIANT_ODDS for toggle in TOGGLES}
        return LobbySettings(tiles=draw.choice(TILE_DRAWS), **chosen)

    # -- posts: the table's phase flow, with the game's words and boards ----------------------------------
    def start_text(self, table: LiveGame[PowerlineState]) -> str:
        people = mentions([s.user_id for s in table.seats if s.user_id is not None])
        return say(table.row.language, "game-started", game=table.row.id, players=people)

    def card_lines(self, table: LiveGame[PowerlineState], state: PowerlineState, deadline: float | None) -> list[str]:
        return posts.round_lines(table, state, deadline)

    def image_name(self, phase: int) -> str:
        return images.center_name(phase)

    async def turn_image(
        self, table: LiveGame[PowerlineState], state: PowerlineState, lang: str, filename: str
    ) -> discord.File | None:
        """The center board."""
        return await images.center(state, table.seat_names, lang=lang)

    async def image_words(self, table: LiveGame[PowerlineState], phase: int) -> str:
        return await images.center_words(table.began(phase), table.seat_names, lang=table.row.language) or ""

    def move_lines(self, table: LiveGame[PowerlineState], phase: int, lang: str) -> list[str]:
        """The round's card only says it is over: its narration follows in posts of its own."""
        return [say(lang, "round-resolved", round=phase)]

    def recap_lines(self, table: LiveGame[PowerlineState], phase: int, lang: str) -> list[str]:
        """The round's narration, as its summary tells it, in `lang`."""
        return "\n".join(posts.summary_chunks(table, phase, lang)).split("\n")

    def posts_after(self, table: LiveGame[PowerlineState], phase: int) -> list[str]:
        return posts.summary_keys(table, phase)

    async def build_own_post(self, store: GameStore, table: LiveGame[PowerlineState], key: str) -> Post | None:
        return await posts.summary_post(table, key)

    def standings(self, table: LiveGame[PowerlineState], lang: str) -> list[str]:
        return posts.standings(table, lang)

    async def final_image(self, table: LiveGame[PowerlineState]) -> discord.File | None:
        return await images.standings(table.state, table.seat_names, lang=table.row.language)

    def final_controls(self, table: LiveGame[PowerlineState], lang: str) -> list[Control]:
        """Each player's timelapse, and the final boards in words."""
        timelapse = button(Route(self.key, "timelapse", table.row.id), say(lang, "button-timelapse"))
        return [timelapse, read_button(self.key, table.row.id, lang)]

    def card_buttons(self, table: LiveGame[PowerlineState], phase: int, lang: str) -> list[Control]:
        return [button(Route(self.key, self.turn_kind, table.row.id, phase, 0, "board"), say(lang, "button-board"))]

    async def on_card_button(self, interaction: discord.Interaction, table: LiveGame[PowerlineState], arg: str) -> None:
        await show_seat_board(self, interaction, table, None, None)

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

    # -- a player's board and timelapse ---------------------------------------------------------------------
    async def seat_board(
        self, table: LiveGame[PowerlineState], seat: int, locale: str
    ) -> tuple[str, discord.File | None]:
        """A seat's public board as the last round left it."""
        state, name = table.state, table.seat_names[seat]
        image = await images.board(state, seat, table.seat_names, lang=locale)
        if state.finished:
            return say(locale, "board-final", name=name), image
        if state.round == 1:
            return say(locale, "board-start", name=name), image
        return say(locale, "board-of", name=name, round=state.round - 1), image

    async def on_timelapse(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """The clicker's board growing round by round, as an animation only they see."""
        table = await parts.games.table(route.table)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if table is None or seat is None:
            await tell(interaction, say(interaction.locale.value, "not-a-player", game=route.table))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await images.timelapse(table.game, seat, table.seat_names, lang=interaction.locale.value)
        text = say(interaction.locale.value, "timelapse-of", name=table.seat_names[seat])
        await interaction.followup.send(text, files=files(image), ephemeral=True)


MODULE = PowerlineModule()
