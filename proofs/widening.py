"""Proof obligation: the back end's widening computes what the interpreter computes, instruction
by instruction.

**Statement** (semantics/backend.md, [WIDEN-FLAGS], [WIDEN-CONSEC], [WIDEN-MATH]). For every
instruction I of the catalogue (`catalogue`: the integer and floating-point operations, comparisons,
casts, `select`, `freeze` and the lane-wise intrinsics the back end lowers, with each flag that
makes poison; a thread's own `<2 x T>` vectors with insertelement, shufflevector, extractelement,
element-wise operations and every `llvm.vector.reduce`), every operand type of the bound, every
shape of I's operands (both varying, one uniform, both uniform, both varying in a block that only
the odd items run, which the vectorizer predicates) and every operand combination x:

    native(lower(K, W))(x)_I = FR⟦K⟧(x)_I    wherever FR⟦K⟧(x)_I is not poison

where K is a kernel that computes every instruction of the catalogue on operands %a and %b (loaded
at the item's index for a varying operand, a parameter for a uniform one) and stores each result
to its own buffer. A poison result is refined by any value, so it is not compared (it is counted).
Integers compare bit for bit; floats bit for bit except that every NaN is one value
([VAL-FLOAT-NAN]), and the transcendental functions within MATH_ULPS units in the last place
([WIDEN-MATH]; `backend.compare.close`). A division's divisor is 1 where it would be 0, and a
signed division's dividend 0 where it would overflow (a `select` in K), so no item is undefined
behaviour; the selects are part of what is checked.

The interpreter's two paths agree too ([ENGINE-FAST]): the compiled machine and the detailed
rules (`run(fast=False)`) leave the same bytes for every instruction the machine compiles.

**Method.** Exhaustive over the integers of each width up to `EXHAUSTIVE_BITS` (every pair of
iN values); every pair of `int_sample(N)` for i16, i32, i48 and i64 (the extremes, their neighbours,
small numbers, powers of two, a few random values); every pair of
`proofs.smt_encoding.float_sample` for float and double. The interpreter
runs K once per operand type with one thread per combination (`pllvm.exec.run`, FR); the native
side runs the kernel pllvm lowers for W = 8 lanes and JIT-compiles for this host (`build(kernel=
True)`, `run_kernel`), one call over every combination when both operands vary, one call per
value of the uniform operand otherwise; the predicated kernel is run by both sides as it is (its
even items store nothing). Both-uniform kernels run one call per combination, so they are checked
at the widths up to `UNIFORM_BITS` and on a slice of the float sample.

    python -m proofs.widening --widths 1 2 3 4 [--floats]
"""

from __future__ import annotations

import argparse
import itertools
import struct
import sys
import time
from collections.abc import Iterator, Sequence

import attrs
import numpy as np

from pllvm.backend.compare import MATH_ULPS, close
from pllvm.backend.native import build, run_kernel
from pllvm.exec.engine import run
from pllvm.exec.runs import Buffer
from pllvm.syntax import FloatType
from pllvm.text import parse_module
from proofs import Status, Verdict
from proofs.smt_encoding import float_sample

__all__ = ["Instr", "Report", "catalogue", "kernel", "main", "prove", "verdict"]

LANES = 8
#: operand shapes: varying or uniform %a and %b; `pp`: both varying, in a predicated block
SHAPES = ("vv", "vu", "uv", "uu", "pp")
#: the widest integers whose both-uniform kernel is run (one call per pair of values)
UNIFORM_BITS = 4
#: the widest integers checked on every value; wider ones on `int_sample`
EXHAUSTIVE_BITS = 8
#: how many values of the float sample the both-uniform kernel takes (every pair of them)
UNIFORM_FLOATS = 12
SMALL, FULL = (1, 2, 3, 4), (1, 2, 3, 4, 5, 6, 7, 8)


@attrs.frozen
class Instr:
    """One instruction of the catalogue: the text of its result over %a and %b (lines that may
    define helper values first, the last line defines %r) and the type of %r."""

    name: str
    body: str
    ty: str
    ulps: int = 0  # [WIDEN-MATH]: a transcendental function is compared within MATH_ULPS


