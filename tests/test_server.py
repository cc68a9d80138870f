"""`pllvm server` ([ENGINE-SERVER]): a call answered by a worker of the warm server gives what the
same call gives in its own process: output, errors, exit code, files written where the caller
is; and a call is never answered by a server of other code or in a directory others can use."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.launch import decode_call, encode_call, fingerprint

LOGSTAR = CORPUS / "thesis" / "fig3.20_logstar.pll"


def pllvm(*args: str, env: dict[str, str], cwd: Path | None = None, stdin: str | None = None,
          served: bool = True) -> subprocess.CompletedProcess[str]:
    """The `pllvm` command as a user starts it (`python -m pllvm`, the console script's code)."""
    env = env | ({} if served else {"PLLVM_SERVER": "off"})
    return subprocess.run([sys.executable, "-m", "pllvm", *args], capture_output=True, text=True,
                          env=env, cwd=cwd, input=stdin, check=False)


def calls(directory: Path, least: int = 0) -> int:
    """How many calls the server in `directory` handed to a worker (its log says each, once the
    worker told it: waited for up to 10 s until there are at least `least`)."""
    deadline = time.monotonic() + 10
    while True:
        n = sum(line.count("call taken by worker") for p in directory.glob("*.log")
                for line in p.read_text().splitlines())
        if n >= least or time.monotonic() > deadline:
            return n
        time.sleep(0.05)


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[Path, dict[str, str]]]:
    # a short path: a Unix socket's name has at most 107 bytes
    directory = Path(tempfile.mkdtemp(prefix="pllvm-srv-", dir="/tmp"))
    env = {k: v for k, v in os.environ.items() if k != "PLLVM_SERVER"} | {
        "PLLVM_SERVER_DIR": str(directory)}
    r = pllvm("server", "start", "--idle", "300", env=env)
    assert r.returncode == 0, r.stderr
    assert "listening at" in r.stdout
    yield directory, env
    pllvm("server", "stop", env=env)
    shutil.rmtree(directory, ignore_errors=True)


def test_a_call_encodes_and_decodes_to_itself() -> None:
    weird = os.fsdecode(b"caf\xe9 = x")  # not UTF-8: kept through surrogateescape
    argv = ["run", "a b.pll", "--arg", "x=1,2", weird, ""]
    env = {"A": "1=2", "EMPTY": "", os.fsdecode(b"caf\xe9"): weird}  # a name has no "="
    assert decode_call(encode_call(argv, "/tmp/d ir", 0o027, env)) == (argv, "/tmp/d ir", 0o027, env)


def test_the_fingerprint_changes_with_any_source_file_and_only_then(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "sub" / "g.lark").write_text("start: A\n")
    (tmp_path / "notes.txt").write_text("not a source\n")
    first = fingerprint(str(tmp_path))
    assert fingerprint(str(tmp_path)) == first
    (tmp_path / "notes.txt").write_text("still not a source\n")
    assert fingerprint(str(tmp_path)) == first
    (tmp_path / "sub" / "g.lark").write_text("start: B\n")
    changed = fingerprint(str(tmp_path))
    assert changed != first
    (tmp_path / "sub" / "new.py").write_text("")
    assert fingerprint(str(tmp_path)) not in (first, changed)


def test_a_served_call_prints_and_exits_as_the_call_in_its_own_process(server) -> None:
    directory, env = server
    before = calls(directory)
    for args in (["run", str(LOGSTAR), "--lanes", "2", "--arg", "n=88.38,1.5"],
                 ["run", str(LOGSTAR), "--lanes", "2"],  # an argument missing: exit 2
                 ["--version"], ["frobnicate"],  # argparse: exit 0, and a usage error
                 ["verify", str(CORPUS / "thesis" / "fig4.16a_illformed_pred.pll")]):
        ours, alone = pllvm(*args, env=env), pllvm(*args, env=env, served=False)
        assert (ours.returncode, ours.stdout, ours.stderr) == (alone.returncode, alone.stdout,
                                                                alone.stderr), args
    assert pllvm("run", str(LOGSTAR), "--lanes", "2", env=env).returncode == 2
    assert "ret      [3, 1]" in pllvm("run", str(LOGSTAR), "--lanes", "2", "--arg", "n=88.38,1.5",
                                      env=env).stdout
    assert calls(directory, before + 7) == before + 7


