"""Linalg-on-tensors transforms: elementwise fusion of ``linalg.generic`` ops
(``linalg-fuse-elementwise-ops``), compile-time transposes of constants
(``linalg-fold-constant-transposes``) and sizes of linalg results read from their inits
(``resolve-ranked-shaped-type-result-dims``).

A producer generic (or ``linalg.transpose`` / ``linalg.broadcast``) whose only use is an input of
a consumer generic is folded into the consumer:
the consumer reads the producer's inputs instead of its result and computes the producer's body
inline. The producer must

* have parallel iterators only, one output, and a permutation as the output's indexing map (so
  that every element of its result is computed at exactly one point of its iteration space);
* not read its output block argument (its init value);
* have a body whose ``linalg.index`` ops map to plain loop dims or constants of the consumer;
* keep the fused body at most ``MAX_FUSED_BODY_OPS`` long and its operands at most
  ``MAX_FUSED_OPERANDS``;
* produce a result of at least 32-bit elements: an f16/bf16 intermediate (which PyTorch rounds to
  the half type after each op) stays a tensor, because IREE 3.13 llvm-cpu computed a fused body's
  explicit ``truncf``/``extf`` rounding as if it were absent (``torch.cross`` on f16 was off by up
  to 4.0).

The consumer may have reduction loops. When the consumer reads the producer's result broadcast
(fewer loops than the consumer has), the producer's body runs once per consumer point; that is
done only for a parallel consumer and a producer without ``math`` ops (a transcendental is not
recomputed per broadcast element, and IREE's code for a reduction that recomputes a broadcast
operand inline ran 8x slower on a transformer layer). The fused op keeps each loop dim defined by some operand (the loop bounds come from the
operands' shapes).

With the producer's result map ``P``, the consumer's map for the fused operand ``C`` and a
producer input map ``I``, the fused input map is ``I o P^-1 o C``.

The pass also replaces a generic that copies its only input unchanged (same maps, same type, body
``linalg.yield %in``) by that input, and inlines splat constant inputs of generics as scalar
constants in the body (a Python scalar that ``torch.export`` made a 0-d tensor), folding float
conversions of constants in the body to constants of the converted type (the value the conversion
computes at run time, rounded to nearest even).

The pass runs to a fixed point, bounded by the number of generics (each fusion removes one).

``linalg-fold-constant-transposes`` replaces a ``linalg.transpose`` of an ``arith.constant``
(``dense`` or ``dense_resource``) that nothing else reads by the transposed constant: a weight
that a linear layer reads transposed is stored transposed, not transposed on every call. A
``dense_resource`` blob gets a new key (the old key and the permutation), so the data is not kept
twice.
"""
from __future__ import annotations

import numpy as np

from .. import attributes as A
from ..affine import AffineMap, AffineDimExpr, AffineConstantExpr, AffineBinaryExpr, binary
from ..core import OpResult
from ..passmanager import Pass, register_pass
from .arith import ConstantOp, to_signed
from .linalg import GenericOp, IndexOp, transpose

_GENERIC = "linalg.generic"
# A fused body stays at most this long: a decomposition unrolled into thousands of elementwise ops
# (igamma's 50-step series) fused into one body made IREE take minutes and gigabytes to compile it,
# and fusing a long chain one producer at a time copies bodies quadratically.
MAX_FUSED_BODY_OPS = 256
# ... and reads at most this many tensors: IREE gives a dispatch at most 32 bindings, and a chain
# of 40 selects fused into one generic failed at run time with 41.
MAX_FUSED_OPERANDS = 16
# the ops fused into a consuming generic: generics, and the named copies (a transpose or broadcast
# is a generic whose body yields its input)
_PRODUCERS = frozenset({"linalg.generic", "linalg.transpose", "linalg.broadcast"})


def _substitute(expr, repl):
    """``expr`` with each dim ``d_i`` replaced by ``repl[i]``."""
    if isinstance(expr, AffineDimExpr):
        return repl[expr.position]
    if isinstance(expr, AffineBinaryExpr):
        return binary(expr.kind, _substitute(expr.lhs, repl), _substitute(expr.rhs, repl))
    return expr


