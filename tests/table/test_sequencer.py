from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsObject

from gui.table.sequencer import Sequencer, glide, ms, pause


class Dot(QGraphicsObject):
    def boundingRect(self):
        return QRectF(0, 0, 1, 1)

    def paint(self, *args):
        pass


def test_instant_speed_runs_every_step_at_once_with_end_values():
    seq, dot, done = Sequencer(), Dot(), []
    seq.add(lambda: [glide(dot, "pos", QPointF(30, 40), 400)])
    seq.mark(lambda: done.append(dot.pos()))
    seq.add(lambda: ms(500))  # a wait: 0 at instant speed, no wait at all
    seq.mark(lambda: done.append("after"))
    seq.run()
    assert done == [QPointF(30, 40), "after"]
    assert not seq.busy()


def test_a_step_waits_for_its_animations_or_its_wait(qtbot, speed):
    speed("normal")
    seq, dot, order = Sequencer(), Dot(), []
    seq.add(lambda: [glide(dot, "pos", QPointF(10, 0), 60)])
    seq.mark(lambda: order.append(("moved", dot.pos().x())))
    seq.add(lambda: ms(50))
    seq.mark(lambda: order.append(("waited", None)))
    seq.run()
    assert order == [] and seq.busy()
    qtbot.waitUntil(lambda: len(order) == 2, timeout=3000)
    assert order == [("moved", 10.0), ("waited", None)]
    assert seq.idle()


def test_hold_stops_the_queue_until_release():
    seq, done = Sequencer(), []
    seq.mark(lambda: done.append(1))
    seq.hold()
    seq.mark(lambda: done.append(2))
    seq.run()
    assert done == [1] and seq.held() and seq.busy()
    seq.release()
    assert done == [1, 2] and not seq.busy()


def test_stop_drops_the_queue_and_lands_running_animations(speed):
    speed("normal")
    seq, dot, done = Sequencer(), Dot(), []
    seq.add(lambda: [glide(dot, "pos", QPointF(5, 5), 5000)])
    seq.mark(lambda: done.append("never"))
    seq.run()
    assert seq.busy()
    seq.stop()
    assert dot.pos() == QPointF(5, 5) and done == [] and not seq.busy()


def test_settle_lands_movements_but_lets_a_pause_run(speed):
    speed("normal")
    seq, dot = Sequencer(), Dot()
    seq.add(lambda: [pause(5000)])
    seq.run()
    seq.settle()
    assert seq.busy()  # a pause moves nothing: it runs on
    seq.stop()
    seq.add(lambda: [glide(dot, "pos", QPointF(7, 0), 5000)])
    seq.run()
    seq.settle()
    assert dot.pos() == QPointF(7, 0)


def test_run_soon_starts_on_the_next_turn_of_the_event_loop(qtbot):
    owner = QObject()
    seq, done = Sequencer(owner), []
    seq.mark(lambda: done.append(1))
    seq.run_soon()
    assert done == [] and seq.busy()
    qtbot.waitUntil(lambda: done == [1], timeout=2000)


def test_speed_scales_durations(speed):
    speed("normal")
    normal = ms(400)
    speed("instant")
    assert ms(400) == 0 and normal > 0
