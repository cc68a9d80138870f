"""What instructions run against: W, the module's types and layout, the globals, θ's mode.

It also turns constants into lane vectors ([EVAL] on constants) and lane vectors into bytes and
back, the two conversions every memory access needs.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Sequence

import numpy as np

from pllvm.errors import Unsupported
from pllvm.exec.lanes import Agg, Lanes, Value, as_lanes, dtype_of, mask_width, stack, undef_like
from pllvm.exec.memory import Memory
from pllvm.syntax import (
    Aggregate,
    ArrayType,
    BinExpr,
    CastExpr,
    FloatConst,
    GepExpr,
    GlobalRef,
    IntConst,
    IntType,
    Module,
    NamedType,
    NoneToken,
    NullPtr,
    Poison,
    StringConst,
    StructType,
    Type,
    Undef,
    VectorType,
    ZeroInit,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.layout import Layout
from pllvm.syntax.typing import indexed_element, resolve

__all__ = ["Machine"]


#: where function addresses lie: far above every object of the arena
FUNCTIONS = 1 << 56

#: [W-CMD-CALL-REC] a nested run: (machine, callee, arguments, entered threads, memory,
#: interpretation) -> the returned values
NestedRun = Callable[["Machine", str, list[Value], np.ndarray, Memory, str], Value | None]


class Machine:
    """[ENGINE-MEMORY] The static context of executing a module with W threads: types, layout, the
    globals' addresses and initial contents, and θ's treatment of external functions. Runs share it;
    each run's memory is its own (`fresh_memory`, owned by the state of Def. 3)."""

    def __init__(self, module: Module, w: int, externals: bool = False,
                 calls: NestedRun | None = None) -> None:
        self.module = module
        self.w = w
        #: [W-CMD-CALL-REC] how a call of a function of the module runs (the engine's nested
        #: run); a machine without one cannot run such a call
        self.calls = calls
        #: calls of external functions outside θ are uninterpreted (`theta.external`) instead of
        #: stopping the run ([THETA-EXTERNAL])
        self.externals = externals
        self.types = {t.name: t.body for t in module.types}
        self.layout = Layout(self.types)
        self.globals: dict[str, int] = {}
        self.functions: dict[str, int] = {}  # the address of each function of the module
        self._initial = self._globals_memory()

    def _globals_memory(self) -> Memory:
        """A memory holding only the globals, initialized. Globals get the same addresses in
        every run, so code compiled for this machine may hold them as constants."""
        memory = Memory()
        for g in self.module.globals:
            size = self.layout.size(g.ty)
            self.globals[g.name] = memory.allocate(
                "@" + g.name, size, g.align or self.layout.align(g.ty), "global", readonly=g.constant)
        for name in [*(f.name for f in self.module.functions),
                     *(d.name for d in self.module.declarations)]:
            self.functions[name] = self._function_address(name)
        for g in self.module.globals:
            if g.init is not None:
                data, ok, poison = self.to_bytes(self.constant(g.init, g.ty, 1), g.ty)
                memory.initialize(self.globals[g.name], data[0], ok[0],
                                  None if poison is None else poison[0])
        return memory

    def _function_address(self, name: str) -> int:
        """[W-CMD-CALL-INDIRECT] A function's address: outside every object (an access through
        it is undefined), the same for a name in every module (a check's two sides agree, and
        their buffers keep their places), and apart from the module's other functions."""
        address = FUNCTIONS + (zlib.crc32(name.encode()) << 4)
        while address in self.functions.values():
            address += 16
        return address

    def fresh_memory(self) -> Memory:
        """The memory a run starts from: the globals, initialized (a copy of its own)."""
        return self._initial.copy()

    def resolve(self, ty: Type) -> Type:
        return resolve(ty, self.types) if isinstance(ty, NamedType) else ty

    # ------------------------------------------------------------ constants
    def constant(self, v: IRValue, ty: Type, w: int | None = None) -> Value:
        """A constant's value on every thread (what [EVAL] gives for a constant)."""
        w = self.w if w is None else w
        ty = self.resolve(ty)
        if isinstance(v, Undef | Poison):
            return undef_like(ty, w, self.types, poison=isinstance(v, Poison))
        if isinstance(ty, StructType | ArrayType):
            return self._aggregate_constant(v, ty, w)
        shape = (w, ty.count) if isinstance(ty, VectorType) else (w,)
        dt = dtype_of(ty)
        if isinstance(v, Aggregate):
            parts = [as_lanes(self.constant(e.value, e.ty, w)) for e in v.elems]
            return stack(parts, axis=1)
        scalar = self._scalar(v, ty.elem if isinstance(ty, VectorType) else ty)
        return Lanes(np.full(shape, scalar, dt), np.ones(shape, np.bool_))

    def _aggregate_constant(self, v: IRValue, ty: StructType | ArrayType, w: int) -> Value:
        members = list(ty.fields) if isinstance(ty, StructType) else [ty.elem] * ty.count
        if isinstance(v, ZeroInit):
            return Agg([self.constant(ZeroInit(), m, w) for m in members])
        if isinstance(v, StringConst):
            return Agg([self.constant(IntConst(b), IntType(8), w) for b in v.data])
        if isinstance(v, Aggregate):
            return Agg([self.constant(e.value, e.ty, w) for e in v.elems])
        raise Unsupported(f"constant {v} of aggregate type")

    def _scalar(self, v: IRValue, ty: Type) -> int | float | np.floating:
        """The Python value of a scalar constant, in the representation of `dtype_of(ty)`."""
        match v:
            case IntConst(value=x):
                bits = ty.bits if isinstance(ty, IntType) else 64
                return bool(x & 1) if bits == 1 else x & ((1 << bits) - 1)
            case FloatConst(bits=b, fmt=fmt):
                if fmt == "D":
                    return struct.unpack("<d", struct.pack("<Q", b))[0]
                if fmt == "H":
                    return np.frombuffer(struct.pack("<H", b), np.float16)[0]
                raise Unsupported(f"floating-point constant format 0x{fmt}")
            case ZeroInit() | NullPtr():
                return 0
            case GlobalRef(name=n):
                if n in self.globals:
                    return self.globals[n]
                if n in self.functions:
                    return self.functions[n]
                raise Unsupported(f"@{n} names no global or function of the module")
            case GepExpr():
                return self._const_gep(v)
            case CastExpr(op=op, operand=x, to=to):
                inner = self._scalar(x.value, self.resolve(x.ty))
                if op in ("ptrtoint", "inttoptr", "bitcast", "addrspacecast", "zext", "trunc"):
                    bits = to.bits if isinstance(to, IntType) else 64
                    return int(inner) & ((1 << bits) - 1)
                raise Unsupported(f"constant expression {op}")
            case BinExpr(op=op, lhs=a, rhs=b):
                x, y = int(self._scalar(a.value, a.ty)), int(self._scalar(b.value, b.ty))
                bits = a.ty.bits if isinstance(a.ty, IntType) else 64
                ops = {"add": x + y, "sub": x - y, "mul": x * y, "and": x & y, "or": x | y,
                       "xor": x ^ y}
                if op not in ops:
                    raise Unsupported(f"constant expression {op}")
                return ops[op] & ((1 << bits) - 1)
            case NoneToken():
                return 0
        raise Unsupported(f"constant {v!r}")

    def _const_gep(self, g: GepExpr) -> int:
        addr = int(self._scalar(g.base.value, g.base.ty))
        idx = [int(self._scalar(i.value, i.ty)) for i in g.indices]
        return (addr + self.gep_offset(g.source, idx)) & ((1 << 64) - 1)

    def gep_offset(self, source: Type, indices: list[int]) -> int:
        """Byte offset of a constant index path (struct indices must be constants anyway)."""
        offset = indices[0] * self.layout.size(source) if indices else 0
        ty = source
        for i in indices[1:]:
            rt = self.resolve(ty)
            if isinstance(rt, StructType):
                offset += self.layout.field_offsets(rt)[i]
                ty = rt.fields[i]
            else:
                ty = indexed_element(rt, self.types)
                offset += i * self.layout.size(ty)
        return offset

    # ------------------------------------------------------------ bytes
    def to_bytes(self, v: Value, ty: Type) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """A value's memory image per thread: (bytes, defined, poison) of shape (W, size); every
        byte of an element is as defined and as poison as the element; poison is None when no
        byte is."""
        ty = self.resolve(ty)
        if isinstance(v, Agg):
            size = self.layout.size(ty)
            w = _width(v)
            out = np.zeros((w, size), np.uint8)
            ok = np.ones((w, size), np.bool_)
            poison = None
            assert isinstance(ty, StructType | ArrayType), "an aggregate value has an aggregate type"
            for f, mty, off in zip(v.fields, *self._members(ty), strict=True):
                b, d, p = self.to_bytes(f, mty)
                out[:, off : off + b.shape[1]] = b
                ok[:, off : off + b.shape[1]] = d
                if p is not None:
                    poison = np.zeros((w, size), np.bool_) if poison is None else poison
                    poison[:, off : off + b.shape[1]] = p
            return out, ok, poison
        dt = dtype_of(ty)
        data = v.data.astype(np.uint8) if dt == np.bool_ else v.data
        w = data.shape[0]
        raw = np.ascontiguousarray(data).view(np.uint8).reshape(w, -1)
        per = dt.itemsize
        ok = np.repeat(v.defined.reshape(w, -1), per, axis=1)
        poison = None if v.poison is None else np.repeat(v.poison.reshape(w, -1), per, axis=1)
        size = self.layout.size(ty)
        if raw.shape[1] < size:  # padding of a wide integer container is not part of the value
            pad = ((0, 0), (0, size - raw.shape[1]))
            raw, ok = np.pad(raw, pad), np.pad(ok, pad)
            poison = None if poison is None else np.pad(poison, pad)
        return raw, ok, poison

    def from_bytes(self, raw: np.ndarray, ok: np.ndarray, ty: Type,
                   poison: np.ndarray | None = None) -> Value:
        """The inverse of `to_bytes`: a value read from memory; an element is poison where any
        of its bytes is, else ⊤ where any byte is ⊤ ([VAL-MEM-LOAD])."""
        ty = self.resolve(ty)
        w = raw.shape[0]
        if isinstance(ty, StructType | ArrayType):
            members, offsets = self._members(ty)
            return Agg([
                self.from_bytes(raw[:, off : off + self.layout.size(m)],
                                ok[:, off : off + self.layout.size(m)], m,
                                None if poison is None else poison[:, off : off + self.layout.size(m)])
                for m, off in zip(members, offsets, strict=True)
            ])
        dt = dtype_of(ty)
        n = ty.count if isinstance(ty, VectorType) else 1
        per = 1 if dt == np.bool_ else dt.itemsize
        body = np.ascontiguousarray(raw[:, : n * per])
        data = (body != 0).reshape(w, n) if dt == np.bool_ else body.view(dt).reshape(w, n)
        defined = np.asarray(ok[:, : n * per].reshape(w, n, per).all(axis=2))
        bad = None if poison is None else np.asarray(poison[:, : n * per].reshape(w, n, per).any(axis=2))
        elem = ty.elem if isinstance(ty, VectorType) else ty
        if isinstance(elem, IntType) and dt != np.bool_:
            data = mask_width(data, elem.bits)
        if not isinstance(ty, VectorType):
            data, defined = data.reshape(w), defined.reshape(w)
            bad = None if bad is None else bad.reshape(w)
        return Lanes.of(data, defined, bad)

    def _members(self, ty: StructType | ArrayType) -> tuple[list[Type], Sequence[int]]:
        """The member types of an aggregate type and their byte offsets."""
        if isinstance(ty, StructType):
            return list(ty.fields), self.layout.field_offsets(ty)
        return [ty.elem] * ty.count, [k * self.layout.size(ty.elem) for k in range(ty.count)]


def _width(v: Value) -> int:
    return _width(v.fields[0]) if isinstance(v, Agg) else v.data.shape[0]

