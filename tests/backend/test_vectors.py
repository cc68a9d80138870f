"""A thread's own LLVM vectors and structs widened ([WIDEN-TENSOR]), and the memory intrinsics
([WIDEN-MASKED], [WIDEN-MEMSET], [WIDEN-MEMCPY], [WIDEN-LOAD-RELATIVE], [WIDEN-OVERFLOW]): the
emitted IR has the promised shape, and native results equal the interpreter's, lane by lane."""

from __future__ import annotations

import pytest

from pllvm.backend.native import build, run_native
from pllvm.errors import LoweringError
from pllvm.exec import Buffer, run
from pllvm.exec.lanes import POISON
from pllvm.text import parse_module

VECTORS = """
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

define i32 @lanes(ptr %p, i64 %i, i64 %k) {
entry:
  %q = getelementptr <4 x i32>, ptr %p, i64 %i
  %v = load <4 x i32>, ptr %q
  %e1 = extractelement <4 x i32> %v, i64 1
  %ek = extractelement <4 x i32> %v, i64 %k
  %w = insertelement <4 x i32> %v, i32 %e1, i64 %k
  %s = shufflevector <4 x i32> %w, <4 x i32> <i32 100, i32 200, i32 300, i32 400>,
                     <4 x i32> <i32 3, i32 4, i32 0, i32 7>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s)
  %x = mul i32 %r, 1000
  %y = add i32 %x, %ek
  ret i32 %y
}

define float @ordered(float %a) {
entry:
  %v = insertelement <4 x float> <float 16777216.0, float 1.0, float -16777216.0, float 1.0>, float %a, i64 1
  %r = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %v)
  ret float %r
}

define i32 @overflow(i32 %a) {
entry:
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 1)
  %v = extractvalue { i32, i1 } %s, 0
  %o = extractvalue { i32, i1 } %s, 1
  %r = select i1 %o, i32 -1, i32 %v
  ret i32 %r
}

define <2 x i32> @swap(<2 x i32> %v, i1 %c) {
entry:
  %s = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %r = select i1 %c, <2 x i32> %s, <2 x i32> %v
  ret <2 x i32> %r
}
"""


def _both(module_text: str, fn: str, lanes: int, args: dict, buffers: dict | None = None,
          signature: str | None = None):
    """The native result and the OBL lock-step run of `fn`."""
    module = parse_module(module_text)
    native = build(module, fn, lanes, signature)
    want = run(native.module, fn, lanes, "OBL", args, buffers or {})
    assert want.ub is None and want.terminated
    return native, run_native(native, args, buffers or {}), want


def test_consecutive_vectors_are_one_masked_load() -> None:
    """Thread t's `<4 x i32>` at p + 16·t: one `<16 x i32>` masked load at W = 4, element j of
    every thread a shuffle at t·4 + j."""
    native, got, want = _both(VECTORS, "lanes", 4, {"p": "@buf", "i": [0, 1, 2, 3], "k": [0, 1, 2, 3]},
                              {"buf": Buffer("i32", tuple(range(16)))}, "u,(1,4),v")
    assert "call <16 x i32> @llvm.masked.load.v16i32.p0(" in native.text
    assert "shufflevector <16 x i32> %v, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>" \
        in native.text
    assert got.ret == want.ret
    # thread 1: v = 4..7, k = 1: w = v, s = <7, 100, 4, 400>, r = 511; ek = 5
    assert got.ret[1] == 511 * 1000 + 5


def test_run_time_indices_per_thread() -> None:
    """A run-time index differs per thread; an index outside the vector reads some element
    (the interpreter's poison, [VAL-POISON-INDEX])."""
    _, got, want = _both(VECTORS, "lanes", 4, {"p": "@buf", "i": [3, 2, 1, 0], "k": [3, 0, 2, 9]},
                         {"buf": Buffer("i32", tuple(range(16)))})
    for t in range(3):
        assert got.ret[t] == want.ret[t]
    assert want.ret[3] is POISON  # the native value refines it


def test_ordered_float_reduction() -> None:
    """`vector.reduce.fadd` without reassoc adds in element order, as the interpreter does:
    ((2^24 + a) - 2^24) + 1 is 1 for a = 1 in floats (LLVM's tree order would give 2)."""
    _, got, want = _both(VECTORS, "ordered", 4, {"a": [1.0, 0.0, 2.0, -1.0]})
    assert got.ret == want.ret == [1.0, 1.0, 3.0, 0.0]


def test_with_overflow_is_a_struct_of_vectors() -> None:
    native, got, want = _both(VECTORS, "overflow", 4, {"a": [5, 2147483647, -1, -2147483648]})
    assert "call { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(" in native.text
    assert got.ret == want.ret == [6, -1, 0, -2147483647]


def test_vector_parameters_and_results() -> None:
    """A thread's `<2 x i32>` parameter and result: thread t's elements at 2t and 2t+1."""
    native, got, want = _both(VECTORS, "swap", 3, {"v": [[1, 2], [3, 4], [5, 6]], "c": [1, 0, 1]})
    assert "define <6 x i32> @swap(<6 x i32> %v, <3 x i1> %c" in native.text
    assert got.ret == want.ret == [[2, 1], [3, 4], [6, 5]]


MEMCPY = """
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @shift(ptr %buf, i64 %t) {
entry:
  %i = mul i64 %t, 2
  %src = getelementptr i32, ptr %buf, i64 %i
  %dst = getelementptr i32, ptr %src, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 8, i1 false)
  ret void
}

define void @clear(ptr %buf, i64 %t, i1 %on) {
entry:
  br label %body
body: predicate %on
  %at = getelementptr i32, ptr %buf, i64 %t
  call void @llvm.memset.p0.i64(ptr %at, i8 -1, i64 4, i1 false)
  br label %exit
exit:
  ret void
}
"""


def test_memcpy_reads_every_source_before_writing() -> None:
    """Thread 0's destination is thread 1's source: the interpreter reads all sources first, so
    thread 1 copies the old 3, 4 (one copy after the other would copy 1, 2 again)."""
    buf = {"buf": Buffer("i32", (1, 2, 3, 4, 5, 6, 7, 8))}
    _, got, want = _both(MEMCPY, "shift", 2, {"buf": "@buf", "t": [0, 1]}, buf)
    assert want.memory["buf"] == [1, 2, 1, 2, 3, 4, 7, 8]
    assert got.memory["buf"] == want.memory["buf"]


def test_memset_of_passive_threads_writes_nothing() -> None:
    buf = {"buf": Buffer("i32", (1, 2, 3, 4))}
    _, got, want = _both(MEMCPY, "clear", 4, {"buf": "@buf", "t": [0, 1, 2, 3], "on": [1, 0, 0, 1]}, buf)
    assert got.memory["buf"] == want.memory["buf"] == [-1, 2, 3, -1]


def test_vector_gep_is_refused_with_the_instruction() -> None:
    text = ("define i32 @g(ptr %p, <2 x i64> %i) {\nentry:\n"
            "  %q = getelementptr i32, ptr %p, <2 x i64> %i\n"
            "  %a = extractelement <2 x ptr> %q, i64 0\n  %r = load i32, ptr %a\n  ret i32 %r\n}\n")
    with pytest.raises(LoweringError, match="getelementptr over vectors of addresses"):
        build(parse_module(text), "g", 4)
