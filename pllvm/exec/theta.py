"""The function map θ (Def. 1, §4.9.2): builtins, math functions and LLVM intrinsics.

Each entry takes the argument lane vectors, their types, the return type, the activation and the
machine, and returns the result lane vector (None for void). Horizontal builtins range over the
active threads only (semantics/builtins.md explains why).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np

from pllvm.errors import Unsupported
from pllvm.exec import libm
from pllvm.exec.arith import state_word
from pllvm.exec.faults import External, Fault
from pllvm.exec.lanes import (
    Agg,
    Lanes,
    Value,
    as_lanes,
    dtype_of,
    first_nan,
    mask_width,
    poison_of,
    poison_or,
    to_signed,
)
from pllvm.exec.machine import Machine
from pllvm.exec.memory import Memory
from pllvm.syntax import FloatType, IntType, Type, VectorType, VoidType
from pllvm.syntax.builtins import LIBM, intrinsic_family
from pllvm.syntax.typing import vector_of
from pllvm.text.printer import print_type

__all__ = ["Builtin", "external", "family", "lookup"]

#: θ(fnc): (arguments, their types, the return type, amsk, the machine, the memory) -> result
Builtin = Callable[[list, list, Type, np.ndarray, Machine, Memory], Value | None]


def _broadcast(value: object, defined: bool, ty: Type, w: int, poison: bool = False) -> Lanes:
    return Lanes(np.full(w, value, dtype_of(ty)), np.full(w, defined and not poison),
                 np.ones(w, np.bool_) if poison else None)


def _bits(ty: Type) -> int:
    s = ty.elem if isinstance(ty, VectorType) else ty
    return s.bits if isinstance(s, IntType) else 64


# ---------------------------------------------------------------- Fig. 4.15 and RV


def _poisoned(p: Lanes, amsk: np.ndarray) -> bool:
    """[VAL-POISON-HORIZONTAL] some active thread's argument is poison: the result is poison."""
    return p.poison is not None and bool((p.poison & amsk).any())


