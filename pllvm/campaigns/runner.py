"""Run a campaign's tasks on `dask.distributed`: a `LocalCluster` of N worker processes, or an
existing cluster's scheduler, or (N = 0) in this process.

A task is a module-level function and its arguments, named by a key that says what it computes
(the same key always gives the same result: seeds are part of it). Each result is appended to
the campaign's store, a JSON-lines file, as it arrives; a campaign started again with the same
store runs only the tasks whose keys it lacks. So a campaign stopped by Ctrl-C, a crash or a
lost machine resumes where it was, and the results do not depend on the number of workers or on
the order in which tasks finish. Each saved result records the source files of pllvm and proofs/
its worker had loaded, and their digest: a result whose files have changed since is not resumed,
but run again. A
worker that dies is replaced and its tasks run again elsewhere (Dask's own recovery); a task
that fails is recorded as an error, not retried. A task whose workers kept dying under it (Dask's
`KilledWorker`: the machine, not the task, failed, e.g. a worker stopped long enough to miss its
heartbeats) is reported as an error but not saved, so the campaign started again runs it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

from pllvm.errors import InputError

__all__ = ["Outcome", "Task", "code_used", "digest", "run", "worker_count"]

Result = dict[str, Any]


@attrs.frozen
class Task:
    """One unit of a campaign: `function(*args)` returns a JSON-able dict."""

    key: str
    function: Callable[..., Result]
    args: tuple = ()
    label: str = ""  # what progress lines call it (default: the key)


@attrs.define
class Outcome:
    """The results of a campaign by task key (resumed ones included), in the order of the
    tasks; `interrupted` if Ctrl-C stopped it before every task ran."""

    results: dict[str, Result]
    resumed: int = 0
    interrupted: bool = False
    seconds: float = 0.0
    workers: int = 0

    def errors(self) -> dict[str, str]:
        return {k: r["error"] for k, r in self.results.items() if "error" in r}


def worker_count(requested: int | None) -> int:
    """--workers: the cores of this machine unless given; 0 runs in this process."""
    if requested is None:
        return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    if requested < 0:
        raise InputError(f"--workers {requested}: a number of worker processes, or 0 for none")
    return requested


ROOT = Path(__file__).resolve().parents[2]  # the clone: pllvm/ and proofs/


@functools.cache
def digest(files: tuple[str, ...]) -> str:
    """A digest of source files (relative to the clone); a missing file digests as absent."""
    h = hashlib.blake2b(digest_size=8)
    for name in files:
        path = ROOT / name
        h.update(name.encode())
        h.update(path.read_bytes() if path.is_file() else b"\0absent")
    return h.hexdigest()


def code_used() -> tuple[str, ...]:
    """The source files of pllvm and proofs/ this process has loaded (with the grammar when the
    parser is loaded): what a task's result depends on besides the task."""
    files = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and Path(path).resolve().is_relative_to(ROOT):
            rel = Path(path).resolve().relative_to(ROOT)
            if rel.parts[0] in ("pllvm", "proofs"):
                files.add(str(rel))
    if "pllvm/text/parser.py" in files:
        files |= {str(p.relative_to(ROOT)) for p in (ROOT / "pllvm" / "text").glob("*.lark")}
    return tuple(sorted(files))


def _load(store: Path) -> dict[str, Result]:
    """The results a store holds whose code is unchanged (the files each names digest as they
    did). A last line cut short by a crash is dropped from the file (its task runs again); any
    other line that is not a result is an error."""
    done: dict[str, Result] = {}
    if not store.exists():
        return done
    lines = store.read_text(encoding="utf-8").splitlines(keepends=True)
    for number, line in enumerate(lines, 1):
        try:
            entry = json.loads(line)
            if entry["code"] == digest(tuple(entry["modules"])):
                done[entry["key"]] = entry["result"]
        except (json.JSONDecodeError, KeyError, TypeError, AttributeError):
            if number < len(lines) or line.endswith("\n"):
                raise InputError(f"{store}:{number}: not a campaign result line; remove the file "
                                 "to start the campaign again") from None
            kept = store.with_name(store.name + ".tmp")
            kept.write_text("".join(lines[:-1]), encoding="utf-8")
            kept.replace(store)
    return done


