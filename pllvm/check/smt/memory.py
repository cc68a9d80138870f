"""Symbolic memory: the interpreter's flat byte-addressed space (semantics/memory.md) over
64-bit addresses, byte by byte with each byte's definedness.

Objects sit at the addresses the interpreter gives them (globals, then the input buffers, in the
order `pllvm.exec.prepare` allocates them), so pointer values agree when a model is replayed.
An access outside every object, a store to a constant and two threads storing different values
to one byte are undefined behaviour, as in the interpreter.
"""

from __future__ import annotations

import attrs
import z3

from pllvm.check.smt.ints import Term
from pllvm.check.smt.sym import FALSE, TRUE
from pllvm.exec.memory import Memory

__all__ = ["ALLOCA_BASE", "MemObject", "SymMemory"]

#: Where the encoding puts the objects `alloca` creates: above anything the interpreter's arena
#: reaches in a checked run, so they never overlap globals or buffers.
ALLOCA_BASE = 1 << 40


@attrs.frozen
class MemObject:
    """An object: [base, base + size); `exists` is when it has been allocated (allocas)."""

    name: str
    base: int
    size: int
    readonly: bool = False
    exists: z3.BoolRef = TRUE


def _addr(a: int) -> z3.BitVecRef:
    return z3.BitVecVal(a, 64)


_TOP_BYTE = Term(z3.BitVecVal(0, 8), FALSE)


@attrs.define
class SymMemory:
    """The memory state M of one run: every byte of every object as a term, and the objects.

    Objects are few and small in checked runs (globals and 64-byte buffers), so memory is a map
    from concrete addresses to bytes: an access at a constant address is a lookup, one at a
    symbolic address an `If` over the bytes it may touch. This keeps queries in bitvector logic,
    which z3 solves far better than arrays with conditional stores."""

    cells: dict[int, Term]
    objects: list[MemObject]

    @classmethod
    def of(cls, memory: Memory) -> SymMemory:
        """The interpreter's memory before a run (its globals and buffers, initialized);
        input buffers are then overwritten by `fill`."""
        cells: dict[int, Term] = {}
        objects = []
        for obj in memory.objects:
            raw, ok = memory.contents(obj)
            for k, (byte, known) in enumerate(zip(raw.tolist(), ok.tolist(), strict=True)):
                cells[obj.base + k] = Term(z3.BitVecVal(byte, 8), z3.BoolVal(bool(known)))
            objects.append(MemObject(obj.name, obj.base, obj.size, obj.readonly))
        return cls(cells, objects)

    def fill(self, base: int, image: list[Term]) -> None:
        """Set bytes directly (the contents of an input buffer)."""
        for k, b in enumerate(image):
            self.cells[base + k] = b

    def allocate(self, name: str, size: int, when: z3.BoolRef) -> int:
        """A new object of `size` bytes (contents ⊤) that exists where `when` holds."""
        top = max([o.base + o.size for o in self.objects if o.base >= ALLOCA_BASE], default=ALLOCA_BASE)
        base = -(-(top + 64) // 16) * 16
        self.objects.append(MemObject(name, base, size, False, when))
        for k in range(size):
            self.cells[base + k] = _TOP_BYTE
        return base

    def inside(self, addr: z3.BitVecRef, n: int, write: bool) -> z3.BoolRef:
        """The access of `n` bytes at `addr` lies inside one (writable) object."""
        fits = [z3.And(o.exists, z3.UGE(addr, _addr(o.base)), z3.ULE(addr, _addr(o.base + o.size - n)))
                for o in self.objects if o.size >= n and not (write and o.readonly)]
        return z3.simplify(z3.Or(*fits)) if fits else FALSE

    @staticmethod
    def _constant(addr: z3.BitVecRef) -> int | None:
        """The address if it is a constant, None if it is symbolic."""
        addr = z3.simplify(addr)
        return addr.as_long() if z3.is_bv_value(addr) else None  # type: ignore[attr-defined]

    def read(self, addr: z3.BitVecRef, n: int) -> list[Term]:
        """n bytes at addr (⊤ outside every object: such a read is undefined behaviour anyway)."""
        fixed = self._constant(addr)
        if fixed is not None:
            return [self.cells.get(fixed + k, _TOP_BYTE) for k in range(n)]
        out = []
        for k in range(n):
            value, defined = _TOP_BYTE.value, _TOP_BYTE.defined
            at = addr + k
            for place, b in self.cells.items():
                hit = at == place
                value, defined = z3.If(hit, b.value, value), z3.If(hit, b.defined, defined)
            out.append(Term(value, defined))
        return out

    def write(self, addr: z3.BitVecRef, image: list[Term], when: z3.BoolRef) -> None:
        """Store the bytes where `when` holds."""
        if z3.is_false(when):
            return
        fixed = self._constant(addr)
        for k, b in enumerate(image):
            if fixed is not None:
                targets = [fixed + k] if fixed + k in self.cells else []
                hits = {p: when for p in targets}
            else:
                at = addr + k
                hits = {p: z3.And(when, at == p) for p in self.cells}
            for p, hit in hits.items():
                old = self.cells[p]
                self.cells[p] = Term(z3.If(hit, b.value, old.value), z3.If(hit, b.defined, old.defined))



def clash(a: z3.BitVecRef, x: list[Term], b: z3.BitVecRef, y: list[Term]) -> z3.BoolRef:
    """Two stores of byte strings x at a and y at b write different values to one byte (a
    defined byte and a ⊤ one, or two different defined bytes)."""
    n, m = len(x), len(y)
    cases = []
    for delta in range(-(m - 1), n):  # b = a + delta
        pairs = [(x[k], y[k - delta]) for k in range(n) if 0 <= k - delta < m]
        differ = [z3.Or(p.defined != q.defined, z3.And(p.defined, p.value != q.value))
                  for p, q in pairs]
        cases.append(z3.And(b == a + delta, z3.Or(*differ)))
    return z3.Or(*cases) if cases else FALSE
