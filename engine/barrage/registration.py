"""Barrage, registered (`engine.registry`)."""

from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE
from engine.registry import Registration

REGISTRATION = Registration(
    rules=BARRAGE,
    title="Barrage",
    domains=("barrage", "barrage-engine"),
    test_config=BarrageConfig(players=2, seed=5),
    players=(min(load_rules().players), max(load_rules().players)),
)
