"""Hypothesis strategies for well-formed, reducible P-LLVM programs and fitting inputs.

`programs()` draws a structured program (sequences of assignments, if/else with uniform or
divergent conditions, switches, counted loops with uniform or divergent early exits, nested),
lowers it to SSA with phis (loop headers, joins, exits), and pairs it with inputs. Every program
terminates, is race-free (a thread writes only its own slots of the buffer and reads its own
slots, the buffer's read-only half or its private alloca), never branches on ⊤ and never divides
by zero, so a run under any greedy schedule has no undefined behaviour, and without horizontal
operations its results do not depend on the schedule.
Shrinking removes statements and nesting, so failures reduce to small programs.

    from hypothesis import given
    from pllvm.fuzz import programs

    @given(programs(lanes=4))
    def test_my_vectorizer(p):
        result = p.run()            # or p.module, p.function, p.args, p.buffers
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs
import numpy as np
from hypothesis import strategies as st

from pllvm.exec import Buffer, RunResult, run
from pllvm.exec.interp import Interp
from pllvm.syntax import Module
from pllvm.text import parse_module

__all__ = ["Generated", "programs", "statements"]

BUFFER = 128  # i32 elements of the buffer: thread t owns slots 4t..4t+3 (W ≤ 16), 64.. are read-only
SHARED = 64  # the first read-only element

# ------------------------------------------------------------------ the statement language
# ("assign", dst, op, x, y) | ("if", cond, then, else) | ("switch", x, [bodies])
# | ("loop", bound, body, exit_cond | None, shadow) | ("load", dst, x, mem) | ("store", x, y, mem)
# | ("any", dst, cond) | ("popcount", dst, cond) | ("predicated", cond, dst, x)
# where x, y are variable indices, cond is (variable, constant, "slt"|"eq"|...) and mem is "buf"
# (the shared buffer) or "local" (the thread's private alloca).

VARS = 4  # v0 = %a (varying), v1 = %b (uniform), v2 = %t (the thread's number), v3 = 0
_OPS = ("add", "sub", "mul", "and", "or", "xor", "shl")
LOCAL = 4  # i32 elements of each thread's private alloca, zeroed at entry
_memory = st.sampled_from(["buf", "local"])
_load_from = st.sampled_from(["buf", "own", "local"])


def _cond(uniform_only: bool = False) -> st.SearchStrategy:
    var = st.sampled_from([1]) if uniform_only else st.integers(0, VARS - 1)
    return st.tuples(var, st.integers(-2, 6), st.sampled_from(["slt", "sgt", "eq", "ne"]))


def _simple() -> st.SearchStrategy:
    v = st.integers(0, VARS - 1)
    return st.one_of(
        st.tuples(st.just("assign"), v, st.sampled_from(_OPS), v, v),
        st.tuples(st.just("load"), v, v, _load_from),
        st.tuples(st.just("store"), v, v, _memory),
        st.tuples(st.just("any"), v, _cond()),
        st.tuples(st.just("popcount"), v, _cond()),
        st.tuples(st.just("predicated"), _cond(), v, v),
        st.tuples(st.just("total"), v, st.sampled_from(("add", "xor")), v, v),
    )


def statements(depth: int = 3) -> st.SearchStrategy:
    """A list of statements nested at most `depth` deep."""
    if depth == 0:
        return st.lists(_simple(), min_size=1, max_size=4)
    inner = statements(depth - 1)
    loop = st.tuples(st.just("loop"), st.integers(0, 3), inner, _cond() | st.none(), st.booleans())
    compound = st.one_of(
        loop,
        st.tuples(st.just("if"), _cond(), inner, inner),
        loop,
        st.tuples(st.just("switch"), st.integers(0, VARS - 1), st.lists(inner, min_size=2, max_size=3)),
    )
    return st.lists(_simple() | compound, min_size=1, max_size=4)  # shrinks toward simple


# ------------------------------------------------------------------ lowering to SSA


class _Lower:
    """Structured statements to P-LLVM text in SSA form, phis at joins and loop headers."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.counter = 0
        self.block = "entry"
        self.features: set[str] = set()
        self.loop_depth = 0
        self.nesting = 0  # inside a branch or loop body: some threads may be passive
        # before the first branch or loop every thread runs every block together; after one,
        # a greedy schedule may let threads reach a later block at different steps
        self.converged = True

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"%{base}{self.counter}"

    def label(self, base: str) -> str:
        self.counter += 1
        return f"{base}{self.counter}"

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def open(self, label: str, predicate: str | None = None) -> None:
        self.lines.append(f"{label}:" + (f" predicate {predicate}" if predicate else ""))
        self.block = label

    def address(self, x: str, region: str) -> str:
        """A pointer into `region` indexed by `x`: "shared" (the buffer's read-only half),
        "own" (thread t's slots 4t..4t+3 of the buffer) or "local" (the private alloca)."""
        mask, base, offset = {"shared": (BUFFER - SHARED - 1, "buf", str(SHARED)),
                              "own": (3, "buf", "%slot0"), "local": (LOCAL - 1, "local", None)}[region]
        idx = self.fresh("i")
        self.emit(f"{idx} = and i32 {x}, {mask}")
        if offset is not None:
            k, idx = idx, self.fresh("i")
            self.emit(f"{idx} = add i32 {k}, {offset}")
        ptr = self.fresh("p")
        self.emit(f"{ptr} = getelementptr i32, ptr %{base}, i32 {idx}")
        return ptr

    def cond(self, env: list[str], c: tuple) -> str:
        var, const, pred = c
        out = self.fresh("c")
        self.emit(f"{out} = icmp {pred} i32 {env[var]}, {const}")
        return out

    def body(self, env: list[str], stmts: Sequence[tuple], depth: int) -> list[str]:
        self.nesting += depth > 0
        for s in stmts:
            env = self.statement(env, s, depth)
        self.nesting -= depth > 0
        return env

    def statement(self, env: list[str], s: tuple, depth: int) -> list[str]:
        kind = s[0]
        env = list(env)
        if kind == "assign":
            _, dst, op, x, y = s
            out = self.fresh("v")
            rhs = f"{env[y]}" if op != "shl" else f"{y + 1}"  # a constant shift: never ≥ 32
            self.emit(f"{out} = {op} i32 {env[x]}, {rhs}")
            env[dst] = out
        elif kind == "total":
            # total only where every thread has run every block so far: elsewhere its operands
            # may be undefined on some threads (Def. 11 (3)), so it is an ordinary instruction
            _, dst, op, x, y = s
            out = self.fresh("t")
            modifier = "total " if self.converged else ""
            self.emit(f"{out} = {modifier}{op} i32 {env[x]}, {env[y]}")
            env[dst] = out
            if modifier:
                self.features.add("total")
        elif kind == "load":
            # race-free: the shared read-only half of the buffer, the thread's own slots, or its
            # private alloca; never a slot another thread may write
            _, dst, x, mem = s
            ptr, out = self.address(env[x], "shared" if mem == "buf" else mem), self.fresh("l")
            self.emit(f"{out} = load i32, ptr {ptr}")
            env[dst] = out
            self.features.add("alloca" if mem == "local" else "load")
        elif kind == "store":
            _, x, y, mem = s  # race-free: a thread writes its own slots or its alloca
            ptr = self.address(env[x], "own" if mem == "buf" else mem)
            self.emit(f"store i32 {env[y]}, ptr {ptr}")
            self.features.add("alloca" if mem == "local" else "store")
        elif kind in ("any", "popcount"):
            _, dst, c = s
            cv = self.cond(env, c)
            out = self.fresh("h")
            if kind == "any":
                b = self.fresh("h")
                self.emit(f"{b} = call i1 @any(i1 {cv})")
                self.emit(f"{out} = zext i1 {b} to i32")
            else:
                self.emit(f"{out} = call i32 @popcount(i1 {cv})")
            env[dst] = out
            self.features.add("horizontal")
        elif kind == "predicated":
            self.converged = False
            _, c, dst, x = s
            cv = self.cond(env, c)
            pred_block, next_block = self.label("P"), self.label("Q")
            self.emit(f"br label %{pred_block}")
            self.open(pred_block, cv)
            y = self.fresh("y")
            self.emit(f"{y} = add i32 {env[x]}, 1")
            self.emit(f"br label %{next_block}")
            self.open(next_block)
            out = self.fresh("v")
            self.emit(f"{out} = select i1 {cv}, i32 {y}, i32 {env[dst]}")
            env[dst] = out
            self.features.add("predicate")
        elif kind in ("if", "switch", "loop"):
            self.converged = False
        if kind == "if":
            env = self.if_else(env, s, depth)
        elif kind == "switch":
            env = self.switch(env, s, depth)
        elif kind == "loop":
            env = self.loop(env, s, depth)
        return env

    def join(self, label: str, arms: list[tuple[str, list[str]]], env: list[str]) -> list[str]:
        """Phis for every variable whose value differs between the arms."""
        self.open(label)
        out = list(env)
        for k in range(VARS):
            values = [a[1][k] for a in arms]
            if len(set(values)) > 1:
                phi = self.fresh("j")
                incoming = ", ".join(f"[ {v}, %{b} ]" for b, (_, vals) in zip(
                    [a[0] for a in arms], arms, strict=True) for v in [vals[k]])
                self.emit(f"{phi} = phi i32 {incoming}")
                out[k] = phi
        return out

    def if_else(self, env: list[str], s: tuple, depth: int) -> list[str]:
        _, c, then_s, else_s = s
        cv = self.cond(env, c)
        t, e, j = self.label("T"), self.label("E"), self.label("J")
        self.emit(f"br i1 {cv}, label %{t}, label %{e}")
        arms = []
        for label, stmts in ((t, then_s), (e, else_s)):
            self.open(label)
            env_arm = self.body(env, stmts, depth + 1)
            arms.append((self.block, env_arm))
            self.emit(f"br label %{j}")
        self.features.add("branch-varying" if c[0] != 1 else "branch-uniform")
        return self.join(j, arms, env)

    def switch(self, env: list[str], s: tuple, depth: int) -> list[str]:
        _, x, bodies = s
        key = self.fresh("k")
        self.emit(f"{key} = and i32 {env[x]}, 3")
        labels = [self.label("S") for _ in bodies]
        j = self.label("J")
        cases = " ".join(f"i32 {k}, label %{lbl}" for k, lbl in enumerate(labels[1:], 1))
        self.emit(f"switch i32 {key}, label %{labels[0]} [ {cases} ]")
        arms = []
        for label, stmts in zip(labels, bodies, strict=True):
            self.open(label)
            env_arm = self.body(env, stmts, depth + 1)
            arms.append((self.block, env_arm))
            self.emit(f"br label %{j}")
        self.features.add("switch")
        return self.join(j, arms, env)

    def loop(self, env: list[str], s: tuple, depth: int) -> list[str]:
        """for (i = 0; i < bound; i++) { body; if (exit) break; } with LCSSA phis at the exit, or,
        for a loop left only from its header and `shadow` set, header phis whose shadow operand is
        themselves, so threads that left keep their values and the exit uses the phis directly."""
        _, bound, body, exit_cond, shadow = s
        shadow = shadow and exit_cond is None
        pre, head, latch, out = self.label("L"), self.label("H"), self.label("B"), self.label("X")
        self.emit(f"br label %{pre}")
        self.open(pre)
        self.emit(f"br label %{head}")
        self.open(head)
        counter = self.fresh("n")
        phis = [self.fresh("h") for _ in range(VARS)]
        header_at = len(self.lines)
        more = self.fresh("m")
        self.emit(f"{more} = icmp slt i32 {counter}, {bound}")
        body_label = self.label("D")
        self.emit(f"br i1 {more}, label %{body_label}, label %{out}")
        self.open(body_label)
        self.loop_depth += 1
        env_body = self.body(phis, body, depth + 1)
        self.loop_depth -= 1
        exits = [(head, phis)]
        if exit_cond is not None:
            cv = self.cond(env_body, exit_cond)
            self.emit(f"br i1 {cv}, label %{out}, label %{latch}")
            exits.append((self.block, env_body))
            self.features.add("loop-exit-varying" if exit_cond[0] != 1 else "loop-exit-uniform")
        else:
            self.emit(f"br label %{latch}")
        self.open(latch)
        step = self.fresh("n")
        self.emit(f"{step} = add i32 {counter}, 1")
        self.emit(f"br label %{head}")
        header = [f"  {counter} = phi i32 [ 0, %{pre} ], [ {step}, %{latch} ]"] + [
            f"  {phis[k]} = phi i32 [ {env[k]}, %{pre} ], [ {env_body[k]}, %{latch} ]"
            + (f" shadow {phis[k]}" if shadow else "") for k in range(VARS)]
        self.lines[header_at:header_at] = header
        self.features.add("loop")
        if self.loop_depth > 0:
            self.features.add("nested-loop")
        self.open(out)
        if shadow:
            self.features.add("shadow")
            return phis
        result = []
        for k in range(VARS):
            lc = self.fresh("x")
            incoming = ", ".join(f"[ {vals[k]}, %{b} ]" for b, vals in exits)
            self.lines.append(f"  {lc} = phi i32 {incoming}")
            result.append(lc)
        return result

    def program(self, stmts: Sequence[tuple]) -> str:
        self.lines = ["define i32 @f(i32 %a, i32 %b, i32 %t, ptr %buf) {", "entry:"]
        self.emit("%slot0 = mul i32 %t, 4")
        self.emit(f"%local = alloca i32, i32 {LOCAL}")
        self.emit(f"call void @llvm.memset.p0.i32(ptr %local, i8 0, i32 {4 * LOCAL}, i1 false)")
        env = self.body(["%a", "%b", "%t", "0"], stmts, 0)
        r1 = self.fresh("r")
        self.emit(f"{r1} = xor i32 {env[0]}, {env[1]}")
        r2 = self.fresh("r")
        self.emit(f"{r2} = add i32 {r1}, {env[3]}")
        self.emit(f"ret i32 {r2}")
        self.lines.append("}")
        header = ["declare i1 @any(i1)", "declare i32 @popcount(i1)",
                  "declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)", ""]
        return "\n".join(header + self.lines) + "\n"


