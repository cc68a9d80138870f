"""What goes into a run and what comes out of it: input buffers, memory images, the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs
import numpy as np

from pllvm.errors import InputError
from pllvm.exec.faults import UndefinedBehavior
from pllvm.exec.interp import Interp
from pllvm.exec.state import StepRecord
from pllvm.exec.wellformed import Violation

__all__ = ["Buffer", "Image", "RunResult"]


#: a buffer's bytes, their defined flags and their poison flags (None: no byte is poison)
Image = tuple[np.ndarray, np.ndarray, np.ndarray | None]


@attrs.frozen
class Buffer:
    """A memory object given as input: element type and contents (or a seeded random fill)."""

    elem: str
    data: tuple | None = None
    count: int | None = None
    seed: int | None = None
    low: float = 0
    high: float = 100
    readonly: bool = False
    #: the bytes with their defined and poison flags instead of `data` (what a run left,
    #: `RunResult.images`): handed on as arrays, never element by element
    image: Image | None = attrs.field(default=None, eq=False, repr=False)

    @classmethod
    def from_json(cls, name: str, spec: Mapping) -> Buffer:
        if not isinstance(spec, Mapping) or "type" not in spec:
            raise InputError(f"buffer {name!r}: needs at least a \"type\" and \"data\" or \"count\"")
        rnd = spec.get("random") or {}
        data = spec.get("data")
        return cls(str(spec["type"]), tuple(data) if data is not None else None,
                   spec.get("count"), rnd.get("seed"), rnd.get("min", 0), rnd.get("max", 100),
                   bool(spec.get("readonly", False)))


@attrs.define(eq=False)
class RunResult:
    """What a run produced; `ub` is set when it ended in undefined behaviour. Results are
    compared field by field (their images hold arrays), not with `==`."""

    function: str
    lanes: int
    interp: Interp
    ret: list | None  # per thread: its value, None where ⊤ or where the thread did not return
    _schedule: list[str] = attrs.field(alias="schedule")  # read as `schedule`
    steps: int
    terminated: bool
    fuel_exhausted: bool = False
    stuck: bool = False
    ub: UndefinedBehavior | None = None
    wf: list[Violation] | None = None  # Def. 11 (3) violations, when checked
    trace: list[StepRecord] = attrs.field(factory=list)
    rules: set[str] = attrs.field(factory=set)  # every rule that fired (when tracing)
    #: per block label, the steps that executed it with at least one active thread (coverage);
    #: read as `active`
    _active: dict[str, int] = attrs.field(factory=dict, alias="active")
    #: per buffer, its address in this run
    addresses: dict[str, int] = attrs.field(factory=dict)
    #: per buffer, the byte offsets [low, high) the run accessed relative to the buffer's start
    #: (when run with `extents=True`; None if it accessed none)
    extents: dict[str, tuple[int, int] | None] = attrs.field(factory=dict)
    #: with `extents=True`: a thread overwrote a byte another thread stored with another value
    raced: bool = False
    #: with `extents=True`: per buffer, which of its bytes the run accessed (from its start)
    touched: dict[str, np.ndarray] = attrs.field(factory=dict)
    #: "compiled" when the compiled machine ran it (exec/fast.py), else "detailed"
    path: str = "detailed"
    #: per thread, whether it returned (a run cut short leaves some that did not)
    returned: list[bool] = attrs.field(factory=list)
    #: per buffer, its bytes at the end of the run with their defined and poison flags
    images: dict[str, Image] = attrs.field(factory=dict)
    _decode: Callable[[str, Image], list] | None = attrs.field(default=None, repr=False, eq=False)
    _memory: dict[str, list] | None = attrs.field(default=None, repr=False, eq=False)
    #: steps recorded as block indices (`recorded`), not yet in `schedule` and `active`
    _pending: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = attrs.field(factory=list, repr=False)

    def took(self, label: str, active: bool) -> None:
        """One more step, with block `label` (`active`: some thread was)."""
        self.steps += 1
        self.schedule.append(label)
        if active:
            self.active[label] = self.active.get(label, 0) + 1

    def recorded(self, labels: np.ndarray, blocks: np.ndarray, acts: np.ndarray) -> None:
        """More steps, given as indices into `labels` (an array of block labels) with whether
        some thread was active in each; spelled out as labels when first read (copies kept)."""
        self.steps += len(blocks)
        self._pending.append((labels, blocks.copy(), acts.copy()))

    @property
    def schedule(self) -> list[str]:
        """The blocks of the steps taken, in order."""
        self._spell_out()
        return self._schedule

    @property
    def active(self) -> dict[str, int]:
        self._spell_out()
        return self._active

    def _spell_out(self) -> None:
        for labels, blocks, acts in self._pending:
            self._schedule += labels[blocks].tolist()
            for b, k in enumerate(np.bincount(blocks[acts], minlength=len(labels)).tolist()):
                if k:
                    self._active[labels[b]] = self._active.get(labels[b], 0) + k
        self._pending.clear()

    @property
    def memory(self) -> dict[str, list]:
        """Each buffer's contents as JSON-ready elements, decoded from `images` when first read
        (a run that hands its buffers on as images never decodes them)."""
        if self._memory is None:
            decode = self._decode
            self._memory = {n: decode(n, img) for n, img in self.images.items()} if decode else {}
        return self._memory

    def to_json(self) -> dict[str, object]:
        return {
            "function": self.function,
            "lanes": self.lanes,
            "interp": self.interp,
            "ret": self.ret,
            "returned": self.returned,
            "schedule": self.schedule,
            "steps": self.steps,
            "terminated": self.terminated,
            "fuel_exhausted": self.fuel_exhausted,
            "stuck": self.stuck,
            "memory": self.memory,
            "ub": self.ub.to_json() if self.ub is not None else None,
            "wellformed": None if self.wf is None else not self.wf,
            "wf_violations": None if self.wf is None else [v.to_json() for v in self.wf],
            "path": self.path,
        }
