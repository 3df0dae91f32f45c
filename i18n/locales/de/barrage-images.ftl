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
