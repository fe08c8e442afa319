"""tensor dialect: creation, slicing, reshaping and element access on value-semantic tensors.

Custom forms print as ``mlir-opt`` does, e.g.

    %extracted_slice = tensor.extract_slice %t[0, %i] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
    %padded = tensor.pad %t low[1, %i] high[2, 0] { ^bb0(...): tensor.yield %v : f32 } : ... to ...

Ops with mixed static/dynamic index lists (extract_slice, insert_slice, parallel_insert_slice,
pad, expand_shape) keep the static entries in ``static_*`` DenseArrayAttr properties, with
``DYNAMIC`` marking the places taken by index operands, in order. Their builders take a list
whose entries are Python ints or index Values (``build_mixed``); ``mixed_*`` accessors give such
lists back.
"""
from __future__ import annotations

from .. import attributes as A
from ..attributes import DYNAMIC, INDEX, DenseArrayAttr
from ..core import Block, Region, Value, OpResult, BlockArgument, VerifyError, IRError
from ..matchers import constant_int, constant_value
from ..rewrite import RewritePattern
from ..opdef import (Op, register, operand, var_operand, result, prop, opt_prop, region,
                     IsTerminator, ReturnLike, HasParent, Pure, SingleBlock, constraint)

# ---------------------------------------------------------------------------------------------
# Type constraints
# ---------------------------------------------------------------------------------------------


@constraint("a tensor")
def _is_tensor(t):
    return type(t) is A.RankedTensorType or type(t) is A.UnrankedTensorType


@constraint("a ranked tensor")
def _is_ranked(t):
    return type(t) is A.RankedTensorType


@constraint("index")
def _is_index(t):
    return t is INDEX


@constraint("a 1-D tensor of integers or index")
def _is_shape_tensor(t):
    return type(t) is A.RankedTensorType and len(t.shape) == 1 and A.is_int_or_index(t.element_type)


# ---------------------------------------------------------------------------------------------
# Mixed static/dynamic index lists (MLIR's custom<DynamicIndexList>)
# ---------------------------------------------------------------------------------------------

def split_mixed(entries):
    """``[0, %v, 2]`` (ints, IntegerAttrs or Values) -> ``([%v], [0, DYNAMIC, 2])``."""
    values, static = [], []
    for e in entries:
        if isinstance(e, Value):
            values.append(e)
            static.append(DYNAMIC)
        elif type(e) is A.IntegerAttr:
            static.append(e.value)
        else:
            static.append(int(e))
    return values, static


def join_mixed(static, values):
    """Inverse of ``split_mixed``: a list of ints and Values."""
    out, j = [], 0
    for s in static:
        if s == DYNAMIC and j < len(values):
            out.append(values[j])
            j += 1
        else:
            out.append(s)
    return out


def format_dynamic_index_list(p, values, static, open="[", close="]"):
    parts, j = [], 0
    for s in static:
        if s == DYNAMIC:
            parts.append(p.value_name(values[j]) if j < len(values) else "<<MISSING VALUE>>")
            j += 1
        else:
            parts.append(str(s))
    return open + ", ".join(parts) + close


def print_dynamic_index_list(p, values, static, open="[", close="]"):
    p.write(format_dynamic_index_list(p, values, static, open, close))


def parse_dynamic_index_list(parser, open="[", close="]", what="index"):
    """``[0, %i, 4]`` -> (unresolved operand refs, static list with DYNAMIC for the refs)."""
    parser.expect(open, f"to start the {what} list")
    refs, static = [], []
    if parser.accept(close):
        return refs, static
    while True:
        if parser.tok_kind == "value":
            refs.append(parser.parse_operand())
            static.append(DYNAMIC)
        else:
            v = parser.parse_optional_integer()
            if v is None:
                raise parser.error(f"expected SSA value or integer in the {what} list, found "
                                   f"'{parser.tok_text or 'end of file'}'")
            static.append(v)
        if parser.accept(close):
            return refs, static
        parser.expect(",", f"or '{close}' in the {what} list")


def _static(op, name):
    a = op.properties.get(name)
    if a is None:
        a = op.attributes.get(name)
    return list(a.value) if a is not None else []


def _check_mixed(op, name, static, values):
    n = static.count(DYNAMIC)
    if n != len(values):
        raise VerifyError(f"'{op.name}' expected {n} dynamic {name} value(s) for {name} "
                          f"{_fmt_static(static)}, got {len(values)}", op=op)


def _fmt_static(static):
    return "[" + ", ".join("?" if s == DYNAMIC else str(s) for s in static) + "]"


def _fmt_shape(shape):
    return "x".join("?" if d == DYNAMIC else str(d) for d in shape)


# ---------------------------------------------------------------------------------------------
# Shared helpers for custom forms
# ---------------------------------------------------------------------------------------------

def extra_attrs(op, elided=()):
    """Attributes a custom form prints in its attr-dict: discardable ones plus any properties the
    syntax does not spell out."""
    inherent = type(op)._inherent_names
    d = {k: v for k, v in op.properties.items() if k not in elided and k not in inherent}
    d.update(op.attributes)
    return d


def split_inherent(cls, attrs, props):
    """Move attr-dict entries that name inherent attributes of ``cls`` into ``props``."""
    for k in list(attrs):
        if k in cls._inherent_names:
            props[k] = attrs.pop(k)
    return attrs


def _slice_result_type(source_type, static_sizes):
    return A.RankedTensorType(static_sizes, source_type.element_type, source_type.encoding)


def _rank_reduced_match(expected, actual):
    """True if shape ``actual`` is ``expected`` with some unit dims dropped."""
    if len(actual) > len(expected):
        return False
    drop = len(expected) - len(actual)
    j = 0
    for d in expected:
        if j < len(actual) and actual[j] == d:
            j += 1
        elif d == 1 and drop > 0:
            drop -= 1
        else:
            return False
    return j == len(actual)


def _verify_slice_bounds(op, shape, offsets, sizes, strides):
    for i, (dim, off, size, stride) in enumerate(zip(shape, offsets, sizes, strides)):
        if DYNAMIC in (dim, off, size, stride):
            continue
        if off < 0 or size < 0:
            raise VerifyError(f"'{op.name}' slice along dimension {i} has a negative offset or size", op=op)
        if size > 0:
            last = off + (size - 1) * stride
            if last >= dim or last < 0:
                raise VerifyError(f"'{op.name}' slice along dimension {i} runs out-of-bounds: {last} >= {dim}",
                                  op=op)


def _verify_slice_types(op, big, small, what_small, n_fixed):
    """Shared by extract_slice (big=source, small=result) and insert_slice (big=dest,
    small=source); ``n_fixed`` tensor operands come before the offsets/sizes/strides."""
    if type(big) is not A.RankedTensorType or type(small) is not A.RankedTensorType:
        raise VerifyError(f"'{op.name}' expects ranked tensor types", op=op)
    so, ss, st = _static(op, "static_offsets"), _static(op, "static_sizes"), _static(op, "static_strides")
    rank = len(big.shape)
    for name, lst in (("offset", so), ("size", ss), ("stride", st)):
        if len(lst) != rank:
            raise VerifyError(f"'{op.name}' expected {rank} {name} values, got {len(lst)}", op=op)
    seg = op.get_attr("operandSegmentSizes").value
    vals = op._operands
    i = n_fixed
    for name, lst, n in (("offset", so, seg[n_fixed]), ("size", ss, seg[n_fixed + 1]),
                         ("stride", st, seg[n_fixed + 2])):
        _check_mixed(op, name, lst, vals[i:i + n])
        i += n
    for v in vals[n_fixed:]:
        if v.type is not INDEX:
            raise VerifyError(f"'{op.name}' offsets, sizes and strides must be of index type, got {v.type}", op=op)
    if small.element_type is not big.element_type:
        raise VerifyError(f"'{op.name}' element types differ: {small.element_type} vs {big.element_type}", op=op)
    if tuple(ss) != small.shape and not _rank_reduced_match(ss, small.shape):
        expected = A.RankedTensorType(ss, big.element_type, big.encoding)
        raise VerifyError(f"'{op.name}' expected {what_small} type to be {expected} or a rank-reduced version "
                          f"(size mismatch), got {small}", op=op)
    _verify_slice_bounds(op, big.shape, so, ss, st)


