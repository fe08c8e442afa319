"""tosa, stablehlo and ml_program builders checked against IREE's MLIR (3.13).

Every op of the three dialects is built with tmlir's builders inside a ``func.func``; the module is
printed in the generic form and handed to IREE, which must parse and verify it. IREE's generic
reprint must equal tmlir's text, and tmlir must parse that reprint back and print it identically.
IREE runs in a subprocess so that a crash in its verifiers cannot take the test run down.

The verifier tests check that obviously wrong builds raise ``VerifyError`` naming the op.
"""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from tmlir.ir import (F32, F16, I1, I8, I32, I64, INDEX, RankedTensorType, FunctionType, TypeAttr,
                      StringAttr, IntegerAttr, FloatAttr, DenseArrayAttr, DenseElementsAttr, Block, Region,
                      VerifyError, parse_module, verify, FloatType, IntegerType, OpaqueType,
                      SymbolRefAttr, ArrayAttr, DictionaryAttr, UNIT, BoolAttr)
from tmlir.ir.dialects import builtin, func, tosa, stablehlo as shlo, ml_program as mlp
from tmlir.ir.opdef import registered_ops


def T(*shape, et=F32):
    return RankedTensorType(shape, et)


_IREE_SCRIPT = r"""
import sys
from iree.compiler import ir
ctx = ir.Context()
try:
    m = ir.Module.parse(sys.stdin.read(), ctx)
    ok = m.operation.verify()
except Exception as e:
    sys.stderr.write(str(e))
    sys.exit(1)
if not ok:
    sys.exit(2)
sys.stdout.write(m.operation.get_asm(print_generic_op_form=len(sys.argv) < 2))
"""


def iree_generic(text: str, custom=False) -> str:
    """IREE parses and verifies ``text`` and prints it back in the generic form (or, with
    ``custom``, in its custom forms)."""
    r = subprocess.run([sys.executable, "-c", _IREE_SCRIPT] + (["custom"] if custom else []), input=text,
                       capture_output=True, text=True)
    assert r.returncode == 0, f"IREE rejected the module (rc={r.returncode}):\n{r.stderr}\n---\n{text}"
    return r.stdout.rstrip("\n") + "\n"


def check_with_iree(module, aliases=False):
    """tmlir text -> IREE verify + reprint == tmlir text; tmlir parse(reprint) reprints identically.

    With ``aliases`` IREE's reprint may use attribute aliases (``#extern = ...``), which tmlir
    does not print: then tmlir must read the reprint back to exactly its own text."""
    verify(module)
    text = module.to_text(generic=True)
    reprint = iree_generic(text)
    again = parse_module(reprint).to_text(generic=True)
    if aliases:
        assert reprint != text and again == text, _diff(text, again)
    else:
        assert reprint == text, _diff(text, reprint)
        assert again == reprint
    return text


def check_custom_with_iree(module, dialect):
    """tmlir's custom print reads back to the same module, IREE accepts it, and every line where
    tmlir prints a ``dialect`` op in a custom form is a line of IREE's own custom print."""
    text = module.to_text()
    assert parse_module(text).to_text(generic=True) == module.to_text(generic=True)
    theirs = set(iree_generic(text, custom=True).splitlines())
    custom = [line for line in text.splitlines() if f" {dialect}." in line or line.lstrip().startswith(f"{dialect}.")]
    assert len(custom) > 50
    missing = [line for line in custom if line not in theirs]
    assert not missing, "lines IREE prints differently:\n" + "\n".join(missing)


def _diff(a, b):
    import difflib
    return "tmlir vs IREE:\n" + "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True)))


class FuncBuilder:
    """Builds one ``func.func`` (``insert`` appends to its body; ``ret`` returns values)."""

    def __init__(self, module, name, arg_types):
        self.func = func.FuncOp.build_func(name, list(arg_types), [])
        module.body.append(self.func)
        self.block = self.func.entry_block
        self.args = self.block.args

    def insert(self, op):
        self.block.append(op)
        return op

    def ret(self, *values):
        self.block.append(func.ReturnOp.build(operands_=list(values)))
        self.func.function_type = TypeAttr(FunctionType([a.type for a in self.args], [v.type for v in values]))


def build_cases(cases):
    m = builtin.ModuleOp.build_empty()
    for name, (arg_types, fn) in cases.items():
        fb = FuncBuilder(m, name, arg_types)
        out = fn(fb, *fb.args)
        if out is None:
            out = ()
        elif not isinstance(out, (list, tuple)):
            out = (out,)
        fb.ret(*out)
    return m


def op_names(module):
    return {op.name for op in module.walk()}


# =============================================================================================
# TOSA
# =============================================================================================

UNARY_ARG = {"bitwise_not": I32, "clz": I32, "logical_not": I1}
BINARY_ARG = {"bitwise_and": I32, "bitwise_or": I32, "bitwise_xor": I32, "intdiv": I32,
              "logical_and": I1, "logical_or": I1, "logical_xor": I1, "logical_left_shift": I32,
              "logical_right_shift": I32, "arithmetic_right_shift": I32}


