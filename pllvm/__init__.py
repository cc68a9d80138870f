"""pllvm: reference interpreter and verifier for P-LLVM, the data-parallel extension of LLVM IR."""

__version__ = "0.1.0"
