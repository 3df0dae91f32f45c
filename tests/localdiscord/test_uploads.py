"""Uploads are served with the type Discord gives them, from their file name: discord.py sends every file as
application/octet-stream, and the playground draws only images."""

import json

import aiohttp

from localdiscord.server import TOKEN, FakeDiscord


async def test_an_upload_sent_as_octet_stream_is_served_as_its_file_names_type() -> None:
    discord = FakeDiscord()
    channel = discord.create_channel(discord.create_guild(), "games")
    await discord.start()
    try:
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps({"content": "boards"}), content_type="application/json")
        for index, name in enumerate(("boards.png", "replay.gif", "notes.bin")):
            form.add_field(f"files[{index}]", b"\x89PNG", filename=name, content_type="application/octet-stream")
        async with aiohttp.ClientSession(discord.url, headers={"Authorization": f"Bot {TOKEN}"}) as http:
            async with http.post(f"/api/v10/channels/{channel.id}/messages", data=form) as answer:
                posted = await answer.json()
            types = [a["content_type"] for a in posted["attachments"]]
            async with http.get(posted["attachments"][0]["url"].removeprefix(discord.url)) as served:
                served_type = served.content_type
    finally:
        await discord.stop()
    assert types == ["image/png", "image/gif", "application/octet-stream"]
    assert served_type == "image/png"


async def test_an_uploads_description_is_kept_and_one_too_long_is_refused_as_discord_does() -> None:
    """discord.py names each new file's description in the payload's `attachments`, by its upload's index."""
    discord = FakeDiscord()
    channel = discord.create_channel(discord.create_guild(), "games")
    await discord.start()
    statuses = []
    try:
        async with aiohttp.ClientSession(discord.url, headers={"Authorization": f"Bot {TOKEN}"}) as http:
            for words in ("The board: X in the centre.", "x" * 1025):
                payload = {
                    "content": "board",
                    "attachments": [{"id": 0, "filename": "board.png", "description": words}],
                }
                form = aiohttp.FormData()
                form.add_field("payload_json", json.dumps(payload), content_type="application/json")
                form.add_field("files[0]", b"\x89PNG", filename="board.png", content_type="application/octet-stream")
                async with http.post(f"/api/v10/channels/{channel.id}/messages", data=form) as answer:
                    statuses.append(answer.status)
                    if answer.status == 200:
                        posted = await answer.json()
    finally:
        await discord.stop()
    assert statuses == [200, 400]
    assert posted["attachments"][0]["description"] == "The board: X in the centre."
