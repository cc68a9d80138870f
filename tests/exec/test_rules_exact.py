"""Exact values of rules that only coarser tests touched (semantics/values.md, execution.md):
`sub nsw`/`nuw` at i8, `or` of all ones with ⊤ on wide types, a `switch` default, the value of
`mask`, `unreachable` on passive and active threads, `sdiv`/`srem` at i1 and i8, and the casts
`trunc`, `fptosi`, `fptoui`, `ptrtoint`, `inttoptr`, `mul` overflow above 32 bits, the sum of
an `<n x i1>`, and poison made by an active thread of a partly active block (under OBL too).

Every program runs on both paths: the compiled machine (`exec/vm.py`) and the detailed one
(`exec/arith.py`, `exec/rules.py`), which an untraced run never reaches. A test of one path alone
leaves the other's table untested ([ENGINE-FAST]).
"""

from __future__ import annotations

import math

import pytest
from helpers import both_paths

from pllvm.exec import run
from pllvm.exec.lanes import POISON
from pllvm.text import parse_module

INT64_MIN = -(1 << 63)


def _returns(text: str, args: dict, lanes: int, interp: str = "FR", **kw: object) -> list:
    r = both_paths(text, args, lanes, interp, **kw)
    assert r.ub is None, r.ub
    return r.ret  # type: ignore[return-value]


def _binary(ty: str, body: str, xs: list, ys: list) -> list:
    """`%r = <body>` over parameters %x, %y of type `ty`, one thread per pair."""
    text = f"define {ty} @f({ty} %x, {ty} %y) {{\nA:\n  %r = {body}\n  ret {ty} %r\n}}\n"
    return _returns(text, {"x": xs, "y": ys}, len(xs))


def _cast(ty: str, body: str, to: str, xs: list) -> list:
    text = f"define {to} @f({ty} %x) {{\nA:\n  %r = {body}\n  ret {to} %r\n}}\n"
    return _returns(text, {"x": xs}, len(xs))


# ---------------------------------------------------------------- sub nsw, sub nuw


def test_sub_nsw_at_i8_is_poison_exactly_where_the_signed_difference_overflows() -> None:
    """[VAL-POISON-FLAGS]: -128 - 1 and 127 - (-1) and 0 - (-128) overflow; operands of
    different signs whose difference fits (-1 - 127 = -128) and of one sign whose difference
    changes sign (-5 - (-7) = 2) do not."""
    xs = [-128, 127, 0, -1, -5, 3, -128]
    ys = [1, -1, -128, 127, -7, 5, -128]
    assert _binary("i8", "sub nsw i8 %x, %y", xs, ys) == [
        POISON, POISON, POISON, -128, 2, -2, 0]
    assert _binary("i8", "sub i8 %x, %y", xs, ys) == [127, -128, -128, -128, 2, -2, 0]


def test_sub_nuw_at_i8_is_poison_exactly_where_the_unsigned_difference_is_negative() -> None:
    """Unsigned: 0 - 1, 1 - 255 (-1) and 3 - 5 are below 0; 255 - 1 and 5 - 5 are not."""
    assert _binary("i8", "sub nuw i8 %x, %y", [0, 1, 3, -1, 5, -128], [1, -1, 5, 1, 5, 127]) == [
        POISON, POISON, POISON, -2, 0, 1]


# ---------------------------------------------------------------- or with ⊤


@pytest.mark.parametrize(("ty", "ones", "fewer"), [
    ("i1", "true", None),
    ("i8", "-1", "127"),
    ("i16", "-1", "32767"),
    ("i32", "-1", "1"),
    ("i64", "-1", "9223372036854775807"),
])
def test_or_of_all_ones_with_undef_is_all_ones_on_every_width(ty: str, ones: str,
                                                              fewer: str | None) -> None:
    """[VAL-UNDEF-OR]: `or iN ⊤, -1` is -1 (either operand); one bit short of all ones (127 at
    i8, INT64_MAX at i64) or `1` leaves a bit of ⊤ in the result: ⊤. A defined operand still
    computes (thread 1)."""
    want = 1 if ty == "i1" else -1
    for body in (f"or {ty} %x, {ones}", f"or {ty} {ones}, %x"):
        text = f"define {ty} @f({ty} %x) {{\nA:\n  %r = {body}\n  ret {ty} %r\n}}\n"
        assert _returns(text, {"x": ["undef", 0]}, 2) == [want, want]
    if fewer is not None:
        text = f"define {ty} @f({ty} %x) {{\nA:\n  %r = or {ty} %x, {fewer}\n  ret {ty} %r\n}}\n"
        assert _returns(text, {"x": ["undef", 0]}, 2) == [None, int(fewer)]
        text = f"define {ty} @f({ty} %x) {{\nA:\n  %r = or {ty} %x, 1\n  ret {ty} %r\n}}\n"
        assert _returns(text, {"x": ["undef", 2]}, 2) == [None, 3]


