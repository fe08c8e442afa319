"""pytest hooks for the whole suite."""


def pytest_report_header(config):
    # which slice of the e2e suite tests/test_e2e_subset.py runs (it rotates from commit to commit)
    from tmlir.e2e.subset import describe_offset
    return describe_offset()
