"""Every command that reads a program answers every input: mutated corpus files and the odd
inputs of the front door go through each command in-process, and each ends with an exit code
of 0, 1, 2 or 3 and no traceback or internal error.

A mutant is a corpus file with one to three random edits (a line deleted, duplicated or swapped,
a token deleted or replaced by another token of the file, the text cut short), so most mutants
fail to parse or verify and some are odd programs that run. The default suite runs
`MUTANTS` of them (the costly commands on the first `COSTLY` that parse); `--runslow` runs
`MUTANTS_SLOW` (the costly commands on the first `COSTLY_SLOW` that parse).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main
from pllvm.errors import PllvmError
from pllvm.text import parse_module
from pllvm.valid import verify_module

MUTANTS, COSTLY = 200, 30
MUTANTS_SLOW, COSTLY_SLOW = 3000, 300
SHAPES, SHAPES_COSTLY, SHAPES_SLOW = 40, 12, 500  # programs of random control flow (_odd_cfg)
EXITS = {0, 1, 2, 3}
MAX_BYTES = 6000  # corpus files up to this size are mutated (the run time grows with the text)

_TOKEN = re.compile(r'\s+|[%@!#c]?"[^"\n]*"|[%@!#]?[-\w.$]+|.', re.S)

#: The odd inputs the front door must answer (issue tracker: ill-formed programs, deep nesting,
#: huge allocations, lengths from the input, atomics, typed pointers, whole translation units).
SPECIAL = {
    "undefined-label": "define void @f() {\nentry:\n  br label %Z\n}\n",
    "deep-nesting": "@g = global i32 0\ndefine i64 @f() {\nentry:\n  ret i64 "
                    + "add (i64 " * 300 + "ptrtoint (ptr @g to i64)" + ", i64 1)" * 300 + "\n}\n",
    "huge-alloca": "define void @f() {\nentry:\n  %a = alloca [4000000000 x i32]\n  ret void\n}\n",
    "memset-length": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
                     "define void @f(ptr %p, i64 %n) {\nentry:\n"
                     "  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)\n  ret void\n}\n",
    "atomic": "define void @f(ptr %p) {\nentry:\n  %x = atomicrmw add ptr %p, i32 1 seq_cst\n"
              "  ret void\n}\n",
    "typed-pointers": "define void @f(float* %p, i32 %i) {\nentry:\n"
                      "  %a = getelementptr float, float* %p, i32 %i\n"
                      "  store float 1.0, float* %a\n  ret void\n}\n",
    "external-call": "declare i32 @printf(ptr, ...)\n@s = constant [3 x i8] c\"%d\\00\"\n"
                     "define i32 @f(i32 %x) {\nentry:\n"
                     "  %r = call i32 (ptr, ...) @printf(ptr @s, i32 %x)\n  ret i32 %r\n}\n",
    "endless": "define void @f() {\nentry:\n  br label %L\nL:\n  br label %L\n}\n",
    "empty": "",
    "not-text": "\x00\x01\x02 define",
}  # fmt: skip


def _sources() -> list[Path]:
    files = sorted({*CORPUS.glob("**/*.ll"), *CORPUS.glob("**/*.pll")})
    return [f for f in files if f.stat().st_size <= MAX_BYTES]


def _mutant(text: str, rng: random.Random) -> str:
    """`text` after one to three random edits of lines or tokens."""
    for _ in range(rng.randint(1, 3)):
        lines = text.split("\n")
        tokens = _TOKEN.findall(text)
        kind = rng.randrange(6)
        if kind == 0 and len(lines) > 1:
            del lines[rng.randrange(len(lines))]
        elif kind == 1:
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
        elif kind == 2 and len(lines) > 1:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 3 and tokens:
            del tokens[rng.randrange(len(tokens))]
            lines = "".join(tokens).split("\n")
        elif kind == 4 and tokens:
            tokens[rng.randrange(len(tokens))] = rng.choice(tokens)
            lines = "".join(tokens).split("\n")
        else:
            lines = text[: rng.randrange(len(text) + 1)].split("\n")
        text = "\n".join(lines)
    return text


def _odd_cfg(rng: random.Random) -> str:
    """A well-formed function with a control-flow graph of random shape (2-7 blocks, each ending
    in `br`, a conditional `br`, a `switch` of 0-2 cases, `ret` or `unreachable` to random
    blocks), so unreachable blocks, irreducible cycles, self-loops, several returns and a
    `switch` with no cases all occur; and P-LLVM's own parts at random: block predicates,
    `total` commands, shadow phis, and branches on `any(mask)`. Every block has a phi over its
    predecessors; each value is read where the entry, which dominates every block, defines it,
    or in its own block."""
    labels = ["entry", *(f"b{i}" for i in range(1, rng.randint(2, 7)))]
    terms: dict[str, tuple[str, list[str]]] = {}
    preds: dict[str, list[str]] = {b: [] for b in labels}
    for b in labels:
        ends = ("ret", "unreachable") if b != "entry" else ()
        kind = rng.choice(["br", "condbr", "condbr", "switch", *ends])
        count = {"br": 1, "condbr": 2, "switch": rng.randint(1, 3)}.get(kind, 0)
        targets = [rng.choice(labels[1:]) for _ in range(count)]
        terms[b] = (kind, targets)
        for t in dict.fromkeys(targets):
            preds[t].append(b)
    out = ["declare i1 @any(i1)", "", "define i32 @f(i32 %x, i32 %y) {"]
    for i, b in enumerate(labels):
        predicated = b != "entry" and rng.random() < 0.3
        predicate = f" predicate %c{rng.randrange(len(labels))}" if predicated else ""
        out.append(f"{b}:{predicate}")
        cond = f"%c{rng.randrange(len(labels))}"
        if b == "entry":
            out += ["  %v = add i32 %x, %y", "  %s = and i32 %y, 3"]
            out += [f"  %c{j} = icmp slt i32 %x, {rng.randint(-2, 2)}" for j in range(len(labels))]
            value = "%v"
        else:
            value = "%v"
            if preds[b]:
                arms = ", ".join(f"[ {rng.choice(['%x', '%y', '%v', '0'])}, %{p} ]" for p in preds[b])
                shadow = f" shadow {rng.choice(['%y', '5'])}" if rng.random() < 0.3 else ""
                out.append(f"  %p{i} = phi i32 {arms}{shadow}")
                value = f"%p{i}"
            total = "total " if rng.random() < 0.3 else ""
            out.append(f"  %q{i} = {total}add i32 {value}, {i}")
            value = f"%q{i}"
            if rng.random() < 0.3:
                out += [f"  %m{i} = mask", f"  %a{i} = call i1 @any(i1 %m{i})"]
                cond = f"%a{i}"
        kind, targets = terms[b]
        if kind == "br":
            out.append(f"  br label %{targets[0]}")
        elif kind == "condbr":
            out.append(f"  br i1 {cond}, label %{targets[0]}, label %{targets[1]}")
        elif kind == "switch":
            cases = " ".join(f"i32 {k}, label %{t}" for k, t in enumerate(targets[1:]))
            out.append(f"  switch i32 %s, label %{targets[0]} [ {cases} ]")
        elif kind == "ret":
            out.append(f"  ret i32 {value}")
        else:
            out.append("  unreachable")
    return "\n".join([*out, "}"]) + "\n"


def _commands(path: str, text: str, costly: bool) -> list[list[str]]:
    """Every command that reads a program, with small budgets, on the file's first function."""
    try:
        fn = parse_module(text).functions[0]
        name, shapes = fn.name, ",".join("v" for _ in fn.params) or "v"
    except (PllvmError, IndexError):
        name, shapes = "f", "v"
    f = ["--function", name]
    cheap = [["fmt", path], ["fmt", path, "--json"], ["verify", path, "--json"],
             ["cfg", path, "--json"], ["cfg", path, "--dot"],
             ["run", path, *f, "--lanes", "2", "--fuel", "3000"],
             ["run", path, *f, "--lanes", "2", "--interp", "OBL", "--fuel", "3000", "--trace"],
             ["analyze", path, *f, "--shapes", shapes],
             ["schedule", "check", path, *f, "--lanes", "2", "--schedule", "entry"]]
    if not costly:
        return cheap
    return [
        *cheap,
        ["explore", path, *f, "--lanes", "2", "--max-schedules", "8", "--max-steps", "60"],
        ["vectorize", path, *f, "--shapes", shapes, "--lanes", "2"],
        ["lower", path, *f, "--shapes", shapes, "--lanes", "2"],
        ["check", path, path, "--relation", "same", "--lanes", "2", "--examples", "4",
         "--source-function", name, "--target-function", name, "--time-limit", "10"],
        ["kernel", path, *f, "--items", "3", "--interp", "--lanes", "2"],
    ]


