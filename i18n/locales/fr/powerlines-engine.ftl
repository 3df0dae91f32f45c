## Les règles de Power Lines parlent en codes et en données ; voici leurs mots.
## Les enseignes arrivent en clés (« moons ») : le bot les nomme par suit-<clé> (ou suit-one-<clé> pour une seule)
## avant de remplir un message. Les camps sont « suits » et « values », les lignes des clés comme « row-1 ».

suit-suns = soleils
suit-moons = lunes
suit-crowns = couronnes
suit-arms = armes
suit-one-suns = soleil
suit-one-moons = lune
suit-one-crowns = couronne
suit-one-arms = arme

side-suits = Enseignes
side-values = Valeurs

line-row-1 = Ligne 1
line-row-2 = Ligne 2
line-row-3 = Ligne 3
line-row-4 = Ligne 4
line-col-1 = Colonne 1
line-col-2 = Colonne 2
line-col-3 = Colonne 3
line-col-4 = Colonne 4
line-diag-1 = Diagonale ↘
line-diag-2 = Diagonale ↙

## Refus, adressés au joueur dont la pose enfreint une règle.

error-match-over = Ce match est terminé.
error-stale-turn = Ce choix concernait un tour précédent : la grille a changé depuis.
error-not-your-turn = Ce n’est pas votre tour.
error-no-such-tile = Il n’y a pas de tuile { $tile }.
error-tile-used = Le { $value } des { $suit } est déjà dans la grille.
error-first-at-origin = La première tuile d’une partie se pose sur la case de départ.
error-cell-taken = Cette case porte déjà une tuile.
error-diagonal-only = Se toucher par un coin ne suffit pas : posez la tuile contre une autre, côté contre côté.
error-not-adjacent = Posez la tuile contre une tuile déjà dans la grille, côté contre côté.
error-too-wide = La grille ne peut pas dépasser { $size ->
    [1] une tuile
   *[other] { $size } tuiles
} de large.
error-too-tall = La grille ne peut pas dépasser { $size ->
    [1] une tuile
   *[other] { $size } tuiles
} de haut.
