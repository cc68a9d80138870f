"""Native runs: a function lowered, JIT-compiled and called with numpy buffers, with results in
the interpreter's form (`RunResult.ret`, `RunResult.memory`); and kernels over N items, natively
or by the interpreter in groups of W threads."""

from __future__ import annotations

import ctypes
import struct
import time
from collections.abc import Mapping

import attrs
import numpy as np

from pllvm.backend.abi import ENTRY, KERNEL, SCALAR, module_text, scalar_module_text, storage
from pllvm.backend.checked import CAPACITY, COUNT, OBJECTS, REPORT
from pllvm.backend.jit import Compiled, compile_ir, host_isa, host_veclib
from pllvm.backend.lower import Lowered
from pllvm.backend.plan import default_signature, kernel_signature, plan, prepared, source_name
from pllvm.backend.scalar import one_thread
from pllvm.backend.types import elements
from pllvm.backend.veclib import Libmvec
from pllvm.backend.widen import lower
from pllvm.errors import InputError, NativeFault
from pllvm.exec import Buffer
from pllvm.exec.engine import argument_lanes, buffer_bytes, decode_buffer, json_value, run_groups
from pllvm.exec.interp import Interp
from pllvm.exec.lanes import Lanes, dtype_of, to_python
from pllvm.exec.machine import Machine
from pllvm.syntax import Function, Module, PtrType, Type, VectorType, VoidType

__all__ = ["KernelResult", "Native", "NativeResult", "build", "build_scalar", "run_kernel",
           "run_kernel_interp", "run_native"]

_P = ctypes.c_void_p
#: bytes after each buffer's data (a vector access just past the end stays inside the array)
_PAD = 16


@attrs.frozen
class Native:
    """A lowered and compiled function; `module` is what was lowered (vectorized if needed)."""

    module: Module
    lowered: Lowered | None
    compiled: Compiled
    text: str
    function: Function
    #: the writable globals' initial bytes, put back before every run (`Compiled.snapshot`)
    initial: tuple[tuple[int, bytes], ...] = ()

    @property
    def compile_seconds(self) -> float:
        return self.compiled.seconds


def _function(module: Module, name: str | None) -> Function:
    try:
        return module.function(name)
    except KeyError as e:
        raise InputError(e.args[0]) from None


def lowered_text(module: Module, function: str | None, lanes: int, signature: str | None = None,
                 kernel: bool = False, veclib: Libmvec | None = None,
                 checked: bool = False, isa: str = "",
                 max_lanes: int = 64) -> tuple[Module, Lowered, str]:
    """The LLVM module text for `function` widened to `lanes` (the kernel driver's shapes with
    `kernel`, else `signature`, by default every parameter varying), varying math calling
    `veclib` if given ([WIDEN-VECLIB]), every access checked with `checked` ([NATIVE-CHECKED]),
    with the ISA's own forms where `isa` names one ([WIDEN-ISA]). At most 64 lanes, or
    `max_lanes` for code that uses no horizontal builtin but `barrier` ([WIDEN-NDRANGE])."""
    if not 1 <= lanes <= max_lanes:
        raise InputError(f"the number of lanes must be between 1 and {max_lanes}")
    fn = _function(module, function)
    sig = kernel_signature(fn, lanes) if kernel else signature or default_signature(fn)
    mod, vfn, vectorized = prepared(module, fn, sig, lanes)
    low = lower(plan(mod, vfn, sig, lanes, vectorized, veclib, checked, isa))
    return mod, low, module_text(low, mod, kernel)


def build(module: Module, function: str | None, lanes: int, signature: str | None = None,
          kernel: bool = False, checked: bool = False, isa: str | None = None) -> Native:
    """Lower for the host (its libmvec, [WIDEN-VECLIB], and its ISA, [WIDEN-ISA], unless `isa`
    names another: "" for generic code) and compile; with `checked`, every access is checked
    against the run's objects ([NATIVE-CHECKED])."""
    mod, low, text = lowered_text(module, function, lanes, signature, kernel, host_veclib(), checked,
                                  host_isa() if isa is None else isa)
    return _native(mod, low, text, mod.function(low.name))


def build_scalar(module: Module, function: str | None) -> Native:
    """The source function as one thread runs it ([WIDEN-SCALAR]), with the scalar kernel loop,
    compiled at O3 (LLVM's own loop vectorizer may vectorize that loop)."""
    fn = _function(module, function)
    text = scalar_module_text(one_thread(module), fn.name)
    return _native(module, None, text, fn)


def _native(module: Module, lowered: Lowered | None, text: str, fn: Function) -> Native:
    """`text` compiled, with the writable globals as they start: a run, like the interpreter's,
    sees them with their initial values whatever the runs before it stored."""
    compiled = compile_ir(text)
    writable = [g.name for g in module.globals if not g.constant and g.init is not None]
    return Native(module, lowered, compiled, text, fn, compiled.snapshot(writable))


