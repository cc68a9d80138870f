"""Poison distinct from ⊤ (semantics/values.md [VAL-POISON-*]): its sources, how it propagates,
what absorbs ⊤ but not poison, select and freeze, memory, undefined behaviour, and the Python
view (POISON, None for ⊤, numbers)."""

from __future__ import annotations

import json
import math
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from helpers import both_paths

from pllvm.exec import Buffer, run
from pllvm.exec.lanes import POISON, Lanes, to_python
from pllvm.exec.trace import show_value
from pllvm.syntax import IntType
from pllvm.text import parse_module

INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


def returns(text: str, args: dict, lanes: int, interp: str = "FR",
            buffers: dict[str, Buffer] | None = None) -> list:
    """Each thread's return value of the module's first function, the same on both paths."""
    r = both_paths(text, args, lanes, interp, compiled=None, buffers=buffers)
    assert r.ub is None, r.ub
    return r.ret  # type: ignore[return-value]


def unary(ty: str, body: str, xs: list, ret: str | None = None) -> list:
    """`%r = <body>` over one parameter %x of type `ty`, one thread per element of xs."""
    text = f"define {ret or ty} @f({ty} %x) {{\nA:\n  %r = {body}\n  ret {ret or ty} %r\n}}\n"
    return returns(text, {"x": xs}, len(xs))


def test_poison_is_a_value_of_its_own_in_python() -> None:
    """[VAL-PYTHON] to_python: POISON for poison, None for ⊤; POISON prints and serializes as
    the word, and stays one object through pickling (campaign workers)."""
    lanes = Lanes(np.array([7, 0, 0], np.uint32), np.array([True, False, False]),
                  np.array([False, False, True]))
    assert to_python(lanes, IntType(32), {}) == [7, None, POISON]
    assert repr(POISON) == str(POISON) == "poison" and json.dumps([POISON]) == '["poison"]'
    assert show_value(POISON) == "poison" and show_value(None) == "⊤"
    assert pickle.loads(pickle.dumps(POISON)) is POISON


def test_the_constants_poison_and_undef_differ() -> None:
    assert returns("define i32 @f() {\nA:\n  ret i32 poison\n}", {}, 2) == [POISON, POISON]
    assert returns("define i32 @f() {\nA:\n  ret i32 undef\n}", {}, 2) == [None, None]


@pytest.mark.parametrize(("ty", "body", "xs", "want"), [
    ("i32", "add nsw i32 %x, 1", [INT_MAX, 1], [POISON, 2]),
    ("i8", "add nuw i8 %x, 1", [-1, 1], [POISON, 2]),
    ("i32", "sub nsw i32 %x, 1", [INT_MIN, 1], [POISON, 0]),
    ("i8", "sub nuw i8 %x, 1", [0, 1], [POISON, 0]),
    ("i8", "mul nsw i8 %x, 2", [64, 3], [POISON, 6]),
    ("i8", "mul nuw i8 %x, 2", [-128, 3], [POISON, 6]),
    ("i8", "shl nsw i8 %x, 1", [64, 3], [POISON, 6]),
    ("i8", "shl nuw i8 %x, 1", [-128, 3], [POISON, 6]),
    ("i32", "udiv exact i32 %x, 2", [7, 6], [POISON, 3]),
    ("i32", "sdiv exact i32 %x, 2", [-7, -6], [POISON, -3]),
    ("i32", "lshr exact i32 %x, 1", [3, 6], [POISON, 3]),
    ("i32", "ashr exact i32 %x, 1", [-3, -6], [POISON, -3]),
    ("i32", "or disjoint i32 %x, 1", [3, 2], [POISON, 3]),
])
def test_a_violated_flag_gives_poison(ty: str, body: str, xs: list, want: list) -> None:
    """[VAL-POISON-FLAGS] on defined operands, lane by lane."""
    assert unary(ty, body, xs) == want


@pytest.mark.parametrize(("ty", "body", "ret", "xs", "want"), [
    ("i16", "trunc nuw i16 %x to i8", "i8", [256, 5], [POISON, 5]),
    ("i16", "trunc nsw i16 %x to i8", "i8", [128, -5], [POISON, -5]),
    ("i8", "zext nneg i8 %x to i32", "i32", [-1, 5], [POISON, 5]),
    ("i8", "uitofp nneg i8 %x to float", "float", [-1, 5], [POISON, 5.0]),
    ("float", "fptosi float %x to i8", "i8", [200.0, -3.5], [POISON, -3]),
    ("float", "fptoui float %x to i8", "i8", [-1.0, 255.9], [POISON, -1]),  # 255, read signed
    ("double", "fptosi double %x to i32", "i32", [math.nan, math.inf], [POISON, POISON]),
])
def test_casts_give_poison(ty: str, body: str, ret: str, xs: list, want: list) -> None:
    """[VAL-POISON-FLAGS] on casts, [VAL-POISON-FPTOI]."""
    assert unary(ty, body, xs, ret) == want