def _parse_slice_tail(parser):
    """The three ``[offsets] [sizes] [strides]`` lists of a slice op."""
    offs, so = parse_dynamic_index_list(parser, what="offset")
    sizes, ss = parse_dynamic_index_list(parser, what="size")
    strides, st = parse_dynamic_index_list(parser, what="stride")
    return offs, so, sizes, ss, strides, st


def _print_slice_lists(self, p):
    p.write(format_dynamic_index_list(p, self.offsets, _static(self, "static_offsets")) + " "
            + format_dynamic_index_list(p, self.sizes, _static(self, "static_sizes")) + " "
            + format_dynamic_index_list(p, self.strides, _static(self, "static_strides")))


class _SliceMixin:
    """Accessors shared by the slice ops."""

    @property
    def mixed_offsets(self):
        return join_mixed(_static(self, "static_offsets"), self.offsets)

    @property
    def mixed_sizes(self):
        return join_mixed(_static(self, "static_sizes"), self.sizes)

    @property
    def mixed_strides(self):
        return join_mixed(_static(self, "static_strides"), self.strides)

    def _is_full_unit_slice(self, shape):
        so, ss, st = _static(self, "static_offsets"), _static(self, "static_sizes"), _static(self, "static_strides")
        return (all(o == 0 for o in so) and all(s == 1 for s in st) and tuple(ss) == tuple(shape)
                and DYNAMIC not in shape)


# ---------------------------------------------------------------------------------------------
# tensor.empty
# ---------------------------------------------------------------------------------------------

@register
class EmptyOp(Op):
    """``tensor.empty(%d) : tensor<4x?xf32>``: a tensor of the given shape with undefined contents."""

    OPNAME = "tensor.empty"
    dynamicSizes = var_operand(_is_index)
    result_ = result(_is_ranked)
    traits = {Pure}
    assembly_format = "`(`$dynamicSizes`)` attr-dict `:` type($result_)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"dynamicSizes": [INDEX] * len(operands.get("dynamicSizes", ()))}

    @classmethod
    def build_shape(cls, shape, element_type, dynamic_sizes=(), encoding=None, location=None):
        """``shape`` uses DYNAMIC (or None/-1) for the dims given by ``dynamic_sizes``, in order.
        Entries of ``shape`` may also be index Values, which makes those dims dynamic."""
        dims, dyn = [], list(dynamic_sizes)
        for d in shape:
            if isinstance(d, Value):
                dims.append(DYNAMIC)
                dyn.append(d)
            else:
                dims.append(DYNAMIC if d is None or d < 0 else int(d))
        if any(isinstance(d, Value) for d in shape) and dynamic_sizes:
            raise IRError("tensor.empty: give dynamic sizes either inline in the shape or as dynamic_sizes")
        t = A.RankedTensorType(dims, element_type, encoding)
        return cls.build(dynamicSizes=dyn, result_=t, location=location)

    def verify_(self):
        t = self.result_.type
        n = sum(1 for d in t.shape if d == DYNAMIC)
        if n != len(self.dynamicSizes):
            raise VerifyError(f"'tensor.empty' result type {t} has {n} dynamic dim(s) but "
                              f"{len(self.dynamicSizes)} size operand(s) were given", op=self)

    def mixed_sizes(self):
        return join_mixed(self.result_.type.shape, self.dynamicSizes)


# ---------------------------------------------------------------------------------------------
# tensor.dim / tensor.rank / tensor.cast / tensor.bitcast
# ---------------------------------------------------------------------------------------------

@register
class DimOp(Op):
    """``%dim = tensor.dim %t, %c0 : tensor<4x?xf32>``."""

    OPNAME = "tensor.dim"
    source = operand(_is_tensor)
    index = operand(_is_index)
    result_ = result(_is_index)
    traits = {Pure}
    assembly_format = "attr-dict $source `,` $index `:` type($source)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"index": INDEX, "result_": INDEX}

    @classmethod
    def build_dim(cls, source, index, location=None):
        return cls.build(source=source, index=index, result_=INDEX, location=location)

    def asm_result_names(self):
        return "dim"

    @property
    def constant_index(self):
        return constant_int(self.index)

    def fold(self):
        t = self.source.type
        i = self.constant_index
        if i is None or type(t) is not A.RankedTensorType:
            return None
        if 0 <= i < len(t.shape) and t.shape[i] != DYNAMIC:
            return [A.IntegerAttr(t.shape[i], INDEX)]
        d = self.source.defining_op
        if isinstance(d, EmptyOp) and 0 <= i < len(t.shape):
            # the dynamic size tensor.empty was given for dim i
            return [d.dynamicSizes[sum(1 for s in t.shape[:i] if s == DYNAMIC)]]
        if isinstance(d, ExtractSliceOp) and 0 <= i < len(t.shape):
            sizes = d.properties["static_sizes"].value
            if len(sizes) == len(t.shape):   # not rank-reducing: dim i is size i, given at run time
                return [d.sizes[sum(1 for s in sizes[:i] if s == DYNAMIC)]]
        if isinstance(d, ExpandShapeOp) and 0 <= i < len(t.shape) and _in_function_body(d):
            # (not in loop bodies: IREE 3.13 failed to distribute the f64 matmul of the Jacobi SVD
            # loop, "write affecting operations on global resources are restricted to workgroup
            # distributed contexts", when sizes there were read from an output shape:
            # tests/test_dynamic_ops.py::test_svd_and_eigh_loop_forms_on_iree_at_run_time_sizes)
            sizes = d.properties["static_output_shape"].value
            if len(sizes) == len(t.shape) and sizes[i] == DYNAMIC:
                return [d.output_shape[sum(1 for s in sizes[:i] if s == DYNAMIC)]]
        if isinstance(d, ReshapeOp) and 0 <= i < len(t.shape):
            # the i-th entry of a from_elements shape, when it is an index converted to an integer
            shape = d.shape.defining_op
            if isinstance(shape, FromElementsOp) and len(shape.elements) == len(t.shape):
                e = shape.elements[i]
                c = e.defining_op
                if c is not None and c.name == "arith.index_cast" and c.operands[0].type is INDEX:
                    return [c.operands[0]]
        return None

    @classmethod
    def canonicalization_patterns(cls):
        return [DimOfInit()]

    def verify_(self):
        t = self.source.type
        i = self.constant_index
        if i is not None and type(t) is A.RankedTensorType and not 0 <= i < len(t.shape):
            raise VerifyError(f"'tensor.dim' index {i} is out of range for {t}", op=self)


def _in_function_body(op):
    """True when ``op`` stands directly in a ``func.func`` body (not in a nested region)."""
    p = op.parent_op
    return p is not None and p.name == "func.func"


