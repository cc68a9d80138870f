"""An OpenCL kernel's NDRange as native SIMD code ([WIDEN-NDRANGE], semantics/backend.md): the
work-group function (`exec.ndrange`) vectorized and widened with one lane per work-item, and a
driver `@K.pllvm.ndrange` that loops over the work-groups and calls it once per group."""

from __future__ import annotations

import ctypes
import math
import time
from collections.abc import Mapping

import attrs
import numpy as np

from pllvm.analysis import analyze
from pllvm.analysis.lattice import U, V, uniform
from pllvm.backend.abi import ENTRY
from pllvm.backend.jit import host_isa, host_veclib
from pllvm.backend.native import _P, Native, _arg, _Memory, _native, _pointers, lowered_text
from pllvm.errors import InputError
from pllvm.exec.ndrange import BARRIERS, NDRange, group_module
from pllvm.exec.runs import Buffer
from pllvm.syntax import Call, GlobalRef, Module
from pllvm.syntax.builtins import HORIZONTAL_BUILTINS
from pllvm.syntax.layout import Layout
from pllvm.text.printer import print_name
from pllvm.transform.barriers import split_at_barriers
from pllvm.transform.pipeline import Options, vectorize

__all__ = ["NDRANGE", "NativeNDRange", "build_ndrange", "run_ndrange_native"]

NDRANGE = ".pllvm.ndrange"
#: the most work-items a work-group may have natively: one lane each, at most the widest W
MAX_GROUP = 256
#: the most work-items a chunk of a group without barriers has by default: a register of floats
#: on an AVX-512 host, past which a divergent kernel loses more to waiting lanes than it gains
CHUNK = 16


@attrs.frozen
class NativeNDRange:
    """A kernel compiled for one NDRange: its group function widened to one lane per work-item,
    and the driver over the groups."""

    native: Native
    kernel: str
    arguments: tuple[tuple[str, int], ...]
    nd: NDRange
    #: work-items per call: the group's, or a chunk of them ([CL-CHUNK])
    lanes: int
    #: bytes of the state a group's regions keep values in, 0 when not split ([TR-BARRIER-SPLIT])
    state: int = 0

    @property
    def compile_seconds(self) -> float:
        return self.native.compile_seconds


def _driver(kernel: str, split: bool) -> str:
    """`void @K.pllvm.ndrange(ptr %args, ptr %mask, ptr %ret, ptr %gx, ptr %gy, ptr %gz, ptr %gc,
    ptr %gr, i64 %nx, i64 %ny, i64 %nz, i64 %nc)`: for each group (dimension 0 fastest) its ids
    into the cells `%gx`, `%gy`, `%gz` that `%args` points to for the group-id parameters, then
    for each of its `%nc` chunks the chunk's number into `%gc` and the entry with every lane live.
    With `split` ([TR-BARRIER-SPLIT]), that from resume point 0, then again from the resume point
    the first lane of the calls returned, until it is END (0); the resume point goes to `%gr`."""
    entry = print_name("@", kernel + ENTRY)
    chunks = [
        "c.loop:", f"  %c = phi i64 [ 0, %{'r.loop' if split else 'x.loop'} ], [ %c.next, %c.loop ]",
        "  store i64 %c, ptr %gc",
        f"  call void {entry}(ptr %args, ptr %ret, ptr %mask)",
        "  %c.next = add i64 %c, 1", "  %c.more = icmp ult i64 %c.next, %nc",
        "  br i1 %c.more, label %c.loop, label %c.done"]
    if split:
        group = ["  store i32 0, ptr %gr", "  br label %r.loop", "r.loop:", "  br label %c.loop",
                 *chunks, "c.done:", "  %next = load i32, ptr %ret", "  store i32 %next, ptr %gr",
                 "  %again = icmp ne i32 %next, 0", "  br i1 %again, label %r.loop, label %g.done"]
    else:
        group = ["  br label %c.loop", *chunks, "c.done:", "  br label %g.done"]
    return "\n".join([
        f"define void {print_name('@', kernel + NDRANGE)}(ptr %args, ptr %mask, ptr %ret, ptr %gx, "
        "ptr %gy, ptr %gz, ptr %gc, ptr %gr, i64 %nx, i64 %ny, i64 %nz, i64 %nc) {",
        "entry:", "  br label %z.loop",
        "z.loop:", "  %z = phi i64 [ 0, %entry ], [ %z.next, %y.done ]",
        "  store i64 %z, ptr %gz", "  br label %y.loop",
        "y.loop:", "  %y = phi i64 [ 0, %z.loop ], [ %y.next, %x.done ]",
        "  store i64 %y, ptr %gy", "  br label %x.loop",
        "x.loop:", "  %x = phi i64 [ 0, %y.loop ], [ %x.next, %g.done ]",
        "  store i64 %x, ptr %gx", *group,
        "g.done:", "  %x.next = add i64 %x, 1", "  %x.more = icmp ult i64 %x.next, %nx",
        "  br i1 %x.more, label %x.loop, label %x.done",
        "x.done:", "  %y.next = add i64 %y, 1", "  %y.more = icmp ult i64 %y.next, %ny",
        "  br i1 %y.more, label %y.loop, label %y.done",
        "y.done:", "  %z.next = add i64 %z, 1", "  %z.more = icmp ult i64 %z.next, %nz",
        "  br i1 %z.more, label %z.loop, label %done",
        "done:", "  ret void", "}", ""])


