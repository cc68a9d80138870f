"""The interpreter's instruction table and the z3 encoding's agree on every operand, bounded
exhaustively ([CHK-SMT-TABLES] in semantics/checking.md).

Each instruction is run through both tables as a check runs it: `pllvm.exec.evalcmd.EVALCMD` on
one lane vector that holds every combination of operands at once, and
`pllvm.check.smt.evalcmd.EVALCMD` built once over symbolic operands, then evaluated at each
combination by substituting constants and simplifying. Integer operations, comparisons, casts,
`select` and `freeze` run at i1..i4 on every value, each operand also ⊤ and poison, with every
flag combination; floating-point ones (arithmetic, comparisons, `fneg`, casts and bitcasts to
and from integers, `select`, `freeze`) at float and double on a dense sample (signed zeros and
infinities, NaNs with several payloads, subnormals, the extreme normals, ±1, values at the
integer boundaries of the casts, a few random ones). `frem` has no encoding (test_tables.py).

What "agree" means, per lane (semantics/values.md):

- *Undefined behaviour.* The lanes on which the encoding's condition holds (division by zero, ⊤
  or poison, INT_MIN / -1) are exactly those the interpreter reports when they are active; their
  results are not compared.
- *State.* The result is poison on both sides or on neither, and defined on both or on neither.
  Both sides implement the same rule for ⊤ operands ([VAL-UNDEF-AND], [VAL-UNDEF-OR],
  [VAL-UNDEF-MUL], [VAL-SELECT]): neither picks a concretization, each marks ⊤ where the
  recognized cases do not decide the result, so the states must be equal, not merely ordered.
- *Value.* Where the result is defined, the values are the same: integers bit for bit, floats
  bit for bit except that every NaN is one value ([VAL-FLOAT-SAME], [VAL-FLOAT-NAN]). A ⊤ or
  poison result carries no value, so its data is not compared.
- *Junk.* The data behind a ⊤ or poison operand ranges over every value of the type (a few for
  floats), so agreement also says that neither side lets those bits decide a result's state.
- *Soundness.* Where a result is defined although an operand is ⊤, it is the result of every
  defined value in that operand's place ("the same for every choice of its ⊤ operands"); this
  checks the shared rule itself, not only that the two sides implement it alike.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from itertools import chain, combinations, product

import numpy as np
import pytest
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
from pllvm.syntax.instructions import FCMP_PREDS, ICMP_PREDS, INT_BINARY_OPS
from pllvm.text import parse_module

WIDTHS = (1, 2, 3, 4)
FLOATS = (FloatType("float"), FloatType("double"))
PTR = PtrType()
INT_FLAGS = {"add": ("nuw", "nsw"), "sub": ("nuw", "nsw"), "mul": ("nuw", "nsw"), "shl": ("nuw", "nsw"),
             "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",), "ashr": ("exact",),
             "or": ("disjoint",)}
FLOAT_FLAGS = ((), ("nnan",), ("ninf",), ("nnan", "ninf"), ("fast",))
STATES = ("defined", "undef", "poison")


def _subsets(flags: tuple[str, ...]) -> list[tuple[str, ...]]:
    return list(chain.from_iterable(combinations(flags, k) for k in range(len(flags) + 1)))


# ---------------------------------------------------------------- operands


def _raw(x: float, bits: int) -> int:
    return struct.unpack("<I" if bits == 32 else "<Q", struct.pack("<f" if bits == 32 else "<d", x))[0]


def _float_sample(ty: FloatType) -> list[int]:
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


class Cells:
    """The values one operand takes: data, definedness and poison as numpy arrays (one entry per
    cell), and the same cells as z3 constants."""

    def __init__(self, ty: Type, raw: list[int], junk: list[int]) -> None:
        self.ty = ty
        pattern = [(r, "defined") for r in raw] + [(j, s) for s in STATES[1:] for j in junk]
        bits = 64 if isinstance(ty, PtrType) else ty.bits if isinstance(ty, IntType) else None
        if bits is None:
            width = 32 if ty.kind == "float" else 64  # type: ignore[union-attr]
            self.data = np.array([r for r, _ in pattern], f"u{width // 8}").view(dtype_of(ty))
        else:
            self.data = np.array([r for r, _ in pattern], np.uint64).astype(dtype_of(ty))
        self.defined = np.array([s == "defined" for _, s in pattern])
        self.poison = np.array([s == "poison" for _, s in pattern])
        sort = sort_of(ty)

        def const(r: int) -> z3.ExprRef:
            if bits is not None:
                return z3.BitVecVal(r, bits)
            return z3.simplify(z3.fpBVToFP(z3.BitVecVal(r, sort.ebits() + sort.sbits()), sort))  # type: ignore[attr-defined]

        self.consts = [(const(r), z3.BoolVal(s == "defined"), z3.BoolVal(s == "poison")) for r, s in pattern]

    def __len__(self) -> int:
        return len(self.data)


def int_cells(bits: int) -> Cells:
    """Every value of iN, defined, and each of them again as the data of ⊤ and of poison."""
    return Cells(IntType(bits), list(range(1 << bits)), list(range(1 << bits)))


def float_cells(ty: FloatType, few: bool = False) -> Cells:
    """The float sample, defined (with `few`: three NaNs, and ±0, ±1, ±inf and the smallest
    subnormals); ⊤ and poison over 0, 1 and NaN."""
    sample = _float_sample(ty)
    bits = 32 if ty.kind == "float" else 64
    if few:
        base = [0, _raw(1.0, bits), _raw(float("inf"), bits), 1]
        sample = sample[:3] + base + [x | 1 << (bits - 1) for x in base]
    return Cells(ty, sample, [0, _raw(1.0, bits), sample[0]])


def ptr_cells() -> Cells:
    """Pointers: the edges of 64 bits and values whose low bits differ from their high ones."""
    raw = [0, 1, 2, 15, 16, 0x1F, 0x12345678, 1 << 32, (1 << 63) + 5, (1 << 64) - 1, (1 << 64) - 16]
    return Cells(PTR, raw, [0, 0x1F])


def wide_cells(bits: int) -> Cells:
    """A sample of a wide integer: the edges and a few values."""
    raw = sorted(x for x in {0, 1, 2, 7, 8, 15, 16, 127, 128, 255, (1 << (bits - 1)) - 1, 1 << (bits - 1),
                             (1 << (bits - 1)) + 1, (1 << bits) - 1, (1 << bits) - 2, (1 << 24) + 1,
                             (1 << 53) + 1} if x < 1 << bits)
    return Cells(IntType(bits), raw, [0, (1 << bits) - 1])


# ---------------------------------------------------------------- the two sides


class Results:
    """One side's results on every lane: the value (the interpreter's data; the encoding's value
    fields of `_fields`, as Python ints), defined, poison, and the lanes that are undefined
    behaviour."""

    def __init__(self, value: np.ndarray | list[np.ndarray], defined: np.ndarray, poison: np.ndarray,
                 ub: np.ndarray) -> None:
        self.value, self.defined, self.poison, self.ub = value, defined, poison, ub


def _index(*cells: Cells) -> list[np.ndarray]:
    """For each operand, its cell on every lane: the lanes are all combinations."""
    grids = np.meshgrid(*[np.arange(len(c)) for c in cells], indexing="ij")
    return [g.ravel() for g in grids]


def _lanes(c: Cells, idx: np.ndarray) -> Lanes:
    return Lanes(c.data[idx], c.defined[idx], c.poison[idx])


#: The machine a bitcast reads its layout from (no globals, one thread: only `to_bytes` is used).
MACHINE = Machine(parse_module(""), 1)


def interpreter(op: object, cells: list[Cells], idx: list[np.ndarray], ub: np.ndarray) -> Results:
    """The interpreter's EVALCMD entry on all lanes at once, every lane passive (so nothing
    faults); then the lanes of `ub` active, to find exactly the lanes it reports. IEEE results
    raise no numpy warnings, as in a run (`engine.run`)."""
    names = [f"x{k}" for k in range(len(cells))]
    run = RUN_EVALCMD[type(op)](Compiler(MACHINE, {n: k for k, n in enumerate(names)}), op)
    env = [_lanes(c, i) for c, i in zip(cells, idx, strict=True)]
    n = len(idx[0])
    with np.errstate(all="ignore"):
        r = run(env, np.zeros(n, np.bool_), MACHINE, None)  # type: ignore[arg-type]
    assert isinstance(r, Lanes)
    reported = np.zeros(n, np.bool_)
    active = ub.copy()
    while active.any():
        try:
            run(env, active, MACHINE, None)  # type: ignore[arg-type]
            break
        except Fault as e:
            assert e.lanes and not reported[e.lanes].any()
            reported[e.lanes] = True
            active[e.lanes] = False
    poison = r.poison if r.poison is not None else np.zeros(n, np.bool_)
    return Results(r.data, r.defined, poison, reported)


class _Run:
    """What an encoding reads of a run: one thread, whose operands are symbolic terms; the
    undefined behaviour it records."""

    w = 1
    abstract = False
    machine = MACHINE

    def __init__(self, env: dict[str, Term]) -> None:
        self.env = env
        self.faults: list[z3.BoolRef] = []
        self.approximations: set[str] = set()

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


def encoding(ops: list[object], cells: list[Cells], idx: list[np.ndarray]) -> list[Results]:
    """The z3 table's entry for each op, built once over symbolic operands, packed into one
    bitvector, and evaluated on every lane by substitution and simplification."""
    syms = [Term(z3.Const(f"x{k}", sort_of(c.ty)), z3.Bool(f"d{k}"), z3.Bool(f"p{k}"))
            for k, c in enumerate(cells)]
    env = {f"x{k}": s for k, s in enumerate(syms)}
    fields: list[z3.BitVecRef] = []
    widths: list[list[int]] = []
    for op in ops:
        run = _Run(env)
        (r,) = SMT_EVALCMD[type(op)](run, op, [TRUE])  # type: ignore[arg-type]
        assert isinstance(r, Term)
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
        assert z3.is_bv_value(big), big
        total, size = int(big.as_binary_string(), 2), word.size()  # type: ignore[attr-defined]
        words += [total >> (size * (len(terms) - 1 - k)) & ((1 << size) - 1) for k in range(len(terms))]
    out, shift = [], word.size()
    for w in widths:
        parts = []
        for width in w:
            shift -= width
            parts.append(np.array([x >> shift & ((1 << width) - 1) for x in words], dtype=object))
        ub, poison, defined = (p.astype(np.bool_) for p in parts[:3])
        out.append(Results(parts[3:], defined, poison, ub))
    return out


# ---------------------------------------------------------------- agreement


def _float_bits(x: np.ndarray) -> np.ndarray:
    return x.view(f"u{x.dtype.itemsize}").astype(object)


def _nan_pattern(bits: np.ndarray, ty: FloatType) -> np.ndarray:
    """Which integers are the bits of a NaN of `ty`."""
    m = 23 if ty.kind == "float" else 52
    body = np.array([int(b) & ((1 << (ty.bits - 1)) - 1) for b in bits], dtype=object)
    return (body > ((1 << (ty.bits - 1 - m)) - 1) << m).astype(np.bool_)


def agree(what: object, run: Results, smt: Results, nan_bits: FloatType | None = None) -> None:
    """The comparison rule of the module docstring, on every lane; with `nan_bits`, integer
    results that are the bits of NaNs of that type are one value ([VAL-FLOAT-NAN])."""
    assert (run.ub == smt.ub).all(), (what, "undefined behaviour", np.flatnonzero(run.ub != smt.ub)[:5])
    ok = ~smt.ub
    for name in ("poison", "defined"):
        differ = ok & (getattr(run, name) != getattr(smt, name))
        assert not differ.any(), (what, name, np.flatnonzero(differ)[:5])
    both = ok & run.defined
    if np.issubdtype(run.value.dtype, np.floating):
        nan, bits = smt.value
        run_nan = np.isnan(run.value)
        same = np.where(run_nan, nan == 1, (nan == 0) & (_float_bits(run.value) == bits))
    else:
        (bits,) = smt.value
        ours = run.value.astype(np.uint64).astype(object)
        same = ours == bits
        if nan_bits is not None:
            same = same | (_nan_pattern(ours, nan_bits) & _nan_pattern(bits, nan_bits))
    differ = both & ~same.astype(np.bool_)
    assert not differ.any(), (what, "value", np.flatnonzero(differ)[:5])


def sound(what: object, run: Results, cells: list[Cells], idx: list[np.ndarray]) -> None:
    """Where an operand is ⊤ and the result is defined, every defined value in its place gives
    the same defined result (lanes are the full product, so the places are a reshape away)."""
    shape = tuple(len(c) for c in cells)
    defined, value = run.defined.reshape(shape), run.value.reshape(shape)
    for k, c in enumerate(cells):
        undef = ~c.defined & ~c.poison
        known = np.moveaxis(defined, k, 0)
        vals = np.moveaxis(value, k, 0)
        for u in np.flatnonzero(undef):
            hit = known[u]
            if not hit.any():
                continue
            others = c.defined
            assert known[others][:, hit].all(), (what, "a concretization is not defined", u)
            assert (vals[others][:, hit] == vals[u][hit]).all(), (what, "a concretization differs", u)


def check(ops: list[object], cells: list[Cells], soundness: bool = False,
          nan_bits: FloatType | None = None) -> None:
    """Both tables on every combination of the cells, for each op (one z3 evaluation for all)."""
    idx = _index(*cells)
    for op, smt in zip(ops, encoding(ops, cells, idx), strict=True):
        run = interpreter(op, cells, idx, smt.ub)
        agree(op, run, smt, nan_bits)
        if soundness:
            sound(op, run, cells, idx)


X, Y, Z = Local("x0"), Local("x1"), Local("x2")


# ---------------------------------------------------------------- integers


@pytest.mark.parametrize("bits", WIDTHS)
@pytest.mark.parametrize("name", INT_BINARY_OPS)
def test_integer_binary_operations(name: str, bits: int) -> None:
    ty = IntType(bits)
    ops = [BinOp(name, ty, X, Y, flags) for flags in _subsets(INT_FLAGS.get(name, ()))]
    check(ops, [int_cells(bits), int_cells(bits)], soundness=True)


@pytest.mark.parametrize("bits", WIDTHS)
def test_integer_comparisons(bits: int) -> None:
    ty = IntType(bits)
    check([ICmp(pred, ty, X, Y) for pred in ICMP_PREDS], [int_cells(bits), int_cells(bits)])


def _int_casts(bits: int) -> Iterator[Cast]:
    src = IntType(bits)
    for to in (*WIDTHS, 8):
        dst = IntType(to)
        if to < bits:
            yield from (Cast("trunc", src, X, dst, f) for f in _subsets(("nuw", "nsw")))
        if to > bits:
            yield from (Cast("zext", src, X, dst, f) for f in _subsets(("nneg",)))
            yield Cast("sext", src, X, dst)
    yield Cast("inttoptr", src, X, PTR)


@pytest.mark.parametrize("bits", WIDTHS)
def test_integer_casts(bits: int) -> None:
    check(list(_int_casts(bits)), [int_cells(bits)])


def test_pointer_casts() -> None:
    ops = [Cast("ptrtoint", PTR, X, IntType(b)) for b in (*WIDTHS, 8, 32, 64)]
    check([*ops, Cast("addrspacecast", PTR, X, PtrType(1))], [ptr_cells()])


@pytest.mark.parametrize("bits", WIDTHS)
def test_select_and_freeze(bits: int) -> None:
    ty = IntType(bits)
    check([Select(I1, X, ty, Y, Z)], [int_cells(1), int_cells(bits), int_cells(bits)], soundness=True)
    check([Freeze(ty, X)], [int_cells(bits)])


# ---------------------------------------------------------------- floating point


@pytest.mark.parametrize("ty", FLOATS, ids=str)
@pytest.mark.parametrize("name", ["fadd", "fsub", "fmul", "fdiv"])
def test_float_binary_operations(name: str, ty: FloatType) -> None:
    cells = float_cells(ty)
    check([BinOp(name, ty, X, Y, flags) for flags in FLOAT_FLAGS], [cells, cells])


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_float_comparisons(ty: FloatType) -> None:
    cells = float_cells(ty)
    check([FCmp(pred, ty, X, Y, flags) for pred in FCMP_PREDS for flags in ((), ("nnan", "ninf"))],
          [cells, cells])


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_fneg_select_and_freeze_of_floats(ty: FloatType) -> None:
    cells = float_cells(ty)
    check([FNeg(ty, X, flags) for flags in FLOAT_FLAGS], [cells])
    check([Freeze(ty, X)], [cells])
    few = float_cells(ty, few=True)
    check([Select(I1, X, ty, Y, Z, flags) for flags in FLOAT_FLAGS], [int_cells(1), few, few])


def test_float_resizing() -> None:
    single, double = FLOATS
    check([Cast("fpext", single, X, double, f) for f in FLOAT_FLAGS], [float_cells(single)])
    check([Cast("fptrunc", double, X, single, f) for f in FLOAT_FLAGS], [float_cells(double)])


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_float_to_integer(ty: FloatType) -> None:
    ops = [Cast(kind, ty, X, IntType(b)) for kind in ("fptosi", "fptoui") for b in (*WIDTHS, 8, 32, 64)]
    check(ops, [float_cells(ty)])


@pytest.mark.parametrize("bits", (*WIDTHS, 8, 32, 64))
def test_integer_to_float(bits: int) -> None:
    cells = int_cells(bits) if bits <= 8 else wide_cells(bits)
    ops = [Cast(kind, cells.ty, X, ty, flags) for ty, kind, flags in
           product(FLOATS, ("sitofp", "uitofp"), ((), ("nneg",)))
           if kind == "uitofp" or not flags]
    check(ops, [cells])


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_bitcasts_between_floats_and_integers(ty: FloatType) -> None:
    """The bits of a float as an integer of its size and back. A NaN's bits are compared as a
    NaN: the encoding writes the canonical quiet NaN, an approximation it names ([VAL-FLOAT-NAN])."""
    ity = IntType(ty.bits)
    check([Cast("bitcast", ty, X, ity)], [float_cells(ty)], nan_bits=ty)
    check([Cast("bitcast", ity, X, ty)], [Cells(ity, _float_sample(ty), [0, 1])])