def test_or_with_undef_goes_element_by_element() -> None:
    """The literal `undef`, and vectors element by element: `<-1, 1> | undef` is `<-1, ⊤>`
    (vectors run on the detailed path only)."""
    text = "define <2 x i8> @f() {\nA:\n  %r = or <2 x i8> undef, <i8 -1, i8 1>\n  ret <2 x i8> %r\n}\n"
    assert both_paths(text, {}, 2, compiled=False).ret == [[-1, None], [-1, None]]
    text = "define i8 @f() {\nA:\n  %r = or i8 undef, -1\n  ret i8 %r\n}\n"
    assert _returns(text, {}, 2) == [-1, -1]


# ---------------------------------------------------------------- switch


SWITCH = """
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %D [ i32 0, label %A
                            i32 1, label %B ]
A:
  br label %J
B:
  br label %J
D:
  br label %J
J:
  %r = phi i32 [ 10, %A ], [ 20, %B ], [ 30, %D ]
  ret i32 %r
}
"""


def test_a_switch_value_that_matches_no_case_takes_the_default_per_thread() -> None:
    """[EVALTERM-SWITCH]: threads 1 and 3 match no case and go to the default D together, in
    the same lock step as threads 0 (case 0) and 2 (case 1); all meet at J. Case values are
    compared at the switch's width (i8 -128 and -1 are cases, 127 is not)."""
    r = both_paths(SWITCH, {"x": [0, 5, 1, -7]}, 4)
    assert r.ret == [10, 30, 20, 30]
    assert r.schedule == ["entry", "A", "B", "D", "J"]
    traced = run(parse_module(SWITCH), None, 4, "FR", {"x": [0, 5, 1, -7]}, trace=True)
    assert [(s.block, "".join("1" if b else "0" for b in s.amsk)) for s in traced.trace] == [
        ("entry", "1111"), ("A", "1000"), ("B", "0010"), ("D", "0101"), ("J", "1111")]
    narrow = SWITCH.replace("i32 %x", "i8 %x").replace("i32 0,", "i8 -128,").replace(
        "i32 1,", "i8 -1,")
    assert _returns(narrow, {"x": [-128, 127, -1, 0]}, 4) == [10, 30, 20, 30]


def test_a_switch_without_cases_takes_its_default_on_both_paths() -> None:
    """[EVALTERM-SWITCH] `switch v, default []` (LLVM text allows no cases): every active thread
    takes the default. The detailed path once failed on it with numpy's argmax of nothing."""
    text = """define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ ]
d:
  ret i32 7
}
"""
    r = both_paths(text, {"x": [0, 1, -5]}, 3)
    assert r.ret == [7, 7, 7] and r.schedule == ["entry", "d"]


# ---------------------------------------------------------------- mask


MASK = """
define i32 @f(i1 %go, i1 %p) {
A:
  br i1 %go, label %B, label %C
B: predicate %p
  %m = mask
  %r = total zext i1 %m to i32
  br label %C
C:
  %v = phi i32 [ %r, %B ], [ 7, %A ]
  ret i32 %v
}
"""


@pytest.mark.parametrize("interp", ["FR", "OBL"])
def test_mask_is_the_activation_of_its_block_on_every_thread(interp: str) -> None:
    """[W-CMD-MASK]: `mask` in B is amsk = cmsk ∧ pmsk, assigned on every thread (defined, also
    where the thread is passive, under OBL too): thread 0 is active (1), thread 1 is in B with a
    false predicate (0), thread 2 active (1), thread 3 never came to B (0; its phi takes 7)."""
    args = {"go": [1, 1, 1, 0], "p": [1, 0, 1, 1]}
    assert _returns(MASK, args, 4, interp) == [1, 0, 1, 7]
    traced = run(parse_module(MASK), None, 4, interp, args, trace=True)
    (b,) = [s for s in traced.trace if s.block == "B"]
    assert b.values["m"] == [1, 0, 1, 0] and b.values["r"] == [1, 0, 1, 0]


