"""Complex tensors on IREE's GPU code generators (cuda, rocm): what their tiling cannot size.

IREE 3.13 sizes the GPU tiles and copies of a dispatch from its element types' bit widths
(``Type::getIntOrFloatBitWidth``), which a ``complex<f32>`` does not have: iree-compile crashes
(a segfault, no diagnostic) in two places.

* ``iree-rocm-complex-epilogues``: a reduction or contraction (a DFT's ``linalg.matmul``, a
  convolution) whose result feeds a ``linalg.generic`` that makes complex numbers is fused into one
  dispatch; rocm's pipeline copies that dispatch's complex output through shared memory
  (``getCopyTileSizes`` on a ``memref.copy`` of complex). The workaround puts each such operand
  through ``util.optimization_barrier``, so the complex-making generic is a dispatch of its own (an
  elementwise one, which rocm compiles). The values are unchanged (the barrier is an identity).
  IREE cannot resolve the run-time sizes of a barrier's result ("tensor.dim unexpected during
  shape cleanup"): they are tied to the operand's with ``flow.tensor.tie_shape``. On StableHLO input
  (``iree-stablehlo-rocm-complex-epilogues``) the complex-making op is ``stablehlo.complex`` and
  the reduction (``dot_general``, ``convolution``, ``reduce``) may be a few elementwise ops above
  its operands (a complex product's ``re = ar·br - ai·bi``): the barrier goes on its operands.
* ``iree-gpu-complex-contractions``: a ``linalg.matmul`` / ``batch_matmul`` / ``matvec`` /
  ``vecmat`` / ``dot`` on complex numbers crashes the GPU thread-tile derivation
  (``deriveLinalgOpThreadTileSizes``) with a run-time size on cuda and rocm, and on rocm also with
  static sizes. The workaround computes it as four real contractions of the same kind,
  ``re = ar·br - ai·bi`` and ``im = ar·bi + ai·br``, plus the accumulator's parts: what a complex
  matmul is, in the precision of the real one. On StableHLO input
  (``iree-stablehlo-gpu-complex-contractions``), a complex ``stablehlo.dot_general`` crashes rocm
  the same way; it becomes four real ``dot_general``s of ``stablehlo.real``/``imag`` parts.
* ``iree-gpu-complex-reduction-inputs``: a reduction reading a complex tensor of run-time size
  (``max(|z|)``, a complex vector's inf-norm) crashes cuda's and rocm's padding of the reduction
  (``rewriteAsPaddedOp`` cannot make a complex padding value). When the body uses each complex
  element only through ``complex.abs``/``re``/``im``, those are computed by an elementwise generic
  first, kept out of the reduction's dispatch by a barrier, and the reduction reads the real tensor.
  On StableHLO input (``iree-stablehlo-gpu-complex-reduction-inputs``) the projection
  (``stablehlo.abs``/``real``/``imag`` of a complex tensor) is already its own op: the barrier goes
  between it and the ``stablehlo.reduce`` it feeds.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Operation

__all__ = ["barrier_complex_epilogues", "barrier_stablehlo_complex_epilogues", "complex_contractions_as_real",
           "complex_dot_generals_as_real", "project_complex_reduction_inputs",
           "barrier_stablehlo_complex_reduction_inputs"]

#: linalg ops whose loops include a reduction (the roots IREE fuses elementwise consumers into)
_REDUCING_PREFIXES = ("linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat",
                      "linalg.batch_matvec", "linalg.batch_vecmat", "linalg.dot", "linalg.conv_",
                      "linalg.depthwise_conv_", "linalg.pooling_", "linalg.reduce", "linalg.contract",
                      "linalg.batch_reduce_matmul", "linalg.mmt4d", "linalg.batch_mmt4d")
#: ops that only move or view data: IREE fuses through them
_VIEWS = ("tensor.extract_slice", "tensor.expand_shape", "tensor.collapse_shape", "tensor.cast",
          "linalg.transpose", "linalg.broadcast")
#: complex contractions rewritten by parts (named ops with the same real form)
_CONTRACTIONS = ("linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat", "linalg.dot")


def _is_complex_tensor(t):
    return isinstance(t, A.RankedTensorType) and isinstance(t.element_type, A.ComplexType)


def _reduces(op):
    if op.name.startswith(_REDUCING_PREFIXES):
        return True
    if op.name == "linalg.generic":
        its = op.properties.get("iterator_types")
        return its is not None and "reduction" in str(its)
    return False


def _from_reduction(v, depth=8):
    """Whether ``v`` is a reduction's result, possibly through views of it."""
    op = v.defining_op
    while op is not None and depth > 0:
        if _reduces(op):
            return True
        if op.name not in _VIEWS or not op.operands:
            return False
        op, depth = op.operands[0].defining_op, depth - 1
    return False


