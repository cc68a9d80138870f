"""Single lowering rules on their own, in the emitted IR and in native results: the empty-activation
loop exit [WIDEN-EMPTY-EXIT], accesses by stride [WIDEN-LOAD-UNIFORM] [WIDEN-CONSEC]
[WIDEN-GATHER] [WIDEN-SCATTER] through the kernel driver, the scalar build [WIDEN-SCALAR], and
math functions as libmvec calls [WIDEN-VECLIB]."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import attrs
import numpy as np
import pytest

from pllvm.backend.compare import MATH_ULPS, close
from pllvm.backend.jit import host_veclib
from pllvm.backend.native import build, build_scalar, lowered_text, run_kernel, run_kernel_interp, run_native
from pllvm.backend.plan import plan
from pllvm.backend.veclib import Libmvec
from pllvm.backend.widen import lower
from pllvm.errors import LoweringError
from pllvm.exec import Buffer, run
from pllvm.text import parse_file, parse_module

KERNELS = Path(__file__).resolve().parents[1] / "benchmarks" / "kernels"

#: A uniform loop whose body is predicated by the varying %p; its exit test never holds for n = 5
#: before four iterations, so the number of iterations shows whether an empty body left at once.
LEAVE = """
define i32 @leave(i32 %n, i1 %p) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  br label %body
body: predicate %p
  %k.next = add i32 %k, 1
  %stop = icmp eq i32 %k.next, %n
  br i1 %stop, label %exit, label %loop
exit:
  %r = phi i32 [ %k, %body ]
  ret i32 %r
}
"""


def test_empty_activation_leaves_the_loop() -> None:
    module = parse_module(LEAVE)
    native = build(module, "leave", 4, "u,v")
    assert "%_guard = select i1 %_any, i1 %stop, i1 true" in native.text
    assert "br i1 %_guard, label %exit, label %loop" in native.text
    args = {"n": 5, "p": [0, 0, 0, 0]}
    assert run(module, "leave", 4, "OBL", args).ret == [0, 0, 0, 0]
    assert run_native(native, args, {}).ret == [0, 0, 0, 0]  # unguarded, the loop would run to k = 4


def test_loop_runs_while_a_thread_is_active() -> None:
    module = parse_module(LEAVE)
    args = {"n": 5, "p": [0, 1, 0, 0]}
    assert run(module, "leave", 4, "OBL", args).ret[1] == 4
    assert run_native(build(module, "leave", 4, "u,v"), args, {}).ret[1] == 4


#: [WIDEN-EMPTY-EXIT] for a switch: a uniform switch of a predicated loop block; the leaving
#: successor is a case ("case") or the default ("default").
LEAVE_SWITCH = {
    "case": "switch i32 %k.next, label %loop [ i32 5, label %exit ]",
    "default": "switch i32 %k.next, label %exit [ i32 5, label %loop i32 1, label %loop i32 2, "
               "label %loop i32 3, label %loop i32 4, label %loop ]",
}


@pytest.mark.parametrize("leaves", sorted(LEAVE_SWITCH))
def test_empty_activation_leaves_by_a_switch(leaves: str) -> None:
    module = parse_module(LEAVE.replace("br i1 %stop, label %exit, label %loop", LEAVE_SWITCH[leaves])
                          .replace("  %stop = icmp eq i32 %k.next, %n\n", ""))
    native = build(module, "leave", 4, "u,v")
    out = "5" if leaves == "case" else "0"
    assert f"select i1 %_any, i32 %k.next, i32 {out}" in native.text
    for p in ([0, 0, 0, 0], [0, 0, 1, 0]):
        args = {"n": 5, "p": p}
        want = run(module, "leave", 4, "OBL", args).ret
        got = run_native(native, args, {}).ret
        defined = [t for t, x in enumerate(want) if x is not None]
        assert [got[t] for t in defined] == [want[t] for t in defined]
    assert want[2] == (4 if leaves == "case" else 5)


RUNTIME_ALLOCA = """
define i32 @sum_to(i32 %n, i32 %m, i32 %d) {
entry:
  %a = alloca i32, i32 %n
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %p = getelementptr i32, ptr %a, i32 %k
  %kx = add i32 %k, %d
  store i32 %kx, ptr %p
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, %m
  br i1 %more, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j.next, %sum ]
  %s = phi i32 [ 0, %fill ], [ %s.next, %sum ]
  %q = getelementptr i32, ptr %a, i32 %j
  %x = load i32, ptr %q
  %s.next = add i32 %s, %x
  %j.next = add i32 %j, 1
  %again = icmp slt i32 %j.next, %m
  br i1 %again, label %sum, label %done
