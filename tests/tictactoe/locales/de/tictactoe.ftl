game-description = Drei in einer Reihe auf einem 3×3-Feld.
game-length = höchstens 9 Züge
rules-summary = Markiert abwechselnd ein freies Feld; wer zuerst eine ganze Reihe, Spalte oder Diagonale hat, gewinnt.
level-random-help = Markiert irgendein freies Feld.
level-strong-help = Verliert nie.
turn = { $who }, dein Zug als { $mark }.
marked = { $who } markiert Feld { $cell }.
narrate-earlier = ({ $count ->
    [one] eine frühere Zeile
   *[other] { $count } frühere Zeilen
} ausgelassen)
pick = Wähle ein Feld für dein { $mark }.
error-not-your-turn = Du bist nicht am Zug.
error-cell-taken = Feld { $cell } ist besetzt.
read-rows = Das Brett, Reihe für Reihe
read-cell = Feld { $cell }: { $mark }
