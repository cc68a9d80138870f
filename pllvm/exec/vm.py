"""The compiled lock-step machine: [LSS-W-STEP] and the greedy schedulers over the tables of
`exec/bytecode.py`, compiled by numba (semantics/engine.md [ENGINE-FAST]).

It computes what the rules of `exec/rules.py` compute, lane by lane and byte by byte, without a
Python call per instruction. It knows no reasons and keeps no record: where a step is undefined
(a fault) it stops, and the run is done again on the detailed path, which names the fault. Where
a scheduling choice needs Python (a policy other than min-index or max-index, or the spin guard
of §5.3 has something to say), it returns and the driver in `exec/fast.py` decides; so it does
at a command it does not compute (PYTHON: θ's other functions, external calls), and the step
goes on after Python computed it.

Registers: `R[slot, t]` the bits of a value on thread t (integers zero-extended, `float` in the
low 32 bits; `F32` and `F64` are views of the same memory), `D` defined, `P` poison (never both).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from numba import njit

from pllvm.exec.bytecode import (
    ADD,
    AND,
    ASHR,
    B_CASE0,
    B_CASE1,
    B_CMD0,
    B_CMD1,
    B_PHI0,
    B_PHI1,
    B_PHIS_APART,
    B_PRED,
    B_PREFIX,
    B_SUCC0,
    B_SUCC1,
    B_TERM,
    B_VAL,
    BITCAST,
    C_A,
    C_AUX,
    C_AUX2,
    C_B,
    C_BITS,
    C_C,
    C_DST,
    C_FLAGS,
    C_KIND,
    C_NBYTES,
    C_OP,
    C_PLAIN,
    C_TOBITS,
    C_TOKIND,
    C_TOTAL,
    CALL,
    DISJOINT,
    EXACT,
    F_ABS,
    F_ALL,
    F_ANY,
    F_CEIL,
    F_EXPECT,
    F_FABS,
    F_FLOOR,
    F_FMA,
    F_FMULADD,
    F_LANE_ID,
    F_LIBM,
    F_POPCOUNT,
    F_SMIN,
    F_SQRT,
    F_THREAD_ID,
    F_TRUNC,
    F_UMAX,
    F_UMIN,
    FADD,
    FCMP,
    FDIV,
    FMUL,
    FNEG,
    FPRESIZE,
    FPTOSI,
    FPTOUI,
    FREEZE,
    FREM,
    FSUB,
    GEP,
    ICMP,
    INBOUNDS,
    LOAD,
    LSHR,
    MASK,
    MUL,
    NINF,
    NNAN,
    NNEG,
    NSW,
    NUW,
    OR,
    PYTHON_CMD,
    SAMEBITS,
    SDIV,
    SELECT,
    SEXT,
    SHL,
    SITOFP,
    SREM,
    STORE,
    SUB,
    T_BR,
    T_CONDBR,
    T_RET,
    T_SWITCH,
    TRUNC,
    UDIV,
    UITOFP,
    UREM,
    XOR,
    ZEXT,
)
from pllvm.exec.libm import libm
from pllvm.exec.memory import BASE
from pllvm.exec.state import DONE, TOP

__all__ = [
    "ALONE",
    "DECIDE",
    "END",
    "FAULT",
    "FUEL",
    "FULL",
    "OK",
    "PASSIVE_CHOICE",
    "PYTHON",
    "STUCK",
    "TERMINATED",
    "TRAIL_FULL",
    "run_items",
    "run_steps",
    "step",
]

# what `run_steps` and `step` return
OK, TERMINATED, FUEL, STUCK, FAULT, DECIDE, PASSIVE_CHOICE, FULL, TRAIL_FULL, END, PYTHON, WORDS = range(12)
# slots of the machine's counters (`ctl`): steps taken, steps recorded in `sched`, stores made,
# passive steps in the trail, whether the last step was active, the command handed to Python,
# the block of the step under way (-1: none), the number of legal blocks it was chosen among, and
# whether a thread overwrote another's byte with another value, and the random words used
K_STEPS, K_SCHED, K_STORES, K_TRAIL, K_ACTIVE, K_AT, K_BLOCK, K_COUNT, K_RACED, K_WORD = range(10)
# policies `run_steps` chooses by itself
MIN_INDEX, MAX_INDEX, ASK, RANDOM = range(4)

#: no reference counting: the machine allocates nothing, and counting every array argument of
#: every call costs more than most instructions
_JIT: dict[str, Any] = {"cache": True, "nogil": True, "error_model": "numpy", "boundscheck": False,
                        "_nrt": False}
_U0, _U1, _ALL = np.uint64(0), np.uint64(1), np.uint64(0xFFFFFFFFFFFFFFFF)
_LOW32 = np.uint64(0xFFFFFFFF)
_I64_MIN = np.int64(-(1 << 63))


@njit(**_JIT)
def _mask(bits):
    return _ALL if bits >= 64 else (_U1 << np.uint64(bits)) - _U1


@njit(**_JIT)
def _sext(x, bits):
    """The two's complement reading of the low `bits` bits of x."""
    if bits >= 64:
        return np.int64(x)
    shift = np.uint64(64 - bits)
    return np.int64(x << shift) >> np.int64(shift)


@njit(**_JIT)
def _sign(x, bits):
    return (x >> np.uint64(bits - 1)) & _U1


