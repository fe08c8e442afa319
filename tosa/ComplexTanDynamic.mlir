// tmlir e2e reproducer: test ComplexTanDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexTanDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
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
    %8 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %9 = tosa.negate %7, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %10 = tosa.sin %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %11 = tosa.cos %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %12 = tosa.reciprocal %11 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.mul %10, %12, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %15 = tosa.abs %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %16 = tosa.const  values(dense<0.693147182> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %17 = tosa.sub %15, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %18 = tosa.exp %17 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.reciprocal %18 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %21 = tosa.mul %19, %20, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %22 = tosa.add %18, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.sub %18, %21 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %24 = tosa.abs %23 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.greater %25, %9 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %27 = tosa.equal %9, %25 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %28 = tosa.reciprocal %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %29 = tosa.greater %25, %28 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %30 = tosa.logical_and %27, %29 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %31 = tosa.logical_or %26, %30 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %32 = tosa.negate %24, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %33 = tosa.select %31, %32, %24 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %34 = tosa.mul %9, %9, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %35 = tosa.const  values(dense<0.0238095243> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %36 = tosa.mul %34, %35, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = torch_c.from_f64 %cst_2
    %38 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %39 = tosa.add %36, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %40 = tosa.mul %34, %39, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %41 = tosa.const  values(dense<5.000000e-02> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %42 = tosa.mul %40, %41, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %43 = tosa.add %42, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %44 = tosa.mul %34, %43, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %45 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %46 = tosa.mul %44, %45, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %47 = tosa.add %46, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %48 = tosa.mul %9, %47, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %49 = tosa.const  values(dense<1.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %50 = tosa.greater %49, %15 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %51 = tosa.select %50, %48, %33 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %52 = tosa.mul %14, %14, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %53 = tosa.add %52, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %54 = tosa.mul %53, %51, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %55 = tosa.mul %54, %51, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %56 = tosa.add %55, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %57 = tosa.mul %54, %22, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.reciprocal %56 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %59 = tosa.mul %57, %58, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %60 = tosa.mul %14, %58, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<9.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.greater %15, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %63 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %64 = tosa.mul %4, %63, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %65 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %66 = tosa.mul %64, %65, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.add %66, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %69 = tosa.floor %68 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %70 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %71 = tosa.mul %69, %70, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %72 = tosa.greater %25, %71 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %73 = tosa.ceil %71 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %74 = tosa.floor %71 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %75 = tosa.select %72, %73, %74 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %76 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %77 = tosa.mul %75, %76, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.sub %69, %77 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %79 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %80 = tosa.mul %77, %79, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %81 = tosa.sub %64, %80 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %82 = tosa.mul %78, %79, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %83 = tosa.sub %81, %82 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %84 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %85 = tosa.mul %77, %84, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %86 = tosa.sub %83, %85 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %87 = tosa.mul %78, %84, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %88 = tosa.sub %86, %87 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %89 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %90 = tosa.mul %77, %89, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %91 = tosa.sub %88, %90 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %92 = tosa.mul %78, %89, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %93 = tosa.sub %91, %92 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %94 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.mul %77, %94, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %96 = tosa.sub %93, %95 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %97 = tosa.mul %78, %94, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %98 = tosa.sub %96, %97 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %99 = tosa.mul %98, %98, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %99, %c0 : tensor<?x4xf32>
    %100 = arith.index_cast %dim : index to i64
    %101 = torch_c.from_i64 %100
    %102 = torch_c.from_i64 %c4_i64
    %103 = torch.prim.ListConstruct %101, %102 : (!torch.int, !torch.int) -> !torch.list<int>
    %104 = torch_c.from_f64 %cst_1
    %105 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %106 = torch.aten.full %103, %104, %105, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %107 = torch_c.to_builtin_tensor %106 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %108 = tosa.mul %107, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %109 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %110 = tosa.add %108, %109 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %111 = tosa.mul %110, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %112 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %113 = tosa.add %111, %112 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %114 = tosa.mul %113, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %115 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %116 = tosa.add %114, %115 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %117 = tosa.mul %116, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %118 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %119 = tosa.add %117, %118 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %120 = tosa.mul %119, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %121 = tosa.add %120, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %122 = tosa.mul %98, %121, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %123 = torch.prim.ListConstruct %101, %102 : (!torch.int, !torch.int) -> !torch.list<int>
    %124 = torch_c.from_f64 %cst_0
    %125 = torch.aten.full %123, %124, %105, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %126 = torch_c.to_builtin_tensor %125 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %127 = tosa.mul %126, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %128 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %129 = tosa.add %127, %128 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %130 = tosa.mul %129, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %131 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %132 = tosa.add %130, %131 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %133 = tosa.mul %132, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %134 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %135 = tosa.add %133, %134 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %136 = tosa.mul %135, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %137 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %138 = tosa.add %136, %137 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %139 = tosa.mul %138, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %140 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %141 = tosa.add %139, %140 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %142 = tosa.mul %141, %99, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %143 = tosa.add %142, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %144 = tosa.mul %69, %20, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %145 = tosa.floor %144 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %147 = tosa.mul %145, %146, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %148 = tosa.sub %69, %147 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %149 = tosa.negate %122, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %150 = tosa.negate %143, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %151 = tosa.equal %148, %38 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %152 = tosa.equal %148, %63 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %153 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %154 = tosa.equal %148, %153 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %155 = tosa.select %154, %150, %122 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %156 = tosa.select %152, %149, %155 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %157 = tosa.select %151, %143, %156 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %158 = tosa.abs %64 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %159 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %160 = tosa.greater %159, %158 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %161 = tosa.sin %64 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %162 = tosa.select %160, %157, %161 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %163 = tosa.const  values(dense<-2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %164 = tosa.mul %15, %163, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %165 = tosa.exp %164 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %166 = tosa.mul %162, %165, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %167 = tosa.mul %166, %63, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %168 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %169 = tosa.equal %15, %168 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim_3 = tensor.dim %9, %c0 : tensor<?x4xf32>
    %170 = arith.index_cast %dim_3 : index to i64
    %171 = torch_c.from_i64 %170
    %172 = torch.prim.ListConstruct %171, %102 : (!torch.int, !torch.int) -> !torch.list<int>
    %173 = torch_c.from_f64 %cst
    %174 = torch.aten.full %172, %173, %105, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %175 = torch_c.to_builtin_tensor %174 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %176 = tosa.select %169, %175, %167 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %177 = torch.prim.ListConstruct %171, %102 : (!torch.int, !torch.int) -> !torch.list<int>
    %178 = torch.aten.full %177, %37, %105, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %179 = torch_c.to_builtin_tensor %178 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %180 = tosa.abs %179 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %181 = tosa.negate %180, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %182 = tosa.select %31, %181, %180 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.select %62, %182, %59 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %184 = tosa.select %62, %176, %60 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %185 = tosa.negate %183, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %186 = tosa.reshape %184, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %187 = tosa.reshape %185, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %188 = tosa.concat %186, %187 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %188 : tensor<?x4x2xf32>
  }
}