@pytest.mark.parametrize("op", ["shl", "lshr", "ashr"])
def test_shifting_by_the_width_or_more_is_poison_whatever_is_shifted(op: str) -> None:
    """[VAL-POISON-SHIFT]: even ⊤ shifted by 32 is poison, not ⊤."""
    text = (f"define i32 @f(i32 %x, i32 %s) {{\nA:\n  %r = {op} i32 %x, %s\n  ret i32 %r\n}}\n")
    assert returns(text, {"x": [1, 1, "undef", "undef"], "s": [31, 32, 33, 1]}, 4)[1:] == [
        POISON, POISON, None]


def test_a_flag_on_an_undef_operand_leaves_it_undef() -> None:
    """[VAL-POISON-FLAGS] decision: pllvm does not ask whether some choice of ⊤ overflows."""
    assert unary("i32", "add nsw i32 %x, 1", ["undef", INT_MAX]) == [None, POISON]


@pytest.mark.parametrize(("ty", "body", "ret"), [
    ("i32", "add i32 %x, 1", "i32"),
    ("i32", "icmp eq i32 %x, 0", "i1"),
    ("i32", "zext i32 %x to i64", "i64"),
    ("float", "fcmp true float %x, 1.0", "i1"),
    ("i32", "call i32 @llvm.smax.i32(i32 %x, i32 0)", "i32"),
    ("double", "call double @sqrt(double %x)", "double"),
    ("i64", "getelementptr i32, ptr null, i64 %x", "ptr"),
    ("i32", "bitcast i32 %x to float", "float"),
])
def test_a_poison_operand_gives_poison(ty: str, body: str, ret: str) -> None:
    """[VAL-POISON-PROPAGATE]: the second thread's ⊤ stays ⊤ (fcmp true is even defined)."""
    decls = "declare i32 @llvm.smax.i32(i32, i32)\ndeclare double @sqrt(double)\n"
    text = f"{decls}define {ret} @f({ty} %x) {{\nA:\n  %r = {body}\n  ret {ret} %r\n}}\n"
    got = returns(text, {"x": ["poison", "undef"]}, 2)
    assert got[0] is POISON
    assert got[1] == (True if "fcmp true" in body else None)


@pytest.mark.parametrize(("body", "want_poison", "want_undef"), [
    ("and i1 false, %p", POISON, False),
    ("and i1 %p, false", POISON, False),
    ("or i1 true, %p", POISON, True),
    ("mul i1 false, %p", POISON, False),
])
def test_absorbing_operands_absorb_undef_but_not_poison(body: str, want_poison: object,
                                                        want_undef: object) -> None:
    """[VAL-POISON-AND]: `and i1 false, poison` is poison (LLVM), `and i1 false, ⊤` false."""
    text = f"define i1 @f(i1 %p) {{\nA:\n  %r = {body}\n  ret i1 %r\n}}\n"
    assert returns(text, {"p": ["poison", "undef"]}, 2) == [want_poison, want_undef]


@pytest.mark.parametrize("ty", ["i8", "i32", "i64"])
@pytest.mark.parametrize(("op", "absorbing"), [("and", 0), ("mul", 0), ("or", -1)])
def test_absorbing_constants_on_either_side_absorb_undef_but_not_poison(ty: str, op: str,
                                                                         absorbing: int) -> None:
    """[VAL-UNDEF-AND], [VAL-UNDEF-MUL], [VAL-UNDEF-OR] on wider types, the constant first or
    second: a defined 0 (all ones for `or`) absorbs ⊤ and not poison; 6 is no such value."""
    for body in (f"{op} {ty} {absorbing}, %x", f"{op} {ty} %x, {absorbing}"):
        assert unary(ty, body, ["poison", "undef", 6]) == [POISON, absorbing, absorbing], body
        assert unary(ty, body.replace(str(absorbing), "6", 1), ["undef"]) == [None], body


SELECT = """
define i32 @f(i1 %c, i32 %a, i32 %b) {
A:
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
"""