# ---------------------------------------------------------------- unreachable


UNREACHABLE = """
define i32 @f(i32 %x) {
A:
  %bad = icmp slt i32 %x, 0
  br i1 %bad, label %U, label %J
U:
  unreachable
J:
  ret i32 %x
}
"""


def test_unreachable_scheduled_with_no_active_thread_is_a_passive_step() -> None:
    """[EVALTERM-UNREACHABLE]: a block ending in `unreachable` that runs with every thread
    passive (the schedule A U J names it although no thread goes there) changes nothing."""
    r = both_paths(UNREACHABLE, {"x": [1, 2]}, 2, schedule=["A", "U", "J"])
    assert r.ub is None and r.ret == [1, 2] and r.schedule == ["A", "U", "J"]


def test_unreachable_reached_by_an_active_thread_is_undefined_behaviour() -> None:
    """Thread 1 (x < 0) reaches U actively: undefined behaviour naming it, the block and the
    instruction, whether the schedule is given or chosen by the scheduler."""
    for kw in ({"schedule": ["A", "U", "J"]}, {}):
        r = both_paths(UNREACHABLE, {"x": [1, -1]}, 2, compiled=False, **kw)
        assert r.ub is not None
        assert (r.ub.reason, r.ub.threads, r.ub.block, r.ub.instruction) == (
            "unreachable executed", [1], "U", "unreachable")


def test_a_traced_run_that_faults_records_the_rules_of_its_faulting_step() -> None:
    """The rules of the step that reached undefined behaviour count among the run's rules, up to
    the fault ([EVALTERM-UNREACHABLE] in U); those of J, which never ran, do not."""
    r = run(parse_module(UNREACHABLE), None, 2, "FR", {"x": [1, -1]}, schedule=["A", "U", "J"], trace=True)
    assert r.ub is not None and r.ub.block == "U"
    assert {"INIT", "CMSK", "AMSK", "W-CMD", "UPD-ENV", "EVALTERM-CONDBR", "PC-ACTIVE",
            "EVALTERM-UNREACHABLE"} <= r.rules
    assert "EVALTERM-RET" not in r.rules and "PC-TERM" not in r.rules


def test_a_command_that_assigns_nothing_fires_w_cmd_and_not_upd_env() -> None:
    """[W-CMD] then [UPD-ENV] only for a command with a result: B's `store` and call of a void
    function assign no variable, so B's step fires W-CMD and no UPD-ENV; A's `add` fires both."""
    text = ("@g = global i32 0\ndeclare void @llvm.assume(i1)\n"
            "define void @f(i32 %x) {\nA:\n  %y = add i32 %x, 1\n  br label %B\n"
            "B:\n  store i32 %y, ptr @g\n  call void @llvm.assume(i1 true)\n  ret void\n}\n")
    r = run(parse_module(text), None, 2, "FR", {"x": [4, 4]}, trace=True)
    a, b = r.trace
    assert (a.block, b.block) == ("A", "B")
    assert {"W-CMD", "UPD-ENV"} <= set(a.rules)
    assert "W-CMD" in b.rules and "UPD-ENV" not in b.rules, b.rules


# ---------------------------------------------------------------- sdiv, srem at i1 and i8


