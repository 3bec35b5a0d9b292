"""The worker thinks off the GUI thread and hands results back on it."""

import threading

from PySide6.QtCore import QCoreApplication

from gui.worker import Worker


def test_result_comes_back_on_the_gui_thread(qtbot):
    worker = Worker()
    seen = {}

    def job(cancel):
        seen["job_thread"] = threading.get_ident()
        return 42

    def done(result, error):
        seen["done"] = (result, error, threading.get_ident())

    worker.run(job, done)
    qtbot.waitUntil(lambda: "done" in seen, timeout=5000)
    assert seen["done"][:2] == (42, None)
    assert seen["done"][2] == threading.get_ident() != seen["job_thread"]
    assert worker.shutdown()


def test_errors_are_handed_over(qtbot):
    worker = Worker()
    got = []
    worker.run(lambda cancel: 1 / 0, lambda result, error: got.append(error))
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert isinstance(got[0], ZeroDivisionError)
    worker.shutdown()


def test_cancel_sets_the_flag_and_drops_the_result(qtbot):
    worker = Worker()
    started = threading.Event()
    observed = []
    delivered = []

    def job(cancel):
        started.set()
        while not cancel():
            threading.Event().wait(0.005)
        observed.append(True)
        return "late"

    job_id = worker.run(job, lambda result, error: delivered.append(result))
    assert started.wait(5)
    worker.cancel(job_id)
    assert worker.shutdown(5000)
    assert observed == [True]
    QCoreApplication.processEvents()  # a queued delivery would arrive now: none may
    assert delivered == []
