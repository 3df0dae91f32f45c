## Die Regeln von Power Lines sprechen in Codes und Daten; dies sind ihre Worte.
## Farben kommen als Schlüssel („moons“): Der Bot benennt sie mit suit-<Schlüssel> (oder suit-one-<Schlüssel> für
## eine einzelne), bevor er eine Meldung füllt. Seiten sind „suits“ und „values“, Linien Kennungen wie „row-1“.

suit-suns = Sonnen
suit-moons = Monde
suit-crowns = Kronen
suit-arms = Wappen
suit-one-suns = Sonne
suit-one-moons = Mond
suit-one-crowns = Krone
suit-one-arms = Wappen

side-suits = Farben
side-values = Werte

line-row-1 = Reihe 1
line-row-2 = Reihe 2
line-row-3 = Reihe 3
line-row-4 = Reihe 4
line-col-1 = Spalte 1
line-col-2 = Spalte 2
line-col-3 = Spalte 3
line-col-4 = Spalte 4
line-diag-1 = Diagonale ↘
line-diag-2 = Diagonale ↙

## Ablehnungen, für den Spieler, dessen Legen gegen eine Regel verstößt.

error-match-over = Diese Partie ist vorbei.
error-stale-turn = Diese Wahl galt einem früheren Zug: Das Raster hat sich inzwischen verändert.
error-not-your-turn = Du bist nicht am Zug.
error-no-such-tile = Es gibt kein Plättchen { $tile }.
error-tile-used = Die { $value } der { $suit } liegt schon im Raster.
error-first-at-origin = Das erste Plättchen eines Spiels kommt auf das Startfeld.
error-cell-taken = Auf diesem Feld liegt schon ein Plättchen.
error-diagonal-only = Sich nur an einer Ecke zu berühren reicht nicht: Leg das Plättchen Seite an Seite neben ein anderes.
error-not-adjacent = Leg das Plättchen Seite an Seite neben eines, das schon im Raster liegt.
error-too-wide = Das Raster darf höchstens { $size ->
    [one] ein Plättchen
   *[other] { $size } Plättchen
} breit sein.
error-too-tall = Das Raster darf höchstens { $size ->
    [one] ein Plättchen
   *[other] { $size } Plättchen
} hoch sein.
