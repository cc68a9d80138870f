"""A function as flat tables of integers: the form the compiled lock-step machine (`exec/vm.py`)
executes (semantics/engine.md [ENGINE-FAST]).

Every variable and every constant operand is a *slot*: a row of the register file, one 64-bit
word per thread holding the value's bits (integers zero-extended, `float` in the low 32 bits),
with its defined and poison flags beside it. An instruction is one row of `Code.cmds`; a block
one row of `Code.blocks`. What the tables cannot express (vectors, aggregates, calls, allocas)
makes `lower` raise `NotCompiled` with the reason, and the run takes the detailed path.
"""

from __future__ import annotations

import functools

import attrs
import numpy as np

from pllvm.exec import libm
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.exec.program import Program
from pllvm.exec.theta import family
from pllvm.syntax import (
    Alloca,
    AtomicRMW,
    BinOp,
    Br,
    Call,
    Cast,
    CondBr,
    FCmp,
    Fence,
    FloatType,
    FNeg,
    Freeze,
    Gep,
    GlobalRef,
    ICmp,
    IntConst,
    IntType,
    Load,
    Local,
    Mask,
    PtrType,
    Ret,
    Select,
    Store,
    StructType,
    Switch,
    Type,
    Unreachable,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import in_theta
from pllvm.syntax.instructions import operands
from pllvm.syntax.typing import indexed_element

__all__ = ["Code", "NotCompiled", "bits_of", "from_bits", "lower", "put_bits", "scalar_kind", "to_bits"]


class NotCompiled(Exception):
    """The function uses something the compiled machine does not execute (the reason)."""


# ---------------------------------------------------------------- opcodes and fields

(ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, LSHR, ASHR, AND, OR, XOR,
 FADD, FSUB, FMUL, FDIV, FREM, FNEG, ICMP, FCMP, SELECT,
 TRUNC, ZEXT, SEXT, FPRESIZE, FPTOUI, FPTOSI, UITOFP, SITOFP, SAMEBITS, BITCAST,
 GEP, LOAD, STORE, FREEZE, MASK, CALL, PYTHON_CMD) = range(39)  # fmt: skip

#: the functions of θ a CALL row computes (C_AUX), by the name `theta.family` gives them
#: (from F_LIBM on, the C math functions of exec/libm.py in their order there)
CALLS = ("fmuladd", "fma", "fabs", "sqrt", "floor", "ceil", "trunc", "copysign",
         "smin", "smax", "umin", "umax", "abs", "any", "all", "popcount", "thread_id",
         "rv_lane_id", "expect", "assume", "experimental.noalias.scope.decl", *libm.FUNCTIONS)
(F_FMULADD, F_FMA, F_FABS, F_SQRT, F_FLOOR, F_CEIL, F_TRUNC, F_COPYSIGN, F_SMIN, F_SMAX,
 F_UMIN, F_UMAX, F_ABS, F_ANY, F_ALL, F_POPCOUNT, F_THREAD_ID, F_LANE_ID, F_EXPECT, F_ASSUME,
 F_NOALIAS, F_LIBM) = range(len(CALLS) - len(libm.FUNCTIONS) + 1)  # fmt: skip

_BINARY = {"add": ADD, "sub": SUB, "mul": MUL, "udiv": UDIV, "sdiv": SDIV, "urem": UREM,
           "srem": SREM, "shl": SHL, "lshr": LSHR, "ashr": ASHR, "and": AND, "or": OR,
           "xor": XOR, "fadd": FADD, "fsub": FSUB, "fmul": FMUL, "fdiv": FDIV, "frem": FREM}
_CASTS = {"trunc": TRUNC, "zext": ZEXT, "sext": SEXT, "fptrunc": FPRESIZE, "fpext": FPRESIZE,
          "fptoui": FPTOUI, "fptosi": FPTOSI, "uitofp": UITOFP, "sitofp": SITOFP,
          "ptrtoint": SAMEBITS, "inttoptr": SAMEBITS, "addrspacecast": SAMEBITS,
          "bitcast": BITCAST}
ICMP_PREDS = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
FCMP_PREDS = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
              "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")  # fmt: skip

