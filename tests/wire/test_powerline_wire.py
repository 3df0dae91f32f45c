"""Powerline over the wire: the unmodified bot process against the loopback fake Discord."""

import io

import pytest
from PIL import Image

from harness.powerline import play_round, round_card, start_game
from harness.words import label, opening

pytestmark = pytest.mark.wire


def png_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG"
        image.verify()
        return image.size


async def test_a_full_two_player_game(wire):
    thread, people = await start_game(wire, players=2)
    for round_ in range(1, 16):
        await round_card(wire, thread, round_)
        for person in people:
            done = await play_round(wire, person, thread)
            assert label("submitted-ok", round=round_) in done.text
    await wire.discord.wait(lambda: any(label("final-header", game=1) in m.text for m in wire.discord.history(thread)))
    public = wire.discord.history(thread)
    assert sum(opening("resolved", "dice", round=r) in m.text for r in range(1, 16) for m in public) == 15
    images = [a for m in public for a in m.attachments]
    assert {a.filename for a in images} >= {"round-1.png", "boards.png", "standings.png"}
    for attachment in images:
        width, height = png_size(attachment.data)
        assert 300 <= width <= 4000 and 200 <= height <= 4000
