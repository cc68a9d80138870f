"""Runs: inputs in, schedule driven, fuel bounded, results and traces out."""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import numpy as np

from pllvm.errors import InputError, PllvmError
from pllvm.exec import vm
from pllvm.exec.bytecode import bits_of, from_bits
from pllvm.exec.fast import Bits, Items, bound_bits, code_of, drive, drive_items, eligible
from pllvm.exec.faults import CannotRun, Exhausted, Fault, Stop, UndefinedBehavior
from pllvm.exec.inline import calls_inlined
from pllvm.exec.interp import Interp, interp_named
from pllvm.exec.lanes import POISON, Lanes, Value, dtype_of, stack, to_python
from pllvm.exec.machine import Machine
from pllvm.exec.memory import GAP, Memory
from pllvm.exec.program import Program
from pllvm.exec.rules import Observer, initial_state, lss_w_step
from pllvm.exec.runs import Buffer, Image, RunResult
from pllvm.exec.schedule import (
    MaxIndex,
    MinIndex,
    RandomChoice,
    Scheduler,
    SpinGuard,
    control_key,
    greedy_choice,
    scheduler_named,
)
from pllvm.exec.state import BOTTOM, DONE, State
from pllvm.exec.wellformed import DefinitionMasks
from pllvm.syntax import FloatType, Function, IntType, Module, PtrType, Type, VectorType
from pllvm.syntax.typing import TypeTable
from pllvm.text.parser import parse_type

__all__ = [
    "Setup",
    "argument_lanes",
    "block_index_of",
    "buffer_bytes",
    "buffer_image",
    "decode_buffer",
    "json_value",
    "outcome",
    "prepare",
    "run",
    "run_batch",
    "run_groups",
]


# ---------------------------------------------------------------- inputs


_UNDEF_WORDS = ("⊤", "top", "undef")
#: the largest finite float32: a Python float up to it never overflows when converted to one
_FLOAT_MAX = float(np.finfo(np.float32).max)


def _scalar_arg(text: object, ty: Type, buffers: Mapping[str, int],
                where: str) -> tuple[object, bool, bool]:
    """(value, defined, poison) of one thread's argument: `poison` is poison, ⊤ (None, `⊤`,
    `top`, `undef`) is undef."""
    if isinstance(text, str) and text.strip() == POISON:
        return 0, False, True
    if text is None or (isinstance(text, str) and text.strip() in _UNDEF_WORDS):
        return 0, False, False
    if isinstance(ty, PtrType):
        if isinstance(text, str) and text.startswith("@"):
            name, _, off = text[1:].partition("+")
            if name not in buffers:
                raise InputError(f"{where}: no buffer named {name!r}")
            return buffers[name] + (int(off, 0) if off else 0), True, False
        return int(str(text), 0), True, False
    if isinstance(ty, IntType):
        if isinstance(text, bool) or str(text).lower() in ("true", "false"):
            v = 1 if str(text).lower() == "true" else 0
        else:
            try:
                v = int(str(text), 0)
            except ValueError:
                raise InputError(f"{where}: {text!r} is not an integer") from None
        low, high = -(1 << (ty.bits - 1)), (1 << ty.bits) - 1  # the signed or the unsigned reading
        if not low <= v <= high:
            raise InputError(f"{where}: {v} does not fit i{ty.bits} ({low}..{high})")
        return (bool(v & 1) if ty.bits == 1 else v & ((1 << ty.bits) - 1)), True, False
    if isinstance(ty, FloatType):
        if type(text) is float:  # as it is: a NaN keeps its sign and payload, which text loses
            return text, True, False
        try:
            return float(str(text)), True, False
        except ValueError:
            raise InputError(f"{where}: {text!r} is not a number") from None
    raise InputError(f"{where}: arguments of type {ty} cannot be given on the command line")


