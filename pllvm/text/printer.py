"""IR to canonical text. `parse_module(print_module(m)) == m` holds for every module."""

from __future__ import annotations

import math
import re
import struct

from pllvm.syntax import (
    Aggregate,
    Alloca,
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
    Operation,
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
    Terminator,
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
)

__all__ = [
    "print_block",
    "print_command",
    "print_function",
    "print_module",
    "print_name",
    "print_operation",
    "print_ordering",
    "print_phi",
    "print_terminator",
    "print_type",
    "print_value",
]

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+")
_PLAIN_LABEL = re.compile(r"[-a-zA-Z$._0-9]+")


def _quote(name: str) -> str:
    return '"' + _escape(name.encode("utf-8", errors="surrogateescape")) + '"'


def _escape(data: bytes) -> str:
    return "".join(
        chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}" for b in data
    )


def print_name(sigil: str, name: str) -> str:
    """`%x`, `@f`, or the quoted form when the name needs it."""
    return sigil + (name if _PLAIN_NAME.fullmatch(name) else _quote(name))


def _label_def(label: str) -> str:
    return (label if _PLAIN_LABEL.fullmatch(label) else _quote(label)) + ":"


def _label_ref(label: str) -> str:
    return "label " + print_name("%", label)


# ---------------------------------------------------------------- types


def print_type(ty: Type) -> str:
    """The LLVM spelling of a type."""
    match ty:
        case IntType(bits=n):
            return f"i{n}"
        case FloatType(kind=k):
            return k
        case PtrType(addrspace=0):
            return "ptr"
        case PtrType(addrspace=a):
            return f"ptr addrspace({a})"
        case VectorType(count=n, elem=e, scalable=s):
            return f"<{'vscale x ' if s else ''}{n} x {print_type(e)}>"
        case ArrayType(count=n, elem=e):
            return f"[{n} x {print_type(e)}]"
        case StructType(fields=fs, packed=p):
            body = ", ".join(print_type(f) for f in fs)
            inner = f"{{ {body} }}" if fs else "{}"
            return f"<{inner}>" if p else inner
        case NamedType(name=n):
            return print_name("%", n)
        case FunctionType(ret=r, params=ps, varargs=va):
            parts = [print_type(p) for p in ps] + (["..."] if va else [])
            return f"{print_type(r)} ({', '.join(parts)})"
        case VoidType():
            return "void"
        case LabelType():
            return "label"
        case MetadataType():
            return "metadata"
        case TokenType():
            return "token"
    raise TypeError(f"not a type: {ty!r}")


# ---------------------------------------------------------------- values


def _print_float(c: FloatConst) -> str:
    if c.fmt != "D":
        width = {"H": 4, "R": 4, "K": 20, "L": 32, "M": 32}[c.fmt]
        return f"0x{c.fmt}{c.bits:0{width}X}"
    x = struct.unpack("<d", struct.pack("<Q", c.bits))[0]
    if not math.isfinite(x):
        return f"0x{c.bits:016X}"
    text = repr(x)
    if "." not in text:
        mantissa, _, exponent = text.partition("e")
        text = f"{mantissa}.0" + (f"e{exponent}" if exponent else "")
    return text


def _typed(t: Typed) -> str:
    return f"{print_type(t.ty)} {print_value(t.value, t.ty)}"


def print_value(v: Value, ty: Type | None = None) -> str:
    """The text of a value; `ty` (the type it is written with) decides how i1 literals print."""
    match v:
        case Local(name=n):
            return print_name("%", n)
        case GlobalRef(name=n):
            return print_name("@", n)
        case IntConst(value=x):
            if ty == IntType(1):
                return "true" if x else "false"
            return str(x)
        case FloatConst():
            return _print_float(v)
        case Undef():
            return "undef"
        case Poison():
            return "poison"
        case ZeroInit():
            return "zeroinitializer"
        case NullPtr():
            return "null"
        case NoneToken():
            return "none"
        case Aggregate(kind=kind, elems=elems):
            body = ", ".join(_typed(e) for e in elems)
            if kind == "vector":
                return f"<{body}>"
            if kind == "array":
                return f"[{body}]"
            inner = f"{{ {body} }}" if elems else "{}"
            return f"<{inner}>" if kind == "packed" else inner
        case StringConst(data=d):
            return f'c"{_escape(d)}"'
        case GepExpr(inbounds=ib, source=src, base=base, indices=idx):
            parts = [print_type(src), _typed(base), *(_typed(i) for i in idx)]
            return f"getelementptr {'inbounds ' if ib else ''}({', '.join(parts)})"
        case CastExpr(op=op, operand=x, to=to):
            return f"{op} ({_typed(x)} to {print_type(to)})"
        case BinExpr(op=op, lhs=a, rhs=b, flags=fl):
            return f"{_words(op, *fl)} ({_typed(a)}, {_typed(b)})"
        case MetadataRef(text=t):
            return t
    raise TypeError(f"not a value: {v!r}")


def _tv(ty: Type, v: Value) -> str:
    return f"{print_type(ty)} {print_value(v, ty)}"


