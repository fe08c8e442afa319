// RUN: tmlir-opt %s -p 'torch-f64-to-bits' --verify-diagnostics --split-input-file
// f64 arithmetic has no exact form on the bits: the op is named, at its location.

func.func @arithmetic(%a: !torch.vtensor<[3],f64>) -> !torch.vtensor<[3],f64> {
  %int1 = torch.constant.int 1
  // expected-error @+1 {{'torch.aten.add.Tensor': f64 arithmetic has no exact TOSA form (TOSA has no f64; f64 values are carried as their bits)}}
  %0 = torch.aten.add.Tensor %a, %a, %int1 : !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.int -> !torch.vtensor<[3],f64>
  return %0 : !torch.vtensor<[3],f64>
}

// -----

// A fill value that is not a constant cannot be given as bits.
func.func @dynamic_fill(%a: !torch.vtensor<[3],f64>, %v: !torch.float) -> !torch.vtensor<[3],f64> {
  // expected-error @+1 {{'torch.aten.fill.Scalar': an f64 operand that is a scalar but not a constant has no exact TOSA form}}
  %0 = torch.aten.fill.Scalar %a, %v : !torch.vtensor<[3],f64>, !torch.float -> !torch.vtensor<[3],f64>
  return %0 : !torch.vtensor<[3],f64>
}