def argument_lanes(value: object, ty: Type, w: int, buffers: Mapping[str, int], where: str) -> Lanes:
    """An argument for every thread: a list with one value per thread, or one value for all."""
    if isinstance(ty, VectorType):
        rows: list[Any] = list(value) if isinstance(value, list | tuple) else [value]
        if rows and not isinstance(rows[0], list | tuple):
            rows = [rows] * w  # one vector for every thread
        if len(rows) != w or any(len(r) != ty.count for r in rows):
            raise InputError(f"{where}: expected {w} vector(s) of {ty.count} elements")
        return stack([argument_lanes(list(r), ty.elem, ty.count, buffers, where) for r in rows])
    same = _one_number(value, ty, w)  # one number for every thread: converted once
    if same is not None:
        return same
    values = _per_thread(value, w)
    kinds = set(map(type, values))
    if len(values) != w:
        raise InputError(f"{where}: {len(values)} values given for {w} threads")
    plain = _plain_numbers(values, kinds, ty)
    if plain is not None:
        return Lanes(plain, np.ones(w, np.bool_))
    triples = [_scalar_arg(v, ty, buffers, where) for v in values]
    return Lanes.of(np.array([p[0] for p in triples], dtype_of(ty)), np.array([p[1] for p in triples]),
                    np.array([p[2] for p in triples]))


def _fits(ty: IntType, low: int, high: int) -> bool:
    """Python ints from `low` to `high` are values of iN, read signed or unsigned."""
    return -(1 << (ty.bits - 1)) <= low and high < 1 << ty.bits


def _one_number(value: object, ty: Type, w: int) -> Lanes | None:
    """A Python int (float) of an integer (float) type's range for all W threads, as
    `_plain_numbers` converts it; None where the general path must (other types, values out of
    range, a float that float32 rounds to infinity, NaN)."""
    if isinstance(ty, IntType) and type(value) is int:
        if _fits(ty, value, value):
            return Lanes(np.full(w, value & ((1 << ty.bits) - 1), dtype_of(ty)), np.ones(w, np.bool_))
    elif isinstance(ty, FloatType) and type(value) is float and (
            ty.kind == "double" or (ty.kind == "float" and abs(value) <= _FLOAT_MAX)):
        return Lanes(np.full(w, value, dtype_of(ty)), np.ones(w, np.bool_))
    return None


def _per_thread(value: object, w: int) -> list:
    """An argument's values: the list given (one per thread), or one value for all W threads."""
    return list(value) if isinstance(value, list | tuple) else [value] * w


def _plain_numbers(values: list, kinds: set[type], ty: Type) -> np.ndarray | None:
    """Values that are all Python ints (floats) for an integer (float) type (`kinds`: their
    Python types), converted as whole arrays, as `_scalar_arg` would one by one; None where one
    of them needs `_scalar_arg` (words, ⊤, poison, pointers, values out of range: it gives the
    error)."""
    try:
        if isinstance(ty, IntType) and kinds <= {int}:
            if not _fits(ty, min(values), max(values)):
                return None
            data = np.array(values, np.int64)
            if ty.bits == 1:
                return (data & 1).astype(np.bool_)
            if ty.bits in (8, 16, 32, 64):  # a cast to the width keeps the low bits
                return data.astype(dtype_of(ty))
            return (data.astype(np.uint64) & np.uint64((1 << ty.bits) - 1)).astype(dtype_of(ty))
        if isinstance(ty, FloatType) and kinds <= {int, float} and ty.kind in ("float", "double"):
            with np.errstate(over="ignore"):  # one rounding; beyond float's range it is ±inf
                return np.array(values, dtype_of(ty))
    except OverflowError:
        return None
    return None


@functools.cache
def _element_type(text: str) -> Type:
    """A buffer's element type (parsed once per spelling: parsing costs more than a short run)."""
    return parse_type(text)


def buffer_bytes(name: str, buf: Buffer, m: Machine) -> tuple[Type, np.ndarray]:
    """A buffer's element type and initial bytes (also the native runner's memory image)."""
    ty, raw, _ok, _poison = buffer_image(name, buf, m)
    return ty, raw


