"""The torch dialect: types, hand-written and generated ops, against upstream Torch-MLIR.

Each snippet below is written in the exact form upstream prints it. For every snippet:
  1. tmlir parses and prints it back unchanged (in process, and all of them once through
     ``python -m tmlir.tools.opt --split-input-file``);
  2. IREE's parser (which registers Torch-MLIR's torch dialect) parses and verifies it, and its
     own print equals the snippet, so tmlir prints what upstream prints;
  3. tmlir's generic print reads back to the same module.
IREE is used only to parse and verify torch IR, never to compile it.
"""
import subprocess
import sys
import textwrap

import pytest

from iree.compiler import ir as iree_ir

from tmlir.ir import parse_module, ParseError, IRError, VerifyError
from tmlir.ir import attributes as A

SNIPPETS = {}


def snippet(name, body):
    """A module whose top-level ops are ``body`` (written without the module wrapper)."""
    body = textwrap.dedent(body).strip("\n")
    text = "module {\n" + textwrap.indent(body, "  ") + "\n}\n"
    assert name not in SNIPPETS
    SNIPPETS[name] = text


def raw(name, text):
    """A snippet given as the whole module text."""
    assert name not in SNIPPETS
    SNIPPETS[name] = text.lstrip("\n")


def func(name, sig, body):
    """A snippet with one function ``func.func @f<sig> { body }``."""
    body = textwrap.dedent(body).strip("\n")
    snippet(name, f"func.func @f{sig} {{\n" + textwrap.indent(body, "  ") + "\n}")


# --- types ---------------------------------------------------------------------------------------
func("types_tensors", "(%arg0: !torch.vtensor, %arg1: !torch.vtensor<*,f32>, %arg2: !torch.vtensor<[],si64>, "
     "%arg3: !torch.vtensor<[2,?,3],bf16>, %arg4: !torch.tensor<[?],ui8>, %arg5: !torch.tensor, "
     "%arg6: !torch.vtensor<[2],unk>, %arg7: !torch.tensor<*,i1>)", "return")
func("types_dtypes", "(%arg0: !torch.vtensor<[2],f16>, %arg1: !torch.vtensor<[2],f64>, %arg2: !torch.vtensor<[2],si8>, "
     "%arg3: !torch.vtensor<[2],si16>, %arg4: !torch.vtensor<[2],si32>, %arg5: !torch.vtensor<[2],ui16>, "
     "%arg6: !torch.vtensor<[2],ui32>, %arg7: !torch.vtensor<[2],ui64>, %arg8: !torch.vtensor<[2],f8E4M3FN>, "
     "%arg9: !torch.vtensor<[2],f8E5M2>)", "return")
func("types_complex_quantized", "(%arg0: !torch.vtensor<[2],complex<f32>>, %arg1: !torch.vtensor<[2],complex<f64>>, "
     "%arg2: !torch.vtensor<[2],!torch.qint8>, %arg3: !torch.vtensor<[2],!torch.quint8>, "
     "%arg4: !torch.vtensor<[2],!torch.qint32>, %arg5: !torch.tensor<[2,2],!torch.qint16>)", "return")
func("types_scalars", "(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.bool, %arg3: !torch.str, "
     "%arg4: !torch.none, %arg5: !torch.Device, %arg6: !torch.Generator, %arg7: !torch.number, %arg8: !torch.any, "
     "%arg9: !torch.LinearParams)", "return")
func("types_containers", "(%arg0: !torch.list<int>, %arg1: !torch.list<vtensor<[2],f32>>, "
     "%arg2: !torch.optional<vtensor<[2],f32>>, %arg3: !torch.tuple<int, tensor>, %arg4: !torch.union<float, int>, "
     "%arg5: !torch.dict<str, tensor>, %arg6: !torch.list<optional<list<int>>>, %arg7: !torch.tuple<>, "
     "%arg8: !torch.list<vtensor<[2],!torch.qint8>>, %arg9: !torch.dict<int, list<float>>)", "return")
func("types_modules", '(%arg0: !torch.nn.Module<"__torch__.Foo">, %arg1: !torch.list<nn.Module<"m">>, '
     "%arg2: !torch.optional<any>, %arg3: !torch.list<Device>, %arg4: !torch.union<float, int, none>) "
     "-> !torch.tuple<vtensor<[],f32>>", """
    %0 = torch.prim.TupleConstruct %arg0 : !torch.nn.Module<"__torch__.Foo"> -> !torch.tuple<nn.Module<"__torch__.Foo">>
    %1 = torch.prim.Uninitialized : !torch.tuple<vtensor<[],f32>>
    return %1 : !torch.tuple<vtensor<[],f32>>""")

# --- constants -----------------------------------------------------------------------------------
func("const_int", "() -> !torch.int", """
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int3_0 = torch.constant.int 3
    return %int3_0 : !torch.int""")
func("const_float", "() -> !torch.float", """
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float-2.000000e00 = torch.constant.float -2.000000e+00
    %float1.000000e100 = torch.constant.float 1.000000e+100
    %float3.333330e-01 = torch.constant.float 0.33333333333300003
    %float9.999990e-08 = torch.constant.float 9.9999999999999995E-8
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %float-0.000000e00 = torch.constant.float -0.000000e+00
    return %float1.500000e00 : !torch.float""")
func("const_float_special", "() -> !torch.float", """
    %floatInf = torch.constant.float 0x7FF0000000000000
    %float-Inf = torch.constant.float 0xFFF0000000000000
    %floatNaN = torch.constant.float 0x7FF8000000000000
    %float1.234570e07 = torch.constant.float 0x41678C29C0000000
    return %floatNaN : !torch.float""")
func("const_bool_str_none", "() -> !torch.str", """
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %str = torch.constant.str "hello"
    %str_0 = torch.constant.str "a\\22b\\0A"
    %none = torch.constant.none
    return %str_0 : !torch.str""")
func("const_device_number", "() -> !torch.number", """
    %cpu = torch.constant.device "cpu"
    %cuda3A0 = torch.constant.device "cuda:0"
    %0 = "torch.constant.number"() <{value = 1 : i64}> : () -> !torch.number
    %1 = "torch.constant.number"() <{value = 1.500000e+00 : f64}> : () -> !torch.number
    return %1 : !torch.number""")

# --- lists, tuples, dicts ------------------------------------------------------------------------
func("list_construct", "(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.vtensor<[2],f32>, %arg3: !torch.none)",
     """
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %2 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.int, !torch.float) -> !torch.list<number>
    %3 = torch.prim.ListConstruct %arg2, %arg3 : (!torch.vtensor<[2],f32>, !torch.none) -> !torch.list<optional<vtensor>>
    %4 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[2],f32>) -> !torch.list<vtensor>
    return""")
func("list_unpack", "(%arg0: !torch.list<int>) -> !torch.int", """
    %0:2 = torch.prim.ListUnpack %arg0 : !torch.list<int> -> !torch.int, !torch.int
    return %0#1 : !torch.int""")
func("tuples", "(%arg0: !torch.int, %arg1: !torch.float) -> !torch.float", """
    %0 = torch.prim.TupleConstruct %arg0, %arg1 : !torch.int, !torch.float -> !torch.tuple<int, float>
    %1:2 = torch.prim.TupleUnpack %0 : !torch.tuple<int, float> -> !torch.int, !torch.float
    %int1 = torch.constant.int 1
    %2 = torch.prim.TupleIndex %0, %int1 : !torch.tuple<int, float>, !torch.int -> !torch.float
    %3 = torch.prim.TupleConstruct %arg0 : !torch.int -> !torch.tuple<number>
    return %2 : !torch.float""")
func("dict_construct", "(%arg0: !torch.str, %arg1: !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>>", """
    %0 = torch.prim.DictConstruct keys(%arg0 : !torch.str) values(%arg1 : !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>>
    %1 = torch.prim.DictConstruct keys() values() -> !torch.dict<str, int>
    %2 = torch.aten.__getitem__.Dict_str %0, %arg0 : !torch.dict<str, vtensor<[2],f32>>, !torch.str -> !torch.vtensor<[2],f32>
    return %0 : !torch.dict<str, vtensor<[2],f32>>""")
func("list_ops", "(%arg0: !torch.list<int>, %arg1: !torch.int) -> !torch.int", """
    %0 = torch.aten.len.t %arg0 : !torch.list<int> -> !torch.int
    %1 = torch.aten.__getitem__.t %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.int
    %2 = torch.aten.append.t %arg0, %1 : !torch.list<int>, !torch.int -> !torch.list<int>
    %3 = torch.aten.__contains__.int_list %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.bool
    return %0 : !torch.int""")

# --- control flow --------------------------------------------------------------------------------
func("prim_if", "(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int", """
    %0 = torch.prim.If %arg0 -> (!torch.int) {
      torch.prim.If.yield %arg1 : !torch.int
    } else {
      %int1 = torch.constant.int 1
      torch.prim.If.yield %int1 : !torch.int
    }
    return %0 : !torch.int""")
func("prim_if_no_results", "(%arg0: !torch.bool, %arg1: !torch.str)", """
    torch.prim.If %arg0 -> () {
      torch.prim.If.yield
    } else {
      %none = torch.constant.none
      torch.prim.RaiseException %arg1, %none : !torch.str, !torch.none
      torch.prim.If.yield
    }
    return""")
