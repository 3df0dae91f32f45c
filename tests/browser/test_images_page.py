"""Every kind of image the bot attaches to a message of its own, loaded in the playground's page: the local Discord
serves each upload with the content type its file name says, as Discord does, and the page draws it in Discord's
box. The images of running games (Powerline's board and round summary, Barrage's map, company and shared boards),
then those of a finished Power Lines match (the leaderboard, the stats and a replay's GIF), and the Rematch reply's
link to the new lobby."""

import asyncio
import re
from functools import partial

from playwright.async_api import Locator, Page, expect

from bot.translator import SHARED_CATALOG
from harness.words import ba_label, label, opening, pl_label, wording
from tests.browser.conftest import Playground, screenshot
from tests.browser.table import DESKTOP, STEP_MS, Table, shown
from tests.browser.test_power_lines_page import OVER, TILES, play_to_the_end
from tests.browser.test_powerline_page import SUBMIT, plan_round

say, _ = wording(SHARED_CATALOG)


async def loads(table: Table, message: Locator, kind: str = ".png") -> None:
    """Every image of `message` loaded from a file of `kind`, and drawn in Discord's desktop box."""
    for image in await table.images(message):
        assert image.src.endswith(kind), image
        assert image.fits(*DESKTOP), image


async def once_recorded(table: Table, command: str) -> Locator:
    """The reply to `/command` once it has a picture of the finished match: the bot records a game once its last
    posts are out, a moment after its final card, so until then it answers that there is none, and it is asked
    again, as a person would."""
    async with asyncio.timeout(STEP_MS / 1000):
        while True:
            reply = await table.answer_to(partial(table.slash, command))
            if await reply.locator("img").count():
                return reply


async def test_the_images_of_running_games_load(page: Page) -> None:
    table = Table(page)
    lobby = await table.answer_to(lambda: table.slash("powerline start"), private=False)
    await table.click(label("start"), lobby)
    await table.open_thread(lobby)
    await loads(table, await table.answer_to(lambda: table.click(label("button-board"))))
    planner = await plan_round(table)
    await table.changed(planner, lambda: table.click(SUBMIT, planner))
    built = table.messages.filter(has_text=shown(opening("resolved", "dice", round=1)))
    await expect(built).to_have_count(1, timeout=STEP_MS)
    await loads(table, built)
    confirm = await table.answer_to(lambda: table.slash("powerline cancel"))
    await table.changed(confirm, lambda: table.click(say("cancel-yes"), confirm))

    await page.locator("#channels .channel", has_text="# games").click()
    first_lobby = table.messages.filter(has_text=label("lobby-title", title="Powerline", game=1))
    await expect(first_lobby).to_have_count(1, timeout=STEP_MS)  # the channel is drawn before its newest is taken
    await table.open_against_computer("barrage start", ba_label("start"), "random")
    for command in ("barrage map", "barrage company", "barrage boards"):
        await loads(table, await table.answer_to(partial(table.slash, command)))
    await screenshot(page, "barrage-boards")


async def test_a_finished_matchs_images_load_and_its_rematch_link_stays_in_the_page(
    page: Page, playground: Playground
) -> None:
    table = Table(page)
    await table.open_against_computer("powerlines start", pl_label("start"), "random")
    assert await play_to_the_end(table) == TILES
    final = table.messages.filter(has_text=OVER)
    reply = await table.answer_to(lambda: table.click(say("button-rematch"), final))
    link = reply.locator("a[data-goto]")
    await expect(link).to_have_text(re.compile(r"^https://discord\.com/channels/\d+/\d+/\d+$"))
    lobby = table.message(await link.get_attribute("data-message") or "")
    await link.click()
    await expect(page.locator("#channel-name")).to_have_text("# games")
    await expect(lobby).to_have_class(re.compile(r"\bjumped\b"))
    await expect(lobby).to_be_in_viewport()
    assert page.url == f"{playground.url}/"

    await loads(table, await once_recorded(table, "leaderboard"))
    await loads(table, await table.answer_to(lambda: table.slash("stats")))
    games = await table.answer_to(lambda: table.slash("history"))
    await loads(table, await table.answer_to(lambda: table.choose(games.locator(".select"))), ".gif")
    await screenshot(page, "history-replay")
