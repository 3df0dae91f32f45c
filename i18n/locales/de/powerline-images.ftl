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

## Was jedes Bild zeigt, in Worten: seine Beschreibung (Alternativtext, höchstens 1.024 Zeichen), die ein
## Screenreader an Stelle des Bildes vorliest, in der Reihenfolge, in der man das Bild liest. Leitungen, Felder und
## Arbeiter heißen wie im Planer (spot-segment in powerline.ftl). $vp und $city sind Beträge („5 SP“).

alt-separator = { "; " }
alt-label = { $label }: { $value }
alt-die = { $worker } { $value }
alt-dice = Würfel für alle: { $dice }
alt-next-scoring = Als Nächstes: { $scoring } nach Runde { $round }
alt-tile = Plättchen { $letter }, { $what }: { $pays }
alt-pays = { $count } → { $vp }
alt-standings = Stand: { $seats }
alt-seat = { $name } { $vp }
alt-seat-planned = { $name } { $vp }, Plan abgegeben
alt-seat-planning = { $name } { $vp }, plant noch
alt-board = { $name }: { $detail } · { $vp }
alt-supply = { $energy } Energieplättchen · { $jokers } Joker
alt-line-building = Leitung { $line }: { $built } von { $length } gebaut ab { $origin }, nächster Abschnitt { $position } (braucht { $needs })
alt-line-supplied = Leitung { $line } fertig, ihre Stadt ({ $city }) ist versorgt
alt-line-waiting = Leitung { $line } fertig, ihre Stadt ({ $city }) wartet auf Energie
alt-lines-open = Nicht begonnen: { $lines }
alt-lines-none = Noch keine Leitung begonnen
alt-station = { $station } ({ $kind }, { $vp })
alt-stations = Kraftwerksplättchen: { $stations }
alt-stations-none = Noch kein Kraftwerksplättchen
alt-chart = Arbeitertafel, übrige Plättchen für 1 bis 6 Arbeiter: { $left }
alt-chart-limits = höchstens Leitungen pro Runde: { $limits }
alt-island = { $n } Marker auf der Insel
alt-adventure = Abenteuerinsel, Marker je Würfelzahl 1 bis 6: { $stacks }
alt-preview = Dein Plan für Runde { $round }, Spielplan { $board }, { $vp }: { $status }
alt-plan = Beginnt mit { $worker }: { $steps }
alt-plan-empty = Beginnt mit { $worker }, noch kein Arbeiter eingesetzt
alt-plan-step = { $worker } → { $spot }
alt-plan-next = Als Nächstes: Arbeiter { $worker }, Würfel { $die }, { $spots }
alt-plan-spots = Markiert: { $spots }
alt-plan-jokers = Markiert für einen Joker: { $spots }
alt-summary = { $round } gebaut, Würfel: { $dice }
alt-summary-seat = { $name } { $vp } ({ $change }): { $news } · { $facts }
alt-new-tokens = Leitung { $line } +{ $count }
alt-new-supplied = Stadt an Leitung { $line } versorgt ({ $city })
alt-new-waiting = Leitung { $line } fertig, ihre Stadt wartet auf Energie
alt-new-station = Kraftwerk { $station } ({ $vp })
alt-new-nothing = nichts Neues
alt-facts = Energie { $energy }, Joker { $jokers }, Tafelplättchen übrig { $tiles }
alt-facts-island = Inselmarker { $island }
alt-network = Leitungen von { $name }: { $lines }
alt-short-building = { $line } { $built } von { $length }
alt-short-complete = { $line } fertig
alt-standings-seat = { $place }. { $name } { $vp }: { $parts }
alt-solo = Solo-Wertung: { $title } ({ $span } SP)
alt-solo-ladder = Die Wertungstabelle: { $steps }
alt-timelapse = Spielplan { $board } von { $name }, Runde für Runde: der Aufbau, dann { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}, am Ende { $vp }
alt-timelapse-round = Runde { $round } ({ $vp }): { $news }

## „Spielplan lesen“: das ganze Spiel als Überschriften und Listen, für einen Screenreader. Die offenen Abschnitte
## einer Leitung stehen ab jedem Ende, von dem aus sie wachsen kann, gezählt wie im Planer (read-from, read-seg).

read-scorings = Wertungen nach den Runden { $rounds }
read-tiles = Wertungsplättchen
read-standings = Stand
read-player = { $name } · Spielplan { $board } · { $vp }
read-lines = { $name }: Stromleitungen
read-stations = { $name }: Kraftwerke
read-line-name = Leitung { $line }
read-line = { $name } ({ $start }–{ $end }, { $length } Abschnitte, Stadt { $city })
read-open = nicht begonnen
read-building = { $built } gebaut ab { $origin }
read-supplied = fertig, Stadt versorgt
read-waiting = fertig, Stadt wartet auf Energie
read-from = ab { $origin }: { $segments }
read-seg = Abschnitt { $position } (braucht { $needs })
read-station = Kraftwerk { $station } ({ $kind }, { $vp }; Leitungen { $lines })
read-station-done = Plättchen liegt
read-station-open = noch kein Plättchen
read-kind-wind = Wind
read-kind-hydro = Wasser
read-kind-solar = Solar
read-kind-biogas = Biogas
read-icon-opera = Oper
read-icon-church = Kirche
read-chart = Arbeitertafel: übrige Plättchen nach Zahl der eingesetzten Arbeiter
read-chart-column = { $workers } Arbeiter: noch { $left } von { $total }
read-chart-limit = höchstens { $limit ->
    [one] { $limit } Leitung
   *[other] { $limit } Leitungen
}
