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

## Ce que montre chaque image, en mots : sa description (texte alternatif, 1 024 caractères au plus), qu’un lecteur
## d’écran lit à la place de l’image, dans l’ordre où on la regarde. Lignes, cases et ouvriers sont nommés comme dans
## le planificateur (spot-segment dans powerline.ftl). $vp et $city sont des montants écrits (« 5 PV »).

alt-separator = { " ; " }
alt-label = { $label } : { $value }
alt-die = { $worker } { $value }
alt-dice = Dés communs à tous : { $dice }
alt-next-scoring = Ensuite : { $scoring } après la manche { $round }
alt-tile = Tuile { $letter }, { $what } : { $pays }
alt-pays = { $count } → { $vp }
alt-standings = Classement : { $seats }
alt-seat = { $name } { $vp }
alt-seat-planned = { $name } { $vp }, plan envoyé
alt-seat-planning = { $name } { $vp }, planifie encore
alt-board = { $name } : { $detail } · { $vp }
alt-supply = { $energy ->
    [one] { $energy } tuile d’énergie
   *[other] { $energy } tuiles d’énergie
} · { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
alt-line-building = Ligne { $line } : { $built ->
    [one] { $built } tronçon construit
   *[other] { $built } tronçons construits
} sur { $length } depuis { $origin }, tronçon suivant { $position } (il faut { $needs })
alt-line-supplied = Ligne { $line } terminée, sa ville ({ $city }) est alimentée
alt-line-waiting = Ligne { $line } terminée, sa ville ({ $city }) attend de l’énergie
alt-lines-open = Pas commencées : { $lines }
alt-lines-none = Aucune ligne commencée
alt-station = { $station } ({ $kind }, { $vp })
alt-stations = Tuiles de centrale : { $stations }
alt-stations-none = Aucune tuile de centrale pour l’instant
alt-chart = Tableau des ouvriers, tuiles restantes pour 1 à 6 ouvriers : { $left }
alt-chart-limits = lignes par manche au plus : { $limits }
alt-island = { $n ->
    [one] { $n } jeton sur l’île
   *[other] { $n } jetons sur l’île
}
alt-adventure = Île de l’aventure, jetons par face de dé de 1 à 6 : { $stacks }
alt-preview = Votre plan pour la manche { $round }, plateau { $board }, { $vp } : { $status }
alt-plan = En commençant par le { $worker } : { $steps }
alt-plan-empty = En commençant par le { $worker }, aucun ouvrier placé pour l’instant
alt-plan-step = { $worker } → { $spot }
alt-plan-next = Ensuite : l’ouvrier { $worker }, dé { $die }, { $spots }
alt-plan-spots = Cases encadrées : { $spots }
alt-plan-jokers = Cases encadrées pour un joker : { $spots }
alt-summary = { $round } construite, dés : { $dice }
alt-summary-seat = { $name } { $vp } ({ $change }) : { $news } · { $facts }
alt-new-tokens = ligne { $line } +{ $count }
alt-new-supplied = ville de la ligne { $line } alimentée ({ $city })
alt-new-waiting = ligne { $line } terminée, sa ville attend de l’énergie
alt-new-station = centrale { $station } ({ $vp })
alt-new-nothing = rien de neuf
alt-facts = énergie { $energy }, jokers { $jokers }, tuiles restantes { $tiles }
alt-facts-island = jetons sur l’île { $island }
alt-network = { $name }, lignes : { $lines }
alt-short-building = { $line } { $built } sur { $length }
alt-short-complete = { $line } terminée
alt-standings-seat = { $place }. { $name } { $vp } : { $parts }
alt-solo = Évaluation solo : { $title } ({ $span } PV)
alt-solo-ladder = L’échelle d’évaluation : { $steps }
alt-timelapse = { $name }, plateau { $board }, manche par manche : la mise en place, puis { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}, pour finir à { $vp }
alt-timelapse-round = Manche { $round } ({ $vp }) : { $news }

## « Lire le plateau » : toute la partie en titres et en listes, pour un lecteur d’écran. Les tronçons libres d’une
## ligne sont listés depuis chaque bout d’où elle peut grandir, comptés comme dans le planificateur (read-from, read-seg).

read-scorings = Décomptes après les manches { $rounds }
read-tiles = Tuiles de décompte
read-standings = Classement
read-player = { $name } · plateau { $board } · { $vp }
read-lines = { $name } : lignes électriques
read-stations = { $name } : centrales
read-line-name = Ligne { $line }
read-line = { $name } ({ $start }–{ $end }, { $length } tronçons, ville { $city })
read-open = pas commencée
read-building = { $built ->
    [one] { $built } tronçon construit
   *[other] { $built } tronçons construits
} depuis { $origin }
read-supplied = terminée, ville alimentée
read-waiting = terminée, la ville attend de l’énergie
read-from = depuis { $origin } : { $segments }
read-seg = tronçon { $position } (il faut { $needs })
read-station = Centrale { $station } ({ $kind }, { $vp } ; lignes { $lines })
read-station-done = tuile posée
read-station-open = pas encore de tuile
read-kind-wind = éolienne
read-kind-hydro = hydraulique
read-kind-solar = solaire
read-kind-biogas = biogaz
read-icon-opera = opéra
read-icon-church = église
read-chart = Tableau des ouvriers : tuiles restantes selon le nombre d’ouvriers placés
read-chart-column = { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} : reste { $left } sur { $total }
read-chart-limit = au plus { $limit ->
    [one] { $limit } ligne
   *[other] { $limit } lignes
}
