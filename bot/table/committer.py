"""Committing a game's actions: applied once by the engine, stored after the actions the table holds, then kept.
A phase that begins gets its deadline, whoever finished their part of one after its timer is charged the time;
what the commit made due is owed (`Backlog`)."""

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.storage.database import Conflict, StorageUnavailable
from bot.storage.games import ActionSource, NewAction
from bot.storage.store import GameStore
from bot.table.cache import GameCache
from bot.table.hosted import HostedGame
from bot.table.live_game import LiveGame, Step
from bot.table.owed import Backlog
from bot.table.phase_clock import PhaseClock
from bot.table.tasks import Tasks
from engine.core.codec import dumps

log = logging.getLogger(__name__)

Choice = tuple[Any, ActionSource, int | None]
"""An action with who chose it: the source and the Discord user (None for computer choices)."""


class Committer:
    def __init__(
        self,
        store: GameStore,
        cache: GameCache,
        modules: Mapping[str, HostedGame],
        backlog: Backlog,
        tasks: Tasks,
        clock: Callable[[], float],
    ) -> None:
        self.store = store
        self.cache = cache
        self.modules = modules
        self.backlog = backlog
        self.tasks = tasks
        self.clock = clock
        self.phases = PhaseClock(store, modules, clock)

    async def submit(self, table: LiveGame, choices: Sequence[Choice]) -> None:
        """Apply the actions (RuleError: nothing stored, nothing changed), commit them, then keep the new state.

        Hold the game's lock. Computer seats to act next owe their moves: the click that led here is answered and
        the channel shown the person's move first, then the router has them play, so nobody waits for the
        computer's thinking to see their own move.
        """
        steps: list[Step] = []
        state = table.state
        for action, source, user in choices:
            step = table.step(action, source, user, state)
            steps.append(step)
            state = step.state
        await self.commit(table, steps)
        if table.computer_to_act:
            self.backlog.thinking.add(table.row.id)

    async def commit(self, table: LiveGame, steps: Sequence[Step]) -> None:
        """Store the steps after the actions this table holds, then keep them. A store that failed or found the log
        already longer leaves the table unsure of the truth: it is dropped, and replayed from the database when
        next used, so nothing is ever decided on a state the database does not hold."""
        before, waiting = table.phase, set(table.people_to_act)
        entries = [NewAction(dumps(s.action), s.source, s.user_id) for s in steps]
        try:
            await self.store.games.append_actions(table.row.id, len(table.game.actions), entries)
        except Conflict as error:
            log.warning("game %s: its log is longer than this table's; replayed from the database", table.row.id)
            self.cache.forget(table.row.id)
            raise StorageUnavailable("the game moved on in the database") from error
        except BaseException:
            self.cache.forget(table.row.id)
            raise
        for step in steps:
            table.install(step)
        self.backlog.posts.add(table.row.id)
        done = waiting - set(table.people_to_act) if table.phase == before else waiting
        if done:
            await self.phases.charge(table, before, done)
        if table.phase != before:
            await self.phases.start(table)
            self.tasks.spawn(self.modules[table.row.kind].prepare(table))
