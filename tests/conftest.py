"""pytest hooks for the whole suite."""
import os

# tmlir's compile pipelines verify the IR once, at the end of each pipeline; the tests verify it
# after every pass that changed it too (``tmlir.pipelines.verify_each_pass``), so that a pass
# leaving invalid IR is named
os.environ.setdefault("TMLIR_VERIFY_EACH_PASS", "1")


def pytest_report_header(config):
    # which slice of the e2e suite tests/test_e2e_subset.py runs (it rotates from commit to commit)
    from tmlir.e2e.subset import describe_offset
    return describe_offset()
