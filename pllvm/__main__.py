"""`python -m pllvm`: the command line."""

import sys

from pllvm.cli import main

sys.exit(main())
