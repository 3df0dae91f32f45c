"""Powerline (Dirk Henn, Queen Games 2022): a roll-and-build for 1-6 players, played simultaneously."""

from engine.powerline.config import PowerlineConfig, Variants
from engine.powerline.game import POWERLINE, PowerlineRules
from engine.powerline.plan import Placement, Plan, SubmitPlan
from engine.powerline.state import PlayerState, PowerlineState

__all__ = [
    "POWERLINE",
    "Placement",
    "Plan",
    "PlayerState",
    "PowerlineConfig",
    "PowerlineRules",
    "PowerlineState",
    "SubmitPlan",
    "Variants",
]
