## Powerline: the lobby.

game-description = A roll-and-build for 1-6 players: everyone shares six dice, plans in secret, then builds at once.
level-random = Rookie
level-random-help = plays any legal plan
level-greedy = Builder
level-greedy-help = grabs the most points each round
level-strong = Engineer
level-strong-help = plans for the whole game
lobby-rules = Rules
pick-toggles = Optional rules…
pick-tiles = Scoring tiles…
toggle-construction_limits = Construction limits (blue chart)
toggle-adventure_island = Adventure island
toggle-vacation = Vacation tile
tiles-base = Base tiles A · D · G
tiles-by_colour = Contracts: one per colour group
tiles-any = Contracts: any three
tiles-special_mixed = Special contracts mixed in
tiles-special_alone = Special contracts only (J · K · L)
