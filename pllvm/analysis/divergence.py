"""The divergence analysis of ch. 6 (Listings 1-3) over the basic or the stride-alignment lattice.

A worklist fixpoint: every value gets a shape, every terminator is uniform or divergent, and each
divergent terminator makes blocks sync-divergent (sdep), temporal-divergent (tdep), or of varying
activation (adep) and control mask (cdep). The published rules that are unsound or incomplete are
corrected; semantics/divergence.md lists each correction with its ID ([DA-TERM], ...).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Sequence
from math import gcd

import attrs

from pllvm.analysis.control import ControlDivergence, Joins, popl_joins
from pllvm.analysis.lattice import (
    BOT,
    Bottom,
    Shape,
    Strided,
    U,
    V,
    Varying,
    join,
    parse_shape,
    show,
    to_basic,
)
from pllvm.analysis.lattice import uniform as is_uniform
from pllvm.analysis.lattice import varying as is_varying
from pllvm.cfg import (
    CFG,
    LoopForest,
    block_index,
    control_dependence,
    dominator_tree,
    loop_forest,
    post_dominator_tree,
)
from pllvm.exec.inline import calls_inlined
from pllvm.exec.interp import Interp
from pllvm.syntax import (
    VOID,
    Alloca,
    AtomicRMW,
    BinOp,
    Call,
    Cast,
    CmpXchg,
    Command,
    CondBr,
    Fence,
    Function,
    Gep,
    GlobalRef,
    ICmp,
    IntConst,
    IntType,
    Load,
    Local,
    Mask,
    Module,
    Phi,
    PtrType,
    Select,
    Store,
    StructType,
    Switch,
    Terminator,
    Type,
    Value,
    operands,
)
from pllvm.syntax.layout import Layout
from pllvm.syntax.typing import indexed_element, resolve

__all__ = ["DivergenceResult", "analyze", "parse_signature"]

#: Builtins whose result is the same on every thread (horizontal, broadcast), and those that vary.
_UNIFORM_CALLS = {"any", "all", "ballot", "popcount", "rv_any", "rv_all", "rv_ballot",
                  "rv_popcount", "rv_num_lanes", "rv_extract"}
_VARYING_CALLS = {"thread_id", "rv_lane_id", "rv_index", "rv_compact", "rv_shuffle", "rv_insert",
                  "alc_merged", "alc_remainder", "alc_permute"}
_WRITING_CALLS = ("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.masked.store",
                  "llvm.masked.scatter")


def parse_signature(sig: str, fn: Function) -> tuple[list[Shape], Shape | None]:
    """A shape signature `v,u->v` ([DA-SIG]): parameter shapes and the return's."""
    params_text, _, ret_text = sig.partition("->")
    words = [w.strip() for w in re.split(r",(?![^(]*\))", params_text) if w.strip()]
    if any(w.startswith("@") for w in words):
        raise ValueError(f"the signature {sig!r} names globals: the commands hold such globals "
                         "per thread first ([SHAPE-GLOBAL]); in Python, pass the module through "
                         "pllvm.transform.private.privatized and the signature without them")
    if len(words) != len(fn.params):
        raise ValueError(f"the signature {sig!r} gives {len(words)} shapes for the "
                         f"{len(fn.params)} parameters of @{fn.name}")
    return [parse_shape(w) for w in words], parse_shape(ret_text.strip()) if ret_text.strip() else None


@attrs.frozen
class DivergenceResult:
    """Shapes of values, uniformity of branches and loops, and the divergence block sets."""

    function: str
    lattice: str
    shapes: dict[str, Shape]
    branches: dict[str, bool]  # block with a conditional terminator -> divergent
    loops: dict[str, bool]  # loop header -> divergent
    joins: dict[str, Joins]  # divergent branch block -> its sdep / tdep
    sdep: frozenset[str]
    tdep: frozenset[str]
    adep: frozenset[str]
    cdep: frozenset[str]
    varying_allocas: frozenset[str]
    #: (value, block): reads that vary though the value does not: a value of a divergent loop
    #: read after it ([DA-LCSSA-USE]), a horizontal builtin of a split block read elsewhere
    #: ([DA-SPLIT])
    varying_reads: frozenset[tuple[str, str]] = frozenset()

    def shape_text(self, name: str) -> str:
        return show(self.shapes.get(name, BOT), self.lattice)

    def read_shape(self, name: str, block: str) -> Shape:
        """The shape of %name as block `block` reads it: varying after a divergent loop that
        defines it ([DA-LCSSA-USE]) and outside the split block of a horizontal builtin
        ([DA-SPLIT]), its own shape elsewhere."""
        return V if (name, block) in self.varying_reads else self.shapes.get(name, BOT)

    def to_json(self) -> dict[str, object]:
        return {
            "function": self.function,
            "lattice": self.lattice,
            "values": {f"%{n}": show(s, self.lattice) for n, s in self.shapes.items()},
            "branches": {b: "divergent" if d else "uniform" for b, d in self.branches.items()},
            "loops": {h: "divergent" if d else "uniform" for h, d in self.loops.items()},
            "sdep": {b: sorted(j.sdep) for b, j in self.joins.items()},
            "tdep": {b: sorted(j.tdep) for b, j in self.joins.items()},
            "sync_divergent": sorted(self.sdep),
            "temporal_divergent": sorted(self.tdep),
            "varying_activation": sorted(self.adep),
            "varying_control": sorted(self.cdep),
            "varying_allocas": sorted(self.varying_allocas),
            "varying_reads": {f"%{n}": sorted(b for m, b in self.varying_reads if m == n)
                               for n in sorted({n for n, _ in self.varying_reads})},
        }


