"""A drawing process (`python -m bot.table.draw_worker`, started by `bot.table.drawing`): it reads pickled
`(function, args)` calls from stdin and writes `(ok, bytes or error)` answers to stdout, in order, until its input
ends, which is also what happens when the bot process is gone.

After `IDLE_SECONDS` without a call it empties its caches and hands the freed heap back to the system (glibc keeps
freed memory otherwise): a quiet bot then costs little more than its fonts and plates, and the next drawing
fills the caches again."""

import ctypes
import logging
import os
import pickle
import select
import struct
import sys
from collections.abc import Callable
from typing import BinaryIO

from render.core.cache import release_all

FRAME = struct.Struct("!I")
"""Every message on a worker's pipes is its pickle's length, then the pickle."""
IDLE_SECONDS = 60.0
"""How long without a call before the caches are let go: the first preview after that takes about 270 ms
instead of 5-70 ms (plates and palettes drawn again), so only a quiet bot pays it."""

log = logging.getLogger(__name__)


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none (musl, macOS): there freeing is all we do."""
    try:
        return ctypes.CDLL(None).malloc_trim
    except (AttributeError, OSError):
        return None


def release() -> None:
    """Let go of every cache and return the freed heap."""
    release_all()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def read(source: BinaryIO, size: int) -> bytes | None:
    """Exactly `size` bytes (None at the end of the input); `source` is unbuffered, so a short read is normal."""
    data = b""
    while len(data) < size:
        chunk = source.read(size - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def wait(source: BinaryIO, idle: float) -> bool:
    """Whether input came within `idle` seconds (an unbuffered pipe holds nothing Python has read ahead)."""
    ready, _, _ = select.select([source], [], [], idle)
    return bool(ready)


def serve(source: BinaryIO, sink: BinaryIO, idle: float = IDLE_SECONDS) -> None:
    drawn = False
    while True:
        if drawn and not wait(source, idle):
            release()  # then blocks below until the next call: one release per quiet spell
        header = read(source, FRAME.size)
        if header is None:
            return
        body = read(source, FRAME.unpack(header)[0])
        if body is None:
            return
        drawn = True
        try:
            function, args = pickle.loads(body)
            answer: tuple[bool, object] = (True, function(*args))
        except Exception as error:
            log.exception("drawing failed")
            answer = (False, f"{type(error).__name__}: {error}")
        data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        sink.write(FRAME.pack(len(data)) + data)
        sink.flush()


def main() -> None:
    """Answers go to a private copy of stdout; anything printed goes to stderr (the bot's log), never between two
    answers."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    sink = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    serve(os.fdopen(sys.stdin.fileno(), "rb", buffering=0), sink)


if __name__ == "__main__":
    main()
