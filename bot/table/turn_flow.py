"""The flow of a game where one seat is on turn at a time, run by the table: a game supplies what is its own.

What the channel sees, as outbox posts: the opening (`start`); a card for each person's turn (`turn:<turn>`) that
pings them, tells what happened since their last turn, shows the game's picture and carries Take my turn and
Status; that card once the turn is played (`close:<turn>`, an edit: the move narrated); whatever the game posts
after a turn (a scoring, a round's end); and the final standings with Rematch (`final`). Take my turn opens the
game's private picker (`bot.table.picker`). Computer seats and absent people are played by the host.

A game subclasses `TurnFlow` and supplies its words and pictures: `start_text`, `turn_text`, `turn_image`,
`closed_text`, `standings`, and its picker (`bot.table.picker.PickerGame`). Every post is built from the state its
turn began with, never from the live state that may move on while a picture is drawn.
"""

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import discord

from bot.table.cards import card
from bot.table.final import final_post
from bot.table.live_game import LiveGame
from bot.table.module import ComponentKind, GameModule, Post
from bot.table.picker import PICK, Click, PickerCard, on_pick, open_picker
from bot.table.refusals import ended
from bot.table.replies import files, tell
from bot.table.routes import Control, Route, button
from engine.core.errors import RuleError

if TYPE_CHECKING:
    from bot.table.host import TableHost

S = TypeVar("S")
TURN = "turn"
"""The kind of the turn card's buttons."""
BY_PERSON = "by-person"
"""Where `LiveGame.memo` keeps whether a finished turn was a person's."""


def turn_image_name(turn: int) -> str:
    """The picture's file name on turn `turn`'s card, which its closing edit shows again (or replaces)."""
    return f"turn-{turn}.png"


class TurnFlow(GameModule, Generic[S]):
    """An alternating-turn game at the table: the posts, the turn card's buttons and the picker's shell."""

    # -- what the game supplies ----------------------------------------------------------------------------
    @abstractmethod
    def start_text(self, table: LiveGame) -> str:
        """The opening post: who plays what, in which order."""

    @abstractmethod
    def turn_text(self, table: LiveGame, state: S) -> list[str]:
        """The turn card's lines for the seat on turn in `state` (`table.mention` pings them): what happened since
        their last turn, and what they are to play."""

    async def turn_image(self, table: LiveGame, state: S, lang: str, filename: str) -> discord.File | None:
        """The picture on the turn card."""
        return None

    @abstractmethod
    def closed_text(self, table: LiveGame, turn: int) -> str:
        """A played turn's card: the move, narrated in the game's language."""

    async def closed_image(self, table: LiveGame, turn: int, filename: str) -> discord.File | None:
        """The picture of a played turn's card; None keeps the one the card was posted with."""
        return None

    def posts_after(self, table: LiveGame, turn: int) -> list[str]:
        """Keys of the game's own posts after finished turn `turn` (a scoring), built by `build_own_post`."""
        return []

    async def build_own_post(self, host: "TableHost", table: LiveGame, key: str) -> Post | None:
        return None

    @abstractmethod
    def standings(self, table: LiveGame, lang: str) -> list[str]:
        """The final result, for the last post and for `/history`."""

    async def final_image(self, table: LiveGame) -> discord.File | None:
        return None

    @abstractmethod
    def well_formed(self, arg: str) -> bool: ...

    @abstractmethod
    def click(self, table: LiveGame, seat: int, route: Route, values: Sequence[str], lang: str) -> Click: ...

    @abstractmethod
    def played(self, table: LiveGame, seat: int, action: Any, turn: int, lang: str) -> str | None: ...

    @abstractmethod
    def error_text(self, error: RuleError, lang: str) -> str: ...

    @abstractmethod
    async def picker_card(self, table: LiveGame, seat: int, lang: str, draft: str) -> PickerCard: ...

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

    def play_route(self, table: LiveGame) -> Route | None:
        """The turn card's Take my turn."""
        return Route(self.key, TURN, table.row.id, table.phase, 0, "take")

    def seat_on_turn(self, table: LiveGame) -> int | None:
        return next(iter(table.rules.active_seats(table.state)), None)

    def seat_name(self, table: LiveGame, seat: int) -> str:
        return table.seat_names[seat]

    def pick_route(self, table: LiveGame, arg: str) -> Route:
        """The route of a component on the picker of the turn being played."""
        return Route(self.key, PICK, table.row.id, table.phase, self.version(table.state), arg)

    def due_posts(self, table: LiveGame) -> list[str]:
        keys = ["start"]
        for turn in table.phase_ends:
            if self._by_person(table, turn):
                keys.append(f"close:{turn}")
            keys += self.posts_after(table, turn)
        if table.over:
            keys.append("final")
        elif table.people_to_act:
            keys.append(f"turn:{table.phase}")
        return keys

    @staticmethod
    def _by_person(table: LiveGame, turn: int) -> bool:
        """Whether a person was on turn when finished turn `turn` began: only their turns get a card. Kept, since
        every posting pass asks it of every turn."""
        key = (BY_PERSON, turn)
        if key not in table.memo:
            seat = next(iter(table.rules.active_seats(table.began(turn))), None)
            table.memo[key] = seat is not None and not table.seats[seat].is_ai
        by_person: bool = table.memo[key]
        return by_person

    async def build_post(self, host: "TableHost", table: LiveGame, key: str) -> Post | None:
        kind, _, rest = key.partition(":")
        lang = table.row.language
        if kind == "start":
            return Post(view=card(self.start_text(table)), mention=True)
        if kind == "close":
            turn = int(rest)
            name = turn_image_name(turn)
            image = await self.closed_image(table, turn, name)
            return Post(
                view=card(self.closed_text(table, turn), image=name), files=files(image), edit_of=f"turn:{turn}"
            )
        if kind == "turn":
            return await self._turn_post(host, table, int(rest))
        if kind == "final":
            return final_post(self.key, self.catalog, table, self.standings(table, lang), await self.final_image(table))
        return await self.build_own_post(host, table, key)

    async def _turn_post(self, host: "TableHost", table: LiveGame, turn: int) -> Post | None:
        """The card of the person on turn, or None once that turn is no longer theirs to play."""
        deadline = await host.store.deadline(table.row.id, turn)
        state: S = table.state
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
        view = card("\n".join(lines), image=None if image is None else name, rows=[controls])
        return Post(view=view, files=files(image), mention=True)

    def _turn_buttons(self, table: LiveGame, turn: int, lang: str) -> list[Control]:
        def route(arg: str) -> Route:
            return Route(self.key, TURN, table.row.id, turn, 0, arg)

        return [
            button(route("take"), self.catalog.text(lang, "button-take"), discord.ButtonStyle.primary),
            button(route("status"), self.catalog.text(lang, "button-status")),
        ]

    async def on_turn_button(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Status for anyone; Take my turn opens the picker for the seat on turn, else a refusal in their words."""
        lang = interaction.locale.value
        table = await host.table(route.table)
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
            await open_picker(self, interaction, table, seat)

    async def on_pick(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await on_pick(self, host, interaction, route, values)
