## Barrage: jedes Wort in seinen Bildern (die Karte, die Tafel einer Gesellschaft, die gemeinsamen Tafeln, der Endstand).
## Beschriftungen stehen in festen Feldern: tests/render_barrage/test_languages.py schlägt fehl, wenn eine nicht mehr passt.

title-setup = Barrage: Wahl der Gesellschaften
title-round = Runde { $round } von { $rounds }
to-play = { $name } ist am Zug
game-over = Spielende

## Die drei Gebiete der Karte (in Großbuchstaben gezeichnet).

area-mountains = Berge
area-hills = Hügel
area-plains = Ebene

## Die Legende unter dem Meer: jede Erklärung neben einem kleinen Beispiel ihres Zeichens.

legend-red = rot umrandetes Feld
legend-conduit = Leitung: Wert, Ziel-Becken
legend-dam = Damm: Höhe, gehaltene Tropfen
legend-neutral = neutraler Damm
legend-moved = im letzten Zug geändert