def test_select_on_each_condition_state() -> None:
    """[VAL-SELECT]: one thread per case."""
    cases = [
        (1, "poison", 5, POISON),  # a defined condition takes its operand as it is
        (0, "poison", 5, 5),
        ("undef", "poison", 5, POISON),  # ⊤ condition: poison if either operand is
        ("undef", 5, "poison", POISON),
        ("undef", 4, 4, 4),  # ... else the existing rule
        ("undef", 4, 5, None),
        ("undef", "undef", 5, None),
        ("poison", 4, 4, POISON),  # a poison condition gives poison
    ]
    c, a, b, want = (list(column) for column in zip(*cases, strict=True))
    assert returns(SELECT, {"c": c, "a": a, "b": b}, len(cases)) == want


def test_freeze_of_poison_and_of_undef_is_zero() -> None:
    """[VAL-FREEZE]: the poison of an overflowing add freezes to 0, as ⊤ does."""
    text = """
define { i32, i32 } @f(i32 %x) {
A:
  %p = add nsw i32 %x, 1
  %f = freeze i32 %p
  %a = insertvalue { i32, i32 } undef, i32 %p, 0
  %b = insertvalue { i32, i32 } %a, i32 %f, 1
  ret { i32, i32 } %b
}
"""
    assert returns(text, {"x": [INT_MAX, "undef", 6]}, 3) == [[POISON, 0], [None, 0], [7, 7]]


def test_select_and_freeze_of_an_aggregate_go_member_by_member() -> None:
    """[VAL-SELECT] and [VAL-FREEZE] on a first-class struct with a vector member: the chosen
    struct whole, a ⊤ condition per member (equal members kept), freeze per leaf."""
    text = """
define { i32, <2 x i8> } @f(i32 %x, i1 %c) {
A:
  %p = add nsw i32 %x, 1
  %a = insertvalue { i32, <2 x i8> } { i32 0, <2 x i8> <i8 5, i8 6> }, i32 %p, 0
  %b = insertvalue { i32, <2 x i8> } { i32 0, <2 x i8> <i8 5, i8 9> }, i32 undef, 0
  %s = select i1 %c, { i32, <2 x i8> } %a, { i32, <2 x i8> } %b
  %f = freeze { i32, <2 x i8> } %s
  %r = select i1 %c, { i32, <2 x i8> } %s, { i32, <2 x i8> } %f
  ret { i32, <2 x i8> } %r
}
"""
    got = returns(text, {"x": [1, INT_MAX, 3, 4], "c": [1, 1, 0, "undef"]}, 4)
    assert got == [[2, [5, 6]], [POISON, [5, 6]], [0, [5, 9]], [None, [5, None]]]


def test_a_phi_moves_poison() -> None:
    """[VAL-POISON-PHI]."""
    text = """
define i32 @f() {
A:
  br label %B
B:
  %p = phi i32 [ poison, %A ]
  ret i32 %p
}
"""
    assert returns(text, {}, 1) == [POISON]


MEMORY = """
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @f(ptr %a, i32 %x) {
A:
  store i32 %x, ptr %a
  %q = getelementptr i8, ptr %a, i64 5
  store i8 poison, ptr %q
  %b = getelementptr i32, ptr %a, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %v = load i32, ptr %b
  ret i32 %v
}
"""


def test_poison_bytes_round_trip_through_memory() -> None:
    """[VAL-MEM-STORE], [VAL-MEM-LOAD]: a stored poison element is poison when loaded; one
    poison byte makes the element poison, even next to ⊤ bytes (element 1 had ⊤ from the input,
    then one poison byte); memcpy moves the flags; the buffer shows poison."""
    r = run(parse_module(MEMORY), "f", 1, "FR", {"x": ["poison"], "a": "@a"},
            {"a": Buffer("i32", (1, "undef", 3, 4, 5))})
    assert r.ub is None and r.ret == [POISON]
    assert r.memory["a"] == [POISON, POISON, POISON, POISON, 5]
    r = run(parse_module(MEMORY), "f", 1, "FR", {"x": [9], "a": "@a"},
            {"a": Buffer("i32", (1, "undef", 3, 4, 5))})
    assert r.memory["a"] == [9, POISON, 9, POISON, 5]


def test_buffer_data_given_as_poison_is_poison_and_undef_is_undef() -> None:
    """[VAL-PYTHON] input words; a load of each."""
    text = """
define i32 @f(ptr %a, i64 %i) {
A:
  %p = getelementptr i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
"""
    r = run(parse_module(text), "f", 3, "FR", {"a": "@a", "i": [0, 1, 2]},
            {"a": Buffer("i32", ("poison", "undef", 3))})
    assert r.ret == [POISON, None, 3]


