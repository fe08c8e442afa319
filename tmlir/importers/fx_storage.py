"""Ops whose result depends on a tensor's storage, rewritten (FX -> FX) to read it from values.

``as_strided(t, size, stride, storage_offset)`` (and ``as_strided_copy``) addresses the memory of
``t``'s *base* tensor, not ``t``'s values in row-major order: after ``y = x.t()``,
``as_strided(y, [2], [1], 1)`` reads ``x``'s second element in memory, whatever ``y`` looks like,
and a ``storage_offset`` of None means ``t.storage_offset()``. The torch dialect has value
semantics, and its ``as_strided`` (see ``tmlir/transforms/decompositions/data_movement.py``)
gathers from its operand flattened in row-major order, which is that memory only for a contiguous
tensor that starts its storage. Every FX node carries what its tensor looks like in memory (the
``val`` metadata: sizes, strides, storage offset), so the graph is rewritten before import::

    as_strided(view(... view(base)), size, stride, off)
      -> as_strided(reshape(permute(base, perm), [-1]), size, stride, off - base.storage_offset())

where ``base`` is found by walking back through the ops that return an alias of their input (their
schema says ``Tensor(a) self -> Tensor(a)``: ``t``, ``permute``, ``slice``, ``select``,
``diagonal``, ``unfold``, ``expand``, ``detach``, ``as_strided``, ...), ``perm`` orders ``base``'s
dims from the largest stride to the smallest, and ``reshape(permute(base, perm), [-1])`` is then
``base``'s memory as a 1-d tensor (``base`` must be dense and non-overlapping: contiguous,
channels-last, a permuted clone, ...). A base that is not (an input that is itself a strided view
of a larger tensor) raises an error naming the op and the source line.

``as_strided_scatter(self, src, size, stride, off)`` copies the whole memory of ``self``'s base,
writes ``src`` at the positions ``as_strided`` would read, and returns the tensor with ``self``'s
sizes, strides and offset in that copy; it becomes a scatter into the 1-d memory above, then the
base rebuilt from it (``permute(view(...), inverse perm)``) and the views from the base to
``self`` applied again. A ``self`` that overlaps itself (an ``expand``) is cloned into a fresh
tensor first (PyTorch does the same), laid out in the order of its strides, with offset 0.
"""
from __future__ import annotations

import contextlib
import operator

import torch

_aten = torch.ops.aten

#: ops that read the storage of their input's base
STORAGE_READS = (_aten.as_strided.default, _aten.as_strided_copy.default)
#: ops that write into a copy of their input's storage
STORAGE_SCATTERS = (_aten.as_strided_scatter.default,)


def rewrite_storage_ops(graph, error):
    """``graph`` itself when none of its storage-dependent ops needs a rewrite, else a rewritten
    copy (the graph given is not changed; names and metadata are kept). ``error(message, node)``
    makes the exception raised for a program that cannot be rewritten."""
    if not any(n.op == "call_function" and n.target in STORAGE_READS + STORAGE_SCATTERS for n in graph.nodes):
        return graph
    if not any(_needs_rewrite(n) for n in graph.nodes):
        return graph
    new = torch.fx.Graph(owning_module=graph.owning_module)
    new.output(new.graph_copy(graph, {}))
    _StorageRewriter(new, error).run()
    return new


def _needs_rewrite(n):
    if n.op != "call_function" or n.target not in STORAGE_READS + STORAGE_SCATTERS:
        return False
    t = n.args[0]
    if _view_source(t) is not None:
        return True
    v = _val(t)
    if v is None:
        return False   # nothing says the layout is not contiguous (tensor_meta only)
    off = _offset_arg(n)
    return not _is_contiguous(v) or (off is not None and v.storage_offset() != 0)


# -- reading the metadata ---------------------------------------------------------------------------
def _val(node):
    v = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return v if isinstance(v, torch.Tensor) else None


def _hint(s):
    """An int for a size or stride (a symbolic one: the value the program was traced with)."""
    if isinstance(s, torch.SymInt):
        from torch.fx.experimental.symbolic_shapes import optimization_hint
        return int(optimization_hint(s))
    return int(s)