def _guarded(ty: str, bits: int, op: str) -> tuple[str, str]:
    """Lines that make %b safe as a divisor (and %a as a signed dividend), and the operands."""
    lines = [f"%bz.J = icmp eq {ty} %b, 0", f"%bs.J = select i1 %bz.J, {ty} 1, {ty} %b"]
    if op.startswith("s"):
        low = -(1 << (bits - 1)) if bits > 1 else -1
        lines += [f"%am.J = icmp eq {ty} %a, {low}", f"%bm.J = icmp eq {ty} %bs.J, -1",
                  "%ov.J = and i1 %am.J, %bm.J", f"%as.J = select i1 %ov.J, {ty} 0, {ty} %a"]
        return "\n".join(lines), "%as.J, %bs.J"
    return "\n".join(lines), "%a, %bs.J"


def _int_catalogue(bits: int) -> Iterator[Instr]:
    ty = f"i{bits}"
    flags = {"add": ("", "nuw", "nsw", "nuw nsw"), "sub": ("", "nuw", "nsw", "nuw nsw"),
             "mul": ("", "nuw", "nsw", "nuw nsw"), "shl": ("", "nuw", "nsw", "nuw nsw"),
             "lshr": ("", "exact"), "ashr": ("", "exact"), "and": ("",), "or": ("", "disjoint"),
             "xor": ("",)}
    for op, variants in flags.items():
        for f in variants:
            yield Instr(f"{op} {f}".strip(), f"%r.J = {op} {f + ' ' if f else ''}{ty} %a, %b", ty)
    for op in ("udiv", "sdiv", "urem", "srem"):
        for f in (("", "exact") if op.endswith("div") else ("",)):
            guard, args = _guarded(ty, bits, op)
            yield Instr(f"{op} {f}".strip(), f"{guard}\n%r.J = {op} {f + ' ' if f else ''}{ty} {args}", ty)
    for pred in ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"):
        yield Instr(f"icmp {pred}", f"%r.J = icmp {pred} {ty} %a, %b", "i1")
    yield Instr("select", f"%c.J = icmp ult {ty} %a, %b\n%r.J = select i1 %c.J, {ty} %b, {ty} %a", ty)
    yield Instr("freeze", f"%r.J = freeze {ty} %a", ty)
    for f in ("smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat"):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{ty}({ty} %a, {ty} %b)", ty)
    for f in ("fshl", "fshr"):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{ty}({ty} %a, {ty} %b, {ty} %b)", ty)
    for f in ("ctpop", "bitreverse") + (("bswap",) if bits % 16 == 0 else ()):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{ty}({ty} %a)", ty)
    for f, flag in itertools.product(("abs", "ctlz", "cttz"), ("false", "true")):
        yield Instr(f"llvm.{f} {flag}", f"%r.J = call {ty} @llvm.{f}.{ty}({ty} %a, i1 {flag})", ty)
    for f in ("sadd", "uadd", "ssub", "usub", "smul", "umul"):
        call = f"%s.J = call {{{ty}, i1}} @llvm.{f}.with.overflow.{ty}({ty} %a, {ty} %b)"
        yield Instr(f"llvm.{f}.with.overflow value", f"{call}\n%r.J = extractvalue {{{ty}, i1}} %s.J, 0", ty)
        yield Instr(f"llvm.{f}.with.overflow bit", f"{call}\n%r.J = extractvalue {{{ty}, i1}} %s.J, 1", "i1")
    for narrow in sorted({1, bits - 1} - {0, bits}):
        yield Instr(f"trunc to i{narrow}", f"%r.J = trunc {ty} %a to i{narrow}", f"i{narrow}")
    for wide in sorted({min(bits + 1, 64), 32 if bits < 32 else 64} - {bits}):
        for op in ("zext", "sext"):
            yield Instr(f"{op} to i{wide}", f"%r.J = {op} {ty} %a to i{wide}", f"i{wide}")
    for op, to in itertools.product(("sitofp", "uitofp"), ("float", "double")):
        yield Instr(f"{op} to {to}", f"%r.J = {op} {ty} %a to {to}", to)
    yield from _tensor_catalogue(ty, ("add nsw", "sub nuw", "mul", "udiv", "shl", "ashr exact",
                                      "xor", "icmp slt", "icmp ugt"),
                                 ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"))


def _float_catalogue(ty: str) -> Iterator[Instr]:
    for op, f in itertools.product(("fadd", "fsub", "fmul", "fdiv", "frem"), ("", "nnan", "ninf")):
        yield Instr(f"{op} {f}".strip(), f"%r.J = {op} {f + ' ' if f else ''}{ty} %a, %b", ty)
    yield Instr("fneg", f"%r.J = fneg {ty} %a", ty)
    for pred in ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                 "ult", "ule", "une", "uno", "true"):
        yield Instr(f"fcmp {pred}", f"%r.J = fcmp {pred} {ty} %a, %b", "i1")
    yield Instr("select", f"%c.J = fcmp olt {ty} %a, %b\n%r.J = select i1 %c.J, {ty} %b, {ty} %a", ty)
    yield Instr("freeze", f"%r.J = freeze {ty} %a", ty)
    suffix = "f32" if ty == "float" else "f64"
    for f in ("copysign", "minnum", "maxnum", "minimum", "maximum"):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{suffix}({ty} %a, {ty} %b)", ty)
    for f in ("fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "sqrt"):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{suffix}({ty} %a)", ty)
    yield Instr("llvm.fma", f"%r.J = call {ty} @llvm.fma.{suffix}({ty} %a, {ty} %b, {ty} %a)", ty)
    yield Instr("llvm.fmuladd", f"%r.J = call {ty} @llvm.fmuladd.{suffix}({ty} %a, {ty} %b, {ty} %a)", ty)
    for f in ("sin", "cos", "exp", "exp2", "log", "log2", "log10"):
        yield Instr(f"llvm.{f}", f"%r.J = call {ty} @llvm.{f}.{suffix}({ty} %a)", ty, MATH_ULPS)
    yield Instr("llvm.pow", f"%r.J = call {ty} @llvm.pow.{suffix}({ty} %a, {ty} %b)", ty, MATH_ULPS)
    libm = "" if ty == "double" else "f"
    for f in ("sin", "exp", "log", "tanh", "atan2", "fmin", "fmax", "sqrt", "floor"):
        two = f in ("atan2", "fmin", "fmax")
        args = f"{ty} %a, {ty} %b" if two else f"{ty} %a"
        exact = f in ("fmin", "fmax", "sqrt", "floor")
        yield Instr(f"@{f}{libm}", f"%r.J = call {ty} @{f}{libm}({args})", ty, 0 if exact else MATH_ULPS)
    for op, to in itertools.product(("fptosi", "fptoui"), ("i8", "i32", "i64")):
        yield Instr(f"{op} to {to}", f"%r.J = {op} {ty} %a to {to}", to)
    resize = "fpext" if ty == "float" else "fptrunc"
    other = "double" if ty == "float" else "float"
    yield Instr(f"{resize} to {other}", f"%r.J = {resize} {ty} %a to {other}", other)
    ity = "i32" if ty == "float" else "i64"
    yield Instr(f"bitcast to {ity}", f"%r.J = bitcast {ty} %a to {ity}", ity)
    yield from _tensor_catalogue(ty, ("fadd", "fmul nnan", "fdiv", "fcmp olt", "fcmp uno"),
                                 ("fmax", "fmin", "fadd", "fmul"))


