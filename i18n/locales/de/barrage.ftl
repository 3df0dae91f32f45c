## Barrage: die Lobby.

game-description = Staudämme, Druckleitungen und Kraftwerke in den Alpen: Wasser wird Energie, 2-4 Spieler.
game-length = 5 Runden
level-random-help = nimmt irgendeine angebotene Wahl, zufällig
level-greedy-help = spielt den Zug, der jetzt am besten aussieht
level-strong-help = wägt ihre besten Züge gegen den Rest der Runde ab
level-expert-help = wägt ihre Züge ab wie Meister, mit einem in Tausenden eigener Partien geschärften Urteil
lobby-setup = Aufbau
pick-setup = Aufbau…
setup-introductory = Einführung
setup-introductory-help = feste Paare aus Unternehmen und Geschäftsführer, kein Patentamt
setup-standard = Standard
setup-standard-help = Unternehmen und Verträge reihum gewählt, mit Patentamt

## Befehle.

command-map = Zeigt die Karte, wie sie gerade steht (nur du siehst die Antwort).
command-company = Zeigt das Tableau eines Unternehmens: deines oder das eines Platzes.
command-boards = Zeigt die gemeinsamen Tafeln: Aktionsfelder, Verträge, Patentamt.
option-player = Wessen Unternehmen gezeigt wird
name-player = spieler
option-seat = Die Sitznummer, wie /barrage { name-status } sie auflistet
name-map = karte
name-company = unternehmen
name-boards = tafeln
name-seat = sitz
shown-map = Die Karte von Spiel #{ $game }, wie dieser Zug begann.
shown-company = Das Unternehmen von { $name } ({ $company }), wie dieser Zug begann.
shown-boards = Die gemeinsamen Tafeln von Spiel #{ $game }, wie dieser Zug begann.
board-not-playing = { $name } spielt in Spiel #{ $game } nicht mit: Gib einen Sitz an, um sein Unternehmen zu sehen.
no-such-seat = Spiel #{ $game } hat { $seats } Sitze; einen Sitz { $seat } gibt es nicht.

## Der Kanal, in der Sprache des Spiels.

game-started = **Barrage #{ $game }** beginnt (Aufbau: { $setup }, fünf Runden). Zugreihenfolge: { $order }. Zielplättchen: { $objective }. Bonusplättchen der 1. Runde: { $bonus }.
order-seat = { $place }. { $who } ({ $company })
turn-header = **Runde { $round }/{ $rounds }** · { $who } ist am Zug ({ $company })
turn-header-setup = **Aufbau** · { $who } wählt ein Unternehmen und einen Startvertrag
turn-header-income = **Runde { $round }, Einkommen** · { $who } wählt, was das Einkommen bringt
round-over = **Runde { $round } ist vorbei.** { $drops ->
    [0] Auf den Quellen lag kein Wasser mehr.
    [one] Ein Tropfen floss von den Quellen herab.
   *[other] { $drops } Tropfen flossen von den Quellen herab.
}
round-bonus = Wertung, mit dem Bonusplättchen { $bonus } (je { $each } SP):
round-next = **Runde { $round }** · Zugreihenfolge: { $order } · Bonusplättchen: { $bonus }
final-header = 🏁 **Barrage #{ $game } ist vorbei!** Schlusswertung:
final-place = { $place }. { $who }: { $vp } SP
final-winner = { $winner } gewinnt mit { $vp } SP.
final-tie = { $winners } teilen sich den Sieg mit { $vp } SP.

## Ziel- und Bonusplättchen.

objective-red-spaces = Fundamente und Kraftwerke auf roten Feldern
objective-strongest-area = Bauwerke im stärksten eigenen Gebiet
objective-weakest-area = Bauwerke im schwächsten eigenen Gebiet
objective-connected = Dämme, die mit eigenen Kraftwerken verbunden sind
objective-presence = Becken mit eigenen Bauwerken
objective-strongholds = Becken mit 3 eigenen Bauwerken
bonus-contracts = erfüllte Verträge
bonus-bases = Fundamente
bonus-elevations = Erhöhungen
bonus-conduits = Druckleitungen
bonus-powerhouses = Kraftwerke
bonus-advanced = Fortschrittsplättchen

## Stand, für wen fragt.

status = Spiel #{ $game } · Runde { $round }/{ $rounds } · { $who } ist am Zug
status-over = Spiel #{ $game } ist vorbei.
status-line = { $seat }. { $name } ({ $company }): { $supply }

## Die private Zugauswahl, in der Sprache des Spielers am Zug.

picker-header = **Dein Zug · Runde { $round }/{ $rounds }** ({ $company }) · { $supply }
picker-header-setup = **Deine Wahl · Aufbau**
picker-header-income = **Dein Einkommen · Runde { $round }**
picker-so-far = Bisher: { $choices }
picker-complete = Dein Zug ist fertig:
    { $turn }
    Drücke **{ button-confirm }**, um ihn zu spielen, oder **{ button-undo }**, um die letzte Wahl zu ändern.