def _create(anchor, name, operands, result_types, props=None):
    op = Operation.create(name, list(operands), list(result_types), None, props, (), (), anchor.location)
    anchor.parent.insert_before(op, anchor)
    return op


def _barrier(anchor, values):
    """``values`` through one ``util.optimization_barrier`` before ``anchor``; a result of run-time
    size is tied to the sizes of its operand (``flow.tensor.tie_shape``: IREE cannot see through
    the barrier to resolve them); returns the new values."""
    dims = []
    for v in values:
        ds = []
        for i, sz in enumerate(v.type.shape):
            if sz == A.DYNAMIC:
                c = _create(anchor, "arith.constant", [], [A.INDEX], {"value": A.IntegerAttr(i, A.INDEX)})
                ds.append(_create(anchor, "tensor.dim", [v, c.results[0]], [A.INDEX]).results[0])
        dims.append(ds)
    kept = _create(anchor, "util.optimization_barrier", values, [v.type for v in values]).results
    return [k if not ds else _create(anchor, "flow.tensor.tie_shape", [k, *ds], [k.type]).results[0]
            for k, ds in zip(kept, dims)]


def barrier_complex_epilogues(root):
    """Each real operand of a complex-making ``linalg.generic`` that a reduction computes goes
    through ``util.optimization_barrier``; returns how many generics changed."""
    n = 0
    for op in [o for o in root.walk() if o.name == "linalg.generic"]:
        if not any(_is_complex_tensor(r.type) for r in op.results):
            continue
        ks = [k for k, v in enumerate(op.operands[:len(op.operands) - len(op.results)])
              if isinstance(v.type, A.RankedTensorType) and not _is_complex_tensor(v.type)
              and _from_reduction(v)]
        if not ks:
            continue
        for k, v in zip(ks, _barrier(op, [op.operands[k] for k in ks])):
            op.set_operand(k, v)
        n += 1
    return n


def complex_contractions_as_real(root):
    """Every complex named contraction under ``root`` as four real ones; returns how many."""
    from tmlir.conversion.torch_to_linalg import utils as U
    from tmlir.ir.core import Builder, InsertionPoint
    from tmlir.ir.dialects import linalg
    n = 0
    for op in [o for o in root.walk() if o.name in _CONTRACTIONS]:
        if len(op.operands) != 3 or not all(_is_complex_tensor(v.type) for v in op.operands):
            continue
        a, bm, acc = op.operands
        out_t = op.results[0].type
        b = Builder(InsertionPoint.before(op), op.location)
        ar, ai = _parts(b, a, op.location)
        br, bi = _parts(b, bm, op.location)
        cr, ci = _parts(b, acc, op.location)
        real = out_t.element_type.element_type
        zero = U.filled(b, U.sizes(b, acc, op.location), real, 0.0, op.location)
        maps = op.properties.get("indexing_maps")

        def mm(x, y, init):
            return b.insert(linalg.named(op.name, [x, y], [init], indexing_maps=maps,
                                         location=op.location)).results[0]
        rr, ii, ri, ir = mm(ar, br, cr), mm(ai, bi, zero), mm(ar, bi, ci), mm(ai, br, zero)

        def body(bb, rr_, ii_, ri_, ir_):
            return U.make_complex(bb, U.sub(bb, rr_, ii_), U.add(bb, ri_, ir_), out_t.element_type)
        new = U.map_tensor(b, [rr, ii, ri, ir], out_t.element_type, body, op.location,
                           out_sizes=U.sizes(b, acc, op.location))
        op.results[0].replace_all_uses_with(new)
        op.erase()
        n += 1
    return n


