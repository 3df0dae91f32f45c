## Power Lines : le salon d’attente.

game-description = Duel de tuiles à deux : une grille 4×4, un camp marque les enseignes, l’autre les valeurs.
game-length = 2 parties de 16 tuiles, environ 15 minutes
level-random-help = pose n’importe quelle tuile à n’importe quelle place permise
level-strong-help = calcule la fin de partie jusqu’à la dernière tuile
lobby-sides = Camps
lobby-first = Première tuile
pick-sides = Qui joue les enseignes…
pick-first = Qui pose la première tuile…
sides-random = Tiré au dé
sides-host-suits = L’hôte joue les enseignes
sides-host-values = L’hôte joue les valeurs
first-roll = Tiré au dé
first-host = L’hôte commence
first-guest = L’autre joueur commence

## Les tours dans le salon, dans la langue de la partie.

game-started = **Power Lines #{ $game }** commence ! { $suits } joue les **enseignes**, { $values } joue les **valeurs**. Un match se joue en { $games ->
    [1] une manche
   *[other] { $games } manches : l’autre joueur commence la seconde
}.
turn-header = **Manche { $game }/{ $games } · tuile { $tile }/{ $tiles }** · à { $who } de jouer ({ $side })
turn-match = Score du match : { $scores }
turn-placed = { $who } a posé { $tile } en { $spot }.
narrate-earlier = ({ $count ->
    [one] { $count } ligne précédente omise
   *[other] { $count } lignes précédentes omises
})
game-scored = **Manche { $game } décomptée** : { $suits } (enseignes) { $suits_points } · { $values } (valeurs) { $values_points }
line-scored = { $line } : { $side } +{ $points }
line-nobody = { $line } : égalité à { $count }, personne ne marque
final-header = 🏁 **Power Lines #{ $game } est terminé !**
final-winner = { $winner } gagne le match { $high } à { $low }.
final-draw = Match nul, { $score } partout.

## Le choix du coup, privé, dans la langue du joueur au trait.

picker-header = **À vous de jouer · manche { $game }/{ $games } · tuile { $tile }/{ $tiles }** · vous jouez les { $side }
picker-pick-tile = Choisissez une tuile, puis sa place : les cases marquées sont permises.
picker-pick-spot = { $tile } : choisissez maintenant sa place.
picker-ready = { $tile } en { $spot } : appuyez sur **{ button-place }** pour la jouer.
pick-tile = Choisir une tuile…
pick-spot = Choisir une case…
button-place = Poser la tuile
button-suggest = Suggérer un coup
hint-suggested = **L’ordinateur fort suggère { $tile } en { $spot }.** { $reason }
hint-exact = { $lead ->
    [0] Si vous jouez tous deux au mieux à partir d’ici, cette manche finit à égalité.
   *[other] Si vous jouez tous deux au mieux à partir d’ici, votre camp { $ahead ->
        [yes] gagne cette manche de { $lead }.
       *[no] perd cette manche de { $lead }, le moins possible.
    }
}
hint-estimate = { $lead ->
    [0] Sa recherche voit cette manche à peu près à égalité à la fin.
   *[other] Sa recherche voit votre camp environ { $lead } { $ahead ->
        [yes] devant
       *[no] derrière
    } à la fin de cette manche.
}
hint-failed = Aucune suggestion n’a pu être calculée pour l’instant ; réessayez dans un moment.
placed-ok = Vous avez posé { $tile } en { $spot }.
choice-gone = Ce choix n’est plus possible ; voici de nouveau votre tour.
tile-name = { $value } { $suit }
# L’enseigne d’une tuile après sa valeur (suit-of-<clé>) : « d’armes », avec l’élision
suit-of-suns = de soleils
suit-of-moons = de lunes
suit-of-crowns = de couronnes
suit-of-arms = d’armes
first-spot = le centre

## État, pour qui le demande.

status = Partie #{ $game } · manche { $round }/{ $games } · tuile { $tile }/{ $tiles } · à { $who } de jouer
status-over = La partie #{ $game } est terminée.
status-line = { $name } ({ $side }) : { $points } sur le match

## /powerlines rules, avec nos propres mots.

rules-summary =
    📘 **Power Lines en bref** (piecepack, David Boyle)
    • Deux joueurs, seize tuiles : les valeurs 2, 3, 4 et 5 dans quatre enseignes (soleils, lunes, couronnes, armes). L’un marque les enseignes, l’autre les valeurs.
    • À tour de rôle, posez une tuile restante à côté d’une tuile déjà posée (pas en diagonale). La grille ne doit jamais dépasser 4 de large ni 4 de haut : la dernière tuile ferme un carré 4×4.
    • On décompte alors les dix lignes : 4 rangées, 4 colonnes et les deux diagonales. Dans chaque ligne, le plus grand groupe d’une même enseigne est comparé au plus grand groupe d’une même valeur ; le plus grand rapporte à son camp autant de points qu’il compte de tuiles, et à égalité personne ne marque. Deux paires comptent comme un groupe de deux, pas de quatre.
    • Un match se joue en deux manches : qui a posé la première tuile de la première manche pose la deuxième de la seconde. Le plus haut total gagne ; à égalité, le match est nul.

## /stats: what Power Lines adds to a player's line.

stats-matches = matchs { $won } gagnés, { $lost } perdus
