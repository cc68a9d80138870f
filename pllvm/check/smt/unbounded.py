"""`check --smt --unbounded`: a relation proved for every trip count where an inductive proof
goes through, else the bounded check, whose verdict says why not ([CHK-SMT-INDUCTION] and
[CHK-SMT-LANES] in semantics/checking.md)."""

from __future__ import annotations

import time

import attrs

from pllvm.check.options import Options, Relation, Side
from pllvm.check.smt.induction import Proof, prove
from pllvm.check.smt.induction_lanes import prove_lanes
from pllvm.check.smt.relations import check_smt, describe_approximations
from pllvm.check.verdict import Verdict
from pllvm.errors import Unsupported
from pllvm.syntax import PtrType

__all__ = ["check_unbounded"]


def _why_not(relation: Relation, source: Side, target: Side, opts: Options) -> str | None:
    """Why neither inductive proof applies to these sides, or None."""
    if relation == "same":
        if opts.lanes != 1:
            return f"it proves same at one thread (--lanes 1), not {opts.lanes}"
        if source.interp != "FR" or target.interp != "FR":
            return "it proves same with both sides under FR"
        return None
    if relation == "vectorize":
        if source.interp != "FR" or target.interp != "OBL":
            return "it proves vectorize with the scalar side under FR and the SIMD side under OBL"
        return None
    return f"it proves the relations same and vectorize, not {relation}"


def check_unbounded(relation: Relation, source: Side, target: Side, opts: Options) -> Verdict:
    """`relation` for every trip count where the inductive proof goes through (*same*:
    [CHK-SMT-INDUCTION]; *vectorize*: lane by lane, [CHK-SMT-LANES]); else the bounded check
    (`check_smt`), whose verdict then says why not."""
    started = time.perf_counter()
    deadline = started + opts.seconds
    why = _why_not(relation, source, target, opts)
    if why is None:
        try:
            proof = (prove(source.module, source.fn, target.module, target.fn, deadline)
                     if relation == "same" else
                     prove_lanes(source.module, source.fn, target.module, target.fn, opts.shapes,
                                 deadline))
        except Unsupported as e:
            why = str(e)
        else:
            if proof.proved:
                return _proved(relation, proof, source, time.perf_counter() - started)
            why = proof.reason
    bounded = check_smt(relation, source, target, attrs.evolve(opts, unbounded=False))
    note = f"not for every trip count (the inductive proof did not go through: {why})"
    if bounded.kind == "valid":
        return attrs.evolve(bounded, coverage=f"{bounded.coverage}; {note}",
                            details={**(bounded.details or {}), "inductive": False, "why_not": why})
    if bounded.kind == "unknown":
        return attrs.evolve(bounded, reason=f"{bounded.reason}; {note}")
    return bounded


def _proved(relation: Relation, proof: Proof, source: Side, seconds: float) -> Verdict:
    """The verdict of a proof for every trip count, saying what it rests on."""
    facts = "; ".join(f"at {h}: {', '.join(fs) or 'nothing'}" for h, fs in proof.relations.items())
    pointers = [p for p in source.fn.params if isinstance(p.ty, PtrType)]
    what = ("every input on which the source is defined and returns" if relation == "same" else
            "every W and every lane t, on every input on which the scalar function is defined and "
            "returns on lane t's arguments (lane t run alone, the other lanes' part of any and all "
            "any value; SIMD side OBL)")
    coverage = (f"for every trip count (inductive): {what}, arguments defined"
                + (", pointer parameters into separate objects or one object as `noalias` allows, "
                   "each access in the object of the pointer it is computed from"
                   if pointers else "")
                + f"; relations kept: {facts}; {proof.queries} queries, {seconds:.1f} s"
                + describe_approximations(proof.approximations))
    relations = {h: list(fs) for h, fs in proof.relations.items()}
    return Verdict("valid", coverage=coverage,
                   details={"inductive": True, "relations": relations, "queries": proof.queries})
