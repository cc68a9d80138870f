"""Proof obligation: the z3 encoding of each instruction computes what the interpreter computes.

**Statement** ([CHK-SMT-TABLES] in semantics/checking.md; the value rules of semantics/values.md).
For every instruction op of the set below, at every width of the bound and with every combination
of its flags, and for every tuple x = (x_1, ..., x_k) of operands, each x_i ranging over every
value of its type, ⊤ with every hidden value and poison with every hidden value:

    RUN⟦op⟧(x) ≈ SMT⟦op⟧(x)

where RUN⟦op⟧ is the interpreter's table `pllvm.exec.evalcmd.EVALCMD` (on lane vectors) and
SMT⟦op⟧ the z3 table `pllvm.check.smt.evalcmd.EVALCMD` (on terms); and, for the integer binary
operations, `select` and the calls on scalar integers, where x_i = ⊤:

    RUN⟦op⟧(x) defined  ⇒  RUN⟦op⟧(x[x_i := v]) = RUN⟦op⟧(x)  for every defined v

(the result of a ⊤ operand is "the same for every choice of it"). ≈ is agreement per operand
tuple:

- *Undefined behaviour.* The encoding's condition (division by zero, ⊤ or poison, INT_MIN / -1)
  holds exactly where the interpreter reports undefined behaviour on an active thread; results
  under undefined behaviour are not compared.
- *State.* The result is poison on both sides or on neither, and defined on both or on neither.
  Both sides implement the same rule for ⊤ operands ([VAL-UNDEF-AND], [VAL-UNDEF-OR],
  [VAL-UNDEF-MUL], [VAL-SELECT]): neither picks a concretization, each marks ⊤ where the
  recognized cases do not decide the result, so the states must be equal, not merely ordered.
- *Value.* Where the result is defined, the values are the same: integers bit for bit, floats
  bit for bit except that every NaN is one value ([VAL-FLOAT-SAME], [VAL-FLOAT-NAN]; also for the
  integer bits of a NaN a bitcast gives: the encoding writes the canonical quiet NaN, an
  approximation it names). A ⊤ or poison result carries no value, so its data is not compared.
  A call's vector or struct result (`with.overflow`'s `{iN, i1}`) agrees element by element.
- *Hidden values.* The data behind a ⊤ or poison operand ranges over every value of the type (a
  few for floats), so agreement also says that neither side lets those bits decide a result.

The instructions: every integer binary operation, `icmp`, `trunc`, `zext`, `sext`, `inttoptr`,
`select` and `freeze` at iN for each N of the bound (casts to each of those widths and i8), on
every value; `ptrtoint` (to the widths, i8, i32, i64) and `addrspacecast` on the edges of
64-bit pointers. With floats:
`fadd`, `fsub`, `fmul`, `fdiv`, `fcmp`, `fneg`, `select`, `freeze`, `fpext`, `fptrunc`,
`fptosi`, `fptoui` (to the widths, i8, i32, i64), `sitofp` and `uitofp` (from the widths and
i8 on every value, from i32 and i64 on their edges) and bitcasts to and from integers, at float
and double with every flag combination of `FLOAT_FLAGS`, on a dense sample: signed zeros and
infinities, NaNs with several payloads, subnormals, the extreme normals, ±1, values at the
integer boundaries of the casts, a few random ones; ⊤ and poison over 0, 1 and a NaN. `frem`
has no encoding (tests/check/smt/test_tables.py).

The calls ([W-CMD-CALL], θ in `pllvm/exec/theta.py`) the encoding gives a meaning of its own
(`pllvm/check/smt/intrinsics.py`, `floats.MATH`, `expect`; `test_agreement` holds the lists
below to those tables). At iN for each N of the bound, on every value: `abs`, `ctlz`, `cttz`
(each with its immediate flag false and true), `ctpop`, `bitreverse`; `smin`, `smax`, `umin`,
`umax`, `sadd.sat`, `uadd.sat`, `ssub.sat`, `usub.sat`, `expect`; `{s,u}{add,sub,mul}.with.overflow`;
`fshl` and `fshr` (up to i4, see the bounds); `vector.reduce.{add,mul,and,or,xor,smax,smin,umax,
umin}` of `<1 x iN>`, `<2 x iN>`, and `<3 x iN>`, `<4 x iN>` while the vector has at most 2^15
cells (every element on every value, ⊤ and poison). The element-wise ones again on `<2 x i1>` and
`<2 x i2>` (a scalar flag beside a vector, the struct of two vectors), `fshl`/`fshr` on `<2 x i1>`;
the unary ones at i8 on every value and at i16, i32, i64 on a sample, with `bswap` (whole pairs of
bytes only). With floats, by the intrinsic's name and C's where C has one (`llvm.sqrt.f32`,
`sqrtf`), with every flag combination of `FLOAT_FLAGS`: `sqrt`, `fabs`, `floor`, `ceil`,
`trunc`, `rint`, `nearbyint` on the sample; `copysign`, `minnum`, `maxnum`, `minimum`, `maximum`,
`fmin`, `fmax`, `remainder` on every pair of it, except a NaN with its sign bit set as copysign's
sign operand (z3 has one NaN, without a sign: the encoding reads it as positive where the
interpreter, as LLVM, reads the bit; an approximation the encoding names, `evalcmd._NAN_SIGN`);
`fma` (rounded once, [VAL-FLOAT-FMA]) and `fmuladd` (unfused, [WIDEN-FMULADD]) on every triple
of a smaller sample whose products need the one rounding (`fma_cells`); `vector.reduce.fadd` and
`.fmul` from a start value, `.fmax`, `.fmin`; and the float intrinsics on `<2 x float>` and
`<2 x double>` on a few values. Not here: the transcendental functions (uninterpreted in the
encoding); `round`, `powi`, `fmod`, `fdim`, `logb`, `nextafter`, `load.relative` (no encoding: a
check that calls one is unknown); memory and masked intrinsics (they need memory); external
functions (uninterpreted on both sides); the horizontal builtins (they read the other threads).

**Method.** Exhaustive over the operand cells. The interpreter runs each instruction once on a
lane vector that holds every operand tuple (all lanes passive, so nothing faults), then with the
lanes active until it reports no more undefined behaviour. The encoding is built once over
symbolic operands and packed into one bitvector (undefined behaviour, poison, defined, value), then
evaluated at every operand tuple by substituting constants and simplifying, about 1,024 bits at
a time (z3 prints a numeral in time quadratic in its bits). A vector operand's cells are every
tuple of its elements' cells.

**Bounds.** `small`: i1..i4 and the float sample; `full`: i1..i6 and the float sample; N:
i1..iN and the float sample. An operand of iN takes 3·2^N cells (defined, ⊤, poison), so a
binary operation has (3·2^N)² operand tuples and `select` 6·(3·2^N)²: each width is four times
the one below. `fshl` and `fshr`, with three operands, have (3·2^N)³: 884,736 at i5 and 7 million
at i6, about a minute and (alone) six, so they stop at i4 (`FUNNEL_WIDTH`) in every bound and
the full bound stays within five minutes.

    python -m proofs.smt_encoding --widths 1 2 3 4
    python -m proofs.smt_encoding --widths 3 --no-floats   # one width, integers and pointers

**Last measured** (one core, another job on the machine): small, 1,120 instructions on 3,262,024
operand tuples, 36 differences, 102 s; full, 1,379 instructions on 6,502,466 operand tuples, 36
differences, 262 s (the float sample with its calls is about 75 s of each). The 36 are `fma` of
doubles and the interpreter's: a finite product that overflows meets an infinite z of the other
sign as inf - inf, NaN, where IEEE 754 and LLVM give z (`theta._fused`; an expected failure in
tests/check/smt/test_agreement.py until it is fixed). Exit status 1 on a difference, printed
with the instruction, its operands and both sides' results.
"""

