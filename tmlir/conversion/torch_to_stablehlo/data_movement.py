"""Data movement: views and reshapes (``reshape``/``dynamic_reshape``), permutes (``transpose``),
slices (``slice``, ``real_dynamic_slice`` for dynamic bounds), ``select``/``narrow``, ``cat``/
``stack`` (``concatenate``), ``expand`` (``broadcast_in_dim``/``dynamic_broadcast_in_dim``),
``flip`` (``reverse``), ``roll``, ``repeat``, ``triu``/``tril`` (``iota`` + ``compare`` +
``select``), ``copy``, constant padding (``pad``; negative pads cut)."""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _x(operands, i=0):
    x = operands[i]
    if not U.ranked(getattr(x, "type", None)):
        raise U.NotLowerable(f"operand {i} is not a ranked tensor")
    return x


# ---------------------------------------------------------------------------------------------
# Reshapes
# ---------------------------------------------------------------------------------------------

def _reshape_to(rw, op, b, x, sizes_):
    out = U.result_type(op)
    sizes_ = U.sizes_from(out, sizes_)
    rw.replace_op(op, U.cast_shape(b, U.reshape(b, x, sizes_), out))
    return True


def _numel(b, x):
    return U.ix(b).prod(U.sizes(b, x))


@lowering("torch.aten.view", "torch.aten._unsafe_view", "torch.aten.reshape", "torch.aten._reshape_alias")
def view(op, operands, rw):
    """The size list (ints or runtime sizes; one -1 is the rest of the elements)."""
    x = _x(operands)
    out = U.result_type(op)
    b = U.B(rw, op.location)
    if DYN not in out.shape:
        return _reshape_to(rw, op, b, x, list(out.shape))
    entries = U.int_list_entries(U.arg_of(op, "size", "shape"))
    if entries is None or len(entries) != len(out.shape):
        return False
    ix = U.ix(b)
    sizes_, infer = [], None
    for k, e in enumerate(entries):
        if out.shape[k] != DYN:
            sizes_.append(out.shape[k])
        elif isinstance(e, int) and e == -1:
            infer = k
            sizes_.append(None)
        elif isinstance(e, int):
            sizes_.append(e)
        else:
            sizes_.append(ix.v(U.scalar_of(rw, e)))
    if infer is not None:
        rest = ix.prod([s for s in sizes_ if s is not None])
        sizes_[infer] = ix.floordiv(_numel(b, x), rest)
    return _reshape_to(rw, op, b, x, sizes_)


@lowering("torch.aten.view_as", "torch.aten.reshape_as")
def view_as(op, operands, rw):
    x, y = _x(operands), _x(operands, 1)
    b = U.B(rw, op.location)
    return _reshape_to(rw, op, b, x, U.sizes(b, y))