func("prim_if_two_results", "(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.vtensor<[2],f32>) -> !torch.int", """
    %0:2 = torch.prim.If %arg0 -> (!torch.int, !torch.vtensor<[2],f32>) {
      torch.prim.If.yield %arg1, %arg2 : !torch.int, !torch.vtensor<[2],f32>
    } else {
      %1 = torch.aten.neg.int %arg1 : !torch.int -> !torch.int
      %2 = torch.aten.neg %arg2 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
      torch.prim.If.yield %1, %2 : !torch.int, !torch.vtensor<[2],f32>
    }
    return %0#0 : !torch.int""")
func("prim_loop", "(%arg0: !torch.int) -> !torch.int", """
    %true = torch.constant.bool true
    %0 = torch.prim.Loop %arg0, %true, init(%arg0) {
    ^bb0(%arg1: !torch.int, %arg2: !torch.int):
      %1 = torch.aten.add.int %arg1, %arg2 : !torch.int, !torch.int -> !torch.int
      torch.prim.Loop.condition %true, iter(%1 : !torch.int)
    } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
    return %0 : !torch.int""")
func("prim_loop_no_iter", "(%arg0: !torch.int, %arg1: !torch.bool)", """
    torch.prim.Loop %arg0, %arg1, init() {
    ^bb0(%arg2: !torch.int):
      torch.prim.Print(%arg2) : !torch.int
      torch.prim.Loop.condition %arg1, iter()
    } : (!torch.int, !torch.bool) -> ()
    return""")
func("prim_loop_tensor_carried", "(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>", """
    %true = torch.constant.bool true
    %int1 = torch.constant.int 1
    %0:2 = torch.prim.Loop %arg0, %true, init(%arg1, %arg0) {
    ^bb0(%arg2: !torch.int, %arg3: !torch.vtensor<[2],f32>, %arg4: !torch.int):
      %1 = torch.aten.add.Scalar %arg3, %arg2, %int1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
      %2 = torch.aten.lt.int %arg2, %arg4 : !torch.int, !torch.int -> !torch.bool
      torch.prim.Loop.condition %2, iter(%1, %arg4 : !torch.vtensor<[2],f32>, !torch.int)
    } : (!torch.int, !torch.bool, !torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.int)
    return %0#0 : !torch.vtensor<[2],f32>""")

# --- literals, copies, casts ---------------------------------------------------------------------
func("vtensor_literals", "() -> !torch.vtensor<[2],si64>", """
    %0 = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<[true, false]> : tensor<2xi1>) : !torch.vtensor<[2],i1>
    %3 = torch.vtensor.literal(dense<1> : tensor<2xi8>) : !torch.vtensor<[2],si8>
    %4 = torch.vtensor.literal(dense<[[1.500000e+00, 2.000000e+00]]> : tensor<1x2xbf16>) : !torch.vtensor<[1,2],bf16>
    return %0 : !torch.vtensor<[2],si64>""")
raw("vtensor_literal_resource", """
module {
  func.func @f() -> !torch.vtensor<[2],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    return %0 : !torch.vtensor<[2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F00000040"
    }
  }
#-}
""")
func("tensor_literal", "() -> !torch.tensor", """
    %0 = torch.tensor.literal(dense<1> : tensor<2xi8>) : !torch.tensor
    %1 = torch.tensor.literal(dense<0.000000e+00> : tensor<3xf32>) : !torch.tensor<[3],f32>
    return %0 : !torch.tensor""")
func("copies", "(%arg0: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32>", """
    %0 = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
    %1 = torch.copy.to_tensor %0 : !torch.tensor<[2],f32>
    torch.overwrite.tensor.contents %0 overwrites %arg0 : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
    return %1 : !torch.tensor<[2],f32>""")
func("derefine_casts", "(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>, %arg2: !torch.none) -> !torch.optional<int>", """
    %0 = torch.derefine %arg0 : !torch.int to !torch.optional<int>
    %1 = torch.derefine %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor
    %2 = torch.derefine %arg0 : !torch.int to !torch.union<float, int>
    %3 = torch.derefine %arg2 : !torch.none to !torch.optional<int>
    %4 = torch.derefine %arg0 : !torch.int to !torch.number
    %5 = torch.prim.unchecked_cast %0 : !torch.optional<int> -> !torch.int
    %6 = torch.tensor_static_info_cast %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor<*,f32>
    return %0 : !torch.optional<int>""")

# --- object graph and globals ----------------------------------------------------------------------
snippet("object_graph", """
torch.class_type @c {
  torch.attr "b" : !torch.bool
  torch.attr private "t" : !torch.tensor
  torch.method "forward", @f
  torch.method private "helper", @f
}
%true = torch.constant.bool true
%0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
%1 = torch.nn_module {
  torch.slot "b", %true : !torch.bool
  torch.slot "t", %0 : !torch.tensor<[2],f32>
} : !torch.nn.Module<"c">
func.func private @f(%arg0: !torch.nn.Module<"c">, %arg1: !torch.tensor) -> !torch.tensor {
  %2 = torch.prim.GetAttr %arg0["t"] : !torch.nn.Module<"c"> -> !torch.tensor
  torch.prim.SetAttr %arg0["t"] = %arg1 : !torch.nn.Module<"c">, !torch.tensor
  %3 = torch.prim.CallMethod %arg0["helper"] (%arg1) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor
  return %3 : !torch.tensor
}""")
snippet("object_graph_empty", """
torch.class_type @empty {
}
%0 = torch.nn_module {
} : !torch.nn.Module<"empty">
func.func @f() -> !torch.nn.Module<"empty"> {
  %1 = torch.prim.CreateObject !torch.nn.Module<"empty">
  return %1 : !torch.nn.Module<"empty">
}""")
snippet("global_slots", """
torch.global_slot "private" @b : !torch.bool
torch.global_slot @t : !torch.tensor
torch.global_slot.module_initializer {
  %true = torch.constant.bool true
  %0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
  torch.initialize.global_slots [
    @b(%true : !torch.bool)
    @t(%0 : !torch.tensor<[2],f32>)
  ]
}
func.func @g(%arg0: !torch.tensor) -> !torch.bool {
  %0 = torch.global_slot.get @b : !torch.bool
  torch.global_slot.set @t = %arg0 : !torch.tensor
  return %0 : !torch.bool
}""")
snippet("global_slots_empty", """
torch.global_slot.module_initializer {
  torch.initialize.global_slots [
  ]
}""")

# --- shape and dtype calculations, symbolic shapes -------------------------------------------------
func("shape_calculate", "(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int) -> !torch.vtensor<[?,3],f32>", """
    %0 = torch.shape.calculate {
      %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
      torch.shape.calculate.yield %1 : !torch.vtensor<[?,3],f32>
    } shapes {
      %int3 = torch.constant.int 3
      %1 = torch.prim.ListConstruct %arg1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
      torch.shape.calculate.yield.shapes %1 : !torch.list<int>
    } : !torch.vtensor<[?,3],f32>
    return %0 : !torch.vtensor<[?,3],f32>""")
func("dtype_calculate", "(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32>", """
    %0 = torch.dtype.calculate {
      %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
      torch.dtype.calculate.yield %1 : !torch.vtensor<[?,3],f32>
    } dtypes {
      %int6 = torch.constant.int 6
      torch.dtype.calculate.yield.dtypes %int6 : !torch.int
    } : !torch.vtensor<[?,3],f32>
    return %0 : !torch.vtensor<[?,3],f32>""")
func("symbolic_shapes", "(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,3],f32>", """
    %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775806} : !torch.int
    %1 = torch.symbolic_int "s1" {min_val = 0, max_val = 1024} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 * 2)> : !torch.vtensor<[?,?],f32>
    %2 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    return %2 : !torch.vtensor<[?,3],f32>""")

# --- torch.operator, misc --------------------------------------------------------------------------
func("operator_unknown", "(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>", """
    %0 = torch.operator "aten.foo.bar"(%arg0, %arg1) : (!torch.int, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> 
    torch.operator "mylib.sink"(%0) {mylib.attr = 1 : i64} : (!torch.vtensor<[2],f32>) -> () 
    %1:2 = torch.operator "mylib.pair"() : () -> (!torch.int, !torch.int) 
    return %0 : !torch.vtensor<[2],f32>""")
func("operator_regions", "(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int", """
    %0 = torch.operator "higher_order.cond"(%arg0, %arg1) : (!torch.bool, !torch.int) -> !torch.int {
    ^bb0(%arg2: !torch.int):
      torch.operator_terminator %arg2 : !torch.int
    }, {
    ^bb0(%arg2: !torch.int):
      %1 = torch.aten.neg.int %arg2 : !torch.int -> !torch.int
      torch.operator_terminator %1 : !torch.int
    }
    return %0 : !torch.int""")
