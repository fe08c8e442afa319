// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// Every arith op in the custom form upstream MLIR prints (CHECK lines are upstream's output).

// CHECK-LABEL: func.func @int_binary(
// CHECK-SAME: %arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %arg1 {tag} : i32
// CHECK-NEXT: %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %6 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %15 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %16 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.muli %a, %b overflow<none> {tag} : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.floordivsi %a, %b : i32
  %9 = arith.remsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b overflow<nsw> : i32
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  return
}

// CHECK-LABEL: func.func @int_shaped(
// CHECK-SAME: %arg0: tensor<4x?xi8>, %arg1: vector<[4]xi64>, %arg2: index) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : tensor<4x?xi8>
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 overflow<nsw, nuw> : vector<[4]xi64>
// CHECK-NEXT: %2 = arith.remsi %arg2, %arg2 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_shaped(%t: tensor<4x?xi8>, %v: vector<[4]xi64>, %i: index) {
  %0 = arith.addi %t, %t : tensor<4x?xi8>
  %1 = arith.muli %v, %v overflow<nsw, nuw> : vector<[4]xi64>
  %2 = arith.remsi %i, %i : index
  return
}

// CHECK-LABEL: func.func @float_binary(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: f16, %arg3: tensor<2xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.divf %arg0, %arg1 to_nearest_even : f32
// CHECK-NEXT: %5 = arith.addf %arg0, %arg1 downward fastmath<contract> {tag = 1 : i64} : f32
// CHECK-NEXT: %6 = arith.remf %arg2, %arg2 : f16
// CHECK-NEXT: %7 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.maxnumf %arg3, %arg3 : tensor<2xbf16>
// CHECK-NEXT: %10 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.maximumnumf %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.minimumnumf %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.negf %arg0 fastmath<afn> : f32
// CHECK-NEXT: %14 = arith.flush_denormals %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_binary(%x: f32, %y: f32, %h: f16, %t: tensor<2xbf16>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.subf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.mulf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %4 = arith.divf %x, %y to_nearest_even : f32
  %5 = arith.addf %x, %y downward fastmath<contract> {tag = 1 : i64} : f32
  %6 = arith.remf %h, %h : f16
  %7 = arith.maximumf %x, %y : f32
  %8 = arith.minimumf %x, %y fastmath<none> : f32
  %9 = arith.maxnumf %t, %t : tensor<2xbf16>
  %10 = arith.minnumf %x, %y : f32
  %11 = arith.maximumnumf %x, %y : f32
  %12 = arith.minimumnumf %x, %y : f32
  %13 = arith.negf %x fastmath<afn> : f32
  %14 = arith.flush_denormals %x : f32
  return
}

// CHECK-LABEL: func.func @extended(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: vector<3xi16>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %diff, %borrow = arith.subui_extended %arg2, %arg2 : vector<3xi16>, vector<3xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %0 = arith.addi %high_1, %sum : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32, %v: vector<3xi16>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %diff, %borrow = arith.subui_extended %v, %v : vector<3xi16>, vector<3xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  %0:2 = arith.mului_extended %a, %b : i32
  %1 = arith.addi %0#1, %sum : i32
  return
}

// CHECK-LABEL: func.func @compare(
// CHECK-SAME: %arg0: i32, %arg1: index, %arg2: f32, %arg3: tensor<2xf64>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg0 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 {tag} : i32
// CHECK-NEXT: %10 = arith.cmpf false, %arg2, %arg2 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg2, %arg2 : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg2, %arg2 fastmath<nnan> : f32
// CHECK-NEXT: %13 = arith.cmpf oge, %arg2, %arg2 : f32
// CHECK-NEXT: %14 = arith.cmpf olt, %arg3, %arg3 : tensor<2xf64>
// CHECK-NEXT: %15 = arith.cmpf ole, %arg2, %arg2 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg2, %arg2 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg2, %arg2 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg2, %arg2 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg2, %arg2 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg2, %arg2 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg2, %arg2 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg2, %arg2 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg2, %arg2 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %25 = arith.cmpf true, %arg2, %arg2 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compare(%a: i32, %i: index, %x: f32, %t: tensor<2xf64>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %i, %i : index
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %a, %a : i32
  %9 = arith.cmpi uge, %a, %a {tag} : i32
  %10 = arith.cmpf false, %x, %x : f32
  %11 = arith.cmpf oeq, %x, %x : f32
  %12 = arith.cmpf ogt, %x, %x fastmath<nnan> : f32
  %13 = arith.cmpf oge, %x, %x : f32
  %14 = arith.cmpf olt, %t, %t : tensor<2xf64>
  %15 = arith.cmpf ole, %x, %x : f32
  %16 = arith.cmpf one, %x, %x : f32
  %17 = arith.cmpf ord, %x, %x : f32
  %18 = arith.cmpf ueq, %x, %x : f32
  %19 = arith.cmpf ugt, %x, %x : f32
  %20 = arith.cmpf uge, %x, %x : f32
  %21 = arith.cmpf ult, %x, %x : f32
  %22 = arith.cmpf ule, %x, %x : f32
  %23 = arith.cmpf une, %x, %x : f32
  %24 = arith.cmpf uno, %x, %x : f32
  %25 = arith.cmpf true, %x, %x : f32
  return
}

