"""Refinement of one value by another, as LLVM defines it ([CHK-REFINE] in
semantics/checking.md): the target may be more defined than the source, never less.

Values are a run's Python view (`pllvm.exec.lanes.to_python`, through `json_value`): None is ⊤
(undef), `POISON` ("poison") is poison, floats are compared bit for bit up to NaN payloads (every
NaN is the same value; -0.0 and +0.0 differ), and vectors element by element.
"""

from __future__ import annotations

import math

from pllvm.exec.lanes import POISON

__all__ = ["refines", "same_value", "within"]


def _is_poison(v: object) -> bool:
    return isinstance(v, str) and v == POISON


def _float(v: object) -> float | None:
    """A float or a non-finite float as results print it ("nan", "inf", "-inf")."""
    if isinstance(v, float):
        return v
    if isinstance(v, str) and v in ("nan", "inf", "-inf"):
        return float(v)
    return None


def same_value(a: object, b: object) -> bool:
    """The same defined value: floats bit for bit except that every NaN is one value."""
    fa, fb = _float(a), _float(b)
    if fa is not None and fb is not None:
        if math.isnan(fa) or math.isnan(fb):
            return math.isnan(fa) and math.isnan(fb)
        return fa == fb and math.copysign(1.0, fa) == math.copysign(1.0, fb)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(same_value, a, b))
    return a == b


def refines(source: object, target: object) -> bool:
    """[CHK-REFINE] The target's value is one the source allows: anything where the source is
    poison; anything but poison where it is ⊤; the same value where it is defined."""
    if _is_poison(source):
        return True
    if isinstance(source, list):
        return isinstance(target, list) and len(source) == len(target) and all(
            map(refines, source, target))
    if source is None:
        return not _contains_poison(target)
    if target is None or _is_poison(target):
        return False
    return same_value(source, target)


def _contains_poison(v: object) -> bool:
    if isinstance(v, list):
        return any(map(_contains_poison, v))
    return _is_poison(v)


def within(source: object, target: object, slack: object) -> bool:
    """[CHK-REASSOC] The target's float is as far from the source's as reassociation can move
    it: at most `slack` (a float per element); an infinite slack (some order overflows, which
    under `ninf` is poison) allows anything."""
    if isinstance(source, list):
        return (isinstance(target, list) and isinstance(slack, list) and len(source) == len(target)
                and all(refines(a, b) or within(a, b, c) for a, b, c in zip(source, target, slack,
                                                                              strict=False)))
    d = _float(slack)
    if d is not None and not math.isfinite(d):
        return True  # some order of the operations overflows: the source allows anything there
    a, b = _float(source), _float(target)
    if a is None or b is None or d is None:
        return False
    return math.isfinite(a) and math.isfinite(b) and abs(a - b) <= d
