"""Widening of one control-uniform function: every instruction becomes one scalar instruction
(uniform) or one SIMD instruction over `<W x T>` (varying); rules in semantics/backend.md."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import attrs

from pllvm.backend.plan import Plan
from pllvm.backend.types import constant_text, elements, lanes_of, shuffle_mask, splat
from pllvm.cfg import CFG, dominator_tree, loop_forest
from pllvm.errors import LoweringError
from pllvm.syntax import (
    I1,
    BinOp,
    Br,
    Call,
    Cast,
    Command,
    CondBr,
    FCmp,
    FNeg,
    Freeze,
    Gep,
    ICmp,
    IntConst,
    IntType,
    Local,
    Operation,
    Phi,
    Ret,
    Select,
    StructType,
    Switch,
    Type,
    Unreachable,
    VectorType,
    VoidType,
)
from pllvm.syntax.layout import Layout
from pllvm.syntax.rewrite import Names, rebuild, replace, value_types
from pllvm.syntax.values import Aggregate, GlobalRef, Poison, Undef, Value, ZeroInit
from pllvm.text.parser import unquote_name
from pllvm.text.printer import (
    print_name,
    print_operation,
    print_type,
)

__all__ = ["TRAPPING_OPS", "Lowered", "Lowering", "broadcast_aggregate", "callee_name", "located", "own_lane",
           "tiled_constant"]

T = TypeVar("T")

#: [WIDEN-SAFE-DIV] Integer operations that trap on a zero (or INT_MIN / -1) divisor.
TRAPPING_OPS = frozenset({"udiv", "sdiv", "urem", "srem"})


@attrs.frozen
class Lowered:
    """The SIMD function's text (`define ...`), the declarations it needs, and its signature:
    per parameter whether it is a vector, and whether it returns one."""

    name: str
    text: str
    declarations: tuple[str, ...]
    params: tuple[tuple[str, Type, bool], ...]  # (name, scalar type, varying)
    ret_ty: Type
    lanes: int
    plan: Plan
    sites: tuple[tuple[str, str], ...] = ()  # [NATIVE-CHECKED]: the checked accesses
    #: [WIDEN-CALL-REC] the SIMD functions of the module's functions it calls: (name, text)
    callees: tuple[tuple[str, str], ...] = ()


class Lowering:
    """The state of lowering one function: operand texts, per-block code and masks."""

    def __init__(self, plan: Plan) -> None:
        fn = plan.function
        self.plan = plan
        self.fn = fn
        self.w = plan.lanes
        self.types = {t.name: t.body for t in plan.module.types}
        self.layout = Layout(self.types)
        self.value_ty = value_types(fn, self.types)
        self.names = Names(fn)
        self.entry_mask = "%" + self.names.fresh("entry.mask")
        self.prologue: list[str] = []
        self.code: dict[str, list[str]] = {b.label: [] for b in fn.blocks}
        self.block = fn.entry
        self.text: dict[str, str] = {}  # value name -> operand text, where it is not `%name`
        self.decls: dict[str, str] = {}
        self.phi_in: dict[tuple[str, str, str], str] = {}  # (block, phi, pred) -> operand text
        #: a block split by [WIDEN-CALL-SCALAR]: the label of its last part, which its
        #: successors' phis name as their predecessor
        self.exit_label: dict[str, str] = {}
        #: [NATIVE-CHECKED] the checked accesses: (block, instruction text), by site number
        self.sites: list[tuple[str, str]] = []
        self._cache: dict[tuple, str] = {}
        self.spares: dict[str, str] = {}  # [WIDEN-ATOMIC]: per type, the passive lanes' object
        self.callees: dict[str, str] = {}  # [WIDEN-CALL-REC]: SIMD function name -> its text
        #: [WIDEN-CALL-REC] (function, signature) -> the name of its SIMD function, lowered with
        #: this one (`widen.lower` gives it)
        self.callee: Callable[[str, str], str] = _no_callee
        cfg = CFG.of(fn)
        self.cfg = cfg
        self.loops = loop_forest(cfg, dominator_tree(cfg))

    # ------------------------------------------------------------ emission

    def fresh(self, base: str = "w") -> str:
        return "%" + self.names.fresh(f"_{base}")

    def emit(self, line: str) -> None:
        self.code[self.block.label].append("  " + line)

    def part(self, base: str) -> tuple[str, str]:
        """A new label within the block being lowered: (its `%name`, the label line to emit
        where it begins). The block's successors see the last such part as their predecessor."""
        name = self.names.fresh(f"{self.block.label}.{base}")
        self.exit_label[self.block.label] = name
        return print_name("%", name), print_name("%", name)[1:] + ":"

    def current_label(self) -> str:
        """The `%label` of the part of the block being lowered that code is now emitted into."""
        return print_name("%", self.exit_label.get(self.block.label, self.block.label))

    def declare(self, name: str, line: str) -> None:
        self.decls.setdefault(name, line)

    def intrinsic(self, name: str, ret: Type | str, params: Sequence[Type | str]) -> str:
        """`@name`, declared with the given signature."""
        text = [p if isinstance(p, str) else print_type(p) for p in params]
        r = ret if isinstance(ret, str) else print_type(ret)
        self.declare(name, f"declare {r} @{name}({', '.join(text)})")
        return "@" + name

    def call_as_written(self, cmd: Command, op: Call, replace: dict[int, str] | None = None) -> None:
        """[WIDEN-UNIFORM] A call with uniform operands, as written (argument k's text taken from
        `replace`), its callee declared."""
        name = callee_name(op)
        texts = [f"{print_type(a.ty)} {(replace or {}).get(k) or self.scalar(a.value, a.ty)}"
                 for k, a in enumerate(op.args)]
        fn = self.intrinsic(name, op.ret_ty, [a.ty for a in op.args])
        call = f"call {print_type(op.ret_ty)} {fn}({', '.join(texts)})"
        self.emit(f"{self.result(cmd)} = {call}" if cmd.name is not None else call)

    def vty(self, ty: Type) -> VectorType | StructType:
        return lanes_of(ty, self.w)

    # ------------------------------------------------------------ values

    def varying(self, v: Value) -> bool:
        return isinstance(v, Local) and v.name in self.plan.varying

    def _local(self, name: str) -> str:
        return self.text.get(name, print_name("%", name))

    def scalar(self, v: Value, ty: Type) -> str:
        """[WIDEN-UNIFORM] A uniform operand: the value itself, or, for a value the analysis calls
        varying, its lane at the block's first active thread."""
        if not isinstance(v, Local):
            return constant_text(v, ty)
        if v.name not in self.plan.varying:
            return self._local(v.name)
        key = ("scalar", v.name, self.block.label)
        if key not in self._cache:
            if isinstance(ty, VectorType | StructType):
                self._cache[key] = own_lane(self, self._local(v.name), ty, self.first_active())
                return self._cache[key]
            t = self.fresh("lane")
            vt = print_type(self.vty(ty))
            self.emit(f"{t} = extractelement {vt} {self._local(v.name)}, i32 {self.first_active()}")
            self._cache[key] = t
        return self._cache[key]

    def vector(self, v: Value, ty: Type) -> str:
        """[WIDEN-BROADCAST] A varying operand: the vector, a broadcast of a uniform value, or a
        constant vector."""
        if isinstance(v, Local) and v.name in self.plan.varying:
            return self._local(v.name)
        self.vty(ty)
        if not isinstance(v, Local):
            return tiled_constant(self, v, ty)
        key = ("splat", v.name, self.block.label)
        if key not in self._cache:
            self._cache[key] = self.broadcast(self._local(v.name), ty)
        return self._cache[key]

    def lane(self, v: Value, ty: Type, t: int) -> str:
        """Lane t of a scalar-typed operand: the value itself where it is uniform."""
        if not self.varying(v):
            return self.scalar(v, ty)
        out = self.fresh("l")
        self.emit(f"{out} = extractelement {print_type(self.vty(ty))} {self.vector(v, ty)}, i32 {t}")
        return out

    def from_lanes(self, ty: str, lanes: Sequence[str]) -> str:
        """`<W x ty>` of one scalar per lane (the results of lane-by-lane code)."""
        acc = "poison"
        for t, x in enumerate(lanes):
            nxt = self.fresh("v")
            self.emit(f"{nxt} = insertelement <{self.w} x {ty}> {acc}, {ty} {x}, i32 {t}")
            acc = nxt
        return acc

    def broadcast(self, text: str, ty: Type) -> str:
        """A uniform value (operand text) given to every thread."""
        if isinstance(ty, VectorType | StructType):
            return broadcast_aggregate(self, text, ty)
        vt = print_type(self.vty(ty))
        one, out = self.fresh("ins"), self.fresh("splat")
        self.emit(f"{one} = insertelement {vt} poison, {print_type(ty)} {text}, i32 0")
        self.emit(f"{out} = shufflevector {vt} {one}, {vt} poison, <{self.w} x i32> zeroinitializer")
        return out

    def spread(self, text: str, ty: Type, n: int) -> str:
        """[WIDEN-TENSOR] A `<W x T>` value repeated over each thread's n elements: `<W·n x T>`."""
        if n == 1:
            return text
        out = self.fresh("spread")
        vt = print_type(self.vty(ty))
        self.emit(f"{out} = shufflevector {vt} {text}, {vt} poison, <{self.w * n} x i32> "
                  f"{shuffle_mask([t for t in range(self.w) for _ in range(n)])}")
        return out

    def operand(self, v: Value, ty: Type, vector: bool) -> str:
        return self.vector(v, ty) if vector else self.scalar(v, ty)

    def bind(self, name: str | None, text: str) -> None:
        """`%name` is `text` from now on (no instruction of its own)."""
        if name is not None:
            self.text[name] = text

    def result(self, cmd: Command) -> str:
        return print_name("%", cmd.name) if cmd.name is not None else ""

    # ------------------------------------------------------------ masks

    def predicated(self) -> bool:
        p = self.block.predicate
        return p is not None and p != IntConst(1)

    def activation(self) -> str:
        """[WIDEN-MASK] amsk = entry mask ∧ block predicate (the control mask of a control-uniform
        program is the entry mask: every live thread runs every scheduled block)."""
        if not self.predicated():
            return self.entry_mask
        key = ("amsk", self.block.label)
        if key not in self._cache:
            p = self.block.predicate
            assert p is not None
            t = self.fresh("amsk")
            vt = f"<{self.w} x i1>"
            if self.varying(p):
                self.emit(f"{t} = and {vt} {self.entry_mask}, {self.vector(p, I1)}")
            else:
                self.emit(f"{t} = select i1 {self.scalar(p, I1)}, {vt} {self.entry_mask}, "
                          f"{vt} zeroinitializer")
            self._cache[key] = t
        return self._cache[key]

    def mask_for(self, cmd: Command) -> str:
        """[WIDEN-TOTAL] A `total` command runs on every live thread: the entry mask."""
        return self.entry_mask if cmd.total else self.activation()

    def if_some_active(self, cmd: Command | None, ty: str, value: str, otherwise: str,
                       base: str = "guard") -> str:
        """`value` (uniform, of type `ty`), or `otherwise` when no thread is active: the guard of a
        uniform operation of a predicated block, whose activation may be empty; `value` itself
        where it cannot be (an unpredicated block, a `total` command)."""
        if not self.predicated() or (cmd is not None and cmd.total):
            return value
        out = self.fresh(base)
        self.emit(f"{out} = select i1 {self.any_active()}, {ty} {value}, {ty} {otherwise}")
        return out

    def mask_value(self, cmd: Command) -> str:
        """[WIDEN-MASK] `mask` (or `rv_mask`): the activation; where the analysis finds it uniform
        (every live thread is active in the block), true, the value every thread reads."""
        if cmd.name is not None and cmd.name not in self.plan.varying:
            return "true"
        return self.mask_for(cmd)

    def first_active(self) -> str:
        """The first active lane (0 when none is). The entry mask is a prefix 0..k-1 with k ≥ 1, so
        in an unpredicated block it is lane 0."""
        if not self.predicated():
            return "0"
        key = ("first", self.block.label)
        if key not in self._cache:
            w = self.w
            bits, tz, none, idx = (self.fresh(x) for x in ("bits", "tz", "none", "first"))
            cttz = self.intrinsic(f"llvm.cttz.i{w}", f"i{w}", [f"i{w}", "i1"])
            self.emit(f"{bits} = bitcast <{w} x i1> {self.activation()} to i{w}")
            self.emit(f"{tz} = call i{w} {cttz}(i{w} {bits}, i1 false)")
            self.emit(f"{none} = icmp eq i{w} {tz}, {w if w < (1 << w) else 0}")
            sel = self.fresh("lane.ix")
            self.emit(f"{sel} = select i1 {none}, i{w} 0, i{w} {tz}")
            ext = "zext" if w < 32 else "trunc" if w > 32 else None
            if ext is None:
                self._cache[key] = sel
            else:
                self.emit(f"{idx} = {ext} i{w} {sel} to i32")
                self._cache[key] = idx
        return self._cache[key]

    def any_active(self, mask: str | None = None) -> str:
        """Whether some lane of `mask` (default: the activation) is set."""
        if mask is None and not self.predicated():
            return "true"
        mask = mask or self.activation()
        key = ("any", mask, self.block.label)
        if key not in self._cache:
            t = self.fresh("any")
            red = self.intrinsic(f"llvm.vector.reduce.or.v{self.w}i1", "i1", [f"<{self.w} x i1>"])
            self.emit(f"{t} = call i1 {red}(<{self.w} x i1> {mask})")
            self._cache[key] = t
        return self._cache[key]

    # ------------------------------------------------------------ commands

    def uniform(self, op: Operation) -> str:
        """[WIDEN-UNIFORM] A uniform instruction stays scalar, as written, with varying operands
        read at the first active lane, ⊤ operands as zero and flags dropped ([WIDEN-FLAGS])."""
        types = _operand_types(op, self.value_ty)
        for name, ty in types.items():
            if name in self.plan.varying or name in self.text:
                op = replace(op, {name: _as_operand(self.scalar(Local(name), ty))})
        written: Any = _defined(op)  # the operation, rebuilt (rewrite.rebuild)
        if hasattr(written, "flags"):
            written = attrs.evolve(written, flags=())
        if isinstance(written, Gep):
            written = attrs.evolve(written, inbounds=False)
        return print_operation(written)

    def safe_divisor(self, cmd: Command, rhs: Value, ty: Type, vec: bool) -> str:
        """[WIDEN-SAFE-DIV] The divisor, with 1 where the thread is not active (a vector select
        on the mask; a uniform divisor only needs it in a predicated block, whose activation may
        be empty)."""
        if cmd.total:
            return self.operand(rhs, ty, vec)
        n = elements(ty)  # [WIDEN-TENSOR] a thread's vector: each of its n elements
        elem = ty.elem if isinstance(ty, VectorType) else ty
        if vec:
            vt = print_type(self.vty(ty))
            t = self.fresh("div")
            self.emit(f"{t} = select <{self.w * n} x i1> {self.spread(self.activation(), I1, n)}, "
                      f"{vt} {self.vector(rhs, ty)}, {vt} {splat('1', elem, self.w * n)}")
            return t
        one = splat("1", elem, n) if isinstance(ty, VectorType) else "1"
        return self.if_some_active(cmd, print_type(ty), self.scalar(rhs, ty), one, "div")

    def lanewise(self, cmd: Command, op: Operation) -> str:
        """[WIDEN-VARYING] One SIMD instruction; uniform operands are broadcast."""
        v = self.vector
        match op:
            case BinOp(op=o, ty=ty, lhs=a, rhs=b):
                rhs = self.safe_divisor(cmd, b, ty, True) if o in TRAPPING_OPS else v(b, ty)
                return f"{o} {print_type(self.vty(ty))} {v(a, ty)}, {rhs}"
            case FNeg(ty=ty, operand=a):
                return f"fneg {print_type(self.vty(ty))} {v(a, ty)}"
            case ICmp(pred=p, ty=ty, lhs=a, rhs=b):
                return f"icmp {p} {print_type(self.vty(ty))} {v(a, ty)}, {v(b, ty)}"
            case FCmp(pred=p, ty=ty, lhs=a, rhs=b):
                return f"fcmp {p} {print_type(self.vty(ty))} {v(a, ty)}, {v(b, ty)}"
            case Select(cond=c, cond_ty=ct, ty=ty, if_true=a, if_false=b):
                vt = print_type(self.vty(ty))
                return f"select {self._condition(c, ct, ty)}, {vt} {v(a, ty)}, {vt} {v(b, ty)}"
            case Cast(op=o, from_ty=a_ty, operand=a, to_ty=b_ty):
                return f"{o} {print_type(self.vty(a_ty))} {v(a, a_ty)} to {print_type(self.vty(b_ty))}"
            case Freeze(ty=ty, operand=a):
                return f"freeze {print_type(self.vty(ty))} {v(a, ty)}"
            case Gep(base_ty=bt, indices=idx) if any(isinstance(t, VectorType) for t in
                                                     (bt, *(i.ty for i in idx))):
                raise LoweringError("a getelementptr over vectors of addresses is not lowered")
            case Gep(source=src, base_ty=bt, base=base, indices=idx):
                parts = [print_type(src)]
                parts.append(f"{print_type(self.vty(bt))} {v(base, bt)}" if self.varying(base)
                             else f"{print_type(bt)} {self.scalar(base, bt)}")
                for i in idx:
                    parts.append(f"{print_type(self.vty(i.ty))} {v(i.value, i.ty)}" if self.varying(i.value)
                                 else f"{print_type(i.ty)} {self.scalar(i.value, i.ty)}")
                return "getelementptr " + ", ".join(parts)
        raise LoweringError(f"no SIMD form for {print_operation(op)}")

    def _condition(self, c: Value, cond_ty: Type, ty: Type) -> str:
        """The typed condition of a varying select of `ty`: a thread's `<n x i1>` widened as its
        operands, a varying i1 spread over a thread's n elements, a uniform i1 as it is."""
        if isinstance(cond_ty, VectorType):
            return f"{print_type(self.vty(cond_ty))} {self.vector(c, cond_ty)}"
        n = elements(ty)
        if self.varying(c):
            return f"<{self.w * n} x i1> {self.spread(self.vector(c, I1), I1, n)}"
        return f"i1 {self.scalar(c, I1)}"

    # ------------------------------------------------------------ phis and terminators

    def _edge_values(self) -> None:
        """The incoming values of the successors' phis, converted at the end of this block (a
        broadcast or a lane extraction must be placed where the value flows out)."""
        defs = {c.name: c.op for c in self.block.commands if c.name}
        for s in set(self.block.successors):
            for phi in self.fn.block(s).phis:
                for v, pred in phi.incoming:
                    if pred == self.block.label:
                        vec = phi.name in self.plan.varying
                        v = self._kept_mask(phi, s, v, defs)
                        self.phi_in[(s, phi.name, pred)] = self.operand(v, phi.ty, vec)

    def _kept_mask(self, phi: Phi, header: str, v: Value, defs: dict[str, Operation]) -> Value:
        """[WIDEN-KEPT-MASK] A loop header's mask phi m, whose back edge brings `m ∧ c` over a
        uniform branch on c (or `m ∧ ¬c` over its false edge): the edge is taken only when c
        holds (or does not), so it brings m itself, and the mask stays the loop's entry value
        (LLVM then drops the phi and the per-iteration mask work)."""
        term = self.block.term
        if not isinstance(term, CondBr) or header not in (term.if_true, term.if_false) \
                or term.if_true == term.if_false or not isinstance(v, Local):
            return v
        conj = defs.get(v.name)
        if not isinstance(conj, BinOp) or conj.op != "and" or Local(phi.name) not in (conj.lhs, conj.rhs):
            return v
        other = conj.rhs if conj.lhs == Local(phi.name) else conj.lhs
        if term.if_true == header:
            taken = other == term.cond
        else:
            neg = defs.get(other.name) if isinstance(other, Local) else None
            taken = (isinstance(neg, BinOp) and neg.op == "xor" and neg.lhs == term.cond
                     and neg.rhs == IntConst(1))
        uniform = not self.varying(term.cond)
        return Local(phi.name) if taken and uniform else v

    def terminator(self) -> None:
        self._edge_values()
        t = self.block.term
        match t:
            case Br(target=target):
                self.emit(f"br label {print_name('%', target)}")
            case CondBr(cond=c, if_true=a, if_false=b):
                cond = self._guarded(c, a, b)
                self.emit(f"br i1 {cond}, label {print_name('%', a)}, label {print_name('%', b)}")
            case Switch(ty=ty, value=v, default=d, cases=cases):
                arms = " ".join(f"{print_type(ty)} {k}, label {print_name('%', lbl)}" for k, lbl in cases)
                self.emit(f"switch {print_type(ty)} {self._guarded_switch(v, ty, d, cases)}, "
                          f"label {print_name('%', d)} [ {arms} ]")
            case Ret(ty=VoidType()):
                self.emit("ret void")
            case Ret(ty=ty, value=v):
                assert v is not None
                self.emit(f"ret {print_type(self.vty(ty))} {self.vector(v, ty)}")
            case Unreachable():
                self.emit("unreachable")

    def _guarded(self, c: Value, if_true: str, if_false: str) -> str:
        """[WIDEN-EMPTY-EXIT] A uniform branch of a predicated block in a loop: when no thread is
        active, every thread accepts any successor (PC-ND-BRANCH), and the interpreter's scheduler
        leaves the innermost loop (termination preservation, §5.3); the native code does the same.
        Not needed when the condition is this block's own `any`, which is false then."""
        cond = self.scalar(c, I1)
        lp = self.loops.loop_of(self.block.label)
        if lp is None or not self.predicated():
            return cond
        leaves = [s not in lp.blocks for s in (if_true, if_false)]
        if leaves[0] == leaves[1]:
            return cond
        if not leaves[0] and self._own_any(c):
            return cond
        return self.if_some_active(None, "i1", cond, "true" if leaves[0] else "false")

    def _guarded_switch(self, v: Value, ty: Type, default: str, cases: tuple[tuple[int, str], ...]) -> str:
        """[WIDEN-EMPTY-EXIT] for a uniform switch: when no thread is active, a value that leads
        out of the loop (the first leaving case's, or for a leaving default the least
        non-negative value no case has)."""
        value = self.scalar(v, ty)
        lp = self.loops.loop_of(self.block.label)
        if lp is None or not self.predicated():
            return value
        targets = [lbl for _, lbl in cases] + [default]
        leaving = [lbl not in lp.blocks for lbl in targets]
        if all(leaving) or not any(leaving):
            return value
        if any(leaving[:-1]):
            out_value = next(k for (k, _), leaves in zip(cases, leaving, strict=False) if leaves)
        else:
            taken = {k for k, _ in cases}
            out_value = next(k for k in range(len(taken) + 1) if k not in taken)
            if isinstance(ty, IntType) and out_value >= 1 << ty.bits:
                return value  # every value has a case: the default is never taken
        return self.if_some_active(None, print_type(ty), value, str(out_value))

    def _own_any(self, c: Value) -> bool:
        if not isinstance(c, Local):
            return False
        for cmd in self.block.commands:
            if cmd.name == c.name and not cmd.total and isinstance(cmd.op, Call):
                return getattr(cmd.op.callee, "name", None) in ("any", "rv_any")
        return False

    def phi_text(self, label: str, phi: Phi) -> str:
        """[WIDEN-PHI] A phi of vectors or of scalars; a shadow operand is never taken natively,
        because every live thread's control mask is on in every scheduled block. LLVM wants an
        entry per edge: a switch with several cases to one block repeats its entry."""
        vec = phi.name in self.plan.varying
        ty = print_type(self.vty(phi.ty)) if vec else print_type(phi.ty)
        preds = dict.fromkeys(pred for _, pred in phi.incoming)
        arms = ", ".join(f"[ {self.phi_in[(label, phi.name, pred)]}, "
                         f"{print_name('%', self.exit_label.get(pred, pred))} ]"
                         for pred in preds for _ in range(self.fn.block(pred).successors.count(label)))
        return f"  {print_name('%', phi.name)} = phi {ty} {arms}"


