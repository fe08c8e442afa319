// RUN: tmlir-opt %s -p 'torch-f64-to-bits' --verify-diagnostics --split-input-file
// An f64 op without a pattern on the bits: the op is named, at its location.

func.func @no_pattern(%a: !torch.vtensor<[3],f64>) -> !torch.vtensor<[3],f64> {
  // expected-error @+1 {{'torch.aten.atan' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op)}}
  %0 = torch.aten.atan %a : !torch.vtensor<[3],f64> -> !torch.vtensor<[3],f64>
  return %0 : !torch.vtensor<[3],f64>
}

// -----

// A fill value that is not a constant cannot be given as bits.
func.func @dynamic_fill(%a: !torch.vtensor<[3],f64>, %v: !torch.float) -> !torch.vtensor<[3],f64> {
  // expected-error @+1 {{'torch.aten.fill.Scalar': an f64 operand that is a scalar but not a constant has no exact TOSA form}}
  %0 = torch.aten.fill.Scalar %a, %v : !torch.vtensor<[3],f64>, !torch.float -> !torch.vtensor<[3],f64>
  return %0 : !torch.vtensor<[3],f64>
}