Node = tuple[str, int]  # (block, position): -1 - k for phi k, k for command k, 1 << 30 for terminator
_TERM = 1 << 30


class _Analysis:
    def __init__(self, module: Module, fn: Function, init: Sequence[Shape], lattice: str,
                 lanes: int, variants: frozenset[str], interp: Interp) -> None:
        self.fn = fn
        self.module = module
        self.interp = interp
        self.lattice = lattice
        self.lanes = lanes
        self.variants = variants
        self.types = {t.name: t.body for t in module.types}
        self.cfg = CFG.of(fn)
        self.loops = loop_forest(self.cfg)
        index = block_index(self.cfg, self.loops)
        self.forward = self._acyclic()
        self.control = ControlDivergence(self.cfg, self.loops, index.order,
                                         iterations="theorem1" not in variants,
                                         forward=self.forward)
        strict = "direct_cdep" not in variants
        self.cdep_on: dict[str, set[str]] = {b: set() for b in self.cfg.blocks}
        graphs = [self.cfg] if "direct_cdep" in variants else [self.cfg, self.forward]
        self._pdom = post_dominator_tree(self.cfg)
        for graph in graphs:
            for dependent, edges in control_dependence(graph, strict=strict).items():
                for a, _ in edges:
                    self.cdep_on[a].add(dependent)
        self.shapes: dict[str, Shape] = {p.name: s for p, s in zip(fn.params, init, strict=True)}
        self.fixed = {p.name for p in fn.params}
        self.sdep: set[str] = set()
        self.tdep: set[str] = set()
        self.adep: set[str] = set()
        self.cdep: set[str] = set()
        self.joins: dict[str, Joins] = {}
        self.var_allocas: set[str] = set()
        self.node: dict[Node, Phi | Command | Terminator] = {}
        self._operands: dict[Node, list[Value]] = {}
        self.users: dict[str, list[Node]] = {}
        self.predicated: dict[str, list[str]] = {}
        for b in fn.blocks:
            for k, phi in enumerate(b.phis):
                self._register((b.label, -1 - k), phi, operands(phi))
            for k, cmd in enumerate(b.commands):
                self._register((b.label, k), cmd, operands(cmd.op))
            self._register((b.label, _TERM), b.term, operands(b.term))
            if isinstance(b.predicate, Local):
                self.predicated.setdefault(b.predicate.name, []).append(b.label)
        #: the blocks whose predicate may be false (anything but the constant true)
        self.has_predicate = {b.label for b in fn.blocks if b.predicate is not None
                              and not (isinstance(b.predicate, IntConst) and b.predicate.value)}
        # [DA-PRED] blocks predicated by a varying parameter have varying activation
        for name, blocks in self.predicated.items():
            if is_varying(self.shapes.get(name, BOT)):
                self.adep.update(blocks)
        self.aliases = _points_to(fn)
        self.alloca_joins = _alloca_joins(fn, self.cfg, self.loops, self.aliases)
        self._memory_nodes: list[Node] | None = None
        self._after_tdep: set[str] = set()
        #: [DA-LCSSA-USE] the loops found divergent, the reads after each loop of values it
        #: defines (value, reading block, reading node), those found varying, and the block whose
        #: node is being evaluated (a phi reads each incoming value in its predecessor)
        self.divergent_loops: set[str] = set()
        #: [DA-OVERTAKE], [DA-SPLIT] the blocks that may run once for each of several groups of
        #: threads (a horizontal builtin there gives each group its own value)
        self.split: set[str] = set()
        self._ahead_of: dict[str, frozenset[str]] = {}
        self.split_values: dict[str, str] = {}  # a horizontal builtin's result -> its split block
        self.in_phi = False  # a phi reads at the entry of its block, where groups may meet
        self.reads_after = self._reads_after()
        self.varying_reads: set[tuple[str, str]] = set()
        self.reader: str | None = None
        self.queue: deque[Node] = deque(self.node)
        self.queued = set(self.node)

    def _reads_after(self) -> dict[str, list[tuple[str, str, Node]]]:
        """For each loop, the reads outside it of values defined in it: (value, block, node);
        a phi reads an incoming value at the end of its predecessor."""
        defined = {p.name: b.label for b in self.fn.blocks for p in b.phis}
        defined |= {c.name: b.label for b in self.fn.blocks for c in b.commands if c.name}
        out: dict[str, list[tuple[str, str, Node]]] = {h: [] for h in self.loops.loops}
        for n, node in self.node.items():
            reads = ([(v, pred) for v, pred in node.incoming] if isinstance(node, Phi)
                     else [(v, n[0]) for v in self._operands[n]])
            for v, block in reads:
                if not isinstance(v, Local) or v.name not in defined:
                    continue
                for lp in self.loops.around(defined[v.name]):
                    if block not in lp:
                        out[lp.header].append((v.name, block, n))
        return out

    def _loop_divergent(self, header: str) -> None:
        """[DA-LCSSA-USE] A loop left divergently: each value it defines, read after it, varies
        at that read (as an LCSSA phi in the exit would, [DA-PHI-D])."""
        if header in self.divergent_loops:
            return
        self.divergent_loops.add(header)
        for name, block, n in self.reads_after[header]:
            self.varying_reads.add((name, block))
            self._enqueue([n])

    def _acyclic(self) -> CFG:
        """[DA-CDEP] The CFG without back edges: control dependence within one loop iteration.

        In a loop, a block can post-dominate a divergent branch only through later iterations
        (Fig. 7.3: every path from A reaches B eventually), while in this iteration some threads
        skip it; dependence on the acyclic graph catches that (semantics/divergence.md)."""
        back = self.loops.back_edge_set
        succ = {b: tuple(s for s in self.cfg.succ[b] if (b, s) not in back) for b in self.cfg.blocks}
        return CFG(self.cfg.blocks, succ, self.cfg.entry)

    def _register(self, n: Node, node: Phi | Command | Terminator, ops: Iterable[Value]) -> None:
        self.node[n] = node
        ops = self._operands[n] = list(ops)
        for v in ops:
            if isinstance(v, Local):
                self.users.setdefault(v.name, []).append(n)

    def _enqueue(self, nodes: Iterable[Node]) -> None:
        for n in nodes:
            if n not in self.queued:
                self.queued.add(n)
                self.queue.append(n)

    def _block_nodes(self, label: str, phis_only: bool = False) -> list[Node]:
        b = self.fn.block(label)
        out = [(label, -1 - k) for k in range(len(b.phis))]
        if not phis_only:
            out += [(label, k) for k in range(len(b.commands))] + [(label, _TERM)]
        return out

    # ------------------------------------------------------------ Listing 2
    def update(self, name: str, s: Shape) -> None:
        """update_shape: record, enqueue users, and make predicated blocks' activation vary."""
        if self.lattice == "basic":
            s = to_basic(s)
        if self.shapes.get(name, BOT) == s:
            return
        self.shapes[name] = s
        self._enqueue(self.users.get(name, []))
        if is_varying(s):
            for b in self.predicated.get(name, []):
                if b not in self.adep:
                    self.adep.add(b)
                    self._enqueue(self._block_nodes(b))

    # ------------------------------------------------------------ Listing 3
    def prop_control_div(self, block: str) -> None:
        """A divergent terminator in `block`: its joins, and the blocks whose activation and
        control mask then vary."""
        if block in self.joins:
            return
        joins = self.control.of_branch(block)
        if "no_sync" in self.variants:
            joins = Joins(frozenset(), joins.tdep)
        if "ipd" in self.variants:  # reconvergence at the immediate post-dominator only
            ipd = self._pdom.idom.get(block)
            joins = Joins(frozenset([ipd] if ipd is not None else []), frozenset())
        if "popl_printed" in self.variants:
            joins = Joins(frozenset(popl_joins(self.cfg, self.loops, block, printed=True)),
                          frozenset())
        self.joins[block] = joins
        for z in joins.sdep - self.sdep:
            self.sdep.add(z)
            self._enqueue(self._block_nodes(z, phis_only=True))
        for z in joins.tdep - self.tdep:
            self.tdep.add(z)
            self._enqueue(self._block_nodes(z, phis_only=True))
        for lp in self.loops.around(block):  # divergent if a branch in it leaves it divergently
            if joins.tdep & set(lp.exits):
                self._loop_divergent(lp.header)
        split = set()
        if "theorem1" not in self.variants:
            split = self._splitting(block, joins)
        for z in split - self.sdep:
            self.sdep.add(z)
            self._enqueue(self._block_nodes(z, phis_only=True))
        for z in split - self.split:
            self.split.add(z)
            self._split_builtins(z)
        affected = self._cdep_closure(block) | self._after_temporal(joins.tdep) | split
        for k in affected - self.cdep:
            self.cdep.add(k)
            self.adep.add(k)
            self._enqueue(self._block_nodes(k))
        # [DA-JOIN-D] an alloca whose states meet in a sync or temporal divergent block varies
        divergent = self.sdep | self.tdep
        self._vary({x for x, blocks in self.alloca_joins.items() if blocks & divergent})

    def _splitting(self, block: str, joins: Joins) -> set[str]:
        """[DA-OVERTAKE] [DA-SPLIT] The blocks that may run once for each of several groups of
        threads after the divergent branch in `block`. A thread waiting in a block x of a loop
        holds back only the blocks forward-reachable from x (Def. 17); a thread that went on to
        a join or exit z runs ahead through every other block, around back edges into later
        iterations, and the waiting thread runs those blocks again later: the blocks reachable
        from z without entering one x forward-reaches, and reachable from x."""
        out: set[str] = set()
        targets = joins.sdep | joins.tdep
        after = self.cfg.reach_from(self.cfg.succ[block])
        for lp in self.loops.loops.values():
            if block not in lp.blocks and lp.header not in after:
                continue
            for x in lp.blocks:
                ahead = self._ahead(x)
                later = targets - lp.blocks - ahead - {x}
                if later:
                    behind = self.cfg.reach_from([x])
                    for z in later:
                        out |= self.cfg.reach_from([z], avoid=ahead | {x}) & behind
        return out

    def _split_builtins(self, label: str) -> None:
        """[DA-SPLIT] A horizontal builtin of a split block gives each group of threads its own
        value: one value on the threads of each execution (reads in its block), but not for
        readers elsewhere, where groups may meet. So does a load there (the groups run it at
        different steps, around other threads' stores), and every value of the block computed
        from one of those."""
        group: set[str] = set()
        for c in self.fn.block(label).commands:
            op = c.op
            own = (isinstance(op, Call) and isinstance(op.callee, GlobalRef)
                   and op.callee.name in _UNIFORM_CALLS) or isinstance(op, Load)
            if c.name is not None and (own or any(isinstance(v, Local) and v.name in group
                                                  for v in operands(op))):
                group.add(c.name)
                self.split_values[c.name] = label
                self._enqueue(self.users.get(c.name, []))

    def _ahead(self, x: str) -> frozenset[str]:
        """The blocks a thread waiting in x holds back: those with a forward path from x."""
        if x not in self._ahead_of:
            back = self.loops.back_edge_set
            self._ahead_of[x] = self.forward.reach_from(
                [s for s in self.cfg.succ[x] if (x, s) not in back])
        return self._ahead_of[x]

    def _after_temporal(self, exits: frozenset[str]) -> set[str]:
        """[DA-REACH] The blocks reachable from temporal-divergent exits (a greedy schedule may run
        them for some threads while others are still in the loop). Incremental over the run."""
        new = self.cfg.reach_from(exits, avoid=self._after_tdep)
        self._after_tdep |= new
        return set(new)

    def _cdep_closure(self, block: str) -> set[str]:
        """[DA-CDEP] cdep_on⁺: the blocks (transitively) control dependent on `block`."""
        out: set[str] = set()
        todo = [block]
        while todo:
            for k in self.cdep_on[todo.pop()]:
                if k not in out:
                    out.add(k)
                    if "direct_cdep" not in self.variants:
                        todo.append(k)
        return out

    def _all_memory_nodes(self) -> list[Node]:
        if self._memory_nodes is None:
            self._memory_nodes = [
                n for n, node in self.node.items()
                if isinstance(node, Command)
                and isinstance(node.op, Store | Load | Alloca | Call | AtomicRMW | CmpXchg)]
        return self._memory_nodes

    # ------------------------------------------------------------ Listing 1
    def run(self) -> DivergenceResult:
        while self.queue:
            n = self.queue.popleft()
            self.queued.discard(n)
            node = self.node[n]
            block = self.reader = n[0]
            if isinstance(node, Phi):
                self.update(node.name, self.stale(node.name, block, False, self.phi(node, block)))
            elif isinstance(node, Command):
                s = self.command(node, block)
                if node.name is not None and node.name not in self.fixed:
                    self.update(node.name, self.stale(node.name, block, node.total, s))
            else:
                # [DA-TERM] Listing 1 tests "≠ u"; a branch no run reaches makes nothing diverge
                if is_varying(self.terminator(node)) and block in self.cfg.reachable:
                    self.prop_control_div(block)
        return self.result()

    def stale(self, name: str, block: str, total: bool, s: Shape) -> Shape:
        """[DA-STALE] A value assigned in a predicated block of varying activation and read
        elsewhere varies: a thread passive there by the predicate keeps an older value under FR
        (a phi assigns one on every thread with its control mask), and may read it where it is
        active (semantics/divergence.md). Without a predicate, a thread that reaches a reader
        passed the block actively (dominance), so its value is the one assigned."""
        if (total or self.interp != "FR" or block not in self.adep or block not in self.has_predicate
                or is_varying(s) or "no_stale" in self.variants):
            return s
        inside = all(u[0] == block and u[1] >= 0 for u in self.users.get(name, []))
        return s if inside else V

    # ------------------------------------------------------------ transformers
    def value(self, v: Value) -> Shape:
        """[DA-ID] an identifier's shape so far as the block being evaluated reads it
        ([DA-LCSSA-USE]), [DA-CONST] a constant's."""
        if isinstance(v, Local):
            if (v.name, self.reader) in self.varying_reads:
                return V
            split = self.split_values.get(v.name)
            if split is not None and (self.in_phi or self.reader != split):
                return V
            return self.shapes.get(v.name, BOT)
        if isinstance(v, IntConst):
            return Strided(0, abs(v.value)) if self.lattice == "sa" else U
        return U

    def phi(self, phi: Phi, block: str) -> Shape:
        """[DA-PHI-D] / [DA-PHI-U], and [DA-SPHI-D] / [DA-SPHI-U] for shadow phis."""
        if block in self.sdep or block in self.tdep:
            return V
        if phi.shadow is not None and block in self.cdep:
            return V
        s: Shape = BOT
        self.in_phi = True
        for v, pred in phi.incoming:
            self.reader = pred
            s = join(s, self.value(v))
        self.reader = block
        if phi.shadow is not None:
            s = join(s, self.value(phi.shadow))
        self.in_phi = False
        return s

    def terminator_in(self, label: str) -> Shape:
        """The shape of block `label`'s terminator, as that block reads its operands."""
        self.reader = label
        return self.terminator(self.fn.block(label).term)

    def terminator(self, t: Terminator) -> Shape:
        if isinstance(t, CondBr):
            return self.value(t.cond)
        if isinstance(t, Switch):
            return self.value(t.value)
        return U

    def command(self, cmd: Command, block: str) -> Shape:
        op = cmd.op
        if isinstance(op, Mask):
            return V if block in self.adep else U  # [DA-DMASK] / [DA-UMASK]
        if isinstance(op, Alloca):
            return V if cmd.name in self.var_allocas else (
                Strided(0, op.align or 1) if self.lattice == "sa" else U)
        if isinstance(op, Store):
            self.write(op.ptr, [op.value, op.ptr], block)
            return BOT
        if isinstance(op, Load):
            return self.load(op.ptr)
        if isinstance(op, AtomicRMW | CmpXchg):
            # [DA-ATOMIC] threads take turns in lane order, so each gets another old value; an
            # alloca it may write varies (SIMD code keeps a uniform alloca as one object, in
            # which the W turns would add up, where each thread's own copy sees one)
            self._vary(self.aliases.targets(op.ptr))
            return V
        if isinstance(op, Fence):
            return BOT
        if isinstance(op, Call):
            return self.call(op, block)
        if self.lattice == "sa":
            s = self.stride_alignment(op)
            if s is not None:
                return s
        return self.lanewise([self.value(v) for v in operands(op)])

    def lanewise(self, shapes: list[Shape]) -> Shape:
        """[DA-DARITH] / [DA-UARITH]: v if an operand is v, u if all are u, else ⊥."""
        if any(is_varying(s) for s in shapes):
            return V
        if all(is_uniform(s) for s in shapes):
            return U
        return BOT

    def load(self, ptr: Value) -> Shape:
        """[DA-LOAD-D] / [DA-LOAD-U]: a uniform address gives a uniform value, unless it may point
        into an alloca that threads write differently."""
        p = self.value(ptr)
        if is_varying(p) or self.aliases.may_alias(ptr, self.var_allocas):
            return V
        return U if is_uniform(p) else BOT

    def write(self, ptr: Value, read: list[Value], block: str) -> None:
        """[DA-STORE-D] / [DA-STORE-U]: a store whose address, value or block predicate is
        varying makes every alloca the address may point into varying (Alloca SSA, §6.6).
        [DA-STORE] A store under a varying activation alone does not: threads' copies then differ
        only where their states meet, which [DA-JOIN-D] covers."""
        pred = self.fn.block(block).predicate
        if any(is_varying(self.value(v)) for v in read) or (
                pred is not None and is_varying(self.value(pred))):
            self._vary(self.aliases.targets(ptr))

    def nested_call(self, op: Call, name: str) -> Shape:
        """[DA-CALL-REC] A call inlining left (recursive) runs @name nested: its result is uniform
        when every argument is and @name, entered with uniform arguments, has no varying value
        and no memory access (so it is a function of its arguments, wherever and whenever the
        threads make the call); otherwise varying, and it may write varying values through
        each pointer argument."""
        shapes = [self.value(a.value) for a in op.args]
        if any(isinstance(s, Bottom) for s in shapes):
            return BOT
        if all(is_uniform(s) for s in shapes) and _uniform_function(self.module, name):
            return U
        for a in op.args:
            if isinstance(a.ty, PtrType):
                self._vary(self.aliases.targets(a.value))
        return V

    def _vary(self, allocas: set[str] | frozenset[str]) -> None:
        new = set(allocas) - self.var_allocas
        if new:
            self.var_allocas |= new
            self._enqueue(self._all_memory_nodes())

    def call(self, op: Call, block: str) -> Shape:
        name = op.callee.name if isinstance(op.callee, GlobalRef) else ""
        if name == "rv_extract":  # [DA-RV-EXTRACT] one thread's value for all: with a varying
            # lane number, each thread reads its own choice of thread
            lane = self.value(op.args[1].value)
            return lane if isinstance(lane, Bottom) else U if is_uniform(lane) else V
        if name in _UNIFORM_CALLS:
            return U
        if any(f.name == name for f in self.module.functions):
            return self.nested_call(op, name)
        if name in ("thread_id", "rv_lane_id"):
            return Strided(1, 0) if self.lattice == "sa" else V
        if name in _VARYING_CALLS:
            return V
        if name == "rv_mask":
            return V if block in self.adep else U
        args = [a.value for a in op.args]
        if name.startswith(_WRITING_CALLS):
            ptr = op.args[0].value if not name.startswith("llvm.masked") else op.args[1].value
            self.write(ptr, args, block)
            return BOT if op.ret_ty == VOID else self.lanewise([self.value(v) for v in args])
        if name.startswith(("llvm.lifetime", "llvm.assume", "llvm.experimental.noalias")):
            return BOT
        return self.lanewise([self.value(v) for v in args])

    # ------------------------------------------------------------ the stride-alignment lattice
    def stride_alignment(self, op: object) -> Shape | None:
        """Ch. 10's transformers where they apply; None to fall back to the basic rules."""
        if isinstance(op, BinOp):
            a, b = self.value(op.lhs), self.value(op.rhs)
            if isinstance(a, Bottom) or isinstance(b, Bottom):
                return BOT
            if op.op == "add":
                return _add(a, b)
            if op.op == "sub":
                return _add(a, _neg(b))
            if op.op == "mul":
                return _mul(a, b, op)
            if op.op == "shl" and isinstance(op.rhs, IntConst) and 0 <= op.rhs.value < 63:
                return _mul(a, Strided(0, 1 << op.rhs.value), op)
            if op.op == "shl":  # [SA-SHL] a variable shift can be 0: keep only what survives it
                return Strided(0, a.a) if is_uniform(a) and is_uniform(b) else Varying(
                    max(1, _talign(a)))
            if op.op in ("urem", "udiv") and isinstance(op.rhs, IntConst) and isinstance(a, Strided):
                return self._udivrem(op.op, a, op.rhs.value)
            if op.op == "or" and isinstance(op.rhs, IntConst) and op.rhs.value > 0 and \
                    isinstance(a, Strided):
                n = op.rhs.value.bit_length()
                if gcd(a.s, a.a) % (1 << n) == 0:
                    return _add(a, Strided(0, op.rhs.value))
            return None
        if isinstance(op, ICmp):
            a, b = self.value(op.lhs), self.value(op.rhs)
            if a == BOT or b == BOT:
                return BOT
            return U if self._icmp_uniform(op.pred, a, b) else V
        if isinstance(op, Gep):
            return self._gep(op)
        if isinstance(op, Cast) and op.op in ("sext", "trunc", "bitcast", "ptrtoint", "inttoptr"):
            return self.value(op.operand)
        if isinstance(op, Cast) and op.op == "zext":
            return self._zext(self.value(op.operand), op.from_ty)
        return None

    def _zext(self, x: Shape, ty: Type) -> Shape | None:
        """[SA-ZEXT] `zext` keeps a shape whose every thread's value is known and not negative:
        s·t exactly (a = 0) with 0 ≤ s·(W-1) below the source's signed maximum (`thread_id`);
        None (the basic rule) otherwise."""
        if isinstance(x, Bottom):
            return BOT
        bits = ty.bits if isinstance(ty, IntType) else 0
        if isinstance(x, Strided) and x.a == 0 and x.s >= 0 and bits > 1 and \
                x.s * (self.lanes - 1) < 1 << (bits - 1):
            return x
        return None

    def _udivrem(self, op: str, x: Strided, c: int) -> Shape | None:
        """[SA-UREM] x = a·k + s·t by a power of two c that divides a, with 0 ≤ s·(W-1) < c:
        a·k is a multiple of c also as an unsigned number (c divides 2^bits), and adding s·t < c
        neither wraps nor reaches the next multiple, so `x urem c` = s·t exactly and `x udiv c`
        is uniform, a multiple of the power of two that divides a/c (a·k/c is taken modulo
        2^(bits-n)); None (the basic rule) otherwise."""
        if c <= 0 or c & (c - 1) or x.s < 0 or x.a % c or x.s * (self.lanes - 1) >= c:
            return None
        if op == "urem":
            return Strided(x.s, 0)
        q = x.a // c
        return Strided(0, q & -q)

    def _icmp_uniform(self, pred: str, a: Shape, b: Shape) -> bool:
        if is_uniform(a) and is_uniform(b):
            return True
        if not (isinstance(a, Strided) and isinstance(b, Strided)):
            return False
        if pred in ("eq", "ne"):
            return a.s == b.s
        if pred in ("slt", "sge", "sle", "sgt"):
            x, y = (a, b) if pred in ("sge", "slt") else (b, a)  # sle x y = sge y x
            g = gcd(x.a, y.a)
            w = self.lanes
            if "published_compare" in self.variants:  # §10.4.4 as published: symmetric, unsound
                lo, hi = min(x.s, y.s), max(x.s, y.s)
                return x == y or hi * (w - 1) < lo * (w - 1) + g
            delta = x.s - y.s  # [SA-CMP] the exact condition over ℤ
            return delta >= 0 and (g == 0 or delta * (w - 1) < g)
        return False

    def _gep(self, op: Gep) -> Shape:
        """elemptr as address arithmetic: base + Σ index·size + constant offsets (in bytes)."""
        layout = Layout(self.types)
        s = self.value(op.base)
        ty: Type = op.source
        for k, idx in enumerate(op.indices):
            if k == 0:
                size = layout.size(ty)
            else:
                rt = resolve(ty, self.types) if not isinstance(ty, StructType) else ty
                if isinstance(rt, StructType):
                    field = idx.value.value if isinstance(idx.value, IntConst) else 0
                    s = _add(s, Strided(0, layout.field_offsets(rt)[field]))
                    ty = rt.fields[field]
                    continue
                ty = indexed_element(rt, self.types)
                size = layout.size(ty)
            s = _add(s, _mul(self.value(idx.value), Strided(0, size), None))
        return s

    # ------------------------------------------------------------ result
    def _all_varying_reads(self) -> set[tuple[str, str]]:
        """[DA-LCSSA-USE] and [DA-SPLIT] reads: the latter are the reads of a split builtin's
        value by instructions of other blocks (phis that read it are varying themselves)."""
        out = set(self.varying_reads)
        for name, label in self.split_values.items():
            out |= {(name, b) for b, k in self.users.get(name, []) if k >= 0 and b != label}
        return out

    def result(self) -> DivergenceResult:
        branches = {b.label: is_varying(self.terminator_in(b.label)) for b in self.fn.blocks
                    if isinstance(b.term, CondBr | Switch)}
        loops = {h: h in self.divergent_loops for h in self.loops.loops}
        shapes = {}
        for b in self.fn.blocks:
            for p in b.phis:
                shapes[p.name] = self.shapes.get(p.name, BOT)
            for c in b.commands:
                if c.name is not None:
                    shapes[c.name] = self.shapes.get(c.name, BOT)
        return DivergenceResult(self.fn.name, self.lattice, shapes, branches, loops,
                                dict(self.joins), frozenset(self.sdep), frozenset(self.tdep),
                                frozenset(self.adep), frozenset(self.cdep),
                                frozenset(self.var_allocas), frozenset(self._all_varying_reads()))


