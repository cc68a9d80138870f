"""The z3 encoding keeps poison, ⊤ and exact floats the way the interpreter does
(semantics/values.md [VAL-POISON-*], [VAL-FLOAT-*]): integer operations compared exhaustively at
i4 and over a bounded grid at i8 with every operand state, each poison rule on a small function
run both ways, and the relations of `pllvm check --smt` deciding by LLVM's refinement
([VAL-REFINE]) with -0.0 distinct from +0.0."""

from __future__ import annotations

import math

import numpy as np
import pytest
import z3
from test_lockstep import agree

from pllvm.check import Options, Side, check
from pllvm.check.smt.ints import Term, binary
from pllvm.exec import Buffer
from pllvm.exec.arith import BINARY as RUN_BINARY
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.syntax.types import IntType
from pllvm.text import parse_module

OPS = {"add": ("nsw", "nuw"), "sub": ("nsw", "nuw"), "mul": ("nsw", "nuw"), "shl": ("nsw", "nuw"),
       "lshr": ("exact",), "ashr": ("exact",)}
UNDEF, POISON = "undef", "poison"


def _flag_sets(op: str) -> list[tuple[str, ...]]:
    flags = OPS[op]
    return [(), *((f,) for f in flags), *([flags] if len(flags) > 1 else [])]


def _interpreter(op: str, xs: list, ys: list, bits: int, flags: tuple[str, ...]) -> list:
    """The interpreter's result states for all pairs at once: a value, UNDEF or POISON."""
    def lanes(vs: list) -> Lanes:
        data = np.array([v if isinstance(v, int) else 0 for v in vs], np.uint64)
        return Lanes(data.astype(dtype_of(IntType(bits))), np.array([isinstance(v, int) for v in vs]),
                     np.array([v == POISON for v in vs]))

    r = RUN_BINARY[op](lanes(xs), lanes(ys), bits, flags, np.zeros(len(xs), np.bool_))
    poison = r.poison if r.poison is not None else np.zeros(len(xs), np.bool_)
    return [POISON if p else int(v) if d else UNDEF
            for v, d, p in zip(r.data, r.defined, poison, strict=True)]


def _state(v: object, bits: int) -> tuple[z3.ExprRef, z3.BoolRef, z3.BoolRef]:
    """An operand's (value, defined, poison) as z3 constants."""
    return (z3.BitVecVal(v if isinstance(v, int) else 0, bits), z3.BoolVal(isinstance(v, int)),
            z3.BoolVal(v == POISON))


def _compare(bits: int, xs: list, ys: list) -> None:
    """The encoding built once per operation over symbolic operands (as a check builds it),
    then each pair substituted in and simplified, against the interpreter on all pairs at once."""
    pairs = [(x, y) for x in xs for y in ys]
    one, zero = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)
    x, y = z3.BitVecs("x y", bits)
    dx, px, dy, py = z3.Bools("dx px dy py")
    states = {v: _state(v, bits) for v in {*xs, *ys}}
    for op in OPS:
        for flags in _flag_sets(op):
            r, _ = binary(op, Term(x, dx, px), Term(y, dy, py), bits, flags)
            packed = z3.Concat(z3.If(r.poison, one, zero), z3.If(r.defined, one, zero), r.value)
            want = _interpreter(op, [p[0] for p in pairs], [p[1] for p in pairs], bits, flags)
            for (a, b), w in zip(pairs, want, strict=True):
                (va, da, pa), (vb, db, pb) = states[a], states[b]
                word = z3.simplify(z3.substitute(packed, (x, va), (dx, da), (px, pa), (y, vb), (dy, db),
                                                 (py, pb))).as_long()  # type: ignore[attr-defined]
                value = word & ((1 << bits) - 1) if word >> bits & 1 else UNDEF
                assert (POISON if word >> (bits + 1) else value) == w, (op, flags, bits, a, b)


def test_integer_operations_agree_exhaustively_at_i4() -> None:
    """Every value, ⊤ and poison as either operand, every flag combination."""
    states = [*range(16), UNDEF, POISON]
    _compare(4, states, states)


def test_integer_operations_agree_at_i8_on_every_left_operand() -> None:
    """Every i8 value against amounts around the width and the extremes, and ⊤ or poison."""
    _compare(8, [*range(256), UNDEF, POISON], [0, 1, 7, 8, 9, 127, 128, 255, UNDEF, POISON])