def _tensor_catalogue(ty: str, ops: Sequence[str], reductions: Sequence[str]) -> Iterator[Instr]:
    """[WIDEN-TENSOR] A thread's own `<2 x T>` values: v = <a, b> built by insertelement and
    w = <b, a> by shufflevector, an operation on them (each element extracted), a `select` of
    vectors, and each `llvm.vector.reduce` of v (fadd and fmul from the start value -0.0 and 1.0,
    in order)."""
    vt = f"<2 x {ty}>"
    build = (f"%v0.J = insertelement {vt} poison, {ty} %a, i32 0\n"
             f"%v.J = insertelement {vt} %v0.J, {ty} %b, i32 1\n"
             f"%w.J = shufflevector {vt} %v.J, {vt} poison, <2 x i32> <i32 1, i32 0>\n")
    for op in ops:
        rty = "i1" if op.startswith(("icmp", "fcmp")) else ty
        odd = op == "udiv"  # a divisor of w's elements made odd: never zero
        divisor = f"%o.J = or {vt} %w.J, <{ty} 1, {ty} 1>\n" if odd else ""
        for k in (0, 1):
            yield Instr(f"<2 x> {op} [{k}]",
                        f"{build}{divisor}%x.J = {op} {vt} %v.J, {'%o.J' if odd else '%w.J'}\n"
                        f"%r.J = extractelement <2 x {rty}> %x.J, i32 {k}", rty)
    cmp = "icmp ult" if ty.startswith("i") else "fcmp olt"
    yield Instr("<2 x> select", f"{build}%c.J = {cmp} {vt} %v.J, %w.J\n"
                f"%x.J = select <2 x i1> %c.J, {vt} %v.J, {vt} %w.J\n"
                f"%r.J = extractelement {vt} %x.J, i32 1", ty)
    suffix = f"v2{ty}" if ty.startswith("i") else f"v2f{32 if ty == 'float' else 64}"
    for red in reductions:
        start = {"fadd": f"{ty} -0.0, ", "fmul": f"{ty} 1.0, "}.get(red, "")
        yield Instr(f"llvm.vector.reduce.{red}",
                    f"{build}%r.J = call {ty} @llvm.vector.reduce.{red}.{suffix}({start}{vt} %v.J)", ty)


