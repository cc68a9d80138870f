"""Generated programs: printable, well-formed, defined under the default scheduler, and diverse."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings

from pllvm.fuzz import programs
from pllvm.fuzz.strategies import Generated
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_module, print_module
from pllvm.valid import verify_module

SEEN: Counter[str] = Counter()
RUNS = 120


@settings(max_examples=RUNS, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(programs(lanes=4))
def _check(p: Generated) -> None:
    assert parse_module(print_module(p.module)) == p.module
    assert [str(d) for d in verify_module(p.module)] == []
    result = p.run(check_wf=True)
    assert result.ub is None, f"{result.ub}\n{p.text}"
    assert result.terminated and not result.fuel_exhausted, p.text
    assert result.wf == [], f"{[str(v) for v in result.wf]}\n{p.text}"
    if not is_horizontal(p.module.function(p.function)):  # race-free: the schedule does not matter
        other = p.run(scheduler="max-index")
        assert (other.ret, other.memory) == (result.ret, result.memory), p.text
    SEEN.update(p.features)


def test_generated_programs_are_well_formed_and_defined() -> None:
    SEEN.clear()
    _check()
    # the fixed sample covers the constructs the checks need
    for feature, at_least in (("loop", 20), ("nested-loop", 5), ("loop-exit-varying", 5),
                              ("branch-varying", 5), ("branch-uniform", 3), ("switch", 5),
                              ("horizontal", 10), ("store", 10), ("predicate", 5), ("total", 5),
                              ("alloca", 10), ("shadow", 5)):
        assert SEEN[feature] >= at_least, (feature, SEEN)
