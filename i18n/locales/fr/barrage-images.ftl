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
