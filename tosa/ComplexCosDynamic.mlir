// tmlir e2e reproducer: test ComplexCosDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 7 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexCosDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 2.08767569878681E-9 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant -2.505210838544172E-8 : f64
    %c6_i64 = arith.constant 6 : i64
    %cst_1 = arith.constant 1.000000e+00 : f64
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
    %10 = tosa.abs %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %11 = tosa.const  values(dense<0.693147182> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %12 = tosa.sub %10, %11 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %13 = tosa.exp %12 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %14 = tosa.reciprocal %13 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %15 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.mul %14, %15, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %18 = tosa.add %13, %17 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.sub %13, %17 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.abs %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %22 = tosa.greater %21, %9 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %23 = tosa.equal %9, %21 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %24 = tosa.reciprocal %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.greater %21, %24 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %26 = tosa.logical_and %23, %25 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %27 = tosa.logical_or %22, %26 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %28 = tosa.negate %20, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %29 = tosa.select %27, %28, %20 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.mul %9, %9, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %31 = tosa.const  values(dense<0.0238095243> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %32 = tosa.mul %30, %31, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %33 = torch_c.from_f64 %cst_1
    %34 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %35 = tosa.add %32, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %36 = tosa.mul %30, %35, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.const  values(dense<5.000000e-02> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %38 = tosa.mul %36, %37, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %39 = tosa.add %38, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %40 = tosa.mul %30, %39, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %41 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %42 = tosa.mul %40, %41, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %43 = tosa.add %42, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %44 = tosa.mul %9, %43, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %45 = tosa.const  values(dense<1.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %46 = tosa.greater %45, %10 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %47 = tosa.select %46, %44, %29 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %48 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %49 = tosa.mul %4, %48, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %50 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %51 = tosa.add %49, %50 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %52 = tosa.floor %51 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %53 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %54 = tosa.mul %52, %53, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %55 = tosa.greater %21, %54 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %56 = tosa.ceil %54 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %57 = tosa.floor %54 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %58 = tosa.select %55, %56, %57 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %59 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %60 = tosa.mul %58, %59, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.sub %52, %60 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %62 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %63 = tosa.mul %60, %62, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.sub %4, %63 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %65 = tosa.mul %61, %62, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %66 = tosa.sub %64, %65 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.mul %60, %67, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %69 = tosa.sub %66, %68 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %70 = tosa.mul %61, %67, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %71 = tosa.sub %69, %70 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %72 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %73 = tosa.mul %60, %72, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %74 = tosa.sub %71, %73 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %75 = tosa.mul %61, %72, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %76 = tosa.sub %74, %75 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %77 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %78 = tosa.mul %60, %77, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %79 = tosa.sub %76, %78 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %80 = tosa.mul %61, %77, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %81 = tosa.sub %79, %80 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %82 = tosa.mul %81, %81, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %82, %c0 : tensor<?x4xf32>
    %83 = arith.index_cast %dim : index to i64
    %84 = torch_c.from_i64 %83
    %85 = torch_c.from_i64 %c4_i64
    %86 = torch.prim.ListConstruct %84, %85 : (!torch.int, !torch.int) -> !torch.list<int>
    %87 = torch_c.from_f64 %cst_0
    %88 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %89 = torch.aten.full %86, %87, %88, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %90 = torch_c.to_builtin_tensor %89 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %91 = tosa.mul %90, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %92 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %93 = tosa.add %91, %92 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %94 = tosa.mul %93, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %95 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %96 = tosa.add %94, %95 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %97 = tosa.mul %96, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %98 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %99 = tosa.add %97, %98 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %100 = tosa.mul %99, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %101 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %102 = tosa.add %100, %101 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %103 = tosa.mul %102, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %104 = tosa.add %103, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %105 = tosa.mul %81, %104, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %106 = torch.prim.ListConstruct %84, %85 : (!torch.int, !torch.int) -> !torch.list<int>
    %107 = torch_c.from_f64 %cst
    %108 = torch.aten.full %106, %107, %88, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %109 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %110 = tosa.mul %109, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %111 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %112 = tosa.add %110, %111 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %113 = tosa.mul %112, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %114 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %115 = tosa.add %113, %114 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %116 = tosa.mul %115, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %117 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %118 = tosa.add %116, %117 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %119 = tosa.mul %118, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %120 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %121 = tosa.add %119, %120 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %122 = tosa.mul %121, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %123 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %124 = tosa.add %122, %123 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %125 = tosa.mul %124, %82, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %126 = tosa.add %125, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %127 = tosa.mul %52, %15, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %128 = tosa.floor %127 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %129 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %130 = tosa.mul %128, %129, %16 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %131 = tosa.sub %52, %130 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %132 = tosa.negate %105, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %133 = tosa.negate %126, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %134 = tosa.equal %131, %34 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %135 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %136 = tosa.equal %131, %135 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %137 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %138 = tosa.equal %131, %137 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %139 = tosa.select %138, %133, %105 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %140 = tosa.select %136, %132, %139 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %141 = tosa.select %134, %126, %140 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %142 = tosa.select %138, %105, %126 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.select %136, %133, %142 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %144 = tosa.select %134, %132, %143 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %147 = tosa.greater %146, %145 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %148 = tosa.sin %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %149 = tosa.select %147, %141, %148 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %150 = tosa.cos %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %151 = tosa.select %147, %144, %150 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %152 = tosa.mul %18, %151, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %153 = tosa.mul %47, %149, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %154 = tosa.equal %4, %21 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %155 = tosa.select %154, %18, %152 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim_2 = tensor.dim %9, %c0 : tensor<?x4xf32>
    %156 = arith.index_cast %dim_2 : index to i64
    %157 = torch_c.from_i64 %156
    %158 = torch.prim.ListConstruct %157, %85 : (!torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.full %158, %33, %88, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %160 = torch_c.to_builtin_tensor %159 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %161 = tosa.abs %160 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %162 = tosa.negate %161, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %163 = tosa.select %27, %162, %161 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %164 = tosa.mul %163, %4, %16 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %165 = tosa.select %154, %164, %153 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %166 = tosa.reshape %155, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %167 = tosa.reshape %165, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %168 = tosa.concat %166, %167 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %168 : tensor<?x4x2xf32>
  }
}