def catalogue(ty: str) -> list[Instr]:
    """The instructions checked on operands of type `ty` (`iN`, `float` or `double`)."""
    return list(_float_catalogue(ty) if ty in ("float", "double") else _int_catalogue(int(ty[1:])))


def kernel(ty: str, shape: str, instrs: Sequence[Instr]) -> str:
    """K for operands of type `ty` and `shape` (v or u for each of %a and %b, or `pp`: both
    varying, in a block only the odd items run): item %i computes every instruction on %a and %b
    (varying: loaded from %A, %B at %i; uniform: the parameter itself) and stores instruction j's
    result to %Oj at %i."""
    params, lines = ["i64 %i"], []
    guarded = shape == "pp"
    for name, v in zip("ab", "vv" if guarded else shape, strict=True):
        if v == "v":
            params.append(f"ptr %{name.upper()}")
            lines += [f"%p{name} = getelementptr {ty}, ptr %{name.upper()}, i64 %i",
                      f"%{name} = load {ty}, ptr %p{name}"]
    params += [f"ptr %O{j}" for j in range(len(instrs))]
    params += [f"{ty} %{name}" for name, v in zip("ab", shape, strict=True) if v == "u"]
    for j, instr in enumerate(instrs):
        lines += instr.body.replace(".J", f".{j}").splitlines()
        lines += [f"%q.{j} = getelementptr {instr.ty}, ptr %O{j}, i64 %i",
                  f"store {instr.ty} %r.{j}, ptr %q.{j}"]
    code = "\n  ".join(lines)
    head = (f"define void @k({', '.join(params)}) {{\nentry:\n  %odd = trunc i64 %i to i1\n"
            f"  br i1 %odd, label %then, label %done\nthen:\n" if guarded
            else f"define void @k({', '.join(params)}) {{\nentry:\n")
    tail = "  br label %done\ndone:\n  ret void\n}\n" if guarded else "  ret void\n}\n"
    return f"{head}  {code}\n{tail}"


