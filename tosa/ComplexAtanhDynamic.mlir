// tmlir e2e reproducer: test ComplexAtanhDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexAtanhDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
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
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.mul %7, %7, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %10 = tosa.const  values(dense<-1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %11 = tosa.mul %4, %10, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %12 = torch_c.from_f64 %cst_3
    %13 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %14 = tosa.add %11, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %15 = tosa.add %4, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %16 = tosa.mul %14, %14, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %17 = tosa.add %16, %9 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.abs %15 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.maximum %18, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.minimum %18, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = torch_c.from_f64 %cst_4
    %23 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %24 = tosa.equal %20, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %25 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.select %24, %25, %20 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %27 = tosa.reciprocal %26 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.mul %21, %27, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %29 = tosa.mul %28, %28, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %30 = tosa.add %29, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %31 = tosa.rsqrt %30 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %32 = tosa.reciprocal %31 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.mul %20, %32, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %34 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %35 = tosa.select %24, %34, %33 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %36 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %37 = tosa.equal %18, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %38 = tosa.equal %19, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %39 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %40 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %41 = tosa.select %37, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %42 = tosa.select %38, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %43 = tosa.equal %41, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %44 = tosa.logical_not %43 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %45 = tosa.equal %42, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %46 = tosa.logical_not %45 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %47 = tosa.logical_or %44, %46 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %48 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %49 = tosa.select %47, %48, %35 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %50 = tosa.log %49 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %51 = tosa.abs %14 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %52 = tosa.maximum %51, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %53 = tosa.minimum %51, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %54 = tosa.equal %52, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %55 = tosa.select %54, %25, %52 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %56 = tosa.reciprocal %55 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %57 = tosa.mul %53, %56, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.mul %57, %57, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %59 = tosa.add %58, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %60 = tosa.rsqrt %59 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.reciprocal %60 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %62 = tosa.mul %52, %61, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %63 = tosa.select %54, %34, %62 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %64 = tosa.equal %51, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %65 = tosa.select %64, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %66 = tosa.equal %65, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %67 = tosa.logical_not %66 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %68 = tosa.logical_or %67, %46 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %69 = tosa.select %68, %48, %63 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %70 = tosa.log %69 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %71 = tosa.sub %50, %70 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %72 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %73 = tosa.mul %71, %72, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %74 = tosa.reciprocal %17 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %75 = tosa.mul %4, %74, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %76 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %77 = tosa.mul %75, %76, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.add %77, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %79 = tosa.sub %78, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %80 = tosa.equal %79, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %81 = tosa.log %78 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %82 = tosa.reciprocal %79 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %83 = tosa.mul %77, %82, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %84 = tosa.mul %81, %83, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %85 = tosa.select %80, %77, %84 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %86 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %87 = tosa.mul %85, %86, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %88 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %89 = tosa.maximum %88, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %90 = tosa.const  values(dense<1.000000e+08> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %91 = tosa.greater %89, %90 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %92 = tosa.greater %72, %88 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %93 = tosa.select %92, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %94 = tosa.select %91, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %95 = tosa.equal %93, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %96 = tosa.logical_not %95 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %97 = tosa.equal %94, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %98 = tosa.logical_not %97 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %99 = tosa.logical_or %96, %98 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %100 = tosa.select %99, %87, %73 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %101 = tosa.equal %88, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %102 = tosa.select %101, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %103 = tosa.equal %102, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %104 = tosa.logical_not %103 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %105 = tosa.logical_or %104, %46 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %dim = tensor.dim %4, %c0 : tensor<?x4xf32>
    %106 = arith.index_cast %dim : index to i64
    %107 = torch_c.from_i64 %106
    %108 = torch_c.from_i64 %c4_i64
    %109 = torch.prim.ListConstruct %107, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %110 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %111 = torch.aten.full %109, %22, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %112 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %113 = tosa.abs %112 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.greater %23, %4 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %115 = tosa.equal %4, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %116 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %117 = tosa.greater %23, %116 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %118 = tosa.logical_and %115, %117 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %119 = tosa.logical_or %114, %118 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %120 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %121 = tosa.negate %113, %120, %120 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %122 = tosa.select %119, %121, %113 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %123 = tosa.select %105, %122, %100 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %124 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %125 = tosa.mul %7, %124, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %126 = tosa.mul %14, %15, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %127 = tosa.sub %126, %9 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %128 = tosa.greater %23, %125 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %129 = tosa.equal %125, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %130 = tosa.reciprocal %125 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %131 = tosa.greater %23, %130 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %132 = tosa.logical_and %129, %131 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %133 = tosa.logical_or %128, %132 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %134 = tosa.greater %23, %127 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %135 = tosa.equal %127, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %136 = tosa.reciprocal %127 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %137 = tosa.greater %23, %136 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %138 = tosa.logical_and %135, %137 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %139 = tosa.logical_or %134, %138 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %140 = tosa.mul %125, %136, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %141 = tosa.abs %140 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %142 = tosa.greater %141, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %143 = tosa.reciprocal %140 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %144 = tosa.select %142, %143, %140 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.mul %144, %144, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %146 = tosa.const  values(dense<0.00286622578> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %147 = tosa.mul %146, %145, %8 : (tensor<1x1xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %148 = tosa.const  values(dense<-0.0161657371> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %149 = tosa.add %147, %148 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %150 = tosa.mul %149, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %151 = tosa.const  values(dense<0.0429096147> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %152 = tosa.add %150, %151 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %153 = tosa.mul %152, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %154 = tosa.const  values(dense<-0.0752896368> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %155 = tosa.add %153, %154 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %156 = tosa.mul %155, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %157 = tosa.const  values(dense<0.106562637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %158 = tosa.add %156, %157 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %159 = tosa.mul %158, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %160 = tosa.const  values(dense<-1.420890e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %161 = tosa.add %159, %160 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %162 = tosa.mul %161, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %163 = tosa.const  values(dense<0.199935511> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %164 = tosa.add %162, %163 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %165 = tosa.mul %164, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %166 = tosa.const  values(dense<-0.333331466> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %167 = tosa.add %165, %166 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %168 = tosa.mul %167, %145, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %169 = tosa.add %168, %13 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %170 = tosa.mul %169, %144, %8 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %171 = tosa.greater %23, %140 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %172 = tosa.const  values(dense<-1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %173 = tosa.const  values(dense<1.57079637> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %174 = tosa.select %171, %172, %173 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %175 = tosa.sub %174, %170 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %176 = tosa.select %142, %175, %170 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %177 = tosa.const  values(dense<-3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %178 = tosa.const  values(dense<3.14159274> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %179 = tosa.select %133, %177, %178 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %180 = tosa.add %176, %179 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %181 = tosa.select %134, %180, %176 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %182 = tosa.abs %125 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.equal %182, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %184 = tosa.abs %127 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %185 = tosa.equal %184, %36 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %186 = tosa.const  values(dense<-0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %187 = tosa.select %133, %186, %23 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %188 = tosa.select %139, %179, %187 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %189 = tosa.select %185, %188, %181 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %190 = tosa.const  values(dense<-2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %191 = tosa.const  values(dense<2.3561945> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %192 = tosa.select %133, %190, %191 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %193 = tosa.const  values(dense<-0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %194 = tosa.const  values(dense<0.785398185> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %195 = tosa.select %133, %193, %194 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %196 = tosa.select %139, %192, %195 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %197 = tosa.select %133, %172, %173 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %198 = tosa.select %185, %196, %197 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %199 = tosa.select %183, %198, %189 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %200 = tosa.select %139, %179, %125 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %201 = tosa.select %129, %200, %197 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %202 = tosa.select %135, %201, %199 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %203 = tosa.equal %127, %127 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %204 = tosa.logical_not %203 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %205 = tosa.equal %125, %125 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %206 = tosa.logical_not %205 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %207 = tosa.logical_or %204, %206 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %208 = tosa.const  values(dense<[[0x7FC00000]]> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %209 = tosa.select %207, %208, %202 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim_5 = tensor.dim %127, %c0 : tensor<?x4xf32>
    %210 = arith.index_cast %dim_5 : index to i64
    %211 = torch_c.from_i64 %210
    %212 = torch.prim.ListConstruct %211, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.full %212, %12, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %214 = torch_c.to_builtin_tensor %213 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %215 = tosa.abs %214 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %216 = tosa.negate %215, %120, %120 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %217 = tosa.select %139, %216, %215 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %218 = tosa.greater %23, %217 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %219 = torch.prim.ListConstruct %211, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %220 = torch_c.from_f64 %cst_2
    %221 = torch.aten.full %219, %220, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %222 = torch.prim.ListConstruct %211, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten.full %222, %22, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %224 = torch_c.to_builtin_tensor %221 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %225 = torch_c.to_builtin_tensor %223 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %226 = tosa.select %218, %224, %225 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %227 = tosa.abs %226 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %228 = tosa.negate %227, %120, %120 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %229 = tosa.select %133, %228, %227 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %230 = tosa.select %129, %229, %209 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %231 = tosa.select %185, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %232 = tosa.select %183, %39, %40 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %233 = tosa.equal %231, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %234 = tosa.logical_not %233 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %235 = tosa.equal %232, %40 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %236 = tosa.logical_not %235 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %237 = tosa.logical_and %234, %236 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %238 = torch.prim.ListConstruct %211, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %239 = torch_c.from_f64 %cst
    %240 = torch.aten.full %238, %239, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %241 = torch.prim.ListConstruct %211, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %242 = torch_c.from_f64 %cst_0
    %243 = torch.aten.full %241, %242, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %244 = torch_c.to_builtin_tensor %240 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %245 = torch_c.to_builtin_tensor %243 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %246 = tosa.select %218, %244, %245 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %247 = tosa.abs %246 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %248 = tosa.negate %247, %120, %120 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %249 = tosa.select %133, %248, %247 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %250 = tosa.select %237, %249, %230 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %251 = tosa.mul %250, %72, %8 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %252 = torch.prim.ListConstruct %107, %108 : (!torch.int, !torch.int) -> !torch.list<int>
    %253 = torch_c.from_f64 %cst_1
    %254 = torch.aten.full %252, %253, %110, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %255 = torch_c.to_builtin_tensor %254 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %256 = tosa.abs %255 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %257 = tosa.greater %23, %7 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %258 = tosa.equal %7, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %259 = tosa.reciprocal %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %260 = tosa.greater %23, %259 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %261 = tosa.logical_and %258, %260 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %262 = tosa.logical_or %257, %261 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %263 = tosa.negate %256, %120, %120 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %264 = tosa.select %262, %263, %256 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %265 = tosa.select %91, %264, %251 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %266 = tosa.reshape %123, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %267 = tosa.reshape %265, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %268 = tosa.concat %266, %267 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %268 : tensor<?x4x2xf32>
  }
}
