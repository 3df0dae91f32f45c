"""The views the table sends. Their controls are answered by the table's routes (`routes.clicked`, matched by
custom id), never by the view object, so discord.py must not keep them: it stores every
sent view that has a button or select, and a view without a timeout is never dropped (an ephemeral planner is
never deleted). Kept, they grew the bot by about 9 MB a minute under load, each click also ran a no-op callback."""

import discord


class SentView(discord.ui.View):
    """A classic view (rows of buttons and selects) that discord.py does not store."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


class SentLayout(discord.ui.LayoutView):
    """A Components V2 layout that discord.py does not store."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False
