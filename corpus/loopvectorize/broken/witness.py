"""Shows that every broken target is really broken, without pllvm's checker.

For each `broken/*.ll` the `; WITNESS:` input is run on three functions: the scalar source, the
unbroken vectorized target and the broken target. Natively, each is compiled with
`clang-16 -O0 -c` (function names prefixed so the three link into one driver, the target-cpu
attributes removed so any x86-64 runs them) and called from a generated C driver whose buffers
end at a guard page, so an access past a buffer faults; the source and the unbroken target must
agree and the broken target must differ (other results, or a fault). With `--pllvm`, the same
input also goes through `pllvm run --lanes 1 --json` on the three, with the same expectations.

A bug whose only effect is a poison value (LLVM's `nsw` violated) cannot show in a native run,
where the add wraps; for it the native runs must agree and pllvm must see the difference.

    python witness.py [--pllvm] [--only SUBSTRING] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent
CLANG = "clang-16"
SIDES = ("src", "tgt", "bad")
POISON_ONLY = {"sum_int.vf4.nsw_on_partial_sums.ll"}

C_TYPES = {"i8": "int8_t", "i16": "int16_t", "i32": "int32_t", "i64": "int64_t",
           "float": "float", "double": "double"}


@dataclass
class Witness:
    """A broken file's header: where it comes from and the input that shows its bug."""

    path: Path
    source: Path
    target: Path
    function: str
    bug: str
    args: dict[str, str]
    buffers: dict[str, tuple[str, list[str]]] = field(default_factory=dict)


@dataclass
class Param:
    """One C parameter: its declared type and name."""

    ctype: str
    name: str


def expand(items: str) -> list[str]:
    """The elements of `[1..4,0*3,2.5]`: ranges `a..b` (inclusive) and repeats `v*k`."""
    out: list[str] = []
    for item in items.split(","):
        item = item.strip()
        if re.fullmatch(r"-?\d+\.\.-?\d+", item):
            lo, hi = (int(x) for x in item.split(".."))
            out += [str(v) for v in range(lo, hi + 1)]
        elif "*" in item:
            value, count = item.rsplit("*", 1)
            out += [value] * int(count)
        else:
            out.append(item)
    return out


def parse_witness(path: Path) -> Witness:
    """The `; BROKEN:`, `; BUG:` and `; WITNESS:` lines of a broken target."""
    head = dict(re.findall(r"^; (BROKEN|BUG|WITNESS): (.*)$", path.read_text(encoding="utf-8"),
                           re.M))
    broken = dict(kv.split("=", 1) for kv in head["BROKEN"].split())
    args_part, _, buf_part = head["WITNESS"].partition(" buffers ")
    args = dict(kv.split("=", 1) for kv in args_part.removeprefix("args").split())
    buffers = {}
    for name, ty, items in re.findall(r"(\w+)=(\w+)\[([^\]]*)\]", buf_part):
        buffers[name] = (ty, expand(items))
    return Witness(path, (path.parent / broken["source"]).resolve(),
                   (path.parent / broken["target"]).resolve(), broken["function"], head["BUG"],
                   args, buffers)


def c_prototype(source_ll: Path, function: str) -> tuple[str, list[Param]]:
    """The return type and parameters of `function` as written in the kernel's `.c` file."""
    text = source_ll.with_suffix(".c").read_text(encoding="utf-8")
    m = re.search(rf"^(\w[\w ]*?)\s+{re.escape(function)}\(([^)]*)\)\s*{{", text, re.M)
    if m is None:
        raise ValueError(f"no definition of {function} in {source_ll.with_suffix('.c').name}")
    params = []
    for decl in m[2].split(","):
        pm = re.fullmatch(r"\s*(.*?)\s*(\w+)\s*", decl)
        params.append(Param(pm[1], pm[2]))
    return m[1].strip(), params


def c_literal(ty: str, value: str) -> str:
    """A C literal for one element: exact hex floats for float and double."""
    if ty == "float":
        return struct.unpack("<f", struct.pack("<f", float(value)))[0].hex() + "f"
    if ty == "double":
        return float(value).hex()
    return f"(({C_TYPES[ty]}){int(value)}LL)"