def tosa_cases():
    c = {}
    for n, cls, _ in tosa.UNARY_OPS:
        c[f"u_{n}"] = ([T(2, 3, et=UNARY_ARG.get(n, F32))], lambda b, x, cls=cls: tosa.unary(b, cls, x))
    for n, cls, _, _ in tosa.BINARY_OPS:
        et = BINARY_ARG.get(n, F32)
        props = {"round": BoolAttr(True)} if n == "arithmetic_right_shift" else {}
        c[f"b_{n}"] = ([T(2, 3, et=et), T(1, 3, et=et)],
                       lambda b, x, y, cls=cls, props=props: tosa.binary(b, cls, x, y, **props))
    for n, cls, _ in tosa.COMPARE_OPS:
        c[f"c_{n}"] = ([T(2, 1), T(2, 3)], lambda b, x, y, cls=cls: tosa.binary(b, cls, x, y))
    for n, cls, _ in tosa.REDUCE_OPS:
        et = I1 if n in ("reduce_all", "reduce_any") else F32
        c[f"r_{n}"] = ([T(2, 3, 4, et=et)], lambda b, x, cls=cls: tosa.reduce(b, cls, x, 1))
    c["argmax"] = ([T(2, 3)], lambda b, x: tosa.argmax(b, x, 1))
    c["argmin"] = ([T(2, 3)], lambda b, x: b.insert(tosa.ArgMinOp.build(input=x, axis=tosa.i32_attr(0))).output)

    def shapes(b):
        s = tosa.const_shape(b, [2, 3])
        t = tosa.const_shape(b, [4, 5])
        outs = [b.insert(cls.build(input1=s, input2=t)).output for _, cls in tosa.SHAPE_BINARY_OPS]
        outs += [b.insert(cls.build(input=s)).output for _, cls in tosa.SHAPE_UNARY_OPS]
        cat = b.insert(tosa.ConcatShapeOp.build(input=[s, t])).output
        start = tosa.const(b, [1], T(1, et=I32))
        size = tosa.const(b, [2], T(1, et=I32))
        sl = b.insert(tosa.SliceShapeOp.build(input=cat, start=start, size=size)).output
        b.insert(tosa.AssertEqualShapeOp.build(input1=s, input2=s, allow_broadcast=BoolAttr(False)))
        return outs + [cat, sl]
    c["shapes"] = ([], shapes)
    c["dim"] = ([T(2, 3)], lambda b, x: b.insert(tosa.DimOp.build(input1=x, axis=tosa.i32_attr(1))).output)
    c["const"] = ([], lambda b: [tosa.const(b, [[1.5, 2.0, -3.25]], T(1, 3)), tosa.const(b, 7, T(2, 2, et=I32)),
                                 b.insert(tosa.ConstOp.build_value(np.arange(6, dtype=np.int8).reshape(2, 3),
                                                                   T(2, 3, et=I8))).output])
    c["mul_f32"] = ([T(2, 3), T(2, 1)], lambda b, x, y: tosa.mul(b, x, y))
    c["mul_i32_shift"] = ([T(4, et=I32), T(4, et=I32)], lambda b, x, y: tosa.mul(b, x, y, shift=3))
    c["mul_i8"] = ([T(4, et=I8), T(4, et=I8)], lambda b, x, y: tosa.mul(b, x, y, output=T(4, et=I32)))
    c["select"] = ([T(2, 3, et=I1), T(2, 3), T(1, 3)],
                   lambda b, p, x, y: b.insert(tosa.SelectOp.build(input1=p, input2=x, input3=y)).output)
    c["clamp_f32"] = ([T(2, 3)], lambda b, x: tosa.clamp(b, x, 0.0, 6.0))
    c["clamp_i8"] = ([T(2, 3, et=I8)], lambda b, x: tosa.clamp(b, x, -5, 100))
    c["clamp_ignore"] = ([T(2, 3)], lambda b, x: b.insert(tosa.ClampOp.build(
        input=x, min_val=FloatAttr(-1.0, F32), max_val=FloatAttr(1.0, F32), nan_mode=tosa.nan_mode("IGNORE"))).output)
    c["negate"] = ([T(2, 3)], lambda b, x: tosa.negate(b, x))
    c["negate_i8"] = ([T(2, 3, et=I8)], lambda b, x: tosa.negate(b, x, input_zp=3, output_zp=-2))
    c["cast"] = ([T(2, 3, et=I32)], lambda b, x: tosa.cast(b, x, F32))
    c["cast_unsigned"] = ([T(2, 3, et=I8)], lambda b, x: b.insert(tosa.CastOp.build(
        input=x, output=T(2, 3, et=I32), input_unsigned=BoolAttr(True))).output)
    c["rescale"] = ([T(2, 3, et=I8)], lambda b, x: tosa.rescale(b, x, 1 << 30, 30, T(2, 3, et=I32), input_zp=1))
    c["rescale_i16"] = ([T(2, 3, et=I32)], lambda b, x: tosa.rescale(
        b, x, [16384, 8192, 4096], [14, 13, 12], T(2, 3, et=I8), scale32=False, per_channel=True,
        rounding="DOUBLE_ROUND"))
    c["apply_scale"] = ([T(2, 3, et=I32), T(2, 3, et=I32), T(2, 3, et=I8)],
                        lambda b, v, m, s: b.insert(tosa.ApplyScaleOp.build(
                            value=v, multiplier=m, shift=s, output=v.type,
                            rounding_mode=tosa.rounding_mode("SINGLE_ROUND"))).output)
    c["table"] = ([T(2, 3, et=I8)], lambda b, x: b.insert(tosa.TableOp.build(
        input1=x, table=tosa.const(b, np.arange(256) - 128, T(256, et=I8)))).output)
    c["concat"] = ([T(2, 3), T(4, 3)], lambda b, x, y: tosa.concat(b, [x, y, x], 0))
    c["reshape"] = ([T(2, 3)], lambda b, x: tosa.reshape(b, x, [3, -1]))
    c["transpose"] = ([T(2, 3, 4)], lambda b, x: tosa.transpose(b, x, [2, 0, 1]))
    c["slice"] = ([T(4, 5)], lambda b, x: tosa.slice(b, x, [1, 2], [2, 3]))
    c["pad"] = ([T(2, 3)], lambda b, x: tosa.pad(b, x, [0, 1, 2, 0], pad_const=-1.0))
    c["tile"] = ([T(2, 3)], lambda b, x: tosa.tile(b, x, [2, 1]))
    c["reverse"] = ([T(2, 3)], lambda b, x: b.insert(tosa.ReverseOp.build(input1=x, axis=tosa.i32_attr(1))).output)
    c["gather"] = ([T(1, 5, 3), T(1, 2, et=I32)], lambda b, v, i: b.insert(tosa.GatherOp.build(values=v, indices=i)).output)
    c["scatter"] = ([T(1, 5, 3), T(1, 2, et=I32), T(1, 2, 3)],
                    lambda b, v, i, x: b.insert(tosa.ScatterOp.build(values_in=v, indices=i, input=x)).values_out)
    c["row_gather"] = ([T(1, 5, 3), T(1, 2, et=I32)], lambda b, v, i: b.insert(tosa.RowGatherOp.build(
        values=v, indices=i, row_count=tosa.const(b, [2], T(1, et=I32)), output=T(1, 4, 3))).output)
    c["resize"] = ([T(1, 4, 4, 2)], lambda b, x: tosa.resize(b, x, [2, 1, 2, 1], [0, 0], [0, 0], "NEAREST_NEIGHBOR",
                                                              output=T(1, 7, 7, 2)))
    c["matmul"] = ([T(1, 2, 3), T(1, 3, 4)], lambda b, x, y: tosa.matmul(b, x, y))
    c["matmul_i8"] = ([T(1, 2, 3, et=I8), T(1, 3, 4, et=I8)], lambda b, x, y: tosa.matmul(b, x, y))
    c["matmul_t"] = ([T(1, 2, 3), T(1, 4, 3)], lambda b, x, y: b.insert(tosa.MatMulTOp.build(
        a=x, b=y, a_zp=tosa.zero_point(b, F32), b_zp=tosa.zero_point(b, F32))).output)
    c["conv2d"] = ([T(1, 7, 7, 2), T(5, 3, 3, 2), T(5)],
                   lambda b, x, w, bias: tosa.conv2d(b, x, w, bias, pad=[1, 1, 1, 1], stride=[2, 2], dilation=[1, 1]))
    c["conv2d_f16"] = ([T(1, 6, 6, 2, et=F16), T(5, 3, 3, 2, et=F16), T(5, et=F16)],
                       lambda b, x, w, bias: tosa.conv2d(b, x, w, bias, pad=[0, 0, 0, 0], stride=[1, 1],
                                                         dilation=[2, 2]))
    c["conv2d_i8"] = ([T(1, 6, 6, 2, et=I8), T(5, 3, 3, 2, et=I8), T(5, et=I32)],
                      lambda b, x, w, bias: tosa.conv2d(b, x, w, bias, pad=[0, 0, 0, 0], stride=[1, 1],
                                                        dilation=[1, 1], input_zp=-1))
    c["conv3d"] = ([T(1, 4, 4, 4, 2), T(3, 2, 2, 2, 2), T(3)],
                   lambda b, x, w, bias: tosa.conv3d(b, x, w, bias, pad=[0] * 6, stride=[1, 1, 1], dilation=[1, 1, 1]))
    c["depthwise_conv2d"] = ([T(1, 4, 4, 2), T(3, 3, 2, 2), T(4)],
                             lambda b, x, w, bias: tosa.depthwise_conv2d(b, x, w, bias, pad=[0, 0, 0, 0], stride=[1, 1],
                                                                         dilation=[1, 1]))
    c["transpose_conv2d"] = ([T(1, 4, 4, 2), T(5, 3, 3, 2), T(5)],
                             lambda b, x, w, bias: tosa.transpose_conv2d(b, x, w, bias, out_pad=[0, 0, 0, 0],
                                                                         stride=[2, 2]))
    c["avg_pool2d"] = ([T(1, 4, 4, 2)], lambda b, x: tosa.avg_pool2d(b, x, [2, 2], [2, 2], [0, 0, 0, 0]))
    c["max_pool2d"] = ([T(1, 5, 5, 2)], lambda b, x: tosa.max_pool2d(b, x, [3, 3], [2, 2], [1, 1, 1, 1]))
    c["avg_pool2d_adaptive"] = ([T(1, 4, 4, 2)], lambda b, x: b.insert(tosa.AvgPool2dAdaptiveOp.build(
        input=x, input_zp=tosa.zero_point(b, F32), output_zp=tosa.zero_point(b, F32),
        kernel=tosa.const_shape(b, [2, 2]), stride=tosa.const_shape(b, [2, 2]),
        pad=tosa.const_shape(b, [0, 0, 0, 0]), acc_type=TypeAttr(F32), output=T(1, 2, 2, 2))).output)
    c["max_pool2d_adaptive"] = ([T(1, 4, 4, 2)], lambda b, x: b.insert(tosa.MaxPool2dAdaptiveOp.build(
        input=x, kernel=tosa.const_shape(b, [2, 2]), stride=tosa.const_shape(b, [2, 2]),
        pad=tosa.const_shape(b, [0, 0, 0, 0]), output=T(1, 2, 2, 2))).output)
    c["fft2d"] = ([T(1, 4, 8), T(1, 4, 8)], lambda b, re, im: b.insert(tosa.FFT2dOp.build(
        input_real=re, input_imag=im, inverse=BoolAttr(True), local_bound=BoolAttr(False))).results)
    c["rfft2d"] = ([T(1, 4, 8)], lambda b, re: b.insert(tosa.RFFT2dOp.build(input_real=re)).results)
    fp4, e8 = FloatType("f4E2M1FN"), FloatType("f8E8M0FNU")
    bs = tosa.block_size("BLOCK_SIZE_32")
    c["cast_from_block_scaled"] = ([T(2, 32, et=fp4), T(2, 1, et=e8)], lambda b, d, s: b.insert(
        tosa.CastFromBlockScaledOp.build(input_data=d, input_scale=s, output_data=T(2, 32), block_size=bs)).output_data)
    c["cast_to_block_scaled"] = ([T(2, 32)], lambda b, x: b.insert(tosa.CastToBlockScaledOp.build(
        input_data=x, output_data=T(2, 32, et=fp4), output_scale=T(2, 1, et=e8), block_size=bs)).results)
    c["matmul_t_block_scaled"] = (
        [T(1, 2, 32, et=fp4), T(1, 2, 1, et=e8), T(1, 4, 32, et=fp4), T(1, 4, 1, et=e8)],
        lambda b, ad, as_, bd, bs_: b.insert(tosa.MatmulTBlockScaledOp.build(
            a_data=ad, a_scale=as_, b_data=bd, b_scale=bs_, output_data=T(1, 2, 4), block_size=bs)).output_data)
    c["reshape_block_scaled"] = ([T(2, 32, et=fp4), T(2, 1, et=e8)], lambda b, d, s: b.insert(
        tosa.ReshapeBlockScaledOp.build(input=[d, s], new_value_shape=tosa.const_shape(b, [64]),
                                        output=[T(64, et=fp4), T(2, et=e8)], block_size=bs)).results)
    c["row_gather_block_scaled"] = ([T(1, 4, 32, et=fp4), T(1, 4, 1, et=e8), T(1, 2, et=I32)], lambda b, d, s, i: b.insert(
        tosa.RowGatherBlockScaledOp.build(values=[d, s], indices=i, row_count=tosa.const(b, [1], T(1, et=I32)),
                                          output=[T(1, 2, 32, et=fp4), T(1, 2, 1, et=e8)], block_size=bs)).results)
    c["conv2d_block_scaled"] = (
        [T(1, 4, 4, 32, et=fp4), T(1, 4, 4, 1, et=e8), T(2, 3, 3, 32, et=fp4), T(2, 3, 3, 1, et=e8), T(2)],
        lambda b, x, xs, w, ws, bias: b.insert(tosa.Conv2DBlockScaledOp.build(
            input_data=x, input_scale=xs, weight_data=w, weight_scale=ws, bias=bias,
            pad=tosa.const_shape(b, [0, 0, 0, 0]), stride=tosa.const_shape(b, [1, 1]),
            dilation=tosa.const_shape(b, [1, 1]), output=T(1, 2, 2, 2), block_size=bs)).output)

    def cond_if(b, p, x):
        op = b.insert(tosa.CondIfOp.build_if(p, [x], [x.type]))
        then_b, else_b = op.then_graph.blocks[0], op.else_graph.blocks[0]
        then_b.append(tosa.YieldOp.build(inputs=[then_b.args[0]]))
        e = tosa.unary(else_b, tosa.ExpOp, else_b.args[0])
        else_b.append(tosa.YieldOp.build(inputs=[e]))
        return op.results
    c["cond_if"] = ([T(1, et=I1), T(2, 3)], cond_if)

    def while_loop(b, n):
        op = b.insert(tosa.WhileLoopOp.build_while([n]))
        cb, bb = op.cond_graph.blocks[0], op.body_graph.blocks[0]
        lim = tosa.const(cb, [10], T(1, et=I32))
        cb.append(tosa.YieldOp.build(inputs=[tosa.binary(cb, tosa.GreaterOp, lim, cb.args[0])]))
        one = tosa.const(bb, [1], T(1, et=I32))
        bb.append(tosa.YieldOp.build(inputs=[tosa.binary(bb, tosa.AddOp, bb.args[0], one)]))
        return op.results
    c["while_loop"] = ([T(1, et=I32)], while_loop)
    c["custom"] = ([T(2, 3), T(3)], lambda b, x, y: b.insert(tosa.CustomOp.build(
        input_list=[x, y], output_list=[T(2, 3), T(2, et=I32)], operator_name=StringAttr("my_op"),
        domain_name=StringAttr("tmlir.test"), implementation_attrs=StringAttr("k=1"))).results)

    # dynamic dimensions
    c["dyn_add"] = ([T(None, 3), T(1, 3)], lambda b, x, y: tosa.binary(b, tosa.AddOp, x, y))
    c["dyn_reduce"] = ([T(None, 3)], lambda b, x: tosa.reduce(b, tosa.ReduceSumOp, x, 0))
    c["dyn_concat"] = ([T(None, 3), T(2, 3)], lambda b, x, y: tosa.concat(b, [x, y], 0))
    c["dyn_transpose"] = ([T(None, 3)], lambda b, x: tosa.transpose(b, x, [1, 0]))
    c["dyn_select"] = ([T(None, 1, et=I1), T(1, 3), T(None, 3)],
                       lambda b, p, x, y: b.insert(tosa.SelectOp.build(input1=p, input2=x, input3=y)).output)

    def variables(b, x):
        r = b.insert(tosa.VariableReadOp.build_access("v", output1=T(2, 3))).output1
        b.insert(tosa.VariableWriteOp.build_access("v", input1=tosa.binary(b, tosa.AddOp, r, x)))
        return r
    c["variables"] = ([T(2, 3)], variables)
    return c