def _parts(b, z, loc):
    """The real and imaginary parts of the complex tensor ``z`` (two elementwise generics)."""
    from tmlir.conversion.torch_to_linalg import utils as U
    real = z.type.element_type.element_type
    return (U.map_tensor(b, [z], real, lambda bb, e: U.re(bb, e), loc),
            U.map_tensor(b, [z], real, lambda bb, e: U.im(bb, e), loc))


def complex_dot_generals_as_real(root):
    """Every complex ``stablehlo.dot_general`` under ``root`` as four real ones; returns how many."""
    from tmlir.ir.dialects import stablehlo as H
    from tmlir.conversion.torch_to_stablehlo import utils as SU
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.dot_general"]:
        x, y = op.operands
        r = op.results[0]
        if not all(_is_complex_tensor(v.type) for v in (x, y, r)):
            continue
        b = _Before(op)
        (xr, xi), (yr, yi) = [[SU.unary(b, cls, v) for cls in (H.RealOp, H.ImagOp)] for v in (x, y)]
        real_t = A.RankedTensorType(list(r.type.shape), r.type.element_type.element_type)

        def dot(u, v):
            props = {k: v_ for k, v_ in op.properties.items()}
            return b.op(H.DotGeneralOp.create("stablehlo.dot_general", [u, v], [real_t], None, props,
                                              (), (), op.location))
        re = SU.binary(b, H.SubtractOp, dot(xr, yr), dot(xi, yi))
        im = SU.binary(b, H.AddOp, dot(xr, yi), dot(xi, yr))
        r.replace_all_uses_with(SU.binary(b, H.ComplexOp, re, im))
        op.erase()
        n += 1
    return n


_STABLEHLO_REDUCING = ("stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution", "stablehlo.reduce",
                       "stablehlo.reduce_window")
_STABLEHLO_ELEMENTWISE = ("stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.negate",
                          "stablehlo.divide", "stablehlo.convert", "stablehlo.reshape", "stablehlo.transpose",
                          "stablehlo.broadcast_in_dim", "stablehlo.slice", "stablehlo.real", "stablehlo.imag")


def _stablehlo_from_reduction(v, depth=6):
    """Whether ``v`` is computed from a reduction's result by at most ``depth`` elementwise ops."""
    op = v.defining_op
    if op is None or depth < 0:
        return False
    if op.name in _STABLEHLO_REDUCING:
        return True
    return op.name in _STABLEHLO_ELEMENTWISE and any(_stablehlo_from_reduction(u, depth - 1) for u in op.operands)


def barrier_stablehlo_complex_epilogues(root):
    """The operands of each static ``stablehlo.complex`` computed from a reduction go through
    ``stablehlo.optimization_barrier``; returns how many changed."""
    from tmlir.ir.dialects import stablehlo as H
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.complex"]:
        x, y = op.operands
        if not isinstance(x.type, A.RankedTensorType) or A.DYNAMIC in x.type.shape:
            continue
        if not (_stablehlo_from_reduction(x) or _stablehlo_from_reduction(y)):
            continue
        kept = _create(op, "stablehlo.optimization_barrier", [x, y], [x.type, y.type]).results
        op.set_operand(0, kept[0])
        op.set_operand(1, kept[1])
        n += 1
    return n


_PROJECTIONS = ("complex.abs", "complex.re", "complex.im")


