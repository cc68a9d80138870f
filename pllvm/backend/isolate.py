"""Native code run in a child process ([NATIVE-ISOLATE], semantics/backend.md): a fault the
interpreter would report as undefined behaviour (an access outside every object) kills the child,
not pllvm, and a hang ends at a time limit; either becomes a `NativeFault` naming the function."""

from __future__ import annotations

import faulthandler
import os
import pickle
import select
import signal
import time
from collections.abc import Callable
from typing import TypeVar

from pllvm.errors import NativeFault, PllvmError

__all__ = ["isolated"]

T = TypeVar("T")

#: What a signal that kills native code usually means, for the message.
_MEANING = {
    signal.SIGSEGV: "an access outside every object, or through an unknown address",
    signal.SIGBUS: "a misaligned or unmapped access",
    signal.SIGFPE: "an integer division by zero or overflow",
    signal.SIGILL: "an instruction this host lacks (a --veclib or ISA the CPU does not have)",
    signal.SIGABRT: "an abort",
}


def isolated(call: Callable[[], T], what: str, time_limit: float | None) -> T:
    """[NATIVE-ISOLATE] `call()` in a forked child, its result sent back pickled. A
    `PllvmError` it raises is raised again here; death by a signal, or running past `time_limit`
    seconds, raises `NativeFault` naming `what`."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, send the outcome, leave without cleanup handlers
        os.close(read)
        faulthandler.disable()  # the parent reports the signal; no Python traceback of the child
        code = 0
        try:
            try:
                payload = pickle.dumps(("ok", call()))
            except PllvmError as e:
                payload = pickle.dumps(("error", e))
            with os.fdopen(write, "wb") as out:
                out.write(payload)
        except BaseException:
            code = 1
        os._exit(code)
    os.close(write)
    try:
        data = _receive(read, pid, what, time_limit)
    finally:
        os.close(read)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name
        meaning = _MEANING.get(signal.Signals(sig), "a fault")
        raise NativeFault(f"the native code of {what} died with {name} (signal {sig}): {meaning}; "
                          "the interpreter (the same command without --native) names the thread, "
                          "block and instruction")
    if not data:
        raise NativeFault(f"the native run of {what} ended without a result "
                          f"(exit status {os.WEXITSTATUS(status)})")
    kind, value = pickle.loads(data)
    if kind == "error":
        raise value
    return value


def _receive(fd: int, pid: int, what: str, time_limit: float | None) -> bytes:
    """Everything the child writes, until it closes the pipe; the child is killed when the time
    limit passes first."""
    chunks: list[bytes] = []
    deadline = None if time_limit is None else time.monotonic() + time_limit
    while True:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise NativeFault(f"the native run of {what} did not finish within the time limit of "
                              f"{time_limit:g} s (--time-limit); the interpreter stops such runs "
                              "when their fuel is used up")
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