func("prim_misc", "(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int, %arg2: !torch.bool)", """
    torch.prim.Print(%arg1, %arg0) : !torch.int, !torch.vtensor<[2],f32>
    %0 = torch.prim.tolist(%arg0) : !torch.vtensor<[2],f32> -> !torch.list<float>
    %1 = torch.prim.Load "x" : !torch.int
    torch.prim.Store "x", %arg1 : !torch.int
    torch.runtime.assert %arg2, "must hold"
    %2 = torch.prim.NumToTensor.Scalar %arg1 : !torch.int -> !torch.vtensor<[],si64>
    %3 = torch.prim.device %arg0 : !torch.vtensor<[2],f32> -> !torch.Device
    %4 = torch.prim.dtype %arg0 : !torch.vtensor<[2],f32> -> !torch.int
    %5 = torch.prim.min.int %arg1, %arg1 : !torch.int, !torch.int -> !torch.int
    %6 = torch.aten.size %arg0 : !torch.vtensor<[2],f32> -> !torch.list<int>
    %7 = torch.prim.max.self_int %6 : !torch.list<int> -> !torch.int
    return""")
func("quantized_create", "(%arg0: !torch.vtensor<[2],si8>, %arg1: !torch.float, %arg2: !torch.int, "
     "%arg3: !torch.vtensor<[2,2],f32>, %arg4: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>", """
    %0 = torch.per_tensor_affine.create %arg0, %arg1, %arg2 : !torch.vtensor<[2],si8>, !torch.float, !torch.int -> !torch.vtensor<[2],!torch.qint8>
    %1 = torch.aten.dequantize.self %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],f32>
    %2 = torch.linear_params.create %arg3, %arg4 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>
    %3 = torch.linear_params.create %arg3 : !torch.vtensor<[2,2],f32>
    %4 = torch.aten.int_repr %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],si8>
    return %1 : !torch.vtensor<[2],f32>""")
func("torch_c_casts", "(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int, %arg2: !torch.float, %arg3: !torch.bool, "
     "%arg4: !torch.vtensor<[2],si64>, %arg5: !torch.Generator)", """
    %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    %1 = torch_c.from_builtin_tensor %0 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
    %2 = torch_c.to_i64 %arg1
    %3 = torch_c.from_i64 %2
    %4 = torch_c.to_f64 %arg2
    %5 = torch_c.from_f64 %4
    %6 = torch_c.to_i1 %arg3
    %7 = torch_c.from_i1 %6
    %8 = torch_c.get_next_seed : () -> i64
    %9 = torch_c.to_builtin_tensor %arg4 : !torch.vtensor<[2],si64> -> tensor<2xi64>
    %10 = torch_c.generator_to_i64 %arg5
    %11 = torch_c.i64_to_generator %10
    return""")

# --- generated ops -------------------------------------------------------------------------------------
func("gen_elementwise", "(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32>", """
    %int1 = torch.constant.int 1
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %1 = torch.aten.mul.Scalar %0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %3 = torch.aten.sub.Tensor %2, %arg0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %4 = torch.aten.where.self %arg0, %2, %3 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    return %4 : !torch.vtensor<[2,3],f32>""")
func("gen_reductions_optional", "(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2],f32>", """
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
    %2 = torch.aten.mean.dim %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
    %3 = torch.aten.amax %arg0, %0, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2],f32>
    return %1 : !torch.vtensor<[2],f32>""")
func("gen_multi_result", "(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3],si64>", """
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %values, %indices = torch.aten.max.dim %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>
    %values_0, %indices_1 = torch.aten.sort %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
    %int2 = torch.constant.int 2
    %true = torch.constant.bool true
    %values_2, %indices_3 = torch.aten.topk %arg0, %int2, %int0, %true, %true : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
    return %indices : !torch.vtensor<[3],si64>""")
func("gen_multi_result_unnamed", "(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.list<int>, %arg2: !torch.bool, "
     "%arg3: !torch.none, %arg4: !torch.float) -> !torch.vtensor<[],f32>", """
    %result0, %result1 = torch.aten.var_mean.correction %arg0, %arg3, %arg3, %arg2 : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
    %result0_0, %result1_1, %result2 = torch.aten.native_layer_norm %arg0, %arg1, %arg3, %arg3, %arg4 : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
    return %result0 : !torch.vtensor<[],f32>""")
func("gen_conv_bn", "(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>, %arg2: !torch.vtensor<[4],f32>) "
     "-> !torch.vtensor<[1,4,6,6],f32>", """
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.conv2d %arg0, %arg1, %arg2, %0, %1, %0, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
    %false = torch.constant.bool false
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %3 = torch.aten.batch_norm %2, %arg2, %arg2, %arg2, %arg2, %false, %float1.000000e-01, %float1.000000e-05, %false : !torch.vtensor<[1,4,6,6],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,4,6,6],f32>
    return %3 : !torch.vtensor<[1,4,6,6],f32>""")
func("gen_conv_no_bias", "(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>) -> !torch.vtensor<[1,4,6,6],f32>", """
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.convolution %arg0, %arg1, %none, %0, %1, %0, %false, %1, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
    return %2 : !torch.vtensor<[1,4,6,6],f32>""")
func("gen_linear_matmul", "(%arg0: !torch.vtensor<[4,8],f32>, %arg1: !torch.vtensor<[16,8],f32>, %arg2: !torch.vtensor<[16],f32>) "
     "-> !torch.vtensor<[4,16],f32>", """
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[16,8],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[4,16],f32>
    %1 = torch.aten.t %arg1 : !torch.vtensor<[16,8],f32> -> !torch.vtensor<[8,16],f32>
    %2 = torch.aten.mm %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
    %3 = torch.aten.matmul %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
    return %0 : !torch.vtensor<[4,16],f32>""")
func("gen_views", "(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[4,3,2],f32>", """
    %int-1 = torch.constant.int -1
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int6, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[6,4],f32>
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int2, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.permute %arg0, %2 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,3,2],f32>
    %4 = torch.aten.transpose.int %arg0, %int0, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2,4],f32>
    %5 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.vtensor<[1,2,3,4],f32>
    return %3 : !torch.vtensor<[4,3,2],f32>""")
func("gen_slicing", "(%arg0: !torch.vtensor<[8,4],f32>, %arg1: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32>", """
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int1, %none, %int2 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,4],f32>
    %1 = torch.aten.select.int %arg0, %int1, %int0 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
    %2 = torch.prim.ListConstruct %arg1 : (!torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %3 = torch.aten.index.Tensor %arg0, %2 : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,4],f32>
    %4 = torch.aten.index_select %arg0, %int0, %arg1 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,4],f32>
    return %3 : !torch.vtensor<[3,4],f32>""")
func("gen_creation", "() -> !torch.vtensor<[2,3],f32>", """
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.zeros %0, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
    %2 = torch.aten.ones %0, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %3 = torch.aten.full %0, %float1.000000e00, %int6, %none, %none, %none : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %4 = torch.aten.arange.start_step %int2, %int6, %int2, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],si64>
    %5 = torch.aten.empty.memory_format %0, %int6, %none, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    return %1 : !torch.vtensor<[2,3],f32>""")
func("gen_dtype_conversion", "(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],si64>", """
    %int4 = torch.constant.int 4
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %arg0, %int4, %false, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
    %int5 = torch.constant.int 5
    %1 = torch.prims.convert_element_type %arg0, %int5 : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f16>
    %2 = torch.aten._to_copy %arg0, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
    return %0 : !torch.vtensor<[2],si64>""")
func("gen_cat_split", "(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>>", """
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>>
    %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[4,3],f32>
    %2 = torch.aten.split.Tensor %1, %int2, %int0 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.list<vtensor<[2,3],f32>>
    %3 = torch.aten.stack %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[2,2,3],f32>
    return %2 : !torch.list<vtensor<[2,3],f32>>""")
func("gen_attention", "(%arg0: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,4,8],f32>", """
    %none = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg0, %arg0, %none, %float0.000000e00, %true, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.softmax.int %0, %int-1, %none : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[1,2,4,8],f32>
    %2 = torch.aten._softmax %0, %int-1, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
    return %1 : !torch.vtensor<[1,2,4,8],f32>""")
func("gen_embedding_norm", "(%arg0: !torch.vtensor<[10,4],f32>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[4],f32>) "
     "-> !torch.vtensor<[3,4],f32>", """
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg0, %arg1, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],f32>
    %int4 = torch.constant.int 4
    %1 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %true = torch.constant.bool true
    %2 = torch.aten.layer_norm %0, %1, %arg2, %arg2, %float1.000000e-05, %true : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[3,4],f32>
    return %2 : !torch.vtensor<[3,4],f32>""")
func("gen_inplace_nonvalue", "(%arg0: !torch.tensor<[2],f32>, %arg1: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32>", """
    %int1 = torch.constant.int 1
    %0 = torch.aten.add_.Tensor %arg0, %arg1, %int1 : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
    %false = torch.constant.bool false
    %1 = torch.aten.copy_ %arg0, %arg1, %false : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.bool -> !torch.tensor<[2],f32>
    %2 = torch.aten.relu_ %arg0 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
    return %2 : !torch.tensor<[2],f32>""")
