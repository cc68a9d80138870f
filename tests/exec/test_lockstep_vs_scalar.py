"""For programs without horizontal operations, an FR lock-step run with W threads computes, thread
by thread, what W independent scalar runs (W = 1) compute: the lock-step semantics is a faithful
parallel execution (ch. 4, goal 1).

"Horizontal" includes block predicates, `total` and `mask`: a thread whose block predicate is
false leaves the block with ℓnext = ⊤ and follows whatever the schedule, and so the other threads,
decide (Fig. 5.2), which a scalar run cannot reproduce."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from conftest import CORPUS
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pllvm.exec import Buffer, run
from pllvm.exec.inline import calls_inlined
from pllvm.syntax import FloatType, IntType, Module
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_file

W = 4
FUEL = 3000


@cache
def _programs() -> list[tuple[Path, str]]:
    out = []
    for path in sorted(CORPUS.rglob("*.pll")):
        m = parse_file(path)
        for fn in m.functions:
            scalar = all(isinstance(p.ty, IntType | FloatType) for p in fn.params)
            if scalar and fn.params and not is_horizontal(calls_inlined(m, fn)):
                out.append((path, fn.name))
    return out


@cache
def _module(path: Path) -> Module:
    return parse_file(path)


def _arg(ty: object) -> st.SearchStrategy:
    if isinstance(ty, IntType):
        return st.booleans().map(int) if ty.bits == 1 else st.integers(-4, 12)
    return st.sampled_from([0.0, -0.0, 0.5, 1.5, 2.0, 88.38, 1e20, -3.25, float("nan"),
                            float("inf")]) | st.floats(-50, 50, allow_nan=False)


def test_there_are_programs_to_compare() -> None:
    assert len(_programs()) >= 40


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_lockstep_equals_independent_scalar_runs(data: st.DataObject) -> None:
    path, name = data.draw(st.sampled_from(_programs()), label="program")
    m = _module(path)
    fn = m.function(name)
    args = {p.name: [data.draw(_arg(p.ty), label=f"%{p.name}[{t}]") for t in range(W)]
            for p in fn.params}
    scalar = [run(m, name, 1, "FR", {k: v[t] for k, v in args.items()}, fuel=FUEL)
              for t in range(W)]
    assume(all(r.terminated and r.ub is None for r in scalar))
    lock = run(m, name, W, "FR", args, fuel=FUEL * W)
    # threads racing on shared memory are no data-parallel program: no scalar reference exists
    assume(lock.ub is None or "store different values" not in lock.ub.reason)
    assert lock.ub is None, f"{path.name} @{name} {args}: {lock.ub}"
    assert lock.terminated, f"{path.name} @{name} {args}: {lock.schedule[:20]}"
    expected = [r.ret[0] if r.ret is not None else None for r in scalar]
    got = lock.ret if lock.ret is not None else [None] * W
    for t in range(W):
        e, g = expected[t], got[t]
        same = e == g or (isinstance(e, float) and isinstance(g, float) and e != e and g != g)
        assert same, f"{path.name} @{name}, thread {t}: lock step {g}, scalar {e}; args {args}"


@pytest.mark.parametrize("interp", ["FR", "OBL"])
def test_a_uniform_run_does_not_depend_on_the_interpretation(interp: str) -> None:
    m = _module(CORPUS / "thesis" / "fig3.20_logstar.pll")
    assert run(m, lanes=3, interp=interp, args={"n": 88.38}).ret == [3, 3, 3]


ITEMS = CORPUS / "exec" / "items.pll"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(["collatz", "clamp_scale"]), seed=st.integers(0, 2**16))
def test_lockstep_memory_equals_independent_runs(name: str, seed: int) -> None:
    """Thread t handles item t: the final buffers equal those of W runs with one thread each."""
    m = _module(ITEMS)
    elem = "i32" if name == "collatz" else "float"
    buffers = {"in": Buffer(elem, count=W, seed=seed, low=-50, high=300),
               "out": Buffer(elem, data=(0,) * W)}
    args = {"in": "@in", "out": "@out"}
    lock = run(m, name, W, "FR", {**args, "i": list(range(W))}, buffers=buffers, fuel=FUEL * W)
    assert lock.ub is None and lock.terminated
    for t in range(W):
        alone = run(m, name, 1, "FR", {**args, "i": t}, buffers=buffers, fuel=FUEL)
        assert alone.memory["out"][t] == lock.memory["out"][t], (name, seed, t)