def test_tosa_ops_verify_in_iree():
    m = build_cases(tosa_cases())
    m.body.prepend(tosa.VariableOp.build_variable(
        "v", [2, 3], F32, initial_value=DenseElementsAttr(np.zeros((2, 3), np.float32), T(2, 3))))
    m.body.prepend(tosa.VariableOp.build_variable("w", [4], I8, visibility="private"))
    text = check_with_iree(m)
    assert '"tosa.const_shape"() <{values = dense<[3, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>' in text
    assert "nan_mode = #tosa.nan_mode<PROPAGATE>" in text and "nan_mode = #tosa.nan_mode<IGNORE>" in text
    check_custom_with_iree(m, "tosa")
    # every tosa op tmlir defines was built
    defined = {n for n in registered_ops() if n.startswith("tosa.")}
    assert defined - op_names(m) == set()
    assert len(defined) >= 100


def test_tosa_inferred_types():
    m = builtin.ModuleOp.build_empty()
    fb = FuncBuilder(m, "f", [T(2, 3), T(1, 3), T(1, 7, 7, 2), T(5, 3, 3, 2), T(5)])
    x, y, img, w, bias = fb.args
    assert tosa.binary(fb, tosa.AddOp, x, y).type == T(2, 3)
    assert tosa.binary(fb, tosa.GreaterEqualOp, y, x).type == T(2, 3, et=I1)
    assert tosa.reduce(fb, tosa.ReduceMaxOp, x, 0).type == T(1, 3)
    assert tosa.argmax(fb, x, 1).type == T(2, et=I32)
    assert tosa.reshape(fb, x, [-1]).type == T(6)
    assert tosa.transpose(fb, x, [1, 0]).type == T(3, 2)
    assert tosa.slice(fb, x, [0, 1], [2, 2]).type == T(2, 2)
    assert tosa.pad(fb, x, [1, 1, 0, 2]).type == T(4, 5)
    assert tosa.tile(fb, x, [3, 2]).type == T(6, 6)
    assert tosa.concat(fb, [x, y], 0).type == T(3, 3)
    assert tosa.conv2d(fb, img, w, bias, [1, 1, 1, 1], [2, 2], [1, 1]).type == T(1, 4, 4, 5)
    assert tosa.max_pool2d(fb, img, [3, 3], [2, 2], [0, 0, 0, 0]).type == T(1, 3, 3, 2)
    fb.ret()
    verify(m)


# -- verifier rejections ---------------------------------------------------------------------

def _func_with(arg_types, build):
    m = builtin.ModuleOp.build_empty()
    fb = FuncBuilder(m, "f", arg_types)
    out = build(fb, *fb.args)
    fb.ret(*(out if isinstance(out, (list, tuple)) else [out]))
    return m


def _rejects(m, opname, fragment):
    with pytest.raises(VerifyError) as e:
        verify(m)
    msg = str(e.value)
    assert f"'{opname}'" in msg and fragment in msg, msg


def test_tosa_verifier_rejects_rank_mismatch():
    m = _func_with([T(2, 3), T(3)], lambda b, x, y: b.insert(tosa.AddOp.build(input1=x, input2=y, output=T(2, 3))).output)
    _rejects(m, "tosa.add", "equal rank")


def test_tosa_verifier_rejects_incompatible_broadcast():
    m = _func_with([T(2, 3), T(2, 4)], lambda b, x, y: b.insert(tosa.SubOp.build(input1=x, input2=y, output=T(2, 4))).output)
    _rejects(m, "tosa.sub", "not broadcast-compatible")
    m = _func_with([T(2, 3), T(1, 3)], lambda b, x, y: b.insert(tosa.MaximumOp.build(input1=x, input2=y, output=T(5, 3))).output)
    _rejects(m, "tosa.maximum", "result dimension 0 is 5")


def test_tosa_verifier_rejects_element_type_mismatch():
    m = _func_with([T(2, 3), T(2, 3, et=I32)], lambda b, x, y: b.insert(tosa.AddOp.build(input1=x, input2=y, output=x.type)).output)
    _rejects(m, "tosa.add", "same element type")
    m = _func_with([T(2, 3), T(2, 3)], lambda b, x, y: b.insert(tosa.EqualOp.build(input1=x, input2=y, output=x.type)).output)
    _rejects(m, "tosa.equal", "i1")