RULES = """
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare i1 @any(i1)

define i1 @and_false(i32 %x) {
A:
  %s = add nsw i32 %x, 1
  %p = icmp sgt i32 %s, %x
  %r = and i1 false, %p
  ret i1 %r
}

define i32 @select(i1 %c, i32 %x, i32 %y) {
A:
  %s = shl i32 %x, %y
  %r = select i1 %c, i32 %s, i32 %x
  ret i32 %r
}

define i32 @freeze(i32 %x) {
A:
  %s = add nuw i32 %x, 1
  %r = freeze i32 %s
  ret i32 %r
}

define i32 @flags(i32 %x) {
A:
  %a = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %b = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %d = add i32 %a, %b
  %r = add i32 %d, %c
  ret i32 %r
}

define float @fmf(float %x, float %y) {
A:
  %a = fadd nnan float %x, %y
  %b = fmul ninf float %a, 2.0
  %i = fptosi float %b to i32
  %r = sitofp i32 %i to float
  ret float %r
}

define float @fmf_result(float %x, i1 %c) {
A:
  br label %B
B:
  %p = phi nnan float [ %x, %A ]
  %s = select ninf i1 %c, float %p, float 1.0
  %n = fneg nnan float %s
  %q = fcmp nnan olt float %n, 0.0
  %r = select i1 %q, float %n, float 3.0
  ret float %r
}

define float @zeros(float %x, float %y) {
A:
  %a = call float @llvm.minnum.f32(float %x, float %y)
  %b = call float @llvm.maxnum.f32(float %x, float %y)
  %c = call float @llvm.minimum.f32(float %x, float %y)
  %d = call float @llvm.maximum.f32(float %x, float %y)
  %e = fsub float %a, %b
  %f = fsub float %c, %d
  %g = fadd float %e, %f
  %r = call float @llvm.minimum.f32(float %g, float %a)
  ret float %r
}

define i32 @memory(ptr %a, i32 %x, i64 %t, i64 %k) {
A:
  %s = mul nsw i32 %x, 3
  %slot = getelementptr inbounds i32, ptr %a, i64 %t
  store i32 %s, ptr %slot
  %hi = getelementptr inbounds i32, ptr %slot, i64 8
  %q = getelementptr inbounds i8, ptr %hi, i64 1
  store i8 poison, ptr %q
  %v = load i32, ptr %slot
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %u = ptrtoint ptr %p to i32
  %r = add i32 %v, %u
  ret i32 %r
}

define <2 x i32> @bitcast(<4 x i16> %v) {
A:
  %w = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %w
}

define i32 @vectors(i32 %k) {
A:
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 9, i32 %k
  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 undef, i32 1>
  %e = extractelement <2 x i32> %s, i32 %k
  %f = extractelement <4 x i32> %v, i32 2
  %r = add i32 %e, %f
  ret i32 %r
}

define i1 @horizontal(i1 %m, i32 %x) {
A:
  %s = add nsw i32 %x, 1
  %p = icmp sgt i32 %s, 0
  br label %B
B: predicate %m
  %r = call i1 @any(i1 %p)
  br label %C
C:
  %o = phi i1 [ %r, %B ]
  ret i1 %o
}
"""

