"""Barrage's messages: its own catalog (the table, the picker, the narration) and the engine's words (rule error
codes, decisions and the names of everything an option can be) over the shared one."""

from bot.table.module import catalog_of
from engine.barrage.registration import REGISTRATION

CATALOG = catalog_of(REGISTRATION)
say = CATALOG.text
"""A Barrage message in the language of a locale or a game."""