# flag bits
NUW, NSW, EXACT, DISJOINT, NNEG, NNAN, NINF, INBOUNDS = (1 << k for k in range(8))
_FLAGS = {"nuw": NUW, "nsw": NSW, "exact": EXACT, "disjoint": DISJOINT, "nneg": NNEG,
          "nnan": NNAN, "ninf": NINF, "fast": NNAN | NINF}

# columns of Code.cmds
(C_OP, C_DST, C_A, C_B, C_C, C_BITS, C_TOBITS, C_KIND, C_TOKIND, C_FLAGS, C_AUX, C_AUX2,
 C_TOTAL, C_NBYTES, C_PLAIN) = range(15)  # fmt: skip
NCOLS = 15
_COLUMN = {"op": C_OP, "dst": C_DST, "a": C_A, "b": C_B, "c": C_C, "bits": C_BITS,
           "tobits": C_TOBITS, "kind": C_KIND, "tokind": C_TOKIND, "flags": C_FLAGS, "aux": C_AUX,
           "aux2": C_AUX2, "total": C_TOTAL, "nbytes": C_NBYTES}
# columns of Code.blocks
(B_PHI0, B_PHI1, B_CMD0, B_CMD1, B_PREFIX, B_PRED, B_TERM, B_VAL, B_SUCC0, B_SUCC1,
 B_CASE0, B_CASE1, B_PHIS_APART) = range(13)  # fmt: skip
NBCOLS = 13
T_BR, T_CONDBR, T_SWITCH, T_RET, T_UNREACHABLE = range(5)


@attrs.frozen
class Code:
    """The tables of one function compiled for W threads (arrays of int64 unless noted)."""

    cmds: np.ndarray  # (n, NCOLS)
    blocks: np.ndarray  # (n_blocks, NBCOLS)
    phis: np.ndarray  # (n, 4): dst slot, shadow slot or -1, first and end row of `incoming`
    incoming: np.ndarray  # (n, 2): incoming block index, value slot
    geps: np.ndarray  # (n, 4): scale, index slot or -1, constant offset, index bits
    succ: np.ndarray  # int32, the successors of every block, in order
    cases: np.ndarray  # uint64, the case values of every switch
    nslots: int  # variables, then constants
    consts: list[tuple[int, int, bool, bool]]  # (slot, bits, defined, poison) of each constant
    ret_kind: int  # the return type's kind (0 int or pointer, 32 float, 64 double), -1 void
    ret_bits: int
    order: np.ndarray  # per block, its position in the block index (§2.5)
    max_phis: int
    #: (block index, command index, the variables it reads) of each command computed in Python
    python: list[tuple[int, int, tuple[int, ...]]]


def scalar_kind(ty: Type) -> tuple[int, int]:
    """(kind, bits) of a scalar type the tables hold: kind 0 for integers and pointers, 32 or 64
    for floats; NotCompiled for any other type."""
    if isinstance(ty, IntType) and 1 <= ty.bits <= 64:
        return 0, ty.bits
    if isinstance(ty, PtrType):
        return 0, 64
    if isinstance(ty, FloatType) and ty.kind in ("float", "double"):
        return ty.bits, ty.bits
    raise NotCompiled(f"values of type {ty}")


def container_bits(kind: int, bits: int) -> int:
    """The width of the numpy container the detailed path keeps such a value in (lanes.dtype_of;
    i1's bool counts as 1 bit)."""
    if kind:
        return kind
    return 1 if bits == 1 else 8 * dtype_of(IntType(bits)).itemsize


