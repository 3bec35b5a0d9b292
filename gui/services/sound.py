"""The table's sounds: one SoundPlayer that the tables ask to `play(name)`.

The sounds are resources/sounds/<name>.wav (16-bit mono 44.1 kHz, made by
scripts/make_sounds.py). The player scales them to the volume and mute settings and
hands the samples to an output; the device output mixes them on miniaudio's own audio
thread, and opens the device on a thread of its own, so the GUI thread never waits. No
library, no device or no sound server simply means no sound: the player says so once
(`silenced`), and ALSA, which miniaudio tries, is kept from printing its complaints to
the terminal (`quiet_alsa`). The sounds asked for in one
turn of the event loop (a whole batch of events at instant speed) make one sound, the
most important. HERNA_SOUND=off (the tests, the self-test) plays nothing at all.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import sys
import threading
import time
import wave
from array import array
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

import resources
from gui.services.settings import Settings, settings
from gui.table.contracts import Seat

RATE = 44_100
# least important first: of the sounds asked for together, the last one here plays
NAMES = ("card", "tile", "dice", "trick", "deal_end", "win")
BUFFER_MS = 30  # the device's period: short, so that a sound follows its move at once
IDLE_S = 3.0  # the device is closed after this long without a sound


class Output(Protocol):
    def submit(self, samples: array) -> None: ...


class NullOutput:
    """Plays nothing (no sound wanted)."""

    def submit(self, samples: array) -> None:
        pass


def load(name: str) -> array | None:
    """The samples of the sound `name`, or None when its file is missing or not a 16-bit
    mono WAV at RATE."""
    try:
        with wave.open(str(resources.path("sounds", f"{name}.wav")), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                return None
            data = w.readframes(w.getnframes())
    except (OSError, EOFError, wave.Error):
        return None
    samples = array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if array("h", [1]).tobytes() != b"\x01\x00":
        samples.byteswap()  # WAV is little-endian
    return samples


def gain(volume: int) -> float:
    """The factor for a volume 0-100: squared, so that the slider's middle sounds half
    as loud rather than barely quieter."""
    return (max(0, min(100, volume)) / 100) ** 2


def mix(voices: list[list[Any]], frames: int) -> array:
    """The next `frames` samples of the playing `voices` ([samples, position] each, moved
    on in place; finished ones removed), summed and clipped to 16 bits."""
    out = [0] * frames
    for voice in voices:
        samples, pos = voice
        chunk = samples[pos:pos + frames]
        for i, s in enumerate(chunk):
            out[i] += s
        voice[1] = pos + len(chunk)
    voices[:] = [v for v in voices if v[1] < len(v[0])]
    return array("h", [max(-32768, min(32767, s)) for s in out])


_ALSA_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                 ctypes.c_int, ctypes.c_char_p)  # and a printf's arguments
_quiet_handlers: list[Any] = []  # given to ALSA: kept alive while it may call them
_quieted = False


def _say_nothing(*_: Any) -> None:
    pass


def quiet_alsa() -> None:
    """Keep ALSA from printing to stderr (once per process, on Linux): without a sound
    card each device miniaudio tries prints a dozen lines of ALSA errors (some 35 in
    all), though silence is all they mean. ALSA gets an error handler that says nothing,
    undone at exit, before Python goes."""
    global _quieted
    if _quieted or not sys.platform.startswith("linux"):
        return
    _quieted = True
    try:
        asound = ctypes.CDLL("libasound.so.2")  # the library miniaudio opens, shared
    except OSError:
        pass
    else:
        handler = _ALSA_HANDLER(_say_nothing)
        asound.snd_lib_error_set_handler(handler)
        _quiet_handlers.append(handler)
        atexit.register(asound.snd_lib_error_set_handler, None)  # after the devices close


class DeviceOutput:
    """Mixes the submitted sounds into the default playback device through miniaudio.

    The device is opened on a worker thread at the first sound and closed after IDLE_S of
    silence; miniaudio calls `_stream` on its own audio thread. When no device opens,
    `on_failed` is called (on the worker thread), once: no other try is made.
    """

    def __init__(self, backends: Sequence[Any] | None = None,
                 on_failed: Callable[[], None] | None = None):
        quiet_alsa()  # before `close` is registered: its undoing runs after
        self._backends = list(backends) if backends else None
        self.on_failed = on_failed
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._closing = False
        self.failed = False  # no device could be opened: no new try in this session
        self.backend = ""  # the backend in use ("" while no device is open)
        atexit.register(self.close)

    def submit(self, samples: array) -> None:
        with self._lock:
            if self._closing or self.failed:
                return
            self._voices.append([samples, 0])
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="herna-sound",
                                                daemon=True)
                self._thread.start()
        self._wake.set()

    def playing(self) -> bool:
        """Whether a device is open or being opened."""
        with self._lock:
            return self._thread is not None

    def sounding(self) -> int:
        """How many submitted sounds have not been played to their end yet."""
        with self._lock:
            return len(self._voices)

    def close(self) -> None:
        """Stop and close the device (at exit: miniaudio's thread must not outlive Python)."""
        with self._lock:
            self._closing = True
            thread = self._thread
        self._wake.set()
        if thread is not None:
            thread.join(1.0)

    def _serve(self) -> None:
        import miniaudio  # a dependency: missing, it is an error, never silence

        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=RATE, buffersize_msec=BUFFER_MS, backends=self._backends,
                app_name="Herna")
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception:  # no device or sound server (each has its own error): silence
            with self._lock:
                self._voices.clear()
                self._thread = None
                self.failed = True
            if self.on_failed is not None:
                self.on_failed()
            return
        self.backend = device.backend
        try:
            while True:
                woken = self._wake.wait(IDLE_S)
                self._wake.clear()
                with self._lock:
                    if self._closing or (not woken and not self._voices):
                        self._thread = None
                        break
        finally:
            device.close()
            self.backend = ""

    def _stream(self):
        frames = yield b""
        while True:
            with self._lock:
                chunk = mix(self._voices, frames)
            frames = yield chunk