def _talign(x: Shape) -> int:
    return gcd(x.s, x.a) if isinstance(x, Strided) else (x.a if isinstance(x, Varying) else 0)


def _add(x: Shape, y: Shape) -> Shape:
    if x == BOT or y == BOT:
        return BOT
    if isinstance(x, Strided) and isinstance(y, Strided):
        return Strided(x.s + y.s, gcd(x.a, y.a))
    return Varying(gcd(_talign(x), _talign(y)) or 1)


def _neg(x: Shape) -> Shape:
    return Strided(-x.s, x.a) if isinstance(x, Strided) else x


def _mul(x: Shape, y: Shape, op: object) -> Shape:
    if isinstance(x, Bottom) or isinstance(y, Bottom):
        return BOT
    for c, o in ((x, y), (y, x)):
        if isinstance(c, Strided) and c.s == 0 and c.a >= 0 and _is_constant(c, op):
            k = c.a
            if isinstance(o, Strided):
                return Strided(o.s * k, o.a * k)
            return Varying(o.a * k or 1)
    if isinstance(x, Strided) and isinstance(y, Strided) and x.s == 0 and y.s == 0:
        return Strided(0, x.a * y.a)
    return Varying(_talign(x) * _talign(y) or 1)


def _is_constant(c: Strided, op: object) -> bool:
    """Whether the uniform factor is a known constant: then `a` is its absolute value."""
    if op is None:
        return True
    if isinstance(op, BinOp):
        return isinstance(op.lhs, IntConst) or isinstance(op.rhs, IntConst)
    return False