def compose(outer, inner):
    """The map ``outer o inner`` (``inner``'s results feed ``outer``'s dims)."""
    return AffineMap(inner.num_dims, inner.num_symbols, tuple(_substitute(r, inner.results) for r in outer.results))


def _inverse_permutation(m):
    """The inverse of the permutation map ``m``, or None when ``m`` is not one."""
    if m.num_symbols or len(m.results) != m.num_dims:
        return None
    inv = [None] * m.num_dims
    for k, r in enumerate(m.results):
        if not isinstance(r, AffineDimExpr) or inv[r.position] is not None:
            return None
        inv[r.position] = AffineDimExpr(k)
    return AffineMap(m.num_dims, 0, tuple(inv))


def _is_all_parallel(op):
    return all(t == "parallel" for t in op.get_iterator_types())


def _has_math(op):
    return any(o.name.startswith("math.") for o in op.regions[0].blocks[0].ops)


def _dims_used(maps):
    used = set()

    def walk(e):
        if isinstance(e, AffineDimExpr):
            used.add(e.position)
        elif isinstance(e, AffineBinaryExpr):
            walk(e.lhs)
            walk(e.rhs)
    for m in maps:
        for r in m.results:
            walk(r)
    return used


def _fusable(consumer, index):
    """(producer, T) when the producer of input ``index`` of ``consumer`` can be fused, where ``T``
    maps consumer loops to producer loops; else None."""
    v = consumer.inputs[index]
    if type(v) is not OpResult:
        return None
    producer = v.op
    if producer.name not in _PRODUCERS or producer is consumer or producer.parent is not consumer.parent:
        return None
    if len(producer.results) != 1 or len(producer.dps_inits()) != 1 or len(v.uses) != 1:
        return None
    if not _is_all_parallel(producer):
        return None
    pmaps = producer.get_indexing_maps()
    inv = _inverse_permutation(pmaps[-1])
    if inv is None:
        return None
    cmap = consumer.get_indexing_maps()[index]
    if len(cmap.results) != len(producer.get_iterator_types()):
        return None
    if len(producer.regions[0].blocks[0]) + len(consumer.regions[0].blocks[0]) > MAX_FUSED_BODY_OPS:
        return None
    if len(consumer.operands) + len(producer.dps_inputs()) - 1 > MAX_FUSED_OPERANDS:
        return None
    et = getattr(v.type, "element_type", None)
    if isinstance(et, A.FloatType) and et.width < 32:
        return None  # see the module docstring: a half intermediate stays a tensor
    block = producer.regions[0].blocks[0]
    if block.args[-1].uses:
        return None  # the producer reads its init value
    T = compose(inv, cmap)
    for o in block.ops:
        if o.name == "linalg.index":
            e = T.results[o.dim.value]
            if not isinstance(e, (AffineDimExpr, AffineConstantExpr)):
                return None
    broadcast = len(_dims_used([cmap])) < consumer.num_loops
    if broadcast and (_has_math(producer) or not _is_all_parallel(consumer)):
        return None
    return producer, T