#: Per case, the function and its inputs: poison on some threads, ⊤ and defined values on others.
CASES = {
    "and_false": ("and_false", {"x": [2147483647, 1, "undef", "poison"]}),
    "select": ("select", {"c": [1, 0, "undef", "poison"], "x": [1, 1, 1, 1], "y": [32, 32, 3, 1]}),
    "freeze": ("freeze", {"x": [-1, 5, "undef", "poison"]}),
    "flags": ("flags", {"x": [-2147483648, 0, 8, "poison"]}),
    "fmf": ("fmf", {"x": [math.nan, math.inf, 3e9, 1.5], "y": [1.0, 1.0, 1.0, -0.5]}),
    "fmf_result": ("fmf_result", {"x": [math.nan, math.inf, math.inf, 2.0], "c": [1, 1, 0, 1]}),
    "zeros": ("zeros", {"x": [0.0, -0.0, math.nan, -0.0], "y": [-0.0, 0.0, -0.0, math.nan]}),
    "memory": ("memory", {"a": ["@a"] * 4, "x": [1, 2, 1 << 30, "poison"], "t": [0, 1, 2, 3],
                          "k": [0, 16, 17, -1]}),
    "bitcast": ("bitcast", {"v": [[1, 2, 3, 4], [1, "poison", 3, 4], ["undef", 2, 3, 4],
                                  [1, 2, 3, "poison"]]}),
    "vectors": ("vectors", {"k": [0, 1, 4, "poison"]}),
    "passive_poison": ("horizontal", {"m": [1, 1, 0, 1], "x": [1, 2, 2147483647, 3]}),
    "active_poison": ("horizontal", {"m": [1, 1, 1, 0], "x": [1, 2, 2147483647, 3]}),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("interp", ["FR", "OBL"])
def test_each_poison_rule_agrees_with_the_interpreter(case: str, interp: str) -> None:
    """The symbolic run on constant inputs gives the interpreter's result state per thread:
    poison, ⊤ or the value (floats bit for bit), and the same memory."""
    function, args = CASES[case]
    buffers = {"a": Buffer("i32", tuple(range(16)))} if function == "memory" else {}
    assert agree(parse_module(RULES), function, 4, interp, args, buffers) == "ok"


def _check(source: str, target: str, lanes: int = 1) -> object:
    module = parse_module(f"{source}\n{target}")
    return check("same", Side(module, "src", "FR"), Side(module, "tgt", "FR"), Options(lanes=lanes, smt=True))


def test_adding_zero_is_not_the_identity_on_floats() -> None:
    """`fadd x, 0.0 → x` is wrong for x = -0.0 (-0.0 + 0.0 = +0.0): the SMT check says invalid
    and its counterexample replays."""
    v = _check("define float @src(float %x) {\nA:\n  %r = fadd float %x, 0.0\n  ret float %r\n}",
               "define float @tgt(float %x) {\nA:\n  ret float %x\n}")
    assert v.kind == "invalid", v.explain()  # type: ignore[attr-defined]
    assert v.counterexample.args["x"] == [-0.0]  # type: ignore[attr-defined]
    assert math.copysign(1.0, v.counterexample.args["x"][0]) == -1.0  # type: ignore[attr-defined]
    v = _check("define float @src(float %x) {\nA:\n  %r = fadd float %x, -0.0\n  ret float %r\n}",
               "define float @tgt(float %x) {\nA:\n  ret float %x\n}")
    assert v.kind == "valid", v.explain()  # type: ignore[attr-defined]


AND_SOURCE = "define i1 @src(i32 %x) {\nA:\n  ret i1 false\n}"
AND_TARGET = """
define i1 @tgt(i32 %x) {
A:
  %s = add nsw i32 %x, 1
  %p = icmp sgt i32 %s, %x
  %r = and i1 false, %p
  ret i1 %r
}
"""


def test_and_false_with_a_poison_operand_does_not_refine_false() -> None:
    """[VAL-POISON-AND]: the target is poison at x = INT_MAX where the source returns false."""
    v = _check(AND_SOURCE, AND_TARGET)
    assert v.kind == "invalid", v.explain()  # type: ignore[attr-defined]
    assert v.counterexample.args["x"] == [2147483647]  # type: ignore[attr-defined]


def test_refinement_goes_one_way() -> None:
    """[VAL-REFINE]: a poison source allows a defined target (dropping nsw is right), not the
    other way; an undef source allows any value but not poison."""
    nsw = "define i32 @{}(i32 %x) {{\nA:\n  %r = add{} i32 %x, 1\n  ret i32 %r\n}}"
    assert _check(nsw.format("src", " nsw"), nsw.format("tgt", "")).kind == "valid"  # type: ignore[attr-defined]
    assert _check(nsw.format("src", ""), nsw.format("tgt", " nsw")).kind == "invalid"  # type: ignore[attr-defined]
    undef = "define i32 @src(i32 %x) {\nA:\n  ret i32 undef\n}"
    assert _check(undef, nsw.format("tgt", "")).kind == "valid"  # type: ignore[attr-defined]
    assert _check(undef, nsw.format("tgt", " nsw")).kind == "invalid"  # type: ignore[attr-defined]