@attrs.define
class _PointsTo:
    """May-alias facts for allocas: which allocas each pointer may point into."""

    targets_of: dict[str, frozenset[str]]
    escaped: frozenset[str]

    def targets(self, ptr: Value) -> frozenset[str]:
        if isinstance(ptr, Local):
            return self.targets_of.get(ptr.name, self.escaped)
        return frozenset()

    def may_alias(self, ptr: Value, allocas: set[str]) -> bool:
        return bool(self.targets(ptr) & allocas)


def _points_to(fn: Function) -> _PointsTo:
    """Flow-insensitive points-to for allocas: through gep, casts, phi and select; a pointer of
    any other origin may point into every alloca whose address escapes."""
    allocas = {c.name for b in fn.blocks for c in b.commands if isinstance(c.op, Alloca) and c.name}
    derived: dict[str, set[str]] = {a: {a} for a in allocas}
    escaped: set[str] = set()
    changed = True
    while changed:
        changed = False
        for b in fn.blocks:
            nodes: list[Phi | Command] = [*b.phis, *b.commands]
            for node in nodes:
                name = node.name
                if isinstance(node, Phi):
                    srcs = [v for v, _ in node.incoming] + ([node.shadow] if node.shadow else [])
                elif isinstance(node.op, Gep):
                    srcs = [node.op.base]
                elif isinstance(node.op, Select):
                    srcs = [node.op.if_true, node.op.if_false]
                elif isinstance(node.op, Cast) and node.op.op in ("bitcast", "addrspacecast"):
                    srcs = [node.op.operand]
                else:
                    srcs = []
                    if isinstance(node.op, Store) and isinstance(node.op.value, Local):
                        escaped |= derived.get(node.op.value.name, set())
                    if isinstance(node.op, Call | Cast | AtomicRMW | CmpXchg):
                        for v in operands(node.op):
                            if isinstance(v, Local):
                                escaped |= derived.get(v.name, set())
                if name is None or not srcs:
                    continue
                pts = set().union(*(derived.get(v.name, set()) for v in srcs
                                    if isinstance(v, Local)))
                if pts - derived.get(name, set()):
                    derived.setdefault(name, set()).update(pts)
                    changed = True
    return _PointsTo({k: frozenset(v) for k, v in derived.items()}, frozenset(escaped))


