"""Each person sees the bot in their Discord language: command descriptions and private answers."""

import pytest

from i18n.catalog import text
from tests.wire.fakediscord.players import answered

pytestmark = pytest.mark.wire


async def test_commands_are_described_in_german_and_french(wire):
    [group] = [c for c in wire.discord.commands if c["name"] == "powerline"]
    start = next(o for o in group["options"] if o["name"] == "start")
    assert start["description"] == text("en-US", "command-start", title="Powerline")
    assert start["description_localizations"]["de"] == text("de", "command-start", title="Powerline")
    assert start["description_localizations"]["fr"] == text("fr", "command-start", title="Powerline")
    assert start["description_localizations"]["de"] != start["description"]


@pytest.mark.parametrize("locale", ["de", "fr", "en-GB"])
async def test_a_forged_button_is_refused_in_the_clickers_language(wire, locale):
    person = wire.player("dana", locale)
    forged = wire.discord.post_as_bot(
        wire.channel, "forged", [{"type": 1, "components": [{"type": 2, "style": 2, "label": "x", "custom_id": "no"}]}]
    )
    answer = await answered(wire.discord, await person.click(forged, label="x"))
    assert answer.ephemeral and answer.text == text(locale, "unknown-component")


async def test_lobby_refusals_follow_each_persons_language(wire):
    host, german, french = wire.player("alice"), wire.player("bernd", "de"), wire.player("chloé", "fr")
    lobby = await answered(wire.discord, await host.slash(wire.channel, "powerline start"))
    await answered(wire.discord, await german.click(lobby, label="Join"))
    twice = await answered(wire.discord, await german.click(lobby, label="Join"))
    assert twice.ephemeral and twice.text == text("de", "already-joined")
    not_host = await answered(wire.discord, await french.click(lobby, label="Start"))
    assert not_host.text == text("fr", "host-only", host=f"<@{host.user.id}>")
    leaving = await answered(wire.discord, await french.click(lobby, label="Leave"))
    assert leaving.text == text("fr", "not-in-lobby")
