"""Test-only entry point: on this directory's PYTHONPATH, the unmodified bot talks to the fake Discord whose
address is in FAKE_DISCORD_URL instead of discord.com, and with BOT_PROFILE=prefix each process (the bot and its
drawing workers) writes a cProfile to prefix.<pid> as it exits. Production code never sees this file."""

import os

_url = os.environ.get("FAKE_DISCORD_URL")
if _url:
    import discord.gateway
    import discord.http
    import yarl

    discord.http.Route.BASE = f"{_url}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(_url.replace("http://", "ws://") + "/gateway")

_profile = os.environ.get("BOT_PROFILE")
if _profile:
    import atexit
    import cProfile

    _profiler = cProfile.Profile()
    _profiler.enable()
    atexit.register(lambda: _profiler.dump_stats(f"{_profile}.{os.getpid()}"))