def buffer_image(name: str, buf: Buffer, m: Machine) -> tuple[Type, np.ndarray, np.ndarray,
                                                              np.ndarray | None]:
    """A buffer's element type and initial bytes with their defined and poison flags (an
    element given as `poison` is poison, as `⊤` or `undef` undef)."""
    try:
        ty = _element_type(buf.elem)
    except Exception as e:
        raise InputError(f"buffer {name!r}: {buf.elem!r} is not a type ({e})") from None
    if buf.image is not None:
        raw, ok, poison = buf.image
        return ty, raw.copy(), ok.copy(), None if poison is None else poison.copy()
    if buf.data is not None:
        items = list(buf.data)
    elif buf.count is not None:
        rng = np.random.default_rng(buf.seed)
        if isinstance(ty, FloatType):
            items = rng.uniform(buf.low, buf.high, buf.count).tolist()
        else:
            items = rng.integers(int(buf.low), int(buf.high), buf.count, endpoint=True).tolist()
    else:
        raise InputError(f"buffer {name!r}: give \"data\" or \"count\"")
    lanes = argument_lanes(items, ty, len(items), {}, f"buffer {name!r}") if items else None
    if lanes is None:
        return ty, np.zeros(0, np.uint8), np.zeros(0, np.bool_), None
    raw, ok, poison = m.to_bytes(lanes, ty)
    return ty, raw.reshape(-1), ok.reshape(-1), None if poison is None else poison.reshape(-1)


def decode_buffer(m: Machine, ty: Type, raw: np.ndarray, ok: np.ndarray,
                  poison: np.ndarray | None = None) -> list:
    """A buffer's bytes as JSON-ready elements of `ty` (⊤ where a byte is undefined, poison
    where one is poison)."""
    size = m.layout.size(ty)
    n = len(raw) // size if size else 0
    if n == 0:
        return []
    cut = None if poison is None else poison[: n * size].reshape(n, size)
    lanes = m.from_bytes(raw[: n * size].reshape(n, size), ok[: n * size].reshape(n, size), ty, cut)
    values = to_python(lanes, ty, m.types)
    if isinstance(lanes, Lanes) and lanes.data.dtype.kind == "f" and not np.isfinite(lanes.data).all():
        return [json_value(x) for x in values]
    return values


def json_value(v: object) -> object:
    """A Python value with non-finite floats as strings, as results are printed (POISON is
    already the string "poison")."""
    if isinstance(v, float) and not math.isfinite(v):
        return str(v)
    if isinstance(v, list):
        return [json_value(x) for x in v]
    return v


# ---------------------------------------------------------------- runs


_COMPILED: dict[tuple[int, str, int, bool], tuple[Module, Program]] = {}


def _program(module: Module, fn: Function, lanes: int, externals: bool = False) -> Program:
    """The function compiled for W threads (and θ with or without uninterpreted externals),
    reused by later runs of the same module object (compiling is most of the cost of a short
    run; fuzzing makes many). Runs share it: it holds no run's state."""
    key = (id(module), fn.name, lanes, externals)
    hit = _COMPILED.get(key)
    if hit is not None and hit[0] is module:
        return hit[1]
    if len(_COMPILED) > 256:
        _COMPILED.clear()
    prog = Program(calls_inlined(module, fn), Machine(module, lanes, externals, nested_run))
    _COMPILED[key] = (module, prog)
    return prog


@attrs.define
class Setup:
    """A function ready to run: compiled, memory initialized, arguments bound (Def. 4)."""

    fn: Function
    prog: Program
    state: State
    addresses: dict[str, int]
    elem_types: dict[str, Type]


def _memory_with(m: Machine, buffers: Mapping[str, Buffer] | None) -> tuple[
        Memory, dict[str, int], dict[str, Type]]:
    """A run's memory: the globals, then the buffers (their addresses and element types)."""
    memory = m.fresh_memory()
    addresses: dict[str, int] = {}
    elem_types: dict[str, Type] = {}
    images = {name: buffer_image(name, buf, m) for name, buf in (buffers or {}).items()}
    memory.reserve(sum(len(raw) + 16 + GAP for _, raw, _, _ in images.values()))
    for name, buf in (buffers or {}).items():
        ty, raw, ok, poison = images[name]
        addresses[name] = memory.allocate(name, max(len(raw), 1), 16, "buffer", buf.readonly)
        memory.initialize(addresses[name], raw, ok, poison)
        elem_types[name] = ty
    return memory, addresses, elem_types


