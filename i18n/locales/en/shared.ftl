## Shared by every game: what the table says about itself.

unexpected-error = Something went wrong on our side. Nothing you submitted was lost; please try again.
restarting = The bot is restarting. Nothing was changed; please try again in a minute.
unknown-component = This button or menu isn't one I know (it may come from an older version of the bot). Nothing changed.

## Slash commands (Discord shows each person the description in their own language).

command-start = Open a { $title } lobby in this channel.
command-status = Where the game in this channel stands.
command-rules = The rules of { $title } in a few lines.
command-cancel = Cancel the game in this channel (host or Manage Server).