class SoundPlayer(QObject):
    """Plays the named sounds at the settings' volume, unless muted. `silenced` says that
    no sound device could be opened: sound is off for this session (emitted once, from
    the device's thread; a receiver in the GUI thread gets it there)."""

    silenced = Signal()

    def __init__(self, output: Output, prefs: Settings | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.output = output
        self._prefs = prefs
        self._sounds: dict[str, array | None] = {}
        self._scaled: dict[tuple[str, int], array] = {}
        self._wanted: set[str] = set()
        self._flush = QTimer(self, singleShot=True, interval=0)
        self._flush.timeout.connect(self._play_wanted)

    def play(self, name: str, after_ms: int = 0) -> None:
        """Play `name` (one of NAMES) now or after `after_ms`; of the sounds asked for in
        one turn of the event loop only the most important plays."""
        if name not in NAMES:
            raise ValueError(f"no sound named {name!r}")
        if after_ms > 0:
            QTimer.singleShot(after_ms, self, lambda: self.play(name))
            return
        self._wanted.add(name)
        self._flush.start()

    def samples(self, name: str) -> array | None:
        """What `play(name)` sends to the output now (None: nothing, muted or silent)."""
        prefs = self._prefs or settings()
        volume = prefs.sound_volume
        if prefs.sound_muted or volume == 0:
            return None
        if name not in self._sounds:
            self._sounds[name] = load(name)
        base = self._sounds[name]
        if base is None:
            return None
        key = (name, volume)
        if key not in self._scaled:
            g = gain(volume)
            self._scaled[key] = array("h", [round(s * g) for s in base])
        return self._scaled[key]

    def _play_wanted(self) -> None:
        wanted, self._wanted = self._wanted, set()
        if not wanted:
            return
        name = max(wanted, key=NAMES.index)
        samples = self.samples(name)
        if samples is not None:
            self.output.submit(samples)


def game_end_sound(seats: Sequence[Seat], winners: Sequence[int]) -> str:
    """"win" when a human at the table is among the winners (or only computers play),
    else the gentler end chime."""
    humans = [i for i, seat in enumerate(seats) if seat.human]
    return "win" if not humans or set(humans) & set(winners) else "deal_end"


def check_library(timeout_s: float = 3.0) -> str:
    """Play a sound through miniaudio's silent Null backend and say how it went (the
    self-test: it proves the library loads and plays, in a frozen bundle too). Raises
    RuntimeError when it does not."""
    import miniaudio

    samples = load("card")
    if samples is None:
        raise RuntimeError("the sound files are missing")
    out = DeviceOutput(backends=[miniaudio.Backend.NULL])
    out.submit(samples)
    deadline = time.monotonic() + timeout_s
    while out.playing() and out.sounding() and time.monotonic() < deadline:
        time.sleep(0.01)
    backend, left = out.backend, out.sounding()
    out.close()
    if not backend or left:
        raise RuntimeError("miniaudio did not play through its Null backend")
    return f"sound: miniaudio {miniaudio.__version__} plays ({backend} backend)"


_player: SoundPlayer | None = None


def player() -> SoundPlayer:
    """The app's one SoundPlayer (silent when HERNA_SOUND=off)."""
    global _player
    if _player is None:
        quiet = os.environ.get("HERNA_SOUND", "").lower() == "off"
        output = NullOutput() if quiet else DeviceOutput()
        _player = SoundPlayer(output)
        if isinstance(output, DeviceOutput):
            output.on_failed = _player.silenced.emit
    return _player


def reset() -> None:
    """Forget the player: the next `player()` makes a new one (tests)."""
    global _player
    if _player is not None:
        _player.deleteLater()
    _player = None
