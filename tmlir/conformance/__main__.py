"""``python -m tmlir.conformance``: see ``tmlir.conformance.cli``."""
import sys

from tmlir.conformance.cli import main

if __name__ == "__main__":
    sys.exit(main())