done:
  ret i32 %s.next
}
"""


@pytest.mark.parametrize("signature", ["u,u,u", "u,u,v"])
def test_alloca_of_a_run_time_count(signature: str) -> None:
    """[WIDEN-ALLOCA] `alloca i32, i32 %n`: one object of n elements, or, when threads store
    their own values into it (d varying), W private copies of n elements, allocated where the
    alloca is."""
    module = parse_module(RUNTIME_ALLOCA)
    native = build(module, "sum_to", 4, signature)
    copies = "%_copies = alloca i32, i32 %_count.all" in native.text
    assert copies == (signature == "u,u,v")
    x = [1, 1, 1, 1] if signature == "u,u,u" else [0, 1, 2, 3]
    want = [15 + 6 * v for v in x]
    args = {"n": 6, "m": 6, "d": x}
    assert run(module, "sum_to", 4, "OBL", args).ret == want
    assert run_native(native, args, {}).ret == want


def test_error_in_generated_code_names_function_and_block() -> None:
    """An instruction without a source location (as `pllvm vectorize` makes them) is named by
    its function and block."""
    module = parse_module("define i32 @g(ptr %p, <2 x i64> %i) {\nentry:\n"
                          "  %q = getelementptr i32, ptr %p, <2 x i64> %i\n"
                          "  %a = extractelement <2 x ptr> %q, i64 0\n  %r = load i32, ptr %a\n"
                          "  ret i32 %r\n}\n")
    fn = module.function("g")
    entry = fn.blocks[0]
    unlocated = attrs.evolve(entry, commands=tuple(attrs.evolve(c, loc=None) for c in entry.commands))
    module = attrs.evolve(module, functions=(attrs.evolve(fn, blocks=(unlocated,)),))
    with pytest.raises(LoweringError, match=r"^@g, block entry: a getelementptr over vectors"):
        lower(plan(module, module.function("g"), "v,v", 4))


#: Item i reads a[i] (consecutive), c[0] (uniform) and a[2i] (stride 2), writes b[i] (consecutive)
#: and d[2i] (stride 2).
STRIDES = """
define void @strides(i64 %i, ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %pa = getelementptr float, ptr %a, i64 %i
  %x = load float, ptr %pa
  %s = load float, ptr %c
  %i2 = mul i64 %i, 2
  %pa2 = getelementptr float, ptr %a, i64 %i2
  %y = load float, ptr %pa2
  %sum = fadd float %x, %y
  %r = fmul float %sum, %s
  %pb = getelementptr float, ptr %b, i64 %i
  store float %r, ptr %pb
  %pd = getelementptr float, ptr %d, i64 %i2
  store float %x, ptr %pd
  ret void
}
"""


@pytest.mark.parametrize("lanes", [8, 16])
def test_access_by_stride_in_the_ir(lanes: int) -> None:
    text = build(parse_module(STRIDES), "strides", lanes, kernel=True).lowered.text
    vf = f"<{lanes} x float>"
    assert f"%x = call {vf} @llvm.masked.load.v{lanes}f32.p0(ptr %_lane.ptr, i32 4" in text
    assert "%s = load float, ptr %c, align 4" in text
    assert f"%y = call {vf} @llvm.masked.gather.v{lanes}f32.v{lanes}p0(<{lanes} x ptr> %pa2" in text
    assert f"call void @llvm.masked.store.v{lanes}f32.p0({vf} %r, ptr %_lane.ptr1, i32 4" in text
    assert f"call void @llvm.masked.scatter.v{lanes}f32.v{lanes}p0({vf} %x, <{lanes} x ptr> %pd" in text
    assert text.count("masked.gather") == 1 and text.count("masked.scatter") == 1


@pytest.mark.parametrize("lanes", [8, 16])
def test_access_by_stride_natively(lanes: int) -> None:
    n = 3 * lanes + 5  # full chunks and a masked remainder
    a = np.arange(2 * n, dtype=np.float32) + 1
    buffers = {"a": Buffer("float", tuple(a.tolist())), "b": Buffer("float", (0.0,) * n),
               "c": Buffer("float", (3.0,)), "d": Buffer("float", (-1.0,) * (2 * n))}
    args = {k: f"@{k}" for k in buffers}
    got = run_kernel(build(parse_module(STRIDES), "strides", lanes, kernel=True), n, args, buffers)
    idx = np.arange(n)
    assert got.memory["b"] == ((a[idx] + a[2 * idx]) * 3).tolist()
    d = np.full(2 * n, -1.0, np.float32)
    d[2 * idx] = a[idx]
    assert got.memory["d"] == d.tolist()


def test_scalar_build_runs_the_source_as_one_thread() -> None:
    """[WIDEN-SCALAR] mask and any/all of one thread, fmuladd unfused: the scalar build of the
    nab cascade (BOSCC gadgets) and of mandelbrot (fmuladd) equals the interpreter item by item."""
    cases = {"nab": ({"xjs": [9.5, 5.0, 3.0, 1.0, 1.0, 30.0, 15.0, 0.25],
                      "fsjs": [1.0, 1.0, 1.0, 1.0, 3.0, 1.0, 1.0, 0.5], "rbornjs": [1.09] * 8},
                     {"xi": 0.0, "ri": 1.0, "rgbmax": 10.0, "rgbmaxpsmax2": 400.0}),
             "mandelbrot": ({"crs": [-0.75 + 0.01 * k for k in range(8)], "cis": [0.1 * k for k in range(8)]},
                            {"max": 300})}
    for name, (data, uniform) in cases.items():
        module = parse_file(KERNELS / f"{name}.pll")
        elem = "double" if name == "nab" else "float"
        buffers = {k: Buffer(elem, tuple(v)) for k, v in data.items()}
        args = {**{k: f"@{k}" for k in data}, **uniform}
        scalar = run_kernel(build_scalar(module, name), 8, args, buffers)
        want = [run(module, name, 1, "FR", {**args, "i": [k]}, buffers).ret[0] for k in range(8)]
        assert scalar.ret == want, name
    assert scalar.ret != [0] * 8  # mandelbrot's points are not all outside


def test_scalar_build_rejects_a_predicated_program() -> None:
    with pytest.raises(LoweringError, match="block body has a predicate"):
        build_scalar(parse_module(LEAVE.replace("i32 %n, i1 %p", "i64 %n, i1 %p")
                                  .replace("i32 %k.next, %n", "i32 %k.next, 5")), "leave")


def _called(callee: str, ty: str, arity: int, lanes: int, veclib: Libmvec | None) -> Counter[str]:
    """The functions the lowering of `%r = call ty @callee(%x0, ...)` on varying arguments calls,
    with how often."""
    params = ", ".join(f"{ty} %x{k}" for k in range(arity))
    src = (f"declare {ty} @{callee}({', '.join([ty] * arity)})\n\n"
           f"define {ty} @f({params}) {{\nentry:\n  %r = call {ty} @{callee}({params})\n  ret {ty} %r\n}}\n")
    _, low, _ = lowered_text(parse_module(src), "f", lanes, veclib=veclib)
    return Counter(re.findall(r"= call [^@]*@([\w.]+)\(", low.text))


@pytest.mark.parametrize(("callee", "ty", "arity", "lanes", "isa", "want"), [
    ("log", "double", 1, 8, "e", {"_ZGVeN8v_log": 1}),
    ("log", "double", 1, 16, "e", {"_ZGVeN8v_log": 2}),
    ("log", "double", 1, 12, "e", {"_ZGVeN8v_log": 1, "_ZGVdN4v_log": 1}),
    ("log", "double", 1, 1, "e", {"_ZGVbN2v_log": 1}),  # one lane that matters of two
    ("logf", "float", 1, 16, "e", {"_ZGVeN16v_logf": 1}),
    ("logf", "float", 1, 4, "e", {"_ZGVbN4v_logf": 1}),  # a chunk never exceeds W when one fits
    ("logf", "float", 1, 16, "d", {"_ZGVdN8v_logf": 2}),
    ("logf", "float", 1, 16, "b", {"_ZGVbN4v_logf": 4}),
    ("pow", "double", 2, 8, "e", {"_ZGVeN8vv_pow": 1}),
    ("llvm.exp.f32", "float", 1, 16, "e", {"_ZGVeN16v_expf": 1}),
    ("tan", "double", 1, 4, "e", {"_ZGVdN4v_tan": 1}),  # per lane without libmvec: no intrinsic
    ("sqrt", "double", 1, 8, "e", {"llvm.sqrt.v8f64": 1}),  # not transcendental: an instruction
    ("log", "double", 1, 16, None, {"llvm.log.v16f64": 1}),
    ("tan", "double", 1, 4, None, {"tan": 4}),
])  # fmt: skip
def test_libmvec_calls_in_the_ir(callee: str, ty: str, arity: int, lanes: int, isa: str | None,
                                 want: dict[str, int]) -> None:
    """[WIDEN-VECLIB] Chunks of the widest width the ISA has that fits in W; without the option
    the [WIDEN-MATH] forms."""
    assert _called(callee, ty, arity, lanes, None if isa is None else Libmvec(isa)) == want


def test_libmvec_chunks_are_joined() -> None:
    """[WIDEN-VECLIB] W = 16 doubles at AVX-512: the two halves out, two calls, one join; passive
    lanes (here none: the entry mask) compute on 1.0."""
    src = ("declare double @log(double)\n\ndefine double @f(double %x) {\nentry:\n"
           "  %r = call double @log(double %x)\n  ret double %r\n}\n")
    text = lowered_text(parse_module(src), "f", 16, veclib=Libmvec("e"))[1].text
    one = ", ".join(["double 1.0"] * 16)
    assert f"%_vm.arg = select <16 x i1> %entry.mask, <16 x double> %x, <16 x double> <{one}>" in text
    halves = [", ".join(f"i32 {k}" for k in range(s, s + 8)) for s in (0, 8)]
    half = "shufflevector <16 x double> %_vm.arg, <16 x double> poison, <8 x i32>"
    assert f"%_vm = {half} <{halves[0]}>" in text and f"%_vm2 = {half} <{halves[1]}>" in text
    assert "%_vm1 = call <8 x double> @_ZGVeN8v_log(<8 x double> %_vm)" in text
    assert "%_vm3 = call <8 x double> @_ZGVeN8v_log(<8 x double> %_vm2)" in text
    every = ", ".join(f"i32 {k}" for k in range(16))
    assert f"%_vm4 = shufflevector <8 x double> %_vm1, <8 x double> %_vm3, <16 x i32> <{every}>" in text
    assert "ret <16 x double> %_vm4" in text


#: log(v) at the edges of its domain and of double: zero of both signs, subnormals, the largest
#: double, infinity and NaN, and negative values (safelog keeps them, a passive lane's log).
_LOG_EDGES = [-1.0, -0.0, 0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 0.5, 1.0, 1.0000000000000002,
              2.0, 1e300, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan")]


@pytest.mark.parametrize("lanes", [8, 16])
def test_libmvec_safelog_equals_the_interpreter(lanes: int) -> None:
    """[WIDEN-VECLIB] The safelog kernel natively with the host's libmvec against the interpreter,
    within MATH_ULPS, on the edges of log's domain and random values (a masked last chunk)."""
    lib = host_veclib()
    if lib is None:
        pytest.skip("no libmvec for this host: the intrinsic form is used ([WIDEN-MATH])")
    module = parse_file(KERNELS / "safelog.pll")
    native = build(module, "safelog", lanes, kernel=True)
    assert "@_ZGV" in native.text and "@llvm.log." not in native.text
    rng = np.random.default_rng(7)
    vs = [*_LOG_EDGES, *rng.uniform(-1, 3, 2 * lanes), *(10.0 ** rng.uniform(-300, 300, 2 * lanes))]
    buffers = {"vs": Buffer("double", tuple(vs))}
    got = run_kernel(native, len(vs), {"vs": "@vs"}, buffers)
    want = run_kernel_interp(module, "safelog", len(vs), lanes, {"vs": "@vs"}, buffers)
    bad = [(v, a, b) for v, a, b in zip(vs, want.ret, got.ret, strict=True) if not close(a, b, MATH_ULPS)]
    assert not bad, bad


