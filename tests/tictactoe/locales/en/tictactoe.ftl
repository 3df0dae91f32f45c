game-description = Three in a row on a 3×3 board.
game-length = 9 moves at most
rules-summary = Take turns marking a free cell; the first to own a whole row, column or diagonal wins.
level-random-help = Marks any free cell.
level-strong-help = Never loses.
turn = { $who }, your move as { $mark }.
marked = { $who } marked cell { $cell }.
narrate-earlier = ({ $count ->
    [one] one earlier line
   *[other] { $count } earlier lines
} left out)
pick = Pick a cell for your { $mark }.
error-not-your-turn = It is not your move.
error-cell-taken = Cell { $cell } is taken.
read-rows = The board, row by row
read-cell = cell { $cell }: { $mark }
