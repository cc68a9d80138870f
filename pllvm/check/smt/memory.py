"""Symbolic memory: the interpreter's flat byte-addressed space (semantics/memory.md) over
64-bit addresses, byte by byte with each byte's definedness and poison.

Objects sit at the addresses the interpreter gives them (globals, then the input buffers, in the
order `pllvm.exec.prepare` allocates them), so pointer values agree when a model is replayed.
An access outside every object, a store to a constant and two threads storing different values
to one byte are undefined behaviour, as in the interpreter.

An access follows its pointer to the object(s) the address is computed from ([CHK-SMT-OBJECT]
in semantics/checking.md): where the address is a known base plus an offset, only that object's
bytes are candidates, and the inputs on which it lands elsewhere are set apart (`escapes`).
"""

from __future__ import annotations

from collections import Counter
from typing import Protocol

import attrs
import z3

from pllvm.check.smt.ints import Term
from pllvm.check.smt.solver import operator_of
from pllvm.check.smt.sym import FALSE, TRUE, choose
from pllvm.exec.memory import Memory

__all__ = ["ALLOCA_BASE", "MemObject", "SymMemory", "SymbolicMemory", "address_equal", "clash"]

#: Where the encoding puts the objects `alloca` creates: above anything the interpreter's arena
#: reaches in a checked run, so they never overlap globals or buffers.
ALLOCA_BASE = 1 << 40
#: addresses are known multiples of at most this (enough for every scalar and vector element)
MAX_ALIGN = 64


@attrs.frozen
class MemObject:
    """An object: [base, base + size); `exists` is when it has been allocated (allocas)."""

    name: str
    base: int
    size: int
    readonly: bool = False
    exists: z3.BoolRef = TRUE

    def holds(self, a: int) -> bool:
        """a lies in the object or one past its end (a pointer computed from it)."""
        return self.base <= a <= self.base + self.size


@attrs.frozen
class _Write:
    """A store whose address is symbolic, or a later one into the same object: kept in order
    and applied when a byte is read, as an update list."""

    addr: z3.BitVecRef
    image: tuple[Term, ...]
    when: z3.BoolRef


def _addr(a: int) -> z3.BitVecRef:
    return z3.BitVecVal(a, 64)


_TOP_BYTE = Term(z3.BitVecVal(0, 8), FALSE)


def _constant(addr: z3.BitVecRef) -> int | None:
    """The address if it is a constant, None if it is symbolic."""
    return addr.as_long() if z3.is_bv_value(addr) else None


def _alignment(e: z3.ExprRef, memo: dict[int, int] | None = None) -> int:
    """A power of two (up to MAX_ALIGN) the value of e is known to be a multiple of (`memo`:
    the answers for the subterms seen so far, by AST id; addresses are DAGs whose shared
    subterms a walk without it visits once per path)."""
    memo = {} if memo is None else memo
    key = e.get_id()
    if key not in memo:
        memo[key] = _alignment_of(e, memo)
    return memo[key]


def _alignment_of(e: z3.ExprRef, memo: dict[int, int]) -> int:
    if z3.is_bv_value(e):
        v = e.as_long()
        return MAX_ALIGN if v == 0 else min(MAX_ALIGN, v & -v)
    kind = operator_of(e)
    kids = e.children()
    if kind in ("bvadd", "bvsub"):
        return min(_alignment(k, memo) for k in kids)
    if kind == "bvmul":
        product = 1
        for k in kids:
            product *= _alignment(k, memo)
        return min(MAX_ALIGN, product)
    if kind == "bvshl" and z3.is_bv_value(kids[1]):
        return min(MAX_ALIGN, _alignment(kids[0], memo) << min(kids[1].as_long(), 6))
    if kind in ("sign_extend", "zero_extend"):
        return _alignment(kids[0], memo)
    if kind == "concat":  # the low bits are the last part's: a multiple of 2^width if it is 0
        return min(_alignment(kids[-1], memo), 1 << kids[-1].size())
    if kind == "extract" and e.params()[1] == 0:  # the low bits of a value
        return min(_alignment(kids[0], memo), 1 << e.size())
    if kind == "ite":
        return min(_alignment(kids[1], memo), _alignment(kids[2], memo))
    return 1


#: `_split`'s results by AST id, each with its term (alive, so the id stays its); emptied when full
_SPLITS: dict[int, tuple[z3.BitVecRef, tuple[int, tuple[int, ...]]]] = {}


def _split(e: z3.BitVecRef) -> tuple[int, tuple[int, ...]]:
    """An address as a constant plus the sum of other terms (their AST ids). Kept by AST id: a
    memory compares one address with every store's."""
    known = _SPLITS.get(e.get_id())
    if known is not None and known[0].eq(e):
        return known[1]
    if z3.is_bv_value(e):
        out: tuple[int, tuple[int, ...]] = (e.as_long(), ())
    elif operator_of(e) == "bvadd":
        kids = e.children()
        c = sum(k.as_long() for k in kids if z3.is_bv_value(k))
        out = c, tuple(sorted(k.get_id() for k in kids if not z3.is_bv_value(k)))
    else:
        out = 0, (e.get_id(),)
    if len(_SPLITS) >= 1 << 14:
        _SPLITS.clear()
    _SPLITS[e.get_id()] = (e, out)
    return out


