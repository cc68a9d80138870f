"""[NATIVE-CHECKED] A checked native build: before every memory access, each active lane's address
range is looked up among the objects the run knows (its buffers, the module's globals, the
allocas executed so far); the first lane outside all of them is recorded (the access, the lane,
the address) and the function returns at once, before the access, as the interpreter stops at
undefined behaviour. The runner reads the record after the call."""

from __future__ import annotations

from collections.abc import Sequence

from pllvm.backend.lower import Lowering, callee_name
from pllvm.errors import LoweringError
from pllvm.syntax import (
    PTR,
    AtomicRMW,
    Call,
    CmpXchg,
    Command,
    Load,
    Store,
    Type,
    Value,
    VoidType,
)
from pllvm.syntax.builtins import intrinsic_family
from pllvm.text.printer import print_type

__all__ = ["CAPACITY", "CHECK_GAP", "COUNT", "OBJECTS", "REPORT", "guard", "register", "support"]

#: the object table the runner fills: (first byte, one past the last) per object, and its length
OBJECTS, COUNT, CAPACITY = "@pllvm.objects", "@pllvm.objects.count", 4096
#: bytes between a checked build's private copies of a varying alloca, so that an access just
#: past one copy is outside every object (the interpreter's objects are apart as well)
CHECK_GAP = 16
#: the first violation: the access's index among the function's checked accesses (-1: none),
#: the lane and the address
REPORT = "@pllvm.violation"


def _accesses(lw: Lowering, op: object) -> list[tuple[Value, str]]:
    """The addresses an operation reads or writes per thread, each with its size in bytes (an
    LLVM i64 operand text)."""
    match op:
        case Load(ptr=p, ty=ty) | Store(ptr=p, ty=ty) | AtomicRMW(ptr=p, ty=ty) | CmpXchg(ptr=p, ty=ty):
            return [(p, str(lw.layout.size(ty)))]
        case Call() if intrinsic_family(callee_name(op)) in ("memset", "memcpy", "memmove"):
            length = lw.scalar(op.args[2].value, op.args[2].ty) if not lw.varying(op.args[2].value) else None
            if length is None:
                raise LoweringError("--checked: a memory intrinsic with a varying length is not checked")
            size = _as_i64(lw, length, op.args[2].ty)
            family = intrinsic_family(callee_name(op))
            return [(op.args[0].value, size)] + ([] if family == "memset" else [(op.args[1].value, size)])
    return []


def _as_i64(lw: Lowering, text: str, ty: Type) -> str:
    if print_type(ty) == "i64":
        return text
    out = lw.fresh("len")
    lw.emit(f"{out} = zext {print_type(ty)} {text} to i64")
    return out


def guard(lw: Lowering, cmd: Command, sites: list[tuple[str, str]], text: str) -> None:
    """The checks before command `cmd` (shown as `text`) of the block being lowered, if it
    accesses memory: each active lane's range tested, the first one outside every object
    reported, and a return before the access."""
    ranges = _accesses(lw, cmd.op)
    if not ranges:
        return
    site = len(sites)
    sites.append((lw.block.label, text))
    mask, w = lw.mask_for(cmd), lw.w
    stop_any = ""
    for ptr, size in ranges:
        for t in range(w):
            on, addr, ok, fine, out = (lw.fresh(x) for x in ("chk.on", "chk.addr", "chk.ok", "chk.fine",
                                                                "chk.stop"))
            lw.emit(f"{on} = extractelement <{w} x i1> {mask}, i32 {t}")
            lw.emit(f"{addr} = ptrtoint ptr {lw.lane(ptr, PTR, t)} to i64")
            lw.emit(f"{ok} = call i1 @pllvm.inside(i64 {addr}, i64 {size})")
            lw.emit(f"call void @pllvm.report(i32 {site}, i32 {t}, i64 {addr}, i1 {on}, i1 {ok})")
            lw.emit(f"{fine} = select i1 {on}, i1 {ok}, i1 true")  # a passive lane accesses nothing
            lw.emit(f"{out} = xor i1 {fine}, true")
            if stop_any:
                either = lw.fresh("chk.stop")
                lw.emit(f"{either} = or i1 {stop_any}, {out}")
                out = either
            stop_any = out
    (stop, stop_line), (go, go_line) = lw.part(f"chk{site}.stop"), lw.part(f"chk{site}.go")
    lw.emit(f"br i1 {stop_any}, label {stop}, label {go}")
    lw.code[lw.block.label].append(stop_line)
    ret = lw.fn.ret_ty
    lw.emit("ret void" if isinstance(ret, VoidType) else f"ret {print_type(lw.vty(ret))} poison")
    lw.code[lw.block.label].append(go_line)


