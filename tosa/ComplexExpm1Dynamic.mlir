// tmlir e2e reproducer: test ComplexExpm1Dynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 17 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
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
// rerun: tmlir-opt ComplexExpm1Dynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant -2.505210838544172E-8 : f64
    %c6_i64 = arith.constant 6 : i64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant 2.08767569878681E-9 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.mul %7, %8, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %11 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %12 = tosa.mul %10, %11, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %13 = tosa.add %12, %8 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %14 = tosa.floor %13 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %15 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.mul %14, %15, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %17 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %18 = tosa.greater %17, %16 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %19 = tosa.ceil %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.floor %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.select %18, %19, %20 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %23 = tosa.mul %21, %22, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %24 = tosa.sub %14, %23 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.mul %23, %25, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %27 = tosa.sub %10, %26 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.mul %24, %25, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %29 = tosa.sub %27, %28 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %31 = tosa.mul %23, %30, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.sub %29, %31 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.mul %24, %30, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %34 = tosa.sub %32, %33 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %35 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %36 = tosa.mul %23, %35, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.sub %34, %36 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %38 = tosa.mul %24, %35, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %39 = tosa.sub %37, %38 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %40 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %41 = tosa.mul %23, %40, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.sub %39, %41 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %43 = tosa.mul %24, %40, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %44 = tosa.sub %42, %43 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %45 = tosa.mul %44, %44, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %45, %c0 : tensor<?x4xf32>
    %46 = arith.index_cast %dim : index to i64
    %47 = torch_c.from_i64 %46
    %48 = torch_c.from_i64 %c4_i64
    %49 = torch.prim.ListConstruct %47, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %50 = torch_c.from_f64 %cst_0
    %51 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %52 = torch.aten.full %49, %50, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %53 = torch_c.to_builtin_tensor %52 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %54 = tosa.mul %53, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %55 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %56 = tosa.add %54, %55 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %57 = tosa.mul %56, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %59 = tosa.add %57, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %60 = tosa.mul %59, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.add %60, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %63 = tosa.mul %62, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.add %63, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %66 = tosa.mul %65, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = torch_c.from_f64 %cst_1
    %68 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %69 = tosa.add %66, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %70 = tosa.mul %44, %69, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %71 = torch.prim.ListConstruct %47, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %72 = torch_c.from_f64 %cst_2
    %73 = torch.aten.full %71, %72, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %74 = torch_c.to_builtin_tensor %73 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %75 = tosa.mul %74, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %76 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %77 = tosa.add %75, %76 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %78 = tosa.mul %77, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %79 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %80 = tosa.add %78, %79 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %81 = tosa.mul %80, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %82 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %83 = tosa.add %81, %82 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %84 = tosa.mul %83, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %85 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %86 = tosa.add %84, %85 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %87 = tosa.mul %86, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %88 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %89 = tosa.add %87, %88 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %90 = tosa.mul %89, %45, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %91 = tosa.add %90, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %92 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %93 = tosa.mul %14, %92, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %94 = tosa.floor %93 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %95 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %96 = tosa.mul %94, %95, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %97 = tosa.sub %14, %96 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %98 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %99 = tosa.negate %70, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %100 = tosa.negate %91, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %101 = tosa.equal %97, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %102 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %103 = tosa.equal %97, %102 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %104 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %105 = tosa.equal %97, %104 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %106 = tosa.select %105, %100, %70 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %107 = tosa.select %103, %99, %106 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %108 = tosa.select %101, %91, %107 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %109 = tosa.abs %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %110 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %111 = tosa.greater %110, %109 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %112 = tosa.sin %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %113 = tosa.select %111, %108, %112 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.mul %7, %11, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %115 = tosa.add %114, %8 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %116 = tosa.floor %115 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %117 = tosa.mul %116, %15, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %118 = tosa.greater %17, %117 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %119 = tosa.ceil %117 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %120 = tosa.floor %117 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %121 = tosa.select %118, %119, %120 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %122 = tosa.mul %121, %22, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %123 = tosa.sub %116, %122 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %124 = tosa.mul %122, %25, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %125 = tosa.sub %7, %124 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %126 = tosa.mul %123, %25, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %127 = tosa.sub %125, %126 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %128 = tosa.mul %122, %30, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %129 = tosa.sub %127, %128 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %130 = tosa.mul %123, %30, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %131 = tosa.sub %129, %130 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %132 = tosa.mul %122, %35, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %133 = tosa.sub %131, %132 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %134 = tosa.mul %123, %35, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %135 = tosa.sub %133, %134 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %136 = tosa.mul %122, %40, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %137 = tosa.sub %135, %136 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %138 = tosa.mul %123, %40, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %139 = tosa.sub %137, %138 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %140 = tosa.mul %139, %139, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim_3 = tensor.dim %140, %c0 : tensor<?x4xf32>
    %141 = arith.index_cast %dim_3 : index to i64
    %142 = torch_c.from_i64 %141
    %143 = torch.prim.ListConstruct %142, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %144 = torch.aten.full %143, %50, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %145 = torch_c.to_builtin_tensor %144 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %146 = tosa.mul %145, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %147 = tosa.add %146, %55 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %148 = tosa.mul %147, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %149 = tosa.add %148, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %150 = tosa.mul %149, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %151 = tosa.add %150, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %152 = tosa.mul %151, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %153 = tosa.add %152, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %154 = tosa.mul %153, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %155 = tosa.add %154, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %156 = tosa.mul %139, %155, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %157 = torch.prim.ListConstruct %142, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.full %157, %72, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %159 = torch_c.to_builtin_tensor %158 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %160 = tosa.mul %159, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %161 = tosa.add %160, %76 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %162 = tosa.mul %161, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %163 = tosa.add %162, %79 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %164 = tosa.mul %163, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %165 = tosa.add %164, %82 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %166 = tosa.mul %165, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %167 = tosa.add %166, %85 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %168 = tosa.mul %167, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %169 = tosa.add %168, %88 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %170 = tosa.mul %169, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %171 = tosa.add %170, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %172 = tosa.mul %116, %92, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %173 = tosa.floor %172 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %174 = tosa.mul %173, %95, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %175 = tosa.sub %116, %174 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %176 = tosa.negate %156, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %177 = tosa.negate %171, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %178 = tosa.equal %175, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %179 = tosa.equal %175, %102 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %180 = tosa.equal %175, %104 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %181 = tosa.select %180, %156, %171 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %182 = tosa.select %179, %177, %181 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.select %178, %176, %182 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %184 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %185 = tosa.greater %110, %184 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %186 = tosa.cos %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %187 = tosa.select %185, %183, %186 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim_4 = tensor.dim %4, %c0 : tensor<?x4xf32>
    %188 = arith.index_cast %dim_4 : index to i64
    %189 = torch_c.from_i64 %188
    %190 = torch.prim.ListConstruct %189, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %191 = torch.aten.full %190, %67, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %192 = torch_c.to_builtin_tensor %191 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %193 = tosa.mul %4, %192, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %194 = tosa.const  values(dense<0.142857149> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %195 = tosa.mul %193, %194, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %196 = tosa.add %195, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %197 = tosa.mul %4, %196, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %198 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %199 = tosa.mul %197, %198, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %200 = tosa.add %199, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %201 = tosa.mul %4, %200, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %202 = tosa.const  values(dense<2.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %203 = tosa.mul %201, %202, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %204 = tosa.add %203, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %205 = tosa.mul %4, %204, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %206 = tosa.mul %205, %92, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %207 = tosa.add %206, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %208 = tosa.mul %4, %207, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %209 = tosa.const  values(dense<0.333333343> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %210 = tosa.mul %208, %209, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %211 = tosa.add %210, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %212 = tosa.mul %4, %211, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %213 = tosa.mul %212, %8, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %214 = tosa.add %213, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %215 = tosa.mul %4, %214, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %216 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %217 = tosa.const  values(dense<1.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %218 = tosa.greater %217, %216 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %219 = tosa.exp %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %220 = tosa.sub %219, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %221 = tosa.select %218, %215, %220 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %222 = tosa.mul %221, %187, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %223 = tosa.mul %113, %113, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %224 = tosa.mul %223, %102, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %225 = tosa.sub %222, %224 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %226 = torch.prim.ListConstruct %142, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %227 = torch.aten.full %226, %50, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %228 = torch_c.to_builtin_tensor %227 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %229 = tosa.mul %228, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %230 = tosa.add %229, %55 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %231 = tosa.mul %230, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %232 = tosa.add %231, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %233 = tosa.mul %232, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %234 = tosa.add %233, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %235 = tosa.mul %234, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %236 = tosa.add %235, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %237 = tosa.mul %236, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %238 = tosa.add %237, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %239 = tosa.mul %139, %238, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %240 = torch.prim.ListConstruct %142, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.full %240, %72, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %242 = torch_c.to_builtin_tensor %241 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %243 = tosa.mul %242, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %244 = tosa.add %243, %76 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %245 = tosa.mul %244, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %246 = tosa.add %245, %79 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %247 = tosa.mul %246, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %248 = tosa.add %247, %82 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %249 = tosa.mul %248, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %250 = tosa.add %249, %85 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %251 = tosa.mul %250, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %252 = tosa.add %251, %88 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %253 = tosa.mul %252, %140, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %254 = tosa.add %253, %68 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %255 = tosa.negate %239, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %256 = tosa.negate %254, %98, %98 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %257 = tosa.select %180, %256, %239 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %258 = tosa.select %179, %255, %257 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %259 = tosa.select %178, %254, %258 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %260 = tosa.sin %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %261 = tosa.select %185, %259, %260 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %262 = tosa.mul %219, %261, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %263 = torch_c.from_f64 %cst
    %264 = tosa.equal %7, %17 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %265 = tosa.select %264, %7, %262 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %266 = tosa.equal %219, %17 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %267 = torch.prim.ListConstruct %189, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %268 = torch.aten.full %267, %263, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %269 = torch_c.to_builtin_tensor %268 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %270 = tosa.select %266, %269, %265 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %271 = tosa.reshape %225, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %272 = tosa.reshape %270, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %273 = tosa.concat %271, %272 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %273 : tensor<?x4x2xf32>
  }
}