from __future__ import annotations

import argparse
import struct
import sys
import time
from collections.abc import Iterator, Sequence
from itertools import chain, combinations, product

import attrs
import numpy as np
import z3

from pllvm.check.smt.evalcmd import EVALCMD as SMT_EVALCMD
from pllvm.check.smt.ints import Term
from pllvm.check.smt.sym import TRUE, SVal, constant, elements, leaves, sort_of
from pllvm.exec.evalcmd import EVALCMD as RUN_EVALCMD
from pllvm.exec.evalcmd import Compiler
from pllvm.exec.faults import Fault
from pllvm.exec.lanes import Agg, Lanes, Value, dtype_of
from pllvm.exec.machine import Machine
from pllvm.syntax import (
    I1,
    BinOp,
    Call,
    Cast,
    FCmp,
    FloatType,
    FNeg,
    Freeze,
    GlobalRef,
    ICmp,
    IntConst,
    IntType,
    Local,
    PtrType,
    Select,
    StructType,
    Type,
    VectorType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import INTRINSIC_FAMILIES, LIBM
from pllvm.syntax.instructions import FCMP_PREDS, ICMP_PREDS, INT_BINARY_OPS, Arg, Operation
from pllvm.syntax.typing import result_type
from pllvm.text import parse_module
from pllvm.text.printer import print_operation, print_type
from proofs import Status, Verdict

__all__ = ["BIT_WIDTHS", "CAST_WIDTHS", "FLAGGED_CALLS", "FLOATS", "FLOAT_BINARY_CALLS", "FLOAT_BINARY_OPS",
           "FLOAT_REDUCTIONS", "FLOAT_TERNARY_CALLS", "FLOAT_UNARY_CALLS", "FULL", "FUNNEL_CALLS",
           "FUNNEL_WIDTH", "INT_BINARY_CALLS", "INT_REDUCTIONS", "INT_UNARY_CALLS", "OVERFLOW_CALLS",
           "SMALL", "VECTOR_CELLS", "VECTOR_WIDTH", "Case", "Cells", "Const", "Report", "Results",
           "bitcasts", "cases", "cells_of", "check", "disagree", "encoding", "float_binary",
           "float_binary_calls", "float_cells", "float_comparisons", "float_reductions", "float_resizing",
           "float_sample", "float_ternary_calls", "float_to_integer", "float_unary", "float_unary_calls",
           "fma_cells", "funnel_shifts", "int_cells", "integer_binary", "integer_binary_calls",
           "integer_casts", "integer_comparisons", "integer_reductions", "integer_to_float",
           "integer_unary_calls", "interpreter", "main", "pointer_casts", "prove", "ptr_cells",
           "select_and_freeze", "unsound", "vector_calls", "vector_cells", "vector_float_calls", "verdict",
           "wide_bit_calls", "wide_cells", "with_overflow"]

SMALL, FULL = (1, 2, 3, 4), (1, 2, 3, 4, 5, 6)
FLOATS = (FloatType("float"), FloatType("double"))
FLOAT_BINARY_OPS = ("fadd", "fsub", "fmul", "fdiv")
PTR = PtrType()
INT_FLAGS = {"add": ("nuw", "nsw"), "sub": ("nuw", "nsw"), "mul": ("nuw", "nsw"), "shl": ("nuw", "nsw"),
             "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",), "ashr": ("exact",),
             "or": ("disjoint",)}
FLOAT_FLAGS = ((), ("nnan",), ("ninf",), ("nnan", "ninf"), ("fast",))
STATES = ("defined", "undef", "poison")
#: the widths every conversion also reaches, beyond those of the bound
CAST_WIDTHS = (8, 32, 64)

X, Y, Z = Local("x0"), Local("x1"), Local("x2")


def _subsets(flags: tuple[str, ...]) -> list[tuple[str, ...]]:
    return list(chain.from_iterable(combinations(flags, k) for k in range(len(flags) + 1)))


# ---------------------------------------------------------------- operands


def _raw(x: float, bits: int) -> int:
    return struct.unpack("<I" if bits == 32 else "<Q", struct.pack("<f" if bits == 32 else "<d", x))[0]


def float_sample(ty: FloatType) -> list[int]:
    """The bit patterns of the float sample of `ty`: specials, subnormals, extremes, the integer
    boundaries the casts test, and a few random values."""
    bits = 32 if ty.kind == "float" else 64
    m = 23 if bits == 32 else 52
    e = bits - 1 - m
    exp_max = (1 << e) - 1
    sign = 1 << (bits - 1)
    nans = [exp_max << m | 1 << (m - 1), sign | exp_max << m | 1 << (m - 1), exp_max << m | 1,
            exp_max << m | 0b101]
    edges = [1, (1 << m) - 1, 1 << m, (exp_max - 1) << m | ((1 << m) - 1), exp_max << m]
    values = [0.0, 1.0, 0.5, 1.5, 2.0, 3.0, 7.5, 7.99, 8.0, 15.5, 16.0, 255.5, 1e10, 2.0**31,
              2.0**32, 2.0**63, 2.0**64, 1.0 + 2.0**-20, 1e-3, 0.1]
    rng = np.random.default_rng(18)
    random = [int(r) for r in rng.integers(0, (exp_max - 1) << m, 4, dtype=np.uint64)]
    finite = [_raw(v, bits) for v in values] + edges + random
    return nans + finite + [x | sign for x in finite]


#: one element of a cell as z3 constants: value, defined, poison
Const = tuple[z3.ExprRef, z3.BoolRef, z3.BoolRef]


@attrs.frozen(eq=False)
class Cells:
    """The values one operand takes: data, definedness and poison as numpy arrays (one entry per
    cell; for a vector, one row of its elements per cell), and the same cells as z3 constants
    (per cell, per element: value, defined, poison)."""

    ty: Type
    data: np.ndarray
    defined: np.ndarray
    poison: np.ndarray
    consts: tuple[tuple[Const, ...], ...]

    def __len__(self) -> int:
        return len(self.data)


