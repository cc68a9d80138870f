"""Campaigns on Dask: the same results on 0, 1 and 2 workers, nothing lost when a worker dies,
and a campaign stopped part way resumes from its saved results."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

from pllvm.campaigns.runner import Task, run
from pllvm.fuzz.campaign import BATCH, _tasks, campaign

distributed = pytest.importorskip("distributed", reason="dask.distributed is a dependency of pllvm")


def _fuzz_tasks(seed: int, programs: int) -> list[Task]:
    return list(_tasks(seed, 2, 600, programs))


def _without_seconds(result: object) -> object:
    """A result without its timings (the one thing that differs between runs)."""
    if isinstance(result, dict):
        return {k: _without_seconds(v) for k, v in result.items() if k != "seconds"}
    return result


def test_a_fuzz_campaign_gives_the_same_results_on_1_and_2_workers(tmp_path: Path) -> None:
    """Same seed and budget: the same programs, checks, skips and cases on any number of
    workers (0 runs in this process, 1 and 2 on a LocalCluster)."""
    found = {}
    for workers in (0, 1, 2):
        summary = campaign(600, seed=7, out=tmp_path / str(workers), lanes=2, programs=3 * BATCH,
                           workers=workers)
        found[workers] = _without_seconds(summary.to_json())
    assert found[0]["programs"] == 3 * BATCH and found[0]["checks"]["defined"] == 3 * BATCH
    assert found[0]["errors"] == [] and not found[0]["interrupted"]
    assert found[1] == found[0] == found[2]


def test_a_check_suite_gives_the_same_verdicts_on_1_and_2_workers(tmp_path: Path) -> None:
    from pllvm.campaigns.suite import check_entry, read_manifest

    corpus = Path(__file__).resolve().parents[2] / "corpus" / "mutations"
    manifest = tmp_path / "m.jsonl"
    lines = [{"source": str(corpus / "m08_division_without_safe_divisor.pll"),
              "target": str(corpus / "m08_division_without_safe_divisor.pll"),
              "function": "src", "target_function": t, "relation": "vectorize", "shapes": "v,v",
              "lanes": 4, "examples": 30, "expect": e} for t, e in (("good", "valid"), ("bad", "invalid"))]
    manifest.write_text("".join(json.dumps(x) + "\n" for x in lines))
    todo = read_manifest(manifest)
    verdicts = {}
    for workers in (1, 2):
        out = run([Task(e.key, check_entry, (e,)) for e in todo], "t", workers=workers, quiet=True)
        verdicts[workers] = [_without_seconds(r) for r in out.results.values()]
    assert [v["status"] for v in verdicts[1]] == ["valid", "invalid"]
    assert all(v["as_expected"] for v in verdicts[1])
    assert verdicts[1] == verdicts[2]


def test_a_killed_worker_loses_nothing(tmp_path: Path) -> None:
    """SIGKILL one of two workers after the first result: Dask runs its tasks again elsewhere
    (its nanny starts a new worker), and every result arrives, equal to an undisturbed run."""
    from distributed import Client, LocalCluster

    tasks = _fuzz_tasks(11, 4 * BATCH)
    expected = run(tasks, "t", workers=0, quiet=True).results
    killed: list[int] = []
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster, \
            Client(cluster) as client:
        pids = list(client.run(os.getpid).values())

        def kill_one(_key: str, _result: dict) -> None:
            if not killed:
                killed.append(pids[0])
                os.kill(pids[0], signal.SIGKILL)

        out = run(tasks, "t", scheduler=cluster.scheduler_address, store=tmp_path / "r.jsonl",
                  quiet=True, on_result=kill_one)
    assert killed and not out.interrupted
    assert out.errors() == {}
    assert out.results == expected
    saved = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert sorted(e["key"] for e in saved) == sorted(expected)


def test_an_interrupted_campaign_resumes_from_its_saved_results(tmp_path: Path) -> None:
    """Ctrl-C after three results: they are saved; the same campaign again runs only the rest,
    and a last line cut short by a crash is run again, not misread."""
    tasks = _fuzz_tasks(5, 4 * BATCH)
    store = tmp_path / "r.jsonl"

    def stop_after_three(_key: str, _result: dict) -> None:
        if len(store.read_text().splitlines()) == 3:
            raise KeyboardInterrupt

    first = run(tasks, "t", workers=0, store=store, quiet=True, on_result=stop_after_three)
    assert first.interrupted and len(first.results) == 3
    with store.open("a") as f:
        f.write('{"key": "fuzz/cut sh')  # a crash in the middle of a line
    second = run(tasks, "t", workers=0, store=store, quiet=True)
    assert second.resumed == 3 and not second.interrupted
    assert second.results == run(tasks, "t", workers=0, quiet=True).results
    assert len(store.read_text().splitlines()) == 4


def test_a_store_with_a_bad_line_in_the_middle_is_refused(tmp_path: Path) -> None:
    from pllvm.errors import InputError

    store = tmp_path / "r.jsonl"
    store.write_text('not json\n{"key": "a", "result": {}}\n')
    with pytest.raises(InputError, match=r"r.jsonl:1: not a campaign result line"):
        run([], "t", workers=0, store=store, quiet=True)


def test_a_failing_task_is_an_error_result_and_the_campaign_goes_on() -> None:
    out = run([Task("a", _reciprocal, (0,)), Task("b", _reciprocal, (2,))], "t", workers=0,
              quiet=True)
    assert out.results == {"a": {"error": "ZeroDivisionError: division by zero"}, "b": {"x": 0.5}}
    assert out.errors() == {"a": "ZeroDivisionError: division by zero"}


def _reciprocal(x: int) -> dict:
    return {"x": 1 / x}


def _exit_worker() -> dict:
    os._exit(1)


def test_a_task_whose_workers_die_is_not_saved_and_runs_again_on_resume(tmp_path: Path) -> None:
    """A task that kills every worker it runs on ends as Dask's KilledWorker: an error of the
    machine, not a result. It is reported but not saved, so the campaign resumed runs it again."""
    import dask
    from distributed import Client, LocalCluster

    store = tmp_path / "r.jsonl"
    kept = Task("b", _reciprocal, (2,))
    run([kept], "t", workers=0, store=store, quiet=True)
    one = {"n_workers": 1, "threads_per_worker": 1, "processes": True, "dashboard_address": ":0"}
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), \
            LocalCluster(**one) as cluster, Client(cluster):
        out = run([kept, Task("dies", _exit_worker, ())], "t", scheduler=cluster.scheduler_address,
                  store=store, quiet=True)
    assert out.resumed == 1 and "KilledWorker" in out.errors()["dies"]
    assert [json.loads(line)["key"] for line in store.read_text().splitlines()] == ["b"]
    # the machine repaired: the same key runs again (here in this process, a task that returns)
    again = run([kept, Task("dies", _reciprocal, (4,))], "t", workers=0, store=store, quiet=True)
    assert again.resumed == 1 and again.results == {"b": {"x": 0.5}, "dies": {"x": 0.25}}


def test_results_of_changed_code_are_not_resumed(tmp_path: Path) -> None:
    """A saved result names the source files its worker had loaded, with their digest: after a
    change to one of them the task runs again; a change elsewhere keeps it."""
    from pllvm.campaigns.runner import code_used, digest

    store = tmp_path / "r.jsonl"
    run([Task("a", _reciprocal, (4,)), Task("b", _reciprocal, (2,))], "t", workers=0, store=store,
        quiet=True)
    lines = [json.loads(line) for line in store.read_text().splitlines()]
    assert "pllvm/campaigns/runner.py" in lines[0]["modules"]
    assert lines[0]["code"] == digest(tuple(lines[0]["modules"]))
    assert set(lines[0]["modules"]) <= set(code_used())
    lines[1]["modules"] = [*lines[1]["modules"], "pllvm/no_such_module.py"]  # changed: now absent
    lines[0]["result"] = {"x": 7}
    store.write_text("".join(json.dumps(e) + "\n" for e in lines))
    out = run([Task("a", _reciprocal, (4,)), Task("b", _reciprocal, (2,))], "t", workers=0,
              store=store, quiet=True)
    assert out.resumed == 1 and out.results == {"a": {"x": 7}, "b": {"x": 0.5}}
