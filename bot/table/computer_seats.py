"""Computer seats, and the computer for people marked away or late: their moves are worked out in a thinking process
(`bot.table.thinking`), never on the event loop's process, and committed like anyone's."""

import logging
from typing import Any, TypeVar

from bot.storage.database import StorageUnavailable
from bot.table import thinking
from bot.table.cache import GameCache
from bot.table.committer import Committer
from bot.table.live_game import LiveGame, Step
from bot.table.outbox import Outbox
from bot.table.owed import Backlog
from bot.table.thinking import ThinkingFailed
from engine.core.protocol import GameRules

log = logging.getLogger(__name__)

S = TypeVar("S")
A = TypeVar("A")


async def computer_action(state: S, rules: GameRules[Any, S, A], seat: int, level: str, game: int) -> A:
    """The engine's computer player, in a thinking process (it can think for a while; the same one for a `game`'s
    moves while it is not much busier); `ThinkingFailed` if no worker answers."""
    return await thinking.think(rules.computer_action, state, seat, level, affinity=game)


class ComputerSeats:
    def __init__(self, cache: GameCache, committer: Committer, outbox: Outbox, backlog: Backlog) -> None:
        self.cache = cache
        self.committer = committer
        self.outbox = outbox
        self.backlog = backlog

    async def think_for(self, game_id: int) -> None:
        """The computer seats of a game that owes their moves play them, and the channel is told."""
        table = await self.cache.table(game_id)
        if table is None:
            self.backlog.thinking.discard(game_id)
            return
        try:
            async with self.cache.lock(game_id):
                await self.play(table)
        except StorageUnavailable as error:
            log.warning("game %s: the computer seats' moves wait for the database (%s)", game_id, error)
        except Exception:
            log.exception("game %s: the computer seats' moves failed; asked again later", game_id)
        await self.outbox.send_posts(table)

    async def catch_up(self) -> None:
        """Computer moves still owed (no worker answered, or the click that made them due was cut short) are asked
        again."""
        for game_id in sorted(self.backlog.thinking):
            await self.think_for(game_id)

    async def play(self, table: LiveGame) -> None:
        """Computer seats, and the computer for people marked away, act as soon as it is their turn, so people
        never wait for them. Hold the game's lock. If no worker answers, the game is left for the ticker to ask
        again: what was committed stays, and the click that led here is answered as usual."""
        rules = table.rules
        while True:
            seats = table.computer_to_act
            if not seats:
                self.backlog.thinking.discard(table.row.id)
                return
            steps: list[Step] = []
            state = table.state
            for seat in seats:
                level = table.seats[seat].computer_level or rules.levels[-1]
                try:
                    action = await computer_action(state, rules, seat, level, table.row.id)
                except ThinkingFailed:
                    log.exception(
                        "game %s: the computer found no move for seat %s; asked again later", table.row.id, seat
                    )
                    self.backlog.thinking.add(table.row.id)
                    return
                steps.append(table.step(action, "ai" if table.seats[seat].is_computer else "absent", None, state))
                state = steps[-1].state
            await self.committer.commit(table, steps)
