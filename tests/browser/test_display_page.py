"""The page shows things as Discord's clients do: images in the box Discord fits them in (a desktop's, a phone's),
each opening at full size on a click; a command Discord does not know refused in the composer; a link to a Discord
channel opened in the page; the phone's channel drawer closed by the ☰ that opened it."""

import re

from playwright.async_api import Page, expect

from bot.translator import SHARED_CATALOG
from harness.words import label, opening, wording
from tests.browser.conftest import Playground, screenshot
from tests.browser.table import DESKTOP, Table, shown

say, _ = wording(SHARED_CATALOG)
PHONE_HEIGHT = 400
"""A phone's box is the message column wide and this tall."""
PHONE_WIDTH = 360
"""A phone's window, CSS px."""
SIZES = "(i) => [[i.width, i.height], [i.naturalWidth, i.naturalHeight]]"


async def start_powerline(table: Table) -> None:
    """A solo Powerline game started from #games, its thread open."""
    lobby = await table.answer_to(lambda: table.slash("powerline start"), private=False)
    await table.click(label("start"), lobby)
    await table.open_thread(lobby)


async def test_images_fit_discords_box_and_open_full_size_on_click(page: Page) -> None:
    table = Table(page)
    await start_powerline(table)
    card = table.messages.filter(has_text=shown(opening("round-header", "rounds", round=1)))
    board = await table.answer_to(lambda: table.click(label("button-board")))
    for width in (1280, PHONE_WIDTH):
        await page.set_viewport_size({"width": width, "height": 800})
        for message in (card, board):
            for image in await table.images(message):
                box = DESKTOP if width > PHONE_WIDTH else (width, PHONE_HEIGHT)
                assert image.fits(*box), (width, image)

        full = page.locator("#viewer img")
        await board.locator("img").click()
        await expect(full).to_be_visible()
        drawn, natural = await full.evaluate(SIZES)
        assert drawn == natural
        await page.keyboard.press("Escape")
        await expect(full).to_be_hidden()
        await card.locator("img").click()
        await expect(full).to_be_visible()
        await full.click()
        await expect(full).to_be_hidden()
    await screenshot(page, "images")


async def test_an_unknown_command_is_refused_in_the_composer(page: Page) -> None:
    table = Table(page)
    text, refused = page.locator("#text"), page.locator("#composer .composer-error")
    await text.fill("/foo")
    await text.press("Enter")
    await expect(refused).to_contain_text("/foo")
    await text.fill("/powerlines   strat")
    await page.locator("#send").click()
    await expect(refused).to_contain_text("/powerlines strat")
    await expect(text).to_have_value("/powerlines   strat")
    await expect(page.locator("#command")).to_be_hidden()
    await expect(table.messages).to_have_count(0)
    await screenshot(page, "unknown-command")

    await text.fill("/powerlines   start")
    await page.locator("#send").click()
    await expect(page.locator("#command .chip")).to_have_text("/powerlines start")


async def test_a_discord_link_in_a_direct_message_opens_its_channel_in_the_page(
    page: Page, playground: Playground
) -> None:
    table = Table(page)
    await table.answer_to(lambda: table.slash("notify", all=say("notify-mode-on")))
    await start_powerline(table)
    thread = await page.locator("#channel-name").inner_text()

    await page.locator("#channels .channel", has_text="@").click()
    link = page.locator("#messages a[data-goto]").last
    await expect(link).to_have_text(re.compile(r"^https://discord\.com/channels/\d+/\d+$"))
    await link.click()
    await expect(page.locator("#channel-name")).to_have_text(thread)
    assert page.url == f"{playground.url}/"

    await page.locator("#channels .channel", has_text="@").click()
    await page.goto(f"{playground.url}{await link.get_attribute('href')}")
    await expect(page.locator("#channel-name")).to_have_text(thread)
    await expect(page).to_have_url(f"{playground.url}/")


async def test_the_menu_button_closes_the_drawer_it_opened(page: Page) -> None:
    await page.set_viewport_size({"width": PHONE_WIDTH, "height": 800})
    drawer, menu = page.locator("#sidebar"), page.locator("#menu")
    await expect(drawer).not_to_be_in_viewport()
    await menu.click()
    await expect(drawer).to_be_in_viewport(ratio=1)
    await menu.click()
    await expect(drawer).not_to_be_in_viewport()
    await menu.click()
    await page.locator("#channels .channel").first.click()
    await expect(drawer).not_to_be_in_viewport()
