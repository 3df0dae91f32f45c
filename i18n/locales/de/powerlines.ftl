## Power Lines: die Lobby.

game-description = Plättchenduell zu zweit: ein 4×4-Raster, eine Seite wertet Farben, die andere Werte.
game-length = 2 Partien zu 16 Plättchen, etwa 15 Minuten
level-random-help = legt irgendein erlaubtes Plättchen irgendwohin
level-strong-help = rechnet das Endspiel bis zum letzten Plättchen durch
lobby-sides = Seiten
lobby-first = Erstes Plättchen
pick-sides = Wer spielt Farben…
pick-first = Wer legt das erste Plättchen…
sides-random = Entscheidet der Würfel
sides-host-suits = Der Gastgeber spielt Farben
sides-host-values = Der Gastgeber spielt Werte
first-roll = Entscheidet der Würfel
first-host = Der Gastgeber beginnt
first-guest = Die andere Person beginnt

## Züge im Kanal, in der Sprache des Spiels.

game-started = **Power Lines #{ $game }** beginnt! { $suits } spielt **Farben**, { $values } spielt **Werte**. Eine Partie besteht aus { $games ->
    [one] einem Spiel
   *[other] { $games } Spielen: Im zweiten beginnt die andere Person
}.
turn-header = **Spiel { $game }/{ $games } · Plättchen { $tile }/{ $tiles }** · { $who } ist am Zug ({ $side })
turn-match = Stand der Partie: { $scores }
turn-placed = { $who } hat { $tile } auf { $spot } gelegt.
narrate-earlier = ({ $count ->
    [one] eine frühere Zeile
   *[other] { $count } frühere Zeilen
} ausgelassen)
game-scored = **Spiel { $game } ist gewertet**: { $suits } (Farben) { $suits_points } · { $values } (Werte) { $values_points }
line-scored = { $line }: { $side } +{ $points }
line-nobody = { $line }: Gleichstand bei { $count }, niemand punktet
final-header = 🏁 **Power Lines #{ $game } ist vorbei!**
final-winner = { $winner } gewinnt die Partie mit { $high } zu { $low }.
final-draw = Die Partie endet unentschieden, { $score } zu { $score }.

## Die private Zugauswahl, in der Sprache der Person am Zug.

picker-header = **Du bist am Zug · Spiel { $game }/{ $games } · Plättchen { $tile }/{ $tiles }** · du spielst { $side }
picker-pick-tile = Wähle ein Plättchen und dann seinen Platz: Die markierten Felder sind erlaubt.
picker-pick-spot = { $tile }: Wähle jetzt den Platz.
picker-ready = { $tile } auf { $spot }: Drücke **{ button-place }**, um es zu spielen.
pick-tile = Plättchen wählen…
pick-spot = Platz wählen…
button-place = Plättchen legen
button-suggest = Zug vorschlagen
hint-suggested = **Der starke Computer schlägt { $tile } auf { $spot } vor.** { $reason }
hint-exact = { $lead ->
    [0] Spielt ihr beide von hier an bestens, endet dieses Spiel unentschieden.
   *[other] Spielt ihr beide von hier an bestens, { $ahead ->
        [yes] gewinnt deine Seite dieses Spiel mit { $lead }.
       *[no] verliert deine Seite dieses Spiel mit { $lead }, so knapp wie möglich.
    }
}
hint-estimate = { $lead ->
    [0] Seine Suche sieht dieses Spiel am Ende etwa ausgeglichen.
   *[other] Seine Suche sieht deine Seite am Ende dieses Spiels etwa { $lead } { $ahead ->
        [yes] vorn
       *[no] hinten
    }.
}
hint-failed = Gerade ließ sich kein Vorschlag berechnen; versuche es gleich noch einmal.
placed-ok = Du hast { $tile } auf { $spot } gelegt.
choice-gone = Diese Wahl gibt es nicht mehr; hier ist dein Zug noch einmal.
tile-name = { $value } { $suit }
# Die Farbe eines Plättchens nach seinem Wert (suit-of-<Schlüssel>)
suit-of-suns = Sonnen
suit-of-moons = Monde
suit-of-crowns = Kronen
suit-of-arms = Wappen
first-spot = die Mitte

## Stand, für die Person, die fragt.

status = Partie #{ $game } · Spiel { $round }/{ $games } · Plättchen { $tile }/{ $tiles } · { $who } ist am Zug
status-over = Partie #{ $game } ist vorbei.
status-line = { $name } ({ $side }): { $points } in der Partie

## /powerlines rules, in unseren eigenen Worten.

rules-summary =
    📘 **Power Lines auf einen Blick** (Piecepack, David Boyle)
    • Zwei Personen, sechzehn Plättchen: die Werte 2, 3, 4 und 5 in vier Farben (Sonnen, Monde, Kronen, Wappen). Eine Person wertet Farben, die andere Werte.
    • Abwechselnd legt ihr ein beliebiges übriges Plättchen neben ein schon gelegtes (nicht diagonal). Das Raster darf nie breiter oder höher als 4 werden, also schließt das letzte Plättchen ein 4×4-Quadrat.
    • Dann werden die zehn Linien gewertet: 4 Reihen, 4 Spalten und beide Diagonalen. In jeder Linie wird die größte Gruppe einer Farbe mit der größten Gruppe eines Wertes verglichen; die größere Gruppe bringt ihrer Seite so viele Punkte, wie sie Plättchen hat, bei Gleichstand punktet niemand. Zwei Paare zählen als Gruppe von zwei, nicht von vier.
    • Eine Partie hat zwei Spiele: Wer im ersten Spiel das erste Plättchen legt, legt im zweiten das zweite. Die höhere Summe gewinnt; gleiche Summen sind unentschieden.

## /stats: what Power Lines adds to a player's line.

stats-matches = Partien { $won } gewonnen, { $lost } verloren
