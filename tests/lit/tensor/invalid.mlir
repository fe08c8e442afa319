// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @slice_rank(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @slice_syntax(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{expected SSA value or integer in the size list}}
  %0 = tensor.extract_slice %t[0, 0] [2, x] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @slice_bounds(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[3, 0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_rank(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{has 1 indices for a tensor of rank 2}}
  %0 = tensor.extract %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @empty_dyn() {
  // expected-error @+1 {{1 dynamic dim(s) but 0 size operand(s)}}
  %0 = tensor.empty() : tensor<4x?xf32>
  return
}

// -----

func.func @collapse(%s: tensor<2x3xf32>) {
  // expected-error @+1 {{expected dimension 0 of the collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x?xf32>, %x: f32) {
  // expected-error @+1 {{does not match the inferred type tensor<7x?xf32>}}
  %0 = tensor.pad %t low[1, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<4x?xf32> to tensor<8x?xf32>
  return
}

// -----

func.func @cast(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<3x?xf32>
  return
}
