## Barrage : chaque mot dessiné dans ses images (la carte, le plateau d’une compagnie, les plateaux communs, le classement final).
## Les libellés tiennent dans des cases fixes : tests/render_barrage/test_languages.py échoue si l’un déborde.

title-setup = Choix des compagnies
title-round = Manche { $round } sur { $rounds }
to-play = À { $name } de jouer
game-over = Partie terminée

## Les trois régions de la carte (dessinées en capitales).

area-mountains = Montagnes
area-hills = Collines
area-plains = Plaines


## Compagnies et directeurs : noms tels que le jeu les imprime, pays dans la langue de la table.

company-usa = USA
company-germany = Allemagne
company-italy = Italie
company-france = France
no-company = Compagnie à choisir
officer-wilhelm = Wilhelm
officer-viktor = Viktor
officer-jill = Jill
officer-solomon = Solomon
officer-graziano = Graziano
officer-anton = Anton
officer-mahiri = Mahiri

## Le plateau de compagnie : une rangée par structure ; chaque case découverte rapporte son revenu à chaque manche.

heading-board = Plateau de compagnie

## Le pouvoir national (actif à partir d’un nombre de centrales construites) et la règle du directeur.

ability-flow-energy = +{ $amount } énergie par goutte passant un bassin où vous avez une centrale
ability-second-production = après une production, une 2e à une autre centrale, sans modificateur
ability-production-energy = +{ $amount } énergie à chaque production
ability-contract-discount = les contrats remplis en produisant demandent { $amount } énergie de moins
rule-fixed-base-cost = les bases coûtent { $amount } excavatrices dans toute région
rule-min-production = gouttes × valeur comptent au moins { $amount } dans une production
rule-conduit-mixers = conduites payables avec { $amount ->
    [1] une bétonnière
   *[other] { $amount } bétonnières
} par point de valeur
rule-machinery-for-credits = payer { $amount } crédits au lieu d’une excavatrice ou bétonnière pour construire
rule-tallest-dam-capacity = les barrages de hauteur 3 retiennent { $amount } gouttes
rule-copy-tile = tuile spéciale : construit comme une tuile de la roue, avec son effet
rule-copy-officer = ses cases prêtent pour un tour le pouvoir d’un autre directeur

## La roue de construction : le secteur ouvert d’abord, puis les autres selon les tours de roue avant leur retour.

heading-wheel = Roue de construction
wheel-open = ouvert

## Contrats en main et tuiles technologie en réserve.

heading-hand = Contrats en main
hand-empty = Aucun contrat en main
heading-tiles = Tuiles technologie
heading-own-spaces = Cases d’action propres

## Ce que fait une tuile technologie avancée (ou la tuile spéciale d’Anton) en plus de construire.

tile-fill-empty-dams = { $amount ->
    [1] une goutte
   *[other] { $amount } gouttes
} dans chacun de vos barrages vides
tile-rotate-per-elevation = { $amount ->
    [1] un tour de roue
   *[other] { $amount } tours de roue
} par rehausse à vous
tile-credits-per-value = { $amount } crédits par point de valeur de la conduite
tile-no-engineer-powerhouse = construit une centrale en un tour entier, sans ingénieurs
tile-ignore-red-map = les cases rouges de la carte ne coûtent rien de plus
tile-energy-per-base = { $amount } énergie par base à vous ; peut remplir un contrat
tile-fill-dam = le barrage rehaussé se remplit de gouttes
tile-cheap-conduit = la conduite coûte au plus { $amount } excavatrices
tile-free-production = une production à +{ $amount } à l’une de vos centrales
tile-swap-machinery = excavatrices et bétonnières se remplacent
tile-free-base = base sans excavatrices ; peut être un tour entier sans ingénieurs
tile-vp-per-high-dam = { $amount } PV par barrage à vous de hauteur 2 ou plus
tile-energy-per-value = { $amount } énergie par point de valeur de conduite ; peut remplir un contrat
tile-vp-per-powerhouse = { $amount } PV par centrale à vous
tile-vp-per-advanced = { $amount } PV par tuile avancée à vous
tile-copy-tile = construit comme une tuile de votre roue, avec son effet

## Les plateaux communs : ordre du tour, les actions du plateau de gestion (en capitales), la piste d’énergie, la
## tuile bonus de la manche, la tuile objectif, les contrats proposés et le bureau des brevets.

passed = a passé
action-produce = Production
action-water = Eau
action-workshop = Atelier
action-machinery = Machines
action-contracts = Contrats
action-patent = Bureau des brevets
action-bank = Banque
heading-energy = Piste d’énergie
heading-bonus = Bonus
bonus-rule = dès { $least } énergie ; −{ $penalty } PV par { $step } énergie sous { $target }
heading-objective = Objectif
objective-red-spaces = Bases et centrales sur cases rouges
objective-strongest-area = Structures dans votre région la plus forte
objective-weakest-area = Structures dans votre région la plus faible
objective-connected = Barrages reliés à vos centrales
objective-presence = Bassins avec une de vos structures
objective-strongholds = Bassins avec 3 de vos structures
heading-offer = Contrats proposés
heading-national = Nationaux

