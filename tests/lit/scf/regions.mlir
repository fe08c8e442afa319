// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @execute_region
func.func @execute_region(%x: f32, %i: index) -> f32 {
  // CHECK-NEXT:  %0 = scf.execute_region -> f32 {
  // CHECK-NEXT:    scf.yield %arg0 : f32
  // CHECK-NEXT:  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  // CHECK-NEXT:  %1:2 = scf.execute_region -> (f32, index) no_inline {
  // CHECK-NEXT:    cf.br ^bb1
  // CHECK-NEXT:  ^bb1:
  // CHECK-NEXT:    scf.yield %0, %arg1 : f32, index
  // CHECK-NEXT:  } {tag}
  // GENERIC: "scf.execute_region"() <{no_inline}> ({
  %f:2 = scf.execute_region -> (f32, index) no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %e, %i : f32, index
  } {tag}
  // CHECK-NEXT:  scf.execute_region {
  // CHECK-NEXT:    scf.yield
  // CHECK-NEXT:  }
  scf.execute_region {
    scf.yield
  }
  return %f#0 : f32
}

// CHECK-LABEL: func.func @index_switch
func.func @index_switch(%i: index, %x: f32) -> f32 {
  // Upstream leaves a trailing space after the result types.
  // CHECK-NEXT:  {{^    }}%0 = scf.index_switch %arg0 -> f32 {{$}}
  // CHECK-NEXT:  {{^    }}case 2 {
  // CHECK-NEXT:    scf.yield %arg1 : f32
  // CHECK-NEXT:  }
  // CHECK-NEXT:  {{^    }}case -5 {
  // CHECK-NEXT:    %1 = arith.negf %arg1 : f32
  // CHECK-NEXT:    scf.yield %1 : f32
  // CHECK-NEXT:  }
  // CHECK-NEXT:  {{^    }}default {
  // CHECK-NEXT:    scf.yield %arg1 : f32
  // CHECK-NEXT:  }
  // GENERIC: "scf.index_switch"(%{{.*}}) <{cases = array<i64: 2, -5>}> ({
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  default {
    scf.yield %x : f32
  }
  // The default region's empty scf.yield is implicit; case regions keep theirs.
  // CHECK-NEXT:  scf.index_switch %arg0 {tag} {{$}}
  // CHECK-NEXT:  case 1 {
  // CHECK-NEXT:    scf.yield
  // CHECK-NEXT:  }
  // CHECK-NEXT:  default {
  // CHECK-NEXT:  }
  scf.index_switch %i {tag}
  case 1 {
    scf.yield
  }
  default {
  }
  return %s : f32
}

// CHECK-LABEL: func.func @forall
func.func @forall(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  // CHECK-NEXT:  %0 = scf.forall (%arg2, %arg3) in (4, %arg1) shared_outs(%arg4 = %arg0) -> (tensor<4xf32>) {
  // CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg4[%arg2] [1] [1] : tensor<4xf32> to tensor<1xf32>
  // CHECK-NEXT:    scf.forall.in_parallel {
  // CHECK-NEXT:      tensor.parallel_insert_slice %extracted_slice into %arg4[%arg2] [1] [1] : tensor<1xf32> into tensor<4xf32>
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  // GENERIC: "scf.forall"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
  %r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  // Without outputs the empty in_parallel terminator is implicit.
  // CHECK-NEXT:  scf.forall (%arg2) = (%arg1) to (16) step (2) {
  // CHECK-NEXT:    %1 = arith.addi %arg2, %arg2 : index
  // CHECK-NEXT:  } {mapping = [#gpu.thread<x>]}
  // GENERIC:      "scf.forall"(%{{.*}}) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: 16>}> ({
  // GENERIC:      "scf.forall.in_parallel"() ({
  // GENERIC-NEXT: ^bb0:
  // GENERIC-NEXT: }) : () -> ()
  // GENERIC-NEXT: }) : (index) -> ()
  scf.forall (%i) = (%n) to (16) step (2) {
    %z = arith.addi %i, %i : index
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @parallel
func.func @parallel(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  // CHECK-NEXT:  scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
  // CHECK-NEXT:    %1 = arith.addi %arg4, %arg5 : index
  // CHECK-NEXT:    scf.reduce {{$}}
  // CHECK-NEXT:  }
  // GENERIC: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %z = arith.addi %i, %j : index
  }
  // CHECK-NEXT:  %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
  // CHECK-NEXT:    scf.reduce(%arg3 : f32) {
  // CHECK-NEXT:    ^bb0(%arg5: f32, %arg6: f32):
  // CHECK-NEXT:      %1 = arith.addf %arg5, %arg6 : f32
  // CHECK-NEXT:      scf.reduce.return %1 : f32
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