def to_bits(v: Lanes) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A scalar lane vector as (uint64 bits, defined, poison) rows of the register file."""
    n = len(v.data)
    rows = np.zeros(n, np.uint64), np.zeros(n, np.bool_), np.zeros(n, np.bool_)
    put_bits(v, *rows)
    return rows


def bits_of(data: np.ndarray) -> np.ndarray:
    """Lane data as the register file holds it: floats by their bits (float in the low 32),
    integers zero-extended; a view where no conversion is needed."""
    if data.dtype == np.float32:
        return data.view(np.uint32)
    if data.dtype == np.float64:
        return data.view(np.uint64)
    return data


def put_bits(v: Lanes, bits: np.ndarray, defined: np.ndarray, poison: np.ndarray) -> None:
    """A scalar lane vector into rows of the register file (bits, defined, poison), converted
    on assignment (`bits_of`)."""
    bits[:] = bits_of(v.data)
    defined[:] = v.defined
    poison[:] = False if v.poison is None else v.poison


def from_bits(bits: np.ndarray, defined: np.ndarray, poison: np.ndarray, kind: int,
              width: int) -> Lanes:
    """Rows of the register file as the lane vector the detailed path would hold."""
    data: np.ndarray
    if kind == 32:
        data = bits.astype(np.uint32).view(np.float32)
    elif kind == 64:
        data = bits.view(np.float64).copy()
    else:
        data = bits.astype(_int_dtype(width))
    return Lanes.of(data, defined.copy(), poison.copy() if poison.any() else None)


@functools.cache
def _int_dtype(width: int) -> np.dtype:
    """lanes.dtype_of an iN, once per width (this is on every compiled run's way out)."""
    return dtype_of(IntType(width))


# ---------------------------------------------------------------- lowering


class _Tables:
    """The rows being built, and the constant slots handed out so far."""

    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.m = prog.machine
        self.cmds: list[list[int]] = []
        self.phis: list[list[int]] = []
        self.incoming: list[list[int]] = []
        self.geps: list[list[int]] = []
        self.succ: list[int] = []
        self.cases: list[int] = []
        self.nslots = len(prog.slot_types)
        self.consts: list[tuple[int, int, bool, bool]] = []
        #: the commands computed in Python: (block index, command index, argument slots)
        self.python: list[tuple[int, int, tuple[int, ...]]] = []
        self.block = self.command = 0
        self._const_slots: dict[tuple[int, bool, bool], int] = {}
        for t in prog.slot_types:
            scalar_kind(self.m.resolve(t))

    def slot(self, v: IRValue, ty: Type) -> int:
        """The slot of a variable, or of a constant (one slot per distinct constant)."""
        if isinstance(v, Local):
            return self.prog.slots[v.name]
        ty = self.m.resolve(ty)
        scalar_kind(ty)
        c = self.m.constant(v, ty, 1)
        assert isinstance(c, Lanes)
        bits, d, p = to_bits(c)
        key = (int(bits[0]), bool(d[0]), bool(p[0]))
        if key not in self._const_slots:
            self._const_slots[key] = self.nslots
            self.consts.append((self.nslots, *key))
            self.nslots += 1
        return self._const_slots[key]

    def cmd(self, **fields: int) -> list[int]:
        row = [0] * NCOLS
        row[C_DST] = row[C_A] = row[C_B] = row[C_C] = -1
        for name, value in fields.items():
            row[_COLUMN[name]] = value
        row[C_PLAIN] = _plain(row[C_OP], row[C_FLAGS]) and row[C_DST] >= 0
        self.cmds.append(row)
        return row


def _plain(op: int, flags: int) -> bool:
    """The operations the machine's step computes without calling `_cmd` (vm._plain_int,
    _icmp_all, _fcmp_all, _plain_float): add and sub (with nuw, nsw), mul, and, or, xor without
    flags, icmp, and fcmp and fadd..fdiv without the flags that make poison."""
    if op in (ADD, SUB):
        return not flags & ~(NUW | NSW)
    if op in (MUL, AND, OR, XOR):
        return not flags
    return op == ICMP or (op in (FCMP, FADD, FSUB, FMUL, FDIV) and not flags & (NNAN | NINF))


def _flags(flags: tuple[str, ...]) -> int:
    out = 0
    for f in flags:
        out |= _FLAGS.get(f, 0)
    return out


def _operation(t: _Tables, op: object, dst: int, total: bool) -> None:
    """One instruction as a row of `cmds` (NotCompiled if it has no row form)."""
    m = t.m
    match op:
        case BinOp(op=name, ty=ty, lhs=a, rhs=b, flags=fl):
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=_BINARY[name], dst=dst, a=t.slot(a, ty), b=t.slot(b, ty), bits=bits,
                  kind=kind, flags=_flags(fl), total=total)
        case FNeg(ty=ty, operand=a, flags=fl):
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=FNEG, dst=dst, a=t.slot(a, ty), bits=bits, kind=kind, flags=_flags(fl),
                  total=total)
        case ICmp(pred=pred, ty=ty, lhs=a, rhs=b):
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=ICMP, dst=dst, a=t.slot(a, ty), b=t.slot(b, ty), bits=bits, kind=kind,
                  aux=ICMP_PREDS.index(pred), total=total)
        case FCmp(pred=pred, ty=ty, lhs=a, rhs=b, flags=fl):
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=FCMP, dst=dst, a=t.slot(a, ty), b=t.slot(b, ty), bits=bits, kind=kind,
                  flags=_flags(fl), aux=FCMP_PREDS.index(pred), total=total)
        case Select(cond_ty=cty, cond=c, ty=ty, if_true=a, if_false=b, flags=fl):
            scalar_kind(m.resolve(cty))
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=SELECT, dst=dst, a=t.slot(a, ty), b=t.slot(b, ty), c=t.slot(c, cty),
                  bits=bits, kind=kind, flags=_flags(fl), total=total)
        case Cast(op=name, from_ty=fty, operand=a, to_ty=tty, flags=fl):
            kind, bits = scalar_kind(m.resolve(fty))
            tokind, tobits = scalar_kind(m.resolve(tty))
            if name == "bitcast" and container_bits(kind, bits) != container_bits(tokind, tobits):
                raise NotCompiled(f"bitcast from {fty} to {tty}")
            t.cmd(op=_CASTS[name], dst=dst, a=t.slot(a, fty), bits=bits, kind=kind,
                  tobits=tobits, tokind=tokind, flags=_flags(fl), total=total)
        case Gep():
            _gep(t, op, dst, total)
        case Load(ty=ty, ptr_ty=pty, ptr=p):
            kind, bits = scalar_kind(m.resolve(ty))
            scalar_kind(m.resolve(pty))
            t.cmd(op=LOAD, dst=dst, a=t.slot(p, pty), bits=bits, kind=kind,
                  nbytes=m.layout.size(ty), aux=container_bits(kind, bits) // 8 or 1, total=total)
        case Store(ordering=str()) | Fence():  # [W-INST-ATOMIC]: thread by thread, in Python
            _in_python(t, list(operands(op)), dst, total)
        case AtomicRMW(ty=ty):
            scalar_kind(m.resolve(ty))  # the old value goes to a register
            _in_python(t, list(operands(op)), dst, total)
        case Store(ty=ty, value=v, ptr_ty=pty, ptr=p):
            kind, bits = scalar_kind(m.resolve(ty))
            scalar_kind(m.resolve(pty))
            t.cmd(op=STORE, a=t.slot(p, pty), b=t.slot(v, ty), bits=bits, kind=kind,
                  nbytes=m.layout.size(ty), aux=container_bits(kind, bits) // 8 or 1, total=total)
        case Freeze(ty=ty, operand=a):
            kind, bits = scalar_kind(m.resolve(ty))
            t.cmd(op=FREEZE, dst=dst, a=t.slot(a, ty), bits=bits, kind=kind, total=total)
        case Mask():
            t.cmd(op=MASK, dst=dst, bits=1, total=total)
        case Call():
            _call(t, op, dst, total)
        case Alloca(count=count):  # [W-INST-ALLOCA] allocates: memory grows in Python
            _in_python(t, [count.value] if count is not None else [], dst, total)
        case _:
            raise NotCompiled(f"the instruction {type(op).__name__}")


def _in_python(t: _Tables, operands: list[IRValue], dst: int, total: bool) -> None:
    """A command the machine hands to its detailed rule (exec/fast.py), with the variables it
    reads."""
    reads = {t.prog.slots[v.name] for v in operands if isinstance(v, Local)}
    t.python.append((t.block, t.command, tuple(sorted(reads))))
    t.cmd(op=PYTHON_CMD, dst=dst, aux=len(t.python) - 1, total=total)


def _call(t: _Tables, op: Call, dst: int, total: bool) -> None:
    """A call of one of the functions of θ in CALLS, with up to three scalar arguments."""
    name = op.callee.name if isinstance(op.callee, GlobalRef) else None
    if name is None or any(f.name == name for f in t.m.module.functions):
        raise NotCompiled(f"a call of {name or 'a computed callee'}")
    fam = family(name) if in_theta(name) else None
    double_fma = fam == "fma" and t.m.resolve(op.ret_ty) == FloatType("double")  # exact in Python
    if fam not in CALLS or len(op.args) > 3 or double_fma:
        # computed in Python by the detailed rule (exec/fast.py): θ's other functions,
        # external functions and fma of doubles; the machine hands over the variables it reads
        if not isinstance(op.ret_ty, VoidType):
            scalar_kind(t.m.resolve(op.ret_ty))
        _in_python(t, [a.value for a in op.args], dst, total)
        return
    slots = [t.slot(a.value, a.ty) for a in op.args]
    kind, bits = scalar_kind(t.m.resolve(op.args[0].ty)) if op.args else (0, 1)
    tokind, tobits = (0, 1) if isinstance(op.ret_ty, VoidType) else scalar_kind(t.m.resolve(op.ret_ty))
    a, b, c = [*slots, -1, -1, -1][:3]
    t.cmd(op=CALL, dst=dst, a=a, b=b, c=c, bits=bits, kind=kind, tobits=tobits, tokind=tokind,
          flags=_flags(op.flags) if tokind else 0, aux=CALLS.index(fam), total=total)


def _gep(t: _Tables, op: Gep, dst: int, total: bool) -> None:
    """A scalar getelementptr as a base and a list of (scale, index slot, offset, bits)."""
    m, layout = t.m, t.m.layout
    scalar_kind(m.resolve(op.base_ty))
    first = len(t.geps)
    ty: Type = op.source
    for k, idx in enumerate(op.indices):
        _, bits = scalar_kind(m.resolve(idx.ty))
        if k == 0:
            t.geps.append([layout.size(ty), t.slot(idx.value, idx.ty), 0, bits])
            continue
        rt = m.resolve(ty)
        if isinstance(rt, StructType):
            field = idx.value.value if isinstance(idx.value, IntConst) else 0
            t.geps.append([0, -1, layout.field_offsets(rt)[field], 0])
            ty = rt.fields[field]
        else:
            ty = indexed_element(rt, m.types)
            t.geps.append([layout.size(ty), t.slot(idx.value, idx.ty), 0, bits])
    t.cmd(op=GEP, dst=dst, a=t.slot(op.base, op.base_ty), aux=first, aux2=len(t.geps),
          flags=INBOUNDS if op.inbounds else 0, total=total)


def lower(prog: Program) -> Code:
    """The tables of a compiled function; NotCompiled names what they cannot hold."""
    t = _Tables(prog)
    fn, m = prog.fn, prog.machine
    blocks = []
    for b in fn.blocks:
        row = [0] * NBCOLS
        row[B_PHI0] = len(t.phis)
        for p in b.phis:
            scalar_kind(m.resolve(p.ty))
            if _flags(p.flags) & (NNAN | NINF):
                raise NotCompiled("a phi with fast-math flags")
            start = len(t.incoming)
            t.incoming += [[prog.index[lbl], t.slot(v, p.ty)] for v, lbl in p.incoming
                           if lbl in prog.index]
            shadow = t.slot(p.shadow, p.ty) if p.shadow is not None else -1
            t.phis.append([prog.slots[p.name], shadow, start, len(t.incoming)])
        row[B_PHI1] = len(t.phis)
        # no phi reads another phi of the block: the parallel copy may go row by row
        own = {dst for dst, _, _, _ in t.phis[row[B_PHI0]:]}
        reads = {shadow for _, shadow, _, _ in t.phis[row[B_PHI0]:]} | {
            src for _, _, i0, i1 in t.phis[row[B_PHI0]:] for _, src in t.incoming[i0:i1]}
        row[B_PHIS_APART] = not own & reads
        row[B_CMD0] = len(t.cmds)
        t.block = prog.index[b.label]
        for k, c in enumerate(b.commands):
            dst = prog.slots[c.name] if c.name is not None else -1
            t.command = k
            _operation(t, c.op, dst, c.total)
        row[B_CMD1] = len(t.cmds)
        row[B_PREFIX] = prog.blocks[prog.index[b.label]].prefix
        row[B_PRED] = t.slot(b.predicate, IntType(1)) if b.predicate is not None else -1
        row[B_VAL] = -1
        row[B_SUCC0] = len(t.succ)
        t.succ += [prog.index[s] for s in b.successors]
        row[B_SUCC1] = len(t.succ)
        row[B_CASE0] = len(t.cases)
        match b.term:
            case Br():
                row[B_TERM] = T_BR
            case CondBr(cond=cond):
                row[B_TERM], row[B_VAL] = T_CONDBR, t.slot(cond, IntType(1))
            case Switch(ty=ty, value=v, cases=cases):
                row[B_TERM], row[B_VAL] = T_SWITCH, t.slot(v, ty)
                for x, _ in cases:
                    case = m.constant(IntConst(x), ty, 1)
                    assert isinstance(case, Lanes)
                    t.cases.append(int(to_bits(case)[0][0]))
            case Ret(ty=VoidType()):
                row[B_TERM] = T_RET
            case Ret(ty=ty, value=v):
                row[B_TERM] = T_RET
                row[B_VAL] = t.slot(v, ty) if v is not None else -1
            case Unreachable():
                row[B_TERM] = T_UNREACHABLE
        row[B_CASE1] = len(t.cases)
        blocks.append(row)
    ret_kind, ret_bits = (-1, 0) if isinstance(fn.ret_ty, VoidType) else scalar_kind(m.resolve(fn.ret_ty))
    order = np.array([prog.order.get(lbl, k) for k, lbl in enumerate(prog.labels)], np.int64)
    if len(set(order.tolist())) != len(order):
        raise NotCompiled("blocks that share a position in the block index")
    return Code(
        np.array(t.cmds, np.int64).reshape(-1, NCOLS),
        np.array(blocks, np.int64).reshape(-1, NBCOLS),
        np.array(t.phis, np.int64).reshape(-1, 4),
        np.array(t.incoming, np.int64).reshape(-1, 2),
        np.array(t.geps, np.int64).reshape(-1, 4),
        np.array(t.succ or [0], np.int32),
        np.array(t.cases or [0], np.uint64),
        t.nslots, t.consts, ret_kind, ret_bits, order,
        max((len(b.phis) for b in fn.blocks), default=0), t.python,
    )
