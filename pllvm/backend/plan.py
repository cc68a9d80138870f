"""What the lowering needs to know before it emits anything: the shapes of the divergence analysis
(stride-alignment lattice), which values are varying, and whether the program is control-uniform."""

from __future__ import annotations

import re

import attrs

from pllvm.analysis import analyze, parse_signature
from pllvm.analysis.lattice import Shape, uniform
from pllvm.backend.veclib import Libmvec
from pllvm.errors import InputError, LoweringError
from pllvm.exec.inline import calls_inlined
from pllvm.exec.interp import Interp
from pllvm.syntax import Function, Module
from pllvm.text import parse_module, print_module
from pllvm.transform.pipeline import Options, vectorize

__all__ = ["Plan", "default_signature", "kernel_signature", "plan", "prepared"]


@attrs.frozen
class Plan:
    """The function to lower with its shapes; `varying` holds the names that become `<W x T>`;
    `veclib` is the vector math library varying math calls go to ([WIDEN-VECLIB]), if any."""

    module: Module
    function: Function
    lanes: int
    shapes: dict[str, Shape]
    varying: frozenset[str]
    varying_allocas: frozenset[str]
    vectorized: bool  # whether `pllvm vectorize` had to run first
    veclib: Libmvec | None = None
    checked: bool = False  # [NATIVE-CHECKED]: every access checked against the run's objects
    isa: str = ""  # [WIDEN-ISA]: "avx512" where the code may use AVX-512's own forms, "" generic


def default_signature(fn: Function) -> str:
    """Every parameter varying (the top of the lattice: always a sound choice)."""
    return ",".join("v" for _ in fn.params)


def _shapes(fn: Function, signature: str) -> list[Shape]:
    try:
        return parse_signature(signature, fn)[0]
    except ValueError as e:
        raise InputError(str(e)) from None


_NUMBERED = re.compile(r"%(\d+)\b")
_NUMBERED_LABEL = re.compile(r"^(\d+):", re.MULTILINE)


def source_name(name: str) -> str:
    """A value's name in the source for its name in the lowered module: `0` for `_n0`
    ([WIDEN-NAMES]), so that arguments are given as the source spells them everywhere."""
    return name[2:] if name.startswith("_n") and name[2:].isdigit() else name


def _named(module: Module) -> Module:
    """[WIDEN-NAMES] The module with clang's numbered values and blocks (`%5`, `5:`) renamed to
    `%_n5`: LLVM requires numbered names in definition order, which lowering does not keep."""
    text = print_module(module)
    if not _NUMBERED.search(text):
        return module
    return parse_module(_NUMBERED_LABEL.sub(r"_n\1:", _NUMBERED.sub(r"%_n\1", text)))


#: [WIDEN-KERNEL] a function with block predicates runs under OBL ([DA-STALE] is an FR rule about
#: predicated blocks, so for a function without them the interpretation changes nothing)
_INTERP: Interp = "OBL"


def prepared(module: Module, fn: Function, signature: str, lanes: int) -> tuple[Module, Function, bool]:
    """[WIDEN-INPUT] The function as given when it is control-uniform under `signature` and calls
    none of its module's functions, otherwise the output of the `pllvm vectorize` pipeline
    (which inlines those calls, [W-CMD-CALL-FN], and must be control-uniform)."""
    module = _named(module)
    fn = module.function(fn.name)
    result = analyze(module, fn, _shapes(fn, signature), lattice="sa", lanes=lanes, interp=_INTERP)
    if not any(result.branches.values()) and calls_inlined(module, fn) is fn:
        return module, fn, False
    out = vectorize(module, Options(signature, fn.name, lanes))
    if not out.control_uniform:
        left = ", ".join(b for b, d in out.output_divergence.branches.items() if d)
        raise LoweringError(f"@{fn.name} is not control-uniform after vectorization "
                            f"(divergent branches in {left})")
    return out.output, out.output.function(fn.name), True


def plan(module: Module, fn: Function, signature: str, lanes: int, vectorized: bool = False,
         veclib: Libmvec | None = None, checked: bool = False, isa: str = "") -> Plan:
    """Shapes of `fn` in the stride-alignment lattice; every branch must be uniform."""
    init = _shapes(fn, signature)
    result = analyze(module, fn, init, lattice="sa", lanes=lanes, interp=_INTERP)
    shapes = {p.name: s for p, s in zip(fn.params, init, strict=True)} | dict(result.shapes)
    divergent = [b for b, d in result.branches.items() if d]
    if divergent:
        where = fn.block(divergent[0]).term.loc
        raise LoweringError(f"the branch of block {divergent[0]} is divergent: only control-uniform "
                            "programs are lowered (run pllvm vectorize first)", where)
    varying = {n for n, s in shapes.items() if not uniform(s)} | set(result.varying_allocas)
    return Plan(module, fn, lanes, shapes, frozenset(varying),
                result.varying_allocas, vectorized, veclib, checked, isa)


def kernel_signature(fn: Function, lanes: int) -> str:
    """[WIDEN-KERNEL] The kernel driver's shapes: the item index is consecutive and aligned to W
    (lane t of a chunk holds k·W + t), every other argument is the same for all items."""
    return ",".join([f"({1},{lanes})"] + ["u"] * (len(fn.params) - 1))