def cells_of(ty: Type, raw: Sequence[int], junk: Sequence[int]) -> Cells:
    """Each bit pattern of `raw` defined, then each of `junk` as the hidden data of ⊤ and of
    poison."""
    pattern = [(r, "defined") for r in raw] + [(j, s) for s in STATES[1:] for j in junk]
    bits = 64 if isinstance(ty, PtrType) else ty.bits if isinstance(ty, IntType) else None
    if bits is None:
        width = 32 if ty.kind == "float" else 64  # type: ignore[union-attr]
        data = np.array([r for r, _ in pattern], f"u{width // 8}").view(dtype_of(ty))
    else:
        data = np.array([r for r, _ in pattern], np.uint64).astype(dtype_of(ty))
    sort = sort_of(ty)

    def const(r: int) -> z3.ExprRef:
        if bits is not None:
            return z3.BitVecVal(r, bits)
        return z3.simplify(z3.fpBVToFP(z3.BitVecVal(r, sort.ebits() + sort.sbits()), sort))

    return Cells(ty, data, np.array([s == "defined" for _, s in pattern]),
                 np.array([s == "poison" for _, s in pattern]),
                 tuple(((const(r), z3.BoolVal(s == "defined"), z3.BoolVal(s == "poison")),)
                       for r, s in pattern))


def int_cells(bits: int) -> Cells:
    """Every value of iN, defined, and each of them again as the data of ⊤ and of poison."""
    return cells_of(IntType(bits), range(1 << bits), range(1 << bits))


def float_cells(ty: FloatType, few: bool = False) -> Cells:
    """The float sample, defined (with `few`: three NaNs, and ±0, ±1, ±inf and the smallest
    subnormals); ⊤ and poison over 0, 1 and NaN."""
    sample = float_sample(ty)
    bits = 32 if ty.kind == "float" else 64
    if few:
        base = [0, _raw(1.0, bits), _raw(float("inf"), bits), 1]
        sample = sample[:3] + base + [x | 1 << (bits - 1) for x in base]
    return cells_of(ty, sample, [0, _raw(1.0, bits), sample[0]])


def ptr_cells() -> Cells:
    """Pointers: the edges of 64 bits and values whose low bits differ from their high ones."""
    raw = [0, 1, 2, 15, 16, 0x1F, 0x12345678, 1 << 32, (1 << 63) + 5, (1 << 64) - 1, (1 << 64) - 16]
    return cells_of(PTR, raw, [0, 0x1F])


def vector_cells(elem: Cells, count: int) -> Cells:
    """A vector of `count` elements, each ranging over the scalar cells `elem`: every tuple of
    them, so an element is defined, ⊤ or poison independently of the others."""
    idx = _index([elem] * count)
    data, defined, poison = (np.stack([a[i] for i in idx], axis=1)
                             for a in (elem.data, elem.defined, elem.poison))
    return Cells(VectorType(count, elem.ty), data, defined, poison,
                 tuple(tuple(elem.consts[int(i[k])][0] for i in idx) for k in range(len(idx[0]))))


def wide_cells(bits: int) -> Cells:
    """A sample of a wide integer: the edges and a few values."""
    raw = sorted(x for x in {0, 1, 2, 7, 8, 15, 16, 127, 128, 255, (1 << (bits - 1)) - 1, 1 << (bits - 1),
                             (1 << (bits - 1)) + 1, (1 << bits) - 1, (1 << bits) - 2, (1 << 24) + 1,
                             (1 << 53) + 1} if x < 1 << bits)
    return cells_of(IntType(bits), raw, [0, (1 << bits) - 1])


# ---------------------------------------------------------------- the instructions


@attrs.frozen
class Case:
    """Instructions checked together on every tuple of the same operand cells; `soundness` adds
    the check that a defined result of a ⊤ operand is the result of each of its values;
    `nan_bits` compares integer results that are the bits of NaNs of that type as one value."""

    ops: tuple[Operation, ...]
    cells: tuple[Cells, ...]
    soundness: bool = False
    nan_bits: FloatType | None = None


def _beyond(widths: Sequence[int], more: Sequence[int]) -> list[int]:
    return sorted({*widths, *more})


def integer_binary(name: str, bits: int) -> Case:
    """One integer binary operation at iN with each combination of its flags."""
    ty = IntType(bits)
    ops = tuple(BinOp(name, ty, X, Y, flags) for flags in _subsets(INT_FLAGS.get(name, ())))
    return Case(ops, (int_cells(bits), int_cells(bits)), soundness=True)


def integer_comparisons(bits: int) -> Case:
    """Every `icmp` predicate at iN."""
    ty = IntType(bits)
    return Case(tuple(ICmp(pred, ty, X, Y) for pred in ICMP_PREDS), (int_cells(bits), int_cells(bits)))


def integer_casts(bits: int, widths: Sequence[int]) -> Case:
    """`trunc`, `zext` and `sext` from iN to each of `widths` and i8, with their flags; `inttoptr`."""
    src, ops = IntType(bits), []
    for to in _beyond(widths, (8,)):
        dst = IntType(to)
        if to < bits:
            ops += [Cast("trunc", src, X, dst, f) for f in _subsets(("nuw", "nsw"))]
        if to > bits:
            ops += [Cast("zext", src, X, dst, f) for f in _subsets(("nneg",))]
            ops.append(Cast("sext", src, X, dst))
    ops.append(Cast("inttoptr", src, X, PTR))
    return Case(tuple(ops), (int_cells(bits),))


def pointer_casts(widths: Sequence[int]) -> Case:
    """`ptrtoint` to each of `widths`, i8, i32 and i64; `addrspacecast`."""
    ops = [Cast("ptrtoint", PTR, X, IntType(b)) for b in _beyond(widths, CAST_WIDTHS)]
    return Case((*ops, Cast("addrspacecast", PTR, X, PtrType(1))), (ptr_cells(),))


def select_and_freeze(bits: int) -> tuple[Case, Case]:
    """`select` between two iN on an i1, and `freeze` of an iN."""
    ty = IntType(bits)
    cells = (int_cells(1), int_cells(bits), int_cells(bits))
    select = Case((Select(I1, X, ty, Y, Z),), cells, soundness=True)
    return select, Case((Freeze(ty, X),), (int_cells(bits),))


def float_binary(name: str, ty: FloatType) -> Case:
    """One floating-point binary operation with each of `FLOAT_FLAGS`."""
    cells = float_cells(ty)
    return Case(tuple(BinOp(name, ty, X, Y, flags) for flags in FLOAT_FLAGS), (cells, cells))


def float_comparisons(ty: FloatType) -> Case:
    """Every `fcmp` predicate, without flags and with `nnan ninf`."""
    cells = float_cells(ty)
    ops = tuple(FCmp(pred, ty, X, Y, flags) for pred in FCMP_PREDS for flags in ((), ("nnan", "ninf")))
    return Case(ops, (cells, cells))


def float_unary(ty: FloatType) -> tuple[Case, Case, Case]:
    """`fneg` and `freeze` of a float, and `select` between two (on the smaller sample)."""
    cells, few = float_cells(ty), float_cells(ty, few=True)
    return (Case(tuple(FNeg(ty, X, flags) for flags in FLOAT_FLAGS), (cells,)),
            Case((Freeze(ty, X),), (cells,)),
            Case(tuple(Select(I1, X, ty, Y, Z, flags) for flags in FLOAT_FLAGS), (int_cells(1), few, few)))


def float_resizing() -> tuple[Case, Case]:
    """`fpext` float to double and `fptrunc` double to float."""
    single, double = FLOATS
    return (Case(tuple(Cast("fpext", single, X, double, f) for f in FLOAT_FLAGS), (float_cells(single),)),
            Case(tuple(Cast("fptrunc", double, X, single, f) for f in FLOAT_FLAGS), (float_cells(double),)))


