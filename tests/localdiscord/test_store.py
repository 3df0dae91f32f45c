"""The playground's local Discord saved and loaded whole: people (and who manages the server), channels, threads,
messages with their uploads, direct messages and commands come back as they were; deleted messages and their files
do not."""

import json
from pathlib import Path

from localdiscord import store
from localdiscord.model import EPHEMERAL, Attachment, Channel, Message
from localdiscord.server import FakeDiscord


def world() -> tuple[FakeDiscord, Message, Message]:
    discord = FakeDiscord()
    guild = discord.create_guild("Local table", locale="fr")
    channel = discord.create_channel(guild, "games")
    ada = discord.create_user(guild, "Ada", locale="fr")
    guild.managers.add(ada.id)
    thread = Channel(discord.ids.next(), guild.id, "Power Lines #1", 11, channel.id, discord.bot.id)
    guild.channels[thread.id] = discord.channels[thread.id] = thread
    discord.commands = [{"name": "games", "id": "1", "description": "Your games"}]
    kept = discord.post_as_bot(thread, "", [{"type": 10, "content": "A board"}])
    kept.attachments = [Attachment(discord.ids.next(), "board.png", b"\x89PNG kept", "image/png")]
    kept.flags = EPHEMERAL
    kept.viewer = ada.id
    gone = discord.post_as_bot(channel, "gone", [])
    gone.attachments = [Attachment(discord.ids.next(), "old.png", b"\x89PNG gone", "image/png")]
    dm = discord._dm_channel(ada.id)
    discord.post_as_bot(dm, "Your turn", [])
    return discord, kept, gone


def test_a_saved_world_loads_as_it_was(tmp_path: Path) -> None:
    discord, kept, gone = world()
    store.save(discord, tmp_path)
    loaded = store.load(tmp_path)
    assert loaded is not None
    assert loaded.bot.payload() == discord.bot.payload() and loaded.commands == discord.commands
    assert loaded.channels == discord.channels
    [guild] = loaded.guilds.values()
    assert guild.locale == "fr" and [u.name for u in guild.members.values()] == ["Ada"]
    assert guild.managers == {next(iter(guild.members))}, "and who manages the server"
    assert loaded.messages[kept.id] == kept and loaded.messages[kept.id].attachments[0].data == b"\x89PNG kept"
    ada = next(iter(guild.members.values()))
    assert [m.text for m in loaded.dms(ada)] == ["Your turn"]

    gone.deleted = True
    store.save(discord, tmp_path)
    loaded = store.load(tmp_path)
    assert loaded is not None and gone.id not in loaded.messages
    assert sorted(p.name for p in (tmp_path / store.ATTACHMENTS).iterdir()) == [str(kept.attachments[0].id)]


def test_no_world_or_another_version_is_none(tmp_path: Path) -> None:
    assert store.load(tmp_path) is None
    (tmp_path / store.WORLD).write_text('{"version": 0}')
    assert store.load(tmp_path) is None


def test_a_message_saved_before_a_field_was_added_loads_with_its_default(tmp_path: Path) -> None:
    discord, kept, _ = world()
    store.save(discord, tmp_path)
    saved = json.loads((tmp_path / store.WORLD).read_text())
    for message in saved["messages"]:
        del message["used"], message["edited_at"]
        message["edited"] = True
    (tmp_path / store.WORLD).write_text(json.dumps(saved))
    loaded = store.load(tmp_path)
    assert loaded is not None and loaded.messages[kept.id].used is None and not loaded.messages[kept.id].edited
