"""Shapes: the basic lattice ⊥ ⊑ u ⊑ v (§6.1) and the stride-alignment lattice (ch. 10).

One representation serves both: `Strided(s, a)` is γ = {λt. a·k + s·t}, uniform when s = 0;
`Varying(a)` has every thread a multiple of a, and `Varying(1)` is the top `v`. The basic lattice
uses only `BOT`, `U = Strided(0, 1)` and `V = Varying(1)`.
"""

from __future__ import annotations

import re
from math import gcd
from typing import Protocol, Self, TypeVar

import attrs

__all__ = [
    "BOT",
    "Bottom",
    "Shape",
    "Strided",
    "U",
    "V",
    "Varying",
    "join",
    "parse_shape",
    "show",
    "strided_lanes",
    "threadalign",
    "to_basic",
    "uniform",
    "varying",
]


@attrs.frozen
class Bottom:
    """⊥: no value reaches here (yet)."""


@attrs.frozen
class Strided:
    """(s, a): thread t holds a·k + s·t for one k shared by all threads."""

    s: int
    a: int


@attrs.frozen
class Varying:
    """a: every thread holds some multiple of a (a ≥ 1); Varying(1) is `v`."""

    a: int


Shape = Bottom | Strided | Varying
BOT = Bottom()
U = Strided(0, 1)
V = Varying(1)


def parse_shape(word: str) -> Shape:
    """[DA-SIG] One shape of a signature: `u`, `v`, `sN` (stride N from any base, `(N,1)`) or `(s,a)`."""
    if word == "u":
        return U
    if word == "v":
        return V
    if word.startswith("s") and word[1:].lstrip("-").isdigit():
        return Strided(int(word[1:]), 1)
    m = re.fullmatch(r"\((-?\d+),(\d+)\)", word.replace(" ", ""))
    if m:
        return Strided(int(m[1]), int(m[2]))
    raise ValueError(f"unknown shape {word!r}: use u, v, sN (stride N from any base) or (s,a)")


class _Scalar(Protocol):
    """What a base multiple k may be: an int, or a solver's bit-vector term."""

    def __mul__(self, other: int, /) -> Self: ...

    def __add__(self, other: int, /) -> Self: ...


_K = TypeVar("_K", bound=_Scalar)


def strided_lanes(x: Strided, k: _K, lanes: int) -> list[_K]:
    """[DA-SIG] The member of γ((s,a)) that k picks: thread t holds a·k + s·t."""
    return [k * x.a + x.s * t for t in range(lanes)]


def uniform(x: Shape) -> bool:
    return isinstance(x, Strided) and x.s == 0


def varying(x: Shape) -> bool:
    """Not uniform and not ⊥ (the "v" of the basic lattice)."""
    return not isinstance(x, Bottom) and not uniform(x)


def threadalign(x: Shape) -> int:
    """The alignment every thread's value has: a, or gcd(s, a) for strided values."""
    if isinstance(x, Strided):
        return gcd(x.s, x.a)
    return x.a if isinstance(x, Varying) else 0


def join(x: Shape, y: Shape) -> Shape:
    """The least upper bound (with gcd(0, a) = |a|)."""
    if isinstance(x, Bottom):
        return y
    if isinstance(y, Bottom):
        return x
    if isinstance(x, Strided) and isinstance(y, Strided) and x.s == y.s:
        return Strided(x.s, gcd(x.a, y.a))
    return Varying(gcd(threadalign(x), threadalign(y)) or 1)


def to_basic(x: Shape) -> Shape:
    """The basic lattice's view: ⊥, u or v."""
    if isinstance(x, Bottom):
        return BOT
    return U if uniform(x) else V


def show(x: Shape, lattice: str = "basic") -> str:
    """`u`, `v`, `⊥`, or in the sa lattice `(s,a)` and `v` (with `v%a` for an alignment a > 1)."""
    if isinstance(x, Bottom):
        return "⊥"
    if lattice == "basic":
        return "u" if uniform(x) else "v"
    if isinstance(x, Strided):
        return f"({x.s},{x.a})"
    return "v" if x.a == 1 else f"v%{x.a}"
