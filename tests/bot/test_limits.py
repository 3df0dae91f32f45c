"""The limit on open games: a person over it is told, in their words, and nothing is created or joined."""

from bot.table import limits
from harness.words import label
from tests.bot.helpers import finished, text


async def test_a_person_at_the_limit_opens_and_joins_nothing_until_a_finished_game_makes_room(env, monkeypatch):
    monkeypatch.setattr(limits, "OPEN_GAMES", 2)
    guild = env.create_guild()
    channels = [guild.create_text_channel(f"games-{n}") for n in range(4)]
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    for channel in channels[:2]:
        await alice.slash(channel, "powerline start")
    store = env.bot.host.store

    async def games() -> int:
        return int((await store.db.fetchrow("SELECT COUNT(*) FROM games"))[0])

    refused = await alice.slash(channels[2], "barrage start")
    assert refused.ephemeral and text(refused.response) == label("limit-open-games", open=2, limit=2)
    assert await games() == 2, "nothing created"

    lobby = (await bob.slash(channels[3], "powerline start")).response.message
    joined = await alice.click(lobby, label=label("join"))
    assert joined.ephemeral and text(joined.response) == label("limit-open-games", open=2, limit=2)
    assert [s.user_id for s in await store.games.seats(3)] == [bob.id], "not seated"

    await finished(env, guild.id, "powerline", [(alice.id, 50, 1)])
    await alice.click(lobby, label=label("join"))
    assert [s.user_id for s in await store.games.seats(3)] == [bob.id, alice.id], "one more with a game finished"
    refused = await alice.slash(channels[2], "powerlines start")
    assert text(refused.response) == label("limit-open-games", open=3, limit=3)