@attrs.frozen
class NativeResult:
    """What a native run produced, in the interpreter's form."""

    function: str
    lanes: int
    ret: list | None
    memory: dict[str, list]
    seconds: float
    compile_seconds: float

    def to_json(self) -> dict[str, object]:
        return {"function": self.function, "lanes": self.lanes, "native": True, "ret": self.ret,
                "memory": self.memory, "seconds": self.seconds,
                "compile_seconds": self.compile_seconds}


class _Memory:
    """The buffers as numpy byte arrays (their addresses are the pointer arguments)."""

    def __init__(self, module: Module, buffers: Mapping[str, Buffer] | None) -> None:
        self.machine = Machine(module, 1)
        self.arrays: dict[str, np.ndarray] = {}
        self.types: dict[str, Type] = {}
        for name, buf in (buffers or {}).items():
            ty, raw = buffer_bytes(name, buf, self.machine)
            self.arrays[name] = np.concatenate([raw.astype(np.uint8), np.zeros(_PAD, np.uint8)])
            self.types[name] = ty
        self.addresses = {n: a.ctypes.data for n, a in self.arrays.items()}

    def contents(self) -> dict[str, list]:
        out = {}
        for name, arr in self.arrays.items():
            raw = arr[:-_PAD]
            out[name] = decode_buffer(self.machine, self.types[name], raw, np.ones(len(raw), np.bool_))
        return out


def _arg(fn: Function, given: dict[str, object], k: int, lanes: int, mem: _Memory,
         uniform: bool) -> np.ndarray:
    """Parameter k's lanes (or one value when uniform) as an array of its storage type."""
    p = fn.params[k]
    name = p.name if p.name in given or p.name in mem.addresses else source_name(p.name)
    if name in given:
        value = given.pop(name)
    elif isinstance(p.ty, PtrType) and name in mem.addresses:
        value = f"@{name}"
    else:
        raise InputError(f"no value given for argument %{name} of @{fn.name}")
    lanes_ = argument_lanes(value, p.ty, lanes, mem.addresses, f"argument %{p.name}")
    data = np.where(lanes_.defined, lanes_.data, np.zeros_like(lanes_.data))
    if uniform:
        raw = np.ascontiguousarray(data).view(np.uint8).reshape(len(data), -1)  # NaN equals NaN
        if (raw != raw[0]).any():
            raise InputError(f"argument %{p.name} is uniform by the shapes but differs across threads")
        data = data[:1]
    return np.ascontiguousarray(data.astype(dtype_of(storage(p.ty))))  # a thread's vector is a row


def _arm(native: Native, mem: _Memory) -> None:
    """[NATIVE-CHECKED] The run's objects into a checked module's table (its buffers, as given,
    and the module's globals; allocas add themselves) and no violation recorded."""
    if native.lowered is None or not native.lowered.plan.checked:
        return
    objects = [(a.ctypes.data, len(a) - _PAD) for a in mem.arrays.values()]
    if len(objects) > CAPACITY:
        raise InputError(f"--checked: {len(objects)} buffers, more than the table's {CAPACITY}")
    table = native.compiled.address(OBJECTS[1:])
    for k, (address, size) in enumerate(objects):
        ctypes.memmove(table + 16 * k, struct.pack("<QQ", address, address + size), 16)
    ctypes.memmove(native.compiled.address(COUNT[1:]), struct.pack("<Q", len(objects)), 8)
    ctypes.memmove(native.compiled.address(REPORT[1:]), struct.pack("<iiq", -1, 0, 0), 16)
    native.compiled.function("pllvm.globals")()  # the globals, where the code has them


def _disarm(native: Native) -> None:
    """[NATIVE-CHECKED] The first access outside every object, if the run made one, as an error
    naming the function, the access, the thread and the address."""
    low = native.lowered
    if low is None or not low.plan.checked:
        return
    site, lane, address = struct.unpack("<iiq", ctypes.string_at(native.compiled.address(REPORT[1:]), 16))
    if site >= 0:
        block, text = low.sites[site]
        raise NativeFault(f"out of bounds in the native code of @{low.name} (--checked): thread {lane} "
                          f"accesses {address:#x}, outside every object, at block {block}, `{text}` "
                          "(the interpreter reports it as undefined behaviour)")


def _pointers(arrays: list[np.ndarray]) -> np.ndarray:
    return np.array([a.ctypes.data for a in arrays], np.uint64)


def _ret(native: Native, raw: np.ndarray) -> list | None:
    ty = native.function.ret_ty
    if isinstance(ty, VoidType):
        return None
    if isinstance(ty, VectorType):  # [WIDEN-TENSOR] thread t's elements are row t
        raw = raw.reshape(-1, ty.count)
    lanes = Lanes(raw.astype(dtype_of(ty)), np.ones(raw.shape, np.bool_))
    return [json_value(x) for x in to_python(lanes, ty, {})]


