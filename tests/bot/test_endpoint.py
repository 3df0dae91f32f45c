"""DISCORD_URL points discord.py's REST calls and gateway at another Discord (the local one of `./dev play`)."""

from collections.abc import Iterator

import discord.gateway
import discord.http
import pytest

from bot import endpoint
from bot.config import BotConfig, ConfigMissing


@pytest.fixture
def restored() -> Iterator[None]:
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    yield
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


def test_discord_url_is_optional_and_must_be_http() -> None:
    assert BotConfig.from_env({"DISCORD_TOKEN": "t"}).discord_url is None
    local = BotConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_URL": "http://127.0.0.1:8765"})
    assert local.discord_url == "http://127.0.0.1:8765"
    with pytest.raises(ConfigMissing, match="DISCORD_URL"):
        BotConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_URL": "127.0.0.1:8765"})


@pytest.mark.usefixtures("restored")
def test_rest_and_gateway_follow_the_url_and_its_path() -> None:
    endpoint.use("http://127.0.0.1:8765/by/one/")
    assert discord.http.Route.BASE == "http://127.0.0.1:8765/by/one/api/v10"
    assert discord.http.Route("GET", "/users/@me").url == "http://127.0.0.1:8765/by/one/api/v10/users/@me"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:8765/by/one/gateway"
    endpoint.use("https://discord.example")
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "wss://discord.example/gateway"