@pytest.mark.parametrize("op", ["sdiv", "srem"])
def test_signed_division_of_i1(op: str) -> None:
    """values.md: i1 holds 0 and -1 (true), its signed minimum is -1, so -1 / -1 overflows
    (INT_MIN / -1): undefined behaviour on an active thread, nothing on a passive one; 0 / -1 is
    0 with remainder 0; a divisor 0 (false) is a division by zero."""
    text = f"define i1 @f(i1 %x, i1 %y) {{\nA:\n  %r = {op} i1 %x, %y\n  ret i1 %r\n}}\n"
    assert _returns(text, {"x": [0, 0], "y": [1, 1]}, 2) == [0, 0]
    what = "division" if op == "sdiv" else "remainder"
    r = both_paths(text, {"x": [0, 1], "y": [1, 1]}, 2, compiled=False)
    assert r.ub is not None
    assert (r.ub.reason, r.ub.threads) == (f"signed {what} overflow (INT_MIN / -1)", [1])
    r = both_paths(text, {"x": [1, 1], "y": [1, 0]}, 2, compiled=False)
    assert r.ub is not None and (r.ub.reason, r.ub.threads) == (f"{what} by zero", [1])
    guarded = f"""
define i1 @f(i1 %x, i1 %y, i1 %go) {{
A:
  br i1 %go, label %B, label %C
B: predicate %go
  %r = {op} i1 %x, %y
  br label %C
C:
  %v = phi i1 [ %r, %B ], [ false, %A ]
  ret i1 %v
}}
"""
    assert _returns(guarded, {"x": [0, 1], "y": [1, 1], "go": [1, 0]}, 2) == [0, 0]


def test_signed_division_of_i8_at_its_edges() -> None:
    """-128 / -1 is undefined behaviour; -128 / 1, -127 / -1, 0 / -1 and truncation towards
    zero are exact."""
    assert _binary("i8", "sdiv i8 %x, %y", [-128, -127, 0, -7, 7, 127], [1, -1, -1, 2, -2, -1]) == [
        -128, 127, 0, -3, -3, -127]
    assert _binary("i8", "srem i8 %x, %y", [-128, -127, 0, -7, 7, 127], [1, -1, -1, 2, -2, 2]) == [
        0, 0, 0, -1, 1, 1]
    for op, what in (("sdiv", "division"), ("srem", "remainder")):
        text = f"define i8 @f(i8 %x, i8 %y) {{\nA:\n  %r = {op} i8 %x, %y\n  ret i8 %r\n}}\n"
        r = both_paths(text, {"x": [-127, -128], "y": [-1, -1]}, 2, compiled=False)
        assert r.ub is not None
        assert (r.ub.reason, r.ub.threads) == (f"signed {what} overflow (INT_MIN / -1)", [1])


# ---------------------------------------------------------------- casts


def test_trunc_keeps_the_low_bits_at_every_width() -> None:
    """values.md: `trunc` keeps the low bits (results read signed); zero-extended again, no bit
    of the numpy container above i7 is left."""
    assert _cast("i32", "trunc i32 %x to i8", "i8", [4660, 300, 255, 128, -129, -1]) == [
        52, 44, -1, -128, 127, -1]
    assert _cast("i64", "trunc i64 %x to i32", "i32", [(1 << 32) + 5, 1 << 31, -1, INT64_MIN]) == [
        5, -(1 << 31), -1, 0]
    assert _cast("i32", "trunc i32 %x to i7", "i7", [200, 63, 64, -1]) == [-56, 63, -64, -1]
    assert _cast("i32", "trunc i32 %x to i1", "i1", [2, 3, -1, 0]) == [0, 1, 1, 0]
    widened = ("define i32 @f(i32 %x) {\nA:\n  %t = trunc i32 %x to i7\n"
               "  %r = zext i7 %t to i32\n  ret i32 %r\n}\n")
    assert _returns(widened, {"x": [200, 63, 64, -1]}, 4) == [72, 63, 64, 127]


def test_trunc_nuw_and_nsw_are_poison_exactly_where_bits_are_lost() -> None:
    """[VAL-POISON-FLAGS]: `nuw` where a truncated bit is 1; `nsw` where the result, sign
    extended, is not the operand. Each flag alone: a value `nsw` keeps (-5) is poison under
    `nuw` (its high bits are 1), and one `nuw` keeps (255) is poison under `nsw`."""
    assert _cast("i16", "trunc nuw i16 %x to i8", "i8", [256, 255, 5, -5, 0]) == [
        POISON, -1, 5, POISON, 0]
    assert _cast("i16", "trunc nsw i16 %x to i8", "i8", [128, 255, -128, 127, -5, -129]) == [
        POISON, POISON, -128, 127, -5, POISON]
    assert _cast("i16", "trunc nuw nsw i16 %x to i8", "i8", [127, 128, -1]) == [127, POISON, POISON]
    assert _cast("i8", "trunc nuw i8 %x to i1", "i1", [2, 1, 0]) == [POISON, 1, 0]
    assert _cast("i8", "trunc nsw i8 %x to i1", "i1", [1, -1, 0]) == [POISON, 1, 0]


