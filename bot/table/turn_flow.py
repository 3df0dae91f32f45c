"""The flow of a game where one seat is on turn at a time, run by the table: a game supplies what is its own.

What the channel sees, as outbox posts: the opening (`start`); a card for each person's turn (`turn:<turn>`) that
pings them, tells the computer's moves since the thread last told one, shows the game's picture and carries Take my
turn and Status; that card once the turn is played (`close:<turn>`, an edit): the same moves and the turn's own, over
the game as they left it; whatever the game posts after a turn (a scoring, a round's end); and the final standings
with Rematch (`final`). Take my turn opens the game's private picker (`bot.table.picker`). Computer seats and absent
people are played by the host, at once and without a card: a computer's move is told on the next card, or on a card
of its own (`close:<turn>`, a new message) when a post of the game's or the final one comes first. So the thread,
read as it ends up, tells every move once and in order, and a card's picture shows the game as its words leave it.

A game subclasses `TurnFlow` and supplies its words and pictures: `start_text`, `turn_text`, `move_lines`,
`turn_image`, `closed_image`, `standings`, and its picker (`bot.table.picker.PickerGame`). Every post is built from
the state its turn began with or the finished turns it tells, never from the live state that may move on while a
picture is drawn.
"""

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic

import discord

from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.final import final_post
from bot.table.live_game import LiveGame, Memo, S
from bot.table.module import ComponentKind, GameModule, SettingsT
from bot.table.picker import PICK, Click, Drafts, Pick, PickerCard, Show, on_pick, open_picker, turn_refusal
from bot.table.posts import Post
from bot.table.reading import read_button
from bot.table.refusals import ended
from bot.table.replies import files, tell
from bot.table.routes import Control, Route, button
from engine.core.errors import RuleError

if TYPE_CHECKING:
    from bot.table.host import TableHost

TURN = "turn"
"""The kind of the turn card's buttons."""
CLOSE = "close"
"""The key of the card that tells the moves up to a finished turn."""
BY_PERSON = Memo[bool]("by-person")
"""Whether a finished turn had a person's card."""
TEXT_LIMIT = 3800
"""Characters a card's text may hold (Discord takes 4000 in a text display), its oldest moves cut to fit."""


def turn_image_name(turn: int) -> str:
    """The picture's file name on turn `turn`'s card, and on the card telling the moves up to it (for a person's
    turn, the card's closing edit, whose picture replaces the turn card's)."""
    return f"turn-{turn}.png"