@attrs.frozen
class Generated:
    """A generated program with inputs for W threads."""

    text: str
    module: Module
    function: str
    lanes: int
    args: dict[str, list]
    buffers: dict[str, Buffer]
    features: frozenset[str]

    def run(self, interp: Interp = "FR", **kwargs: Any) -> RunResult:
        """The program run on its inputs (`kwargs` as `pllvm.exec.run` takes them)."""
        return run(self.module, self.function, self.lanes, interp, self.args, self.buffers, **kwargs)


@st.composite
def programs(draw: st.DrawFn, lanes: int = 4, depth: int = 3) -> Generated:
    """A well-formed, terminating, race-free P-LLVM program with arguments for `lanes` threads."""
    if not 1 <= lanes <= 16:
        raise ValueError("programs() supports 1 to 16 threads")
    stmts = draw(statements(depth), label="statements")
    lowering = _Lower()
    text = lowering.program(stmts)
    a = draw(st.lists(st.integers(-4, 12), min_size=lanes, max_size=lanes), label="%a")
    b = draw(st.integers(-4, 12), label="%b")
    # one draw for the buffer, not 64: generating and shrinking stay fast
    fill = draw(st.integers(0, 2**16), label="@buf fill")
    data = tuple(np.random.default_rng(fill).integers(-8, 41, BUFFER).tolist())
    return Generated(text, parse_module(text, "<generated>"), "f", lanes,
                     {"a": a, "b": [b] * lanes, "t": list(range(lanes)), "buf": ["@buf"] * lanes},
                     {"buf": Buffer("i32", tuple(data))}, frozenset(lowering.features))