picker-shortlist = **Ganze Züge**, die die Suche des starken Computers am besten bewertet: ein Klick, dann **{ button-confirm }**.
picker-shortlist-line = **{ $n }.** { $turn }
picker-shortlist-failed = Gerade ließ sich kein ganzer Zug berechnen; stelle deinen Wahl für Wahl zusammen.
picker-step-by-step = Oder Schritt für Schritt wählen:
button-shortlist = Zug { $n }
picker-suggestion = **Der starke Computer würde spielen**: { $turn }
picker-suggestion-failed = Gerade ließ sich kein Vorschlag berechnen; versuche es gleich noch einmal.
button-suggest = Zug vorschlagen
button-suggestion-play = Vorschlag spielen
pick-option = Wählen…
pick-page = Wählen… (Seite { $page } von { $pages })
option-drops-energy = { $count ->
    [one] 1 Tropfen
   *[other] { $count } Tropfen
} → { $energy } Energie
button-undo = Zurück
button-confirm = Zug bestätigen
button-previous = ◀ Vorige
button-next = Nächste ▶
turn-played = Du hast deinen Zug gespielt:
    { $turn }
picker-moved = Dein Zug hat sich in einem anderen Fenster geändert; hier ist er, wie er jetzt steht.
choice-gone = Diese Wahl gibt es nicht mehr; hier ist dein Zug, wie er steht.

## Erzählung: jeder Zug als eine Zeile pro Spieler, Teile durch Strichpunkte getrennt.

narrate-line = **{ $who }**: { $actions }
narrate-next = { $done }; { $then }
narrate-earlier = ({ $count ->
    [one] eine frühere Zeile
   *[other] { $count } frühere Zeilen
} ausgelassen)
narrate-times = { $phrase } (×{ $count })
narrate-played-for = (vom Computer gespielt: Die Zeit war um)
narrate-played-for-away = (vom Computer gespielt: abwesend)
narrate-picked = wählte { $company } mit { $officer } und den Startvertrag { $contract }
narrate-officer = übernahm die Fähigkeit von { $officer }
narrate-space = setzte { $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
} auf { $space }{ $credits ->
    [0] {""}
    [one] {" "}für 1 Credit
   *[other] {" "}für { $credits } Credits
}
narrate-built = baute { $structure } auf { $spot } mit dem Plättchen { $tile }, für { $cost }
narrate-built-free = baute { $structure } auf { $spot }
narrate-gained = erhielt { $reward }
narrate-excavator = nahm einen Bagger
narrate-mixer = nahm einen Betonmischer
narrate-wheel-back = drehte das Baurad und bekam { $items } zurück
narrate-drops = setzte { $drops ->
    [one] einen Tropfen
   *[other] { $drops } Tropfen
} auf Quelle { $headstream }
narrate-headstream = Quelle { $headstream } erhält { $drops ->
    [one] einen Tropfen
   *[other] { $drops } Tropfen
}
narrate-filled = füllte { $spot } mit { $drops ->
    [one] einem Tropfen
   *[other] { $drops } Tropfen
}
narrate-flowed = das Wasser floss: { $stops }
flow-dam = { $count ->
    [one] ein Tropfen
   *[other] { $count } Tropfen
} in { $spot }
flow-sea = { $count ->
    [one] ein Tropfen
   *[other] { $count } Tropfen
} hinaus ins Meer
narrate-produced = erzeugte { $energy } Energie mit { $drops ->
    [one] einem Tropfen
   *[other] { $drops } Tropfen
} in { $spot }
narrate-toll = (und zahlte { $owner } { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
} für die Druckleitung)
narrate-energy-ability = erhielt { $energy } Energie durch die Landesfähigkeit
narrate-energy-flow = erhielt { $energy } Energie durch Wasser an den eigenen Kraftwerken
narrate-energy-reward = erhielt { $energy } Energie
narrate-contract-taken = nahm den Vertrag { $contract }
narrate-contract-discarded = warf den Vertrag { $contract } ab
narrate-contract-fulfilled = erfüllte den Vertrag { $contract }
narrate-tile-bought = kaufte das Plättchen { $tile }
narrate-tile-copied = nutzte Antons Plättchen als { $tile }
narrate-passed = passte für den Rest der Runde

## Ein ganzer Zug, angeboten bevor er gespielt wird (Auswahlliste, Vorschlag): was der Zug tun wird, als Plan.
## Dieselben Wendungen wie die Erzählung oben, im Infinitiv; die Bewegungen des Wassers behalten deren Worte.

