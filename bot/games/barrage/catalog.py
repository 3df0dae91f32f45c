"""Barrage's messages: its own catalog (the table, the picker, the narration) and the engine's words (rule error
codes, decisions and the names of everything an option can be) over the shared one."""

from i18n.catalog import SHARED, Catalog

CATALOG = Catalog(SHARED, "barrage", "barrage-engine")
say = CATALOG.text
"""A Barrage message in the language of a locale or a game."""