def print_ordering(scope: str | None, ordering: str | None) -> str:
    """` [syncscope("s")] ORDER` of an atomic instruction ("" for a plain load or store)."""
    if ordering is None:
        return ""
    return f' syncscope("{scope}") {ordering}' if scope is not None else f" {ordering}"


def _words(*parts: str | None) -> str:
    return " ".join(p for p in parts if p)


def _align(a: int | None) -> str:
    return f", align {a}" if a is not None else ""


# ---------------------------------------------------------------- instructions


def print_operation(op: Operation) -> str:
    """The right-hand side of a command (`add nsw i32 %a, 1`)."""
    match op:
        case BinOp(op=o, ty=ty, lhs=a, rhs=b, flags=fl):
            return f"{_words(o, *fl)} {_tv(ty, a)}, {print_value(b, ty)}"
        case FNeg(ty=ty, operand=a, flags=fl):
            return f"{_words('fneg', *fl)} {_tv(ty, a)}"
        case ICmp(pred=p, ty=ty, lhs=a, rhs=b):
            return f"icmp {p} {_tv(ty, a)}, {print_value(b, ty)}"
        case FCmp(pred=p, ty=ty, lhs=a, rhs=b, flags=fl):
            return f"{_words('fcmp', *fl, p)} {_tv(ty, a)}, {print_value(b, ty)}"
        case Select(cond_ty=cty, cond=c, ty=ty, if_true=a, if_false=b, flags=fl):
            return f"{_words('select', *fl)} {_tv(cty, c)}, {_tv(ty, a)}, {_tv(ty, b)}"
        case Cast(op=o, from_ty=ft, operand=a, to_ty=tt, flags=fl):
            return f"{_words(o, *fl)} {_tv(ft, a)} to {print_type(tt)}"
        case Alloca(ty=ty, count=n, align=a):
            count = f", {_typed(n)}" if n is not None else ""
            return f"alloca {print_type(ty)}{count}{_align(a)}"
        case Load(ty=ty, ptr_ty=pty, ptr=p, align=a, volatile=vol, ordering=o, scope=sc):
            head = _words("load", "atomic" if o else None, "volatile" if vol else None)
            return f"{head} {print_type(ty)}, {_tv(pty, p)}{print_ordering(sc, o)}{_align(a)}"
        case Store(ty=ty, value=v, ptr_ty=pty, ptr=p, align=a, volatile=vol, ordering=o, scope=sc):
            head = _words("store", "atomic" if o else None, "volatile" if vol else None)
            return f"{head} {_tv(ty, v)}, {_tv(pty, p)}{print_ordering(sc, o)}{_align(a)}"
        case AtomicRMW(op=o, ptr_ty=pty, ptr=p, ty=ty, value=v, ordering=order, align=a,
                       volatile=vol, scope=sc):
            head = _words("atomicrmw", "volatile" if vol else None, o)
            return f"{head} {_tv(pty, p)}, {_tv(ty, v)}{print_ordering(sc, order)}{_align(a)}"
        case CmpXchg(ptr_ty=pty, ptr=p, ty=ty, cmp=c, new=n, success=ok, failure=bad, align=a,
                     weak=weak, volatile=vol, scope=sc):
            head = _words("cmpxchg", "weak" if weak else None, "volatile" if vol else None)
            return (f"{head} {_tv(pty, p)}, {_tv(ty, c)}, {_tv(ty, n)}{print_ordering(sc, ok)} {bad}"
                    f"{_align(a)}")
        case Fence(ordering=o, scope=sc):
            return f"fence{print_ordering(sc, o)}"
        case Gep(source=src, base_ty=bty, base=b, indices=idx, inbounds=ib):
            parts = [print_type(src), _tv(bty, b), *(_typed(i) for i in idx)]
            return f"{_words('getelementptr', 'inbounds' if ib else None)} {', '.join(parts)}"
        case Call():
            return _print_call(op)
        case ExtractElement(vec_ty=vt, vec=v, idx_ty=it, idx=i):
            return f"extractelement {_tv(vt, v)}, {_tv(it, i)}"
        case InsertElement(vec_ty=vt, vec=v, elem_ty=et, elem=e, idx_ty=it, idx=i):
            return f"insertelement {_tv(vt, v)}, {_tv(et, e)}, {_tv(it, i)}"
        case ShuffleVector(ty=ty, lhs=a, rhs=b, mask_ty=mt, mask=m):
            return f"shufflevector {_tv(ty, a)}, {_tv(ty, b)}, {_tv(mt, m)}"
        case ExtractValue(agg_ty=at, agg=a, indices=idx):
            return f"extractvalue {_tv(at, a)}, {', '.join(map(str, idx))}"
        case InsertValue(agg_ty=at, agg=a, elem_ty=et, elem=e, indices=idx):
            return f"insertvalue {_tv(at, a)}, {_tv(et, e)}, {', '.join(map(str, idx))}"
        case Freeze(ty=ty, operand=a):
            return f"freeze {_tv(ty, a)}"
        case Mask():
            return "mask"
    raise TypeError(f"not an operation: {op!r}")