def float_to_integer(ty: FloatType, widths: Sequence[int]) -> Case:
    """`fptosi` and `fptoui` to each of `widths`, i8, i32 and i64."""
    ops = tuple(Cast(kind, ty, X, IntType(b)) for kind in ("fptosi", "fptoui")
                for b in _beyond(widths, CAST_WIDTHS))
    return Case(ops, (float_cells(ty),))


def integer_to_float(bits: int) -> Case:
    """`sitofp` and `uitofp` (with and without `nneg`) from iN to float and double: every value up
    to i8, the edges above."""
    cells = int_cells(bits) if bits <= 8 else wide_cells(bits)
    ops = tuple(Cast(kind, cells.ty, X, ty, flags) for ty, kind, flags in
                product(FLOATS, ("sitofp", "uitofp"), ((), ("nneg",))) if kind == "uitofp" or not flags)
    return Case(ops, (cells,))


def bitcasts(ty: FloatType) -> tuple[Case, Case]:
    """The bits of a float as the integer of its size, and back. A NaN's bits are compared as a
    NaN: the encoding writes the canonical quiet NaN, an approximation it names ([VAL-FLOAT-NAN])."""
    ity = IntType(ty.bits)
    return (Case((Cast("bitcast", ty, X, ity),), (float_cells(ty),), nan_bits=ty),
            Case((Cast("bitcast", ity, X, ty),), (cells_of(ity, float_sample(ty), [0, 1]),)))


# ---------------------------------------------------------------- calls