def _bind(prog: Program, args: Mapping[str, object] | None, addresses: Mapping[str, int]) -> list[Value]:
    """The environment of Def. 4: each parameter's value per thread (a pointer parameter named
    like a buffer points to it), every other variable ⊤."""
    env = prog.fresh_env()
    given = dict(args or {})
    lanes, fn = prog.machine.w, prog.fn
    for pname, slot, ty in prog.params:
        if pname in given:
            env[slot] = argument_lanes(given.pop(pname), ty, lanes, addresses, f"argument %{pname}")
        elif isinstance(ty, PtrType) and pname in addresses:
            env[slot] = argument_lanes(f"@{pname}", ty, lanes, addresses, f"argument %{pname}")
        else:
            raise InputError(f"no value given for argument %{pname} of @{fn.name}")
    if given:
        raise InputError(f"@{fn.name} has no parameter named {', '.join(map(repr, given))}")
    return env


def prepare(module: Module, function: str | None, lanes: int, interp: Interp,
            args: Mapping[str, object] | None, buffers: Mapping[str, Buffer] | None,
            externals: bool = False) -> Setup:
    """The initial state of a run: globals and buffers in memory, parameters bound per thread;
    `externals`: calls of external functions outside θ are uninterpreted ([THETA-EXTERNAL])."""
    fn, prog = _function(module, function, lanes, interp, externals)
    memory, addresses, elem_types = _memory_with(prog.machine, buffers)
    env = _bind(prog, args, addresses)
    return Setup(fn, prog, _initial(prog, env, memory), addresses, elem_types)


def _function(module: Module, function: str | None, lanes: int, interp: Interp,
              externals: bool) -> tuple[Function, Program]:
    """The function to run and its program for `lanes` threads (made once, then cached)."""
    interp_named(interp)
    if lanes < 1:
        raise InputError("the number of threads must be at least 1")
    try:
        fn = module.function(function)
    except KeyError as e:
        raise InputError(e.args[0]) from None
    return fn, _program(module, fn, lanes, externals)


def _initial(prog: Program, env: list[Value], memory: Memory) -> State:
    """The initial state of [INIT], with no thread returned yet (r is ⊤)."""
    state = initial_state(prog, env, memory)
    state.ret = prog.undef_ret()
    return state


def returned(setup: Setup, state: State) -> list | None:
    """The return value per thread (None where ⊤ or not returned)."""
    if state.ret is None:
        return None
    return _returned(state.ret, state.lnext == DONE, setup.fn.ret_ty, setup.prog.machine.types)


def _returned(ret: Value, done: np.ndarray, ty: Type, types: TypeTable) -> list:
    """The return value per thread; `done`: which threads returned."""
    values = to_python(ret, ty, types)
    finite = not isinstance(ret, Lanes) or ret.data.dtype.kind != "f" or bool(
        np.isfinite(ret.data).all())
    if done.all() and finite:  # the common case: no element needs json_value
        return values
    return [json_value(x) if done[t] else None for t, x in enumerate(values)]


def images(setup: Setup, state: State) -> dict[str, Image]:
    """Every buffer's bytes with their defined and poison flags (copies)."""
    out = {}
    for name, addr in setup.addresses.items():
        obj = state.memory.object_at(addr)
        assert obj is not None
        raw, ok, poison = state.memory.contents(obj)
        out[name] = (raw.copy(), ok.copy(), None if poison is None else poison.copy())
    return out


def outcome(setup: Setup, state: State) -> tuple[list | None, dict[str, list]]:
    """The return value per thread (None where ⊤ or not returned) and every buffer's contents."""
    m = setup.prog.machine
    return returned(setup, state), {name: decode_buffer(m, setup.elem_types[name], *img)
                                    for name, img in images(setup, state).items()}


