"""The symbolic engine of `pllvm check` (issue 8): P-LLVM semantics encoded in z3."""