def _answers(argv: list[str], capsys: pytest.CaptureFixture) -> None:
    try:
        code = main(argv)
    except SystemExit as e:  # argparse's own usage errors
        code = e.code
    out, err = capsys.readouterr()
    assert code in EXITS, (argv, code, err[-2000:])
    assert "Traceback" not in out + err and "internal error" not in err, (argv, err[-2000:])


def _campaign(count: int, costly: int, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rng = random.Random(20261125)
    sources = _sources()
    parsed = 0
    for k in range(count):
        text = _mutant(rng.choice(sources).read_text(), rng)
        path = tmp_path / f"m{k}.ll"
        path.write_text(text)
        try:
            parse_module(text)
            parsed += 1
        except PllvmError:
            pass
        for argv in _commands(str(path), text, costly=parsed <= costly):
            _answers(argv, capsys)
    assert parsed >= count // 10, "the mutants should include programs that parse"


def test_mutated_corpus_files_through_every_command(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture) -> None:
    _campaign(MUTANTS, COSTLY, tmp_path, capsys)


@pytest.mark.slow
def test_mutated_corpus_files_through_every_command_at_length(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture) -> None:
    _campaign(MUTANTS_SLOW, COSTLY_SLOW, tmp_path, capsys)


def _shapes(count: int, costly: int, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rng = random.Random(20261127)
    for k in range(count):
        text = _odd_cfg(rng)
        assert verify_module(parse_module(text)) == [], text  # well formed: the verifier finds nothing
        path = tmp_path / f"cfg{k}.ll"
        path.write_text(text)
        for argv in _commands(str(path), text, costly=k < costly):
            _answers(argv, capsys)


def test_odd_control_flow_through_every_command(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """Unreachable blocks branching into loops, irreducible cycles and a `switch` without cases
    once stopped `cfg`, `analyze`, `vectorize`, `lower` and `check` with internal errors."""
    _shapes(SHAPES, SHAPES_COSTLY, tmp_path, capsys)


@pytest.mark.slow
def test_odd_control_flow_through_every_command_at_length(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture) -> None:
    _shapes(SHAPES_SLOW, SHAPES_SLOW, tmp_path, capsys)


@pytest.mark.parametrize("name", sorted(SPECIAL))
def test_the_odd_inputs_through_every_command(name: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / f"{name}.ll"
    path.write_text(SPECIAL[name])
    for argv in _commands(str(path), SPECIAL[name], costly=True):
        _answers(argv, capsys)
