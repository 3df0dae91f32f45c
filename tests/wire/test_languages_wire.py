"""Each person sees the bot in their Discord language: command descriptions and private answers."""

import pytest

from bot.games import MODULES
from harness.powerline import PLAN, build_plan, round_card, start_game
from harness.words import label, opening
from i18n.catalog import text
from localdiscord.model import Message, walk
from localdiscord.players import answered, labels
from tests.wire.described import Heard, undescribed
from tests.words import english_leaks

pytestmark = pytest.mark.wire


async def test_commands_are_described_in_german_and_french(wire):
    [group] = [c for c in wire.discord.commands if c["name"] == "powerline"]
    start = next(o for o in group["options"] if o["name"] == "start")
    [language] = start["options"]
    assert language["description_localizations"]["fr"] == text("fr", "option-language")
    assert [c["name"] for c in language["choices"]] == ["English", "Deutsch", "Français"]
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
    await answered(wire.discord, await german.click(lobby, label=label("join")))
    twice = await answered(wire.discord, await german.click(lobby, label=label("join")))
    assert twice.ephemeral and twice.text == text("de", "already-joined")
    not_host = await answered(wire.discord, await french.click(lobby, label=label("start")))
    assert not_host.text == text("fr", "host-only", host=f"<@{host.user.id}>")
    leaving = await answered(wire.discord, await french.click(lobby, label=label("leave")))
    assert leaving.text == text("fr", "not-in-lobby")


async def test_a_game_refuses_an_outsider_and_answers_status_in_their_language(wire):
    thread, _ = await start_game(wire, players=2)
    outsider = wire.player("élodie", "fr")
    refused = await answered(wire.discord, await outsider.click(await round_card(wire, thread, 1), label=PLAN))
    assert refused.ephemeral and refused.text == text("fr", "not-a-player", game=1)
    other = wire.discord.create_channel(wire.guild, "chat")
    elsewhere = await answered(wire.discord, await wire.player("dieter", "de").slash(other, "powerline status"))
    assert elsewhere.text == text("de", "no-game-here", title="Powerline", command="powerline")


async def test_a_german_servers_lobby_is_german_for_everyone(wire):
    wire.guild.locale = "de"
    host, guest = wire.player("anna"), wire.player("ben", "fr")
    lobby = await answered(wire.discord, await host.slash(wire.channel, "powerline start"))
    assert text("de", "lobby-title", title="Powerline", game=1) in lobby.text
    assert MODULES["powerline"].catalog.text("de", "game-description") in lobby.text
    assert {text("de", key) for key in ("join", "leave", "start", "cancel")} <= set(labels(lobby))
    joined = await answered(wire.discord, await guest.click(lobby, label=text("de", "join")))
    seats = f"**{text('de', 'lobby-seats', count=2, max=6)}**\n1. <@{host.user.id}>\n2. <@{guest.user.id}>"
    assert seats in joined.text  # the card, still German, now lists the guest
    twice = await answered(wire.discord, await guest.click(lobby, label=text("de", "join")))
    assert twice.text == text("fr", "already-joined")  # a private answer stays in the clicker's language
    await answered(wire.discord, await host.click(lobby, label=text("de", "start")))
    thread = next(c for c in wire.discord.channels.values() if c.parent_id == wire.channel.id)
    assert thread.name == text("de", "thread-name", title="Powerline", game=1)


async def test_the_host_may_choose_the_games_language(wire):
    host = wire.player("aline", "fr")
    lobby = await answered(wire.discord, await host.slash(wire.channel, "powerline start", language="fr"))
    assert text("fr", "lobby-title", title="Powerline", game=1) in lobby.text
    assert text("fr", "join") in labels(lobby)


def everything_in(message: Message) -> list[str]:
    """All the words a message shows: text, button labels, menu placeholders, options and their help."""
    found = message.texts()
    for key in ("label", "placeholder", "description"):
        found.extend(str(v) for v in walk(message.components, key) if v)
    return found


