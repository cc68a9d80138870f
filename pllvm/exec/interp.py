"""The two interpretations of the lock-step semantics (ch. 4): under FR (freezing) a passive
thread keeps the values its variables had ([UPD-ENV]); under OBL (oblivious) they become ⊤."""

from __future__ import annotations

from typing import Literal

from pllvm.errors import InputError

__all__ = ["INTERPS", "Interp", "interp_named"]

Interp = Literal["FR", "OBL"]

#: every interpretation, as the command line offers them
INTERPS: tuple[Interp, ...] = ("FR", "OBL")


def interp_named(text: str) -> Interp:
    """The interpretation a user names (FR or OBL); InputError for anything else."""
    for interp in INTERPS:
        if text == interp:
            return interp
    raise InputError(f"interpretation must be FR or OBL, not {text!r}")
