"""One rule of the divergence analysis (pllvm/analysis/divergence.py) per test, spec-style: a small
program, then the exact shapes, branches and divergence sets the analysis gives it.

The rules are those of semantics/divergence.md: the Alloca SSA Joins ([DA-JOIN], [DA-JOIN-D]),
the stride-alignment transformers ([SA-CMP], [SA-SHL], [SA-ZEXT], [SA-UREM]), and ⊥ as the shape
of a value not computed yet ([DA-TERM]): an operand still ⊥ gives ⊥, never a varying value that
would make a branch divergent for good before the operand is known."""

from __future__ import annotations

import pytest

from pllvm.analysis import DivergenceResult, analyze, parse_signature
from pllvm.exec import run
from pllvm.text import parse_module


def _analyze(src: str, signature: str, lattice: str = "basic", lanes: int = 4,
               variants: tuple[str, ...] = ()) -> DivergenceResult:
    """The analysis of the module's function @f with parameter shapes `signature`."""
    m = parse_module(src)
    fn = m.function("f")
    return analyze(m, fn, parse_signature(signature, fn)[0], lattice, lanes, variants)


def _shapes(r: DivergenceResult) -> dict[str, str]:
    return {n: r.shape_text(n) for n in r.shapes}


def _one_block(ret: str, params: str, *lines: str) -> str:
    """A one-block function `@f(params)` whose first value is `%t` = thread_id, then `lines`."""
    return ("declare i32 @thread_id()\n"
            f"define {ret} @f({params}) {{\nA:\n  %t = call i32 @thread_id()\n"
            + "".join(f"  {line}\n" for line in lines) + "}\n")


def _strided(ret: str, params: str, signature: str, lanes: int, *lines: str) -> DivergenceResult:
    """`_one_block(ret, params, *lines)` analyzed on the stride-alignment lattice at W = lanes."""
    return _analyze(_one_block(ret, params, *lines), signature, "sa", lanes)


# ------------------------------------------------------------ Alloca SSA Joins


def test_a_cell_stored_in_both_arms_varies_at_their_two_predecessor_join() -> None:
    """[DA-JOIN-D] with Cytron's dominance frontiers: the frontier of each arm's store is the
    join J, a block of exactly two predecessors, so the cell gets a Join there; J is sync
    divergent, so the cell and its load vary although both stores are uniform ([DA-STORE-U])."""
    src = """
define i32 @f(i32 %t) {
entry:
  %p = alloca i32
  %c = icmp slt i32 %t, 2
  br i1 %c, label %A, label %B
A:
  store i32 1, ptr %p
  br label %J
B:
  store i32 2, ptr %p
  br label %J
J:
  %x = load i32, ptr %p
  ret i32 %x
}
"""
    r = _analyze(src, "v")
    assert r.branches == {"entry": True}
    assert r.sdep == {"J"}
    assert r.varying_allocas == {"p"}
    assert _shapes(r) == {"p": "v", "c": "v", "x": "v"}
    assert run(parse_module(src), "f", 4, "FR", {"t": [0, 1, 2, 3]}).ret == [1, 1, 2, 2]


def test_a_cell_stored_only_before_a_divergent_branch_stays_uniform_at_the_join() -> None:
    """[DA-JOIN-D] makes varying the cells whose own Joins lie in sdep ∪ tdep, not every cell
    once some block is divergent: the cell stored before the branch has no Join (its store's
    block has an empty dominance frontier), so its load at the sync-divergent J is uniform."""
    src = """
define i32 @f(i32 %t, i32 %u) {
entry:
  %p = alloca i32
  store i32 %u, ptr %p
  %c = icmp slt i32 %t, 2
  br i1 %c, label %A, label %B
A:
  br label %J
B:
  br label %J
J:
  %r = phi i32 [ 1, %A ], [ 2, %B ]
  %x = load i32, ptr %p
  %s = add i32 %x, %r
  ret i32 %s
}
"""
    r = _analyze(src, "v,u")
    assert r.branches == {"entry": True}
    assert r.sdep == {"J"}
    assert r.varying_allocas == frozenset()
    assert _shapes(r) == {"p": "u", "c": "v", "r": "v", "x": "u", "s": "v"}


