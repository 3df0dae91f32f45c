## Shared by every game: what the table says about itself.

unexpected-error = Something went wrong on our side. Nothing you submitted was lost; please try again.
restarting = The bot is restarting. Nothing was changed; please try again in a minute.
storage-unavailable = The bot can't reach its saved games just now. Please try again in a moment; if you had just made a move, it may already be kept.
unknown-component = This button or menu isn't one I know (it may come from an older version of the bot). Nothing changed.

## Slash commands (Discord shows each person the description in their own language).

command-start = Open a { $title } lobby in this channel.
command-status = Where the game in this channel stands.
command-rules = The rules of { $title } in a few lines.
command-cancel = Cancel the game in this channel (host or Manage Server).

## Lobby refusals, told to the person who clicked.

already-joined = You are already in this game.
not-in-lobby = You are not in this lobby.
host-cannot-leave = You are hosting: cancel the lobby instead of leaving it.
table-full = This game is full ({ $max } players).
limit-open-games = You already sit at { $open } open games in this server, the most you may: { $limit }, that is { $base } plus one for each game you finished here. Finish, leave or cancel one first; /{ name-games } lists them.
too-few = { $title } needs at least { $min } players: invite someone or add a computer player.
host-only = Only the host ({ $host }) can do that.
need-human = At least one person has to play.
no-bot-to-remove = There is no computer player to remove.
lobby-gone = This lobby is closed.
lobby-started = This game has started.
not-in-guild = Games are played in a server channel, not in direct messages.
busy-running = Game #{ $game } is already running here. Finish or cancel it first, or start a game in another channel.
busy-lobby = The lobby of game #{ $game } is open here: join it, or cancel it first, or start a game in another channel.
rematch-opened = A new lobby is open: { $link }
rematch-not-over = Game #{ $game } is still being played: a rematch can be opened once it is over.
rematch-seated = The rematch is already open as game #{ $game }, and you have a seat in it.
cancel-not-allowed = Only the host ({ $host }) or someone with Manage Server can cancel game #{ $game }.
cancel-confirm = Cancel game #{ $game } for everyone? This can't be undone.
cancel-yes = Yes, cancel the game
cancel-done = Game #{ $game } is cancelled.

## Permissions the bot needs, named as Discord's server settings name them.

missing-permissions = { $count ->
    [one] I can't run a game here: I am missing the { $names } permission in this channel. Ask a server admin to grant it, or start the game in another channel.
   *[other] I can't run a game here: I am missing the { $names } permissions in this channel. Ask a server admin to grant them, or start the game in another channel.
}
list-and = { $first } and { $last }
permission-send_messages = Send Messages
permission-send_messages_in_threads = Send Messages in Threads
permission-attach_files = Attach Files
permission-create_public_threads = Create Public Threads
permission-embed_links = Embed Links
no-thread = { $count ->
    [one] I couldn't open a thread here (missing the { $names } permission), so the game runs in this channel.
   *[other] I couldn't open a thread here (missing the { $names } permissions), so the game runs in this channel.
}

## Games that are over, gone or not yours.

not-a-player = You are not playing in game #{ $game }.
game-over = Game #{ $game } is over.
game-cancelled = Game #{ $game } was cancelled.
no-game-here = There is no { $title } game in this channel. Start one with /{ $command } { name-start }.
no-such-game = That game no longer exists.
status-lobby = Game #{ $game } is in its lobby: { $players }.

## The lobby card and what happens to it, in the game's language.

lobby-title = { $title } · game #{ $game }
lobby-intro = { $description } Join below; { $host } starts the game when everybody is in.
lobby-seats = Players ({ $count }/{ $max })
lobby-timer = Turn timer
timer-hint = when it runs out, the computer plays for whoever is missing
timer-choice = { $minutes ->
    [0] No timer
    [60] 1 hour
    [720] 12 hours
    [1440] 1 day
    [2880] 2 days
    [4320] 3 days
   *[other] { $minutes } minutes
}
# The computer levels' names, the same in every game (each game says what its level does, in level-<level>-help).
level-random = Rookie
level-greedy = Contender
level-strong = Master
level-expert = Grandmaster
bot-seat = { $level } (computer)
lobby-started-here = This game has started.
lobby-started-in = This game has started in { $place }.
lobby-cancelled = This lobby was cancelled.
join = Join
leave = Leave
start = Start
cancel = Cancel
pick-timer = Turn timer…
pick-bot = Add or remove a computer player…
add-bot = Add { $level }
remove-bot = Remove the last computer player
thread-name = { $title } #{ $game }
cancelled-by = Game #{ $game } was cancelled by { $who }.