def run_native(native: Native, args: Mapping[str, object] | None,
               buffers: Mapping[str, Buffer] | None) -> NativeResult:
    """Call `@F.pllvm.entry` once: W threads, every one live (the entry mask all true)."""
    assert native.lowered is not None
    low = native.lowered
    w = low.lanes
    mem = _Memory(native.module, buffers)
    given = dict(args or {})
    arrays = [_arg(native.function, given, k, w, mem, not vec) for k, (_n, _t, vec) in enumerate(low.params)]
    if given:
        raise InputError(f"@{low.name} has no parameter named {', '.join(map(repr, given))}")
    ret = np.zeros(w * elements(low.ret_ty),
                   dtype_of(storage(low.ret_ty)) if not isinstance(low.ret_ty, VoidType) else np.uint8)
    mask = np.ones(w, np.uint8)
    argv = _pointers(arrays)
    entry = native.compiled.function(low.name + ENTRY, _P, _P, _P)
    native.compiled.restore(native.initial)
    _arm(native, mem)
    start = time.perf_counter()
    entry(argv.ctypes.data, ret.ctypes.data, mask.ctypes.data)
    seconds = time.perf_counter() - start
    _disarm(native)
    return NativeResult(low.name, w, _ret(native, ret), mem.contents(), seconds, native.compile_seconds)


@attrs.frozen
class KernelResult:
    """A kernel over `items` items: the return value per item (if any) and the buffers."""

    function: str
    items: int
    lanes: int
    mode: str  # native | interp | scalar
    ret: list | None
    memory: dict[str, list]
    seconds: float
    compile_seconds: float

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"function": self.function, "items": self.items, "lanes": self.lanes,
                                  "mode": self.mode}
        if self.ret is not None:
            out["ret"] = self.ret
        out.update(memory=self.memory, seconds=self.seconds, compile_seconds=self.compile_seconds)
        return out


def _kernel_args(fn: Function, args: Mapping[str, object] | None) -> dict[str, object]:
    given = dict(args or {})
    if not fn.params:
        raise InputError(f"@{fn.name} is not a kernel: it has no item index parameter")
    if source_name(fn.params[0].name) in given:
        raise InputError(f"argument %{source_name(fn.params[0].name)} is the item index; the "
                         "driver gives it")
    return given


def run_kernel(native: Native, items: int, args: Mapping[str, object] | None,
               buffers: Mapping[str, Buffer] | None, repeat: int = 1) -> KernelResult:
    """`F(i, args...)` for i in 0..items: the SIMD kernel (`build(kernel=True)`) or the scalar
    loop (`build_scalar`). `seconds` is the fastest of `repeat` calls (each on fresh buffers)."""
    if items < 0:
        raise InputError("the number of items must not be negative")
    fn = native.function
    best, mem, out = float("inf"), None, None
    for _ in range(max(repeat, 1)):
        given = _kernel_args(fn, args)
        mem = _Memory(native.module, buffers)
        arrays = [np.zeros(1, np.int64)]
        arrays += [_arg(fn, given, k, 1, mem, True) for k in range(1, len(fn.params))]
        if given:
            raise InputError(f"@{fn.name} has no parameter named {', '.join(map(repr, given))}")
        void = isinstance(fn.ret_ty, VoidType)
        out = np.zeros(max(items, 1), np.uint8 if void else dtype_of(storage(fn.ret_ty)))
        name = fn.name + (KERNEL if native.lowered is not None else SCALAR)
        kernel = native.compiled.function(name, ctypes.c_int64, _P, _P)
        argv = _pointers(arrays)
        native.compiled.restore(native.initial)
        _arm(native, mem)
        start = time.perf_counter()
        kernel(items, argv.ctypes.data, out.ctypes.data)
        best = min(best, time.perf_counter() - start)
        _disarm(native)
    assert mem is not None and out is not None
    lanes = native.lowered.lanes if native.lowered is not None else 1
    ret = None if isinstance(fn.ret_ty, VoidType) else _ret(native, out[:items])
    return KernelResult(fn.name, items, lanes, "native" if native.lowered is not None else "scalar",
                        ret, mem.contents(), best, native.compile_seconds)


def run_kernel_interp(module: Module, function: str | None, items: int, lanes: int,
                      args: Mapping[str, object] | None, buffers: Mapping[str, Buffer] | None,
                      fuel: int = 1_000_000) -> KernelResult:
    """The same kernel by the interpreter: groups of W threads (the last one smaller) in order,
    each starting from the memory the previous one left; OBL when the function is predicated."""
    fn = _function(module, function)
    given = _kernel_args(fn, args)
    interp: Interp = "OBL" if any(b.predicate is not None for b in fn.blocks) else "FR"
    start_time = time.perf_counter()
    ret, memory = run_groups(module, fn.name, items, lanes, interp, given, buffers, fuel)
    return KernelResult(fn.name, items, lanes, "interp", None if isinstance(fn.ret_ty, VoidType) else ret,
                        memory, time.perf_counter() - start_time, 0.0)
