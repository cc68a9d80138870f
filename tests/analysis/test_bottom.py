"""[DA-TERM] ⊥ is the shape of a value not computed yet (pllvm/analysis/divergence.py): an operation
with an operand still ⊥ gives ⊥, never a varying value that would make a branch divergent for
good before the operand is known. Spec-style: a program, then the exact shapes, branches and
divergence sets the analysis gives it."""

from __future__ import annotations

from pllvm.analysis import DivergenceResult, analyze, parse_signature
from pllvm.text import parse_module


def _analyze(src: str, signature: str, lattice: str) -> DivergenceResult:
    """The analysis of the module's function @f with parameter shapes `signature`, at W = 4."""
    m = parse_module(src)
    fn = m.function("f")
    return analyze(m, fn, parse_signature(signature, fn)[0], lattice, 4, ())


def _shapes(r: DivergenceResult) -> dict[str, str]:
    return {n: r.shape_text(n) for n in r.shapes}


# C is listed before B, which defines %x: the worklist evaluates C's instructions first, with %x
# still ⊥, and only then B's. The program is well formed (B dominates C).
_LATER_OPERAND = """
define i32 @f(i32 %t, i32 %u) {{
entry:
  br label %B
C:
  {body}
  br i1 %c, label %D, label %E
B:
  %x = add i32 %u, 1
  br label %C
D:
  br label %J
E:
  br label %J
J:
  %r = phi i32 [ 1, %D ], [ 2, %E ]
  ret i32 %r
}}
"""


def test_a_compare_of_an_operand_not_yet_known_waits_for_it() -> None:
    """[DA-TERM] and the stride-alignment compare: `icmp` with an operand still ⊥ is ⊥ (not
    computed yet), even if the other operand is known. Were it `v`, C's branch would be taken
    for divergent before %x is known, and that is never undone: J would stay sync divergent and
    %r varying, though %x and %u are uniform and so are %c and %r."""
    r = _analyze(_LATER_OPERAND.format(body="%c = icmp slt i32 %x, %u"), "v,u", "sa")
    assert r.branches == {"C": False}
    assert (r.sdep, r.cdep, r.adep, r.joins) == (frozenset(), frozenset(), frozenset(), {})
    assert _shapes(r) == {"c": "(0,1)", "x": "(0,1)", "r": "(0,1)"}


def test_a_variable_shift_of_an_operand_not_yet_known_waits_for_it() -> None:
    """[DA-TERM] and [SA-SHL]: a binary operation with an operand still ⊥ is ⊥. The variable
    shift rule calls a shift of a non-uniform value varying; applied to ⊥ it would make %s, %c
    and C's branch varying before %x is known, and J sync divergent for good."""
    r = _analyze(_LATER_OPERAND.format(body="%s = shl i32 %x, %u\n  %c = icmp eq i32 %s, 0"),
                 "v,u", "sa")
    assert r.branches == {"C": False}
    assert (r.sdep, r.cdep, r.adep, r.joins) == (frozenset(), frozenset(), frozenset(), {})
    assert _shapes(r) == {"s": "(0,1)", "c": "(0,1)", "x": "(0,1)", "r": "(0,1)"}


_DEAD_BRANCH = """
define i32 @f(i32 %t, i32 %u) {
entry:
  br label %J
dead:
  %c = icmp slt i32 %t, 0
  br i1 %c, label %J, label %K
K:
  br label %J
J:
  %r = phi i32 [ %u, %entry ], [ 1, %dead ], [ 2, %K ]
  ret i32 %r
}
"""


def test_a_varying_branch_no_run_reaches_makes_nothing_diverge() -> None:
    """[DA-TERM] `dead` branches on the varying %t, but no run reaches it: J is no join of a
    divergent branch, so %r, read from the entry's uniform %u on every run, stays uniform. (The
    branch's join search once stopped with a KeyError: unreachable blocks have no index.)"""
    r = _analyze(_DEAD_BRANCH, "v,u", "sa")
    assert r.branches == {"dead": True}
    assert (r.sdep, r.joins) == (frozenset(), {})
    assert _shapes(r) == {"c": "v", "r": "(0,1)"}
