"""/games: a person's games in this server, those waiting for them first, each with its own Play control."""

from harness.words import label
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import (
    NAMES,
    SUBMIT,
    build_plan,
    custom_ids,
    field,
    finished,
    labels,
    leaves,
    powerline,
    submit,
    text,
)


def listed(card) -> list[str]:
    """The games a /games card lists, as their first lines say them (after the card's title)."""
    texts = [field(c, "content") for c in leaves(card.components) if field(c, "type") == 10]
    return [t.splitlines()[0] for t in texts[1:] if t.startswith("**")]


def plays(card) -> list[str]:
    return [c for c in custom_ids(card.components) if c.split(":")[1] != "mygames"]


@BOTH_DATABASES
async def test_four_games_in_three_channels_come_in_order_and_a_turn_is_played_from_its_button(env):
    guild = env.create_guild()
    games, duels, lobbies = (guild.create_text_channel(name) for name in ("games", "duels", "lobbies"))
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    timed = await powerline(alice, bob, games, timer=10)
    planned = await powerline(alice, bob, games)
    duel_lobby = (await alice.slash(duels, "powerlines start")).response.message
    duel = int(custom_ids(duel_lobby.components)[0].split(":")[2])
    await alice.select(duel_lobby, ["random"], custom_id=f"powerlines:lobbyset:{duel}:0:0:bots")
    await alice.click(duel_lobby, custom_id=f"powerlines:lobby:{duel}:0:0:start")
    waiting = (await alice.slash(lobbies, "powerline start")).response.message
    lobby = int(custom_ids(waiting.components)[0].split(":")[2])
    # alice sends her plan in the second game: that one now waits for bob only
    second = games.threads[1]
    await submit(alice, second)

    mine = await alice.slash(games, "games")
    assert mine.ephemeral
    card = mine.response
    assert text(card).splitlines()[0] == label("games-title", count=4, awaited=2)
    order = [int(line.split("#")[1].split()[0]) for line in listed(card)]  # "**Title** #12 · <#thread>"
    assert order == [timed, duel, planned, lobby], "awaited (the one with a deadline first), running, lobby"
    assert f"<#{second.id}>" in listed(card)[2]
    assert label("games-your-move") in text(card) and label("games-others") in text(card)
    assert plays(card) == [
        f"powerline:round:{timed}:1:0:plan",
        f"powerlines:turn:{duel}:{plays(card)[1].split(':')[3]}:0:take",
    ]

    # the first game's Play opens alice's planner there and then; her plan sent, it no longer waits for her
    planner = await alice.click(card, custom_id=plays(card)[0])
    assert planner.ephemeral
    done = await alice.click(await build_plan(alice, planner.response), label=SUBMIT)
    assert label("submitted-ok", round=1) in text(done.response)
    again = (await alice.slash(games, "games")).response
    assert text(again).splitlines()[0] == label("games-title", count=4, awaited=1)
    assert listed(again)[0].startswith(f"**Power Lines** #{duel} ")

    # the duel's Play opens the picker of the turn
    picker = await alice.click(again, custom_id=plays(again)[0])
    assert picker.ephemeral
    assert any(c.startswith(f"powerlines:pick:{duel}:") for c in custom_ids(picker.response.components))

    # someone else's /games is their own
    theirs = (await bob.slash(games, "games")).response
    assert text(theirs).splitlines()[0] == label("games-title", count=2, awaited=2)


async def test_nobody_sees_an_empty_list_without_a_way_forward(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    carol = guild.add_member(env.create_user("carol"))
    answer = await carol.slash(channel, "games")
    assert answer.ephemeral
    assert label("games-none") in text(answer.response)
    assert not custom_ids(answer.response.components)


async def test_more_than_ten_games_are_paged(env):
    guild = env.create_guild()
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    channels = [guild.create_text_channel(f"games-{n}") for n in range(12)]
    for channel in channels:
        await alice.slash(channel, "powerline start")
    first = (await alice.slash(channels[0], "games")).response
    assert len(listed(first)) == 10
    assert label("games-page", page=1, pages=2) in text(first)
    assert labels(first.components) == [label("games-next")]
    second = (await alice.click(first, label=label("games-next"))).response
    assert len(listed(second)) == 2
    assert labels(second.components) == [label("games-previous")]
    assert [bob.id] != [alice.id]


async def test_finished_games_come_last_with_the_place_taken(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    await finished(env, guild.id, "powerline", [(bob.id, 95, 1), (alice.id, 88, 2)])
    await alice.slash(channel, "powerline start")
    card = (await alice.slash(channel, "games")).response
    assert [line.split(" #")[0] for line in listed(card)] == ["**Powerline**", "**Powerline**"]
    assert (
        text(card)
        .splitlines()[-1]
        .startswith(label("games-finished", place=2, players=2, score=88, when="").strip(" ·"))
    )
    assert text(card).splitlines()[2].startswith("🪑"), "the lobby, still open, before the game that is over"
