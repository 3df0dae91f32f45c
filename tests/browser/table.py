"""The playground's page as a person uses it in headless Chromium: slash commands typed in the composer, buttons
and select menus clicked, what the channel shows read back. Every step waits for what the page shows, as a person
would, never on a timer."""

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

from playwright.async_api import Locator, Page, expect

STEP_MS = 20_000
"""The longest a step may take to show its answer: computer turns and drawn boards included."""

NEWEST_ID = """(kind) => {
  const all = document.querySelectorAll(`#messages .msg${kind}`);
  return all.length ? all[all.length - 1].dataset.id : '0';
}"""
NEWER = """([id, kind]) => [...document.querySelectorAll(`#messages .msg${kind}`)]
  .some((m) => BigInt(m.dataset.id) > BigInt(id))"""


def shown(markdown: str) -> str:
    """A line of the bot's as the page shows it: bold marks gone, from its first word (past a leading emoji)."""
    text = markdown.replace("**", "")
    return text.split(" ", 1)[1] if text and not text[0].isalnum() else text


NEXT_CARD = """([label, used, over]) => {
  const all = [...document.querySelectorAll('#messages .msg')];
  if (all.some((m) => m.innerText.includes(over))) return 'over';
  const cards = all.filter((m) => [...m.querySelectorAll('button.btn')]
    .some((b) => b.textContent === label && !b.disabled));
  const card = cards[cards.length - 1];
  return card && !used.includes(card.dataset.id) ? card.dataset.id : false;
}"""


DESKTOP = (550, 350)
"""The box Discord's desktop client fits a message's image (or a media gallery's one item) in, CSS px
(docs/display.md)."""
LOADED = """(id) => {
  const all = [...document.querySelectorAll(`#messages .msg[data-id="${id}"] img`)];
  return all.length > 0 && all.every((i) => i.complete && i.naturalWidth > 0);
}"""
DRAWN = """(all) => all.map((i) => {
  const box = i.getBoundingClientRect();
  return [i.currentSrc, i.naturalWidth, i.naturalHeight, box.width, box.height, i.parentElement.clientWidth];
})"""


@dataclass(frozen=True)
class Drawn:
    """An image as the page draws it: its file's size, the size it is drawn at, the width of the column it is in."""

    src: str
    width: int
    height: int
    drawn_width: float
    drawn_height: float
    column: float

    def fits(self, width: float, height: float) -> bool:
        """Drawn as Discord draws an image in a `width` x `height` box (the column's width at most): whole, its
        aspect ratio kept, never enlarged."""
        scale = min(1.0, min(width, self.column) / self.width, height / self.height)
        return abs(self.drawn_width - self.width * scale) <= 1 and abs(self.drawn_height - self.height * scale) <= 1


class Table:
    def __init__(self, page: Page) -> None:
        self.page = page

    @property
    def messages(self) -> Locator:
        return self.page.locator("#messages .msg")

    def message(self, message_id: str) -> Locator:
        return self.page.locator(f'#messages .msg[data-id="{message_id}"]')

    async def slash(self, command: str, **options: str) -> None:
        """Type `/command`, pick it from the suggestions, fill its options by name, send it."""
        await self.page.locator("#text").fill(f"/{command}")
        await self.page.locator(f'#suggestions .suggestion[data-label="/{command}"]').click()
        for name, value in options.items():
            field = self.page.locator(f'#command .field[data-option="{name}"]')
            control = field.locator("select")
            if await control.count():
                await control.select_option(label=value)
            else:
                await field.locator("input").fill(value)
        await self.page.locator("#send").click()

    async def answer_to(self, action: Callable[[], Awaitable[None]], private: bool = True) -> Locator:
        """Do `action` and wait for the message it brings, once the bot is no longer thinking about it: the newest
        private one after it (a picker, a planner) or, not `private`, the newest of all (a lobby)."""
        kind = ".ephemeral" if private else ""
        before = await self.page.evaluate(NEWEST_ID, kind)
        await action()
        await self.page.wait_for_function(NEWER, arg=[before, kind], timeout=STEP_MS)
        message = self.message(await self.page.evaluate(NEWEST_ID, kind))
        await expect(message.locator(".thinking")).to_have_count(0, timeout=STEP_MS)
        return message

    async def images(self, message: Locator) -> list[Drawn]:
        """The images of `message` (one at least), once every one has loaded, as the page draws them."""
        await self.page.wait_for_function(LOADED, arg=await message.get_attribute("data-id"), timeout=STEP_MS)
        return [Drawn(*row) for row in await message.locator("img").evaluate_all(DRAWN)]

    async def changed(self, message: Locator, action: Callable[[], Awaitable[None]]) -> None:
        """Do `action` and wait until `message` is drawn again (the bot edited it)."""
        before = await message.get_attribute("data-rev")
        await action()
        await expect(message).not_to_have_attribute("data-rev", before or "", timeout=STEP_MS)

    def button(self, label: str, within: Locator | None = None) -> Locator:
        scope = within if within is not None else self.page.locator("#messages")
        return scope.get_by_role("button", name=label, exact=True).last

    async def click(self, label: str, within: Locator | None = None) -> None:
        button = self.button(label, within)
        await expect(button).to_be_enabled(timeout=STEP_MS)
        await button.click()

    def menu(self, custom_id_end: str, within: Locator | None = None) -> Locator:
        scope = within if within is not None else self.page.locator("#messages")
        return scope.locator(f'.select[data-custom-id$="{custom_id_end}"]').last

    async def choose(self, menu: Locator, *values: str) -> None:
        """Open a select menu and pick `values` (the first offered when none); with several, close it to send."""
        await menu.locator(".select-box").click()
        if not values:
            await menu.locator(".option").first.click()
            return
        for value in values:
            await menu.locator(f'.option[data-value="{value}"]').click()
        if await menu.locator(".select-menu").is_visible():
            await menu.locator(".select-box").click()

    async def cards(self, label: str, over: str, most: int) -> AsyncIterator[Locator]:
        """Each new message with an enabled `label` button (a turn card), as it comes, until a message says `over`;
        the caller plays each before the next. At most `most` of them."""
        used: list[str] = []
        while True:
            found = await self.page.wait_for_function(NEXT_CARD, arg=[label, used, over], timeout=STEP_MS)
            card = await found.json_value()
            if card == "over":
                return
            used.append(card)
            assert len(used) <= most, f"more than {most} cards"
            yield self.message(card)

    async def switch_to(self, person: str) -> None:
        await self.page.locator("#person").select_option(label=person)
        await expect(self.page.locator("#header-person")).to_have_text(person)

    async def open_against_computer(self, command: str, start: str, level: str) -> None:
        """Run `/command`, seat a computer player of `level` from the lobby's menu, press `start` and go to the
        game's thread."""
        lobby = await self.answer_to(lambda: self.slash(command), private=False)
        await self.changed(lobby, lambda: self.choose(self.menu(":bots", lobby), level))
        await self.click(start, lobby)
        await self.open_thread(lobby)

    async def open_thread(self, lobby: Locator | None = None) -> None:
        """The thread `lobby` started (by default the channel's newest), from its link under that message."""
        scope = lobby if lobby is not None else self.page.locator("#messages")
        link = scope.locator(".thread-link").last
        await expect(link).to_be_visible(timeout=STEP_MS)
        await link.click()
        await expect(self.page.locator("#channel-name")).to_contain_text("↳")