## Le classement final : une rangée par compagnie selon la place, sous des en-têtes simples ; notes sous le tableau.

final-title = Classement final
final-company = Compagnie
final-before = Avant
final-objective = Objectif
final-leftovers = Reste
final-water = Eau
final-total = Total
final-objective-note = Objectif : { $objective } ({ $places } PV selon la place)
final-leftovers-rate = Reste : 1 PV par { $leftovers } crédits, excavatrices et bétonnières.
final-water-rate = Eau : { $water } PV par goutte dans vos barrages.

## Ce que montre chaque image, en mots : sa description (texte alternatif, lu à sa place ; au plus 1 024 caractères
## avec le « alt-more » commun), dans l’ordre où l’on regarde. Emplacements, cases, tuiles et contrats portent les
## noms du sélecteur (barrage-engine) ; ces messages ne font que les assembler.

alt-map = Carte · { $title } · { $status }
alt-chip = { $name } ({ $company }) : { $vp } PV, { $energy } énergie, { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
}, { $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
}
alt-choices = Les emplacements au choix, par leur lettre sur la carte :
alt-spot = { $spot } : { $about }
alt-build = { $structure } pour { $cost }
alt-waiting = { $drops ->
    [0] aucune goutte en attente
    [one] { $drops } goutte en attente
   *[other] { $drops } gouttes en attente
}
alt-moved = Modifié au dernier tour : { $spots }
alt-pieces = { $name } a construit : { $pieces }
alt-pieces-none = { $name } n’a encore rien construit.
alt-neutral = Barrages neutres : { $dams }
alt-dam = hauteur { $height }, { $drops ->
    [0] vide
    [one] { $drops } goutte
   *[other] { $drops } gouttes
}
alt-water = Eau dans les barrages : { $basins }
alt-water-none = Aucune eau dans les barrages.
alt-basin-water = { $drops ->
    [one] { $drops } goutte
   *[other] { $drops } gouttes
} dans le bassin { $basin }
alt-headstreams = En attente sur les sources : { $list }
alt-headstream = { $drops ->
    [one] { $drops } goutte
   *[other] { $drops } gouttes
} sur { $id }
alt-company = Compagnie de { $name } : { $company } · { $title }
alt-fulfilled = { $count ->
    [one] { $count } contrat rempli
   *[other] { $count } contrats remplis
}
alt-built = { $structure ->
    [base] Bases
    [elevation] Élévations
    [conduit] Conduites
   *[powerhouse] Centrales
} : { $built } sur { $pieces } construites
alt-income = Revenu à chaque manche : { $income }
alt-income-none = Pas encore de revenu
alt-production = +{ $energy } énergie à chaque production
alt-wheel = Roue de construction : { $segments }
alt-wheel-empty = Roue de construction : vide
alt-wheel-open = secteur ouvert : { $items }
alt-wheel-back = de retour { $turns ->
    [1] après 1 tour
   *[other] après { $turns } tours
} : { $items }
alt-ability = Pouvoir national : { $ability }
alt-ability-later = Pouvoir national, dès { $count } centrales construites : { $ability }
alt-rule = { $name } : { $rule }
alt-hand = Contrats en main : { $contracts }
alt-tiles = Tuiles technologie : { $tiles }
alt-used = Cases d’action propres utilisées cette manche : { $spaces }
alt-boards = Plateaux communs · { $title } · { $status }
alt-order = Ordre du tour : { $order }
alt-energy = Piste d’énergie : { $list }
alt-energy-seat = { $name } { $energy } (rapporte { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
}{ $points ->
    [0] {""}
   *[other] , { $vp } PV
})
alt-bonus = Tuile bonus de la manche { $round } : { $counted }, { $each } PV l’unité ({ $rule })
alt-objective = Objectif : { $objective } ({ $places } PV selon la place) ; pour l’instant { $counts }
alt-held = Sur le plateau de gestion : { $spaces }
alt-held-none = Aucun ingénieur sur le plateau de gestion pour l’instant.
alt-held-space = { $space } : { $names }
alt-bank-seat = { $name } ({ $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
})
alt-patent = Bureau des brevets : { $tiles }
alt-offer = Contrats proposés : { $contracts }
alt-final-row = { $place }. { $name } ({ $company }) : { $vp } PV, { $energy } énergie
alt-final-before = { $vp } PV avant le décompte final
alt-timelapse = La carte rejouée en { $frames } images, du début manche par manche jusqu’à la fin. La dernière :

## « Lire le plateau » : toute la table en mots, un titre par partie.

read-company = { $name } : { $company }
read-uncovers = la suivante rapporte { $reward } à chaque manche
read-costs = la suivante coûte { $cost }
read-used = utilisée cette manche
read-free = libre
read-bonus-rounds = Tuiles bonus par manche : { $tiles }
read-bonus-round = { $round }. { $counted }
read-area = { $area } : { $base }, { $elevation }
read-basin = Bassin { $basin } : { $drops ->
    [0] pas d’eau
    [one] { $drops } goutte dans ses barrages
   *[other] { $drops } gouttes dans ses barrages
}
read-headstreams = Sources
read-management = Plateau de gestion
read-picks = Encore à choisir
