## Le moteur de règles de Barrage parle en codes et identifiants ; voici ses mots.
## Refus, adressés au joueur dont l’action enfreint une règle ($kind est un type de décision, nommé par kind-<kind>).

error-game-over = Cette partie est terminée.
error-stale-turn = Ce choix concernait un tour précédent : la partie a avancé depuis.
error-not-your-turn = Ce n’est pas votre tour.
error-turn-unfinished = Votre tour n’est pas encore complet : il reste à choisir : { $kind }.
error-nothing-to-undo = Il n’y a rien à annuler : aucun choix n’a encore été fait ce tour-ci.
error-turn-complete = Votre tour est déjà complet : validez-le, ou annulez d’abord un choix.
error-not-an-option = Ce choix ({ $choice }) ne fait pas partie des possibilités pour : { $kind }.

## Types de décision, tels qu’un refus les nomme.

kind-matchup = compagnie et dirigeant
kind-starting = contrat de départ
kind-space = case d’action
kind-engineers = nombre d’ingénieurs
kind-officer = dirigeant à copier
kind-tile = tuile technologique
kind-copy = tuile à copier
kind-structure = construction
kind-location = emplacement
kind-payment = paiement
kind-powerhouse = centrale
kind-conduit = conduite
kind-dam = barrage
kind-drops = nombre de gouttes
kind-contract = contrat
kind-discard = contrat à défausser
kind-headstream = source
kind-machinery = machine
kind-goods = machine

## Ce que demande chaque décision.

decision-matchup = Choisissez votre compagnie et son dirigeant.
decision-starting = Choisissez votre contrat de départ.
decision-space = Où vont vos ingénieurs ? (Ou utilisez une tuile comme tour entier.)
decision-engineers = Combien d’ingénieurs vont à la banque ?
decision-officer = De qui Mahiri copie-t-elle la capacité pour ce tour ?
decision-tile = Avec quelle tuile technologique construisez-vous ?
decision-copy = Quelle tuile de votre roue la tuile d’Anton copie-t-elle ?
decision-structure = Que construisez-vous avec la tuile { $tile } ?
decision-location = Où va { $structure } ? Les emplacements sont indiqués par des lettres sur la carte.
decision-location-free = Où placez-vous { $structure } ? Les emplacements sont indiqués par des lettres sur la carte.
decision-payment = Comment payez-vous { $structure } en { $spot } ?
decision-powerhouse = Laquelle de vos centrales produit ? Elles sont indiquées par des lettres sur la carte.
decision-conduit = Quelle conduite amène l’eau ? Elles sont indiquées par des lettres sur la carte.
decision-dam = Quel barrage libère l’eau ? Les barrages sont indiqués par des lettres sur la carte.
decision-drops = Combien de gouttes libérez-vous ?
decision-contract = Quel contrat prenez-vous ?
decision-fulfil = Cela fait { $energy } énergie : remplir un contrat avec ?
decision-discard = Vous avez plus de contrats que vous ne pouvez en garder : défaussez-en un.
decision-headstream = Quelle source reçoit la goutte ?
decision-machinery = Une excavatrice ou une bétonnière ?
decision-goods = Une excavatrice ou une bétonnière ?

## Possibilités.

option-space = { $space } ({ $cost })
cost = { $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
}{ $credits ->
    [0] {""}
    [one] , 1 crédit
   *[other] , { $credits } crédits
}
cost-bank = { $credits } crédit par ingénieur
option-pass = Passer pour le reste de la manche
option-tile-turn = { $tile } comme tour entier, sans ingénieurs
option-engineers = { $count ->
    [one] { $count } ingénieur
   *[other] { $count } ingénieurs
} : { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
}
option-drops = { $count ->
    [one] { $count } goutte
   *[other] { $count } gouttes
}
option-spot = { $letter } · { $spot }
option-excavator = Une excavatrice
option-mixer = Une bétonnière
none-powerhouse = Pas d’autre production
none-contract = Aucun contrat
none-headstream = Plus de gouttes
headstream = Source { $id }
payment-free = rien

## Cases d’action.

space-produce = Production { $modifier }
space-water = Eau : { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
} sur les sources
space-water-now = Eau : une goutte qui coule aussitôt
space-bank = Banque
space-workshop = Atelier : { $turns ->
    [1] tourner la roue une fois
   *[other] tourner la roue { $turns } fois
}
space-machinery-excavator = Magasin de machines : une excavatrice
space-machinery-either = Magasin de machines : une excavatrice ou une bétonnière
space-machinery-both = Magasin de machines : une excavatrice et une bétonnière
space-contracts = Bureau des contrats : { $count ->
    [1] un contrat
   *[other] { $count } contrats
}
space-patent = Bureau des brevets
space-patent-tile = Bureau des brevets : { $tile }
space-construct = Construction { $number }
space-officer = Mahiri : copier un autre dirigeant

## Constructions dans une phrase, avec leur article (une, la, une … gratuite), et tuiles technologiques telles qu’imprimées.

