"""Powerline as scripted people play it over the wire: lobby, planner, rounds."""

from harness.wire import Wire
from harness.words import label, opening
from i18n.catalog import language
from localdiscord.model import Channel, Message, controls
from localdiscord.players import Player, answered, labels

PLAN = label("button-plan")
SUBMIT = label("button-submit")
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")


async def start_game(wire: Wire, players: int) -> tuple[Channel, list[Player]]:
    """alice opens a lobby in #games, the others join, alice starts: the game's thread and its players."""
    people = [wire.player(name) for name in NAMES[:players]]
    lobby = await answered(wire.discord, await people[0].slash(wire.channel, "powerline start"))
    for person in people[1:]:
        await answered(wire.discord, await person.click(lobby, label=label("join")))
    await answered(wire.discord, await people[0].click(lobby, label=label("start")))
    thread = next(c for c in wire.discord.channels.values() if c.parent_id == wire.channel.id)
    await round_card(wire, thread, 1)
    return thread, people


async def round_card(
    wire: Wire, thread: Channel, round_: int | None = None, timeout: float = 15.0, lang: str = "en"
) -> Message:
    """The round card with its buttons (of `round_`, when given), once the bot has posted it in the game's `lang`."""
    plan = label("button-plan", lang)

    def find() -> Message | None:
        header = "" if round_ is None else opening("round-header", "rounds", lang, round=round_)
        return next((m for m in reversed(wire.discord.history(thread)) if plan in labels(m) and header in m.text), None)

    await wire.discord.wait(lambda: find() is not None, timeout)
    card = find()
    assert card is not None
    return card


async def build_plan(wire: Wire, player: Player, planner: Message) -> Message:
    """Start with red, then the first offered spot for each worker until the plan may be submitted; the planner
    speaks the player's language."""
    lang = language(player.user.locale)
    if label("button-start-red", lang) in labels(planner):
        planner = await answered(wire.discord, await player.click(planner, label=label("button-start-red", lang)))
    while label("button-submit", lang) not in labels(planner):
        menu = next(c for c in controls(planner.components) if c["type"] == 3)
        values = [o["value"] for o in menu["options"]]
        choice = next((v for v in values if v != "island"), values[0])
        planner = await answered(wire.discord, await player.select(planner, [choice], custom_id=menu["custom_id"]))
    return planner


async def play_round(wire: Wire, player: Player, thread: Channel) -> Message:
    """Open the planner from the round card, build a plan and submit it: the planner as it ends."""
    planner = await answered(wire.discord, await player.click(await round_card(wire, thread), label=PLAN))
    planner = await build_plan(wire, player, planner)
    submit = label("button-submit", language(player.user.locale))
    return await answered(wire.discord, await player.click(planner, label=submit))
