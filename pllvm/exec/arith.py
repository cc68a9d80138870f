"""Lane-wise semantics of LLVM's arithmetic, comparisons and casts, with ⊤ and poison
(semantics/values.md).

Each function takes lane vectors and returns one; all W threads are computed at once. A poison
operand makes the result poison ([VAL-POISON-PROPAGATE]); a violated flag makes it poison where
the operands are defined ([VAL-POISON-FLAGS]). Where an operation is undefined behaviour
(division by zero), the check is made on the active threads only.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pllvm.exec.faults import Fault
from pllvm.exec.lanes import Lanes, first_nan, mask_width, poison_of, poison_or, to_signed

__all__ = ["BINARY", "CASTS", "FCMP", "ICMP", "POISON_FMF", "Binary", "fmf_poison", "state_word"]

#: The fast-math flags that make results poison ([VAL-POISON-FMF]); the others are ignored.
POISON_FMF = frozenset({"nnan", "ninf", "fast"})

Binary = Callable[[Lanes, Lanes, int, tuple[str, ...], np.ndarray], Lanes]


def _both(a: Lanes, b: Lanes) -> np.ndarray:
    return a.defined & b.defined


def _ones(data: np.ndarray, bits: int) -> np.ndarray:
    return data == (True if data.dtype == np.bool_ else data.dtype.type((1 << bits) - 1))


def _bool_safe(data: np.ndarray) -> np.ndarray:
    """i1 computed in uint8: numpy's bool arithmetic saturates instead of wrapping."""
    return data.view(np.uint8) if data.dtype == np.bool_ else data


def _wrap(data: np.ndarray, bits: int, like: np.ndarray) -> np.ndarray:
    if like.dtype == np.bool_:
        return (data & 1).astype(np.bool_)
    return mask_width(data.astype(like.dtype, copy=False), bits)


def _flagged(r: np.ndarray, d: np.ndarray, poison: np.ndarray | None, both: np.ndarray,
             violated: np.ndarray) -> Lanes:
    """[VAL-POISON-FLAGS] the result, poison where the operands are defined and a flag is
    violated (and where an operand is poison), ⊤ where an operand is ⊤."""
    return Lanes.of(r, d & ~violated, poison_or(poison, both & violated))


def _signed_overflow(a: np.ndarray, b: np.ndarray, r: np.ndarray, bits: int, sub: bool) -> np.ndarray:
    sa, sb, sr = (to_signed(x, bits) < 0 for x in (a, b, r))
    return (sa != sb) & (sr != sa) if sub else (sa == sb) & (sr != sa)


# ---------------------------------------------------------------- integer


