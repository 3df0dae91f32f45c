## Powerline : le salon d’attente.

game-description = Roll-and-build pour 1 à 6 : six dés communs, des plans secrets, puis tous construisent ensemble.
level-random = Apprenti
level-random-help = joue n’importe quel plan permis
level-greedy = Bâtisseur
level-greedy-help = prend le plus de points à chaque manche
level-strong = Ingénieure
level-strong-help = planifie pour toute la partie
lobby-rules = Règles
pick-toggles = Règles optionnelles…
pick-tiles = Tuiles de score…
toggle-construction_limits = Limites de construction (tableau bleu)
toggle-adventure_island = Île de l’aventure
toggle-vacation = Tuile vacances
tiles-base = Tuiles de base A · D · G
tiles-by_colour = Contrats : un par groupe de couleurs
tiles-any = Contrats : trois au choix
tiles-special_mixed = Contrats spéciaux mélangés
tiles-special_alone = Contrats spéciaux seuls (J · K · L)
