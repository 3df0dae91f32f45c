## Powerline: die Lobby.

game-description = Roll-and-Build für 1–6: sechs gemeinsame Würfel, geheime Pläne, dann bauen alle gleichzeitig.
level-random = Neuling
level-random-help = spielt irgendeinen erlaubten Plan
level-greedy = Baumeister
level-greedy-help = holt in jeder Runde die meisten Punkte
level-strong = Ingenieurin
level-strong-help = plant für das ganze Spiel
lobby-rules = Regeln
pick-toggles = Zusatzregeln…
pick-tiles = Wertungsplättchen…
toggle-construction_limits = Baubeschränkungen (blaue Tabelle)
toggle-adventure_island = Abenteuerinsel
toggle-vacation = Urlaubsplättchen
tiles-base = Grundplättchen A · D · G
tiles-by_colour = Aufträge: einer je Farbgruppe
tiles-any = Aufträge: drei beliebige
tiles-special_mixed = Sonderaufträge beigemischt
tiles-special_alone = Nur Sonderaufträge (J · K · L)