def test_fptosi_truncates_towards_zero_and_is_poison_out_of_range() -> None:
    """[VAL-POISON-FPTOI]: i8 holds -128..127 after truncation, so -128.9 and 127.9 convert,
    -129.0, 128.0, NaN and ±inf are poison; at i1 the range is -1..0."""
    assert _cast("float", "fptosi float %x to i8", "i8", [
        127.9, -128.9, -0.5, -3.5, 128.0, -129.0, 200.0, math.nan, math.inf, -math.inf]) == [
        127, -128, 0, -3, POISON, POISON, POISON, POISON, POISON, POISON]
    assert _cast("double", "fptosi double %x to i64", "i64", [-(2.0**63), 2.0**63, 2.0**62]) == [
        INT64_MIN, POISON, 1 << 62]
    assert _cast("double", "fptosi double %x to i1", "i1", [-1.0, -1.5, 0.9, 1.0, -2.0]) == [
        1, 1, 0, POISON, POISON]


def test_fptoui_truncates_towards_zero_and_is_poison_out_of_range() -> None:
    """0 .. 2^N - 1 after truncation: -0.9 converts to 0, -1.0 is poison; 255.9 is 255 (read
    signed, -1) and 256.0 poison; at i64, 2^63 and the largest double below 2^64 convert
    exactly (read signed), 2^64 is poison."""
    assert _cast("float", "fptoui float %x to i8", "i8", [
        255.9, 256.0, -0.9, -1.0, 3.7, math.nan, math.inf]) == [
        -1, POISON, 0, POISON, 3, POISON, POISON]
    assert _cast("double", "fptoui double %x to i64", "i64", [2.0**63, 2.0**64 - 2048, 2.0**64]) == [
        INT64_MIN, -2048, POISON]
    assert _cast("double", "fptoui double %x to i1", "i1", [1.5, 0.5, 2.0, -0.9]) == [
        1, 0, POISON, 0]


PTR_ROUND_TRIP = """
define i64 @f({ty} %x) {{
A:
  %p = inttoptr {ty} %x to ptr
  %q = getelementptr i8, ptr %p, i64 1
  %r = ptrtoint ptr %q to {to}
  %z = {widen}
  ret i64 %z
}}
"""


@pytest.mark.parametrize(("ty", "to", "xs", "want"), [
    ("i64", "i64", [4659, -1, 0], [4660, 0, 1]),
    ("i64", "i8", [4659, 254, 255], [52, 255, 0]),
    ("i64", "i32", [(1 << 32) + 6, (1 << 31) - 1], [7, 1 << 31]),
    ("i64", "i4", [30, 7], [15, 8]),
    ("i64", "i1", [1, 2, 0], [0, 1, 1]),
    ("i8", "i64", [-1, 126], [256, 127]),  # inttoptr zero-extends
])
def test_ptrtoint_and_inttoptr_convert_addresses(ty: str, to: str, xs: list, want: list) -> None:
    """values.md: `ptrtoint` keeps the address's low bits, `inttoptr` zero-extends; the address
    moves by the getelementptr between. The result is zero-extended to i64, so that bits of the
    numpy container above an i4 or i1 would show (`checking.md` [CHK-SMT-TABLES])."""
    widen = "add i64 %r, 0" if to == "i64" else f"zext {to} %r to i64"
    text = PTR_ROUND_TRIP.format(ty=ty, to=to, widen=widen)
    assert _returns(text, {"x": xs}, len(xs)) == want


# ---------------------------------------------------------------- mul above 32 bits, i1 sums


