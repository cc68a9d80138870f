"""The *same* relation proved with z3 for loop-free integer functions of one thread (issue 8,
second brick): the Alive2 case, which the lock-step engine builds on.

A loop-free function is executed symbolically: every block gets the condition under which the
thread reaches it, a phi becomes an `If` over its incoming edges, a branch on ⊤ and division by
zero or ⊤ on a reached block are undefined behaviour. The query asks for inputs on which the source
is defined and the target is not, or returns another value; z3's model becomes concrete arguments
that are replayed through the interpreter before `invalid` is reported.
"""

from __future__ import annotations

import attrs
import z3

from pllvm.cfg import CFG, loop_forest
from pllvm.check.differential import Side, same_counterexample
from pllvm.check.smt.ints import Term, binary, icmp
from pllvm.check.verdict import Verdict
from pllvm.exec.lanes import Unsupported
from pllvm.syntax import (
    BinOp,
    Br,
    Cast,
    CondBr,
    Freeze,
    Function,
    ICmp,
    IntConst,
    IntType,
    Local,
    Ret,
    Select,
    Undef,
)
from pllvm.syntax.builtins import is_horizontal
from pllvm.syntax.values import Value, signed

__all__ = ["check_same_smt", "encode"]


@attrs.frozen
class Encoding:
    """A function as z3 terms: its parameters, its return value and when it is undefined."""

    params: dict[str, Term]
    ret: Term
    ub: z3.BoolRef


def encode(fn: Function, params: dict[str, Term] | None = None) -> Encoding:
    """`fn` executed symbolically by one thread; `params` shares the inputs of another side."""
    cfg = CFG.of(fn)
    if loop_forest(cfg).loops:
        raise Unsupported(f"@{fn.name} has a loop; the scalar SMT encoding is loop-free")
    if params is None:
        params = {}
        for p in fn.params:
            if not isinstance(p.ty, IntType):
                raise Unsupported(f"parameter %{p.name} of type {p.ty}: only integers are encoded")
            params[p.name] = Term(z3.BitVec(p.name, p.ty.bits), z3.BoolVal(True))
    env: dict[str, Term] = dict(params)
    reach: dict[str, z3.BoolRef] = {cfg.entry: z3.BoolVal(True)}
    edge: dict[tuple[str, str], z3.BoolRef] = {}
    ub: list[z3.BoolRef] = []
    ret: list[tuple[z3.BoolRef, Term]] = []
    fresh = iter(range(1 << 30))

    def value(v: Value, bits: int) -> Term:
        if isinstance(v, Local):
            return env[v.name]
        if isinstance(v, IntConst):
            return Term(z3.BitVecVal(v.value % (1 << bits), bits), z3.BoolVal(True))
        if isinstance(v, Undef):
            return Term(z3.BitVec(f"undef{next(fresh)}", bits), z3.BoolVal(False))
        raise Unsupported(f"operand {v} in @{fn.name}")

    for label in cfg.rpo:
        b = fn.block(label)
        here = reach[label]
        for phi in b.phis:
            bits = _bits(phi.ty)
            arms = [(edge[(p, label)], value(v, bits)) for v, p in phi.incoming]
            val, dfn = arms[-1][1].value, arms[-1][1].defined
            for cond, t in reversed(arms[:-1]):
                val, dfn = z3.If(cond, t.value, val), z3.If(cond, t.defined, dfn)
            env[phi.name] = Term(val, dfn)
        for c in b.commands:
            env[c.name], bad = _command(c.op, value, fresh)  # type: ignore[index]
            ub.append(z3.And(here, bad))
        term = b.term
        if isinstance(term, Br):
            conds = {term.target: here}
        elif isinstance(term, CondBr):
            c = value(term.cond, 1)
            ub.append(z3.And(here, z3.Not(c.defined)))
            taken = c.value == 1
            conds = {term.if_true: z3.And(here, taken), term.if_false: z3.And(here, z3.Not(taken))}
            if term.if_true == term.if_false:
                conds = {term.if_true: here}
        elif isinstance(term, Ret):
            if term.value is None:
                raise Unsupported(f"@{fn.name} returns no value; only return values are compared")
            ret.append((here, value(term.value, _bits(term.ty))))
            conds = {}
        else:
            raise Unsupported(f"terminator {type(term).__name__} in {label} of @{fn.name}")
        for s, cond in conds.items():
            edge[(label, s)] = cond
            reach[s] = z3.Or(reach[s], cond) if s in reach else cond
    if not ret:
        raise Unsupported(f"@{fn.name} never returns")
    (_, last), *rest = reversed(ret)
    val, dfn = last.value, last.defined
    for cond, t in rest:
        val, dfn = z3.If(cond, t.value, val), z3.If(cond, t.defined, dfn)
    return Encoding(params, Term(val, dfn), z3.Or(*ub) if ub else z3.BoolVal(False))