def _dominance_frontiers(cfg: CFG) -> dict[str, set[str]]:
    """Cytron et al.: the blocks where a definition's dominance ends."""
    dom = dominator_tree(cfg)
    df: dict[str, set[str]] = {b: set() for b in cfg.blocks}
    for b in cfg.blocks:
        preds = [p for p in cfg.pred[b] if p in dom]
        if len(preds) < 2 or b not in dom:
            continue
        for p in preds:
            runner: str | None = p
            while runner is not None and runner != dom.idom[b]:
                df[runner].add(b)
                runner = dom.idom[runner]
    return df


def _alloca_joins(fn: Function, cfg: CFG, loops: LoopForest,
                  aliases: _PointsTo) -> dict[str, set[str]]:
    """Alloca SSA (§6.6): for each alloca, the blocks where a Join of its states is placed: the
    iterated dominance frontier of the blocks that write it, and [DA-JOIN] the exits of the loops
    that write it (LCSSA Joins); pruned to the blocks from which a read of it is reachable."""
    writes: dict[str, set[str]] = {}
    reads: dict[str, set[str]] = {}
    for b in fn.blocks:
        for c in b.commands:
            op = c.op
            if isinstance(op, Store | AtomicRMW | CmpXchg):
                for x in aliases.targets(op.ptr):
                    writes.setdefault(x, set()).add(b.label)
                    if not isinstance(op, Store):  # it reads what it replaces
                        reads.setdefault(x, set()).add(b.label)
            elif isinstance(op, Call) and isinstance(op.callee, GlobalRef) and \
                    op.callee.name.startswith(_WRITING_CALLS):
                for a in op.args:
                    for x in aliases.targets(a.value):
                        writes.setdefault(x, set()).add(b.label)
            elif isinstance(op, Load):
                for x in aliases.targets(op.ptr):
                    reads.setdefault(x, set()).add(b.label)
    df = _dominance_frontiers(cfg)
    out: dict[str, set[str]] = {}
    for x, blocks in writes.items():
        joins: set[str] = set()
        todo = list(blocks)
        while todo:
            for z in df[todo.pop()]:
                if z not in joins:
                    joins.add(z)
                    todo.append(z)
        for lp in loops.loops.values():
            if blocks & lp.blocks:
                joins |= set(lp.exits)
        can_read = cfg.reach_from(reads.get(x, set()), backward=True)
        out[x] = joins & can_read
    return out


