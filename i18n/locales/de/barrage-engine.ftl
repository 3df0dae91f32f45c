## Die Regel-Engine von Barrage spricht in Codes und Kennungen; das sind ihre Worte.
## Ablehnungen, an den Spieler, dessen Aktion gegen eine Regel verstößt ($kind ist eine Entscheidungsart, benannt durch kind-<kind>).

error-game-over = Dieses Spiel ist vorbei.
error-stale-turn = Diese Wahl galt einem früheren Zug: Das Spiel ist inzwischen weiter.
error-not-your-turn = Du bist nicht am Zug.
error-turn-unfinished = Dein Zug ist noch nicht fertig: Es fehlt noch die Wahl { $kind }.
error-nothing-to-undo = Es gibt nichts zurückzunehmen: In diesem Zug wurde noch nichts gewählt.
error-turn-complete = Dein Zug ist schon fertig: Bestätige ihn oder nimm zuerst eine Wahl zurück.
error-not-an-option = Diese Wahl ({ $choice }) gehört nicht zu den Möglichkeiten für { $kind }.

## Entscheidungsarten, wie eine Ablehnung sie nennt.

kind-matchup = Unternehmen und Geschäftsführer
kind-starting = Startvertrag
kind-space = Aktionsfeld
kind-engineers = Zahl der Ingenieure
kind-officer = Geschäftsführer zum Kopieren
kind-tile = Technologieplättchen
kind-copy = Plättchen zum Kopieren
kind-structure = Bauwerk
kind-location = Bauplatz
kind-payment = Bezahlung
kind-powerhouse = Kraftwerk
kind-conduit = Druckleitung
kind-dam = Damm
kind-drops = Zahl der Tropfen
kind-contract = Vertrag
kind-discard = Vertrag zum Abwerfen
kind-headstream = Quelle
kind-machinery = Maschine
kind-goods = Maschine

## Was jede Entscheidung fragt.

decision-matchup = Wähle dein Unternehmen und seinen Geschäftsführer.
decision-starting = Wähle deinen Startvertrag.
decision-space = Wohin gehen deine Ingenieure? (Oder nutze ein Plättchen als ganzen Zug.)
decision-engineers = Wie viele Ingenieure gehen zur Bank?
decision-officer = Wessen Fähigkeit übernimmt Mahiri in diesem Zug?
decision-tile = Mit welchem Technologieplättchen baust du?
decision-copy = Welches Plättchen auf deinem Baurad kopiert Antons Plättchen?
decision-structure = Was baust du mit dem Plättchen { $tile }?
decision-location = Wohin kommt { $structure }? Die Plätze sind auf der Karte mit Buchstaben markiert.
decision-location-free = Wohin setzt du { $structure }? Die Plätze sind auf der Karte mit Buchstaben markiert.
decision-payment = Wie bezahlst du { $structure } auf { $spot }?
decision-powerhouse = Welches deiner Kraftwerke produziert? Sie sind auf der Karte mit Buchstaben markiert.
decision-conduit = Welche Druckleitung bringt das Wasser? Sie sind auf der Karte mit Buchstaben markiert.
decision-dam = Welcher Damm gibt das Wasser ab? Die Dämme sind auf der Karte mit Buchstaben markiert.
decision-drops = Wie viele Tropfen lässt du ab?
decision-contract = Welchen Vertrag nimmst du?
decision-fulfil = Das ergibt { $energy } Energie: Damit einen Vertrag erfüllen?
decision-discard = Du hast mehr Verträge, als du behalten darfst: Wirf einen ab.
decision-headstream = Welche Quelle bekommt den Tropfen?
decision-machinery = Ein Bagger oder ein Betonmischer?
decision-goods = Ein Bagger oder ein Betonmischer?

## Möglichkeiten.

