"""Small builders shared by the unit tests."""

from __future__ import annotations

import ast
import io
import random
import re
import shlex
import tokenize
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from pllvm.cfg import CFG
from pllvm.check import Side
from pllvm.exec import Buffer, RunResult, run
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.syntax import IntType
from pllvm.text import parse_file, parse_module

__all__ = [
    "MUTATIONS",
    "ROOT",
    "RULE_CITATION",
    "RULE_ID",
    "both_paths",
    "graph",
    "mutation_claim",
    "mutation_sides",
    "rule_citations",
    "rule_definitions",
    "witness_input",
]

ROOT = Path(__file__).resolve().parents[1]

#: A rule ID: upper-case words of letters and digits joined by hyphens (`INIT`, `BLS-W-STEP`,
#: `TR-LIN-DEAD-ARM`, `CHK-SMT-CASES`).
RULE_ID = r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*"
#: A rule ID written as the rules are named and cited: in brackets, `[UPD-ENV]` (not an index
#: such as `a[N]`, nor a Markdown link `[X](url)`).
RULE_CITATION = re.compile(rf"(?<![\w\]])\[({RULE_ID})\](?!\()")

#: The mutation suite: P-LLVM programs (.pll) and plain LLVM IR (.ll), by number.
MUTATIONS = sorted((Path(__file__).resolve().parents[1] / "corpus" / "mutations").glob("m*.*ll"),
                   key=lambda p: p.name)


def rule_definitions(root: Path = ROOT) -> dict[str, list[str]]:
    """The rules semantics/*.md defines, each with where (`file:line`). A rule is defined where its
    bracketed ID is in a heading (`## [W-CMD] command`, `## [WIDEN-UNDEF] and [WIDEN-FLAGS]`),
    is bold (`- **[TXT-INT] Integer literals ...**`, `**[TR-DLT-GUARD]** ...`), or is the
    first cell of a table row (`| [VAL-SELECT] | ... |`). Every other bracketed ID is a citation."""
    defined: dict[str, list[str]] = {}
    for path in sorted((root / "semantics").glob("*.md")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("#"):
                ids = RULE_CITATION.findall(line)
            else:
                ids = re.findall(rf"\*\*\[({RULE_ID})\]|^\| \[({RULE_ID})\] \|", line)
                ids = [a or b for a, b in ids]
            for rule in ids:
                defined.setdefault(rule, []).append(f"{path.relative_to(root)}:{n}")
    return defined


def _notes(path: Path) -> Iterator[tuple[int, str]]:
    """The comments and docstrings (string statements) of a Python file, with their first lines."""
    source = path.read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)):
            yield node.lineno, node.value.value
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            yield tok.start[0], tok.string


