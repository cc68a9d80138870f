"""[CHK-REFINE] Refinement of values: poison allows anything, ⊤ anything but poison, a defined
value only itself; floats bit for bit except NaN payloads."""

from __future__ import annotations

import math

import pytest

from pllvm.check.refine import refines, same_value, within
from pllvm.exec.lanes import POISON


@pytest.mark.parametrize("target", [0, -1, 2.5, None, POISON, [1, POISON]])
def test_poison_in_the_source_allows_anything(target: object) -> None:
    assert refines(POISON, target)


def test_undef_in_the_source_allows_any_value_but_poison() -> None:
    assert refines(None, 7) and refines(None, None) and refines(None, -0.0)
    assert not refines(None, POISON)
    assert not refines(None, [1, POISON])


def test_a_defined_source_value_allows_only_itself() -> None:
    assert refines(3, 3)
    assert not refines(3, 4)
    assert not refines(3, None), "a target less defined than its source is not a refinement"
    assert not refines(3, POISON)


def test_signed_zeros_differ_and_every_nan_is_one_value() -> None:
    assert not refines(-0.0, 0.0) and not refines(0.0, -0.0)
    assert refines(-0.0, -0.0)
    assert refines(math.nan, -math.nan) and refines("nan", math.nan)
    assert not refines(math.nan, 1.0) and not refines(1.0, math.nan)
    assert refines("inf", math.inf) and not refines("inf", "-inf")


def test_vectors_refine_element_by_element() -> None:
    assert refines([1, None, POISON], [1, 5, 9])
    assert not refines([1, None], [1, POISON])
    assert not refines([1, 2], [1, 2, 3])
    assert same_value([0.0, math.nan], [0.0, math.nan])
    assert not same_value([0.0], [-0.0])


def test_within_a_slack_and_an_infinite_slack_allows_anything() -> None:
    assert within(1.0, 1.0 + 1e-7, 1e-6) and not within(1.0, 1.1, 1e-6)
    assert within(1.0, POISON, math.inf), "some order overflows: the source allows poison"
    assert not within(1.0, POISON, 1.0)
    assert within([1.0, 2.0], [1.0, 2.5], [0.0, 1.0])
