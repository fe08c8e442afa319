// tmlir e2e reproducer: test ComplexAtanDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 15 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
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
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
// rerun: tmlir-opt ComplexAtanDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 2.3561944901923448 : f64
    %cst_0 = arith.constant 0.78539816339744828 : f64
    %cst_1 = arith.constant 1.5707963267948966 : f64
    %cst_2 = arith.constant 3.1415926535897931 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %c6_i64 = arith.constant 6 : i64
    %cst_3 = arith.constant 1.000000e+00 : f64
    %cst_4 = arith.constant 0.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %9 = tosa.negate %7, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %4, %4, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %12 = tosa.const  values(dense<-1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %13 = tosa.mul %9, %12, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %14 = torch_c.from_f64 %cst_3
    %15 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.add %13, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %17 = tosa.add %9, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %18 = tosa.mul %16, %16, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %19 = tosa.add %18, %11 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.abs %17 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.maximum %20, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.minimum %20, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %24 = torch_c.from_f64 %cst_4
    %25 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.equal %22, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %27 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %28 = tosa.select %26, %27, %22 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %29 = tosa.reciprocal %28 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.mul %23, %29, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %31 = tosa.mul %30, %30, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.add %31, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %33 = tosa.rsqrt %32 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %34 = tosa.reciprocal %33 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %35 = tosa.mul %22, %34, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %36 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %37 = tosa.select %26, %36, %35 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %38 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %39 = tosa.equal %20, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %40 = tosa.equal %21, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %41 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %42 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %43 = tosa.select %39, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %44 = tosa.select %40, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %45 = tosa.equal %43, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %46 = tosa.logical_not %45 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %47 = tosa.equal %44, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %48 = tosa.logical_not %47 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %49 = tosa.logical_or %46, %48 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %50 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %51 = tosa.select %49, %50, %37 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %52 = tosa.log %51 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %53 = tosa.abs %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %54 = tosa.maximum %53, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %55 = tosa.minimum %53, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %56 = tosa.equal %54, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %57 = tosa.select %56, %27, %54 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %58 = tosa.reciprocal %57 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %59 = tosa.mul %55, %58, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %60 = tosa.mul %59, %59, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.add %60, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %62 = tosa.rsqrt %61 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %63 = tosa.reciprocal %62 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %64 = tosa.mul %54, %63, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %65 = tosa.select %56, %36, %64 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %66 = tosa.equal %53, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %67 = tosa.select %66, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %68 = tosa.equal %67, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %69 = tosa.logical_not %68 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %70 = tosa.logical_or %69, %48 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %71 = tosa.select %70, %50, %65 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %72 = tosa.log %71 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %73 = tosa.sub %52, %72 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %74 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %75 = tosa.mul %73, %74, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %76 = tosa.reciprocal %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %77 = tosa.mul %9, %76, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %79 = tosa.mul %77, %78, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %80 = tosa.add %79, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %81 = tosa.sub %80, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %82 = tosa.equal %81, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %83 = tosa.log %80 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %84 = tosa.reciprocal %81 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %85 = tosa.mul %79, %84, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %86 = tosa.mul %83, %85, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %87 = tosa.select %82, %79, %86 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %88 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %89 = tosa.mul %87, %88, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %90 = tosa.abs %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %91 = tosa.maximum %90, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %92 = tosa.const  values(dense<1.000000e+08> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %93 = tosa.greater %91, %92 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %94 = tosa.greater %74, %90 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %95 = tosa.select %94, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %96 = tosa.select %93, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %97 = tosa.equal %95, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %98 = tosa.logical_not %97 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %99 = tosa.equal %96, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %100 = tosa.logical_not %99 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %101 = tosa.logical_or %98, %100 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %102 = tosa.select %101, %89, %75 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %103 = tosa.equal %90, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %104 = tosa.select %103, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %105 = tosa.equal %104, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %106 = tosa.logical_not %105 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %107 = tosa.logical_or %106, %48 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %dim = tensor.dim %9, %c0 : tensor<?x4xf32>
    %108 = arith.index_cast %dim : index to i64
    %109 = torch_c.from_i64 %108
    %110 = torch_c.from_i64 %c4_i64
    %111 = torch.prim.ListConstruct %109, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %112 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %113 = torch.aten.full %111, %24, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %114 = torch_c.to_builtin_tensor %113 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %115 = tosa.abs %114 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %116 = tosa.greater %25, %9 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %117 = tosa.equal %9, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %118 = tosa.reciprocal %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %119 = tosa.greater %25, %118 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %120 = tosa.logical_and %117, %119 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %121 = tosa.logical_or %116, %120 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %122 = tosa.negate %115, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %123 = tosa.select %121, %122, %115 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %124 = tosa.select %107, %123, %102 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %125 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %126 = tosa.mul %4, %125, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %127 = tosa.mul %16, %17, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %128 = tosa.sub %127, %11 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %129 = tosa.greater %25, %126 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %130 = tosa.equal %126, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %131 = tosa.reciprocal %126 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %132 = tosa.greater %25, %131 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %133 = tosa.logical_and %130, %132 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %134 = tosa.logical_or %129, %133 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %135 = tosa.greater %25, %128 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %136 = tosa.equal %128, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %137 = tosa.reciprocal %128 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %138 = tosa.greater %25, %137 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %139 = tosa.logical_and %136, %138 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %140 = tosa.logical_or %135, %139 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %141 = tosa.mul %126, %137, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %142 = tosa.abs %141 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.greater %142, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %144 = tosa.reciprocal %141 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.select %143, %144, %141 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.mul %145, %145, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %147 = tosa.const  values(dense<0.00286622578> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %148 = tosa.mul %147, %146, %10 : (tensor<1x1xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %149 = tosa.const  values(dense<-0.0161657371> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %150 = tosa.add %148, %149 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %151 = tosa.mul %150, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %152 = tosa.const  values(dense<0.0429096147> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %153 = tosa.add %151, %152 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %154 = tosa.mul %153, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %155 = tosa.const  values(dense<-0.0752896368> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %156 = tosa.add %154, %155 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %157 = tosa.mul %156, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %158 = tosa.const  values(dense<0.106562637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %159 = tosa.add %157, %158 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %160 = tosa.mul %159, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %161 = tosa.const  values(dense<-1.420890e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %162 = tosa.add %160, %161 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %163 = tosa.mul %162, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %164 = tosa.const  values(dense<0.199935511> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %165 = tosa.add %163, %164 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %166 = tosa.mul %165, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %167 = tosa.const  values(dense<-0.333331466> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %168 = tosa.add %166, %167 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %169 = tosa.mul %168, %146, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %170 = tosa.add %169, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %171 = tosa.mul %170, %145, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %172 = tosa.greater %25, %141 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %173 = tosa.const  values(dense<-1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %174 = tosa.const  values(dense<1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %175 = tosa.select %172, %173, %174 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %176 = tosa.sub %175, %171 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %177 = tosa.select %143, %176, %171 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %178 = tosa.const  values(dense<-3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %179 = tosa.const  values(dense<3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %180 = tosa.select %134, %178, %179 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %181 = tosa.add %177, %180 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %182 = tosa.select %135, %181, %177 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.abs %126 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %184 = tosa.equal %183, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %185 = tosa.abs %128 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %186 = tosa.equal %185, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %187 = tosa.const  values(dense<-0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %188 = tosa.select %134, %187, %25 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %189 = tosa.select %140, %180, %188 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %190 = tosa.select %186, %189, %182 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %191 = tosa.const  values(dense<-2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %192 = tosa.const  values(dense<2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %193 = tosa.select %134, %191, %192 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %194 = tosa.const  values(dense<-0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %195 = tosa.const  values(dense<0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %196 = tosa.select %134, %194, %195 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %197 = tosa.select %140, %193, %196 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %198 = tosa.select %134, %173, %174 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %199 = tosa.select %186, %197, %198 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %200 = tosa.select %184, %199, %190 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %201 = tosa.select %140, %180, %126 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %202 = tosa.select %130, %201, %198 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %203 = tosa.select %136, %202, %200 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %204 = tosa.equal %128, %128 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %205 = tosa.logical_not %204 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %206 = tosa.equal %126, %126 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %207 = tosa.logical_not %206 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %208 = tosa.logical_or %205, %207 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %209 = tosa.const  values(dense<[[0x7FC00000]]> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %210 = tosa.select %208, %209, %203 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim_5 = tensor.dim %128, %c0 : tensor<?x4xf32>
    %211 = arith.index_cast %dim_5 : index to i64
    %212 = torch_c.from_i64 %211
    %213 = torch.prim.ListConstruct %212, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %214 = torch.aten.full %213, %14, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %215 = torch_c.to_builtin_tensor %214 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %216 = tosa.abs %215 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %217 = tosa.negate %216, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %218 = tosa.select %140, %217, %216 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %219 = tosa.greater %25, %218 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %220 = torch.prim.ListConstruct %212, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %221 = torch_c.from_f64 %cst_2
    %222 = torch.aten.full %220, %221, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %223 = torch.prim.ListConstruct %212, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %224 = torch.aten.full %223, %24, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %225 = torch_c.to_builtin_tensor %222 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %226 = torch_c.to_builtin_tensor %224 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %227 = tosa.select %219, %225, %226 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %228 = tosa.abs %227 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %229 = tosa.negate %228, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %230 = tosa.select %134, %229, %228 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %231 = tosa.select %130, %230, %210 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %232 = tosa.select %186, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %233 = tosa.select %184, %41, %42 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %234 = tosa.equal %232, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %235 = tosa.logical_not %234 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %236 = tosa.equal %233, %42 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %237 = tosa.logical_not %236 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %238 = tosa.logical_and %235, %237 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %239 = torch.prim.ListConstruct %212, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %240 = torch_c.from_f64 %cst
    %241 = torch.aten.full %239, %240, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %242 = torch.prim.ListConstruct %212, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %243 = torch_c.from_f64 %cst_0
    %244 = torch.aten.full %242, %243, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %245 = torch_c.to_builtin_tensor %241 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %246 = torch_c.to_builtin_tensor %244 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %247 = tosa.select %219, %245, %246 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %248 = tosa.abs %247 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %249 = tosa.negate %248, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %250 = tosa.select %134, %249, %248 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %251 = tosa.select %238, %250, %231 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %252 = tosa.mul %251, %74, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %253 = torch.prim.ListConstruct %109, %110 : (!torch.int, !torch.int) -> !torch.list<int>
    %254 = torch_c.from_f64 %cst_1
    %255 = torch.aten.full %253, %254, %112, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %256 = torch_c.to_builtin_tensor %255 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %257 = tosa.abs %256 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %258 = tosa.greater %25, %4 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %259 = tosa.equal %4, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %260 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %261 = tosa.greater %25, %260 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %262 = tosa.logical_and %259, %261 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %263 = tosa.logical_or %258, %262 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %264 = tosa.negate %257, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %265 = tosa.select %263, %264, %257 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %266 = tosa.select %93, %265, %252 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %267 = tosa.negate %124, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %268 = tosa.reshape %266, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %269 = tosa.reshape %267, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %270 = tosa.concat %268, %269 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %270 : tensor<?x4x2xf32>
  }
}
