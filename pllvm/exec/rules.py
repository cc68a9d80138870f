"""The inference rules of ch. 4, one function per rule (semantics/execution.md).

Every function works on all W threads at once: masks are boolean arrays, values lane vectors.
`fired`, when given, collects each rule that applied, with the threads it applied to and the
instruction (or block) it applied at: what `--explain` and the HTML page print, and what the
rule-coverage test reads.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pllvm.exec.arith import state_word
from pllvm.exec.faults import CannotRun, Fault, Stop, UndefinedBehavior
from pllvm.exec.interp import Interp
from pllvm.exec.lanes import Agg, Env, Lanes, Value, as_lanes, to_python
from pllvm.exec.machine import Machine
from pllvm.exec.memory import Memory
from pllvm.exec.program import CBlock, CCommand, CPhi, Program
from pllvm.exec.state import BOTTOM, DONE, TOP, Firing, State, StepRecord

__all__ = ["initial_state", "lss_w_step", "rule_ids"]

Fired = list[Firing] | None
#: Called after a block ran: (block index, ℓin before, cmsk, amsk, environment, memory).
Observer = Callable[[int, np.ndarray, np.ndarray, np.ndarray, list[Value], Memory], None]


def _note(fired: Fired, rule: str, lanes: np.ndarray | int, at: str) -> None:
    """Record that `rule` applied at `at` to the threads set in `lanes`, or to all of them when
    `lanes` is their number W (when recording; nothing is computed otherwise)."""
    if fired is not None:
        threads = range(lanes) if isinstance(lanes, int) else np.flatnonzero(lanes).tolist()
        fired.append(Firing(rule, tuple(threads), at))


def rule_ids(fired: list[Firing]) -> list[str]:
    """The IDs of the rules that fired, each once, in the order they first fired."""
    return list(dict.fromkeys(f.rule for f in fired))


def initial_state(prog: Program, env: list[Value], memory: Memory) -> State:
    """[INIT] Def. 4: every thread has ℓnext = entry and ℓin = ⊥."""
    w = prog.machine.w
    return State(memory, env, np.full(w, BOTTOM, np.int32),
                 np.zeros(w, np.int32), None)


# ---------------------------------------------------------------- masks


def cmsk(prog: Program, state: State, sc: int) -> np.ndarray:
    """[CMSK] Def. 6: ℓnext = ℓsc, or ℓnext = ⊤ and ℓin → ℓsc is an edge."""
    exact = state.lnext == sc
    top = state.lnext == TOP
    return exact | (top & prog.edge[state.lin, sc]) if top.any() else exact


def activation(cm: np.ndarray, predicate: Lanes | None) -> tuple[np.ndarray, np.ndarray]:
    """[AMSK] Defs. 7, 8: pmsk is the block predicate's value, amsk = cmsk ∧ pmsk.

    A ⊤ or poison predicate on a thread whose control mask is set is undefined behaviour, like a
    branch on ⊤: the thread's activation would be undefined ([VAL-POISON-UB])."""
    if predicate is None:
        return np.ones_like(cm), cm
    bad = cm & ~predicate.defined
    if bad.any():
        raise Fault(f"block predicate is {state_word(predicate, bad)} on a thread whose control "
                    "mask is set", np.flatnonzero(bad))
    pmsk = predicate.data & predicate.defined
    return pmsk, cm & pmsk


# ---------------------------------------------------------------- variables


def _where(mask: np.ndarray, new: Value, old: Value, defined_old: bool) -> Value:
    """`new` where `mask`, else `old` (or ⊤ where `old` is not kept): [VAL-POISON-PHI] values move
    with their state, so a kept poison stays poison and a forgotten one becomes ⊤."""
    if isinstance(new, Agg):
        assert isinstance(old, Agg)  # one variable's values: one type
        return Agg([_where(mask, n, o, defined_old) for n, o in zip(new.fields, old.fields, strict=True)])
    assert isinstance(old, Lanes)
    m = mask if new.data.ndim == 1 else mask[:, None]
    data = np.where(m, new.data, old.data)
    defined = np.where(m, new.defined, old.defined) if defined_old else m & new.defined
    if new.poison is None and (old.poison is None or not defined_old):
        return Lanes(data, defined)
    new_p = np.zeros_like(new.defined) if new.poison is None else new.poison
    if not defined_old:
        return Lanes.of(data, defined, m & new_p)
    return Lanes.of(data, defined, np.where(m, new_p, False if old.poison is None else old.poison))