def test_mul_overflow_of_wide_integers_is_poison() -> None:
    """[VAL-POISON-FLAGS] above 32 bits, where the exact product does not fit the 64 bits numpy
    computes in: at i64, 2^62·2 overflows nsw, 2^63·2 overflows nuw, -1·INT64_MIN overflows
    nsw, and the products that fit (3·5, -2^62·2 = INT64_MIN, 2^62·2 = 2^63 unsigned) are
    defined; at i48 (a width of its own path), 2^46·2 overflows nsw and 2^47·2 nuw."""
    assert _binary("i64", "mul nsw i64 %x, %y", [2**62, -1, 3, -(2**62)], [2, -(2**63), 5, 2]) == [
        "poison", "poison", 15, -(2**63)]
    assert _binary("i64", "mul nuw i64 %x, %y", [2**63, 2**62, 3, 2**32], [2, 2, 5, 2**32]) == [
        "poison", -(2**63), 15, "poison"]
    assert _binary("i48", "mul nsw i48 %x, %y", [2**46, -(2**46), 2**46, 3], [2, 2, -2, -5]) == [
        "poison", -(2**47), -(2**47), -15]
    assert _binary("i48", "mul nuw i48 %x, %y", [2**47, 2**46, 2**24], [2, 2, 2**24]) == [
        "poison", -(2**47), "poison"]


def test_the_sum_of_a_vector_of_i1_wraps() -> None:
    """`vector.reduce.add` of `<2 x i1>` is a sum modulo 2: <1, 1> sums to 0, not to "some one"."""
    text = """
declare i1 @llvm.vector.reduce.add.v2i1(<2 x i1>)
declare i1 @llvm.vector.reduce.mul.v2i1(<2 x i1>)
define i32 @f(i1 %a, i1 %b) {
A:
  %v0 = insertelement <2 x i1> poison, i1 %a, i32 0
  %v = insertelement <2 x i1> %v0, i1 %b, i32 1
  %s = call i1 @llvm.vector.reduce.add.v2i1(<2 x i1> %v)
  %p = call i1 @llvm.vector.reduce.mul.v2i1(<2 x i1> %v)
  %s32 = zext i1 %s to i32
  %p32 = zext i1 %p to i32
  %p2 = shl i32 %p32, 1
  %r = or i32 %s32, %p2
  ret i32 %r
}
"""
    # the compiled machine does not take a vector of i1: both runs are detailed
    assert _returns(text, {"a": [0, 0, 1, 1], "b": [0, 1, 0, 1]}, 4, compiled=False) == [0, 1, 1, 2]


# ---------------------------------------------------------------- poison made under a partial amsk


GUARDED_POISON = """
define i32 @f(i32 %x, i1 %c) {
A:
  br i1 %c, label %B, label %C
B: predicate %c
  %r = add nsw i32 %x, 1
  br label %C
C:
  %v = phi i32 [ %r, %B ], [ 7, %A ]
  ret i32 %v
}
"""


@pytest.mark.parametrize("interp", ["FR", "OBL"])
def test_poison_made_by_an_active_thread_of_a_partly_active_block_stays_poison(interp: str) -> None:
    """[UPD-ENV], [VAL-POISON-PHI]: B runs with threads 0 and 1 active and thread 2 passive;
    thread 0's `add nsw` overflows and its %r is poison (not ⊤, also under OBL, where passive
    thread 2 gets ⊤), thread 1's is 2; the phi moves them, thread 2 takes 7 from A."""
    args = {"x": [(1 << 31) - 1, 1, (1 << 31) - 1], "c": [1, 1, 0]}
    assert _returns(GUARDED_POISON, args, 3, interp) == [POISON, 2, 7]
    traced = run(parse_module(GUARDED_POISON), None, 3, interp, args, trace=True)
    (b,) = [s for s in traced.trace if s.block == "B"]
    assert b.values["r"] == [POISON, 2, None]


# ---------------------------------------------------------------- a block listed twice in a phi


def test_a_phi_that_lists_a_block_twice_takes_its_first_entry_on_both_paths() -> None:
    """[EVALPHI] LLVM lets a phi list a predecessor twice only with one value (`pllvm verify`
    says `phi-incoming` otherwise); a program run without verifying gets the first entry on
    every path, whether the threads come from one block or from several."""
    text = """
define i32 @f(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  br label %C
C:
  %p = phi i32 [ 1, %A ], [ 2, %A ], [ 3, %B ]
  ret i32 %p
}
"""
    assert _returns(text, {"c": [1, 0]}, 2) == [3, 1]
    assert _returns(text, {"c": [0, 0]}, 2) == [1, 1]

