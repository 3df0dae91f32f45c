game-description = Trois alignés sur une grille 3×3.
game-length = 9 coups au plus
rules-summary = Marquez tour à tour une case libre ; le premier à tenir une ligne, une colonne ou une diagonale gagne.
level-random-help = Marque une case libre au hasard.
level-strong-help = Ne perd jamais.
turn = { $who }, à vous de jouer les { $mark }.
marked = { $who } a marqué la case { $cell }.
narrate-earlier = ({ $count ->
    [one] { $count } ligne précédente omise
   *[other] { $count } lignes précédentes omises
})
pick = Choisissez une case pour votre { $mark }.
error-not-your-turn = Ce n’est pas votre tour.
error-cell-taken = La case { $cell } est prise.
read-rows = Le plateau, rangée par rangée
read-cell = case { $cell } : { $mark }
