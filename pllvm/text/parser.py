"""Text to IR: the lark LALR grammar in `grammar.lark` and the transformer that builds `Module`s.

Only syntax is checked here (plus what the IR needs to exist, such as phis before other
instructions); names, types and dominance are checked by `pllvm.valid`.
"""

from __future__ import annotations

import gc
import hashlib
import os
import re
import struct
import sys
import tempfile
from collections.abc import Callable, Collection
from functools import cache, wraps
from pathlib import Path
from typing import TypeVar

import attrs
import lark
from lark import Token, Transformer, v_args

from pllvm.errors import Loc, ParseError
from pllvm.syntax import (
    Aggregate,
    Alloca,
    Arg,
    ArrayType,
    AtomicRMW,
    BinExpr,
    BinOp,
    Block,
    Br,
    Call,
    Cast,
    CastExpr,
    CmpXchg,
    Command,
    CondBr,
    Declaration,
    ExtractElement,
    ExtractValue,
    FCmp,
    Fence,
    FloatConst,
    FloatType,
    FNeg,
    Freeze,
    Function,
    FunctionType,
    Gep,
    GepExpr,
    Global,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    LabelType,
    Load,
    Local,
    Mask,
    MetadataRef,
    MetadataType,
    Module,
    NamedType,
    NoneToken,
    NullPtr,
    Param,
    Phi,
    Poison,
    PtrType,
    Ret,
    Select,
    ShuffleVector,
    Store,
    StringConst,
    StructType,
    Switch,
    TokenType,
    Type,
    Typed,
    TypeDef,
    Undef,
    Unreachable,
    Value,
    VectorType,
    VoidType,
    ZeroInit,
    signed,
)
from pllvm.text.printer import print_type

__all__ = ["parse_file", "parse_module", "parse_type", "unquote_name"]

_GRAMMAR = Path(__file__).with_name("grammar.lark")

#: How terminals are named in error messages.
_TERMINAL_NAMES = {
    "LOCAL": "a %name",
    "GLOBAL": "an @name",
    "LABEL_DEF": "a block label",
    "INT": "an integer",
    "FLOAT": "a float",
    "HEXFLOAT": "a hex float",
    "INTTYPE": "an integer type",
    "FLOATKW": "a float type",
    "STRING": "a string",
    "CSTRING": "a c-string",
    "WORD": "an attribute",
    "ATTR_TEXT": "an attribute",
    "ATTR_GROUP_REF": "an attribute group #N",
    "BINOP": "a binary operator ('add', 'fmul', ...)",
    "CASTOP": "a cast ('zext', 'bitcast', ...)",
    "TAIL": "'tail'",
    "FMF": "a fast-math flag",
    "INT_FLAG": "'nuw', 'nsw' or 'exact'",
    "GLOBAL_KIND": "'global' or 'constant'",
    "EXTERNAL": "'external'",
    "TARGET_KEY": "'datalayout' or 'triple'",
    "METADATA": "metadata",
    "VARARGS": "'...'",
    "ORDERING": "a memory ordering ('monotonic', 'seq_cst', ...)",
    "RMW_OP": "an atomicrmw operation ('add', 'xchg', 'umax', ...)",
    "$END": "end of input",
}


def unquote_name(text: str) -> str:
    """The name of a `%x`, `@"a b"` or `x:` token without sigil, quotes or colon."""
    text = text.rstrip(":")
    if text[:1] in "%@":
        text = text[1:]
    if text.startswith('"'):
        text = _unescape(text[1:-1]).decode("utf-8", errors="surrogateescape")
    return text


def _unescape(body: str) -> bytes:
    """Decode LLVM's `\\XX` hex escapes in a quoted string."""
    out = bytearray()
    i = 0
    raw = body.encode("utf-8", errors="surrogateescape")
    while i < len(raw):
        if raw[i] == 0x5C and i + 2 < len(raw) and _is_hex(raw[i + 1 : i + 3]):
            out.append(int(raw[i + 1 : i + 3], 16))
            i += 3
        elif raw[i] == 0x5C and raw[i + 1 : i + 2] == b"\\":
            out.append(0x5C)
            i += 2
        else:
            out.append(raw[i])
            i += 1
    return bytes(out)


def _is_hex(pair: bytes) -> bool:
    return len(pair) == 2 and all(c in b"0123456789abcdefABCDEF" for c in pair)


def const_for(ty: Type, value: _Written) -> Value:
    """Normalize a literal written with type `ty`: integers to the signed range of the type,
    decimal floats to the bit pattern of the type's format ([TXT-INT], [TXT-FLOAT])."""
    match ty, value:
        case IntType(bits=bits), IntConst(value=v):
            return IntConst(signed(v, bits))
        case FloatType(kind=kind), _DecimalFloat():
            return value.encode(kind)
    if isinstance(value, _DecimalFloat):
        return value.encode("double")
    return value