#: Item i stores logf(x), powf(x, y), atan2(y, x), exp(y) (the intrinsic) and tanf(y) of x = xs[i],
#: y = ys[i]: floats and doubles, one and two arguments, C functions and an intrinsic.
MATH = """
declare float @logf(float)
declare float @powf(float, float)
declare double @atan2(double, double)
declare double @llvm.exp.f64(double)
declare float @tanf(float)

define void @math(i64 %i, ptr %xs, ptr %ys, ptr %a, ptr %b, ptr %c, ptr %d, ptr %e) {
entry:
  %px = getelementptr float, ptr %xs, i64 %i
  %x = load float, ptr %px
  %py = getelementptr float, ptr %ys, i64 %i
  %y = load float, ptr %py
  %xd = fpext float %x to double
  %yd = fpext float %y to double
  %ra = call float @logf(float %x)
  %rb = call float @powf(float %x, float %y)
  %rc = call double @atan2(double %yd, double %xd)
  %rd = call double @llvm.exp.f64(double %yd)
  %re = call float @tanf(float %y)
  %pa = getelementptr float, ptr %a, i64 %i
  store float %ra, ptr %pa
  %pb = getelementptr float, ptr %b, i64 %i
  store float %rb, ptr %pb
  %pc = getelementptr double, ptr %c, i64 %i
  store double %rc, ptr %pc
  %pd = getelementptr double, ptr %d, i64 %i
  store double %rd, ptr %pd
  %pe = getelementptr float, ptr %e, i64 %i
  store float %re, ptr %pe
  ret void
}
"""


