"""The memory state M: one flat, byte-addressed space shared by all threads (semantics/memory.md).

Objects (globals, buffers, allocas) live in one arena: numpy arrays of bytes, per-byte defined
flags, per-byte poison flags (allocated when the first poison byte is stored) and per-byte owner
ids. Gathers and scatters are fancy indexing over the arena, so an access
by W threads costs a few numpy calls, not W Python steps.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import attrs
import numpy as np

from pllvm.exec.faults import Fault, Stop

__all__ = ["BASE", "MemObject", "Memory"]

#: The address of arena byte 0. Lower addresses, null among them, belong to no object.
BASE = 0x10000
#: Unowned bytes between objects, so that an access just past an object is outside every object.
GAP = 64
#: Bytes of all the objects of one run (globals, buffers, allocas) at the most.
MEMORY_LIMIT = 1 << 30


@attrs.define
class MemObject:
    """One allocated object: where it is, what it is, and whether it may be written."""

    name: str
    base: int
    size: int
    kind: str  # "global" | "buffer" | "alloca"
    readonly: bool = False
    thread: int | None = None  # the owning thread of an alloca
    ordinal: int = 0  # how many objects of the same name this thread allocated before


class Memory:
    """The arena and its objects."""

    def __init__(self, capacity: int = 1 << 12) -> None:
        self.bytes = np.zeros(capacity, np.uint8)
        self.defined = np.zeros(capacity, np.bool_)
        self.owner = np.full(capacity, -1, np.int32)
        self.poison: np.ndarray | None = None  # per byte, once a poison byte was stored
        self.top = GAP
        self.objects: list[MemObject] = []
        self._ordinals: dict[tuple[str, int], int] = {}
        self.touched: np.ndarray | None = None  # bytes accessed, when tracked
        self.writer: np.ndarray | None = None  # the thread that last stored each byte, when tracked
        self.raced = False  # a thread overwrote another thread's byte with another value
        self.written: list[np.ndarray] | None = None  # arena indices stored to, when logged
        #: during one atomic instruction's turns (`in_turns`), each byte's writer and value as
        #: the step began: the turns of one step do not race with each other
        self._turns: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

    # ------------------------------------------------------------ allocation
    def _grow(self, need: int) -> None:
        cap = len(self.bytes)
        if need <= cap:
            return
        new = max(need, 2 * cap)
        self.bytes = np.concatenate([self.bytes, np.zeros(new - cap, np.uint8)])
        self.defined = np.concatenate([self.defined, np.zeros(new - cap, np.bool_)])
        self.owner = np.concatenate([self.owner, np.full(new - cap, -1, np.int32)])
        if self.poison is not None:
            self.poison = np.concatenate([self.poison, np.zeros(new - cap, np.bool_)])
        if self.touched is not None:
            self.touched = np.concatenate([self.touched, np.zeros(new - cap, np.bool_)])
        if self.writer is not None:
            self.writer = np.concatenate([self.writer, np.full(new - cap, -1, np.int32)])

    def reserve(self, size: int) -> None:
        """Room for `size` more bytes of objects (and their gaps), made at once."""
        self._grow(self.top + size)

    def allocate(self, name: str, size: int, align: int = 16, kind: str = "buffer",
                 readonly: bool = False, thread: int | None = None) -> int:
        """A new object of `size` bytes (contents ⊤); returns its address. Past MEMORY_LIMIT
        bytes in all, `Stop`: the run cannot go on (a program may allocate more than a machine
        has without being undefined)."""
        align = max(align, 1)
        start = -(-self.top // align) * align
        if start + size > MEMORY_LIMIT:
            raise Stop(f"allocating {size} bytes for {name} passes pllvm's memory limit of "
                       f"{MEMORY_LIMIT} bytes", [] if thread is None else [thread])
        self._grow(start + size + GAP)
        oid = len(self.objects)
        self.objects.append(MemObject(name, BASE + start, size, kind, readonly, thread))
        self.owner[start : start + size] = oid
        self.top = start + max(size, 1) + GAP
        return BASE + start

    def allocate_lanes(self, name: str, size: int, align: int, active: np.ndarray) -> np.ndarray:
        """newptr of [W-INST-ALLOCA]: one private object per active thread (address 0 elsewhere)."""
        out = np.zeros(len(active), np.uint64)
        for t in np.flatnonzero(active):
            ordinal = self._ordinals.get((name, int(t)), 0)
            self._ordinals[(name, int(t))] = ordinal + 1
            out[t] = self.allocate(name, size, align, "alloca", thread=int(t))
            self.objects[-1].ordinal = ordinal
        return out

    def initialize(self, address: int, data: bytes | np.ndarray, defined: np.ndarray | None = None,
                   poison: np.ndarray | None = None) -> None:
        """Set bytes directly (initializers and input buffers); no checks."""
        i = address - BASE
        raw = np.frombuffer(bytes(data), np.uint8) if not isinstance(data, np.ndarray) else data
        self.bytes[i : i + len(raw)] = raw
        self.defined[i : i + len(raw)] = True if defined is None else defined
        self._set_poison(slice(i, i + len(raw)), poison)

    def _set_poison(self, idx: np.ndarray | slice, poison: np.ndarray | None) -> None:
        """The poison flags of the arena bytes `idx` ([VAL-MEM-STORE]); none poison if None."""
        if poison is not None and poison.any():
            if self.poison is None:
                self.poison = np.zeros(len(self.bytes), np.bool_)
            self.poison[idx] = poison
        elif self.poison is not None:
            self.poison[idx] = False

    def _poison_at(self, idx: np.ndarray) -> np.ndarray | None:
        return None if self.poison is None else self.poison[idx]

    def contents(self, obj: MemObject) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """The bytes of an object, their defined flags and their poison flags (None: none)."""
        i = obj.base - BASE
        span = slice(i, i + obj.size)
        return self.bytes[span], self.defined[span], None if self.poison is None else self.poison[span]

    def object_of(self, addr: np.ndarray) -> np.ndarray:
        """Per address (any shape), the id of the object it points into or to the end of (the
        in-bounds addresses of `getelementptr inbounds`), -1 for none. Objects are GAP apart,
        so an end is never another object's byte."""
        i = addr.astype(np.int64) - BASE
        inside = (i >= 0) & (i < self.top)
        here = np.where(inside, self.owner[np.where(inside, i, 0)], -1)
        after = (i >= 1) & (i <= self.top)
        end = np.where(after, self.owner[np.where(after, i - 1, 0)], -1)
        return np.where(here >= 0, here, end)

    def object_at(self, address: int) -> MemObject | None:
        i = address - BASE
        if 0 <= i < len(self.owner) and self.owner[i] >= 0:
            return self.objects[self.owner[i]]
        return None

    def copy(self) -> Memory:
        """An independent copy (for exploring several schedules from one state)."""
        other = Memory.__new__(Memory)
        other.bytes = self.bytes.copy()
        other.defined = self.defined.copy()
        other.owner = self.owner.copy()
        other.poison = None if self.poison is None else self.poison.copy()
        other.top = self.top
        other.objects = [attrs.evolve(o) for o in self.objects]
        other._ordinals = dict(self._ordinals)
        other.touched = None if self.touched is None else self.touched.copy()
        other.writer = None if self.writer is None else self.writer.copy()
        other.raced = self.raced
        other._turns = None
        other.written = None
        return other

    def digest(self) -> bytes:
        """The contents that matter for equality of memory states: used bytes and flags."""
        used = slice(0, self.top)
        poison = b"" if self.poison is None else self.poison[used].tobytes()
        return self.bytes[used].tobytes() + self.defined[used].tobytes() + poison

    def same_layout(self, other: Memory) -> bool:
        """Whether both hold the same objects at the same addresses in arenas of one size."""
        return (len(self.bytes) == len(other.bytes) and self.top == other.top
                and len(self.objects) == len(other.objects)
                and bool((self.owner[: self.top] == other.owner[: other.top]).all()))

    def image(self) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """The arena's bytes, defined and poison flags (None: no byte is poison), as copies."""
        return (self.bytes.copy(), self.defined.copy(),
                None if self.poison is None else self.poison.copy())

    def with_contents(self, data: np.ndarray, defined: np.ndarray, poison: np.ndarray,
                      touched: np.ndarray | None) -> Memory:
        """The memory a run of the same layout ended with: these objects, other contents (a
        run of a batch); `poison` None where no byte is poison, `touched` where tracked."""
        other = Memory.__new__(Memory)
        other.bytes, other.defined, other.owner = data, defined, self.owner
        other.poison = poison if poison.any() else None
        other.top, other.objects, other._ordinals = self.top, self.objects, self._ordinals
        other.touched, other.writer, other.raced, other.written = touched, None, False, None
        other._turns = None
        return other

    def track_accesses(self) -> None:
        """From now on, remember every byte an access touches (`accessed`) and which thread
        stored it last (`raced`: the final memory depends on the order of two threads' stores,
        which a schedule decides)."""
        self.touched = np.zeros(len(self.bytes), np.bool_)
        self.writer = np.full(len(self.bytes), -1, np.int32)

    def _note_writers(self, idx: np.ndarray, threads: np.ndarray, vals: np.ndarray,
                      oks: np.ndarray) -> None:
        """Record the storing thread of each byte; a byte another thread stored that now gets
        another value is a race between steps."""
        if self.writer is None:
            return
        if self._turns is not None:  # compare with the step's start, not the earlier turns
            writers, data, defined = self._turns
            prev = writers[idx]
            changed = (data[idx] != vals) | (defined[idx] != oks)
        else:
            prev = self.writer[idx]
            changed = (self.bytes[idx] != vals) | (self.defined[idx] != oks)
        if ((prev >= 0) & (prev != threads) & changed).any():
            self.raced = True
        self.writer[idx] = threads

    @contextmanager
    def in_turns(self) -> Iterator[None]:
        """The stores of one atomic instruction's turns, thread after thread in one step (the
        rule of atomics in execution.md): a turn does not race with an earlier turn of the same
        step, only with what other threads stored in earlier steps."""
        if self.writer is not None:
            self._turns = (self.writer.copy(), self.bytes.copy(), self.defined.copy())
        try:
            yield
        finally:
            self._turns = None

    def accessed(self, address: int) -> tuple[int, int] | None:
        """The byte offsets [low, high) accessed in the object at `address`, relative to
        `address`, or None if none was (accesses must be tracked)."""
        obj = self.object_at(address)
        if obj is None or self.touched is None:
            return None
        i = obj.base - BASE
        hit = np.flatnonzero(self.touched[i : i + obj.size])
        if not len(hit):
            return None
        start = address - obj.base
        return int(hit[0]) - start, int(hit[-1]) + 1 - start

    def touched_in(self, address: int) -> np.ndarray | None:
        """Which bytes of the object at `address` were accessed (a boolean per byte, from the
        object's start), or None (accesses must be tracked)."""
        obj = self.object_at(address)
        if obj is None or self.touched is None:
            return None
        i = obj.base - BASE
        return self.touched[i : i + obj.size].copy()

    # ------------------------------------------------------------ access
    def _index(self, addr: np.ndarray, nbytes: int, lanes: np.ndarray, write: bool) -> np.ndarray:
        """Arena indices (k, nbytes) of the accessed bytes; Fault if any access is illegal."""
        start = addr.astype(np.int64) - BASE
        ok = (start >= 0) & (start + nbytes <= self.top)
        first = np.where(ok, start, 0)
        idx = first[:, None] + np.arange(nbytes)
        own = self.owner[idx]
        inside = ok & (own[:, 0] >= 0) & (own == own[:, :1]).all(axis=1)
        if not inside.all():
            bad = ~inside
            raise Fault("access outside every object", lanes[bad], addr[bad])
        if write:
            ro = np.array([self.objects[o].readonly for o in own[:, 0]], np.bool_)
            if ro.any():
                raise Fault("store to a constant", lanes[ro], addr[ro])
        if self.touched is not None:
            self.touched[idx] = True
        return idx

    def read(self, addr: np.ndarray, nbytes: int,
             active: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """read^W of [W-INST-LOAD]: a gather of `nbytes` at `addr` for the active threads.

        Returns (bytes, defined, poison) of shape (W, nbytes), poison None when no byte read is;
        passive threads read nothing (⊤)."""
        w = len(addr)
        lanes = np.flatnonzero(active)
        out = np.zeros((w, nbytes), np.uint8)
        ok = np.zeros((w, nbytes), np.bool_)
        poison = None
        if len(lanes):
            idx = self._index(addr[lanes], nbytes, lanes, write=False)
            out[lanes] = self.bytes[idx]
            ok[lanes] = self.defined[idx]
            bad = self._poison_at(idx)
            if bad is not None and bad.any():
                poison = np.zeros((w, nbytes), np.bool_)
                poison[lanes] = bad
        return out, ok, poison

    def stored(self) -> np.ndarray:
        """The addresses stored to since the log was started (`written = []`), sorted."""
        if not self.written:
            return np.zeros(0, np.int64)
        return np.unique(np.concatenate(self.written)).astype(np.int64) + BASE

    def write(self, addr: np.ndarray, data: np.ndarray, defined: np.ndarray, active: np.ndarray,
              poison: np.ndarray | None = None) -> None:
        """write^W of [W-INST-STORE]: a scatter for the active threads; `poison` marks the
        poison bytes (None: none).

        Threads that write the same byte must write the same value (both defined and equal, both
        ⊤, or both poison)."""
        lanes = np.flatnonzero(active)
        if not len(lanes):
            return
        nbytes = data.shape[1]
        idx = self._index(addr[lanes], nbytes, lanes, write=True)
        vals, oks = data[lanes], defined[lanes]
        bad = None if poison is None else poison[lanes].ravel()
        flat = idx.ravel()
        if len(lanes) > 1:
            order = np.argsort(flat, kind="stable")
            same = flat[order][1:] == flat[order][:-1]
            if same.any():
                k = _clash(same, vals.ravel()[order], oks.ravel()[order],
                           None if bad is None else bad[order])
                if k is not None:
                    pair = lanes[np.array([order[k], order[k + 1]]) // nbytes]
                    byte = np.full(2, BASE + flat[order[k]], np.int64)
                    raise Fault("two threads store different values to one byte", pair, byte)
        self._note_writers(flat, np.repeat(lanes, nbytes), vals.ravel(), oks.ravel())
        self.bytes[flat] = vals.ravel()
        self.defined[flat] = oks.ravel()
        self._set_poison(flat, bad)
        if self.written is not None:
            self.written.append(flat)

    def write_spans(self, addr: np.ndarray, data: list[np.ndarray], defined: list[np.ndarray],
                    lanes: np.ndarray, poison: list[np.ndarray] | None = None) -> None:
        """One scatter of byte strings of different lengths, one per listed thread (memset,
        memcpy), with their poison flags if any: checked and conflict-detected as a whole, like
        `write`."""
        if not len(lanes):
            return
        longest = max(len(d) for d in data)
        w = len(addr)
        raw = np.zeros((w, longest), np.uint8)
        ok = np.zeros((w, longest), np.bool_)
        for t, d, k in zip(lanes, data, defined, strict=True):
            raw[t, : len(d)] = d
            ok[t, : len(d)] = k
        for n in sorted({len(d) for d in data}):
            group = np.zeros(w, np.bool_)
            group[[t for t, d in zip(lanes, data, strict=True) if len(d) == n]] = True
            if n:
                self._index(addr[group], n, np.flatnonzero(group), write=True)
        flat_parts = []
        for t, d in zip(lanes, data, strict=True):
            flat_parts.append((int(addr[t]) - BASE + np.arange(len(d)), raw[t, : len(d)], ok[t, : len(d)], t))
        idx = np.concatenate([p[0] for p in flat_parts])
        vals = np.concatenate([p[1] for p in flat_parts])
        oks = np.concatenate([p[2] for p in flat_parts])
        bad = None if poison is None else np.concatenate(poison)
        order = np.argsort(idx, kind="stable")
        same = idx[order][1:] == idx[order][:-1]
        if same.any():
            clash = _clash(same, vals[order], oks[order], None if bad is None else bad[order])
            if clash is not None:
                owner = np.concatenate([np.full(len(p[0]), p[3]) for p in flat_parts])[order]
                raise Fault("two threads store different values to one byte",
                            [owner[clash], owner[clash + 1]], [BASE + idx[order][clash]] * 2)
        self._note_writers(idx, np.concatenate([np.full(len(p[0]), p[3]) for p in flat_parts]),
                           vals, oks)
        self.bytes[idx] = vals
        self.defined[idx] = oks
        self._set_poison(idx, bad)
        if self.written is not None:
            self.written.append(idx)

    def forget(self, address: int, size: int) -> None:
        """Make bytes ⊤ (`llvm.lifetime.*`)."""
        i = address - BASE
        self.defined[i : i + size] = False
        self._set_poison(slice(i, i + size), None)


def _clash(same: np.ndarray, v: np.ndarray, d: np.ndarray, p: np.ndarray | None) -> int | None:
    """The first of sorted byte writes whose neighbour writes the same byte with another value
    (equal defined values, ⊤ from both, or poison from both are one write: the uniform store
    of §4.9.1); None if there is none."""
    clash = same & ((d[1:] != d[:-1]) | (d[1:] & (v[1:] != v[:-1])))
    if p is not None:
        clash |= same & (p[1:] != p[:-1])
    return int(np.flatnonzero(clash)[0]) if clash.any() else None