@attrs.frozen
class _Shadow:
    """The `shadow v` operand while a phi is being built."""

    value: _Written


@attrs.frozen
class _Unlabeled:
    """An entry block written without a label: `block`, labeled "" until its function gives it its
    number ([TXT-NUMBERING])."""

    block: Block


@attrs.frozen
class _Signature:
    """The parameters a call writes for its callee (`call i32 (ptr, ...) @printf(...)`)."""

    params: tuple[Param, ...]
    varargs: bool

    def function_type(self, ret: Type) -> FunctionType:
        """The callee's type, returning `ret`."""
        return FunctionType(ret, tuple(p.ty for p in self.params), self.varargs)


@attrs.frozen
class _DecimalFloat:
    """A decimal float literal; its encoding depends on the type it is written with."""

    text: str
    loc: Loc

    def encode(self, kind: str) -> FloatConst:
        """Doubles and floats as the 64-bit double pattern (LLVM's rule); half and bfloat in their
        own format, which must hold the value exactly, since LLVM rejects rounding there too."""
        x = float(self.text)
        if kind not in ("half", "bfloat"):
            return FloatConst.of(x)
        fmt, bits = ("H", _exact_half(x)) if kind == "half" else ("R", _exact_bfloat(x))
        if bits is None:
            raise ParseError(f"{self.text} is not exactly representable as {kind}; "
                             f"write it in hex (0x{fmt}...)", self.loc)
        return FloatConst(bits, fmt)


#: A value as written: a decimal float waits for the type it is written with (`const_for`).
_Written = Value | _DecimalFloat


def _exact_half(x: float) -> int | None:
    """The IEEE half bits of `x`, or None when `x` is not a half value."""
    try:
        bits = struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return None
    return bits if struct.unpack("<e", struct.pack("<H", bits))[0] == x else None


def _exact_bfloat(x: float) -> int | None:
    """The bfloat bits of `x` (the upper half of its float32), or None when `x` is not one."""
    try:
        f32 = struct.unpack("<I", struct.pack("<f", x))[0]
    except OverflowError:
        return None
    exact = f32 & 0xFFFF == 0 and struct.unpack("<f", struct.pack("<I", f32))[0] == x
    return f32 >> 16 if exact else None


def _loc(meta: lark.tree.Meta, file: str) -> Loc | None:
    return Loc(file, meta.line, meta.column) if not meta.empty else None


def _typed(ty: Type, v: _Written) -> Typed:
    return Typed(ty, const_for(ty, v))


_R = TypeVar("_R")


def _gather(lead: int, fixed: int) -> Callable[[Callable[..., _R]], Callable[..., _R]]:
    """The callback of a rule whose children between the first `lead` and the last `fixed` vary in
    number (flags, attributes): it takes them as one tuple, in their place."""

    def wrap(rule: Callable[..., _R]) -> Callable[..., _R]:
        @wraps(rule)
        def gathered(self: _Builder, *children: object) -> _R:
            end = len(children) - fixed
            return rule(self, *children[:lead], children[lead:end], *children[end:])

        return gathered

    return wrap


@attrs.frozen
class _SyncScope:
    """`syncscope("name")` of an atomic instruction, as parsed."""

    name: str


@attrs.frozen
class _Atomic:
    """The parts of an atomic instruction's parse: `volatile`, its operands (types and values, in
    order), the sync scope, the orderings and the alignment."""

    volatile: bool
    operands: list
    scope: str | None
    orderings: list[str]
    align: int | None

    @classmethod
    def of(cls, children: tuple[object, ...]) -> _Atomic:
        items = list(children)
        volatile = isinstance(items[0], Token) and items[0].type == "VOLATILE"
        items = items[volatile:]
        last = items[-1]
        align = None
        if isinstance(last, int):
            align = last
            items.pop()
        orderings: list[str] = []
        while items and isinstance(items[-1], Token) and items[-1].type == "ORDERING":
            orderings.insert(0, str(items.pop()))
        scope = None
        if items and isinstance(items[-1], _SyncScope):
            scope = items[-1].name
            items.pop()
        return cls(volatile, items, scope, orderings, align)


def _keyword(rule: Callable[..., _R]) -> Callable[..., _R]:
    """The callback of a rule with an optional first keyword (`volatile`, `inbounds`): it takes
    whether the keyword is written, as a bool in its place."""

    @wraps(rule)
    def flagged(self: _Builder, *children: object) -> _R:
        written = isinstance(children[0], Token)
        return rule(self, written, *children[written:])

    return flagged