option-space = { $space } ({ $cost })
cost = { $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
}{ $credits ->
    [0] {""}
    [one] , 1 Credit
   *[other] , { $credits } Credits
}
cost-bank = { $credits } Credit je Ingenieur
option-pass = Für den Rest der Runde passen
option-tile-turn = { $tile } als ganzer Zug, ohne Ingenieure
option-engineers = { $count ->
    [one] 1 Ingenieur
   *[other] { $count } Ingenieure
}: { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
}
option-drops = { $count ->
    [one] 1 Tropfen
   *[other] { $count } Tropfen
}
option-spot = { $letter } · { $spot }
option-excavator = Ein Bagger
option-mixer = Ein Betonmischer
none-powerhouse = Keine weitere Produktion
none-contract = Kein Vertrag
none-headstream = Keine weiteren Tropfen
headstream = Quelle { $id }
payment-free = nichts

## Aktionsfelder.

space-produce = Produktion { $modifier }
space-water = Wasser: { $drops ->
    [one] ein Tropfen
   *[other] { $drops } Tropfen
} auf Quellen
space-water-now = Wasser: ein Tropfen, der sofort fließt
space-bank = Bank
space-workshop = Werkstatt: { $turns ->
    [one] das Rad einmal drehen
   *[other] das Rad { $turns }-mal drehen
}
space-machinery-excavator = Maschinenhandel: ein Bagger
space-machinery-either = Maschinenhandel: ein Bagger oder ein Betonmischer
space-machinery-both = Maschinenhandel: ein Bagger und ein Betonmischer
space-contracts = Vertragsbüro: { $count ->
    [one] ein Vertrag
   *[other] { $count } Verträge
}
space-patent = Patentamt
space-patent-tile = Patentamt: { $tile }
space-construct = Bauen { $number }
space-officer = Mahiri: einen anderen Geschäftsführer kopieren

## Bauwerke im Satz, mit Artikel (ein, der, ein kostenloses), und Technologieplättchen, wie aufgedruckt.

structure-a-base = ein Fundament
structure-a-elevation = eine Erhöhung
structure-a-conduit = eine Druckleitung
structure-a-powerhouse = ein Kraftwerk
structure-the-base = das Fundament
structure-the-elevation = die Erhöhung
structure-the-conduit = die Druckleitung
structure-the-powerhouse = das Kraftwerk
structure-free-base = ein kostenloses Fundament
structure-free-elevation = eine kostenlose Erhöhung
structure-free-conduit = eine kostenlose Druckleitung
structure-free-powerhouse = ein kostenloses Kraftwerk
tile-base = Fundament
tile-elevation = Erhöhung
tile-conduit = Druckleitung
tile-powerhouse = Kraftwerk
tile-joker = Joker
tile-anton = Antons Plättchen
tile-advanced = { $name } { $level }

## Was ein Fortschritts- (oder Sonder-)Plättchen außer dem Bauen bewirkt.

effect-fill-empty-dams = danach { $amount ->
    [one] kommt ein Tropfen
   *[other] kommen { $amount } Tropfen
} in jeden deiner leeren Dämme
effect-rotate-per-elevation = danach dreht sich das Baurad einmal je gebauter Erhöhung
effect-credits-per-value = danach { $amount } Credits je Punkt Wert der Druckleitung
effect-no-engineer-powerhouse = baut ein Kraftwerk als ganzen Zug, ohne Ingenieure
effect-ignore-red-map = keine Extra-Credits auf roten Kartenfeldern
effect-energy-per-base = danach { $amount } Energie je gebautem Fundament, für einen Vertrag auf der Hand
effect-fill-dam = danach füllt sich der erhöhte Damm mit Wasser
effect-cheap-conduit = die Druckleitung kostet höchstens { $amount } Bagger
effect-free-production = danach eine Produktion mit { $amount ->
    [one] +1
   *[other] +{ $amount }
} durch eines deiner Kraftwerke
effect-swap-machinery = Bagger und Betonmischer können einander ersetzen
effect-free-base = das Fundament kostet keine Bagger; als ganzer Zug ohne Ingenieure nutzbar
effect-vp-per-high-dam = danach { $amount } SP je eigenem Damm mit Erhöhung
effect-energy-per-value = danach { $amount } Energie je Punkt Wert der Druckleitung, für einen Vertrag auf der Hand
effect-vp-per-powerhouse = danach { $amount } SP je gebautem Kraftwerk
effect-vp-per-advanced = danach { $amount } SP je eigenem Fortschrittsplättchen
effect-copy-tile = baut als eines der Plättchen auf deinem Baurad, mit dessen Wirkung

