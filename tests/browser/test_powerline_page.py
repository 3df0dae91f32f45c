"""A Powerline round in the playground's page, two local people at one browser: lobby, the planner's select
menus, and each person's private planner hidden from the other."""

from playwright.async_api import Locator, expect

from harness.words import label, opening
from tests.browser.conftest import screenshot
from tests.browser.table import STEP_MS, Table, shown

PLAN, SUBMIT, START_RED = label("button-plan"), label("button-submit"), label("button-start-red")


async def plan_round(table: Table) -> Locator:
    """From the newest round card: open the planner, start with red, pick the first spot (not the island) for
    each worker until the plan may be submitted. The planner."""
    planner = await table.answer_to(lambda: table.click(PLAN))
    if await table.button(START_RED, planner).is_visible():
        await table.changed(planner, lambda: table.click(START_RED, planner))
    while not await table.button(SUBMIT, planner).is_visible():
        menu = planner.locator(".select").first
        await expect(menu).to_be_visible(timeout=STEP_MS)
        values = await menu.locator(".option").evaluate_all("(all) => all.map((o) => o.dataset.value)")
        choice = next((v for v in values if v != "island"), values[0])
        await table.changed(planner, lambda menu=menu, choice=choice: table.choose(menu, choice))
    return planner


async def test_two_people_plan_a_round_and_see_only_their_own_planner(page):
    table = Table(page)
    lobby = await table.answer_to(lambda: table.slash("powerline start"), private=False)
    await table.switch_to("Grace")
    await table.changed(lobby, lambda: table.click(label("join"), lobby))
    await table.switch_to("Ada")
    await table.click(label("start"), lobby)
    await table.open_thread()

    planner = await plan_round(table)
    ada_planner = await planner.get_attribute("data-id")
    await screenshot(page, "powerline-planner")
    await table.changed(planner, lambda: table.click(SUBMIT, planner))

    await table.switch_to("Grace")
    await expect(page.locator("#channel-name")).to_contain_text("↳")
    await expect(table.messages.filter(has_text=label("button-plan"))).not_to_have_count(0)
    await expect(table.message(ada_planner or "")).to_have_count(0)
    planner = await plan_round(table)
    await table.changed(planner, lambda: table.click(SUBMIT, planner))
    round_two = opening("round-header", "rounds", round=2)
    await expect(table.messages.filter(has_text=shown(round_two))).not_to_have_count(0, timeout=STEP_MS)

    await table.switch_to("Ada")
    await expect(table.message(ada_planner or "")).to_have_count(1)


async def test_a_whole_solo_game_played_in_the_page(page):
    table = Table(page)
    lobby = await table.answer_to(lambda: table.slash("powerline start"), private=False)
    await table.click(label("start"), lobby)
    await table.open_thread()
    for round_ in range(1, 16):
        card = shown(opening("round-header", "rounds", round=round_))
        await expect(table.messages.filter(has_text=card)).not_to_have_count(0, timeout=STEP_MS)
        planner = await plan_round(table)
        await table.changed(planner, lambda planner=planner: table.click(SUBMIT, planner))
    over = shown(label("final-header", game=1))
    await expect(table.messages.filter(has_text=over)).to_have_count(1, timeout=STEP_MS)
    await screenshot(page, "powerline-over")
