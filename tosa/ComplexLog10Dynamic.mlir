// tmlir e2e reproducer: test ComplexLog10Dynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 11 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexLog10Dynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 2.3561944901923448 : f64
    %cst_0 = arith.constant 0.78539816339744828 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %c6_i64 = arith.constant 6 : i64
    %cst_1 = arith.constant 3.1415926535897931 : f64
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant 1.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %10 = tosa.maximum %8, %9 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %11 = tosa.minimum %8, %9 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %12 = torch_c.from_f64 %cst_2
    %13 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %14 = tosa.equal %10, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %15 = torch_c.from_f64 %cst_3
    %16 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %17 = tosa.select %14, %16, %10 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.reciprocal %17 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %20 = tosa.mul %11, %18, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %21 = tosa.mul %20, %20, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %22 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %23 = tosa.add %21, %22 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %24 = tosa.rsqrt %23 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.reciprocal %24 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %26 = tosa.mul %10, %25, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %27 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %28 = tosa.select %14, %27, %26 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %29 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %30 = tosa.equal %8, %29 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %31 = tosa.equal %9, %29 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %32 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %33 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %34 = tosa.select %30, %32, %33 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %35 = tosa.select %31, %32, %33 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %36 = tosa.equal %34, %33 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %37 = tosa.logical_not %36 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %38 = tosa.equal %35, %33 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %39 = tosa.logical_not %38 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %40 = tosa.logical_or %37, %39 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %41 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %42 = tosa.select %40, %41, %28 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %43 = tosa.log %42 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %44 = tosa.greater %13, %7 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %45 = tosa.equal %7, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %46 = tosa.reciprocal %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %47 = tosa.greater %13, %46 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %48 = tosa.logical_and %45, %47 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %49 = tosa.logical_or %44, %48 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %50 = tosa.greater %13, %4 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %51 = tosa.equal %4, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %52 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %53 = tosa.greater %13, %52 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %54 = tosa.logical_and %51, %53 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %55 = tosa.logical_or %50, %54 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %56 = tosa.mul %7, %52, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %57 = tosa.abs %56 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %58 = tosa.greater %57, %22 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %59 = tosa.reciprocal %56 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %60 = tosa.select %58, %59, %56 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.mul %60, %60, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %62 = tosa.const  values(dense<0.00286622578> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %63 = tosa.mul %62, %61, %19 : (tensor<1x1xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<-0.0161657371> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.add %63, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %66 = tosa.mul %65, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<0.0429096147> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.add %66, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %69 = tosa.mul %68, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %70 = tosa.const  values(dense<-0.0752896368> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %71 = tosa.add %69, %70 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %72 = tosa.mul %71, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %73 = tosa.const  values(dense<0.106562637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %74 = tosa.add %72, %73 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %75 = tosa.mul %74, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %76 = tosa.const  values(dense<-1.420890e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %77 = tosa.add %75, %76 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %78 = tosa.mul %77, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %79 = tosa.const  values(dense<0.199935511> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %80 = tosa.add %78, %79 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %81 = tosa.mul %80, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %82 = tosa.const  values(dense<-0.333331466> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %83 = tosa.add %81, %82 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %84 = tosa.mul %83, %61, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %85 = tosa.add %84, %22 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %86 = tosa.mul %85, %60, %19 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %87 = tosa.greater %13, %56 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %88 = tosa.const  values(dense<-1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %89 = tosa.const  values(dense<1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %90 = tosa.select %87, %88, %89 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %91 = tosa.sub %90, %86 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %92 = tosa.select %58, %91, %86 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %93 = tosa.const  values(dense<-3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %94 = tosa.const  values(dense<3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.select %49, %93, %94 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %96 = tosa.add %92, %95 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %97 = tosa.select %50, %96, %92 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %98 = tosa.const  values(dense<-0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %99 = tosa.select %49, %98, %13 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %100 = tosa.select %55, %95, %99 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %101 = tosa.select %30, %100, %97 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %102 = tosa.const  values(dense<-2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %103 = tosa.const  values(dense<2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %104 = tosa.select %49, %102, %103 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %105 = tosa.const  values(dense<-0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %106 = tosa.const  values(dense<0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %107 = tosa.select %49, %105, %106 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %108 = tosa.select %55, %104, %107 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %109 = tosa.select %49, %88, %89 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %110 = tosa.select %30, %108, %109 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %111 = tosa.select %31, %110, %101 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %112 = tosa.select %55, %95, %7 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %113 = tosa.select %45, %112, %109 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.select %51, %113, %111 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %115 = tosa.equal %4, %4 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %116 = tosa.logical_not %115 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %117 = tosa.equal %7, %7 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %118 = tosa.logical_not %117 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %119 = tosa.logical_or %116, %118 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %120 = tosa.const  values(dense<[[0x7FC00000]]> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %121 = tosa.select %119, %120, %114 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim = tensor.dim %4, %c0 : tensor<?x4xf32>
    %122 = arith.index_cast %dim : index to i64
    %123 = torch_c.from_i64 %122
    %124 = torch_c.from_i64 %c4_i64
    %125 = torch.prim.ListConstruct %123, %124 : (!torch.int, !torch.int) -> !torch.list<int>
    %126 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %127 = torch.aten.full %125, %15, %126, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %128 = torch_c.to_builtin_tensor %127 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %129 = tosa.abs %128 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %130 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %131 = tosa.negate %129, %130, %130 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %132 = tosa.select %55, %131, %129 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %133 = tosa.greater %13, %132 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %134 = torch.prim.ListConstruct %123, %124 : (!torch.int, !torch.int) -> !torch.list<int>
    %135 = torch_c.from_f64 %cst_1
    %136 = torch.aten.full %134, %135, %126, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %137 = torch.prim.ListConstruct %123, %124 : (!torch.int, !torch.int) -> !torch.list<int>
    %138 = torch.aten.full %137, %12, %126, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %139 = torch_c.to_builtin_tensor %136 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %140 = torch_c.to_builtin_tensor %138 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %141 = tosa.select %133, %139, %140 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %142 = tosa.abs %141 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.negate %142, %130, %130 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %144 = tosa.select %49, %143, %142 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.select %45, %144, %121 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.logical_and %37, %39 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %147 = torch.prim.ListConstruct %123, %124 : (!torch.int, !torch.int) -> !torch.list<int>
    %148 = torch_c.from_f64 %cst
    %149 = torch.aten.full %147, %148, %126, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %150 = torch.prim.ListConstruct %123, %124 : (!torch.int, !torch.int) -> !torch.list<int>
    %151 = torch_c.from_f64 %cst_0
    %152 = torch.aten.full %150, %151, %126, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %153 = torch_c.to_builtin_tensor %149 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %154 = torch_c.to_builtin_tensor %152 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %155 = tosa.select %133, %153, %154 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %156 = tosa.abs %155 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %157 = tosa.negate %156, %130, %130 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %158 = tosa.select %49, %157, %156 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %159 = tosa.select %146, %158, %145 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %160 = tosa.const  values(dense<2.30258512> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %161 = tosa.reciprocal %160 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %162 = tosa.mul %43, %161, %19 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %163 = tosa.mul %159, %161, %19 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %164 = tosa.reshape %162, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %165 = tosa.reshape %163, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %166 = tosa.concat %164, %165 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %166 : tensor<?x4x2xf32>
  }
}
