// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-tosa)' --verify-diagnostics --split-input-file
// TOSA 1.0 has no 64-bit float and no complex types: convert-torch-to-tosa first looks at every
// op's operand and result types and refuses the program at the first op with such a tensor,
// naming the op, the value and its type, whichever lowering would have run.

func.func @tanh_f64(%a: !torch.vtensor<[4],f64>) -> !torch.vtensor<[4],f64> {
  // expected-error @+1 {{'torch.aten.tanh' has an f64 tensor (operand 0: !torch.vtensor<[4],f64>): TOSA 1.0 has no 64-bit float types}}
  %0 = torch.aten.tanh %a : !torch.vtensor<[4],f64> -> !torch.vtensor<[4],f64>
  return %0 : !torch.vtensor<[4],f64>
}

// -----

// an f32 program that makes an f64 tensor: the op that makes it is named (result 0)
func.func @to_f64(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int7 = torch.constant.int 7
  %false = torch.constant.bool false
  %none = torch.constant.none
  // expected-error @+1 {{'torch.aten.to.dtype' has an f64 tensor (result 0: !torch.vtensor<[4],f64>): TOSA 1.0 has no 64-bit float types}}
  %0 = torch.aten.to.dtype %a, %int7, %false, %false, %none : !torch.vtensor<[4],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4],f64>
  %int6 = torch.constant.int 6
  %1 = torch.aten.to.dtype %0, %int6, %false, %false, %none : !torch.vtensor<[4],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}

// -----

func.func @neg_complex(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  // expected-error @+1 {{'torch.aten.neg' has a complex tensor (operand 0: !torch.vtensor<[3],complex<f32>>): TOSA 1.0 has no complex types; opt in to the complex emulation with tosa_emulation=("complex",) (tmlir.fx.export_and_import) or torch-backend-to-tosa-backend-pipeline{emulation=complex}}}
  %0 = torch.aten.neg %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// -----

// an f64 argument no op reads: the function is named
// expected-error @+1 {{'@unused' has an f64 tensor (argument 1: !torch.vtensor<[2],f64>): TOSA 1.0 has no 64-bit float types}}
func.func @unused(%a: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f64>) -> !torch.vtensor<[2],f32> {
  return %a : !torch.vtensor<[2],f32>
}
