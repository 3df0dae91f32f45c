"""A status card in each turn-by-turn game's thread: where the game stands (round, who is on turn, the scores),
edited in place at every turn, so someone who opens the thread sees it at a glance without a new message for
every event.

Games whose own posts already keep such a card (a round card edited as plans come in) say so with
`GameModule.status_card = False`. The card is posted once, at the top of the thread, and every later turn edits it;
if someone deletes it, the next turn posts it anew (the outbox forgets an edit target that is gone).
"""

from collections.abc import Mapping

from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.posts import Post
from bot.table.reading import read_button

STATUS = "status"


class StatusLine:
    prefixes: tuple[str, ...] = (STATUS,)
    leads = True
    """The card heads the thread, above the game's first post."""

    def __init__(self, modules: Mapping[str, GameModule]) -> None:
        self.modules = modules

    def due_posts(self, table: LiveGame) -> list[str]:
        """One key per turn: only the latest is ever due, so a burst of computer turns costs one edit."""
        return [f"{STATUS}:{table.phase}"] if self.modules[table.row.kind].status_card else []

    async def build_post(self, store: GameStore, table: LiveGame, key: str) -> Post | None:
        if key != f"{STATUS}:{table.phase}":
            return None  # the game moved on since; the next turn's key edits the card
        posted = await store.outbox.posted(table.row.id)
        first = next((k for k, message in posted.items() if k.startswith(f"{STATUS}:") and message is not None), None)
        module = self.modules[table.row.kind]
        text = module.status_text(table, table.row.language)
        rows = [[read_button(module.key, table.row.id, table.row.language)]]
        return Post(view=card(f"📊 {text}", rows=rows), edit_of=first, progress=True)
