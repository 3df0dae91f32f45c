## Power Lines: jedes Wort in den Bildern (das Raster während eines Spiels, das gewertete Raster danach).
## Beschriftungen stehen in festen Kästen: tests/render_powerlines/test_languages.py schlägt fehl, wenn eine nicht mehr passt.

game-of = { $games ->
    [1] Einzelspiel
   *[other] Spiel { $game } von { $games }
}
to-play = { $name } ist am Zug
match-over = Partie beendet

## Die beiden Seiten: einer wertet Linien einer Farbe, der andere Linien eines Werts.

side-badge-suits = Farben
side-badge-values = Werte

## Die übrigen Plättchen neben dem Raster, nach Farben (Überschrift in Großbuchstaben).

heading-remaining = Übrige Plättchen
tiles-left = { $count ->
    [one] { $count } Plättchen
   *[other] { $count } Plättchen
}
suit-heading-suns = Sonnen
suit-heading-moons = Monde
suit-heading-crowns = Kronen
suit-heading-arms = Wappen

## Ein gewertetes Raster: jede Linie zeigt, für welche Seite sie zählte, oder einen Strich für niemanden.

final-score = Endwertung
lines-won = { $lines ->
    [one] { $lines } Linie
   *[other] { $lines } Linien
}
nobody = zählt für niemanden
heading-match = Partie
game-n = Spiel { $game }
total = Gesamt
match-winner = { $name } gewinnt die Partie
game-winner = { $name } gewinnt das Spiel
draw = Unentschieden
next-game = Spiel { $game }: { $name } beginnt
