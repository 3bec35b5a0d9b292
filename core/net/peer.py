"""One connection to a client, as the host keeps it: what waits to be sent (bounded: a
peer that does not read is dropped, the host never buffers for it without limit), the
rate its messages come at, and the seat it plays once its `hello` was accepted."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from core.net.limits import Limits, RateLimit
from core.net.protocol import encode

log = logging.getLogger(__name__)


class Peer:
    def __init__(self, ws: ServerConnection, limits: Limits):
        self.ws = ws
        address = ws.remote_address
        self.address = str(address[0]) if address else "?"
        self.seat: int | None = None
        self.rate = RateLimit(limits.rate, limits.burst)
        self._limits = limits
        self._outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self._queued_bytes = 0
        self._closed = False
        self.why_closed = ""
        self._writer = asyncio.create_task(self._write(), name=f"peer {self.address}")

    @property
    def closed(self) -> bool:
        return self._closed

    def send(self, message: msgspec.Struct) -> None:
        """Queue `message`; a peer whose queue is over the limits is dropped."""
        if self._closed:
            return
        text = encode(message)
        if (self._outbox.qsize() >= self._limits.outbox_messages
                or self._queued_bytes + len(text) > self._limits.outbox_bytes):
            self.drop("it does not read what it is sent")
            return
        self._queued_bytes += len(text)
        self._outbox.put_nowait(text)

    def finish(self, message: msgspec.Struct | None = None, code: int = 1000) -> None:
        """Send `message` (if any), then close once everything queued is sent."""
        if self._closed:
            return
        if message is not None:
            self.send(message)
        self._outbox.put_nowait(None)
        self._close_code = code

    def drop(self, why: str) -> None:
        """Close at once, whatever is still queued (the transport is aborted)."""
        if self._closed:
            return
        self._closed = True
        self.why_closed = why
        log.info("dropped %s: %s", self.address, why)
        self._writer.cancel()
        self.ws.transport.abort()

    async def _write(self) -> None:
        self._close_code = 1000
        try:
            while True:
                text = await self._outbox.get()
                if text is None:
                    break
                self._queued_bytes -= len(text)
                await self.ws.send(text)
            self._closed = True
            with contextlib.suppress(ConnectionClosed, OSError):
                await asyncio.wait_for(self.ws.close(self._close_code), 2.0)
        except (ConnectionClosed, OSError, TimeoutError):
            self._closed = True
        finally:
            if not self.ws.transport.is_closing():
                self.ws.transport.abort()

    async def wait_closed(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer
