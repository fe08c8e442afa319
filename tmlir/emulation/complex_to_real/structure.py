"""Ops that act on the real and the imaginary part alike: views, data movement, indexing,
additive reductions. Each is applied twice, once to the real parts and once to the imaginary
parts of its complex operands; a real floating-point tensor among the data is (x, 0), and a
real scalar fill value is (v, 0)."""
from __future__ import annotations

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import BaseTensorType, ListType, TorchComplexType, ValueTensorType
from tmlir.transforms.decompositions.builder import NotApplicable, is_complex_dtype, is_float_dtype
from .registry import complex_pattern, is_complex_tensor

#: scalar arguments that are data (a fill value): their imaginary part is 0 unless complex
DATA_SCALARS = ("value", "fill_value")


def _dtype_code(b, v):
    """A ``dtype`` argument naming a complex dtype -> the code of its real dtype."""
    if b.is_none(v):
        return v
    dt = T.scalar_type_int_to_type(b.const_int(v))
    if dt is not None and is_complex_dtype(dt):
        return b.int(T.type_to_scalar_type_int(dt.element_type))
    return v


def _is_scalar_data(op, name, v):
    if isinstance(v.type, TorchComplexType):
        return True
    if name in DATA_SCALARS:
        return True
    # where.ScalarSelf / where.ScalarOther / where.Scalar: the scalar branches are data
    return op.name.startswith("torch.aten.where.Scalar") and name in ("self", "other")


def apply_to_parts(c, op, data=None):
    """``op`` on the real parts and on the imaginary parts of its data operands; returns one
    (re, im) per complex result. ``data``: the names of the tensor arguments that are data
    (default: every floating-point or complex tensor and list of tensors)."""
    b = c.b
    names = [a.name for a in op.schema.arguments]
    types = [c.real_type(r.type) for r in op.results]
    if any(not is_complex_tensor(r) for r in op.results):
        raise NotApplicable("a result is not complex")
    rdt = types[0].dtype
    re_ops, im_ops = [], []
    for name, v in zip(names, op.operands):
        t = v.type
        is_data = data is None or name in data
        if isinstance(t, BaseTensorType) and is_data and (c.is_complex(v) or is_float_dtype(t.dtype)):
            re, im = c.tensor_parts(v, rdt) if c.is_complex(v) else (v, None)
            re_ops.append(re)
            im_ops.append(im if im is not None else c.zeros_like(re))
        elif isinstance(t, ListType) and is_data and v.defining_op is not None and \
                v.defining_op.name == "torch.prim.ListConstruct" and isinstance(t.element_type, BaseTensorType):
            res, ims = [], []
            for e in c.elements(v):
                if c.is_complex(e) or is_float_dtype(e.type.dtype):
                    re, im = c.tensor_parts(e, rdt) if c.is_complex(e) else (e, None)
                    res.append(re)
                    ims.append(im if im is not None else c.zeros_like(re))
                else:
                    res.append(e)
                    ims.append(e)
            re_ops.append(b.tensor_list(res))
            im_ops.append(b.tensor_list(ims))
        elif name == "dtype":
            code = _dtype_code(b, v)
            re_ops.append(code)
            im_ops.append(code)
        elif not isinstance(t, BaseTensorType) and _is_scalar_data(op, name, v):
            re, im = c.parts(v) if isinstance(t, TorchComplexType) else (v, 0.0)
            re_ops.append(re)
            im_ops.append(im if im is not None else 0.0)
        else:
            re_ops.append(v)
            im_ops.append(v)
    re_res = b.op(op.name, re_ops, types)
    im_res = b.op(op.name, im_ops, types)
    return list(zip(re_res, im_res))