def _any(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    p = args[0]
    true = amsk & p.defined & p.data.astype(np.bool_)
    known = true.any() or bool((p.defined | ~amsk).all())
    return _broadcast(bool(true.any()), known, ret, m.w, _poisoned(p, amsk))


def _all(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    p = args[0]
    false = amsk & p.defined & ~p.data.astype(np.bool_)
    known = false.any() or bool((p.defined | ~amsk).all())
    return _broadcast(not false.any(), known, ret, m.w, _poisoned(p, amsk))


def _ballot(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    p = args[0]
    on = amsk & p.data.astype(np.bool_)
    bits = sum(1 << int(t) for t in np.flatnonzero(on)) & ((1 << _bits(ret)) - 1)
    return _broadcast(bits, bool((p.defined | ~amsk).all()), ret, m.w, _poisoned(p, amsk))


def _popcount(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    p = args[0]
    n = int((amsk & p.data.astype(np.bool_)).sum())
    return _broadcast(n, bool((p.defined | ~amsk).all()), ret, m.w, _poisoned(p, amsk))


def _thread_id(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    return Lanes(np.arange(m.w).astype(dtype_of(ret)), np.ones(m.w, np.bool_))


def _num_lanes(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    return _broadcast(m.w, True, ret, m.w)


def _rv_mask(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    return Lanes(amsk.copy(), np.ones(m.w, np.bool_))


def _read_lane(v: Lanes, source: np.ndarray, ok: np.ndarray, amsk: np.ndarray,
               poison: np.ndarray | None) -> Lanes:
    """v of thread source(t) on each thread t: ⊤ where `ok` fails or the source is passive,
    poison where `poison` holds or the source's value is poison."""
    safe = np.where(ok, source, 0)
    read = ok & amsk[safe]
    if v.poison is not None:
        poison = poison_or(poison, read & v.poison[safe])
    return Lanes.of(v.data[safe], read & v.defined[safe], poison)


def _rv_extract(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    v, k = args
    idx = to_signed(k.data, _bits(types[1])).astype(np.int64)
    return _read_lane(v, idx, k.defined & (idx >= 0) & (idx < m.w), amsk, k.poison)


def _rv_insert(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    v, k, x = args
    idx = to_signed(k.data, _bits(types[1])).astype(np.int64)
    hit = np.arange(m.w) == idx
    poison = k.poison
    if v.poison is not None or x.poison is not None:
        moved = np.where(hit, x.poison if x.poison is not None else False,
                         v.poison if v.poison is not None else False)
        poison = poison_or(poison, k.defined & moved)
    return Lanes.of(np.where(hit, x.data, v.data), np.where(hit, x.defined, v.defined) & k.defined,
                    poison)


def _rv_shuffle(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    v, k = args
    shift = to_signed(k.data, _bits(types[1])).astype(np.int64)
    return _read_lane(v, (np.arange(m.w) + shift) % m.w, k.defined, amsk, k.poison)


def _rv_compact(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    """An active thread's ⊤ keep makes every result ⊤, a poison one every result poison."""
    v, keep = args
    data, defined = np.zeros_like(v.data), np.zeros_like(v.defined)
    if _poisoned(keep, amsk):
        return Lanes(data, defined, np.ones_like(defined))
    if (amsk & ~keep.defined).any():
        return Lanes(data, defined)
    picked = np.flatnonzero(amsk & keep.data.astype(np.bool_))
    data[: len(picked)] = v.data[picked]
    defined[: len(picked)] = v.defined[picked]
    if v.poison is None:
        return Lanes(data, defined)
    poison = np.zeros_like(defined)
    poison[: len(picked)] = v.poison[picked]
    return Lanes.of(data, defined, poison)


def _rv_index(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    """Poison on an active thread whose keep, or an earlier active thread's, is poison."""
    keep = args[0]
    on = amsk & keep.data.astype(np.bool_)
    before = np.cumsum(on) - on
    unknown = np.cumsum(amsk & ~keep.defined) - (amsk & ~keep.defined) > 0
    poison = None
    if keep.poison is not None:
        bad = amsk & keep.poison
        poison = amsk & (bad | (np.cumsum(bad) - bad > 0))
    return Lanes.of(before.astype(dtype_of(ret)), on & keep.defined & ~unknown, poison)


def alc_positions(c0: np.ndarray, c1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """[ALC] The merged and remainder positions in [0, 2W) of two iterations whose taken lanes
    are c0 and c1: the taken lanes of the first, then `S` (the second's taken, then untaken
    lanes) fills the merged vector; the first's untaken lanes and the rest of `S` the remainder."""
    w = len(c0)
    k = np.arange(w, dtype=np.int64)
    first_taken, first_rest = k[c0], k[~c0]
    s = np.concatenate([w + k[c1], w + k[~c1]])
    a0 = len(first_taken)
    return np.concatenate([first_taken, s[: w - a0]]), np.concatenate([first_rest, s[w - a0:]])


def _alc(which: int) -> Builtin:
    """[ALC] `alc_merged` (which = 0) and `alc_remainder` (1): every thread gets a position; an
    active thread's ⊤ p makes every result ⊤, its poison every result poison."""

    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        p0, p1 = args
        w = m.w
        if _poisoned(p0, amsk) or _poisoned(p1, amsk):
            return Lanes(np.zeros(w, dtype_of(ret)), np.zeros(w, np.bool_), np.ones(w, np.bool_))
        known = bool((amsk & ~(p0.defined & p1.defined)).sum() == 0)
        c0 = amsk & p0.data.astype(np.bool_)
        c1 = amsk & p1.data.astype(np.bool_)
        return Lanes(alc_positions(c0, c1)[which].astype(dtype_of(ret)), np.full(w, known))

    return run


def _alc_permute(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    """[ALC] the pair's lane k(t): ⊤ through a ⊤ or out-of-range k or a passive source."""
    x0, x1, k = args
    w = m.w
    idx = to_signed(k.data, _bits(types[2])).astype(np.int64)
    ok = k.defined & (idx >= 0) & (idx < 2 * w)
    pair = Lanes.of(np.concatenate([x0.data, x1.data]), np.concatenate([x0.defined, x1.defined]),
                    None if x0.poison is None and x1.poison is None else np.concatenate(
                        [x0.poison if x0.poison is not None else np.zeros(w, np.bool_),
                         x1.poison if x1.poison is not None else np.zeros(w, np.bool_)]))
    return _read_lane(pair, idx, ok, np.concatenate([amsk, amsk]), k.poison)


def _barrier(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    """[CL-BARRIER] every thread of the run (a work-group's work-items) reaches the barrier
    together: executed with any thread not active, it is undefined behaviour (a divergent barrier)
    on the threads that are not there."""
    if not amsk.all():
        there = ", ".join(f"t{t}" for t in np.flatnonzero(amsk)) or "none"
        raise Fault(f"divergent barrier: reached by {there}, not by the others",
                    np.flatnonzero(~amsk))


BUILTINS: dict[str, Builtin] = {
    "any": _any, "all": _all, "ballot": _ballot, "popcount": _popcount, "thread_id": _thread_id,
    "rv_any": _any, "rv_all": _all, "rv_ballot": _ballot, "rv_popcount": _popcount,
    "rv_mask": _rv_mask, "rv_lane_id": _thread_id, "rv_num_lanes": _num_lanes,
    "rv_extract": _rv_extract, "rv_insert": _rv_insert, "rv_shuffle": _rv_shuffle,
    "rv_compact": _rv_compact, "rv_index": _rv_index,
    "alc_merged": _alc(0), "alc_remainder": _alc(1), "alc_permute": _alc_permute,
    "barrier": _barrier,
}  # fmt: skip


# ---------------------------------------------------------------- lane-wise math


def _lanewise(fn: Callable[..., np.ndarray]) -> Builtin:
    """A pure function applied thread by thread: defined where all arguments are."""

    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        data = fn(*(a.data for a in args))
        defined = args[0].defined
        for a in args[1:]:
            defined = defined & a.defined
        return Lanes.of(np.asarray(data).astype(dtype_of(ret), copy=False), defined, poison_of(*args))

    return run


_LIBM_UFUNCS: dict[str, Callable[..., np.ndarray]] = {
    **{name: functools.partial(libm.on_lanes, k) for k, name in enumerate(libm.FUNCTIONS)},
    "sqrt": np.sqrt, "cbrt": np.cbrt, "fabs": np.fabs, "floor": np.floor, "ceil": np.ceil,
    "trunc": np.trunc, "round": lambda x: np.copysign(np.floor(np.abs(x) + 0.5), x),
    "rint": np.rint, "nearbyint": np.rint, "fmin": lambda x, y: _minnum(x, y),
    "fmax": lambda x, y: _maxnum(x, y), "fmod": np.fmod, "copysign": np.copysign,
    "fdim": lambda x, y: np.where(x > y, x - y, 0 * x), "fma": lambda x, y, z: _fused(x, y, z),
    "tgamma": lambda x: _by_element(_tgamma, x), "lgamma": lambda x: _by_element(_lgamma, x),
    "logb": lambda x: _logb(x), "remainder": lambda x, y: _by_element(_remainder, x, y),
    "nextafter": np.nextafter,
}  # fmt: skip


def _by_element(fn: Callable[..., float], *xs: np.ndarray) -> np.ndarray:
    """A C math function numpy lacks, element by element through Python's math module (in
    double, rounded to the argument's type by the caller): a loop over lanes, as these are
    rare next to the arithmetic around them."""
    out = np.frompyfunc(fn, len(xs), 1)(*(x.astype(np.float64) for x in xs))
    return np.asarray(out, np.float64).reshape(np.shape(xs[0]))


def _tgamma(x: float) -> float:
    """C's tgamma: ±inf at ±0, NaN at the negative integers and -inf, ±inf past the range."""
    if x == 0:
        return math.copysign(math.inf, x)
    if math.isinf(x):
        return math.inf if x > 0 else math.nan
    if x < 0 and x == math.floor(x):
        return math.nan
    try:
        return math.gamma(x)
    except OverflowError:  # past 171.6 only: below 0 it underflows to ±0 itself
        return math.inf


def _lgamma(x: float) -> float:
    """C's lgamma: +inf at the poles (0 and the negative integers)."""
    if math.isnan(x):
        return x
    if math.isinf(x) or (x <= 0 and x == math.floor(x)):
        return math.inf
    return math.lgamma(x)


def _remainder(x: float, y: float) -> float:
    """IEEE remainder (C's remainder): NaN where x is infinite or y is 0."""
    if math.isnan(x) or math.isnan(y):
        return math.nan
    if math.isinf(x) or y == 0:
        return math.nan
    return math.remainder(x, y)


def _logb(x: np.ndarray) -> np.ndarray:
    """C's logb: the unbiased exponent as a float (of the normalized value for subnormals);
    -inf at ±0, +inf at ±inf, NaN at NaN."""
    _, exponent = np.frexp(x)
    finite = np.isfinite(x) & (x != 0)
    out = np.where(finite, (exponent - 1).astype(x.dtype), np.where(x == 0, -np.inf, np.abs(x)))
    return np.asarray(out, x.dtype)


def _fused(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> np.ndarray:
    """[VAL-FLOAT-FMA] x*y+z rounded once: for float32 and narrower, the exact product plus z
    in float64 rounded to odd, then to the type; for double, exactly in rationals on finite
    operands (an 80-bit long double rounds twice), and z itself where only z is infinite."""
    return first_nan(_fused_value(x, y, z), x, y, z)


def _fused_value(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> np.ndarray:
    """x*y+z rounded once, with the NaN the hardware gives."""
    if x.dtype.itemsize <= 4:
        p = x.astype(np.float64) * y  # exact: 2·24 bits
        r = p + z
        back = r - p
        error = (p - (r - back)) + (z - back)  # r + error is p + z exactly (TwoSum)
        even = np.isfinite(r) & (error != 0) & (r.view(np.uint64) & np.uint64(1) == 0)
        r[even] = np.nextafter(r[even], np.where(error[even] > 0, np.inf, -np.inf))
        return r.astype(x.dtype)
    out = x * y + z  # a NaN or infinite x or y: the exact product is too
    finite = np.isfinite(x) & np.isfinite(y)
    out = np.where(finite & np.isinf(z), z, out)  # the exact product is finite even where x*y overflows
    for i in np.flatnonzero(finite & np.isfinite(z)).tolist():
        out.flat[i] = _fma_exact(float(x.flat[i]), float(y.flat[i]), float(z.flat[i]))
    return out


def _fma_exact(x: float, y: float, z: float) -> float:
    """fma of finite doubles: the exact rational rounded to nearest even (an int / int division
    rounds correctly); an exact zero is -0.0 only where x*y and z are both negative zeros."""
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:
        product_negative = math.copysign(1.0, x) * math.copysign(1.0, y) < 0
        return -0.0 if x * y == 0 and product_negative and math.copysign(1.0, z) < 0 else 0.0
    try:
        return exact.numerator / exact.denominator
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


def _libm(name: str) -> Builtin:
    base = name[:-1] if name.endswith("f") and name[:-1] in _LIBM_UFUNCS else name
    return _lanewise(_LIBM_UFUNCS[base])


# ---------------------------------------------------------------- LLVM intrinsics


def _int_lanewise(fn: Callable[..., np.ndarray], signed: bool = False,
                  poison_at: Callable[[list, int], np.ndarray] | None = None) -> Builtin:
    """An integer function applied thread by thread; `poison_at` says where a flag argument
    makes the result poison ([VAL-POISON-INTRINSIC])."""
    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        bits = _bits(types[0])
        xs = [to_signed(a.data, bits).astype(np.int64) if signed else a.data for a in args
              if a is not None]
        same = [a for a in args if a is not None and a.data.shape == args[0].data.shape]
        defined = args[0].defined
        for a in same[1:]:
            defined = defined & a.defined
        r = fn(*xs, bits)
        out = mask_width(np.asarray(r).astype(np.int64).astype(np.uint64).astype(
            dtype_of(ret)), bits) if dtype_of(ret) != np.bool_ else np.asarray(r).astype(np.bool_)
        poison = poison_of(*same)
        if poison_at is not None:
            poison = poison_or(poison, defined & poison_at(args, bits))
        return Lanes.of(out, defined, poison)

    return run


def _flag(args: list, k: int) -> np.ndarray:
    """The i1 flag argument k (is_int_min_poison, is_zero_poison), shaped like argument 0."""
    flag = args[k].data.astype(np.bool_)
    return flag[:, None] if args[0].data.ndim > flag.ndim else flag


def _ctpop(x: np.ndarray, bits: int) -> np.ndarray:
    v = x.astype(np.uint64)
    return np.bitwise_count(v) if hasattr(np, "bitwise_count") else np.vectorize(
        lambda a: bin(int(a)).count("1"))(v)


def _ctlz(x: np.ndarray, *rest: int) -> np.ndarray:
    bits = rest[-1]
    v = x.astype(np.uint64)
    out = np.full(v.shape, bits, np.int64)
    for k in range(bits):
        hit = (out == bits) & ((v >> np.uint64(bits - 1 - k)) & np.uint64(1)).astype(np.bool_)
        out[hit] = k
    return out


def _cttz(x: np.ndarray, *rest: int) -> np.ndarray:
    bits = rest[-1]
    v = x.astype(np.uint64)
    out = np.full(v.shape, bits, np.int64)
    for k in range(bits - 1, -1, -1):
        hit = ((v >> np.uint64(k)) & np.uint64(1)).astype(np.bool_)
        out[hit] = k
    return out


def _reduce(op: str) -> Builtin:
    """llvm.vector.reduce.*: across the elements of each thread's vector."""

    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        if op in ("fadd", "fmul"):
            start, v = args
            acc = start.data.astype(v.data.dtype)
            for k in range(v.data.shape[1]):  # ordered, as LLVM requires without reassoc
                acc = acc + v.data[:, k] if op == "fadd" else acc * v.data[:, k]
            return Lanes.of(acc, start.defined & v.defined.all(axis=1),
                            _any_poison(start, v))
        v = args[0]
        bits = _bits(types[0])
        x = to_signed(v.data, bits).astype(np.int64) if op in ("smax", "smin") else v.data
        folds: dict[str, Callable[..., Any]] = {
            "add": np.sum, "mul": np.prod, "and": np.bitwise_and.reduce,
            "or": np.bitwise_or.reduce, "xor": np.bitwise_xor.reduce, "smax": np.max,
            "smin": np.min, "umax": np.max, "umin": np.min,
            "fmax": lambda x, axis: _fold(_maxnum, x), "fmin": lambda x, axis: _fold(_minnum, x)}
        fn = folds[op]
        r = fn(x, axis=1)
        dt = dtype_of(ret)
        if dt == np.bool_:  # i1 arithmetic wraps: a sum of k ones is k mod 2
            out = (np.asarray(r).astype(np.int64) & 1).astype(np.bool_)
        elif np.issubdtype(dt, np.floating):
            out = np.asarray(r).astype(dt)
        else:
            out = mask_width(np.asarray(r).astype(np.int64).astype(np.uint64).astype(dt), bits)
        return Lanes.of(out, v.defined.all(axis=1), _any_poison(v))

    return run


def _any_poison(*values: Lanes) -> np.ndarray | None:
    """Per thread, whether an element of one of the values is poison (a reduction's result)."""
    p: np.ndarray | None = None
    for v in values:
        if v.poison is not None:
            q = np.asarray(v.poison if v.poison.ndim == 1 else v.poison.any(axis=1))
            p = q if p is None else p | q
    return p


def _fold(fn: Callable[[np.ndarray, np.ndarray], np.ndarray], x: np.ndarray) -> np.ndarray:
    """fn over the elements of each thread's vector, in element order."""
    acc = x[:, 0]
    for k in range(1, x.shape[1]):
        acc = fn(acc, x[:, k])
    return acc


def _zeros_ordered(r: np.ndarray, x: np.ndarray, y: np.ndarray, low: bool) -> np.ndarray:
    """r where x and y are not both zeros; of two zeros, -0.0 if either (`low`) or both
    (not `low`) are -0.0: the order -0.0 < +0.0 ([VAL-FLOAT-MINMAX])."""
    zeros = (x == 0) & (y == 0)
    if not zeros.any():
        return r
    neg = np.signbit(x) | np.signbit(y) if low else np.signbit(x) & np.signbit(y)
    return np.where(zeros, np.where(neg, r.dtype.type(-0.0), r.dtype.type(0.0)), r)


def _minnum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE minNum: a NaN operand gives the other; minnum(±0, ∓0) = -0.0."""
    return _zeros_ordered(np.fmin(x, y), x, y, low=True)


def _maxnum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE maxNum: a NaN operand gives the other; maxnum(±0, ∓0) = +0.0."""
    return _zeros_ordered(np.fmax(x, y), x, y, low=False)


def _minimum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE minimum: NaN propagates; -0.0 < +0.0 (numpy's minimum returns its first zero)."""
    return _zeros_ordered(np.minimum(x, y), x, y, low=True)


def _maximum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE maximum: NaN propagates; -0.0 < +0.0."""
    return _zeros_ordered(np.maximum(x, y), x, y, low=False)


def _element_pointers(ptr: Lanes, n: int, size: int) -> Lanes:
    """The addresses of the n consecutive elements at `ptr` (a masked load or store as a gather
    or scatter)."""
    steps = np.arange(n, dtype=np.uint64) * np.uint64(size)
    return Lanes(ptr.data[:, None] + steps, np.repeat(ptr.defined[:, None], n, axis=1),
                 None if ptr.poison is None else np.repeat(ptr.poison[:, None], n, axis=1))


def _column(v: Lanes, k: int) -> Lanes:
    """Element k of every thread's vector."""
    return Lanes(v.data[:, k], v.defined[:, k], None if v.poison is None else v.poison[:, k])


def _masked_load(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    ptr, align, mask, passthru = args
    vt = vector_of(ret, m.types)
    ptrs = _element_pointers(ptr, vt.count, m.layout.size(vt.elem))
    return _masked_gather([ptrs, align, mask, passthru], types, ret, amsk, m, mem)


def _masked_store(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    value, ptr, align, mask = args
    ptrs = _element_pointers(ptr, types[0].count, m.layout.size(types[0].elem))
    return _masked_scatter([value, ptrs, align, mask], types, ret, amsk, m, mem)


def _element_address(ptrs: Lanes, k: int, act: np.ndarray) -> np.ndarray:
    """Element k's addresses; one that is ⊤ or poison where `act` holds is undefined."""
    p = _column(ptrs, k)
    bad = act & ~p.defined
    if bad.any():
        raise Fault(f"memory access through a {state_word(p, bad)} pointer", np.flatnonzero(bad))
    return p.data


def _masked_gather(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    """Element k is read where the mask is set; masked-off elements are not accessed (they
    keep the pass-through value, poison included)."""
    ptrs, _align, mask, passthru = args
    _defined_or_fault(amsk, mask, what="masked load or gather")
    vt = vector_of(ret, m.types)
    size = m.layout.size(vt.elem)
    data, defined = passthru.data.copy(), passthru.defined.copy()
    poison = None if passthru.poison is None else passthru.poison.copy()
    for k in range(vt.count):
        act = amsk & mask.data[:, k]
        if act.any():
            raw, ok, bad = mem.read(_element_address(ptrs, k, act), size, act)
            lane = as_lanes(m.from_bytes(raw, ok, vt.elem, bad))
            data[act, k], defined[act, k] = lane.data[act], lane.defined[act]
            if lane.poison is not None or poison is not None:
                poison = np.zeros_like(defined) if poison is None else poison
                poison[act, k] = False if lane.poison is None else lane.poison[act]
    return Lanes.of(data, defined, poison)


def _masked_scatter(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    """Element k is written where the mask is set, in increasing k (the last write wins)."""
    value, ptrs, _align, mask = args
    _defined_or_fault(amsk, mask, what="masked store or scatter")
    elem = types[0].elem
    for k in range(types[0].count):
        act = amsk & mask.data[:, k]
        if act.any():
            addr = _element_address(ptrs, k, act)
            raw, ok, poison = m.to_bytes(_column(value, k), elem)
            mem.write(addr, raw, ok, act, poison)
    return None


def _defined_or_fault(amsk: np.ndarray, *operands: Lanes, what: str) -> None:
    """A pointer, length or mask that is ⊤ or poison on an active thread is undefined behaviour."""
    bad = np.zeros_like(amsk)
    word = "⊤"
    for v in operands:
        d = v.defined if v.defined.ndim == 1 else v.defined.all(axis=1)
        hit = amsk & ~d
        if hit.any() and v.poison is not None:
            p = v.poison if v.poison.ndim == 1 else v.poison.any(axis=1)
            word = "poison" if (hit & p).any() and not bad.any() else word
        bad |= hit
    if bad.any():
        raise Fault(f"{what} with a {word} operand", np.flatnonzero(bad))


def _inside(mem: Memory, ptr: Lanes, n: Lanes, lanes: np.ndarray, what: str) -> None:
    """The `n` bytes at `ptr` lie inside one object on every thread of `lanes` (otherwise the
    access is undefined, as a load or store outside its object: a length from the input may be
    negative, read unsigned, or huge)."""
    bad, at = [], []
    for t in lanes:
        address, count = int(ptr.data[t]), int(n.data.astype(np.uint64)[t])
        obj = mem.object_at(address)
        if obj is None or address + count > obj.base + obj.size:
            bad.append(t)
            at.append(address)
    if bad:
        raise Fault(f"{what} of {int(n.data.astype(np.uint64)[bad[0]])} bytes leaves the object it "
                    "starts in", bad, at)


def _memset(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    """Each active thread writes n copies of the byte, poison if the byte value is."""
    dst, val, n = args[0], args[1], args[2]
    _defined_or_fault(amsk, dst, n, what="memset")
    lanes = np.flatnonzero(amsk & (n.data.astype(np.uint64) > 0))
    _inside(mem, dst, n, lanes, "memset")
    data = [np.full(int(n.data[t]), int(val.data[t]) & 0xFF, np.uint8) for t in lanes]
    ok = [np.full(int(n.data[t]), bool(val.defined[t])) for t in lanes]
    poison = None if val.poison is None else [np.full(int(n.data[t]), bool(val.poison[t])) for t in lanes]
    mem.write_spans(dst.data, data, ok, lanes, poison)
    return None


def _memcpy(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    """Every active thread's source bytes are read before any thread writes; the bytes move
    with their defined and poison flags."""
    dst, src, n = args[0], args[1], args[2]
    _defined_or_fault(amsk, dst, src, n, what="memcpy")
    lanes = np.flatnonzero(amsk & (n.data.astype(np.uint64) > 0))
    _inside(mem, src, n, lanes, "memcpy")
    _inside(mem, dst, n, lanes, "memcpy")
    data, ok, poison = [], [], []
    for t in lanes:
        only = np.zeros(m.w, np.bool_)
        only[t] = True
        count = int(n.data[t])
        raw, k, bad = mem.read(src.data, count, only)
        data.append(raw[t])
        ok.append(k[t])
        poison.append(np.zeros(count, np.bool_) if bad is None else bad[t])
    mem.write_spans(dst.data, data, ok, lanes, poison)
    return None


def _lifetime(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    size, ptr = args
    _defined_or_fault(amsk, ptr, what="llvm.lifetime")
    for t in np.flatnonzero(amsk):
        n = int(to_signed(size.data, 64)[t])
        obj = mem.object_at(int(ptr.data[t]))
        if obj is None:
            raise Fault("llvm.lifetime on an address outside every object", [int(t)], [int(ptr.data[t])])
        mem.forget(int(ptr.data[t]), obj.size if n < 0 else n)
    return None


def _identity(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    return args[0]


def _nothing(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
    return None


def _fmuladd(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> np.ndarray:
    """Unfused: LLVM lets fmuladd round twice, and C compilers without contraction do."""
    return first_nan(x * y + z, x, y, z)


def _minmax(fn: Callable[[np.ndarray, np.ndarray], np.ndarray], signed: bool) -> Builtin:
    return _int_lanewise(lambda a, b, bits: fn(a, b), signed=signed)


def _abs(a: np.ndarray, *rest: object) -> np.ndarray:
    return np.abs(a)


def _bswap(a: np.ndarray, bits: int) -> np.ndarray:
    return np.array([int.from_bytes(int(x).to_bytes(bits // 8, "little"), "big") for x in a.ravel()],
                    dtype=np.uint64).reshape(a.shape)


def _bitreverse(a: np.ndarray, bits: int) -> np.ndarray:
    return np.array([int(format(int(x), f"0{bits}b")[::-1], 2) for x in a.ravel()],
                    dtype=np.uint64).reshape(a.shape)


def _fshl(a: np.ndarray, b: np.ndarray, s: np.ndarray, bits: int) -> np.ndarray:
    sh = s.astype(np.uint64) % np.uint64(bits)
    wide = (a.astype(np.uint64) << np.uint64(bits)) | b.astype(np.uint64) if bits <= 32 else None
    if wide is not None:
        return (wide << sh) >> np.uint64(bits)
    return np.where(sh == 0, a, (a << sh) | (b >> (np.uint64(bits) - sh)))


def _fshr(a: np.ndarray, b: np.ndarray, s: np.ndarray, bits: int) -> np.ndarray:
    sh = s.astype(np.uint64) % np.uint64(bits)
    return np.where(sh == 0, b, (b >> sh) | (a << (np.uint64(bits) - sh)))


def _overflow(op: str, signed: bool) -> Builtin:
    """llvm.{s,u}{add,sub,mul}.with.overflow: { result, overflowed } per thread."""

    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        a, b = args
        bits = _bits(types[0])
        x, y = _exact(a, bits, signed), _exact(b, bits, signed)
        exact = {"add": x + y, "sub": x - y, "mul": x * y}[op]
        lo, hi = (-(1 << (bits - 1)), 1 << (bits - 1)) if signed else (0, 1 << bits)
        flag = np.array([not lo <= v < hi for v in exact], np.bool_).reshape(a.data.shape)
        wrapped = np.array([v & ((1 << bits) - 1) for v in exact], np.uint64).reshape(a.data.shape)
        value = (wrapped & 1).astype(np.bool_) if a.data.dtype == np.bool_ else wrapped.astype(a.data.dtype)
        ok, poison = a.defined & b.defined, poison_of(a, b)
        return Agg([Lanes.of(value, ok, poison), Lanes.of(flag, ok.copy(), poison)])

    return run


def _saturating(op: str, signed: bool) -> Builtin:
    """llvm.{s,u}{add,sub}.sat: the exact result clamped to the type's range."""

    def run(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        a, b = args
        bits = _bits(types[0])
        x, y = _exact(a, bits, signed), _exact(b, bits, signed)
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        exact = [min(max(v, lo), hi) for v in (x + y if op == "add" else x - y)]
        data = np.array([v & ((1 << bits) - 1) for v in exact], np.uint64).reshape(a.data.shape)
        return Lanes.of(data.astype(a.data.dtype), a.defined & b.defined, poison_of(a, b))

    return run


def _exact(v: Lanes, bits: int, signed: bool) -> np.ndarray:
    """Each element as a Python int (object array), so sums and products cannot overflow."""
    data = to_signed(v.data, bits) if signed else v.data
    return np.array([int(x) for x in data.ravel()], dtype=object)


def _load_relative(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
    """llvm.load.relative(p, off) = p + sext(load i32 from p + off)."""
    p, off = args
    _defined_or_fault(amsk, p, off, what="llvm.load.relative")
    addr = (p.data.astype(np.int64) + to_signed(off.data, _bits(types[1])).astype(np.int64))
    raw, ok, poison = mem.read(addr.astype(np.uint64), 4, amsk)
    rel = raw.view(np.int32).reshape(-1).astype(np.int64)
    return Lanes.of((p.data.astype(np.int64) + rel).astype(np.uint64), ok.all(axis=1) & p.defined,
                    None if poison is None else np.asarray(poison.any(axis=1)))


INTRINSICS: dict[str, Builtin] = {
    "fmuladd": _lanewise(_fmuladd), "fma": _lanewise(_fused),
    "minnum": _lanewise(_minnum), "maxnum": _lanewise(_maxnum),
    "minimum": _lanewise(_minimum), "maximum": _lanewise(_maximum),
    "powi": _lanewise(lambda x, n: np.power(x, n.astype(np.int64).astype(x.dtype))),
    "smin": _minmax(np.minimum, True), "smax": _minmax(np.maximum, True),
    "umin": _minmax(np.minimum, False), "umax": _minmax(np.maximum, False),
    "abs": _int_lanewise(_abs, signed=True, poison_at=lambda a, bits: _flag(a, 1) & (
        a[0].data == a[0].data.dtype.type(1 << (bits - 1)))),
    "ctpop": _int_lanewise(_ctpop),
    "ctlz": _int_lanewise(_ctlz, poison_at=lambda a, bits: _flag(a, 1) & (a[0].data == 0)),
    "cttz": _int_lanewise(_cttz, poison_at=lambda a, bits: _flag(a, 1) & (a[0].data == 0)),
    "fshl": _int_lanewise(_fshl), "fshr": _int_lanewise(_fshr),
    "masked.load": _masked_load, "masked.store": _masked_store,
    "masked.gather": _masked_gather, "masked.scatter": _masked_scatter,
    "memcpy": _memcpy, "memmove": _memcpy, "memset": _memset,
    "lifetime.start": _lifetime, "lifetime.end": _lifetime,
    "experimental.noalias.scope.decl": _nothing,
    "expect": _identity, "assume": _nothing, "load.relative": _load_relative,
    "bswap": _int_lanewise(lambda a, bits: _bswap(a, bits)),
    "bitreverse": _int_lanewise(lambda a, bits: _bitreverse(a, bits)),
}  # fmt: skip
for _op in ("add", "sub", "mul"):
    INTRINSICS[f"s{_op}.with.overflow"] = _overflow(_op, signed=True)
    INTRINSICS[f"u{_op}.with.overflow"] = _overflow(_op, signed=False)
for _op in ("add", "sub"):
    INTRINSICS[f"s{_op}.sat"] = _saturating(_op, signed=True)
    INTRINSICS[f"u{_op}.sat"] = _saturating(_op, signed=False)
for _op in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fadd", "fmul",
            "fmax", "fmin"):
    INTRINSICS[f"vector.reduce.{_op}"] = _reduce(_op)
for _name, _fn in _LIBM_UFUNCS.items():
    INTRINSICS.setdefault(_name, _lanewise(_fn))


def family(name: str) -> str | None:
    """The name θ knows a function symbol by: a builtin as it is, a C math function without
    its `f` suffix (`sqrtf` -> `sqrt`), an intrinsic without `llvm.` and its type suffix
    (`llvm.smax.v4i32` -> `smax`); None if θ does not know it."""
    if name in BUILTINS:
        return name
    if name in LIBM:
        return name[:-1] if name.endswith("f") and name[:-1] in _LIBM_UFUNCS else name
    key = intrinsic_family(name)
    return key if key in INTRINSICS else None


def lookup(name: str) -> Builtin:
    """θ(fnc): the semantics of a function symbol, or Unsupported naming it."""
    key = family(name)
    if key in BUILTINS:
        return BUILTINS[key]
    if name in LIBM:
        return _libm(name)
    if key is not None:
        return INTRINSICS[key]
    raise Unsupported(f"@{name} is not in the function map θ: pllvm has no semantics for it")


# ---------------------------------------------------------------- external functions


def _mix(h: np.ndarray, x: np.ndarray) -> np.ndarray:
    """One round of splitmix64 over `h` combined with the 64-bit words `x` (wrapping)."""
    with np.errstate(over="ignore"):
        h = (h ^ x) * np.uint64(0x9E3779B97F4A7C15)
        h = (h ^ (h >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        h = (h ^ (h >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return h ^ (h >> np.uint64(31))


def _words(v: Lanes, w: int) -> np.ndarray:
    """A value's data per thread as rows of 64-bit words (vector elements side by side)."""
    data = v.data.reshape(w, -1)
    wide = data.astype(np.float64) if np.issubdtype(data.dtype, np.floating) else data.astype(np.int64)
    return wide.view(np.uint64)


def external(name: str) -> Builtin:
    """[THETA-EXTERNAL] a call of an external function outside θ. With `Machine.externals` (the
    runs of a check) it is an uninterpreted function: each thread's result is a fixed hash of
    the name and its argument values, so the source and the target agree wherever they call it
    with the same arguments; it reads and writes no memory. ⊤ or poison in an argument makes
    the result ⊤ or poison. Otherwise the run stops there (`External`)."""
    seed = np.uint64(int.from_bytes(name.encode()[:8].ljust(8, b"\0"), "little"))

    def call(args: list, types: list, ret: Type, amsk: np.ndarray, m: Machine, mem: Memory) -> Value | None:
        if not m.externals:
            if amsk.any():
                raise External(name, np.flatnonzero(amsk))
            return None if isinstance(ret, VoidType) else _broadcast(0, False, ret, m.w)
        if isinstance(ret, VoidType):
            return None
        if not isinstance(ret, (IntType, FloatType)) or ret.bits > 64:
            raise Unsupported(f"@{name} returns {print_type(ret)}: an uninterpreted external "
                              "function returns integers and floats only")
        h = _mix(np.full(m.w, seed, np.uint64), np.zeros(m.w, np.uint64))
        defined = np.ones(m.w, np.bool_)
        for v in args:
            if v is None:
                continue
            for column in _words(v, m.w).T:
                h = _mix(h, column)
            defined &= v.defined.reshape(m.w, -1).all(axis=1)
        poison = poison_of(*[v for v in args if v is not None])
        if poison is not None:
            poison = np.asarray(poison.reshape(m.w, -1).any(axis=1))
        if isinstance(ret, IntType):
            data = (h & np.uint64((1 << ret.bits) - 1)).astype(dtype_of(ret))
        else:
            unsigned = {16: np.uint16, 32: np.uint32, 64: np.uint64}[ret.bits]
            data = (h & np.uint64((1 << ret.bits) - 1)).astype(unsigned).view(dtype_of(ret)).copy()
        return Lanes.of(data, defined, poison)

    return call