def run(module: Module, function: str | None = None, lanes: int = 1, interp: Interp = "FR",
        args: Mapping[str, object] | None = None, buffers: Mapping[str, Buffer] | None = None,
        schedule: Sequence[str] | None = None, fuel: int = 100_000,
        trace: bool = False, scheduler: str | Scheduler = "min-index",
        check_wf: bool = False, extents: bool = False, externals: bool = False,
        fast: bool = True) -> RunResult:
    """Execute `function` with `lanes` threads under FR or OBL.

    With `schedule`, exactly those blocks are scheduled (Def. 5: any sequence is a schedule);
    otherwise `scheduler` picks among the legal blocks of a greedy schedule (Def. 12) until every
    thread has returned or `fuel` steps are used. With `check_wf`, every use is checked against
    the definition masks of Def. 10 (`result.wf` lists the violations of Def. 11 (3)). With
    `extents`, `result.extents` says which bytes of each buffer the run accessed, and
    `result.raced` whether two threads stored one byte differently in different steps. With
    `externals`, calls of external functions outside θ are uninterpreted ([THETA-EXTERNAL]);
    otherwise a thread that calls one stops the run with `CannotRun`. With `fast`, an untraced
    run takes the compiled machine where it can (exec/fast.py: the same result, `result.path`
    says which ran).
    """
    if fuel < 1:
        raise InputError(f"the step budget (fuel) must be positive, not {fuel}")
    fn, prog = _function(module, function, lanes, interp, externals)
    explicit = [block_index_of(prog, b) for b in schedule] if schedule is not None else None
    policy = scheduler_named(scheduler) if isinstance(scheduler, str) else scheduler
    if (fast and not (trace or check_wf) and (isinstance(scheduler, str) or not isinstance(
            policy, RandomChoice)) and eligible(prog, policy)):
        # the parameters go straight into the machine's registers, not through the environment
        memory, addresses, elem_types = _memory_with(prog.machine, buffers)
        data, defined, poison = _bound_together(prog, [args or {}], addresses)
        setup = Setup(fn, prog, _initial(prog, prog.fresh_env(), memory), addresses, elem_types)
        result = _result(setup, interp, trace)
        if extents:
            memory.track_accesses()
        with np.errstate(all="ignore"):
            if drive(prog, setup.state, result, explicit, policy, fuel, (data[0], defined[0], poison[0])):
                result.path = "compiled"
                return _outcome(setup, result, extents, None)
        # a step is undefined: again on the detailed path, which names the fault
        policy = scheduler_named(scheduler) if isinstance(scheduler, str) else scheduler
    setup = prepare(module, function, lanes, interp, args, buffers, externals)
    state = setup.state
    if extents:
        state.memory.track_accesses()
    result = _result(setup, interp, trace)
    masks = DefinitionMasks(prog, interp) if check_wf else None
    with np.errstate(all="ignore"):  # IEEE results, never Python warnings or errors
        _drive(prog, state, result, explicit, policy, fuel, trace,
               masks.step if masks is not None else None)
    return _outcome(setup, result, extents, masks)


def run_batch(module: Module, function: str | None, lanes: int, interp: Interp,
              args: Sequence[Mapping[str, object]],
              buffers: Mapping[str, Buffer] | list[Mapping[str, Buffer] | None] | None = None,
              fuel: int = 100_000, scheduler: str = "min-index", extents: bool = False,
              externals: bool = False, fast: bool = True) -> list[RunResult]:
    """Independent runs of one function, one per argument set in `args` (`buffers`: one set for
    every run, or a list of one per run): the results of `run` on each, in order.

    Where it can, the batch runs on the compiled machine without Python between its runs
    (semantics/engine.md [ENGINE-BATCH]): under min-index or max-index, for a function with no
    command computed in Python, when the runs' memories have one layout. A run the machine
    cannot finish by itself (a choice of the spin guard, a step that faults) runs alone, as do
    all of them elsewhere."""
    per_run = list(buffers) if isinstance(buffers, list) else [buffers] * len(args)
    if len(per_run) != len(args):
        raise InputError(f"{len(per_run)} sets of buffers given for {len(args)} runs")

    def alone(i: int) -> RunResult:
        return run(module, function, lanes, interp, args[i], per_run[i], fuel=fuel,
                   scheduler=scheduler, extents=extents, externals=externals, fast=fast)

    if not args:
        return []
    if fuel < 1:
        raise InputError(f"the step budget (fuel) must be positive, not {fuel}")
    setup = prepare(module, function, lanes, interp, args[0], per_run[0], externals)
    prog, policy = setup.prog, scheduler_named(scheduler)
    code = code_of(prog) if fast and type(policy) in (MinIndex, MaxIndex) else None
    if code is None or code.python:  # a command Python computes stops every run of the batch
        return [alone(i) for i in range(len(args))]
    memories: dict[int, tuple[int, Memory]] = {}  # per set of buffers: its image and memory
    image_of = []
    for i, bufs in enumerate(per_run):
        if id(bufs) not in memories:
            memory = setup.state.memory if i == 0 else _memory_with(prog.machine, bufs)[0]
            memories[id(bufs)] = len(memories), memory
        k, memory = memories[id(bufs)]
        image_of.append(k if memory.same_layout(setup.state.memory) else -1)
    together = [i for i, k in enumerate(image_of) if k >= 0]
    params = _bound_together(prog, [args[i] for i in together], setup.addresses)
    if extents:
        setup.state.memory.track_accesses()
    items = drive_items(prog, setup.state, params, [m.image() for _, m in memories.values()],
                        [image_of[i] for i in together], policy, fuel, interp == "OBL")
    rets = _batch_returned(setup, items)
    results: list[RunResult | None] = [None] * len(args)
    for row, i in enumerate(together):
        if items.status[row] != vm.ALONE:
            results[i] = _item_result(setup, items, row, rets[row], interp, extents)
    return [r if r is not None else alone(i) for i, r in enumerate(results)]