def _add(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    x, y = _bool_safe(a.data), _bool_safe(b.data)
    r = _wrap(x + y, bits, a.data)
    d, p = _both(a, b), poison_of(a, b)
    if not flags:
        return Lanes.of(r, d, p)
    bad = np.zeros_like(d)
    if "nuw" in flags:
        bad |= _bool_safe(r) < x
    if "nsw" in flags:
        bad |= _signed_overflow(a.data, b.data, r, bits, sub=False)
    return _flagged(r, d, p, d, bad)


def _sub(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    x, y = _bool_safe(a.data), _bool_safe(b.data)
    r = _wrap(x - y, bits, a.data)
    d, p = _both(a, b), poison_of(a, b)
    if not flags:
        return Lanes.of(r, d, p)
    bad = np.zeros_like(d)
    if "nuw" in flags:
        bad |= x < y
    if "nsw" in flags:
        bad |= _signed_overflow(a.data, b.data, r, bits, sub=True)
    return _flagged(r, d, p, d, bad)


def _mul(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    """[VAL-UNDEF-MUL] a defined 0 absorbs ⊤; [VAL-POISON-AND] it does not absorb poison."""
    x, y = _bool_safe(a.data), _bool_safe(b.data)
    r = _wrap(x * y, bits, a.data)
    zero = (a.defined & (x == 0)) | (b.defined & (y == 0))
    both, p = _both(a, b), poison_of(a, b)
    d = both | zero
    if not flags:
        return Lanes.of(r, d, p)
    bad = np.zeros_like(d)
    if "nuw" in flags:
        bad |= _mul_overflows(x.astype(np.uint64), y.astype(np.uint64), bits, signed=False)
    if "nsw" in flags:
        sx = to_signed(a.data, bits).astype(np.int64)
        sy = to_signed(b.data, bits).astype(np.int64)
        bad |= _mul_overflows(sx, sy, bits, signed=True)
    return _flagged(r, d, p, both, bad)


def _mul_overflows(x: np.ndarray, y: np.ndarray, bits: int, signed: bool) -> np.ndarray:
    """Whether the exact product leaves the bits-wide range: exactly in 64 bits for narrower
    types; for 64 bits, the wrapped product divided back must give the other factor."""
    if bits <= 32:
        p = x * y
        if signed:
            return (p < -(1 << (bits - 1))) | (p >= 1 << (bits - 1))
        return p >= np.uint64(1 << bits)
    p = x * y  # wraps modulo 2^64
    nz = x != 0
    safe = np.where(nz, x, 1)
    with np.errstate(over="ignore"):  # INT64_MIN // -1 wraps; that case is flagged below
        back = (p % safe != 0) | (p // safe != y)
    if signed:
        back |= (x == -1) & (y == np.iinfo(np.int64).min)
    wide = nz & back  # the product does not even fit 64 bits
    if bits < 64:  # otherwise p is exact: compare with the narrower range
        if signed:
            wide |= (p < -(1 << (bits - 1))) | (p >= 1 << (bits - 1))
        else:
            wide |= p >= np.uint64(1 << bits)
    return wide


def state_word(v: Lanes, where: np.ndarray) -> str:
    """How an undefined operand is named in a fault: poison if it is poison on one of the
    faulting elements, else ⊤."""
    return "poison" if v.poison is not None and (v.poison & where).any() else "⊤"


def _divisor_check(b: Lanes, active: np.ndarray, what: str) -> np.ndarray:
    """Division by zero, ⊤ or poison on an active thread is undefined behaviour; returns a safe
    divisor."""
    act = active if b.data.ndim == 1 else active[:, None]
    bad = act & (~b.defined | (b.data == 0))
    if bad.any():
        lanes = np.flatnonzero(bad.reshape(len(active), -1).any(axis=1))
        first = b.defined[lanes[0]].all()
        raise Fault(f"{what} by {state_word(b, bad) if not first else 'zero'}", lanes)
    return np.where(b.data == 0, b.data.dtype.type(1), b.data)


def _udiv(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], m: np.ndarray) -> Lanes:
    y = _divisor_check(b, m, "division")
    q = (a.data // y).astype(a.data.dtype)
    d, p = _both(a, b), poison_of(a, b)
    if "exact" in flags:
        return _flagged(q, d, p, d, a.data % y != 0)
    return Lanes.of(q, d, p)


def _urem(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], m: np.ndarray) -> Lanes:
    y = _divisor_check(b, m, "remainder")
    return Lanes.of((a.data % y).astype(a.data.dtype), _both(a, b), poison_of(a, b))


def _sdivrem(a: Lanes, b: Lanes, bits: int, m: np.ndarray, what: str) -> tuple[np.ndarray, np.ndarray]:
    y = to_signed(_divisor_check(b, m, what), bits).astype(np.int64)
    x = to_signed(a.data, bits).astype(np.int64)
    act = m if x.ndim == 1 else m[:, None]
    wraps = (x == -(1 << (bits - 1))) & (y == -1)
    overflow = act & a.defined & wraps
    if overflow.any():
        raise Fault(f"signed {what} overflow (INT_MIN / -1)",
                    np.flatnonzero(overflow.reshape(len(m), -1).any(axis=1)))
    y = np.where(wraps, 1, y)  # only passive or ⊤ lanes wrap here: no int64 overflow in numpy
    q = np.floor_divide(x, y)
    r = x - q * y
    fix = (r != 0) & ((x < 0) != (y < 0))  # floor → truncation towards zero
    q = q + fix
    r = x - q * y
    return q, r


def _sdiv(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], m: np.ndarray) -> Lanes:
    q, r = _sdivrem(a, b, bits, m, "division")
    d, p = _both(a, b), poison_of(a, b)
    out = mask_width(q.astype(a.data.dtype), bits) if a.data.dtype != np.bool_ else q != 0
    if "exact" in flags:
        return _flagged(out, d, p, d, r != 0)
    return Lanes.of(out, d, p)


def _srem(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], m: np.ndarray) -> Lanes:
    _, r = _sdivrem(a, b, bits, m, "remainder")
    return Lanes.of(mask_width(r.astype(a.data.dtype), bits) if a.data.dtype != np.bool_ else r != 0,
                    _both(a, b), poison_of(a, b))


def _shift(kind: str) -> Binary:
    def run(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
        x, s = _bool_safe(a.data), _bool_safe(b.data).astype(np.uint64)
        big = s >= bits
        s = np.where(big, 0, s).astype(x.dtype)
        # [VAL-POISON-SHIFT] a defined amount ≥ the width is poison, whatever the value shifted
        p = poison_or(poison_of(a, b), b.defined & big)
        d = _both(a, b) & ~big
        bad = np.zeros_like(d)
        if kind == "shl":
            r = _wrap(x << s, bits, a.data)
            if "nuw" in flags:
                bad |= (_bool_safe(r) >> s) != x
            if "nsw" in flags:
                bad |= (to_signed(r, bits) >> s.astype(np.int64)) != to_signed(a.data, bits)
            return _flagged(r, d, p, d, bad) if flags else Lanes.of(r, d, p)
        if kind == "lshr":
            r = _wrap(x >> s, bits, a.data)
        else:
            sx = to_signed(a.data, bits).astype(np.int64)
            r = _wrap((sx >> s.astype(np.int64)).astype(np.uint64) if x.dtype != np.bool_
                      else sx.astype(np.uint8), bits, a.data)
        if "exact" in flags:
            return _flagged(r, d, p, d, (x & ((np.ones_like(x) << s) - 1)) != 0)
        return Lanes.of(r, d, p)

    return run


def _and(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    """[VAL-UNDEF-AND] a defined 0 absorbs ⊤; [VAL-POISON-AND] it does not absorb poison."""
    zero = (a.defined & (_bool_safe(a.data) == 0)) | (b.defined & (_bool_safe(b.data) == 0))
    return Lanes.of(a.data & b.data, _both(a, b) | zero, poison_of(a, b))


def _or(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    """[VAL-UNDEF-OR] defined all-ones absorb ⊤, except under `disjoint` (every choice of ⊤ but 0
    violates it); [VAL-POISON-AND] they do not absorb poison."""
    both, p = _both(a, b), poison_of(a, b)
    if "disjoint" in flags:
        return _flagged(a.data | b.data, both, p, both, (a.data & b.data) != 0)
    ones = (a.defined & _ones(a.data, bits)) | (b.defined & _ones(b.data, bits))
    return Lanes.of(a.data | b.data, both | ones, p)


def _xor(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
    return Lanes.of(a.data ^ b.data, _both(a, b), poison_of(a, b))


# ---------------------------------------------------------------- floating point


def _to_shape(x: np.ndarray, shape: tuple[int, ...], reduce: Callable) -> np.ndarray:
    """A per-element mask in the result's shape: a vector operand of a reduction is reduced
    over its elements, a scalar operand of a vector operation is broadcast."""
    if x.ndim > len(shape):
        return reduce(x, axis=tuple(range(len(shape), x.ndim)))
    if x.ndim < len(shape):
        return np.broadcast_to(x.reshape(x.shape + (1,) * (len(shape) - x.ndim)), shape)
    return x


def fmf_poison(flags: tuple[str, ...], operands: list[Lanes], result: np.ndarray | None,
               poison: np.ndarray | None) -> np.ndarray | None:
    """[VAL-POISON-FMF] `poison` with the elements `nnan` makes poison (a defined NaN operand,
    or a NaN result of defined operands) and those `ninf` makes poison (the same for
    infinities); `fast` implies both. `result` is None for a comparison."""
    tests = ([np.isnan] if "nnan" in flags or "fast" in flags else []) + (
        [np.isinf] if "ninf" in flags or "fast" in flags else [])
    floats = [v for v in operands if np.issubdtype(v.data.dtype, np.floating)]
    if not tests or not floats:
        return poison
    shape = result.shape if result is not None else floats[0].defined.shape
    both = np.ones(shape, np.bool_)
    for v in floats:
        both = both & _to_shape(v.defined, shape, np.all)
    for test in tests:
        hit = both & test(result) if result is not None else np.zeros(shape, np.bool_)
        for v in floats:
            hit = hit | _to_shape(v.defined & test(v.data), shape, np.any)
        poison = poison_or(poison, hit)
    return poison


def _float(fn: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Binary:
    def run(a: Lanes, b: Lanes, bits: int, flags: tuple[str, ...], _m: np.ndarray) -> Lanes:
        r = first_nan(fn(a.data, b.data).astype(a.data.dtype, copy=False), a.data, b.data)
        p = poison_of(a, b)
        if flags:
            p = fmf_poison(flags, [a, b], r, p)
        return Lanes.of(r, _both(a, b), p)

    return run


BINARY: dict[str, Binary] = {
    "add": _add, "sub": _sub, "mul": _mul, "udiv": _udiv, "sdiv": _sdiv, "urem": _urem,
    "srem": _srem, "shl": _shift("shl"), "lshr": _shift("lshr"), "ashr": _shift("ashr"),
    "and": _and, "or": _or, "xor": _xor,
    "fadd": _float(np.add), "fsub": _float(np.subtract), "fmul": _float(np.multiply),
    "fdiv": _float(np.divide), "frem": _float(np.fmod),
}  # fmt: skip


# ---------------------------------------------------------------- comparisons


def _icmp(pred: str) -> Callable[[Lanes, Lanes, int], Lanes]:
    signed = pred[0] == "s"
    op = {"eq": np.equal, "ne": np.not_equal}.get(pred) or {
        "gt": np.greater, "ge": np.greater_equal, "lt": np.less, "le": np.less_equal
    }[pred[1:]]

    def run(a: Lanes, b: Lanes, bits: int) -> Lanes:
        x, y = (to_signed(a.data, bits), to_signed(b.data, bits)) if signed else (a.data, b.data)
        return Lanes.of(op(x, y), _both(a, b), poison_of(a, b))

    return run


ICMP = {p: _icmp(p) for p in ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")}

_FCMP_OPS = {"eq": np.equal, "gt": np.greater, "ge": np.greater_equal, "lt": np.less,
             "le": np.less_equal, "ne": np.not_equal}


def _fcmp(pred: str) -> Callable[[Lanes, Lanes, int], Lanes]:
    def run(a: Lanes, b: Lanes, bits: int) -> Lanes:
        d, p = _both(a, b), poison_of(a, b)
        if pred in ("true", "false"):  # defined on ⊤ operands, not on poison ones
            return Lanes.of(np.full(a.data.shape, pred == "true"), np.ones_like(d), p)
        nan = np.isnan(a.data) | np.isnan(b.data)
        if pred == "ord":
            return Lanes.of(~nan, d, p)
        if pred == "uno":
            return Lanes.of(nan, d, p)
        r = _FCMP_OPS[pred[1:]](a.data, b.data)
        return Lanes.of(r & ~nan if pred[0] == "o" else r | nan, d, p)

    return run


FCMP = {p: _fcmp(p) for p in (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)}  # fmt: skip


# ---------------------------------------------------------------- casts


def _fp_to_int(signed: bool) -> Callable[[Lanes, np.dtype, int, int, tuple[str, ...]], Lanes]:
    def run(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
        x = a.data.astype(np.float64)
        lo, hi = (-(2.0 ** (to_bits - 1)), 2.0 ** (to_bits - 1)) if signed else (0.0, 2.0 ** to_bits)
        t = np.trunc(x)
        ok = (t >= lo) & (t < hi)
        safe = np.where(ok, t, 0)
        if signed:
            r = safe.astype(np.int64).astype(np.uint64)
        else:
            high = safe >= 2.0**63
            r = np.where(high, (np.where(high, safe, 2.0**63) - 2.0**63).astype(np.uint64)
                         + np.uint64(1 << 63), np.where(high, 0, safe).astype(np.uint64))
        out = (r & 1).astype(np.bool_) if to == np.bool_ else mask_width(r.astype(to), to_bits)
        return _flagged(out, a.defined, a.poison, a.defined, ~ok)  # [VAL-POISON-FPTOI]

    return run


def _int_to_fp(signed: bool) -> Callable[[Lanes, np.dtype, int, int, tuple[str, ...]], Lanes]:
    def run(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
        x = to_signed(a.data, from_bits) if signed else a.data
        if "nneg" in flags:
            return _flagged(x.astype(to), a.defined, a.poison, a.defined,
                            to_signed(a.data, from_bits) < 0)
        return Lanes(x.astype(to), a.defined, a.poison)

    return run


def _trunc(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
    r = (_bool_safe(a.data) & 1).astype(np.bool_) if to == np.bool_ else mask_width(
        a.data.astype(to), to_bits)
    if not flags:
        return Lanes(r, a.defined, a.poison)
    bad = np.zeros_like(a.defined)
    if "nuw" in flags and to_bits < 64:
        bad |= _bool_safe(a.data) >> to_bits != 0
    if "nsw" in flags:
        back = to_signed(r, to_bits).astype(np.int64)
        bad |= back != to_signed(a.data, from_bits).astype(np.int64)
    return _flagged(r, a.defined, a.poison, a.defined, bad)


def _zext(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
    r = _bool_safe(a.data).astype(to)
    if "nneg" in flags:
        return _flagged(r, a.defined, a.poison, a.defined, to_signed(a.data, from_bits) < 0)
    return Lanes(r, a.defined, a.poison)


def _sext(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
    s = to_signed(a.data, from_bits).astype(np.int64)
    return Lanes(mask_width(s.astype(np.uint64).astype(to), to_bits), a.defined, a.poison)


def _fp_resize(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
    r = a.data.astype(to)
    return Lanes.of(r, a.defined, fmf_poison(flags, [a], r, a.poison) if flags else a.poison)


def _same_bits(a: Lanes, to: np.dtype, from_bits: int, to_bits: int, flags: tuple[str, ...]) -> Lanes:
    """ptrtoint, inttoptr, addrspacecast: the low `to_bits` bits, zero-extended (LangRef: a
    pointer wider than the integer is truncated, a narrower integer zero-extended)."""
    if to == np.bool_:
        return Lanes((a.data & 1).astype(np.bool_), a.defined, a.poison)
    return Lanes(mask_width(a.data.astype(to), to_bits), a.defined, a.poison)


CASTS = {
    "trunc": _trunc, "zext": _zext, "sext": _sext, "fptrunc": _fp_resize, "fpext": _fp_resize,
    "fptoui": _fp_to_int(False), "fptosi": _fp_to_int(True), "uitofp": _int_to_fp(False),
    "sitofp": _int_to_fp(True), "ptrtoint": _same_bits, "inttoptr": _same_bits,
    "addrspacecast": _same_bits,
}  # fmt: skip
