"""`pllvm check-suite`: many checks of one kind, from a manifest or found in a folder.

A manifest is a JSON-lines file, one check per line, that a compiler's build can write beside its
output (paths are relative to the manifest):

    {"source": "saxpy.ll", "target": "saxpy.vec.ll", "function": "saxpy", "relation": "same",
     "lanes": 1, "expect": "valid"}

Fields: `source` (required); `target` (absent: pllvm vectorizes `function` itself and checks its
output); `function` and `target_function` (default: the only function, the same name);
`relation` (`same` or `vectorize`; default `vectorize`); `shapes`; `lanes` (default 4);
`examples`, `seed`, `source_interp`, `target_interp`, `smt`, `unroll` as `pllvm check` takes
them; `expect` (`valid` or `invalid`: what a correct checker says, for a suite of known bugs);
`name`. In a folder, the checks are found from the corpus directives: each `; MUTATION:` claim
(`@src` against `@good`, expected valid, and against `@bad`, expected invalid) and each
`; ANALYZE: shapes=SIG` line (pllvm's vectorizer on that function and signature).
"""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from pllvm.errors import InputError
from pllvm.valid.load import function_named, load_module

__all__ = ["Entry", "check_entry", "discover", "entries", "read_manifest"]

RELATIONS = ("same", "vectorize")
FIELDS: dict[str, tuple[type, ...]] = {
    "source": (str,), "target": (str,), "function": (str,), "target_function": (str,),
    "relation": (str,), "shapes": (str,), "lanes": (int,), "examples": (int,), "seed": (int,),
    "source_interp": (str,), "target_interp": (str,), "smt": (bool,), "unroll": (int, str),
    "expect": (str,), "name": (str,)}


@attrs.frozen
class Entry:
    """One check of a suite; `key` names it in the campaign's saved results."""

    source: str
    target: str | None = None
    function: str | None = None
    target_function: str | None = None
    relation: str = "vectorize"
    shapes: str | None = None
    lanes: int = 4
    examples: int | None = None
    seed: int = 0
    source_interp: str = "FR"
    target_interp: str | None = None
    smt: bool = False
    unroll: int | str | None = None
    expect: str | None = None
    name: str | None = None

    @property
    def label(self) -> str:
        if self.name:
            return self.name
        fn = f"@{self.function}" if self.function else ""
        tgt = f" vs {Path(self.target).name}" + (f"@{self.target_function}" if self.target_function
                                                  else "") if self.target else " (pllvm vectorize)"
        return f"{Path(self.source).name}{fn}{tgt} {self.relation} W={self.lanes}"

    @property
    def key(self) -> str:
        return "check/" + json.dumps(attrs.asdict(self), sort_keys=True)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in attrs.asdict(self).items() if v is not None}


def _entry(obj: object, where: str, base: Path) -> Entry:
    """A manifest line as an Entry, every field checked; paths made relative to `base`."""
    if not isinstance(obj, dict):
        raise InputError(f"{where}: a manifest line is a JSON object, not {type(obj).__name__}")
    for k, v in obj.items():
        if k not in FIELDS:
            raise InputError(f"{where}: unknown field {k!r} (fields: {', '.join(FIELDS)})")
        if not isinstance(v, FIELDS[k]) or (int in FIELDS[k] and isinstance(v, bool)):
            raise InputError(f"{where}: field {k!r} is {v!r}, not a "
                             f"{' or '.join(t.__name__ for t in FIELDS[k])}")
    if obj.get("unroll", 1) != "auto" and not (isinstance(obj.get("unroll", 1), int)
                                                and obj.get("unroll", 1) >= 1):
        raise InputError(f"{where}: unroll is a positive number of iterations or \"auto\"")
    if "source" not in obj:
        raise InputError(f"{where}: a check needs a \"source\" file")
    relation = obj.get("relation", "vectorize")
    if relation not in RELATIONS:
        raise InputError(f"{where}: relation {relation!r} is not one of {', '.join(RELATIONS)}")
    if obj.get("expect") not in (None, "valid", "invalid"):
        raise InputError(f"{where}: expect is valid or invalid, not {obj['expect']!r}")
    if relation == "vectorize" and "shapes" not in obj:
        raise InputError(f"{where}: the vectorize relation needs \"shapes\" (e.g. \"v,u\")")
    if "target" not in obj and relation != "vectorize":
        raise InputError(f"{where}: without a target, pllvm vectorizes the source: the relation "
                         "is vectorize")
    paths = {k: str((base / obj[k]).resolve()) for k in ("source", "target") if k in obj}
    return Entry(**{**obj, **paths})


