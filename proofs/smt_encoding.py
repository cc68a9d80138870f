"""Proof obligation: the z3 encoding of each instruction computes what the interpreter computes.

**Statement** ([CHK-SMT-TABLES] in semantics/checking.md; the value rules of semantics/values.md).
For every instruction op of the set below, at every width of the bound and with every combination
of its flags, and for every tuple x = (x_1, ..., x_k) of operands, each x_i ranging over every
value of its type, ⊤ with every hidden value and poison with every hidden value:

    RUN⟦op⟧(x) ≈ SMT⟦op⟧(x)

where RUN⟦op⟧ is the interpreter's table `pllvm.exec.evalcmd.EVALCMD` (on lane vectors) and
SMT⟦op⟧ the z3 table `pllvm.check.smt.evalcmd.EVALCMD` (on terms); and, for the integer binary
operations and `select`, where x_i = ⊤:

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

**Method.** Exhaustive over the operand cells. The interpreter runs each instruction once on a
lane vector that holds every operand tuple (all lanes passive, so nothing faults), then with the
lanes active until it reports no more undefined behaviour. The encoding is built once over
symbolic operands and packed into one bitvector (undefined behaviour, poison, defined, value), then
evaluated at every operand tuple by substituting constants and simplifying.

**Bounds.** `small`: i1..i4 and the float sample; `full`: i1..i6 and the float sample; N:
i1..iN and the float sample. An operand of iN takes 3·2^N cells (defined, ⊤, poison), so a
binary operation has (3·2^N)² operand tuples and `select` 6·(3·2^N)²: each width is four times
the one below.

    python -m proofs.smt_encoding --widths 1 2 3 4
    python -m proofs.smt_encoding --widths 3 --no-floats   # one width, integers and pointers

**Last measured** (one core): small, 444 instructions on 649,642 operand tuples, 0 differences,
36 s; full, 621 instructions on 2,779,268 operand tuples, 0 differences, 135 s (the float sample
is about 25 s of each). Exit status 1 on a difference, printed with the instruction, its operands
and both sides' results.
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
from pllvm.check.smt.sym import TRUE, SVal, sort_of
from pllvm.exec.evalcmd import EVALCMD as RUN_EVALCMD
from pllvm.exec.evalcmd import Compiler
from pllvm.exec.faults import Fault
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.exec.machine import Machine
from pllvm.syntax import (
    I1,
    BinOp,
    Cast,
    FCmp,
    FloatType,
    FNeg,
    Freeze,
    ICmp,
    IntType,
    Local,
    PtrType,
    Select,
    Type,
)
from pllvm.syntax.instructions import FCMP_PREDS, ICMP_PREDS, INT_BINARY_OPS, Operation
from pllvm.syntax.typing import result_type
from pllvm.text import parse_module
from pllvm.text.printer import print_operation, print_type
from proofs import Verdict

__all__ = ["CAST_WIDTHS", "FLOATS", "FLOAT_BINARY_OPS", "FULL", "SMALL", "Case", "Cells", "Report",
           "Results", "bitcasts", "cases", "cells_of", "check", "disagree", "encoding", "float_binary",
           "float_cells", "float_comparisons", "float_resizing", "float_sample", "float_to_integer",
           "float_unary", "int_cells", "integer_binary", "integer_casts", "integer_comparisons",
           "integer_to_float", "interpreter", "main", "pointer_casts", "prove", "ptr_cells",
           "select_and_freeze", "unsound", "verdict", "wide_cells"]

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


@attrs.frozen(eq=False)
class Cells:
    """The values one operand takes: data, definedness and poison as numpy arrays (one entry per
    cell), and the same cells as z3 constants (value, defined, poison)."""

    ty: Type
    data: np.ndarray
    defined: np.ndarray
    poison: np.ndarray
    consts: tuple[tuple[z3.ExprRef, z3.BoolRef, z3.BoolRef], ...]

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
                 tuple((const(r), z3.BoolVal(s == "defined"), z3.BoolVal(s == "poison")) for r, s in pattern))


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


def cases(widths: Sequence[int], floats: bool = True) -> Iterator[Case]:
    """Every instruction of the statement at `widths`, the integer ones first."""
    for bits in widths:
        yield from (integer_binary(name, bits) for name in INT_BINARY_OPS)
        yield integer_comparisons(bits)
        yield integer_casts(bits, widths)
        yield from select_and_freeze(bits)
    yield pointer_casts(widths)
    if not floats:
        return
    for ty in FLOATS:
        yield from (float_binary(name, ty) for name in FLOAT_BINARY_OPS)
        yield float_comparisons(ty)
        yield from float_unary(ty)
        yield float_to_integer(ty, widths)
        yield from bitcasts(ty)
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


def interpreter(op: Operation, cells: Sequence[Cells], idx: Sequence[np.ndarray]) -> Results:
    """The interpreter's EVALCMD entry on all lanes at once, every lane passive (so nothing
    faults); then every lane active, less those it has reported, until it reports no more
    undefined behaviour. IEEE results raise no numpy warnings, as in a run (`engine.run`)."""
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
    if not isinstance(r, Lanes):
        raise TypeError(f"{print_operation(op)}: the interpreter returns {type(r).__name__}, not lanes")
    poison = r.poison if r.poison is not None else np.zeros(n, np.bool_)
    return Results(r.data, r.defined, poison, reported)


@attrs.define
class _Run:
    """What an encoding reads of a run: one thread, whose operands are symbolic terms; the
    undefined behaviour it records."""

    env: dict[str, Term]
    faults: list[z3.BoolRef] = attrs.field(factory=list)
    approximations: set[str] = attrs.field(factory=set)
    w = 1
    abstract = False
    machine = MACHINE

    def value(self, v: Local, ty: Type, t: int) -> SVal:
        return self.env[v.name]

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


def encoding(ops: Sequence[Operation], cells: Sequence[Cells], idx: Sequence[np.ndarray]) -> list[Results]:
    """The z3 table's entry for each op, built once over symbolic operands, packed into one
    bitvector, and evaluated on every lane by substitution and simplification."""
    syms = [Term(z3.Const(f"x{k}", sort_of(c.ty)), z3.Bool(f"d{k}"), z3.Bool(f"p{k}"))
            for k, c in enumerate(cells)]
    env = {f"x{k}": s for k, s in enumerate(syms)}
    fields: list[z3.BitVecRef] = []
    widths: list[list[int]] = []
    for op in ops:
        run = _Run(env)
        values = SMT_EVALCMD[type(op)](run, op, [TRUE])  # type: ignore[arg-type]
        r = values[0] if values else None
        if not isinstance(r, Term):
            raise TypeError(f"{print_operation(op)}: the encoding returns {type(r).__name__}, not a term")
        f = _fields(r, z3.Or(*run.faults) if run.faults else z3.BoolVal(False))
        fields += f
        widths.append([x.size() for x in f])
    word = z3.Concat(*fields) if len(fields) > 1 else fields[0]
    n = len(idx[0])
    words: list[int] = []
    chunk = 64  # z3 prints a numeral in time quadratic in its bits
    for start in range(0, n, chunk):
        terms = []
        for lane in range(start, min(n, start + chunk)):
            pairs = []
            for s, c, i in zip(syms, cells, idx, strict=True):
                v, d, p = c.consts[i[lane]]
                pairs += [(s.value, v), (s.defined, d), (s.poison, p)]
            terms.append(z3.substitute(word, *pairs))
        big = z3.simplify(z3.Concat(*terms) if len(terms) > 1 else terms[0])
        if not z3.is_bv_value(big):
            raise ValueError(f"the encoding does not evaluate to a constant: {big}")
        total, size = int(big.as_binary_string(), 2), word.size()
        words += [total >> (size * (len(terms) - 1 - k)) & ((1 << size) - 1) for k in range(len(terms))]
    out, shift = [], word.size()
    for w in widths:
        parts = []
        for width in w:
            shift -= width
            parts.append(np.array([x >> shift & ((1 << width) - 1) for x in words], dtype=object))
        ub, poison, defined = (p.astype(np.bool_) for p in parts[:3])
        nan = parts[3].astype(np.bool_) if len(parts) == 5 else None
        out.append(Results(parts[-1], defined, poison, ub, nan))
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


def _operands(case: Case, at: Sequence[int]) -> str:
    """The operand tuple of a lane: each operand's value, or its state and hidden data."""
    out = []
    for k, (c, i) in enumerate(zip(case.cells, at, strict=True)):
        value = _show(c.ty, int(_bits(c.data[i:i + 1])[0]))
        text = value if c.defined[i] else f"{'poison' if c.poison[i] else '⊤'} (hidden data {value})"
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