class DimOfInit(RewritePattern):
    """``tensor.dim`` of a result of a destination-style op (linalg on tensors) -> ``tensor.dim``
    of the init that result was written into (the same shape by construction), and of a dim a
    ``tensor.pad`` does not pad -> that dim of its source, so that sizes read before and after an
    op are one value and the guards comparing them fold."""

    root = "tensor.dim"

    def match_and_rewrite(self, op, rewriter):
        src = op.operands[0]
        d = src.defining_op
        if d is None or type(src) is not OpResult:
            return False
        if isinstance(d, PadOp):
            # a dim padded by nothing (static 0 on both sides) is the source's
            i = op.constant_index
            if i is None or not 0 <= i < len(d.properties["static_low"].value):
                return False
            if d.properties["static_low"].value[i] != 0 or d.properties["static_high"].value[i] != 0:
                return False
            init = d.source
        elif hasattr(d, "dps_inits"):
            inits = d.dps_inits()
            init = inits[src.index] if src.index < len(inits) else None
            if init is None or init.type is not src.type:
                return False
        else:
            return False
        rewriter.set_insertion_point_before(op)
        new = rewriter.insert(DimOp.build_dim(init, op.operands[1], op.location))
        rewriter.replace_op(op, new.results)
        return True


@register
class RankOp(Op):
    """``%rank = tensor.rank %t : tensor<*xf32>``."""

    OPNAME = "tensor.rank"
    tensor = operand(_is_tensor)
    result_ = result(_is_index)
    traits = {Pure}
    assembly_format = "$tensor attr-dict `:` type($tensor)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"result_": INDEX}

    def asm_result_names(self):
        return "rank"

    def fold(self):
        t = self.tensor.type
        if type(t) is A.RankedTensorType:
            return [A.IntegerAttr(len(t.shape), INDEX)]
        return None


def _cast_compatible(a, b):
    if A.element_type(a) is not A.element_type(b):
        return False
    if type(a) is A.RankedTensorType and type(b) is A.RankedTensorType:
        if len(a.shape) != len(b.shape):
            return False
        return all(x == y or x == DYNAMIC or y == DYNAMIC for x, y in zip(a.shape, b.shape))
    return True


def _no_more_static(mid, t):
    """True if tensor type ``mid`` carries no shape facts beyond those of ``t``."""
    if type(mid) is A.UnrankedTensorType:
        return True
    if type(t) is not A.RankedTensorType:
        return False
    return all(m == DYNAMIC or m == d for m, d in zip(mid.shape, t.shape))


@register
class CastOp(Op):
    """``%cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>``."""

    OPNAME = "tensor.cast"
    source = operand(_is_tensor)
    dest = result(_is_tensor)
    traits = {Pure}
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    @classmethod
    def build_cast(cls, source, result_type, location=None):
        return cls.build(source=source, dest=result_type, location=location)

    def asm_result_names(self):
        return "cast"

    def fold(self):
        if self.source.type is self.dest.type:
            return [self.source]
        # cast(cast(x)) back to x's type, when the middle type knows nothing more than x's type
        d = self.source
        if type(d) is OpResult and isinstance(d.op, CastOp):
            x = d.op.source
            if x.type is self.dest.type and _no_more_static(d.type, x.type):
                return [x]
        return None

    def verify_(self):
        if not _cast_compatible(self.source.type, self.dest.type):
            raise VerifyError(f"'tensor.cast' operand type {self.source.type} and result type {self.dest.type} "
                              "are cast incompatible", op=self)


@register
class BitcastOp(Op):
    """``tensor.bitcast %t : tensor<2xf32> to tensor<2xi32>``."""

    OPNAME = "tensor.bitcast"
    source = operand(_is_tensor)
    dest = result(_is_tensor)
    traits = {Pure}
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def fold(self):
        if self.source.type is self.dest.type:
            return [self.source]
        return None

    def verify_(self):
        a, b = self.source.type, self.dest.type
        if type(a) is A.RankedTensorType and type(b) is A.RankedTensorType:
            if len(a.shape) != len(b.shape) or any(x != y and DYNAMIC not in (x, y) for x, y in zip(a.shape, b.shape)):
                raise VerifyError(f"'tensor.bitcast' operand type {a} and result type {b} have incompatible shapes",
                                  op=self)
        wa = getattr(A.element_type(a), "width", None)
        wb = getattr(A.element_type(b), "width", None)
        if wa is not None and wb is not None and wa != wb:
            raise VerifyError(f"'tensor.bitcast' element types {A.element_type(a)} and {A.element_type(b)} "
                              "differ in bit width", op=self)


# ---------------------------------------------------------------------------------------------
# tensor.extract / tensor.insert
# ---------------------------------------------------------------------------------------------

@register
class ExtractOp(Op):
    """``%extracted = tensor.extract %t[%i, %j] : tensor<4x?xf32>``."""

    OPNAME = "tensor.extract"
    tensor = operand(_is_ranked)
    indices = var_operand(_is_index)
    result_ = result()
    traits = {Pure}
    assembly_format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        t = types["tensor"]
        return {"indices": [INDEX] * len(operands.get("indices", ())), "result_": A.element_type(t)}

    @classmethod
    def build_extract(cls, tensor, indices, location=None):
        return cls.build(tensor=tensor, indices=list(indices), result_=tensor.type.element_type, location=location)

    def asm_result_names(self):
        return "extracted"

    def verify_(self):
        t = self.tensor.type
        if len(self.indices) != len(t.shape):
            raise VerifyError(f"'tensor.extract' has {len(self.indices)} indices for a tensor of rank "
                              f"{len(t.shape)}", op=self)
        if self.result_.type is not t.element_type:
            raise VerifyError(f"'tensor.extract' result type {self.result_.type} is not the element type of {t}",
                              op=self)

    def fold(self):
        a = constant_value(self.tensor)
        if type(a) is not A.DenseElementsAttr:
            return None
        if a.is_splat:
            v = _scalar_attr(a.splat_value(), self.result_.type)
            return [v] if v is not None else None
        idx = [constant_int(i) for i in self.indices]
        shape = a.type.shape
        if None in idx or len(idx) != len(shape) or any(not 0 <= i < d for i, d in zip(idx, shape)):
            return None
        v = _scalar_attr(a.to_numpy()[tuple(idx)].item(), self.result_.type)
        return [v] if v is not None else None


def _scalar_attr(v, t):
    if A.is_float(t):
        return A.FloatAttr(float(v), t)
    if A.is_int_or_index(t):
        return A.IntegerAttr(int(v), t)
    return None


@register
class InsertOp(Op):
    """``%inserted = tensor.insert %v into %t[%i, %j] : tensor<4x?xf32>``."""

    OPNAME = "tensor.insert"
    scalar = operand()
    dest = operand(_is_ranked)
    indices = var_operand(_is_index)
    result_ = result(_is_ranked)
    traits = {Pure}
    assembly_format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        t = types["dest"]
        return {"scalar": A.element_type(t), "indices": [INDEX] * len(operands.get("indices", ())),
                "result_": t}

    @classmethod
    def build_insert(cls, scalar, dest, indices, location=None):
        return cls.build(scalar=scalar, dest=dest, indices=list(indices), result_=dest.type, location=location)

    def asm_result_names(self):
        return "inserted"

    def verify_(self):
        t = self.dest.type
        if len(self.indices) != len(t.shape):
            raise VerifyError(f"'tensor.insert' has {len(self.indices)} indices for a tensor of rank "
                              f"{len(t.shape)}", op=self)
        if self.scalar.type is not t.element_type:
            raise VerifyError(f"'tensor.insert' scalar type {self.scalar.type} is not the element type of {t}",
                              op=self)
        if self.result_.type is not t:
            raise VerifyError(f"'tensor.insert' result type {self.result_.type} differs from the dest type {t}",
                              op=self)


