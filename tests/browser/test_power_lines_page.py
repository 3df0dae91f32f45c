"""A whole Power Lines match against the computer, played by clicking the playground's page."""

from playwright.async_api import expect

from tests.browser.conftest import screenshot
from tests.browser.table import STEP_MS, Table
from tests.wire.turns import TAKE
from tests.words import pl_label, pl_opening

OVER = pl_label("final-header", game=1).replace("**", "").removeprefix("🏁 ")
NEXT_CARD = """([label, used, over]) => {
  const all = [...document.querySelectorAll('#messages .msg')];
  if (all.some((m) => m.innerText.includes(over))) return 'over';
  const cards = all.filter((m) => [...m.querySelectorAll('button.btn')]
    .some((b) => b.textContent === label && !b.disabled));
  const card = cards[cards.length - 1];
  return card && !used.includes(card.dataset.id) ? card.dataset.id : false;
}"""


async def test_a_match_against_the_computer_played_to_its_end_in_the_page(page):
    table = Table(page)
    lobby = await table.answer_to(lambda: table.slash("powerlines start"), private=False)
    await table.changed(lobby, lambda: table.choose(table.menu(":bots", lobby), "strong"))
    await table.click(pl_label("start"), lobby)
    await table.open_thread()
    used: list[str] = []
    while True:
        found = await page.wait_for_function(NEXT_CARD, arg=[TAKE, used, OVER], timeout=STEP_MS)
        card = await found.json_value()
        if card == "over":
            break
        used.append(card)
        assert len(used) <= 16
        picker = await table.answer_to(lambda card=card: table.click(TAKE, table.message(card)))
        for _ in range(2):
            menu = picker.locator(".select").last
            await expect(menu.locator(".placeholder")).to_be_visible(timeout=STEP_MS)
            await table.changed(picker, lambda menu=menu: table.choose(menu))
        await table.changed(picker, lambda picker=picker: table.click(pl_label("button-place"), picker))
        await expect(picker).to_contain_text(pl_opening("placed-ok", "tile"))
    assert len(used) == 16
    await expect(table.messages.filter(has_text=OVER)).to_have_count(1)
    await screenshot(page, "power-lines-over")
