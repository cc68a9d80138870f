"""The exception hierarchy: every error pllvm raises for bad input says where it happened."""

from __future__ import annotations

import attrs


@attrs.frozen
class Loc:
    """A position in a source text: 1-based line and column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class PllvmError(Exception):
    """Base of all errors pllvm reports to a user; `where` names the location, if known."""

    def __init__(self, message: str, where: object | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where is not None else self.message


class ParseError(PllvmError):
    """The text is not P-LLVM: a lexical or syntactic error at a file:line:col."""


class Unsupported(PllvmError):
    """The program uses something pllvm cannot execute (a type or function it has no semantics for)."""


class InputError(PllvmError):
    """A file or argument given on the command line cannot be used."""


class TransformError(PllvmError):
    """A transformation cannot be applied: the program breaks one of its preconditions."""


class LoweringError(PllvmError):
    """A program cannot be lowered to SIMD LLVM IR: the message names the instruction and why."""


class NativeFault(PllvmError):
    """Native code died by a signal or ran past its time limit (run in a child process)."""