def test_tosa_verifier_rejects_missing_attribute():
    m = _func_with([T(2, 3)], lambda b, x: b.insert(tosa.ReduceSumOp.build(input=x, output=T(1, 3))).output)
    _rejects(m, "tosa.reduce_sum", "requires attribute 'axis'")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(tosa.ClampOp.build(input=x, min_val=FloatAttr(0.0, F32))).output)
    _rejects(m, "tosa.clamp", "requires attribute 'max_val'")
    m = _func_with([T(1, 4, 4, 2)], lambda b, x: b.insert(tosa.MaxPool2dOp.build(
        input=x, kernel=tosa.i64_array([2, 2]), stride=tosa.i64_array([2, 2]), output=T(1, 2, 2, 2))).output)
    _rejects(m, "tosa.max_pool2d", "requires attribute 'pad'")


def test_tosa_verifier_rejects_bad_attributes_and_shapes():
    # wrong attribute kind (i64 axis instead of i32)
    m = _func_with([T(2, 3)], lambda b, x: b.insert(tosa.ReduceSumOp.build(input=x, axis=IntegerAttr(1, I64),
                                                                            output=T(2, 1))).output)
    _rejects(m, "tosa.reduce_sum", "attribute 'axis'")
    m = _func_with([T(2, 3)], lambda b, x: tosa.reduce(b, tosa.ReduceSumOp, x, 2, output=T(2, 3)))
    _rejects(m, "tosa.reduce_sum", "out of range")
    m = _func_with([T(2, 3)], lambda b, x: tosa.transpose(b, x, [0, 0], output=T(2, 2)))
    _rejects(m, "tosa.transpose", "not a permutation")
    m = _func_with([T(2, 3)], lambda b, x: tosa.reshape(b, x, [4, 2]))
    _rejects(m, "tosa.reshape", "cannot reshape")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(tosa.ReshapeOp.build(
        input1=x, shape=tosa.const_shape(b, [6]), output=T(3, 2))).output)
    _rejects(m, "tosa.reshape", "does not match the result rank")
    m = _func_with([T(1, 6, 6, 2), T(5, 3, 3, 2), T(5)], lambda b, x, w, bias: tosa.conv2d(
        b, x, w, bias, [0, 0, 0, 0], [1, 1], [1, 1], output=T(1, 6, 6, 5)))
    _rejects(m, "tosa.conv2d", "computed shape")
    m = _func_with([T(1, 6, 6, 2), T(5, 3, 3, 2), T(5)], lambda b, x, w, bias: tosa.conv2d(
        b, x, w, bias, [1, 1, 1, 1], [2, 2], [1, 1], output=T(1, 3, 3, 5)))
    _rejects(m, "tosa.conv2d", "not a whole number of strides")
    m = _func_with([T(1, 4, 4, 2)], lambda b, x: tosa.max_pool2d(b, x, [3, 3], [2, 2], [0, 0, 0, 0],
                                                                  output=T(1, 1, 1, 2)))
    _rejects(m, "tosa.max_pool2d", "not a whole number of strides")
    m = _func_with([T(2, 3), T(2, 3)], lambda b, x, y: b.insert(tosa.MulOp.build(
        input1=x, input2=y, shift=tosa.const(b, [0], T(1, et=I32)))).output)
    _rejects(m, "tosa.mul", "shift must be tensor<1xi8>")
    m = _func_with([T(1, 2, 3), T(1, 4, 5)], lambda b, x, y: tosa.matmul(b, x, y, output=T(1, 2, 5)))
    _rejects(m, "tosa.matmul", "contracting dimensions differ")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(tosa.ConstShapeOp.build(
        values=DenseElementsAttr(np.array([1, 2]), T(2, et=INDEX)), output=tosa.shape_type(3))).output)
    _rejects(m, "tosa.const_shape", "has 2 values")


def test_tosa_parse_generic_text():
    text = '''
    func.func @f(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
      %s = "tosa.const_shape"() <{values = dense<[3, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
      %r = "tosa.reshape"(%a, %s) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
      return %r : tensor<3x2xf32>
    }'''
    m = parse_module(text)
    ops = [op for op in m.walk() if op.name.startswith("tosa.")]
    assert isinstance(ops[0], tosa.ConstShapeOp) and ops[0].shape_values() == [3, 2]
    assert isinstance(ops[1], tosa.ReshapeOp) and ops[1].shape is ops[0].output
    assert tosa.is_shape_type(ops[1].shape.type) and tosa.shape_rank(ops[1].shape.type) == 2
    bad = text.replace("tensor<3x2xf32>", "tensor<4x2xf32>")
    with pytest.raises(VerifyError, match="'tosa.reshape' cannot reshape"):
        parse_module(bad)


# =============================================================================================
# StableHLO
# =============================================================================================

