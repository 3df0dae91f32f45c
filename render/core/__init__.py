"""Game-neutral drawing kit shared by every game's renderer: fonts, neutral colours, colour maths, a pen in layout
units, cached sprites and PNG encoding. Nothing here knows a game; each game keeps its own look in `render/<game>/`.
"""
