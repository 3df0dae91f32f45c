"""The harness's entry point for the bot process (wire tests and benchmarks only): on this directory's PYTHONPATH,
with BOT_PROFILE=prefix each process (the bot and its drawing workers) writes a cProfile to prefix.<pid> as it exits
(timed by the main thread's CPU clock with BOT_PROFILE_CPU=1, so waiting for a socket or the GIL does not count);
BOT_GC_LOG=prefix records each process's garbage collections, BOT_TRACEMALLOC=prefix its allocations and
BOT_CENSUS=prefix its objects counted by type (each after BOT_TRACEMALLOC_AFTER or BOT_CENSUS_AFTER seconds and at
exit). Production code never sees this file."""

import os
from collections.abc import Callable

_profile = os.environ.get("BOT_PROFILE")
if _profile:
    import atexit
    import cProfile
    import time

    _profiler = cProfile.Profile(time.thread_time) if os.environ.get("BOT_PROFILE_CPU") else cProfile.Profile()
    _profiler.enable()
    atexit.register(lambda: _profiler.dump_stats(f"{_profile}.{os.getpid()}"))

_gc_log = os.environ.get("BOT_GC_LOG")
if _gc_log:
    import atexit
    import gc
    import time

    _pauses: list[tuple[int, float]] = []
    _began = [0.0]

    def _timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            _began[0] = time.perf_counter()
        else:
            _pauses.append((info["generation"], time.perf_counter() - _began[0]))

    gc.callbacks.append(_timed)

    def _dump() -> None:
        with open(f"{_gc_log}.{os.getpid()}", "w") as out:
            out.writelines(f"{generation} {seconds:.6f}\n" for generation, seconds in _pauses)

    atexit.register(_dump)


def _early_and_at_exit(after_variable: str, record: Callable[[str], None]) -> None:
    """`record("early")` once the process has run the seconds in `after_variable` (120 by default), and
    `record("late")` as it exits: two pictures of one process to compare."""
    import atexit
    import threading

    timer = threading.Timer(float(os.environ.get(after_variable, "120")), record, ("early",))
    timer.daemon = True
    timer.start()
    atexit.register(record, "late")


_trace = os.environ.get("BOT_TRACEMALLOC")
if _trace:
    import tracemalloc

    tracemalloc.start(int(os.environ.get("BOT_TRACEMALLOC_FRAMES", "1")))

    def _snapshot(name: str) -> None:
        tracemalloc.take_snapshot().dump(f"{_trace}.{os.getpid()}.{name}")

    _early_and_at_exit("BOT_TRACEMALLOC_AFTER", _snapshot)

_census = os.environ.get("BOT_CENSUS")
if _census:
    import collections
    import gc

    def _count(name: str) -> None:
        counts = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())
        with open(f"{_census}.{os.getpid()}.{name}", "w") as out:
            out.writelines(f"{n} {kind}\n" for kind, n in counts.most_common())

    _early_and_at_exit("BOT_CENSUS_AFTER", _count)
