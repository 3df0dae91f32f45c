"""Reading the JSON files that describe Powerline; the only I/O the engine does."""

import json
from importlib import resources
from typing import Any

from engine.core.errors import DataError


def load_json(*parts: str) -> Any:
    path = resources.files("engine.powerline").joinpath("data", *parts)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read data file {'/'.join(parts)}: {exc}") from exc


def data_names(folder: str) -> list[str]:
    root = resources.files("engine.powerline").joinpath("data", folder)
    return sorted(p.name for p in root.iterdir() if p.name.endswith(".json"))