@pytest.mark.parametrize("lanes", [8, 16])
def test_libmvec_math_equals_the_interpreter(lanes: int) -> None:
    """[WIDEN-VECLIB] Every lane active, some on arguments outside the fast domain (libmvec's
    fallback to libm): native results within MATH_ULPS of the interpreter's."""
    lib = host_veclib()
    if lib is None:
        pytest.skip("no libmvec for this host: the intrinsic form is used ([WIDEN-MATH])")
    module = parse_module(MATH)
    native = build(module, "math", lanes, kernel=True)
    assert "@llvm.exp." not in native.text and "@tanf(" not in native.text
    rng = np.random.default_rng(11)
    edges = [-1.0, -0.0, 0.0, 1e-45, 1e-40, 0.5, 1.0, 2.0, 3.4e38, float("inf"), float("-inf"), float("nan")]
    xs = [*edges, *rng.uniform(0, 8, 2 * lanes)]
    ys = [*reversed(edges), *rng.uniform(-4, 4, 2 * lanes)]
    n = len(xs)
    buffers = {"xs": Buffer("float", tuple(xs)), "ys": Buffer("float", tuple(ys)),
               **{k: Buffer("float" if k in "abe" else "double", (0.0,) * n) for k in "abcde"}}
    args = {k: f"@{k}" for k in buffers}
    got = run_kernel(native, n, args, buffers).memory
    want = run_kernel_interp(module, "math", n, lanes, args, buffers).memory
    bad = {k: [(j, want[k][j], got[k][j]) for j in range(n) if not close(want[k][j], got[k][j], MATH_ULPS)]
           for k in "abcde"}
    assert not any(bad.values()), bad