@pytest.mark.parametrize(("text", "args", "reason"), [
    ("define i32 @f(i1 %c) {\nA:\n  br i1 %c, label %B, label %B\nB:\n  ret i32 0\n}",
     {"c": ["poison"]}, "branch on poison"),
    ("define i32 @f(i32 %c) {\nA:\n  switch i32 %c, label %B [ i32 1, label %B ]\nB:\n  ret i32 0\n}",
     {"c": ["poison"]}, "switch on poison"),
    ("define i32 @f(ptr %p) {\nA:\n  %v = load i32, ptr %p\n  ret i32 %v\n}",
     {"p": ["poison"]}, "memory access through a poison pointer"),
    ("define i32 @f(i32 %d) {\nA:\n  %v = udiv i32 7, %d\n  ret i32 %v\n}",
     {"d": ["poison"]}, "division by poison"),
])
def test_poison_where_undef_is_undefined_behaviour(text: str, args: dict, reason: str) -> None:
    """[VAL-POISON-UB], named as poison."""
    r = run(parse_module(text), None, 1, "FR", args)
    assert r.ub is not None and r.ub.reason == reason


def test_branching_on_poison_is_undefined_on_an_active_thread_only() -> None:
    text = """
define i32 @f(i1 %p, i1 %c) {
A:
  br label %B
B: predicate %p
  br i1 %c, label %C, label %C
C:
  ret i32 1
}
"""
    r = run(parse_module(text), None, 2, "FR", {"p": [1, 0], "c": [1, "poison"]})
    assert r.ub is None and r.ret == [1, 1]
    r = run(parse_module(text), None, 2, "FR", {"p": [1, 1], "c": [1, "poison"]})
    assert r.ub is not None and r.ub.reason == "branch on poison" and r.ub.threads == [1]


@pytest.mark.parametrize(("name", "xs", "poison", "plain"), [
    ("abs", [INT_MIN, -3], [POISON, 3], [INT_MIN, 3]),
    ("ctlz", [0, 1], [POISON, 31], [32, 31]),
    ("cttz", [0, 8], [POISON, 3], [32, 3]),
])
def test_abs_ctlz_cttz_poison_flags(name: str, xs: list, poison: list, plain: list) -> None:
    """[VAL-POISON-INTRINSIC]: with the flag true, the special input is poison; false, a value."""
    text = f"""
declare i32 @llvm.{name}.i32(i32, i1)
define {{ i32, i32 }} @f(i32 %x) {{
A:
  %p = call i32 @llvm.{name}.i32(i32 %x, i1 true)
  %q = call i32 @llvm.{name}.i32(i32 %x, i1 false)
  %a = insertvalue {{ i32, i32 }} undef, i32 %p, 0
  %b = insertvalue {{ i32, i32 }} %a, i32 %q, 1
  ret {{ i32, i32 }} %b
}}
"""
    assert returns(text, {"x": xs}, len(xs)) == [list(pair) for pair in zip(poison, plain, strict=True)]


def test_getelementptr_inbounds_leaving_its_object_is_poison() -> None:
    """[VAL-POISON-INBOUNDS]: one past the end is in bounds, further or before is poison; a
    plain getelementptr may leave the object."""
    text = """
define i64 @f(ptr %a, i64 %k) {
A:
  %base = ptrtoint ptr %a to i64
  %q = getelementptr inbounds i32, ptr %a, i64 %k
  %r = ptrtoint ptr %q to i64
  %s = sub i64 %r, %base
  ret i64 %s
}
"""
    args = {"a": "@a", "k": [0, 3, 4, 5, -1]}
    got = run(parse_module(text), None, 5, "FR", args, {"a": Buffer("i32", (1, 2, 3, 4))}).ret
    assert got == [0, 12, 16, POISON, POISON]
    plain = text.replace(" inbounds", "")
    got = run(parse_module(plain), None, 5, "FR", args, {"a": Buffer("i32", (1, 2, 3, 4))}).ret
    assert got == [0, 12, 16, 20, -4]


def test_getelementptr_inbounds_of_null_is_in_bounds_only_at_offset_zero() -> None:
    got = unary("i64", "getelementptr inbounds i8, ptr null, i64 %x", [0, 1], "ptr")
    assert got == [0, POISON]


@pytest.mark.parametrize(("body", "xs", "want"), [
    ("fadd nnan float %x, 1.0", [math.nan, 1.0], [POISON, 2.0]),
    ("fadd ninf float %x, 1.0", [math.inf, 1.0], [POISON, 2.0]),
    ("fmul nnan float %x, 0.0", [math.inf, 2.0], [POISON, 0.0]),  # a NaN result
    ("fadd fast float %x, 1.0", [-math.inf, "undef"], [POISON, None]),
    ("fneg nnan float %x", [math.nan, 1.0], [POISON, -1.0]),
])
def test_nnan_and_ninf_give_poison(body: str, xs: list, want: list) -> None:
    """[VAL-POISON-FMF]: a NaN or infinite operand or result; ⊤ stays ⊤."""
    assert unary("float", body, xs) == want