## The start command's option: the language of the game's public messages.

option-language = Language of the game's messages in the channel (the server's by default)
language-name = English

## Command and option names (lower case, no spaces: Discord's rule for names).

name-start = start
name-status = status
name-rules = rules
name-cancel = cancel
name-language = language

## Records: /stats and /leaderboard, per server.

command-stats = A player's record in this server: games, wins, scores and rating.
command-leaderboard = The best players of this server, by rating.
option-stats-player = Whose record (yours by default)
option-stats-game = Which game (every game by default)
stats-title = **{ $name }** in this server
stats-line = **{ $title }**: { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, mean score { $mean }, best { $best }{ $rating ->
    [none] {""}
   *[other] , rating { $rating }
}
stats-none = { $name } has no finished game here yet.
leaderboard-title = **Leaderboard: { $title }**
leaderboard-line = { $place }. { $name }: rating { $rating } · { $played ->
    [one] { $played } game
   *[other] { $played } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
leaderboard-none = No game with other players has finished here yet.
sheet-leaderboard = Leaderboard
sheet-records = Record by game
sheet-game = Game
sheet-player = Player
sheet-played = Games
sheet-wins = Wins
sheet-mean = Mean
sheet-best = Best
sheet-rating = Rating
sheet-number = { $value }
name-stats = stats
name-leaderboard = leaderboard
name-stats-player = who
name-stats-game = game
name-season = season
option-season = Which month (this month by default), or every game
season-all = All time
season-unknown = “{ $season }” is not a season: pick a month from the list, or { $all } for every game.
leaderboard-none-in = No game with other players finished here in { $season }.

command-back = Play yourself again after being marked away in the game in this channel.
name-back = back
button-back = I'm back
away-notice = 💤 { $who }, the timer played for you twice in a row in game #{ $game }, so the computer now plays for you at once. Press **I'm back** to play again.
back-notice = ✅ { $who } is back and plays again.
back-done = Welcome back! You play game #{ $game } yourself again from your next turn.
back-not-away = You are not marked away in game #{ $game }: nothing to do.
reminder = ⏰ { $people }: half your time is up in game #{ $game }. Your move is due { $when }; after that the computer plays for you.
reminder-reserve = ⏰ { $people }: half your time is up in game #{ $game }. Your move is due { $when }; after that your reserve runs, and then the computer plays for you.
command-pause = Pause the game in this channel: no moves, no timer (host or Manage Server).
command-resume = Resume the paused game in this channel; its timer goes on where it stopped.
name-pause = pause
name-resume = resume
paused-notice = ⏸️ Game #{ $game } is paused by { $who }: no moves and no timer until `/{ $command } resume`.
resumed-notice = ▶️ Game #{ $game } goes on: { $who } resumed it, and the timer continues where it stopped.
closed-notice = 🧹 Game #{ $game } is closed: nobody has moved for { $days } days.
pause-not-allowed = Only the host ({ $host }) or someone with Manage Server can pause or resume game #{ $game }.
paused-done = Game #{ $game } is paused. `/{ $command } resume` continues it.
resumed-done = Game #{ $game } goes on.
already-paused = Game #{ $game } is already paused.
already-resumed = Game #{ $game } is not paused.
game-paused = Game #{ $game } is paused: nothing can be played until the host uses `/{ $command } resume`.
command-history = A player's finished games in this server, each with its replay.
name-history = history
history-title = **Finished games of { $name }**, the latest first
history-line = #{ $game } · { $title } · { $when } · { $players ->
    [1] solo
   *[other] place { $place } of { $players }
} · { $score } points
history-pick = Replay a game: standings and timelapse…
history-option = #{ $game } { $title } · { $players ->
    [1] solo
   *[other] place { $place } of { $players }
}
command-daily = Today's { $title } challenge: one solo game, the same dice for everybody.
name-daily = daily
thread-name-daily = { $title } daily #{ $game }
daily-intro = 🗓️ { $who } takes the { $title } challenge of { $day }: { $rules }. Same dice for everybody today.
daily-done = You have taken today's { $title } challenge ({ $day }). Here today:
daily-no-place = The bot could not open a thread for your challenge, and this channel has a game of its own. Try again in another channel.
daily-line = { $place }. { $name }: { $vp } VP
daily-playing = · { $name }: playing…
daily-streak = 🔥 Your streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
} in a row.

