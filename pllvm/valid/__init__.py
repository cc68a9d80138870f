"""Static well-formedness: SSA, dominance, types, P-LLVM Def. 11 (1, 2), and the normal form."""

from pllvm.valid.diagnostics import Diagnostic
from pllvm.valid.function import verify_function
from pllvm.valid.module import module_context, verify_module
from pllvm.valid.normal_form import check_normal_form

__all__ = ["Diagnostic", "check_normal_form", "module_context", "verify_function", "verify_module"]
