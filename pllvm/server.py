"""`pllvm server`: a process with every pllvm module imported and warmed up, which answers each
call of the `pllvm` command in a worker forked for it ([ENGINE-SERVER] in semantics/engine.md).

A worker is the call run in the caller's place: it gets the caller's standard input, output and
error (the descriptors themselves, passed over the socket), its working directory, environment,
umask and arguments, and hands back the exit code. What a call computes is what it computes
without the server; only the start-up (CPython, imports, compiling the machine) is paid once.
"""

from __future__ import annotations

import contextlib
import gc
import os
import select
import signal
import socket
import sys
import tempfile
import time
import traceback
from pathlib import Path

from pllvm.launch import decode_call, fingerprint, server_file, socket_path

#: a program every warm-up runs: a divergent loop, so parsing, the analyses, the passes, the
#: compiled machine and the checker are all imported and compiled before the first call
_WARM = """\
define i32 @warm(i32 %x) {
entry:
  %n = and i32 %x, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i.next
}
"""


#: seconds between two looks at whether the sources changed (a server of old code is left)
_LOOK = 5.0
#: workers waiting in `accept` for a call: calls that come at once do not wait for a fork
_SPARES = 2


def _warm_up(log: str) -> None:
    """Run the commands most calls are made of once, their output appended to `log`, so that
    their modules are imported and the compiled machine loaded before any fork."""
    from pllvm.cli import main

    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "warm.ll"
        src.write_text(_WARM)
        calls = (["run", str(src), "--lanes", "4", "--arg", "x=1,3,2,5"],
                 ["vectorize", str(src), "--shapes", "v", "--lanes", "4", "-o", str(Path(d) / "v.ll")],
                 ["check", str(src), str(Path(d) / "v.ll"), "--relation", "vectorize", "--shapes", "v",
                  "--examples", "10", "--lanes", "4"])
        with open(log, "a") as out, contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            for argv in calls:
                print(f"warm-up: pllvm {' '.join(argv)}: exit {main(argv)}", flush=True)


def _worker(conn: socket.socket) -> None:
    """[ENGINE-SERVER] In the forked worker: take the call, become its caller, run it, answer
    with the exit code."""
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    if len(fds) != 3 or len(data) < 4:
        return
    size = int.from_bytes(data[:4], "big")
    body = data[4:]
    while len(body) < size:
        chunk = conn.recv(size - len(body))
        if not chunk:
            return
        body += chunk
    argv, cwd, umask, env = decode_call(body)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    sys.stdin = open(0, closefd=False)  # noqa: SIM115 (the caller's; it outlives this worker)
    sys.stdout = open(1, "w", closefd=False, buffering=1 if os.isatty(1) else -1)  # noqa: SIM115
    sys.stderr = open(2, "w", closefd=False, buffering=1, errors="backslashreplace")  # noqa: SIM115
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    os.umask(umask)
    sys.argv = ["pllvm", *argv]
    conn.sendall(os.getpid().to_bytes(4, "big", signed=True))
    from pllvm.cli import main

    try:
        code = main(argv)
    except SystemExit as e:  # argparse: --help, --version, a usage error
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    except BaseException:  # what the command itself would have shown
        traceback.print_exc()
        code = 70
    with contextlib.suppress(OSError):
        sys.stdout.flush()
        sys.stderr.flush()
    conn.sendall(int(code).to_bytes(4, "big", signed=True))


def serve(directory: str, idle: float) -> None:
    """Listen until `idle` seconds pass without a call, SIGTERM comes, or this code's sources
    change; the socket is removed on the way out. Forked workers wait in `accept` (_SPARES of
    them, one forked anew for each that takes a call), so a call pays for no fork."""
    from pllvm.text.parser import warm

    own = fingerprint()
    path = socket_path(directory, own)
    log = server_file(".log", directory, own)
    warm()
    _warm_up(log)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    tmp = f"{path}.{os.getpid()}"
    listener.bind(tmp)
    os.chmod(tmp, 0o600)
    listener.listen(64)
    os.replace(tmp, path)  # visible only once it accepts
    pid_file = server_file(".pid", directory, own)
    Path(pid_file).write_text(f"{os.getpid()}\n")

    def stop(*_: object) -> None:
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # workers are reaped by the kernel
    gc.freeze()  # what the warm server holds is never collected, so no worker writes to it
    taken_r, taken_w = os.pipe()
    spares = {_spare(listener, taken_r, taken_w) for _ in range(_SPARES)}
    last = time.monotonic()
    try:
        while True:
            ready, _, _ = select.select([taken_r], [], [], min(idle, _LOOK))
            if ready:
                taker = int.from_bytes(os.read(taken_r, 4), "big")
                spares.discard(taker)
                spares.add(_spare(listener, taken_r, taken_w))
                last = time.monotonic()
                with open(log, "a") as out:
                    print(f"{time.strftime('%H:%M:%S')} call taken by worker {taker}", file=out)
            elif time.monotonic() - last >= idle or fingerprint() != own:
                return
    finally:
        for pid in spares:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)
        for leftover in (path, pid_file):
            with contextlib.suppress(OSError):
                os.unlink(leftover)


def _spare(listener: socket.socket, taken_r: int, taken_w: int) -> int:
    """Fork a worker for a later call: it waits in `accept`, tells the server it took a call
    (its pid on `taken_w`), and runs it."""
    pid = os.fork()
    if pid:
        return pid
    try:
        os.close(taken_r)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        conn, _ = listener.accept()
        os.write(taken_w, os.getpid().to_bytes(4, "big"))
        os.close(taken_w)
        listener.close()
        _worker(conn)
    finally:
        os._exit(0)


if __name__ == "__main__":
    serve(sys.argv[1], float(sys.argv[2]))
