"""Testing helpers: the differential pass harness (``differential``)."""
