"""Powerline's messages: its own catalog over the shared one, with what the engine's codes and the images say."""

from bot.table.module import catalog_of
from engine.powerline.registration import REGISTRATION

CATALOG = catalog_of(REGISTRATION)
say = CATALOG.text
"""A Powerline message in the language of a locale or a game."""
