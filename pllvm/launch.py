"""The way from the `pllvm` command to a warm `pllvm server` (semantics/engine.md
[ENGINE-SERVER]): where a server of this very code listens, how a call is handed to it, and
starting, stopping and asking after one.

The console script (`pllvm/__main__.py`) imports this module before anything else, so at import
it uses only what CPython has built in: a call answered by the server pays for this process's
start-up, never for importing pllvm's modules.
"""

from __future__ import annotations

import _socket  # not `socket`: its enums cost more start-up than the rest of this client
import os
import sys
import zlib

#: an environment variable: `off` runs every call in its own process, a server or not
SWITCH = "PLLVM_SERVER"
#: an environment variable: the directory of the server's socket (default: per user, below)
DIR = "PLLVM_SERVER_DIR"
_SOURCES = (".py", ".lark", ".html")
#: the default seconds without a call after which a server exits
IDLE = 900.0
#: standard input, output and error as SCM_RIGHTS carries them: C ints (`array("i")` would do,
#: at the price of importing collections)
_FDS = b"".join(fd.to_bytes(4, sys.byteorder) for fd in (0, 1, 2))


def server_dir() -> str:
    """Where servers listen: $PLLVM_SERVER_DIR, else $XDG_RUNTIME_DIR/pllvm, else
    $TMPDIR/pllvm-UID."""
    if os.environ.get(DIR):
        return os.environ[DIR]
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "pllvm")
    return os.path.join(os.environ.get("TMPDIR", "/tmp"), f"pllvm-{os.getuid()}")


def fingerprint(package: str | None = None) -> str:
    """What identifies this code: the interpreter, the package's place, and the name, size and
    modification time of every source file in it. A server answers only clients with its own
    fingerprint, so an edited source file is never answered by a server that runs the old one."""
    root = package or os.path.dirname(os.path.abspath(__file__))
    parts = [sys.executable, sys.version, root]
    stack = [root]
    while stack:
        with os.scandir(stack.pop()) as entries:
            for e in entries:
                if e.is_dir(follow_symlinks=False):
                    if e.name != "__pycache__":
                        stack.append(e.path)
                elif e.name.endswith(_SOURCES):
                    st = e.stat()
                    parts.append(f"{e.path}:{st.st_size}:{st.st_mtime_ns}")
    text = "\n".join(sorted(parts)).encode()
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def server_file(suffix: str, directory: str | None = None, print_: str | None = None) -> str:
    """A file of the server that runs this code: its socket (`.sock`), pid (`.pid`), log
    (`.log`)."""
    return os.path.join(directory or server_dir(), f"{print_ or fingerprint()}{suffix}")


def socket_path(directory: str | None = None, print_: str | None = None) -> str:
    """The socket of the server that runs this code."""
    return server_file(".sock", directory, print_)


def private(directory: str) -> bool:
    """Whether `directory` is this user's alone (a server there may be trusted with the
    caller's files and terminal)."""
    try:
        st = os.stat(directory)
    except OSError:
        return False
    return st.st_uid == os.getuid() and st.st_mode & 0o077 == 0


def served(argv: list[str]) -> int | None:
    """The exit code of `argv` run by the server, or None where no server of this code can take
    it (none running, the directory not private, a descriptor that cannot be passed)."""
    directory = server_dir()
    path = socket_path(directory)
    if not os.path.exists(path) or not private(directory):
        return None
    payload = encode_call(argv, os.getcwd(), _umask(), dict(os.environ))
    s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        s.connect(path)
        s.sendmsg([len(payload).to_bytes(4, "big") + payload],
                  [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, _FDS)])
        worker = _word(s)
    except OSError:
        s.close()
        return None
    if worker is None:
        return None
    return _outcome(s, worker)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _word(s: _socket.socket) -> int | None:
    """A signed 32-bit word from the server, None if the connection ended before it."""
    data = b""
    while len(data) < 4:
        chunk = s.recv(4 - len(data))
        if not chunk:
            return None
        data += chunk
    return int.from_bytes(data, "big", signed=True)