def shlo_cases():
    from tmlir.ir import ComplexType
    cf32 = ComplexType(F32)
    c = {}
    for n, cls, acc, kind in shlo.UNARY_OPS:
        et = {"count_leading_zeros": I32, "not": I32, "popcnt": I32, "imag": cf32, "real": cf32}.get(n, F32)
        c[f"u_{n}"] = ([T(2, 3, et=et)], lambda b, x, cls=cls: shlo.unary(b, cls, x))
    c["u_abs_complex"] = ([T(4, et=cf32)], lambda b, x: shlo.unary(b, shlo.AbsOp, x))
    c["u_exp_accuracy"] = ([T(4)], lambda b, x: b.insert(shlo.ExpOp.build(
        operand=x, result_accuracy=shlo.result_accuracy("TOLERANCE", atol=1e-5, ulps=2))).result)
    c["u_tanh_accuracy"] = ([T(4)], lambda b, x: b.insert(shlo.TanhOp.build(
        operand=x, result_accuracy=shlo.result_accuracy("HIGHEST"))).result)
    for n, cls, _ in shlo.BINARY_OPS:
        et = I32 if n in ("and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical") else F32
        c[f"b_{n}"] = ([T(2, 3, et=et), T(2, 3, et=et)], lambda b, x, y, cls=cls: shlo.binary(b, cls, x, y))
    c["compare"] = ([T(2, 3), T(2, 3)], lambda b, x, y: [shlo.compare(b, x, y, "LT"),
                                                        shlo.compare(b, x, y, "NE", "TOTALORDER")])
    c["compare_i"] = ([T(4, et=I32), T(4, et=I32)], lambda b, x, y: shlo.compare(b, x, y, "GE", "SIGNED"))
    c["select"] = ([T(2, 3, et=I1), T(2, 3), T(2, 3)], lambda b, p, x, y: shlo.select(b, p, x, y))
    c["select_scalar_pred"] = ([T(et=I1), T(2, 3), T(2, 3)], lambda b, p, x, y: shlo.select(b, p, x, y))
    c["clamp"] = ([T(), T(2, 3), T()], lambda b, lo, x, hi: shlo.clamp(b, lo, x, hi))
    c["convert"] = ([T(2, 3, et=I32)], lambda b, x: shlo.convert(b, x, F16))
    c["bitcast_convert"] = ([T(2, 3)], lambda b, x: b.insert(shlo.BitcastConvertOp.build(operand=x, result=T(2, 3, et=I32))).result)
    c["reduce_precision"] = ([T(2, 3)], lambda b, x: b.insert(shlo.ReducePrecisionOp.build(
        operand=x, exponent_bits=IntegerAttr(5, I32), mantissa_bits=IntegerAttr(10, I32))).output)
    c["constant"] = ([], lambda b: [shlo.constant(b, 1.5, T()), shlo.constant(b, [[1, 2, 3], [4, 5, 6]], T(2, 3, et=I64)),
                                    shlo.constant(b, DenseElementsAttr(np.array([True, False]), T(2, et=I1)))])
    c["iota"] = ([], lambda b: shlo.iota(b, T(4, 5, et=I32), 1))
    c["dynamic_iota"] = ([T(2, et=I64)], lambda b, s: b.insert(shlo.DynamicIotaOp.build(
        output_shape=s, result=T(None, None, et=I32), iota_dimension=shlo.i64_attr(0))).result)
    c["get_dimension_size"] = ([T(2, 3)], lambda b, x: shlo.get_dimension_size(b, x, 1))
    c["set_dimension_size"] = ([T(2, 3), T(et=I32)], lambda b, x, n: b.insert(shlo.SetDimensionSizeOp.build(
        operand=x, size=n, dimension=shlo.i64_attr(0), result=T(2, 3))).result)
    c["broadcast_in_dim"] = ([T(3), T()], lambda b, x, s: [shlo.broadcast_in_dim(b, x, [2, 3], [1]),
                                                          shlo.broadcast_in_dim(b, s, [4, 4], [])])
    c["broadcast"] = ([T(2, 3)], lambda b, x: b.insert(shlo.BroadcastOp.build(operand=x, broadcast_sizes=shlo.i64_array([4]))).result)
    c["dynamic_broadcast_in_dim"] = ([T(3), T(2, et=I64)], lambda b, x, s: b.insert(shlo.DynamicBroadcastInDimOp.build(
        operand=x, output_dimensions=s, result=T(None, 3), broadcast_dimensions=shlo.i64_array([1]),
        known_expanding_dimensions=shlo.i64_array([]), known_nonexpanding_dimensions=shlo.i64_array([0]))).result)
    c["reshape"] = ([T(2, 3)], lambda b, x: shlo.reshape(b, x, [3, 2]))
    c["dynamic_reshape"] = ([T(2, 3), T(1, et=I64)], lambda b, x, s: b.insert(shlo.DynamicReshapeOp.build(
        operand=x, output_shape=s, result=T(None))).result)
    c["transpose"] = ([T(2, 3, 4)], lambda b, x: shlo.transpose(b, x, [2, 0, 1]))
    c["slice"] = ([T(5, 6)], lambda b, x: shlo.slice(b, x, [1, 0], [4, 6], [2, 3]))
    c["dynamic_slice"] = ([T(5, 6), T(et=I32), T(et=I32)], lambda b, x, i, j: b.insert(shlo.DynamicSliceOp.build(
        operand=x, start_indices=[i, j], slice_sizes=shlo.i64_array([2, 3]))).result)
    c["dynamic_update_slice"] = ([T(5, 6), T(2, 3), T(et=I32), T(et=I32)], lambda b, x, u, i, j: b.insert(
        shlo.DynamicUpdateSliceOp.build(operand=x, update=u, start_indices=[i, j])).result)
    c["real_dynamic_slice"] = ([T(5, 6), T(2, et=I64)], lambda b, x, s: b.insert(shlo.RealDynamicSliceOp.build(
        operand=x, start_indices=s, limit_indices=s, strides=s, result=T(None, None))).result)
    c["concatenate"] = ([T(2, 3), T(4, 3)], lambda b, x, y: shlo.concatenate(b, [x, y], 0))
    c["pad"] = ([T(2, 3), T()], lambda b, x, v: shlo.pad(b, x, v, [0, 1], [1, 0], [1, 0]))
    c["dynamic_pad"] = ([T(2, 3), T(), T(2, et=I64)], lambda b, x, v, s: b.insert(shlo.DynamicPadOp.build(
        operand=x, padding_value=v, edge_padding_low=s, edge_padding_high=s, interior_padding=s,
        result=T(None, None))).result)
    c["reverse"] = ([T(2, 3)], lambda b, x: b.insert(shlo.ReverseOp.build(operand=x, dimensions=shlo.i64_array([0, 1]))).result)
    c["torch_index_select"] = ([T(5, 3), T(2, et=I32)], lambda b, x, i: b.insert(shlo.TorchIndexSelectOp.build(
        operand=x, index=i, dim=shlo.i64_attr(0), batch_dims=shlo.i64_attr(0), result=T(2, 3))).result)
    c["dot"] = ([T(2, 3), T(3, 4)], lambda b, x, y: b.insert(shlo.DotOp.build(
        lhs=x, rhs=y, precision_config=ArrayAttr([shlo.precision("DEFAULT"), shlo.precision("HIGHEST")]))).result)
    c["dot_general"] = ([T(2, 3), T(3, 4)], lambda b, x, y: shlo.dot_general(b, x, y, contracting=([1], [0])))
    c["dot_general_batch"] = ([T(5, 2, 3), T(5, 4, 3)], lambda b, x, y: shlo.dot_general(
        b, x, y, contracting=([2], [2]), batching=([0], [0]), precision_config=["HIGH", "HIGH"]))
    c["dot_general_outer"] = ([T(2), T(3)], lambda b, x, y: shlo.dot_general(b, x, y))
    c["dot_general_algorithm"] = ([T(2, 3), T(3, 4)], lambda b, x, y: b.insert(shlo.DotGeneralOp.build(
        lhs=x, rhs=y, dot_dimension_numbers=shlo.dot_dimension_numbers(lhs_contracting_dimensions=[1],
                                                                       rhs_contracting_dimensions=[0]),
        algorithm=shlo.dot_algorithm(F32, F32, F32))).result)
    c["convolution_nhwc"] = ([T(1, 4, 4, 2), T(3, 3, 2, 5)], lambda b, x, w: shlo.convolution(
        b, x, w, T(1, 4, 4, 5), shlo.conv_nhwc_hwio(), window_strides=[1, 1], padding=[(1, 1), (1, 1)],
        lhs_dilation=[1, 1], rhs_dilation=[1, 1]))
    c["convolution_nchw"] = ([T(1, 2, 5, 5), T(4, 2, 3, 3)], lambda b, x, w: shlo.convolution(
        b, x, w, T(1, 4, 2, 2), shlo.conv_nchw_oihw(), window_strides=[2, 2]))
    c["convolution_1d_grouped"] = ([T(1, 8, 4), T(3, 2, 6)], lambda b, x, w: b.insert(shlo.ConvolutionOp.build(
        lhs=x, rhs=w, result=T(1, 6, 6), dimension_numbers=shlo.conv_dimension_numbers(0, 2, [1], 1, 2, [0], 0, 2, [1]),
        feature_group_count=shlo.i64_attr(2), window_reversal=DenseArrayAttr(I1, [True]),
        precision_config=ArrayAttr([shlo.precision("DEFAULT")] * 2))).result)
    c["convolution_3d"] = ([T(1, 2, 4, 4, 4), T(3, 2, 2, 2, 2)], lambda b, x, w: shlo.convolution(
        b, x, w, T(1, 3, 3, 5, 4), shlo.conv_nchw_oihw(3), padding=[(0, 0), (1, 1), (0, 1)]))
    c["dynamic_conv"] = ([T(1, 4, 4, 2), T(3, 3, 2, 5), T(2, 2, et=I64)], lambda b, x, w, p: b.insert(shlo.DynamicConvOp.build(
        lhs=x, rhs=w, d_padding=p, result=T(1, 2, 2, 5), dimension_numbers=shlo.conv_nhwc_hwio())).result)
    c["einsum"] = ([T(2, 3), T(3, 4)], lambda b, x, y: b.insert(shlo.EinsumOp.build(
        lhs=x, rhs=y, einsum_config=StringAttr("ab,bc->ac"), result=T(2, 4))).result)
    c["unary_einsum"] = ([T(2, 3)], lambda b, x: b.insert(shlo.UnaryEinsumOp.build(
        operand=x, einsum_config=StringAttr("ab->ba"), result=T(3, 2))).result)
    c["cholesky"] = ([T(3, 3)], lambda b, x: b.insert(shlo.CholeskyOp.build(a=x, lower=BoolAttr(True))).result)
    c["triangular_solve"] = ([T(3, 3), T(3, 2)], lambda b, a, x: b.insert(shlo.TriangularSolveOp.build(
        a=a, b=x, left_side=BoolAttr(True), lower=BoolAttr(True), unit_diagonal=BoolAttr(False),
        transpose_a=shlo.transpose_type("NO_TRANSPOSE"))).result)
    c["fft"] = ([T(2, 8)], lambda b, x: b.insert(shlo.FftOp.build(
        operand=x, result=T(2, 5, et=cf32), fft_type=shlo.fft_type("RFFT"), fft_length=shlo.i64_array([8]))).result)
    v2 = T(2)
    c["batch_norm_inference"] = ([T(1, 4, 4, 2), v2, v2, v2, v2], lambda b, x, s, o, m, v: b.insert(
        shlo.BatchNormInferenceOp.build(operand=x, scale=s, offset=o, mean=m, variance=v,
                                        epsilon=FloatAttr(1e-5, F32), feature_index=shlo.i64_attr(3))).result)
    c["batch_norm_training"] = ([T(1, 4, 4, 2), v2, v2], lambda b, x, s, o: b.insert(shlo.BatchNormTrainingOp.build(
        operand=x, scale=s, offset=o, output=x.type, batch_mean=v2, batch_var=v2, epsilon=FloatAttr(1e-3, F32),
        feature_index=shlo.i64_attr(3))).results)
    c["batch_norm_grad"] = ([T(1, 4, 4, 2), v2, v2, v2, T(1, 4, 4, 2)], lambda b, x, s, m, v, g: b.insert(
        shlo.BatchNormGradOp.build(operand=x, scale=s, mean=m, variance=v, grad_output=g, grad_operand=x.type,
                                   grad_scale=v2, grad_offset=v2, epsilon=FloatAttr(1e-3, F32),
                                   feature_index=shlo.i64_attr(3))).results)
    c["gather"] = ([T(5, 3), T(2, 1, et=I32)], lambda b, x, i: b.insert(shlo.GatherOp.build(
        operand=x, start_indices=i, result=T(2, 3), slice_sizes=shlo.i64_array([1, 3]),
        dimension_numbers=shlo.gather_dimension_numbers(offset_dims=[1], collapsed_slice_dims=[0],
                                                        start_index_map=[0], index_vector_dim=1))).result)
    c["gather_batched"] = ([T(2, 3, 4), T(2, 5, 1, et=I32)], lambda b, x, i: b.insert(shlo.GatherOp.build(
        operand=x, start_indices=i, result=T(2, 5, 4), slice_sizes=shlo.i64_array([1, 1, 4]),
        indices_are_sorted=BoolAttr(True),
        dimension_numbers=shlo.gather_dimension_numbers([2], [1], [0], [0], [1], 2))).result)
    c["dynamic_gather"] = ([T(5, 3), T(2, 1, et=I32), T(2, et=I64)], lambda b, x, i, s: b.insert(shlo.DynamicGatherOp.build(
        operand=x, start_indices=i, slice_sizes=s, result=T(2, 3),
        dimension_numbers=shlo.gather_dimension_numbers(offset_dims=[1], collapsed_slice_dims=[0],
                                                        start_index_map=[0], index_vector_dim=1))).result)

    def scatter(b, x, i, u):
        op = b.insert(shlo.ScatterOp.build_scatter(
            [x], i, [u], shlo.scatter_dimension_numbers(update_window_dims=[1], inserted_window_dims=[0],
                                                        scatter_dims_to_operand_dims=[0], index_vector_dim=1),
            indices_are_sorted=False, unique_indices=True))
        blk = op.update_computation.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.binary(blk, shlo.AddOp, blk.args[0], blk.args[1])]))
        assert op.inputs == [x] and op.scatter_indices is i and op.updates == [u]
        return op.results
    c["scatter"] = ([T(5, 3), T(2, 1, et=I32), T(2, 3)], scatter)

    def select_and_scatter(b, x, src, init):
        op = b.insert(shlo.SelectAndScatterOp.build(
            operand=x, source=src, init_value=init, result=x.type, window_dimensions=shlo.i64_array([2, 2]),
            window_strides=shlo.i64_array([2, 2]), regions=[Region([Block([T(), T()])]), Region([Block([T(), T()])])]))
        s, t = op.select.blocks[0], op.scatter.blocks[0]
        s.append(shlo.ReturnOp.build(results_=[shlo.compare(s, s.args[0], s.args[1], "GE")]))
        t.append(shlo.ReturnOp.build(results_=[shlo.binary(t, shlo.AddOp, t.args[0], t.args[1])]))
        return op.result
    c["select_and_scatter"] = ([T(4, 4), T(2, 2), T()], select_and_scatter)
    c["reduce"] = ([T(2, 3), T()], lambda b, x, z: shlo.reduce(b, [x], [z], [1], shlo.AddOp))

    def reduce2(b, x, i, z, zi):
        def body(blk):
            a0, a1, e0, e1 = blk.args
            return [shlo.binary(blk, shlo.MaxOp, a0, e0), shlo.binary(blk, shlo.MinOp, a1, e1)]
        return shlo.reduce(b, [x, i], [z, zi], [0, 1], body)
    c["reduce_variadic"] = ([T(2, 3), T(2, 3, et=I32), T(), T(et=I32)], reduce2)

    def reduce_window(b, x, z):
        op = b.insert(shlo.ReduceWindowOp.build_reduce_window([x], [z], [T(2, 3)], [2, 2], window_strides=[2, 2],
                                                              base_dilations=[1, 1], window_dilations=[1, 1],
                                                              padding=[(0, 0), (0, 1)]))
        blk = op.body.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.binary(blk, shlo.MaxOp, blk.args[0], blk.args[1])]))
        return op.results
    c["reduce_window"] = ([T(4, 5), T()], reduce_window)

    def sort(b, x, i):
        op = b.insert(shlo.SortOp.build_sort([x, i], dimension=1, is_stable=True))
        blk = op.comparator.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.compare(blk, blk.args[0], blk.args[1], "GT", "TOTALORDER")]))
        return op.results
    c["sort"] = ([T(2, 3), T(2, 3, et=I32)], sort)

    def map_(b, x, y):
        op = b.insert(shlo.MapOp.build(inputs=[x, y], result=x.type, dimensions=shlo.i64_array([0, 1]),
                                       regions=[Region([Block([T(), T()])])]))
        blk = op.computation.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.binary(blk, shlo.MulOp, blk.args[0], blk.args[1])]))
        return op.result
    c["map"] = ([T(2, 3), T(2, 3)], map_)

    def while_(b, n, acc):
        op = b.insert(shlo.WhileOp.build_while([n, acc]))
        cb, bb = op.cond.blocks[0], op.body.blocks[0]
        lim = shlo.constant(cb, 10, T(et=I32))
        cb.append(shlo.ReturnOp.build(results_=[shlo.compare(cb, cb.args[0], lim, "LT")]))
        one = shlo.constant(bb, 1, T(et=I32))
        bb.append(shlo.ReturnOp.build(results_=[shlo.binary(bb, shlo.AddOp, bb.args[0], one),
                                                shlo.unary(bb, shlo.ExpOp, bb.args[1])]))
        return op.results
    c["while"] = ([T(et=I32), T(2, 3)], while_)

    def if_(b, p, x, y):
        op = b.insert(shlo.IfOp.build_if(p, [x.type]))
        op.true_branch.blocks[0].append(shlo.ReturnOp.build(results_=[x]))
        op.false_branch.blocks[0].append(shlo.ReturnOp.build(results_=[y]))
        return op.results
    c["if"] = ([T(et=I1), T(2, 3), T(2, 3)], if_)

    def case(b, i, x, y):
        op = b.insert(shlo.CaseOp.build_case(i, [x.type], 3))
        for r, v in zip(op.branches, (x, y, x)):
            r.blocks[0].append(shlo.ReturnOp.build(results_=[v]))
        return op.results
    c["case"] = ([T(et=I32), T(2, 3), T(2, 3)], case)
    c["optimization_barrier"] = ([T(2, 3), T(et=I32)], lambda b, x, y: b.insert(shlo.OptimizationBarrierOp.build(
        operand=[x, y], results_=[x.type, y.type])).results)
    c["custom_call"] = ([T(2, 3)], lambda b, x: [
        b.insert(shlo.CustomCallOp.build(inputs=[x], results_=[x.type], call_target_name=StringAttr("foo"),
                                         has_side_effect=BoolAttr(True), backend_config=StringAttr("cfg"))).results[0],
        b.insert(shlo.CustomCallOp.build(
            inputs=[x], results_=[x.type, T(et=I32)], call_target_name=StringAttr("bar"),
            api_version=IntegerAttr(4, I32), backend_config=DictionaryAttr({"k": IntegerAttr(1, I64)}),
            called_computations=ArrayAttr([SymbolRefAttr("decomp")]),
            operand_layouts=ArrayAttr([DenseElementsAttr(np.array([1, 0]), T(2, et=INDEX))]),
            result_layouts=ArrayAttr([DenseElementsAttr(np.array([1, 0]), T(2, et=INDEX)),
                                      DenseElementsAttr(np.zeros((0,), np.int64), T(0, et=INDEX))]),
            output_operand_aliases=ArrayAttr([shlo.output_operand_alias([0], 0, [])]))).results[1]])
    c["composite"] = ([T(2, 3)], lambda b, x: b.insert(shlo.CompositeOp.build_composite(
        "tmlir.my_op", [x], [x.type], "decomp", attributes={"k": IntegerAttr(1, I64)}, version=1)).results)
    c["tuple"] = ([T(2, 3), T(et=I32)], lambda b, x, y: b.insert(shlo.GetTupleElementOp.build(
        operand=b.insert(shlo.TupleOp.build(val=[x, y])).result, index=IntegerAttr(1, I32))).result)
    c["rng"] = ([T(), T(), T(2, et=I64)], lambda b, lo, hi, s: b.insert(shlo.RngOp.build(
        a=lo, b=hi, shape=s, result=T(2, 3), rng_distribution=shlo.rng_distribution("NORMAL"))).result)
    u64, u32 = IntegerType(64, "u"), IntegerType(32, "u")
    c["rng_bit_generator"] = ([T(2, et=u64)], lambda b, s: b.insert(shlo.RngBitGeneratorOp.build(
        initial_state=s, output_state=s.type, output=T(2, 3, et=u32),
        rng_algorithm=shlo.rng_algorithm("THREE_FRY"))).results)
    c["ids"] = ([], lambda b: [b.insert(shlo.PartitionIdOp.build(result=T(et=u32))).result,
                               b.insert(shlo.ReplicaIdOp.build(result=T(et=u32))).result])

    def tokens(b, x):
        t = b.insert(shlo.CreateTokenOp.build()).output
        t2 = b.insert(shlo.AfterAllOp.build(inputs=[t, t])).result
        feed = b.insert(shlo.InfeedOp.build(token=t2, results_=[x.type, shlo.TOKEN], infeed_config=StringAttr(""),
                                            layout=ArrayAttr([ArrayAttr([IntegerAttr(1, I64), IntegerAttr(0, I64)])])))
        t3 = b.insert(shlo.OutfeedOp.build(inputs=[feed.results[0]], token=feed.results[1], result=shlo.TOKEN,
                                           outfeed_config=StringAttr(""))).result
        t4 = b.insert(shlo.SendOp.build(inputs=[x], token=t3, result=shlo.TOKEN, channel_handle=shlo.channel_handle(1, 2),
                                        is_host_transfer=BoolAttr(True))).result
        r = b.insert(shlo.RecvOp.build(token=t4, results_=[x.type, shlo.TOKEN], channel_handle=shlo.channel_handle(2, 3),
                                       is_host_transfer=BoolAttr(True)))
        return r.results
    c["tokens"] = ([T(2, 3)], tokens)
    groups = DenseElementsAttr(np.array([[0, 1]]), T(1, 2, et=I64))

    def collectives(b, x, y):
        outs = [b.insert(shlo.AllGatherOp.build(operands_=[x], results_=[T(2, 6)], all_gather_dim=shlo.i64_attr(1),
                                                replica_groups=groups, channel_handle=shlo.channel_handle(1, 1),
                                                use_global_device_ids=UNIT)).results[0]]
        ar = b.insert(shlo.AllReduceOp.build(operands_=[x], results_=[x.type], replica_groups=groups,
                                             regions=[Region([Block([T(), T()])])]))
        blk = ar.computation.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.binary(blk, shlo.AddOp, blk.args[0], blk.args[1])]))
        outs.append(ar.results[0])
        outs.append(b.insert(shlo.AllToAllOp.build(
            operands_=[y], results_=[T(4, 2)], split_dimension=shlo.i64_attr(1), concat_dimension=shlo.i64_attr(0),
            split_count=shlo.i64_attr(2), replica_groups=groups)).results[0])
        rs = b.insert(shlo.ReduceScatterOp.build(operand=y, result=T(2, 2), scatter_dimension=shlo.i64_attr(1),
                                                 replica_groups=groups, regions=[Region([Block([T(), T()])])]))
        blk = rs.computation.blocks[0]
        blk.append(shlo.ReturnOp.build(results_=[shlo.binary(blk, shlo.AddOp, blk.args[0], blk.args[1])]))
        outs.append(rs.result)
        outs.append(b.insert(shlo.CollectivePermuteOp.build(
            operand=x, result=x.type, source_target_pairs=DenseElementsAttr(np.array([[0, 1], [1, 0]]), T(2, 2, et=I64)))).result)
        outs.append(b.insert(shlo.CollectiveBroadcastOp.build(operand=x, result=x.type, replica_groups=groups)).result)
        outs.append(b.insert(shlo.CrossReplicaSumOp.build(operand=x, result=x.type, replica_groups=groups)).result)
        return outs
    c["collectives"] = ([T(2, 3), T(2, 4)], collectives)
    c["dyn_add"] = ([T(None, 3), T(None, 3)], lambda b, x, y: shlo.binary(b, shlo.AddOp, x, y))
    c["dyn_compare_mixed"] = ([T(None, 3), T(2, None)], lambda b, x, y: b.insert(shlo.CompareOp.build(
        lhs=x, rhs=y, result=T(2, 3, et=I1), comparison_direction=shlo.comparison_direction("EQ"))).result)
    c["dyn_transpose"] = ([T(None, 3)], lambda b, x: shlo.transpose(b, x, [1, 0]))
    c["dyn_reduce"] = ([T(None, 3), T()], lambda b, x, z: shlo.reduce(b, [x], [z], [0], shlo.MaxOp))
    c["uniform_quant"] = ([T(2, 3)], lambda b, x: b.insert(shlo.UniformDequantizeOp.build(
        operand=b.insert(shlo.UniformQuantizeOp.build(
            operand=x, result=T(2, 3, et=OpaqueType("quant", "uniform<i8:f32, 5.000000e-01:3>")))).result,
        result=x.type)).result)
    return c


