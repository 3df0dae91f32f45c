"""A worker process (`python -m bot.table.worker_process`, started by `bot.table.workers`): it reads pickled
`(function, args)` calls from stdin and writes `(ok, result or error)` answers to stdout, in order, until its input
ends, which is also what happens when the bot process is gone. Drawings and computer players run in these."""

import contextlib
import logging
import os
import pickle
import struct
import sys
from typing import BinaryIO

from bot.table.kept import Kept, incoming

FRAME = struct.Struct("!I")
"""Every message on a worker's pipes is its pickle's length, then the pickle."""
log = logging.getLogger(__name__)


def read(source: BinaryIO, size: int) -> bytes | None:
    """Exactly `size` bytes, or None at the end of the input."""
    data = b""
    while len(data) < size:
        chunk = source.read(size - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def serve(source: BinaryIO, sink: BinaryIO) -> None:
    """Answer calls until the input ends; a call whose states this process does not keep as the bot's copy says
    (which would be a defect) ends the process, and the bot starts a new one with both tables empty."""
    kept = Kept()
    while True:
        header = read(source, FRAME.size)
        if header is None:
            return
        body = read(source, FRAME.unpack(header)[0])
        if body is None:
            return
        try:
            function, args = incoming(kept, pickle.loads(body))
        except Exception:
            log.exception("a call could not be read; the worker process stops")
            return
        try:
            answer: tuple[bool, object] = (True, function(*args))
        except Exception as error:
            log.exception("a call in a worker process failed")
            answer = (False, f"{type(error).__name__}: {error}")
        data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        try:
            sink.write(FRAME.pack(len(data)) + data)
            sink.flush()
        except BrokenPipeError:
            return  # the bot is gone (killed mid-call): nobody is left to answer


def main() -> None:
    """Answers go to a private copy of stdout; anything printed goes to stderr (the bot's log), never between two
    answers. The one argument lowers the process's scheduling priority by that much."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    os.nice(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
    sink = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    serve(sys.stdin.buffer, sink)
    with contextlib.suppress(BrokenPipeError):
        sink.close()  # an answer the gone bot never read is dropped here, not retried (and reported) at exit


if __name__ == "__main__":
    main()
