"""Every game the engine knows, by the name its records and the bot use."""

from typing import Any

from engine.barrage.game import BARRAGE
from engine.core.protocol import GameRules
from engine.powerline.game import POWERLINE
from engine.powerlines.game import POWERLINES

GAMES: dict[str, GameRules[Any, Any, Any]] = {
    POWERLINE.name: POWERLINE,
    POWERLINES.name: POWERLINES,
    BARRAGE.name: BARRAGE,
}
