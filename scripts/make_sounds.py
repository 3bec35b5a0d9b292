"""Synthesizes Herna's sounds into resources/sounds/*.wav (16-bit mono, 44.1 kHz).

Pure Python (math, wave and a seeded random generator), so the same script always
writes the same bytes: `python scripts/make_sounds.py [folder]`. Every sound is short,
fades in and out (no click at either end) and is normalised to the same peak.
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
PEAK = 0.7  # about -3 dBFS
# the chimes ring longer, so a lower peak keeps them as loud to the ear as the clicks
PEAKS = {"deal_end": 0.4, "win": 0.4}
FADE_IN_S = 0.002
FADE_OUT_S = 0.03
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def _noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def _lowpass(x: Signal, hz: float) -> Signal:
    a = 1.0 - math.exp(-2.0 * math.pi * hz / RATE)
    out, y = [], 0.0
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def _highpass(x: Signal, hz: float) -> Signal:
    low = _lowpass(x, hz)
    return [v - w for v, w in zip(x, low, strict=True)]


def _decay(x: Signal, tau_s: float, start: int = 0) -> Signal:
    return [v * math.exp(-max(0, i - start) / (tau_s * RATE)) if i >= start else 0.0
            for i, v in enumerate(x)]


def _ramp(x: Signal, attack_s: float, release_s: float) -> Signal:
    """`x` with linear ramps in and out, so that a part starts and stops without a click."""
    n, a, r = len(x), max(1, round(attack_s * RATE)), max(1, round(release_s * RATE))
    return [v * min(1.0, i / a, (n - 1 - i) / r) for i, v in enumerate(x)]


def _mix(into: Signal, x: Signal, at_s: float, gain: float = 1.0) -> None:
    at = round(at_s * RATE)
    for i, v in enumerate(x):
        if at + i < len(into):
            into[at + i] += gain * v


def _ring(seconds: float, partials: tuple[tuple[float, float, float], ...]) -> Signal:
    """A sum of decaying sines: (frequency Hz, amplitude, decay time s) each."""
    n = round(seconds * RATE)
    return [sum(amp * math.exp(-i / (tau * RATE)) * math.sin(2 * math.pi * hz * i / RATE)
                for hz, amp, tau in partials) for i in range(n)]


def _click(pitch: float, seed: int, length_s: float = 0.09) -> Signal:
    """Wood on wood: two damped modes and a short noise transient."""
    body = _ring(length_s, ((pitch, 1.0, 0.012), (pitch * 2.63, 0.5, 0.006)))
    tick = _decay(_highpass(_noise(length_s, seed), 1500.0), 0.002)
    return _ramp([b + 0.6 * t for b, t in zip(body, tick, strict=True)], 0.0005, 0.015)


def _bell(hz: float, seconds: float) -> Signal:
    """A soft chime: the fundamental and two quiet overtones."""
    tone = _ring(seconds, ((hz, 1.0, 0.25), (hz * 2.0, 0.25, 0.12), (hz * 3.0, 0.08, 0.06)))
    return _ramp(tone, 0.006, 0.02)


# --- the sounds ---------------------------------------------------------------------------


def card() -> Signal:
    """A card put down: a soft paper snap."""
    snap = _decay(_lowpass(_highpass(_noise(0.12, 1), 900.0), 5000.0), 0.014)
    thump = _ring(0.12, ((180.0, 0.35, 0.02),))
    return [s + t for s, t in zip(snap, thump, strict=True)]


def trick() -> Signal:
    """A trick gathered: a short sweep of cards across the cloth."""
    n = round(0.3 * RATE)
    hiss = _highpass(_noise(0.3, 2), 600.0)
    swell = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    swept = [v * w for v, w in zip(hiss, swell, strict=True)]
    return _lowpass(_lowpass(swept, 3500.0), 6000.0)


def tile() -> Signal:
    """A tile laid: a wooden click."""
    return _click(1100.0, 3, 0.12)


def dice() -> Signal:
    """The dice: a rattle of a few clicks, dying away."""
    out = _silence(0.5)
    rng = random.Random(4)
    at = 0.0
    for k in range(7):
        _mix(out, _click(rng.uniform(1700.0, 2600.0), 10 + k, 0.06), at, 0.85 ** k)
        at += rng.uniform(0.035, 0.075)
    return out


def deal_end() -> Signal:
    """A deal's end: a gentle two-note chime (G5 then C6)."""
    out = _silence(0.6)
    _mix(out, _bell(783.99, 0.6), 0.0)
    _mix(out, _bell(1046.50, 0.42), 0.18)
    return out


def win() -> Signal:
    """A win: a short rising arpeggio (C5 E5 G5 C6)."""
    out = _silence(0.6)
    for k, hz in enumerate((523.25, 659.25, 783.99, 1046.50)):
        _mix(out, _bell(hz, 0.6 - 0.09 * k), 0.09 * k, 0.8 + 0.1 * (k == 3))
    return out


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card": card, "trick": trick, "tile": tile, "dice": dice, "deal_end": deal_end, "win": win,
}


def finish(x: Signal, peak: float = PEAK) -> list[int]:
    """Faded at both ends, normalised to `peak`, as 16-bit samples."""
    shaped = _ramp(x, FADE_IN_S, FADE_OUT_S)
    top = max(abs(v) for v in shaped) or 1.0
    return [round(v / top * peak * 32767) for v in shaped]


def render(name: str) -> bytes:
    """The WAV file's bytes for the sound `name`."""
    samples = finish(SOUNDS[name](), PEAKS.get(name, PEAK))
    data = b"".join(s.to_bytes(2, "little", signed=True) for s in samples)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    return buf.getvalue()


def write_all(folder: Path = FOLDER) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        path.write_bytes(render(name))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_all(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(path)
