// RUN: tmlir-opt %s --split-input-file --verify-diagnostics
// Located errors for malformed torch types and ops that break the dialect's rules.

// expected-error @+1 {{invalid dtype 'foo' for !torch.vtensor type}}
func.func @bad_dtype(%arg0: !torch.vtensor<[2],foo>) {
  return
}

// -----

// expected-error @+1 {{invalid dtype 'i32' for !torch.tensor type}}
func.func @signless_dtype(%arg0: !torch.tensor<[2],i32>) {
  return
}

// -----

// expected-error @+1 {{expected a size (an integer or '?') in !torch.vtensor sizes, found 'x'}}
func.func @bad_sizes(%arg0: !torch.vtensor<[2,x],f32>) {
  return
}

// -----

// expected-error @+1 {{expected ',' between the sizes and dtype of !torch.vtensor}}
func.func @missing_dtype(%arg0: !torch.vtensor<[2]>) {
  return
}

// -----

// expected-error @+1 {{unknown type `foo` in dialect `torch`}}
func.func @unknown_type(%arg0: !torch.foo) {
  return
}

// -----

// expected-error @+1 {{expected a torch type keyword, found '!torch.int'}}
func.func @prefixed_nested_type(%arg0: !torch.list<!torch.int>) {
  return
}

// -----

func.func @unknown_op(%arg0: !torch.int) {
  // expected-error @+1 {{custom op 'torch.aten.not_an_op' is unknown}}
  %0 = torch.aten.not_an_op %arg0 : !torch.int -> !torch.int
  return
}

// -----

func.func @operand_count(%arg0: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{'torch.aten.add.Tensor' op expects 3 operand(s)}}
  %0 = torch.aten.add.Tensor %arg0, %arg0 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @operand_type(%arg0: !torch.float, %arg1: !torch.int) {
  // expected-error @+1 {{operand #0 ('self': Tensor) must be a torch tensor type, but got '!torch.float'}}
  %0 = torch.aten.size.int %arg0, %arg1 : !torch.float, !torch.int -> !torch.int
  return
}

// -----

func.func @scalar_is_not_bool(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.bool) {
  // expected-error @+1 {{operand #2 ('alpha': Scalar) must be a torch scalar}}
  %0 = torch.aten.add.Tensor %arg0, %arg0, %arg1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @inplace_on_value_tensor(%arg0: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{must be a !torch.tensor (the op writes a tensor)}}
  %0 = torch.aten.relu_ %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @list_element_type(%arg0: !torch.int, %arg1: !torch.float) {
  // expected-error @+1 {{operand types should have the same type as the list contained type}}
  %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.int, !torch.float) -> !torch.list<int>
  return
}

// -----

func.func @tuple_element_type(%arg0: !torch.int) {
  // expected-error @+1 {{contained types correspond to operand types}}
  %0 = torch.prim.TupleConstruct %arg0 : !torch.int -> !torch.tuple<float>
  return
}

// -----

func.func @if_yield_types(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.float {
  // expected-error @+1 {{then region yields (!torch.int) but the op returns (!torch.float)}}
  %0 = torch.prim.If %arg0 -> (!torch.float) {
    torch.prim.If.yield %arg1 : !torch.int
  } else {
    torch.prim.If.yield %arg1 : !torch.int
  }
  return %0 : !torch.float
}

// -----

func.func @loop_body_args(%arg0: !torch.int, %arg1: !torch.bool) {
  // expected-error @+1 {{body arguments must be (!torch.int)}}
  torch.prim.Loop %arg0, %arg1, init() {
  ^bb0(%arg2: !torch.float):
    torch.prim.Loop.condition %arg1, iter()
  } : (!torch.int, !torch.bool) -> ()
  return
}

// -----

func.func @derefine_incompatible(%arg0: !torch.int) {
  // expected-error @+1 {{operand type '!torch.int' and result type '!torch.float' are cast incompatible}}
  %0 = torch.derefine %arg0 : !torch.int to !torch.float
  return
}

// -----

func.func @static_info_cast_incompatible(%arg0: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{are cast incompatible}}
  %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[2],f32> to !torch.vtensor<[3],f32>
  return
}

// -----

func.func @overwrite_types(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.tensor) {
  // expected-error @+1 {{overwritten tensor type is corresponding !torch.tensor of value tensor type}}
  torch.overwrite.tensor.contents %arg0 overwrites %arg1 : !torch.vtensor<[2],f32>, !torch.tensor
  return
}

// -----

func.func @literal_type() {
  // expected-error @+1 {{inferred type '!torch.vtensor<[2],si64>' is incompatible with the result type '!torch.vtensor<[?],si64>'}}
  %0 = torch.vtensor.literal(dense<1> : tensor<2xsi64>) : !torch.vtensor<[?],si64>
  return
}

// -----

torch.class_type @c {
  torch.attr "a" : !torch.int
}
%int1 = torch.constant.int 1
// expected-error @+1 {{slots (b) do not match the attributes of class @c (a)}}
%0 = torch.nn_module {
  torch.slot "b", %int1 : !torch.int
} : !torch.nn.Module<"c">

// -----

func.func @builtin_tensor_mismatch(%arg0: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{operand and result must have the same size and dtype}}
  %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[2],f32> -> tensor<3xf32>
  return
}

// -----

func.func @symbolic_rank(%arg0: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 100} : !torch.int
  // expected-error @+1 {{has 1 shape expressions for a tensor of rank 2}}
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @symbolic_range() {
  // expected-error @+1 {{min_val 5 is greater than max_val 2}}
  %0 = torch.symbolic_int "s0" {min_val = 5, max_val = 2} : !torch.int
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'torch.constant.int' op result must be !torch.int, got !torch.float}}
  %0 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.float
  return
}
