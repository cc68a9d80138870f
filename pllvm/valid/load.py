"""Reading a program file for a command: parse errors and unreadable files as `InputError`s, and
no command acting on an ill-formed program."""

from __future__ import annotations

from pllvm.errors import InputError
from pllvm.syntax import Function, Module

__all__ = ["function_named", "load_module"]

MAX_SHOWN = 10  # diagnostics an error message lists


def load_module(path: str, verify: bool = True) -> Module:
    """The module in `path`; with `verify`, refused unless it is well-formed, with the diagnostics
    `pllvm verify` prints."""
    m = _parse(path)
    if not verify:
        return m
    from pllvm.valid import verify_module

    errors = [d for d in verify_module(m) if d.severity == "error"]
    if errors:
        shown = "\n".join(f"  {d}" for d in errors[:MAX_SHOWN])
        more = f"\n  ... and {len(errors) - MAX_SHOWN} more" if len(errors) > MAX_SHOWN else ""
        raise InputError(f"{path} is not well-formed ({len(errors)} error"
                         f"{'s' if len(errors) != 1 else ''}; `pllvm verify` explains):\n{shown}{more}")
    return m


def _parse(path: str) -> Module:
    from pllvm.text import parse_file

    try:
        return parse_file(path)
    except FileNotFoundError:
        raise InputError(f"no such file: {path}") from None
    except IsADirectoryError:
        raise InputError(f"{path} is a directory, not a P-LLVM file") from None
    except UnicodeDecodeError as e:
        raise InputError(f"{path} is not UTF-8 text ({e.reason} at byte {e.start})") from None
    except PermissionError:
        raise InputError(f"cannot read {path}: permission denied") from None


def function_named(module: Module, name: str | None) -> Function:
    """`module.function(name)` (None: the only one), with a missing one as an InputError."""
    try:
        return module.function(name)
    except KeyError as e:
        raise InputError(e.args[0]) from None
