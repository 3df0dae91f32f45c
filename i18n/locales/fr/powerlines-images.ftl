## Power Lines : chaque mot dessiné dans ses images (la grille pendant une partie, la grille comptée après).
## Les libellés tiennent dans des cases fixes : tests/render_powerlines/test_languages.py échoue si l’un déborde.

game-of = { $games ->
    [1] Manche unique
   *[other] Manche { $game } sur { $games }
}
to-play = À { $name } de jouer
match-over = Match terminé

## Les deux camps : l’un marque les lignes d’une même enseigne, l’autre celles d’une même valeur.

side-badge-suits = Enseignes
side-badge-values = Valeurs

## Les tuiles restantes à côté de la grille, par enseigne (le titre est dessiné en capitales).

heading-remaining = Tuiles restantes
tiles-left = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
suit-heading-suns = Soleils
suit-heading-moons = Lunes
suit-heading-crowns = Couronnes
suit-heading-arms = Armes

## Une grille comptée : chaque ligne montre le camp qui l’a marquée, ou un tiret si personne.

final-score = Score final
lines-won = { $lines ->
    [one] { $lines } ligne
   *[other] { $lines } lignes
}
nobody = ne compte pour personne
heading-match = Match
game-n = Manche { $game }
total = Total
match-winner = { $name } remporte le match
game-winner = { $name } remporte la manche
draw = Égalité
next-game = Manche { $game } : { $name } commence
