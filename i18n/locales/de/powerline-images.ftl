## Powerline: jedes Wort in den Bildern (Spielpläne, Mittelplan, Wertung, Vorschau, Zeitraffer).
## Beschriftungen stehen in festen Kästen: tests/render/test_languages.py schlägt fehl, wenn eine nicht mehr passt.

vp = { $vp } SP
ordinal = { $n }.
round-of = Runde { $round } von { $rounds }

## Farben der Arbeiter und Würfel, nach den Namen der Engine.

colour-red = rot
colour-yellow = gelb
colour-blue = blau
colour-green = grün
colour-white = weiß
colour-black = schwarz

## Der Buchstabe auf Würfel und geplantem Arbeiter, damit Farbenblinde ihn lesen; jeder kommt nur einmal vor.

mark-red = R
mark-yellow = Ge
mark-blue = B
mark-green = Gr
mark-white = W
mark-black = S

## Ein Spielplan: Kopfzeile und Seitenleiste (Überschriften in Großbuchstaben).

board-round = Spielplan { $board } · Runde { $round } von { $rounds }
board-header-final = Spielplan { $board } · Endstand
heading-chart = Arbeitertafel
heading-adventure-island = Abenteuerinsel
heading-island = Inselmarker
heading-vacation = Urlaubsplättchen
heading-vp = Siegpunkte
lines-per-round = Leitungen pro Runde
vacation-ready = bereit
vacation-used = benutzt
ledger-start = Start
ledger-cities = Städte
ledger-stations = Kraftwerke
ledger-tiles = Wertungsplättchen
ledger-island = Insel
ledger-unfinished = Offene Leitungen

## Zeitraffer: die Zeile unter dem Namen.

timelapse-setup = Aufbau
timelapse-round = nach Runde { $round } von { $rounds }

## Der Mittelplan.

center-game-over = Spielende
dice-for-everyone = Würfel für alle
scoring-nth = { $n }. Wertung
tile-each = je

## Wertungsplättchen: was jedes zählt.

tile-A = Versorgte Städte
tile-B = Versorgte Opernstädte
tile-C = Versorgte Kirchenstädte
tile-D = Kraftwerksplättchen
tile-E = Plättchen auf Solarkraftwerken
tile-F = Plättchen auf Biogaskraftwerken
tile-G = Joker auf deinem Sonnenfeld, je
tile-H = Tafelspalten 5 und 6 leer
tile-I = Tafelspalte 3 leer
tile-J = 6+ Marker auf der 17-SP-Stromleitung
tile-K = Wind- und Wasserkraftwerke
tile-L = Wenige Marker auf der Insel

## Wertung: Spaltenköpfe, Titel und die Solo-Tabelle (zwischen Wörtern auf zwei Zeilen verteilt).

standings-final = Endstand
standings-after = Stand nach Runde { $round }
column-start = Start
column-cities = Städte
column-stations = Kraftwerke
column-tiles = Wertung
column-island = Insel
column-unfinished = Offen
column-tie-break = Tiebreak
standings-solo-rating = Solo-Wertung
rating-unlucky = Die Würfel hatten andere Pläne
rating-promising = Ein vielversprechender Anfang
rating-solid = Solide Ingenieursarbeit
rating-impressive = Beeindruckendes Netz
rating-master = Meister der Stromleitungen
rating-harder = Zeit für eine schwerere Variante

## Rundenübersicht: der Vorrat unter jedem Spielplan.

fact-energy = Energie ×{ $n }
fact-jokers = Joker ×{ $n }
fact-chart = Tafel noch { $n }
fact-island = Insel ×{ $n }

## Die Leiste der Planungsvorschau: der Plan bisher und was als Nächstes kommt.

plan-island = Insel
plan-complete = alle sechs geplant
plan-ready = bereit zum Abgeben
plan-add = Arbeiter setzen
plan-spots = { $spots ->
    [one] { $spots } Feld
   *[other] { $spots } Felder
}
plan-spots-island = { $spots ->
    [one] { $spots } Feld + Insel
   *[other] { $spots } Felder + Insel
}
