## Powerline: die Lobby.

game-description = Roll-and-Build für 1–6: sechs gemeinsame Würfel, geheime Pläne, dann bauen alle gleichzeitig.
game-length = 15 Runden
level-random-help = spielt irgendeinen erlaubten Plan
level-greedy-help = holt in jeder Runde die meisten Punkte
level-strong-help = plant für das ganze Spiel
lobby-tiles = Wertungsplättchen
lobby-rules = Regeln
pick-toggles = Zusatzregeln…
pick-tiles = Wertungsplättchen…
toggle-construction_limits = Baubeschränkungen (blaue Tabelle)
toggle-adventure_island = Abenteuerinsel
toggle-vacation = Urlaubsplättchen
toggle-side_a = Gezogene Plättchen auf Seite A (zwei Wertungsjoker)
tiles-base = Grundplättchen A · D · G
tiles-by_colour = Aufträge: einer je Farbgruppe
tiles-any = Aufträge: drei beliebige
tiles-special_mixed = Sonderaufträge beigemischt
tiles-special_alone = Nur Sonderaufträge (J · K · L)

## Eigene Slash-Befehle von Powerline.

command-board = Zeigt den Spielplan eines Spielers (ohne Angabe deinen).
option-player = Wessen Spielplan gezeigt wird
option-seat = Oder eine Sitznummer, wie sie /powerline { name-status } nennt
name-board = spielplan
name-player = spieler
name-seat = sitz

## Runden im Kanal, in der Sprache des Spiels.

game-started = **Powerline #{ $game }** beginnt! { $players }
    Drücke in jeder Runde **{ button-plan }**: deinen Plan siehst nur du.
round-header = **Runde { $round }/{ $rounds }** · Würfel { $dice }
round-waiting = Wir warten auf: { $people }
round-all-in = Alle Pläne sind da.
round-deadline = Pläne bis { $when }; danach plant der Computer für alle, die fehlen.
round-resolved = Runde { $round } ist vorbei.
button-plan = Meine Runde planen
button-board = Mein Spielplan
button-timelapse = Mein Zeitraffer

## Der private Planer, in der Sprache seines Besitzers.

planner-header = **Dein Plan · Runde { $round }** · Würfel { $dice } · { $jokers ->
    [one] 1 Joker
   *[other] { $jokers } Joker
}
planner-pick-start = Wähle den Arbeiter, mit dem dein Plan beginnt: Rot geht von Rot → Schwarz, Schwarz von Schwarz → Rot.
planner-so-far = Bisher: { $steps }
planner-nothing-yet = —
planner-next = Nächster Arbeiter: **{ $worker }** (Würfel { $die }).
planner-all-placed = Alle sechs Arbeiter sind eingesetzt.
planner-can-submit = Du kannst hier aufhören und abgeben oder weitere Arbeiter einsetzen.
planner-vacation = 🏖️ Urlaubsplättchen: Die Arbeiter auf der Insel kosten diese Runde nichts.
planner-submitted = ✅ Dein Plan ist abgegeben. Bis die Runde endet, kannst du ihn noch ändern und neu abgeben.
planner-submitted-differs = ✅ Ein Plan ist abgegeben, aber dieser Entwurf weicht ab: Gib ihn ab, um den alten zu ersetzen.
planner-out-of-date = Dieses Fenster war veraltet (du hast den Plan anderswo geändert); hier ist dein aktueller Plan.
planner-round-done = Alle sind fertig: Die Runde wird gebaut, die Zusammenfassung folgt hier.
planner-hint = 💡 Vorschlag: { $reason }
planner-hint-ask = Dein Entwurf ist unverändert: Drücke **{ button-hint-use }**, um ihn zu ersetzen.
planner-hint-failed = Gerade ließ sich kein Vorschlag berechnen; dein Plan ist unverändert. Versuch es gleich noch einmal.
planner-already-built = Dein Plan war abgegeben, als Runde { $round } gebaut wurde; nichts hat sich geändert. Sieh im Spielkanal nach.
planner-stale = Dieser Planer gehörte zu Runde { $old }, die vorbei ist. Drücke **{ button-plan }** in der neuesten Rundennachricht.
planner-game-over = Dieses Spiel ist vorbei.
button-start-red = Mit Rot beginnen
button-start-black = Mit Schwarz beginnen
button-undo = Zurück
button-reset = Neu anfangen
button-vacation-on = Urlaubsplättchen nutzen
button-vacation-off = Urlaubsplättchen nicht nutzen
button-hint = Plan vorschlagen
button-hint-use = Vorschlag übernehmen
button-submit = Plan abgeben
pick-placement = Wohin geht Arbeiter { $worker }?
pick-placement-more = …weitere Felder für Arbeiter { $worker } ({ $page })
spot-island = Insel
spot-island-help = immer möglich; kostet SP, außer im Urlaub
spot-segment = Leitung { $line } · ab { $origin } · Abschnitt { $position } (braucht { $needs })
spot-joker = 🃏 Joker: Leitung { $line } · ab { $origin } · Abschnitt { $position } (braucht { $needs })
spot-completes = schließt die Leitung: Stadt { $vp } SP
submitted-ok = Plan für Runde { $round } abgegeben.
already-submitted = Genau dieser Plan ist für Runde { $round } schon abgegeben; nichts hat sich geändert.
choice-gone = Diese Wahl gibt es nicht mehr; hier ist dein aktueller Plan.
stale-round = Dieser Knopf stammt aus Runde { $old }; Spiel #{ $game } ist in Runde { $now }. Nimm die neueste Rundennachricht.

