"""A long benchmark's finished jobs, written down as they finish, so a run stopped part-way (a session ending, a
machine restarting) goes on from there instead of from the start.

The file's first line names the run (its arguments and a digest of the engine's source); a run that differs in
either refuses the file rather than mix its results with another's. Each later line is one job, its result and
the seconds spent on the run so far, which the next run adds to.
"""

import hashlib
import json
from pathlib import Path
from typing import Any


def source_digest(folder: Path) -> str:
    """The engine's code and data as they are now, committed or not."""
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(folder)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


class Progress:
    def __init__(self, path: Path, run: dict[str, Any]) -> None:
        self.path = path
        self.results: dict[str, Any] = {}
        self.seconds = 0.0
        header = json.dumps(run, sort_keys=True)
        if path.exists():
            first, *lines = path.read_text().splitlines()
            if first != header:
                raise SystemExit(f"{path} holds a run with other arguments or another engine: delete it to start over")
            for line in lines:
                job, result, self.seconds = json.loads(line)
                self.results[job] = result
        else:
            path.write_text(header + "\n")

    @staticmethod
    def key(job: Any) -> str:
        return json.dumps(job)

    def todo(self, jobs: list[Any]) -> list[Any]:
        return [job for job in jobs if self.key(job) not in self.results]

    def record(self, job: Any, result: Any, seconds: float) -> None:
        """Keep one finished job; `seconds` is this run's time so far, to which earlier runs' time is added."""
        self.results[self.key(job)] = result
        with self.path.open("a") as file:
            file.write(json.dumps([self.key(job), result, self.elapsed(seconds)]) + "\n")

    def result(self, job: Any) -> Any:
        return self.results[self.key(job)]

    def elapsed(self, seconds: float) -> float:
        return self.seconds + seconds

    def finish(self) -> None:
        self.path.unlink()