def rule_citations(*dirs: Path) -> dict[str, list[tuple[str, bool]]]:
    """The rule IDs cited in the comments and docstrings of the Python files under `dirs`, each
    with where (`file:line`) and whether the citation is inside a function or class body (a
    module's docstring and its top-level comments are not). Brackets in code (`xs[N]`, a list
    of one name) and in other strings are not citations."""
    cited: dict[str, list[tuple[str, bool]]] = {}
    for path in sorted(p for d in dirs for p in d.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        bodies = [(node.lineno, node.end_lineno or node.lineno) for node in ast.walk(tree)
                  if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]
        name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        for line, text in _notes(path):
            inside = any(first <= line <= last for first, last in bodies)
            for m in RULE_CITATION.finditer(text):
                where = f"{name}:{line + text.count(chr(10), 0, m.start())}"
                cited.setdefault(m.group(1), []).append((where, inside))
    return cited


def mutation_claim(path: Path) -> dict[str, str]:
    """The `; MUTATION: key=value ...` line of a mutation-suite file."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("; MUTATION:"):
            return dict(item.split("=", 1) for item in shlex.split(line.split(":", 1)[1]))
    raise AssertionError(f"{path.name} has no MUTATION line")


def graph(spec: str, entry: str | None = None) -> CFG:
    """A CFG from `A>B,C; B>D; C>D; D>` (successors in order; the first block is the entry)."""
    succ: dict[str, tuple[str, ...]] = {}
    for part in spec.split(";"):
        if not part.strip():
            continue
        a, _, bs = part.partition(">")
        succ[a.strip()] = tuple(x.strip() for x in bs.split(",") if x.strip())
    for targets in list(succ.values()):
        for t in targets:
            succ.setdefault(t, ())
    blocks = list(succ)
    return CFG(blocks, succ, entry or blocks[0])


def mutation_sides(path: Path, target: str) -> tuple[dict[str, str], Side, Side]:
    """A mutation file's claim and its two sides: `@src` and `@target` (`good` or `bad`), each
    under the interpretation the claim states (OBL for a vectorize target, FR otherwise)."""
    claim = mutation_claim(path)
    module = parse_file(path)
    default = "OBL" if claim["relation"] == "vectorize" else "FR"
    return (claim, Side(module, "src", claim.get("source_interp", "FR"), str(path)),
            Side(module, target, claim.get("target_interp", default), str(path)))


def _expand(items: str) -> list[str]:
    """The elements of `1..4,0*3,2.5`: inclusive integer ranges `a..b` and repeats `v*k`."""
    out: list[str] = []
    for item in (x.strip() for x in items.split(",")):
        if re.fullmatch(r"-?\d+\.\.-?\d+", item):
            lo, hi = (int(x) for x in item.split(".."))
            out += [str(v) for v in range(lo, hi + 1)]
        elif "*" in item:
            value, count = item.rsplit("*", 1)
            out += [value] * int(count)
        else:
            out.append(item)
    return out


def _number(text: str) -> int | float:
    """An int, or a float when the text has a point or an exponent (so -0.0 stays a float)."""
    return float(text) if re.search(r"[.eE]|inf|nan", text) else int(text)


def witness_input(path: Path) -> tuple[dict[str, object], dict[str, Buffer]] | None:
    """The `; WITNESS: args NAME=V|[v0,...]|@buf+BYTES ... buffers NAME=TYPE[items]` line of a
    corpus file as `pllvm.exec.run` arguments and buffers (None if the file has none)."""
    line = next((x for x in path.read_text(encoding="utf-8").splitlines()
                 if x.startswith("; WITNESS:")), None)
    if line is None:
        return None
    args_part, _, buf_part = line.split(":", 1)[1].partition(" buffers ")
    args: dict[str, object] = {}
    for name, value in re.findall(r"(\w+)=(\[[^\]]*\]|\S+)", args_part.replace(" args ", " ")):
        if value.startswith("["):
            args[name] = [_number(v) for v in _expand(value[1:-1])]
        elif value.startswith("@"):
            args[name] = value
        else:
            args[name] = _number(value)
    buffers = {name: Buffer.from_json(name, {"type": ty, "data": [_number(v) for v in _expand(items)]})
               for name, ty, items in re.findall(r"(\w+)=(\w+)\[([^\]]*)\]", buf_part)}
    return args, buffers


def both_paths(text: str, args: dict, lanes: int, interp: str = "FR", compiled: bool | None = True,
               **kw: object) -> RunResult:
    """[ENGINE-FAST] The run of the module's first function on both of the interpreter's paths
    (an untraced run takes the compiled machine and never reaches the detailed rules, so a test
    of one path leaves the other untested); they give the same returns, bit for bit (a zero
    with its sign), and the same fault. `compiled`: the untraced run takes the compiled machine
    (no undefined behaviour sends it back to the detailed path); None: either. Returns the
    detailed run."""
    m = parse_module(text)
    fast = run(m, None, lanes, interp, args, **kw)  # type: ignore[arg-type]
    slow = run(m, None, lanes, interp, args, fast=False, **kw)  # type: ignore[arg-type]
    assert slow.path == "detailed"
    assert compiled is None or fast.path == ("compiled" if compiled else "detailed")
    assert repr(fast.ret) == repr(slow.ret) and fast.schedule == slow.schedule
    assert str(fast.ub) == str(slow.ub)
    return slow


def signed(v: int, bits: int) -> int:
    """The two's complement reading of an unsigned `bits`-wide value."""
    return v - (1 << bits) if v >> (bits - 1) else v


def edge_values(bits: int) -> list[int]:
    """The unsigned values of an iN where flags, wrapping and conversions decide: 0, 1, 2, 3, the
    largest, the signed extremes with their neighbours, the square root of the range, and an
    alternating pattern."""
    top, smin = (1 << bits) - 1, 1 << (bits - 1)
    return sorted(v for v in {0, 1, 2, 3, top, top - 1, smin, smin - 1, smin + 1, 1 << (bits // 2),
                              0x5A5A5A5A5A5A5A5A & top} if v <= top)


def int_lanes(values: list[int], bits: int) -> Lanes:
    """Defined lanes of an iN, one per value (unsigned)."""
    data = np.array([bool(v) if bits == 1 else v for v in values], dtype_of(IntType(bits)))
    return Lanes(data, np.ones(len(values), np.bool_))


#: what `instruction_mix` draws from: odd widths next to the numpy ones, every integer and float
#: operation with its flags, compares, selects, casts, freeze and lane-wise intrinsics
MIX_INTS = ("i8", "i16", "i32", "i64", "i7", "i33", "i48")
_MIX_BINARY = {"add": ("nuw", "nsw"), "sub": ("nuw", "nsw"), "mul": ("nuw", "nsw"),
               "shl": ("nuw", "nsw"), "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",),
               "ashr": ("exact",), "urem": (), "srem": (), "and": (), "or": (), "xor": ()}
_MIX_ICMP = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
_MIX_FCMP = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
             "ule", "une", "uno", "true")
