"""What a screen reader says of the pictures the bot posts over the wire: each one's description, in its reader's
language."""

from localdiscord.model import Message, gallery_items
from tests.words import speaks


def descriptions(message: Message) -> list[str | None]:
    """What a screen reader says for each picture of `message`: each media gallery item's description, and each
    attached image's own (an attachment that no gallery shows is shown by itself)."""
    images = [a for a in message.attachments if a.content_type.startswith("image/")]
    return [item.get("description") for item in gallery_items(message.components)] + [a.description for a in images]


def undescribed(messages: list[Message], lang: str) -> list[str]:
    """Each picture of `messages` without a description in `lang`, named by its message's first line."""
    return [
        f"{(m.texts() or [''])[0][:60]!r}: {said!r}"
        for m in messages
        for said in descriptions(m)
        if not said or not speaks(said, lang)
    ]


def pictures(messages: list[Message]) -> int:
    return sum(len(descriptions(m)) for m in messages)


class Heard:
    """A player's private answers as each one was shown (a picker is edited in place, so it is read at once)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.undescribed: list[str] = []
        self.pictures = 0

    def hear(self, message: Message) -> Message:
        self.undescribed += undescribed([message], self.lang)
        self.pictures += pictures([message])
        return message
