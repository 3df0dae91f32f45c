## Barrage: jedes Wort in seinen Bildern (die Karte, die Tafel einer Gesellschaft, die gemeinsamen Tafeln, der Endstand).
## Beschriftungen stehen in festen Feldern: tests/render_barrage/test_languages.py schlägt fehl, wenn eine nicht mehr passt.

title-setup = Wahl der Gesellschaften
title-round = Runde { $round } von { $rounds }
to-play = { $name } ist am Zug
game-over = Spielende

## Die drei Gebiete der Karte (in Großbuchstaben gezeichnet).

area-mountains = Berge
area-hills = Hügel
area-plains = Ebene


## Gesellschaften und Direktoren: Namen wie im Spiel, Länder in der Sprache des Tisches.

company-usa = USA
company-germany = Deutschland
company-italy = Italien
company-france = Frankreich
no-company = Noch ohne Gesellschaft
officer-wilhelm = Wilhelm
officer-viktor = Viktor
officer-jill = Jill
officer-solomon = Solomon
officer-graziano = Graziano
officer-anton = Anton
officer-mahiri = Mahiri

## Das Firmentableau: eine Reihe je Bauwerk; jedes freigelegte Feld bringt sein Einkommen in jeder Runde.

heading-board = Firmentableau

## Die nationale Fähigkeit (sie wirkt ab einer Zahl gebauter Kraftwerke) und die Regel des Direktors.

ability-flow-energy = +{ $amount } Energie je Tropfen, der ein Becken mit eigenem Kraftwerk passiert
ability-second-production = danach eine zweite Produktion an anderem Kraftwerk, ohne Modifikator
ability-production-energy = +{ $amount } Energie bei jeder Produktion
ability-contract-discount = durch eine Produktion erfüllte Aufträge brauchen { $amount } Energie weniger
rule-fixed-base-cost = Fundamente kosten in jedem Gebiet { $amount } Bagger
rule-min-production = Tropfen × Wert zählen bei einer Produktion mindestens { $amount }
rule-conduit-mixers = Leitungen mit { $amount ->
    [one] einem Betonmischer
   *[other] { $amount } Betonmischern
} je Wertpunkt bezahlbar
rule-machinery-for-credits = jeder Bagger oder Betonmischer eines Baus auch für { $amount } Credits
rule-tallest-dam-capacity = Dämme der Höhe 3 halten { $amount } Tropfen
rule-copy-tile = Sonderplättchen: baut wie ein Plättchen auf dem Rad samt Wirkung
rule-copy-officer = ihre Felder leihen für einen Zug die Fähigkeit eines anderen Direktors

## Das Baurad: zuerst das offene Segment, dann die anderen nach den Raddrehungen, bis sie zurückkommen.

heading-wheel = Baurad
wheel-open = offen

## Aufträge auf der Hand und Technologieplättchen im Vorrat.

heading-hand = Aufträge auf der Hand
hand-empty = Keine Aufträge auf der Hand
heading-tiles = Technologieplättchen
heading-own-spaces = Eigene Aktionsfelder

## Was ein fortgeschrittenes Technologieplättchen (oder Antons Sonderplättchen) außer dem Bauen bewirkt.

tile-fill-empty-dams = { $amount ->
    [one] ein Tropfen
   *[other] { $amount } Tropfen
} in jeden eigenen leeren Damm
tile-rotate-per-elevation = { $amount ->
    [one] eine Raddrehung
   *[other] { $amount } Raddrehungen
} je eigener Erhöhung
tile-credits-per-value = { $amount } Credits je Wertpunkt der Leitung
tile-no-engineer-powerhouse = baut ein Kraftwerk als ganzen Zug, ohne Ingenieure
tile-ignore-red-map = rote Kartenfelder kosten nichts extra
tile-energy-per-base = { $amount } Energie je eigenem Fundament; darf einen Auftrag erfüllen
tile-fill-dam = der erhöhte Damm füllt sich mit Tropfen
tile-cheap-conduit = die Leitung kostet höchstens { $amount } Bagger
tile-free-production = eine Produktion mit +{ $amount } an einem beliebigen eigenen Kraftwerk
tile-swap-machinery = Bagger und Betonmischer ersetzen einander
tile-free-base = Fundament ohne Bagger; auch als ganzer Zug ohne Ingenieure
tile-vp-per-high-dam = { $amount } SP je eigenem Damm ab Höhe 2
tile-energy-per-value = { $amount } Energie je Wertpunkt der Leitung; darf einen Auftrag erfüllen
tile-vp-per-powerhouse = { $amount } SP je eigenem Kraftwerk
tile-vp-per-advanced = { $amount } SP je eigenem fortgeschrittenen Plättchen
tile-copy-tile = baut wie ein Plättchen auf deinem Rad, mit dessen Wirkung

## Die gemeinsamen Tafeln: Zugreihenfolge, die Aktionen der Verwaltungstafel (in Großbuchstaben), die Energieleiste,
## das Bonusplättchen der Runde, das Zielplättchen, die ausliegenden Aufträge und das Patentamt.

passed = gepasst
action-produce = Produktion
action-water = Wasser
action-workshop = Werkstatt
action-machinery = Maschinenhandel
action-contracts = Aufträge
action-patent = Patentamt
action-bank = Bank
heading-energy = Energieleiste
heading-bonus = Bonus
bonus-rule = ab { $least } Energie; −{ $penalty } SP je { $step } Energie unter { $target }
heading-objective = Ziel
objective-red-spaces = Fundamente und Kraftwerke auf roten Feldern
objective-strongest-area = Bauten im eigenen stärksten Gebiet
objective-weakest-area = Bauten im eigenen schwächsten Gebiet
objective-connected = Dämme, verbunden mit eigenen Kraftwerken
objective-presence = Becken mit einem eigenen Bau
objective-strongholds = Becken mit 3 eigenen Bauten
heading-offer = Ausliegende Aufträge
heading-national = National