class _Store:
    """Appends one JSON line per result and flushes it, so a result once reported is kept."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.file = None
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.file = path.open("a", encoding="utf-8")

    def add(self, key: str, result: Result, modules: tuple[str, ...]) -> None:
        if self.file is not None:
            self.file.write(json.dumps({"key": key, "code": digest(modules), "modules": modules,
                                        "result": result}, default=str) + "\n")
            self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


class _Progress:
    """A rich progress bar (rate and ETA) on a terminal; JSON lines on stderr otherwise."""

    def __init__(self, label: str, total: int | None, quiet: bool) -> None:
        from rich.console import Console

        self.label, self.total, self.done, self.start = label, total, 0, time.monotonic()
        console = Console(stderr=True, highlight=False)
        self.terminal = console.is_terminal and not quiet
        self.lines = not console.is_terminal and not quiet
        self.bar = None
        if self.terminal:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TaskProgressColumn,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self.bar = Progress(TextColumn(f"[bold]{label}[/]"), BarColumn(), MofNCompleteColumn(),
                                TaskProgressColumn(), TextColumn("{task.fields[rate]}"),
                                TimeElapsedColumn(), TimeRemainingColumn(), console=console)
            self.bar.start()
            self.task = self.bar.add_task(label, total=total, rate="")

    def step(self, task: Task, status: str) -> None:
        self.done += 1
        elapsed = time.monotonic() - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        if self.bar is not None:
            self.bar.update(self.task, completed=self.done, rate=f"{rate:.2f}/s")
        elif self.lines:
            print(json.dumps({"campaign": self.label, "task": task.label or task.key,
                              "status": status,
                              "done": self.done, "total": self.total,
                              "seconds": round(elapsed, 2)}), file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def _status(result: Result) -> str:
    return "error" if "error" in result else str(result.get("status", "done"))


def _call(task: Task) -> tuple[Result, tuple[str, ...]]:
    """Run a task here: its result and the code it used."""
    return _result(task), code_used()


def _result(task: Task) -> Result:
    """A task's result; an exception becomes an error result (the campaign goes on)."""
    try:
        with warnings.catch_warnings():
            # a Dask worker's own threads draw from `random` while hypothesis generates (fuzzed
            # programs, a check's inputs), which hypothesis takes for a strategy using `random`;
            # the draws are hypothesis's alone: a seed gives the same values in and out of Dask
            warnings.filterwarnings("ignore", "Do not use the `random` module")
            return task.function(*task.args)
    except Exception as e:  # a task's failure is a result to report, not the campaign's end
        return {"error": f"{type(e).__name__}: {e}"}


def run(tasks: Iterable[Task], label: str, *, workers: int | None = None,
        scheduler: str | None = None, store: Path | None = None, total: int | None = None,
        quiet: bool = False, on_result: Callable[[str, Result], None] | None = None,
        cluster_hook: Callable[[Any], None] | None = None) -> Outcome:
    """[CHK-CAMPAIGN] Run `tasks` (keys unique) on `workers` local processes, or on the cluster at
    `scheduler`,
    and return every result, the resumed ones included. `tasks` may be a generator that stops
    when the campaign's time is up: it is drawn from only as workers become free. `on_result`
    sees each new result as it arrives (in completion order); `cluster_hook` gets the Dask client
    once the cluster is up."""
    start = time.monotonic()
    done = _load(store) if store is not None else {}
    outcome = Outcome({}, workers=0)
    todo: Iterator[Task] = iter(tasks)
    saved = _Store(store)
    bar = _Progress(label, total, quiet)
    order: list[str] = []

    def take(task: Task) -> bool:
        """Record the task's place; False if its result is already in the store."""
        order.append(task.key)
        if task.key in done:
            outcome.results[task.key] = done[task.key]
            outcome.resumed += 1
            bar.step(task, "resumed")
            return False
        return True

    def finish(task: Task, result: Result, modules: tuple[str, ...], keep: bool = True) -> None:
        outcome.results[task.key] = result
        if keep:
            saved.add(task.key, result, modules)
        bar.step(task, _status(result))
        if on_result is not None:
            on_result(task.key, result)

    try:
        n = worker_count(workers) if scheduler is None else None
        if n == 0:
            outcome.workers = 0
            for task in todo:
                if take(task):
                    finish(task, *_call(task))
        else:
            _on_cluster(todo, n, scheduler, take, finish, outcome, cluster_hook)
    except KeyboardInterrupt:
        outcome.interrupted = True
    finally:
        saved.close()
        bar.close()
    outcome.results = {k: outcome.results[k] for k in order if k in outcome.results}
    outcome.seconds = time.monotonic() - start
    return outcome


