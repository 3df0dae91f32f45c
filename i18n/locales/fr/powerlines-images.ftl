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

## Chaque image en mots (son texte alternatif) et tout le match en mots (« Lire le plateau »), pour qui ne voit pas
## les images, dans l’ordre où l’on regarde : quelle manche et à qui le tour, les scores, puis la grille. Une case se
## nomme par sa ligne et sa colonne, comptées depuis le coin supérieur gauche des tuiles et des cases où la prochaine
## peut aller (une fois la grille de 4 sur 4, les lignes et colonnes du décompte) ; une case libre par sa lettre.

alt-grid-title = Power Lines, { $game }, la grille : { $status }.
alt-final-title = Power Lines, { $game } : score final.
alt-timelapse-title = Power Lines rejoué en { $frames ->
    [one] { $frames } image
   *[other] { $frames } images
}, la grille après chaque tuile.
alt-seat = { $name } joue les { $side }.
alt-seat-match = { $name } joue les { $side } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} sur le match.
alt-span = Les tuiles couvrent { $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
} et { $rows ->
    [one] { $rows } ligne
   *[other] { $rows } lignes
} de la grille de { $size } sur { $size } ; lignes et colonnes comptées depuis le haut à gauche des tuiles et des cases.
alt-cell = ligne { $row }, colonne { $column }
alt-tile = { $cell } : { $tile }
alt-tile-last = { $cell } : { $tile }, posée en dernier
alt-pending = { $cell } : { $tile }, choisie, pas encore posée
alt-spot = { $cell } : case { $spot }
alt-left = { $count ->
    [one] { $count } tuile restante
   *[other] { $count } tuiles restantes
} : { $tiles }.
alt-left-suit = { $suit } { $values }
alt-score = { $name } { $points }
alt-final-seat = { $name } ({ $side }) : { $points ->
    [one] { $points } point
   *[other] { $points } points
} avec { $lines ->
    [one] { $lines } ligne
   *[other] { $lines } lignes
}.
alt-final-row = { $line } : { $tiles }
alt-games = { $game } : { $scores }

read-turn = À { $name } de jouer ({ $side }), tuile { $tile } sur { $tiles }.
read-players = Joueurs et scores
read-grid = La grille
read-no-tile = Aucune tuile n’est encore posée.
read-empty = { $cell } : vide
read-spots = Où la prochaine tuile peut aller
read-spot = Case { $spot } : { $cell }
read-left = Tuiles restantes
read-scored = { $game }, décomptée
read-result = Le match