#: ops applied to the two parts alike
COMPONENTWISE = [
    # views and shuffles
    "torch.aten.view", "torch.aten.reshape", "torch.aten._unsafe_view", "torch.aten.permute",
    "torch.aten.transpose.int", "torch.aten.unsqueeze", "torch.aten.squeeze.dim", "torch.aten.squeeze",
    "torch.aten.squeeze.dims", "torch.aten.select.int", "torch.aten.slice.Tensor", "torch.aten.expand",
    "torch.aten.broadcast_to", "torch.aten.roll", "torch.aten.cat", "torch.aten.stack",
    "torch.aten.clone", "torch.aten.contiguous", "torch.aten.alias", "torch.aten.detach", "torch.aten.lift_fresh_copy",
    "torch.aten.diagonal", "torch.aten.diag_embed", "torch.aten.tril", "torch.aten.triu", "torch.aten.repeat",
    "torch.aten.tile", "torch.aten.narrow", "torch.aten.movedim.int", "torch.aten.t", "torch.aten.numpy_T",
    "torch.aten.flatten.using_ints", "torch.aten.unflatten.int", "torch.aten.constant_pad_nd",
    "torch.aten.copy", "torch.aten.view_copy", "torch.aten.expand_copy", "torch.aten.permute_copy",
    "torch.aten.transpose_copy.int", "torch.aten.slice_copy.Tensor", "torch.aten.select_copy.int",
    "torch.aten.unsqueeze_copy", "torch.aten.squeeze_copy.dim",
    # indexing
    "torch.aten.gather", "torch.aten.scatter.src",
    "torch.aten.scatter_add", "torch.aten.index_add", "torch.aten.index_copy", "torch.aten.slice_scatter",
    "torch.aten.select_scatter", "torch.aten.diagonal_scatter", "torch.aten.masked_fill.Scalar",
    "torch.aten.masked_fill.Tensor", "torch.aten.where.self", "torch.aten.where.ScalarOther",
    "torch.aten.where.ScalarSelf", "torch.aten.masked_scatter", "torch.aten.take_along_dim",
    # creation with a fill value
    "torch.aten.full", "torch.aten.full_like", "torch.aten.new_full", "torch.aten.fill.Scalar",
    "torch.aten.zeros", "torch.aten.zeros_like", "torch.aten.new_zeros", "torch.aten.empty.memory_format",
    "torch.aten.empty_like", "torch.aten.new_empty",
    # additive reductions and scans
    "torch.aten.sum", "torch.aten.sum.dim_IntList", "torch.aten.mean", "torch.aten.mean.dim",
    "torch.aten.cumsum", "torch.aten.trace", "torch.aten.nansum",
]


@complex_pattern(*COMPONENTWISE)
def componentwise(c, op):
    return apply_to_parts(c, op)


@complex_pattern("torch.aten.flip")
def flip(c, op):
    """One flip of the view_as_real pair (its dims counted from the front, so the parts' dim stays
    last): one op where flipping the parts would be two reverses of slices concatenated again."""
    b = c.b
    x = op.arg("self")
    rank = len(c.sizes(x))
    dims = [d + rank if d < 0 else d for d in b.const_int_list(op.arg("dims"))]
    pair = c.pair(x)
    out = b.op("torch.aten.flip", [pair, b.int_list(dims)], pair.type)
    return [c.from_pair(out)]


@complex_pattern("torch.aten._assert_tensor_metadata")
def assert_metadata(c, op):
    """A check of the sizes/dtype export made at trace time: nothing to compute (no results)."""
    return []


@complex_pattern("torch.aten.size.int", "torch.aten.dim", "torch.aten.numel", "torch.aten.size")
def metadata(c, op):
    """Sizes of a complex tensor are those of its parts."""
    re, _ = c.tensor_parts(op.operands[0])
    return [c.b.op(op.name, [re] + list(op.operands[1:]), op.results[0].type)]


#: the pad modes that copy elements (no fill value), done on the pair
EDGE_PAD_MODES = ("reflect", "replicate", "circular")


@complex_pattern("torch.aten.pad")
def pad(c, op):
    """Constant mode: each part (the fill value's imaginary part is 0). Reflect, replicate and
    circular modes copy elements: one pad of the view_as_real pair, its last dim padded by 0.
    With ``index_select`` on the pair too, stft's framing of a complex signal is one pad and one
    gather of the pair rather than slices of it, edge-padded and gathered part by part (a form
    that failed to compile on one engine, StftComplex)."""
    b = c.b
    if b.const_str(op.arg("mode")) not in EDGE_PAD_MODES:
        return apply_to_parts(c, op)
    pads = b.const_int_list(op.operands[1])
    pair = c.pair(op.operands[0])
    rest = [b.int_list([0, 0] + pads)] + list(op.operands[2:])
    out_sizes = list(op.results[0].type.sizes) + [2]
    out = b.op(op.name, [pair] + rest, b.vt(out_sizes, b.dtype(pair)))
    return [c.from_pair(out)]


