"""OpenCL's index space on P-LLVM (semantics/opencl.md): a kernel becomes a work-group function
whose W threads are the group's work-items in lock step ([CL-GROUP]), its id and size queries
parameters and `thread_id` arithmetic ([CL-ID]), its barriers the builtin `barrier` ([CL-BARRIER]);
an NDRange runs group after group on one memory, with local memory fresh in each ([CL-NDRANGE],
[CL-LOCAL])."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping

import attrs
import numpy as np

from pllvm.errors import InputError, PllvmError, Unsupported
from pllvm.exec.engine import _bind, _drive, _initial, outcome, prepare
from pllvm.exec.fast import drive, eligible
from pllvm.exec.interp import Interp
from pllvm.exec.runs import Buffer, RunResult
from pllvm.exec.schedule import scheduler_named
from pllvm.syntax import (
    PTR,
    AtomicRMW,
    BinOp,
    Block,
    Call,
    Cast,
    Command,
    Declaration,
    Function,
    GlobalRef,
    IntConst,
    Local,
    Module,
    Param,
    Undef,
    VoidType,
)
from pllvm.syntax.builtins import LIBM
from pllvm.syntax.instructions import Operation
from pllvm.syntax.rewrite import Names, replace
from pllvm.syntax.types import I32, I64
from pllvm.syntax.values import Value

__all__ = ["ID_FUNCTIONS", "NDRange", "NDRangeResult", "group_module", "run_ndrange"]

#: the work-item functions as clang names them (Itanium-mangled, `j` = uint), and what each asks
ID_FUNCTIONS = {
    "_Z13get_global_idj": "gid", "_Z12get_local_idj": "lid", "_Z12get_group_idj": "group",
    "_Z15get_global_sizej": "gsize", "_Z14get_local_sizej": "lsize", "_Z14get_num_groupsj": "ngroups",
    "_Z17get_global_offsetj": "offset", "_Z12get_work_dimv": "dims",
}  # fmt: skip
#: `barrier(flags)` and OpenCL 2's `work_group_barrier(flags)`
BARRIERS = frozenset({"_Z7barrierj", "_Z18work_group_barrierj"})
#: the parameters a work-group function gets, per dimension, after the kernel's own
GROUP_PARAMS = ("group", "lsize", "gsize", "offset")
#: an OpenCL math function on scalars: `_Z4sqrtf` (float) or `_Z3powdd` (double); `native_` and
#: `half_` variants mean the function itself ([CL-MATH])
_MATH = re.compile(r"^_Z\d+(?:native_|half_)?([a-z0-9]+?)(f+|d+)$")
#: OpenCL 1.x's atomic functions on 32- and 64-bit integers (`atomic_add`, `atom_inc`, ...): the
#: operation, the address space and the element (i int, j uint, l long, m ulong) ([CL-ATOMIC])
_ATOMIC = re.compile(r"^_Z\d+atomi?c?_(add|sub|inc|dec|min|max|and|or|xor|xchg)"
                     r"P(?:U\d+(?:CL[a-z]+|AS\d))?V([ijlm])")
_RMW = {"add": "add", "sub": "sub", "inc": "add", "dec": "sub", "and": "and", "or": "or",
        "xor": "xor", "xchg": "xchg"}


@attrs.frozen
class NDRange:
    """Global and local sizes and the global offset, each in three dimensions (1 where unused),
    and `simd`: the dimension whose local ids are consecutive across a group's threads."""

    global_size: tuple[int, int, int]
    local_size: tuple[int, int, int]
    offset: tuple[int, int, int] = (0, 0, 0)
    dims: int = 1
    simd: int = 0

    @classmethod
    def parse(cls, global_text: str, local_text: str | None, offset_text: str | None = None,
              simd: int = 0) -> NDRange:
        """`--global X[,Y[,Z]] --local A[,B[,C]] [--offset ...] [--simd-dim D]`; every global size
        a multiple of its local size (OpenCL 1.2's uniform work-groups)."""
        g = _sizes(global_text, "--global")
        dims = len(g)
        lo = _sizes(local_text, "--local") if local_text is not None else (1,) * dims
        off = _sizes(offset_text, "--offset", zero=True) if offset_text is not None else (0,) * dims
        if len(lo) != dims or len(off) != dims:
            raise InputError(f"--global has {dims} dimension(s): give --local and --offset with as many")
        for d in range(dims):
            if g[d] % lo[d]:
                raise InputError(f"dimension {d}: the global size {g[d]} is not a multiple of the "
                                 f"local size {lo[d]}")
        if not 0 <= simd < dims:
            raise InputError(f"--simd-dim {simd}: the range has dimensions 0 to {dims - 1}")
        return cls(_three(g, 1), _three(lo, 1), _three(off, 0), dims, simd)

    @property
    def items_per_group(self) -> int:
        return math.prod(self.local_size)

    def groups(self) -> Iterator[tuple[int, int, int]]:
        """The work-groups' ids, dimension 0 fastest."""
        n = [g // lo for g, lo in zip(self.global_size, self.local_size, strict=True)]
        for z in range(n[2]):
            for y in range(n[1]):
                for x in range(n[0]):
                    yield x, y, z

    @property
    def order(self) -> tuple[int, int, int]:
        """The dimensions from the fastest-varying across a group's threads: `simd` first."""
        a = self.simd
        b, c = (d for d in range(3) if d != a)
        return a, b, c

    def local_id(self, t: int) -> tuple[int, int, int]:
        """The local id of the group's thread t ([CL-ID]: dimension `simd` fastest)."""
        a, b, c = self.order
        lid = [0, 0, 0]
        lid[a] = t % self.local_size[a]
        lid[b] = (t // self.local_size[a]) % self.local_size[b]
        lid[c] = t // (self.local_size[a] * self.local_size[b])
        return lid[0], lid[1], lid[2]


def _three(xs: tuple[int, ...], fill: int) -> tuple[int, int, int]:
    """`xs` in three dimensions, the ones it does not give `fill`."""
    x = (*xs, fill, fill, fill)
    return x[0], x[1], x[2]


def _sizes(text: str, option: str, zero: bool = False) -> tuple[int, ...]:
    try:
        out = tuple(int(x) for x in text.split(","))
    except ValueError:
        raise InputError(f"{option} {text}: one to three integers, comma-separated") from None
    if not 1 <= len(out) <= 3 or any(x < (0 if zero else 1) for x in out):
        raise InputError(f"{option} {text}: one to three {'non-negative' if zero else 'positive'} "
                         "integers, comma-separated")
    return out


# ---------------------------------------------------------------- the work-group function


def _p(kind: str, d: int) -> Local:
    return Local(f"cl.{kind}.{d}")


def _id_prefix(used: set[tuple[str, int]], nd: NDRange | None, chunk: int | None) -> list[Command]:
    """[CL-ID] the commands that compute the ids `used` asks for, from `thread_id` and the
    parameters; with the dimensions in the order a, b, c (`NDRange.order`: the SIMD dimension
    first), the local id of thread t is t mod La in a, (t div La) mod Lb in b and t div (La Lb)
    in c. With the NDRange known (`nd`), its sizes and offset as constants instead of the
    parameters, and where the group extends in a only, the local id in a is `thread_id` itself
    (`group_module`), consecutive across the threads, which the vectorizer widens to vector
    accesses. With `chunk`, a run is one chunk of that many of the group's work-items: thread t
    is the work-item t + chunk · `%cl.chunk` of the group ([CL-CHUNK])."""
    need = set(used)
    if any(k == "gid" for k, _ in need):
        need |= {("lid", d) for k, d in used if k == "gid"}
    out: list[Command] = []
    if chunk is not None or any(k == "lid" for k, _ in need):  # a chunk's threads need their number
        size = [_known(nd, "lsize", d) for d in range(3)]
        out.append(Command("cl.tid", Call(I32, GlobalRef("thread_id"), ())))
        if chunk is None:
            out.append(Command("cl.t", Cast("zext", I32, Local("cl.tid"), I64)))
        else:
            out += [Command("cl.t0", Cast("zext", I32, Local("cl.tid"), I64)),
                    Command("cl.first", BinOp("mul", I64, Local("cl.chunk"), IntConst(chunk))),
                    Command("cl.t", BinOp("add", I64, Local("cl.first"), Local("cl.t0")))]
        a, b, c = nd.order if nd is not None else (0, 1, 2)
        if nd is None or nd.local_size[b] * nd.local_size[c] != 1:
            out += [Command(f"cl.lid.{a}", BinOp("urem", I64, Local("cl.t"), size[a])),
                    Command("cl.q", BinOp("udiv", I64, Local("cl.t"), size[a])),
                    Command(f"cl.lid.{b}", BinOp("urem", I64, Local("cl.q"), size[b])),
                    Command(f"cl.lid.{c}", BinOp("udiv", I64, Local("cl.q"), size[b]))]
    for d in range(3):
        if ("gid", d) in need:
            out += [Command(f"cl.base.{d}", BinOp("mul", I64, _p("group", d), _known(nd, "lsize", d))),
                    Command(f"cl.first.{d}", BinOp("add", I64, Local(f"cl.base.{d}"),
                                                   _known(nd, "offset", d))),
                    Command(f"cl.gid.{d}", BinOp("add", I64, Local(f"cl.first.{d}"), _p("lid", d)))]
        if ("ngroups", d) in need:
            out.append(Command(f"cl.ngroups.{d}", BinOp("udiv", I64, _known(nd, "gsize", d),
                                                        _known(nd, "lsize", d))))
    return out


def _known(nd: NDRange | None, kind: str, d: int) -> Value:
    """A size or the offset of dimension d (`kind`: lsize, gsize, offset): its constant where the
    NDRange is known, else the parameter."""
    if nd is None:
        return _p(kind, d)
    return IntConst({"lsize": nd.local_size, "gsize": nd.global_size, "offset": nd.offset}[kind][d])


def _math_name(callee: str) -> str | None:
    """[CL-MATH] the C math function an OpenCL math call means (`_Z4sqrtf` -> `sqrtf`), or None."""
    m = _MATH.match(callee)
    if m is None or m.group(1) not in LIBM:
        return None
    return m.group(1) + ("f" if m.group(2)[0] == "f" else "")


def _atomic(callee: str, op: Operation) -> AtomicRMW | None:
    """[CL-ATOMIC] `atomic_OP(p, v)` as `atomicrmw OP ptr p, T v seq_cst` (inc and dec: add and
    sub of 1; min and max signed for int and long, unsigned for uint and ulong), or None."""
    m = _ATOMIC.match(callee)
    if m is None or not isinstance(op, Call):
        return None
    kind, elem = m.groups()
    ty = I32 if elem in "ij" else I64
    rmw = _RMW.get(kind) or (("u" if elem in "jm" else "") + kind)
    value = IntConst(1) if kind in ("inc", "dec") else op.args[1].value
    return AtomicRMW(rmw, PTR, op.args[0].value, ty, value, "seq_cst")


def group_module(module: Module, kernel: str, names: tuple[str, ...] = (),
                 nd: NDRange | None = None, chunk: int | None = None) -> Module:
    """[CL-GROUP] the module with `kernel` as its work-group function: the kernel's parameters
    (named as the source names them, `names`, where given and free), then `i64 %cl.group.D`,
    `%cl.lsize.D`, `%cl.gsize.D`, `%cl.offset.D` for D = 0, 1, 2 and `i32 %cl.dims`; every id
    or size query replaced by its value, `barrier` by the builtin, OpenCL's scalar math by the C
    function of the same meaning. With `nd`, its sizes, offset and dimensions are constants
    ([CL-ID]). With `chunk`, the function runs `chunk` work-items of a group, those of the chunk
    `i64 %cl.chunk`, its last parameter ([CL-CHUNK])."""
    fn = module.function(kernel)
    values: dict[str, Value] = {}
    taken = Names(fn)
    kernel_params = []
    for p, source in zip(fn.params, (*names, *[""] * len(fn.params)), strict=False):
        if source and source != p.name and source not in taken.taken:
            taken.taken.add(source)
            values[p.name] = Local(source)
            p = attrs.evolve(p, name=source)
        kernel_params.append(p)
    used: set[tuple[str, int]] = set()
    renamed: dict[str, str] = {}
    blocks = []
    for b in fn.blocks:
        commands = []
        for c in b.commands:
            op = c.op
            callee = op.callee.name if isinstance(op, Call) and isinstance(op.callee, GlobalRef) else None
            if callee in ID_FUNCTIONS:
                assert isinstance(op, Call)
                kind = ID_FUNCTIONS[callee]
                values[str(c.name)] = _query(kind, op, fn, b, used, nd)
                continue
            if callee in BARRIERS:
                commands.append(attrs.evolve(c, op=Call(VoidType(), GlobalRef("barrier"), ())))
                continue
            if callee is not None and (rmw := _atomic(callee, op)) is not None:
                commands.append(attrs.evolve(c, op=rmw))
                continue
            if callee is not None and (name := _math_name(callee)) is not None:
                renamed[callee] = name
                assert isinstance(op, Call)
                commands.append(attrs.evolve(c, op=attrs.evolve(op, callee=GlobalRef(name))))
                continue
            commands.append(c)
        blocks.append(attrs.evolve(b, commands=tuple(commands)))
    entry = blocks[0]
    blocks[0] = attrs.evolve(entry, commands=(*_id_prefix(used, nd, chunk), *entry.commands))
    params = (*kernel_params, *(Param(I64, f"cl.{kind}.{d}") for kind in GROUP_PARAMS for d in range(3)),
              Param(I32, "cl.dims"), *([Param(I64, "cl.chunk")] if chunk is not None else []))
    group = replace(attrs.evolve(fn, params=params, blocks=tuple(blocks)), values)
    if nd is not None:
        fast, *slow = nd.order
        if nd.local_size[slow[0]] * nd.local_size[slow[1]] == 1:  # one dimension: lid = t
            group = replace(group, {f"cl.lid.{fast}": Local("cl.t"),
                                    **{f"cl.lid.{d}": IntConst(0) for d in slow}})
    gone = set(ID_FUNCTIONS) | BARRIERS | set(renamed)
    decls = [d for d in module.declarations if d.name not in gone and not _ATOMIC.match(d.name)]
    have = {d.name for d in decls}
    for old, new in renamed.items():
        if new not in have:
            decls.append(attrs.evolve(next(d for d in module.declarations if d.name == old),
                                      name=new))
            have.add(new)
    if any(d.name in BARRIERS for d in module.declarations) and "barrier" not in have:
        decls.append(Declaration("barrier", VoidType(), ()))
    if any(k == "lid" or k == "gid" for k, _ in used) and "thread_id" not in have:
        decls.append(Declaration("thread_id", I32, ()))
    functions = tuple(group if f.name == kernel else f for f in module.functions)
    return attrs.evolve(module, functions=functions, declarations=tuple(decls))


def _query(kind: str, op: Call, fn: Function, b: Block, used: set[tuple[str, int]],
           nd: NDRange | None) -> Value:
    """The value an id or size query stands for ([CL-ID]); a dimension beyond 2 has id 0 and size
    1, as OpenCL defines for the dimensions the range does not use."""
    if kind == "dims":
        return Local("cl.dims") if nd is None else IntConst(nd.dims)
    dim = op.args[0].value if op.args else None
    if not isinstance(dim, IntConst):
        raise Unsupported(f"@{fn.name}, block {b.label}: a work-item query with a dimension that "
                          "is not a constant")
    d = dim.value
    if d > 2:
        return IntConst(0 if kind in ("gid", "lid", "group", "offset") else 1)
    if kind in ("gid", "lid", "ngroups"):
        used.add((kind, d))
        return Local(f"cl.{kind}.{d}")
    return _p(kind, d) if kind == "group" else _known(nd, kind, d)


# ---------------------------------------------------------------- running an NDRange


@attrs.frozen
class NDRangeResult:
    """The buffers after every work-group ran, and how many groups and work-items did."""

    memory: dict[str, list]
    groups: int
    items: int
    lanes: int


def _group_args(nd: NDRange, group: tuple[int, int, int]) -> dict[str, object]:
    values: dict[str, object] = {"cl.dims": nd.dims}
    for kind, xs in (("group", group), ("lsize", nd.local_size), ("gsize", nd.global_size),
                     ("offset", nd.offset)):
        for d in range(3):
            values[f"cl.{kind}.{d}"] = xs[d]
    return values


def run_ndrange(module: Module, kernel: str, arguments: tuple[tuple[str, int], ...], nd: NDRange,
                interp: Interp,
                args: Mapping[str, object] | None, buffers: Mapping[str, Buffer] | None,
                local_bytes: Mapping[str, int] | None = None, fuel: int = 1_000_000,
                fast: bool = True) -> NDRangeResult:
    """[CL-NDRANGE] every work-group of `nd` in turn, each a lock-step run of its work-items on
    the memory the previous one left; `arguments`: each kernel parameter's source name and address
    space (`text.opencl`), the names `args` and `buffers` use. A local pointer parameter (address
    space 3) points to
    `local_bytes[name]` bytes, fresh (⊤) in each group, as is the kernel's own local memory
    ([CL-LOCAL]). A group that ends in undefined behaviour is an error naming the group and the
    work-items; so is one that does not finish."""
    group = group_module(module, kernel, tuple(name for name, _ in arguments), nd)
    fn = group.function(kernel)
    kernel_params = fn.params[: len(fn.params) - 3 * len(GROUP_PARAMS) - 1]
    local = {p.name for p, (_, space) in zip(kernel_params, arguments, strict=False) if space == 3}
    sizes = dict(local_bytes or {})
    missing = sorted(local - set(sizes))
    if missing:
        raise InputError(f"@{kernel}: give the size of local memory parameter(s) "
                         f"{', '.join('%' + n for n in missing)} (--local-mem NAME=BYTES)")
    unknown = sorted(set(sizes) - local)
    if unknown:
        raise InputError(f"@{kernel}: {', '.join('%' + n for n in unknown)} is not a local memory "
                         "parameter")
    given = dict(args or {})
    all_buffers = dict(buffers or {})
    for name in sorted(local):
        all_buffers[f"cl.local.{name}"] = Buffer("i8", (0,) * max(1, sizes[name]))
        given[name] = f"@cl.local.{name}"
    w = nd.items_per_group
    setup = prepare(group, kernel, w, interp, {**given, **_group_args(nd, (0, 0, 0))}, all_buffers)
    memory, prog = setup.state.memory, setup.prog
    statics = [(prog.machine.globals[g.name], prog.machine.layout.size(g.ty)) for g in group.globals
               if g.name.startswith(kernel + ".") and not g.constant and isinstance(g.init, Undef)]
    fresh = statics + [(setup.addresses[f"cl.local.{n}"], sizes[n]) for n in sorted(local)]
    policy = scheduler_named("min-index")
    count = 0
    for ids in nd.groups():
        for address, size in fresh:
            memory.forget(address, size)
        env = _bind(prog, {**given, **_group_args(nd, ids)}, setup.addresses)
        state = _initial(prog, env, memory)
        result = RunResult(kernel, w, interp, None, [], 0, False)
        with np.errstate(all="ignore"):
            if fast and eligible(prog, policy):
                if not drive(prog, state, result, None, policy, fuel):
                    return run_ndrange(module, kernel, arguments, nd, interp, args, buffers,
                                       local_bytes, fuel, fast=False)
            else:
                _drive(prog, state, result, None, policy, fuel, False, None)
        if result.ub is not None:
            raise PllvmError(f"work-group {ids}: {result.ub}; {_work_items(nd, ids, result.ub.threads)}")
        if not state.terminated:
            raise PllvmError(f"work-group {ids}: not every work-item returned within {fuel} steps")
        count += 1
    memory_out = outcome(setup, setup.state)[1]
    shown = {n: v for n, v in memory_out.items() if not n.startswith("cl.local.")}
    return NDRangeResult(shown, count, count * w, w)


def _work_items(nd: NDRange, group: tuple[int, int, int], threads: list[int]) -> str:
    """The threads of a group's run as work-items: thread t is local id (x, y, z) and global id
    group·L + local + offset."""
    shown = []
    for t in threads[:8]:
        lid = nd.local_id(t)
        gid = tuple(group[d] * nd.local_size[d] + lid[d] + nd.offset[d] for d in range(3))
        shown.append(f"t{t} = local ({', '.join(map(str, lid[: nd.dims]))}), "
                     f"global ({', '.join(map(str, gid[: nd.dims]))})")
    more = f" and {len(threads) - 8} more" if len(threads) > 8 else ""
    return "work-items " + "; ".join(shown) + more