def updenv(old: Value, new: Value, amsk: np.ndarray, interp: Interp) -> Value:
    """[UPD-ENV] Fig. 4.8: active threads take the new value; passive ones keep the old (FR)
    or get ⊤ (OBL)."""
    if amsk.all():
        return new
    return _where(amsk, new, old, defined_old=interp == "FR")


def evalphi(phi: CPhi, cm: np.ndarray, lin: np.ndarray, env: list[Value], interp: Interp) -> Value:
    """[EVALPHI] §4.8: with cmsk, the value of the incoming block ℓin; without, the old value
    (FR) or ⊤ (OBL)."""
    out = env[phi.slot]
    if interp == "OBL":
        out = _where(cm, out, out, defined_old=False)
    return _incoming(phi, cm, lin, env, out)


def _incoming(phi: CPhi, cm: np.ndarray, lin: np.ndarray, env: list[Value], out: Value) -> Value:
    """The incoming value on the threads with cmsk, `out` elsewhere."""
    first = int(lin[0])
    if (lin == first).all():  # one incoming block for all threads: the common case
        get = next((g for b, g in phi.incoming if b == first), None)
        if get is None:
            return out
        return get(env) if cm.all() else _where(cm, get(env), out, defined_old=True)
    for block, get in phi.incoming:
        take = cm & (lin == block)
        if take.any():
            out = _where(take, get(env), out, defined_old=True)
    return out


def evalphi_shadow(phi: CPhi, cm: np.ndarray, lin: np.ndarray, env: list[Value]) -> Value:
    """[EVALPHI-SHADOW] §4.8: with cmsk, the incoming value; without, the shadow operand, under
    both interpretations."""
    assert phi.shadow is not None
    return _incoming(phi, cm, lin, env, phi.shadow(env))


# ---------------------------------------------------------------- commands


def w_cmd(cmd: CCommand, env: Env, amsk: np.ndarray, m: Machine, mem: Memory,
          interp: Interp) -> bool:
    """[W-CMD] id = inst: evalcmd under amsk, then updenv with amsk (True if it assigned); a call
    of a function of the module runs it nested, under the run's interpretation ([W-CMD-CALL-REC])."""
    v = cmd.run(env, amsk, m, mem) if cmd.nested is None else cmd.nested(env, amsk, m, mem, interp)
    if cmd.slot is not None and v is not None:
        env[cmd.slot] = updenv(env[cmd.slot], v, amsk, interp)
        return True
    return False


def w_cmd_total(cmd: CCommand, env: Env, m: Machine, mem: Memory) -> None:
    """[W-CMD-TOTAL] id = inst total: evalcmd with every thread enabled; every thread assigned."""
    v = cmd.run(env, np.ones(m.w, np.bool_), m, mem)
    if cmd.slot is not None and v is not None:
        env[cmd.slot] = v


def w_cmd_mask(cmd: CCommand, env: Env, amsk: np.ndarray) -> None:
    """[W-CMD-MASK] id = mask(): every thread is assigned the activation amsk^W."""
    assert cmd.slot is not None
    env[cmd.slot] = Lanes(amsk.copy(), np.ones_like(amsk))


def w_cmd_empty(env: list[Value], memory: object) -> tuple[list[Value], object]:
    """[W-CMD-EMPTY] the command list is done: the environment and memory are the block's result."""
    return env, memory


def computecmd(commands: list[CCommand], env: Env, amsk: np.ndarray, m: Machine, mem: Memory,
               interp: Interp, fired: Fired) -> None:
    """computecmd^W: the commands in order, each by the rule for its form."""
    every = len(amsk)
    for cmd in commands:
        if cmd.rule is not None:
            _note(fired, cmd.rule, every if cmd.total else amsk, cmd.text)
        if cmd.mask:
            w_cmd_mask(cmd, env, amsk)
            _note(fired, "W-CMD-MASK", every, cmd.text)
        elif cmd.total:
            w_cmd_total(cmd, env, m, mem)
            _note(fired, "W-CMD-TOTAL", every, cmd.text)
        else:
            if w_cmd(cmd, env, amsk, m, mem, interp):
                _note(fired, "UPD-ENV", every, cmd.text)
            _note(fired, "W-CMD", amsk, cmd.text)


# ---------------------------------------------------------------- terminators


def evalterm_br(amsk: np.ndarray) -> np.ndarray:
    """[EVALTERM-BR] br ℓ: 0 if active, ⊤ if not."""
    return np.where(amsk, 0, TOP).astype(np.int32)