#: scatter reductions that act on the two parts alike (a sum of complex numbers is the sums of their
#: parts); "multiply" / "prod" / "amax" / "amin" / "mean" are not (a product mixes the parts, and
#: complex numbers have no order)
_ADDITIVE_REDUCES = ("add", "sum")


@complex_pattern("torch.aten.scatter.value", "torch.aten.scatter.reduce", "torch.aten.scatter.value_reduce")
def scatter_reduce_parts(c, op):
    if op.name != "torch.aten.scatter.value":
        reduce = c.b.const_str(op.arg("reduce"))
        if reduce not in _ADDITIVE_REDUCES:
            raise NotApplicable(f"scatter with reduce={reduce!r} on complex values (only 'add' acts on the real "
                                "and imaginary parts alike)")
    return apply_to_parts(c, op)


def _pair_of(c, v, rdt):
    """``v`` (complex, or a real floating-point tensor: imaginary part 0) in view_as_real layout."""
    if c.is_complex(v):
        return c.pair(v)
    if not isinstance(v.type, BaseTensorType) or not is_float_dtype(v.type.dtype):
        raise NotApplicable("a data operand that is neither complex nor floating-point")
    re = c.b.to_dtype(v, rdt)
    return c.b.stack([re, c.zeros_like(re)], -1)


@complex_pattern("torch.aten.index_put", "torch.aten.index_put.hacked_twin", "torch.aten._unsafe_index_put",
                 "torch.aten._index_put_impl")
def index_put(c, op):
    """One index_put of the view_as_real pairs: the indices address the leading dims, and the
    values' pair (sizes V + [2]) broadcasts to the indexed sizes + [2] as V does to the indexed
    sizes: one tosa.scatter, where the parts would be two scatters of slices of one tensor (a form
    that failed to compile on one engine). A 0-d self (no dim to index) goes part by part."""
    if not is_complex_tensor(op.results[0]):
        raise NotApplicable("a result is not complex")
    x = op.arg("self")
    if len(c.sizes(x)) == 0:
        return apply_to_parts(c, op)
    rtype = c.real_type(op.results[0].type)
    if rtype.sizes is None:
        raise NotApplicable("unknown rank")
    names = [a.name for a in op.schema.arguments]
    args = dict(zip(names, op.operands))
    args["self"] = _pair_of(c, x, rtype.dtype)
    args["values"] = _pair_of(c, args["values"], rtype.dtype)
    out = c.b.op(op.name, [args[n] for n in names], ValueTensorType(list(rtype.sizes) + [2], rtype.dtype))
    return [c.from_pair(out)]


@complex_pattern("torch.aten.index_select", "torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin",
                 "torch.aten._unsafe_index.Tensor")
def index_on_pair(c, op):
    """One gather of the view_as_real pair: ``dim`` (counted from the front) and the index tensors
    address the leading dims, and the parts' dim stays last in the result. One gather, where the
    parts would be two gathers of strided slices of the pair (a form that failed to compile on one
    engine). A 0-d self goes part by part."""
    if not is_complex_tensor(op.results[0]):
        raise NotApplicable("a result is not complex")
    x = op.arg("self")
    rank = len(c.sizes(x))
    if rank == 0:
        return apply_to_parts(c, op)
    rtype = c.real_type(op.results[0].type)
    if rtype.sizes is None:
        raise NotApplicable("unknown rank")
    b = c.b
    names = [a.name for a in op.schema.arguments]
    args = dict(zip(names, op.operands))
    args["self"] = _pair_of(c, x, rtype.dtype)
    if "dim" in args:
        d = b.const_int(args["dim"])
        args["dim"] = b.int(d + rank if d < 0 else d)
    out = b.op(op.name, [args[n] for n in names], ValueTensorType(list(rtype.sizes) + [2], rtype.dtype))
    return [c.from_pair(out)]
