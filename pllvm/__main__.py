"""The `pllvm` command (`python -m pllvm`, and the console script): the call is answered by a
running `pllvm server` of this code where there is one ([ENGINE-SERVER]), else run here."""

import os
import sys

from pllvm.launch import SWITCH, served


def main() -> int:
    """The server's answer when it can give one, else the call run in this process."""
    argv = sys.argv[1:]
    if os.environ.get(SWITCH) != "off" and argv[:1] != ["server"]:
        code = served(argv)
        if code is not None:
            return code
    from pllvm.cli import main as run_here

    return run_here(argv)


if __name__ == "__main__":
    sys.exit(main())