@attrs.define
class Report:
    """What one run covered and the first difference."""

    types: tuple[str, ...] = ()
    instructions: int = 0  # instruction × operand type × shape
    compared: int = 0  # results compared
    poison: int = 0  # results the interpreter calls poison (refined by any value, not compared)
    differences: int = 0
    seconds: float = 0.0
    detailed_only: int = 0  # instructions the compiled machine hands to Python
    signaling: int = 0  # NaN results of a math function of a signaling NaN, accepted
    first: str | None = None
    by_name: dict[str, int] = attrs.field(factory=dict)

    def differ(self, instr: Instr) -> bool:
        """One difference on `instr`, counted; whether it is the first (the caller words it)."""
        self.differences += 1
        self.by_name[instr.name] = self.by_name.get(instr.name, 0) + 1
        return self.first is None

    def summary(self) -> str:
        return (f"{self.instructions} instructions × shapes over {', '.join(self.types)}: "
                f"{self.compared} results compared ({self.poison} poison, {self.signaling} NaN of "
                f"a math function of a signaling NaN, not compared; {self.detailed_only} "
                f"instructions run by the detailed rules alone), "
                f"{self.differences} differences, {self.seconds:.1f} s")


def operands(ty: str) -> list[int] | list[float]:
    """Every value of an integer type up to `EXHAUSTIVE_BITS` bits (as unsigned numbers), a
    sample of a wider one (`int_sample`); the float sample of a float type."""
    if ty in ("float", "double"):
        fmt = ("<I", "<f") if ty == "float" else ("<Q", "<d")
        return [struct.unpack(fmt[1], struct.pack(fmt[0], raw))[0] for raw in float_sample(FloatType(ty))]
    bits = int(ty[1:])
    return list(range(1 << bits)) if bits <= EXHAUSTIVE_BITS else int_sample(bits)


