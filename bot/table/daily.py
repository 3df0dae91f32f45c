"""The daily challenge (`/<game> daily`, for games with one): a solo game whose seed and variants come from the
UTC date, so every player on every server gets the same dice; one attempt per player a day, a leaderboard of the
day per server, and each player's streak of days in a row."""

import datetime
import hashlib

import discord

from bot.storage.database import Conflict
from bot.table.host import TableHost
from bot.table.lobby import SEED_BITS, Lobby
from bot.table.module import GameModule
from bot.table.permissions import NEEDED_IN_THREADS
from bot.table.replies import missing_permissions, say_to, tell
from engine.core.codec import dumps
from i18n.catalog import text


def day_of(now: float) -> str:
    return datetime.datetime.fromtimestamp(now, datetime.UTC).date().isoformat()


def daily_seed(kind: str, day: str) -> int:
    """The same number for everybody on `day`, and unrelated from one day to the next."""
    digest = hashlib.blake2b(f"{kind}:daily:{day}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def streak(days: list[str], today: str) -> int:
    """Days in a row with an attempt, ending today (or yesterday, while today's is still to come)."""
    played = set(days)
    day = datetime.date.fromisoformat(today)
    if today not in played:
        day -= datetime.timedelta(days=1)
    count = 0
    while day.isoformat() in played:
        count += 1
        day -= datetime.timedelta(days=1)
    return count


class Daily:
    def __init__(self, host: TableHost[GameModule], lobby: Lobby) -> None:
        self.host = host
        self.lobby = lobby

    async def play(self, interaction: discord.Interaction, module: GameModule) -> None:
        """Today's game for the user, in a thread of its own; if they already took it, how the day stands."""
        store = self.host.store
        day = day_of(self.host.clock())
        if interaction.guild_id is None or interaction.channel is None:
            await tell(interaction, say_to(interaction, "not-in-guild"))
            return
        if await store.records.daily_game(interaction.user.id, module.key, day) is not None:
            await tell(interaction, await self.standings(interaction, module, day, "daily-done"))
            return
        seed = daily_seed(module.key, day)
        settings = module.daily_settings(seed)
        assert settings is not None, "the command exists only for games with a daily challenge"
        # played in a thread of its own where the bot may open one, a lobby open in the channel does not stand in
        # its way: until the thread opens, the game's place is this interaction (an id no channel has)
        threaded = not isinstance(interaction.channel, discord.Thread) and not missing_permissions(
            interaction.app_permissions, NEEDED_IN_THREADS
        )
        place = interaction.id if threaded else None
        game_id = await self.lobby.create(interaction, module, settings, interaction.channel, place_id=place)
        if game_id is None:
            return
        user = interaction.user
        try:
            await store.records.claim_daily(user.id, module.key, day, game_id)
        except Conflict:  # a second click raced the first
            await store.games.set_status(game_id, "cancelled")
            await tell(interaction, await self.standings(interaction, module, day, "daily-done"))
            return
        await store.games.start(game_id, dumps(module.new_config(settings, 1, seed)))
        row = await store.games.game(game_id)
        assert row is not None
        rules = "; ".join(value for _, value in module.lobby_fields(settings, row.language)).replace("\n", ", ")
        intro = text(row.language, "daily-intro", who=user.mention, title=module.title, day=day, rules=rules)
        await interaction.response.send_message(intro, allowed_mentions=discord.AllowedMentions.none())
        place_id, note = await self.lobby.open_thread(
            interaction, row, await interaction.original_response(), "thread-name-daily"
        )
        try:
            await store.games.move_to(game_id, place_id)
        except Conflict:  # the thread could not be opened after all, and the channel has a game of its own
            await store.games.set_status(game_id, "cancelled")
            await interaction.followup.send(say_to(interaction, "daily-no-place"), ephemeral=True)
            return
        if note:
            await interaction.followup.send(note, ephemeral=True)
        await self.host.begin(game_id)
        await self.host.outbox.send_posts_of(game_id)

    async def standings(self, interaction: discord.Interaction, module: GameModule, day: str, head: str) -> str:
        """The day's leaderboard in this server and the user's streak, after `head`."""
        store = self.host.store
        assert interaction.guild_id is not None
        scores = await store.records.daily_scores(interaction.guild_id, module.key, day)
        lines = [say_to(interaction, head, title=module.title, day=day)]
        place = 0
        for entry in scores:
            if entry.score is None:
                lines.append(say_to(interaction, "daily-playing", name=f"<@{entry.user_id}>"))
            else:
                place += 1
                lines.append(say_to(interaction, "daily-line", place=place, name=f"<@{entry.user_id}>", vp=entry.score))
        days = await store.records.daily_days(interaction.user.id, module.key)
        lines.append(say_to(interaction, "daily-streak", days=streak(days, day)))
        return "\n".join(lines)
