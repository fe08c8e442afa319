"""Symbol dead-code elimination: erase private symbols that nothing live references.

Live roots are the non-symbol ops and the non-private symbols of the symbol table the pass
runs on; a live op makes live every symbol it references (resolved from the referencing op
through the enclosing symbol tables, following nested references ``@a::@b``). A live nested
symbol table contributes its own non-private symbols and non-symbol ops. Private symbols not
reached are erased.
"""
from __future__ import annotations

from ..opdef import SymbolTable as SymbolTableTrait
from ..passmanager import Pass, register_pass
from ..symbols import symbol_name, is_private, op_symbol_refs


def symbol_dce(root):
    """Erase unreachable private symbols under the symbol-table op ``root``. Returns the count."""
    tables = {}

    def table(t):
        d = tables.get(t)
        if d is None:
            d = {}
            if t.regions and t.regions[0].blocks:
                for o in t.regions[0].blocks[0]:
                    n = symbol_name(o)
                    if n is not None:
                        d[n] = o
            tables[t] = d
        return d

    live = set()
    work = []

    def mark(o):
        if o not in live:
            live.add(o)
            work.append(o)

    def seed(t):
        for o in t.regions[0].blocks[0] if t.regions and t.regions[0].blocks else ():
            if symbol_name(o) is None or not is_private(o):
                mark(o)

    def resolve(user, ref):
        # closest enclosing symbol table of the user (not the user itself)
        t = user.parent_op
        while t is not None:
            if SymbolTableTrait in t.traits:
                s = table(t).get(ref.root)
                if s is not None:
                    mark(s)
                    for name in ref.nested:
                        if SymbolTableTrait not in s.traits:
                            break
                        s = table(s).get(name)
                        if s is None:
                            break
                        mark(s)
                    return
            t = t.parent_op

    seed(root)
    while work:
        o = work.pop()
        if o is not root and SymbolTableTrait in o.traits:
            seed(o)
            for _, ref in op_symbol_refs(o):
                resolve(o, ref)
            continue
        stack = [o]
        while stack:
            x = stack.pop()
            for _, ref in op_symbol_refs(x):
                resolve(x, ref)
            for region in x.regions:
                for block in region.blocks:
                    for y in block:
                        if SymbolTableTrait in y.traits:
                            mark(y)
                        else:
                            stack.append(y)
    dead = []
    todo = [root]
    while todo:
        t = todo.pop()
        for o in list(table(t).values()):
            if o in live:
                if SymbolTableTrait in o.traits:
                    todo.append(o)
            elif is_private(o):
                dead.append(o)
    for o in dead:
        for r in o.results:
            r.uses.clear()
        o.erase(check_uses=False)
    return len(dead)


@register_pass("symbol-dce", "SymbolDCE")
class SymbolDCEPass(Pass):
    """Erase private symbols (functions, globals, ...) that are not referenced."""

    SCHEDULE_HINT = "it runs on symbol tables such as builtin.module"

    def can_schedule_on(self, op):
        return SymbolTableTrait in op.traits

    def run_on_operation(self, op):
        self.num_erased = symbol_dce(op)
