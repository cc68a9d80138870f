"""Checking: does a target refine a source (*same*) or vectorize it (*vectorize*)?

`check(relation, source, target, options)` is the one entry point: by runs on drawn inputs
(`check/differential.py`), or for all inputs within a loop bound by z3 (`check/smt/`) when
`options.smt` is set. The engines are loaded on the first check, so that reading the options
costs nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pllvm.check.options import Options, Relation, Side

if TYPE_CHECKING:
    from pllvm.check.verdict import Verdict

__all__ = ["Options", "Relation", "Side", "check"]


def check(relation: Relation, source: Side, target: Side, options: Options | None = None) -> Verdict:
    """The verdict on `relation` between the two sides ([CHK-ENTRY]: [CHK-SAME], [CHK-VECTORIZE],
    [CHK-LOOP])."""
    from pllvm.errors import InputError

    opts = options if options is not None else Options()
    if relation not in ("same", "vectorize", "loop"):
        raise InputError(f"the relation is same, vectorize or loop, not {relation!r}")
    if relation == "vectorize" and opts.shapes is None:
        raise InputError("the vectorize relation needs a shape signature (e.g. v,u->v)")
    if relation == "loop":
        import attrs

        opts = attrs.evolve(opts, shapes=",".join("u" for _ in source.fn.params))
    if opts.smt and opts.unbounded:
        from pllvm.check.smt.unbounded import check_unbounded

        return check_unbounded(relation, source, target, opts)
    if opts.smt:
        from pllvm.check.smt.relations import check_smt

        return check_smt(relation, source, target, opts)
    from pllvm.check.differential import check_by_runs

    return check_by_runs(relation, source, target, opts)
