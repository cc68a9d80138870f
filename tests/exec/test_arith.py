"""Integer semantics against Python's exact integers: wrapping, signedness, poison flags."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from helpers import edge_values, int_lanes, signed
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.exec.arith import BINARY, ICMP

WIDTHS = [1, 7, 8, 16, 31, 32, 33, 48, 64]




def _reference(op: str, a: int, b: int, bits: int) -> tuple[int | None, set[str]]:
    """(wrapped result or None for UB, the flags it violates)."""
    mod = 1 << bits
    sa, sb = signed(a, bits), signed(b, bits)
    bad: set[str] = set()
    if op in ("add", "sub", "mul"):
        u = {"add": a + b, "sub": a - b, "mul": a * b}[op]
        s = {"add": sa + sb, "sub": sa - sb, "mul": sa * sb}[op]
        if not 0 <= u < mod:
            bad.add("nuw")
        if not -(mod >> 1) <= s < (mod >> 1) or (bits == 1 and s not in (0, -1)):
            bad.add("nsw")
        return u % mod, bad
    if op in ("udiv", "urem"):
        if b == 0:
            return None, bad
        q, r = divmod(a, b)
        if r:
            bad.add("exact")
        return (q if op == "udiv" else r), bad
    if op in ("sdiv", "srem"):
        if b == 0 or (sa == -(mod >> 1) and sb == -1):
            return None, bad
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        r = sa - q * sb
        if r:
            bad.add("exact")
        return (q if op == "sdiv" else r) % mod, bad
    if op in ("shl", "lshr", "ashr"):
        if b >= bits:
            return -1, bad  # poison: checked as ⊤
        r = {"shl": (a << b) % mod, "lshr": a >> b, "ashr": (sa >> b) % mod}[op]
        if op == "shl" and (a << b) >= mod:
            bad.add("nuw")
        if op == "shl" and signed((a << b) % mod, bits) >> b != sa:
            bad.add("nsw")
        if op != "shl" and (a & ((1 << b) - 1)):
            bad.add("exact")
        return r, bad
    return {"and": a & b, "or": a | b, "xor": a ^ b}[op], bad


INTEGER_OPS = sorted(set(BINARY) - {"fadd", "fsub", "fmul", "fdiv", "frem"})


#: the flags each operation takes; a violated one makes the result poison
FLAGS = {"add": ("nuw", "nsw"), "sub": ("nuw", "nsw"), "mul": ("nuw", "nsw"), "shl": ("nuw", "nsw"),
         "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",), "ashr": ("exact",)}



def _operands(bits: int) -> st.SearchStrategy[int]:
    """Any value of the width, weighted towards the edges."""
    return st.sampled_from(edge_values(bits)) | st.integers(0, (1 << bits) - 1)


@pytest.mark.parametrize("bits", WIDTHS)
@pytest.mark.parametrize("op", INTEGER_OPS)
@settings(max_examples=40, deadline=None, derandomize=True)
@given(data=st.data())
def test_integer_binary_operations(bits: int, op: str, data: st.DataObject) -> None:
    """Each operation at each width against Python's integers, with every flag it takes (a
    violated flag makes the result poison, shown as not defined)."""
    a = data.draw(_operands(bits), label="a")
    b = data.draw(_operands(bits) | st.integers(0, min(bits + 1, (1 << bits) - 1)), label="b")
    expected, violated = _reference(op, a, b, bits)
    active = np.array([expected is not None])
    got = BINARY[op](int_lanes([a], bits), int_lanes([b], bits), bits, (), active)
    if expected is None:
        return  # undefined behaviour on this thread: raised, see test_undefined_division
    if expected == -1:
        assert not got.defined[0]
        return
    assert got.defined[0]
    assert int(got.data[0]) == expected, (op, bits, a, b)
    for flag in FLAGS.get(op, ()):
        flagged = BINARY[op](int_lanes([a], bits), int_lanes([b], bits), bits, (flag,), active)
        assert bool(flagged.defined[0]) == (flag not in violated), (op, flag, bits, a, b)


@pytest.mark.parametrize("bits", WIDTHS)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "shl"])
def test_every_pair_of_edge_values_with_every_flag(bits: int, op: str) -> None:
    """The wrapping operations on every pair of edge values at once (one lane per pair): where
    a product leaves even 64 bits (2^32 * 2^32 at i33) or a flag sits on its boundary."""
    edges = edge_values(bits)
    pairs = [(a, b) for a in edges for b in (edges if op != "shl" else range(bits))]
    left, right = int_lanes([a for a, _ in pairs], bits), int_lanes([b for _, b in pairs], bits)
    active = np.ones(len(pairs), np.bool_)
    for flags in ((), *((f,) for f in FLAGS[op])):
        got = BINARY[op](left, right, bits, flags, active)
        for k, (a, b) in enumerate(pairs):
            want, violated = _reference(op, a, b, bits)
            assert bool(got.defined[k]) == (not set(flags) & violated), (flags, a, b)
            if got.defined[k]:
                assert int(got.data[k]) == want, (flags, a, b)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(WIDTHS), st.sampled_from(sorted(ICMP)), st.data())
def test_integer_comparisons(bits: int, pred: str, data: st.DataObject) -> None:
    a = data.draw(st.integers(0, (1 << bits) - 1))
    b = data.draw(st.integers(0, (1 << bits) - 1))
    x, y = (signed(a, bits), signed(b, bits)) if pred[0] == "s" else (a, b)
    want = {"eq": x == y, "ne": x != y, "gt": x > y, "ge": x >= y, "lt": x < y,
            "le": x <= y}[pred if pred in ("eq", "ne") else pred[1:]]
    assert bool(ICMP[pred](int_lanes([a], bits), int_lanes([b], bits), bits).data[0]) == want


def test_signed_overflow_on_a_passive_thread_is_quiet() -> None:
    """INT_MIN / -1 on a thread that is not active is no fault, and numpy's int64 overflow does
    not leak as a warning: the passive thread's result is never read."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for op, want in (("sdiv", 3), ("srem", 1)):
            got = BINARY[op](int_lanes([1 << 63, 7], 64), int_lanes([(1 << 64) - 1, 2], 64), 64, (),
                             np.array([False, True]))
            assert int(got.data[1]) == want

