"""P-LLVM text: the grammar, the parser (text to IR, located errors) and the printer (IR to text)."""

from pllvm.text.parser import parse_file, parse_module
from pllvm.text.printer import print_module, print_type, print_value

__all__ = ["parse_file", "parse_module", "print_module", "print_type", "print_value"]
