## Die Regeln von Powerline sprechen in Codes und Daten; dies sind ihre Worte.
## Arbeiterfarben kommen als Schlüssel („red“): Der Bot benennt sie mit worker-<Schlüssel>, bevor er eine Meldung füllt.

worker-red = Rot
worker-yellow = Gelb
worker-blue = Blau
worker-green = Grün
worker-white = Weiß
worker-black = Schwarz

## Ablehnungen, für den Spieler, dessen Plan oder Aktion gegen eine Regel verstößt.

error-plan-start = Ein Plan beginnt mit dem Arbeiter in { $first } oder in { $last }, nicht mit { $start }.
error-all-planned = Alle { $count } Arbeiter sind schon eingeplant.
error-island-joker = Für die Insel brauchst du keinen Joker.
error-island-segment = Die Insel hat keine Felder.
error-unknown-line = Auf deinem Spielplan gibt es keine Stromleitung { $line }.
error-line-complete = Stromleitung { $line } ist schon fertig.
error-line-not-started = Stromleitung { $line } ist noch nicht begonnen: Fang an einem ihrer beiden Enden an (bei { $one_end } oder bei { $other_end }).
error-line-direction = Stromleitung { $line } wird von ihrem Ende bei { $origin } aus gebaut; der nächste freie Platz ist das { $position }. Feld von { $station } aus.
error-die-mismatch = Der Würfel in { $colour } zeigt { $die }, aber dieses Feld von Stromleitung { $line } verlangt eine { $needs }. Setz einen Joker ein oder wähle einen anderen Platz.
error-joker-not-needed = Der Würfel in { $colour } zeigt schon { $die }: Behalte deinen Joker.
error-no-joker = Du hast keinen Joker mehr, den du einsetzen könntest.
error-line-limit = Deine Arbeiter dürfen in einer Runde an höchstens { $limit ->
    [one] einer Stromleitung
   *[other] { $limit } Stromleitungen
} bauen.
error-no-worker = Setz mindestens einen Arbeiter ein.
error-column-empty = In Spalte { $workers } deiner Tabelle liegt kein Arbeiterplättchen mehr, also kannst du diese Runde nicht genau { $workers ->
    [one] einen Arbeiter
   *[other] { $workers } Arbeiter
} einsetzen.
error-construction-limit = Baubeschränkungen: { $workers ->
    [one] Ein Arbeiter darf
   *[other] { $workers } Arbeiter dürfen
} nur an { $limit ->
    [one] einer Stromleitung
   *[other] { $limit } Stromleitungen
} bauen, aber dieser Plan nutzt { $lines }.
error-construction-limit-ahead = Baubeschränkungen: Keine Arbeiterzahl, die du noch einsetzen kannst, erlaubt { $lines ->
    [one] eine Stromleitung
   *[other] { $lines } Stromleitungen
}.
error-columns-empty = Deine Tabelle hat in den Spalten { $workers } bis { $last_column } keine Arbeiterplättchen mehr, also kannst du nicht { $workers ->
    [one] einen oder mehr Arbeiter
   *[other] { $workers } oder mehr Arbeiter
} einsetzen.
error-vacation-off = Dieses Spiel wird ohne Urlaubsplättchen gespielt.
error-vacation-used = Du hast dein Urlaubsplättchen schon benutzt.
error-vacation-needs-island = Das Urlaubsplättchen erspart nur Verluste auf der Insel: Schick einen Arbeiter auf die Insel, um es zu nutzen.
error-game-over = Dieses Spiel ist vorbei.
error-no-seat = In diesem Spiel gibt es keinen Platz { $seat }.
error-stale-round = Dieser Plan war für Runde { $planned }, aber jetzt läuft Runde { $current }.

## Warum ein vorgeschlagener Plan gut ist: ein Satz aus Teilsätzen, verbunden mit hint-then; ein Teilsatz mit
## Einträgen (Stromleitungen, Kraftwerke) zählt sie als $items auf, verbunden mit dem gemeinsamen list-and.

hint-complete = vollendet { $items }
hint-complete-line = Stromleitung { $line } (Stadt { $vp } SP)
hint-finish = stellt { $items } fertig
hint-finish-station = das { $type ->
    [wind] Windkraftwerk
    [hydro] Wasserkraftwerk
    [solar] Solarkraftwerk
   *[biogas] Biogaskraftwerk
} { $station } ({ $vp } SP)
hint-grow = baut weiter an { $items }
hint-grow-line = Stromleitung { $line } (+{ $added }, noch { $left })
hint-joker-tile = nimmt ein Plättchen aus der Spalte für einen Arbeiter und bekommt dafür einen Joker
hint-spend-jokers = { $count ->
    [one] setzt einen Joker ein
   *[other] setzt { $count } Joker ein
}
hint-island = { $count ->
    [one] schickt einen Arbeiter auf die Insel
   *[other] schickt { $count } Arbeiter auf die Insel
}
hint-island-vacation = { $count ->
    [one] schickt einen Arbeiter auf die Insel, dank Urlaubsplättchen ohne Verlust
   *[other] schickt { $count } Arbeiter auf die Insel, dank Urlaubsplättchen ohne Verlust
}
hint-open = hält dir alle Möglichkeiten offen
hint-then = { $first }; { $rest }
hint-gain = { $reason } (+{ $vp } SP in dieser Runde).
hint-loss = { $reason } (−{ $vp } SP in dieser Runde).
hint-even = { $reason }.
