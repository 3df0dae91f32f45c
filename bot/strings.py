"""Text the table shows for every game (each game module has its own strings for the rest)."""

MISSING_TOKEN = """DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications and create an application (or pick yours).
2. In "Bot", click "Reset Token" and copy the token.
3. Copy .env.example to .env and put the token after DISCORD_TOKEN=
   (or export DISCORD_TOKEN=... in the shell that runs the bot).
4. Run ./dev bot again. README.md has the invite link and the permissions the bot needs."""

BAD_GUILD_ID = "DEV_GUILD_ID must be a server id (digits only), not {value!r}."


# -- lobby ---------------------------------------------------------------------------------------------
LOBBY_TITLE = "{title} · game #{game}"
LOBBY_INTRO = "{description} Join below; {host} starts the game when everybody is in."
LOBBY_SEATS = "Players ({count}/{max})"
LOBBY_TIMER = "Turn timer"
NO_TIMER = "none"
TIMER_HINT = "when it runs out, the computer plays for whoever is missing"
BOT_SEAT = "{level} (computer)"
LOBBY_STARTED = "This game has started{where}."
LOBBY_CANCELLED = "This lobby was cancelled."
JOIN = "Join"
LEAVE = "Leave"
START = "Start"
CANCEL = "Cancel"
PICK_TIMER = "Turn timer…"
PICK_BOT = "Add or remove a computer player…"
ADD_BOT = "Add {level}"
REMOVE_BOT = "Remove the last computer player"
TIMERS: dict[int, str] = {
    0: "No timer",
    5: "5 minutes",
    10: "10 minutes",
    30: "30 minutes",
    60: "1 hour",
    1440: "1 day",
}
"""Turn timer choices in minutes (0: none), with their labels."""

THREAD_NAME = "{title} #{game}"

# -- refusals ------------------------------------------------------------------------------------------

# -- status, cancel, rematch ---------------------------------------------------------------------------
CANCELLED = "Game #{game} was cancelled by {who}."