@njit(**_JIT)
def _mul_overflows(x, y, bits, signed):
    """Whether the exact product of x and y (read signed or not) leaves the bits-wide range."""
    if signed:
        sx, sy = _sext(x, bits), _sext(y, bits)
        half = np.int64(1) << np.int64(bits - 1)
        if bits <= 32:
            p = sx * sy
            return p < -half or p >= half
        p = np.int64(np.uint64(sx) * np.uint64(sy))
        if sx == 0:
            return False
        if sx == -1:
            wide = sy == _I64_MIN
        else:
            wide = (p % sx != 0) or (p // sx != sy)
        if bits < 64:
            wide = wide or p < -half or p >= half
        return wide
    if bits <= 32:
        return x * y >= (_U1 << np.uint64(bits))
    p = x * y
    if x == _U0:
        return False
    wide = (p % x != _U0) or (p // x != y)
    if bits < 64:
        wide = wide or p >= (_U1 << np.uint64(bits))
    return wide


@njit(**_JIT)
def _int_binop(op, x, y, da, db, pa, pb, bits, flags, active):
    """One thread's integer binary operation: (bits, defined, poison, fault)."""
    mk = _mask(bits)
    both = da and db
    d, p = both, pa or pb
    bad = False
    r = _U0
    if op == ADD:
        r = (x + y) & mk
        if flags & NUW:
            bad = bad or r < x
        if flags & NSW:
            sa, sb, sr = _sign(x, bits), _sign(y, bits), _sign(r, bits)
            bad = bad or (sa == sb and sr != sa)
    elif op == SUB:
        r = (x - y) & mk
        if flags & NUW:
            bad = bad or x < y
        if flags & NSW:
            sa, sb, sr = _sign(x, bits), _sign(y, bits), _sign(r, bits)
            bad = bad or (sa != sb and sr != sa)
    elif op == MUL:
        r = (x * y) & mk
        d = both or (da and x == _U0) or (db and y == _U0)
        if flags & NUW:
            bad = bad or _mul_overflows(x, y, bits, False)
        if flags & NSW:
            bad = bad or _mul_overflows(x, y, bits, True)
    elif op == UDIV or op == UREM or op == SDIV or op == SREM:
        if active and (not db or y == _U0):
            return r, False, False, True
        ys = _U1 if y == _U0 else y
        if op == UDIV:
            r = x // ys
            if flags & EXACT:
                bad = x % ys != _U0
        elif op == UREM:
            r = x % ys
        else:
            sx, sy = _sext(x, bits), _sext(ys, bits)
            wraps = sx == _sext(_U1 << np.uint64(bits - 1), bits) and sy == -1
            if wraps and active and da:
                return r, False, False, True
            if wraps:
                sy = np.int64(1)
            q = sx // sy
            rem = sx - q * sy
            if rem != 0 and ((sx < 0) != (sy < 0)):
                q += 1
            rem = sx - q * sy
            r = (np.uint64(q) if op == SDIV else np.uint64(rem)) & mk
            if bits == 1:
                r = _U1 if (q if op == SDIV else rem) != 0 else _U0
            if op == SDIV and flags & EXACT:
                bad = rem != 0
    elif op == SHL or op == LSHR or op == ASHR:
        big = y >= np.uint64(bits)
        s = _U0 if big else y
        p = p or (db and big)
        d = both and not big
        if op == SHL:
            r = (x << s) & mk
            if flags & NUW:
                bad = bad or (r >> s) != x
            if flags & NSW:
                bad = bad or (_sext(r, bits) >> np.int64(s)) != _sext(x, bits)
        elif op == LSHR:
            r = x >> s
        else:
            r = np.uint64(_sext(x, bits) >> np.int64(s)) & mk
        if op != SHL and flags & EXACT:
            bad = (x & ((_U1 << s) - _U1)) != _U0
    elif op == AND:
        r = x & y
        d = both or (da and x == _U0) or (db and y == _U0)
    elif op == OR:
        r = x | y
        if flags & DISJOINT:  # all-ones do not absorb ⊤: its other choices violate the flag
            bad = (x & y) != _U0
        else:
            d = both or (da and x == mk) or (db and y == mk)
    elif op == XOR:
        r = x ^ y
    if bad:  # [VAL-POISON-FLAGS]: poison where the operands are defined (and the amount is
        # in range, for a shift)
        base = both and not (op >= SHL and op <= ASHR and y >= np.uint64(bits))
        p = p or base
        d = False
    return r, d, p, False


@njit(inline="always", **_JIT)
def _plain_int(op, a, b, bits, flags, R, D, P, TR, TD, TP, w):
    """add, sub (with or without nuw and nsw), mul, and, or, xor (without flags): _int_binop
    with the operation chosen once for all threads, each loop free of branches and over rows
    (one-dimensional loops, which LLVM vectorizes)."""
    mk = _mask(bits)
    x, y, dx, dy, px, py = R[a], R[b], D[a], D[b], P[a], P[b]
    if op == ADD:
        for t in range(w):
            TR[t] = (x[t] + y[t]) & mk
    elif op == SUB:
        for t in range(w):
            TR[t] = (x[t] - y[t]) & mk
    elif op == MUL:
        for t in range(w):
            TR[t] = (x[t] * y[t]) & mk
    elif op == AND:
        for t in range(w):
            TR[t] = x[t] & y[t]
    elif op == OR:
        for t in range(w):
            TR[t] = x[t] | y[t]
    else:
        for t in range(w):
            TR[t] = x[t] ^ y[t]
    # poison from either operand; defined where both are and neither is poison
    if op == MUL or op == AND:  # a defined 0 absorbs ⊤ ([VAL-UNDEF-AND], and mul)
        for t in range(w):
            p = px[t] | py[t]
            TP[t] = p
            TD[t] = ((dx[t] & dy[t]) | (dx[t] & (x[t] == _U0)) | (dy[t] & (y[t] == _U0))) & (not p)
    elif op == OR:  # defined all-ones absorb ⊤ ([VAL-UNDEF-OR])
        for t in range(w):
            p = px[t] | py[t]
            TP[t] = p
            TD[t] = ((dx[t] & dy[t]) | (dx[t] & (x[t] == mk)) | (dy[t] & (y[t] == mk))) & (not p)
    else:
        for t in range(w):
            p = px[t] | py[t]
            TP[t] = p
            TD[t] = dx[t] & dy[t] & (not p)
    if flags:  # [VAL-POISON-FLAGS]: nuw, nsw on add and sub
        top = np.uint64(bits - 1)
        nuw, nsw = (flags & NUW) != 0, (flags & NSW) != 0
        for t in range(w):
            u, v, r = x[t], y[t], TR[t]
            su, sv, sr = (u >> top) & _U1, (v >> top) & _U1, (r >> top) & _U1
            if op == ADD:
                bad = (nuw & (r < u)) | (nsw & (su == sv) & (sr != su))
            else:
                bad = (nuw & (u < v)) | (nsw & (su != sv) & (sr != su))
            TP[t] |= TD[t] & bad
            TD[t] &= not bad


@njit(inline="always", **_JIT)
def _plain_float(op, a, b, kind, D, P, F32, F64, TD, TP, T32, T64, w):
    """fadd, fsub, fmul, fdiv without flags that make poison, the operation chosen once."""
    dx, dy, px, py = D[a], D[b], P[a], P[b]
    for t in range(w):
        p = px[t] | py[t]
        TP[t] = p
        TD[t] = dx[t] & dy[t] & (not p)
    if kind == 32:  # every float of the rows, then the high halves cleared: contiguous loops
        _float_rows(op, F32[a], F32[b], T32, 2 * w)
        bits = T32.view(np.uint64)
        for t in range(w):
            bits[t] &= _LOW32
    else:
        _float_rows(op, F64[a], F64[b], T64, w)


@njit(**_JIT)
def _float_rows(op, x, y, out, n):
    """out = x op y, elementwise over n elements, one loop per operation."""
    if op == FADD:
        for j in range(n):
            out[j] = _nan_first(x[j] + y[j], x[j], y[j])
    elif op == FSUB:
        for j in range(n):
            out[j] = _nan_first(x[j] - y[j], x[j], y[j])
    elif op == FMUL:
        for j in range(n):
            out[j] = _nan_first(x[j] * y[j], x[j], y[j])
    elif op == FDIV:
        for j in range(n):
            out[j] = _nan_first(x[j] / y[j], x[j], y[j])
    else:
        for j in range(n):
            out[j] = _nan_first(np.fmod(x[j], y[j]), x[j], y[j])


@njit(**_JIT)
def _fmf(flags, x, dx):
    """Whether a defined operand or result x is one `flags` make poison ([VAL-POISON-FMF])."""
    return dx and (((flags & NNAN) != 0 and np.isnan(x)) or ((flags & NINF) != 0 and np.isinf(x)))


@njit(**_JIT)
def _nan_first(r, x, y):
    """[VAL-FLOAT-NAN] r, or where r is a NaN and an operand is, the first NaN operand quieted
    (x + x is x with its quiet bit set): the hardware, and LLVM's choice of operand order,
    would otherwise decide which of two NaNs comes out (lanes.first_nan on the detailed path)."""
    if r == r:
        return r
    if x != x:
        return x + x
    if y != y:
        return y + y
    return r


@njit(**_JIT)
def _nan_first3(r, x, y, z):
    """_nan_first of an operation with three operands."""
    if r == r:
        return r
    if x != x:
        return x + x
    return _nan_first(r, y, z)


@njit(**_JIT)
def _float_binop(op, x, y):
    if op == FADD:
        r = x + y
    elif op == FSUB:
        r = x - y
    elif op == FMUL:
        r = x * y
    elif op == FDIV:
        r = x / y
    else:
        r = np.fmod(x, y)
    return _nan_first(r, x, y)


#: per fcmp predicate (FCMP_PREDS): the IEEE comparison it is made of (0 eq, 1 lt, -1 none),
#: whether the operands are swapped, whether the result is negated, and what NaN does (0 as
#: the comparison, 1 makes it false, 2 makes it true)
_FCMP_FORM = np.array([
    [-1, 0, 0, 0], [0, 0, 0, 0], [1, 1, 0, 0], [1, 0, 1, 1], [1, 0, 0, 0], [1, 1, 1, 1],
    [0, 0, 1, 1], [-1, 0, 1, 1], [0, 0, 0, 2], [1, 1, 0, 2], [1, 0, 1, 0], [1, 0, 0, 2],
    [1, 1, 1, 0], [0, 0, 1, 0], [-1, 0, 0, 2], [-1, 0, 1, 0],
], np.int64)


@njit(inline="always", **_JIT)
def _fcmp_all(pred, a, b, kind, D, P, F32, F64, TR, TD, TP, w):
    """fcmp without fast-math flags on every thread, branch-free (_FCMP_FORM); false, true, ord
    and uno are the empty comparison negated or not, with NaN deciding."""
    base, swap, neg, nan = _FCMP_FORM[pred, 0], _FCMP_FORM[pred, 1], _FCMP_FORM[pred, 2], _FCMP_FORM[pred, 3]
    u, v = (b, a) if swap else (a, b)
    dx, dy, px, py = D[a], D[b], P[a], P[b]
    constant = (pred == 0) | (pred == 15)
    for t in range(w):
        p = px[t] | py[t]
        TP[t] = p
        TD[t] = ((dx[t] & dy[t]) | constant) & (not p)
    if kind == 32:
        fu, fv = F32[u], F32[v]
        for t in range(w):
            TR[t] = _fcmp_one(np.float64(fu[2 * t]), np.float64(fv[2 * t]), base, neg, nan)
    else:
        du, dv = F64[u], F64[v]
        for t in range(w):
            TR[t] = _fcmp_one(du[t], dv[t], base, neg, nan)


@njit(**_JIT)
def _fcmp_one(x, y, base, neg, nan):
    """One fcmp of the form (base, neg, nan) of _FCMP_FORM, as result bits."""
    isnan = (x != x) | (y != y)
    r = (x == y) if base == 0 else (x < y) if base == 1 else False
    r ^= neg == 1
    if nan == 1:
        r &= not isnan
    elif nan == 2:
        r |= isnan
    return np.uint64(r)


@njit(inline="always", **_JIT)
def _icmp_all(pred, a, b, bits, R, D, P, TR, TD, TP, w):
    """icmp on every thread, branch-free: signed order is unsigned order with the sign bit
    flipped; gt, ge and le are lt with the operands swapped or the result negated."""
    flip = (_U1 << np.uint64(bits - 1)) if pred >= 6 else _U0
    dx, dy, px, py = D[a], D[b], P[a], P[b]
    for t in range(w):
        p = px[t] | py[t]
        TP[t] = p
        TD[t] = dx[t] & dy[t] & (not p)
    if pred <= 1:  # eq, ne
        neg = pred == 1
        x, y = R[a], R[b]
        for t in range(w):
            TR[t] = np.uint64((x[t] == y[t]) ^ neg)
        return
    k = (pred - 2) % 4  # gt, ge, lt, le
    x, y = (R[b], R[a]) if k == 0 or k == 3 else (R[a], R[b])
    neg = k == 1 or k == 3
    for t in range(w):
        TR[t] = np.uint64(((x[t] ^ flip) < (y[t] ^ flip)) ^ neg)


@njit(**_JIT)
def _object_of(addr, owner, top):
    """The object an address points into or to the end of, -1 for none (Memory.object_of)."""
    i = np.int64(addr) - BASE
    if 0 <= i < top and owner[i] >= 0:
        return owner[i]
    if 1 <= i <= top:
        return owner[i - 1]
    return -1


@njit(**_JIT)
def _load_float(bits, kind, F32, F64, slot, t):
    return np.float64(F32[slot, 2 * t]) if kind == 32 else F64[slot, t]


@njit(**_JIT)
def _cmd(k, cmds, geps, R, D, P, F32, F64, TR, TD, TP, T32, T64, amsk, w,
         mbytes, mdef, mpois, owner, readonly, top, stamp, ctl, touched, writer):
    """evalcmd of command row k ([W-CMD]) on every thread into the temporaries; True on a fault.
    The plain operations (bytecode.C_PLAIN) are computed by `step` itself."""
    op = cmds[k, C_OP]
    a, b = cmds[k, C_A], cmds[k, C_B]
    bits, kind, flags = cmds[k, C_BITS], cmds[k, C_KIND], cmds[k, C_FLAGS]
    if op <= XOR:
        for t in range(w):
            r, d, p, fault = _int_binop(op, R[a, t], R[b, t], D[a, t], D[b, t], P[a, t], P[b, t],
                                        bits, flags, amsk[t])
            if fault:
                return True
            TR[t], TD[t], TP[t] = r, d, p
    elif op <= FREM:
        for t in range(w):
            da, db = D[a, t], D[b, t]
            p = P[a, t] or P[b, t]
            if kind == 32:
                x, y = F32[a, 2 * t], F32[b, 2 * t]
                r32 = _float_binop(op, x, y)
                T32[2 * t], T32[2 * t + 1] = r32, np.float32(0)
                if flags & (NNAN | NINF):
                    p = p or _fmf(flags, r32, da and db) or _fmf(flags, x, da) or _fmf(flags, y, db)
            else:
                x64, y64 = F64[a, t], F64[b, t]
                r64 = _float_binop(op, x64, y64)
                T64[t] = r64
                if flags & (NNAN | NINF):
                    p = p or _fmf(flags, r64, da and db) or _fmf(flags, x64, da) or _fmf(flags, y64, db)
            TD[t], TP[t] = da and db and not p, p
    elif op == FNEG:
        for t in range(w):
            da, p = D[a, t], P[a, t]
            if kind == 32:
                x = F32[a, 2 * t]
                T32[2 * t], T32[2 * t + 1] = -x, np.float32(0)
                if flags & (NNAN | NINF):
                    p = p or _fmf(flags, -x, da) or _fmf(flags, x, da)
            else:
                x64 = F64[a, t]
                T64[t] = -x64
                if flags & (NNAN | NINF):
                    p = p or _fmf(flags, -x64, da) or _fmf(flags, x64, da)
            TD[t], TP[t] = da and not p, p
    elif op == ICMP:
        _icmp_all(cmds[k, C_AUX], a, b, bits, R, D, P, TR, TD, TP, w)
    elif op == FCMP:
        _fcmp_all(cmds[k, C_AUX], a, b, kind, D, P, F32, F64, TR, TD, TP, w)
        if flags & (NNAN | NINF):  # [VAL-POISON-FMF] on the operands
            for t in range(w):
                x64 = _load_float(bits, kind, F32, F64, a, t)
                y64 = _load_float(bits, kind, F32, F64, b, t)
                p = TP[t] or _fmf(flags, x64, D[a, t]) or _fmf(flags, y64, D[b, t])
                TD[t], TP[t] = TD[t] and not p, p
    elif op == SELECT:
        c = cmds[k, C_C]
        for t in range(w):
            kk, kd, kp = R[c, t] != _U0, D[c, t], P[c, t]
            x, y = R[a, t], R[b, t]
            da, db, pa, pb = D[a, t], D[b, t], P[a, t], P[b, t]
            r = x if kk else y
            if kd:
                d = da if kk else db
                p = kp or (pa if kk else pb)
            else:  # [VAL-FLOAT-SAME]: every NaN is one value
                d = da and db and (x == y or (kind != 0 and np.isnan(_load_float(bits, kind, F32, F64, a, t))
                                              and np.isnan(_load_float(bits, kind, F32, F64, b, t))))
                p = kp or pa or pb
            TR[t] = r
            if kind and flags & (NNAN | NINF):
                rf = np.float64(T32[2 * t]) if kind == 32 else T64[t]
                p = p or _fmf(flags, rf, d)
            TD[t], TP[t] = d and not p, p
    elif op <= BITCAST:
        _cast(op, cmds[k, C_TOBITS], cmds[k, C_TOKIND], bits, kind, flags, a, R, D,
              P, F32, F64, TR, TD, TP, T32, T64, w)
    elif op == GEP:
        for t in range(w):
            start = np.int64(R[a, t])
            addr, d, p = start, D[a, t], P[a, t]
            for g in range(cmds[k, C_AUX], cmds[k, C_AUX2]):
                slot = geps[g, 1]
                if slot < 0:
                    addr += geps[g, 2]
                    continue
                addr += _sext(R[slot, t], geps[g, 3]) * geps[g, 0]
                d = d and D[slot, t]
                p = p or P[slot, t]
            if flags & INBOUNDS and d and addr != start:  # [VAL-POISON-INBOUNDS]
                home = _object_of(start, owner, top)
                if home < 0 or _object_of(addr, owner, top) != home:
                    p = True
            TR[t], TD[t], TP[t] = np.uint64(addr), d and not p, p
    elif op == LOAD:
        return _load(k, cmds, a, R, D, TR, TD, TP, amsk, w, mbytes, mdef, mpois, owner, top,
                     touched)
    elif op == STORE:
        return _store(k, cmds, a, b, R, D, P, amsk, w, mbytes, mdef, mpois, owner, readonly, top,
                      stamp, ctl, touched, writer)
    elif op == FREEZE:
        for t in range(w):
            TR[t], TD[t], TP[t] = R[a, t] if D[a, t] else _U0, True, False
    elif op == MASK:
        for t in range(w):
            TR[t], TD[t], TP[t] = _U1 if amsk[t] else _U0, True, False
    elif op == CALL:
        _call(cmds[k, C_AUX], a, b, cmds[k, C_C], bits, kind, cmds[k, C_TOBITS], flags, R, D, P,
              F32, F64, TR, TD, TP, T32, T64, amsk, w)
    return False


@njit(**_JIT)
def _call(fn, a, b, c, bits, kind, tobits, flags, R, D, P, F32, F64, TR, TD, TP, T32, T64, amsk, w):
    """The call of [W-CMD-CALL] for the functions of θ in bytecode.CALLS (exec/theta.py), on every thread."""
    if fn == F_ANY or fn == F_ALL or fn == F_POPCOUNT:  # [VAL-POISON-HORIZONTAL]
        hit, known, poison, n = False, True, False, 0
        for t in range(w):
            if amsk[t]:
                v = R[a, t] != _U0
                poison = poison or P[a, t]
                known = known and D[a, t]
                hit = hit or (D[a, t] and (v if fn == F_ANY else not v))
                n += 1 if v else 0
        if fn != F_POPCOUNT:
            known = known or hit
            n = (1 if hit else 0) if fn == F_ANY else (0 if hit else 1)
        for t in range(w):
            TR[t], TD[t], TP[t] = np.uint64(n) & _mask(tobits), known and not poison, poison
        return
    for t in range(w):
        if fn == F_THREAD_ID or fn == F_LANE_ID:
            TR[t], TD[t], TP[t] = np.uint64(t), True, False
            continue
        d, p = D[a, t], P[a, t]
        if b >= 0 and fn != F_EXPECT:
            d, p = d and D[b, t], p or P[b, t]
        if c >= 0:
            d, p = d and D[c, t], p or P[c, t]
        if fn == F_EXPECT:
            TR[t] = R[a, t]
        elif fn >= F_SMIN and fn <= F_ABS:
            x, y = R[a, t], R[b, t]
            if fn == F_UMIN or fn == F_UMAX:
                r = min(x, y) if fn == F_UMIN else max(x, y)
            else:
                sx, sy = _sext(x, bits), _sext(y, bits)
                if fn == F_ABS:
                    r = np.uint64(-sx if sx < 0 else sx)
                    if d and y != _U0 and x == (_U1 << np.uint64(bits - 1)):  # is_int_min_poison
                        p = True
                else:
                    r = np.uint64(min(sx, sy) if fn == F_SMIN else max(sx, sy))
            TR[t] = r & _mask(bits)
        elif kind == 32:
            x32, y32, z32 = F32[a, 2 * t], F32[max(b, 0), 2 * t], F32[max(c, 0), 2 * t]
            r32 = _float_call(fn, x32, y32, z32)
            T32[2 * t], T32[2 * t + 1] = r32, np.float32(0)
            if flags & (NNAN | NINF):
                p = p or _fmf(flags, r32, d) or _fmf(flags, x32, D[a, t]) or (
                    b >= 0 and _fmf(flags, y32, D[b, t])) or (c >= 0 and _fmf(flags, z32, D[c, t]))
        else:
            x64, y64, z64 = F64[a, t], F64[max(b, 0), t], F64[max(c, 0), t]
            r64 = _float_call(fn, x64, y64, z64)
            T64[t] = r64
            if flags & (NNAN | NINF):
                p = p or _fmf(flags, r64, d) or _fmf(flags, x64, D[a, t]) or (
                    b >= 0 and _fmf(flags, y64, D[b, t])) or (c >= 0 and _fmf(flags, z64, D[c, t]))
        TD[t], TP[t] = d and not p, p


@njit(**_JIT)
def _float_call(fn, x, y, z):
    """A lane-wise math function in the precision of its arguments (exec/theta.py)."""
    if fn == F_FMULADD:
        return _nan_first3(x * y + z, x, y, z)
    if fn >= F_LIBM:
        return libm(fn - F_LIBM, x, y)
    if fn == F_FMA:  # float only ([VAL-FLOAT-FMA]): the exact product plus z rounded to odd
        p = np.float64(x) * np.float64(y)
        r = p + np.float64(z)
        back = r - p
        error = (p - (r - back)) + (np.float64(z) - back)
        if np.isfinite(r) and error != 0 and (np.int64(math.frexp(r)[0] * 2.0 ** 53) & 1) == 0:
            r = np.nextafter(r, np.inf if error > 0 else -np.inf)
        return _nan_first3(np.float32(r), x, y, z)
    if fn == F_FABS:
        return np.abs(x)
    if fn == F_SQRT:
        return np.sqrt(x)
    if fn == F_FLOOR:
        return np.floor(x)
    if fn == F_CEIL:
        return np.ceil(x)
    if fn == F_TRUNC:
        return np.trunc(x)
    return np.copysign(x, y)


@njit(**_JIT)
def _cast(op, tobits, tokind, bits, kind, flags, a, R, D, P, F32, F64, TR, TD, TP, T32,
          T64, w):
    """The casts of arith.CASTS on every thread."""
    tmk = _mask(tobits)
    for t in range(w):
        x, d, p = R[a, t], D[a, t], P[a, t]
        bad = False
        r = x
        if op == TRUNC:
            r = x & tmk
            if flags & NUW and tobits < 64:
                bad = (x >> np.uint64(tobits)) != _U0
            if flags & NSW:
                bad = bad or _sext(r, tobits) != _sext(x, bits)
        elif op == ZEXT:
            if flags & NNEG:
                bad = _sext(x, bits) < 0
        elif op == SEXT:
            r = np.uint64(_sext(x, bits)) & tmk
        elif op == FPRESIZE:
            xf = _load_float(bits, kind, F32, F64, a, t)
            if tokind == 32:
                r32 = np.float32(F64[a, t]) if kind == 64 else F32[a, 2 * t]
                T32[2 * t], T32[2 * t + 1] = r32, np.float32(0)
                rf = np.float64(r32)
            else:
                T64[t] = xf
                rf = xf
            if flags & (NNAN | NINF):
                p = p or _fmf(flags, rf, d) or _fmf(flags, xf, d)
            TD[t], TP[t] = d and not p, p
            continue
        elif op == FPTOSI or op == FPTOUI:
            xf = np.trunc(_load_float(bits, kind, F32, F64, a, t))
            if op == FPTOSI:
                lo, hi = -(2.0 ** (tobits - 1)), 2.0 ** (tobits - 1)
            else:
                lo, hi = 0.0, 2.0 ** tobits
            ok = xf >= lo and xf < hi
            safe = xf if ok else 0.0
            if op == FPTOSI:
                r = np.uint64(np.int64(safe))
            elif safe >= 2.0 ** 63:
                r = np.uint64(safe - 2.0 ** 63) + (_U1 << np.uint64(63))
            else:
                r = np.uint64(safe)
            r = r & _U1 if tobits == 1 else r & tmk
            bad = not ok
        elif op == UITOFP or op == SITOFP:
            if op == SITOFP:
                sx = _sext(x, bits)
                if tokind == 32:
                    T32[2 * t], T32[2 * t + 1] = np.float32(sx), np.float32(0)
                else:
                    T64[t] = np.float64(sx)
            elif tokind == 32:
                T32[2 * t], T32[2 * t + 1] = np.float32(x), np.float32(0)
            else:
                T64[t] = np.float64(x)
            if flags & NNEG and _sext(x, bits) < 0:
                p = p or d
                d = False
            TD[t], TP[t] = d and not p, p
            continue
        elif op == SAMEBITS:  # the low tobits bits (a pointer wider than the integer is truncated)
            r = x & tmk
        if bad:
            p = p or d
            d = False
        TR[t], TD[t], TP[t] = r, d and not p, p


@njit(**_JIT)
def _inside(start, nbytes, owner, top):
    """Whether [start, start + nbytes) lies in one object (arena offsets): the access check of
    Memory._index."""
    if start < 0 or start + nbytes > top:
        return False
    o = owner[start]
    if o < 0:
        return False
    for j in range(1, nbytes):
        if owner[start + j] != o:
            return False
    return True


@njit(**_JIT)
def _load(k, cmds, a, R, D, TR, TD, TP, amsk, w, mbytes, mdef, mpois, owner, top, touched):
    """The gather of [W-INST-LOAD] by the active threads; True on a fault. With `touched` (not
    empty), the bytes accessed are marked (Memory.track_accesses)."""
    nbytes, per, bits, kind = cmds[k, C_NBYTES], cmds[k, C_AUX], cmds[k, C_BITS], cmds[k, C_KIND]
    for t in range(w):
        if not amsk[t]:
            TR[t], TD[t], TP[t] = _U0, False, False
            continue
        if not D[a, t]:
            return True
        start = np.int64(R[a, t]) - BASE
        if not _inside(start, nbytes, owner, top):
            return True
        if len(touched):
            for j in range(nbytes):
                touched[start + j] = True
        v, ok, bad = _U0, True, False
        for j in range(per):
            v |= np.uint64(mbytes[start + j]) << np.uint64(8 * j)
            ok = ok and mdef[start + j]
            bad = bad or mpois[start + j]
        if kind == 0:
            v = (_U1 if v != _U0 else _U0) if bits == 1 else v & _mask(bits)
        TR[t], TD[t], TP[t] = v, ok and not bad, bad
    return False


@njit(**_JIT)
def _store(k, cmds, a, b, R, D, P, amsk, w, mbytes, mdef, mpois, owner, readonly, top, stamp,
           ctl, touched, writer):
    """The scatter of [W-INST-STORE] by the active threads; True on a fault (an access outside every
    object, a store to a constant, two threads storing different values to one byte). With
    `touched` (not empty), the bytes are marked and their writers kept: a thread overwriting
    another thread's byte with another value sets ctl[K_RACED] (Memory._note_writers, against
    memory before the store)."""
    nbytes, per = cmds[k, C_NBYTES], cmds[k, C_AUX]
    for t in range(w):
        if amsk[t]:
            if not D[a, t]:
                return True
            start = np.int64(R[a, t]) - BASE
            if not _inside(start, nbytes, owner, top) or readonly[owner[start]]:
                return True
            if len(touched):
                for j in range(nbytes):
                    byte, bok = _store_byte(R[b, t], D[b, t], j, per)
                    i = start + j
                    if writer[i] >= 0 and writer[i] != t and (mbytes[i] != byte or mdef[i] != bok):
                        ctl[K_RACED] = 1
    ctl[K_STORES] += 1
    mark = ctl[K_STORES]
    for t in range(w):
        if not amsk[t]:
            continue
        start = np.int64(R[a, t]) - BASE
        for j in range(nbytes):
            byte, bok = _store_byte(R[b, t], D[b, t], j, per)
            bpois = P[b, t] and j < per
            i = start + j
            if stamp[i] == mark and (mdef[i] != bok or mpois[i] != bpois
                                     or (bok and mbytes[i] != byte)):
                return True
            stamp[i] = mark
            if len(touched):
                touched[i] = True
                writer[i] = t
            mbytes[i], mdef[i], mpois[i] = byte, bok, bpois
    return False


@njit(**_JIT)
def _store_byte(v, ok, j, per):
    """Byte j of a value's memory image and whether it is defined (padding past the value's
    `per` bytes is ⊤ zero: Machine.to_bytes)."""
    if j < per:
        return np.uint8((v >> np.uint64(8 * j)) & np.uint64(0xFF)), ok
    return np.uint8(0), False


@njit(inline="always", **_JIT)
def _commit(dst, TR, TD, TP, R, D, P, amsk, w, assign_all, oblivious):
    """updenv ([UPD-ENV]): active threads take the new value; passive ones keep the old (FR) or get ⊤
    (OBL). `assign_all` for total commands, a mask, and a step in which every thread is active."""
    # rows: one-dimensional loops, which LLVM vectorizes; written out here and in _enter, since
    # the same loops in a shared helper (even inlined by numba) ran 12-15 % slower at W = 64
    r, d, p = R[dst], D[dst], P[dst]
    if assign_all:
        for t in range(w):
            r[t] = TR[t]
        for t in range(w):
            d[t] = TD[t]
        for t in range(w):
            p[t] = TP[t]
        return
    keep = not oblivious  # what a passive thread keeps of its old flags
    # blends as bitwise arithmetic: LLVM vectorizes these, not the selects of `x if c else y`
    for t in range(w):
        m = _U0 - np.uint64(amsk[t])
        r[t] = (TR[t] & m) | (r[t] & ~m)
    for t in range(w):
        a = amsk[t]
        d[t] = (TD[t] & a) | (d[t] & keep & (not a))
    for t in range(w):
        a = amsk[t]
        p[t] = (TP[t] & a) | (p[t] & keep & (not a))


@njit(**_JIT)
def step(sc, start, code_blocks, cmds, phis, incoming, geps, succ, cases, edge, R, D, P, F32,
         F64, TR, TD, TP, T32, T64, PR, PD, PP, RETR, RETD, RETP, lin, lnext, cm, amsk, ones,
         isucc, mbytes, mdef, mpois, owner, readonly, top, stamp, ctl, touched, writer, oblivious,
         choice_key):
    """One step ([LSS-W-STEP]) with block sc: cmsk, [BLS-W-STEP], advancepc. Returns OK; FAULT with the
    state partly updated (the run is then done again on the detailed path); or PYTHON at a
    command the machine does not compute (row ctl[K_AT]): Python computes it and the step goes
    on from the next command (`start`; -1 for a new step)."""
    w = len(lin)
    c0, c1 = code_blocks[sc, B_CMD0], code_blocks[sc, B_CMD1]
    prefix = c0 + code_blocks[sc, B_PREFIX]
    if start < 0:
        start = c0
        if _enter(sc, code_blocks, phis, incoming, edge, R, D, P, PR, PD, PP, lin, lnext, cm,
                  oblivious):
            return FAULT
    pred = code_blocks[sc, B_PRED]
    every = True  # every thread active: [UPD-ENV] assigns all
    for k in range(start, c1 + 1):
        if k == prefix or (k == start and start > prefix):
            if k == prefix:  # [AMSK], after a predicate's total prefix
                if pred < 0:
                    for t in range(w):
                        amsk[t] = cm[t]
                else:
                    for t in range(w):
                        if cm[t] & (not D[pred, t]):
                            return FAULT
                        amsk[t] = cm[t] & D[pred, t] & (R[pred, t] != _U0)
            every, idle = True, True
            for t in range(w):
                every &= amsk[t]
                idle &= not amsk[t]
            if idle:  # a passive step: the spin guard may need the control state before it
                for t in range(w):
                    choice_key[t], choice_key[w + t] = lin[t], lnext[t]
        if k == c1:
            break
        op, dst, x, y = cmds[k, C_OP], cmds[k, C_DST], cmds[k, C_A], cmds[k, C_B]
        if op == PYTHON_CMD:
            ctl[K_AT] = k
            return PYTHON
        total = k < prefix or cmds[k, C_TOTAL] != 0  # computecmd: the prefix is total
        take_all = every or total or op == MASK
        if cmds[k, C_PLAIN]:  # computed here, without the cost of calling _cmd; where every
            # thread takes the result, straight into the variable's row
            direct = take_all and dst != x and dst != y
            oR, oD, oP = (R[dst], D[dst], P[dst]) if direct else (TR, TD, TP)
            flags, kind = cmds[k, C_FLAGS], cmds[k, C_KIND]
            if op <= XOR:
                _plain_int(op, x, y, cmds[k, C_BITS], flags, R, D, P, oR, oD, oP, w)
            elif op == ICMP:
                _icmp_all(cmds[k, C_AUX], x, y, cmds[k, C_BITS], R, D, P, oR, oD, oP, w)
            elif op == FCMP:
                _fcmp_all(cmds[k, C_AUX], x, y, kind, D, P, F32, F64, oR, oD, oP, w)
            elif direct:
                _plain_float(op, x, y, kind, D, P, F32, F64, oD, oP, F32[dst], F64[dst], w)
            else:
                _plain_float(op, x, y, kind, D, P, F32, F64, oD, oP, T32, T64, w)
            if not direct:
                _commit(dst, TR, TD, TP, R, D, P, amsk, w, take_all, oblivious)
            continue
        if _cmd(k, cmds, geps, R, D, P, F32, F64, TR, TD, TP, T32, T64, ones if total else amsk,
                w, mbytes, mdef, mpois, owner, readonly, top, stamp, ctl, touched, writer):
            return FAULT
        if dst >= 0:
            _commit(dst, TR, TD, TP, R, D, P, amsk, w, take_all, oblivious)
    return _leave(sc, code_blocks, succ, cases, R, D, P, RETR, RETD, RETP, lin, lnext, cm, amsk,
                  isucc, ctl)


@njit(inline="always", **_JIT)
def _enter(sc, code_blocks, phis, incoming, edge, R, D, P, PR, PD, PP, lin, lnext, cm, oblivious):
    """The control mask ([CMSK]) and the phis of block sc ([EVALPHI], [EVALPHI-SHADOW]: a parallel copy)."""
    w = len(lin)
    n = code_blocks.shape[0]
    # [CMSK], in loops without branches, which LLVM vectorizes; the edge table is read (a
    # gather, one thread at a time) only when some thread's ℓnext is ⊤
    top = False
    for t in range(w):
        top |= lnext[t] == TOP
    every = True
    if top:
        for t in range(w):
            c = (lnext[t] == sc) | ((lnext[t] == TOP) & edge[lin[t] if lin[t] >= 0 else n, sc])
            cm[t] = c
            every &= c
    else:
        for t in range(w):
            c = lnext[t] == sc
            cm[t] = c
            every &= c
    first = -3  # whether the threads that enter all come from one block (the common case)
    for t in range(w):
        if cm[t]:
            first = lin[t]
            break
    one = True
    for t in range(w):
        one &= (not cm[t]) | (lin[t] == first)
    p0, p1 = code_blocks[sc, B_PHI0], code_blocks[sc, B_PHI1]
    apart = code_blocks[sc, B_PHIS_APART] != 0  # no phi reads another: row by row, in place
    if one:
        keep = not oblivious  # what a passive thread keeps of its old flags
        for k in range(p0, p1):
            dst, shadow = phis[k, 0], phis[k, 1]
            old = shadow if shadow >= 0 else dst  # what a passive thread has
            src = old
            for i in range(phis[k, 2], phis[k, 3]):
                if incoming[i, 0] == first:
                    src = incoming[i, 1]
                    break
            XR, XD, XP = (R[dst], D[dst], P[dst]) if apart else (PR[k - p0], PD[k - p0], PP[k - p0])
            SR, SD, SP = R[src], D[src], P[src]  # rows: one-dimensional loops, vectorized
            if every:
                for t in range(w):
                    XR[t] = SR[t]
                for t in range(w):
                    XD[t] = SD[t]
                for t in range(w):
                    XP[t] = SP[t]
            else:
                clear = keep or shadow >= 0  # OBL: a passive thread's own variable is ⊤
                OR, OD, OP = R[old], D[old], P[old]
                for t in range(w):  # blends as bitwise arithmetic, as in _commit
                    m = _U0 - np.uint64(cm[t])
                    XR[t] = (SR[t] & m) | (OR[t] & ~m)
                for t in range(w):
                    c = cm[t]
                    XD[t] = (SD[t] & c) | (OD[t] & clear & (not c))
                for t in range(w):
                    c = cm[t]
                    XP[t] = (SP[t] & c) | (OP[t] & clear & (not c))
        if apart:
            return False
    else:
        for k in range(p0, p1):  # [EVALPHI], [EVALPHI-SHADOW]: a parallel copy, row by row
            dst, shadow, i0, i1 = phis[k, 0], phis[k, 1], phis[k, 2], phis[k, 3]
            old = shadow if shadow >= 0 else dst  # what a passive thread has
            clear = (not oblivious) or shadow >= 0  # OBL: a passive thread's own variable is ⊤
            XR, XD, XP, OR, OD, OP = PR[k - p0], PD[k - p0], PP[k - p0], R[old], D[old], P[old]
            for t in range(w):
                XR[t] = OR[t]
            for t in range(w):
                XD[t] = OD[t] & (clear | cm[t])
            for t in range(w):
                XP[t] = OP[t] & (clear | cm[t])
            for i in range(i1 - 1, i0 - 1, -1):  # the first pair naming a thread's ℓin writes last
                pred, s = incoming[i, 0], incoming[i, 1]
                SR, SD, SP = R[s], D[s], P[s]
                for t in range(w):
                    m = _U0 - np.uint64(cm[t] & (lin[t] == pred))
                    XR[t] = (SR[t] & m) | (XR[t] & ~m)
                for t in range(w):
                    c = cm[t] & (lin[t] == pred)
                    XD[t] = (SD[t] & c) | (XD[t] & (not c))
                for t in range(w):
                    c = cm[t] & (lin[t] == pred)
                    XP[t] = (SP[t] & c) | (XP[t] & (not c))
    for k in range(p0, p1):
        dst, j = phis[k, 0], k - p0
        XR, XD, XP, YR, YD, YP = R[dst], D[dst], P[dst], PR[j], PD[j], PP[j]
        for t in range(w):
            XR[t] = YR[t]
        for t in range(w):
            XD[t] = YD[t]
        for t in range(w):
            XP[t] = YP[t]
    return False


@njit(inline="always", **_JIT)
def _leave(sc, code_blocks, succ, cases, R, D, P, RETR, RETD, RETP, lin, lnext, cm, amsk, isucc,
           ctl):
    """evalterm, the returned values ([PC-TERM]) and advancepc."""
    w = len(lin)
    term, val = code_blocks[sc, B_TERM], code_blocks[sc, B_VAL]  # evalterm
    s0, s1 = code_blocks[sc, B_SUCC0], code_blocks[sc, B_SUCC1]
    active = False
    if term == T_BR or term == T_CONDBR:  # the common terminators, branch-free per thread
        yes = succ[s0]
        if term == T_BR:
            for t in range(w):
                c, a = cm[t], amsk[t]
                lnext[t] = (yes if a else TOP) if c else lnext[t]
                lin[t] = sc if c else lin[t]
                active |= a
        else:
            no, cond, defined = succ[s0 + 1], R[val], D[val]  # rows: one-dimensional loops
            bad = False
            for t in range(w):
                bad |= amsk[t] & (not defined[t])
            if bad:
                return FAULT
            for t in range(w):
                c, a = cm[t], amsk[t]
                taken = yes if cond[t] != _U0 else no
                lnext[t] = (taken if a else TOP) if c else lnext[t]
                lin[t] = sc if c else lin[t]
                active |= a
        ctl[K_ACTIVE] = 1 if active else 0
        return OK
    for t in range(w):
        if not amsk[t]:
            i = TOP
        elif term == T_BR:
            i = 0
        elif term == T_CONDBR:
            if not D[val, t]:
                return FAULT
            i = 0 if R[val, t] != _U0 else 1
        elif term == T_SWITCH:
            if not D[val, t]:
                return FAULT
            i = 0
            for c in range(code_blocks[sc, B_CASE0], code_blocks[sc, B_CASE1]):
                if cases[c] == R[val, t]:
                    i = c - code_blocks[sc, B_CASE0] + 1
                    break
        elif term == T_RET:
            i = DONE
        else:
            return FAULT
        if not cm[t]:  # [PC-PASSIVE]
            continue
        # [PC-ACTIVE], [PC-ND-BRANCH], [PC-TERM]
        if term == T_RET and i == DONE and val >= 0:
            RETR[t], RETD[t], RETP[t] = R[val, t], D[val, t], P[val, t]
        lin[t] = sc
        lnext[t] = succ[s0 + i] if i >= 0 and s1 > s0 else i
        active |= amsk[t]
    ctl[K_ACTIVE] = 1 if active else 0
    return OK


@njit(inline="always", **_JIT)
def legal(edge, fwd, order, lin, lnext, out, marks):
    """legal_blocks of exec/schedule.py: the blocks whose scheduling makes progress (Def. 14)
    and synchronizes (Def. 17), written to `out` in block-index order; returns their number (-1:
    every thread has returned). `fwd` is Program.pending_reach (fwdreaching, then top_reaching);
    `marks` is scratch (5 rows of a flag per block). The time is O(W + n²), not O(W·n²)."""
    w = len(lin)
    n = edge.shape[1]
    first = -3  # every live thread waits for one block (the common case): loops LLVM vectorizes
    for t in range(w):
        if lnext[t] != DONE:
            first = lnext[t]
            break
    if first == -3:  # every thread has returned
        return -1
    uniform = first >= 0
    for t in range(w):
        uniform &= (lnext[t] == DONE) | (lnext[t] == first)
    if uniform:
        out[0] = first
        return 1
    # per block (a row of `marks`): a thread waits for it (definite), a thread that left it
    # has a definite next block (guided), a passive thread left it, a passive thread may enter
    # it (waiting), a thread that may enter it has a non-empty guide set (blocked)
    for b in range(n + 1):
        for k in range(5):
            marks[k, b] = False
    for t in range(w):
        nxt = lnext[t]
        if nxt == DONE:
            continue
        row = lin[t] if lin[t] >= 0 else n
        if nxt >= 0:
            marks[0, nxt] = True
            marks[1, row] = True
        else:
            marks[2, row] = True
    for row in range(n + 1):
        if marks[2, row]:
            for b in range(n):
                marks[3, b] |= edge[row, b]
        if marks[1, row]:
            for b in range(n):
                marks[4, b] |= edge[row, b]
    count = 0
    for b in range(n):
        # progress (Def. 14): a thread waits for b, or one may enter it and every thread with
        # an edge to b has an empty guide set
        if not marks[0, b] and (not marks[3, b] or marks[4, b]):
            continue
        sync = True  # Def. 17: no thread pending at a block that forward-reaches b
        for d in range(n):
            if marks[0, d] and fwd[0, d, b]:
                sync = False
                break
        # [SCHED-PENDING-TOP] a ⊤ thread with an empty guide set: at its ℓin's forward successors
        for row in range(n + 1 if sync else 0):
            if marks[2, row] and not marks[1, row] and fwd[1, row, b]:
                sync = False
                break
        if sync:
            out[count] = b
            count += 1
    for i in range(1, count):  # by block index
        j = i
        while j > 0 and order[out[j - 1]] > order[out[j]]:
            out[j - 1], out[j] = out[j], out[j - 1]
            j -= 1
    return count


@njit(inline="always", **_JIT)
def _passive_exits(leaves, lin, lnext, options, count, out):
    """passive_exits of exec/schedule.py into `out`; returns their number (0: none)."""
    if count < 2:
        return 0
    w = len(lin)
    live = False
    for t in range(w):
        if lnext[t] == DONE:
            continue
        live = True
        if lnext[t] != TOP:
            return 0
    if not live:
        return 0
    n = leaves.shape[1]
    found = 0
    for i in range(count):
        b = options[i]
        for t in range(w):
            if lnext[t] == TOP and leaves[lin[t] if lin[t] >= 0 else n, b]:
                out[found] = b
                found += 1
                break
    return found


@njit(**_JIT)
def _same_key(lin, lnext, keys, k):
    w = len(lin)
    for t in range(w):
        if keys[k, t] != lin[t] or keys[k, w + t] != lnext[t]:
            return False
    return True


@njit(**_JIT)
def _below(n, words, ctl):
    """A number in [0, n) from the words from ctl[K_WORD] on, as RandomChoice.below draws it;
    -1 if the words ran out first (the words it looked at stay used)."""
    k = 0
    while (n >> k) > 0:
        k += 1
    while ctl[K_WORD] < len(words):
        r = np.int64(words[ctl[K_WORD]] >> np.uint32(32 - k))
        ctl[K_WORD] += 1
        if r < n:
            return r
    return -1


@njit(**_JIT)
def run_steps(policy, explicit, words, fuel, fwd, leaves, order, sched, acts, opts, exits, trail_keys,
              trail_choice, choice_opts, marks, code_blocks, cmds, phis, incoming, geps, succ,
              cases, edge, R, D, P, F32, F64, TR, TD, TP, T32, T64, PR, PD, PP, RETR, RETD, RETP,
              lin, lnext, cm, amsk, ones, isucc, mbytes, mdef, mpois, owner, readonly, top, stamp,
              ctl, touched, writer, oblivious, choice_key):
    """Steps until the run ends or Python is needed: the given schedule (`explicit`, if it is
    not empty) or the policy's choices among the legal blocks, avoiding passive cycles (§5.3).
    The arguments after `marks` are those of `step` after `start`.

    Each step's block and activity go to `sched`/`acts`; the passive steps since the last
    active one to the trail (`trail_keys`: ℓin^W then ℓnext^W before the step). Returns why it
    stopped."""
    w = len(lin)
    while True:
        start = -1
        if ctl[K_BLOCK] >= 0:  # a step under way: on after the command Python computed
            sc, count, start = ctl[K_BLOCK], ctl[K_COUNT], ctl[K_AT] + 1
        else:
            steps = ctl[K_STEPS]
            if len(explicit):
                if steps >= len(explicit):
                    return END
                sc = explicit[steps]
                count = 1
            else:
                count = legal(edge, fwd, order, lin, lnext, opts, marks)
                if count < 0:
                    return TERMINATED
                if steps >= fuel:
                    return FUEL
                if count == 0:
                    return STUCK
                if policy == ASK:  # a policy in Python chooses every step (a random one draws)
                    return DECIDE
                m = _passive_exits(leaves, lin, lnext, opts, count, exits)
                choices = exits if m else opts
                m = m if m else count
                if policy == RANDOM:  # [SCHED-RANDOM] RandomChoice.below on the given words
                    r = _below(m, words, ctl)
                    if r < 0:
                        return WORDS
                    sc = choices[r]
                else:
                    sc = choices[0] if policy == MIN_INDEX else choices[m - 1]
            if ctl[K_SCHED] >= len(sched) or ctl[K_TRAIL] >= trail_keys.shape[0]:
                return FULL if ctl[K_SCHED] >= len(sched) else TRAIL_FULL
            ctl[K_BLOCK], ctl[K_COUNT] = sc, count
        status = step(sc, start, code_blocks, cmds, phis, incoming, geps, succ, cases, edge, R, D,
                      P, F32, F64, TR, TD, TP, T32, T64, PR, PD, PP, RETR, RETD, RETP, lin, lnext,
                      cm, amsk, ones, isucc, mbytes, mdef, mpois, owner, readonly, top, stamp, ctl,
                      touched, writer, oblivious, choice_key)
        if status == PYTHON:
            return PYTHON
        ctl[K_BLOCK] = -1
        if status != OK:
            return status
        ctl[K_STEPS] += 1
        sched[ctl[K_SCHED]] = sc
        acts[ctl[K_SCHED]] = ctl[K_ACTIVE] != 0
        ctl[K_SCHED] += 1
        if len(explicit):
            continue
        if ctl[K_ACTIVE]:
            ctl[K_TRAIL] = 0
            continue
        if count > 1:  # a passive step among several options: the spin guard must see it
            for b in range(len(choice_opts)):
                choice_opts[b] = False
            for i in range(count):
                choice_opts[opts[i]] = True
            return PASSIVE_CHOICE
        k = ctl[K_TRAIL]
        for j in range(2 * w):
            trail_keys[k, j] = choice_key[j]
        trail_choice[k] = sc
        ctl[K_TRAIL] = k + 1
        for j in range(k + 1):  # a cycle of passive steps with no other option: forget it
            if _same_key(lin, lnext, trail_keys, j):
                ctl[K_TRAIL] = 0
                break


#: what `run_items` says of an item: it ended (terminated, out of fuel or stuck: the `status`
#: row says which), or it must be run alone (the machine needed Python, or a step faulted)
ALONE = -1


@njit(**_JIT)
def run_items(policy, fuel, param_slots, PR0, PD0, PP0, image_of, MB0, MD0, MP0, tracking,
              status, steps, out_lin, out_lnext, out_r, out_d, out_p, out_mb, out_md, out_mp, out_touched,
              raced, flat, acts_flat, spans, R0, D0, P0, explicit, words, fwd, leaves, order, sched, acts,
              opts, exits, trail_keys, trail_choice, choice_opts, marks, code_blocks, cmds, phis,
              incoming, geps, succ, cases, edge, R, D, P, F32, F64, TR, TD, TP, T32, T64, PR, PD,
              PP, RETR, RETD, RETP, lin, lnext, cm, amsk, ones, isucc, mbytes, mdef, mpois, owner,
              readonly, top, stamp, ctl, touched, writer, oblivious, choice_key):
    """Independent runs one after another ([INIT] for each, then `run_steps` under the policy):
    item i's parameters are rows i of PR0/PD0/PP0 (one row per parameter slot), its memory
    image MB0/MD0/MP0[image_of[i]]; `explicit` is empty (no item has a given schedule). Per
    item, what it ended with goes to the `out_` rows, its steps to `flat` from `spans[i]` (and
    `spans[i + 1]` where they end). An item the machine cannot finish alone gets the status
    ALONE."""
    nitems, used = len(status), 0
    for i in range(nitems):
        w = len(lin)
        for s in range(R.shape[0]):  # [INIT]: variables ⊤, constants set, then the parameters
            for t in range(w):
                R[s, t], D[s, t], P[s, t] = R0[s, t], D0[s, t], P0[s, t]
        for j in range(len(param_slots)):
            s = param_slots[j]
            for t in range(w):
                R[s, t], D[s, t], P[s, t] = PR0[i, j, t], PD0[i, j, t], PP0[i, j, t]
        for t in range(w):
            RETR[t], RETD[t], RETP[t] = 0, False, False
            lin[t], lnext[t] = -1, 0  # ℓin = ⊥, ℓnext = the entry
        m = image_of[i]
        for j in range(len(mbytes)):
            mbytes[j], mdef[j], mpois[j] = MB0[m, j], MD0[m, j], MP0[m, j]
        if tracking:
            for j in range(len(touched)):
                touched[j], writer[j] = False, -1
        stores = ctl[K_STORES]
        for j in range(len(ctl)):
            ctl[j] = 0
        ctl[K_BLOCK], ctl[K_STORES] = -1, stores
        spans[i] = used
        while True:
            s = run_steps(policy, explicit, words, fuel, fwd, leaves, order, sched, acts,
                          opts, exits, trail_keys, trail_choice, choice_opts, marks, code_blocks,
                          cmds, phis, incoming, geps, succ, cases, edge, R, D, P, F32, F64, TR,
                          TD, TP, T32, T64, PR, PD, PP, RETR, RETD, RETP, lin, lnext, cm, amsk,
                          ones, isucc, mbytes, mdef, mpois, owner, readonly, top, stamp, ctl,
                          touched, writer, oblivious, choice_key)
            n = ctl[K_SCHED]
            if s == FULL or s == TERMINATED or s == FUEL or s == STUCK:
                if used + n > len(flat):
                    s = ALONE
                else:
                    for j in range(n):
                        flat[used + j], acts_flat[used + j] = sched[j], acts[j]
                    used += n
                    ctl[K_SCHED] = 0
            else:
                s = ALONE
            if s != FULL:
                break
        status[i], steps[i] = s, ctl[K_STEPS]
        if s == ALONE:
            used = spans[i]
            continue
        for t in range(len(lin)):
            out_lin[i, t], out_lnext[i, t] = lin[t], lnext[t]
            out_r[i, t], out_d[i, t], out_p[i, t] = RETR[t], RETD[t], RETP[t]
        for j in range(len(mbytes)):
            out_mb[i, j], out_md[i, j], out_mp[i, j] = mbytes[j], mdef[j], mpois[j]
        if tracking:
            for j in range(len(touched)):
                out_touched[i, j] = touched[j]
        raced[i] = ctl[K_RACED] != 0
    spans[nitems] = used