structure-a-base = une base
structure-a-elevation = une élévation
structure-a-conduit = une conduite
structure-a-powerhouse = une centrale
structure-the-base = la base
structure-the-elevation = l’élévation
structure-the-conduit = la conduite
structure-the-powerhouse = la centrale
structure-free-base = une base gratuite
structure-free-elevation = une élévation gratuite
structure-free-conduit = une conduite gratuite
structure-free-powerhouse = une centrale gratuite
tile-base = Base
tile-elevation = Élévation
tile-conduit = Conduite
tile-powerhouse = Centrale
tile-joker = Joker
tile-anton = Tuile d’Anton
tile-advanced = { $name } { $level }

## Ce que fait une tuile avancée (ou spéciale) en plus de construire.

effect-fill-empty-dams = ensuite { $amount ->
    [1] une goutte va
   *[other] { $amount } gouttes vont
} dans chacun de vos barrages vides
effect-rotate-per-elevation = ensuite la roue tourne une fois par élévation construite
effect-credits-per-value = ensuite { $amount } crédits par point de valeur de la conduite
effect-no-engineer-powerhouse = construit une centrale comme tour entier, sans ingénieurs
effect-ignore-red-map = pas de crédits en plus sur les cases rouges de la carte
effect-energy-per-base = ensuite { $amount } énergie par base construite, pour un contrat en main
effect-fill-dam = ensuite le barrage rehaussé se remplit d’eau
effect-cheap-conduit = la conduite coûte au plus { $amount } excavatrices
effect-free-production = ensuite une production à { $amount ->
    [one] +{ $amount }
   *[other] +{ $amount }
} par l’une de vos centrales
effect-swap-machinery = excavatrices et bétonnières peuvent se remplacer
effect-free-base = la base ne coûte pas d’excavatrices ; utilisable comme tour entier, sans ingénieurs
effect-vp-per-high-dam = ensuite { $amount } PV par barrage à vous ayant une élévation
effect-energy-per-value = ensuite { $amount } énergie par point de valeur de la conduite, pour un contrat en main
effect-vp-per-powerhouse = ensuite { $amount } PV par centrale construite
effect-vp-per-advanced = ensuite { $amount } PV par tuile avancée possédée
effect-copy-tile = construit comme l’une des tuiles de votre roue, avec son effet

## Les compagnies et ce que font leurs dirigeants (les dirigeants sont nommés par leur nom).

company-usa = États-Unis
company-germany = Allemagne
company-italy = Italie
company-france = France
company-officer = { $company } · { $officer }
company-unpicked = pas encore choisie
officer-fixed-base-cost = les bases coûtent toujours { $amount } excavatrices
officer-min-production = chaque production compte au moins { $amount } énergie
officer-conduit-mixers = les conduites peuvent se payer avec { $amount ->
    [1] une bétonnière
   *[other] { $amount } bétonnières
} par point de valeur
officer-machinery-for-credits = chaque machine d’une construction peut se payer { $amount } crédits
officer-tallest-dam-capacity = les barrages de hauteur 3 retiennent { $amount } gouttes
officer-copy-tile = une tuile spéciale qui copie une tuile de la roue
officer-copy-officer = ses cases copient la capacité d’un autre dirigeant pour un tour

## Les emplacements de la carte et ce qui s’y trouve.

spot-up = Bassin { $basin }, barrage amont
spot-down = Bassin { $basin }, barrage aval
spot-left = Bassin { $basin }, conduite gauche
spot-right = Bassin { $basin }, conduite droite
spot-powerhouse = Bassin { $basin }, centrale { $number }
area-mountains = montagnes
area-hills = collines
area-plains = plaines
neutral = neutre
help-dam = barrage : { $owner }, hauteur { $height }, { $drops ->
    [one] { $drops } goutte
   *[other] { $drops } gouttes
}
help-conduit = valeur { $value }, mène au bassin { $basin }
help-owner = construit par { $owner }
help-red = case rouge : +{ $credits } crédits

## Récompenses, contrats et réserve.

reward-credits = { $count ->
    [one] { $count } crédit
   *[other] { $count } crédits
}
reward-vp = { $count } PV
reward-energy = { $count } énergie
reward-excavators = { $count ->
    [one] { $count } excavatrice
   *[other] { $count } excavatrices
}
reward-mixers = { $count ->
    [one] { $count } bétonnière
   *[other] { $count } bétonnières
}
reward-machinery = { $count ->
    [one] { $count } excavatrice ou bétonnière
   *[other] { $count } excavatrices ou bétonnières
}
reward-rotate = { $count ->
    [one] { $count } tour de roue
   *[other] { $count } tours de roue
}
reward-drops = { $count ->
    [one] { $count } goutte sur une source
   *[other] { $count } gouttes sur des sources
}
reward-drops_now = { $count ->
    [one] { $count } goutte qui coule aussitôt
   *[other] { $count } gouttes qui coulent aussitôt
}
reward-free = { $structure }
reward-free-in = { $structure } ({ $areas })
reward-free-value = { $structure } de valeur { $value } au plus
contract = { $energy } énergie → { $reward }
contract-national = National : { $energy } énergie → { $reward }
supply = { $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
} · { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
} · { $excavators ->
    [one] { $excavators } excavatrice
   *[other] { $excavators } excavatrices
} · { $mixers ->
    [one] { $mixers } bétonnière
   *[other] { $mixers } bétonnières
} · { $energy } énergie · { $vp } PV