def register(lw: Lowering, address: str, size: str, prologue: bool, copies: int = 1,
             apart: str = "0") -> None:
    """An alloca's object (`size` bytes, an i64 operand, from `address`) into the run's table;
    with `copies`, that many objects of `size` bytes, `apart` bytes from one start to the next
    (a varying alloca's private copy per lane, each its own object as in the interpreter)."""
    lines = []
    for t in range(copies):
        base, at = lw.fresh("chk.obj"), lw.fresh("chk.at")
        if t:
            lines.append(f"{at} = mul i64 {apart}, {t}")
            lines.append(f"{base} = getelementptr i8, ptr {address}, i64 {at}")
        else:
            base = address
        start = lw.fresh("chk.start")
        lines += [f"{start} = ptrtoint ptr {base} to i64",
                  f"call void @pllvm.register(i64 {start}, i64 {size})"]
    for line in lines:
        if prologue:
            lw.prologue.append("  " + line)
        else:
            lw.emit(line)


def support(globals_: Sequence[tuple[str, int]]) -> str:
    """The table, the record and the helpers a checked module defines; `@pllvm.globals()`
    registers the module's globals (name, size), by their addresses as the code uses them
    (wherever the optimizer put a constant)."""
    registered = "\n".join(f"  %g{k} = ptrtoint ptr {name} to i64\n"
                           f"  call void @pllvm.register(i64 %g{k}, i64 {size})"
                           for k, (name, size) in enumerate(globals_))
    return f"""define void @pllvm.globals() {{
entry:
{registered}
  ret void
}}

{OBJECTS} = global [{CAPACITY} x {{ i64, i64 }}] zeroinitializer
{COUNT} = global i64 0
{REPORT} = global {{ i32, i32, i64 }} {{ i32 -1, i32 0, i64 0 }}

define internal i1 @pllvm.inside(i64 %a, i64 %n) {{
entry:
  %count = load i64, ptr {COUNT}
  %end = add i64 %a, %n
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %next ]
  %more = icmp ult i64 %k, %count
  br i1 %more, label %test, label %no
test:
  %lo.p = getelementptr [{CAPACITY} x {{ i64, i64 }}], ptr {OBJECTS}, i64 0, i64 %k, i32 0
  %hi.p = getelementptr [{CAPACITY} x {{ i64, i64 }}], ptr {OBJECTS}, i64 0, i64 %k, i32 1
  %lo = load i64, ptr %lo.p
  %hi = load i64, ptr %hi.p
  %above = icmp uge i64 %a, %lo
  %below = icmp ule i64 %end, %hi
  %fits = and i1 %above, %below
  br i1 %fits, label %yes, label %next
next:
  %k1 = add i64 %k, 1
  br label %loop
yes:
  ret i1 true
no:
  ret i1 false
}}

define internal void @pllvm.report(i32 %site, i32 %lane, i64 %a, i1 %on, i1 %ok) {{
entry:
  %seen = load i32, ptr {REPORT}
  %first = icmp eq i32 %seen, -1
  %out = xor i1 %ok, true
  %bad = and i1 %on, %out
  %now = and i1 %bad, %first
  br i1 %now, label %write, label %done
write:
  store i32 %site, ptr {REPORT}
  %lane.p = getelementptr {{ i32, i32, i64 }}, ptr {REPORT}, i32 0, i32 1
  store i32 %lane, ptr %lane.p
  %a.p = getelementptr {{ i32, i32, i64 }}, ptr {REPORT}, i32 0, i32 2
  store i64 %a, ptr %a.p
  br label %done
done:
  ret void
}}

define internal void @pllvm.register(i64 %base, i64 %size) {{
entry:
  %k = load i64, ptr {COUNT}
  %room = icmp ult i64 %k, {CAPACITY}
  br i1 %room, label %add, label %done
add:
  %lo.p = getelementptr [{CAPACITY} x {{ i64, i64 }}], ptr {OBJECTS}, i64 0, i64 %k, i32 0
  %hi.p = getelementptr [{CAPACITY} x {{ i64, i64 }}], ptr {OBJECTS}, i64 0, i64 %k, i32 1
  store i64 %base, ptr %lo.p
  %end = add i64 %base, %size
  store i64 %end, ptr %hi.p
  %k1 = add i64 %k, 1
  store i64 %k1, ptr {COUNT}
  br label %done
done:
  ret void
}}
"""