func("gen_scalars", "(%arg0: !torch.vtensor<[],si64>, %arg1: !torch.int, %arg2: !torch.float) -> !torch.float", """
    %0 = torch.aten.item %arg0 : !torch.vtensor<[],si64> -> !torch.number
    %1 = torch.aten.Int.Tensor %arg0 : !torch.vtensor<[],si64> -> !torch.int
    %2 = torch.aten.ScalarImplicit %arg0 : !torch.vtensor<[],si64> -> !torch.number
    %3 = torch.aten.add.int %1, %arg1 : !torch.int, !torch.int -> !torch.int
    %4 = torch.aten.mul.float %arg2, %arg2 : !torch.float, !torch.float -> !torch.float
    %5 = torch.aten.floordiv.int %3, %arg1 : !torch.int, !torch.int -> !torch.int
    %6 = torch.aten.eq.int %5, %arg1 : !torch.int, !torch.int -> !torch.bool
    %7 = torch.aten.Float.Scalar %0 : !torch.number -> !torch.float
    %8 = torch.aten.sqrt.int %arg1 : !torch.int -> !torch.float
    return %4 : !torch.float""")
func("gen_size_ops", "(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.list<int>", """
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
    %1 = torch.aten.size %arg0 : !torch.vtensor<[?,3],f32> -> !torch.list<int>
    %2 = torch.aten.dim %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
    %3 = torch.aten.numel %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
    return %1 : !torch.list<int>""")
func("gen_no_results", "(%arg0: !torch.str, %arg1: !torch.int, %arg2: !torch.list<int>, %arg3: !torch.float)", """
    torch.aten.warn %arg0, %arg1 : !torch.str, !torch.int
    %false = torch.constant.bool false
    torch.aten.sort.int %arg2, %false : !torch.list<int>, !torch.bool
    torch.aten._assert_scalar %arg3, %arg0 : !torch.float, !torch.str
    return""")
func("gen_zero_operands", "() -> !torch.int", """
    %0 = torch.prim.Uninitialized : !torch.int
    %1 = torch.prim.Uninitialized {some.attr = 1 : i64} : !torch.vtensor
    return %0 : !torch.int""")
func("gen_attrs_and_optional_tensor", "(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.optional<vtensor<[3],f32>>) -> !torch.vtensor<[2,3],f32>", """
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 {torch.onnx_meta.x = "y"} : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %true = torch.constant.bool true
    %2 = torch.aten.layer_norm %0, %1, %arg1, %arg1, %float1.000000e-05, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.optional<vtensor<[3],f32>>, !torch.optional<vtensor<[3],f32>>, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>
    return %2 : !torch.vtensor<[2,3],f32>""")
func("gen_pooling", "(%arg0: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,4,4],f32>", """
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %result0, %result1 = torch.aten.max_pool2d_with_indices %arg0, %0, %0, %1, %2, %false : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool2d %arg0, %0, %0, %1, %false, %true, %none : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,4],f32>
    %4 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,2],f32>
    return %result0 : !torch.vtensor<[1,2,4,4],f32>""")
func("gen_batch_norm_training", "(%arg0: !torch.vtensor<[2,4],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4],f32>", """
    %true = torch.constant.bool true
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_batch_norm %arg0, %arg1, %arg1, %arg1, %arg1, %true, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
    return %result0 : !torch.vtensor<[2,4],f32>""")
func("gen_masked_fill_bool", "(%arg0: !torch.vtensor<[2,2],f32>, %arg1: !torch.vtensor<[2,2],i1>) -> !torch.vtensor<[2,2],f32>", """
    %float-1.000000e09 = torch.constant.float -1.000000e+09
    %0 = torch.aten.masked_fill.Scalar %arg0, %arg1, %float-1.000000e09 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],i1>, !torch.float -> !torch.vtensor<[2,2],f32>
    %1 = torch.aten.logical_not %arg1 : !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
    %2 = torch.aten.bitwise_and.Tensor %arg1, %1 : !torch.vtensor<[2,2],i1>, !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
    return %0 : !torch.vtensor<[2,2],f32>""")
func("gen_integer_tensors", "(%arg0: !torch.vtensor<[4],si32>, %arg1: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],si64>", """
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>, !torch.int -> !torch.vtensor<[4],si32>
    %none = torch.constant.none
    %1 = torch.aten.cumsum %0, %int1, %none : !torch.vtensor<[4],si32>, !torch.int, !torch.none -> !torch.vtensor<[4],si64>
    %2 = torch.aten.bitwise_not %arg1 : !torch.vtensor<[4],ui8> -> !torch.vtensor<[4],ui8>
    return %1 : !torch.vtensor<[4],si64>""")
func("gen_dynamic_dims", "(%arg0: !torch.vtensor<[?,?,16],f32>) -> !torch.vtensor<[?,16],f32>", """
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
    %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
    %2 = torch.aten.mul.int %0, %1 : !torch.int, !torch.int -> !torch.int
    %int16 = torch.constant.int 16
    %3 = torch.prim.ListConstruct %2, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.reshape %arg0, %3 : !torch.vtensor<[?,?,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16],f32>
    return %4 : !torch.vtensor<[?,16],f32>""")
func("gen_unknown_rank_dtype", "(%arg0: !torch.vtensor, %arg1: !torch.tensor<*,f32>) -> !torch.vtensor", """
    %0 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
    %1 = torch.aten.sigmoid %arg1 : !torch.tensor<*,f32> -> !torch.tensor<*,f32>
    return %0 : !torch.vtensor""")
func("gen_optional_list_args", "(%arg0: !torch.vtensor<[1,2,4,4],f32>, %arg1: !torch.optional<list<int>>) -> !torch.vtensor", """
    %none = torch.constant.none
    %str = torch.constant.str "nearest"
    %0 = torch.aten.upsample_nearest2d.vec %arg0, %arg1, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.optional<list<int>>, !torch.none -> !torch.vtensor
    %str_0 = torch.constant.str "none"
    %1 = torch.aten.gelu %arg0, %str_0 : !torch.vtensor<[1,2,4,4],f32>, !torch.str -> !torch.vtensor<[1,2,4,4],f32>
    return %0 : !torch.vtensor""")
func("gen_dunder_names", "(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.optional<int>) -> !torch.bool", """
    %0 = torch.aten.__not__ %arg0 : !torch.bool -> !torch.bool
    %1 = torch.aten.__and__.bool %0, %arg0 : !torch.bool, !torch.bool -> !torch.bool
    %none = torch.constant.none
    %2 = torch.aten.__is__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
    %3 = torch.aten.__isnot__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
    %4 = torch.aten.__derive_index %arg1, %arg1, %arg1 : !torch.int, !torch.int, !torch.int -> !torch.int
    return %1 : !torch.bool""")
func("gen_string_dict_ops", "(%arg0: !torch.dict<str, vtensor>, %arg1: !torch.str, %arg2: !torch.list<str>) -> !torch.bool", """
    %0 = torch.aten.__contains__.str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str -> !torch.bool
    torch.aten.Delete.Dict_str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str
    %1 = torch.aten.keys.str %arg0 : !torch.dict<str, vtensor> -> !torch.list<str>
    %2 = torch.aten.join %arg1, %arg2 : !torch.str, !torch.list<str> -> !torch.str
    %3 = torch.aten.eq.str %arg1, %2 : !torch.str, !torch.str -> !torch.bool
    return %0 : !torch.bool""")
func("gen_random_generator", "(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.Generator) -> !torch.vtensor<[4],f32>", """
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %true = torch.constant.bool true
    %0 = torch.aten.dropout %arg0, %float5.000000e-01, %true : !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4],f32>
    %none = torch.constant.none
    %1 = torch.aten.bernoulli %arg0, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
    %2 = torch.aten.rand_like %arg0, %none, %none, %none, %none, %none : !torch.vtensor<[4],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],f32>
    return %0 : !torch.vtensor<[4],f32>""")
func("gen_quantize", "(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>", """
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %int0 = torch.constant.int 0
    %int12 = torch.constant.int 12
    %0 = torch.aten.quantize_per_tensor %arg0, %float1.000000e-01, %int0, %int12 : !torch.vtensor<[4],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[4],!torch.qint8>
    %1 = torch.aten.dequantize.tensor %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],f32>
    %2 = torch.aten.int_repr %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],si8>
    %3 = torch.aten._make_per_tensor_quantized_tensor %2, %float1.000000e-01, %int0 : !torch.vtensor<[4],si8>, !torch.float, !torch.int -> !torch.vtensor<[4],!torch.qint8>
    return %1 : !torch.vtensor<[4],f32>""")
func("gen_complex", "(%arg0: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],f32>", """
    %0 = torch.aten.real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
    %1 = torch.aten.imag %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
    %2 = torch.aten.view_as_real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4,2],f32>
    return %0 : !torch.vtensor<[4],f32>""")
func("gen_prims", "(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>", """
    %0 = torch.prims.sqrt %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %1 = torch.prims.view_of %0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %2 = torch.prims.collapse %arg0, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
    return %1 : !torch.vtensor<[2,3],f32>""")