def fuse(consumer, index, producer, T):
    """Build the fused generic that replaces ``consumer`` (its producer at input ``index`` folded
    in); returns it (inserted before ``consumer``), or None when a loop would lose its bounds."""
    cmaps = consumer.get_indexing_maps()
    pmaps = producer.get_indexing_maps()
    n_cin = len(consumer.inputs)
    new_inputs, new_maps, arg_of = [], [], {}   # (value, map) -> index into new_inputs

    def add_input(value, m):
        key = (value, m)
        k = arg_of.get(key)
        if k is None:
            k = arg_of[key] = len(new_inputs)
            new_inputs.append(value)
            new_maps.append(m)
        return k

    cons_slot = {}
    for j in range(n_cin):
        if j == index:
            prod_slot = [add_input(pv, compose(pm, T)) for pv, pm in zip(producer.dps_inputs(), pmaps[:-1])]
        else:
            cons_slot[j] = add_input(consumer.inputs[j], cmaps[j])
    out_maps = cmaps[n_cin:]
    used = _dims_used(new_maps + list(out_maps))
    if len(used) < consumer.num_loops:
        return None
    fused = GenericOp.build_generic(new_inputs, list(consumer.outputs), new_maps + list(out_maps),
                                    consumer.get_iterator_types(), result_types=[r.type for r in consumer.results],
                                    location=consumer.location)
    if consumer.attributes:
        for k, a in consumer.attributes.items():
            fused.attributes[k] = a
    blk = fused.regions[0].blocks[0]
    pblk = producer.regions[0].blocks[0]
    cblk = consumer.regions[0].blocks[0]
    mapping = {}
    for j, a in enumerate(pblk.args[:-1]):
        mapping[a] = blk.args[prod_slot[j]]
    for o in pblk.ops:
        if o.name == "linalg.yield":
            produced = mapping.get(o.operands[0], o.operands[0])
            break
        if o.name == "linalg.index":
            e = T.results[o.dim.value]
            if isinstance(e, AffineDimExpr):
                new = IndexOp.build_index(e.position, o.location)
            else:
                new = ConstantOp.create(ConstantOp.OPNAME, (), [A.INDEX], None,
                                        {"value": A.IntegerAttr(e.value, A.INDEX)}, (), (), o.location)
            blk.append(new)
            mapping[o.results[0]] = new.results[0]
            continue
        blk.append(o.clone(mapping))
    for j, a in enumerate(cblk.args):
        if j < n_cin:
            mapping[a] = produced if j == index else blk.args[cons_slot[j]]
        else:
            mapping[a] = blk.args[len(new_inputs) + (j - n_cin)]
    for o in cblk.ops:
        blk.append(o.clone(mapping))
    consumer.parent.insert_before(fused, consumer)
    return fused


def _is_identity_copy(op):
    if len(op.inputs) != 1 or len(op.outputs) != 1 or not _is_all_parallel(op):
        return False
    maps = op.get_indexing_maps()
    if maps[0] != maps[1] or _inverse_permutation(maps[0]) is None:
        return False
    if op.inputs[0].type is not op.results[0].type:
        return False
    blk = op.regions[0].blocks[0]
    y = blk.first_op
    return len(blk) == 1 and y.name == "linalg.yield" and y.operands[0] is blk.args[0]


def _splat_scalar(v):
    """The scalar attribute of a splat constant tensor ``v``, or None. A complex scalar (a
    ``tensor.from_elements`` of one ``complex.constant``: a Python complex number) is returned as
    that ``complex.constant`` op, to be cloned into the body."""
    d = v.defining_op
    if d is not None and d.name == "tensor.from_elements" and len(d.operands) == 1:
        c = d.operands[0].defining_op
        return c if c is not None and c.name == "complex.constant" else None
    if d is None or d.name != ConstantOp.OPNAME:
        return None
    a = d.properties.get("value")
    if isinstance(a, A.DenseElementsAttr) and a.is_splat:
        et = a.type.element_type
        val = a.splat_value()
        if isinstance(et, A.FloatType):
            return A.FloatAttr(float(val), et)
        if isinstance(et, A.IntegerType):
            return A.IntegerAttr(int(val), et)
    return None


def _fold_complex_parts(block):
    """``complex.re``/``complex.im`` of a ``complex.constant`` in ``block`` as a float constant."""
    for o in list(block.ops):
        if o.name not in ("complex.re", "complex.im"):
            continue
        d = o.operands[0].defining_op
        if d is None or d.name != "complex.constant" or d.parent is not block:
            continue
        part = d.properties["value"].value[0 if o.name == "complex.re" else 1]
        rt = o.results[0].type
        c = ConstantOp.create(ConstantOp.OPNAME, (), [rt], None, {"value": A.FloatAttr(float(part.value), rt)},
                              (), (), o.location)
        block.insert_before(c, o)
        o.results[0].replace_all_uses_with(c.results[0])
        o.erase()
        if not d.results[0].uses:
            d.erase()


_CONSTANT_CASTS = {"arith.truncf", "arith.extf", "arith.sitofp", "arith.uitofp"}


