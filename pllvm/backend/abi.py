"""The module around a SIMD function: globals, declarations, and the C-callable drivers
`@F.pllvm.entry` (one call with W lanes) and `@F.pllvm.kernel` / `@F.pllvm.scalar` (an index
space of N items) that take every argument through a pointer, so ctypes can call them."""

from __future__ import annotations

import re

import attrs

from pllvm.backend.checked import support
from pllvm.backend.lower import Lowered
from pllvm.backend.types import lanes_of, mangle
from pllvm.backend.veclib import target_attribute
from pllvm.errors import LoweringError
from pllvm.exec.lanes import dtype_of
from pllvm.syntax import Global, IntType, Module, Type, VectorType, VoidType
from pllvm.syntax.layout import Layout
from pllvm.text import print_module
from pllvm.text.printer import print_name, print_type

__all__ = ["ENTRY", "KERNEL", "SCALAR", "globals_text", "module_text", "scalar_module_text", "storage"]

ENTRY, KERNEL, SCALAR = ".pllvm.entry", ".pllvm.kernel", ".pllvm.scalar"


def storage(ty: Type) -> Type:
    """How a value of `ty` is held in a buffer passed by the caller: an integer in the numpy
    element that holds it (i1 and i7 as i8, i33 and i48 as i64), also as the elements of a
    vector, which LLVM would otherwise pack bit by bit ([WIDEN-CONSEC-BITS]: a `<4 x i33>` is
    132 consecutive bits)."""
    if isinstance(ty, VectorType):
        return VectorType(ty.count, storage(ty.elem))
    if isinstance(ty, IntType) and ty.bits <= 64:
        return IntType(8 * dtype_of(ty).itemsize)
    return ty


_GLOBAL_NAME = re.compile(r'@(?:"[^"]*"|[-a-zA-Z$._0-9]+)')


def globals_text(module: Module, uses: str) -> str:
    """Named types and the globals of `module` (`kept_globals`), without functions, declarations
    or target."""
    return print_module(attrs.evolve(module, functions=(), declarations=(), attribute_groups=(),
                                     globals=kept_globals(module, uses), source_filename=None,
                                     datalayout=None, triple=None))


def kept_globals(module: Module, uses: str) -> tuple[Global, ...]:
    """The globals of `module` a lowered module holds: all but those whose initializer names a
    function the module text `uses` does not contain (a C++ file's `@llvm.global_ctors` names its
    static constructor), and such globals' users; in their order, so they keep their addresses."""
    texts = {g.name: print_module(Module(globals=(g,))) for g in module.globals}
    functions = {print_name("@", n) for n in [*(f.name for f in module.functions),
                                              *(d.name for d in module.declarations)]}
    gone = functions - set(_GLOBAL_NAME.findall(uses))
    dropped: set[str] = set()
    while True:
        more = {n for n, t in texts.items() if n not in dropped
                and gone & set(_GLOBAL_NAME.findall(t.split("=", 1)[1]))}
        if not more:
            break
        dropped |= more
        gone |= {print_name("@", n) for n in more}
    return tuple(g for g in module.globals if g.name not in dropped)


def _address_stubs(low: Lowered, module: Module) -> list[str]:
    """[W-CMD-CALL-INDIRECT] A definition for each other function of the module whose address
    the lowered code uses (an indirect call's dispatch compares with it; inlining made every
    call direct): only its address matters, so its body is `unreachable`."""
    used = set(_GLOBAL_NAME.findall(low.text))
    out = []
    for f in module.functions:
        if f.name != low.name and print_name("@", f.name) in used:
            params = ", ".join(print_type(p.ty) for p in f.params)
            out.append(f"define internal {print_type(f.ret_ty)} {print_name('@', f.name)}({params}) "
                       "{\nentry:\n  unreachable\n}")
    return out


def _vec(w: int, ty: Type) -> str:
    """The widened type of a parameter or result ([WIDEN-TENSOR] for a thread's vector)."""
    wide = lanes_of(ty, w)
    if not isinstance(wide, VectorType):
        raise LoweringError(f"a parameter or result of type {print_type(ty)} is not passed natively")
    return print_type(wide)


def _load_arg(k: int, ty: Type, w: int | None, layout: Layout) -> tuple[list[str], str]:
    """Lines that load argument k from `args[k]`: a scalar, or W lanes when `w` is given."""
    st = storage(ty)
    a = f"%arg{k}"
    lines = [f"  {a}.slot = getelementptr ptr, ptr %args, i64 {k}",
             f"  {a}.ptr = load ptr, ptr {a}.slot, align 8"]
    t = print_type(st) if w is None else _vec(w, st)
    lines.append(f"  {a}.raw = load {t}, ptr {a}.ptr, align {layout.align(_scalar(st))}")
    if st == ty:
        return lines, f"{a}.raw"
    target = print_type(ty) if w is None else _vec(w, ty)
    lines.append(f"  {a} = trunc {t} {a}.raw to {target}")
    return lines, a