def address_equal(at: z3.BitVecRef, addr: z3.BitVecRef, k: int) -> z3.BoolRef:
    """at == addr + k, decided without the solver when both are one sum plus constants."""
    (a, rest), (b, other) = _split(at), _split(addr)
    if rest == other:
        return z3.BoolVal((a - b - k) % (1 << 64) == 0)
    return at == addr + k


class SymbolicMemory(Protocol):
    """What a symbolic run asks of its memory: `SymMemory` (objects at the interpreter's
    addresses) or `arrays.ArrayMemory` (objects of any place and size, for proofs over every trip
    count)."""

    def inside(self, addr: z3.BitVecRef, n: int, write: bool,
               objects: list[MemObject] | None = None) -> z3.BoolRef: ...

    def in_bounds(self, start: z3.BitVecRef, end: z3.BitVecRef) -> z3.BoolRef: ...

    def escapes(self, addr: z3.BitVecRef, n: int, write: bool, inside: z3.BoolRef) -> z3.BoolRef: ...

    def owner(self, a: int) -> MemObject | None: ...

    def allocate(self, name: str, size: int, when: z3.BoolRef) -> int: ...

    def read(self, addr: z3.BitVecRef, n: int) -> list[Term]: ...

    def write(self, addr: z3.BitVecRef, image: list[Term], when: z3.BoolRef) -> None: ...