def _bound_together(prog: Program, args: Sequence[Mapping[str, object]],
                    addresses: Mapping[str, int]) -> Bits:
    """Each run's parameters as register rows, (run, parameter, thread): parameters that every
    run gives as plain numbers converted at once, as `_bind` would run by run; otherwise run by
    run (which also names what is wrong)."""
    n, w, names = len(args), prog.machine.w, {pname for pname, _, _ in prog.params}
    given = [_plain_column(args, pname, ty, w) for pname, _, ty in prog.params] if all(
        a.keys() == names for a in args) else [None]
    columns = [c for c in given if c is not None]
    if len(columns) < len(given):
        return bound_bits(prog, [_bind(prog, a, addresses) for a in args])
    rows = np.empty((len(columns), n * w), np.uint64)
    for k, column in enumerate(columns):
        rows[k] = bits_of(column)
    data = np.ascontiguousarray(rows.reshape(len(columns), n, w).swapaxes(0, 1))
    defined = np.empty(data.shape, np.bool_)
    defined.fill(True)
    return data, defined, np.zeros(data.shape, np.bool_)


def _plain_column(args: Sequence[Mapping[str, object]], pname: str, ty: Type,
                  w: int) -> np.ndarray | None:
    """A parameter's values in every run (one per thread, or one for all), converted at once
    where they are plain numbers (`_plain_numbers`); None otherwise."""
    if isinstance(ty, VectorType):
        return None
    given = [a[pname] for a in args]
    kinds = set(map(type, given))
    if kinds <= {int, float}:  # one number per run, for all its threads
        one = _plain_numbers(given, kinds, ty)
        return None if one is None else np.repeat(one, w)
    per_run = [_per_thread(v, w) for v in given]
    if any(len(v) != w for v in per_run):
        return None
    values = per_run[0] if len(per_run) == 1 else list(itertools.chain.from_iterable(per_run))
    return _plain_numbers(values, set(map(type, values)), ty)


def _batch_returned(setup: Setup, items: Items) -> list[list | None]:
    """Each run's return value per thread, as `returned` gives it, converted at once."""
    code, n = code_of(setup.prog), len(items.status)
    if setup.state.ret is None or code is None or n == 0:
        return [None] * n
    bits, ok, poison = items.ret
    ret = from_bits(bits.reshape(-1), ok.reshape(-1), poison.reshape(-1), code.ret_kind, code.ret_bits)
    values = _returned(ret, items.lnext.reshape(-1) == DONE, setup.fn.ret_ty, setup.prog.machine.types)
    w = items.lnext.shape[1]
    return [values[i * w:(i + 1) * w] for i in range(n)]


def _item_result(setup: Setup, items: Items, row: int, ret: list | None, interp: Interp,
                 extents: bool) -> RunResult:
    """Row `row` of a batch as the result `run` gives (`ret`: its returned values)."""
    prog = setup.prog
    data, defined, poison = (a[row] for a in items.memory)
    memory = setup.state.memory.with_contents(data, defined, poison,
                                              items.touched[row] if extents else None)
    memory.raced = bool(items.raced[row])
    state = State(memory, [], items.lin[row], items.lnext[row], None)
    result = _result(setup, interp, False)
    result.path = "compiled"
    items.record(prog, row, result)
    result.fuel_exhausted = bool(items.status[row] == vm.FUEL)
    result.stuck = bool(items.status[row] == vm.STUCK)
    _outcome(Setup(setup.fn, prog, state, setup.addresses, setup.elem_types), result, extents, None)
    result.ret = ret
    return result