@v_args(inline=True)
class _Builder(Transformer):
    """Builds IR from the parse tree, one callback per grammar rule, bottom-up."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file

    def _at(self, tok: Token) -> Loc:
        """Where `tok` begins (the lexer gives every token its line and column)."""
        assert tok.line is not None and tok.column is not None
        return Loc(self.file, tok.line, tok.column)

    # ------------------------------------------------------------ types
    def int_type(self, tok: Token) -> Type:
        return IntType(int(tok[1:]))

    def float_type(self, tok: Token) -> Type:
        return FloatType(str(tok))

    def ptr_type(self, addrspace: Token | None = None) -> Type:
        return PtrType(int(addrspace) if addrspace is not None else 0)

    def typed_ptr_type(self, _pointee: Type, addrspace: Token | None = None) -> Type:
        """[TXT-TYPED-PTR] LLVM <= 14's `T*`: the pointee type carries no meaning in the semantics (memory
        is typed by each load and store), so it is read as the opaque `ptr`."""
        return self.ptr_type(addrspace)

    def vector_type(self, n: Token, elem: Type) -> Type:
        return VectorType(int(n), elem)

    def scalable_vector_type(self, n: Token, elem: Type) -> Type:
        return VectorType(int(n), elem, scalable=True)

    def array_type(self, n: Token, elem: Type) -> Type:
        return ArrayType(int(n), elem)

    def struct_type(self, *fields: Type) -> Type:
        return StructType(tuple(fields))

    def packed_struct_type(self, *fields: Type) -> Type:
        return StructType(tuple(fields), packed=True)

    def named_type(self, tok: Token) -> Type:
        return NamedType(unquote_name(tok))

    def label_type(self) -> Type:
        return LabelType()

    def token_type(self) -> Type:
        return TokenType()

    def VOID(self, _tok: Token) -> Type:
        return VoidType()

    # ------------------------------------------------------------ values
    def local(self, tok: Token) -> Value:
        return Local(unquote_name(tok))

    def global_ref(self, tok: Token) -> Value:
        return GlobalRef(unquote_name(tok))

    def int_const(self, tok: Token) -> Value:
        return IntConst(int(tok))

    def float_const(self, tok: Token) -> _DecimalFloat:
        return _DecimalFloat(str(tok), self._at(tok))

    def hex_float_const(self, tok: Token) -> Value:
        text = str(tok)[2:]
        fmt, digits = (text[0], text[1:]) if text[0] in _HEX_DIGITS else ("D", text)
        if len(digits.lstrip("0")) > _HEX_DIGITS[fmt]:
            raise ParseError(f"hex float {tok} has more than {_HEX_DIGITS[fmt]} digits",
                             self._at(tok))
        return FloatConst(int(digits, 16), fmt)

    def true_const(self) -> Value:
        return IntConst(1)

    def false_const(self) -> Value:
        return IntConst(0)

    def undef(self) -> Value:
        return Undef()

    def poison(self) -> Value:
        return Poison()

    def null(self) -> Value:
        return NullPtr()

    def zeroinit(self) -> Value:
        return ZeroInit()

    def none_token(self) -> Value:
        return NoneToken()

    def typed(self, ty: Type, v: _Written) -> Typed:
        return _typed(ty, v)

    def vector_const(self, *elems: Typed) -> Value:
        return Aggregate("vector", elems)

    def array_const(self, *elems: Typed) -> Value:
        return Aggregate("array", elems)

    def struct_const(self, *elems: Typed) -> Value:
        return Aggregate("struct", elems)

    def packed_struct_const(self, *elems: Typed) -> Value:
        return Aggregate("packed", elems)

    def string_const(self, tok: Token) -> Value:
        return StringConst(_unescape(str(tok)[2:-1]))

    @_keyword
    def gep_expr(self, inbounds: bool, source: Type, base: Typed, *indices: Typed) -> Value:
        return GepExpr(inbounds, source, base, indices)

    def cast_expr(self, op: Token, operand: Typed, to: Type) -> Value:
        return CastExpr(str(op), operand, to)

    @_gather(lead=1, fixed=2)
    def bin_expr(self, op: Token, flags: tuple[str, ...], lhs: Typed, rhs: Typed) -> Value:
        return BinExpr(str(op), lhs, rhs, flags)

    # ------------------------------------------------------------ attributes
    def attr_word(self, tok: Token) -> str:
        return str(tok)

    def attr_call(self, tok: Token, arg: Token | Type) -> str:
        return f"{tok}({arg if isinstance(arg, Token) else print_type(arg)})"

    def align(self, n: Token) -> int:
        return int(n)

    def attr(self, a: int | str) -> str:
        return f"align {a}" if isinstance(a, int) else str(a)

    def attr_group(self, tok: Token) -> str:
        return str(tok)

    def attr_section(self, _kw: Token, name: Token) -> str:
        return f"section {name}"

    def fn_attr(self, a: str) -> str:
        return a

    # ------------------------------------------------------------ instructions
    def int_flag(self, tok: Token) -> str:
        return str(tok)

    def fmf(self, tok: Token) -> str:
        return str(tok)

    def cmp_pred(self, tok: Token) -> str:
        return str(tok)

    @_gather(lead=1, fixed=3)
    def binop(self, op: Token, flags: tuple[str, ...], ty: Type, lhs: _Written, rhs: _Written) -> BinOp:
        return BinOp(str(op), ty, const_for(ty, lhs), const_for(ty, rhs), flags)

    @_gather(lead=0, fixed=2)
    def fneg(self, flags: tuple[str, ...], ty: Type, v: _Written) -> FNeg:
        return FNeg(ty, const_for(ty, v), flags)

    def icmp(self, pred: str, ty: Type, lhs: _Written, rhs: _Written) -> ICmp:
        return ICmp(pred, ty, const_for(ty, lhs), const_for(ty, rhs))

    @_gather(lead=0, fixed=4)
    def fcmp(self, flags: tuple[str, ...], pred: str, ty: Type, lhs: _Written, rhs: _Written) -> FCmp:
        return FCmp(pred, ty, const_for(ty, lhs), const_for(ty, rhs), flags)

    @_gather(lead=0, fixed=6)
    def select(self, flags: tuple[str, ...], cty: Type, c: _Written, ty: Type, a: _Written, ty2: Type,
               b: _Written) -> Select:
        return Select(cty, const_for(cty, c), ty, const_for(ty, a), const_for(ty2, b), flags)

    @_gather(lead=1, fixed=3)
    def cast(self, op: Token, flags: tuple[str, ...], from_ty: Type, v: _Written, to_ty: Type) -> Cast:
        return Cast(str(op), from_ty, const_for(from_ty, v), to_ty, flags)

    def alloca(self, ty: Type, *rest: Typed | int) -> Alloca:
        count = next((x for x in rest if isinstance(x, Typed)), None)
        align = next((x for x in rest if isinstance(x, int)), None)
        return Alloca(ty, count, align)

    @_keyword
    def load(self, volatile: bool, ty: Type, pty: Type, p: _Written, align: int | None = None) -> Load:
        return Load(ty, pty, const_for(pty, p), align, volatile)

    @_keyword
    def store(self, volatile: bool, ty: Type, v: _Written, pty: Type, p: _Written,
              align: int | None = None) -> Store:
        return Store(ty, const_for(ty, v), pty, const_for(pty, p), align, volatile)

    def load_atomic(self, _atomic: Token, *children: object) -> Load:
        """`load atomic [volatile] T, ptr %p [syncscope("s")] ORDER[, align A]`."""
        a = _Atomic.of(children)
        ty, pty, p = a.operands
        return Load(ty, pty, const_for(pty, p), a.align, a.volatile, a.orderings[0], a.scope)

    def store_atomic(self, _atomic: Token, *children: object) -> Store:
        """`store atomic [volatile] T %v, ptr %p [syncscope("s")] ORDER[, align A]`."""
        a = _Atomic.of(children)
        ty, v, pty, p = a.operands
        return Store(ty, const_for(ty, v), pty, const_for(pty, p), a.align, a.volatile,
                     a.orderings[0], a.scope)

    def atomicrmw(self, *children: object) -> AtomicRMW:
        """`atomicrmw [volatile] OP ptr %p, T %v [syncscope("s")] ORDER[, align A]`."""
        a = _Atomic.of(children)
        op, pty, p, ty, v = a.operands
        return AtomicRMW(str(op), pty, const_for(pty, p), ty, const_for(ty, v), a.orderings[0],
                         a.align, a.volatile, a.scope)

    def cmpxchg(self, *children: object) -> CmpXchg:
        """`cmpxchg [weak] [volatile] ptr %p, T %c, T %n [syncscope("s")] ORDER ORDER[, align A]`."""
        weak = isinstance(children[0], Token) and children[0].type == "WEAK"
        a = _Atomic.of(children[weak:])
        pty, p, ty, c, _, n = a.operands
        return CmpXchg(pty, const_for(pty, p), ty, const_for(ty, c), const_for(ty, n),
                       a.orderings[0], a.orderings[1], a.align, weak, a.volatile, a.scope)

    def fence(self, *children: object) -> Fence:
        """`fence [syncscope("s")] ORDER`."""
        a = _Atomic.of(children)
        return Fence(a.orderings[0], a.scope)

    def syncscope(self, tok: Token) -> _SyncScope:
        return _SyncScope(str(tok)[1:-1])

    @_keyword
    def gep(self, inbounds: bool, src: Type, bty: Type, base: _Written, *idx: Typed) -> Gep:
        return Gep(src, bty, const_for(bty, base), idx, inbounds)

    def fn_sig(self, params: tuple[tuple[Param, ...], bool]) -> _Signature:
        return _Signature(*params)

    def args(self, *args: Arg) -> tuple[Arg, ...]:
        return args

    @_gather(lead=1, fixed=1)
    def arg(self, ty: Type, attrs_: tuple[str, ...], v: _Written) -> Arg:
        return Arg(ty, const_for(ty, v), attrs_)

    def metadata_arg(self, tok: Token) -> Arg:
        return Arg(MetadataType(), MetadataRef(str(tok)))

    def call(self, *children: object) -> Call:
        """`[tail] call [flags] [attrs] T [(sig)] callee(args) [fn attrs]`."""
        items = list(children)
        tail = str(items.pop(0)) if isinstance(items[0], Token) and items[0].type == "TAIL" else None
        flags: list[str] = []
        ret_attrs: list[str] = []
        while isinstance(word := items[0], str) and not isinstance(word, Token):
            (flags if word in _FMF else ret_attrs).append(word)
            items.pop(0)
        ret_ty, *rest = items
        sig = rest[0] if isinstance(rest[0], _Signature) else None
        callee, args, *fn_attrs = rest[sig is not None :]
        assert isinstance(ret_ty, Type) and isinstance(callee, _Written) and isinstance(args, tuple)
        fn_ty = sig.function_type(ret_ty) if sig is not None else None
        return Call(ret_ty, const_for(PtrType(), callee), args, tail, tuple(flags), tuple(ret_attrs),
                    tuple(a for a in fn_attrs if isinstance(a, str)), fn_ty)

    def extractelement(self, vty: Type, v: _Written, ity: Type, i: _Written) -> ExtractElement:
        return ExtractElement(vty, const_for(vty, v), ity, const_for(ity, i))

    def insertelement(self, vty: Type, v: _Written, ety: Type, e: _Written, ity: Type,
                      i: _Written) -> InsertElement:
        return InsertElement(vty, const_for(vty, v), ety, const_for(ety, e), ity, const_for(ity, i))

    def shufflevector(self, ty: Type, a: _Written, ty2: Type, b: _Written, mty: Type,
                      m: _Written) -> ShuffleVector:
        return ShuffleVector(ty, const_for(ty, a), const_for(ty2, b), mty, const_for(mty, m))

    def extractvalue(self, ty: Type, agg: _Written, *idx: Token) -> ExtractValue:
        return ExtractValue(ty, const_for(ty, agg), tuple(int(i) for i in idx))

    def insertvalue(self, ty: Type, agg: _Written, ety: Type, e: _Written, *idx: Token) -> InsertValue:
        return InsertValue(ty, const_for(ty, agg), ety, const_for(ety, e), tuple(int(i) for i in idx))

    def freeze(self, ty: Type, v: _Written) -> Freeze:
        return Freeze(ty, const_for(ty, v))

    def mask(self) -> Mask:
        return Mask()

    # ------------------------------------------------------------ lines
    def incoming(self, v: _Written, label: Token) -> tuple[_Written, str]:
        return (v, unquote_name(label))

    def shadow(self, v: _Written) -> _Shadow:
        return _Shadow(v)

    @v_args(meta=True, inline=False)
    def phi(self, meta: lark.tree.Meta, children: list) -> Phi:
        name, *rest = children
        flags = tuple(x for x in rest if isinstance(x, str))
        rest = rest[len(flags) :]
        ty = rest[0]
        pairs = [x for x in rest[1:] if isinstance(x, tuple)]
        incoming = tuple((const_for(ty, v), lbl) for v, lbl in pairs)
        shadow = next((const_for(ty, s.value) for s in rest[1:] if isinstance(s, _Shadow)), None)
        return Phi(unquote_name(name), ty, incoming, shadow, flags, loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def named(self, meta: lark.tree.Meta, children: list) -> Command:
        name, *rest = children
        return Command(unquote_name(name), rest[-1], total=len(rest) == 2, loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def named_total(self, meta: lark.tree.Meta, children: list) -> Command:
        name, op = children
        return Command(unquote_name(name), op, total=True, loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def unnamed(self, meta: lark.tree.Meta, children: list) -> Command:
        return Command(None, children[-1], total=len(children) == 2, loc=_loc(meta, self.file))

    # ------------------------------------------------------------ terminators
    @v_args(meta=True, inline=False)
    def br(self, meta: lark.tree.Meta, children: list) -> Br:
        return Br(unquote_name(children[0]), loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def cond_br(self, meta: lark.tree.Meta, children: list) -> CondBr:
        ty, c, t, f = children
        return CondBr(const_for(ty, c), unquote_name(t), unquote_name(f), loc=_loc(meta, self.file))

    def case(self, ty: Type, v: _Written, label: Token) -> tuple[Type, Value, str]:
        return (ty, const_for(ty, v), unquote_name(label))

    @v_args(meta=True, inline=False)
    def switch(self, meta: lark.tree.Meta, children: list) -> Switch:
        ty, v, default, *cases = children
        loc = _loc(meta, self.file)
        out = []
        for _cty, cv, label in cases:
            if not isinstance(cv, IntConst):
                raise ParseError("switch case values must be integer constants", loc)
            out.append((cv.value, label))
        return Switch(ty, const_for(ty, v), unquote_name(default), tuple(out), loc=loc)

    @v_args(meta=True, inline=False)
    def ret_void(self, meta: lark.tree.Meta, _children: list) -> Ret:
        return Ret(VoidType(), None, loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def ret(self, meta: lark.tree.Meta, children: list) -> Ret:
        ty, v = children
        return Ret(ty, const_for(ty, v), loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def unreachable(self, meta: lark.tree.Meta, _children: list) -> Unreachable:
        return Unreachable(loc=_loc(meta, self.file))

    # ------------------------------------------------------------ blocks
    def predicate(self, v: _Written) -> tuple[str, Value]:
        """[TXT-PRED-VALUE] `predicate v`: an untyped value, read as an `i1`."""
        return ("predicate", const_for(IntType(1), v))

    @v_args(meta=True, inline=False)
    def block(self, meta: lark.tree.Meta, children: list) -> Block:
        label, *rest = children
        return self._block(unquote_name(label), rest, _loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def unlabeled_block(self, meta: lark.tree.Meta, children: list) -> _Unlabeled:
        return _Unlabeled(self._block("", children, _loc(meta, self.file)))

    def _block(self, label: str, rest: list, loc: Loc | None) -> Block:
        predicate = None
        if rest and isinstance(rest[0], tuple) and rest[0][0] == "predicate":
            predicate = rest.pop(0)[1]
        *lines, term = rest
        phis: list[Phi] = []
        commands: list[Command] = []
        for line in lines:
            if isinstance(line, Phi):
                if commands:  # [TXT-PHI-ORDER]
                    raise ParseError(
                        f"phi %{line.name} after a non-phi instruction: phis must come first in "
                        f"block {label or 'entry'}", line.loc)
                phis.append(line)
            else:
                commands.append(line)
        return Block(label, tuple(phis), tuple(commands), term, predicate, loc=loc)

    # ------------------------------------------------------------ top level
    def decl_param(self, ty: Type, *rest: str) -> Param:
        name = ""
        if rest and isinstance(rest[-1], Token) and rest[-1].type == "LOCAL":
            name = unquote_name(rest[-1])
            rest = rest[:-1]
        return Param(ty, name, tuple(rest))

    param = decl_param

    def metadata_param(self) -> Param:
        """`metadata` in a declaration of an intrinsic that takes metadata operands."""
        return Param(MetadataType(), "", ())

    def decl_params(self, *items: object) -> tuple[tuple[Param, ...], bool]:
        varargs = bool(items) and isinstance(items[-1], Token)
        return (tuple(p for p in items if isinstance(p, Param)), varargs)

    params = decl_params

    @staticmethod
    def _split_header(children: list) -> tuple[list[str], Type, str, list, int]:
        """(attrs before the return type, return type, name, rest, index) of a define/declare."""
        i = 0
        pre: list[str] = []
        while isinstance(children[i], str) and not isinstance(children[i], Token):
            pre.append(children[i])
            i += 1
        return pre, children[i], unquote_name(children[i + 1]), children, i + 2

    @v_args(meta=True, inline=False)
    def declaration(self, meta: lark.tree.Meta, children: list) -> Declaration:
        pre, ret_ty, name, rest, i = self._split_header(children)
        params, varargs = rest[i]
        return Declaration(name, ret_ty, params, varargs, tuple(pre), tuple(rest[i + 1 :]),
                           loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def function(self, meta: lark.tree.Meta, children: list) -> Function:
        pre, ret_ty, name, rest, i = self._split_header(children)
        params, varargs = rest[i]
        tail = rest[i + 1 :]
        fn_attrs = tuple(x for x in tail if isinstance(x, str))
        blocks = [b for b in tail if isinstance(b, Block | _Unlabeled)]
        params, numbered = _number_implicit(params, blocks)
        return Function(name, ret_ty, params, numbered, varargs, tuple(pre), fn_attrs,
                        loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def global_def(self, meta: lark.tree.Meta, children: list) -> Global:
        return self._global(meta, children, has_init=True)

    @v_args(meta=True, inline=False)
    def global_extern(self, meta: lark.tree.Meta, children: list) -> Global:
        return self._global(meta, children, has_init=False)

    def _global(self, meta: lark.tree.Meta, children: list, has_init: bool) -> Global:
        name, *rest = children
        pre: list[str] = []
        while not (isinstance(rest[0], Token) and rest[0].type == "GLOBAL_KIND"):
            pre.append(str(rest.pop(0)))
        kind = rest.pop(0)
        ty = rest.pop(0)
        init = const_for(ty, rest.pop(0)) if has_init else None
        align = next((x for x in rest if isinstance(x, int)), None)
        section = next((str(x)[1:-1] for x in rest if isinstance(x, Token) and x.type == "STRING"),
                       None)
        return Global(unquote_name(name), ty, init, kind == "constant", tuple(pre), align, section,
                      loc=_loc(meta, self.file))

    @v_args(meta=True, inline=False)
    def typedef(self, meta: lark.tree.Meta, children: list) -> TypeDef:
        name, body = children
        body = None if isinstance(body, Token) else body
        return TypeDef(unquote_name(name), body, loc=_loc(meta, self.file))

    def source_filename(self, s: Token) -> tuple[str, str]:
        return ("source_filename", str(s)[1:-1])

    def target(self, key: Token, s: Token) -> tuple[str, str]:
        return (str(key), str(s)[1:-1])

    def start(self, *items: object) -> Module:
        """The module. [TXT-METADATA] The grammar ignores metadata definitions and attachments;
        attribute groups are kept as text (whitespace normalized)."""
        header = {k: v for k, v in (x for x in items if isinstance(x, tuple))}
        groups = tuple(_normalize_group(str(x)) for x in items if isinstance(x, Token))
        return Module(
            functions=tuple(x for x in items if isinstance(x, Function)),
            declarations=tuple(x for x in items if isinstance(x, Declaration)),
            globals=tuple(x for x in items if isinstance(x, Global)),
            types=tuple(x for x in items if isinstance(x, TypeDef)),
            attribute_groups=groups,
            source_filename=header.get("source_filename"),
            datalayout=header.get("datalayout"),
            triple=header.get("triple"),
        )


#: Hex digits of each float literal format (`0x` is a double; `0xH` half, ...).
_HEX_DIGITS = {"D": 16, "H": 4, "R": 4, "K": 20, "L": 32, "M": 32}

_FMF = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}


def _normalize_group(text: str) -> str:
    return " ".join(text.split())


def _number_implicit(params: tuple[Param, ...], blocks: list[Block | _Unlabeled]
                     ) -> tuple[tuple[Param, ...], tuple[Block, ...]]:
    """[TXT-NUMBERING] Give unnamed parameters and an unlabeled entry block their implicit
    numbers (LLVM's rule: unnamed values are numbered in order, parameters first, then the entry
    block)."""
    counter = 0
    named: list[Param] = []
    for p in params:
        if p.name == "":
            p = Param(p.ty, str(counter), p.attrs)
        if p.name.isdigit():
            counter = int(p.name) + 1
        named.append(p)
    label = str(counter)
    numbered = tuple(attrs.evolve(b.block, label=label) if isinstance(b, _Unlabeled) else b for b in blocks)
    return tuple(named), numbered


_OPTIONS = {"parser": "lalr", "lexer": "contextual", "propagate_positions": True,
            "maybe_placeholders": False}


@cache
def _parser() -> lark.Lark:
    """The LALR parser of the grammar. Building its tables takes most of a short command's time
    (`pllvm fmt`'s), so they are kept in the user's cache directory under a name that says what
    they were built from (grammar, options, lark and Python versions) and loaded from there; a
    cache that cannot be read or written is built again."""
    grammar = _GRAMMAR.read_text()
    cached = _cache_file(f"{grammar}{_OPTIONS}{lark.__version__}{sys.version_info[:2]}")
    if cached is not None:
        try:
            with cached.open("rb") as f:
                return lark.Lark.load(f)
        except Exception:  # missing, or not what `Lark.save` writes: built again below
            pass
    parser = lark.Lark(grammar, **_OPTIONS)
    if cached is not None:
        _save(parser, cached)
    return parser


def warm() -> None:
    """Build the parser and now the scanner of every lexer state, which lark builds only when
    a text first reaches that state (for a long-lived process: `pllvm server`)."""
    lexer = getattr(_parser().parser, "lexer", None)
    for basic in {id(x): x for x in getattr(lexer, "lexers", {}).values()}.values():
        getattr(basic, "scanner", None)


def _cache_file(key: str) -> Path | None:
    """The file keeping the parser built from `key`, in the user's cache directory: not lark's
    `cache=True`, a predictable name in the temporary directory every user can write, whose file
    lark unpickles as found."""
    given = os.environ.get("XDG_CACHE_HOME", "")
    try:
        root = Path(given) if os.path.isabs(given) else Path.home() / ".cache"
    except RuntimeError:  # no home directory
        return None
    return root / "pllvm" / f"parser-{hashlib.sha256(key.encode()).hexdigest()[:16]}.pickle"


def _save(parser: lark.Lark, path: Path) -> None:
    """Write `parser` to `path` atomically (processes that start at once each write theirs)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            parser.save(f)
        os.replace(tmp, path)
    except OSError:
        Path(tmp).unlink(missing_ok=True)


#: Terminals that begin a value; shown together as "a value" in error messages.
_VALUE_TOKENS = {
    "LOCAL", "GLOBAL", "INT", "FLOAT", "HEXFLOAT", "TRUE", "FALSE", "UNDEF", "POISON", "NULL",
    "ZEROINITIALIZER", "NONE", "CSTRING", "BINOP", "CASTOP", "GETELEMENTPTR", "LESSTHAN", "LSQB",
    "LBRACE",
}  # fmt: skip


def _friendly(names: Collection[str]) -> str:
    parser = _parser()
    if "ALLOCA" in names:
        return "an instruction"
    wanted = set(names)
    value = ""
    if {"LOCAL", "INT", "UNDEF"} <= wanted:
        wanted -= _VALUE_TOKENS
        value = "a value"
    shown: list[str] = []
    for name in sorted(wanted):
        if name in _TERMINAL_NAMES:
            shown.append(_TERMINAL_NAMES[name])
            continue
        try:
            pattern = parser.get_terminal(name).pattern
        except KeyError:
            shown.append(name)
            continue
        shown.append(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    shown = sorted(set(shown))
    if len(shown) > 16:
        shown = [*shown[:16], "..."]
    return ", ".join([value, *shown] if value else shown)


def parse_module(text: str, file: str = "<input>") -> Module:
    """Parse P-LLVM (or LLVM IR) text into a `Module`; raise `ParseError` with file:line:col."""
    gc_was_enabled = gc.isenabled()
    gc.disable()  # the parse allocates many small objects and frees none: collections only cost
    _check_nesting(text, file)
    tree = _syntax_tree(text, file)
    try:
        return _Builder(file).transform(tree)
    except lark.exceptions.VisitError as e:
        raise e.orig_exc from None
    finally:
        if gc_was_enabled:
            gc.enable()


_EXCEPTIONS = "exception handling is outside P-LLVM (no unwinding in the lock-step machine)"
#: LLVM IR keywords pllvm knows and does not support, with the reason said at their place
UNSUPPORTED = {
    "invoke": _EXCEPTIONS, "landingpad": _EXCEPTIONS, "resume": _EXCEPTIONS,
    "catchswitch": _EXCEPTIONS, "catchpad": _EXCEPTIONS, "cleanuppad": _EXCEPTIONS,
    "catchret": _EXCEPTIONS, "cleanupret": _EXCEPTIONS,
    "indirectbr": "indirect branches are outside P-LLVM (block addresses have no value)",
    "callbr": "`callbr` (asm goto) is outside P-LLVM",
    "va_arg": "`va_arg` is not supported: variadic arguments have no semantics in pllvm",
}  # fmt: skip


def _syntax_tree(text: str, file: str) -> lark.Tree:
    try:
        return _parser().parse(text)
    except lark.exceptions.UnexpectedToken as e:
        if str(e.token) in UNSUPPORTED:  # [TXT-UNSUPPORTED] named, with the reason
            raise ParseError(f"'{e.token}' is not supported: {UNSUPPORTED[str(e.token)]}",
                             Loc(file, e.line, e.column)) from None
        found = "end of input" if e.token.type == "$END" else f"'{e.token}'"
        expected = e.interactive_parser.accepts() if e.interactive_parser else e.expected
        raise ParseError(f"unexpected {found}; expected {_friendly(expected)}",
                         Loc(file, e.line, e.column)) from None
    except lark.exceptions.UnexpectedCharacters as e:
        raise ParseError(f"unexpected character {e.char!r}; expected {_friendly(e.allowed)}",
                         Loc(file, e.line, e.column)) from None
    except lark.exceptions.UnexpectedEOF as e:
        raise ParseError(f"unexpected end of input; expected {_friendly(e.expected)}",
                         Loc(file, e.line, e.column)) from None


#: Parentheses nested deeper than this (constant expressions in constant expressions) are refused:
#: the IR is a tree walked recursively by every layer, and clang nests a handful deep.
MAX_NESTING = 100
_NESTING = re.compile(r'[()";\n]')


def _check_nesting(text: str, file: str) -> None:
    """Refuse parentheses nested more than MAX_NESTING deep, at the first one too deep
    (outside strings and comments)."""
    depth, line, start, quoted, comment = 0, 1, 0, False, False
    for m in _NESTING.finditer(text):
        c = m.group()
        if c == "\n":
            line, start, comment = line + 1, m.end(), False
        elif comment:
            continue
        elif c == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif c == ";":
            comment = True
        elif c == "(":
            depth += 1
            if depth > MAX_NESTING:
                raise ParseError(f"expressions nested more than {MAX_NESTING} deep",
                                 Loc(file, line, m.start() - start + 1))
        else:
            depth -= 1


def parse_type(text: str) -> Type:
    """A type written on its own (`i32`, `<4 x float>`), as in input files."""
    return parse_module(f"@t = external global {text}\n", "<type>").globals[0].ty


def parse_file(path: str | Path) -> Module:
    """Read and parse a file; errors name the path as given."""
    p = Path(path)
    return parse_module(p.read_text(encoding="utf-8"), str(path))