def test_loop_exit_joins_are_placed_only_for_cells_the_loop_writes() -> None:
    """[DA-JOIN] a loop's exits are single-operand Joins of the cells written in the loop: a cell
    stored before a loop with a divergent exit, and only read after it, holds one state at the
    temporal-divergent exit E, so it and its load stay uniform; a cell the loop writes varies."""
    src = """
define i32 @f(i32 %n, i32 %u) {
P:
  %X = alloca i32
  %Y = alloca i32
  store i32 %u, ptr %X
  br label %H
H:
  %i = phi i32 [ 0, %P ], [ %i.next, %L ]
  store i32 %i, ptr %Y
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %E, label %L
L:
  br label %H
E:
  %x = load i32, ptr %X
  %y = load i32, ptr %Y
  %r = add i32 %x, %y
  ret i32 %r
}
"""
    r = _analyze(src, "v,u")
    assert (r.branches, r.loops, r.tdep) == ({"H": True}, {"H": True}, {"E"})
    assert r.varying_allocas == {"Y"}
    assert _shapes(r) == {"X": "u", "Y": "v", "i": "u", "i.next": "u", "done": "v", "x": "u",
                          "y": "v", "r": "v"}
    assert run(parse_module(src), "f", 3, "FR", {"n": [1, 2, 3], "u": 10}).ret == [10, 11, 12]


# ------------------------------------------------------------ ⊥ until an operand is known


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


# ------------------------------------------------------------ stride-alignment transformers


_COMPARE = ("%k4 = mul i32 %k, 4", "%x = add i32 %k4, %t", "%y = mul i32 %l, 4")


def test_signed_compare_is_uniform_exactly_below_the_alignment() -> None:
    """[SA-CMP] the corrected rule at W = 4: `icmp sge` of x = 4k + t, (1,4), and y = 4l, (0,4),
    is uniform iff δ·(W-1) < g with δ = 1, g = 4: 3 < 4, every thread compares 4(k-l) + t with
    t < 4 against 0, the same answer on all. For x = 3k + t and y = 3l, δ·(W-1) = 3 is not
    below g = 3: varying, as thread 3 crosses into the next multiple (k = 0, l = 1 shows it)."""
    r = _strided("i1", "i32 %k, i32 %l", "u,u", 4, *_COMPARE, "%c = icmp sge i32 %x, %y",
                 "%k3 = mul i32 %k, 3", "%x3 = add i32 %k3, %t", "%l3 = mul i32 %l, 3",
                 "%d = icmp sge i32 %x3, %l3", "%e = and i1 %c, %d", "ret i1 %e")
    got = _shapes(r)
    assert (got["x"], got["y"], got["c"]) == ("(1,4)", "(0,4)", "(0,1)")
    assert (got["x3"], got["l3"], got["d"]) == ("(1,3)", "(0,3)", "v")
    m = parse_module(_one_block("i1", "i32 %k, i32 %l", "%k3 = mul i32 %k, 3", "%x3 = add i32 %k3, %t",
                                "%l3 = mul i32 %l, 3", "%d = icmp sge i32 %x3, %l3", "ret i1 %d"))
    assert run(m, "f", 4, "FR", {"k": 0, "l": 1}).ret == [0, 0, 0, 1]  # %d does vary


def test_the_published_compare_rule_is_the_formula_of_the_text() -> None:
    """[SA-CMP] the variant `published_compare` is §10.4.4 as printed: uniform iff x = y or
    max(s)·(W-1) < min(s)·(W-1) + g. At W = 4 for x = 4k + t and y = 4l: 1·3 < 0·3 + 4, so
    `icmp sge` is uniform either way round (the erratum: y ≥ x is not, which the corrected rule
    knows); for x' = 4k + 2t: 2·3 = 6 ≥ 4, varying."""
    lines = (*_COMPARE, "%c = icmp sge i32 %x, %y", "%d = icmp sge i32 %y, %x",
             "%t2 = mul i32 %t, 2", "%x2 = add i32 %k4, %t2", "%e = icmp sge i32 %x2, %y",
             "%cd = and i1 %c, %d", "%r = and i1 %cd, %e", "ret i1 %r")
    src = _one_block("i1", "i32 %k, i32 %l", *lines)
    published = _shapes(_analyze(src, "u,u", "sa", 4, ("published_compare",)))
    fixed = _shapes(_analyze(src, "u,u", "sa", 4))
    assert (published["x2"], published["c"], published["d"], published["e"]) == (
        "(2,4)", "(0,1)", "(0,1)", "v")
    assert (fixed["c"], fixed["d"], fixed["e"]) == ("(0,1)", "v", "v")


