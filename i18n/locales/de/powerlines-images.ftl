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

## Jedes Bild in Worten (sein Alternativtext) und die ganze Partie in Worten („Spielplan lesen“), für alle, die die
## Bilder nicht sehen, in der Reihenfolge, in der man hinschaut: welches Spiel und wer am Zug ist, die Punkte, dann
## das Raster. Ein Feld heißt nach Reihe und Spalte, gezählt von oben links über die Plättchen und die Felder, auf
## die das nächste darf (sobald das Raster 4 mal 4 ist, die Reihen und Spalten der Wertung); ein Feld nach seinem
## Buchstaben wie im Bild.

alt-grid-title = Power Lines, { $game }, das Raster: { $status }.
alt-final-title = Power Lines, { $game }: Endwertung.
alt-timelapse-title = Power Lines im Rückblick in { $frames ->
    [one] { $frames } Bild
   *[other] { $frames } Bildern
}, das Raster nach jedem Plättchen.
alt-seat = { $name } spielt { $side }.
alt-seat-match = { $name } spielt { $side }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in der Partie.
alt-span = Die Plättchen belegen { $columns ->
    [one] { $columns } Spalte
   *[other] { $columns } Spalten
} und { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
} des Rasters von { $size } mal { $size }; Reihen und Spalten zählen von oben links, Plättchen und Felder mitgerechnet.
alt-cell = Reihe { $row }, Spalte { $column }
alt-tile = { $cell }: { $tile }
alt-tile-last = { $cell }: { $tile }, zuletzt gelegt
alt-pending = { $cell }: { $tile }, gewählt, noch nicht gelegt
alt-spot = { $cell }: Feld { $spot }
alt-left = { $count ->
    [one] { $count } Plättchen übrig
   *[other] { $count } Plättchen übrig
}: { $tiles }.
alt-left-suit = { $suit } { $values }
alt-score = { $name } { $points }
alt-final-seat = { $name } ({ $side }): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} aus { $lines ->
    [one] { $lines } Linie
   *[other] { $lines } Linien
}.
alt-final-row = { $line }: { $tiles }
alt-games = { $game }: { $scores }

read-turn = { $name } ist am Zug ({ $side }), Plättchen { $tile } von { $tiles }.
read-players = Spieler und Punkte
read-grid = Das Raster
read-no-tile = Noch liegt kein Plättchen im Raster.
read-empty = { $cell }: leer
read-spots = Wohin das nächste Plättchen darf
read-spot = Feld { $spot }: { $cell }
read-left = Übrige Plättchen
read-scored = { $game }, gewertet
read-result = Die Partie
