"""The flow of every game's phases, run by the table from the engine's `active_seats`: a game supplies its words,
pictures and picker; one seat on turn at a time (`bot.table.turn_flow`) and every seat planning at once (a game's
rounds) are two shapes of it.

What the channel sees, as outbox posts: the opening (`start`); a card for each phase that people must act in
(`turn:<phase>`) that pings them, tells the computer's moves since the thread last told one, shows the game's picture
and carries Take my turn and Status; in a simultaneous phase, that card edited as seats act
(`waiting:<phase>:<seats left>`); that card once the phase is played (`close:<phase>`, an edit): the same moves and
the phase's own, over the game as they left it; whatever the game posts after a phase (a scoring, a round's
narration); and the final standings with Rematch (`final`). Take my turn opens the game's private picker
(`bot.table.picker`). Computer seats and absent people are played by the host, at once and without a card: a
computer's move is told on the next card, or on a card of its own (`close:<phase>`, a new message) when a post of the
game's or the final one comes first. So the thread, read as it ends up, tells every move once and in order, and a
card's picture shows the game as its words leave it.

Every post is built from the state its phase began with or the finished phases it tells, never from the live state
that may move on while a picture is drawn.
"""

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, Generic

import discord

from bot.storage.store import GameStore
from bot.table.cards import TEXT_LIMIT, card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.final import final_post
from bot.table.live_game import LiveGame, Memo, S
from bot.table.module import GameModule, SettingsT
from bot.table.picker import PickerGame, on_pick, open_picker
from bot.table.posts import Post
from bot.table.reading import read_button
from bot.table.refusals import ended
from bot.table.replies import files, tell
from bot.table.routes import Control, Route, button
from bot.table.time_left import overtime_lines
from i18n.catalog import text

TURN = "turn"
"""The kind of the phase card's buttons."""
CLOSE = "close"
"""The key of the card that tells the moves up to a finished phase."""
STATUS = "status"
BY_PERSON = Memo[bool]("by-person")
"""Whether a finished phase had a person's card."""
ACTING = Memo[tuple[int, ...]]("acting")
"""The seats a finished phase waited for as it began."""
IMAGE_WORDS = Memo[str]("image-words")
"""The description of a phase card's picture, which its edits show again."""
RECAP_LINES = 8
"""Lines of what happened since a person's last move that their picker opens with; older ones are counted."""


def turn_image_name(turn: int) -> str:
    """The picture's file name on turn `turn`'s card, and on the card telling the moves up to it (for a person's
    turn, the card's closing edit, whose picture replaces the turn card's)."""
    return f"turn-{turn}.png"


