"""The symbolic lock-step execution agrees with the interpreter: run on constant inputs, its terms
simplify to what `pllvm run` computes under the min-index scheduler (return values and their
definedness per thread, termination, undefined behaviour, final memory). This is the check that
the z3 encoding means what the semantics means; every verdict of `--smt` rests on it."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import numpy as np
import pytest
import z3
from conftest import CORPUS
from hypothesis import HealthCheck, given, settings

from pllvm.check.smt.lockstep import execute
from pllvm.check.smt.memory import SymMemory
from pllvm.check.smt.sym import elements, from_bytes, lane_value
from pllvm.check.smt.unroll import unroll
from pllvm.errors import Unsupported
from pllvm.exec import run
from pllvm.exec.engine import prepare
from pllvm.exec.lanes import POISON
from pllvm.exec.runs import Buffer
from pllvm.fuzz import programs
from pllvm.syntax import FloatType, IntType, PtrType
from pllvm.text import parse_file, parse_module
from pllvm.text.parser import parse_type

BOUND = 6


def _value(term: z3.ExprRef) -> object:
    v = z3.simplify(term)
    if z3.is_true(v) or z3.is_false(v):
        return z3.is_true(v)
    if isinstance(v, z3.FPNumRef):
        if v.isNaN():
            return float("nan")
        size = v.ebits() + v.sbits()
        raw = z3.simplify(z3.fpToIEEEBV(v)).as_long().to_bytes(size // 8, "little")
        return float(struct.unpack({16: "<e", 32: "<f", 64: "<d"}[size], raw)[0])
    assert z3.is_bv_value(v), f"the term did not simplify to a constant: {v}"
    return v.as_long()


def _nan_bits(x: object) -> bool:
    """An i32 holding the bits of a float NaN."""
    return isinstance(x, int) and (x & 0x7F800000) == 0x7F800000 and (x & 0x7FFFFF) != 0


def _double_nan(words: list, k: int) -> bool:
    """Words k & ~1 and k | 1 of an i32 buffer (little-endian) hold the bits of a double NaN."""
    pair = words[k & ~1:(k | 1) + 1]
    if len(pair) != 2 or not all(isinstance(x, int) for x in pair):
        return False
    lo, hi = (x & 0xFFFFFFFF for x in pair)
    return (hi & 0x7FF00000) == 0x7FF00000 and ((hi & 0xFFFFF) | lo) != 0


def _same_number(a: object, b: object) -> bool:
    """The same result: NaN is NaN, -0.0 is not +0.0 ([VAL-FLOAT-SAME])."""
    a, b = (float(x) if isinstance(x, str) else x for x in (a, b))  # "nan", "inf" in results
    if isinstance(a, float) or isinstance(b, float):
        if a != a and b != b:  # type: ignore[comparison-overlap]
            return True
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)  # type: ignore[arg-type]
    return a == b


def _state(t) -> object:
    """A term's value as the interpreter reports it: POISON, None for ⊤, else the value."""
    if _value(t.poison):
        return POISON
    return _value(t.value) if _value(t.defined) else None