#: The published rules that are unsound, by variant name, each with the rule that repairs it
#: (semantics/divergence.md, "Corrections to the published rules").
PUBLISHED: dict[str, str] = {
    "published_compare": "[SA-CMP] the symmetric compare rule of §10.4.4",
    "popl_printed": "[POPL-ALG1] Algorithm 1 of the POPL'21 paper as printed",
    "direct_cdep": "[DA-CDEP] the direct, reflexive cdep_on of the activation sets (§6.4)",
    "theorem1": "[DA-OVERTAKE] back edges ignored, as Theorem 1 (§7.3) justifies",
}
#: What `pllvm analyze --variant` accepts.
VARIANT_NAMES = ("fixed", "published", *PUBLISHED)


def select_variants(name: str, published: dict[str, str] = PUBLISHED) -> frozenset[str]:
    """[DA-VARIANT] The variants `--variant NAME` switches on: none for `fixed`, every published
    rule for `published`, or the one published rule named. A `ValueError` names the choices."""
    if name == "fixed":
        return frozenset()
    if name == "published":
        return frozenset(published)
    if name in published:
        return frozenset([name])
    raise ValueError(f"unknown variant {name!r}: choose fixed, published or one of "
                     + ", ".join(sorted(published)))


#: [DA-CALL-REC] the functions whose uniformity is being decided (assumed uniform meanwhile),
#: and those decided without such an assumption (per module object, as `calls_inlined` keeps)
_DECIDING: set[tuple[int, str]] = set()
_DECIDED: dict[tuple[int, str], tuple[Module, bool]] = {}