def _fold_body_constant_casts(block):
    for o in list(block.ops):
        if o.name not in _CONSTANT_CASTS:
            continue
        d = o.operands[0].defining_op
        a = d.properties.get("value") if d is not None and d.name == ConstantOp.OPNAME else None
        rt = o.results[0].type
        if not isinstance(rt, A.FloatType):
            continue
        if isinstance(a, A.FloatAttr):
            v = float(a.value)
        elif isinstance(a, A.IntegerAttr) and o.name == "arith.sitofp":
            v = float(to_signed(int(a.value), a.type.width)) if a.type.width > 1 else float(int(a.value) & 1)
        else:
            continue
        c = ConstantOp.create(ConstantOp.OPNAME, (), [rt], None, {"value": A.FloatAttr(A.round_to_type(v, rt), rt)},
                              (), (), o.location)
        block.insert_before(c, o)
        o.results[0].replace_all_uses_with(c.results[0])
        o.erase()
        if not d.results[0].uses and d.parent is block:
            d.erase()


def inline_splat_inputs(op):
    """Replace the splat constant inputs of the generic ``op`` by scalar constants in its body;
    returns the new generic (or ``op`` when there is none)."""
    splats = {i: _splat_scalar(v) for i, v in enumerate(op.inputs)}
    splats = {i: a for i, a in splats.items() if a is not None}
    if not splats:
        return op
    keep = [i for i in range(len(op.inputs)) if i not in splats]
    maps = op.get_indexing_maps()
    n_in = len(op.inputs)
    if len(_dims_used([maps[i] for i in keep] + maps[n_in:])) < len(op.get_iterator_types()):
        return op  # a splat input defines a loop's bounds (a reduction over it, say): it stays
    new = GenericOp.build_generic([op.inputs[i] for i in keep], list(op.outputs),
                                  [maps[i] for i in keep] + maps[n_in:], op.get_iterator_types(),
                                  result_types=[r.type for r in op.results], location=op.location)
    for k, a in (op.attributes or {}).items():
        new.attributes[k] = a
    blk = new.regions[0].blocks[0]
    old = op.regions[0].blocks[0]
    mapping = {}
    for i, a in splats.items():
        if isinstance(a, A.Attribute):
            c = ConstantOp.create(ConstantOp.OPNAME, (), [a.type], None, {"value": a}, (), (), op.location)
        else:      # a complex.constant
            c = a.clone({})
        blk.append(c)
        mapping[old.args[i]] = c.results[0]
    for j, i in enumerate(keep):
        mapping[old.args[i]] = blk.args[j]
    for j, a in enumerate(old.args[n_in:]):
        mapping[a] = blk.args[len(keep) + j]
    for o in old.ops:
        blk.append(o.clone(mapping))
    _fold_complex_parts(blk)
    _fold_body_constant_casts(blk)
    op.parent.insert_before(new, op)
    for r, nr in zip(op.results, new.results):
        r.replace_all_uses_with(nr)
    op.erase()
    return new


def fuse_elementwise(root):
    """Fuse elementwise producers into their consumers under ``root``; returns (fused, copies erased)."""
    generics = [inline_splat_inputs(o) for o in [o for o in root.walk() if o.name == _GENERIC]]
    bound = len(generics) + 1
    n_fused = n_copies = 0
    work = list(generics)
    steps = 0
    while work:
        steps += 1
        if steps > 4 * bound:
            raise RuntimeError(f"linalg-fuse-elementwise-ops: no fixed point after {steps} steps "
                               f"({len(generics)} generics)")
        op = work.pop()
        if op.parent is None:
            continue  # erased by an earlier fusion
        if _is_identity_copy(op):
            op.results[0].replace_all_uses_with(op.inputs[0])
            op.erase()
            n_copies += 1
            continue
        for i in range(len(op.inputs)):
            hit = _fusable(op, i)
            if hit is None:
                continue
            producer, T = hit
            fused = fuse(op, i, producer, T)
            if fused is None:
                continue
            for old, new in zip(op.results, fused.results):
                old.replace_all_uses_with(new)
            op.erase()
            producer.erase()
            n_fused += 1
            work.append(fused)
            break
    return n_fused, n_copies


@register_pass("linalg-fuse-elementwise-ops", "LinalgElementwiseOpFusion")
class LinalgFuseElementwiseOps(Pass):
    """Fuse elementwise ``linalg.generic`` producers into their consumers; erase identity copies."""

    def run_on_operation(self, op):
        self.statistics = fuse_elementwise(op)


