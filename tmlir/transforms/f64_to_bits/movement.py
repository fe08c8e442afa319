"""Data movement: ops that copy, rearrange or select elements without looking at their values
are the same ops on the bits (si64). Their f64 tensors operands are already bits; a scalar fill
value becomes the (constant) bits of its double; a ``dtype`` argument naming f64 names si64."""
from __future__ import annotations

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import BaseTensorType, ListType, ValueTensorType
from tmlir.transforms.decompositions.builder import NotSupported
from .registry import f64_pattern, is_f64_tensor, float_bits

F64_CODE = T.type_to_scalar_type_int(T.F64)
SI64_CODE = T.type_to_scalar_type_int(T.SI64)

#: scalar arguments that are element values (a fill value)
DATA_SCALARS = ("value", "fill_value", "fill")

#: tensor arguments that are element values
DATA_TENSORS = ("self", "other", "src", "source", "values", "value")

#: ops retyped f64 -> si64 as they are
MOVEMENT = [
    # views and shuffles
    "torch.aten.view", "torch.aten.reshape", "torch.aten._unsafe_view", "torch.aten.permute",
    "torch.aten.transpose.int", "torch.aten.unsqueeze", "torch.aten.squeeze.dim", "torch.aten.squeeze",
    "torch.aten.squeeze.dims", "torch.aten.select.int", "torch.aten.slice.Tensor", "torch.aten.expand",
    "torch.aten.broadcast_to", "torch.aten.roll", "torch.aten.cat", "torch.aten.stack", "torch.aten.flip",
    "torch.aten.clone", "torch.aten.contiguous", "torch.aten.alias", "torch.aten.detach", "torch.aten.lift_fresh_copy",
    "torch.aten.diagonal", "torch.aten.diag_embed", "torch.aten.tril", "torch.aten.triu", "torch.aten.repeat",
    "torch.aten.tile", "torch.aten.narrow", "torch.aten.movedim.int", "torch.aten.t", "torch.aten.numpy_T",
    "torch.aten.flatten.using_ints", "torch.aten.unflatten.int", "torch.aten.constant_pad_nd",
    "torch.aten.copy", "torch.aten.view_copy", "torch.aten.expand_copy", "torch.aten.permute_copy",
    "torch.aten.transpose_copy.int", "torch.aten.slice_copy.Tensor", "torch.aten.select_copy.int",
    "torch.aten.unsqueeze_copy", "torch.aten.squeeze_copy.dim", "torch.aten.expand_as", "torch.aten.view_as",
    "torch.aten.reshape_as", "torch.aten.unfold", "torch.aten.pixel_shuffle", "torch.aten.pixel_unshuffle",
    "torch.aten.channel_shuffle", "torch.aten.repeat_interleave.self_int",
    # indexing
    "torch.aten.gather", "torch.aten.index_select", "torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin",
    "torch.aten.take_along_dim", "torch.aten.take", "torch.aten.scatter.src", "torch.aten.scatter.value",
    "torch.aten.index_put", "torch.aten.index_put.hacked_twin", "torch.aten._index_put_impl", "torch.aten.index_copy",
    "torch.aten._unsafe_index.Tensor", "torch.aten._unsafe_index_put", "torch.aten._unsafe_masked_index",
    "torch.aten.index_fill.int_Scalar", "torch.aten.index_fill.int_Tensor",
    "torch.aten.slice_scatter", "torch.aten.select_scatter", "torch.aten.diagonal_scatter",
    "torch.aten.masked_fill.Scalar", "torch.aten.masked_fill.Tensor", "torch.aten.masked_scatter",
    "torch.aten.where.self", "torch.aten.where.ScalarOther", "torch.aten.where.ScalarSelf", "torch.aten.where.Scalar",
    # creation with a fill value
    "torch.aten.full", "torch.aten.full_like", "torch.aten.new_full", "torch.aten.fill.Scalar", "torch.aten.fill.Tensor",
    "torch.aten.zeros", "torch.aten.zeros_like", "torch.aten.new_zeros", "torch.aten.empty.memory_format",
    "torch.aten.empty_like", "torch.aten.new_empty", "torch.aten.empty_strided", "torch.aten.new_empty_strided",
]

#: ops with an accumulating / reducing mode (the reduce argument must be none for a copy)
_SCATTER_REDUCE = {"torch.aten.scatter.src", "torch.aten.scatter.value"}


def _is_scalar_data(op, name):
    if name in DATA_SCALARS:
        return True
    return op.name.startswith("torch.aten.where.Scalar") and name in ("self", "other")


