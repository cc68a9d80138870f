"""The HTML page of a run (`pllvm run|explore|check --html`), driven in a real headless Chromium:
stepping forwards and backwards shows the masks and values of the figures' protocols."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main
from pllvm.exec.page import rule_texts

LOGSTAR = CORPUS / "thesis" / "fig3.20_logstar.pll"
SHADOW = CORPUS / "thesis" / "fig4.11_shadow_phi.pll"
SCHEDULED = CORPUS / "exec" / "schedule_dependent.pll"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
DRIVER = shutil.which("chromedriver")
INSTALL = ("install Debian's chromium and chromium-driver (apt-get install chromium chromium-driver, "
           "or `make install` as root) and selenium (in the dev extra)")

needs_dot = pytest.mark.skipif(shutil.which("dot") is None,
                               reason="graphviz's dot draws the CFG: apt-get install graphviz")


def _page(tmp_path: Path, name: str, *argv: str) -> Path:
    out = tmp_path / name
    assert main([*argv, "--html", str(out)]) in (0, 1)
    return out


@needs_dot
def test_the_page_is_self_contained_and_small(tmp_path: Path) -> None:
    out = _page(tmp_path, "fig3.20b.html", "run", str(LOGSTAR), "-W", "2", "--arg", "n=88.38,1.5")
    text = out.read_text(encoding="utf-8")
    assert out.stat().st_size < 1_000_000
    # nothing to fetch: no external scripts, styles, images or links (the SVG's xmlns is a name)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", text)
    assert "@import" not in text and "url(" not in text
    assert "<svg" in text and "[PC-PASSIVE]" in text  # the CFG and the rules' text are inline


def test_every_rule_the_interpreter_records_has_its_text_in_semantics() -> None:
    from pllvm.errors import PllvmError
    from pllvm.exec import run
    from pllvm.syntax import PtrType
    from pllvm.text import parse_file

    fired: set[str] = set()
    for path in sorted((CORPUS / "thesis").glob("fig*.pll")):
        m = parse_file(path)
        for fn in m.functions:
            if any(isinstance(p.ty, PtrType) for p in fn.params):
                continue
            try:
                r = run(m, fn.name, 2, "FR", {p.name: [0, 1] for p in fn.params}, trace=True, fuel=200)
            except PllvmError:
                continue
            fired |= {f.rule for s in r.trace for f in s.firings}
    assert {"CMSK", "AMSK", "EVALPHI", "EVALPHI-SHADOW", "PC-PASSIVE"} <= fired
    assert fired - set(rule_texts()) == set()


@pytest.fixture(scope="module")
def browser():  # type: ignore[no-untyped-def]
    if CHROMIUM is None or DRIVER is None:
        pytest.skip(f"no Chromium or chromedriver: {INSTALL}")
    webdriver = pytest.importorskip("selenium.webdriver", reason=INSTALL)
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1800"):
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    # the page must open with no network at all
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
    yield driver
    driver.quit()


def _cell(driver, pane: int, **data: object) -> str:  # type: ignore[no-untyped-def]
    sel = "".join(f'[data-{k}="{v}"]' for k, v in data.items())
    return driver.find_element("css selector", f"#p{pane} {sel}").text


def _key(driver, key: str, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.action_chains import ActionChains

    for _ in range(times):
        ActionChains(driver).send_keys(key).perform()


def _masks(driver, pane: int) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    row = {k: "".join(_cell(driver, pane, row=k, thread=t) for t in (0, 1)) for k in ("cmsk", "amsk")}
    return row["cmsk"], row["amsk"]


@needs_dot
def test_fig_3_20b_stepped_forwards_and_backwards(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.keys import Keys

    out = _page(tmp_path, "fig3.20b.html", "run", str(LOGSTAR), "-W", "2", "--arg", "n=88.38,1.5")
    browser.get(out.as_uri())
    assert browser.execute_script("return performance.getEntriesByType('resource').length") == 0
    assert browser.find_element("id", "step").text == "step 0 of 4"
    titles = [e.text for e in browser.find_elements("css selector", ".pane h2")]
    assert titles == ["FR: @logstar, 2 thread(s), FR", "OBL: @logstar, 2 thread(s), OBL"]
    # the first B: both threads active, i.next = [1, 1] on both sides
    _key(browser, Keys.ARROW_RIGHT)
    assert _masks(browser, 0) == ("11", "11")
    assert [_cell(browser, 0, var="i.next", thread=t) for t in (0, 1)] == ["1", "1"]
    # the second B: t1 has left; FR keeps its i.next = 1, OBL overwrites it with ⊤ (§4.6)
    _key(browser, Keys.ARROW_RIGHT)
    assert browser.find_element("id", "step").text == "step 2 of 4"
    assert _masks(browser, 0) == ("10", "10") and _masks(browser, 1) == ("10", "10")
    assert [_cell(browser, 0, var="i.next", thread=t) for t in (0, 1)] == ["2", "1"]
    assert [_cell(browser, 1, var="i.next", thread=t) for t in (0, 1)] == ["2", "⊤"]
    top = browser.find_element("css selector", '#p1 [data-var="i.next"][data-thread="1"] .top')
    assert top.text == "⊤"
    row = browser.find_element("css selector", "#p0-protocol tr[data-step='2']")
    assert "cur" in row.get_attribute("class")
    # the block executed is highlighted in the CFG; the active thread's chip too
    assert browser.find_element("css selector", "#p0 g.node.cur title").get_attribute(
        "textContent") == "B"
    assert "active" in browser.find_element("id", "p0-t0").get_attribute("class")
    assert "passive" in browser.find_element("id", "p0-t1").get_attribute("class")  # waits at C
    # the rules name thread and instruction
    rules = browser.find_element("id", "p0-rules").text
    assert "PC-ACTIVE(t0)" in rules.replace(" ", "") and "PC-PASSIVE(t1)" in rules.replace(" ", "")
    # back one step, then to the end: C returns [3, 1] under FR and [3, ⊤] under OBL
    _key(browser, Keys.ARROW_LEFT)
    assert browser.find_element("id", "step").text == "step 1 of 4"
    assert [_cell(browser, 1, var="i.next", thread=t) for t in (0, 1)] == ["1", "1"]
    _key(browser, Keys.END)
    assert [_cell(browser, 0, var="r", thread=t) for t in (0, 1)] == ["3", "1"]
    assert [_cell(browser, 1, var="r", thread=t) for t in (0, 1)] == ["3", "⊤"]
    assert "ret [3, ⊤]" in browser.find_element("css selector", "#p1 .outcome").text
    # the slider steps too
    slider = browser.find_element("id", "slider")
    browser.execute_script("arguments[0].value = 0; arguments[0].dispatchEvent(new Event('input'))",
                           slider)
    assert browser.find_element("id", "step").text == "step 0 of 4"
    shot = tmp_path / "fig3.20b.png"
    assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 10_000


@needs_dot
def test_fig_4_11_the_shadow_phi(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.keys import Keys

    out = _page(tmp_path, "fig4.11.html", "run", str(SHADOW), "-W", "2", "--arg", "p=0,1",
                "--arg", "b=1,0", "--schedule", "A B C D")
    browser.get(out.as_uri())
    _key(browser, Keys.ARROW_RIGHT)  # B: t1 is there, its predicate false; t0 waits at D
    assert _masks(browser, 0) == ("01", "00")
    assert "masked" in browser.find_element("id", "p0-t1").get_attribute("class")
    assert [_cell(browser, 0, row="next_after", thread=t) for t in (0, 1)] == ["D", "⊤"]
    _key(browser, Keys.ARROW_RIGHT)  # C: t1 takes the incoming 1, t0 (no cmsk) the shadow 2
    assert _masks(browser, 0) == ("01", "01")
    for pane in (0, 1):  # the shadow phi is the same under FR and OBL (§4.8)
        assert [_cell(browser, pane, var="x", thread=t) for t in (0, 1)] == ["2", "1"]
    assert "EVALPHI-SHADOW" in browser.find_element("id", "p0-rules").text
    _key(browser, Keys.HOME)
    assert browser.find_element("id", "step").text == "step 0 of 3"
    browser.save_screenshot(str(tmp_path / "fig4.11.png"))


@needs_dot
def test_explore_page_chooses_between_schedules(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Two greedy schedules, two outcomes: t1 leaves the predicated P with ℓnext = ⊤ and joins
    whichever successor is scheduled first; each outcome's page shows the value it took at J."""
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    out = _page(tmp_path, "explore.html", "explore", str(SCHEDULED), "-W", "2", "--arg", "a=0,1",
                "--arg", "t=0,1")
    browser.get(out.as_uri())
    pick = Select(browser.find_element("id", "view"))
    names = [o.get_attribute("textContent") for o in pick.options]
    assert [n.split(" (")[0] for n in names] == ["outcome 1: ret [1, 1]", "outcome 2: ret [0, 0]"]
    for k, j in ((0, ["5", "-2"]), (1, ["5", "2"])):
        pick.select_by_index(k)
        browser.find_element("id", "last").click()  # the select keeps the keys while focused
        assert [_cell(browser, 0, var="j", thread=t) for t in (0, 1)] == j
    _key(browser, Keys.HOME)
    assert browser.find_element("css selector", "#p0 g.node.cur title").get_attribute(
        "textContent") == "entry"