def _difference(case: Case, op: Operation, idx: Sequence[np.ndarray], run: Results, smt: Results,
                lane: int) -> str:
    """The instruction, the operands of the lane and what each side gives."""
    ty = result_type(op, {})
    at = [int(i[lane]) for i in idx]
    return (f"{print_operation(op)} with {_operands(case, at)}:\n"
            f"  the interpreter (pllvm.exec.evalcmd) gives  {_result(ty, run, lane)}\n"
            f"  the encoding (pllvm.check.smt.evalcmd) gives {_result(ty, smt, lane)}")


def _unsound_difference(case: Case, op: Operation, idx: Sequence[np.ndarray], run: Results,
                        lane: int) -> str:
    """A lane whose ⊤ operand gives a defined result, and a value in its place that gives another."""
    ty, shape = result_type(op, {}), tuple(len(c) for c in case.cells)
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
    """Both tables on every operand tuple of the case, for each op (one z3 evaluation for all);
    the numbers and the first difference added to `report`."""
    report = report if report is not None else Report()
    idx = _index(case.cells)
    for op, smt in zip(case.ops, encoding(case.ops, case.cells, idx), strict=True):
        run = interpreter(op, case.cells, idx)
        differ = disagree(run, smt, case.nan_bits)
        wrong = unsound(run, case.cells) if case.soundness else np.zeros_like(differ)
        report.instructions += 1
        report.combinations += len(differ)
        report.differences += int((differ | wrong).sum())
        if report.first is None and differ.any():
            report.first = _difference(case, op, idx, run, smt, int(np.flatnonzero(differ)[0]))
        elif report.first is None and wrong.any():
            report.first = _unsound_difference(case, op, idx, run, int(np.flatnonzero(wrong)[0]))
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
    return Verdict("smt-encoding", "holds" if report.first is None else "counterexample", report.bound(),
                   report.summary(), report.seconds, report.first or "", counts)


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