## Unternehmen und was ihre Geschäftsführer können (Geschäftsführer heißen mit ihren Namen).

company-usa = USA
company-germany = Deutschland
company-italy = Italien
company-france = Frankreich
company-officer = { $company } · { $officer }
company-unpicked = noch nicht gewählt
officer-fixed-base-cost = Fundamente kosten immer { $amount } Bagger
officer-min-production = jede Produktion zählt mindestens { $amount } Energie
officer-conduit-mixers = Druckleitungen dürfen mit { $amount ->
    [one] einem Betonmischer
   *[other] { $amount } Betonmischern
} je Punkt Wert bezahlt werden
officer-machinery-for-credits = jede Maschine eines Baus darf mit { $amount } Credits bezahlt werden
officer-tallest-dam-capacity = Dämme der Höhe 3 fassen { $amount } Tropfen
officer-copy-tile = ein eigenes Plättchen, das ein Plättchen auf dem Baurad kopiert
officer-copy-officer = ihre Felder übernehmen für einen Zug die Fähigkeit eines anderen Geschäftsführers

## Kartenplätze und was darauf steht.

spot-up = Becken { $basin }, oberer Damm
spot-down = Becken { $basin }, unterer Damm
spot-left = Becken { $basin }, linke Druckleitung
spot-right = Becken { $basin }, rechte Druckleitung
spot-powerhouse = Becken { $basin }, Kraftwerk { $number }
area-mountains = Berge
area-hills = Hügel
area-plains = Ebene
neutral = neutral
help-dam = Damm: { $owner }, Höhe { $height }, { $drops ->
    [one] 1 Tropfen
   *[other] { $drops } Tropfen
}
help-conduit = Wert { $value }, führt zu Becken { $basin }
help-owner = gebaut von { $owner }
help-red = rotes Feld: +{ $credits } Credits

## Belohnungen, Verträge und Vorrat.

reward-credits = { $count ->
    [one] 1 Credit
   *[other] { $count } Credits
}
reward-vp = { $count } SP
reward-energy = { $count } Energie
reward-excavators = { $count ->
    [one] 1 Bagger
   *[other] { $count } Bagger
}
reward-mixers = { $count ->
    [one] 1 Betonmischer
   *[other] { $count } Betonmischer
}
reward-machinery = { $count ->
    [one] 1 Bagger oder Betonmischer
   *[other] { $count } Bagger oder Betonmischer
}
reward-rotate = { $count ->
    [one] 1 Raddrehung
   *[other] { $count } Raddrehungen
}
reward-drops = { $count ->
    [one] 1 Tropfen auf einer Quelle
   *[other] { $count } Tropfen auf Quellen
}
reward-drops_now = { $count ->
    [one] 1 Tropfen, der sofort fließt
   *[other] { $count } Tropfen, die sofort fließen
}
reward-free = { $structure }
reward-free-in = { $structure } ({ $areas })
reward-free-value = { $structure } mit Wert höchstens { $value }
contract = { $energy } Energie → { $reward }
contract-national = Staatsvertrag: { $energy } Energie → { $reward }
supply = { $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
} · { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
} · { $excavators ->
    [one] 1 Bagger
   *[other] { $excavators } Bagger
} · { $mixers ->
    [one] 1 Betonmischer
   *[other] { $mixers } Betonmischer
} · { $energy } Energie · { $vp } SP
