"""`pllvm lower`, `pllvm run --native` and `pllvm kernel`: output accepted by clang-16 and llvmlite,
results printed as the interpreter prints them, bad input exit 2."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pllvm.backend.jit import compile_ir, host_veclib
from pllvm.cli import main

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
LOGSTAR = str(CORPUS / "thesis" / "fig3.20_logstar.pll")


@pytest.mark.parametrize("lanes", [8, 16])
def test_lower_output_compiles_with_clang_and_llvmlite(tmp_path: Path, lanes: int) -> None:
    out = tmp_path / "logstar.ll"
    assert main(["lower", LOGSTAR, "--lanes", str(lanes), "-o", str(out)]) == 0
    text = out.read_text()
    assert f"define <{lanes} x i32> @logstar(<{lanes} x double> %n" in text
    compiled = compile_ir(text)
    assert compiled.engine.get_function_address("logstar.pllvm.entry")
    clang = shutil.which("clang-16")
    if clang is None:
        pytest.skip("clang-16 is not installed (apt-get install clang-16); llvmlite accepted the IR")
    done = subprocess.run([clang, "-O3", "-c", str(out), "-o", str(tmp_path / "logstar.o")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "logstar.o").stat().st_size > 0


def test_lower_veclib_option(tmp_path: Path) -> None:
    """[WIDEN-VECLIB] `--veclib libmvec-e` calls libmvec; by default LLVM's vector intrinsics stay."""
    out = tmp_path / "logstar.ll"
    for options, present, absent in (([], "@llvm.log.v16f64(", "@_ZGV"),
                                     (["--veclib", "libmvec-e"], "@_ZGVeN8v_log(", "@llvm.log.")):
        assert main(["lower", LOGSTAR, "--lanes", "16", *options, "-o", str(out)]) == 0
        text = out.read_text()
        assert present in text and absent not in text


#: A C program that runs the safelog kernel written by `pllvm lower --kernel` over 1003 items, a
#: seventh of them negative (passive in the `log` block), and prints how many results are wrong.
SAFELOG_DRIVER = r"""
#include <math.h>
#include <stdint.h>
#include <stdio.h>
void kernel(int64_t n, void **args, double *ret) __asm__("safelog.pllvm.kernel");
int main(void) {
  enum { N = 1003 };
  static double vs[N], ret[N];
  for (int i = 0; i < N; i++) vs[i] = i % 7 == 0 ? -1.0 - i : 0.37 * i + 0.01;
  void *base = vs, *args[2] = {0, &base};
  kernel(N, args, ret);
  int wrong = 0;
  for (int i = 0; i < N; i++) {
    double want = vs[i] > 0 ? log(vs[i]) : vs[i];
    wrong += fabs(ret[i] - want) > 1e-12 * fabs(want);
  }
  printf("%d\n", wrong);
  return 0;
}
"""


def test_veclib_output_runs_compiled_by_clang(tmp_path: Path) -> None:
    """[WIDEN-VECLIB] `--veclib libmvec-<isa>` output compiled by `clang-16 -O3 -c` for the default
    CPU and linked with -lmvec computes the right logarithms: the functions carry the ISA's target
    feature, so the vectors reach libmvec in the registers it reads (without it, 537 of 1003
    results are wrong at AVX-512)."""
    clang, lib = shutil.which("clang-16"), host_veclib()
    if clang is None or lib is None:
        pytest.skip("needs clang-16 and libmvec on an x86-64 host")
    ll, obj, exe = tmp_path / "safelog.ll", tmp_path / "safelog.o", tmp_path / "safelog"
    kernel = Path(__file__).resolve().parents[1] / "benchmarks" / "kernels" / "safelog.pll"
    assert main(["lower", str(kernel), "--lanes", "16", "--kernel", "--veclib", f"libmvec-{lib.isa}",
                 "-o", str(ll)]) == 0
    (tmp_path / "driver.c").write_text(SAFELOG_DRIVER)
    for command in ([clang, "-O3", "-c", str(ll), "-o", str(obj)],
                    [clang, "-O2", str(tmp_path / "driver.c"), str(obj), "-lmvec", "-lm", "-o", str(exe)]):
        done = subprocess.run(command, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    assert subprocess.run([str(exe)], capture_output=True, text=True).stdout.strip() == "0"


def test_run_native_prints_like_the_interpreter(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", LOGSTAR, "--native", "--lanes", "2", "--arg", "n=88.38,1.5"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "ret      [3, 1]"


def test_kernel_json_native_equals_interp(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = tmp_path / "in.json"
    spec.write_text(json.dumps({"args": {"x": "@x", "y": "@y", "a": 3},
                                "buffers": {"x": {"type": "i32", "data": list(range(11))},
                                            "y": {"type": "i32", "data": [1] * 11}}}))
    src = tmp_path / "axpy.pll"
    src.write_text("define void @axpy(i64 %i, ptr %x, ptr %y, i32 %a) {\n"
                   "entry:\n  %px = getelementptr i32, ptr %x, i64 %i\n  %vx = load i32, ptr %px\n"
                   "  %py = getelementptr i32, ptr %y, i64 %i\n  %vy = load i32, ptr %py\n"
                   "  %m = mul i32 %vx, %a\n  %s = add i32 %m, %vy\n  store i32 %s, ptr %py\n"
                   "  ret void\n}\n")
    results = {}
    for mode in ("--native", "--interp"):
        assert main(["kernel", str(src), "--items", "11", "--lanes", "4", mode, "--input", str(spec),
                     "--json"]) == 0
        results[mode] = json.loads(capsys.readouterr().out)
    want = [3 * k + 1 for k in range(11)]
    assert results["--native"]["memory"]["y"] == want
    assert results["--interp"]["memory"]["y"] == want
    assert results["--native"]["seconds"] >= 0 and results["--native"]["compile_seconds"] > 0


def test_bad_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "structs.pll"
    src.write_text("%S = type { i32, float }\n"
                   "define float @f(ptr %p, i64 %i) {\n"
                   "entry:\n  %q = getelementptr %S, ptr %p, i64 %i\n  %s = load %S, ptr %q\n"
                   "  %x = extractvalue %S %s, 1\n  ret float %x\n}\n")
    out = tmp_path / "f.ll"
    assert main(["lower", str(src), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "a varying memory access of type %S cannot be widened" in err
    assert "structs.pll:5:3" in err and "Traceback" not in err and not out.exists()