def transposed_elements(attr, perm, rtype):
    """The elements attribute ``attr`` (dense or a loaded ``dense_resource``) transposed by
    ``perm`` (``result[i] = attr[perm[i]]`` dims; ``perm`` None: only reshaped) as ``rtype``, or None
    when its data is not at hand."""
    def moved(a):
        a = a.transpose(perm) if perm is not None else a.reshape(rtype.shape)
        return np.ascontiguousarray(a)
    if isinstance(attr, A.DenseElementsAttr):
        if attr.is_splat:
            return A.DenseElementsAttr(attr.data, rtype)
        return A.DenseElementsAttr(moved(attr.to_numpy()), rtype)
    if isinstance(attr, A.DenseResourceElementsAttr) and attr.blob.data is not None:
        if perm is None:
            tag = ".r"
        else:
            tag = f".t{''.join(str(p) for p in perm)}" if len(perm) <= 10 else ".t"
        return A.DenseResourceElementsAttr(A.ResourceBlob(attr.blob.key + tag, moved(attr.to_numpy()),
                                                          attr.blob.alignment), rtype)
    return None


def _transposed_constant(op):
    """The attribute of the constant that ``op`` (a ``linalg.transpose``) computes, or None."""
    src = op.input
    d = src.defining_op
    if d is None or d.name != ConstantOp.OPNAME or len(src.uses) != 1:
        return None
    return transposed_elements(d.properties.get("value"), [int(p) for p in op.permutation.value],
                               op.results[0].type)


def fold_constant_transposes(root):
    """Replace transposes of single-use constants under ``root``; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "linalg.transpose"]:
        if len(op.results) != 1:
            continue  # the buffer form has no result
        attr = _transposed_constant(op)
        if attr is None:
            continue
        old = op.input.defining_op
        new = ConstantOp.create(ConstantOp.OPNAME, (), [attr.type], None, {"value": attr}, (), (), old.location)
        old.parent.insert_before(new, old)
        op.results[0].replace_all_uses_with(new.results[0])
        op.erase()
        old.erase()
        n += 1
    return n


@register_pass("linalg-fold-constant-transposes", "LinalgFoldConstantTransposes")
class LinalgFoldConstantTransposes(Pass):
    """Transpose single-use constants at compile time instead of with a ``linalg.transpose``."""

    def run_on_operation(self, op):
        self.statistics = fold_constant_transposes(op)


def _defined_before(v, anchor, pos):
    """Whether ``v`` is a block argument or the result of an op placed before ``anchor`` in
    ``anchor``'s block (``pos``: the block's op positions)."""
    if type(v) is not OpResult:
        return True
    d = v.op
    return d.parent is anchor.parent and d in pos and pos[d] < pos[anchor]


def _transposed_init(t, g, pos):
    """An init of ``t``'s result shape usable at ``g``: ``t``'s init when it is defined before
    ``g``, else a new ``tensor.empty`` (inserted before ``g``) with the same sizes; None when a
    dynamic size is defined after ``g``."""
    init = t.dps_inits()[0]
    if _defined_before(init, g, pos):
        return init
    d = init.defining_op
    if d is None or d.name != "tensor.empty" or not all(_defined_before(o, g, pos) for o in d.operands):
        return None
    new = d.clone({})
    g.parent.insert_before(new, g)
    return new.results[0]


def _flippable(t, pos):
    """The generic that computes the input of the ``linalg.transpose`` ``t`` when it can write
    ``t``'s layout itself (``transposes_into_producers``), else None."""
    v = t.input
    if type(v) is not OpResult or v.op.name != _GENERIC or v.op.parent is not t.parent:
        return None
    g = v.op
    if len(g.results) != 1 or len(g.dps_inits()) != 1 or not _is_all_parallel(g) or g not in pos:
        return None
    if _inverse_permutation(g.get_indexing_maps()[-1]) is None:
        return None
    blk = g.regions[0].blocks[0]
    if blk.args[-1].uses or any(o.name == "linalg.index" for o in blk.ops):
        return None
    # every other reader is a generic input, which absorbs the inverse transpose (fusion)
    for user, i in v.uses:
        if user is not t and (user.name != _GENERIC or user.parent is not g.parent or i >= len(user.inputs)):
            return None
    return g