def evalterm_condbr(amsk: np.ndarray, cond: Lanes) -> np.ndarray:
    """[EVALTERM-CONDBR] br c ℓ0 ℓ1: 0 if active and c, 1 if active and ¬c, ⊤ if passive.
    An active thread branching on ⊤ or poison is undefined behaviour."""
    bad = amsk & ~cond.defined
    if bad.any():
        raise Fault(f"branch on {state_word(cond, bad)}", np.flatnonzero(bad))
    return np.where(amsk, np.where(cond.data, 0, 1), TOP).astype(np.int32)


def evalterm_switch(amsk: np.ndarray, value: Lanes, cases: np.ndarray) -> np.ndarray:
    """[EVALTERM-SWITCH] switch v, default [c_k → ℓ_k]: k+1 if v = c_k, 0 (the default) if no
    case matches, ⊤ if passive. An active thread switching on ⊤ or poison is undefined
    behaviour."""
    bad = amsk & ~value.defined
    if bad.any():
        raise Fault(f"switch on {state_word(value, bad)}", np.flatnonzero(bad))
    hit = value.data[:, None] == cases[None, :]
    index = hit @ np.arange(1, len(cases) + 1)  # cases are distinct: k + 1 for c_k, else 0
    return np.where(amsk, index, TOP).astype(np.int32)


def evalterm_ret(amsk: np.ndarray) -> np.ndarray:
    """[EVALTERM-RET] ret v: □(eval v) if active, ⊤ if not (the value is taken by [PC-TERM])."""
    return np.where(amsk, DONE, TOP).astype(np.int32)


def evalterm_unreachable(amsk: np.ndarray) -> np.ndarray:
    """[EVALTERM-UNREACHABLE] unreachable: undefined behaviour if any thread is active, else ⊤."""
    if amsk.any():
        raise Fault("unreachable executed", np.flatnonzero(amsk))
    return np.full(len(amsk), TOP, np.int32)


def evalterm(block: CBlock, amsk: np.ndarray, env: list[Value], fired: Fired) -> np.ndarray:
    """evalterm^W: the terminator by the rule for its form, on every thread (active or not)."""
    t = block.term
    value = t.value  # the condition, the switch's value or the returned value (None for br)
    rule = {"br": "EVALTERM-BR", "condbr": "EVALTERM-CONDBR", "switch": "EVALTERM-SWITCH",
            "ret": "EVALTERM-RET"}.get(t.kind, "EVALTERM-UNREACHABLE")
    _note(fired, rule, len(amsk), t.text)
    if t.kind == "br":
        return evalterm_br(amsk)
    if t.kind == "condbr":
        assert value is not None
        return evalterm_condbr(amsk, as_lanes(value(env)))
    if t.kind == "switch":
        assert value is not None and t.cases is not None
        return evalterm_switch(amsk, as_lanes(value(env)), t.cases)
    if t.kind == "ret":
        return evalterm_ret(amsk)
    return evalterm_unreachable(amsk)


# ---------------------------------------------------------------- control state


def pc_active(i: np.ndarray, cm: np.ndarray) -> np.ndarray:
    """[PC-ACTIVE] cmsk ∧ i ∈ ℕ: ℓin' = ℓsc, ℓnext' = the i-th successor of ℓsc."""
    return cm & (i >= 0)


def pc_nd_branch(i: np.ndarray, cm: np.ndarray) -> np.ndarray:
    """[PC-ND-BRANCH] cmsk ∧ i = ⊤: ℓin' = ℓsc, ℓnext' = ⊤ (any successor of ℓsc)."""
    return cm & (i == TOP)


def pc_term(i: np.ndarray, cm: np.ndarray) -> np.ndarray:
    """[PC-TERM] cmsk ∧ i = □(r): ℓin' = ℓsc, ℓnext' = □(r)."""
    return cm & (i == DONE)


def pc_passive(cm: np.ndarray) -> np.ndarray:
    """[PC-PASSIVE] ¬cmsk: the control state is unchanged."""
    return ~cm


def advancepc(block: CBlock, i: np.ndarray, state: State, cm: np.ndarray,
              fired: Fired) -> tuple[np.ndarray, np.ndarray]:
    """advancepc^W (Fig. 4.4): each thread by the rule whose premise it meets."""
    active = pc_active(i, cm)
    # ℓnext' is the i-th successor for [PC-ACTIVE]; TOP and DONE encode ⊤ and □ both as the
    # successor index and as ℓnext, so [PC-ND-BRANCH] and [PC-TERM] copy i itself.
    target = np.where(active, block.succ_array[np.maximum(i, 0)], i) if block.succ else i
    lin = np.where(cm, np.int32(block.index), state.lin)
    lnext = np.where(cm, target, state.lnext).astype(np.int32, copy=False)
    if fired is not None:
        for rule, lanes in (("PC-ACTIVE", active), ("PC-ND-BRANCH", pc_nd_branch(i, cm)),
                            ("PC-TERM", pc_term(i, cm)), ("PC-PASSIVE", pc_passive(cm))):
            if lanes.any():
                _note(fired, rule, lanes, block.label)
    return lin, lnext