@pytest.mark.parametrize(("bits", "stride", "want"), [
    (32, 1, "(1,0)"),  # thread_id itself
    (8, 42, "(42,0)"),  # 42·3 = 126 < 2^7: every thread's value is known and not negative
    (8, 43, "v"),  # 43·3 = 129 ≥ 2^7: thread 3 holds -127 as a signed i8, 129 zero-extended
], ids=["thread_id", "i8_stride_42", "i8_stride_43"])
def test_zext_keeps_a_stride_exactly_below_the_sign_bit(bits: int, stride: int, want: str) -> None:
    """[SA-ZEXT] at W = 4: `zext` of s·t (alignment 0, s ≥ 0) keeps (s,0) while
    s·(W-1) < 2^(bits-1), the bound included, and is varying (the basic rule) from there on."""
    r = _strided("i64", "", "", 4, f"%n = trunc i32 %t to i{bits}", f"%m = mul i{bits} %n, {stride}",
                 f"%z = zext i{bits} %m to i64", "ret i64 %z")
    assert (r.shape_text("m"), r.shape_text("z")) == (f"({stride},0)", want)


def test_a_shift_by_63_is_a_variable_shift_and_by_62_a_multiplication() -> None:
    """[SA-SHL] a constant shift is a multiplication by 2^c only for c < 63: `shl i64 x, 63`
    keeps just the lowest bit of x, in the sign, so 2^63 as a stride would be wrong over ℤ; it
    takes the variable-shift rule, varying with x's alignment (1). By 62, (2^62, 0) exactly."""
    r = _strided("i64", "", "", 2, "%t64 = zext i32 %t to i64", "%x = shl i64 %t64, 63",
                 "%w = shl i64 %t64, 62", "%r = add i64 %x, %w", "ret i64 %r")
    assert (r.shape_text("t64"), r.shape_text("x"), r.shape_text("w")) == ("(1,0)", "v", f"({1 << 62},0)")


def test_urem_and_udiv_by_a_power_of_two_are_exact_and_other_divisors_are_not() -> None:
    """[SA-UREM] at W = 4: x = 4k + t, (1,4), by the power of two 4 (which divides 4, and
    1·3 < 4): `urem` is t exactly, (1,0), and `udiv` is k, uniform with alignment 1. By 6, not a
    power of two (6k wraps to a non-multiple of 6 as an unsigned number), the basic rule: varying."""
    r = _strided("i32", "i32 %k", "u", 4, "%k4 = mul i32 %k, 4", "%x = add i32 %k4, %t",
                 "%r = urem i32 %x, 4", "%q = udiv i32 %x, 4", "%k6 = mul i32 %k, 6",
                 "%y = add i32 %k6, %t", "%r6 = urem i32 %y, 6", "%s = add i32 %r, %q",
                 "%s6 = add i32 %s, %r6", "ret i32 %s6")
    assert (r.shape_text("r"), r.shape_text("q")) == ("(1,0)", "(0,1)")
    assert (r.shape_text("y"), r.shape_text("r6")) == ("(1,6)", "v")


def test_urem_and_udiv_of_a_uniform_multiple_of_the_divisor_are_exact() -> None:
    """[SA-UREM] with s = 0 (0 ≤ s·(W-1) holds): x = 8k is a multiple of 4 on every thread, so
    `x urem 4` is exactly 0, (0,0), and `x udiv 4` = 2k a multiple of 2, (0,2): more than the
    basic rule's uniform (0,1)."""
    r = _strided("i32", "i32 %k", "u", 4, "%x = mul i32 %k, 8", "%r = urem i32 %x, 4",
                 "%q = udiv i32 %x, 4", "%s = add i32 %r, %q", "ret i32 %s")
    assert (r.shape_text("x"), r.shape_text("r"), r.shape_text("q")) == ("(0,8)", "(0,0)", "(0,2)")
