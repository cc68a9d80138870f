"""The first difference a person can use ([CHK-FIRST] in semantics/checking.md).

Two functions that compute the same thing need not name their values alike (LLVM numbers them,
a vectorizer adds its own), so the two runs are aligned on what they make visible: the return
value that differs, or the buffer cell that differs. For each side this names the instruction
that produced it (the `ret`, or the last store that wrote the cell, found through the bytes each
traced step stored) with the values of its operands, and of the instruction that computed the
value returned or stored.
"""

from __future__ import annotations

import re
from typing import Literal

from pllvm.exec import RunResult
from pllvm.exec.state import DONE
from pllvm.exec.trace import show_value
from pllvm.syntax import Call, Command, Function, GlobalRef, Local, Operation, Phi, Ret, Store
from pllvm.syntax.instructions import operands
from pllvm.syntax.layout import Layout
from pllvm.text.printer import print_command, print_phi, print_terminator

__all__ = ["first_difference", "site"]

_RET = re.compile(r"^thread (\d+) returns ")
_CELL = re.compile(r"^@(.+)\[(\d+)\] is ")
_LAYOUT = Layout({})
_STORES = ("llvm.masked.store", "llvm.masked.scatter", "llvm.memcpy", "llvm.memmove", "llvm.memset")


def site(why: str) -> tuple[Literal["ret"], int] | tuple[Literal["cell"], tuple[str, int]] | None:
    """Where a refinement failure is (`_refined`'s words): ("ret", thread) or ("cell", (buffer,
    index)); None for a failure that is not a value (undefined behaviour, no end)."""
    m = _RET.match(why)
    if m:
        return "ret", int(m[1])
    m = _CELL.match(why)
    if m:
        return "cell", (m[1], int(m[2]))
    return None


def first_difference(why: str, source: tuple[RunResult, Function], target: tuple[RunResult, Function],
                     elem_size: dict[str, int], source_thread: int | None = None,
                     target_thread: int | None = None) -> str | None:
    """[CHK-FIRST] The differing return or store on both sides with its operands' values; None where the
    runs carry no trace or the failure is not a value. `source_thread` is the thread of the source
    run that stands for the target's (0 for a scalar run of a vectorize check), `target_thread`
    the thread of the target run that holds the differing thread's value (0 for a SIMD vector
    function, whose one run holds every thread's, [WIDEN-FUNCTION])."""
    where = site(why)
    if where is None:
        return None
    lines = [why]
    for title, (run, fn), thread in (("source", source, source_thread), ("target", target, target_thread)):
        if not run.trace:
            return None
        if where[0] == "ret":
            t = where[1] if thread is None else thread
            lines += [f"{title}: {line}" for line in _ret(run, fn, t)]
        else:
            name, k = where[1]
            size = elem_size.get(name, 1)
            lines += [f"{title}: {line}" for line in _store(run, fn, name, k, size)]
    return "\n  ".join(lines)


def _value_at(run: RunResult, name: str, step: int) -> list | None:
    """The value of `%name` per thread as the last step up to `step` assigned it."""
    for k in range(min(step, len(run.trace) - 1), -1, -1):
        if name in run.trace[k].values:
            return run.trace[k].values[name]
    return None


def _defs(fn: Function) -> dict[str, tuple[str, Operation | Phi]]:
    """Each local's defining instruction: its text and the node whose operands it reads."""
    out: dict[str, tuple[str, Operation | Phi]] = {}
    for b in fn.blocks:
        out.update({p.name: (print_phi(p), p) for p in b.phis})
        out.update({c.name: (print_command(c), c.op) for c in b.commands if c.name})
    return out


def _operands_text(run: RunResult, fn: Function, node: Operation | Phi, step: int, threads: list[int]) -> str:
    """`%a = [..], %b = [..]` for the local operands of an instruction at a step."""
    parts = []
    for v in operands(node):
        if isinstance(v, Local):
            value = _value_at(run, v.name, step)
            if value is not None:
                parts.append(f"%{v.name} = {_pick(value, threads)}")
    return ", ".join(parts)


def _pick(value: list, threads: list[int]) -> str:
    if len(value) == 1:
        return show_value(value[0], exact=True)
    return "[" + ", ".join(show_value(value[t], exact=True) for t in threads if t < len(value)) + "]"


def _computed(run: RunResult, fn: Function, value: object, step: int, threads: list[int]) -> list[str]:
    """The instruction that computed a returned or stored local, with its operands' values."""
    if not isinstance(value, Local):
        return []
    found = _defs(fn).get(value.name)
    if found is None:
        return []
    text, node = found
    args = _operands_text(run, fn, node, step, threads)
    return [f"  computed by `{text}`" + (f" with {args}" if args else "")]


def _ret(run: RunResult, fn: Function, t: int) -> list[str]:
    """The step at which thread t returned, its `ret`, and what computed the value."""
    for step, rec in enumerate(run.trace):
        if t < len(rec.succ) and rec.succ[t] == DONE and rec.amsk[t]:
            term = fn.block(rec.block).term
            if isinstance(term, Ret):
                v = term.value
                value = _value_at(run, v.name, step) if isinstance(v, Local) else None
                shown = (f" (%{v.name} = {_pick(value, [t])})"
                         if isinstance(v, Local) and value is not None else "")
                return [f"step {step}, block {rec.block}: `{print_terminator(term)}`{shown}",
                        *_computed(run, fn, term.value, step, [t])]
    return ["thread did not return"]


def _covers(run: RunResult, cmd: Command, step: int, threads: list[int], address: int) -> bool:
    """Whether a plain store of the step wrote `address` on one of the threads."""
    op = cmd.op
    if not (isinstance(op, Store) and isinstance(op.ptr, Local)):
        return False
    ptrs = _value_at(run, op.ptr.name, step)
    size = _LAYOUT.size(op.ty)
    return ptrs is not None and any(isinstance(ptrs[t], int) and ptrs[t] <= address < ptrs[t] + size
                                    for t in threads if t < len(ptrs))


def _is_store(cmd: Command) -> bool:
    op = cmd.op
    return isinstance(op, Store) or (isinstance(op, Call) and isinstance(op.callee, GlobalRef)
                                     and op.callee.name.startswith(_STORES))


def _store(run: RunResult, fn: Function, buffer: str, k: int, size: int) -> list[str]:
    """The last step that stored to the cell, the store instructions of its block with their
    operands, and what computed the stored value."""
    base = run.addresses.get(buffer)
    if base is None:
        return [f"@{buffer} is not a buffer of this run"]
    lo, hi = base + k * size, base + (k + 1) * size
    for step in range(len(run.trace) - 1, -1, -1):
        rec = run.trace[step]
        if not ((rec.stored >= lo) & (rec.stored < hi)).any():
            continue
        threads = [t for t in range(len(rec.amsk)) if rec.amsk[t]]
        out = [f"step {step}, block {rec.block} wrote @{buffer}[{k}]:"]
        stores = [c for c in fn.block(rec.block).commands if _is_store(c)]
        hits = [c for c in stores if _covers(run, c, step, threads, lo)]
        for cmd in hits or stores:
                args = _operands_text(run, fn, cmd.op, step, threads)
                out.append(f"  `{print_command(cmd)}`" + (f" with {args}" if args else ""))
                op = cmd.op
                stored = (op.value if isinstance(op, Store) else op.args[0].value if isinstance(op, Call)
                          else None)
                out += ["  " + line for line in _computed(run, fn, stored, step, threads)]
        return out
    return [f"never wrote @{buffer}[{k}] (it keeps its initial value)"]
