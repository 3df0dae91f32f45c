"""A whole Power Lines match against the computer, played by clicking the playground's page."""

from functools import partial

from playwright.async_api import Page, expect

from harness.turns import TAKE
from harness.words import pl_label, pl_opening
from tests.browser.conftest import screenshot
from tests.browser.table import STEP_MS, Table, shown

OVER = shown(pl_label("final-header", game=1))
TILES = 16
"""The tiles one person places in a match."""


async def play_to_the_end(table: Table) -> int:
    """Place each of the person's tiles with the first option of each of the picker's menus until the match is over;
    how many were placed."""
    placed = 0
    async for card in table.cards(TAKE, OVER, most=TILES):
        placed += 1
        picker = await table.answer_to(partial(table.click, TAKE, card))
        for _ in range(2):
            menu = picker.locator(".select").last
            await expect(menu.locator(".placeholder")).to_be_visible(timeout=STEP_MS)
            await table.changed(picker, partial(table.choose, menu))
        await table.changed(picker, partial(table.click, pl_label("button-place"), picker))
        await expect(picker).to_contain_text(pl_opening("placed-ok", "tile"))
    return placed


async def test_a_match_against_the_computer_played_to_its_end_in_the_page(page: Page) -> None:
    table = Table(page)
    await table.open_against_computer("powerlines start", pl_label("start"), "strong")
    assert await play_to_the_end(table) == TILES
    await expect(table.messages.filter(has_text=OVER)).to_have_count(1)
    await screenshot(page, "power-lines-over")
