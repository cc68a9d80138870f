"""Memory of an arbitrary state, for proofs over every trip count ([CHK-SMT-INDUCTION] in
semantics/checking.md): the flat byte-addressed space of semantics/memory.md as z3 arrays over
64-bit addresses (a byte's value, whether it is defined, whether it is poison), and the objects
as intervals whose bounds are symbolic.

`SymMemory` places objects at the interpreter's concrete addresses with concrete sizes, which a
proof for every trip count cannot: an iteration at index i touches bytes far from any fixed
buffer. Here each pointer parameter points into an object [lo, hi) of any place and size; two
objects are either disjoint or the same object (a parameter may point into another's buffer,
unless either is `noalias`, as the checker's inputs have it). An access is defined when its
bytes lie in one object, as in the interpreter; the contents of every object are the arrays'
initial values, unknown, and the same for both sides of a proof.
"""

from __future__ import annotations

import attrs
import z3

from pllvm.check.smt.ints import Term
from pllvm.check.smt.sym import FALSE
from pllvm.errors import Unsupported
from pllvm.exec.memory import GAP

__all__ = ["ArrayMemory", "Region"]

_ADDR = z3.BitVecSort(64)


@attrs.frozen
class Region:
    """An object [lo, hi) a pointer parameter points into (or to the end of)."""

    name: str
    lo: z3.BitVecRef
    hi: z3.BitVecRef


@attrs.define
class ArrayMemory:
    """The memory M of a run from an arbitrary state: the bytes as three arrays, the objects as
    regions. Writes replace the arrays by stores, so a copy taken before a run is the state
    before it."""

    value: z3.ArrayRef
    defined: z3.ArrayRef
    poison: z3.ArrayRef
    regions: tuple[Region, ...]
    #: the bytes written so far: (address, when)
    writes: tuple[tuple[z3.BitVecRef, z3.BoolRef], ...] = ()

    @classmethod
    def fresh(cls, name: str,
              pointers: list[tuple[str, z3.BitVecRef, bool]]) -> tuple[ArrayMemory, z3.BoolRef]:
        """Unknown contents, and one region per pointer parameter (name, its value, noalias);
        with the condition on the regions: each holds its pointer (or has it one past its end),
        does not wrap around, and is apart from every other (GAP bytes between, as the
        interpreter places objects) or the same object (always apart from a `noalias`
        parameter's)."""
        value = z3.Array(f"{name}.bytes", _ADDR, z3.BitVecSort(8))
        defined = z3.Array(f"{name}.defined", _ADDR, z3.BoolSort())
        poison = z3.Array(f"{name}.poison", _ADDR, z3.BoolSort())
        regions, facts = [], []
        for pname, ptr, _ in pointers:
            lo, hi = z3.BitVec(f"{name}.{pname}.lo", 64), z3.BitVec(f"{name}.{pname}.hi", 64)
            regions.append(Region(pname, lo, hi))
            facts += [z3.ULE(lo, ptr), z3.ULE(ptr, hi), z3.ULE(lo, hi),
                      z3.ULT(hi, z3.BitVecVal(1 << 63, 64)), z3.UGT(lo, z3.BitVecVal(0, 64))]
        for i, (_, _, noalias_a) in enumerate(pointers):
            for j in range(i):
                a, b = regions[i], regions[j]
                # unowned bytes between objects (exec.memory.GAP): an access past one is outside
                apart = z3.Or(z3.ULT(a.hi + GAP - 1, b.lo), z3.ULT(b.hi + GAP - 1, a.lo))
                same = z3.And(a.lo == b.lo, a.hi == b.hi)
                facts.append(apart if noalias_a or pointers[j][2] else z3.Or(apart, same))
        return cls(value, defined, poison, tuple(regions)), z3.And(*facts)

    def copy(self) -> ArrayMemory:
        return attrs.evolve(self)

    # ------------------------------------------------------------ which object

    def inside(self, addr: z3.BitVecRef, n: int, write: bool,
               objects: object = None) -> z3.BoolRef:
        """The access of `n` bytes at `addr` lies inside one object (a region)."""
        end = addr + n
        return z3.Or(*[z3.And(z3.ULE(r.lo, addr), z3.ULE(addr, end), z3.ULE(end, r.hi))
                       for r in self.regions]) if self.regions else FALSE

    def in_bounds(self, start: z3.BitVecRef, end: z3.BitVecRef) -> z3.BoolRef:
        """[VAL-POISON-INBOUNDS] `start` and `end` point into, or to the end of, one object."""
        return z3.Or(*[z3.And(z3.ULE(r.lo, start), z3.ULE(start, r.hi), z3.ULE(r.lo, end),
                              z3.ULE(end, r.hi)) for r in self.regions]) if self.regions else FALSE

    def escapes(self, addr: z3.BitVecRef, n: int, write: bool, inside: z3.BoolRef) -> z3.BoolRef:
        """Flat memory: an access is defined wherever it lands inside an object."""
        return FALSE

    def owner(self, a: int) -> None:
        """No object sits at a known address."""
        return None

    def allocate(self, name: str, size: int, when: z3.BoolRef) -> int:
        raise Unsupported("an alloca in a loop proved for every trip count")

    # ------------------------------------------------------------ access

    def read(self, addr: z3.BitVecRef, n: int) -> list[Term]:
        """n bytes at addr."""
        out = []
        for k in range(n):
            at = z3.simplify(addr + k)
            out.append(Term(z3.Select(self.value, at), z3.Select(self.defined, at),
                            z3.Select(self.poison, at)))
        return out

    def write(self, addr: z3.BitVecRef, image: list[Term], when: z3.BoolRef) -> None:
        """Store the bytes where `when` holds."""
        if z3.is_false(when):
            return
        for k, b in enumerate(image):
            at = z3.simplify(addr + k)
            self.writes += ((at, when),)
            keep = z3.is_true(when)
            self.value = z3.Store(self.value, at, b.value if keep else z3.If(
                when, b.value, z3.Select(self.value, at)))
            self.defined = z3.Store(self.defined, at, b.defined if keep else z3.If(
                when, b.defined, z3.Select(self.defined, at)))
            self.poison = z3.Store(self.poison, at, b.poison if keep else z3.If(
                when, b.poison, z3.Select(self.poison, at)))

    def same_bytes(self, other: ArrayMemory) -> list[z3.BoolRef]:
        """Where two runs from one memory wrote, per byte either wrote, that the byte is the same
        in both (its value where defined, its definedness, its poison): bytes neither wrote are
        the initial ones in both. One condition per byte, so that each is a small query."""
        out = []
        for at, when in dict.fromkeys(self.writes + other.writes):
            d1, d2 = z3.Select(self.defined, at), z3.Select(other.defined, at)
            out.append(z3.Implies(when, z3.And(
                d1 == d2, z3.Select(self.poison, at) == z3.Select(other.poison, at),
                z3.Implies(d1, z3.Select(self.value, at) == z3.Select(other.value, at)))))
        return out
