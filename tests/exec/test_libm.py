"""[THETA-LIBM]: θ's transcendental functions are the C library's, bit for bit, on the compiled
machine and on the detailed path, for float (`logf`) and double (`log`) and as LLVM intrinsics;
a program that calls one runs on the compiled machine without handing a command to Python."""

from __future__ import annotations

import ctypes
import ctypes.util
import math

import numpy as np
import pytest

from pllvm.exec import run
from pllvm.exec.engine import _program
from pllvm.exec.fast import code_of
from pllvm.exec.libm import FUNCTIONS
from pllvm.text import parse_module

LIBM = ctypes.util.find_library("m")
pytestmark = pytest.mark.skipif(LIBM is None, reason="no C math library to compare with (ctypes)")

BINARY = {"atan2", "pow", "hypot"}
XS = [0.5, -0.5, 2.0, 88.38, 1e-310, -0.0, 0.0, math.inf, -math.inf, math.nan, 1e300, -7.25,
      3.14159, 1.0000001, 700.0, -745.5]
YS = [2.0, 0.5, -3.0, 0.0, math.nan, 1.5, -0.0, 2.0, math.inf, 1.0, -1e-300, 3.0, -0.5, 1e10,
      0.25, 7.0]
TYPES = {"float": (np.float32, np.uint32, ctypes.c_float, "f"),
         "double": (np.float64, np.uint64, ctypes.c_double, "")}


def _program_text(callee: str, ty: str, binary: bool) -> str:
    params = f"{ty} %x, {ty} %y"
    args = f"{ty} %x, {ty} %y" if binary else f"{ty} %x"
    return (f"declare {ty} @{callee}({', '.join([ty] * (2 if binary else 1))})\n"
            f"define {ty} @f({params}) {{\nA:\n  %r = call {ty} @{callee}({args})\n  ret {ty} %r\n}}\n")


def _c_library(name: str, ty: str) -> np.ndarray:
    """The C library's results on XS (and YS), as bit patterns of the type."""
    dtype, bits, ctype, suffix = TYPES[ty]
    fn = getattr(ctypes.CDLL(LIBM), name + suffix)
    binary = name in BINARY
    fn.restype, fn.argtypes = ctype, [ctype] * (2 if binary else 1)
    with np.errstate(over="ignore"):  # 1e300 is inf as a float
        xs, ys = np.array(XS, dtype), np.array(YS, dtype)
    out = [fn(float(x), float(y)) if binary else fn(float(x)) for x, y in zip(xs, ys, strict=True)]
    return np.array(out, dtype).view(bits)


def _pllvm(callee: str, name: str, ty: str, fast: bool) -> np.ndarray:
    """pllvm's results of @f calling `callee` on XS (and YS) with one lane per value."""
    dtype, bits, _, _ = TYPES[ty]
    m = parse_module(_program_text(callee, ty, name in BINARY))
    r = run(m, "f", len(XS), "FR", {"x": XS, "y": YS}, fast=fast)
    assert r.path == ("compiled" if fast else "detailed")
    return np.array(r.ret, np.float64).astype(dtype).view(bits)


def _differences(want: np.ndarray, got: np.ndarray) -> list[str]:
    """The lanes where `got` is not `want`'s bits (any NaN matches any NaN)."""
    floats = np.float32 if want.dtype == np.uint32 else np.float64
    nan = np.isnan(want.view(floats)) & np.isnan(got.view(floats))
    return [f"lane {t}: x={XS[t]} y={YS[t]}: C {want[t]:#x}, pllvm {got[t]:#x}"
            for t in np.flatnonzero((want != got) & ~nan)]


@pytest.mark.parametrize("ty", sorted(TYPES))
@pytest.mark.parametrize("name", FUNCTIONS)
def test_c_library_bits_on_both_paths(name: str, ty: str) -> None:
    callee = name + TYPES[ty][3]
    want = _c_library(name, ty)
    for fast in (True, False):
        got = _pllvm(callee, name, ty, fast)
        assert _differences(want, got) == [], f"@{callee} fast={fast}"


@pytest.mark.parametrize("callee,name,ty", [("llvm.log.f64", "log", "double"),
                                            ("llvm.pow.f32", "pow", "float"),
                                            ("llvm.exp2.f32", "exp2", "float")])
def test_intrinsics_are_the_c_library(callee: str, name: str, ty: str) -> None:
    want = _c_library(name, ty)
    for fast in (True, False):
        assert _differences(want, _pllvm(callee, name, ty, fast)) == []


def test_a_call_of_log_stays_on_the_compiled_machine() -> None:
    """No command of the program is handed to Python: its runs can be batched ([ENGINE-BATCH])."""
    m = parse_module(_program_text("log", "double", False))
    code = code_of(_program(m, m.function("f"), 4))
    assert code is not None and code.python == []