def run_groups(module: Module, function: str | None, items: int, lanes: int, interp: Interp,
               args: Mapping[str, object] | None, buffers: Mapping[str, Buffer] | None,
               fuel: int = 100_000, fast: bool = True) -> tuple[list, dict[str, list]]:
    """`function(i, args...)` for i in 0..items-1 (its first parameter is the item index):
    groups of W threads (the last one smaller) in order, each a run from the memory the previous
    one left; one memory throughout, so the time is linear in the items. Returns the values
    returned per item and the buffers at the end; a group that ends in undefined behaviour or
    does not terminate is a PllvmError naming its items (found again on the detailed path)."""
    if items < 0:
        raise InputError("the number of items must not be negative")
    setup = prepare(module, function, max(1, min(lanes, items)), interp,
                    {**(args or {}), _index_param(module, function): 0}, buffers)
    memory, ret = setup.state.memory, []
    policy = scheduler_named("min-index")
    for start in range(0, items, lanes):
        w = min(lanes, items - start)
        prog = _program(module, setup.fn, w)
        env = _bind(prog, {**(args or {}), prog.params[0][0]: list(range(start, start + w))},
                    setup.addresses)
        state = _initial(prog, env, memory)
        result = RunResult(setup.fn.name, w, interp, None, [], 0, False)
        with np.errstate(all="ignore"):
            if fast and eligible(prog, policy):
                if not drive(prog, state, result, None, policy, fuel):
                    return run_groups(module, function, items, lanes, interp, args, buffers, fuel,
                                      fast=False)
            else:
                _drive(prog, state, result, None, policy, fuel, False, None)
        if result.ub is not None or not state.terminated:
            why = result.ub if result.ub is not None else "not every thread returned"
            raise PllvmError(f"items {start}..{start + w - 1}: {why}")
        ret += returned(Setup(setup.fn, prog, state, setup.addresses, setup.elem_types), state) or []
    return ret, outcome(setup, setup.state)[1]


def _index_param(module: Module, function: str | None) -> str:
    try:
        fn = module.function(function)
    except KeyError as e:
        raise InputError(e.args[0]) from None
    if not fn.params:
        raise InputError(f"@{fn.name} is not a kernel: it has no item index parameter")
    return fn.params[0].name


def _result(setup: Setup, interp: Interp, trace: bool) -> RunResult:
    return RunResult(setup.fn.name, setup.prog.machine.w, interp, None, [], 0, False,
                     rules={"INIT"} if trace else set())


def _outcome(setup: Setup, result: RunResult, extents: bool,
             masks: DefinitionMasks | None) -> RunResult:
    """The result completed from the final state: termination, values, memory."""
    state = setup.state
    done = state.lnext == DONE
    result.terminated = bool(done.all())
    result.ret = None if state.ret is None else _returned(state.ret, done, setup.fn.ret_ty,
                                                          setup.prog.machine.types)
    result.returned = done.tolist()
    result.images = images(setup, state)
    m, types = setup.prog.machine, setup.elem_types
    result._decode = lambda name, img: decode_buffer(m, types[name], *img)
    result.addresses = dict(setup.addresses)
    if extents:
        result.extents = {name: state.memory.accessed(addr) for name, addr in setup.addresses.items()}
        result.touched = {name: t for name, addr in setup.addresses.items()
                          if (t := state.memory.touched_in(addr)) is not None}
        result.raced = state.memory.raced
    if masks is not None:
        result.wf = masks.violations
    return result


def _drive(prog: Program, state: State, result: RunResult, explicit: list[int] | None,
           policy: Scheduler, fuel: int, trace: bool, observer: Observer | None) -> None:
    """[ENGINE-DETAILED] Step through the schedule: the given one, or the policy's choices among
    the legal blocks of a greedy schedule, avoiding cycles no thread is active in (§5.3). A step
    that is undefined ends the run: `result.ub`, its block the schedule's last; a nested call
    that exhausts its budget ends it as out of fuel; the steps of nested calls count in
    `result.steps` ([W-CMD-CALL-REC])."""
    outermost = _nesting["depth"] == 0
    if outermost:
        nested_budget(fuel)
    try:
        _steps(prog, state, result, explicit, policy, fuel, trace, observer)
    except Exhausted:
        result.fuel_exhausted = True
    except UndefinedBehavior as ub:
        result.ub = ub
        result.rules.update(ub.rules)
        result.schedule.append(ub.block)
        result.steps += 1
    if outermost:
        result.steps += _nesting["used"]