DRIVER_HEAD = r"""
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* a buffer whose last byte is followed by an inaccessible page */
static void *guarded(size_t bytes) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = (bytes + page - 1) / page * page + page;
    char *p = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    mprotect(p + span, page, PROT_NONE);
    return p + span - bytes;
}

static void dump(const char *name, const void *p, size_t bytes) {
    printf("%s", name);
    for (size_t i = 0; i < bytes; ++i) printf(" %02x", ((const unsigned char *)p)[i]);
    printf("\n");
}
"""


def driver_source(w: Witness, ret: str, params: list[Param]) -> str:
    """A C program that runs `PREFIX_function` on the witness input for PREFIX = argv[1] and
    prints the return value's bytes and every buffer's bytes."""
    lines = [DRIVER_HEAD]
    proto = ", ".join(f"{p.ctype} {p.name}" for p in params)
    for side in SIDES:
        lines.append(f"{ret} {side}_{w.function}({proto});")
    lines.append("int main(int argc, char **argv) {")
    for name, (ty, items) in w.buffers.items():
        ct = C_TYPES[ty]
        lines.append(f"    static const {ct} init_{name}[] = {{"
                     + ", ".join(c_literal(ty, v) for v in items) + "};")
        lines.append(f"    {ct} *{name} = guarded(sizeof init_{name});")
        lines.append(f"    memcpy({name}, init_{name}, sizeof init_{name});")
    call_args = []
    for p in params:
        given = w.args.get(p.name)
        if given is not None and given.startswith("@"):
            base, _, off = given[1:].partition("+")
            call_args.append(f"({p.ctype})((char *){base} + {int(off or 0)})")
        elif given is not None:
            call_args.append(f"({p.ctype})({given})")
        else:
            call_args.append(p.name)
    call = f"{w.function}({', '.join(call_args)})"
    for side in SIDES:
        lines.append(f'    if (!strcmp(argv[1], "{side}")) {{')
        if ret == "void":
            lines.append(f"        {side}_{call};")
        else:
            lines.append(f"        {ret} r = {side}_{call};")
            lines.append('        dump("ret", &r, sizeof r);')
        lines.append("    }")
    for name in w.buffers:
        lines.append(f'    dump("{name}", {name}, sizeof init_{name});')
    lines.append("    return argc > 2;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def prefixed_module(path: Path, prefix: str) -> str:
    """The module's text with every defined function renamed `prefix_name` and the target-cpu
    attributes removed (the IR's meaning does not depend on them)."""
    text = path.read_text(encoding="utf-8")
    names = re.findall(r"^define [^\n]*?@([\w.]+)\(", text, re.M)
    for name in names:
        text = re.sub(rf"@{re.escape(name)}\(", f"@{prefix}_{name}(", text)
    return re.sub(r' "target-(cpu|features)"="[^"]*"', "", text)


def build_driver(w: Witness, work: Path) -> Path:
    """The native driver for one broken file, compiled in `work`."""
    ret, params = c_prototype(w.source, w.function)
    objects = []
    for side, path in zip(SIDES, (w.source, w.target, w.path), strict=True):
        ll = work / f"{side}.ll"
        ll.write_text(prefixed_module(path, side), encoding="utf-8")
        obj = work / f"{side}.o"
        subprocess.run([CLANG, "-O0", "-c", "-Wno-override-module", "-o", str(obj), str(ll)],
                       check=True, capture_output=True)
        objects.append(str(obj))
    driver = work / "driver.c"
    driver.write_text(driver_source(w, ret, params), encoding="utf-8")
    exe = work / "driver"
    subprocess.run([CLANG, "-O0", "-o", str(exe), str(driver), *objects, "-lm"], check=True,
                   capture_output=True)
    return exe


def native_outcomes(w: Witness, work: Path) -> dict[str, str]:
    """What each side does natively: its printed bytes, or the signal that ended it."""
    exe = build_driver(w, work)
    out = {}
    for side in SIDES:
        try:
            p = subprocess.run([str(exe), side], capture_output=True, text=True, timeout=20)
        except subprocess.TimeoutExpired:
            out[side] = "timeout"
            continue
        out[side] = p.stdout if p.returncode == 0 else f"exit {p.returncode}"
    return out


def pllvm_input(w: Witness) -> dict:
    """The witness as a `pllvm run --input` file: parameters by position (clang numbers them)."""
    _ret, params = c_prototype(w.source, w.function)
    args: dict[str, object] = {}
    for k, p in enumerate(params):
        given = w.args.get(p.name)
        if given is None:
            args[str(k)] = f"@{p.name}"
        elif given.startswith("@"):
            args[str(k)] = given
        else:
            args[str(k)] = float(given) if re.search(r"[.eE]", given) else int(given)
    buffers = {name: {"type": ty, "data": [float(v) if ty in ("float", "double") else int(v)
                                           for v in items]}
               for name, (ty, items) in w.buffers.items()}
    return {"args": args, "buffers": buffers}


def pllvm_outcomes(w: Witness, work: Path, pllvm: list[str]) -> dict[str, str]:
    """What `pllvm run --lanes 1 --json` reports for each side: return value, memory and UB."""
    spec = work / "input.json"
    spec.write_text(json.dumps(pllvm_input(w)), encoding="utf-8")
    out = {}
    for side, path in zip(SIDES, (w.source, w.target, w.path), strict=True):
        p = subprocess.run([*pllvm, "run", str(path), "--function", w.function, "--lanes", "1",
                            "--input", str(spec), "--json"], capture_output=True, text=True,
                           timeout=600)
        try:
            res = json.loads(p.stdout)
        except json.JSONDecodeError:
            out[side] = f"error (exit {p.returncode}): {p.stderr.strip()[-300:]}"
            continue
        ub = res.get("ub")
        out[side] = json.dumps({"ret": res.get("ret"), "memory": res.get("memory"),
                                "ub": bool(ub), "terminated": res.get("terminated")})
    return out


def verdict(name: str, outcomes: dict[str, str], poison_visible: bool) -> str:
    """`ok` when the source and the unbroken target agree and the broken target differs (for a
    poison-only bug seen natively: agrees); otherwise what went wrong."""
    errors = [side for side in SIDES if outcomes[side].startswith("error")]
    if errors:
        return f"{', '.join(errors)} could not be run"
    if outcomes["src"] != outcomes["tgt"]:
        return "source and unbroken target disagree"
    if name in POISON_ONLY and not poison_visible:
        return "ok (poison: agrees)" if outcomes["bad"] == outcomes["src"] else "differs"
    return "ok" if outcomes["bad"] != outcomes["src"] else "broken target agrees"


def broken_files(only: str | None = None) -> list[Path]:
    """The broken targets, sorted, optionally those whose name contains `only`."""
    return [p for p in sorted(HERE.glob("*.ll")) if only is None or only in p.name]


def main(argv: list[str] | None = None) -> int:
    """Run every witness natively (and with --pllvm through the interpreter); exit 1 if one
    does not show its bug."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pllvm", action="store_true", help="also run pllvm run on each side")
    ap.add_argument("--pllvm-command", default=f"{sys.executable} -m pllvm",
                    help="how to start pllvm (default: this Python's pllvm)")
    ap.add_argument("--only", help="only broken files whose name contains this")
    ap.add_argument("--keep", type=Path, help="keep the generated drivers in this folder")
    args = ap.parse_args(argv)
    if shutil.which(CLANG) is None:
        print(f"witness.py: {CLANG} is not on PATH", file=sys.stderr)
        return 2
    failed = 0
    for path in broken_files(args.only):
        w = parse_witness(path)
        with tempfile.TemporaryDirectory() as tmp:
            work = args.keep / path.stem if args.keep else Path(tmp)
            work.mkdir(parents=True, exist_ok=True)
            native = verdict(path.name, native_outcomes(w, work), poison_visible=False)
            row = f"{path.name:48} native: {native}"
            ok = native.startswith("ok")
            if args.pllvm:
                seen = pllvm_outcomes(w, work, args.pllvm_command.split())
                interp = verdict(path.name, seen, poison_visible=True)
                row += f"   pllvm run: {interp}"
                ok = ok and interp == "ok"
                if interp != "ok":
                    row += "".join(f"\n    {side}: {seen[side][:400]}" for side in SIDES)
        print(row, flush=True)
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
