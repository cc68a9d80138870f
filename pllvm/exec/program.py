"""A function prepared for execution: slots for variables, closures for instructions (Def. 1).

Compiling once per run keeps the per-step work to the rules themselves: looking up a variable is
indexing a list, and an instruction is one closure call over all W threads.
"""

from __future__ import annotations

import attrs
import numpy as np

from pllvm.cfg import CFG, block_index, loop_forest
from pllvm.exec.arith import POISON_FMF, fmf_poison
from pllvm.exec.evalcmd import Compiler, Exec, Getter, NestedExec, nested_call
from pllvm.exec.lanes import Env, Lanes, Value, as_lanes, undef_like
from pllvm.exec.machine import Machine
from pllvm.syntax import (
    I1,
    Alloca,
    AtomicRMW,
    Block,
    Br,
    Call,
    CmpXchg,
    CondBr,
    Fence,
    Function,
    IntConst,
    Load,
    Local,
    Mask,
    Phi,
    Ret,
    Store,
    Switch,
    Terminator,
    Type,
    Unreachable,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.typing import result_type
from pllvm.text.printer import print_command, print_phi, print_terminator

__all__ = ["CBlock", "CCommand", "CPhi", "CTerm", "Program"]

_OWN_RULE = {Alloca: "W-INST-ALLOCA", Load: "W-INST-LOAD", Store: "W-INST-STORE",
             Call: "W-CMD-CALL", AtomicRMW: "W-INST-ATOMICRMW", CmpXchg: "W-INST-CMPXCHG",
             Fence: "W-INST-FENCE"}


def _own_rule(op: object) -> str | None:
    """The rule a command's own step is traced under (an atomic load or store: [W-INST-ATOMIC])."""
    if isinstance(op, Load | Store) and op.ordering is not None:
        return "W-INST-ATOMIC"
    return _OWN_RULE.get(type(op))


@attrs.define
class CPhi:
    name: str
    slot: int
    incoming: list[tuple[int, Getter]]  # (incoming block index, value)
    shadow: Getter | None
    text: str


@attrs.define
class CCommand:
    name: str | None
    slot: int | None
    total: bool
    mask: bool
    run: Exec
    text: str
    rule: str | None  # the instruction's own rule ([W-INST-LOAD], [W-CMD-CALL], ...), if it has one
    nested: NestedExec | None = None  # [W-CMD-CALL-REC]: a call of a function of the module


@attrs.define
class CTerm:
    kind: str  # "br" | "condbr" | "switch" | "ret" | "unreachable"
    value: Getter | None
    cases: np.ndarray | None
    text: str


@attrs.define
class CBlock:
    label: str
    index: int
    phis: list[CPhi]
    commands: list[CCommand]
    predicate: Getter | None
    prefix: int  # commands that run before the activation is computed (a self-defined predicate)
    term: CTerm
    succ: tuple[int, ...]
    succ_array: np.ndarray  # succ as an array, for advancepc


class Program:
    """One function compiled for a machine with W threads."""

    def __init__(self, fn: Function, machine: Machine) -> None:
        self.fn = fn
        self.machine = machine
        self.cfg = CFG.of(fn)
        labels = list(fn.labels)
        self.labels = labels
        self.label_array = np.array(labels, dtype=object)  # block index -> label, for whole schedules
        self.index = {b: i for i, b in enumerate(labels)}
        loops = loop_forest(self.cfg)
        index = block_index(self.cfg, loops)
        self.order = index.position  # §2.5: the order schedulers prefer
        types: dict[str, Type] = {p.name: p.ty for p in fn.params}
        for b in fn.blocks:
            for phi in b.phis:
                types[phi.name] = phi.ty
            for c in b.commands:
                if c.name is not None:
                    types[c.name] = result_type(c.op, machine.types)
        self.slot_types = [t for t in types.values()]
        self.slots = {name: k for k, name in enumerate(types)}
        self.params = [(p.name, self.slots[p.name], p.ty) for p in fn.params]
        comp = Compiler(machine, self.slots)
        self.blocks = [self._block(b, comp) for b in fn.blocks]
        #: the tables of the compiled machine (`exec.fast.code_of`), or why there are none
        self.code: object = None
        #: the compiled machine's working arrays (`exec.fast._Scratch`): a run fills them
        #: before it reads them, so runs of this program share them
        self.scratch: object = None
        self._undef: list[Value] | None = None
        self._undef_ret: Value | None = None
        n = len(labels)
        # adjacency with an extra row for ℓin = ⊥ (index -1 → row n): used by [CMSK]
        self.edge = np.zeros((n + 1, n), np.bool_)
        for cb in self.blocks:
            self.edge[cb.index, list(cb.succ)] = True
        self.fwdreaching = self._forward_reaching(index.order, loops.retreating_edge_set)
        #: [a, z]: some block a thread with ℓnext = ⊤ that left a may enter forward-reaches z
        #: (Def. 17 for such a thread: semantics/schedules.md [SCHED-PENDING-TOP])
        self.top_reaching = (self.fwdreaching.astype(np.uint8) @ self.fwdreaching[:n].astype(np.uint8)) > 0
        #: both, stacked for the compiled scheduler (vm.legal)
        self.pending_reach = np.stack((self.fwdreaching, self.top_reaching))
        # [a, b]: the edge a -> b leaves the innermost loop of a (a row for ℓin = ⊥)
        self.leaves = np.zeros((n + 1, n), np.bool_)
        for cb in self.blocks:
            lp = loops.loop_of(labels[cb.index])
            if lp is not None:
                self.leaves[cb.index, [s for s in cb.succ if labels[s] not in lp.blocks]] = True
        #: [b]: b is the target of a retreating edge, a back edge of the loop forest or one it
        #: found irreducible (one more entry, False, for ℓin = ⊥). Every
        #: cycle of the CFG, reducible or not, passes through such a block; so does every thread
        #: that comes back to where it was (`exec.explore` looks for repeated states only there)
        self.reentered = np.zeros(n + 1, np.bool_)
        self.reentered[[self.index[y] for _, y in (*loops.back_edges, *loops.irreducible_edges)]] = True
        #: the definition-mask plans of the blocks (`exec.wellformed`), made on first use
        self.mask_plans: list | None = None

    def _forward_reaching(self, order: tuple[str, ...], back: frozenset) -> np.ndarray:
        """Def. 16 as a matrix: [a, z] is set iff a reaches z by a non-empty path without back
        edges (Def. 15; in an irreducible CFG, without retreating edges: [SCHED-FWD-IRREDUCIBLE]).
        One extra row for ℓin = ⊥, which reaches nothing."""
        n = len(self.labels)
        reach = np.zeros((n + 1, n), np.bool_)
        for label in reversed(order):  # successors (ignoring back edges) come later in the order
            a = self.index[label]
            for s in self.cfg.succ[label]:
                if (label, s) not in back:
                    reach[a, self.index[s]] = True
                    reach[a] |= reach[self.index[s]]
        return reach

    def _block(self, b: Block, comp: Compiler) -> CBlock:
        phis = [
            CPhi(p.name, self.slots[p.name],
                 [(self.index[lbl], _fast_math(comp.value(v, p.ty), p.flags))
                  for lbl, v in _first_entries(p).items() if lbl in self.index],
                 comp.value(p.shadow, p.ty) if p.shadow is not None else None, print_phi(p))
            for p in b.phis
        ]
        commands = []
        for c in b.commands:
            nested = nested_call(comp, c.op)
            commands.append(CCommand(c.name, self.slots.get(c.name) if c.name is not None else None,
                                     c.total, isinstance(c.op, Mask), comp.operation(c.op),
                                     print_command(c), "W-CMD-CALL-REC" if nested else _own_rule(c.op),
                                     nested))
        predicate = comp.value(b.predicate, I1) if b.predicate is not None else None
        prefix = 0
        if isinstance(b.predicate, Local):
            own = [k for k, c in enumerate(b.commands) if c.name == b.predicate.name]
            prefix = own[0] + 1 if own else 0
        succ = tuple(self.index[s] for s in b.successors)
        return CBlock(b.label, self.index[b.label], phis, commands, predicate, prefix,
                      self._term(b.term, comp), succ, np.array(succ or (0,), np.int32))

    def _term(self, t: Terminator, comp: Compiler) -> CTerm:
        text = print_terminator(t)
        match t:
            case Br():
                return CTerm("br", None, None, text)
            case CondBr(cond=c):
                return CTerm("condbr", comp.value(c, I1), None, text)
            case Switch(ty=ty, value=v, cases=cases):
                consts = comp.machine.constant
                keys = np.array([as_lanes(consts(IntConst(x), ty, 1)).data[0] for x, _ in cases])
                return CTerm("switch", comp.value(v, ty), keys, text)
            case Ret(ty=VoidType()):
                return CTerm("ret", None, None, text)
            case Ret(ty=ty, value=v) if v is not None:
                return CTerm("ret", comp.value(v, ty), None, text)
            case Unreachable():
                return CTerm("unreachable", None, None, text)
        raise TypeError(t)

    def undef_ret(self) -> Value | None:
        """r of [INIT], ⊤ on every thread (None for a void function); like `fresh_env`, one
        value serves every run."""
        if self._undef_ret is None and not isinstance(self.fn.ret_ty, VoidType):
            self._undef_ret = undef_like(self.fn.ret_ty, self.machine.w, self.machine.types)
        return self._undef_ret

    def fresh_env(self) -> list[Value]:
        """Every variable ⊤ on every thread: the environment before anything is assigned."""
        if self._undef is None:  # values are never changed in place: one set serves every run
            w, types = self.machine.w, self.machine.types
            self._undef = [undef_like(t, w, types) for t in self.slot_types]
        return list(self._undef)


def _first_entries(p: Phi) -> dict[str, IRValue]:
    """A phi's value per incoming block: the first entry where a block is listed twice (LLVM
    allows that only with one value, `pllvm verify` says `phi-incoming` otherwise; a run of an
    unverified program takes the first, as the compiled machine's table does)."""
    out: dict[str, IRValue] = {}
    for v, lbl in p.incoming:
        out.setdefault(lbl, v)
    return out


def _fast_math(get: Getter, flags: tuple[str, ...]) -> Getter:
    """A phi's incoming value under its fast-math flags ([VAL-POISON-FMF] on the result)."""
    if not POISON_FMF & set(flags):
        return get

    def run(env: Env) -> Value:
        v = get(env)
        assert isinstance(v, Lanes)
        return Lanes.of(v.data, v.defined, fmf_poison(flags, [v], None, v.poison))

    return run