def test_stablehlo_ops_verify_in_iree():
    m = build_cases(shlo_cases())
    decomp = func.FuncOp.build_func("decomp", [T(2, 3)], [T(2, 3)], visibility="private")
    decomp.entry_block.append(func.ReturnOp.build(operands_=[decomp.entry_block.args[0]]))
    m.body.append(decomp)
    text = check_with_iree(m)
    assert ("#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
            "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>") in text
    assert "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>" in text
    assert "#stablehlo.conv<[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]>" in text
    assert "#stablehlo<comparison_direction LT>" in text
    check_custom_with_iree(m, "stablehlo")
    defined = {n for n in registered_ops() if n.startswith("stablehlo.")}
    assert defined - op_names(m) == set()
    assert len(defined) >= 110


def test_stablehlo_attribute_helpers_and_readback():
    dn = shlo.dot_dimension_numbers(lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[0])
    assert str(dn) == "#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>"
    assert shlo.dimension_numbers(dn) == {"lhs_batching_dimensions": [], "rhs_batching_dimensions": [],
                                          "lhs_contracting_dimensions": [1], "rhs_contracting_dimensions": [0]}
    assert str(shlo.comparison_direction("LT")) == "#stablehlo<comparison_direction LT>"
    with pytest.raises(ValueError):
        shlo.comparison_direction("LESS")
    conv = shlo.conv_dimension_numbers(0, 1, [2, 3], 1, 0, [2, 3], 0, 1, [2, 3])
    assert str(conv) == "#stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>"
    assert shlo.dimension_numbers(conv) == {
        "input_batch_dimension": 0, "input_feature_dimension": 1, "input_spatial_dimensions": [2, 3],
        "kernel_input_feature_dimension": 1, "kernel_output_feature_dimension": 0, "kernel_spatial_dimensions": [2, 3],
        "output_batch_dimension": 0, "output_feature_dimension": 1, "output_spatial_dimensions": [2, 3]}
    g = shlo.gather_dimension_numbers(offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], index_vector_dim=1)
    assert str(g) == ("#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                      "index_vector_dim = 1>")
    assert shlo.dimension_numbers(g)["index_vector_dim"] == 1
    assert shlo.dimension_numbers(shlo.gather_dimension_numbers(start_index_map=[0]))["index_vector_dim"] == 0
    # parsed text reads back the same way
    a = parse_module('"x.y"() {d = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>} : () -> ()')
    op = next(o for o in a.walk() if o.name == "x.y")
    assert shlo.dimension_numbers(op.attributes["d"])["rhs_batching_dimensions"] == [0]


def test_stablehlo_inferred_types():
    m = builtin.ModuleOp.build_empty()
    fb = FuncBuilder(m, "f", [T(5, 2, 3), T(5, 3, 4), T(2, 3)])
    x, y, z = fb.args
    assert shlo.dot_general(fb, x, y, contracting=([2], [1]), batching=([0], [0])).type == T(5, 2, 4)
    assert shlo.transpose(fb, x, [2, 1, 0]).type == T(3, 2, 5)
    assert shlo.slice(fb, z, [0, 1], [2, 3], [1, 2]).type == T(2, 1)
    assert shlo.concatenate(fb, [z, z], 1).type == T(2, 6)
    zero = shlo.constant(fb, 0.0, T())
    assert shlo.pad(fb, z, zero, [1, 0], [0, 2], [1, 1]).type == T(4, 7)
    assert shlo.reduce(fb, [x], [zero], [0, 2], shlo.AddOp)[0].type == T(2)
    assert shlo.compare(fb, z, z, "EQ").type == T(2, 3, et=I1)
    fb.ret()
    verify(m)


def test_stablehlo_verifier_rejects_bad_builds():
    m = _func_with([T(2, 3), T(3, 2)], lambda b, x, y: b.insert(shlo.AddOp.build(lhs=x, rhs=y, result=x.type)).result)
    _rejects(m, "stablehlo.add", "same shape")
    m = _func_with([T(2, 3), T(2)], lambda b, x, y: b.insert(shlo.MulOp.build(lhs=x, rhs=y, result=x.type)).result)
    _rejects(m, "stablehlo.multiply", "same shape")
    m = _func_with([T(2, 3), T(2, 3, et=I32)], lambda b, x, y: b.insert(shlo.SubtractOp.build(lhs=x, rhs=y, result=x.type)).result)
    _rejects(m, "stablehlo.subtract", "same element type")
    m = _func_with([T(2, 3), T(2, 3)], lambda b, x, y: b.insert(shlo.CompareOp.build(lhs=x, rhs=y, result=T(2, 3, et=I1))).result)
    _rejects(m, "stablehlo.compare", "requires attribute 'comparison_direction'")
    m = _func_with([T(2, 3), T(4, 5)], lambda b, x, y: shlo.dot_general(b, x, y, contracting=([1], [0]), result=T(2, 5)))
    _rejects(m, "stablehlo.dot_general", "contracting dimension sizes differ")
    m = _func_with([T(3)], lambda b, x: shlo.broadcast_in_dim(b, x, [2, 4], [1]))
    _rejects(m, "stablehlo.broadcast_in_dim", "cannot broadcast")
    m = _func_with([T(3)], lambda b, x: shlo.broadcast_in_dim(b, x, [2, 3], [1, 0]))
    _rejects(m, "stablehlo.broadcast_in_dim", "entries for an operand of rank 1")
    m = _func_with([T(2, 3)], lambda b, x: shlo.transpose(b, x, [1, 1]))
    _rejects(m, "stablehlo.transpose", "not a permutation")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(shlo.ReshapeOp.build(operand=x, result=T(7))).result)
    _rejects(m, "stablehlo.reshape", "cannot reshape")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(shlo.SliceOp.build(
        operand=x, start_indices=shlo.i64_array([0]), limit_indices=shlo.i64_array([1]), strides=shlo.i64_array([1]),
        result=T(1))).result)
    _rejects(m, "stablehlo.slice", "one entry per operand dimension")
    m = _func_with([T(2, 3), T()], lambda b, x, z: shlo.reduce(b, [x], [z], [2], shlo.AddOp)
                   if False else b.insert(shlo.ReduceOp.build_reduce([x], [z], [2], [T(2, 3)])).results[0])
    _rejects(m, "stablehlo.reduce", "")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(shlo.IotaOp.build(output=x.type, iota_dimension=shlo.i64_attr(2))).output)
    _rejects(m, "stablehlo.iota", "out of range")
    m = _func_with([T(2, 3)], lambda b, x: b.insert(shlo.CustomCallOp.build(inputs=[x], results_=[x.type])).results[0])
    _rejects(m, "stablehlo.custom_call", "requires attribute 'call_target_name'")

    def bad_while(b, n):
        op = b.insert(shlo.WhileOp.build_while([n]))
        op.cond.blocks[0].append(shlo.ReturnOp.build(results_=[op.cond.blocks[0].args[0]]))
        op.body.blocks[0].append(shlo.ReturnOp.build(results_=[op.body.blocks[0].args[0]]))
        return op.results
    _rejects(_func_with([T(et=I32)], bad_while), "stablehlo.while", "cond region returns")