def _no_callee(name: str, signature: str) -> str:
    raise LoweringError(f"the call of @{name} is not lowered here: no SIMD function of it")


def located(fn: Callable[[], T], where: object, text: str, context: str = "") -> T:
    """Run `fn`; a LoweringError from it names `where` and the instruction `text`, or, for an
    instruction without a source location (one `pllvm vectorize` made), its `context`: the
    function and block."""
    try:
        return fn()
    except LoweringError as e:
        message = f"{e.message}: {text}" if text and text not in e.message else e.message
        if (e.where or where) is None and context:
            message = f"{context}: {message}"
        raise LoweringError(message, e.where or where) from None


def _as_operand(text: str) -> Value:
    """The IR value an operand text of the lowering names, to print an operation with it: a local
    (`%t`, `%"a.b"`) or a scalar constant a value was bound to (`true`, `7`, `undef`)."""
    if text.startswith("%"):
        return Local(unquote_name(text))
    if text in ("true", "false"):
        return IntConst(int(text == "true"))
    if text == "undef":
        return Undef()
    if text == "poison":
        return Poison()
    try:
        return IntConst(int(text))
    except ValueError:
        raise LoweringError(f"cannot print the operand {text!r} in a uniform instruction") from None


def callee_name(op: Call) -> str:
    """The function a direct call calls; an indirect call is not lowered."""
    if not isinstance(op.callee, GlobalRef):
        raise LoweringError("an indirect call is not lowered")
    return op.callee.name