class PhaseFlow(GameModule[S, SettingsT], Generic[S, SettingsT]):
    """A game's phases at the table: the posts and the phase card's buttons, whatever the game's picker."""

    turn_kind = TURN
    """The kind of the phase card's buttons."""
    take_arg = "take"
    """The argument of its Take my turn button, worded `button-<take_arg>`."""
    card_args: frozenset[str] = frozenset()
    """The card's own buttons beside Take my turn and Status (`card_buttons`, `on_card_button`)."""
    stale_key = "stale-turn"
    """The message for a click on the card of a phase that is over (params: game, old, now)."""
    close_keeps_picture = False
    """Whether the closing edit keeps the card's picture when `closed_image` draws none (else it goes)."""

    # -- what the game supplies ----------------------------------------------------------------------------
    @property
    @abstractmethod
    def picker(self) -> PickerGame[Any]:
        """What Take my turn opens."""

    @abstractmethod
    def start_text(self, table: LiveGame[S]) -> str:
        """The opening post: who plays what, in which order."""

    @abstractmethod
    def card_lines(self, table: LiveGame[S], state: S, deadline: float | None) -> list[str]:
        """The phase card's lines below the moves the table tells: who is to act in `state` and by when."""

    @abstractmethod
    def move_lines(self, table: LiveGame[S], phase: int, lang: str) -> list[str]:
        """Finished phase `phase`'s moves, whoever played them, in `lang` (the game's on its posts, the clicker's in
        a recap): the table tells every move with these, a computer's too."""

    def seat_name(self, table: LiveGame[S], seat: int) -> str:
        return table.seat_names[seat]

    def recap_lines(self, table: LiveGame[S], phase: int, lang: str) -> list[str]:
        """Finished phase `phase` told in `lang` to someone back for their next move (`recap`): its moves by
        default."""
        return self.move_lines(table, phase, lang)

    def image_name(self, phase: int) -> str:
        """The picture's file name on `phase`'s card."""
        return turn_image_name(phase)

    async def turn_image(self, table: LiveGame[S], state: S, lang: str, filename: str) -> discord.File | None:
        """The picture on the phase card."""
        return None

    async def image_words(self, table: LiveGame[S], phase: int) -> str:
        """The description of `phase`'s card picture written again (after a restart), for an edit that keeps it."""
        return ""

    async def closed_image(self, table: LiveGame[S], phase: int, filename: str) -> discord.File | None:
        """The picture of the card telling the moves up to finished phase `phase`: the game as it left it. None: no
        new picture (`close_keeps_picture` says whether the card's own stays)."""
        return None

    def posts_after(self, table: LiveGame[S], phase: int) -> list[str]:
        """Keys of the game's own posts after finished phase `phase` (a scoring), built by `build_own_post`."""
        return []

    async def build_own_post(self, store: GameStore, table: LiveGame[S], key: str) -> Post | None:
        return None

    @abstractmethod
    def standings(self, table: LiveGame[S], lang: str) -> list[str]:
        """The final result, for the last post and for `/history`."""

    async def final_image(self, table: LiveGame[S]) -> discord.File | None:
        return None

    def final_controls(self, table: LiveGame[S], lang: str) -> list[Control]:
        """Buttons of the final post beside Rematch."""
        return []

    def card_buttons(self, table: LiveGame[S], phase: int, lang: str) -> list[Control]:
        """The card's own buttons (their args in `card_args`), between Take my turn and Status."""
        return []

    async def on_card_button(self, interaction: discord.Interaction, table: LiveGame[S], arg: str) -> None:
        """A click on one of `card_buttons`."""
        return

    # -- the posts -----------------------------------------------------------------------------------------
    @property
    def components(self) -> Mapping[str, ComponentKind]:
        args = frozenset({self.take_arg, STATUS, *self.card_args})
        picker = {kind: ComponentKind(self.on_pick, taken) for kind, taken in self.picker.picker_kinds.items()}
        return {self.turn_kind: ComponentKind(self.on_turn_button, args), **picker, **self.own_components()}

    def own_components(self) -> Mapping[str, ComponentKind]:
        """The game's components beside the phase card's and the picker's."""
        return {}

    def play_route(self, table: LiveGame[S]) -> Route | None:
        """The phase card's Take my turn."""
        return Route(self.key, self.turn_kind, table.row.id, table.phase, 0, self.take_arg)

    def seat_on_turn(self, table: LiveGame[S]) -> int | None:
        return next(iter(table.rules.active_seats(table.state)), None)

    def due_posts(self, table: LiveGame[S]) -> list[str]:
        keys = ["start"]
        phases = list(table.phase_ends)
        for phase in phases:
            if self._told_through(table, phase) or (table.over and phase == phases[-1]):
                keys.append(f"{CLOSE}:{phase}")
            keys += self.posts_after(table, phase)
        if table.over:
            return [*keys, "final"]
        if table.people_to_act:
            keys.append(f"turn:{table.phase}")
            left = len(table.rules.active_seats(table.state))
            if self.simultaneous and left < len(table.seats):
                keys.append(f"waiting:{table.phase}:{left}")
        return keys

    def _told_through(self, table: LiveGame[S], phase: int) -> bool:
        """Whether a card tells the moves up to finished phase `phase`, whatever comes next: a person's card, or one
        of its own for a computer's phase that the game's posts follow. (The last phase of a game that is over gets
        one too, before the final post: `due_posts`.)"""
        return self._by_person(table, phase) or bool(self.posts_after(table, phase))

    def told_turns(self, table: LiveGame[S], phase: int) -> list[int]:
        """The finished phases before `phase` that the card of `phase` tells first: the computer's since the thread
        last told a move. A game's posts after a phase (a scoring) end what a later card tells, so nothing from an
        earlier game or round is told after them."""
        since: list[int] = []
        for earlier in sorted((t for t in table.phase_ends if t < phase), reverse=True):
            if self._told_through(table, earlier):
                break
            since.append(earlier)
        return since[::-1]

    @staticmethod
    def _acting(table: LiveGame[S], phase: int) -> tuple[int, ...]:
        """The seats finished phase `phase` waited for as it began; kept, since posting and recaps ask again."""
        return table.remember(ACTING, phase, lambda: tuple(table.rules.active_seats(table.began(phase))))

    def _by_person(self, table: LiveGame[S], phase: int) -> bool:
        """Whether finished phase `phase` had a card: a person was to act as it began, not one marked away whom the
        computer played for at once. Kept, since every posting pass asks it of every phase."""

        def had_a_card() -> bool:
            away = table.away_played.get(phase, ())
            return any(not table.seats[s].is_computer and s not in away for s in self._acting(table, phase))

        return table.remember(BY_PERSON, phase, had_a_card)

    def fitted(self, told: list[str], rest: list[str], lang: str) -> str:
        """The told moves' lines, then `rest`, within `TEXT_LIMIT`: the oldest lines give way to a count of them in
        the game's words, `narrate-earlier` (a person who passed early can leave a whole round of computer turns)."""
        dropped = 0
        while told and len("\n".join([*told, *rest])) > TEXT_LIMIT:
            told = told[1:]
            dropped += 1
        earlier = [self.catalog.text(lang, "narrate-earlier", count=dropped)] if dropped else []
        return "\n".join([*earlier, *told, *rest])

    def _told_lines(self, table: LiveGame[S], phase: int) -> list[str]:
        lang = table.row.language
        return [line for earlier in self.told_turns(table, phase) for line in self.move_lines(table, earlier, lang)]

    async def build_post(self, store: GameStore, table: LiveGame[S], key: str) -> Post | None:
        kind, _, rest = key.partition(":")
        lang = table.row.language
        if kind == "start":
            return Post(view=card(self.start_text(table)), mention=True)
        if kind == CLOSE:
            return await self._closed_post(table, int(rest))
        if kind in ("turn", "waiting"):
            return await self._phase_post(store, table, int(rest.partition(":")[0]), kind == "waiting")
        if kind == "final":
            standings, image = self.standings(table, lang), await self.final_image(table)
            return final_post(self.key, self.catalog, table, standings, image, self.final_controls(table, lang))
        return await self.build_own_post(store, table, key)

    async def _kept(self, table: LiveGame[S], phase: int) -> tuple[str, str]:
        """The picture `phase`'s card already shows, for an edit that keeps it: its name and description, kept from
        the first post or (after a restart) written again."""
        said = table.recall(IMAGE_WORDS, phase)
        if said is None:
            said = await self.image_words(table, phase)
            table.keep(IMAGE_WORDS, phase, said)
        return self.image_name(phase), said

    async def _closed_post(self, table: LiveGame[S], phase: int) -> Post:
        """The moves up to finished phase `phase` told, over the game as they left it: a person's card edited (its
        buttons go, and its picture unless the game keeps it), or a card of its own for a computer's phase."""
        lang = table.row.language
        text = self.fitted(self._told_lines(table, phase), self.move_lines(table, phase, lang), lang)
        image = await self.closed_image(table, phase, self.image_name(phase))
        if not self._by_person(table, phase):
            return Post(view=card(text, image=image), files=files(image))
        if image is None and self.close_keeps_picture:
            return Post(view=card(text, kept=await self._kept(table, phase)), edit_of=f"turn:{phase}")
        return Post(view=card(text, image=image), files=files(image), edit_of=f"turn:{phase}", replaces_files=True)

    async def _phase_post(self, store: GameStore, table: LiveGame[S], phase: int, progress: bool) -> Post | None:
        """The card of the people to act (`progress`: edited as some have), or None once the phase is over."""
        deadline = await store.deadlines.deadline(table.row.id, phase)
        state = table.state  # read after the deadline: the state checked below is the one the card shows
        if table.phase != phase or not table.people_to_act:
            return None
        lang = table.row.language
        lines = self.card_lines(table, state, deadline)
        if deadline is not None:
            reserve = self.decode_settings(table.row.settings).reserve_minutes
            lines += overtime_lines(table, reserve, store.clock(), lang)
        text = self.fitted(self._told_lines(table, phase), lines, lang)
        controls = [
            button(
                self._card_route(table, phase, self.take_arg),
                self.catalog.text(lang, f"button-{self.take_arg}"),
                discord.ButtonStyle.primary,
            ),
            *self.card_buttons(table, phase, lang),
            button(self._card_route(table, phase, STATUS), self.catalog.text(lang, "button-status")),
            read_button(self.key, table.row.id, lang),
        ]
        if progress:
            view = card(text, kept=await self._kept(table, phase), rows=[controls])
            return Post(view=view, edit_of=f"turn:{phase}", mention=True, progress=True)
        image = await self.turn_image(table, state, lang, self.image_name(phase))
        if image is not None:
            table.keep(IMAGE_WORDS, phase, image.description or "")
        return Post(view=card(text, image=image, rows=[controls]), files=files(image), mention=True)

    def _card_route(self, table: LiveGame[S], phase: int, arg: str) -> Route:
        return Route(self.key, self.turn_kind, table.row.id, phase, 0, arg)

    def recap(self, table: LiveGame[S], seat: int, lang: str) -> str | None:
        """What happened since `seat` last acted, for the picker they open (play over days): the finished phases
        after their last one (a simultaneous phase's results came after their plan, so that one too), its newest
        `RECAP_LINES` lines under a title in the clicker's `lang`, the older ones counted. None if nothing did.
        Read from the newest phase back to theirs, so a click reads the few phases it tells, not the whole game."""
        told: list[int] = []
        for phase in sorted(table.phase_ends, reverse=True):
            mine = seat in self._acting(table, phase)
            if mine and not self.simultaneous:
                break
            told.append(phase)
            if mine:
                break
        lines = [line for phase in reversed(told) for line in self.recap_lines(table, phase, lang)]
        if not lines:
            return None
        shown = lines[-RECAP_LINES:]
        earlier = len(lines) - len(shown)
        head = [text(lang, "recap-title")] + ([text(lang, "recap-earlier", count=earlier)] if earlier else [])
        return "\n".join([*head, *(f"> {line}" for line in shown)])

    # -- the card's buttons --------------------------------------------------------------------------------
    async def on_turn_button(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Status for anyone; Take my turn opens the picker for a seat to act, else a refusal in their words."""
        lang = interaction.locale.value
        table = await parts.games.table(route.table)
        if table is not None and route.arg == STATUS:
            await tell(interaction, self.status_text(table, lang))
            return
        if table is not None and route.arg in self.card_args:
            await self.on_card_button(interaction, table, route.arg)
            return
        refusal = ended(table, route.table, lang)
        if refusal is None and table is not None and route.phase != table.phase:
            refusal = self.catalog.text(lang, self.stale_key, game=route.table, old=route.phase, now=table.phase)
        if refusal or table is None:
            await tell(interaction, refusal or self.catalog.text(lang, "no-such-game"))
            return
        seat = table.seat_of(interaction.user.id)
        on_turn = self.seat_on_turn(table)
        if seat is None:
            await tell(interaction, self.catalog.text(lang, "not-a-player", game=route.table))
        elif not self.simultaneous and on_turn != seat:
            who = "—" if on_turn is None else self.seat_name(table, on_turn)
            await tell(interaction, self.catalog.text(lang, "not-your-turn", who=who))
        else:
            recap = partial(self.recap, table, seat, lang)
            await open_picker(self.picker, interaction, table, seat, parts.drafts, recap)

    async def on_pick(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await on_pick(self.picker, parts, interaction, route, values)
