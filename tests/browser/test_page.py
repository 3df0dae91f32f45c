"""The playground's page itself: autocompletion from the bot, a private reply seen by its person only (and
dismissed), and the local people speaking the language `./dev play --lang` gives them."""

from playwright.async_api import Page, expect

from bot.translator import SHARED_CATALOG
from harness.words import pl_label, wording
from tests.browser.conftest import Playground, screenshot
from tests.browser.table import STEP_MS, Table

say, _ = wording(SHARED_CATALOG)


async def test_an_autocompleted_option_and_a_private_reply_only_its_person_sees(page: Page) -> None:
    table = Table(page)
    await page.locator("#text").fill("/leaderboard")
    await page.locator('#suggestions .suggestion[data-label="/leaderboard"]').click()
    await page.locator('#command .field[data-option="season"] input').fill("all")
    offered = page.locator("#suggestions .suggestion", has_text=say("season-all"))
    await expect(offered).to_be_visible(timeout=STEP_MS)
    await offered.click()
    reply = await table.answer_to(lambda: page.locator("#send").click())
    await expect(reply).to_contain_text(say("leaderboard-none"))
    await screenshot(page, "private-reply")

    await table.switch_to("Grace")
    await expect(page.locator("#messages")).not_to_contain_text(say("leaderboard-none"))
    await table.switch_to("Ada")
    await expect(reply).to_be_visible()
    await reply.get_by_role("button", name="Dismiss message").click()
    await expect(reply).to_have_count(0)


async def test_the_local_people_speak_the_language_play_was_given(page: Page, playground: Playground) -> None:
    await playground.stop()
    await playground.start("--lang", "de")
    await page.reload()
    table = Table(page)
    lobby = await table.answer_to(lambda: table.slash("powerlines starten"), private=False)
    await expect(table.button(pl_label("join", "de"), lobby)).to_be_visible()
    await expect(page.locator("html")).to_have_attribute("lang", "de")
    await expect(page.locator("#send")).to_have_text("Senden")
    await screenshot(page, "lobby-de")


async def test_commands_are_picked_and_filled_from_the_keyboard(page: Page) -> None:
    table = Table(page)
    text = page.locator("#text")
    await text.type("/powerlines st")
    offered = page.locator("#suggestions .suggestion")
    await expect(offered.first).to_have_attribute("data-label", "/powerlines start")
    await text.press("ArrowDown")
    await text.press("ArrowUp")
    await text.press("Enter")
    await expect(page.locator("#command .chip")).to_have_text("/powerlines start")
    await page.keyboard.press("Escape")
    await expect(page.locator("#command")).to_be_hidden()
    await text.type("/powerlines start")
    await text.press("Tab")
    lobby = await table.answer_to(lambda: page.keyboard.press("Enter"), private=False)
    await expect(lobby).to_contain_text("/powerlines start")
    await page.set_viewport_size({"width": 400, "height": 800})
    await page.locator("#menu").click()
    await table.switch_to("Linus")
    await page.locator("#messages").click(position={"x": 40, "y": 300})  # the channel the drawer pushed aside
    await expect(page.locator("#sidebar")).not_to_be_in_viewport()