def _print_call(c: Call) -> str:
    args = ", ".join(
        f"metadata {print_value(a.value)}" if isinstance(a.ty, MetadataType)
        else _words(print_type(a.ty), *a.attrs, print_value(a.value, a.ty))
        for a in c.args
    )
    sig = ""
    if isinstance(c.fn_ty, FunctionType):
        parts = [print_type(p) for p in c.fn_ty.params] + (["..."] if c.fn_ty.varargs else [])
        sig = f" ({', '.join(parts)})"
    head = _words(c.tail, "call", *c.flags, *c.ret_attrs, print_type(c.ret_ty))
    return f"{head}{sig} {print_value(c.callee)}({args})" + "".join(" " + a for a in c.fn_attrs)


def print_command(cmd: Command) -> str:
    """One line of a block body, without indentation."""
    rhs = print_operation(cmd.op)
    if cmd.name is None:
        return f"total {rhs}" if cmd.total else rhs
    return f"{print_name('%', cmd.name)} = {'total ' if cmd.total else ''}{rhs}"


def print_phi(phi: Phi) -> str:
    incoming = ", ".join(
        f"[ {print_value(v, phi.ty)}, {print_name('%', lbl)} ]" for v, lbl in phi.incoming
    )
    shadow = f" shadow {print_value(phi.shadow, phi.ty)}" if phi.shadow is not None else ""
    head = _words(f"{print_name('%', phi.name)} = phi", *phi.flags, print_type(phi.ty))
    return f"{head} {incoming}{shadow}"


def print_terminator(t: Terminator) -> str:
    match t:
        case Br(target=l):
            return f"br {_label_ref(l)}"
        case CondBr(cond=c, if_true=a, if_false=b):
            return f"br i1 {print_value(c, IntType(1))}, {_label_ref(a)}, {_label_ref(b)}"
        case Switch(ty=ty, value=v, default=d, cases=cases):
            body = "".join(
                f"\n    {_tv(ty, IntConst(x))}, {_label_ref(lbl)}" for x, lbl in cases
            )
            return f"switch {_tv(ty, v)}, {_label_ref(d)} [{body}\n  ]"
        case Ret(ty=VoidType()):
            return "ret void"
        case Ret(ty=ty, value=v) if v is not None:
            return f"ret {_tv(ty, v)}"
        case Unreachable():
            return "unreachable"
    raise TypeError(f"not a terminator: {t!r}")


def print_block(b: Block) -> str:
    head = _label_def(b.label)
    if b.predicate is not None:
        head += f" predicate {print_value(b.predicate, IntType(1))}"
    lines = [head]
    lines += ["  " + print_phi(p) for p in b.phis]
    lines += ["  " + print_command(c) for c in b.commands]
    lines.append("  " + print_terminator(b.term))
    return "\n".join(lines)


# ---------------------------------------------------------------- top level


def _params(params: tuple[Param, ...], varargs: bool) -> str:
    parts = [
        _words(print_type(p.ty), *p.attrs, print_name("%", p.name) if p.name else None)
        for p in params
    ]
    if varargs:
        parts.append("...")
    return ", ".join(parts)


def print_function(f: Function) -> str:
    head = _words("define", *f.linkage, print_type(f.ret_ty), print_name("@", f.name))
    head += f"({_params(f.params, f.varargs)})"
    head = _words(head, *f.fn_attrs)
    body = "\n\n".join(print_block(b) for b in f.blocks)
    return f"{head} {{\n{body}\n}}"


def _print_declaration(d: Declaration) -> str:
    head = _words("declare", *d.linkage, print_type(d.ret_ty), print_name("@", d.name))
    return _words(head + f"({_params(d.params, d.varargs)})", *d.fn_attrs)


def _print_global(g: Global) -> str:
    kind = "constant" if g.constant else "global"
    init = print_value(g.init, g.ty) if g.init is not None else None
    section = f', section "{g.section}"' if g.section is not None else ""
    head = _words(f"{print_name('@', g.name)} =", *g.linkage, kind, print_type(g.ty), init)
    return head + section + _align(g.align)


def _print_typedef(t: TypeDef) -> str:
    return f"{print_name('%', t.name)} = type {print_type(t.body) if t.body else 'opaque'}"


def print_module(m: Module) -> str:
    """The canonical text of a module: header, types, globals, functions, declarations, attributes."""
    sections: list[str] = []
    header = []
    if m.source_filename is not None:
        header.append(f'source_filename = "{m.source_filename}"')
    if m.datalayout is not None:
        header.append(f'target datalayout = "{m.datalayout}"')
    if m.triple is not None:
        header.append(f'target triple = "{m.triple}"')
    for group in (
        header,
        [_print_typedef(t) for t in m.types],
        [_print_global(g) for g in m.globals],
    ):
        if group:
            sections.append("\n".join(group))
    sections += [print_function(f) for f in m.functions]
    for group in ([_print_declaration(d) for d in m.declarations], list(m.attribute_groups)):
        if group:
            sections.append("\n".join(group))
    return "\n\n".join(sections) + "\n"
