"""clang-compiled kernels run and agree with the same computation done in Python."""

from __future__ import annotations

import math

import numpy as np
from conftest import CORPUS

from pllvm.exec import Buffer, run
from pllvm.text import parse_file


def test_logstar_compiled_by_clang() -> None:
    m = parse_file(CORPUS / "clang" / "logstar.ll")
    xs = [88.38, 1.5, 0.5, 1e300, 3.0, 1.0, 16.0, 2.718281828459045]

    def logstar(x: float) -> int:
        n = 0
        while x > 1.0:
            x, n = math.log(x), n + 1
        return n

    assert run(m, "logstar", len(xs), args={"0": xs}).ret == [logstar(x) for x in xs]


def test_mandelbrot_compiled_by_clang() -> None:
    m = parse_file(CORPUS / "clang" / "mandelbrot.ll")
    cr = np.array([-2.0, -1.0, 0.0, 0.25, 0.3, -0.75, 0.5, -1.5], np.float32)
    ci = np.array([0.0, 0.0, 0.0, 0.0, 0.5, 0.1, 0.5, 0.0], np.float32)

    def escape(a: np.float32, b: np.float32, n: int) -> int:
        zr = zi = np.float32(0)
        for i in range(n):
            zr2, zi2 = zr * zr, zi * zi
            if zr2 + zi2 > np.float32(4):
                return i
            zi = np.float32(2) * zr * zi + b
            zr = zr2 - zi2 + a
        return n

    got = run(m, "mandelbrot", 8, args={"0": cr.tolist(), "1": ci.tolist(), "2": 40}).ret
    assert got == [escape(a, b, 40) for a, b in zip(cr, ci, strict=True)]


def test_saxpy_compiled_by_clang_writes_its_buffer() -> None:
    m = parse_file(CORPUS / "clang" / "saxpy.ll")
    x = [1.0, 2.0, 3.0, 4.0, 5.0]
    y = [10.0, 20.0, 30.0, 40.0, 50.0]
    res = run(m, "saxpy", 1, args={"0": 5, "1": 2.0, "2": "@x", "3": "@y"},
              buffers={"x": Buffer("float", tuple(x)), "y": Buffer("float", tuple(y))})
    assert res.ub is None and res.terminated
    assert res.memory["y"] == [2.0 * a + b for a, b in zip(x, y, strict=True)]