def _bits(ty: object) -> int:
    if not isinstance(ty, IntType):
        raise Unsupported(f"type {ty}: only integers are encoded")
    return ty.bits


def _command(op: object, value, fresh) -> tuple[Term, z3.BoolRef]:
    """One instruction: its term and its undefined-behaviour condition."""
    match op:
        case BinOp(op=name, ty=ty, lhs=a, rhs=b, flags=flags) if isinstance(ty, IntType):
            return binary(name, value(a, ty.bits), value(b, ty.bits), ty.bits, flags)
        case ICmp(pred=pred, ty=ty, lhs=a, rhs=b) if isinstance(ty, IntType):
            return icmp(pred, value(a, ty.bits), value(b, ty.bits)), z3.BoolVal(False)
        case Select(cond=c, ty=ty, if_true=a, if_false=b):
            cond, x, y = value(c, 1), value(a, _bits(ty)), value(b, _bits(ty))
            pick = cond.value == 1
            return Term(z3.If(pick, x.value, y.value),
                        z3.And(cond.defined, z3.If(pick, x.defined, y.defined))), z3.BoolVal(False)
        case Cast(op=kind, from_ty=src, operand=a, to_ty=dst) if kind in ("zext", "sext", "trunc"):
            x, n, m = value(a, _bits(src)), _bits(src), _bits(dst)
            out = {"zext": lambda v: z3.ZeroExt(m - n, v), "sext": lambda v: z3.SignExt(m - n, v),
                   "trunc": lambda v: z3.Extract(m - 1, 0, v)}[kind](x.value)
            return Term(out, x.defined), z3.BoolVal(False)
        case Freeze(ty=ty, operand=a):
            x = value(a, _bits(ty))
            return Term(z3.If(x.defined, x.value, z3.BitVec(f"frozen{next(fresh)}", _bits(ty))),
                        z3.BoolVal(True)), z3.BoolVal(False)
    raise Unsupported(f"instruction {type(op).__name__} is not encoded yet")


def check_same_smt(source: Side, target: Side, timeout_ms: int = 10_000) -> Verdict:
    """*same* for all inputs: wherever the source is defined and returns a defined value, the
    target is defined and returns the same value. Proved for one thread, which covers W threads
    when neither side lets threads interact (each thread then computes the function alone)."""
    for side in (source, target):
        if is_horizontal(side.fn):
            return Verdict("unknown", reason=f"@{side.fn.name} lets threads interact (horizontal "
                           "builtins, mask, total or predicates); the W-lane lock-step encoding "
                           "is not available yet")
    try:
        src = encode(source.fn)
        tgt = encode(target.fn, {t.name: src.params[s.name]
                                 for s, t in zip(source.fn.params, target.fn.params, strict=True)})
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    solver = z3.Solver()
    solver.set("timeout", timeout_ms)
    solver.add(z3.Not(src.ub), src.ret.defined)
    if solver.check() == z3.unsat:  # nothing to compare: `valid` would say nothing
        return Verdict("unknown", reason="the source is undefined or returns ⊤ on every input, "
                       "so nothing was compared")
    solver.add(z3.Or(tgt.ub, z3.Not(tgt.ret.defined), src.ret.value != tgt.ret.value))
    result = solver.check()
    coverage = "for all inputs (bit-precise), every thread (they do not interact), loop-free; z3"
    if result == z3.unsat:
        return Verdict("valid", coverage=coverage)
    if result == z3.unknown:
        return Verdict("unknown", coverage=coverage, reason=f"z3: {solver.reason_unknown()}")
    model = solver.model()
    args = {p.name: [signed(model.eval(src.params[p.name].value, model_completion=True).as_long(),
                            p.ty.bits)]  # type: ignore[union-attr]
            for p in source.fn.params}
    cex = same_counterexample(source, target, 1, {"args": args, "buffers": {}}, "min-index")
    if cex is None:
        raise AssertionError(f"z3's model {args} does not replay in the interpreter: an encoding bug")
    return Verdict("invalid", coverage=coverage, counterexample=cex)