def _is_contiguous(v):
    expected = 1
    for size, stride in reversed(list(zip(v.shape, v.stride()))):
        size = _hint(size)
        if size != 1 and _hint(stride) != expected:
            return False
        expected *= size
    return True


def _is_dense(v):
    """Do ``v``'s elements fill ``numel`` consecutive memory slots, each once?"""
    dims = sorted(((_hint(st), _hint(sz)) for sz, st in zip(v.shape, v.stride()) if _hint(sz) != 1))
    expected = 1
    for stride, size in dims:
        if size == 0:
            return True
        if stride != expected:
            return False
        expected *= size
    return True


def _clone_perm(v):
    """The dims of ``v`` from outermost to innermost in memory, in the order ``clone()`` lays
    them out (``v``'s own for a dense tensor; for another, the order of its strides)."""
    if v.dim() <= 1:
        return list(range(v.dim()))
    from torch._prims_common import compute_elementwise_output_logical_to_physical_perm
    return list(compute_elementwise_output_logical_to_physical_perm(v)[0])


def _offset_arg(n):
    """The ``storage_offset`` argument of an as_strided-family node (None when not given)."""
    i = 4 if n.target in STORAGE_SCATTERS else 3
    if len(n.args) > i:
        return n.args[i]
    return n.kwargs.get("storage_offset")


def _view_source(node):
    """The node whose storage ``node``'s tensor shares (None when ``node`` owns its storage): the
    ``self`` of an op whose schema returns an alias of it, or of the list-returning op an
    ``operator.getitem`` reads."""
    if not isinstance(node, torch.fx.Node) or node.op != "call_function":
        return None
    if node.target is operator.getitem:
        src = node.args[0]
        if isinstance(src, torch.fx.Node) and src.op == "call_function" and _aliases_self(src.target, True):
            return src.args[0] if src.args else src.kwargs.get("self")
        return None
    if _aliases_self(node.target, False):
        return node.args[0] if node.args else node.kwargs.get("self")
    return None


def _aliases_self(target, returns_list):
    schema = getattr(target, "_schema", None)
    if schema is None or not schema.arguments or not schema.returns:
        return False
    arg, ret = schema.arguments[0].alias_info, schema.returns[0].alias_info
    if arg is None or ret is None or arg.is_write or ret.is_write:
        return False
    is_list = str(schema.returns[0].type).startswith("List")
    return is_list == returns_list


def _describe(node):
    if node.op == "placeholder":
        return f"input '{node.name}'"
    if node.op == "get_attr":
        return f"attribute '{node.target}'"
    return f"the result of {_op_name(node)} (node '{node.name}')"


def _op_name(n):
    return f"aten.{n.target.__name__}" if isinstance(n.target, torch._ops.OpOverload) else str(n.target)


def _set_val(node):
    """``node``'s ``val``: its op run on its arguments' vals (fake tensors, under their mode)."""
    args = torch.fx.node.map_arg(node.args, lambda a: a.meta.get("val"))
    kwargs = torch.fx.node.map_arg(node.kwargs, lambda a: a.meta.get("val"))
    tensors = [a.meta.get("val") for a in node.all_input_nodes if isinstance(a.meta.get("val"), torch.Tensor)]
    mode = torch._guards.detect_fake_mode(tensors)
    with mode if mode is not None else contextlib.nullcontext():
        node.meta["val"] = node.target(*args, **kwargs)


def _overlaps_itself(v):
    """Does some element of ``v`` share its memory with another (a stride 0 over a dim of more
    than one element)? ``as_strided_scatter`` then copies ``v`` into a fresh tensor."""
    return any(_hint(st) == 0 and _hint(sz) > 1 for sz, st in zip(v.shape, v.stride()))


