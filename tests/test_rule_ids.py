"""Rule IDs: every rule semantics/ defines is cited by the code that implements it, and every rule
the code cites is defined (semantics/README.md).

The conventions the test holds the project to:

- A rule is *defined* in semantics/*.md where its bracketed ID opens a heading
  (`## [W-CMD] command`; a heading may define several: `## [WIDEN-UNDEF] and [WIDEN-FLAGS]`), is
  bold (`**[TXT-INT] ...**`), or fills the first cell of a table row (`| [VAL-SELECT] | ...`),
  and it is defined exactly once. Every other bracketed ID in semantics/ is a cross-reference
  and names a defined rule. The ID syntax is `helpers.RULE_ID`, one definition for every test.
- A rule is *cited* by a bracketed ID in a comment or a docstring (any string statement) of a
  Python file. Brackets in code and in other string literals (a list of one name, a help text)
  are not citations.
- A rule is *implemented* where a citation sits inside the body of a function or class of
  pllvm/ (its docstring or a comment in it): the reader of the rule finds the code that runs it.
  A module docstring or a comment at the top of a module describes a module, not the code that
  implements a rule, and does not count; nor do tests, which show a rule but do not implement it.
- Every ID cited in pllvm/ or tests/, wherever it stands, is defined in semantics/.
"""

from __future__ import annotations

import re

from helpers import ROOT, RULE_CITATION, rule_citations, rule_definitions

DEFINED = rule_definitions()
CITED = rule_citations(ROOT / "pllvm", ROOT / "tests")


def _listing(rules: dict[str, list[str]]) -> str:
    return "\n".join(f"  [{r}] {', '.join(w[:3])}" for r, w in sorted(rules.items()))


def test_the_semantics_defines_rules() -> None:
    """The definitions are found (a guard against a convention the collector no longer sees)."""
    assert len(DEFINED) > 150
    assert {"INIT", "BLS-W-STEP", "VAL-UNDEF-AND", "CHK-SAME", "TR-LIN-DEAD-ARM",
            "TXT-INT", "WF-MASK"} <= set(DEFINED)


def test_every_rule_is_defined_once() -> None:
    twice = {r: w for r, w in DEFINED.items() if len(w) > 1}
    assert not twice, "rules defined more than once:\n" + _listing(twice)


def test_every_rule_is_cited_by_the_function_that_implements_it() -> None:
    implemented = {r for r, where in CITED.items()
                   if any(inside and w.startswith("pllvm/") for w, inside in where)}
    uncited = {r: w for r, w in DEFINED.items() if r not in implemented}
    assert not uncited, ("rules no function or class of pllvm/ cites (cite the rule in the "
                         "docstring of the function that implements it):\n" + _listing(uncited))


def test_every_cited_rule_is_defined() -> None:
    undefined = {r: [w for w, _ in where] for r, where in CITED.items() if r not in DEFINED}
    assert not undefined, "rules cited in pllvm/ or tests/ but not defined in semantics/:\n" \
        + _listing(undefined)


def test_every_rule_the_semantics_refers_to_is_defined() -> None:
    dangling: dict[str, list[str]] = {}
    for path in sorted((ROOT / "semantics").glob("*.md")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for rule in RULE_CITATION.findall(line):
                if rule not in DEFINED:
                    dangling.setdefault(rule, []).append(f"{path.relative_to(ROOT)}:{n}")
    assert not dangling, "rules semantics/ refers to but does not define:\n" + _listing(dangling)


def test_the_id_syntax() -> None:
    """What is a citation and what is not."""
    text = "[BLS-W-STEP], [INIT]; ([TR-LIN-DEAD-ARM]) not a[N], [0, W), [link](x), [lower-case]"
    assert RULE_CITATION.findall(text) == ["BLS-W-STEP", "INIT", "TR-LIN-DEAD-ARM"]
    assert not re.fullmatch(RULE_CITATION, "[EVALTERM-*]")
