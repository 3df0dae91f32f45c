"""The gateway websocket: HELLO, IDENTIFY and READY, GUILD_CREATE, heartbeats, RESUME with the events the
bot missed, and the faults a real gateway shows (a dropped socket, op 7 reconnect, op 9 invalid session).

A bot that identifies with shards (`"shard": [id, count]`) gets the servers of its shard in READY, and each event
goes to the session of its server's shard, as Discord routes them: (guild_id >> 22) % count."""

import asyncio
import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 7, 9, 10, 11
ACK_DELAY = 0.02
"""Seconds before a heartbeat is acknowledged, as a network's round trip would take: discord.py notes when it sent
a heartbeat only once the send has finished, so an answer faster than that reads as a whole interval late ("Can't
keep up … 41.3s behind" at every beat)."""


def shard_of(guild_id: int | str | None, count: int) -> int:
    return 0 if guild_id is None else (int(guild_id) >> 22) % count


@dataclass
class Session:
    id: str
    seq: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    socket: web.WebSocketResponse | None = None
    shard: tuple[int, int] | None = None
    """(shard id, shard count) of a sharded bot's session."""


class Gateway:
    def __init__(
        self,
        token: str,
        heartbeat_ms: int,
        ready: Callable[[tuple[int, int] | None], list[tuple[str, dict[str, Any]]]],
    ) -> None:
        """`ready` gives the READY event and what follows it (GUILD_CREATE per guild) for a new session of a shard
        (None: an unsharded bot, every server)."""
        self.token = token
        self.heartbeat_ms = heartbeat_ms
        self.ready = ready
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None
        """The session last identified or resumed: the one the faults below act on."""
        self.by_shard: dict[int, Session] = {}
        self.identified = 0
        self.resumed = 0
        self.heartbeats = 0
        self._acks: set[asyncio.Task[None]] = set()
        self.connected = asyncio.Event()
        self.resumes = asyncio.Event()
        """Cleared, a RESUME waits before it is answered (`hold_resumes`): the bot stays between sessions."""
        self.resumes.set()

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(autoping=True)
        await socket.prepare(request)
        await socket.send_json({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_ms}})
        session: Session | None = None
        try:
            async for frame in socket:
                if frame.type != WSMsgType.TEXT:
                    continue
                message = json.loads(frame.data)
                op, data = message.get("op"), message.get("d")
                if op == HEARTBEAT:
                    self.heartbeats += 1
                    ack = asyncio.create_task(self._acknowledge(socket))
                    self._acks.add(ack)
                    ack.add_done_callback(self._acks.discard)
                elif op == IDENTIFY:
                    session = await self._identify(socket, data)
                elif op == RESUME:
                    session = await self._resume(socket, data)
        finally:
            if session is not None and session.socket is socket:
                session.socket = None
                self.connected.clear()
        return socket

    async def _acknowledge(self, socket: web.WebSocketResponse) -> None:
        await asyncio.sleep(ACK_DELAY)
        if not socket.closed:
            try:
                await socket.send_json({"op": HEARTBEAT_ACK})
            except ConnectionError:
                log.info("gateway: a heartbeat's ack found the socket gone")

    async def _identify(self, socket: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.token:
            await socket.close(code=4004, message=b"Authentication failed.")
            return None
        shard = (int(data["shard"][0]), int(data["shard"][1])) if data.get("shard") else None
        session = Session(secrets.token_hex(8), socket=socket, shard=shard)
        self.sessions[session.id] = session
        self.current = session
        if shard is not None:
            self.by_shard[shard[0]] = session
        self.identified += 1
        for name, payload in self.ready(shard):
            if name == "READY":
                payload = {**payload, "session_id": session.id}
            await self._send(session, name, payload)
        self.connected.set()
        return session

    async def _resume(self, socket: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        await self.resumes.wait()
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.token:
            await socket.send_json({"op": INVALID_SESSION, "d": False})
            return None
        session.socket = socket
        self.current = session
        if session.shard is not None:
            self.by_shard[session.shard[0]] = session
        self.resumed += 1
        for event in session.events:
            if event["s"] > data.get("seq", 0):
                await socket.send_json(event)
        await self._send(session, "RESUMED", {})
        self.connected.set()
        return session

    async def _send(self, session: Session, name: str, payload: dict[str, Any]) -> None:
        session.seq += 1
        event = {"op": DISPATCH, "t": name, "s": session.seq, "d": payload}
        session.events.append(event)
        if session.socket is not None and not session.socket.closed:
            try:
                await session.socket.send_json(event)
            except ConnectionError:
                log.info("gateway: %s kept for resume", name)

    async def dispatch(self, name: str, payload: dict[str, Any]) -> None:
        """Send an event to the bot (to its server's shard); while it is disconnected, the event waits for its
        RESUME."""
        if self.current is None:
            raise RuntimeError("the bot never identified")
        session = self.current
        if self.by_shard:
            count = next(iter(self.by_shard.values())).shard[1]  # type: ignore[index]
            shard = shard_of(payload.get("guild_id"), count)
            if shard not in self.by_shard:
                raise RuntimeError(f"no session for shard {shard}")
            session = self.by_shard[shard]
        await self._send(session, name, payload)

    # -- faults ----------------------------------------------------------------------------------------
    async def drop(self) -> None:
        """The connection breaks without a goodbye: the bot reconnects and resumes."""
        if self.current is not None and self.current.socket is not None:
            await self.current.socket.close(code=4000, message=b"dropped by test")

    def hold_resumes(self) -> None:
        """RESUMEs wait unanswered until `release_resumes`, so a dropped session stays down."""
        self.resumes.clear()

    def release_resumes(self) -> None:
        self.resumes.set()

    async def reconnect(self) -> None:
        """Op 7: Discord asks the bot to reconnect and resume."""
        if self.current is not None and self.current.socket is not None:
            await self.current.socket.send_json({"op": RECONNECT, "d": None})

    async def invalidate(self) -> None:
        """Op 9 (not resumable): the bot must identify again."""
        if self.current is not None and self.current.socket is not None:
            self.sessions.pop(self.current.id, None)
            await self.current.socket.send_json({"op": INVALID_SESSION, "d": False})
