"""``python -m tmlir.e2e``: see ``tmlir.e2e.cli``."""
import sys

from tmlir.e2e.cli import main

if __name__ == "__main__":
    sys.exit(main())
