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

## La légende sous la mer : chaque texte à côté d’un petit exemple de la marque qu’il explique.

legend-red = case à bord rouge
legend-conduit = conduite : valeur, bassin d’arrivée
legend-dam = barrage : hauteur, gouttes retenues
legend-neutral = barrage neutre
legend-moved = changé au dernier tour

## Compagnies et directeurs : noms tels que le jeu les imprime, pays dans la langue de la table.

company-usa = USA
company-germany = Allemagne
company-italy = Italie
company-france = France
no-company = Pas encore de compagnie
officer-wilhelm = Wilhelm
officer-viktor = Viktor
officer-jill = Jill
officer-solomon = Solomon
officer-graziano = Graziano
officer-anton = Anton
officer-mahiri = Mahiri

## Le plateau d’une compagnie : ses réserves (chacune sous son icône et son nombre).

stat-credits = crédits
stat-excavators = excavatrices
stat-mixers = bétonnières
stat-vp = PV
stat-energy = énergie
stat-engineers = ingénieurs

## Le plateau de compagnie : une rangée par structure ; chaque case découverte rapporte son revenu à chaque manche.

heading-board = Plateau de compagnie
row-base = Bases
row-elevation = Rehausses
row-conduit = Conduites
row-powerhouse = Centrales
pieces-left = { $count } sur { $pieces } restantes

## Le pouvoir national (actif à partir d’un nombre de centrales construites) et la règle du directeur.

ability-line = Dès { $count } centrales : { $ability }
ability-flow-energy = +{ $amount } énergie par goutte passant un bassin où vous avez une centrale
ability-second-production = après une production, une autre avec une autre centrale, sans modificateur
ability-production-energy = +{ $amount } énergie à chaque production
ability-contract-discount = les contrats remplis par une production demandent { $amount } énergie de moins
officer-rule = { $officer } : { $rule }
rule-fixed-base-cost = les bases coûtent { $amount } excavatrices dans toute région
rule-min-production = gouttes × valeur comptent au moins { $amount } dans une production
rule-conduit-mixers = les conduites peuvent se payer avec { $amount ->
    [1] une bétonnière
   *[other] { $amount } bétonnières
} par point de valeur
rule-machinery-for-credits = toute excavatrice ou bétonnière d’une construction peut se payer { $amount } crédits
rule-tallest-dam-capacity = les barrages de hauteur 3 retiennent { $amount } gouttes
rule-copy-tile = une tuile spéciale qui construit comme une tuile de la roue, avec son effet
rule-copy-officer = ses cases prêtent pour un tour le pouvoir d’un autre directeur

## La roue de construction : le secteur ouvert d’abord, puis les autres selon les tours de roue avant leur retour.

heading-wheel = Roue de construction
wheel-open = ouvert

## Contrats en main et tuiles technologie en réserve.

heading-hand = Contrats en main
fulfilled = { $count ->
    [one] { $count } rempli
   *[other] { $count } remplis
}
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
tile-free-base = la base ne coûte pas d’excavatrices ; peut être un tour entier sans ingénieurs
tile-vp-per-high-dam = { $amount } PV par barrage à vous de hauteur 2 ou plus
tile-energy-per-value = { $amount } énergie par point de valeur de la conduite ; peut remplir un contrat
tile-vp-per-powerhouse = { $amount } PV par centrale à vous
tile-vp-per-advanced = { $amount } PV par tuile avancée à vous
tile-copy-tile = construit comme une tuile de votre roue, avec son effet

## Les plateaux communs : ordre du tour, les actions du plateau de gestion (en capitales), la piste d’énergie, la
## tuile bonus de la manche, la tuile objectif, les contrats proposés et le bureau des brevets.

heading-order = Ordre du tour
passed = a passé
action-produce = Production
action-water = Eau
action-workshop = Atelier
action-machinery = Machines
action-contracts = Contrats
action-patent = Bureau des brevets
action-bank = Banque
heading-energy = Piste d’énergie (crédits en fin de manche)
heading-bonus = Bonus de la manche { $round }
bonus-rule = dès { $least } énergie ; −{ $penalty } PV par { $step } énergie sous { $target }
heading-objective = Objectif de fin de partie
objective-red-spaces = Bases et centrales sur cases rouges
objective-strongest-area = Structures dans votre région la plus forte
objective-weakest-area = Structures dans votre région la plus faible
objective-connected = Barrages reliés à vos centrales
objective-presence = Bassins avec une de vos structures
objective-strongholds = Bassins avec 3 de vos structures
heading-offer = Contrats proposés
heading-national = Nationaux
heading-patent = Bureau des brevets
patent-closed = Absent du jeu d’initiation

## Le classement final : une rangée par compagnie selon la place ; en-têtes de colonnes en capitales.

final-title = Classement final
final-company = Compagnie
final-before = Avant
final-objective = Objectif
final-leftovers = Reste
final-water = Eau
final-total = Total
final-energy = Énergie
final-objective-note = Objectif : { $objective } ({ $places } PV selon la place)
final-rates = Reste : 1 PV par { $leftovers } crédits, excavatrices et bétonnières. Eau : { $water } PV par goutte dans vos barrages.