def project_complex_reduction_inputs(root):
    """Each complex input of a reduction ``linalg.generic`` under ``root`` that its body reads only
    through ``complex.abs``/``re``/``im`` replaced by those projections computed elementwise first;
    returns how many generics changed."""
    from tmlir.conversion.torch_to_linalg import utils as U
    from tmlir.ir.core import Builder, InsertionPoint
    from tmlir.ir.dialects.linalg import GenericOp
    n = 0
    for op in [o for o in root.walk() if o.name == "linalg.generic" and _reduces(o)]:
        n_in = len(op.operands) - len(op.results)
        blk = op.regions[0].blocks[0]
        plan = {}      # input index -> [projection op names]
        for i in range(n_in):
            v, arg = op.operands[i], blk.args[i]
            if not _is_complex_tensor(v.type) or not arg.uses:
                continue
            users = arg.users
            if all(u.name in _PROJECTIONS and u.parent is blk and len(u.operands) == 1 for u in users):
                plan[i] = sorted({u.name for u in users})
        if not plan:
            continue
        b = Builder(InsertionPoint.before(op), op.location)
        maps = op.get_indexing_maps()
        ins, in_maps, fed = [], [], {}     # fed: (input, projection) -> index among the new inputs
        for i in range(n_in):
            v = op.operands[i]
            if i not in plan:
                ins.append(v)
                in_maps.append(maps[i])
                continue
            real = v.type.element_type.element_type
            for name in plan[i]:
                fed[(i, name)] = len(ins)
                ins.append(U.map_tensor(b, [v], real, lambda bb, e, name=name: bb.val(name, [e], real), op.location))
                in_maps.append(maps[i])
        projected = sorted(fed.values())
        for j, kept in zip(projected, _barrier(op, [ins[j] for j in projected])):
            ins[j] = kept
        new = GenericOp.build_generic(ins, list(op.operands[n_in:]), in_maps + maps[n_in:], op.get_iterator_types(),
                                      result_types=[r.type for r in op.results], location=op.location)
        nb = new.regions[0].blocks[0]
        mapping = {}
        j = 0
        for i in range(n_in):
            if i not in plan:
                mapping[blk.args[i]] = nb.args[j]
                j += 1
            else:
                j += len(plan[i])
        for k, a in enumerate(blk.args[n_in:]):
            mapping[a] = nb.args[len(ins) + k]
        for o in blk.ops:
            if o.name in _PROJECTIONS and len(o.operands) == 1 and o.operands[0] in blk.args[:n_in]:
                i = list(blk.args).index(o.operands[0])
                if i in plan:
                    mapping[o.results[0]] = nb.args[fed[(i, o.name)]]
                    continue
            nb.append(o.clone(mapping))
        op.parent.insert_before(new, op)
        for r, nr in zip(op.results, new.results):
            r.replace_all_uses_with(nr)
        op.erase()
        n += 1
    return n


_STABLEHLO_PROJECTIONS = ("stablehlo.abs", "stablehlo.real", "stablehlo.imag")
_STABLEHLO_UNARY = ("stablehlo.abs", "stablehlo.negate", "stablehlo.convert", "stablehlo.multiply",
                    "stablehlo.add", "stablehlo.subtract", "stablehlo.reshape", "stablehlo.broadcast_in_dim")


def _complex_projection_use(v, depth=4):
    """The (op, operand index) using a real projection of a complex tensor on the way to ``v``
    (through at most ``depth`` elementwise ops), or None."""
    op = v.defining_op
    if op is None or depth < 0:
        return None
    for k, u in enumerate(op.operands):
        d = u.defining_op
        if d is not None and d.name in _STABLEHLO_PROJECTIONS and _is_complex_tensor(d.operands[0].type) \
                and not _is_complex_tensor(u.type):
            return op, k
        if d is not None and d.name in _STABLEHLO_UNARY:
            found = _complex_projection_use(u, depth - 1)
            if found is not None:
                return found
    return None


def barrier_stablehlo_complex_reduction_inputs(root):
    """A real projection of a complex tensor feeding a ``stablehlo.reduce`` goes through a barrier
    before its use; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.reduce"]:
        for v in list(op.operands[:len(op.operands) // 2]):
            d = v.defining_op
            if d is not None and d.name in _STABLEHLO_PROJECTIONS and _is_complex_tensor(d.operands[0].type):
                user, k = op, list(op.operands).index(v)
            else:
                found = _complex_projection_use(v)
                if found is None:
                    continue
                user, k = found
            user.set_operand(k, _barrier(user, [user.operands[k]])[0])
            n += 1
    return n