def retype(c, op):
    """``op`` on the bits: operands replaced where needed, results retyped by the driver."""
    b = c.b
    if op.name == "torch.aten.index_put" or op.name.startswith("torch.aten.index_put.") or \
            op.name in ("torch.aten._index_put_impl", "torch.aten._unsafe_index_put"):
        if b.const_bool(op.arg("accumulate")):
            raise NotSupported(f"'{op.name}': accumulate=True is f64 arithmetic, which has no exact TOSA form "
                               "(TOSA has no f64; f64 values are carried as their bits)")
    f64_result = any(is_f64_tensor(r) for r in op.results)
    if not f64_result:
        raise NotSupported(f"'{op.name}': {op.name} of f64 values to another dtype has no exact TOSA form here")
    names = [a.name for a in op.schema.arguments]
    shape_only = op.name.endswith("_like") or ".new_" in op.name or "empty" in op.name
    new = []
    for name, v in zip(names, op.operands):
        t = v.type
        if isinstance(t, BaseTensorType):
            if c.is_f64(v):
                v = c.bits(v)
            elif name in DATA_TENSORS and not shape_only:
                v = _promoted(c, op, v)  # a data operand of another dtype: PyTorch promotes it to f64
        elif isinstance(t, ListType) and v.defining_op is not None and \
                v.defining_op.name == "torch.prim.ListConstruct" and isinstance(t.element_type, BaseTensorType):
            elems = list(v.defining_op.operands)
            if any(c.is_f64(e) for e in elems):
                fixed = [c.bits(e) if c.is_f64(e) else _promoted(c, op, e) for e in elems]
                if any(f is not e for f, e in zip(fixed, elems)):
                    v = b.tensor_list(fixed)
        elif name == "dtype":
            if not b.is_none(v) and b.const_int(v) == F64_CODE:
                v = b.int(SI64_CODE)
        elif name == "reduce" and op.name in _SCATTER_REDUCE:
            if not b.is_none(v):
                raise NotSupported(f"'{op.name}': a reducing scatter is f64 arithmetic, which has no exact TOSA form "
                                   "(TOSA has no f64; f64 values are carried as their bits)")
        elif _is_scalar_data(op, name) and not b.is_none(v):
            v = b.int(c.scalar_bits(v))
        new.append(v)
    op.set_operands(new)
    return None


def _promoted(c, op, v):
    """A tensor of another dtype among the data of an f64 result: its bits (a cast)."""
    if not isinstance(v.type, BaseTensorType) or c.is_f64(v):
        return c.bits(v)
    from .casts import to_bits
    return to_bits(c, v)


f64_pattern(*MOVEMENT)(retype)


@f64_pattern("torch.aten.ones", "torch.aten.ones_like", "torch.aten.new_ones")
def ones(c, op):
    """Ones of f64: a full of the bits of 1.0."""
    b = c.b
    rt = op.results[0].type
    if rt.sizes is None:
        raise NotSupported(f"'{op.name}': unknown rank")
    if all(d >= 0 for d in rt.sizes):
        shape = list(rt.sizes)
    elif op.name == "torch.aten.ones":
        shape = b.list_elements(op.operands[0])
    elif op.name == "torch.aten.new_ones":
        shape = b.list_elements(op.operands[1])
    else:
        shape = [b.size(op.operands[0], d) for d in range(len(rt.sizes))]
    return [b.full(shape, float_bits(1.0), T.SI64)]


@f64_pattern("torch.vtensor.literal")
def literal(c, op):
    """An f64 literal: a literal of its bits."""
    import numpy as np
    attr = op.properties["value"]
    if not hasattr(attr, "to_numpy"):
        raise NotSupported(f"'{op.name}': an f64 literal of kind {type(attr).__name__} is not read here")
    from tmlir.ir import attributes as A
    from tmlir.dialects.torch.ops import ValueTensorLiteralOp
    data = np.ascontiguousarray(np.asarray(attr.to_numpy(), dtype=np.float64)).view(np.int64)
    t = ValueTensorType(list(data.shape), T.SI64)
    bits = A.DenseElementsAttr(data, A.RankedTensorType(list(data.shape), T.SI64))
    return [c.b.insert(ValueTensorLiteralOp.build_literal(bits, t, c.b.loc)).results[0]]


@f64_pattern("torch.prim.ListConstruct")
def _never(c, op):  # pragma: no cover - the driver skips list constructs
    return None



@f64_pattern("torch.aten._assert_tensor_metadata")
def _assert_metadata(c, op):
    """A check of the sizes / dtype export made at trace time (no results): it names f64, the
    value is now its bits, so the dtype is dropped from the check."""
    b = c.b
    ops = list(op.operands)
    names = [a.name for a in op.schema.arguments]
    for i, (n, v) in enumerate(zip(names, ops)):
        if n == "a":
            ops[i] = c.bits(v)
        elif n == "dtype" and not b.is_none(v) and b.const_int(v) == F64_CODE:
            ops[i] = b.int(SI64_CODE)
    op.set_operands(ops)
    return []