#: The calls the encoding gives a meaning (`pllvm.check.smt.intrinsics`, `floats.MATH`, `expect`
#: in `evalcmd._call`), by θ's family name; `test_agreement` holds them to the encoding's tables.
INT_UNARY_CALLS = ("abs", "ctlz", "cttz", "ctpop", "bitreverse", "bswap")
#: the unary ones whose second argument is an immediate i1 that can make the result poison
FLAGGED_CALLS = ("abs", "ctlz", "cttz")
INT_BINARY_CALLS = ("smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "expect")
FUNNEL_CALLS = ("fshl", "fshr")
OVERFLOW_CALLS = tuple(f"{s}{op}.with.overflow" for op in ("add", "sub", "mul") for s in "su")
INT_REDUCTIONS = ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")
FLOAT_REDUCTIONS = ("fadd", "fmul", "fmax", "fmin")
FLOAT_UNARY_CALLS = ("sqrt", "fabs", "floor", "ceil", "trunc", "rint", "nearbyint")
FLOAT_BINARY_CALLS = ("copysign", "minnum", "maxnum", "minimum", "maximum", "fmin", "fmax", "remainder")
FLOAT_TERNARY_CALLS = ("fma", "fmuladd")
#: wider integers the unary bit intrinsics reach (on a sample above i8); `bswap` needs whole bytes,
#: an even number of them
BIT_WIDTHS = (8, 16, 32, 64)
#: a vector operand of `vector_cells` at most this many cells (the product of its elements')
VECTOR_CELLS = 1 << 15
#: the widest iN of `funnel_shifts` (three operands: (3·2^N)^3 tuples, 7 million at i6) and of
#: `vector_calls` (two vectors of two elements: (3·2^N)^4 tuples)
FUNNEL_WIDTH, VECTOR_WIDTH = 4, 2


def _suffix(ty: Type) -> str:
    """An intrinsic's overload suffix for `ty`: `i4`, `f32`, `v2i4`."""
    if isinstance(ty, VectorType):
        return f"v{ty.count}{_suffix(ty.elem)}"
    if isinstance(ty, FloatType):
        return {"half": "f16", "float": "f32", "double": "f64"}[ty.kind]
    return print_type(ty)


def _call(ret: Type, name: str, args: Sequence[tuple[Type, IRValue]], flags: tuple[str, ...] = ()) -> Call:
    return Call(ret, GlobalRef(name), tuple(Arg(t, v) for t, v in args), flags=flags)


def _intrinsic(family: str, ty: Type, args: Sequence[tuple[Type, IRValue]], ret: Type | None = None,
               flags: tuple[str, ...] = ()) -> Call:
    """`llvm.<family>.<suffix of ty>`, returning `ty` unless `ret` says otherwise."""
    return _call(ty if ret is None else ret, f"llvm.{family}.{_suffix(ty)}", args, flags)


def _unary_calls(ty: Type) -> list[Call]:
    """Each unary bit intrinsic at `ty`, with each value of its flag (`bswap` only on whole pairs
    of bytes, as LLVM requires)."""
    elem = ty.elem if isinstance(ty, VectorType) else ty
    assert isinstance(elem, IntType)
    ops = []
    for name in INT_UNARY_CALLS:
        if name == "bswap" and elem.bits % 16:
            continue
        flags: Sequence[IRValue | None] = (IntConst(0), IntConst(1)) if name in FLAGGED_CALLS else (None,)
        ops += [_intrinsic(name, ty, [(ty, X)] + ([(I1, f)] if f is not None else [])) for f in flags]
    return ops


def integer_unary_calls(bits: int) -> Case:
    """`abs`, `ctlz`, `cttz` (each with its poison flag false and true, an immediate as in LLVM),
    `ctpop` and `bitreverse` at iN on every value."""
    return Case(tuple(_unary_calls(IntType(bits))), (int_cells(bits),), soundness=True)


def wide_bit_calls() -> tuple[Case, ...]:
    """The unary bit intrinsics at i8 on every value and at i16, i32, i64 on a sample (the edges
    of `wide_cells` and values whose bytes all differ), with `bswap`: the widths of real code,
    where the interpreter's container is the type's own."""
    out = []
    for bits in BIT_WIDTHS:
        mask, edges = (1 << bits) - 1, wide_cells(bits)
        bytewise = {0x0123456789ABCDEF & mask, 0xF0E1D2C3B4A59687 & mask, 0x8000000000000001 & mask}
        cells = int_cells(bits) if bits <= 8 else cells_of(IntType(bits), sorted(
            {int(x) for x in np.asarray(edges.data, np.uint64)[edges.defined]} | bytewise), [0, mask])
        out.append(Case(tuple(_unary_calls(cells.ty)), (cells,), soundness=True))
    return tuple(out)


def integer_binary_calls(bits: int) -> Case:
    """`smin`, `smax`, `umin`, `umax`, the saturating `add` and `sub`, and `expect` at iN."""
    ty = IntType(bits)
    return Case(tuple(_intrinsic(name, ty, [(ty, X), (ty, Y)]) for name in INT_BINARY_CALLS),
                (int_cells(bits), int_cells(bits)), soundness=True)


def with_overflow(bits: int) -> Case:
    """`{s,u}{add,sub,mul}.with.overflow` at iN: the struct `{iN, i1}`, compared field by field."""
    ty = IntType(bits)
    ret = StructType((ty, I1))
    return Case(tuple(_intrinsic(name, ty, [(ty, X), (ty, Y)], ret) for name in OVERFLOW_CALLS),
                (int_cells(bits), int_cells(bits)), soundness=True)


def funnel_shifts(bits: int) -> Case:
    """`fshl` and `fshr` at iN: three operands, each on every value, ⊤ and poison."""
    ty = IntType(bits)
    return Case(tuple(_intrinsic(name, ty, [(ty, X), (ty, Y), (ty, Z)]) for name in FUNNEL_CALLS),
                (int_cells(bits),) * 3, soundness=True)


def integer_reductions(bits: int) -> tuple[Case, ...]:
    """`vector.reduce.*` of `<n x iN>` for n = 1, 2 and, while the vector's cells stay within
    `VECTOR_CELLS`, 3 and 4: every element on every value, ⊤ and poison independently."""
    out = []
    for count in (1, 2, 3, 4):
        if count > 2 and (3 << bits) ** count > VECTOR_CELLS:
            break
        vty = VectorType(count, IntType(bits))
        ops = tuple(_intrinsic(f"vector.reduce.{k}", vty, [(vty, X)], vty.elem) for k in INT_REDUCTIONS)
        out.append(Case(ops, (vector_cells(int_cells(bits), count),)))
    return tuple(out)


def vector_calls(bits: int) -> tuple[Case, ...]:
    """The element-wise integer intrinsics on `<2 x iN>` (a scalar flag for a vector operand,
    struct of two vectors from `with.overflow`), `fshl`/`fshr` only at i1 (three vectors)."""
    vty = VectorType(2, IntType(bits))
    cells = vector_cells(int_cells(bits), 2)
    binary = [_intrinsic(name, vty, [(vty, X), (vty, Y)]) for name in INT_BINARY_CALLS]
    binary += [_intrinsic(name, vty, [(vty, X), (vty, Y)], StructType((vty, VectorType(2, I1))))
               for name in OVERFLOW_CALLS]
    out = [Case(tuple(_unary_calls(vty)), (cells,)), Case(tuple(binary), (cells, cells))]
    if bits == 1:
        out.append(Case(tuple(_intrinsic(name, vty, [(vty, X), (vty, Y), (vty, Z)]) for name in FUNNEL_CALLS),
                        (cells,) * 3))
    return tuple(out)


def _float_calls(family: str, ty: Type, arity: int) -> list[Call]:
    """A float function by each of its names (`llvm.sqrt.f32`, and C's `sqrtf`), with each of
    `FLOAT_FLAGS`."""
    elem = ty.elem if isinstance(ty, VectorType) else ty
    assert isinstance(elem, FloatType)
    names = [f"llvm.{family}.{_suffix(ty)}"] if family in INTRINSIC_FAMILIES else []
    if family in LIBM and not isinstance(ty, VectorType):
        names.append(family + ("f" if elem.kind == "float" else ""))
    args = [(ty, v) for v in (X, Y, Z)[:arity]]
    return [_call(ty, name, args, flags) for name in names for flags in FLOAT_FLAGS]


def fma_cells(ty: FloatType) -> Cells:
    """The smaller float sample, and values whose products need the one rounding of `fma`:
    1 + 2^-k and 1 - 2^-k whose products fall on or beside a tie of the type's precision (which
    a tiny z breaks), 2^-(m+1) (half an ulp of 1), -1, 2, 3, 0.1, the smallest normal (products
    that underflow) and the largest (products that overflow)."""
    bits = 32 if ty.kind == "float" else 64
    m = 23 if bits == 32 else 52
    few = float_cells(ty, few=True)
    base = [int(x) for x in np.asarray(few.data).view(f"u{bits // 8}")[few.defined]]
    h = (m + 1) // 2
    values = [1 + 2.0**-h, 1 + 2.0**-(h + 1), 1 - 2.0**-(h + 1), -1.0, 3.0, 0.1, 2.0, 2.0**-(m + 1)]
    edges = [1 << m, ((1 << (bits - 1 - m)) - 2) << m | ((1 << m) - 1)]
    return cells_of(ty, base + [_raw(v, bits) for v in values] + edges, [0, _raw(1.0, bits), base[0]])


def float_unary_calls(ty: FloatType) -> Case:
    """`sqrt`, `fabs`, `floor`, `ceil`, `trunc`, `rint`, `nearbyint` as intrinsics and as C
    functions, with each of `FLOAT_FLAGS`, on the float sample."""
    ops = tuple(op for name in FLOAT_UNARY_CALLS for op in _float_calls(name, ty, 1))
    return Case(ops, (float_cells(ty),))


def float_binary_calls(ty: FloatType) -> tuple[Case, Case]:
    """`minnum`, `maxnum`, `minimum`, `maximum`, C's `fmin`, `fmax` and `remainder`, and
    `copysign` as the intrinsic and C's, with each of `FLOAT_FLAGS`, on every pair of the float
    sample; but `copysign`'s sign operand without the NaN whose sign bit is set: z3's NaN has no
    sign, so the encoding reads a NaN as positive where the interpreter (as LLVM) reads its sign
    bit, an approximation the encoding names (`evalcmd._NAN_SIGN`)."""
    cells = float_cells(ty)
    sign = 1 << (ty.bits - 1)
    body = sign - 1
    exponent = body & ~((1 << (23 if ty.kind == "float" else 52)) - 1)
    no_negative_nan = [x for x in float_sample(ty) if not (x & sign and x & body > exponent)]
    signs = cells_of(ty, no_negative_nan, [0, _raw(1.0, ty.bits), no_negative_nan[0]])
    others = tuple(op for name in FLOAT_BINARY_CALLS if name != "copysign"
                   for op in _float_calls(name, ty, 2))
    return Case(others, (cells, cells)), Case(tuple(_float_calls("copysign", ty, 2)), (cells, signs))


def float_ternary_calls(name: str, ty: FloatType) -> Case:
    """`fma` (as the intrinsic and C's `fma`/`fmaf`, rounded once, [VAL-FLOAT-FMA]) or
    `fmuladd` (unfused, [WIDEN-FMULADD]), with each of `FLOAT_FLAGS`, on every triple of
    `fma_cells`."""
    return Case(tuple(_float_calls(name, ty, 3)), (fma_cells(ty),) * 3)


def float_reductions(ty: FloatType) -> tuple[Case, ...]:
    """`vector.reduce.fadd` and `.fmul` from a start value over `<2 x T>` on the smaller sample;
    `.fmax` and `.fmin` over `<2 x T>` on the float sample and `<3 x T>` on the smaller one; with
    each of `FLOAT_FLAGS` (a call's fast-math flags apply to its float arguments and result)."""
    few = float_cells(ty, few=True)

    def reduce(kinds: Sequence[str], count: int, start: bool) -> tuple[Call, ...]:
        vty = VectorType(count, ty)
        args: list[tuple[Type, IRValue]] = [(ty, X), (vty, Y)] if start else [(vty, X)]
        return tuple(_call(ty, f"llvm.vector.reduce.{k}.{_suffix(vty)}", args, flags)
                     for k in kinds for flags in FLOAT_FLAGS)

    return (Case(reduce(("fadd", "fmul"), 2, True), (few, vector_cells(few, 2))),
            Case(reduce(("fmax", "fmin"), 2, False), (vector_cells(float_cells(ty), 2),)),
            Case(reduce(("fmax", "fmin"), 3, False), (vector_cells(few, 3),)))


def vector_float_calls(ty: FloatType) -> tuple[Case, ...]:
    """The float intrinsics on `<2 x T>` without flags and with `fast`, element by element on a
    few values (NaN, ±0, ±1.5, -inf; `fma` and `fmuladd` NaN, -0, 1.5; ⊤ and poison over 0)."""
    bits = 32 if ty.kind == "float" else 64
    nan = float_sample(ty)[0]
    sample = [nan] + [_raw(v, bits) for v in (0.0, -0.0, 1.5, -1.5, float("-inf"))]
    cells = vector_cells(cells_of(ty, sample, [0]), 2)
    three = vector_cells(cells_of(ty, [nan, _raw(-0.0, bits), _raw(1.5, bits)], [0]), 2)
    vty = VectorType(2, ty)

    def calls(names: Sequence[str], arity: int) -> tuple[Call, ...]:
        ops = (op for name in names for op in _float_calls(name, vty, arity))
        return tuple(op for op in ops if op.flags in ((), ("fast",)))

    return (Case(calls(FLOAT_UNARY_CALLS, 1), (cells,)),
            Case(calls(FLOAT_BINARY_CALLS, 2), (cells, cells)),
            Case(calls(FLOAT_TERNARY_CALLS, 3), (three,) * 3))


def cases(widths: Sequence[int], floats: bool = True) -> Iterator[Case]:
    """Every instruction of the statement at `widths`, the integer ones first; the calls after
    the instructions of their kind (`funnel_shifts` up to i`FUNNEL_WIDTH`, `vector_calls` up to
    i`VECTOR_WIDTH`)."""
    for bits in widths:
        yield from (integer_binary(name, bits) for name in INT_BINARY_OPS)
        yield integer_comparisons(bits)
        yield integer_casts(bits, widths)
        yield from select_and_freeze(bits)
        yield integer_unary_calls(bits)
        yield integer_binary_calls(bits)
        yield with_overflow(bits)
        if bits <= FUNNEL_WIDTH:
            yield funnel_shifts(bits)
        yield from integer_reductions(bits)
        if bits <= VECTOR_WIDTH:
            yield from vector_calls(bits)
    yield pointer_casts(widths)
    yield from wide_bit_calls()
    if not floats:
        return
    for ty in FLOATS:
        yield from (float_binary(name, ty) for name in FLOAT_BINARY_OPS)
        yield float_comparisons(ty)
        yield from float_unary(ty)
        yield float_to_integer(ty, widths)
        yield from bitcasts(ty)
        yield float_unary_calls(ty)
        yield from float_binary_calls(ty)
        yield from (float_ternary_calls(name, ty) for name in FLOAT_TERNARY_CALLS)
        yield from float_reductions(ty)
        yield from vector_float_calls(ty)
    yield from float_resizing()
    yield from (integer_to_float(bits) for bits in _beyond(widths, CAST_WIDTHS))


# ---------------------------------------------------------------- the two sides


@attrs.frozen(eq=False)
class Results:
    """One side's result on every lane: the value (the interpreter's data; the encoding's value
    bits as Python ints, 0 where it is not defined or a NaN), defined, poison, the lanes that are
    undefined behaviour, and for the encoding of a float result where it is a NaN."""

    value: np.ndarray
    defined: np.ndarray
    poison: np.ndarray
    ub: np.ndarray
    nan: np.ndarray | None = None


def _index(cells: Sequence[Cells]) -> list[np.ndarray]:
    """For each operand, its cell on every lane: the lanes are all tuples, in row-major order."""
    grids = np.meshgrid(*[np.arange(len(c)) for c in cells], indexing="ij")
    return [g.ravel() for g in grids]


#: The machine a bitcast reads its layout from (no globals, one thread: only `to_bytes` is used).
MACHINE = Machine(parse_module(""), 1)


def _columns(r: Value) -> list[Lanes]:
    """A result's scalar leaves, each one value per lane: a vector's elements, a struct's
    fields in order (the order of `sym.leaves`)."""
    if isinstance(r, Agg):
        return [leaf for f in r.fields for leaf in _columns(f)]
    if r.data.ndim == 1:
        return [r]
    return [Lanes(r.data[:, k], r.defined[:, k], None if r.poison is None else r.poison[:, k])
            for k in range(r.data.shape[1])]


def interpreter(op: Operation, cells: Sequence[Cells], idx: Sequence[np.ndarray]) -> list[Results]:
    """The interpreter's EVALCMD entry on all lanes at once, every lane passive (so nothing
    faults); then every lane active, less those it has reported, until it reports no more
    undefined behaviour. IEEE results raise no numpy warnings, as in a run (`engine.run`). One
    `Results` per scalar leaf of the result (`_columns`)."""
    run = RUN_EVALCMD[type(op)](Compiler(MACHINE, {f"x{k}": k for k in range(len(cells))}), op)
    env = [Lanes(c.data[i], c.defined[i], c.poison[i]) for c, i in zip(cells, idx, strict=True)]
    n = len(idx[0])
    reported = np.zeros(n, np.bool_)
    with np.errstate(all="ignore"):
        r = run(env, np.zeros(n, np.bool_), MACHINE, None)  # type: ignore[arg-type]
        while True:
            try:
                run(env, ~reported, MACHINE, None)  # type: ignore[arg-type]
                break
            except Fault as e:
                if not e.lanes or reported[e.lanes].any():
                    raise ValueError(f"{print_operation(op)}: undefined behaviour reported on no lane "
                                     f"or on a passive one ({e.lanes[:5]})") from e
                reported[e.lanes] = True
    if not isinstance(r, Lanes | Agg):
        raise TypeError(f"{print_operation(op)}: the interpreter returns {type(r).__name__}, not lanes")
    out = []
    for leaf in _columns(r):
        poison = leaf.poison if leaf.poison is not None else np.zeros(n, np.bool_)
        out.append(Results(leaf.data, leaf.defined, poison, reported))
    return out


@attrs.define
class _Run:
    """What an encoding reads of a run: one thread, whose operands are symbolic terms; the
    undefined behaviour it records."""

    env: dict[str, SVal]
    faults: list[z3.BoolRef] = attrs.field(factory=list)
    approximations: set[str] = attrs.field(factory=set)
    calls: list = attrs.field(factory=list)
    w = 1
    abstract = False
    machine = MACHINE

    def value(self, v: IRValue, ty: Type, t: int) -> SVal:
        """An operand: its symbolic cells, or a constant (an intrinsic's immediate flag)."""
        return self.env[v.name] if isinstance(v, Local) else constant(MACHINE, v, ty)

    def fault(self, cond: z3.BoolRef) -> None:
        self.faults.append(cond)


def _fields(term: Term, ub: z3.BoolRef) -> list[z3.BitVecRef]:
    """A result packed as bit fields: ub, poison, defined, then the value where it is defined, 0
    elsewhere (z3 leaves some values open, `fp.to_sbv` of NaN); a float as a NaN bit and its IEEE
    bits, 0 for NaN, whose bits z3 leaves open too."""
    one, zero = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)
    flags = [z3.If(c, one, zero) for c in (ub, term.poison, term.defined)]
    v = term.value
    if isinstance(v, z3.FPRef):
        nan = z3.And(term.defined, z3.fpIsNaN(v))
        bits = z3.fpToIEEEBV(v)
        known = z3.And(term.defined, z3.Not(nan))
        return [*flags, z3.If(nan, one, zero), z3.If(known, bits, z3.BitVecVal(0, bits.size()))]
    return [*flags, z3.If(term.defined, v, z3.BitVecVal(0, v.size()))]