@needs_dot
def test_check_writes_its_counterexample_as_a_page(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture) -> None:
    bug = CORPUS / "mutations" / "m01_phi_without_edge_predicate.pll"
    argv = ["check", str(bug), str(bug), "--source-function", "src", "--relation", "vectorize",
            "--lanes", "4", "--shapes", "v,v", "--examples", "20"]
    out = tmp_path / "cx.html"
    assert main([*argv, "--target-function", "bad", "--html", str(out)]) == 1
    text = out.read_text(encoding="utf-8")
    assert "counterexample (vectorize, W = 4)" in text
    assert '"title": "source (FR)"' in text and '"title": "target (OBL)"' in text
    good = tmp_path / "none.html"
    assert main([*argv, "--target-function", "good", "--html", str(good)]) == 0
    assert not good.exists()
    assert "no page written" in capsys.readouterr().err


def test_without_graphviz_the_page_is_an_error_and_nothing_is_written(tmp_path: Path) -> None:
    import subprocess
    import sys

    out = tmp_path / "p.html"
    r = subprocess.run([sys.executable, "-m", "pllvm", "run", str(LOGSTAR), "-W", "2", "--arg",
                        "n=88.38,1.5", "--html", str(out)], capture_output=True, text=True,
                       env={"PATH": str(tmp_path)}, check=False)
    assert r.returncode == 2, r.stderr
    assert "drawing the CFG needs graphviz's `dot`" in r.stderr and "Traceback" not in r.stderr
    assert list(tmp_path.iterdir()) == []


POISON = """
define i8 @inc(i8 %x) {
entry:
  %y = add nsw i8 %x, 1
  %u = add i8 %y, undef
  ret i8 %y
}
"""


@needs_dot
def test_poison_and_undef_are_shown_apart_from_numbers(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """LLVM IR's poison (an `add nsw` that overflows on t1) and ⊤ (undef) each have their mark."""
    src = tmp_path / "inc.ll"
    src.write_text(POISON)
    out = _page(tmp_path, "inc.html", "run", str(src), "-W", "2", "--arg", "x=1,127")
    browser.get(out.as_uri())
    assert [_cell(browser, 0, var="y", thread=t) for t in (0, 1)] == ["2", "poison"]
    assert browser.find_element("css selector", '#p0 [data-var="y"][data-thread="1"] .poison')
    assert browser.find_elements("css selector", '#p0 [data-var="y"][data-thread="0"] .poison') == []
    assert _cell(browser, 0, var="u", thread=0) == "⊤"
    assert browser.find_element("css selector", '#p0 [data-var="u"][data-thread="0"] .top')
