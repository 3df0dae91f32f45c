## Power Lines: the lobby.

game-description = A tile duel for two: build a 4x4 grid together, one scoring suits, the other values.
game-length = 2 games of 16 tiles, about 15 minutes
level-random-help = places any legal tile anywhere
level-strong-help = searches the endgame to the last tile
lobby-sides = Sides
lobby-first = First tile
pick-sides = Who plays suits…
pick-first = Who places the first tile…
sides-random = Decided by the dice
sides-host-suits = The host plays suits
sides-host-values = The host plays values
first-roll = Rolled by the dice
first-host = The host starts
first-guest = The other player starts

## Turns in the channel, in the game's language.

game-started = **Power Lines #{ $game }** starts! { $suits } plays **suits**, { $values } plays **values**. A match is { $games ->
    [one] one game
   *[other] { $games } games: the other player starts the second
}.
turn-header = **Game { $game }/{ $games } · tile { $tile }/{ $tiles }** · { $who } to play ({ $side })
turn-match = Match so far: { $scores }
turn-placed = { $who } placed { $tile } at { $spot }.
narrate-earlier = ({ $count ->
    [one] one earlier line
   *[other] { $count } earlier lines
} left out)
game-scored = **Game { $game } is scored**: { $suits } (suits) { $suits_points } · { $values } (values) { $values_points }
line-scored = { $line }: { $side } +{ $points }
line-nobody = { $line }: a tie of { $count }, nobody scores
final-header = 🏁 **Power Lines #{ $game } is over!**
final-winner = { $winner } wins the match { $high } to { $low }.
final-draw = The match is a draw, { $score } all.

## The private move picker, in the language of the player on turn.

picker-header = **Your turn · game { $game }/{ $games } · tile { $tile }/{ $tiles }** · you play { $side }
picker-pick-tile = Choose a tile, then where it goes: the marked spots are the legal ones.
picker-pick-spot = { $tile }: now choose where it goes.
picker-ready = { $tile } at { $spot }: press **{ button-place }** to play it.
pick-tile = Choose a tile…
pick-spot = Choose a spot…
button-place = Place the tile
button-suggest = Suggest a move
hint-suggested = **The strong computer suggests { $tile } at { $spot }.** { $reason }
hint-exact = { $lead ->
    [0] Played best from here by both of you, this game ends level.
   *[other] Played best from here by both of you, your side { $ahead ->
        [yes] wins this game by { $lead }.
       *[no] loses this game by { $lead }, the least it can.
    }
}
hint-estimate = { $lead ->
    [0] Its search sees this game about level at the end.
   *[other] Its search sees your side about { $lead } { $ahead ->
        [yes] ahead
       *[no] behind
    } at this game's end.
}
hint-failed = No suggestion could be worked out just now; try again in a moment.
placed-ok = You placed { $tile } at { $spot }.
choice-gone = That choice is no longer available; here is your turn again.
tile-name = { $value } { $suit }
# A tile's suit after its value (suit-of-<key>): French elides before a vowel
suit-of-suns = of suns
suit-of-moons = of moons
suit-of-crowns = of crowns
suit-of-arms = of arms
first-spot = the centre

## Status, for the person asking.

status = Game #{ $game } · game { $round }/{ $games } · tile { $tile }/{ $tiles } · { $who } to play
status-over = Game #{ $game } is over.
status-line = { $name } ({ $side }): { $points } in the match

## /powerlines rules, in our own words.

rules-summary =
    📘 **Power Lines in a nutshell** (piecepack, David Boyle)
    • Two players, sixteen tiles: the values 2, 3, 4 and 5 in four suits (suns, moons, crowns, arms). One player scores suits, the other values.
    • Take turns placing any remaining tile next to a tile already played (not diagonally). The grid of played tiles may never be more than 4 wide or 4 high, so the last tile closes a 4x4 square.
    • Then the ten power lines are scored: 4 rows, 4 columns and both diagonals. In each line the biggest group of one suit is compared with the biggest group of one value; the bigger group scores its size for its player, and equal groups score for nobody. Two pairs count as a group of two, not four.
    • A match is two games: whoever placed the first tile of game one places the second of game two. The higher match total wins; equal totals are a draw.

## /stats: what Power Lines adds to a player's line.

stats-matches = matches { $won } won, { $lost } lost