def _steps(prog: Program, state: State, result: RunResult, explicit: list[int] | None,
           policy: Scheduler, fuel: int, trace: bool, observer: Observer | None) -> None:
    spin = SpinGuard()
    while True:
        before = control_key(state)
        if explicit is not None:
            if result.steps >= len(explicit):
                return
            sc = explicit[result.steps]
        else:
            if state.terminated:
                return
            if result.steps >= fuel:
                result.fuel_exhausted = True
                return
            chosen = greedy_choice(prog, state, policy, spin)
            if chosen is None:
                result.stuck = True
                return
            sc, legal = chosen
        active, record = lss_w_step(prog, state, sc, result.interp, trace, observer)
        spin.record(before, sc, active, control_key(state), None if explicit is not None else legal)
        result.took(prog.labels[sc], active)
        if record is not None:
            result.trace.append(record)
            result.rules.update(record.rules)


#: [W-CMD-CALL-REC] how deep calls may nest; the steps nested calls have left of the run's fuel
NESTED_DEPTH = 64
_nesting = {"depth": 0, "left": 0, "used": 0}


def nested_budget(steps: int) -> None:
    """[W-CMD-CALL-REC] The steps the nested calls of what is run next may take together (`run`
    sets the run's fuel itself; a search that takes steps one by one sets a budget per step)."""
    _nesting["left"], _nesting["used"] = steps, 0


def nested_run(m: Machine, name: str, args: list[Value], entered: np.ndarray, memory: Memory,
               interp: str) -> Value | None:
    """[W-CMD-CALL-REC] The call of @name, a function of the module, by the threads `entered`:
    the callee run on the same W threads, with the other threads returned from the start, on
    the caller's memory, under the caller's interpretation and the greedy min-index scheduler,
    until every entered thread returns. The returned values (⊤ on the threads not entered); no
    thread entered, nothing runs. Undefined behaviour in the callee is undefined behaviour of
    the call; nested calls that take more steps together than the run's fuel, or nest deeper
    than `NESTED_DEPTH`, exhaust it (`Exhausted`)."""
    prog = _program(m.module, m.module.function(name), m.w, m.externals)
    ret = prog.undef_ret()
    if not entered.any():
        return ret
    if _nesting["depth"] >= NESTED_DEPTH or _nesting["left"] <= 0:
        raise Exhausted()
    env = prog.fresh_env()
    for (_, slot, _), value in zip(prog.params, args, strict=True):
        env[slot] = value
    state = State(memory, env, np.full(m.w, BOTTOM, np.int32),
                  np.where(entered, 0, DONE).astype(np.int32), ret)
    result = RunResult(name, m.w, interp_named(interp), None, [], 0, False)
    _nesting["depth"] += 1
    try:
        _steps(prog, state, result, None, scheduler_named("min-index"), _nesting["left"], False, None)
    except UndefinedBehavior as ub:
        raise Fault(f"{ub.reason}, in the call of @{name} at block {ub.block}, `{ub.instruction}`",
                    ub.threads, ub.addresses) from None
    except CannotRun as e:
        raise Stop(f"{e.reason}, in the call of @{name}", e.threads) from None
    finally:
        _nesting["depth"] -= 1
        _nesting["left"] -= result.steps
        _nesting["used"] += result.steps
    if result.fuel_exhausted:
        raise Exhausted()
    if not state.terminated:
        raise Stop(f"the call of @{name} cannot go on: no block can be scheduled",
                   np.flatnonzero(entered & (state.lnext != DONE)))
    return state.ret


def block_index_of(prog: Program, label: str) -> int:
    if label not in prog.index:
        raise InputError(f"the schedule names {label!r}, which is not a block of @{prog.fn.name}")
    return prog.index[label]