def test_a_uniform_instruction_reads_an_operand_bound_to_a_constant() -> None:
    """[WIDEN-UNIFORM] An outer loop with BOSCC gadgets: the full-chunk loop's mask is bound to
    the constant `true`, and the uniform `total and` of a gadget read it as `%rue` (the text's
    first character cut as a sigil); LLVM rejected the module. Lowered and run, it now equals the
    scalar loop."""
    from pllvm.transform.pipeline import Options, vectorize

    module = parse_file(Path(__file__).resolve().parents[2] / "corpus" / "alc" / "alc.ll")
    out = vectorize(module, Options("u,u,u", "double_nonzero", 8, loop="8", boscc=True)).output
    native = build(out, "double_nonzero", 8, "u,u,u")
    for n in (0, 5, 8, 21, 40):
        a = tuple(k % 3 for k in range(n))
        bufs = {"a": Buffer("i32", a), "out": Buffer("i32", (-1,) * n)}
        args = {"0": "@a", "1": "@out", "2": n}
        scalar = run(module, "double_nonzero", 1, "FR", {k: [v] for k, v in args.items()}, bufs)
        got = run_native(native, {k: [v] * 8 for k, v in args.items()}, bufs)
        assert got.memory["out"][:n] == scalar.memory["out"], n


ROTATE = """
declare float @rv_shuffle(float, i32)
define float @rot(float %v, i32 %k) {
A:
  %s = call float @rv_shuffle(float %v, i32 %k)
  ret float %s
}
"""