func("gen_tensor_list_optional", "(%arg0: !torch.vtensor<[4,4],f32>, %arg1: !torch.vtensor<[2],si64>, %arg2: !torch.vtensor<[2],f32>) "
     "-> !torch.vtensor<[4,4],f32>", """
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %arg1, %none : (!torch.vtensor<[2],si64>, !torch.none) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %1 = torch.aten.index_put %arg0, %0, %arg2, %false : !torch.vtensor<[4,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[4,4],f32>
    return %1 : !torch.vtensor<[4,4],f32>""")
func("locations_and_names", "(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>", """
    %0 = torch.aten.exp %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    %1 = torch.aten.log %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    return %1 : !torch.vtensor<[2],f32>""")


# ---------------------------------------------------------------------------------------------------
# The round trips
# ---------------------------------------------------------------------------------------------------

def _iree_print(text):
    ctx = iree_ir.Context()
    m = iree_ir.Module.parse(text, ctx)
    assert m.operation.verify()
    return str(m)


def test_enough_snippets():
    assert len(SNIPPETS) >= 60


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_roundtrip_tmlir(name):
    text = SNIPPETS[name]
    m = parse_module(text)
    assert str(m) == text


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_upstream_parses_and_prints_the_same(name):
    text = SNIPPETS[name]
    assert _iree_print(text) == text


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_generic_form_roundtrip(name):
    text = SNIPPETS[name]
    m = parse_module(text)
    generic = m.to_text(generic=True)
    assert str(parse_module(generic)) == text