def _uniform_function(module: Module, name: str) -> bool:
    """[DA-CALL-REC] Whether @name, entered with uniform arguments, computes only uniform values
    and accesses no memory. Its recursive calls are assumed uniform while this is decided: a
    call that returns does so through finitely many nested calls, and by induction on their
    depth each returns a uniform value if the function's own values are uniform given that."""
    key = (id(module), name)
    if key in _DECIDING:
        return True
    hit = _DECIDED.get(key)
    if hit is not None and hit[0] is module:
        return hit[1]
    fn = module.function(name)
    outermost = not _DECIDING
    _DECIDING.add(key)
    try:
        result = analyze(module, fn, [U] * len(fn.params))
    finally:
        _DECIDING.discard(key)
    memory = any(isinstance(c.op, Load | Store | Alloca | AtomicRMW | CmpXchg) or (
        isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
        and c.op.callee.name.startswith(("llvm.mem", "llvm.masked")))  # RV's are written out
        for b in calls_inlined(module, fn).blocks for c in b.commands)
    uniform = not memory and not any(result.branches.values()) and all(
        is_uniform(s) or isinstance(s, Bottom) for s in result.shapes.values())
    if outermost:  # an answer given under no other function's assumption holds for good
        if len(_DECIDED) > 256:
            _DECIDED.clear()
        _DECIDED[key] = (module, uniform)
    return uniform


