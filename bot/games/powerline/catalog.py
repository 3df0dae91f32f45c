"""Powerline's messages: its own catalog over the shared one, with what the engine's codes and the images say."""

from i18n.catalog import SHARED, Catalog

CATALOG = Catalog(SHARED, "powerline", "powerline-engine", "powerline-images")
say = CATALOG.text
"""A Powerline message in the language of a locale or a game."""
