"""Locations: where an op came from. Printed as ``loc(...)`` when debug info is requested.

    >>> str(FileLineColLoc("model.py", 12, 4))
    'loc("model.py":12:4)'
    >>> str(NameLoc("conv1", FileLineColLoc("m.py", 3, 1)))
    'loc("conv1"("m.py":3:1))'
"""
from __future__ import annotations

from .attributes import Attribute, escape_string


class Location(Attribute):
    __slots__ = ()

    def _format(self):
        return f"loc({self._inner()})"

    def _inner(self) -> str:
        raise NotImplementedError

    def file_line_col(self):
        """The first file/line/column found in this location, or None."""
        return None

    def describe(self) -> str:
        """A short human form: ``model.py:12:4`` or ``unknown location``."""
        flc = self.file_line_col()
        return f"{flc[0]}:{flc[1]}:{flc[2]}" if flc else "unknown location"


class UnknownLoc(Location):
    __slots__ = ()

    def _init(self):
        pass

    def _args(self):
        return ()

    def _inner(self):
        return "unknown"


class FileLineColLoc(Location):
    __slots__ = ("filename", "line", "col")

    @classmethod
    def _key(cls, filename, line, col=0):
        return (str(filename), int(line), int(col))

    def _init(self, filename, line, col):
        self.filename = filename
        self.line = line
        self.col = col

    def _args(self):
        return (self.filename, self.line, self.col)

    def _inner(self):
        return f'"{escape_string(self.filename)}":{self.line}:{self.col}'

    def file_line_col(self):
        return (self.filename, self.line, self.col)


class FileLineColRange(FileLineColLoc):
    """``"file":line:col to end_line:end_col`` (printed ``to :end_col`` on one line)."""

    __slots__ = ("end_line", "end_col")

    @classmethod
    def _key(cls, filename, line, col, end_line, end_col):
        return (str(filename), int(line), int(col), int(end_line), int(end_col))

    def _init(self, filename, line, col, end_line, end_col):
        self.filename = filename
        self.line = line
        self.col = col
        self.end_line = end_line
        self.end_col = end_col

    def _args(self):
        return (self.filename, self.line, self.col, self.end_line, self.end_col)

    def _inner(self):
        end = f":{self.end_col}" if self.end_line == self.line else f"{self.end_line}:{self.end_col}"
        return f"{super()._inner()} to {end}"


def file_line_col_range(filename, line, col, end_line, end_col):
    """A FileLineColRange, or the FileLineColLoc it reduces to when it ends where it starts."""
    if end_line == line and end_col == col:
        return FileLineColLoc(filename, line, col)
    return FileLineColRange(filename, line, col, end_line, end_col)


class NameLoc(Location):
    __slots__ = ("name", "child")

    @classmethod
    def _key(cls, name, child=None):
        return (str(name), child if child is not None else UNKNOWN_LOC)

    def _init(self, name, child):
        self.name = name
        self.child = child

    def _args(self):
        return (self.name, self.child)

    def _inner(self):
        if self.child is UNKNOWN_LOC:
            return f'"{escape_string(self.name)}"'
        return f'"{escape_string(self.name)}"({self.child._inner()})'

    def file_line_col(self):
        return self.child.file_line_col()


class CallSiteLoc(Location):
    __slots__ = ("callee", "caller")

    def _init(self, callee, caller):
        self.callee = callee
        self.caller = caller

    def _args(self):
        return (self.callee, self.caller)

    def _inner(self):
        return f"callsite({self.callee._inner()} at {self.caller._inner()})"

    def file_line_col(self):
        return self.callee.file_line_col() or self.caller.file_line_col()


class FusedLoc(Location):
    __slots__ = ("locations", "metadata")

    @classmethod
    def _key(cls, locations, metadata=None):
        return (tuple(locations), metadata)

    def _init(self, locations, metadata):
        self.locations = locations
        self.metadata = metadata

    def _args(self):
        return (self.locations, self.metadata)

    def _inner(self):
        meta = f"<{self.metadata}>" if self.metadata is not None else ""
        return f"fused{meta}[{', '.join(l._inner() for l in self.locations)}]"

    def file_line_col(self):
        for l in self.locations:
            r = l.file_line_col()
            if r:
                return r
        return None


UNKNOWN_LOC = UnknownLoc()


def fused_loc(locations, metadata=None):
    """A fused location as MLIR builds one: nested fused locations with the same metadata are
    flattened, unknown locations and duplicates dropped; nothing left gives ``unknown`` (or
    ``fused<metadata>[unknown]``) and a single location without metadata is returned as is."""
    out = []
    for loc in locations:
        if type(loc) is FusedLoc and loc.metadata is metadata:
            parts = loc.locations
        elif loc is UNKNOWN_LOC:
            continue
        else:
            parts = (loc,)
        for p in parts:
            if p not in out:
                out.append(p)
    if not out:
        return UNKNOWN_LOC if metadata is None else FusedLoc([UNKNOWN_LOC], metadata)
    if len(out) == 1 and metadata is None:
        return out[0]
    return FusedLoc(out, metadata)