def int_sample(bits: int) -> list[int]:
    """Values of iN where its arithmetic has edges: 0, ±1, ±2, 3, the extremes and their
    neighbours, powers of two around the half width and the top, and a few random ones (as
    unsigned numbers)."""
    top = 1 << bits
    half = 1 << (bits // 2)
    edges = {0, 1, 2, 3, top - 1, top - 2, top >> 1, (top >> 1) - 1, (top >> 1) + 1, half, half - 1,
             top - half, top >> 2, 7, bits - 1, bits, bits + 1}
    rng = np.random.default_rng(bits)
    return sorted(edges | {int(x) for x in rng.integers(0, top, 6, dtype=np.uint64)})


def _number(x: object) -> object:
    """A decoded buffer element as `close` compares it: ±inf and NaN come as "inf", "-inf", "nan"."""
    return float(x) if x in ("inf", "-inf", "nan") else x


def _buffers(instrs: Sequence[Instr], items: int) -> dict[str, Buffer]:
    return {f"O{j}": Buffer(i.ty, (0,) * items) for j, i in enumerate(instrs)}


def _native_rows(ty: str, shape: str, instrs: Sequence[Instr], values: list
                 ) -> Iterator[tuple[list[int], dict[str, list]]]:
    """The native kernel of `shape` run over every combination (both uniform: of the first
    `UNIFORM_FLOATS` floats): per call, the combinations it computed (as indices a·n + b into
    `values`) and the buffers it left."""
    native = build(parse_module(kernel(ty, shape, instrs)), "k", LANES, kernel=True)
    n = len(values)
    if shape in ("vv", "pp"):
        yield list(range(n * n)), run_kernel(native, n * n, {}, _inputs(ty, instrs, values)).memory
    elif shape in ("vu", "uv"):
        for k, u in enumerate(values):
            vary = "A" if shape == "vu" else "B"
            result = run_kernel(native, n, {"b" if shape == "vu" else "a": u},
                                {vary: Buffer(ty, tuple(values)), **_buffers(instrs, n)})
            yield [x * n + k if shape == "vu" else k * n + x for x in range(n)], result.memory
    else:
        m = min(n, UNIFORM_FLOATS) if ty in ("float", "double") else n
        for ka, kb in itertools.product(range(m), repeat=2):
            result = run_kernel(native, 1, {"a": values[ka], "b": values[kb]}, _buffers(instrs, 1))
            yield [ka * n + kb], result.memory


def _signaling(x: object) -> bool:
    """Whether a double operand is a signaling NaN (its quiet bit clear)."""
    return isinstance(x, float) and x != x and not struct.unpack("<Q", struct.pack("<d", x))[0] >> 51 & 1


def _compare(report: Report, ty: str, shape: str, instrs: Sequence[Instr], values: list,
             expected: dict[str, list]) -> None:
    """Each native call's results against the interpreter's, counted into `report`. [WIDEN-MATH]
    A math function of a signaling NaN may give NaN on one side and a number on the other
    (glibc's pow(sNaN, 0) is NaN, 1 where every NaN is taken as quiet): LLVM allows both."""
    n = len(values)
    snan = {k for k, v in enumerate(values) if _signaling(v)}
    for combos, memory in _native_rows(ty, shape, instrs, values):
        for j, instr in enumerate(instrs):
            want_all, got_all = expected[f"O{j}"], memory[f"O{j}"]
            for k, combo in enumerate(combos):
                want, got = want_all[combo], got_all[k]
                if want == "poison":
                    report.poison += 1
                    continue
                same = want is not None and close(_number(want), _number(got), instr.ulps)
                if not same and instr.ulps and got == "nan" and {combo // n, combo % n} & snan:
                    report.signaling += 1
                    continue
                report.compared += 1
                if not same and report.differ(instr):
                    a, b = values[combo // n], values[combo % n]
                    report.first = _difference(ty, shape, instr, a, b, want, got)


def _difference(ty: str, shape: str, instr: Instr, a: object, b: object, want: object,
                got: object) -> str:
    """The first difference: the instruction, its operands and shapes, both results, and the
    command that prints the kernel."""
    body = instr.body.replace(".J", "")
    kinds = ["varying" if s == "v" else "uniform" for s in shape]
    return (f"{instr.name} on {ty} with %a = {a!r}, %b = {b!r} ({kinds[0]} %a, {kinds[1]} %b, "
            f"W = {LANES}):\n"
            f"  {body.replace(chr(10), chr(10) + '  ')}\n"
            f"  the interpreter gives {want!r}, the native code {got!r}\n"
            f"  the kernel: python -c 'from proofs.widening import *; "
            f"print(kernel({ty!r}, {shape!r}, [i for i in catalogue({ty!r}) if i.name == {instr.name!r}]))'")


def _interpreted(ty: str, shape: str, instrs: Sequence[Instr], values: list) -> dict[str, list]:
    """The buffers K leaves when the interpreter runs it with one thread per operand pair (FR;
    the shape only decides what the native side sees, except for the predicated kernel)."""
    n = len(values)
    module = parse_module(kernel(ty, "pp" if shape == "pp" else "vv", instrs))
    source = run(module, "k", n * n, "FR", {"i": list(range(n * n))}, _inputs(ty, instrs, values))
    if source.ub is not None or not source.terminated:
        raise AssertionError(f"the interpreter does not run the {ty} kernel: {source.ub}")
    return source.memory


def _inputs(ty: str, instrs: Sequence[Instr], values: list) -> dict[str, Buffer]:
    """Every pair of `values` as %A and %B (pair k is (values[k // n], values[k % n])), and
    zeroed result buffers."""
    n = len(values)
    return {"A": Buffer(ty, tuple(v for v in values for _ in values)), "B": Buffer(ty, tuple(values) * n),
            **_buffers(instrs, n * n)}


def _both_paths(report: Report, ty: str, instrs: Sequence[Instr], values: list) -> None:
    """[ENGINE-FAST] The compiled machine against the detailed rules (`run(fast=False)`) on every
    instruction the machine compiles (one that it hands to Python makes the kernel run detailed
    on both sides, so those are left out and counted): the same bytes, every difference counted
    into `report`."""
    one = {"i": [0]}
    compiled = [i for i in instrs if run(parse_module(kernel(ty, "vv", [i])), "k", 1, "FR", one,
                                         _inputs(ty, [i], values[:1])).path == "compiled"]
    report.detailed_only += len(instrs) - len(compiled)
    if not compiled:
        return
    n = len(values)
    module = parse_module(kernel(ty, "vv", compiled))
    runs = [run(module, "k", n * n, "FR", {"i": list(range(n * n))}, _inputs(ty, compiled, values),
                fast=fast) for fast in (True, False)]
    assert runs[0].path == "compiled" and runs[1].path == "detailed"
    for j, instr in enumerate(compiled):
        for combo, (x, y) in enumerate(zip(runs[0].memory[f"O{j}"], runs[1].memory[f"O{j}"], strict=True)):
            report.compared += 1
            states = x in ("poison", None) or y in ("poison", None)  # must be equal, not refined
            same = (x == y) if states else close(_number(y), _number(x), 0)
            if not same and report.differ(instr):
                a, b = values[combo // n], values[combo % n]
                report.first = (f"{instr.name} on {ty} with %a = {a!r}, %b = {b!r}: the compiled "
                                f"machine gives {x!r}, the detailed rules {y!r}")


def prove(types: Sequence[str], shapes: Sequence[str] = SHAPES) -> Report:
    """Every instruction of the catalogue on every operand type of `types` and every shape."""
    report = Report(tuple(types))
    start = time.perf_counter()
    for ty in types:
        instrs = catalogue(ty)
        values = operands(ty)
        _both_paths(report, ty, instrs, values)
        expected = {"vv": _interpreted(ty, "vv", instrs, values)}
        every_pair = ty not in ("float", "double") and UNIFORM_BITS < int(ty[1:]) <= EXHAUSTIVE_BITS
        for shape in shapes:
            if shape == "uu" and every_pair:  # one call per pair of every value: too many
                continue
            if shape == "pp":
                expected["pp"] = _interpreted(ty, "pp", instrs, values)
            report.instructions += len(instrs)
            _compare(report, ty, shape, instrs, values, expected["pp" if shape == "pp" else "vv"])
    report.seconds = time.perf_counter() - start
    return report


def _types(bound: str) -> tuple[str, ...]:
    """The operand types of a bound: i1-i4 (small), i1-i8 (full) or i1-iN, every value; i16
    (full), i32, i48 (an odd width above 32 bits) and i64 on a sample; float and double."""
    widths = SMALL if bound == "small" else FULL if bound == "full" else tuple(range(1, int(bound) + 1))
    sampled = ("i16", "i32", "i48", "i64") if bound == "full" else ("i32", "i48", "i64")
    return (*(f"i{n}" for n in widths), *sampled, "float", "double")


def verdict(bound: str, _variant: str | None = None, _shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove widening`: i1-i4 small, i1-i8 full, or i1-iN; float and double always."""
    report = prove(_types(bound))
    counts = {"instructions": report.instructions, "compared": report.compared,
              "poison": report.poison, "differences": report.differences}
    status: Status = ("counterexample" if report.first is not None else
                      "holds" if report.compared else "unknown")  # nothing compared: no verdict
    return Verdict("widening", status, ", ".join(report.types), report.summary(), report.seconds,
                   report.first or "", counts)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the numbers and the first difference; exit 1 on one."""
    ap = argparse.ArgumentParser(prog="python -m proofs.widening", description=__doc__.split("\n\n")[0])
    ap.add_argument("--widths", type=int, nargs="+", default=list(SMALL))
    ap.add_argument("--floats", action="store_true", help="float and double too")
    a = ap.parse_args(argv)
    report = prove([f"i{n}" for n in a.widths] + (["float", "double"] if a.floats else []))
    print(report.summary())
    if report.first is not None:
        print(report.first)
        print("differences per instruction:", report.by_name)
    return 1 if report.differences else 0


if __name__ == "__main__":
    sys.exit(main())
