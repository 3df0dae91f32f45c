"""Where discord.py finds Discord: discord.com, unless DISCORD_URL names another one, such as the local Discord
that `./dev play` and the wire tests run (`localdiscord`), which serves its REST API and its gateway under the
same address."""

import discord.gateway
import discord.http
import yarl


def use(url: str) -> None:
    """Send every REST call and the gateway connection to `url` (`http://host:port[/prefix]`), not discord.com."""
    base = yarl.URL(url.rstrip("/"))
    discord.http.Route.BASE = f"{base}/api/v10"
    socket = base.with_scheme("wss" if base.scheme == "https" else "ws")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = socket.with_path(f"{base.path.rstrip('/')}/gateway")
