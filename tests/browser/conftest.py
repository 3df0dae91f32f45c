"""Browser tests: `./dev play`'s own process (the local Discord, its page and the real bot) driven through
headless Chromium from Debian's packages by Playwright. Where Chromium is missing they are skipped, except on CI,
where that is a failure. Screenshots go to `build/screenshots/` for review."""

import asyncio
import os
import re
import shutil
import signal
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.async_api import Page, async_playwright

from harness.process import ROOT
from localdiscord import processes

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
"""Headless Chromium as root, with nothing reaching for the closed network."""
SCREENSHOTS = ROOT / "build" / "screenshots"
ADDRESS = re.compile(rb"Playing at (http://127\.0\.0\.1:\d+)/")
NO_BROWSER = f"headless Chromium (Debian's chromium, {CHROMIUM}) is needed for the browser tests"


@pytest.fixture
def chromium() -> str:
    if not os.access(CHROMIUM, os.X_OK):
        if os.environ.get("CI"):
            pytest.fail(NO_BROWSER)
        pytest.skip(NO_BROWSER)
    return CHROMIUM


@dataclass
class Playground:
    """`./dev play --no-browser` running on a free port with its games in `folder`."""

    folder: Path
    url: str = ""
    process: asyncio.subprocess.Process | None = None

    async def start(self, *args: str) -> None:
        """Start it, on the port it had before (the page keeps its place per address) or a free one."""
        port = self.url.rsplit(":", 1)[1] if self.url else "0"
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "localdiscord.play",
            "--no-browser",
            "--port",
            port,
            "--data",
            str(self.folder),
            *args,
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        assert self.process.stdout is not None
        seen = b""
        async with asyncio.timeout(90):
            while (found := ADDRESS.search(seen)) is None:
                line = await self.process.stdout.readline()
                if not line:
                    raise RuntimeError(f"./dev play stopped:\n{seen.decode()}\n{self.bot_log}")
                seen += line
        self.url = found.group(1).decode()

    async def stop(self) -> None:
        """Ctrl-C, as a person stops it: it stops the bot and saves before it exits."""
        if self.process is not None:
            await processes.stop(self.process, signal.SIGINT, grace=30)

    @property
    def bot_log(self) -> str:
        log = self.folder / "bot.log"
        return log.read_text(errors="replace") if log.exists() else ""


@pytest.fixture
async def playground(chromium: str, tmp_path: Path) -> AsyncIterator[Playground]:
    played = Playground(tmp_path / "play")
    await played.start()
    yield played
    await played.stop()
    assert "Traceback" not in played.bot_log, played.bot_log


@pytest.fixture
async def page(chromium: str, playground: Playground) -> AsyncIterator[Page]:
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=chromium, args=FLAGS)
        page = await browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        await page.goto(f"{playground.url}/")
        yield page
        await browser.close()
        assert not errors, errors


async def screenshot(page: Page, name: str) -> None:
    """The page as it is, at 1280 and at 400 px wide, saved for review."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width in (1280, 400):
        await page.set_viewport_size({"width": width, "height": 900})
        await page.screenshot(path=SCREENSHOTS / f"{name}-{width}.png")
    await page.set_viewport_size({"width": 1280, "height": 900})
