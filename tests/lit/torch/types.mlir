// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: every torch type, as Torch-MLIR spells it.

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],complex<f32>>, %arg1: !torch.vtensor<[2],complex<f64>>, %arg2: !torch.vtensor<[2],!torch.qint8>, %arg3: !torch.vtensor<[2],!torch.quint8>, %arg4: !torch.vtensor<[2],!torch.qint32>, %arg5: !torch.tensor<[2,2],!torch.qint16>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],complex<f32>>, %arg1: !torch.vtensor<[2],complex<f64>>, %arg2: !torch.vtensor<[2],!torch.qint8>, %arg3: !torch.vtensor<[2],!torch.quint8>, %arg4: !torch.vtensor<[2],!torch.qint32>, %arg5: !torch.tensor<[2,2],!torch.qint16>) {
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.list<int>, %arg1: !torch.list<vtensor<[2],f32>>, %arg2: !torch.optional<vtensor<[2],f32>>, %arg3: !torch.tuple<int, tensor>, %arg4: !torch.union<float, int>, %arg5: !torch.dict<str, tensor>, %arg6: !torch.list<optional<list<int>>>, %arg7: !torch.tuple<>, %arg8: !torch.list<vtensor<[2],!torch.qint8>>, %arg9: !torch.dict<int, list<float>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.list<int>, %arg1: !torch.list<vtensor<[2],f32>>, %arg2: !torch.optional<vtensor<[2],f32>>, %arg3: !torch.tuple<int, tensor>, %arg4: !torch.union<float, int>, %arg5: !torch.dict<str, tensor>, %arg6: !torch.list<optional<list<int>>>, %arg7: !torch.tuple<>, %arg8: !torch.list<vtensor<[2],!torch.qint8>>, %arg9: !torch.dict<int, list<float>>) {
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],f16>, %arg1: !torch.vtensor<[2],f64>, %arg2: !torch.vtensor<[2],si8>, %arg3: !torch.vtensor<[2],si16>, %arg4: !torch.vtensor<[2],si32>, %arg5: !torch.vtensor<[2],ui16>, %arg6: !torch.vtensor<[2],ui32>, %arg7: !torch.vtensor<[2],ui64>, %arg8: !torch.vtensor<[2],f8E4M3FN>, %arg9: !torch.vtensor<[2],f8E5M2>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],f16>, %arg1: !torch.vtensor<[2],f64>, %arg2: !torch.vtensor<[2],si8>, %arg3: !torch.vtensor<[2],si16>, %arg4: !torch.vtensor<[2],si32>, %arg5: !torch.vtensor<[2],ui16>, %arg6: !torch.vtensor<[2],ui32>, %arg7: !torch.vtensor<[2],ui64>, %arg8: !torch.vtensor<[2],f8E4M3FN>, %arg9: !torch.vtensor<[2],f8E5M2>) {
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.nn.Module<"__torch__.Foo">, %arg1: !torch.list<nn.Module<"m">>, %arg2: !torch.optional<any>, %arg3: !torch.list<Device>, %arg4: !torch.union<float, int, none>) -> !torch.tuple<vtensor<[],f32>> {
// CHECK-NEXT: %0 = torch.prim.TupleConstruct %arg0 : !torch.nn.Module<"__torch__.Foo"> -> !torch.tuple<nn.Module<"__torch__.Foo">>
// CHECK-NEXT: %1 = torch.prim.Uninitialized : !torch.tuple<vtensor<[],f32>>
// CHECK-NEXT: return %1 : !torch.tuple<vtensor<[],f32>>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.nn.Module<"__torch__.Foo">, %arg1: !torch.list<nn.Module<"m">>, %arg2: !torch.optional<any>, %arg3: !torch.list<Device>, %arg4: !torch.union<float, int, none>) -> !torch.tuple<vtensor<[],f32>> {
    %0 = torch.prim.TupleConstruct %arg0 : !torch.nn.Module<"__torch__.Foo"> -> !torch.tuple<nn.Module<"__torch__.Foo">>
    %1 = torch.prim.Uninitialized : !torch.tuple<vtensor<[],f32>>
    return %1 : !torch.tuple<vtensor<[],f32>>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.bool, %arg3: !torch.str, %arg4: !torch.none, %arg5: !torch.Device, %arg6: !torch.Generator, %arg7: !torch.number, %arg8: !torch.any, %arg9: !torch.LinearParams) {
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.bool, %arg3: !torch.str, %arg4: !torch.none, %arg5: !torch.Device, %arg6: !torch.Generator, %arg7: !torch.number, %arg8: !torch.any, %arg9: !torch.LinearParams) {
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor, %arg1: !torch.vtensor<*,f32>, %arg2: !torch.vtensor<[],si64>, %arg3: !torch.vtensor<[2,?,3],bf16>, %arg4: !torch.tensor<[?],ui8>, %arg5: !torch.tensor, %arg6: !torch.vtensor<[2],unk>, %arg7: !torch.tensor<*,i1>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor, %arg1: !torch.vtensor<*,f32>, %arg2: !torch.vtensor<[],si64>, %arg3: !torch.vtensor<[2,?,3],bf16>, %arg4: !torch.tensor<[?],ui8>, %arg5: !torch.tensor, %arg6: !torch.vtensor<[2],unk>, %arg7: !torch.tensor<*,i1>) {
    return
  }
}