@lowering("torch.aten.flatten.using_ints")
def flatten(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    b = U.B(rw, op.location)
    if r == 0:
        return _reshape_to(rw, op, b, x, [1])
    s, e = U.dim_arg(op, "start_dim", r), U.dim_arg(op, "end_dim", r)
    if s is None or e is None or s > e:
        return False
    sz = U.sizes(b, x)
    return _reshape_to(rw, op, b, x, sz[:s] + [U.ix(b).prod(sz[s:e + 1])] + sz[e + 1:])


@lowering("torch.aten.unflatten.int")
def unflatten(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    parts = U.const_int_list(op.arg("sizes"))
    if d is None or parts is None:
        return False
    b = U.B(rw, op.location)
    ix = U.ix(b)
    sz = U.sizes(b, x)
    if -1 in parts:
        known = 1
        for p in parts:
            if p != -1:
                known *= p
        parts = [ix.floordiv(sz[d], known) if p == -1 else p for p in parts]
    return _reshape_to(rw, op, b, x, sz[:d] + list(parts) + sz[d + 1:])


def _squeeze(op, operands, rw, dims):
    x = _x(operands)
    out = U.result_type(op)
    b = U.B(rw, op.location)
    sz = U.sizes(b, x)
    r = len(sz)
    if dims is None:
        dims = [i for i in range(r) if x.type.shape[i] == 1]
    dims = [d for d in dims if x.type.shape[d] == 1]
    kept = [s for i, s in enumerate(sz) if i not in dims]
    if len(kept) != len(out.shape):
        raise U.NotLowerable("squeeze of a dynamic dim")
    return _reshape_to(rw, op, b, x, kept)


@lowering("torch.aten.squeeze")
def squeeze(op, operands, rw):
    return _squeeze(op, operands, rw, None)


@lowering("torch.aten.squeeze.dim")
def squeeze_dim(op, operands, rw):
    x = _x(operands)
    d = U.dim_arg(op, "dim", len(x.type.shape))
    if d is None:
        return False
    return _squeeze(op, operands, rw, [d] if x.type.shape else [])


@lowering("torch.aten.squeeze.dims")
def squeeze_dims(op, operands, rw):
    x = _x(operands)
    ds = U.const_int_list(op.arg("dim"))
    if ds is None:
        return False
    r = len(x.type.shape)
    ds = [U.norm_dim(d, r) for d in ds]
    if any(d is None for d in ds):
        return False
    return _squeeze(op, operands, rw, ds if r else [])


@lowering("torch.aten.unsqueeze")
def unsqueeze(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d = U.norm_dim(U.const_int(op.arg("dim")), r + 1)
    if d is None:
        return False
    b = U.B(rw, op.location)
    sz = U.sizes(b, x)
    return _reshape_to(rw, op, b, x, sz[:d] + [1] + sz[d:])


# ---------------------------------------------------------------------------------------------
# Permutations
# ---------------------------------------------------------------------------------------------

def _permute_to(rw, op, b, x, perm):
    rw.replace_op(op, U.cast_shape(b, U.transpose(b, x, perm), U.result_type(op)))
    return True


@lowering("torch.aten.permute")
def permute(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    perm = U.const_int_list(op.arg("dims"))
    if perm is None:
        return False
    perm = [U.norm_dim(p, r) for p in perm]
    if any(p is None for p in perm) or sorted(perm) != list(range(r)):
        return False
    return _permute_to(rw, op, U.B(rw, op.location), x, perm)


@lowering("torch.aten.transpose.int")
def transpose(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d0, d1 = U.dim_arg(op, "dim0", r), U.dim_arg(op, "dim1", r)
    if d0 is None or d1 is None:
        return False
    perm = list(range(r))
    if r:
        perm[d0], perm[d1] = perm[d1], perm[d0]
    return _permute_to(rw, op, U.B(rw, op.location), x, perm)


@lowering("torch.aten.t", "torch.aten.numpy_T")
def t(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    return _permute_to(rw, op, U.B(rw, op.location), x, list(reversed(range(r))))


@lowering("torch.aten.movedim.int")
def movedim(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    s, d = U.dim_arg(op, "source", r), U.dim_arg(op, "destination", r)
    if s is None or d is None:
        return False
    rest = [i for i in range(r) if i != s]
    rest.insert(d, s)
    return _permute_to(rw, op, U.B(rw, op.location), x, rest)


# ---------------------------------------------------------------------------------------------
# Slices
# ---------------------------------------------------------------------------------------------

def slice_along(b, x, d, start, size, step=1):
    """``x[..., start : start + size*step : step, ...]`` along dim ``d`` (ints or index values):
    ``stablehlo.slice`` when every bound is static, else ``real_dynamic_slice``."""
    sz = U.sizes(b, x)
    r = len(sz)
    ix = U.ix(b)
    if all(isinstance(v, int) for v in sz) and isinstance(start, int) and isinstance(size, int):
        starts = [0] * r
        limits = list(sz)
        strides = [1] * r
        starts[d] = start
        limits[d] = start + (size - 1) * step + 1 if size > 0 else start
        strides[d] = step
        return H.slice(b, x, starts, limits, strides)
    starts = [0] * r
    limits = list(sz)
    strides = [1] * r
    starts[d] = start
    limits[d] = ix.add(start, ix.mul(size, step)) if step == 1 else \
        ix.min(ix.add(start, ix.mul(size, step)), sz[d])
    strides[d] = step
    shape = list(x.type.shape)
    shape[d] = size if isinstance(size, int) else DYN
    t = U.RTT(shape, x.type.element_type)
    return b.op(H.RealDynamicSliceOp.build(operand=x, start_indices=U.shape_tensor(b, starts),
                                           limit_indices=U.shape_tensor(b, limits),
                                           strides=U.shape_tensor(b, strides), result=t))


@lowering("torch.aten.slice.Tensor")
def slice_tensor(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    step = U.const_int(op.arg("step")) if not U.is_none(op.arg("step")) else 1
    if d is None or step is None or step < 1:
        return False
    out = U.result_type(op)
    b = U.B(rw, op.location)
    start = U.size_of(rw, b, op.arg("start"))
    end = U.size_of(rw, b, op.arg("end"))
    sz = U.sizes(b, x)
    st, n = U.slice_bounds(b, start, end, step, sz[d])
    if out.shape[d] != DYN:
        n = out.shape[d]
        if n == 0:
            st = 0
    rw.replace_op(op, U.cast_shape(b, slice_along(b, x, d, st, n, step), out))
    return True


def _wrapped_start(rw, b, op, x, d, name):
    sz = U.sizes(b, x)
    return U.ix(b).wrap_negative(U.size_of(rw, b, op.arg(name)), sz[d])


@lowering("torch.aten.select.int")
def select_int(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    b = U.B(rw, op.location)
    st = _wrapped_start(rw, b, op, x, d, "index")
    s = slice_along(b, x, d, st, 1)
    sz = U.sizes(b, s)
    return _reshape_to(rw, op, b, s, sz[:d] + sz[d + 1:])


@lowering("torch.aten.narrow")
def narrow(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    b = U.B(rw, op.location)
    st = _wrapped_start(rw, b, op, x, d, "start")
    n = U.size_of(rw, b, op.arg("length"))
    out = U.result_type(op)
    if out.shape[d] != DYN:
        n = out.shape[d]
    rw.replace_op(op, U.cast_shape(b, slice_along(b, x, d, st, n), out))
    return True


def _tensor_list(v):
    from tmlir.conversion.torch_to_linalg.utils import tensor_list
    return tensor_list(v)


def _listed_tensors(op, rw, b, out):
    """``(tensors converted to the result dtype, the normalized dim)`` of a cat/stack op, or None
    when the list or the dim is not known; ``(torch value, tensor)`` pairs."""
    xs = U.list_elements(op.arg("tensors"))
    if xs is None:
        return None
    d = U.dim_arg(op, "dim", len(out.shape))
    if d is None:
        return None
    vals = []
    for v in xs:
        t = U.tensor_of(rw, v)
        if not U.ranked(getattr(t, "type", None)):
            return None
        vals.append((t, U.convert(b, t, out.element_type, unsigned=U.is_unsigned_value(v))))
    return vals, d


@lowering("torch.aten.cat", "torch.aten.concat", "torch.aten.concatenate")
def cat(op, operands, rw):
    """``concatenate`` of the list's tensors converted to the result dtype (1-D empty tensors,
    which torch skips, are left out)."""
    out = U.result_type(op)
    b = U.B(rw, op.location)
    got = _listed_tensors(op, rw, b, out)
    if got is None:
        return False
    r = len(out.shape)
    vals = [c for t, c in got[0] if not (len(t.type.shape) == 1 and t.type.shape[0] == 0 and r != 1)]
    if not vals:
        return False
    padded = _cat_as_pad(b, vals, got[1])
    res = padded if padded is not None else vals[0] if len(vals) == 1 else H.concatenate(b, vals, got[1])
    rw.replace_op(op, U.cast_shape(b, res, out))
    return True


def _splat_constant(v):
    """The one value of a splat ``stablehlo.constant`` / ``arith.constant`` ``v``, else None."""
    d = v.defining_op
    if isinstance(d, H.ConstantOp) or (d is not None and d.name == "arith.constant"):
        val = d.properties.get("value") or d.attributes.get("value")
        if isinstance(val, A.DenseElementsAttr):
            arr = np.asarray(val.to_numpy())
            if arr.size and (arr == arr.flat[0]).all():
                return arr.flat[0].item()
    return None


def _cat_as_pad(b, vals, d):
    """``cat([c1, x, c2], d)`` with ``x`` of a run-time size along ``d`` and ``c1``/``c2`` splat
    constants of one value (either may be absent) as ``stablehlo.pad`` of ``x``, else None: a pad
    states the constant blocks by their value and sizes, without materializing them (bincount's
    ``cat([x, -1])`` with a run-time length)."""
    if len(vals) not in (2, 3):
        return None
    consts = [_splat_constant(v) for v in vals]
    mid = [i for i, c in enumerate(consts) if c is None]
    if len(mid) != 1 or vals[mid[0]].type.shape[d] != DYN:
        return None
    m = mid[0]
    x = vals[m]
    if len({c for c in consts if c is not None}) != 1 or (len(vals) == 3 and m != 1):
        return None
    for i, v in enumerate(vals):
        if i != m and (DYN in v.type.shape or [s for k, s in enumerate(v.type.shape) if k != d]
                       != [s for k, s in enumerate(x.type.shape) if k != d]):
            return None  # the constant block must match x off the cat dim (static there)
    r = len(x.type.shape)
    lo = vals[0].type.shape[d] if m > 0 else 0
    hi = vals[-1].type.shape[d] if m < len(vals) - 1 else 0
    c = next(c for c in consts if c is not None)
    return H.pad(b, x, U.scalar_const(b, c, x.type.element_type), [lo if k == d else 0 for k in range(r)],
                 [hi if k == d else 0 for k in range(r)])


@lowering("torch.aten.stack")
def stack(op, operands, rw):
    out = U.result_type(op)
    b = U.B(rw, op.location)
    got = _listed_tensors(op, rw, b, out)
    if got is None:
        return False
    d = got[1]
    vals = []
    for _, t in got[0]:
        sz = U.sizes(b, t)
        vals.append(U.reshape(b, t, sz[:d] + [1] + sz[d:]))
    res = vals[0] if len(vals) == 1 else H.concatenate(b, vals, d)
    rw.replace_op(op, U.cast_shape(b, res, out))
    return True


# ---------------------------------------------------------------------------------------------
# Broadcasts, copies
# ---------------------------------------------------------------------------------------------

@lowering("torch.aten.expand", "torch.aten.broadcast_to")
def expand(op, operands, rw):
    """``broadcast_in_dim`` to the size list (-1 keeps the input's size)."""
    x = _x(operands)
    out = U.result_type(op)
    entries = U.int_list_entries(U.arg_of(op, "size"))
    if entries is None or len(entries) != len(out.shape):
        return False
    b = U.B(rw, op.location)
    r, n = len(out.shape), len(x.type.shape)
    sizes_ = []
    for k, e in enumerate(entries):
        j = k - (r - n)
        if out.shape[k] != DYN:
            sizes_.append(out.shape[k])
        elif isinstance(e, int) and e == -1:
            sizes_.append(U.dim(b, x, j))
        elif isinstance(e, int):
            sizes_.append(e)
        else:
            sizes_.append(U.ix(b).v(U.scalar_of(rw, e)))
    rw.replace_op(op, U.cast_shape(b, U.broadcast_to(b, x, sizes_), out))
    return True


@lowering("torch.aten.expand_as")
def expand_as(op, operands, rw):
    x, y = _x(operands), _x(operands, 1)
    b = U.B(rw, op.location)
    out = U.result_type(op)
    rw.replace_op(op, U.cast_shape(b, U.broadcast_to(b, x, U.sizes_from(out, U.sizes(b, y))), out))
    return True


@lowering("torch.aten.copy")
def copy(op, operands, rw):
    """``self.copy_(src)`` as a value: ``src`` converted to self's dtype, broadcast to its shape."""
    x, src = _x(operands), _x(operands, 1)
    out = U.result_type(op)
    b = U.B(rw, op.location)
    v = U.convert(b, src, out.element_type, unsigned=U.is_unsigned_value(op.arg("src")))
    rw.replace_op(op, U.cast_shape(b, U.broadcast_to(b, v, U.sizes_from(out, U.sizes(b, x))), out))
    return True


# ---------------------------------------------------------------------------------------------
# Reorders
# ---------------------------------------------------------------------------------------------

@lowering("torch.aten.flip")
def flip(op, operands, rw):
    x = _x(operands)
    r = len(x.type.shape)
    dims = U.const_int_list(op.arg("dims"))
    if dims is None:
        return False
    dims = sorted({U.norm_dim(d, r) for d in dims})
    if None in dims:
        return False
    b = U.B(rw, op.location)
    res = x if not dims or not r else b.op(H.ReverseOp.build(operand=x, dimensions=H.i64_array(dims)))
    rw.replace_op(op, U.cast_shape(b, res, U.result_type(op)))
    return True


@lowering("torch.aten.roll")
def roll(op, operands, rw):
    """``concatenate(x[k:], x[:k])`` with ``k = -s mod n`` per rolled dim (``real_dynamic_slice``
    when the size or the shift is a run-time value)."""
    x = _x(operands)
    r = len(x.type.shape)
    shifts = U.int_list_entries(op.arg("shifts"))
    dims = U.const_int_list(op.arg("dims"))
    if shifts is None or dims is None or len(shifts) != len(dims) or not dims:
        return False
    b = U.B(rw, op.location)
    ix = U.ix(b)
    for s, d in zip(shifts, dims):
        d = U.norm_dim(d, r)
        if d is None:
            return False
        n = U.dim(b, x, d)
        if n == 0:
            continue
        k = ix.rem(ix.sub(0, s if isinstance(s, int) else U.size_of(rw, b, s)), n)
        if k == 0:
            continue
        x = H.concatenate(b, [slice_along(b, x, d, k, ix.sub(n, k)), slice_along(b, x, d, 0, k)], d)
    rw.replace_op(op, U.cast_shape(b, x, U.result_type(op)))
    return True


@lowering("torch.aten.repeat", "torch.aten.tile")
def repeat(op, operands, rw):
    """Each dim ``d`` of size ``n`` repeated ``k`` times: broadcast to ``[k, n]`` and merged."""
    x = _x(operands)
    reps = U.const_int_list(U.arg_of(op, "repeats", "dims"))
    if reps is None:
        return False
    b = U.B(rw, op.location)
    r = len(x.type.shape)
    if len(reps) < r:
        reps = [1] * (r - len(reps)) + list(reps)
    sz = U.sizes(b, x)
    sz = [1] * (len(reps) - r) + sz
    x = U.reshape(b, x, sz)
    big, dims = [], []
    for i, (k, n) in enumerate(zip(reps, sz)):
        dims.append(2 * i + 1)
        big += [k, n]
    y = U.broadcast_in_dim(b, x, big, dims)
    ix = U.ix(b)
    rw.replace_op(op, U.cast_shape(b, U.reshape(b, y, [ix.mul(k, n) for k, n in zip(reps, sz)]),
                                   U.result_type(op)))
    return True


def _triangle(upper):
    def lower(op, operands, rw):
        x = _x(operands)
        r = len(x.type.shape)
        if r < 2:
            return False
        k = U.const_int(op.arg("diagonal"))
        if k is None:
            return False
        b = U.B(rw, op.location)
        sz = U.sizes(b, x)
        i = U.iota(b, A.I64, sz[-2:], 0)
        j = U.iota(b, A.I64, sz[-2:], 1)
        diff = U.binary(b, H.SubtractOp, j, i)
        keep = U.compare(b, diff, U.splat_like(b, diff, k), "GE" if upper else "LE")
        keep = U.broadcast_to(b, keep, sz)
        zero = U.splat_like(b, x, 0)
        rw.replace_op(op, U.cast_shape(b, U.select(b, keep, x, zero), U.result_type(op)))
        return True
    return lower


lowering("torch.aten.triu")(_triangle(True))
lowering("torch.aten.tril")(_triangle(False))


# ---------------------------------------------------------------------------------------------
# Constant padding
# ---------------------------------------------------------------------------------------------

def _pad(op, operands, rw, pads, value):
    x = _x(operands)
    r = len(x.type.shape)
    if pads is None or len(pads) % 2 or len(pads) // 2 > r:
        return False
    lo, hi = [0] * r, [0] * r
    for i in range(len(pads) // 2):
        d = r - 1 - i
        lo[d], hi[d] = pads[2 * i], pads[2 * i + 1]
    out = U.result_type(op)
    b = U.B(rw, op.location)
    et = x.type.element_type
    if value is None:
        value = 0
    pv = U.from_scalar(b, value, et) if hasattr(value, "type") else U.scalar_const(
        b, int(value) if U.is_int(et) and not isinstance(value, bool) else value, et)
    res = H.pad(b, x, pv, lo, hi)
    rw.replace_op(op, U.cast_shape(b, res, out))
    return True


@lowering("torch.aten.constant_pad_nd")
def constant_pad_nd(op, operands, rw):
    v = U.const_number(op.arg("value"))
    if v is None:
        v = U.scalar_of(rw, op.arg("value"))
    return _pad(op, operands, rw, U.const_int_list(op.arg("pad")), v)


@lowering("torch.aten.pad")
def pad(op, operands, rw):
    mode = U.const_str(op.arg("mode")) if U.has_arg(op, "mode") else "constant"
    if mode in ("reflect", "replicate", "circular"):
        return _lower_mode_pad(op, operands, rw, U.const_int_list(op.arg("pad")), mode)
    if mode != "constant":
        return False
    v = 0 if not U.has_arg(op, "value") else U.const_number(op.arg("value"))
    if v is None:
        return False
    return _pad(op, operands, rw, U.const_int_list(op.arg("pad")), v)


# ---------------------------------------------------------------------------------------------
# Splits (list results, lowered with their prim.ListUnpack users)
# ---------------------------------------------------------------------------------------------

def _unpack_users(op):
    users = [u for u, _ in op.results[0].uses]
    if not users or any(u.name != "torch.prim.ListUnpack" for u in users):
        return None
    return users


def _lower_split(op, operands, rw, sizes_fn, squeeze=False):
    """A list-returning split and its ``prim.ListUnpack`` users: ``sizes_fn(b, x, n)`` gives
    ``(dim, [piece sizes])``; the pieces are slices (with the dim dropped when ``squeeze``)."""
    x = U.tensor_operand(operands, 0)
    unpacks = _unpack_users(op)
    if unpacks is None:
        return False
    outs = list(unpacks[0].results)
    if any(len(u.results) != len(outs) for u in unpacks):
        return False
    types = [U.builtin_type(o.type) for o in outs]
    if any(t is None for t in types):
        return False
    b = U.B(rw, op.location)
    got = sizes_fn(b, x, len(outs))
    if got is None:
        return False
    d, sizes_ = got
    if len(sizes_) != len(outs):
        return False
    ix = U.ix(b)
    off = 0
    pieces = []
    for n, t in zip(sizes_, types):
        p = slice_along(b, x, d, off, n)
        if squeeze:
            ps = U.sizes(b, p)
            p = U.reshape(b, p, ps[:d] + ps[d + 1:])
        pieces.append(U.cast_shape(b, p, t))
        off = ix.add(off, n)
    for u in unpacks:
        rw.replace_op(u, pieces)
    rw.erase_op(op)
    return True


@lowering("torch.aten.split_with_sizes", "torch.aten.split.sizes")
def split_with_sizes(op, operands, rw):
    """The sizes are constants or int values (symbolic sizes of a dynamic export), where a static
    result dim wins."""
    def sizes_fn(b, x, n):
        entries = U.int_list_entries(U.arg_of(op, "split_sizes", "split_size"))
        d = U.dim_arg(op, "dim", len(x.type.shape))
        if entries is None or d is None or len(entries) != n:
            return None
        outs = _unpack_users(op)[0].results
        ix = U.ix(b)
        return d, [e if isinstance(e, int) else o.type.sizes[d] if o.type.sizes[d] >= 0
                   else ix.v(U.scalar_of(rw, e)) for e, o in zip(entries, outs)]
    return _lower_split(op, operands, rw, sizes_fn)


def _even(count_arg, piece_fn):
    def lower(op, operands, rw):
        def sizes_fn(b, x, n):
            d = U.dim_arg(op, "dim", len(x.type.shape))
            k = U.const_int(op.arg(count_arg))
            if d is None or k is None:
                return None
            ix = U.ix(b)
            size = U.dim(b, x, d)
            piece = piece_fn(ix, size, k)
            out, off = [], 0
            for i in range(n):
                out.append(piece if i < n - 1 else ix.sub(size, off))
                off = ix.add(off, piece)
            return d, out
        return _lower_split(op, operands, rw, sizes_fn)
    return lower


lowering("torch.aten.split.Tensor")(_even("split_size", lambda ix, size, k: k))
lowering("torch.aten.chunk")(_even("chunks", lambda ix, size, k: ix.ceildiv(size, k)))


@lowering("torch.aten.unbind.int")
def unbind(op, operands, rw):
    def sizes_fn(b, x, n):
        d = U.dim_arg(op, "dim", len(x.type.shape))
        return None if d is None else (d, [1] * n)
    return _lower_split(op, operands, rw, sizes_fn, squeeze=True)


@lowering("torch.aten.diagonal")
def diagonal(op, operands, rw):
    """The ``offset`` diagonal of dims ``dim1``/``dim2`` (static sizes), moved last: a gather of
    ``(i, i + offset)`` index pairs after moving the two dims first."""
    x = _x(operands)
    r = len(x.type.shape)
    d1, d2 = U.dim_arg(op, "dim1", r), U.dim_arg(op, "dim2", r)
    off = U.const_int(op.arg("offset"))
    if d1 is None or d2 is None or off is None or d1 == d2:
        return False
    n1, n2 = x.type.shape[d1], x.type.shape[d2]
    b = U.B(rw, op.location)
    rest = [i for i in range(r) if i not in (d1, d2)]
    if DYN in (n1, n2):
        rw.replace_op(op, _dynamic_diagonal(b, x, d1, d2, rest, off, U.result_type(op)))
        return True
    xt = U.transpose(b, x, [d1, d2] + rest)
    lo, hi = (0, off) if off >= 0 else (-off, 0)
    n = max(0, min(n1 - lo, n2 - hi))
    out = U.result_type(op)
    if n == 0:
        rw.replace_op(op, U.cast_shape(b, U.splat(b, 0, out.element_type, U.sizes_from(out, [0] * len(out.shape))),
                                       out))
        return True
    pairs = np.stack([np.arange(n) + lo, np.arange(n) + hi], 1)
    iv = U.index_constant(b, pairs)
    xs = U.sizes(b, xt)
    dn = H.gather_dimension_numbers(offset_dims=list(range(1, r - 1)), collapsed_slice_dims=[0, 1],
                                    start_index_map=[0, 1], index_vector_dim=1)
    gshape = [n] + list(xt.type.shape[2:])
    slice_sizes = [1, 1] + xs[2:]
    if all(isinstance(s, int) for s in slice_sizes):
        g = b.op(H.GatherOp.build(operand=xt, start_indices=iv, result=U.RTT(gshape, x.type.element_type),
                                  dimension_numbers=dn, slice_sizes=H.i64_array(slice_sizes)))
    else:
        g = b.op(H.DynamicGatherOp.build(operand=xt, start_indices=iv, slice_sizes=U.shape_tensor(b, slice_sizes),
                                         result=U.RTT(gshape, x.type.element_type), dimension_numbers=dn))
    g = U.transpose(b, g, list(range(1, r - 1)) + [0])
    rw.replace_op(op, U.cast_shape(b, g, out))
    return True


def _dynamic_diagonal(b, x, d1, d2, rest, off, out):
    """The diagonal when ``dim1``/``dim2`` have run-time sizes ``n1``/``n2``: the two dims moved
    last and collapsed to one of ``n1 * n2``, then ``torch_index_select`` of the flat positions
    ``(i + lo) * n2 + (i + hi)`` for ``i < n = max(0, min(n1 - lo, n2 - hi))`` (a ``dynamic_iota``
    of the run-time count: slice sizes known at run time, taken from the operand)."""
    ix = U.ix(b)
    xt = U.transpose(b, x, rest + [d1, d2])
    xs = U.sizes(b, xt)
    n1, n2 = xs[-2], xs[-1]
    lo, hi = (0, off) if off >= 0 else (-off, 0)
    n = ix.max(ix.min(ix.sub(n1, lo), ix.sub(n2, hi)), 0)
    flat = U.reshape(b, xt, xs[:-2] + [ix.mul(n1, n2)])
    i = U.iota(b, A.I64, [n], 0)
    step = U.broadcast_in_dim(b, U.from_scalar(b, U.i64(b, ix.add(n2, 1))), [n], [])
    start = U.broadcast_in_dim(b, U.from_scalar(b, U.i64(b, ix.add(ix.mul(lo, n2), hi))), [n], [])
    idx = U.binary(b, H.AddOp, U.binary(b, H.MulOp, i, step), start)
    k = len(rest)
    gt = U.RTT(list(xt.type.shape[:-2]) + [DYN], x.type.element_type)
    g = b.op(H.TorchIndexSelectOp.build(operand=flat, index=idx, result=gt, dim=H.i64_attr(k),
                                        batch_dims=H.i64_attr(0)))
    return U.cast_shape(b, g, out)


def _mode_pad(mode, pads_arg):
    def lower(op, operands, rw):
        return _lower_mode_pad(op, operands, rw, U.const_int_list(op.arg(pads_arg)), mode)
    return lower


def _dynamic_pad_index(b, x, d, lo, hi, mode):
    """The source positions (``[n + lo + hi, 1]`` i64) of a mode padding along a dynamic dim of
    size ``n``, computed from an ``iota``: reflect ``|p|`` folded at ``n - 1``, replicate ``p``
    clamped to ``[0, n - 1]``, circular ``p mod n`` (``p = i - lo``)."""
    n = U.dim(b, x, d)
    total = U.ix(b).add(n, lo + hi)
    pos = U.iota(b, A.I64, [total], 0)
    pos = U.binary(b, H.SubtractOp, pos, U.splat_like(b, pos, lo))
    nt = U.broadcast_in_dim(b, U.from_scalar(b, U.i64(b, n)), [total], [])
    last = U.binary(b, H.SubtractOp, nt, U.splat_like(b, pos, 1))
    if mode == "reflect":
        p = U.unary(b, H.AbsOp, pos)
        over = U.compare(b, p, last, "GT")
        pos = U.select(b, over, U.binary(b, H.SubtractOp, U.binary(b, H.AddOp, last, last), p), p)
    elif mode == "replicate":
        pos = H.clamp(b, U.splat_like(b, pos, 0), pos, last)
    else:
        r = U.binary(b, H.RemOp, U.binary(b, H.AddOp, pos, nt), nt)
        pos = r
    return U.reshape(b, pos, [total, 1])


def _lower_mode_pad(op, operands, rw, pads, mode):
    """reflect / replicate / circular padding of the trailing dims: each padded dim (static size)
    is a gather of a constant index list."""
    x = _x(operands)
    r = len(x.type.shape)
    if pads is None or len(pads) % 2 or len(pads) // 2 > r:
        return False
    b = U.B(rw, op.location)
    for i in range(len(pads) // 2):
        d = r - 1 - i
        lo, hi = pads[2 * i], pads[2 * i + 1]
        n = x.type.shape[d]
        if n == DYN:
            x = U.gather_dims(b, x, _dynamic_pad_index(b, x, d, lo, hi, mode), [d])
            continue
        pos = np.arange(-lo, n + hi)
        if mode == "reflect":
            period = 2 * (n - 1) if n > 1 else 1
            pos = np.abs(pos) % period
            pos = np.where(pos >= n, period - pos, pos)
        elif mode == "replicate":
            pos = np.clip(pos, 0, n - 1)
        else:
            pos = pos % n
        idx = U.index_constant(b, pos.reshape(-1, 1))
        x = U.gather_dims(b, x, idx, [d])
    rw.replace_op(op, U.cast_shape(b, x, U.result_type(op)))
    return True


for _n in (1, 2, 3):
    lowering(f"torch.aten.reflection_pad{_n}d")(_mode_pad("reflect", "padding"))
    lowering(f"torch.aten.replication_pad{_n}d")(_mode_pad("replicate", "padding"))
lowering("torch.aten._pad_circular")(_mode_pad("circular", "pad"))