## Stand und Spielpläne, für die Person, die fragt.

status = Spiel #{ $game } · Runde { $round }/{ $rounds } · { $waiting }
status-line = { $place }. { $name } (Sitz { $seat }): { $vp } SP
board-of = Der Spielplan von { $name } nach Runde { $round }.
board-start = Der Spielplan von { $name } vor Runde 1.
board-final = Der Spielplan von { $name } am Ende des Spiels.
board-not-playing = { $name } spielt nicht in Spiel #{ $game } mit.
no-such-seat = Spiel #{ $game } hat die Sitze 1 bis { $seats }; Sitz { $seat } gibt es nicht.
timelapse-of = Der Spielplan von { $name }, Runde für Runde.

## Was in einer Runde geschah, im Kanal.

resolved = **Runde { $round } gebaut** · Würfel { $dice }
timeout = ⏰ Die Zeit ist um: Der Computer hat für { $people } geplant.
away-played = 💤 Abwesend: Der Computer hat für { $people } geplant.
narrate-player = **{ $name }** { $change } → { $vp } SP: { $parts }
narrate-nothing = nichts Neues
built = baut { $lines }
completed = schließt Leitung { $line } → Stadt { $vp } SP
city-powered-late = die Stadt an Leitung { $line } bekommt endlich Energie → { $vp } SP
city-waiting = Leitung { $line } fertig, ihre Stadt wartet auf Energie
station = Kraftwerk { $station } +{ $vp } SP
island-loss = { $workers } auf der Insel −{ $vp } SP
island-free = { $workers } auf der Insel, im Urlaub
joker-spent = { $count ->
    [one] 1 Joker eingesetzt
   *[other] { $count } Joker eingesetzt
}
joker-sun = erhält einen Joker (einzelner Arbeiter)
scoring-header = **Wertung { $scoring }**
scoring-player = **{ $name }**: { $parts } = +{ $total } SP
tile-paid = { $tile } +{ $vp }
scoring-joker = +1 Joker
end-penalty = **{ $name }**: { $lines ->
    [one] 1 unfertige Leitung
   *[other] { $lines } unfertige Leitungen
} −{ $vp } SP
final-header = 🏁 **Spiel #{ $game } ist vorbei!**
final-line = { $medal } **{ $name }** { $vp } SP
solo-rating = Solo-Wertung: **{ $title }** ({ $vp } SP).

## /powerline rules, in unseren eigenen Worten.

rules-summary =
    📘 **Powerline auf einen Blick**
    • 15 Runden. In jeder Runde werden sechs farbige Würfel für alle geworfen.
    • Du planst geheim: eine Reihe von Arbeitern, beginnend mit Rot oder Schwarz, einer nach dem anderen in Farbreihenfolge. Jeder Arbeiter baut den nächsten Abschnitt einer Stromleitung, deren Zahl zu seinem Würfel passt, oder geht auf die Insel.
    • Eine neue Stromleitung darf an einem ihrer beiden Enden beginnen und wächst danach von dort weiter. Höchstens 3 Stromleitungen pro Runde.
    • Die Zahl deiner Arbeiter muss zu einem Plättchen passen, das noch auf deiner Arbeitertafel liegt; schickst du genau einen, bekommst du einen Joker, und mit einem Joker darf ein Arbeiter seinen Würfel ignorieren.
    • Jeder Arbeiter auf der Insel kostet 1 SP (das Urlaubsplättchen erlässt das einmal pro Spiel).
    • Schließe eine Stromleitung ab, um ihre Stadt mit Energie zu versorgen und zu werten (wenn du ein Energieplättchen hast); schließe alle Leitungen rund um ein Kraftwerk ab, um das Kraftwerk zu werten.
    • Wertungsplättchen zahlen nach den Runden 5, 10 und 15. Angefangene, unfertige Leitungen kosten am Ende Punkte. Die meisten SP gewinnen.

## /stats: what Powerline adds to a player's line.

stats-solo = beste Solopartie { $vp } SP: { $title }
