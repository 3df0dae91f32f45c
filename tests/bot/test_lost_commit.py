"""A commit whose answer never came back: the database kept the move, but the connection broke before it said so
(PostgreSQL restarted under the commit). The process must not go on from the state it had before the move."""

from bot.storage.database import StorageUnavailable
from engine.core import GameRecord
from engine.core.codec import loads
from engine.registry import GAMES
from harness.words import label, pl_label
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import text
from tests.bot.powerlines_helpers import start_duel, take_turn, turn_card


async def stored_log(env, game: int) -> list[str]:
    return [logged.payload for logged in await env.bot.host.store.games.actions(game)]


def replayed(config: str, log: list[str]) -> int:
    """How many of the stored actions replay (all of them, for a log the engine accepts)."""
    rules = GAMES["powerlines"]
    record = GameRecord(rules, loads(rules.config_type, config))
    for count, payload in enumerate(log):
        try:
            record.apply(loads(rules.action_type, payload))
        except Exception:
            return count
    return len(log)


@BOTH_DATABASES
async def test_a_move_kept_by_the_database_but_reported_lost_is_never_played_on_top_of_a_stale_state(env, db_path):
    duel = await start_duel(env)
    host = env.bot.host
    [game] = [row.id for row in await host.store.games.running_games()]
    store_append = host.store.games.append_actions

    async def kept_then_cut(game_id, after, entries):
        await store_append(game_id, after, entries)
        raise StorageUnavailable("ConnectionDoesNotExistError: connection was closed in the middle of operation")

    host.store.games.append_actions = kept_then_cut
    lost = await take_turn(duel.alice, duel.thread)
    host.store.games.append_actions = store_append
    assert label("storage-unavailable") in text(lost.followups[-1] if lost.followups else lost.response)
    assert len(await stored_log(env, game)) == 1, "the database kept alice's move"

    card = turn_card(duel.thread)
    again = await duel.alice.click(card, label=pl_label("button-take"))  # alice tries again: the game moved on
    assert label("stale-turn", game=game) in text(again.response), text(again.response)
    assert turn_card(duel.thread).id != card.id, "the channel was told of alice's move and bob's turn"
    assert duel.bob is not None
    placed = await take_turn(duel.bob, duel.thread)
    assert pl_label("placed-ok", tile="", spot="").split()[0] in text(placed.response)
    row = await host.store.games.game(game)
    assert row is not None and row.config is not None
    log = await stored_log(env, game)
    assert len(log) == 2 and replayed(row.config, log) == 2, "each move once, in an order the engine accepts"
