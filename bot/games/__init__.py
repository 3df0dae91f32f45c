"""The registry of hosted games: each is one module object plugged into the game-neutral table."""

from collections.abc import Mapping

from bot.games.barrage.module import MODULE as BARRAGE
from bot.games.powerline.module import MODULE as POWERLINE
from bot.games.powerlines.module import MODULE as POWERLINES
from bot.table.module import GameModule

MODULES: Mapping[str, GameModule] = {module.key: module for module in (POWERLINE, POWERLINES, BARRAGE)}