def transposes_into_producers(root):
    """Let elementwise generics write the layout a ``linalg.transpose`` of their result asks for;
    returns how many transposes were removed.

    A ``linalg.transpose`` ``t`` (permutation ``p``) of the result of an all-parallel generic
    ``g`` (one result, a permutation as output map, no ``linalg.index``, init not read) becomes
    ``g'``: the same generic with the output map ``O'_i = O_{p[i]}`` and an init of ``t``'s shape.
    Other readers of ``g`` must be generic inputs: each gets its own ``linalg.transpose`` of ``g'``
    by the inverse permutation, which ``linalg-fuse-elementwise-ops`` folds into the reader's
    indexing map. Each transpose present at the start is visited once (no transpose the pass
    creates is), so the pass ends. A channels-last convolution (NHWC inside, NCHW at its
    boundary) followed by BatchNorm / ReLU / a residual add and the next convolution then keeps
    its activations in NHWC: the generic between the two writes NHWC, and the transposes at the
    boundaries cancel."""
    n = 0
    for t in [o for o in root.walk() if o.name == "linalg.transpose"]:
        if len(t.results) != 1:
            continue
        blk = t.parent
        pos = {o: i for i, o in enumerate(blk.ops)}
        g = _flippable(t, pos)
        if g is None:
            continue
        init = _transposed_init(t, g, pos)
        if init is None:
            continue
        perm = [int(p) for p in t.permutation.value]
        maps = g.get_indexing_maps()
        out = maps[-1]
        new_out = AffineMap(out.num_dims, out.num_symbols, tuple(out.results[p] for p in perm))
        ng = GenericOp.build_generic(list(g.inputs), [init], list(maps[:-1]) + [new_out], g.get_iterator_types(),
                                     result_types=[t.results[0].type], location=g.location)
        for k, a in (g.attributes or {}).items():
            ng.attributes[k] = a
        nb = ng.regions[0].blocks[0]
        mapping = dict(zip(g.regions[0].blocks[0].args, nb.args))
        for o in g.regions[0].blocks[0].ops:
            nb.append(o.clone(mapping))
        g.parent.insert_before(ng, g)
        t.results[0].replace_all_uses_with(ng.results[0])
        t.erase()
        inv = [perm.index(i) for i in range(len(perm))]
        for user, i in list(g.results[0].uses):
            back = transpose(ng.results[0], g.dps_inits()[0], A.DenseI64ArrayAttr(inv), location=t.location)
            user.parent.insert_before(back, user)
            user.set_operand(i, back.results[0])
        g.erase()
        n += 1
    return n


@register_pass("linalg-transposes-into-producers", "LinalgTransposesIntoProducers")
class LinalgTransposesIntoProducers(Pass):
    """Elementwise generics write the layout their result is transposed to (channels-last
    activations between convolutions)."""

    def run_on_operation(self, op):
        self.statistics = transposes_into_producers(op)


def resolve_result_dims(root):
    """``tensor.dim`` of a result of a linalg op on tensors -> ``tensor.dim`` of its init (same
    shape by construction); returns how many were rewritten."""
    from .tensor import DimOp
    n = 0
    for op in [o for o in root.walk() if o.name == "tensor.dim"]:
        src = op.operands[0]
        d = src.defining_op
        if d is None or not hasattr(d, "dps_inits") or type(src) is not OpResult:
            continue
        inits = d.dps_inits()
        init = inits[src.index] if src.index < len(inits) else None
        if init is None or init.type is not src.type:
            continue
        new = DimOp.build_dim(init, op.operands[1], op.location)
        op.parent.insert_before(new, op)
        op.results[0].replace_all_uses_with(new.results[0])
        op.erase()
        n += 1
    return n


@register_pass("resolve-ranked-shaped-type-result-dims", "ResolveRankedShapeTypeResultDims")
class ResolveRankedShapedTypeResultDims(Pass):
    """Read the sizes of linalg results from their inits, so that equal sizes are one value."""

    def run_on_operation(self, op):
        self.statistics = resolve_result_dims(op)
