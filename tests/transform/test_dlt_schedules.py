"""[TR-DLT-GUARD]: the uniform loop of the divergent loop transform is right under every greedy
schedule, also when threads reach it at different steps.

A thread may run the new header of a loop while another thread, already inside, waits at the
guard (it reached the loop earlier; Def. 17 lets the later one run the header alone). The
header's `live` phi is a shadow phi (`shadow false`), so that header step sets the waiting
thread's `live` to false; a guard reading that phi sends the waiting thread around the loop
without running the body, and its live-out stays undef. The guard reads `live.now`, a command
of the header that only the thread's own header step writes."""

from __future__ import annotations

import attrs

from pllvm.check import Options, Side, check
from pllvm.exec.explore import explore
from pllvm.text import parse_module, print_module
from pllvm.transform import normalize
from pllvm.transform.loops import transform_divergent_loop

# Thread 0 (c > 0) runs the first loop c times; thread 1 skips it and reaches the second loop
# first. Def. 17 lets it run the second loop's header while thread 0 is in the first loop's body:
# after the transform, that body reaches the second loop only through its back edge.
LATE = """
define i32 @late(i32 %n, i32 %c) {
entry:
  %p = icmp sgt i32 %c, 0
  br i1 %p, label %first, label %second.pre
first:
  %j = phi i32 [ 0, %entry ], [ %j1, %first ]
  %j1 = add i32 %j, 1
  %f = icmp sge i32 %j1, %c
  br i1 %f, label %second.pre, label %first
second.pre:
  br label %loop
loop:
  %i = phi i32 [ 0, %second.pre ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %e = icmp sge i32 %i1, %n
  br i1 %e, label %exit, label %loop
exit:
  %r = phi i32 [ %i1, %loop ]
  ret i32 %r
}
"""
ARGS = {"n": [1, 2], "c": [1, 0]}


def _transformed() -> tuple[object, object]:
    module = parse_module(LATE)
    fn = normalize(module.function("late"))
    for header in ("first", "loop"):
        fn = normalize(transform_divergent_loop(fn, header))
    return module, attrs.evolve(module, functions=(fn,))


def _outcomes(module: object) -> set[tuple]:
    ex = explore(module, "late", 2, "FR", ARGS, max_steps=400)
    assert ex.complete
    return {tuple(o.ret) for o in ex.outcomes}


def test_every_schedule_gives_each_thread_its_trip_count() -> None:
    source, dlt = _transformed()
    assert _outcomes(source) == {(1, 2)}
    assert _outcomes(dlt) == {(1, 2)}
    verdict = check("same", Side(source, "late", "FR"), Side(dlt, "late", "FR"),
                    Options(lanes=2, examples=40, seed=0))
    assert verdict.kind == "valid", verdict.explain()


def test_a_guard_on_the_shadow_phi_loses_the_waiting_thread() -> None:
    """The wiring [TR-DLT-GUARD] replaces: some schedule leaves a thread's result undef."""
    _, dlt = _transformed()
    text = print_module(dlt)
    assert "br i1 %live1.now, label %loop, label %loop.uni.latch" in text
    broken = parse_module(text.replace("br i1 %live1.now,", "br i1 %live1,"))
    assert _outcomes(broken) == {(1, 2), (1, None)}
