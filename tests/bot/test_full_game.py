import time

from engine.powerline.game import ranks
from harness.words import label, opening
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import labels, play_round, round_message, start_game, text


@BOTH_DATABASES
async def test_three_player_game_from_slash_command_to_final_standings(env, db_path, fast_images):
    began = time.perf_counter()
    game = await start_game(env, players=3)
    thread, members = game.thread, game.members
    assert thread.name == "Powerline #1"
    for round_ in range(1, 16):
        assert text(round_message(thread)).startswith(opening("round-header", "dice", round=round_, rounds=15))
        for member in members:
            submitted = await play_round(member, thread)
            assert text(submitted.response)
    final = thread.last_message
    assert "Game #1 is over" in text(final)
    assert [a.filename for a in final.attachments] == ["standings.png"]
    assert labels(final.components) == [label("button-rematch"), label("button-timelapse"), label("read-board")]
    summaries = [m for m in thread.history() if m.content.startswith("**Round") and "built**" in m.content]
    assert len(summaries) == 15
    assert "**Scoring 1**" in summaries[4].content and "**Scoring 3**" in summaries[14].content
    state = env.bot.host.games.tables[1].state
    db = env.bot.host.store.db
    expected = [
        (seat, m.id, state.players[seat].vp, place)
        for seat, (m, place) in enumerate(zip(members, ranks(state), strict=True))
    ]
    assert await db.fetch("SELECT seat, user_id, score, place FROM results WHERE game_id = 1 ORDER BY seat") == expected
    status, finished_at = await db.fetchrow("SELECT status, finished_at FROM games WHERE id = 1")
    assert status == "finished" and finished_at is not None
    print(f"3-player game in {time.perf_counter() - began:.1f}s")
