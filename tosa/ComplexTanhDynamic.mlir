// tmlir e2e reproducer: test ComplexTanhDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 9 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexTanhDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 2.08767569878681E-9 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant -2.505210838544172E-8 : f64
    %c6_i64 = arith.constant 6 : i64
    %cst_2 = arith.constant 1.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.sin %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = tosa.cos %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %10 = tosa.reciprocal %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %11 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.mul %8, %10, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %13 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %14 = tosa.const  values(dense<0.693147182> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %15 = tosa.sub %13, %14 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %16 = tosa.exp %15 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %17 = tosa.reciprocal %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %19 = tosa.mul %17, %18, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %20 = tosa.add %16, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.sub %16, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.abs %21 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %24 = tosa.greater %23, %4 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %25 = tosa.equal %4, %23 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %26 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %27 = tosa.greater %23, %26 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %28 = tosa.logical_and %25, %27 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %29 = tosa.logical_or %24, %28 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %30 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %31 = tosa.negate %22, %30, %30 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %32 = tosa.select %29, %31, %22 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.mul %4, %4, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %34 = tosa.const  values(dense<0.0238095243> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %35 = tosa.mul %33, %34, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %36 = torch_c.from_f64 %cst_2
    %37 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %38 = tosa.add %35, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %39 = tosa.mul %33, %38, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %40 = tosa.const  values(dense<5.000000e-02> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %41 = tosa.mul %39, %40, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.add %41, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %43 = tosa.mul %33, %42, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %44 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %45 = tosa.mul %43, %44, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %46 = tosa.add %45, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %47 = tosa.mul %4, %46, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %48 = tosa.const  values(dense<1.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %49 = tosa.greater %48, %13 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %50 = tosa.select %49, %47, %32 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %51 = tosa.mul %12, %12, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %52 = tosa.add %51, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %53 = tosa.mul %52, %50, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %54 = tosa.mul %53, %50, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %55 = tosa.add %54, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %56 = tosa.mul %53, %20, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %57 = tosa.reciprocal %55 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %58 = tosa.mul %56, %57, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %59 = tosa.mul %12, %57, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %60 = tosa.const  values(dense<9.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %61 = tosa.greater %13, %60 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %62 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %63 = tosa.mul %7, %62, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.mul %63, %64, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %66 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %67 = tosa.add %65, %66 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %68 = tosa.floor %67 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %69 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %70 = tosa.mul %68, %69, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %71 = tosa.greater %23, %70 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %72 = tosa.ceil %70 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %73 = tosa.floor %70 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %74 = tosa.select %71, %72, %73 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %75 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %76 = tosa.mul %74, %75, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %77 = tosa.sub %68, %76 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %78 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %79 = tosa.mul %76, %78, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %80 = tosa.sub %63, %79 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %81 = tosa.mul %77, %78, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %82 = tosa.sub %80, %81 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %83 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %84 = tosa.mul %76, %83, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %85 = tosa.sub %82, %84 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %86 = tosa.mul %77, %83, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %87 = tosa.sub %85, %86 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %88 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %89 = tosa.mul %76, %88, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %90 = tosa.sub %87, %89 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %91 = tosa.mul %77, %88, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %92 = tosa.sub %90, %91 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %93 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %94 = tosa.mul %76, %93, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %95 = tosa.sub %92, %94 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %96 = tosa.mul %77, %93, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %97 = tosa.sub %95, %96 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %98 = tosa.mul %97, %97, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %98, %c0 : tensor<?x4xf32>
    %99 = arith.index_cast %dim : index to i64
    %100 = torch_c.from_i64 %99
    %101 = torch_c.from_i64 %c4_i64
    %102 = torch.prim.ListConstruct %100, %101 : (!torch.int, !torch.int) -> !torch.list<int>
    %103 = torch_c.from_f64 %cst_1
    %104 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %105 = torch.aten.full %102, %103, %104, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %106 = torch_c.to_builtin_tensor %105 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %107 = tosa.mul %106, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %108 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %109 = tosa.add %107, %108 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %110 = tosa.mul %109, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %111 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %112 = tosa.add %110, %111 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %113 = tosa.mul %112, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %114 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %115 = tosa.add %113, %114 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %116 = tosa.mul %115, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %117 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %118 = tosa.add %116, %117 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %119 = tosa.mul %118, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %120 = tosa.add %119, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %121 = tosa.mul %97, %120, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %122 = torch.prim.ListConstruct %100, %101 : (!torch.int, !torch.int) -> !torch.list<int>
    %123 = torch_c.from_f64 %cst_0
    %124 = torch.aten.full %122, %123, %104, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %125 = torch_c.to_builtin_tensor %124 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %126 = tosa.mul %125, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %127 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %128 = tosa.add %126, %127 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %129 = tosa.mul %128, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %130 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %131 = tosa.add %129, %130 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %132 = tosa.mul %131, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %133 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %134 = tosa.add %132, %133 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %135 = tosa.mul %134, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %136 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %137 = tosa.add %135, %136 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %138 = tosa.mul %137, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %139 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %140 = tosa.add %138, %139 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %141 = tosa.mul %140, %98, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %142 = tosa.add %141, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %143 = tosa.mul %68, %18, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %144 = tosa.floor %143 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %146 = tosa.mul %144, %145, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %147 = tosa.sub %68, %146 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %148 = tosa.negate %121, %30, %30 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %149 = tosa.negate %142, %30, %30 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %150 = tosa.equal %147, %37 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %151 = tosa.equal %147, %62 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %152 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %153 = tosa.equal %147, %152 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %154 = tosa.select %153, %149, %121 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %155 = tosa.select %151, %148, %154 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %156 = tosa.select %150, %142, %155 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %157 = tosa.abs %63 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %158 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %159 = tosa.greater %158, %157 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %160 = tosa.sin %63 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %161 = tosa.select %159, %156, %160 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %162 = tosa.const  values(dense<-2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %163 = tosa.mul %13, %162, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %164 = tosa.exp %163 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %165 = tosa.mul %161, %164, %11 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %166 = tosa.mul %165, %62, %11 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %167 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %168 = tosa.equal %13, %167 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim_3 = tensor.dim %4, %c0 : tensor<?x4xf32>
    %169 = arith.index_cast %dim_3 : index to i64
    %170 = torch_c.from_i64 %169
    %171 = torch.prim.ListConstruct %170, %101 : (!torch.int, !torch.int) -> !torch.list<int>
    %172 = torch_c.from_f64 %cst
    %173 = torch.aten.full %171, %172, %104, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %174 = torch_c.to_builtin_tensor %173 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %175 = tosa.select %168, %174, %166 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %176 = torch.prim.ListConstruct %170, %101 : (!torch.int, !torch.int) -> !torch.list<int>
    %177 = torch.aten.full %176, %36, %104, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %178 = torch_c.to_builtin_tensor %177 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %179 = tosa.abs %178 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %180 = tosa.negate %179, %30, %30 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %181 = tosa.select %29, %180, %179 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %182 = tosa.select %61, %181, %58 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.select %61, %175, %59 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %184 = tosa.reshape %182, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %185 = tosa.reshape %183, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %186 = tosa.concat %184, %185 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %186 : tensor<?x4x2xf32>
  }
}