def _outcome(s: _socket.socket, worker: int) -> int:
    """Wait for the worker's exit code; an interrupt here is passed on to the worker."""
    while True:
        try:
            code = _word(s)
        except KeyboardInterrupt:
            import signal

            os.kill(worker, signal.SIGINT)
            continue
        if code is None:
            print(f"pllvm: error: the server's worker {worker} ended without an exit code",
                  file=sys.stderr)
            return 70
        return code


def encode_call(argv: list[str], cwd: str, umask: int, env: dict[str, str]) -> bytes:
    """A call as the server reads it (`decode_call`): fields joined by NUL, which no argument,
    path or environment entry contains; names are bytes as the OS gave them."""
    fields = [str(len(argv)).encode(), *map(os.fsencode, argv), os.fsencode(cwd), str(umask).encode()]
    fields += [os.fsencode(k) + b"=" + os.fsencode(v) for k, v in env.items()]
    return b"\0".join(fields)


def decode_call(data: bytes) -> tuple[list[str], str, int, dict[str, str]]:
    """(argv, working directory, umask, environment) of an encoded call."""
    fields = data.split(b"\0")
    n = int(fields[0])
    argv = [os.fsdecode(x) for x in fields[1:1 + n]]
    cwd, umask = os.fsdecode(fields[1 + n]), int(fields[2 + n])
    env = dict(os.fsdecode(x).split("=", 1) for x in fields[3 + n:])
    return argv, cwd, umask, env


def _prepared(directory: str) -> str:
    """The server directory, created private to this user; an error if it exists and is not."""
    os.makedirs(directory, mode=0o700, exist_ok=True)
    if not private(directory):
        from pllvm.errors import InputError

        raise InputError(f"{directory}: not private to this user (chmod 700 it, or set "
                         "PLLVM_SERVER_DIR to a directory that is)")
    return directory


def _pid(directory: str, print_: str) -> int | None:
    """The pid of the running server with fingerprint `print_`, None if there is none."""
    try:
        with open(server_file(".pid", directory, print_)) as f:
            pid = int(f.read())
        os.kill(pid, 0)
    except (OSError, ValueError):
        return None
    return pid if os.path.exists(socket_path(directory, print_)) else None


def start(idle: float, timeout: float = 120.0) -> str:
    """Start a server in the background for this code (unless one runs); a line saying where it
    listens."""
    import subprocess
    import time

    from pllvm.errors import InputError

    directory, own = _prepared(server_dir()), fingerprint()
    running = _pid(directory, own)
    path = socket_path(directory, own)
    if running is not None:
        return f"pllvm server: already running (pid {running}) at {path}"
    log = server_file(".log", directory, own)
    with open(log, "a") as out:
        proc = subprocess.Popen([sys.executable, "-m", "pllvm.server", directory, str(idle)],
                                stdin=subprocess.DEVNULL, stdout=out, stderr=out,
                                start_new_session=True)
    deadline = time.monotonic() + timeout
    while not os.path.exists(path):
        if proc.poll() is not None:
            raise InputError(f"the server exited with {proc.returncode} before it listened; see {log}")
        if time.monotonic() > deadline:
            proc.terminate()
            raise InputError(f"the server did not listen within {timeout:g} s; see {log}")
        time.sleep(0.02)
    return f"pllvm server: listening at {path} (pid {proc.pid}; exits after {idle:g} s without a call)"


def stop() -> str:
    """Stop the server of this code; a line saying what was done."""
    import signal
    import time

    directory, own = server_dir(), fingerprint()
    pid = _pid(directory, own)
    if pid is None:
        return "pllvm server: none running for this code"
    os.kill(pid, signal.SIGTERM)
    path = socket_path(directory, own)
    deadline = time.monotonic() + 10
    while os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.02)
    return f"pllvm server: stopped (pid {pid})"


def status() -> tuple[bool, str]:
    """Whether a server of this code runs, and a line saying so."""
    directory, own = server_dir(), fingerprint()
    pid = _pid(directory, own)
    if pid is None:
        return False, f"pllvm server: none running for this code (fingerprint {own})"
    return True, f"pllvm server: running (pid {pid}) at {socket_path(directory, own)}"