_MIX_INTRINSICS = {"smax": 2, "umin": 2, "sadd.sat": 2, "usub.sat": 2, "fshl": 3, "ctpop": 1,
                   "bitreverse": 1}


def instruction_mix(rng: random.Random) -> str:
    """A function `@f(iN %a, iN %b, float-or-double %f, i1 %c)` of 4-12 random instructions
    over iN (N from MIX_INTS), the float type and i1, with `undef` and `poison` operands now
    and then, returning an iN: straight-line code where widths, flags, NaN and ⊤ meet."""
    ty, fty = rng.choice(MIX_INTS), rng.choice(("float", "double"))
    pools: dict[str, list[str]] = {ty: ["%a", "%b"], fty: ["%f"], "i1": ["%c"]}
    constants = {fty: ("0.0", "1.0", "-2.5", "0x7FF8000000000000"), "i1": ("true", "false")}
    declarations: set[str] = set()
    lines = []

    def operand(t: str) -> str:
        if pools.get(t) and rng.random() < 0.8:
            return rng.choice(pools[t])
        return rng.choice((*constants.get(t, ("0", "1", "-1", "3")), "undef", "poison"))

    def flags(names: tuple[str, ...]) -> str:
        return "".join(f"{n} " for n in names if rng.random() < 0.3)

    for k in range(rng.randint(4, 12)):
        name, t = f"%v{k}", rng.choice([x for x in pools if x != fty and pools[x]])
        kind = rng.randrange(8)
        if kind == 0 and t != "i1":
            op = rng.choice(list(_MIX_BINARY))
            lines.append(f"{name} = {op} {flags(_MIX_BINARY[op])}{t} {operand(t)}, {operand(t)}")
            out = t
        elif kind == 1 and t != "i1":
            lines.append(f"{name} = icmp {rng.choice(_MIX_ICMP)} {t} {operand(t)}, {operand(t)}")
            out = "i1"
        elif kind == 2:
            lines.append(f"{name} = select i1 {operand('i1')}, {t} {operand(t)}, {t} {operand(t)}")
            out = t
        elif kind == 3:
            out = rng.choice([x for x in (*MIX_INTS, "i1") if x != t])
            op = "trunc" if int(out[1:]) < int(t[1:]) else rng.choice(("zext", "sext"))
            lines.append(f"{name} = {op} {t} {operand(t)} to {out}")
        elif kind == 4 and t != "i1":
            fn = rng.choice(list(_MIX_INTRINSICS))
            full = f"llvm.{fn}.{t}"
            declarations.add(f"declare {t} @{full}({', '.join([t] * _MIX_INTRINSICS[fn])})")
            args = ", ".join(f"{t} {operand(t)}" for _ in range(_MIX_INTRINSICS[fn]))
            lines.append(f"{name} = call {t} @{full}({args})")
            out = t
        elif kind == 5:
            op = rng.choice(("fadd", "fsub", "fmul", "fdiv", "frem"))
            fmf = flags(("nnan", "ninf", "nsz"))
            lines.append(f"{name} = {op} {fmf}{fty} {operand(fty)}, {operand(fty)}")
            out = fty
        elif kind == 6:
            lines.append(f"{name} = fcmp {rng.choice(_MIX_FCMP)} {fty} {operand(fty)}, {operand(fty)}")
            out = "i1"
        elif rng.random() < 0.5:
            lines.append(f"{name} = {rng.choice(('sitofp', 'uitofp'))} {ty} {operand(ty)} to {fty}")
            out = fty
        else:
            lines.append(f"{name} = {rng.choice(('fptosi', 'fptoui'))} {fty} {operand(fty)} to {ty}")
            out = ty
        pools.setdefault(out, []).append(name)
    body = "".join(f"  {line}\n" for line in lines)
    return ("".join(f"{d}\n" for d in sorted(declarations))
            + f"\ndefine {ty} @f({ty} %a, {ty} %b, {fty} %f, i1 %c) {{\nentry:\n{body}"
            + f"  ret {ty} {rng.choice(pools[ty])}\n}}\n")