def test_fcmp_and_calls_with_fast_math_flags() -> None:
    text = """
declare float @llvm.sqrt.f32(float)
define i1 @f(float %x) {
A:
  %c = fcmp nnan olt float %x, 1.0
  %s = call nnan float @llvm.sqrt.f32(float %x)
  %d = fcmp oge float %s, 0.0
  %r = and i1 %c, %d
  ret i1 %r
}
"""
    assert returns(text, {"x": [math.nan, -4.0, 0.25]}, 3) == [POISON, POISON, True]


def test_phi_and_select_fast_math_flags_apply_to_their_result() -> None:
    """[VAL-POISON-FMF] on the value a `phi nnan` takes and a `select ninf` gives."""
    text = """
define float @f(float %x, i1 %c) {
A:
  br label %B
B:
  %p = phi nnan float [ %x, %A ]
  %s = select ninf i1 %c, float %p, float 1.0
  ret float %s
}
"""
    got = returns(text, {"x": [math.nan, math.inf, math.inf, 2.0], "c": [1, 1, 0, 1]}, 4)
    assert got == [POISON, POISON, 1.0, 2.0]


def test_bitcast_keeps_poison_with_its_bytes() -> None:
    """[VAL-POISON-PROPAGATE]: a poison element poisons the result elements sharing its bytes
    only; a ⊤ element still makes the whole result ⊤."""
    text = """
define <2 x i32> @f(<4 x i16> %v) {
A:
  %w = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %w
}
"""
    got = returns(text, {"v": [[1, "poison", 3, 4], ["undef", 2, 3, 4]]}, 2)
    assert got == [[POISON, 3 + (4 << 16)], [None, None]]


def test_vector_index_out_of_range_and_undef_shuffle_mask() -> None:
    """[VAL-POISON-INDEX], [VAL-POISON-SHUFFLE]."""
    fn = """
define <4 x i32> @f(i32 %k) {
A:
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 9, i32 %k
  ret <4 x i32> %v
}
"""
    assert returns(fn, {"k": [1, 4, "undef"]}, 3) == [
        [1, 9, 3, 4], [POISON] * 4, [None] * 4]
    assert unary("i32", "extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %x",
                 [3, 4, "undef"]) == [4, POISON, None]
    shuffle = """
define <2 x i32> @f(<2 x i32> %v) {
A:
  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 undef, i32 1>
  ret <2 x i32> %s
}
"""
    assert returns(shuffle, {"v": [[5, 6]]}, 1) == [[POISON, 6]]


def test_any_with_poison_on_an_active_thread_is_poison() -> None:
    """[VAL-POISON-HORIZONTAL]: even with an active true elsewhere; a passive poison does not
    matter."""
    text = """
declare i1 @any(i1)
define i1 @f(i1 %m, i1 %c) {
A:
  br label %B
B: predicate %m
  %r = call i1 @any(i1 %c)
  br label %C
C:
  %s = phi i1 [ %r, %B ]
  ret i1 %s
}
"""
    assert returns(text, {"m": [1, 1], "c": [1, "poison"]}, 2) == [POISON, POISON]
    assert returns(text, {"m": [1, 0], "c": [1, "poison"]}, 2) == [True, None]


def test_pllvm_run_takes_poison_arguments(tmp_path: Path) -> None:
    """`--arg x=poison` is poison, `⊤` undef; JSON, the result line and the protocol table show
    it as `poison`."""
    src = tmp_path / "f.pll"
    src.write_text("define i32 @f(i32 %x) {\nA:\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n")
    base = [sys.executable, "-m", "pllvm", "run", str(src), "-W", "3"]
    r = subprocess.run([*base, "--arg", "x=poison,⊤,1", "--json"], capture_output=True, text=True,
                       check=False)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["ret"] == ["poison", None, 2]
    r = subprocess.run([*base, "--arg", "x=1,poison,⊤"], capture_output=True, text=True, check=False)
    assert "[2, poison, ⊤]" in r.stdout, r.stdout
    r = subprocess.run([*base, "--arg", "x=poison,1,⊤", "--trace"], capture_output=True, text=True,
                       check=False)
    assert "%r=[poison, 2, ⊤]" in r.stdout, r.stdout
