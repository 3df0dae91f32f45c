"""Power Lines' messages: its own catalog over the shared one, with the engine's codes and the images' words."""

from bot.table.module import catalog_of
from engine.powerlines.registration import REGISTRATION

CATALOG = catalog_of(REGISTRATION)
say = CATALOG.text
"""A Power Lines message in the language of a locale or a game."""

SUIT_EMOJI = {"suns": "☀️", "moons": "🌙", "crowns": "👑", "arms": "⚔️"}
"""How the bot's text shows a suit beside its name; the images draw their own shapes."""