@pytest.mark.parametrize("lanes", [4, 8, 16, 6])
def test_a_shuffle_by_a_uniform_amount_is_a_rotation(lanes: int) -> None:
    """[WIDEN-RV] rv_shuffle with a uniform k lowers to a rotation in registers (a barrel shifter
    of constant shuffles, no memory) where W is a power of two: lane t reads lane (t + k) mod W
    natively as in the interpreter, k negative or past W; other W keep the general form."""
    module = parse_module(ROTATE)
    native = build(module, "rot", lanes, "v,u")
    assert ("gather" in native.lowered.text) == (lanes == 6)
    for k in (-9, -1, 0, 1, 3, lanes, lanes + 2):
        args = {"v": [float(10 + t) for t in range(lanes)], "k": k}
        assert run_native(native, args, {}).ret == run(module, "rot", lanes, "FR", args).ret, k


COMPACT = """
declare {t} @rv_compact({t}, i1)
define {t} @pack({t} %v, i1 %m) {{
A:
  %c = call total {t} @rv_compact({t} %v, i1 %m)
  ret {t} %c
}}
"""


@pytest.mark.parametrize(("ty", "lanes"), [("float", 4), ("float", 8), ("float", 16), ("i64", 16),
                                           ("float", 32)])
def test_a_compaction_is_a_register_compress_on_avx512(ty: str, lanes: int) -> None:
    """[WIDEN-ISA] With AVX-512, rv_compact is one register compress (no buffer), or one per half
    and two permutes where the vector fills two registers; the generic form stores and reloads.
    Both give the interpreter's lanes where it defines them (the threads below the count)."""
    from pllvm.backend.jit import host_isa

    module = parse_module(COMPACT.format(t=ty))
    generic = lowered_text(module, "pack", lanes, "v,v")[1].text
    assert "compressstore" in generic and "avx512.mask.compress" not in generic
    if host_isa() != "avx512":
        pytest.skip("this host has no AVX-512F with VL: the register form cannot run here")
    native = build(module, "pack", lanes, "v,v")
    text = native.lowered.text
    assert "llvm.x86.avx512.mask.compress" in text and "compressstore" not in text
    m = [t % 3 == 1 or t == lanes - 1 for t in range(lanes)]
    args = {"v": [10 + t for t in range(lanes)], "m": [int(b) for b in m]}
    if ty == "float":
        args["v"] = [float(x) for x in args["v"]]
    want = run(module, "pack", lanes, "FR", args).ret
    got = run_native(native, args, {}).ret
    assert [g for g, w in zip(got, want, strict=True) if w is not None] == [w for w in want if w is not None]
    assert sum(w is not None for w in want) == sum(m)