## Der Endstand: eine Reihe je Gesellschaft nach Platz, unter schlichten Spaltenköpfen; Hinweise unter der Tabelle.

final-title = Endstand
final-company = Gesellschaft
final-before = Vorher
final-objective = Ziel
final-leftovers = Vorrat
final-water = Wasser
final-total = Gesamt
final-objective-note = Ziel: { $objective } ({ $places } SP nach Platz)
final-leftovers-rate = Vorrat: 1 SP je { $leftovers } Credits, Bagger und Betonmischer.
final-water-rate = Wasser: { $water } SP je Tropfen in eigenen Dämmen.

## Was jedes Bild zeigt, in Worten: seine Beschreibung (Alternativtext, an seiner Stelle vorgelesen; höchstens 1.024
## Zeichen mit dem gemeinsamen „alt-more“), in der Reihenfolge, in der man hinschaut. Plätze, Felder, Plättchen und
## Aufträge heißen wie in der Auswahl (barrage-engine); diese Texte setzen sie nur zusammen.

alt-map = Karte · { $title } · { $status }
alt-chip = { $name } ({ $company }): { $vp } SP, { $energy } Energie, { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
}, { $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
}
alt-choices = Die Plätze zur Wahl, mit ihren Buchstaben auf der Karte:
alt-spot = { $spot }: { $about }
alt-build = { $structure } für { $cost }
alt-waiting = { $drops ->
    [0] keine Tropfen warten
    [one] 1 Tropfen wartet
   *[other] { $drops } Tropfen warten
}
alt-moved = Vom letzten Zug verändert: { $spots }
alt-pieces = { $name } hat gebaut: { $pieces }
alt-pieces-none = { $name } hat noch nichts gebaut.
alt-neutral = Neutrale Dämme: { $dams }
alt-dam = Höhe { $height }, { $drops ->
    [0] leer
    [one] 1 Tropfen
   *[other] { $drops } Tropfen
}
alt-water = Wasser in den Dämmen: { $basins }
alt-water-none = Kein Wasser in den Dämmen.
alt-basin-water = { $drops ->
    [one] 1 Tropfen
   *[other] { $drops } Tropfen
} in Becken { $basin }
alt-headstreams = Auf den Quellen warten: { $list }
alt-headstream = { $drops ->
    [one] 1 Tropfen
   *[other] { $drops } Tropfen
} auf { $id }
alt-company = Gesellschaft von { $name }: { $company } · { $title }
alt-fulfilled = { $count ->
    [one] 1 Auftrag erfüllt
   *[other] { $count } Aufträge erfüllt
}
alt-built = { $structure ->
    [base] Fundamente
    [elevation] Erhöhungen
    [conduit] Druckleitungen
   *[powerhouse] Kraftwerke
}: { $built } von { $pieces } gebaut
alt-income = Einkommen jede Runde: { $income }
alt-income-none = Noch kein Einkommen
alt-production = +{ $energy } Energie bei jeder Produktion
alt-wheel = Baurad: { $segments }
alt-wheel-empty = Baurad: leer
alt-wheel-open = offenes Segment: { $items }
alt-wheel-back = zurück { $turns ->
    [one] nach 1 Drehung
   *[other] nach { $turns } Drehungen
}: { $items }
alt-ability = Nationale Fähigkeit: { $ability }
alt-ability-later = Nationale Fähigkeit, ab { $count } gebauten Kraftwerken: { $ability }
alt-rule = { $name }: { $rule }
alt-hand = Aufträge auf der Hand: { $contracts }
alt-tiles = Technologieplättchen: { $tiles }
alt-used = In dieser Runde genutzte eigene Aktionsfelder: { $spaces }
alt-boards = Gemeinsame Tafeln · { $title } · { $status }
alt-order = Zugreihenfolge: { $order }
alt-energy = Energieleiste: { $list }
alt-energy-seat = { $name } { $energy } (bringt { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
}{ $points ->
    [0] {""}
   *[other] , { $vp } SP
})
alt-bonus = Bonusplättchen der Runde { $round }: { $counted }, je { $each } SP ({ $rule })
alt-objective = Ziel: { $objective } ({ $places } SP nach Platz); bisher { $counts }
alt-held = Auf der Verwaltungstafel: { $spaces }
alt-held-none = Noch keine Ingenieure auf der Verwaltungstafel.
alt-held-space = { $space }: { $names }
alt-bank-seat = { $name } ({ $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
})
alt-patent = Patentamt: { $tiles }
alt-offer = Ausliegende Aufträge: { $contracts }
alt-final-row = { $place }. { $name } ({ $company }): { $vp } SP, { $energy } Energie
alt-final-before = { $vp } SP vor der Schlusswertung
alt-timelapse = Die Karte im Rückblick, { $frames } Bilder vom Anfang Runde für Runde bis zum Ende. Das letzte:

## „Spielplan lesen“: der ganze Tisch in Worten, eine Überschrift je Teil.

read-company = { $name }: { $company }
read-uncovers = das nächste bringt jede Runde { $reward }
read-costs = das nächste kostet { $cost }
read-used = in dieser Runde genutzt
read-free = frei
read-bonus-rounds = Bonusplättchen nach Runde: { $tiles }
read-bonus-round = { $round }. { $counted }
read-area = { $area }: { $base }, { $elevation }
read-basin = Becken { $basin }: { $drops ->
    [0] kein Wasser
    [one] 1 Tropfen in seinen Dämmen
   *[other] { $drops } Tropfen in seinen Dämmen
}
read-headstreams = Quellen
read-management = Verwaltungstafel
read-picks = Noch zu wählen