def build_ndrange(module: Module, kernel: str, arguments: tuple[tuple[str, int], ...],
                  nd: NDRange, lanes: int | None = None, boscc: bool = False) -> NativeNDRange:
    """[WIDEN-NDRANGE] The kernel for `nd`, its sizes and offset constants: W = the work-items
    per group (at most MAX_GROUP), or `lanes` of them at a time ([CL-CHUNK]; by default at most
    CHUNK for a kernel without barriers or a group wider than MAX_GROUP), a kernel with barriers
    split at them for chunks ([TR-BARRIER-SPLIT]); every parameter uniform, vectorized by the
    pipeline where its control diverges (with BOSCC's heuristic, [TR-BOSCC], if `boscc`), widened
    for the host, with the group driver."""
    fn = module.function(kernel)
    barriers = any(isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
                   and c.op.callee.name in BARRIERS for b in fn.blocks for c in b.commands)
    if lanes is None:  # chunks of at most CHUNK work-items, one vector for a group with barriers
        whole = barriers and nd.items_per_group <= MAX_GROUP
        lanes = nd.items_per_group if whole else math.gcd(nd.items_per_group, CHUNK)
    w = lanes
    if w < 1 or nd.items_per_group % w:
        raise InputError(f"--lanes {w}: a work-group of {nd.items_per_group} work-items runs "
                         "in chunks of W work-items, so W must divide it")
    if w > MAX_GROUP:
        raise InputError(f"a work-group of {w} work-items: native code has one lane per work-item, "
                         f"at most {MAX_GROUP} (run it with --interp, or use a smaller --local)")
    chunk = w if w != nd.items_per_group else None
    group = group_module(module, kernel, tuple(n for n, _ in arguments), nd, chunk)
    fn = group.function(kernel)
    state = 0
    if chunk is not None and barriers:
        layout = Layout({t.name: t.body for t in group.types})
        prefix = next((k for k, c in enumerate(fn.blocks[0].commands)
                       if not (c.name or "").startswith("cl.")), len(fn.blocks[0].commands))
        # uniform across the whole group: the chunk's number differs from chunk to chunk
        init = [V if q.name == "cl.chunk" else U for q in fn.params]
        shapes_of = analyze(group, fn, init, lanes=w).shapes
        same = frozenset(n for n, x in shapes_of.items() if uniform(x))
        fn, state = split_at_barriers(fn, prefix, "cl.t", nd.items_per_group, layout,
                                      {t.name: t.body for t in group.types}, same)
        group = attrs.evolve(group, functions=tuple(fn if f.name == kernel else f
                                                    for f in group.functions))
    shapes = ",".join("u" for _ in fn.params)
    horizontal = [c.op.callee.name for b in fn.blocks for c in b.commands
                  if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
                  and c.op.callee.name in HORIZONTAL_BUILTINS - {"barrier", "thread_id"}]
    if w > 64 and horizontal:
        raise InputError(f"a work-group of {w} work-items calls @{horizontal[0]}: more than 64 "
                         "lanes only for kernels without horizontal builtins")
    if boscc:
        group = vectorize(group, Options(shapes, kernel, w, boscc=True)).output
    mod, low, text = lowered_text(group, kernel, w, shapes, veclib=host_veclib(), isa=host_isa(),
                                  max_lanes=MAX_GROUP)
    driver = _driver(low.name, split=state > 0)
    return NativeNDRange(_native(mod, low, text + "\n" + driver, mod.function(low.name)),
                         low.name, arguments, nd, w, state)


