## Powerline : chaque mot dessiné dans les images (plateaux, plateau central, classement, aperçu, accéléré).
## Les libellés tiennent dans des cases fixes : tests/render/test_languages.py échoue si l’un d’eux déborde.

vp = { $vp } PV
ordinal = { $n ->
    [1] 1er
   *[other] { $n }e
}
round-of = Manche { $round } sur { $rounds }

## Couleurs des ouvriers et des dés, selon les noms du moteur.

colour-red = rouge
colour-yellow = jaune
colour-blue = bleu
colour-green = vert
colour-white = blanc
colour-black = noir

## La lettre d’un dé et d’un ouvrier prévu, pour les joueurs daltoniens ; chacune est unique parmi les six.

mark-red = R
mark-yellow = J
mark-blue = Bl
mark-green = V
mark-white = Bc
mark-black = N

## Un plateau de joueur : son en-tête et son panneau latéral (titres en capitales).

board-round = Plateau { $board } · manche { $round } sur { $rounds }
board-header-final = Plateau { $board } · fin de partie
heading-chart = Tableau des ouvriers
heading-adventure-island = Île de l’aventure
heading-island = Jetons sur l’île
heading-vacation = Tuile Vacances
heading-vp = Points de victoire
lines-per-round = lignes par manche
vacation-ready = prête
vacation-used = utilisée
ledger-start = Départ
ledger-cities = Villes
ledger-stations = Centrales
ledger-tiles = Tuiles de décompte
ledger-island = Île
ledger-unfinished = Lignes inachevées

## L’accéléré : la ligne sous le nom du joueur.

timelapse-setup = mise en place
timelapse-round = après la manche { $round } sur { $rounds }

## Le plateau central.

center-game-over = Partie terminée
dice-for-everyone = dés communs à tous
scoring-nth = { $n ->
    [1] 1er décompte
   *[other] { $n }e décompte
}
tile-each = chacun

## Tuiles de décompte : ce que chacune compte.

tile-A = Villes alimentées
tile-B = Villes à opéra alimentées
tile-C = Villes à église alimentées
tile-D = Tuiles de centrale
tile-E = Tuiles de centrale solaire
tile-F = Tuiles de centrale biogaz
tile-G = Jokers sur votre case soleil, chacun
tile-H = Colonnes 5 et 6 du tableau vides
tile-I = Colonne 3 du tableau vide
tile-J = 6+ jetons sur la ligne à 17 PV
tile-K = Centrales éoliennes et hydrauliques
tile-L = Peu de jetons sur l’île

## Classement : en-têtes, titres et l’échelle du solo (répartie sur deux lignes entre les mots).

standings-final = Classement final
standings-after = Classement après la manche { $round }
column-start = Départ
column-cities = Villes
column-stations = Centrales
column-tiles = Tuiles
column-island = Île
column-unfinished = Inachevées
column-tie-break = Départage
standings-solo-rating = Évaluation solo
rating-unlucky = Les dés en ont décidé autrement
rating-promising = Un début prometteur
rating-solid = Du solide travail d’ingénieur
rating-impressive = Un réseau impressionnant
rating-master = Maître des lignes électriques
rating-harder = Place à une variante plus difficile

## Résumé de la manche : les réserves sous chaque plateau.

fact-energy = énergie ×{ $n }
fact-jokers = jokers ×{ $n }
fact-chart = tuiles restantes { $n }
fact-island = île ×{ $n }

## La bande de l’aperçu de planification : le plan jusqu’ici et la suite.

plan-island = île
plan-complete = les six placés
plan-ready = prêt à envoyer
plan-add = ajoutez un ouvrier
plan-spots = { $spots ->
    [one] { $spots } case
   *[other] { $spots } cases
}
plan-spots-island = { $spots ->
    [one] { $spots } case + île
   *[other] { $spots } cases + île
}