def _store_ret(value: str, ty: Type, w: int, dest: str, mask: str | None, layout: Layout,
               decls: list[str]) -> list[str]:
    st = storage(ty)
    lines = []
    if st != ty:
        lines.append(f"  {value}.st = zext {_vec(w, ty)} {value} to {_vec(w, st)}")
        value = f"{value}.st"
    if mask is None:
        lines.append(f"  store {_vec(w, st)} {value}, ptr {dest}, align {layout.align(_scalar(st))}")
        return lines
    if isinstance(ty, VectorType):
        raise LoweringError(f"a kernel's result of type {print_type(ty)} is not stored natively")
    name = f"llvm.masked.store.v{w}{mangle(st)}.p0"
    decls.append(f"declare void @{name}({_vec(w, st)}, ptr, i32, <{w} x i1>)")
    lines.append(f"  call void @{name}({_vec(w, st)} {value}, ptr {dest}, i32 {layout.align(st)}, "
                 f"<{w} x i1> {mask})")
    return lines


def _scalar(ty: Type) -> Type:
    return ty.elem if isinstance(ty, VectorType) else ty


def _entry(low: Lowered, layout: Layout) -> list[str]:
    """`void @F.pllvm.entry(ptr %args, ptr %ret, ptr %mask)`: args[k] points to the W lanes of a
    varying parameter or the one value of a uniform one; mask holds W bytes (the entry mask)."""
    w = low.lanes
    lines = [f"define void {print_name('@', low.name + ENTRY)}(ptr %args, ptr %ret, ptr %mask)"
             f"{target_attribute(low.plan.veclib, low.plan.isa)} {{",
             "entry:",
             f"  %mask.raw = load <{w} x i8>, ptr %mask, align 1",
             f"  %mask.v = icmp ne <{w} x i8> %mask.raw, zeroinitializer"]
    call = []
    for k, (_name, ty, vec) in enumerate(low.params):
        more, text = _load_arg(k, ty, w if vec else None, layout)
        lines += more
        call.append(f"{_vec(w, ty) if vec else print_type(ty)} {text}")
    call.append(f"<{w} x i1> %mask.v")
    decls: list[str] = []
    if isinstance(low.ret_ty, VoidType):
        lines.append(f"  call void {print_name('@', low.name)}({', '.join(call)})")
    else:
        lines.append(f"  %r = call {_vec(w, low.ret_ty)} {print_name('@', low.name)}({', '.join(call)})")
        lines += _store_ret("%r", low.ret_ty, w, "%ret", None, layout, decls)
    return [*lines, "  ret void", "}"]


def _index_type(low_params: tuple[tuple[str, Type, bool], ...], name: str) -> IntType:
    if not low_params or not isinstance(low_params[0][1], IntType) or low_params[0][1].bits < 8:
        raise LoweringError(f"@{name} is not a kernel: its first parameter must be the item index, "
                            "an integer of at least 8 bits")
    return low_params[0][1]


def _kernel(low: Lowered, layout: Layout, decls: list[str]) -> list[str]:
    """[WIDEN-KERNEL] `void @F.pllvm.kernel(i64 %n, ptr %args, ptr %ret)`: items 0..n-1 in chunks
    of W with an all-true entry mask, then one masked chunk for the n mod W remaining items."""
    w = low.lanes
    it = _index_type(low.params, low.name)
    ix = print_type(it)
    lines = [f"define void {print_name('@', low.name + KERNEL)}(i64 %n, ptr %args, ptr %ret)"
             f"{target_attribute(low.plan.veclib, low.plan.isa)} {{",
             "entry:"]
    args = []
    for k, (_name, ty, vec) in enumerate(low.params[1:], start=1):
        if vec:
            raise LoweringError(f"@{low.name}: kernel argument {k} is varying; only the index may be")
        more, text = _load_arg(k, ty, None, layout)
        lines += more
        args.append(f"{print_type(ty)} {text}")
    ids = "<" + ", ".join(f"{ix} {t}" for t in range(w)) + ">"
    ones = "<" + ", ".join(["i1 true"] * w) + ">"
    lanes64 = "<" + ", ".join(f"i64 {t}" for t in range(w)) + ">"

    def chunk(start: str, mask: str, tag: str) -> list[str]:
        out = [f"  %{tag}.i = trunc i64 {start} to {ix}" if it.bits < 64 else
               f"  %{tag}.i = add i64 {start}, 0",
               f"  %{tag}.ins = insertelement <{w} x {ix}> poison, {ix} %{tag}.i, i32 0",
               f"  %{tag}.splat = shufflevector <{w} x {ix}> %{tag}.ins, <{w} x {ix}> poison, "
               f"<{w} x i32> zeroinitializer",
               f"  %{tag}.iv = add <{w} x {ix}> %{tag}.splat, {ids}"]
        call = ", ".join([f"<{w} x {ix}> %{tag}.iv", *args, f"<{w} x i1> {mask}"])
        if isinstance(low.ret_ty, VoidType):
            return [*out, f"  call void {print_name('@', low.name)}({call})"]
        out.append(f"  %{tag}.r = call {_vec(w, low.ret_ty)} {print_name('@', low.name)}({call})")
        out.append(f"  %{tag}.dst = getelementptr {print_type(storage(low.ret_ty))}, ptr %ret, i64 {start}")
        return out + _store_ret(f"%{tag}.r", low.ret_ty, w, f"%{tag}.dst",
                                None if tag == "main" else mask, layout, decls)

    lines += [f"  %rem = urem i64 %n, {w}",
              "  %full = sub i64 %n, %rem",
              "  %any = icmp ne i64 %full, 0",
              "  br i1 %any, label %loop, label %tail.check",
              "loop:",
              "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]",
              *chunk("%i", ones, "main"),
              f"  %i.next = add i64 %i, {w}",
              "  %more = icmp ult i64 %i.next, %full",
              "  br i1 %more, label %loop, label %tail.check",
              "tail.check:",
              "  %left = icmp ne i64 %rem, 0",
              "  br i1 %left, label %tail, label %done",
              "tail:",
              f"  %rem.ins = insertelement <{w} x i64> poison, i64 %rem, i32 0",
              f"  %rem.splat = shufflevector <{w} x i64> %rem.ins, <{w} x i64> poison, "
              f"<{w} x i32> zeroinitializer",
              f"  %tail.mask = icmp ult <{w} x i64> {lanes64}, %rem.splat",
              *chunk("%full", "%tail.mask", "tail"),
              "  br label %done",
              "done:",
              "  ret void",
              "}"]
    return lines