@attrs.define
class SymMemory:
    """The memory state M of one run: every byte of every object as a term, and the objects.

    Objects are few and small in checked runs (globals and 64-byte buffers), so memory is a map
    from concrete addresses to bytes: an access at a constant address is a lookup, one at a
    symbolic address an `If` over the bytes it may touch (those of the object its address is
    based on, at its alignment). Stores to symbolic addresses are kept per object as update lists.
    This keeps queries in bitvector logic, which z3 solves far better than arrays."""

    cells: dict[int, Term]
    objects: list[MemObject]
    journal: list[_Write] = attrs.field(factory=list)  # the logged stores, in order
    log: dict[int, list[int]] = attrs.field(factory=dict)  # per object base: its stores in the journal

    @classmethod
    def of(cls, memory: Memory) -> SymMemory:
        """The interpreter's memory before a run (its globals and buffers, initialized);
        input buffers are then overwritten by `fill`."""
        cells: dict[int, Term] = {}
        objects = []
        for obj in memory.objects:
            raw, ok, poison = memory.contents(obj)
            bad = [False] * len(raw) if poison is None else poison.tolist()
            for k, (byte, known, p) in enumerate(zip(raw.tolist(), ok.tolist(), bad, strict=True)):
                cells[obj.base + k] = Term(z3.BitVecVal(byte, 8), z3.BoolVal(bool(known)), z3.BoolVal(p))
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

    # ------------------------------------------------------------ which object

    def based_on(self, addr: z3.BitVecRef) -> list[MemObject] | None:
        """[CHK-SMT-OBJECT] the objects an address is computed from: a constant inside one, an
        `If` between such addresses, or one of them plus an offset; None when it is not known
        (a loaded or an argument pointer), and then every object is a candidate."""
        c = _constant(addr)
        if c is not None:  # none when it is in no object: an access there is undefined anyway
            return [o for o in self.objects if o.holds(c)]
        kind = operator_of(addr)
        kids = addr.children()
        if kind == "ite":
            a, b = self.based_on(kids[1]), self.based_on(kids[2])
            return None if a is None or b is None else a + [o for o in b if o not in a]
        if kind == "bvadd":
            based = [self.based_on(k) for k in kids]
            known = [b for b in based if b]  # constants outside every object are offsets
            if len(known) == 1:
                return known[0]
        return None

    def inside(self, addr: z3.BitVecRef, n: int, write: bool,
               objects: list[MemObject] | None = None) -> z3.BoolRef:
        """The access of `n` bytes at `addr` lies inside one (writable) object (of `objects`)."""
        fits = [z3.And(o.exists, z3.UGE(addr, _addr(o.base)), z3.ULE(addr, _addr(o.base + o.size - n)))
                for o in (self.objects if objects is None else objects)
                if o.size >= n and not (write and o.readonly)]
        return z3.simplify(z3.Or(*fits)) if fits else FALSE

    def in_bounds(self, start: z3.BitVecRef, end: z3.BitVecRef) -> z3.BoolRef:
        """[VAL-POISON-INBOUNDS] `start` and `end` point into, or to the end of, one object (the
        in-bounds addresses of `getelementptr inbounds`); exact, over the objects `start` can
        be in (only those holding it when it is a constant)."""
        c = _constant(start)
        objects = [o for o in self.objects if o.holds(c)] if c is not None else self.objects
        cases = []
        for o in objects:
            lo, hi = _addr(o.base), _addr(o.base + o.size)
            where = [] if c is not None else [z3.UGE(start, lo), z3.ULE(start, hi)]
            cases.append(z3.And(o.exists, *where, z3.UGE(end, lo), z3.ULE(end, hi)))
        return z3.Or(*cases) if cases else FALSE

    def escapes(self, addr: z3.BitVecRef, n: int, write: bool, inside: z3.BoolRef) -> z3.BoolRef:
        """The access, `inside` some object, lands in one other than those its address is based on."""
        based = self.based_on(z3.simplify(addr))
        if not based:
            return FALSE
        return z3.And(inside, z3.Not(self.inside(addr, n, write, based)))

    def owner(self, a: int) -> MemObject | None:
        """The object holding address a, if any."""
        return next((o for o in self.objects if o.base <= a < o.base + o.size), None)

    # ------------------------------------------------------------ access

    def read(self, addr: z3.BitVecRef, n: int) -> list[Term]:
        """n bytes at addr (⊤ outside every object: such a read is undefined behaviour anyway)."""
        addr = z3.simplify(addr)
        fixed = _constant(addr)
        if fixed is not None:
            out = []
            for k in range(n):
                owner = self.owner(fixed + k)
                byte = self.cells.get(fixed + k, _TOP_BYTE)
                out.append(self._updated(byte, _addr(fixed + k), [owner] if owner else []))
            return out
        objects = self.based_on(addr) or self.objects
        align = _alignment(addr)
        return [self._updated(self._initial(addr + k, k, align, objects), addr + k, objects)
                for k in range(n)]

    def _initial(self, at: z3.BitVecRef, k: int, align: int, objects: list[MemObject]) -> Term:
        """The byte at symbolic `at` = addr + k among the objects' cells: an `If` chain over the
        cells it can be (addr is a multiple of `align`), the most common byte left as the default."""
        places = [p for o in objects for p in range(o.base, o.base + o.size) if (p - k) % align == 0]
        if not places:
            return _TOP_BYTE
        keys = {p: (self.cells[p].value.get_id(), self.cells[p].defined.get_id(),
                    self.cells[p].poison.get_id()) for p in places}
        common = Counter(keys.values()).most_common(1)[0][0]
        out = next(self.cells[p] for p in places if keys[p] == common)
        for p in places:
            if keys[p] != common:
                out = choose(at == p, self.cells[p], out)
        return out

    def _updated(self, byte: Term, at: z3.BitVecRef, objects: list[MemObject]) -> Term:
        """The byte after the logged stores into the objects, oldest first."""
        for j in sorted({j for o in objects for j in self.log.get(o.base, [])}):
            w = self.journal[j]
            for k, b in enumerate(w.image):
                same = address_equal(at, w.addr, k)
                if z3.is_false(same):
                    continue
                byte = choose(w.when if z3.is_true(same) else z3.And(w.when, same), b, byte)
        return byte

    def write(self, addr: z3.BitVecRef, image: list[Term], when: z3.BoolRef) -> None:
        """Store the bytes where `when` holds."""
        if z3.is_false(when) or not image:
            return
        addr = z3.simplify(addr)
        fixed = _constant(addr)
        if fixed is not None:
            objects = [o for o in {self.owner(fixed + k) for k in range(len(image))} if o is not None]
            if not any(o.base in self.log for o in objects):
                for k, b in enumerate(image):
                    if fixed + k in self.cells:
                        self.cells[fixed + k] = choose(when, b, self.cells[fixed + k])
                return
        else:
            objects = self.based_on(addr) or self.objects
        self.journal.append(_Write(addr, tuple(image), when))
        for o in objects:
            self.log.setdefault(o.base, []).append(len(self.journal) - 1)


def clash(a: z3.BitVecRef, x: list[Term], b: z3.BitVecRef, y: list[Term]) -> z3.BoolRef:
    """Two stores of byte strings x at a and y at b write different values to one byte (bytes
    in different states: defined, ⊤, poison; or two different defined bytes)."""
    n, m = len(x), len(y)
    cases = []
    for delta in range(-(m - 1), n):  # b = a + delta
        pairs = [(x[k], y[k - delta]) for k in range(n) if 0 <= k - delta < m]
        differ = [z3.Or(p.defined != q.defined, z3.And(p.defined, p.value != q.value),
                        *([] if p.poison.eq(q.poison) else [p.poison != q.poison]))
                  for p, q in pairs]
        cases.append(z3.And(b == a + delta, z3.Or(*differ)))
    return z3.Or(*cases) if cases else FALSE
