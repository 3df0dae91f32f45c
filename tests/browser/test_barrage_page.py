"""Barrage in the playground's page: a lobby with a computer seat, a turn chosen step by step with Undo and
Confirm, the computer's answer, and the game still there after `./dev play` is stopped and started again."""

from playwright.async_api import Locator, expect

from harness.turns import TAKE
from harness.words import ba_label
from tests.browser.conftest import Playground, screenshot
from tests.browser.table import STEP_MS, Table, shown
from tests.wire.barrage import CONFIRM

CONTROLS = ".btn[data-custom-id], .select[data-custom-id]"
FIRST_PICK = "(all) => all.findIndex((c) => /^(c\\d+|s)$/.test(c.dataset.customId.split(':').pop()))"
"""Of the picker's controls, the first for the pending decision: an option button (c0, c1…) or the select menu."""


async def first_pick(picker: Locator) -> Locator:
    controls = picker.locator(CONTROLS)
    await expect(controls.first).to_be_visible(timeout=STEP_MS)
    index = await controls.evaluate_all(FIRST_PICK)
    assert index >= 0, await picker.inner_text()
    return controls.nth(index)


async def choose_first(table: Table, picker: Locator) -> None:
    pick = await first_pick(picker)
    if "select" in (await pick.get_attribute("class") or ""):
        await table.changed(picker, lambda: table.choose(pick))
    else:
        await table.changed(picker, lambda: pick.click())


async def text_of(picker: Locator) -> str:
    return await picker.locator(".container .text").first.inner_text()


async def test_a_turn_with_undo_and_confirm_against_a_computer_seat(page, playground: Playground):
    table = Table(page)
    await table.open_against_computer("barrage start", ba_label("start"), "random")

    card = table.messages.filter(has=page.get_by_role("button", name=TAKE, exact=True)).last
    picker = await table.answer_to(lambda: table.click(TAKE, card))
    await choose_first(table, picker)
    first = await text_of(picker)
    await choose_first(table, picker)
    await table.changed(picker, lambda: table.click(ba_label("button-undo"), picker))
    assert await text_of(picker) == first
    while not await table.button(CONFIRM, picker).is_visible():
        await choose_first(table, picker)
    await screenshot(page, "barrage-turn")
    taken = await card.get_attribute("data-id")
    await table.changed(picker, lambda: table.click(CONFIRM, picker))
    newest = table.messages.filter(has=page.get_by_role("button", name=TAKE, exact=True)).last
    await expect(newest).not_to_have_attribute("data-id", taken or "", timeout=STEP_MS)
    await expect(newest).to_be_visible(timeout=STEP_MS)  # a new card: the computer answered

    await playground.stop()
    await playground.start()
    await page.goto(f"{playground.url}/")
    await expect(page.locator("#channel-name")).to_contain_text("↳")
    card = table.messages.filter(has=page.get_by_role("button", name=TAKE, exact=True)).last
    picker = await table.answer_to(lambda: table.click(TAKE, card))
    await first_pick(picker)


OVER = shown(ba_label("final-header", game=1))


async def test_a_whole_game_against_the_computer_played_in_the_page(page):
    table = Table(page)
    await table.open_against_computer("barrage start", ba_label("start"), "greedy")
    async for card in table.cards(TAKE, OVER, most=60):
        picker = await table.answer_to(lambda card=card: table.click(TAKE, card))
        shortlist = picker.locator('.btn[data-custom-id$=":t0"]')
        if await shortlist.count():
            await table.changed(picker, lambda shortlist=shortlist: shortlist.click())
        while not await table.button(CONFIRM, picker).is_visible():
            await choose_first(table, picker)
        await table.changed(picker, lambda picker=picker: table.click(CONFIRM, picker))
    await screenshot(page, "barrage-over")
