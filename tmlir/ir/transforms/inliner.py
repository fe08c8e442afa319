"""Inlining of ``func.call`` to ``func.func``.

Functions are visited callees first (strongly connected components of the call graph in
reverse topological order), so a callee is fully inlined before it is inlined into its callers;
calls within one component (recursion) are never inlined. A call is inlined when its callee
resolves (nearest symbol table) to a ``func.func`` with a body, neither has ``no_inline``, and
the operand and result types match the callee's signature.

* A single-block callee is cloned before the call; ``func.return``'s operands replace the
  call's results.
* A multi-block callee is inlined only when the call sits directly in a ``func.func`` body (a
  CFG region): the call's block is split after the call, the callee's blocks are cloned in
  between, and each ``func.return`` becomes a ``cf.br`` to the continuation block whose
  arguments replace the call's results. Calls elsewhere to multi-block callees are left alone.

Inlined ops get a ``callsite(callee_loc at call_loc)`` location. Private callees left without
any reference are erased. Like MLIR's inliner, the pass then runs ``default-pipeline``
(canonicalize by default; empty for none) on every function.
"""
from __future__ import annotations

from ..core import Operation, Block
from ..location import CallSiteLoc
from ..opdef import lookup_op_class
from ..passmanager import Pass, register_pass, Option, PassManager
from ..symbols import (lookup_nearest_symbol_from, is_private, symbol_name, op_symbol_refs,
                       nearest_symbol_table)


def _funcs(root):
    return [o for o in ([root] + root.walk_ops()) if o.name == "func.func"]


def _calls_in(func):
    return [o for o in func.walk_ops() if o.name == "func.call"]


def _callee(call):
    ref = call.properties.get("callee") or call.attributes.get("callee")
    if ref is None:
        return None
    f = lookup_nearest_symbol_from(call, ref)
    return f if f is not None and f.name == "func.func" else None


def _sccs(nodes, edges):
    """Tarjan's SCCs, iterative; returned callees-first (reverse topological order)."""
    index, low, on, st, out = {}, {}, set(), [], []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(edges.get(root, ())))]
        index[root] = low[root] = counter
        counter += 1
        st.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    st.append(w)
                    on.add(w)
                    work.append((w, iter(edges.get(w, ()))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = st.pop()
                    on.discard(x)
                    comp.append(x)
                    if x is v:
                        break
                out.append(comp)
    return out


def _callsite(loc, call_loc):
    return CallSiteLoc(loc, call_loc)


def _relocate(op, call_loc):
    for o in [op, *op.walk_ops()]:
        o.location = _callsite(o.location, call_loc)


def _types_match(call, callee):
    ft = callee.function_type.value
    return ([v.type for v in call.operands] == list(ft.inputs)
            and [r.type for r in call.results] == list(ft.results))


def can_inline(call, callee):
    if callee is None or callee.is_declaration():
        return False
    if callee.properties.get("no_inline") is not None or call.properties.get("no_inline") is not None:
        return False
    if callee.is_ancestor_of(call):
        return False
    if not _types_match(call, callee):
        return False
    if len(callee.regions[0].blocks) > 1:
        parent = call.parent_op
        return parent is not None and parent.name == "func.func"
    return True


def inline_call(call, callee):
    """Inline ``callee`` at ``call`` (see the module docstring); erases the call."""
    body = callee.regions[0]
    call_loc = call.location
    if len(body.blocks) == 1:
        block = body.blocks[0]
        mapping = dict(zip(block.args, call.operands))
        dest = call.parent
        term = block._last
        op = block._first
        while op is not None and op is not term:
            c = op.clone(mapping)
            _relocate(c, call_loc)
            dest.insert_before(c, call)
            op = op._next
        rets = [mapping.get(v, v) for v in term.operands] if term is not None else []
        call.replace_all_uses_with(rets)
        call.erase()
        return
    # multi-block callee: split the caller's block after the call
    block = call.parent
    region = block.parent
    cont = Block([r.type for r in call.results])
    region.insert_block(region.blocks.index(block) + 1, cont)
    nxt = call._next
    while nxt is not None:
        n2 = nxt._next
        nxt.detach()
        cont.append(nxt)
        nxt = n2
    for r, a in zip(call.results, cont.args):
        r.replace_all_uses_with(a)
    mapping = {}
    cloned = body.clone(mapping)
    for b in cloned.blocks:
        for o in b.ops_list():
            _relocate(o, call_loc)
    # returns become branches to the continuation
    br_cls = lookup_op_class("cf.br")
    for b in cloned.blocks:
        t = b._last
        if t is not None and t.name == "func.return":
            br = (br_cls or Operation).create("cf.br", list(t.operands), (), None, None, (), [cont], t.location)
            t.erase()
            b.append(br)
    entry = cloned.blocks[0]
    for a, v in zip(entry.args, call.operands):
        a.replace_all_uses_with(v)
    call.erase()
    for o in entry.ops_list():
        o.detach()
        block.append(o)
    rest = cloned.blocks[1:]
    for b in list(cloned.blocks):
        cloned.remove_block(b)
    pos = region.blocks.index(cont)
    for k, b in enumerate(rest):
        region.insert_block(pos + k, b)


def inline_calls(root, should_inline=None):
    """Inline calls everywhere under ``root``. Returns (calls inlined, functions changed)."""
    funcs = _funcs(root)
    calls = {}
    edges = {}
    for f in funcs:
        cs = []
        for c in _calls_in(f):
            g = _callee(c)
            cs.append((c, g))
        calls[f] = cs
        edges[f] = [g for _, g in cs if g is not None]
    comp_of = {}
    order = _sccs(funcs, edges)
    for i, comp in enumerate(order):
        for f in comp:
            comp_of[f] = i
    n = 0
    changed = []
    inlined_callees = set()
    for comp in order:
        for f in comp:
            did = False
            for c, g in calls[f]:
                if g is None or c.parent is None or comp_of.get(g) == comp_of[f]:
                    continue
                if not can_inline(c, g):
                    continue
                if should_inline is not None and not should_inline(c, g):
                    continue
                inline_call(c, g)
                inlined_callees.add(g)
                n += 1
                did = True
            if did:
                changed.append(f)
    if inlined_callees:
        _erase_dead_private(root, inlined_callees)
    return n, changed


def _erase_dead_private(root, candidates):
    referenced = set()
    for o in [root, *root.walk_ops()]:
        for _, r in op_symbol_refs(o):
            referenced.add(r.root)
    for f in candidates:
        if f.parent is None or not is_private(f):
            continue
        name = symbol_name(f)
        if name in referenced:
            continue
        if nearest_symbol_table(f.parent_op) is None:
            continue
        f.erase()


@register_pass("inline", "Inliner")
class InlinerPass(Pass):
    """Inline func.call of func.func and erase private callees left unused."""

    SCHEDULE_HINT = "it runs on symbol tables such as builtin.module"
    OPTIONS = {
        "default-pipeline": Option(str, "canonicalize", "pipeline run on each function after inlining"),
    }

    def can_schedule_on(self, op):
        from ..opdef import SymbolTable
        return SymbolTable in op.traits

    def run_on_operation(self, op):
        inline_calls(op)
        pipeline = self.options["default-pipeline"].strip()
        if pipeline:
            pm = PassManager.parse(pipeline, verify=False)
            for f in _funcs(op):
                if f.parent is not None and not f.is_declaration():
                    pm.run(f)
