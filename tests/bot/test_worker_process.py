"""A worker process whose bot is gone exits quietly, even in the middle of a call (#57): killing the bot left
`BrokenPipeError` tracebacks from every busy worker in the log."""

import pickle
import subprocess
import sys
import time

from bot.table.kept import Kept, outgoing
from bot.table.worker_process import FRAME


def test_a_worker_whose_bot_died_mid_call_exits_without_a_traceback():
    worker = subprocess.Popen(
        [sys.executable, "-m", "bot.table.worker_process"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert worker.stdin is not None and worker.stdout is not None and worker.stderr is not None
    payload = pickle.dumps(outgoing(Kept(), time.sleep, (0.5,)), pickle.HIGHEST_PROTOCOL)
    worker.stdin.write(FRAME.pack(len(payload)) + payload)
    worker.stdin.flush()
    worker.stdout.close()  # the bot dies while the worker sleeps: nobody reads its answer
    worker.stdin.close()
    assert worker.wait(timeout=10) == 0
    logged = worker.stderr.read().decode()
    assert "Traceback" not in logged and "BrokenPipeError" not in logged, logged