def _connect(n: int | None, scheduler: str | None) -> tuple[Any, Any]:
    """A Dask client: of a new LocalCluster of n single-threaded worker processes, or of the
    cluster at `scheduler`; and the LocalCluster, to close."""
    from distributed import Client, LocalCluster

    if scheduler is not None:
        try:
            return Client(scheduler, timeout="20s"), None
        except OSError as e:
            raise InputError(f"--scheduler {scheduler}: no Dask scheduler answers there ({e})") from None
    # a task's failure comes back through its future; what the workers would log besides is
    # Dask's own chatter, and at shutdown after Ctrl-C, tracebacks of connections closing
    cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                           dashboard_address=":0", silence_logs=logging.CRITICAL)
    try:
        return Client(cluster), cluster
    except BaseException:
        cluster.close()
        raise


#: How many times a task whose finished result was lost (its worker died before the result was
#: gathered; Dask then fails to gather it) is sent again before the campaign gives up.
_RETRIES = 3


def _on_cluster(todo: Iterator[Task], n: int | None, scheduler: str | None,
                take: Callable[[Task], bool],
                finish: Callable[..., None],
                outcome: Outcome, cluster_hook: Callable[[Any], None] | None) -> None:
    """Keep every worker busy with a task or two, drawing tasks as results arrive. Ctrl-C (SIGINT)
    sets a flag that this loop reads between results, since Dask's waits do not let it through;
    the cluster is then shut down and the results so far are kept."""
    from distributed import as_completed
    from distributed.scheduler import KilledWorker

    stop = threading.Event()
    main = threading.current_thread() is threading.main_thread()
    # the worker processes start with SIGINT ignored (kept across exec), so that Ctrl-C on a
    # terminal, sent to the whole process group, reaches only this process, which stops them
    before = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    keys: dict[Any, Task] = {}
    tries: dict[Any, int] = {}  # per future, how many times its task was sent before
    try:
        client, cluster = _connect(n, scheduler)
        if main:
            signal.signal(signal.SIGINT, lambda _sig, _frame: stop.set())
        try:
            outcome.workers = len(client.scheduler_info()["workers"])
            if cluster_hook is not None:
                cluster_hook(client)
            window = 2 * max(outcome.workers, 1)
            pending = as_completed()

            def send(task: Task, attempt: int = 0) -> None:
                key = f"pllvm-{task.key}" + (f"-again{attempt}" if attempt else "")
                future = client.submit(_call, task, key=key, pure=False)
                keys[future] = task
                tries[future] = attempt
                pending.add(future)

            def submit() -> bool:
                for task in todo:
                    if take(task):
                        send(task)
                        return True
                return False

            while len(keys) < window and submit():
                pass
            while not pending.is_empty():
                if stop.is_set():
                    raise KeyboardInterrupt
                if not pending.has_ready():
                    time.sleep(0.05)
                    continue
                for future in pending.next_batch(block=False):
                    task, attempt = keys.pop(future), tries.pop(future)
                    if future.status == "finished":
                        try:
                            result, modules = future.result()
                        except Exception:  # Dask lost a finished result with its worker
                            future.release()
                            if attempt >= _RETRIES:
                                raise
                            send(task, attempt + 1)  # computed again under a new key
                            continue
                    else:
                        lost = future.exception()
                        result = {"error": f"the task failed on the cluster: {lost!r}"}
                        future.release()
                        finish(task, result, code_used(), keep=not isinstance(lost, KilledWorker))
                        continue
                    future.release()
                    finish(task, result, modules)
                while len(keys) < window and submit():
                    pass
            if stop.is_set():
                raise KeyboardInterrupt
        finally:
            # closing connections mid-task makes Dask log tracebacks that are not pllvm's errors
            dask_log = logging.getLogger("distributed")
            level = dask_log.level
            dask_log.setLevel(logging.CRITICAL)
            try:
                for future in list(keys):
                    future.cancel()
                client.close()
                if cluster is not None:
                    cluster.close()
            finally:
                dask_log.setLevel(level)
    finally:
        if before is not None:
            signal.signal(signal.SIGINT, before)