def module_text(low: Lowered, module: Module, kernel: bool = False) -> str:
    """The whole LLVM module: globals, the SIMD function and those of the functions it calls
    ([WIDEN-CALL-REC]), `@F.pllvm.entry`, and with `kernel`
    `@F.pllvm.kernel`."""
    layout = Layout({t.name: t.body for t in module.types})
    decls: list[str] = []
    code = "\n\n".join([low.text, *(text for _, text in low.callees)])  # [WIDEN-CALL-REC]
    parts = [f"; @{low.name} widened to {low.lanes} lanes by pllvm lower",
             globals_text(module, code).strip(), code, "\n".join(_entry(low, layout))]
    if kernel:
        parts.append("\n".join(_kernel(low, layout, decls)))
    parts.append("\n".join(dict.fromkeys([*low.declarations, *decls, *_address_stubs(low, module)])))
    if low.plan.checked:  # [NATIVE-CHECKED]
        parts.append(support([(print_name("@", g.name), layout.size(g.ty))
                              for g in kept_globals(module, code)]))
    return "\n\n".join(p for p in parts if p) + "\n"


def scalar_module_text(module: Module, function: str) -> str:
    """The source module as it is, plus `void @F.pllvm.scalar(i64 %n, ptr %args, ptr %ret)`: the
    scalar loop `for i in 0..n: ret[i] = F(i, args...)` (the baseline of the benchmarks)."""
    fn = module.function(function)
    layout = Layout({t.name: t.body for t in module.types})
    params = tuple((p.name, p.ty, False) for p in fn.params)
    it = _index_type(params, fn.name)
    ix = print_type(it)
    lines = [f"define void {print_name('@', fn.name + SCALAR)}(i64 %n, ptr %args, ptr %ret) {{", "entry:"]
    args = []
    for k, p in enumerate(fn.params[1:], start=1):
        more, text = _load_arg(k, p.ty, None, layout)
        lines += more
        args.append(f"{print_type(p.ty)} {text}")
    call = ", ".join([f"{ix} %ix", *args])
    lines += ["  %any = icmp ne i64 %n, 0",
              "  br i1 %any, label %loop, label %done",
              "loop:",
              "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]",
              f"  %ix = trunc i64 %i to {ix}" if it.bits < 64 else "  %ix = add i64 %i, 0"]
    if isinstance(fn.ret_ty, VoidType):
        lines.append(f"  call void {print_name('@', fn.name)}({call})")
    else:
        st = storage(fn.ret_ty)
        lines += [f"  %r = call {print_type(fn.ret_ty)} {print_name('@', fn.name)}({call})",
                  f"  %dst = getelementptr {print_type(st)}, ptr %ret, i64 %i"]
        value = "%r"
        if st != fn.ret_ty:
            lines.append(f"  %r.st = zext {print_type(fn.ret_ty)} %r to {print_type(st)}")
            value = "%r.st"
        lines.append(f"  store {print_type(st)} {value}, ptr %dst, align {layout.align(st)}")
    lines += ["  %i.next = add i64 %i, 1",
              "  %more = icmp ult i64 %i.next, %n",
              "  br i1 %more, label %loop, label %done",
              "done:",
              "  ret void",
              "}"]
    return print_module(attrs.evolve(module, source_filename=None, datalayout=None, triple=None)) \
        + "\n" + "\n".join(lines) + "\n"
