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

ALREADY_JOINED = "You are already in this game."
NOT_IN_LOBBY = "You are not in this lobby."
HOST_CANNOT_LEAVE = "You are hosting: cancel the lobby instead of leaving it."
TABLE_FULL = "This game is full ({max} players)."
TOO_FEW = "{title} needs at least {min} players: invite someone or add a computer player."
HOST_ONLY = "Only the host ({host}) can do that."
NEED_HUMAN = "At least one person has to play."
NO_BOT_TO_REMOVE = "There is no computer player to remove."
LOBBY_GONE = "This lobby is closed."
THREAD_NAME = "{title} #{game}"

# -- permissions ---------------------------------------------------------------------------------------
PERMISSION_NAMES = {
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "attach_files": "Attach Files",
    "create_public_threads": "Create Public Threads",
    "embed_links": "Embed Links",
}
MISSING_PERMISSIONS = (
    "I can't run a game here: I am missing the {names} permission{s} in this channel. "
    "Ask a server admin to grant {it}, or start the game in another channel."
)
NO_THREAD = "I couldn't open a thread here (missing the {names} permission), so the game runs in this channel."
BUSY_RUNNING = "Game #{game} is already running here. Finish or cancel it first, or start a game in another channel."
BUSY_LOBBY = "The lobby of game #{game} is open here: join it, or cancel it first, or start a game in another channel."
NOT_IN_GUILD = "Games are played in a server channel, not in direct messages."

# -- refusals ------------------------------------------------------------------------------------------
NOT_A_PLAYER = "You are not playing in game #{game}."
GAME_OVER = "Game #{game} is over."
GAME_CANCELLED = "Game #{game} was cancelled."
NO_GAME_HERE = "There is no {title} game in this channel. Start one with /{command} start."
NO_SUCH_GAME = "That game no longer exists."

# -- status, cancel, rematch ---------------------------------------------------------------------------
STATUS_LOBBY = "Game #{game} is in its lobby: {players}."
CANCEL_CONFIRM = "Cancel game #{game} for everyone? This can't be undone."
CANCEL_YES = "Yes, cancel the game"
CANCEL_NOT_ALLOWED = "Only the host ({host}) or someone with Manage Server can cancel game #{game}."
CANCELLED = "Game #{game} was cancelled by {who}."
CANCEL_DONE = "Game #{game} is cancelled."
REMATCH_OPENED = "A new lobby is open: {link}"