# ---------------------------------------------------------------------------------------------
# tensor.extract_slice / insert_slice / parallel_insert_slice
# ---------------------------------------------------------------------------------------------

@register
class ExtractSliceOp(_SliceMixin, Op):
    """``%extracted_slice = tensor.extract_slice %t[0, %i] [2, 3] [1, 1] : tensor<4x?xf32> to
    tensor<2x3xf32>``; the result may drop unit dims (rank reduction)."""

    OPNAME = "tensor.extract_slice"
    source = operand(_is_ranked)
    offsets = var_operand()
    sizes = var_operand()
    strides = var_operand()
    result_ = result(_is_ranked)
    static_offsets = prop(DenseArrayAttr)
    static_sizes = prop(DenseArrayAttr)
    static_strides = prop(DenseArrayAttr)
    traits = {Pure}

    @classmethod
    def build_mixed(cls, source, offsets, sizes, strides=None, result_type=None, location=None):
        """Entries of ``offsets``/``sizes``/``strides`` are ints or index Values; strides default to
        1; the result type defaults to the (not rank-reduced) slice shape."""
        if strides is None:
            strides = [1] * len(sizes)
        ov, so = split_mixed(offsets)
        sv, ss = split_mixed(sizes)
        tv, st = split_mixed(strides)
        if result_type is None:
            result_type = _slice_result_type(source.type, ss)
        return cls.build(source=source, offsets=ov, sizes=sv, strides=tv, result_=result_type,
                         static_offsets=A.DenseI64ArrayAttr(so), static_sizes=A.DenseI64ArrayAttr(ss),
                         static_strides=A.DenseI64ArrayAttr(st), location=location)

    def asm_result_names(self):
        return "extracted_slice"

    def print_custom(self, p):
        p.write(" " + p.value_name(self.source))
        _print_slice_lists(self, p)
        p.print_optional_attr_dict(extra_attrs(self))
        p.write(f" : {p.type_str(self.source.type)} to {p.type_str(self.result_.type)}")

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        offs, so, sizes, ss, strides, st = _parse_slice_tail(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        src_t = parser.parse_type()
        parser.expect("to")
        res_t = parser.parse_type()
        props = {"static_offsets": A.DenseI64ArrayAttr(so), "static_sizes": A.DenseI64ArrayAttr(ss),
                 "static_strides": A.DenseI64ArrayAttr(st),
                 "operandSegmentSizes": A.DenseI32ArrayAttr([1, len(offs), len(sizes), len(strides)])}
        split_inherent(cls, attrs, props)
        operands = [parser.resolve_operand(src, src_t)]
        operands += parser.resolve_operands(offs + sizes + strides, [INDEX] * (len(offs) + len(sizes) + len(strides)))
        return cls.create(cls.OPNAME, operands, [res_t], attrs, props)

    def verify_(self):
        _verify_slice_types(self, self._operands[0].type, self.results[0].type, "result", 1)

    def fold(self):
        if self.source.type is self.result_.type and self._is_full_unit_slice(self.source.type.shape):
            return [self.source]
        return None

    @classmethod
    def canonicalization_patterns(cls):
        return [EmptySlice()]


class EmptySlice(RewritePattern):
    """A slice with no elements (a static 0 among its static result dims) is a ``tensor.empty`` of
    its type (IREE rejects some rank-reducing slices of zero-element tensors: "offset 1 is
    out-of-bounds: 0 >= 0"); its run-time dims are the slice's dynamic sizes, in order (a rank
    reduction drops static 1s only)."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rewriter):
        t = op.results[0].type
        if 0 not in t.shape:
            return False
        dyn = list(op.sizes)
        if sum(1 for d in t.shape if d == DYNAMIC) != len(dyn):
            return False
        rewriter.replace_op(op, rewriter.insert(EmptyOp.build_shape(list(t.shape), t.element_type, dyn,
                                                                    location=op.location)))
        return True


class _InsertSliceBase(_SliceMixin, Op):
    def print_custom(self, p):
        p.write(f" {p.value_name(self.source)} into {p.value_name(self.dest)}")
        _print_slice_lists(self, p)
        p.print_optional_attr_dict(extra_attrs(self))
        p.write(f" : {p.type_str(self.source.type)} into {p.type_str(self.dest.type)}")

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        parser.expect("into")
        dest = parser.parse_operand()
        offs, so, sizes, ss, strides, st = _parse_slice_tail(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        src_t = parser.parse_type()
        parser.expect("into")
        dest_t = parser.parse_type()
        props = {"static_offsets": A.DenseI64ArrayAttr(so), "static_sizes": A.DenseI64ArrayAttr(ss),
                 "static_strides": A.DenseI64ArrayAttr(st),
                 "operandSegmentSizes": A.DenseI32ArrayAttr([1, 1, len(offs), len(sizes), len(strides)])}
        split_inherent(cls, attrs, props)
        operands = [parser.resolve_operand(src, src_t), parser.resolve_operand(dest, dest_t)]
        operands += parser.resolve_operands(offs + sizes + strides, [INDEX] * (len(offs) + len(sizes) + len(strides)))
        results = [dest_t] if cls._result_groups else []
        return cls.create(cls.OPNAME, operands, results, attrs, props)

    @classmethod
    def build_mixed(cls, source, dest, offsets, sizes=None, strides=None, location=None):
        """``sizes`` default to the source shape (static), strides to 1."""
        if sizes is None:
            sizes = list(source.type.shape)
            if DYNAMIC in sizes:
                raise IRError(f"'{cls.OPNAME}': give sizes for a source of dynamic shape {source.type}")
        if strides is None:
            strides = [1] * len(sizes)
        ov, so = split_mixed(offsets)
        sv, ss = split_mixed(sizes)
        tv, st = split_mixed(strides)
        kw = {"result_": dest.type} if cls._result_groups else {}
        return cls.build(source=source, dest=dest, offsets=ov, sizes=sv, strides=tv,
                         static_offsets=A.DenseI64ArrayAttr(so), static_sizes=A.DenseI64ArrayAttr(ss),
                         static_strides=A.DenseI64ArrayAttr(st), location=location, **kw)

    def verify_(self):
        _verify_slice_types(self, self._operands[1].type, self._operands[0].type, "source", 2)


@register
class InsertSliceOp(_InsertSliceBase):
    """``%inserted_slice = tensor.insert_slice %s into %t[0, %i] [2, 3] [1, 1] : tensor<2x3xf32> into
    tensor<4x?xf32>``."""

    OPNAME = "tensor.insert_slice"
    source = operand(_is_ranked)
    dest = operand(_is_ranked)
    offsets = var_operand()
    sizes = var_operand()
    strides = var_operand()
    result_ = result(_is_ranked)
    static_offsets = prop(DenseArrayAttr)
    static_sizes = prop(DenseArrayAttr)
    static_strides = prop(DenseArrayAttr)
    traits = {Pure}

    def asm_result_names(self):
        return "inserted_slice"

    def verify_(self):
        super().verify_()
        if self.result_.type is not self.dest.type:
            raise VerifyError(f"'tensor.insert_slice' result type {self.result_.type} differs from the dest type "
                              f"{self.dest.type}", op=self)

    def fold(self):
        if self.source.type is self.dest.type and self._is_full_unit_slice(self.dest.type.shape):
            return [self.source]
        return None


@register
class ParallelInsertSliceOp(_InsertSliceBase):
    """``tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>``,
    inside ``scf.forall.in_parallel``."""

    OPNAME = "tensor.parallel_insert_slice"
    source = operand(_is_ranked)
    dest = operand(_is_ranked)
    offsets = var_operand()
    sizes = var_operand()
    strides = var_operand()
    static_offsets = prop(DenseArrayAttr)
    static_sizes = prop(DenseArrayAttr)
    static_strides = prop(DenseArrayAttr)
    traits = {HasParent("scf.forall.in_parallel")}


# ---------------------------------------------------------------------------------------------
# tensor.expand_shape / tensor.collapse_shape
# ---------------------------------------------------------------------------------------------

def reassociation_attr(groups):
    """``[[0, 1], [2]]`` as MLIR stores it: an array of arrays of i64 integers."""
    return A.ArrayAttr([A.ArrayAttr([A.IntegerAttr(int(i), A.I64) for i in g]) for g in groups])


def reassociation_groups(attr):
    """The Python lists of a reassociation attribute (empty list for malformed entries)."""
    out = []
    for g in attr.value if type(attr) is A.ArrayAttr else ():
        out.append([x.value for x in g.value] if type(g) is A.ArrayAttr and all(
            type(x) is A.IntegerAttr for x in g.value) else [])
    return out


def _verify_reassociation(op, attr, expanded, collapsed):
    """``expanded``/``collapsed``: ranked tensor types (higher and lower rank)."""
    if type(attr) is not A.ArrayAttr or any(type(g) is not A.ArrayAttr or any(type(x) is not A.IntegerAttr
                                                                              for x in g.value) for g in attr.value):
        raise VerifyError(f"'{op.name}' reassociation must be an array of integer arrays, got {attr}", op=op)
    groups = reassociation_groups(attr)
    if len(groups) != len(collapsed.shape):
        raise VerifyError(f"'{op.name}' expected {len(collapsed.shape)} reassociation group(s) for the collapsed "
                          f"type {collapsed}, got {len(groups)}", op=op)
    nxt = 0
    for g in groups:
        if not g and len(expanded.shape) != 0:
            raise VerifyError(f"'{op.name}' reassociation groups must not be empty", op=op)
        for i in g:
            if i != nxt:
                raise VerifyError(f"'{op.name}' reassociation indices must be contiguous and increasing "
                                  f"(expected {nxt}, got {i})", op=op)
            nxt += 1
    if groups and nxt != len(expanded.shape):
        raise VerifyError(f"'{op.name}' reassociation covers {nxt} dim(s) but the expanded type {expanded} "
                          f"has rank {len(expanded.shape)}", op=op)
    if expanded.element_type is not collapsed.element_type:
        raise VerifyError(f"'{op.name}' element types differ: {expanded.element_type} vs {collapsed.element_type}",
                          op=op)
    for gi, g in enumerate(groups):
        dims = [expanded.shape[i] for i in g]
        c = collapsed.shape[gi]
        if DYNAMIC in dims:
            if c != DYNAMIC:
                raise VerifyError(f"'{op.name}' expected dimension {gi} of the collapsed type to be dynamic since "
                                  "one or more of the corresponding dimensions in the expanded type is dynamic",
                                  op=op)
            continue
        prod = 1
        for d in dims:
            prod *= d
        if c != prod:
            raise VerifyError(f"'{op.name}' expected dimension {gi} of the collapsed type to be static value of "
                              f"{prod}", op=op)


def _parse_reassociation(parser):
    pos = parser.tok_start
    a = parser.parse_attribute()
    if type(a) is not A.ArrayAttr or any(type(g) is not A.ArrayAttr for g in a.value):
        raise parser.error(f"expected a reassociation list like [[0, 1], [2]], got {a}", pos)
    return reassociation_attr(reassociation_groups(a)) if all(
        type(x) is A.IntegerAttr for g in a.value for x in g.value) else a


@register
class ExpandShapeOp(Op):
    """``%expanded = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, %d, 3] : tensor<?x3xf32> into
    tensor<1x?x3xf32>``."""

    OPNAME = "tensor.expand_shape"
    src = operand(_is_ranked)
    output_shape = var_operand(_is_index)
    result_ = result(_is_ranked)
    reassociation = prop(A.ArrayAttr)
    static_output_shape = prop(DenseArrayAttr)
    traits = {Pure}

    @classmethod
    def build_expand(cls, src, reassociation, result_type, output_shape=None, location=None):
        """``output_shape``: ints or index Values, one per result dim; defaults to the result type's
        shape (which must then be static)."""
        if output_shape is None:
            if DYNAMIC in result_type.shape:
                raise IRError(f"tensor.expand_shape to {result_type} needs output_shape values for its dynamic dims")
            output_shape = list(result_type.shape)
        vals, static = split_mixed(output_shape)
        return cls.build(src=src, output_shape=vals, result_=result_type,
                         reassociation=reassociation_attr(reassociation),
                         static_output_shape=A.DenseI64ArrayAttr(static), location=location)

    @property
    def reassociation_indices(self):
        return reassociation_groups(self.reassociation)

    @property
    def mixed_output_shape(self):
        return join_mixed(_static(self, "static_output_shape"), self.output_shape)

    def asm_result_names(self):
        return "expanded"

    def print_custom(self, p):
        p.write(f" {p.value_name(self.src)} {p.attr_str(self.reassociation)} output_shape ")
        print_dynamic_index_list(p, self.output_shape, _static(self, "static_output_shape"))
        p.print_optional_attr_dict(extra_attrs(self))
        p.write(f" : {p.type_str(self.src.type)} into {p.type_str(self.result_.type)}")

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        reassoc = _parse_reassociation(parser)
        parser.expect("output_shape")
        refs, static = parse_dynamic_index_list(parser, what="output_shape")
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        src_t = parser.parse_type()
        parser.expect("into")
        res_t = parser.parse_type()
        props = {"reassociation": reassoc, "static_output_shape": A.DenseI64ArrayAttr(static)}
        split_inherent(cls, attrs, props)
        operands = [parser.resolve_operand(src, src_t)] + parser.resolve_operands(refs, [INDEX] * len(refs))
        return cls.create(cls.OPNAME, operands, [res_t], attrs, props)

    def verify_(self):
        src, res = self.src.type, self.result_.type
        if len(res.shape) < len(src.shape):
            raise VerifyError(f"'tensor.expand_shape' result rank {len(res.shape)} is smaller than the source rank "
                              f"{len(src.shape)}", op=self)
        _verify_reassociation(self, self.reassociation, res, src)
        static = _static(self, "static_output_shape")
        if len(static) != len(res.shape):
            raise VerifyError(f"'tensor.expand_shape' expected {len(res.shape)} output_shape values, got "
                              f"{len(static)}", op=self)
        _check_mixed(self, "output_shape", static, self.output_shape)
        for i, (s, d) in enumerate(zip(static, res.shape)):
            if s != DYNAMIC and d != DYNAMIC and s != d:
                raise VerifyError(f"'tensor.expand_shape' output_shape dim {i} is {s} but the result type has {d}",
                                  op=self)
            if s != DYNAMIC and d == DYNAMIC:
                raise VerifyError(f"'tensor.expand_shape' result dim {i} is dynamic but output_shape gives the "
                                  f"constant {s}", op=self)

    def fold(self):
        s = self.src
        if self.result_.type is s.type:
            return [s]
        if type(s) is OpResult and isinstance(s.op, CollapseShapeOp) and \
                s.op.src.type is self.result_.type and s.op.reassociation is self.reassociation:
            return [s.op.src]
        return None


@register
class CollapseShapeOp(Op):
    """``%collapsed = tensor.collapse_shape %t [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>``."""

    OPNAME = "tensor.collapse_shape"
    src = operand(_is_ranked)
    result_ = result(_is_ranked)
    reassociation = prop(A.ArrayAttr)
    traits = {Pure}

    def print_custom(self, p):
        p.write(f" {p.value_name(self.src)} {p.attr_str(self.reassociation)}")
        p.print_optional_attr_dict(extra_attrs(self))
        p.write(f" : {p.type_str(self.src.type)} into {p.type_str(self.result_.type)}")

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        props = {"reassociation": _parse_reassociation(parser)}
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        parser.expect(":")
        src_t = parser.parse_type()
        parser.expect("into")
        res_t = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(src, src_t)], [res_t], attrs, props)

    @classmethod
    def build_collapse(cls, src, reassociation, result_type=None, location=None):
        if result_type is None:
            t = src.type
            dims = []
            for g in reassociation:
                ds = [t.shape[i] for i in g]
                if DYNAMIC in ds:
                    dims.append(DYNAMIC)
                else:
                    n = 1
                    for d in ds:
                        n *= d
                    dims.append(n)
            result_type = A.RankedTensorType(dims, t.element_type, t.encoding)
        return cls.build(src=src, result_=result_type, reassociation=reassociation_attr(reassociation),
                         location=location)

    @property
    def reassociation_indices(self):
        return reassociation_groups(self.reassociation)

    def asm_result_names(self):
        return "collapsed"

    def verify_(self):
        src, res = self.src.type, self.result_.type
        if len(res.shape) > len(src.shape):
            raise VerifyError(f"'tensor.collapse_shape' result rank {len(res.shape)} is larger than the source rank "
                              f"{len(src.shape)}", op=self)
        _verify_reassociation(self, self.reassociation, src, res)

    def fold(self):
        s = self.src
        if self.result_.type is s.type:
            return [s]
        if type(s) is OpResult and isinstance(s.op, ExpandShapeOp) and \
                s.op.src.type is self.result_.type and s.op.reassociation is self.reassociation:
            return [s.op.src]
        return None


# ---------------------------------------------------------------------------------------------
# tensor.pad / tensor.generate / tensor.yield
# ---------------------------------------------------------------------------------------------

def _index_block(rank):
    return Block([INDEX] * rank)


def _check_index_body(op, region, rank, result_type):
    if not region.blocks:
        raise VerifyError(f"'{op.name}' body region must have a block", op=op)
    b = region.blocks[0]
    if len(b.args) != rank or any(a.type is not INDEX for a in b.args):
        raise VerifyError(f"'{op.name}' body must have {rank} index argument(s), one per dim of {result_type}",
                          op=op)
    y = b._last
    if isinstance(y, YieldOp) and y.value.type is not result_type.element_type:
        raise VerifyError(f"'tensor.yield' type {y.value.type} does not match the element type of {result_type}",
                          op=y)


@register
class PadOp(Op):
    """``%padded = tensor.pad %t low[1, %i] high[2, 0] { ^bb0(%a: index, %b: index): tensor.yield %v : f32 }
    : tensor<4x?xf32> to tensor<7x?xf32>``."""

    OPNAME = "tensor.pad"
    source = operand(_is_ranked)
    low = var_operand(_is_index)
    high = var_operand(_is_index)
    result_ = result(_is_ranked)
    static_low = prop(DenseArrayAttr)
    static_high = prop(DenseArrayAttr)
    nofold = opt_prop(A.UnitAttr)
    body_region = region()
    traits = {Pure, SingleBlock}

    @classmethod
    def build_pad(cls, source, low, high, pad_value=None, result_type=None, nofold=False, location=None):
        """``low``/``high``: ints or index Values per dim. The body block gets one index argument per
        dim and, if ``pad_value`` is given, ``tensor.yield pad_value``; else it is left empty."""
        lv, sl = split_mixed(low)
        hv, sh = split_mixed(high)
        st = source.type
        if result_type is None:
            dims = [DYNAMIC if DYNAMIC in (d, lo, hi) else d + lo + hi for d, lo, hi in zip(st.shape, sl, sh)]
            result_type = A.RankedTensorType(dims, st.element_type, st.encoding)
        block = _index_block(len(st.shape))
        if pad_value is not None:
            block.append(YieldOp.build(value=pad_value))
        return cls.build(source=source, low=lv, high=hv, result_=result_type, static_low=A.DenseI64ArrayAttr(sl),
                         static_high=A.DenseI64ArrayAttr(sh), nofold=A.UNIT if nofold else None,
                         regions=[Region([block])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def mixed_low(self):
        return join_mixed(_static(self, "static_low"), self.low)

    @property
    def mixed_high(self):
        return join_mixed(_static(self, "static_high"), self.high)

    @property
    def constant_padding_value(self):
        """The padded value if the body just yields a value defined outside it, else None."""
        b = self.regions[0].blocks[0] if self.regions[0].blocks else None
        if b is None or not isinstance(b._last, YieldOp) or b._first is not b._last:
            return None
        v = b._last.value
        if type(v) is BlockArgument and v.block is b:
            return None
        return v

    def asm_result_names(self):
        return "padded"

    def print_custom(self, p):
        p.write(" " + p.value_name(self.source))
        if self.nofold is not None:
            p.write(" nofold")
        p.write(" low")
        print_dynamic_index_list(p, self.low, _static(self, "static_low"))
        p.write(" high")
        print_dynamic_index_list(p, self.high, _static(self, "static_high"))
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=True, print_terminators=True)
        p.print_optional_attr_dict(extra_attrs(self))
        p.write(f" : {p.type_str(self.source.type)} to {p.type_str(self.result_.type)}")

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        props = {}
        if parser.accept("nofold"):
            props["nofold"] = A.UNIT
        parser.expect("low")
        lrefs, sl = parse_dynamic_index_list(parser, what="low padding")
        parser.expect("high")
        hrefs, sh = parse_dynamic_index_list(parser, what="high padding")
        r = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        src_t = parser.parse_type()
        parser.expect("to")
        res_t = parser.parse_type()
        props.update({"static_low": A.DenseI64ArrayAttr(sl), "static_high": A.DenseI64ArrayAttr(sh),
                      "operandSegmentSizes": A.DenseI32ArrayAttr([1, len(lrefs), len(hrefs)])})
        split_inherent(cls, attrs, props)
        operands = [parser.resolve_operand(src, src_t)]
        operands += parser.resolve_operands(lrefs + hrefs, [INDEX] * (len(lrefs) + len(hrefs)))
        return cls.create(cls.OPNAME, operands, [res_t], attrs, props, [r])

    def verify_(self):
        st, rt = self.source.type, self.result_.type
        sl, sh = _static(self, "static_low"), _static(self, "static_high")
        rank = len(st.shape)
        if len(sl) != rank or len(sh) != rank:
            raise VerifyError(f"'tensor.pad' expected {rank} low and high padding values, got {len(sl)} and "
                              f"{len(sh)}", op=self)
        _check_mixed(self, "low padding", sl, self.low)
        _check_mixed(self, "high padding", sh, self.high)
        if len(rt.shape) != rank:
            raise VerifyError(f"'tensor.pad' result rank {len(rt.shape)} differs from the source rank {rank}", op=self)
        if rt.element_type is not st.element_type:
            raise VerifyError(f"'tensor.pad' element types differ: {st.element_type} vs {rt.element_type}", op=self)
        for i, (d, lo, hi, r) in enumerate(zip(st.shape, sl, sh, rt.shape)):
            if DYNAMIC in (d, lo, hi):
                continue
            if r != DYNAMIC and r != d + lo + hi:
                expected = [DYNAMIC if DYNAMIC in x[:3] else x[0] + x[1] + x[2] for x in zip(st.shape, sl, sh)]
                raise VerifyError(f"'tensor.pad' specified type {rt} does not match the inferred type "
                                  f"{A.RankedTensorType(expected, st.element_type, st.encoding)}", op=self)
        _check_index_body(self, self.regions[0], rank, rt)


@register
class GenerateOp(Op):
    """``%generated = tensor.generate %d { ^bb0(%i: index, %j: index): tensor.yield %v : f32 } :
    tensor<4x?xf32>``."""

    OPNAME = "tensor.generate"
    dynamicExtents = var_operand(_is_index)
    result_ = result(_is_ranked)
    body_region = region()
    traits = {SingleBlock}
    assembly_format = "$dynamicExtents $body_region attr-dict `:` type($result_)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"dynamicExtents": [INDEX] * len(operands.get("dynamicExtents", ()))}

    @classmethod
    def build_generate(cls, result_type, dynamic_extents=(), location=None):
        """The body block gets one index argument per dim; the caller appends the body and a
        ``tensor.yield``."""
        return cls.build(dynamicExtents=list(dynamic_extents), result_=result_type,
                         regions=[Region([_index_block(len(result_type.shape))])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    def asm_result_names(self):
        return "generated"

    def verify_(self):
        t = self.result_.type
        n = sum(1 for d in t.shape if d == DYNAMIC)
        if n != len(self.dynamicExtents):
            raise VerifyError(f"'tensor.generate' must have as many index operands as dynamic extents in the result "
                              f"type {t} ({n}), got {len(self.dynamicExtents)}", op=self)
        _check_index_body(self, self.regions[0], len(t.shape), t)


@register
class YieldOp(Op):
    """``tensor.yield %v : f32``: the body terminator of tensor.pad and tensor.generate."""

    OPNAME = "tensor.yield"
    value = operand()
    traits = {IsTerminator, ReturnLike, Pure, HasParent("tensor.pad", "tensor.generate")}
    assembly_format = "$value attr-dict `:` type($value)"


# ---------------------------------------------------------------------------------------------
# tensor.from_elements / tensor.splat / tensor.concat / tensor.reshape
# ---------------------------------------------------------------------------------------------

@register
class FromElementsOp(Op):
    """``%from_elements = tensor.from_elements %a, %b : tensor<2xf32>`` (row-major order)."""

    OPNAME = "tensor.from_elements"
    elements = var_operand()
    result_ = result(_is_ranked)
    traits = {Pure}
    assembly_format = "$elements attr-dict `:` type($result_)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"elements": [A.element_type(types["result_"])] * len(operands.get("elements", ()))}

    @classmethod
    def build_from_elements(cls, elements, result_type=None, location=None):
        elements = list(elements)
        if result_type is None:
            result_type = A.RankedTensorType([len(elements)], elements[0].type)
        return cls.build(elements=elements, result_=result_type, location=location)

    def asm_result_names(self):
        return "from_elements"

    def verify_(self):
        t = self.result_.type
        if DYNAMIC in t.shape:
            raise VerifyError(f"'tensor.from_elements' result type {t} must have a static shape", op=self)
        n = 1
        for d in t.shape:
            n *= d
        if n != len(self.elements):
            raise VerifyError(f"'tensor.from_elements' has {len(self.elements)} elements for {t}, which holds {n}",
                              op=self)
        for v in self.elements:
            if v.type is not t.element_type:
                raise VerifyError(f"'tensor.from_elements' element of type {v.type} does not match {t}", op=self)

    def fold(self):
        vals = [constant_value(v) for v in self.elements]
        t = self.result_.type
        if not vals or any(type(a) not in (A.IntegerAttr, A.FloatAttr) for a in vals):
            return None
        try:
            import numpy as np
            arr = np.array([a.value for a in vals]).reshape(t.shape)
            return [A.DenseElementsAttr(arr, t)]
        except (ValueError, TypeError):
            return None


@register
class SplatOp(Op):
    """``%splat = tensor.splat %v[%d] : tensor<2x?xf32>``."""

    OPNAME = "tensor.splat"
    input = operand()
    dynamicSizes = var_operand(_is_index)
    aggregate = result(_is_ranked)
    traits = {Pure}
    assembly_format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"input": A.element_type(types["aggregate"]),
                "dynamicSizes": [INDEX] * len(operands.get("dynamicSizes", ()))}

    @classmethod
    def build_splat(cls, value, result_type, dynamic_sizes=(), location=None):
        return cls.build(input=value, dynamicSizes=list(dynamic_sizes), aggregate=result_type, location=location)

    def asm_result_names(self):
        return "splat"

    def verify_(self):
        t = self.aggregate.type
        if self.input.type is not t.element_type:
            raise VerifyError(f"'tensor.splat' operand type {self.input.type} is not the element type of {t}",
                              op=self)
        n = sum(1 for d in t.shape if d == DYNAMIC)
        if n != len(self.dynamicSizes):
            raise VerifyError(f"'tensor.splat' result type {t} has {n} dynamic dim(s) but {len(self.dynamicSizes)} "
                              "size operand(s) were given", op=self)

    def fold(self):
        a = constant_value(self.input)
        t = self.aggregate.type
        if type(a) in (A.IntegerAttr, A.FloatAttr) and DYNAMIC not in t.shape:
            return [A.DenseElementsAttr(a.value, t)]
        return None


@register
class ConcatOp(Op):
    """``%concat = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>``."""

    OPNAME = "tensor.concat"
    inputs = var_operand(_is_ranked)
    result_ = result(_is_ranked)
    dim = prop(A.IntegerAttr, elide_type=A.I64)
    traits = {Pure}
    assembly_format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"

    @classmethod
    def build_concat(cls, dim, inputs, result_type=None, location=None):
        inputs = list(inputs)
        if result_type is None:
            t0 = inputs[0].type
            dims = list(t0.shape)
            for d in range(len(dims)):
                if d == dim:
                    ds = [v.type.shape[d] for v in inputs]
                    dims[d] = DYNAMIC if DYNAMIC in ds else sum(ds)
                else:
                    ds = [v.type.shape[d] for v in inputs if v.type.shape[d] != DYNAMIC]
                    dims[d] = ds[0] if ds else DYNAMIC
            result_type = A.RankedTensorType(dims, t0.element_type, t0.encoding)
        return cls.build(inputs=inputs, result_=result_type, dim=A.IntegerAttr(dim, A.I64), location=location)

    def asm_result_names(self):
        return "concat"

    def verify_(self):
        t = self.result_.type
        rank = len(t.shape)
        d = self.dim.value
        if not self.inputs:
            raise VerifyError("'tensor.concat' requires at least one input", op=self)
        if not 0 <= d < rank:
            raise VerifyError(f"'tensor.concat' concatenation dim {d} is out of range for rank {rank}", op=self)
        total = 0
        for i, v in enumerate(self.inputs):
            it = v.type
            if len(it.shape) != rank:
                raise VerifyError(f"'tensor.concat' input #{i} has rank {len(it.shape)}, expected {rank}", op=self)
            if it.element_type is not t.element_type:
                raise VerifyError(f"'tensor.concat' input #{i} element type {it.element_type} differs from "
                                  f"{t.element_type}", op=self)
            for k, (a, b) in enumerate(zip(it.shape, t.shape)):
                if k != d and a != DYNAMIC and b != DYNAMIC and a != b:
                    raise VerifyError(f"'tensor.concat' input #{i} has size {a} in dim {k}, the result has {b}",
                                      op=self)
            if total is not None:
                total = None if it.shape[d] == DYNAMIC else total + it.shape[d]
        if total is not None and t.shape[d] != DYNAMIC and t.shape[d] != total:
            raise VerifyError(f"'tensor.concat' result size {t.shape[d]} in dim {d} differs from the sum of the "
                              f"input sizes {total}", op=self)

    def fold(self):
        if len(self.inputs) == 1 and self.inputs[0].type is self.result_.type:
            return [self.inputs[0]]
        return None


@register
class ReshapeOp(Op):
    """``%reshape = tensor.reshape %t(%shape) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>``."""

    OPNAME = "tensor.reshape"
    source = operand(_is_tensor)
    shape = operand(_is_shape_tensor)
    result_ = result(_is_tensor)
    traits = {Pure}
    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"

    def asm_result_names(self):
        return "reshape"

    def verify_(self):
        s, r, sh = self.source.type, self.result_.type, self.shape.type
        if A.element_type(s) is not A.element_type(r):
            raise VerifyError(f"'tensor.reshape' element types differ: {A.element_type(s)} vs {A.element_type(r)}",
                              op=self)
        if type(r) is A.RankedTensorType:
            if sh.shape[0] != DYNAMIC and sh.shape[0] != len(r.shape):
                raise VerifyError(f"'tensor.reshape' shape operand of length {sh.shape[0]} does not match the result "
                                  f"rank {len(r.shape)}", op=self)
            if type(s) is A.RankedTensorType and DYNAMIC not in s.shape and DYNAMIC not in r.shape:
                if s.num_elements() != r.num_elements():
                    raise VerifyError(f"'tensor.reshape' source and result have different element counts "
                                      f"({s.num_elements()} vs {r.num_elements()})", op=self)


# ---------------------------------------------------------------------------------------------
# tensor.gather / tensor.scatter
# ---------------------------------------------------------------------------------------------

def _parse_dims_list(parser, keyword):
    parser.expect(keyword)
    parser.expect("(")
    vals = parser.parse_comma_separated(parser.parse_integer, "[", "]")
    parser.expect(")")
    return A.DenseI64ArrayAttr(vals)


def _verify_gather_dims(op, dims, rank, what):
    if not dims:
        raise VerifyError(f"'{op.name}' {what}_dims must not be empty", op=op)
    if any(d < 0 or d >= rank for d in dims) or any(a >= b for a, b in zip(dims, dims[1:])):
        raise VerifyError(f"'{op.name}' {what}_dims must be strictly increasing and within the rank {rank}, got "
                          f"{list(dims)}", op=op)


def _print_dims_tail(op, p, dims_name, dims):
    """The shared tail of tensor.gather / tensor.scatter:
    `` dims_name([..]) [unique] {attrs} : (operand types) -> result``."""
    p.write(f" {dims_name}([{', '.join(map(str, dims))}])")
    if op.unique is not None:
        p.write(" unique")
    p.print_optional_attr_dict(extra_attrs(op))
    p.write(" : (" + ", ".join(p.type_str(v.type) for v in op.operands) + ") -> " + p.type_str(op.result_.type))


def _parse_dims_tail(parser, cls, dims_name, refs, what):
    """Parse what ``_print_dims_tail`` prints and build the op from the operand ``refs``."""
    props = {dims_name: _parse_dims_list(parser, dims_name)}
    if parser.accept("unique"):
        props["unique"] = A.UNIT
    attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
    parser.expect(":")
    pos = parser.tok_start
    ft = parser.parse_type()
    if type(ft) is not A.FunctionType or len(ft.inputs) != len(refs) or len(ft.results) != 1:
        raise parser.error(f"expected a function type ({what}) -> result, got {ft}", pos)
    ops = parser.resolve_operands(refs, list(ft.inputs))
    return cls.create(cls.OPNAME, ops, list(ft.results), attrs, props)


@register
class GatherOp(Op):
    """``%gather = tensor.gather %src[%idx] gather_dims([0, 1]) unique : (tensor<2x3xf32>,
    tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>``."""

    OPNAME = "tensor.gather"
    source = operand(_is_ranked)
    indices = operand(_is_ranked)
    result_ = result(_is_ranked)
    gather_dims = prop(DenseArrayAttr)
    unique = opt_prop(A.UnitAttr)
    traits = {Pure}

    def asm_result_names(self):
        return "gather"

    def print_custom(self, p):
        p.write(f" {p.value_name(self.source)}[{p.value_name(self.indices)}]")
        _print_dims_tail(self, p, "gather_dims", self.gather_dims.value)

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        parser.expect("[")
        idx = parser.parse_operand()
        parser.expect("]")
        return _parse_dims_tail(parser, cls, "gather_dims", [src, idx], "source, indices")

    def verify_(self):
        st, it, rt = self.source.type, self.indices.type, self.result_.type
        dims = list(self.gather_dims.value)
        _verify_gather_dims(self, dims, len(st.shape), "gather")
        if not A.is_int_or_index(it.element_type):
            raise VerifyError(f"'tensor.gather' indices must be a tensor of integers or index, got {it}", op=self)
        if not it.shape or it.shape[-1] != len(dims):
            raise VerifyError(f"'tensor.gather' the last dim of the indices type {it} must be the number of "
                              f"gather_dims ({len(dims)})", op=self)
        batch = list(it.shape[:-1])
        full = batch + [1 if i in dims else d for i, d in enumerate(st.shape)]
        reduced = batch + [d for i, d in enumerate(st.shape) if i not in dims]
        if list(rt.shape) not in (full, reduced):
            raise VerifyError(f"'tensor.gather' result type {rt} does not match the expected shape "
                              f"{_fmt_shape(full)} or its rank-reduced form {_fmt_shape(reduced)}", op=self)


@register
class ScatterOp(Op):
    """``%scatter = tensor.scatter %src into %dest[%idx] scatter_dims([0, 1]) unique : (...) -> ...``."""

    OPNAME = "tensor.scatter"
    source = operand(_is_ranked)
    dest = operand(_is_ranked)
    indices = operand(_is_ranked)
    result_ = result(_is_ranked)
    scatter_dims = prop(DenseArrayAttr)
    unique = opt_prop(A.UnitAttr)
    traits = {Pure}

    def asm_result_names(self):
        return "scatter"

    def print_custom(self, p):
        p.write(f" {p.value_name(self.source)} into {p.value_name(self.dest)}[{p.value_name(self.indices)}]")
        _print_dims_tail(self, p, "scatter_dims", self.scatter_dims.value)

    @classmethod
    def parse_custom(cls, parser):
        src = parser.parse_operand()
        parser.expect("into")
        dest = parser.parse_operand()
        parser.expect("[")
        idx = parser.parse_operand()
        parser.expect("]")
        return _parse_dims_tail(parser, cls, "scatter_dims", [src, dest, idx], "source, dest, indices")

    def verify_(self):
        dt, it, rt = self.dest.type, self.indices.type, self.result_.type
        dims = list(self.scatter_dims.value)
        _verify_gather_dims(self, dims, len(dt.shape), "scatter")
        if not A.is_int_or_index(it.element_type):
            raise VerifyError(f"'tensor.scatter' indices must be a tensor of integers or index, got {it}", op=self)
        if self.unique is None:
            raise VerifyError("'tensor.scatter' requires the 'unique' attribute", op=self)
        if rt is not dt:
            raise VerifyError(f"'tensor.scatter' result type {rt} differs from the dest type {dt}", op=self)
        if not it.shape or it.shape[-1] != len(dims):
            raise VerifyError(f"'tensor.scatter' the last dim of the indices type {it} must be the number of "
                              f"scatter_dims ({len(dims)})", op=self)
