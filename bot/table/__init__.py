"""The game-neutral table: everything between Discord and a game's rules that every hosted game shares."""
