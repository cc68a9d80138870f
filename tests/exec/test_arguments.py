"""Arguments given as whole lists of numbers are converted as whole arrays
(`engine._plain_numbers`); the result is the one the conversion one value at a time
(`engine._scalar_arg`) gives, lane by lane and bit by bit, at every integer width and for float
and double."""

from __future__ import annotations

import struct

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from pllvm.exec import run
from pllvm.exec.engine import _scalar_arg, argument_lanes
from pllvm.exec.lanes import dtype_of
from pllvm.syntax import FloatType, IntType
from pllvm.text import parse_module


def _one_by_one(values: list, ty: IntType | FloatType) -> tuple[np.ndarray, np.ndarray]:
    triples = [_scalar_arg(v, ty, {}, "x") for v in values]
    with np.errstate(over="ignore"):  # a double beyond float's range is inf either way
        data = np.array([t[0] for t in triples], dtype_of(ty))
    return data, np.array([t[1] for t in triples])


@st.composite
def _ints(draw: st.DrawFn) -> tuple[IntType, list[int]]:
    bits = draw(st.sampled_from([1, 7, 8, 16, 31, 32, 48, 64]))
    values = st.integers(-(1 << (bits - 1)), (1 << bits) - 1)
    return IntType(bits), draw(st.lists(values, min_size=1, max_size=9))


@given(_ints())
def test_integer_arguments_as_arrays_are_the_values_one_by_one(case: tuple[IntType, list[int]]) -> None:
    ty, values = case
    lanes = argument_lanes(values, ty, len(values), {}, "x")
    data, defined = _one_by_one(values, ty)
    assert lanes.data.dtype == data.dtype and lanes.data.tobytes() == data.tobytes()
    assert lanes.defined.all() and defined.all()


@given(st.sampled_from(["float", "double"]),
       st.lists(st.floats(allow_nan=False) | st.integers(-(1 << 60), 1 << 60), min_size=1, max_size=9))
def test_float_arguments_as_arrays_round_once_as_one_by_one(kind: str, values: list) -> None:
    ty = FloatType(kind)
    lanes = argument_lanes(values, ty, len(values), {}, "x")
    data, _ = _one_by_one(values, ty)
    assert lanes.data.tobytes() == data.tobytes()


@given(_ints() | st.tuples(st.sampled_from([FloatType("float"), FloatType("double")]),
                           st.lists(st.floats() | st.integers(-(1 << 60), 1 << 60), min_size=1,
                                    max_size=1)),
       st.integers(1, 9))
def test_one_number_for_every_thread_is_that_number_on_each(case: tuple, w: int) -> None:
    """One value given for all W threads (`engine._one_number`, or the general path where it
    declines: NaN, infinities, a double that float rounds to infinity) is the value one by one,
    on every thread, bit for bit."""
    ty, (value, *_) = case
    lanes = argument_lanes(value, ty, w, {}, "x")
    data, defined = _one_by_one([value] * w, ty)
    assert lanes.data.dtype == data.dtype and lanes.data.tobytes() == data.tobytes()
    assert lanes.defined.all() and defined.all()


def test_a_nan_argument_keeps_its_sign_and_payload_on_both_paths() -> None:
    """A Python float NaN is passed as it is, whether given once for all threads, per thread
    with plain numbers (converted as an array) or next to ⊤ (converted one by one): its sign and
    payload (which its text, `nan`, does not carry) reach the function."""
    nan = struct.unpack("<d", struct.pack("<Q", 0xFFF8_0000_0000_0001))[0]  # negative, payload 1
    bits = struct.unpack("<q", struct.pack("<d", nan))[0]
    module = parse_module("define i64 @f(double %x) {\nentry:\n  %b = bitcast double %x to i64\n"
                          "  ret i64 %b\n}\n")
    for args in ({"x": nan}, {"x": [nan, 1.0]}, {"x": [nan, "⊤"]}):
        for fast in (True, False):
            r = run(module, "f", 2, "FR", args, fast=fast)
            assert r.ret is not None and r.ret[0] == bits, (args, fast)
