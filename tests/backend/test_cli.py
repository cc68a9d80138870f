"""`pllvm lower`, `pllvm run --native` and `pllvm kernel`: output accepted by clang-16 and llvmlite,
results printed as the interpreter prints them, bad input exit 2."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pllvm.backend.jit import compile_ir
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
    assert main(["lower", str(CORPUS / "exec" / "vector.pll"), "--function", "splat_add"]) == 2
    err = capsys.readouterr().err
    assert "no SIMD form" in err and "vector.pll:12:3" in err and "Traceback" not in err