# =============================================================================================
# ml_program
# =============================================================================================

def build_ml_program_module(with_extern):
    m = builtin.ModuleOp.build_empty()
    body = m.body
    body.append(mlp.GlobalOp.build_global("g", T(4), DenseElementsAttr(np.zeros(4, np.float32), T(4)), mutable=True))
    body.append(mlp.GlobalOp.build_global("c", T(2, et=I32), DenseElementsAttr(np.array([1, 2]), T(2, et=I32)),
                                          visibility="public"))
    body.append(mlp.GlobalOp.build_global("e", T(None), mutable=True))
    if with_extern:
        body.append(mlp.GlobalOp.build_global("x", T(4), mlp.extern_attr(T(4))))
    f = mlp.FuncOp.build_func("f", [T(4)], [T(4)])
    body.append(f)
    blk = f.entry_block
    g = mlp.global_load(blk, "g", T(4))
    mlp.global_load_const(blk, "c", T(2, et=I32))
    mlp.global_store(blk, "g", blk.args[0])
    blk.append(mlp.ReturnOp.build(operands_=[g]))
    h = func.FuncOp.build_func("h", [], [T(4)])
    body.append(h)
    v = mlp.global_load(h.entry_block, "x" if with_extern else "g", T(4))
    h.entry_block.append(func.ReturnOp.build(operands_=[v]))
    sg = mlp.SubgraphOp.build_func("sg", [T(4), mlp.TOKEN], [T(4)])
    body.append(sg)
    sb = sg.entry_block
    ld = sb.append(mlp.GlobalLoadGraphOp.build(consume_tokens=[sb.args[1]], result=T(4), produce_token=mlp.TOKEN,
                                               **{"global": SymbolRefAttr("g")}))
    sb.append(mlp.GlobalStoreGraphOp.build(value=sb.args[0], consume_tokens=[ld.results[1], ld.results[1]],
                                           produce_token=mlp.TOKEN, **{"global": SymbolRefAttr("g")}))
    sb.append(mlp.TokenOp.build_token())
    sb.append(mlp.OutputOp.build(operands_=[ld.results[0]]))
    body.append(mlp.FuncOp.build_func("decl", [T(4)], [T(4)], visibility="private", declaration=True))
    return m