def test_roundtrip_through_tmlir_opt():
    names = sorted(SNIPPETS)
    text = "// -----\n".join(SNIPPETS[n] for n in names)
    r = subprocess.run([sys.executable, "-m", "tmlir.tools.opt", "-", "--split-input-file"], input=text,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout == text


# ---------------------------------------------------------------------------------------------------
# Generated ops: coverage, staleness, schemas, relatives
# ---------------------------------------------------------------------------------------------------

import torch  # noqa: E402  (the registry; imported after the snippets so they load without it)

from tmlir.dialects import torch as T  # noqa: E402
from tmlir.dialects.torch import gen_ops, schema as S  # noqa: E402
from tmlir.ir.opdef import lookup_op_class  # noqa: E402


def _registry_keys():
    """The registry's stable keys, read in a fresh process: importing torch._inductor (which
    torch.export does) registers extra prims in this one, depending on which tests ran before."""
    r = subprocess.run([sys.executable, "-c",
                        "import sys, torch, torch.ao.quantization.fx._decomposed; from tmlir.dialects.torch import gen_ops; sys.stdout.write('\\n'.join("
                        "sorted({gen_ops.stable_key(s) for s in torch._C._jit_get_all_schemas()} - {None})))"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return set(r.stdout.split("\n"))


def test_every_stable_registry_schema_has_an_op():
    keys = _registry_keys()
    assert len(keys) > 4000
    missing = []
    for k in sorted(keys):
        cls = lookup_op_class("torch." + k)
        if cls is None:
            missing.append(k)
            continue
        if issubclass(cls, T.GeneratedTorchOp):
            assert cls.schema.key == k and cls.OPNAME == "torch." + k
    assert not missing, missing[:10]
    assert set(T.schema_keys()) == keys
    # unstable namespaces stay out; unknown names have no class
    assert lookup_op_class("torch.c10d.barrier") is None
    assert lookup_op_class("torch.aten.add.NoSuchOverload") is None


def test_generated_ops_is_not_stale():
    """Regenerates the table from this PyTorch's registry, in a fresh process (so that nothing
    else registered by the test session leaks in), and compares it with the checked-in file."""
    r = subprocess.run([sys.executable, "-c",
                        "import sys; from tmlir.dialects.torch import gen_ops; "
                        "sys.stdout.write(gen_ops.render())"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with open(gen_ops.OUTPUT, encoding="utf-8") as f:
        assert f.read() == r.stdout, "generated_ops.py is stale: run python -m tmlir.dialects.torch.gen_ops"


def test_staleness_check_detects_a_changed_table(tmp_path, monkeypatch):
    table = gen_ops.collect()
    fresh = gen_ops.render(table)
    changed = dict(table)
    changed["aten.add.Tensor"] = changed["aten.add.Tensor"].replace("Scalar alpha=1", "Scalar alpha=2")
    assert gen_ops.render(changed) != fresh
    stale = tmp_path / "generated_ops.py"
    stale.write_text(gen_ops.render(changed))
    monkeypatch.setattr(gen_ops, "OUTPUT", str(stale))
    assert gen_ops.main(["--check"]) == 1
    stale.write_text(fresh)
    assert gen_ops.main(["--check"]) == 0


def _python_type(t):
    """A schema type as torch.Argument.type prints it."""
    k = t.kind
    if k == "list":
        return f"List[{_python_type(t.elems[0])}]"
    if k == "optional":
        return f"Optional[{_python_type(t.elems[0])}]"
    if k == "tuple":
        return f"Tuple[{', '.join(map(_python_type, t.elems))}]"
    if t.elems:
        return f"{k}[{', '.join(map(_python_type, t.elems))}]"
    return {"SymInt": "int", "ScalarType": "int", "Layout": "int", "MemoryFormat": "int", "Scalar": "number",
            "Dimname": "str", "SymBool": "bool"}.get(k, k)


def _same_alias(mine, theirs):
    if theirs is None:
        return mine is None
    if mine is None or mine.is_write != theirs.is_write:
        return False
    # torch reports a list's element annotation (Tensor(a!)[]) with empty sets
    return not theirs.before_set or (set(mine.before) == set(theirs.before_set)
                                     and set(mine.after) == set(theirs.after_set))


def test_schema_parser_agrees_with_torch():
    """tmlir parses schema text without PyTorch; on every stable schema it must read what
    PyTorch's own parser reads: names, types, defaults, keyword-only markers, alias annotations."""
    import math
    n = 0
    for s in torch._C._jit_get_all_schemas():
        if gen_ops.stable_key(s) is None:
            continue
        n += 1
        p = S.parse_schema(str(s))
        assert (p.namespace + "::" + p.name, p.overload) == (s.name, s.overload_name)
        assert len(p.arguments) == len(s.arguments) and len(p.returns) == len(s.returns), str(s)
        for a, b in zip(p.arguments, s.arguments):
            assert (a.name, a.kwarg_only, _python_type(a.type)) == (b.name, b.kwarg_only, str(b.type)), str(s)
            assert a.has_default == b.has_default_value(), str(s)
            if a.has_default:
                d = b.default_value
                if isinstance(d, float) and math.isnan(d):
                    assert math.isnan(a.default)
                else:
                    assert a.default == d and type(a.default) is type(d), (str(s), a.name)
            assert _same_alias(a.alias, b.alias_info), (str(s), a.name)
        for a, b in zip(p.returns, s.returns):
            assert (a.name, _python_type(a.type)) == (b.name, str(b.type)), str(s)
            assert _same_alias(a.alias, b.alias_info), str(s)
    assert n > 4000


def test_schema_queries_and_relatives():
    s = T.schema_of("torch.aten.add.Tensor")
    assert s is T.schema_of("aten.add.Tensor") is T.schema_of("aten::add.Tensor")
    assert s.argument_names == ["self", "other", "alpha"]
    alpha = s.argument("alpha")
    assert alpha.kwarg_only and alpha.default == 1 and str(alpha.type) == "Scalar"
    assert s.has_value_semantics and not s.is_mutating and not s.is_view
    assert s.inplace_variant == "torch.aten.add_.Tensor"
    assert s.out_variant == "torch.aten.add.out"
    assert s.functional_variant is None
    inplace = T.schema_of("torch.aten.add_.Tensor")
    assert inplace.is_inplace and inplace.is_mutating and not inplace.has_value_semantics
    assert inplace.functional_variant == "torch.aten.add.Tensor"
    assert str(inplace.arguments[0].alias) == "a!"
    out = T.schema_of("torch.aten.max.dim_max")
    assert out.is_out and [a.name for a in out.out_arguments] == ["max", "max_values"]
    assert out.functional_variant == "torch.aten.max.dim"
    assert T.schema_of("torch.aten.max.dim").result_names() == ["values", "indices"]
    assert T.schema_of("torch.aten.sum.dim_IntList").out_variant == "torch.aten.sum.IntList_out"
    view = T.schema_of("torch.aten.view")
    assert view.is_view and not view.has_value_semantics and str(view.returns[0].alias) == "a"
    assert T.schema_of("torch.aten.relu.default") is T.schema_of("torch.aten.relu")
    assert T.schema_of("torch.aten.nope") is None
    pool = T.schema_of("torch.aten.max_pool2d")
    assert pool.argument("padding").default == [0, 0]  # `int[2] padding=0`
    ln = T.schema_of("torch.aten.layer_norm")
    assert str(ln.argument("weight").type) == "Tensor?" and ln.argument("weight").default is None
    assert ln.argument("eps").default == 1e-05
    assert T.schema_of("torch.prim.Print").is_vararg


def test_generated_op_class_api():
    cls = lookup_op_class("torch.aten.add.Tensor")
    assert issubclass(cls, T.GeneratedTorchOp) and cls.schema.key == "aten.add.Tensor"
    assert lookup_op_class("torch.aten.add.Tensor") is cls  # registered on first lookup
    assert T.HasValueSemantics in cls.traits and T.ReadOnly in cls.traits
    assert T.HasValueSemantics not in lookup_op_class("torch.aten.add_.Tensor").traits
    from tmlir.ir.opdef import Pure
    assert Pure in lookup_op_class("torch.aten.add.int").traits
    # reading a (possibly mutable) tensor or list: not Pure, so CSE never merges two reads
    assert Pure not in cls.traits and Pure not in lookup_op_class("torch.aten.len.t").traits
    assert Pure not in lookup_op_class("torch.aten.rand_like").traits


# ---------------------------------------------------------------------------------------------------
# Verification against upstream's constraints
# ---------------------------------------------------------------------------------------------------

def _synth(st, mutating):
    """A type that satisfies schema type ``st`` (None if the dialect has no such type)."""
    k = st.kind
    if k == "optional":
        return _synth(st.elems[0], mutating)
    if k == "list":
        e = _synth(st.elems[0], mutating)
        return None if e is None else T.ListType(e)
    if k == "Tensor":
        return T.NonValueTensorType() if mutating else T.ValueTensorType()
    simple = {"int": T.INT, "SymInt": T.INT, "ScalarType": T.INT, "Layout": T.INT, "MemoryFormat": T.INT,
              "float": T.FLOAT, "bool": T.BOOL, "str": T.STR, "Dimname": T.STR, "Scalar": T.FLOAT,
              "number": T.FLOAT, "Device": T.DEVICE, "Generator": T.GENERATOR, "t": T.ANY, "t1": T.ANY,
              "t2": T.ANY, "Any": T.ANY, "tVal": T.ANY, "NoneType": T.NONE_TYPE}
    if k in simple:
        return simple[k]
    if k == "Dict":
        kk, vv = (_synth(e, mutating) for e in st.elems)
        return None if kk is None or vv is None else T.DictType(kk, vv)
    return None


def _upstream_ops():
    ctx = iree_ir.Context()
    ctx.dialects["torch"]
    return [k for k in sorted(T.schema_keys()) if ctx.is_registered_operation("torch." + k)]


def _func_with_op(name, in_types, out_types):
    from tmlir.ir.dialects.func import FuncOp, ReturnOp
    f = FuncOp.build_func("f", in_types, [])
    b = f.entry_block
    op = T.create_op(name, b.args, out_types)
    b.append(op)
    b.append(ReturnOp.build(operands_=[]))
    return f, op


def _synth_signature(s):
    mut = s.is_mutating
    ins = [_synth(a.type, mut) for a in s.arguments]
    outs = [_synth(r.type, mut) for r in s.returns]
    return (None, None) if any(t is None for t in ins + outs) else (ins, outs)


def test_generated_ops_known_upstream_verify_in_both():
    """Every op Torch-MLIR also defines, with operand types its schema calls for, verifies in
    tmlir and in IREE, and prints identically."""
    from tmlir.ir.dialects.builtin import ModuleOp
    names = _upstream_ops()
    assert len(names) > 700
    m = ModuleOp.build_empty()
    count = 0
    for k in names:
        s = T.schema_of(k)
        if s.is_vararg or s.is_varret:
            continue
        ins, outs = _synth_signature(s)
        if ins is None:
            continue
        f, op = _func_with_op("torch." + k, ins, outs)
        f.properties["sym_name"] = A.StringAttr(f"f{count}")
        m.body.append(f)
        count += 1
    assert count > 700
    m.verify()
    text = str(m)
    assert str(parse_module(text)) == text
    assert _iree_print(text) == text


def test_generated_op_verifier_matches_upstream_on_wrong_types():
    """Swap one operand of an op for a wrong type: tmlir and IREE accept or reject together."""
    wrong = [T.INT, T.ValueTensorType(), T.NonValueTensorType(), T.FLOAT, T.BOOL, T.STR, T.NONE_TYPE,
             T.ListType(T.INT), T.ListType(T.FLOAT), T.NUMBER, T.OptionalType(T.INT), T.DEVICE]
    ctx = iree_ir.Context()
    checked = rejected = 0
    for k in _upstream_ops()[::3]:
        s = T.schema_of(k)
        if s.is_vararg or s.is_varret:
            continue
        ins, outs = _synth_signature(s)
        if ins is None:
            continue
        for i in range(len(ins)):
            w = wrong[(i + len(k)) % len(wrong)]
            if w is ins[i]:
                continue
            tys = list(ins)
            tys[i] = w
            f, op = _func_with_op("torch." + k, tys, outs)
            try:
                op.verify()
                ours = True
            except VerifyError:
                ours = False
            try:
                theirs = iree_ir.Module.parse("module {\n" + str(f) + "}\n", ctx).operation.verify()
            except iree_ir.MLIRError:
                theirs = False
            assert ours == theirs, (k, i, str(w), ours)
            checked += 1
            rejected += not ours
    assert checked > 500 and rejected > 300


# ---------------------------------------------------------------------------------------------------
# Building IR from Python
# ---------------------------------------------------------------------------------------------------

def _module_with(body_fn, in_types, out_types):
    from tmlir.ir.dialects.builtin import ModuleOp
    from tmlir.ir.dialects.func import FuncOp, ReturnOp
    m = ModuleOp.build_empty()
    f = FuncOp.build_func("f", in_types, out_types)
    b = f.entry_block
    results = body_fn(b)
    b.append(ReturnOp.build(operands_=list(results)))
    m.body.append(f)
    m.verify()
    return m


def test_builders_and_create_op():
    vt = T.ValueTensorType([2, 3], T.F32)

    def body(b):
        one = b.append(T.ConstantIntOp.build_value(1))
        fl = b.append(T.ConstantFloatOp.build_value(1.5))
        tr = b.append(T.ConstantBoolOp.build_value(True))
        st = b.append(T.ConstantStrOp.build_value("x"))
        no = b.append(T.ConstantNoneOp.build_value())
        dv = b.append(T.ConstantDeviceOp.build_value("cpu"))
        add = b.append(T.create_op("torch.aten.add.Tensor", [b.args[0], b.args[0], one.result], [vt]))
        assert isinstance(add, lookup_op_class("torch.aten.add.Tensor"))
        assert add.arg("alpha") is one.result and add.alpha is one.result and add.self is b.args[0]
        assert add.args_by_name()["other"] is b.args[0]
        lst = b.append(T.PrimListConstructOp.build_list([one.result, one.result]))
        assert lst.result.type is T.ListType(T.INT)
        mx = b.append(T.create_op("torch.aten.max.dim", [add.result, one.result, tr.result],
                                  [T.ValueTensorType([2], T.F32), T.ValueTensorType([2], T.SI64)]))
        assert mx.values is mx.results[0] and mx.result_by_name("indices") is mx.results[1]
        unk = b.append(T.OperatorOp.build_operator("mylib.op", [st.result, no.result, dv.result], [T.INT]))
        assert unk.operator_name == "mylib.op"
        return [add.result, fl.result, unk.result]

    m = _module_with(body, [vt], [vt, T.FLOAT, T.INT])
    text = str(m)
    for expected in ("%int1 = torch.constant.int 1", "%float1.500000e00 = torch.constant.float 1.500000e+00",
                     "%true = torch.constant.bool true", '%str = torch.constant.str "x"', "%none = torch.constant.none",
                     '%cpu = torch.constant.device "cpu"',
                     "torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>",
                     "%values, %indices = torch.aten.max.dim %0, %int1, %true",
                     'torch.operator "mylib.op"(%str, %none, %cpu) : (!torch.str, !torch.none, !torch.Device) -> !torch.int'):
        assert expected in text
    assert _iree_print(text) == text


def test_create_op_errors():
    from tmlir.ir import Block
    b = Block([T.INT])
    with pytest.raises(KeyError, match="OperatorOp.build_operator"):
        T.create_op("torch.aten.not_an_op", [b.args[0]], [T.INT])
    with pytest.raises(IRError, match=r"takes 2 operand\(s\) \(a, b\), got 1"):
        T.create_op("torch.aten.add.int", [b.args[0]], [T.INT])
    with pytest.raises(IRError, match="has 1 result"):
        T.create_op("torch.aten.add.int", [b.args[0], b.args[0]], [])


def test_literal_builders_with_resources():
    import numpy as np
    data = np.arange(6, dtype=np.float32).reshape(2, 3)
    blob = A.ResourceBlob("torch_tensor_2_3_torch.float32", data)
    attr = A.DenseResourceElementsAttr(blob, A.RankedTensorType([2, 3], A.F32))

    def body(b):
        lit = b.append(T.ValueTensorLiteralOp.build_literal(attr))
        assert lit.result.type is T.ValueTensorType([2, 3], T.F32)
        ints = b.append(T.ValueTensorLiteralOp.build_literal(
            A.DenseElementsAttr(np.array([1, 2], dtype=np.int64), A.RankedTensorType([2], A.I64))))
        assert ints.result.type is T.ValueTensorType([2], T.SI64)  # signless data, signed dtype
        return [lit.result]

    m = _module_with(body, [], [T.ValueTensorType([2, 3], T.F32)])
    text = str(m)
    assert "dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>" in text
    assert '"0x08000000' + data.tobytes().hex().upper() + '"' in text  # alignment 8, then the raw bytes
    assert _iree_print(text) == text


def test_object_graph_builders():
    from tmlir.ir.dialects.builtin import ModuleOp
    m = ModuleOp.build_empty()
    c = T.ClassTypeOp.build_class("__torch__.M")
    blk = c.regions[0].blocks[0]
    blk.insert_before(T.AttrOp.build_attr("w", T.FLOAT), blk.last_op)
    blk.insert_before(T.MethodOp.build_method("forward", "fwd", private=True), blk.last_op)
    m.body.append(c)
    w = m.body.append(T.ConstantFloatOp.build_value(2.0))
    mod = T.NnModuleOp.build_module("__torch__.M")
    mb = mod.regions[0].blocks[0]
    mb.insert_before(T.SlotOp.build_slot("w", w.result), mb.last_op)
    m.body.append(mod)
    m.body.append(T.GlobalSlotOp.build_slot("w", T.FLOAT, visibility="private"))
    m.verify()
    text = str(m)
    assert 'torch.class_type @__torch__.M {\n    torch.attr "w" : !torch.float\n    torch.method private "forward", @fwd\n  }' in text
    assert 'torch.slot "w", %float2.000000e00 : !torch.float\n  } : !torch.nn.Module<"__torch__.M">' in text
    assert 'torch.global_slot "private" @w : !torch.float' in text
    assert str(parse_module(text)) == text


# ---------------------------------------------------------------------------------------------------
# Folders
# ---------------------------------------------------------------------------------------------------

def _canonicalize(text):
    from tmlir.ir.transforms.canonicalize import canonicalize
    m = parse_module(text)
    canonicalize(m)
    m.verify()
    return str(m)


def test_fold_constants_and_control_flow():
    out = _canonicalize("""
func.func @f(%arg0: !torch.vtensor<[4,?],f32>) -> (!torch.int, !torch.int) {
  %int0 = torch.constant.int 0
  %int7 = torch.constant.int 7
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[4,?],f32>, !torch.int -> !torch.int
  %1 = torch.aten.mul.int %0, %int7 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.gt.int %1, %int7 : !torch.int, !torch.int -> !torch.bool
  %3 = torch.prim.If %2 -> (!torch.int) {
    %4 = torch.aten.sub.int %1, %int7 : !torch.int, !torch.int -> !torch.int
    torch.prim.If.yield %4 : !torch.int
  } else {
    torch.prim.If.yield %int0 : !torch.int
  }
  return %1, %3 : !torch.int, !torch.int
}""")
    assert "%int28 = torch.constant.int 28" in out and "%int21 = torch.constant.int 21" in out
    assert "return %int28, %int21 : !torch.int, !torch.int" in out
    assert "prim.If" not in out and "aten." not in out


def test_fold_does_not_hide_runtime_errors():
    out = _canonicalize("""
func.func @f() -> (!torch.int, !torch.float, !torch.int) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %f0 = torch.constant.float 0.0
  %0 = torch.aten.remainder.int %int1, %int0 : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.div.float %f0, %f0 : !torch.float, !torch.float -> !torch.float
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.__getitem__.t %l, %int1 : !torch.list<int>, !torch.int -> !torch.int
  return %0, %1, %2 : !torch.int, !torch.float, !torch.int
}""")
    assert "torch.aten.remainder.int" in out and "torch.aten.div.float" in out and "torch.aten.__getitem__.t" in out


def test_fold_materializes_torch_constants():
    op = T.materialize_torch_constant(A.IntegerAttr(5, A.I64), T.INT)
    assert isinstance(op, T.ConstantIntOp) and op.value.value == 5
    assert isinstance(T.materialize_torch_constant(A.TRUE, T.BOOL), T.ConstantBoolOp)
    assert isinstance(T.materialize_torch_constant(A.FloatAttr(2.0, A.F64), T.FLOAT), T.ConstantFloatOp)
    assert isinstance(T.materialize_torch_constant(A.StringAttr("cpu"), T.DEVICE), T.ConstantDeviceOp)
    assert T.materialize_torch_constant(A.StringAttr("x"), T.INT) is None


# ---------------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------------

def test_tensor_type_helpers():
    t = T.ValueTensorType((2, -1), T.F32)
    assert t is T.ValueTensorType([2, None], T.F32) is T.ValueTensorType((2, A.DYNAMIC), T.F32)
    assert str(t) == "!torch.vtensor<[2,?],f32>" and t.sizes == (2, -1) and t.rank == 2
    assert t.has_sizes and t.has_dtype and not t.has_known_sizes and t.numel() is None
    assert str(T.ValueTensorType()) == "!torch.vtensor" and T.ValueTensorType().rank is None
    assert str(T.ValueTensorType(None, T.F32)) == "!torch.vtensor<*,f32>"
    assert str(T.NonValueTensorType((), T.SI64)) == "!torch.tensor<[],si64>"
    assert str(T.ValueTensorType([3], None)) == "!torch.vtensor<[3],unk>"
    assert t.with_sizes([4]) is T.ValueTensorType([4], T.F32)
    assert t.with_dtype(T.F64) is T.ValueTensorType((2, -1), T.F64)
    assert t.to_non_value() is T.NonValueTensorType((2, -1), T.F32) and t.to_non_value().to_value() is t
    assert t.to_builtin() is A.RankedTensorType([2, A.DYNAMIC], A.F32)
    assert T.ValueTensorType([2], T.SI64).to_builtin() is A.RankedTensorType([2], A.I64)
    assert T.ValueTensorType([2], T.QINT8).to_builtin() is A.RankedTensorType([2], A.I8)
    assert T.ValueTensorType(None, T.F32).to_builtin() is A.UnrankedTensorType(A.F32)
    with pytest.raises(ValueError, match="no dtype"):
        T.ValueTensorType([2]).to_builtin()
    with pytest.raises(ValueError, match="invalid dtype 'i32'"):
        T.ValueTensorType([2], A.I32)
    assert str(T.ValueTensorType([2], T.QUINT8)) == "!torch.vtensor<[2],!torch.quint8>"
    assert str(T.ValueTensorType([2], A.ComplexType(T.F64))) == "!torch.vtensor<[2],complex<f64>>"


def test_join_and_meet():
    V = T.ValueTensorType
    a, b = V([2, 3], T.F32), V([2, 4], T.F32)
    assert T.join(a, b) is V([2, -1], T.F32)
    assert T.join(a, V([2], T.F32)) is V(None, T.F32)
    assert T.join(a, V([2, 3], T.F64)) is V([2, 3], None)
    assert T.meet(V([2, -1]), V(None, T.F32)) is V([2, -1], T.F32)
    assert T.meet(V([2, -1], T.F32), V([-1, 5])) is V([2, 5], T.F32)
    assert T.meet(a, b) is None and T.meet(a, V([2, 3], T.F64)) is None
    assert T.meet(a, T.NonValueTensorType([2, 3], T.F32)) is None and T.join(a, T.INT) is None


def test_subtyping():
    sub = T.is_valid_subtype
    assert sub(T.INT, T.NUMBER) and sub(T.INT, T.OptionalType(T.INT)) and sub(T.NONE_TYPE, T.OptionalType(T.FLOAT))
    assert sub(T.INT, T.UnionType([T.FLOAT, T.INT])) and sub(T.FLOAT, T.ANY)
    assert sub(T.ValueTensorType([2], T.F32), T.ValueTensorType()) and not sub(T.ValueTensorType(), T.ValueTensorType([2]))
    assert not sub(T.ValueTensorType([2], T.F32), T.NonValueTensorType())
    assert sub(T.TupleType([T.INT]), T.TupleType([T.NUMBER])) and not sub(T.INT, T.FLOAT)


def test_container_types_print_nested_without_prefix():
    assert str(T.TupleType([T.INT, T.NonValueTensorType()])) == "!torch.tuple<int, tensor>"
    assert str(T.DictType(T.STR, T.ListType(T.ValueTensorType([2], T.F32)))) == "!torch.dict<str, list<vtensor<[2],f32>>>"
    assert str(T.NnModuleType("__torch__.Foo")) == '!torch.nn.Module<"__torch__.Foo">'
    assert str(T.UnionType([T.FLOAT, T.INT, T.NONE_TYPE])) == "!torch.union<float, int, none>"
    assert T.TorchIntType() is T.INT and str(T.GENERATOR) == "!torch.Generator" and str(T.DEVICE) == "!torch.Device"
    from tmlir.ir import parse_type
    for t in (T.ListType(T.OptionalType(T.ValueTensorType([2, -1], T.QINT8))), T.TupleType([]),
              T.DictType(T.INT, T.ANY), T.NnModuleType('a"b'), T.LINEAR_PARAMS):
        assert parse_type(str(t)) is t


def test_dtype_conversions_match_torchscript():
    """scalar_type_int follows PyTorch's ScalarType numbering, as TorchScript encodes dtypes."""
    g = torch._C.Graph()
    dtypes = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.float32,
              torch.float64, torch.complex32, torch.complex64, torch.complex128, torch.bool, torch.qint8,
              torch.quint8, torch.qint32, torch.bfloat16, torch.float8_e5m2, torch.float8_e4m3fn,
              torch.float8_e5m2fnuz, torch.float8_e4m3fnuz, torch.uint16, torch.uint32, torch.uint64]
    for d in dtypes:
        n = g.insertConstant(d).node().i("value")
        assert T.scalar_type_int(d) == n, d
        t = T.torch_dtype_to_type(d)
        assert T.type_to_torch_dtype(t) is d
        assert T.scalar_type_int_to_type(n) is t and T.type_to_scalar_type_int(t) == n
    assert str(T.torch_dtype_to_type(torch.int64)) == "si64" and T.torch_dtype_to_type(torch.bool) is A.I1
    assert T.torch_dtype_to_type(torch.qint8) is T.QINT8
    assert T.type_to_torch_dtype(A.I64) is torch.int64
    with pytest.raises(ValueError, match="unsupported dtype torch.quint4x2"):
        T.torch_dtype_to_type(torch.quint4x2)


# ---------------------------------------------------------------------------------------------------
# Import cost and bad input
# ---------------------------------------------------------------------------------------------------

def _time_import(stmt):
    code = f"import time; t = time.perf_counter(); {stmt}; print(time.perf_counter() - t)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return float(r.stdout)


def test_import_tmlir_is_fast():
    assert _time_import("import tmlir") < 2.0


def test_import_torch_dialect_is_fast_and_lazy():
    assert _time_import("import tmlir.dialects.torch") < 2.0
    code = ("import sys, tmlir.dialects.torch as T; "
            "assert 'torch' not in sys.modules, 'PyTorch imported'; "
            "assert 'tmlir.dialects.torch.generated_ops' not in sys.modules, 'schemas loaded eagerly'; "
            "T.schema_of('aten.add.Tensor'); assert 'torch' not in sys.modules")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("text, message, line, col", [
    ("func.func @f(%a: !torch.vtensor<[2],foo>) {\n  return\n}", "invalid dtype 'foo' for !torch.vtensor type", 1, 37),
    ("func.func @f(%a: !torch.vtensor<[2,x],f32>) {\n  return\n}",
     "expected a size (an integer or '?') in !torch.vtensor sizes, found 'x'", 1, 36),
    ("func.func @f(\n  %a: !torch.tensor<2,f32>) {\n  return\n}",
     "expected '*' or '[' to start the sizes of !torch.tensor, found '2'", 2, 21),
    ("func.func @f(%a: !torch.vtensor<[-3],f32>) {\n  return\n}", "invalid size -3 in !torch.vtensor sizes", 1, 34),
    ("func.func @f(%a: !torch.vtensor<[2],f32) {\n  return\n}", "expected '>' to close !torch.vtensor<...>, found ')'", 1, 40),
    ("func.func @f(%a: !torch.lst<int>) {\n  return\n}", "unknown type `lst` in dialect `torch`", 1, 18),
])
def test_bad_types_give_located_errors(text, message, line, col):
    with pytest.raises(ParseError) as e:
        parse_module(text, filename="bad.mlir")
    assert e.value.message == message
    assert (e.value.filename, e.value.line, e.value.col) == ("bad.mlir", line, col)
    assert str(e.value).startswith(f"bad.mlir:{line}:{col}: error: {message}")


def test_bad_op_gives_located_verify_error():
    text = ("func.func @f(%a: !torch.vtensor<[2],f32>) {\n"
            "  %0 = torch.aten.tanh %a, %a : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>\n"
            "  return\n}")
    with pytest.raises(VerifyError, match=r"bad.mlir:2:8: error: 'torch.aten.tanh' op expects 1 operand\(s\)"):
        parse_module(text, filename="bad.mlir")


def test_tmlir_opt_reports_bad_dtype():
    r = subprocess.run([sys.executable, "-m", "tmlir.tools.opt", "-"], capture_output=True, text=True,
                       input="func.func @f(%a: !torch.vtensor<[2],q8>) {\n  return\n}\n")
    assert r.returncode == 1
    assert "<stdin>:1:37: error: invalid dtype 'q8' for !torch.vtensor type" in r.stderr


def test_generated_op_build_by_name():
    from tmlir.ir import Block
    vt = T.ValueTensorType([2], T.F32)
    b = Block([vt, T.INT])
    cls = T.op_class("aten.add.Tensor")
    assert cls is lookup_op_class("torch.aten.add.Tensor")
    op = cls.build(self=b.args[0], other=b.args[0], alpha=b.args[1], result=vt)
    assert [v for v in op.operands] == [b.args[0], b.args[0], b.args[1]] and op.results[0].type is vt
    assert cls.build(b.args[0], b.args[0], b.args[1], results=[vt]).alpha is b.args[1]
    with pytest.raises(IRError, match="missing argument\\(s\\) other, alpha"):
        cls.build(self=b.args[0], result=vt)
    with pytest.raises(IRError, match="no argument\\(s\\) named beta"):
        cls.build(self=b.args[0], other=b.args[0], alpha=b.args[1], beta=b.args[1], result=vt)


def test_list_yielded_out_of_a_region_counts_as_mutable():
    out = _canonicalize("""
func.func @f(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int {
  %l = torch.prim.ListConstruct %arg1 : (!torch.int) -> !torch.list<int>
  %0 = torch.prim.If %arg0 -> (!torch.list<int>) {
    torch.prim.If.yield %l : !torch.list<int>
  } else {
    torch.prim.If.yield %l : !torch.list<int>
  }
  %1 = torch.aten.append.t %0, %arg1 : !torch.list<int>, !torch.int -> !torch.list<int>
  %2 = torch.aten.len.t %l : !torch.list<int> -> !torch.int
  return %2 : !torch.int
}""")
    assert "torch.aten.len.t" in out


def test_register_folder_and_pattern_for_existing_class():
    from tmlir.ir.rewrite import RewritePattern
    cls = lookup_op_class("torch.aten.mul.left_t")  # created before anything is registered for it
    assert getattr(cls, "fold", None) is None

    class Drop(RewritePattern):
        def match_and_rewrite(self, op, rewriter):
            rewriter.replace_op(op, [op.operands[0]])
            return True

    try:
        T.register_folder("torch.aten.mul.left_t")(lambda op: [op.operands[0]])
        assert cls.fold is not None
        T.register_canonicalization("torch.aten.mul.left_t", Drop(root="torch.aten.mul.left_t"))
        assert any(isinstance(p, Drop) for p in cls.canonicalization_patterns())
    finally:
        T.FOLDERS.pop("torch.aten.mul.left_t", None)
        del cls.fold
        T.CANONICALIZERS.pop("torch.aten.mul.left_t", None)


def test_generated_classes_by_python_name():
    assert T.AtenAddTensorOp is lookup_op_class("torch.aten.add.Tensor")
    assert T.AtenAdd_TensorOp.OPNAME == "torch.aten.add_.Tensor"
    assert T.Aten_SoftmaxOp.OPNAME == "torch.aten._softmax"
    assert T.Aten__And__TensorOp.OPNAME == "torch.aten.__and__.Tensor"
    assert T.PrimNumToTensorScalarOp.OPNAME == "torch.prim.NumToTensor.Scalar"
    assert T.PrimListConstructOp.OPNAME == "torch.prim.ListConstruct"  # hand-written
    with pytest.raises(AttributeError):
        T.AtenNoSuchThingOp


def _blob_module(arrays):
    from tmlir.ir.dialects.builtin import ModuleOp
    m = ModuleOp.build_empty()
    for i, data in enumerate(arrays):
        blob = A.ResourceBlob(f"blob_{i}", data)
        attr = A.DenseResourceElementsAttr(blob, A.RankedTensorType(list(data.shape), A.F32))
        m.body.append(T.ValueTensorLiteralOp.build_literal(attr))
    return m


def test_write_text_streams_what_to_text_prints(tmp_path):
    import io
    import numpy as np
    from tmlir.ir import printer
    arrays = [np.arange(6, dtype=np.float32).reshape(2, 3), np.linspace(0, 1, 1000, dtype=np.float32)]
    m = _blob_module(arrays)
    text = m.to_text()
    buf = io.StringIO()
    m.write_text(buf)
    assert buf.getvalue() == text
    old = printer.RESOURCE_CHUNK
    printer.RESOURCE_CHUNK = 7   # chunks that split the 4-byte elements
    try:
        m.write_text(tmp_path / "m.mlir")
    finally:
        printer.RESOURCE_CHUNK = old
    assert (tmp_path / "m.mlir").read_text() == text
    assert text.count('"0x08000000') == 2 and text.rstrip().endswith("#-}")


def test_write_text_does_not_build_the_resource_text():
    """Printing a 64 MB resource to a file keeps a few MB of text at a time (to_text builds 128 MB
    of hex)."""
    import tracemalloc
    import numpy as np
    m = _blob_module([np.ones(16 << 20, dtype=np.float32)])

    class Sink:
        n = 0

        def write(self, s):
            self.n += len(s)

    sink = Sink()
    tracemalloc.start()
    try:
        m.write_text(sink)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert sink.n > 2 * (64 << 20)       # every byte went out, as two hex digits
    assert peak < 16 << 20, peak
