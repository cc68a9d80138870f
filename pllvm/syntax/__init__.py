"""The P-LLVM language as immutable data: types, values, instructions, blocks, functions, modules."""

from pllvm.syntax.instructions import *  # noqa: F403
from pllvm.syntax.module import *  # noqa: F403
from pllvm.syntax.types import *  # noqa: F403
from pllvm.syntax.values import *  # noqa: F403