def test_ml_program_ops_verify_in_iree():
    m = build_ml_program_module(with_extern=False)
    check_with_iree(m)
    defined = {n for n in registered_ops() if n.startswith("ml_program.")}
    assert defined - op_names(m) == set()
    # the custom form parses back to the same module
    custom = m.to_text()
    assert "ml_program.global private mutable @g(dense<0.000000e+00> : tensor<4xf32>) : tensor<4xf32>" in custom
    assert "ml_program.global public @c(dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>" in custom
    assert "ml_program.global private mutable @e : tensor<?xf32>" in custom
    assert "%g = ml_program.global_load @g : tensor<4xf32>" in custom
    assert parse_module(custom).to_text(generic=True) == m.to_text(generic=True)


def test_ml_program_extern_global_in_iree():
    # IREE prints the extern attribute through an alias ('#extern = #ml_program.extern : tensor<4xf32>')
    m = build_ml_program_module(with_extern=True)
    text = check_with_iree(m, aliases=True)
    assert "value = #ml_program.extern : tensor<4xf32>" in text
    assert "ml_program.global private @x(#ml_program.extern : tensor<4xf32>) : tensor<4xf32>" in m.to_text()


def _ml_module(text):
    return parse_module(text, verify=False)


def test_ml_program_verifier():
    base = "ml_program.global private mutable @m(dense<1.0> : tensor<4xf32>) : tensor<4xf32>\n"
    const = "ml_program.global private @k(dense<1.0> : tensor<4xf32>) : tensor<4xf32>\n"
    cases = [
        ("ml_program.global private @i : tensor<4xf32>", "ml_program.global", "must have an initial value"),
        (base + "func.func @f() -> tensor<2xf32> { %0 = ml_program.global_load @m : tensor<2xf32>\n"
                "return %0 : tensor<2xf32> }", "ml_program.global_load", "cannot load from global typed"),
        (base + "func.func @f() -> tensor<4xf32> { %0 = ml_program.global_load_const @m : tensor<4xf32>\n"
                "return %0 : tensor<4xf32> }", "ml_program.global_load_const", "cannot load as const from mutable"),
        (const + "func.func @f(%a: tensor<4xf32>) { ml_program.global_store @k = %a : tensor<4xf32>\nreturn }",
         "ml_program.global_store", "immutable global"),
        ("func.func @f() -> tensor<4xf32> { %0 = ml_program.global_load @nope : tensor<4xf32>\n"
         "return %0 : tensor<4xf32> }", "ml_program.global_load", "undefined global: @nope"),
        ("ml_program.func @f(%a: tensor<4xf32>) -> tensor<2xf32> { ml_program.return %a : tensor<4xf32> }",
         "ml_program.return", "returns (tensor<4xf32>)"),
    ]
    for text, opname, fragment in cases:
        _rejects(_ml_module(text), opname, fragment)


def test_unranked_operands_verify():
    """Verifiers skip shape checks they cannot make; builders infer unranked results."""
    from tmlir.ir import UnrankedTensorType
    U = UnrankedTensorType(F32)
    m = builtin.ModuleOp.build_empty()
    fb = FuncBuilder(m, "f", [U, T(2, 3)])
    x, r = fb.args
    assert tosa.binary(fb, tosa.AddOp, x, r).type is U
    assert tosa.binary(fb, tosa.EqualOp, x, r).type == UnrankedTensorType(I1)
    assert tosa.cast(fb, x, I32).type == UnrankedTensorType(I32)
    tosa.reduce(fb, tosa.ReduceSumOp, x, 0, output=U)
    tosa.concat(fb, [x, r], 0, output=U)
    tosa.transpose(fb, x, [1, 0], output=U)
    tosa.reshape(fb, x, [6], output=T(6))
    tosa.clamp(fb, x, 0.0, 1.0)
    assert shlo.binary(fb, shlo.AddOp, x, r).type is U
    assert shlo.compare(fb, x, x, "LT").type == UnrankedTensorType(I1)
    assert shlo.reduce(fb, [x], [shlo.constant(fb, 0.0, T())], [0], shlo.AddOp)[0].type is U
    fb.insert(shlo.BroadcastInDimOp.build(operand=x, broadcast_dimensions=shlo.i64_array([0, 1]), result=T(2, 3)))
    shlo.dot_general(fb, x, x, contracting=([1], [0]), result=U)
    fb.ret()
    verify(m)