## The turn of a game where one seat plays at a time: its card, its private picker and the final post.
button-take = Take my turn
button-status = Status
button-rematch = Rematch
rematch-hint = Press **{ button-rematch }** to open a new lobby with the same players and settings.
turn-deadline = Turn due { $when }; after that the computer finishes it for { $who }.
stale-turn = That button is from an earlier turn of game #{ $game }. Use the latest turn message.
recap-title = **Since your last move:**
recap-earlier = ({ $count ->
    [one] one line before
   *[other] { $count } lines before
}: see the thread)
picker-stale = This picker was for a turn that is over. Use the latest turn message.
not-your-turn = It is { $who }'s turn, not yours.
error-malformed-action = That move could not be read, so nothing changed. Use the latest turn message.

## A small game on the kit (bot.table.one_click): its opening, a move gone, who starts; and any turn game's result.
game-begins = **{ $title } #{ $game }** begins: { $players }. { $first } moves first.
move-gone = That move is no longer open, so nothing changed. Pick another.
status-turn = **{ $title }** #{ $game }: { $who } to move.
result-header = **{ $title } #{ $game } is over.**
result-place = { $place }. { $who }: { $score }
result-winner = 🏆 { $who } wins.
result-tie = 🏆 { $who } share the win.
result-draw = A draw: nobody wins.
lobby-starter = Who starts
pick-starter = Who moves first…
starter-host = The host
starter-guest = The other player
starter-random = Drawn at random

## /games: the asker's games in this server.

command-games = Your games in this server, those waiting for you first, with a button to play.
name-games = games
games-title = **Your games here** · { $count ->
    [one] one game
   *[other] { $count } games
} · { $awaited ->
    [0] none waits for you
    [one] ⏰ one waits for you
   *[other] ⏰ { $awaited } wait for you
}
games-none = You sit at no game in this server yet: start one with a game's start command, `/powerline start` for example.
games-game = **{ $title }** #{ $game } · { $place }
games-lobby = 🪑 In its lobby, { $seated } seated · opened { $when }
games-your-move = ⏰ **Your move**
games-others = ⌛ Waiting for the others
games-deadline = time runs out { $when }
games-last = last move { $when }
games-finished = 🏁 Over: place { $place } of { $players }, { $score } points · { $when }
games-closed = ✖️ Closed · { $when }
games-play = Play
games-previous = ◀ Previous
games-next = Next ▶
games-page = Page { $page } of { $pages }

## /notify: direct messages a person asks for.

command-notify = Have the bot write to you when a game waits for you, when yours is the last plan, when a game ends.
name-notify = notify
name-notify-mode = all
notify-mode-on = on: every message
notify-mode-off = off: none
option-notify-mode = Every kind of message on, or off
notify-title = **Direct messages from the bot** (only you see this)
notify-state-on = ✅
notify-state-off = ⬜
notify-kind-turn = when a game waits for you: your turn, or a round's plan due
notify-kind-last = when yours is the last plan a round waits for
notify-kind-reminder = in the last hour of a long turn you still owe (play by post)
notify-kind-ended = when a game of yours ends
notify-closed = ⚠️ Discord refused the last message to you: your direct messages may be closed for this server. Open them, then press a button here to try again.
notify-button-turn = Your turn
notify-button-last = Last plan
notify-button-reminder = Last hour
notify-button-ended = Game over
notify-all-on = All on
notify-all-off = All off
notify-turn = ⏰ **{ $title }** #{ $game } waits for you: { $link }
notify-last = ⏳ **{ $title }** #{ $game }: the round waits for your plan alone. { $link }
notify-reminder = ⌛ **{ $title }** #{ $game }: less than an hour is left for your move, then the computer makes it. { $link }
notify-ended = 🏁 **{ $title }** #{ $game } is over: place { $place } of { $players }. { $link }

## The board in words: image descriptions and "Read the board"
alt-more = More under “Read the board”.
read-board = Read the board
read-title = 📖 **{ $title }** #{ $game }: the board in words
read-page = Page { $page } of { $pages }
read-previous = Previous page
read-next = Next page
read-failed = The board could not be put into words just now. Try again in a moment.