def read_manifest(path: Path) -> list[Entry]:
    """The checks of a JSON-lines manifest; a bad line is an InputError naming file:line:col."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise InputError(f"cannot read the manifest {path}: {e.strerror}") from None
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise InputError(f"{path}:{number}:{e.colno}: not JSON: {e.msg}") from None
        out.append(_entry(obj, f"{path}:{number}", path.parent))
    if not out:
        raise InputError(f"{path}: the manifest lists no check")
    return out


def _directives(path: Path, name: str) -> Iterator[dict[str, str]]:
    """The key=value items of each `; NAME:` line of a corpus file."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"; {name}:"):
            yield dict(item.split("=", 1) for item in shlex.split(line.split(":", 1)[1])
                       if "=" in item)


def discover(folder: Path, lanes: int = 4) -> list[Entry]:
    """The checks the corpus files under `folder` state: MUTATION claims and ANALYZE lines."""
    out: list[Entry] = []
    for path in sorted(p for p in folder.rglob("*") if p.suffix in (".pll", ".ll")):
        src = str(path.resolve())
        for claim in _directives(path, "MUTATION"):
            for target, expect in (("good", "valid"), ("bad", "invalid")):
                out.append(Entry(src, src, "src", target, claim["relation"], claim.get("shapes"),
                                 int(claim["lanes"]), source_interp=claim.get("source_interp", "FR"),
                                 target_interp=claim.get("target_interp"), expect=expect))
        for line in _directives(path, "ANALYZE"):
            if line.get("lattice", "basic") == "basic" and "shapes" in line:
                out.append(Entry(src, function=line.get("function"), shapes=line["shapes"],
                                 lanes=lanes))
    return out


def entries(where: Path, lanes: int = 4) -> list[Entry]:
    """The checks of a manifest file or of a corpus folder."""
    if where.is_dir():
        found = discover(where, lanes)
        if not found:
            raise InputError(f"{where}: no MUTATION or ANALYZE line in any .pll or .ll file")
        return found
    if not where.exists():
        raise InputError(f"no such manifest or folder: {where}")
    return read_manifest(where)


def check_entry(entry: Entry) -> dict[str, Any]:
    """[CHK-SUITE] Run one check (a task): the verdict as `pllvm check --json` gives it, with
    `status` (the verdict, `skipped` where pllvm's vectorizer refuses the function, `error` for
    bad input), whether it is what the entry expects, and the seconds."""
    from pllvm.errors import PllvmError

    start = time.perf_counter()
    try:
        out = _check(entry)
    except PllvmError as e:
        out = {"status": "error", "reason": str(e)}
    out["seconds"] = round(time.perf_counter() - start, 3)
    if entry.expect is not None:  # a check that did not run did not show what is expected
        out["as_expected"] = out["status"] == entry.expect
    return out


def _options(entry: Entry) -> Any:
    from pllvm.check import Options
    from pllvm.check.options import AUTO, DEFAULT_BOUND

    bound = entry.unroll if isinstance(entry.unroll, int) else AUTO if entry.unroll else DEFAULT_BOUND
    options = Options(lanes=entry.lanes, shapes=entry.shapes, seed=entry.seed, smt=entry.smt,
                      bound=bound)
    return options if entry.examples is None else attrs.evolve(options, examples=entry.examples)


def _check(entry: Entry) -> dict[str, Any]:
    from pllvm.check import Side, check
    from pllvm.exec.interp import interp_named

    source = load_module(entry.source)
    if entry.target is None:
        return _vectorize(entry, source)
    default = "OBL" if entry.relation == "vectorize" else "FR"
    src = Side(source, entry.function, interp_named(entry.source_interp), entry.source)
    tgt = Side(load_module(entry.target), entry.target_function or entry.function,
               interp_named(entry.target_interp or default), entry.target)
    for side in (src, tgt):
        function_named(side.module, side.function)
    verdict = check("same" if entry.relation == "same" else "vectorize", src, tgt, _options(entry))
    return {"status": verdict.kind, **verdict.to_json()}


def _vectorize(entry: Entry, source: Any) -> dict[str, Any]:
    """pllvm's vectorizer on the entry's function, and its output checked (`check_result`)."""
    from pllvm.check.passes import check_result
    from pllvm.errors import TransformError, Unsupported
    from pllvm.transform.pipeline import Options, vectorize

    fn = function_named(source, entry.function).name
    if entry.shapes is None:
        raise InputError(f"{entry.label}: pllvm vectorize needs the function's shapes")
    try:
        result = vectorize(source, Options(entry.shapes, fn, entry.lanes))
    except (TransformError, Unsupported) as e:
        return {"status": "skipped", "reason": f"not vectorized: {e}"}
    if result.stopped is not None:
        return {"status": "skipped", "reason": f"not vectorized: {result.stopped}"}
    verdicts = check_result(result, _options(entry))
    kinds = [v.kind for v in verdicts.values()]
    status = ("invalid" if "invalid" in kinds else "valid" if all(k == "valid" for k in kinds)
              else "unknown")
    return {"status": status, "checks": {name: v.to_json() for name, v in verdicts.items()}}