def analyze(module: Module, fn: Function, init: Sequence[Shape], lattice: str = "basic",
            lanes: int = 8, variants: Iterable[str] = (), interp: Interp = "FR") -> DivergenceResult:
    """The divergence analysis of `fn` (the calls of its module's functions inlined, as it runs)
    with parameter shapes `init`, for runs under `interp` ([DA-STALE] is a rule of FR, where
    passive threads keep their values; the facts for FR hold under OBL too).

    `lanes` (W) is needed only by the stride-alignment compare rule. `variants` switch on
    deliberately unsound versions for the soundness check's tests: `published_compare` (the
    symmetric compare rule of ch. 10), `no_sync` (sync dependence ignored), `popl_printed` (the
    printed Algorithm 1 of the POPL paper), `direct_cdep` (the thesis's direct, reflexive cdep_on),
    `ipd` (joins only at the immediate post-dominator, the reconvergence of stack-based GPUs)."""
    if lattice not in ("basic", "sa"):
        raise ValueError(f"lattice must be basic or sa, not {lattice!r}")
    init = [to_basic(s) for s in init] if lattice == "basic" else list(init)
    fn = calls_inlined(module, fn)  # the function as it runs ([W-CMD-CALL-FN])
    return _Analysis(module, fn, init, lattice, lanes, frozenset(variants), interp).run()