@attrs.frozen
class NDRangeRun:
    """The buffers after a native NDRange, and the time of the driver call alone."""

    memory: dict[str, list]
    groups: int
    items: int
    lanes: int
    seconds: float


def run_ndrange_native(built: NativeNDRange, nd: NDRange, args: Mapping[str, object] | None,
                       buffers: Mapping[str, Buffer] | None,
                       local_bytes: Mapping[str, int] | None = None, repeat: int = 1) -> NDRangeRun:
    """Every work-group of `nd` by the native driver; local pointer parameters get `local_bytes`
    each (reused by the groups one after the other). `seconds`: the fastest of `repeat` runs,
    each on fresh buffers."""
    if nd != built.nd:
        raise InputError(f"@{built.kernel} was built for {built.nd}, not {nd}")
    native = built.native
    fn, low = native.function, native.lowered
    assert low is not None
    sizes = dict(local_bytes or {})
    local = [name for name, space in built.arguments if space == 3]
    missing = sorted(set(local) - set(sizes))
    if missing:
        raise InputError(f"@{built.kernel}: give the size of local memory parameter(s) "
                         f"{', '.join('%' + n for n in missing)} (--local-mem NAME=BYTES)")
    n_groups = [g // lo for g, lo in zip(nd.global_size, nd.local_size, strict=True)]
    best, mem = float("inf"), None
    for _ in range(max(repeat, 1)):
        scratch = {n: np.zeros(max(1, sizes[n]) + 64, np.uint8) for n in local}
        mem = _Memory(native.module, buffers)
        mem.addresses.update({f"cl.local.{n}": a.ctypes.data for n, a in scratch.items()})
        chunked, split = built.lanes != nd.items_per_group, built.state > 0
        kept = np.zeros(built.state + 64, np.uint8)
        mem.addresses["cl.state"] = kept.ctypes.data
        given: dict[str, object] = {**(args or {}), **{n: f"@cl.local.{n}" for n in local},
                                    "cl.dims": nd.dims, **({"cl.chunk": 0} if chunked else {}),
                                    **({"cl.state": "@cl.state", "cl.resume": 0} if split else {})}
        for kind, xs in (("lsize", nd.local_size), ("gsize", nd.global_size), ("offset", nd.offset),
                         ("group", (0, 0, 0))):
            given.update({f"cl.{kind}.{d}": xs[d] for d in range(3)})
        arrays = [_arg(fn, given, k, 1, mem, True) for k in range(len(fn.params))]
        if given:
            raise InputError(f"@{built.kernel} has no parameter named {', '.join(map(repr, given))}")
        at = {p.name: k for k, p in enumerate(fn.params)}
        cells = [arrays[at[f"cl.group.{d}"]] for d in range(3)]
        cells.append(arrays[at["cl.chunk"]] if chunked else np.zeros(1, np.int64))
        cells.append(arrays[at["cl.resume"]] if split else np.zeros(1, np.int32))
        ret = np.zeros(low.lanes, np.int32)
        mask = np.ones(low.lanes, np.uint8)
        argv = _pointers(arrays)
        driver = native.compiled.function(built.kernel + NDRANGE, _P, _P, _P, _P, _P, _P, _P, _P,
                                          ctypes.c_int64, ctypes.c_int64, ctypes.c_int64,
                                          ctypes.c_int64)
        native.compiled.restore(native.initial)
        start = time.perf_counter()
        driver(argv.ctypes.data, mask.ctypes.data, ret.ctypes.data, *(c.ctypes.data for c in cells),
               *n_groups, nd.items_per_group // built.lanes)
        best = min(best, time.perf_counter() - start)
    assert mem is not None
    groups = n_groups[0] * n_groups[1] * n_groups[2]
    return NDRangeRun(mem.contents(), groups, groups * nd.items_per_group, low.lanes, best)