def _operand_types(op: Operation, types: dict[str, Type]) -> dict[str, Type]:
    """The type of every local operand of `op`."""
    from pllvm.syntax.typing import typed_operands

    return {v.name: types.get(v.name, ty)
            for v, ty in typed_operands(op) if isinstance(v, Local)}


def _defined(node: object) -> object:
    """`node` with every undef and poison constant replaced by zeroinitializer ([WIDEN-UNDEF])."""
    if isinstance(node, Undef | Poison):
        return ZeroInit()
    return rebuild(node, _defined)


def tiled_constant(lw: Lowering, value: Value, ty: Type) -> str:
    """A constant of a thread's type as the same constant for every thread: a scalar splat, a
    vector's elements repeated W times, a struct of tiled fields (⊤ as zero, [WIDEN-UNDEF])."""
    if isinstance(value, Undef | Poison | ZeroInit):
        return "zeroinitializer"
    match ty:
        case VectorType(elem=e) if isinstance(value, Aggregate):
            one = [f"{print_type(e)} {constant_text(x.value, e)}" for x in value.elems]
            return "<" + ", ".join(one * lw.w) + ">"
        case StructType(fields=fields) if isinstance(value, Aggregate):
            return "{ " + ", ".join(f"{print_type(lw.vty(f))} {tiled_constant(lw, x.value, f)}"
                                    for f, x in zip(fields, value.elems, strict=True)) + " }"
        case VectorType() | StructType():
            raise LoweringError(f"the constant {value} of type {print_type(ty)} is not widened")
    return splat(constant_text(value, ty), ty, lw.w)


