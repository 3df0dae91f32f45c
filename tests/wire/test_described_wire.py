"""Every picture the bot posts says what it shows, in its reader's language (#56): each whole game below collects
every image of its thread (the server's language) and of its player's private pickers and commands (theirs), and
finds none without a description and none in another language. Each game is also played in English elsewhere
(`test_barrage_wire`, `test_powerlines_wire`, `test_languages_wire`), where the same check runs."""

import pytest

from harness.duel import open_duel
from harness.turns import cards_until
from harness.wire import Wire
from harness.words import ba_label, pl_label
from localdiscord.model import controls
from localdiscord.players import answered, labels
from tests.wire.barrage import choose_first, open_game
from tests.wire.described import Heard, pictures, undescribed

pytestmark = pytest.mark.wire


async def test_a_barrage_game_in_a_german_server_with_a_french_player(wire: Wire) -> None:
    wire.guild.locale = "de"
    chloe = wire.player("chloé", "fr")
    thread = await open_game(wire, chloe, lang="de")
    final = ba_label("final-header", "de", game=1)
    private = Heard("fr")

    def over() -> bool:
        return any(final in m.text for m in wire.discord.history(thread))

    async for card in cards_until(wire, thread, chloe, over, lang="de"):
        picker = private.hear(
            await answered(wire.discord, await chloe.click(card, label=ba_label("button-take", "de")))
        )
        while ba_label("button-confirm", "fr") not in labels(picker):
            picker = private.hear(await choose_first(wire, chloe, picker))
        await answered(wire.discord, await chloe.click(picker, label=ba_label("button-confirm", "fr")))
    for command in ("barrage map", "barrage company", "barrage boards"):
        private.hear(await answered(wire.discord, await chloe.slash(thread, command)))
    public = wire.discord.history(thread)
    assert undescribed(public, "de") == [] and private.undescribed == []
    assert pictures(public) > 20 and private.pictures >= 3


async def test_a_power_lines_match_in_a_french_server_with_a_german_player(wire: Wire) -> None:
    wire.guild.locale = "fr"
    anna = wire.player("anna", "de")
    thread = await open_duel(wire, anna, None, computer="random", lang="fr")
    private = Heard("de")

    def over() -> bool:
        return any(pl_label("final-header", "fr", game=1) in m.text for m in wire.discord.history(thread))

    async for card in cards_until(wire, thread, anna, over, lang="fr"):
        picker = private.hear(await answered(wire.discord, await anna.click(card, label=pl_label("button-take", "fr"))))
        for _ in range(2):
            menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
            chosen = await anna.select(picker, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
            picker = private.hear(await answered(wire.discord, chosen))
        await answered(wire.discord, await anna.click(picker, label=pl_label("button-place", "de")))
    public = wire.discord.history(thread)
    assert undescribed(public, "fr") == [] and private.undescribed == []
    assert pictures(public) > 16 and private.pictures > 16