async def test_a_german_and_a_french_player_play_a_whole_game_in_an_english_server(wire):
    """Each plans in their own language from start to end, the channel stays English, and nothing private
    slips into English: the planner, its menus, hints, status, rules and refusals."""
    bernd, chloe = wire.player("bernd", "de"), wire.player("chloé", "fr")
    lobby = await answered(wire.discord, await bernd.slash(wire.channel, "powerline start"))
    await answered(wire.discord, await chloe.click(lobby, label=label("join")))
    await answered(wire.discord, await bernd.click(lobby, label=label("start")))
    thread = next(c for c in wire.discord.channels.values() if c.parent_id == wire.channel.id)
    seen: dict[str, list[str]] = {"de": [], "fr": []}
    heard = {"de": Heard("de"), "fr": Heard("fr")}
    windows: dict[str, Message] = {}
    for round_ in range(1, 16):
        card = await round_card(wire, thread, round_)
        for person, lang in ((bernd, "de"), (chloe, "fr")):
            planner = await answered(wire.discord, await person.click(card, label=PLAN))
            seen[lang] += everything_in(planner)
            if round_ == 1:
                hinted = await answered(wire.discord, await person.click(planner, label=label("button-hint", lang)))
                assert opening("planner-hint", "reason", lang) in hinted.text
                seen[lang] += everything_in(hinted)
            planner = heard[lang].hear(await build_plan(wire, person, planner))
            seen[lang] += everything_in(planner)
            done = await answered(wire.discord, await person.click(planner, label=label("button-submit", lang)))
            assert label("submitted-ok", lang, round=round_) in done.text
            seen[lang] += everything_in(done)
            windows[lang] = done
        if round_ == 2:
            old = await answered(wire.discord, await bernd.click(windows["de"], label=label("button-hint", "de")))
            assert old.text == label("planner-stale", "de", old=2)
            status = await answered(
                wire.discord, await chloe.click(await round_card(wire, thread, 3), label=label("button-status"))
            )
            assert status.text.startswith(opening("status", "waiting", "fr", game=1, round=3, rounds=15))
            seen["de"].append(old.text)
            seen["fr"].append(status.text)
    await wire.discord.wait(lambda: any(label("final-header", game=1) in m.text for m in wire.discord.history(thread)))
    rules = await answered(wire.discord, await chloe.slash(thread, "powerline rules"))
    assert rules.text == label("rules-summary", "fr")
    seen["fr"].append(rules.text)
    public = [text for m in wire.discord.history(thread) for text in everything_in(m)]
    assert sum(opening("resolved", "dice", round=r) in text for r in range(1, 16) for text in public) == 15
    assert opening("planner-so-far", "steps", "de") in "\n".join(seen["de"])
    assert opening("planner-so-far", "steps", "fr") in "\n".join(seen["fr"])
    assert not english_leaks(seen["de"], "de") and not english_leaks(seen["fr"], "fr")
    assert english_leaks(public, "de"), "the channel speaks the server's English"
    assert undescribed(wire.discord.history(thread), "en") == [], "every picture is described in English"
    assert all(h.undescribed == [] and h.pictures >= 15 for h in heard.values()), "and each preview in its reader's"


async def test_command_and_option_names_are_localized(wire):
    [group] = [c for c in wire.discord.commands if c["name"] == "powerline"]
    commands = {c["name"]: c for c in group["options"]}
    assert set(commands) == {"start", "status", "rules", "back", "pause", "resume", "cancel", "daily", "board"}
    for lang in ("de", "fr"):
        assert commands["start"]["name_localizations"][lang] == text(lang, "name-start")
        assert commands["start"]["options"][0]["name_localizations"][lang] == text(lang, "name-language")
        board_names = [o["name_localizations"][lang] for o in commands["board"]["options"]]
        assert board_names == [label("name-player", lang), label("name-seat", lang)]
    assert commands["board"]["name_localizations"]["de"] != "board"


@pytest.mark.parametrize("locale", ["de", "fr"])
async def test_help_answers_in_the_askers_language_and_its_button_opens_a_lobby(wire, locale):
    person = wire.player("dana", locale)
    card = await answered(wire.discord, await person.slash(wire.channel, "help"))
    assert card.ephemeral and card.viewer == person.user.id
    assert card.text.startswith(f"### {text(locale, 'help-title')}") and text(locale, "help-turns") in card.text
    assert not english_leaks([card.text, *labels(card)], locale)
    lobby = await answered(wire.discord, await person.click(card, label=text(locale, "help-start", title="Barrage")))
    assert not lobby.ephemeral and "Barrage" in lobby.text, "the lobby, in the channel, in the server's language"