def agree(module, function: str | None, lanes: int, interp: str, args: dict,
          buffers: dict[str, Buffer]) -> str:
    """Compare one concrete run with the symbolic one; returns why they may not be compared
    ("beyond", "unsupported") or "ok"; fails the test on any disagreement."""
    setup = prepare(module, function, lanes, interp, args, buffers)
    fn = setup.fn
    try:
        unroll(fn, BOUND)
    except Unsupported:
        return "unsupported"
    env = {name: [lane_value(setup.state.env[slot], ty, t) for t in range(lanes)]
           for name, slot, ty in setup.prog.params}
    memory = SymMemory.of(setup.state.memory)
    try:
        sym = execute(fn, lanes, interp, BOUND, env, memory, setup.prog.machine)
    except Unsupported:
        return "unsupported"
    if any("uninterpreted" in a for a in sym.approximations):
        return "unsupported"  # an uninterpreted function has no value to compare
    got = run(module, function, lanes, interp, args, buffers, fuel=5000, scheduler="min-index")
    if _value(sym.beyond):
        return "beyond"
    where = f"@{fn.name} W={lanes} {interp} args={args}"
    assert _value(sym.ub) == (got.ub is not None), f"{where}: undefined behaviour {got.ub}"
    if got.ub is not None:
        return "ok"
    done = [_value(d) for d in sym.done]
    assert all(done) == got.terminated, f"{where}: termination {done}, interpreter {got.terminated}"
    if not got.terminated:
        return "ok"
    if sym.ret is not None:
        for t in range(lanes):
            want = got.ret[t]
            have = [_state(e) for e in elements(sym.ret[t])]
            want_list = want if isinstance(want, list) else [want]
            for a, b, ty in zip(want_list, have, [fn.ret_ty] * len(have), strict=True):
                if a is None or a is POISON or b is None or b is POISON:
                    assert a is b, f"{where}: thread {t} returns {b}, the interpreter {a}"
                    continue
                elem = getattr(ty, "elem", ty)
                if isinstance(elem, IntType):
                    b = b - (1 << elem.bits) if elem.bits > 1 and b >> (elem.bits - 1) else b
                assert _same_number(a, b), f"{where}: thread {t} returns {b}, the interpreter {a}"
    for name, addr in setup.addresses.items():
        ty = setup.elem_types[name]
        size = setup.prog.machine.layout.size(ty)
        wants = got.memory[name]
        haves = []
        for k in range(len(wants)):
            cell = from_bytes(sym.memory.read(z3.BitVecVal(addr + k * size, 64), size), ty)
            assert not isinstance(cell, tuple)
            have = _state(cell)
            if isinstance(ty, IntType) and isinstance(have, int) and ty.bits > 1 and have >> (ty.bits - 1):
                have -= 1 << ty.bits
            haves.append(have)
        for k, (want, have) in enumerate(zip(wants, haves, strict=True)):
            if (_nan_bits(want) and _nan_bits(have)) or (
                    size == 4 and _double_nan(wants, k) and _double_nan(haves, k)):
                continue  # NaN payloads are not modelled (semantics/checking.md [CHK-SMT])
            if want is None or want is POISON or have is None or have is POISON:
                assert want is have, f"{where}: @{name}[{k}] is {have}, the interpreter leaves {want}"
                continue
            assert _same_number(want, have), f"{where}: @{name}[{k}] is {have}, the interpreter leaves {want}"
    return "ok"


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(programs(lanes=4, depth=2))
def test_generated_programs_agree_under_both_interpretations(g) -> None:
    for interp in ("FR", "OBL"):
        agree(g.module, g.function, g.lanes, interp, g.args, g.buffers)


def _draw(ty, rng: np.random.Generator) -> object:
    if isinstance(ty, IntType):
        return int(rng.choice([0, 1, -1, 2, 3, 7, -8, 100, (1 << (ty.bits - 1)) - 1, -(1 << (ty.bits - 1))]
                              if ty.bits > 1 else [0, 1]))
    if isinstance(ty, FloatType):
        return float(rng.choice([0.0, -0.0, 1.5, -2.0, 88.38, 1e-3, np.inf, np.nan, 3.0]))
    raise Unsupported(str(ty))