# -- the rewrite ----------------------------------------------------------------------------------
class _StorageRewriter:
    def __init__(self, graph, error):
        self.graph = graph
        self.error = error
        self.flat = {}    # (base node, perm) -> its memory as a 1-d tensor node (reads)
        # rewritten scatter node -> the storage offset its 1-d result starts at in the memory the
        # program addresses (the base's offset)
        self.shift = {}

    def run(self):
        # scatters first: their results become views of a 1-d tensor, which the reads walk to
        for n in [n for n in self.graph.nodes if n.op == "call_function" and n.target in STORAGE_SCATTERS]:
            self._scatter(n)
        reads = [n for n in self.graph.nodes if n.op == "call_function" and n.target in STORAGE_READS]
        # every read is planned on the graph as the program wrote it (a read of a read walks
        # through the first one to their common base) before any is changed
        plans = [(n, self._plan(n)) for n in reads]
        for n, plan in plans:
            if plan is not None:
                base, _, perm, rel = plan
                flat = self._flatten(base, perm, before=n, shared=True)
                n.args = (flat, n.args[1], n.args[2], rel)
                n.kwargs = {k: v for k, v in n.kwargs.items() if k != "storage_offset"}
                _set_val(n)

    # building ------------------------------------------------------------------------------------
    def _node(self, target, args, like, before=None, after=None, kwargs=None):
        """A new node computing ``target(*args, **kwargs)``, with its ``val`` and the source
        location of ``like``, placed before ``before`` or after ``after``."""
        where = self.graph.inserting_before(before) if before is not None else self.graph.inserting_after(after)
        with where:
            node = self.graph.call_function(target, tuple(args), dict(kwargs or {}))
        for key in ("stack_trace", "nn_module_stack"):
            if key in like.meta:
                node.meta[key] = like.meta[key]
        _set_val(node)
        return node

    def _sizes(self, x, dims, like, before):
        """``x``'s sizes along ``dims``: ints, or ``sym_size`` nodes for symbolic ones."""
        v = _val(x)
        return [v.shape[d] if isinstance(v.shape[d], int) else self._node(_aten.sym_size.int, [x, d], like, before=before)
                for d in dims]

    def _flatten(self, base, perm, before, shared=False):
        """``reshape(permute(base, perm), [-1])``, placed before ``before``; ``shared``: one per
        base and perm (for reads, which are rewritten in graph order)."""
        key = (base, tuple(perm))
        flat = self.flat.get(key) if shared else None
        if flat is not None:
            return flat
        v = _val(base)
        p = base
        if perm != list(range(v.dim())):
            p = self._node(_aten.permute.default, [base, list(perm)], before, before=before)
        if v.dim() != 1 or p is not base:
            flat = self._node(_aten.reshape.default, [p, [-1]], before, before=before)
        else:
            flat = p
        if shared:
            self.flat[key] = flat
        return flat

    def _unflatten(self, flat, like_node, perm, like):
        """The inverse of ``_flatten``: ``flat`` (a 1-d node) in the shape of ``like_node`` laid out
        as ``perm``, placed after ``flat``; returns (first new node, result)."""
        sizes = self._sizes(like_node, perm, like, before=flat)
        r = self._node(_aten.view.default, [flat, sizes], like, after=flat)
        out = r
        if perm != list(range(len(perm))):
            out = self._node(_aten.permute.default, [r, [perm.index(d) for d in range(len(perm))]], like, after=r)
        return r, out

    # planning ------------------------------------------------------------------------------------
    def _plan(self, n):
        """(base, views from ``base`` to ``n``'s input, perm, offset in the 1-d memory) for an
        as_strided-family node ``n`` whose input must be read through its base's memory; None when
        its input is a contiguous tensor that starts its memory (read as it is)."""
        op = _op_name(n)
        t = n.args[0]
        base, chain = t, []
        while True:
            src = _view_source(base)
            if src is None:
                break
            chain.append(base)
            base = src
        tv, bv = _val(t), _val(base)
        off = _offset_arg(n)
        if tv is None or bv is None:
            if base is t:
                return None   # no layout metadata and no view: taken as a contiguous tensor
            raise self.error(f"{op} addresses the storage of a view of {_describe(base)}, and the graph has no "
                             "'val' metadata (strides, storage offset) to locate it", n)
        if base is t and _is_contiguous(tv) and (off is None or tv.storage_offset() == 0):
            return None
        if bv.dtype != tv.dtype:
            raise self.error(f"{op} addresses a view of {_describe(base)} that reinterprets its {bv.dtype} memory as "
                             f"{tv.dtype}; tmlir supports as_strided only on views of the same dtype", n)
        if not _is_dense(bv):
            raise self.error(
                f"{op} addresses the storage of {_describe(base)}, whose layout (sizes {list(bv.shape)}, strides "
                f"{list(bv.stride())}) has gaps or overlaps: tmlir has only that tensor's values, not the memory "
                "between them (pass a contiguous tensor, e.g. x.contiguous())", n)
        if isinstance(off, torch.fx.Node):
            raise self.error(f"{op} of a view has a run-time storage offset; tmlir supports constant offsets", n)
        start = off - self.shift.get(base, 0) if off is not None else tv.storage_offset()
        rel = start - bv.storage_offset()
        if not isinstance(rel, int):
            raise self.error(f"{op} has a symbolic storage offset ({rel}); tmlir supports constant offsets", n)
        self._check_range(n, op, base, bv, rel)
        return base, list(reversed(chain)), _clone_perm(bv), rel

    def _check_range(self, n, op, base, bv, rel):
        i = 2 if n.target in STORAGE_SCATTERS else 1
        size, stride = n.args[i], n.args[i + 1]
        if not all(isinstance(s, int) for s in list(size) + list(stride)) or any(s == 0 for s in size):
            return
        numel = bv.numel()
        if not isinstance(numel, int):
            return
        lo = rel + sum(min(0, (s - 1) * st) for s, st in zip(size, stride))
        hi = rel + sum(max(0, (s - 1) * st) for s, st in zip(size, stride))
        if lo < 0 or hi >= numel:
            start = bv.storage_offset()
            raise self.error(
                f"{op} addresses storage offsets [{lo + start}, {hi + start}], outside the memory of "
                f"{_describe(base)} (offsets [{start}, {start + numel - 1}]): tmlir has only that tensor's values, "
                "not the rest of its storage", n)

    # as_strided_scatter ----------------------------------------------------------------------------
    def _scatter(self, n):
        x = n.args[0]
        v = _val(x)
        if v is not None and _overlaps_itself(v):
            self._scatter_into_clone(n, x, v)
            return
        plan = self._plan(n)
        if plan is None:
            return
        base, chain, perm, rel = plan
        self._set_scatter_args(n, self._flatten(base, perm, before=n), rel)
        self.shift[n] = _val(base).storage_offset()
        first, out = self._unflatten(n, base, perm, n)
        for view in chain:   # the views from the base to ``self``, now on the new memory
            out = self._replay(view, out)
        n.replace_all_uses_with(out, delete_user_cb=lambda user: user is not first)

    def _scatter_into_clone(self, n, x, v):
        """``self`` overlaps itself: PyTorch scatters into ``self.clone()``, a fresh tensor laid
        out in the order of ``self``'s strides, whose storage offset is 0."""
        perm = _clone_perm(v)
        if perm == list(range(v.dim())):
            return   # row-major: the scatter reads ``self`` as it is
        off = _offset_arg(n)
        self._set_scatter_args(n, self._flatten(x, perm, before=n), 0 if off is None else off)
        first, out = self._unflatten(n, x, perm, n)
        n.replace_all_uses_with(out, delete_user_cb=lambda user: user is not first)

    def _set_scatter_args(self, n, flat, offset):
        args = list(n.args[:4])
        args[0] = flat
        n.args = tuple(args) + (offset,)
        n.kwargs = {k: val for k, val in n.kwargs.items() if k != "storage_offset"}
        _set_val(n)

    def _replay(self, view, src):
        """A copy of the view node ``view`` (or of the list op an ``operator.getitem`` reads) that
        takes ``src`` in place of its input, placed after ``src``."""
        if view.target is operator.getitem:
            lst = view.args[0]
            new_list = self._node(lst.target, (src,) + tuple(lst.args[1:]), lst, after=src, kwargs=lst.kwargs)
            return self._node(operator.getitem, [new_list, view.args[1]], view, after=new_list)
        return self._node(view.target, (src,) + tuple(view.args[1:]), view, after=src, kwargs=view.kwargs)