# Play over days: each person's reserve beyond the turn timer, and holidays (/away) a game waits for.
reserve-choice = { $minutes ->
    [0] No reserve
    [720] 12 hours of reserve
    [1440] 1 day of reserve
    [4320] 3 days of reserve
    [10080] 7 days of reserve
   *[other] { $minutes } minutes of reserve
}
reserve-help = Extra time per player for the whole game, spent only beyond the timer
pick-reserve = Reserve per player…
lobby-reserve = Reserve beyond the timer: { $reserve } per player for the whole game. A player on holiday (/{ name-away }) is waited for up to { $days } days per game.
lobby-no-reserve = No reserve beyond the timer. A player on holiday (/{ name-away }) is waited for up to { $days } days per game.
span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
turn-reserve = ⏳ Reserve left before the computer steps in: { $people }
turn-holiday = 🏖️ { $who } is on holiday until { $until }; the game waits for them for { $left } more.
games-reserve = reserve { $left }
name-away = away
name-away-days = days
command-away = Going away? Your games in this server wait for you while you are on holiday.
option-away-days = How many days you are away, from now (1 to 14)
away-done = 🏖️ Enjoy your holiday! You are away until { $until } in { $count ->
    [one] { $count } game
   *[other] { $count } games
} of this server. Each waits up to { $days } days in all for you; after that the computer plays for you. Press **I'm back** on a notice in any of them when you are back.
away-no-games = You have no game in play in this server, so nothing needs to wait for you.
holiday-notice = 🏖️ { $who } is on holiday until { $until }. Game #{ $game } waits for them up to { $days } days in all; after that the computer plays for them.
holiday-back-notice = ✅ { $who } is back from holiday.
holiday-back-done = Welcome back! { $count ->
    [one] { $count } game
   *[other] { $count } games
} in this server no longer wait for your holiday.

# The server's own settings (/server-settings, Manage Server) and the limits they set.
limit-channels = Games start only in { $channels } on this server, as its managers chose. Open yours there.
limit-channel-games = This channel already holds { $limit } open games, the most this server allows in one channel. Finish or cancel one here, or open yours in another channel.
limit-server-games = This server already holds { $limit } open games, the most its managers allow. Finish or cancel one first; /{ name-games } lists yours.
name-server-settings = server-settings
command-server-settings = The server's limits on open games, where games may start, and new lobbies' timer and language
server-settings-not-allowed = Only someone with the Manage Server permission may change the server's settings.
server-title = ⚙️ Settings for this server
server-per-person = **Open games per person:** { $limit }, plus one for each game they finished here
server-per-channel = **Open games per channel:** { $limit }
server-per-server = **Open games in the server:** { $limit }
server-channels = **Games start in:** { $channels }
server-timer = **New lobbies' turn timer:** { $timer }
server-language = **New games' language:** { $language }
server-no-limit = No limit
server-any-channel = any channel the bot may play in
server-own-language = The server's own language
server-person-choice = { $count ->
    [one] { $count } game per person
   *[other] { $count } games per person
}
server-channel-choice = { $count ->
    [one] { $count } open game per channel
   *[other] { $count } open games per channel
}
server-server-choice = { $count ->
    [one] { $count } open game in the server
   *[other] { $count } open games in the server
}
server-channel-unlimited = No limit per channel
server-server-unlimited = No limit in the server
server-pick-person = Open games per person…
server-pick-channel = Open games per channel…
server-pick-server = Open games in the server…
server-pick-channels = Channels games may start in (none: any)…
server-pick-timer = New lobbies' turn timer…
server-pick-language = New games' language…

# /help: every game the bot hosts, how a turn works, and where to go next.
name-help = help
command-help = The games you can play here, how a turn works, and a button to start one
help-title = 🎲 Board games in this server
help-intro = Press a game's button below: its lobby opens in this channel, others join, and the game gets a thread of its own.
help-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
help-players-range = { $fewest }–{ $most } players
help-simultaneous = everyone plans at once
help-alternating = one turn at a time
help-rules = The rules in a few lines: { $command }.
help-turns = **How a turn works:** when a game waits for you, press **Take my turn** (or **Plan my round**) on its card: your choices open privately, only for you. Once you confirm, the thread shows your move to everyone.
help-more = /{ name-games } lists your games · /{ name-notify } has the bot write to you when a game waits · /{ name-away } when you go on holiday · /{ name-stats } and /{ name-leaderboard } for records
help-start = Start { $title }

# The welcome, posted once when the bot joins a server.
welcome-title = 👋 Thanks for inviting me!
welcome-text = I host board games for this server: { $games }. Type /{ name-help } to see them and start one: each player takes their turns privately, and the game plays out in a thread of its own.
welcome-permissions = To run a game in a channel I need these permissions there: { $permissions }. Someone with Manage Server can set limits and defaults with /{ name-server-settings }.
