"""Memory of an arbitrary state, for proofs over every trip count ([CHK-SMT-INDUCTION] in
semantics/checking.md): the flat byte-addressed space of semantics/memory.md over 64-bit
addresses, each object's bytes as z3 arrays (a byte's value, whether it is defined, whether it is
poison), the objects as intervals whose bounds are symbolic.

`SymMemory` places objects at the interpreter's concrete addresses with concrete sizes, which a
proof for every trip count cannot: an iteration at index i touches bytes far from any fixed
buffer. Here the pointer parameters point into objects of any place and size, as a *layout*
says: which parameters share an object (one may point into another's buffer unless either is
`noalias`, as the checker's inputs have it). Objects lie GAP bytes apart, as the interpreter
places them. An access is defined when its bytes lie in one object, as in the interpreter.

As in `SymMemory` ([CHK-SMT-OBJECT]), an access follows its pointer to the object its address is
computed from (a pointer parameter plus offsets): its bytes are that object's arrays, and the
inputs on which it lands in another object are set apart (`escapes`). So loads through one
pointer never meet the stores through another, and z3 compares store lists, not address
arithmetic across objects. An address computed from no parameter may be in any object.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import attrs
import z3

from pllvm.check.smt.ints import Term
from pllvm.check.smt.memory import address_equal
from pllvm.check.smt.solver import operator_of
from pllvm.check.smt.sym import FALSE, choose
from pllvm.errors import Unsupported
from pllvm.exec.memory import GAP

__all__ = ["ArrayMemory", "Object", "layouts"]

_ADDR = z3.BitVecSort(64)


@attrs.frozen
class Object:
    """An object [lo, hi) and the pointer parameters that point into it (or to its end)."""

    name: str
    lo: z3.BitVecRef
    hi: z3.BitVecRef
    pointers: tuple[str, ...]

    def holds(self, addr: z3.BitVecRef, n: int) -> z3.BoolRef:
        end = addr + n
        return z3.And(z3.ULE(self.lo, addr), z3.ULE(addr, end), z3.ULE(end, self.hi))

    def points(self, addr: z3.BitVecRef) -> z3.BoolRef:
        """addr points into the object or to its end."""
        return z3.And(z3.ULE(self.lo, addr), z3.ULE(addr, self.hi))


def layouts(pointers: Sequence[tuple[str, bool]]) -> Iterator[tuple[tuple[str, ...], ...]]:
    """Every way the pointer parameters (name, noalias) can share objects: the partitions of the
    parameters in which a `noalias` one is alone."""
    names = [n for n, noalias in pointers if not noalias]
    alone = tuple((n,) for n, noalias in pointers if noalias)

    def parts(xs: list[str]) -> Iterator[list[list[str]]]:
        if not xs:
            yield []
            return
        first, rest = xs[0], xs[1:]
        for p in parts(rest):
            yield [[first], *p]
            for i in range(len(p)):
                yield [*p[:i], [first, *p[i]], *p[i + 1:]]

    for p in parts(names):
        yield tuple(tuple(g) for g in p) + alone


@attrs.frozen
class _Write:
    """A byte stored: where, what, and when (the store's condition)."""

    addr: z3.BitVecRef
    byte: Term
    when: z3.BoolRef


@attrs.define
class ArrayMemory:
    """The memory M of a run from an arbitrary state: per object its bytes as three arrays.
    Writes replace the arrays by stores, so a copy taken before a run is the state before it."""

    objects: tuple[Object, ...]
    pointer_values: dict[int, int]  # the AST id of a pointer parameter's value -> its object
    #: per object, its initial bytes: value, defined, poison (arrays over addresses)
    initial: tuple[tuple[z3.ArrayRef, z3.ArrayRef, z3.ArrayRef], ...]
    #: per object, the bytes stored so far, oldest first
    writes: list[tuple[_Write, ...]]

    @classmethod
    def fresh(cls, name: str, pointers: Sequence[tuple[str, z3.BitVecRef]],
              layout: Sequence[Sequence[str]]) -> tuple[ArrayMemory, z3.BoolRef]:
        """Unknown contents of the objects of `layout` (groups of pointer parameters), with the
        condition on them: each object holds its pointers (or has them one past its end), does
        not wrap around, and lies GAP bytes apart from every other."""
        value_of = dict(pointers)
        objects, facts, ids = [], [], {}
        for k, group in enumerate(layout):
            lo, hi = z3.BitVec(f"{name}.{k}.lo", 64), z3.BitVec(f"{name}.{k}.hi", 64)
            obj = Object(f"{name}.{k}", lo, hi, tuple(group))
            objects.append(obj)
            facts += [z3.ULE(lo, hi), z3.ULT(hi, z3.BitVecVal(1 << 63, 64)), z3.UGT(lo, z3.BitVecVal(0, 64))]
            for p in group:
                facts.append(obj.points(value_of[p]))
                ids[value_of[p].get_id()] = k
        for i, a in enumerate(objects):
            for b in objects[:i]:
                facts.append(z3.Or(z3.ULT(a.hi + GAP - 1, b.lo), z3.ULT(b.hi + GAP - 1, a.lo)))
        initial = tuple((z3.Array(f"{o.name}.bytes", _ADDR, z3.BitVecSort(8)),
                         z3.Array(f"{o.name}.defined", _ADDR, z3.BoolSort()),
                         z3.Array(f"{o.name}.poison", _ADDR, z3.BoolSort())) for o in objects)
        return cls(tuple(objects), ids, initial, [() for _ in objects]), z3.And(*facts)

    def copy(self) -> ArrayMemory:
        return ArrayMemory(self.objects, self.pointer_values, self.initial, list(self.writes))

    # ------------------------------------------------------------ which object

    def based_on(self, addr: z3.ExprRef) -> int | None:
        """[CHK-SMT-OBJECT] the object an address is computed from: a pointer parameter, or one
        plus offsets (a sum with one such term), or an `If` between addresses of one object."""
        k = self.pointer_values.get(addr.get_id())
        if k is not None:
            return k
        kind = operator_of(addr)
        kids = addr.children()
        if kind == "ite":  # an address, or ⊤'s 0 where the value was not computed (no access then)
            a, b = self.based_on(kids[1]), self.based_on(kids[2])
            if a is None and z3.is_bv_value(kids[1]):
                return b
            if b is None and z3.is_bv_value(kids[2]):
                return a
            return a if a == b else None
        if kind == "bvadd":
            based = {self.based_on(x) for x in kids} - {None}
            return based.pop() if len(based) == 1 else None
        return None

    def inside(self, addr: z3.BitVecRef, n: int, write: bool, objects: object = None) -> z3.BoolRef:
        """The access of `n` bytes at `addr` lies inside the object it is computed from, or
        inside one object if that is not known. (Landing in another object than its own is
        what `SymMemory` sets apart as an escape; a proof both assumes the source does not and
        requires the same of the target, so here it is simply not inside.)"""
        k = self.based_on(z3.simplify(addr))
        if k is not None:
            return self.objects[k].holds(addr, n)
        return z3.Or(*[o.holds(addr, n) for o in self.objects]) if self.objects else FALSE

    def in_bounds(self, start: z3.BitVecRef, end: z3.BitVecRef) -> z3.BoolRef:
        """[VAL-POISON-INBOUNDS] `start` and `end` point into, or to the end of, one object."""
        return z3.Or(*[z3.And(o.points(start), o.points(end)) for o in self.objects]) \
            if self.objects else FALSE

    def escapes(self, addr: z3.BitVecRef, n: int, write: bool, inside: z3.BoolRef) -> z3.BoolRef:
        """Nothing is set apart: `inside` already requires an access's own object."""
        return FALSE

    def owner(self, a: int) -> None:
        """No object sits at a known address."""
        return None

    def allocate(self, name: str, size: int, when: z3.BoolRef) -> int:
        raise Unsupported("an alloca in a loop proved for every trip count")

    # ------------------------------------------------------------ access

    def _targets(self, addr: z3.BitVecRef, n: int) -> list[tuple[int, z3.BoolRef]]:
        """The objects an access may touch, each with when it does."""
        k = self.based_on(z3.simplify(addr))
        if k is not None:
            return [(k, z3.BoolVal(True))]
        return [(j, o.holds(addr, n)) for j, o in enumerate(self.objects)]

    def byte(self, j: int, at: z3.BitVecRef, writes: Sequence[_Write] | None = None) -> Term:
        """The byte of object j at `at`: its initial byte, then the stores to it, oldest first
        (a store whose address is the same sum plus another constant is passed over without
        the solver: `memory.address_equal`). `writes` are the stores to read through, when not
        the object's own (`same_bytes` passes them with the run's named terms inlined)."""
        value, defined, poison = self.initial[j]
        out = Term(z3.Select(value, at), z3.Select(defined, at), z3.Select(poison, at))
        for w in self.writes[j] if writes is None else writes:
            same = address_equal(at, w.addr, 0)
            if z3.is_false(same):
                continue
            out = choose(w.when if z3.is_true(same) else z3.And(w.when, same), w.byte, out)
        return out

    def read(self, addr: z3.BitVecRef, n: int) -> list[Term]:
        """n bytes at addr (⊤ outside every object: such a read is undefined behaviour anyway)."""
        targets = self._targets(addr, n)
        out = []
        for k in range(n):
            at = z3.simplify(addr + k, som=True)
            byte = Term(z3.BitVecVal(0, 8), FALSE)
            for j, when in reversed(targets):
                here = self.byte(j, at)
                byte = here if z3.is_true(when) else choose(when, here, byte)
            out.append(byte)
        return out

    def write(self, addr: z3.BitVecRef, image: list[Term], when: z3.BoolRef) -> None:
        """Store the bytes where `when` holds."""
        if z3.is_false(when):
            return
        for j, hit in self._targets(addr, len(image)):
            on = z3.simplify(z3.And(when, hit))
            if not z3.is_false(on):
                self.writes[j] += tuple(_Write(z3.simplify(addr + k, som=True), x, on)
                                        for k, x in enumerate(image))

    def same_bytes(self, other: ArrayMemory,
                   inline: Callable[[z3.ExprRef], z3.ExprRef]) -> list[z3.BoolRef]:
        """For two runs from one memory, per byte either stored to: that it is the same in both
        (its value where defined, its definedness, its poison). Bytes neither stored to are the
        initial ones in both. One condition per byte, so that each can be a small query. `inline`
        brings the stores' addresses to the form `address_equal` compares (the runs' named terms
        inlined); each store's is inlined once."""
        out = []
        for j in range(len(self.objects)):
            mine, theirs = _inlined(self.writes[j], inline), _inlined(other.writes[j], inline)
            for at in dict.fromkeys(w.addr for w in mine + theirs):
                a, b = self.byte(j, at, mine), other.byte(j, at, theirs)
                out.append(z3.And(a.defined == b.defined, a.poison == b.poison,
                                  z3.Implies(a.defined, a.value == b.value)))
        return out


def _inlined(writes: Sequence[_Write], inline: Callable[[z3.ExprRef], z3.ExprRef]) -> list[_Write]:
    """The stores with `inline` applied to their addresses (the bytes and conditions are folded
    with the rest of the goal they end up in)."""
    return [attrs.evolve(w, addr=inline(w.addr)) for w in writes]