class TurnFlow(GameModule[S, SettingsT], Generic[S, SettingsT]):
    """An alternating-turn game at the table: the posts, the turn card's buttons and the picker's shell."""

    # -- what the game supplies ----------------------------------------------------------------------------
    @abstractmethod
    def start_text(self, table: LiveGame[S]) -> str:
        """The opening post: who plays what, in which order."""

    @abstractmethod
    def turn_text(self, table: LiveGame[S], state: S) -> list[str]:
        """The turn card's lines for the seat on turn in `state` (`table.mention` pings them), below the moves the
        table tells: what they are to play."""

    @abstractmethod
    def move_lines(self, table: LiveGame[S], turn: int) -> list[str]:
        """Finished turn `turn`'s move, narrated in the game's language, whoever played it: the table tells every
        move with these, a computer's too."""

    async def turn_image(self, table: LiveGame[S], state: S, lang: str, filename: str) -> discord.File | None:
        """The picture on the turn card."""
        return None

    async def closed_image(self, table: LiveGame[S], turn: int, filename: str) -> discord.File | None:
        """The picture of the card telling the moves up to finished turn `turn`: the game as it left it. None: no
        picture, since the turn card's own showed the turn before it was played."""
        return None

    def posts_after(self, table: LiveGame[S], turn: int) -> list[str]:
        """Keys of the game's own posts after finished turn `turn` (a scoring), built by `build_own_post`."""
        return []

    async def build_own_post(self, store: GameStore, table: LiveGame[S], key: str) -> Post | None:
        return None

    @abstractmethod
    def standings(self, table: LiveGame[S], lang: str) -> list[str]:
        """The final result, for the last post and for `/history`."""

    async def final_image(self, table: LiveGame[S]) -> discord.File | None:
        return None

    @abstractmethod
    def well_formed(self, arg: str) -> bool: ...

    @abstractmethod
    def click(self, table: LiveGame[S], seat: int, route: Route, values: Sequence[str], lang: str) -> Click[str]:
        """What a click on the picker means, in the game as it stands (read under the game's lock); the draft is
        the route's `arg` chosen so far, a note is in the clicker's `lang`."""

    @abstractmethod
    def played(self, table: LiveGame[S], seat: int, action: Any, turn: int, lang: str) -> str | None: ...

    @abstractmethod
    def error_text(self, error: RuleError, lang: str) -> str: ...

    @abstractmethod
    async def picker_card(self, table: LiveGame[S], seat: int, lang: str, draft: str) -> PickerCard: ...

    # -- the picker's shell (`bot.table.picker.PickerGame`), from the game's hooks above ---------------------
    def accepts(self, route: Route) -> bool:
        return self.well_formed(route.arg)

    def refusal(self, table: LiveGame[S], seat: int, route: Route, lang: str) -> str | None:
        return turn_refusal(self, table, seat, route.phase, lang)

    def repeated(self, table: LiveGame[S], seat: int, route: Route, lang: str) -> str | None:
        return None

    async def opened(self, table: LiveGame[S], seat: int, drafts: Drafts) -> str:
        return ""

    async def choose(self, table: LiveGame[S], seat: int, pick: Pick) -> Click[str]:
        return self.click(table, seat, pick.route, pick.values, pick.lang)

    def failed(self, table: LiveGame[S], seat: int, error: RuleError, draft: str, lang: str) -> Show[str]:
        return Show("", self.error_text(error, lang))

    def version(self, state: S) -> int:
        """What else makes a picker's component stale within a turn (choices made so far): its route's version."""
        return 0

    # -- what the table does with it -----------------------------------------------------------------------
    @property
    def components(self) -> Mapping[str, ComponentKind]:
        return {
            TURN: ComponentKind(self.on_turn_button, frozenset({"take", "status"})),
            PICK: ComponentKind(self.on_pick),
            **self.own_components(),
        }

    def own_components(self) -> Mapping[str, ComponentKind]:
        """The game's components beside the turn card's and the picker's."""
        return {}

    def play_route(self, table: LiveGame[S]) -> Route | None:
        """The turn card's Take my turn."""
        return Route(self.key, TURN, table.row.id, table.phase, 0, "take")

    def seat_on_turn(self, table: LiveGame[S]) -> int | None:
        return next(iter(table.rules.active_seats(table.state)), None)

    def seat_name(self, table: LiveGame[S], seat: int) -> str:
        return table.seat_names[seat]

    def pick_route(self, table: LiveGame[S], arg: str) -> Route:
        """The route of a component on the picker of the turn being played."""
        return Route(self.key, PICK, table.row.id, table.phase, self.version(table.state), arg)

    def due_posts(self, table: LiveGame[S]) -> list[str]:
        keys = ["start"]
        turns = list(table.phase_ends)
        for turn in turns:
            if self._told_through(table, turn) or (table.over and turn == turns[-1]):
                keys.append(f"{CLOSE}:{turn}")
            keys += self.posts_after(table, turn)
        if table.over:
            keys.append("final")
        elif table.people_to_act:
            keys.append(f"turn:{table.phase}")
        return keys

    def _told_through(self, table: LiveGame[S], turn: int) -> bool:
        """Whether a card tells the moves up to finished turn `turn`, whatever comes next: a person's turn card, or
        one of its own for a computer's turn that the game's posts follow. (The last turn of a game that is over
        gets one too, before the final post: `due_posts`.)"""
        return self._by_person(table, turn) or bool(self.posts_after(table, turn))

    def told_turns(self, table: LiveGame[S], turn: int) -> list[int]:
        """The finished turns before `turn` that the card of `turn` tells first: the computer's since the thread last
        told a move. A game's posts after a turn (a scoring) end what a later card tells, so nothing from an earlier
        game or round is told after them."""
        since: list[int] = []
        for earlier in sorted((t for t in table.phase_ends if t < turn), reverse=True):
            if self._told_through(table, earlier):
                break
            since.append(earlier)
        return since[::-1]

    @staticmethod
    def _by_person(table: LiveGame[S], turn: int) -> bool:
        """Whether finished turn `turn` had a card: a person was on turn as it began, not one marked away whom the
        computer played for at once. Kept, since every posting pass asks it of every turn."""

        def had_a_card() -> bool:
            seat = next(iter(table.rules.active_seats(table.began(turn))), None)
            return (
                seat is not None and not table.seats[seat].is_computer and seat not in table.away_played.get(turn, ())
            )

        return table.remember(BY_PERSON, turn, had_a_card)

    def fitted(self, told: list[str], rest: list[str], lang: str) -> str:
        """The told moves' lines, then `rest`, within `TEXT_LIMIT`: the oldest lines give way to a count of them in
        the game's words, `narrate-earlier` (a person who passed early can leave a whole round of computer turns)."""
        dropped = 0
        while told and len("\n".join([*told, *rest])) > TEXT_LIMIT:
            told = told[1:]
            dropped += 1
        earlier = [self.catalog.text(lang, "narrate-earlier", count=dropped)] if dropped else []
        return "\n".join([*earlier, *told, *rest])

    def _told_lines(self, table: LiveGame[S], turn: int) -> list[str]:
        return [line for earlier in self.told_turns(table, turn) for line in self.move_lines(table, earlier)]

    async def build_post(self, store: GameStore, table: LiveGame[S], key: str) -> Post | None:
        kind, _, rest = key.partition(":")
        lang = table.row.language
        if kind == "start":
            return Post(view=card(self.start_text(table)), mention=True)
        if kind == CLOSE:
            return await self._closed_post(table, int(rest))
        if kind == "turn":
            return await self._turn_post(store, table, int(rest))
        if kind == "final":
            return final_post(self.key, self.catalog, table, self.standings(table, lang), await self.final_image(table))
        return await self.build_own_post(store, table, key)

    async def _closed_post(self, table: LiveGame[S], turn: int) -> Post:
        """The moves up to finished turn `turn` told, over the game as they left it: a person's turn card edited (its
        buttons and picture go), or a card of its own for a computer's turn."""
        lang = table.row.language
        text = self.fitted(self._told_lines(table, turn), self.move_lines(table, turn), lang)
        name = turn_image_name(turn)
        image = await self.closed_image(table, turn, name)
        view = card(text, image=image)
        if not self._by_person(table, turn):
            return Post(view=view, files=files(image))
        return Post(view=view, files=files(image), edit_of=f"turn:{turn}", replaces_files=True)

    async def _turn_post(self, store: GameStore, table: LiveGame[S], turn: int) -> Post | None:
        """The card of the person on turn, or None once that turn is no longer theirs to play."""
        deadline = await store.deadlines.deadline(table.row.id, turn)
        state = table.state
        seat = self.seat_on_turn(table)
        if table.phase != turn or seat is None or seat not in table.people_to_act:
            return None
        lang = table.row.language
        lines = self.turn_text(table, state)
        if deadline is not None:
            lines.append(
                self.catalog.text(lang, "turn-deadline", when=f"<t:{int(deadline)}:R>", who=table.mention(seat))
            )
        controls = self._turn_buttons(table, turn, lang)
        name = turn_image_name(turn)
        image = await self.turn_image(table, state, lang, name)
        text = self.fitted(self._told_lines(table, turn), lines, lang)
        view = card(text, image=image, rows=[controls])
        return Post(view=view, files=files(image), mention=True)

    def _turn_buttons(self, table: LiveGame[S], turn: int, lang: str) -> list[Control]:
        def route(arg: str) -> Route:
            return Route(self.key, TURN, table.row.id, turn, 0, arg)

        return [
            button(route("take"), self.catalog.text(lang, "button-take"), discord.ButtonStyle.primary),
            button(route("status"), self.catalog.text(lang, "button-status")),
            read_button(self.key, table.row.id, lang),
        ]

    async def on_turn_button(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Status for anyone; Take my turn opens the picker for the seat on turn, else a refusal in their words."""
        lang = interaction.locale.value
        table = await host.games.table(route.table)
        if route.arg == "status" and table is not None:
            await tell(interaction, self.status_text(table, lang))
            return
        refusal = ended(table, route.table, lang)
        if refusal is None and table is not None and route.phase != table.phase:
            refusal = self.catalog.text(lang, "stale-turn", game=route.table)
        if refusal or table is None:
            await tell(interaction, refusal or self.catalog.text(lang, "no-such-game"))
            return
        seat = table.seat_of(interaction.user.id)
        on_turn = self.seat_on_turn(table)
        if seat is None:
            await tell(interaction, self.catalog.text(lang, "not-a-player", game=route.table))
        elif on_turn != seat:
            who = "—" if on_turn is None else self.seat_name(table, on_turn)
            await tell(interaction, self.catalog.text(lang, "not-your-turn", who=who))
        else:
            await open_picker(self, interaction, table, seat, host.store.people)

    async def on_pick(
        self, host: "TableHost[GameModule]", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await on_pick(self, host, interaction, route, values)