def broadcast_aggregate(lw: Lowering, text: str, ty: Type) -> str:
    """A uniform vector or struct value given to every thread: a vector's elements repeated W
    times (one shuffle), a struct field by field."""
    if isinstance(ty, VectorType):
        n = ty.count
        out = lw.fresh("tile")
        lw.emit(f"{out} = shufflevector {print_type(ty)} {text}, {print_type(ty)} poison, "
                f"<{lw.w * n} x i32> {shuffle_mask([j for _ in range(lw.w) for j in range(n)])}")
        return out
    assert isinstance(ty, StructType)
    acc = "poison"
    wide = print_type(lw.vty(ty))
    for k, f in enumerate(ty.fields):
        part, nxt = lw.fresh("field"), lw.fresh("agg")
        lw.emit(f"{part} = extractvalue {print_type(ty)} {text}, {k}")
        lw.emit(f"{nxt} = insertvalue {wide} {acc}, {print_type(lw.vty(f))} "
                f"{lw.broadcast(part, f)}, {k}")
        acc = nxt
    return acc


def own_lane(lw: Lowering, tensor: str, ty: Type, lane: str) -> str:
    """Thread `lane`'s `<n x T>` out of a tensor: one shuffle for lane 0; for a lane known only
    at run time, through a stack slot (LLVM has no shuffle with a variable mask)."""
    if not isinstance(ty, VectorType):
        raise LoweringError(f"a uniform use of a varying value of type {print_type(ty)} is not lowered")
    n, wide = ty.count, print_type(lw.vty(ty))
    out = lw.fresh("own")
    if lane == "0":
        lw.emit(f"{out} = shufflevector {wide} {tensor}, {wide} poison, <{n} x i32> "
                f"{shuffle_mask(list(range(n)))}")
        return out
    bit = ty.elem == IntType(1)  # i1 vectors are bit-packed in memory: held as bytes here
    held = VectorType(n, IntType(8)) if bit else ty
    if bit:
        wider = lw.fresh("bytes")
        lw.emit(f"{wider} = zext {wide} {tensor} to {print_type(lw.vty(held))}")
        tensor, wide = wider, print_type(lw.vty(held))
    slot, at, off = lw.fresh("slot"), lw.fresh("at"), lw.fresh("off")
    lw.prologue.append(f"  {slot} = alloca {wide}, align {lw.layout.align(held.elem)}")
    lw.emit(f"store {wide} {tensor}, ptr {slot}, align {lw.layout.align(held.elem)}")
    lw.emit(f"{off} = mul i32 {lane}, {n * lw.layout.size(held.elem)}")
    lw.emit(f"{at} = getelementptr i8, ptr {slot}, i32 {off}")
    lw.emit(f"{out} = load {print_type(held)}, ptr {at}, align {lw.layout.align(held.elem)}")
    if not bit:
        return out
    back = lw.fresh("own")
    lw.emit(f"{back} = trunc {print_type(held)} {out} to {print_type(ty)}")
    return back