def _symbol(k: int, c: Cells) -> SVal:
    """Operand k as z3 constants: a term, or a vector's terms."""
    sort = sort_of(c.ty.elem if isinstance(c.ty, VectorType) else c.ty)
    names = [f"x{k}"] if not isinstance(c.ty, VectorType) else [f"x{k}_{j}" for j in range(c.ty.count)]
    terms = tuple(Term(z3.Const(n, sort), z3.Bool(f"d{n[1:]}"), z3.Bool(f"p{n[1:]}")) for n in names)
    return terms if isinstance(c.ty, VectorType) else terms[0]


def encoding(ops: Sequence[Operation], cells: Sequence[Cells],
             idx: Sequence[np.ndarray]) -> list[list[Results]]:
    """The z3 table's entry for each op, built once over symbolic operands, packed into one
    bitvector, and evaluated on every lane by substitution and simplification: per op, one
    `Results` per scalar leaf of its result."""
    syms = [_symbol(k, c) for k, c in enumerate(cells)]
    env = {f"x{k}": s for k, s in enumerate(syms)}
    fields: list[z3.BitVecRef] = []
    widths: list[list[list[int]]] = []
    for op in ops:
        run = _Run(env)
        values = SMT_EVALCMD[type(op)](run, op, [TRUE])  # type: ignore[arg-type]
        r = values[0] if values else None
        if not isinstance(r, Term | tuple):
            raise TypeError(f"{print_operation(op)}: the encoding returns {type(r).__name__}, not a term")
        ub = z3.Or(*run.faults) if run.faults else z3.BoolVal(False)
        widths.append([])
        for leaf in elements(r):
            f = _fields(leaf, ub)
            fields += f
            widths[-1].append([x.size() for x in f])
    word = z3.Concat(*fields) if len(fields) > 1 else fields[0]
    n = len(idx[0])
    words: list[int] = []
    chunk = max(1, 1024 // word.size())  # z3 prints a numeral in time quadratic in its bits
    for start in range(0, n, chunk):
        terms = []
        for lane in range(start, min(n, start + chunk)):
            pairs = []
            for s, c, i in zip(syms, cells, idx, strict=True):
                for e, (v, d, p) in zip(elements(s), c.consts[i[lane]], strict=True):
                    pairs += [(e.value, v), (e.defined, d), (e.poison, p)]
            terms.append(z3.substitute(word, *pairs))
        big = z3.simplify(z3.Concat(*terms) if len(terms) > 1 else terms[0])
        if not z3.is_bv_value(big):
            raise ValueError(f"the encoding does not evaluate to a constant: {big}")
        total, size = int(big.as_binary_string(), 2), word.size()
        words += [total >> (size * (len(terms) - 1 - k)) & ((1 << size) - 1) for k in range(len(terms))]
    out: list[list[Results]] = []
    shift = word.size()
    for per_op in widths:
        out.append([])
        for w in per_op:
            parts = []
            for width in w:
                shift -= width
                parts.append(np.array([x >> shift & ((1 << width) - 1) for x in words], dtype=object))
            ub, poison, defined = (p.astype(np.bool_) for p in parts[:3])
            nan = parts[3].astype(np.bool_) if len(parts) == 5 else None
            out[-1].append(Results(parts[-1], defined, poison, ub, nan))
    return out


# ---------------------------------------------------------------- agreement


def _bits(data: np.ndarray) -> np.ndarray:
    """The interpreter's data as unsigned bit patterns (Python ints)."""
    if np.issubdtype(data.dtype, np.floating):
        return data.view(f"u{data.dtype.itemsize}").astype(object)
    return data.astype(np.uint64).astype(object)


def _nan_pattern(bits: np.ndarray, ty: FloatType) -> np.ndarray:
    """Which integers are the bits of a NaN of `ty`."""
    m = 23 if ty.kind == "float" else 52
    body = np.array([int(b) & ((1 << (ty.bits - 1)) - 1) for b in bits], dtype=object)
    return (body > ((1 << (ty.bits - 1 - m)) - 1) << m).astype(np.bool_)


def disagree(run: Results, smt: Results, nan_bits: FloatType | None = None) -> np.ndarray:
    """The lanes on which the two sides do not agree (the module docstring's ≈): undefined
    behaviour, poison or definedness differ, or both are defined with different values."""
    state = (run.ub != smt.ub) | (~smt.ub & ((run.poison != smt.poison) | (run.defined != smt.defined)))
    ours = _bits(run.value)
    if smt.nan is not None:
        same = np.where(np.isnan(run.value), smt.nan, ~smt.nan & (ours == smt.value).astype(np.bool_))
    else:
        same = (ours == smt.value).astype(np.bool_)
        if nan_bits is not None:
            same |= _nan_pattern(ours, nan_bits) & _nan_pattern(smt.value, nan_bits)
    return state | (~smt.ub & run.defined & smt.defined & ~same)


def unsound(run: Results, cells: Sequence[Cells]) -> np.ndarray:
    """The lanes with a ⊤ operand whose result is defined but not the result of every defined
    value in that operand's place (lanes are the full product, so the places are a reshape away)."""
    shape = tuple(len(c) for c in cells)
    defined, value = run.defined.reshape(shape), run.value.reshape(shape)
    bad = np.zeros(shape, np.bool_)
    for k, c in enumerate(cells):
        known, vals, out = (np.moveaxis(a, k, 0) for a in (defined, value, bad))
        held = known[c.defined].all(axis=0)
        for u in np.flatnonzero(~c.defined & ~c.poison):
            out[u] |= known[u] & ~(held & (vals[c.defined] == vals[u]).all(axis=0))
    return bad.ravel()


# ---------------------------------------------------------------- the report


def _show(ty: Type, bits: int) -> str:
    """A defined value of `ty` given by its bits: an integer also signed, a float also in hex."""
    if isinstance(ty, FloatType):
        width = 32 if ty.kind == "float" else 64
        x = struct.unpack("<f" if width == 32 else "<d", bits.to_bytes(width // 8, "little"))[0]
        return f"{ty.kind} {x!r} ({bits:#0{width // 4 + 2}x})"
    if isinstance(ty, IntType):
        signed = bits - (1 << ty.bits) if ty.bits > 1 and bits >> (ty.bits - 1) else bits
        return f"{print_type(ty)} {bits}" + (f" (signed {signed})" if signed != bits else "")
    return f"{print_type(ty)} {bits:#x}"


def _cell(ty: Type, data: np.ndarray, defined: bool, poison: bool) -> str:
    """One scalar element of a cell: its value, or its state and hidden data."""
    value = _show(ty, int(_bits(data)[0]))
    return value if defined else f"{'poison' if poison else '⊤'} (hidden data {value})"


def _operands(case: Case, at: Sequence[int]) -> str:
    """The operand tuple of a lane: each operand's value, or its state and hidden data (a vector
    element by element)."""
    out = []
    for k, (c, i) in enumerate(zip(case.cells, at, strict=True)):
        if isinstance(c.ty, VectorType):
            text = "<" + ", ".join(_cell(c.ty.elem, c.data[i, j:j + 1], c.defined[i, j], c.poison[i, j])
                                   for j in range(c.ty.count)) + ">"
        else:
            text = _cell(c.ty, c.data[i:i + 1], c.defined[i], c.poison[i])
        out.append(f"%x{k} = {text}")
    return ", ".join(out)


def _result(ty: Type, side: Results, lane: int) -> str:
    if side.ub[lane]:
        return "undefined behaviour"
    if side.poison[lane] or not side.defined[lane]:
        return "poison" if side.poison[lane] else "⊤"
    if side.nan is not None and side.nan[lane]:
        return f"{print_type(ty)} NaN"
    bits = side.value[lane] if side.value.dtype == object else _bits(side.value[lane:lane + 1])[0]
    return _show(ty, int(bits))


def _results(ty: Type, side: Sequence[Results], lane: int) -> str:
    """A result in words: a scalar's, or a vector's or struct's leaf by leaf."""
    if len(side) == 1 and not isinstance(ty, VectorType | StructType):
        return _result(ty, side[0], lane)
    text = ", ".join(_result(t, r, lane) for t, r in zip(leaves(ty), side, strict=True))
    return f"<{text}>" if isinstance(ty, VectorType) else f"{{{text}}}"


def _difference(case: Case, op: Operation, idx: Sequence[np.ndarray], run: Sequence[Results],
                smt: Sequence[Results], lane: int) -> str:
    """The instruction, the operands of the lane and what each side gives."""
    ty = result_type(op, {})
    at = [int(i[lane]) for i in idx]
    return (f"{print_operation(op)} with {_operands(case, at)}:\n"
            f"  the interpreter (pllvm.exec.evalcmd) gives  {_results(ty, run, lane)}\n"
            f"  the encoding (pllvm.check.smt.evalcmd) gives {_results(ty, smt, lane)}")


def _unsound_difference(case: Case, op: Operation, idx: Sequence[np.ndarray], run: Results,
                        lane: int, ty: Type) -> str:
    """A lane whose ⊤ operand gives a defined result (the leaf `run`, of type `ty`), and a value
    in its place that gives another."""
    shape = tuple(len(c) for c in case.cells)
    at = [int(i[lane]) for i in idx]
    for k, c in enumerate(case.cells):
        if c.defined[at[k]] or c.poison[at[k]]:
            continue
        for d in np.flatnonzero(c.defined):
            other = int(np.ravel_multi_index((*at[:k], d, *at[k + 1:]), shape))
            if run.defined[other] and run.value[other] == run.value[lane]:
                continue
            value = _show(c.ty, int(_bits(c.data[d:d + 1])[0]))
            return (f"{print_operation(op)} with {_operands(case, at)}: the interpreter gives "
                    f"{_result(ty, run, lane)}, defined although %x{k} is ⊤, but with %x{k} = {value} "
                    f"it gives {_result(ty, run, other)} (a ⊤ operand's defined result must be the "
                    f"result of each of its values)")
    raise ValueError(f"{print_operation(op)}: lane {lane} is sound")


@attrs.define
class Report:
    """What one run covered and the first difference: instructions (each width and combination of
    flags one), operand tuples compared (summed over the instructions), lanes that differ."""

    widths: tuple[int, ...] = ()
    floats: bool = True
    instructions: int = 0
    combinations: int = 0
    differences: int = 0
    seconds: float = 0.0
    first: str | None = None

    def bound(self) -> str:
        """The widths and float types covered, in words."""
        w = sorted(self.widths)
        ints = [f"i1..i{w[-1]}"] if len(w) > 1 and w == list(range(1, len(w) + 1)) else [f"i{b}" for b in w]
        return ", ".join(ints + (["float", "double"] if self.floats else []))

    def summary(self) -> str:
        return (f"{self.bound()}: {self.instructions} instructions (opcode × width × flags), "
                f"{self.combinations} operand tuples compared, {self.differences} differences, "
                f"{self.seconds:.1f} s")


def check(case: Case, report: Report | None = None) -> Report:
    """Both tables on every operand tuple of the case, for each op (one z3 evaluation for all),
    leaf by leaf of a vector or struct result; the numbers and the first difference added to
    `report`."""
    report = report if report is not None else Report()
    idx = _index(case.cells)
    for op, smt in zip(case.ops, encoding(case.ops, case.cells, idx), strict=True):
        run = interpreter(op, case.cells, idx)
        if len(run) != len(smt):
            raise ValueError(f"{print_operation(op)}: {len(run)} leaves in the interpreter's result, "
                             f"{len(smt)} in the encoding's")
        types = leaves(result_type(op, {}))
        differ = np.zeros(len(idx[0]), np.bool_)
        wrong = np.zeros_like(differ)
        first_wrong = None
        for r, z, ty in zip(run, smt, types, strict=True):
            differ |= disagree(r, z, case.nan_bits)
            if case.soundness:
                bad = unsound(r, case.cells)
                if first_wrong is None and bad.any():
                    first_wrong = (r, int(np.flatnonzero(bad)[0]), ty)
                wrong |= bad
        report.instructions += 1
        report.combinations += len(differ)
        report.differences += int((differ | wrong).sum())
        if report.first is None and differ.any():
            report.first = _difference(case, op, idx, run, smt, int(np.flatnonzero(differ)[0]))
        elif report.first is None and first_wrong is not None:
            report.first = _unsound_difference(case, op, idx, *first_wrong)
    return report


def prove(widths: Sequence[int], floats: bool = True) -> Report:
    """Every instruction of the statement at `widths`, with the float ones unless not `floats`."""
    report = Report(tuple(widths), floats)
    start = time.perf_counter()
    for case in cases(widths, floats):
        check(case, report)
    report.seconds = time.perf_counter() - start
    return report


def _widths(bound: str) -> tuple[int, ...]:
    return {"small": SMALL, "full": FULL}.get(bound) or tuple(range(1, int(bound) + 1))


def verdict(bound: str, _variant: str | None = None, _shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove smt-encoding`: i1..i4 small, i1..i6 full, or i1..iN; floats at each."""
    report = prove(_widths(bound))
    counts = {"instructions": report.instructions, "combinations": report.combinations,
              "differences": report.differences}
    status: Status = ("counterexample" if report.first is not None else
                      "holds" if report.combinations else "unknown")  # nothing compared: no verdict
    return Verdict("smt-encoding", status, report.bound(), report.summary(), report.seconds,
                   report.first or "", counts)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the numbers and the first difference; exit 1 on one."""
    ap = argparse.ArgumentParser(prog="python -m proofs.smt_encoding", description=__doc__.split("\n\n")[0])
    ap.add_argument("--widths", type=int, nargs="+", default=list(SMALL))
    ap.add_argument("--no-floats", action="store_true", help="the integer and pointer instructions only")
    a = ap.parse_args(argv)
    report = prove(a.widths, not a.no_floats)
    print("\n".join(text for text in (report.summary(), report.first) if text))
    return 1 if report.differences else 0


if __name__ == "__main__":
    sys.exit(main())
