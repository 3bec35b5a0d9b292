"""The sounds: the files the script makes, the player's volume and mute, the device
output with and without a device, and the settings that steer them."""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
import wave
from array import array
from pathlib import Path

import miniaudio
import pytest
from PySide6.QtCore import Qt, QTimer

import resources
from gui.room.settings_dialog import SettingsDialog
from gui.services import sound
from gui.services.settings import settings

ROOT = Path(__file__).resolve().parents[2]


def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" /
                                                  "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class FakeOutput:
    def __init__(self):
        self.sent: list[array] = []

    def submit(self, samples: array) -> None:
        self.sent.append(samples)


def absent_backend():
    """A backend this platform does not have: opening the device must fail."""
    return miniaudio.Backend.WASAPI if sys.platform == "darwin" else miniaudio.Backend.COREAUDIO


# --- the files -----------------------------------------------------------------------


def test_the_script_makes_the_committed_files_byte_for_byte(tmp_path):
    script = make_sounds()
    written = script.write_all(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{n}.wav" for n in sound.NAMES)
    for path in written:
        committed = resources.path("sounds", path.name).read_bytes()
        assert path.read_bytes() == committed, path.name


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_sound_is_short_faded_and_normalised(name):
    with wave.open(str(resources.path("sounds", f"{name}.wav")), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, sound.RATE)
        assert 0.05 <= w.getnframes() / sound.RATE <= 0.6
    samples = sound.load(name)
    assert samples is not None and len(samples) > 0
    peak = max(abs(s) for s in samples)
    assert 0.35 * 32767 <= peak <= 0.71 * 32767  # normalised, with headroom
    assert abs(samples[0]) < 300 and samples[-1] == 0  # faded: no click at either end
    tail = samples[-int(0.01 * sound.RATE):]
    assert max(abs(s) for s in tail) < 0.1 * peak


def test_a_missing_or_foreign_sound_file_is_no_sound(tmp_path, monkeypatch):
    (tmp_path / "sounds").mkdir()
    with wave.open(str(tmp_path / "sounds" / "card.wav"), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(sound.RATE)
        w.writeframes(b"\0" * 400)
    (tmp_path / "sounds" / "tile.wav").write_bytes(b"RIFF junk")
    monkeypatch.setattr(resources, "ROOT", tmp_path)
    assert sound.load("card") is None  # stereo: not ours
    assert sound.load("tile") is None  # damaged
    assert sound.load("dice") is None  # missing
    out = FakeOutput()
    player = sound.SoundPlayer(out)
    assert player.samples("tile") is None


# --- mixing and the device -----------------------------------------------------------


def test_mix_sums_clips_and_drops_finished_voices():
    voices = [[array("h", [30000, 30000, 5]), 0], [array("h", [10000, -2]), 0]]
    assert list(sound.mix(voices, 2)) == [32767, 29998]
    assert len(voices) == 1 and voices[0][1] == 2
    assert list(sound.mix(voices, 3)) == [5, 0, 0]
    assert voices == []
    assert list(sound.mix(voices, 2)) == [0, 0]


def test_no_device_is_simply_no_sound(qtbot):
    out = sound.DeviceOutput(backends=[absent_backend()])
    out.submit(sound.load("card"))  # returns at once: the device opens on a thread
    qtbot.waitUntil(lambda: not out.playing(), timeout=5000)
    assert out.backend == "" and out.failed
    out.submit(sound.load("card"))  # no new try in this session: nothing starts
    assert not out.playing()
    out.close()


def test_a_failed_device_is_told_once_from_its_thread(qtbot):
    told: list[str] = []
    out = sound.DeviceOutput(backends=[absent_backend()],
                             on_failed=lambda: told.append(threading.current_thread().name))
    out.submit(sound.load("card"))
    qtbot.waitUntil(lambda: not out.playing(), timeout=5000)
    out.submit(sound.load("card"))
    assert told == ["herna-sound"]
    out.close()


PROBE = """
import time
from array import array
from gui.services import sound

told = []
out = sound.DeviceOutput(on_failed=lambda: told.append(1))
out.submit(array("h", [0] * 441))  # silence: a machine with a device hears nothing
deadline = time.monotonic() + 10
while out.playing() and time.monotonic() < deadline:
    time.sleep(0.01)
print("failed" if out.failed else "played", len(told))
out.close()
"""


def test_without_a_device_starting_sound_prints_nothing(tmp_path):
    """Without a sound card ALSA prints some 35 lines of errors for the devices miniaudio
    tries; Herna keeps the terminal quiet (the C library's own stderr, fd 2)."""
    import subprocess

    env = {k: v for k, v in os.environ.items() if k != "HERNA_SOUND"}
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env,
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().split() in (["failed", "1"], ["played", "0"])
    assert done.stderr == b""


def test_the_room_marks_that_sound_is_off_beside_the_tables_words(window, qtbot):
    """The mark stays at the bar's right; what the table said (a turn's prompt) stays."""
    window.show_status("Your turn: play a card.")
    mark = window.sound_mark
    assert not mark.isVisibleTo(window)
    worker = threading.Thread(target=sound.player().silenced.emit)  # as the device's does
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: mark.isVisibleTo(window))
    assert mark.text() == "No sound" and "No sound device was found" in mark.toolTip()
    assert mark.textFormat() == Qt.TextFormat.PlainText
    assert window.statusBar().currentMessage() == "Your turn: play a card."
    assert window.messages == []  # no box


def test_the_null_backend_plays_a_sound_through_miniaudio(qtbot, monkeypatch):
    """The GUI thread does not wait for the device: `submit` returns while the device is
    still opening (here held until the test lets it open)."""
    may_open = threading.Event()
    real_device = miniaudio.PlaybackDevice

    def device_opening_slowly(*args, **kwargs):
        may_open.wait(10)
        return real_device(*args, **kwargs)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", device_opening_slowly)
    out = sound.DeviceOutput(backends=[miniaudio.Backend.NULL])
    out.submit(sound.load("win"))
    assert out.playing() and out.backend == ""  # being opened, on its thread
    may_open.set()
    qtbot.waitUntil(lambda: out.backend == "Null", timeout=5000)
    # miniaudio's audio thread pulls the samples until the sound is done
    qtbot.waitUntil(lambda: out.sounding() == 0, timeout=5000)
    out.close()
    assert not out.playing()


# --- the player ----------------------------------------------------------------------


def played(qtbot, out: FakeOutput, count: int = 1) -> list[array]:
    qtbot.waitUntil(lambda: len(out.sent) >= count, timeout=2000)
    return out.sent


def test_volume_scales_the_samples_sent(qtbot):
    out = FakeOutput()
    player = sound.SoundPlayer(out)
    base = sound.load("tile")
    settings().sound_volume = 100
    player.play("tile")
    assert played(qtbot, out)[0] == base
    settings().sound_volume = 50
    player.play("tile")
    assert list(played(qtbot, out, 2)[1]) == [round(s * 0.25) for s in base]


def test_mute_and_zero_volume_send_nothing(qtbot, settle):
    out = FakeOutput()
    player = sound.SoundPlayer(out)
    settings().sound_muted = True
    player.play("card")
    settings().sound_muted = False
    settings().sound_volume = 0
    player.play("card")
    settings().sound_volume = 80
    player.play("dice")
    sent = played(qtbot, out)
    settle()  # anything else asked for would have been sent by now
    assert len(sent) == 1 and len(sent[0]) == len(sound.load("dice"))


def test_sounds_asked_for_together_make_one_the_most_important(qtbot, settle):
    out = FakeOutput()
    player = sound.SoundPlayer(out)
    for name in ("card", "trick", "card", "tile"):
        player.play(name)
    sent = played(qtbot, out)
    settle()  # anything else asked for would have been sent by now
    assert sent == [player.samples("trick")]


def test_a_sound_can_wait_for_its_moment(qtbot):
    out = FakeOutput()
    player = sound.SoundPlayer(out)
    player.play("card", after_ms=150)
    QTimer.singleShot(60, lambda: out.sent.append(array("h")))  # a marker at 60 ms
    sent = played(qtbot, out, 2)
    assert len(sent[0]) == 0 and sent[1] == player.samples("card")


def test_an_unknown_name_is_a_programming_error():
    with pytest.raises(ValueError):
        sound.SoundPlayer(FakeOutput()).play("applause")


def test_tests_are_quiet():
    sound.reset()
    assert isinstance(sound.player().output, sound.NullOutput)
    sound.reset()


def test_the_winners_hear_the_win():
    from gui.play.controller import SeatSpec

    seats = [SeatSpec("Eva", "human"), SeatSpec("AI", "ai:easy"), SeatSpec("B", "ai:easy")]
    assert sound.game_end_sound(seats, [0]) == "win"
    assert sound.game_end_sound(seats, [1, 0]) == "win"
    assert sound.game_end_sound(seats, [2]) == "deal_end"
    computers = [SeatSpec("AI", "ai:easy"), SeatSpec("B", "ai:easy")]
    assert sound.game_end_sound(computers, [1]) == "win"


# --- settings ------------------------------------------------------------------------


def test_sound_settings_defaults_limits_and_damaged_values():
    s = settings()
    assert (s.sound_volume, s.sound_muted) == (70, False)
    s.sound_volume = 35
    s.sound_muted = True
    assert (s.sound_volume, s.sound_muted) == (35, True)
    with pytest.raises(ValueError):
        s.sound_volume = 101
    s.set_value("sound_volume", "loud")
    assert s.sound_volume == 70
    s.set_value("sound_volume", "400")
    assert s.sound_volume == 100


def test_settings_dialog_round_trip(qtbot):
    settings().sound_volume = 40
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.volume.value() == 40 and not dialog.mute.isChecked()
    assert dialog.volume.isEnabled()
    dialog.volume.setValue(65)
    assert settings().sound_volume == 65
    dialog.mute.click()
    assert settings().sound_muted and not dialog.volume.isEnabled()
    settings().sound_muted = False  # the menu's toggle, while the dialog is open
    assert not dialog.mute.isChecked() and dialog.volume.isEnabled()
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.volume.value() == 65 and not again.mute.isChecked()


def test_the_sound_menu_toggle_follows_and_sets_mute(window):
    action = window.menus.act_sound
    assert action.isCheckable() and action.isChecked()
    assert action in window.menus.view_menu.actions()
    action.trigger()
    assert settings().sound_muted and not action.isChecked()
    settings().sound_muted = False
    assert action.isChecked()
