## Barrage : chaque mot dessiné dans ses images (la carte, le plateau d’une compagnie, les plateaux communs, le classement final).
## Les libellés tiennent dans des cases fixes : tests/render_barrage/test_languages.py échoue si l’un déborde.

title-setup = Barrage : choix des compagnies
title-round = Manche { $round } sur { $rounds }
to-play = À { $name } de jouer
game-over = Partie terminée

## Les trois régions de la carte (dessinées en capitales).

area-mountains = Montagnes
area-hills = Collines
area-plains = Plaines

## La légende sous la mer : chaque texte à côté d’un petit exemple de la marque qu’il explique.

legend-red = case à bord rouge
legend-conduit = conduite : valeur, bassin d’arrivée
legend-dam = barrage : hauteur, gouttes retenues
legend-neutral = barrage neutre
legend-moved = changé au dernier tour