offer-picked = { $company } mit { $officer } und dem Startvertrag { $contract } wählen
offer-officer = die Fähigkeit von { $officer } übernehmen
offer-space = { $engineers ->
    [one] 1 Ingenieur
   *[other] { $engineers } Ingenieure
} auf { $space } setzen{ $credits ->
    [0] {""}
    [one] {" "}für 1 Credit
   *[other] {" "}für { $credits } Credits
}
offer-built = { $structure } auf { $spot } mit dem Plättchen { $tile } bauen, für { $cost }
offer-built-free = { $structure } auf { $spot } bauen
offer-gained = { $reward } erhalten
offer-excavator = einen Bagger nehmen
offer-mixer = einen Betonmischer nehmen
offer-wheel-back = das Baurad drehen und { $items } zurückbekommen
offer-drops = { $drops ->
    [one] einen Tropfen
   *[other] { $drops } Tropfen
} auf Quelle { $headstream } setzen
offer-filled = { $spot } mit { $drops ->
    [one] einem Tropfen
   *[other] { $drops } Tropfen
} füllen
offer-produced = { $energy } Energie mit { $drops ->
    [one] einem Tropfen
   *[other] { $drops } Tropfen
} in { $spot } erzeugen
offer-toll = (und { $owner } { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
} für die Druckleitung zahlen)
offer-energy-ability = { $energy } Energie durch die Landesfähigkeit erhalten
offer-energy-flow = { $energy } Energie durch Wasser an den eigenen Kraftwerken erhalten
offer-energy-reward = { $energy } Energie erhalten
offer-contract-taken = den Vertrag { $contract } nehmen
offer-contract-discarded = den Vertrag { $contract } abwerfen
offer-contract-fulfilled = den Vertrag { $contract } erfüllen
offer-tile-bought = das Plättchen { $tile } kaufen
offer-tile-copied = Antons Plättchen als { $tile } nutzen
offer-passed = für den Rest der Runde passen
picker-suggestion-listed = **Der starke Computer würde Zug { $n } spielen** (aus der Liste oben).

## Wertungszeilen ($vp mit Vorzeichen: +6, −3; $points dieselbe Änderung als Zahl, um eine Variante zu wählen).

score-energy-first = meiste Energie ({ $count }): { $vp } SP
score-energy-tied-first = gleichauf mit der meisten Energie ({ $count }): { $vp } SP
score-energy-second = zweitmeiste Energie ({ $count }): { $vp } SP
score-energy-tied-second = gleichauf mit der zweitmeisten Energie ({ $count }): { $vp } SP
score-energy-band = { $count } Energie: { $credits ->
    [one] 1 Credit
   *[other] { $credits } Credits
}{ $points ->
    [0] {""}
   *[other] , { $vp } SP
}
score-bonus = Bonusplättchen ({ $count }): { $vp } SP{ $penalty ->
    [0] {""}
   *[other] {" "}({ $penalty } weniger, weil Energie zum Rundenziel fehlte)
}
score-objective = Zielplättchen ({ $count }): { $vp } SP
score-leftovers = { $count } übrige Credits und Maschinen: { $vp } SP
score-water = { $count ->
    [one] 1 Tropfen
   *[other] { $count } Tropfen
} in eigenen Dämmen: { $vp } SP

## /barrage rules, in eigenen Worten.

rules-summary =
    📘 **Barrage in Kürze** (Tommaso Battista und Simone Luciani, Cranio Creations)
    • Zwei bis vier Unternehmen bauen Staudämme, Druckleitungen und Kraftwerke in einem Alpental. Wasser fließt von vier Quellen durch Berge, Hügel und Ebene hinab und bleibt im ersten Damm mit Platz stehen.
    • Fünf Runden. Jede Runde: Einkommen, Wasser kommt an den Quellen an, dann Züge reihum, bis alle ihre Ingenieure eingesetzt haben; danach fließt das Wasser der Quellen ab und die Runde wird gewertet.
    • Ein Zug setzt Ingenieure auf ein Aktionsfeld und führt es aus: bauen (ein Technologieplättchen und Maschinen kommen auf dein Baurad, das sie nach einigen Zügen zurückgibt), produzieren (dein Kraftwerk, eine Druckleitung dorthin, ein Damm darüber mit Wasser: Tropfen × Wert der Druckleitung, plus der Wert des Feldes), Wasser auf Quellen setzen, das Rad drehen, Maschinen kaufen, Verträge nehmen oder Credits bei der Bank holen.
    • Die Energie einer Produktion kann einen Vertrag erfüllen. Die meiste Energie einer Runde bringt 6 SP, die zweitmeiste 2; alle erhalten Credits nach ihrer Energie, und das Bonusplättchen der Runde zahlt für Gebautes, wenn genug Energie erzeugt wurde.
    • Am Ende: das Zielplättchen, 1 SP je 5 übrige Credits und Maschinen und 1 SP je Tropfen in eigenen Dämmen. Die meisten SP gewinnen.
    • Die Karte lesen: Ein rot umrandetes Feld kostet Credits extra (wie viele, zeigt das rote Beispiel auf der Karte); eine Druckleitung zeigt ihren Wert und einen Pfeil zum Becken, in das sie führt; ein Damm zeigt seine Höhe und die Tropfen, die er hält, grau, wenn er neutral ist; ein Schein markiert, was der letzte Zug geändert hat; die rosa Buchstaben sind die Wahlen, die dein Auswahlfenster nennt.
    • In Discord: Drücke **Meinen Zug spielen**; der Bot bietet nur an, was die Regeln erlauben, Schritt für Schritt. Jede Wahl lässt sich zurücknehmen, bis du den Zug bestätigst.