# ---------------------------------------------------------------- steps


def bls_w_step(prog: Program, block: CBlock, state: State, cm: np.ndarray, interp: Interp,
               fired: Fired) -> tuple[np.ndarray, np.ndarray, np.ndarray, Value | None]:
    """[BLS-W-STEP] §4.7: phis by parallel copy, then the activation, then the commands, then
    the terminator. Returns (pmsk, amsk, i^W, returned values).

    A predicate defined in the block itself (after total instructions only, Def. 11 (1)) is
    computed by running that total prefix first (semantics/execution.md)."""
    m, env = prog.machine, state.env
    ones = np.ones(m.w, np.bool_)
    cmd_text = ""
    try:
        if block.phis:
            resolved = []
            for phi in block.phis:
                cmd_text = phi.text
                if phi.shadow is None:
                    resolved.append(evalphi(phi, cm, state.lin, env, interp))
                    _note(fired, "EVALPHI", m.w, phi.text)
                else:
                    resolved.append(evalphi_shadow(phi, cm, state.lin, env))
                    _note(fired, "EVALPHI-SHADOW", m.w, phi.text)
            for phi, v in zip(block.phis, resolved, strict=True):
                env[phi.slot] = v
        for cmd in block.commands[: block.prefix]:
            cmd_text = cmd.text
            computecmd([cmd], env, ones, m, state.memory, interp, fired)
        cmd_text = f"{block.label}: predicate"
        pmsk, amsk = activation(cm, as_lanes(block.predicate(env)) if block.predicate is not None else None)
        _note(fired, "AMSK", m.w, cmd_text)
        for cmd in block.commands[block.prefix :]:
            cmd_text = cmd.text
            computecmd([cmd], env, amsk, m, state.memory, interp, fired)
        w_cmd_empty(env, state.memory)
        _note(fired, "W-CMD-EMPTY", m.w, block.label)
        if block.phis or block.commands or block.term.value is not None:
            _note(fired, "EVAL", m.w, block.label)
        cmd_text = block.term.text
        i = evalterm(block, amsk, env, fired)
        ret = block.term.value(env) if block.term.kind == "ret" and block.term.value else None
    except Fault as f:
        ub = UndefinedBehavior(f, prog.fn.name, block.label, cmd_text)
        ub.rules = rule_ids(fired or [])
        raise ub from None
    except Stop as e:
        raise CannotRun(e, prog.fn.name, block.label, cmd_text) from None
    return pmsk, amsk, i, ret


def lss_w_step(prog: Program, state: State, sc: int, interp: Interp, record: bool,
               observer: Observer | None = None) -> tuple[bool, StepRecord | None]:
    """[LSS-W-STEP] Fig. 4.3: execute the scheduled block ℓsc, then advance every thread's
    control state with advancepc^W. Returns whether any thread was active, and the step's
    record when asked for."""
    fired: Fired = [] if record else None
    block = prog.blocks[sc]
    if record:
        state.memory.written = []
    cm = cmsk(prog, state, sc)
    every = len(cm)
    _note(fired, "CMSK", every, block.label)
    before_in, before_next = state.lin, state.lnext
    pmsk, amsk, i, ret = bls_w_step(prog, block, state, cm, interp, fired)
    _note(fired, "BLS-W-STEP", every, block.label)
    if observer is not None:
        observer(sc, before_in, cm, amsk, state.env, state.memory)
    lin, lnext = advancepc(block, i, state, cm, fired)
    if ret is not None and state.ret is not None:
        state.ret = _where(cm & (i == DONE), ret, state.ret, defined_old=True)
    state.lin, state.lnext = lin, lnext
    _note(fired, "LSS-W-STEP", every, block.label)
    active = bool(amsk.any())
    if fired is None:
        return active, None
    names = [(p.name, p.slot) for p in block.phis] + [
        (c.name, c.slot) for c in block.commands if c.slot is not None and c.name is not None]
    types = prog.machine.types
    values = {n: to_python(state.env[s], prog.slot_types[s], types) for n, s in names}
    stored = state.memory.stored()
    state.memory.written = None
    return active, StepRecord(block.label, before_in, before_next, cm, pmsk, amsk, i, lin, lnext,
                              values, rule_ids(fired), fired, stored)
