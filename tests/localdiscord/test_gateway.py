"""The local Discord's gateway answers a heartbeat after a round trip, as Discord does, not at once: discord.py
notes a heartbeat's send time only after the send completes, so an instant answer, when the machine is busy, reads
as a whole interval of latency and a "Can't keep up" warning at every beat."""

import time

import aiohttp

from localdiscord.gateway import ACK_DELAY, HEARTBEAT, HEARTBEAT_ACK, HELLO
from localdiscord.server import FakeDiscord


async def test_a_heartbeat_is_acknowledged_after_a_round_trip_and_counted() -> None:
    discord = FakeDiscord()
    await discord.start()
    try:
        async with aiohttp.ClientSession() as session, session.ws_connect(f"{discord.url}/gateway") as socket:
            assert (await socket.receive_json())["op"] == HELLO
            for beat in range(2):
                sent = time.monotonic()
                await socket.send_json({"op": HEARTBEAT, "d": None})
                assert (await socket.receive_json(timeout=5))["op"] == HEARTBEAT_ACK
                assert time.monotonic() - sent >= ACK_DELAY
                assert discord.gateway.heartbeats == beat + 1
    finally:
        await discord.stop()