FILES = sorted(p for folder in ("thesis", "notes", "mutations", "exec", "clang")
               for p in (CORPUS / folder).glob("*.*l*") if p.suffix in (".pll", ".ll"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_corpus_functions_agree_on_drawn_inputs(path: Path, request: pytest.FixtureRequest) -> None:
    """Every corpus function with integer, float and pointer parameters, W = 1 and 4, FR and
    OBL, on 2 drawn inputs each at W = 1 and 1 at W = 4, whose encoding costs the most of this
    test (3 and 2 with --runslow; pointers get a 16-element i32 buffer each)."""
    module = parse_file(path)
    rng = np.random.default_rng(len(path.name))
    slow = request.config.getoption("--runslow")
    for fn in module.functions:
        if fn.name == "forever":
            continue
        for lanes, draws in ((1, 3 if slow else 2), (4, 2 if slow else 1)):
            for interp in ("FR", "OBL"):
                for _ in range(draws):
                    try:
                        args = {p.name: ([f"@{p.name}"] * lanes if isinstance(p.ty, PtrType)
                                         else [_draw(p.ty, rng) for _ in range(lanes)]) for p in fn.params}
                    except Unsupported:
                        break
                    buffers = {p.name: Buffer("i32", tuple(int(x) for x in rng.integers(-4, 40, 16)))
                               for p in fn.params if isinstance(p.ty, PtrType)}
                    agree(module, fn.name, lanes, interp, args, buffers)


def test_the_order_argument_is_checked_on_a_schedule_with_passive_exits() -> None:
    """A uniform loop run with an empty mask inside a predicated region: every live thread is
    passive, and the scheduler leaves the loop at once (§5.3); the encoding does the same."""
    text = """
define i32 @f(i32 %x, i32 %n) {
A:
  %p = icmp sgt i32 %x, 0
  br label %H
H: predicate %p
  %i = phi i32 [ 0, %A ], [ %j, %H ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %H, label %X
X:
  %r = phi i32 [ %j, %H ]
  ret i32 %r
}
"""
    module = parse_module(text)
    for xs in ([-1, -2], [1, -1], [3, 4]):
        assert agree(module, "f", 2, "OBL", {"x": xs, "n": [3, 3]}, {}) == "ok"


def test_float_and_vector_instructions_agree() -> None:
    text = """
define float @f(float %x, i32 %k) {
A:
  %v0 = insertelement <4 x float> zeroinitializer, float %x, i32 0
  %v1 = insertelement <4 x float> %v0, float 2.0, i32 1
  %s = shufflevector <4 x float> %v1, <4 x float> %v1, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %e = extractelement <4 x float> %s, i32 %k
  %m = fmul float %e, %x
  %q = call float @llvm.sqrt.f32(float %m)
  %i = fptosi float %q to i32
  %b = sitofp i32 %i to float
  %c = fcmp olt float %b, %q
  %r = select i1 %c, float %q, float %b
  ret float %r
}
declare float @llvm.sqrt.f32(float)
"""
    module = parse_module(text)
    ty = parse_type("float")
    assert isinstance(ty, FloatType)
    for x, k in ((2.5, 1), (-1.0, 0), (float("nan"), 1), (1e30, 1), (3.0, 7)):
        assert agree(module, "f", 1, "FR", {"x": [x], "k": [k]}, {}) == "ok"


#: one function per intrinsic family LLVM's vectorizer emits: (parameter types, body, return
#: type, declarations); %x, %y are the parameters, %r is returned
I8 = [0, 1, -1, 2, 127, -128, 100, -100, 55, -56]
I32 = [0, 1, -1, 7, 2147483647, -2147483648, 65536, -65535, 123456789, 8]
F32 = [0.0, -0.0, 1.5, -2.0, float("inf"), float("-inf"), float("nan"), 3.0, 1e-40, -7.25]


def _intrinsic(ty: str, body: str, ret: str, declare: str, params: str = "x y") -> str:
    names = params.split()
    args = ", ".join(f"{ty} %{n}" for n in names)
    return f"define {ret} @f({args}) {{\nA:\n{body}\n  ret {ret} %r\n}}\n{declare}\n"


def _binary(name: str, ty: str, suffix: str) -> str:
    return _intrinsic(ty, f"  %r = call {ty} @llvm.{name}.{suffix}({ty} %x, {ty} %y)", ty,
                      f"declare {ty} @llvm.{name}.{suffix}({ty}, {ty})")


def _overflowing(name: str, elem: str, wide: str, n: int | None) -> str:
    """with.overflow's {result, flag} packed into one wider integer: result | flag << bits."""
    ty, wty, fty = (f"<{n} x {t}>" if n else t for t in (elem, wide, "i1"))
    bits = f"{wide} {elem[1:]}"
    shift = f"<{', '.join([bits] * n)}>" if n else bits.split()[1]
    callee = f"@llvm.{name}.{f'v{n}' if n else ''}{elem}"
    body = "\n".join([
        f"  %s = call {{{ty}, {fty}}} {callee}({ty} %x, {ty} %y)",
        f"  %v = extractvalue {{{ty}, {fty}}} %s, 0", f"  %o = extractvalue {{{ty}, {fty}}} %s, 1",
        f"  %vw = zext {ty} %v to {wty}", f"  %ow = zext {fty} %o to {wty}",
        f"  %os = shl {wty} %ow, {shift}", f"  %r = or {wty} %vw, %os"])
    return _intrinsic(ty, body, wty, f"declare {{{ty}, {fty}}} {callee}({ty}, {ty})")


def _pairs(values: list) -> tuple[list, list]:
    """Every ordered pair of values, as the x and y columns."""
    return [a for a in values for _ in values], [b for _ in values for b in values]


def _agree_on_pairs(text: str, values: list, vector: int | None) -> None:
    """Run @f on every pair of values: one pair per thread for scalars, `vector` pairs per
    thread's vectors."""
    xs, ys = _pairs(values)
    module = parse_module(text)
    width = vector or 1
    for k in range(0, len(xs), 4 * width):
        chunk = slice(k, k + 4 * width)
        cx, cy = xs[chunk], ys[chunk]
        while len(cx) % width:
            cx, cy = [*cx, cx[0]], [*cy, cy[0]]
        lanes = len(cx) // width
        if vector:
            args = {"x": [cx[t * width:(t + 1) * width] for t in range(lanes)],
                    "y": [cy[t * width:(t + 1) * width] for t in range(lanes)]}
        else:
            args = {"x": cx, "y": cy}
        assert agree(module, "f", lanes, "FR", args, {}) == "ok"


@pytest.mark.parametrize("name", ["sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "smax", "umin"])
@pytest.mark.parametrize("vector", [None, 4])
def test_saturating_and_min_max_intrinsics_agree(name: str, vector: int | None) -> None:
    ty, suffix = ("<4 x i8>", "v4i8") if vector else ("i8", "i8")
    _agree_on_pairs(_binary(name, ty, suffix), I8, vector)


@pytest.mark.parametrize("name", ["uadd", "sadd", "usub", "ssub", "umul", "smul"])
@pytest.mark.parametrize("vector", [None, 4])
def test_with_overflow_intrinsics_agree(name: str, vector: int | None) -> None:
    _agree_on_pairs(_overflowing(f"{name}.with.overflow", "i8", "i16", vector), I8, vector)
    if not vector:
        _agree_on_pairs(_overflowing(f"{name}.with.overflow", "i32", "i64", None), I32, None)


@pytest.mark.parametrize("name", ["maximum", "minimum", "maxnum", "minnum", "copysign"])
def test_float_min_max_intrinsics_agree(name: str) -> None:
    _agree_on_pairs(_binary(name, "float", "f32"), F32, None)
    _agree_on_pairs(_binary(name, "<4 x float>", "v4f32"), F32, 4)


@pytest.mark.parametrize("name", ["ctpop", "bswap", "bitreverse", "ctlz", "cttz", "abs"])
def test_bit_counting_intrinsics_agree(name: str) -> None:
    """The counts on i32 and <4 x i16>, with the zero-is-poison flag false and true."""
    short = [0, 1, -1, 256, 4660, -32768]
    for flag in (["i1 false", "i1 true"] if name in ("ctlz", "cttz", "abs") else [""]):
        for ty, suffix in (("i32", "i32"), ("<4 x i16>", "v4i16")):
            extra = f", {flag}" if flag else ""
            text = _intrinsic(ty, f"  %r = call {ty} @llvm.{name}.{suffix}({ty} %x{extra})", ty,
                              f"declare {ty} @llvm.{name}.{suffix}({ty}{', i1' if flag else ''})", "x")
            module = parse_module(text)
            if ty == "i32":
                for k in range(0, len(I32), 4):
                    chunk = I32[k:k + 4]
                    assert agree(module, "f", len(chunk), "FR", {"x": chunk}, {}) == "ok"
            else:
                assert agree(module, "f", 1, "FR", {"x": [short[:4]]}, {}) == "ok"
                assert agree(module, "f", 1, "FR", {"x": [short[2:6]]}, {}) == "ok"


REDUCTIONS = ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"]


def _reduction(kind: str, ty: str, elems: str) -> str:
    """@f(x, y) reducing a vector of four with x and y in it (fadd, fmul: x is the start)."""
    vty, suffix = f"<4 x {ty}>", f"v4{'f32' if ty == 'float' else ty}"
    start = kind in ("fadd", "fmul")
    body = [f"  %w = insertelement {vty} <{elems}>, {ty} %{'y' if start else 'x'}, i32 1",
            f"  %v = insertelement {vty} %w, {ty} %y, i32 2",
            f"  %r = call {ty} @llvm.vector.reduce.{kind}.{suffix}({f'{ty} %x, ' if start else ''}{vty} %v)"]
    params = f"{f'{ty}, ' if start else ''}{vty}"
    return _intrinsic(ty, "\n".join(body), ty, f"declare {ty} @llvm.vector.reduce.{kind}.{suffix}({params})")


@pytest.mark.parametrize("kind", [*REDUCTIONS, "fadd", "fmul", "fmax", "fmin"])
def test_vector_reductions_agree(kind: str) -> None:
    if kind.startswith("f"):
        text, values = _reduction(kind, "float", "float 1.0, float -0.0, float 2.5, float 0.0"), F32
    else:
        text, values = _reduction(kind, "i8", "i8 3, i8 -5, i8 0, i8 9"), I8
    _agree_on_pairs(text, values, None)


MASKED = """
define void @f(ptr %a, ptr %b, <4 x i32> %idx, <4 x i32> %m) {
A:
  %on = icmp sgt <4 x i32> %m, zeroinitializer
  %pa = getelementptr i32, ptr %a, <4 x i32> %idx
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %pa, i32 4, <4 x i1> %on, <4 x i32> %m)
  %l = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %a, i32 4, <4 x i1> %on, <4 x i32> poison)
  %s = add <4 x i32> %g, %l
  %pb = getelementptr i32, ptr %b, <4 x i32> %idx
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %s, <4 x ptr> %pb, i32 4, <4 x i1> %on)
  %q = getelementptr i32, ptr %b, i64 8
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %g, ptr %q, i32 4, <4 x i1> %on)
  ret void
}
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)
"""


@pytest.mark.parametrize(("idx", "m"), [
    ([0, 1, 2, 3], [1, 1, 1, 1]), ([3, 3, 0, 15], [1, -1, 2, 0]), ([5, 5, 5, 5], [1, 1, 1, 1]),
    ([0, 2, 16, 1], [1, 1, 0, 1]), ([0, 2, 16, 1], [1, 1, 1, 1]), ([1, 2, 3, 4], [0, 0, 0, 0])])
@pytest.mark.parametrize("lanes", [1, 2])
def test_masked_memory_intrinsics_agree(idx: list, m: list, lanes: int) -> None:
    """Gathers and scatters with repeated indices (the last element wins), masked-off
    elements out of bounds (not accessed), an active one out of bounds (undefined), and two
    threads scattering to one element."""
    buffers = {"a": Buffer("i32", tuple(range(10, 26))), "b": Buffer("i32", tuple(range(16)))}
    args = {"a": ["@a"] * lanes, "b": ["@b"] * lanes, "idx": [idx] * lanes,
            "m": [m, [1 - x for x in m]][:lanes]}
    assert agree(parse_module(MASKED), "f", lanes, "FR", args, buffers) == "ok"


def test_a_thread_passive_at_its_return_does_not_return() -> None:
    """[PC-TERM] Only an active thread returns: a thread passive at `ret` (its block's predicate
    false) is left with ℓnext = ⊤, and the run is stuck, not terminated, in the encoding as in
    the interpreter (a ⊤ thread is not a returned one)."""
    text = """
define i32 @f(i32 %x) {
A:
  %p = icmp sgt i32 %x, 0
  br label %B
B: predicate %p
  ret i32 %x
}
"""
    m = parse_module(text)
    got = run(m, "f", 2, "FR", {"x": [1, -1]})
    assert (got.stuck, got.terminated, got.ret) == (True, False, [1, None])
    for interp in ("FR", "OBL"):
        assert agree(m, "f", 2, interp, {"x": [1, -1]}, {}) == "ok"


def test_a_call_whose_value_is_not_named_leaves_no_variable() -> None:
    """A call that returns a value nobody names (`call i32 @llvm.ctpop.i32(i32 %x)` as a
    statement) is encoded and then dropped, as the interpreter drops it."""
    text = """
declare i32 @llvm.ctpop.i32(i32)
define i32 @f(i32 %x) {
A:
  call i32 @llvm.ctpop.i32(i32 %x)
  %y = add i32 %x, 1
  ret i32 %y
}
"""
    m = parse_module(text)
    assert run(m, "f", 2, "FR", {"x": [1, -1]}).ret == [2, 0]
    for interp in ("FR", "OBL"):
        assert agree(m, "f", 2, interp, {"x": [1, -1]}, {}) == "ok"