def test_lower_for_avx512_names_the_features_it_needs(tmp_path: Path) -> None:
    """`pllvm lower --isa avx512` writes the register compress and marks every function with the
    features it needs, so that clang compiles it whatever -march says (the output runs only on
    AVX-512 hosts); the default is generic."""
    from pllvm.cli import main

    src = tmp_path / "pack.pll"
    src.write_text(COMPACT.format(t="float"))
    for isa, out in (("avx512", tmp_path / "a.ll"), ("generic", tmp_path / "g.ll")):
        assert main(["lower", str(src), "-f", "pack", "-W", "8", "--isa", isa, "-o", str(out)]) == 0
    avx = (tmp_path / "a.ll").read_text()
    assert "llvm.x86.avx512.mask.compress.v8f32" in avx
    assert '"target-features"="+avx512f,+avx512vl"' in avx
    assert "avx512" not in (tmp_path / "g.ll").read_text()


PERMUTE = """
declare {t} @alc_permute({t}, {t}, i32)
define {t} @perm({t} %a, {t} %b, i32 %k) {{
A:
  %x = call {t} @alc_permute({t} %a, {t} %b, i32 %k)
  ret {t} %x
}}
"""


@pytest.mark.parametrize(("ty", "lanes"), [("i32", 8), ("double", 8), ("i64", 16), ("float", 32),
                                           ("i16", 8)])
@pytest.mark.parametrize("isa", ["generic", "avx512"])
def test_a_permute_of_the_pair_is_the_interpreters_at_every_width(ty: str, lanes: int, isa: str) -> None:
    """[ALC] alc_permute natively: one two-register permute where a vector fills a register,
    two per half where it fills two (i64 at W = 16, float at W = 32), a gather otherwise (i16,
    or generic code); every index of the pair, lane by lane as the interpreter."""
    from pllvm.backend.jit import host_isa

    if isa == "avx512" and host_isa() != "avx512":
        pytest.skip("this host has no AVX-512F with VL: the register forms cannot run here")
    module = parse_module(PERMUTE.format(t=ty))
    native = build(module, "perm", lanes, "v,v,v", isa="" if isa == "generic" else isa)
    registers = isa == "avx512" and ty != "i16"
    assert ("vpermi2var" in native.lowered.text) == registers
    rng = np.random.default_rng(lanes)
    for _ in range(3):
        k = [int(x) for x in rng.permutation(2 * lanes)[:lanes]]
        args = {"a": [t + 1 for t in range(lanes)], "b": [100 + t for t in range(lanes)], "k": k}
        if ty in ("double", "float"):
            args = {**args, "a": [float(x) for x in args["a"]], "b": [float(x) for x in args["b"]]}
        assert run_native(native, args, {}).ret == run(module, "perm", lanes, "FR", args).ret
