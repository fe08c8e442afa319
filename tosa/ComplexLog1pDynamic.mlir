// tmlir e2e reproducer: test ComplexLog1pDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexLog1pDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %c6_i64 = arith.constant 6 : i64
    %cst = arith.constant 3.1415926535897931 : f64
    %cst_0 = arith.constant 2.3561944901923448 : f64
    %cst_1 = arith.constant 0.78539816339744828 : f64
    %cst_2 = arith.constant 1.000000e+00 : f64
    %cst_3 = arith.constant 0.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = torch_c.from_f64 %cst_2
    %9 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.add %4, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %11 = tosa.abs %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %12 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %13 = tosa.maximum %11, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %14 = tosa.minimum %11, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %15 = torch_c.from_f64 %cst_3
    %16 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %17 = tosa.equal %13, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %18 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %19 = tosa.select %17, %18, %13 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.reciprocal %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %22 = tosa.mul %14, %20, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %23 = tosa.mul %22, %22, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %24 = tosa.add %23, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %25 = tosa.rsqrt %24 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %26 = tosa.reciprocal %25 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %27 = tosa.mul %13, %26, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %28 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %29 = tosa.select %17, %28, %27 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %31 = tosa.equal %11, %30 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %32 = tosa.equal %12, %30 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %33 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %34 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %35 = tosa.select %31, %33, %34 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %36 = tosa.select %32, %33, %34 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %37 = tosa.equal %35, %34 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %38 = tosa.logical_not %37 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %39 = tosa.equal %36, %34 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %40 = tosa.logical_not %39 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %41 = tosa.logical_or %38, %40 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %42 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %43 = tosa.select %41, %42, %29 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %44 = tosa.log %43 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %45 = tosa.greater %16, %7 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %46 = tosa.equal %7, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %47 = tosa.reciprocal %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %48 = tosa.greater %16, %47 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %49 = tosa.logical_and %46, %48 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %50 = tosa.logical_or %45, %49 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %51 = tosa.greater %16, %10 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %52 = tosa.equal %10, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %53 = tosa.reciprocal %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %54 = tosa.greater %16, %53 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %55 = tosa.logical_and %52, %54 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %56 = tosa.logical_or %51, %55 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %57 = tosa.mul %7, %53, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.abs %57 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %59 = tosa.greater %58, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %60 = tosa.reciprocal %57 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.select %59, %60, %57 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %62 = tosa.mul %61, %61, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %63 = tosa.const  values(dense<0.00286622578> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %64 = tosa.mul %63, %62, %21 : (tensor<1x1xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %65 = tosa.const  values(dense<-0.0161657371> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %66 = tosa.add %64, %65 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %67 = tosa.mul %66, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %68 = tosa.const  values(dense<0.0429096147> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %69 = tosa.add %67, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %70 = tosa.mul %69, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %71 = tosa.const  values(dense<-0.0752896368> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %72 = tosa.add %70, %71 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %73 = tosa.mul %72, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %74 = tosa.const  values(dense<0.106562637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %75 = tosa.add %73, %74 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %76 = tosa.mul %75, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %77 = tosa.const  values(dense<-1.420890e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %78 = tosa.add %76, %77 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %79 = tosa.mul %78, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %80 = tosa.const  values(dense<0.199935511> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %81 = tosa.add %79, %80 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %82 = tosa.mul %81, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %83 = tosa.const  values(dense<-0.333331466> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %84 = tosa.add %82, %83 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %85 = tosa.mul %84, %62, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %86 = tosa.add %85, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %87 = tosa.mul %86, %61, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %88 = tosa.greater %16, %57 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %89 = tosa.const  values(dense<-1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %90 = tosa.const  values(dense<1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %91 = tosa.select %88, %89, %90 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %92 = tosa.sub %91, %87 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %93 = tosa.select %59, %92, %87 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %94 = tosa.const  values(dense<-3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.const  values(dense<3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %96 = tosa.select %50, %94, %95 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %97 = tosa.add %93, %96 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %98 = tosa.select %51, %97, %93 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %99 = tosa.const  values(dense<-0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %100 = tosa.select %50, %99, %16 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %101 = tosa.select %56, %96, %100 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %102 = tosa.select %31, %101, %98 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %103 = tosa.const  values(dense<-2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %104 = tosa.const  values(dense<2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %105 = tosa.select %50, %103, %104 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %106 = tosa.const  values(dense<-0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %107 = tosa.const  values(dense<0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %108 = tosa.select %50, %106, %107 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %109 = tosa.select %56, %105, %108 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %110 = tosa.select %50, %89, %90 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %111 = tosa.select %31, %109, %110 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %112 = tosa.select %32, %111, %102 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %113 = tosa.select %56, %96, %7 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.select %46, %113, %110 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %115 = tosa.select %52, %114, %112 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %116 = tosa.equal %10, %10 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %117 = tosa.logical_not %116 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %118 = tosa.equal %7, %7 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %119 = tosa.logical_not %118 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %120 = tosa.logical_or %117, %119 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %121 = tosa.const  values(dense<[[0x7FC00000]]> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %122 = tosa.select %120, %121, %115 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim = tensor.dim %10, %c0 : tensor<?x4xf32>
    %123 = arith.index_cast %dim : index to i64
    %124 = torch_c.from_i64 %123
    %125 = torch_c.from_i64 %c4_i64
    %126 = torch.prim.ListConstruct %124, %125 : (!torch.int, !torch.int) -> !torch.list<int>
    %127 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %128 = torch.aten.full %126, %8, %127, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %129 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %130 = tosa.abs %129 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %131 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %132 = tosa.negate %130, %131, %131 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %133 = tosa.select %56, %132, %130 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %134 = tosa.greater %16, %133 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %135 = torch.prim.ListConstruct %124, %125 : (!torch.int, !torch.int) -> !torch.list<int>
    %136 = torch_c.from_f64 %cst
    %137 = torch.aten.full %135, %136, %127, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %138 = torch.prim.ListConstruct %124, %125 : (!torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.full %138, %15, %127, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %140 = torch_c.to_builtin_tensor %137 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %141 = torch_c.to_builtin_tensor %139 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %142 = tosa.select %134, %140, %141 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.abs %142 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %144 = tosa.negate %143, %131, %131 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %145 = tosa.select %50, %144, %143 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.select %46, %145, %122 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %147 = tosa.logical_and %38, %40 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %148 = torch.prim.ListConstruct %124, %125 : (!torch.int, !torch.int) -> !torch.list<int>
    %149 = torch_c.from_f64 %cst_0
    %150 = torch.aten.full %148, %149, %127, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %151 = torch.prim.ListConstruct %124, %125 : (!torch.int, !torch.int) -> !torch.list<int>
    %152 = torch_c.from_f64 %cst_1
    %153 = torch.aten.full %151, %152, %127, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %154 = torch_c.to_builtin_tensor %150 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %155 = torch_c.to_builtin_tensor %153 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %156 = tosa.select %134, %154, %155 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %157 = tosa.abs %156 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %158 = tosa.negate %157, %131, %131 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %159 = tosa.select %50, %158, %157 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %160 = tosa.select %147, %159, %146 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %161 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %162 = tosa.add %4, %161 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %163 = tosa.mul %4, %162, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %164 = tosa.mul %7, %7, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %165 = tosa.add %163, %164 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %166 = tosa.add %165, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %167 = tosa.sub %166, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %168 = tosa.equal %167, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %169 = tosa.log %166 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %170 = tosa.reciprocal %167 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %171 = tosa.mul %165, %170, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %172 = tosa.mul %169, %171, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %173 = tosa.select %168, %165, %172 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %174 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %175 = tosa.mul %173, %174, %21 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %176 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %177 = tosa.maximum %176, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %178 = tosa.minimum %176, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %179 = tosa.equal %177, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %180 = tosa.select %179, %18, %177 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %181 = tosa.reciprocal %180 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %182 = tosa.mul %178, %181, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %183 = tosa.mul %182, %182, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %184 = tosa.add %183, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %185 = tosa.rsqrt %184 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %186 = tosa.reciprocal %185 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %187 = tosa.mul %177, %186, %21 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %188 = tosa.select %179, %28, %187 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %189 = tosa.equal %176, %30 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %190 = tosa.select %189, %33, %34 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %191 = tosa.equal %190, %34 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %192 = tosa.logical_not %191 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %193 = tosa.logical_or %192, %40 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %194 = tosa.select %193, %42, %188 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %195 = tosa.greater %174, %194 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %196 = tosa.select %195, %175, %44 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %197 = tosa.reshape %196, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %198 = tosa.reshape %160, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %199 = tosa.concat %197, %198 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %199 : tensor<?x4x2xf32>
  }
}
