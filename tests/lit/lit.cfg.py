# lit configuration: RUN lines use tmlir-opt and filecheck from the installed test extra.
import os
import sys

import lit.formats

config.name = "tmlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "Output"]
root = os.path.dirname(os.path.dirname(config.test_source_root))
config.environment["PYTHONPATH"] = root + os.pathsep + os.environ.get("PYTHONPATH", "")
config.substitutions.append(("tmlir-opt", f"{sys.executable} -m tmlir.tools.opt"))
config.substitutions.append(("%python", sys.executable))   # scripts next to a test (importers)
config.substitutions.append(("filecheck", f"{sys.executable} -m filecheck"))
