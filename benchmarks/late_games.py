"""Late-round games without playing them over the wire: a stopped bot's running Powerline games are played on to
a late round with random plans, straight into its database, and every post their channels would have seen by then
is marked sent. The next start catches each of them up (a replay into the bot's table cache) without posting, so
the bot then holds every game as it would late in play."""

import random
from pathlib import Path

from bot.games.powerline.module import MODULE
from bot.storage.db import open_database
from bot.storage.games import NewAction
from bot.storage.store import GameStore
from bot.table.live_game import LiveGame
from engine.core.codec import dumps
from engine.powerline.game import POWERLINE
from engine.powerline.plan import SubmitPlan
from engine.powerline.playout import random_walk_plan


async def age_games(database: Path, round_: int, seed: int) -> int:
    """Play every running Powerline game on until round `round_` is being planned; returns how many were aged."""
    db = await open_database(str(database))
    store = GameStore(db)
    aged = 0
    try:
        for row in await store.games.running_games():
            if row.kind != POWERLINE.name:
                continue
            seats = await store.games.seats(row.id)
            table = LiveGame.replay(POWERLINE, row, seats, await store.games.actions(row.id))
            rng = random.Random(f"{seed}:{row.id}")
            entries: list[NewAction] = []
            logged = len(table.game.actions)
            while table.state.round < round_ and not table.over:
                state = table.state
                for seat in state.waiting_for:
                    action = SubmitPlan(seat, state.round, random_walk_plan(table.state, seat, rng))
                    table.install(table.step(action, "player", seats[seat].user_id))
                    entries.append(NewAction(dumps(action), "player", seats[seat].user_id))
            await store.games.append_actions(row.id, logged, entries)
            posted = await store.outbox.posted(row.id)
            for key in MODULE.due_posts(table):
                if key not in posted:
                    await store.outbox.post_done(row.id, key, None)
            await db.execute("UPDATE games SET settled_actions = NULL WHERE id = ?", (row.id,))
            aged += 1
    finally:
        await store.close()
    return aged


async def unsettled(database: Path) -> int:
    """Running games the bot has not caught up since its start."""
    db = await open_database(str(database))
    try:
        return len(await GameStore(db).outbox.games_owing_posts())
    finally:
        await db.close()