// CHECK-LABEL: func.func @select(
// CHECK-SAME: %arg0: i1, %arg1: tensor<2xi1>, %arg2: f32, %arg3: tensor<2xf32>, %arg4: vector<4xi1>, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg2 : f32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %2 = arith.select %arg1, %arg3, %arg3 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT: %3 = arith.select %arg4, %arg5, %arg5 {tag} : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select(%c: i1, %ct: tensor<2xi1>, %x: f32, %t: tensor<2xf32>, %vc: vector<4xi1>, %v: vector<4xi32>) {
  %0 = arith.select %c, %x, %x : f32
  %1 = arith.select %c, %t, %t : tensor<2xf32>
  %2 = arith.select %ct, %t, %t : tensor<2xi1>, tensor<2xf32>
  %3 = arith.select %vc, %v, %v {tag} : vector<4xi1>, vector<4xi32>
  return
}

// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %arg0: i32, %arg1: index, %arg2: f32, %arg3: f16, %arg4: tensor<2xi8>, %arg5: i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg0 nneg : i32 to i64
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT: %4 = arith.extf %arg3 : f16 to f32
// CHECK-NEXT: %5 = arith.extf %arg3 fastmath<fast> : f16 to f64
// CHECK-NEXT: %6 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg2 toward_zero fastmath<nnan> : f32 to bf16
// CHECK-NEXT: %8 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %9 = arith.uitofp %arg0 nneg : i32 to f64
// CHECK-NEXT: %10 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %11 = arith.fptoui %arg2 : f32 to i8
// CHECK-NEXT: %12 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %13 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %14 = arith.index_castui %arg1 nneg : index to i32
// CHECK-NEXT: %15 = arith.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %16 = arith.bitcast %arg3 : f16 to bf16
// CHECK-NEXT: %17 = arith.extsi %arg4 : tensor<2xi8> to tensor<2xi32>
// CHECK-NEXT: %18 = arith.extui %arg5 : i1 to i32
// CHECK-NEXT: %19 = arith.convertf %arg3 upward : f16 to bf16
// CHECK-NEXT: %20 = arith.scaling_extf %arg3, %arg3 : f16, f16 to f32
// CHECK-NEXT: %21 = arith.scaling_truncf %arg2, %arg2 to_nearest_away fastmath<fast> : f32, f32 to f16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: i32, %i: index, %x: f32, %h: f16, %t: tensor<2xi8>, %b: i1) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a nneg : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw> : i32 to i16
  %4 = arith.extf %h : f16 to f32
  %5 = arith.extf %h fastmath<fast> : f16 to f64
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.truncf %x toward_zero fastmath<nnan> : f32 to bf16
  %8 = arith.sitofp %a : i32 to f32
  %9 = arith.uitofp %a nneg : i32 to f64
  %10 = arith.fptosi %x : f32 to i32
  %11 = arith.fptoui %x : f32 to i8
  %12 = arith.index_cast %a : i32 to index
  %13 = arith.index_cast %i : index to i64
  %14 = arith.index_castui %i nneg : index to i32
  %15 = arith.bitcast %x : f32 to i32
  %16 = arith.bitcast %h : f16 to bf16
  %17 = arith.extsi %t : tensor<2xi8> to tensor<2xi32>
  %18 = arith.extui %b : i1 to i32
  %19 = arith.convertf %h upward : f16 to bf16
  %20 = arith.scaling_extf %h, %h : f16, f16 to f32
  %21 = arith.scaling_truncf %x, %x to_nearest_away fastmath<fast> : f32, f32 to f16
  return
}