def test_a_served_call_reads_the_callers_input_and_writes_where_the_caller_is(server,
                                                                               tmp_path: Path) -> None:
    directory, env = server
    before = calls(directory)
    text = LOGSTAR.read_text()
    r = pllvm("fmt", "/dev/stdin", env=env, stdin=text)  # the caller's own input
    assert r.returncode == 0, r.stderr
    assert r.stdout == pllvm("fmt", str(LOGSTAR), env=env, served=False).stdout
    r = pllvm("fmt", str(LOGSTAR), "-o", "out.pll", env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "out.pll").read_text() == pllvm("fmt", str(LOGSTAR), env=env).stdout
    bad = tmp_path / "bad.pll"
    bad.write_text("define i32 @f() {\nentry:\n  %x = add i32 1 2\n  ret i32 %x\n}\n")
    r = pllvm("fmt", "bad.pll", env=env, cwd=tmp_path)
    assert r.returncode == 2 and "bad.pll:3:" in r.stderr and "Traceback" not in r.stderr
    assert calls(directory, before + 4) == before + 4


def test_no_call_is_served_from_a_directory_other_users_can_write(server) -> None:
    directory, env = server
    time.sleep(0.5)  # every earlier call logged
    before = calls(directory)
    directory.chmod(0o755)
    try:
        r = pllvm("--version", env=env)
        assert r.returncode == 0 and r.stdout.startswith("pllvm ")
        assert calls(directory) == before  # run in its own process
        r = pllvm("server", "start", env=env)
        assert r.returncode == 2 and "not private to this user" in r.stderr
    finally:
        directory.chmod(0o700)
    assert pllvm("--version", env=env).returncode == 0
    assert calls(directory, before + 1) == before + 1


def test_status_and_stop(tmp_path: Path) -> None:
    directory = Path(tempfile.mkdtemp(prefix="pllvm-srv-", dir="/tmp"))
    env = dict(os.environ) | {"PLLVM_SERVER_DIR": str(directory)}
    try:
        assert pllvm("server", "status", env=env).returncode == 1
        assert pllvm("server", "start", "--idle", "60", env=env).returncode == 0
        r = pllvm("server", "status", env=env)
        assert r.returncode == 0 and "running (pid" in r.stdout
        assert "already running" in pllvm("server", "start", env=env).stdout
        assert "stopped" in pllvm("server", "stop", env=env).stdout
        assert pllvm("server", "status", env=env).returncode == 1
        assert not list(directory.glob("*.sock")) and not list(directory.glob("*.pid"))
        assert pllvm("--version", env=env).returncode == 0  # in its own process again
    finally:
        pllvm("server", "stop", env=env)
        shutil.rmtree(directory, ignore_errors=True)


def test_an_interrupt_of_the_caller_stops_its_worker(server, tmp_path: Path) -> None:
    """Ctrl-C on a served call reaches the worker that runs it: the call ends with 130, as
    it does in its own process, and the server takes the next call."""
    directory, env = server
    spin = tmp_path / "spin.pll"
    spin.write_text("""
define i32 @spin(i32 %x) {
A:
  br label %B
B:
  %i = phi i32 [ 0, %A ], [ %j, %B ]
  %j = add i32 %i, 1
  %done = icmp eq i32 %j, -1
  br i1 %done, label %C, label %B
C:
  ret i32 %j
}
""")
    before = calls(directory)
    p = subprocess.Popen([sys.executable, "-m", "pllvm", "run", str(spin), "--lanes", "2", "--arg",
                          "x=1", "--fuel", str(10**10)], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    assert calls(directory, before + 1) == before + 1  # a worker runs it
    time.sleep(0.5)
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    assert p.returncode == 130, err
    assert pllvm("--version", env=env).returncode == 0
