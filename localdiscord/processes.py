"""Stopping a child process (the bot, `./dev play`) the way it expects: a signal it handles, a grace period to
shut down cleanly, and only then a kill."""

import asyncio
import signal


async def stop(process: asyncio.subprocess.Process, sig: int = signal.SIGTERM, grace: float = 15.0) -> None:
    if process.returncode is not None:
        return
    process.send_signal(sig)
    try:
        await asyncio.wait_for(process.wait(), grace)
    except TimeoutError:
        process.kill()
        await process.wait()
