// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @map_count(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bad_iterator(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{unknown iterator type 'sideways'}}
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "sideways"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_type(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{type of yield operand 1 (i32) doesn't match the element type of the enclosing linalg op (f32)}}
    linalg.yield %c : i32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_dim(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    // expected-error @+1 {{expected dim (2) to be lower than the number of loops (2)}}
    %i = linalg.index 2 : index
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @matmul_shapes(%a: tensor<2x3xf32>, %b: tensor<4x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4}}
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @conv_window(%i: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  // expected-error @+1 {{has shape's dimension #2 to be greater than or equal to 11, but found 9}}
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 3]> : tensor<2xi64>} ins(%i, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %1 : tensor<1x4x3x3xf32>
}

// -----

func.func @matmul_arity(%a: tensor<2x3xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'linalg.matmul' expects 2 input(s), got 1}}
  %0 = linalg.matmul ins(%a : tensor<2x3xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @unsigned_float_pool(%i: tensor<1x4x4x1xf32>, %w: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  // expected-error @+1 {{unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i, %w : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}

// -----

func.func @elementwise_kind(%x: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown elementwise kind 'frobnicate'}}
  %0 = linalg.elementwise <frobnicate> ins(%x : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_perm(%a: tensor<2x3xf32>, %t: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{permutation [1, 1] is not a permutation}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 1]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_rank(%a: tensor<2xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{input rank plus added dimensions does not match init rank}}
  %0 = linalg.broadcast ins(%a : tensor<2xf32>) outs(%b : tensor<2x3x4xf32>) dimensions = [1]
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @reduce_dims(%a: tensor<2x3xf32>, %r: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{dimensions for reduction should be in the range [0, 1]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%r : tensor<2xf32>) dimensions = [2]
  return %0 : tensor<2xf32>
}

// -----

func.func @map_arity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects number of operands to match the arity of mapper, but got: 3 and 2}}
  %0 = linalg.map ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %y: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2x3xf32>
}

// -----

func.func @mixed(%a: tensor<3xf32>, %b: memref<5x3xf32>) {
  // expected-error @+1 {{expected to have pure tensor or buffer semantics}}
  linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : memref<5x3xf32>) dimensions = [0]
  return
}
