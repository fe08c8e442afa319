// tmlir e2e reproducer: test ComplexSigmoidDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexSigmoidDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 2.08767569878681E-9 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst_2 = arith.constant -2.505210838544172E-8 : f64
    %c6_i64 = arith.constant 6 : i64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %9 = tosa.negate %4, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %10 = tosa.negate %7, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %11 = tosa.exp %9 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %12 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.mul %10, %12, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %15 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.add %14, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %17 = tosa.floor %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %19 = tosa.mul %17, %18, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %20 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %21 = tosa.greater %20, %19 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %22 = tosa.ceil %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.floor %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %24 = tosa.select %21, %22, %23 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.mul %24, %25, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %27 = tosa.sub %17, %26 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %29 = tosa.mul %26, %28, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %30 = tosa.sub %10, %29 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %31 = tosa.mul %27, %28, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.sub %30, %31 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %34 = tosa.mul %26, %33, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %35 = tosa.sub %32, %34 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %36 = tosa.mul %27, %33, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.sub %35, %36 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %38 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %39 = tosa.mul %26, %38, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %40 = tosa.sub %37, %39 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %41 = tosa.mul %27, %38, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.sub %40, %41 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %43 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %44 = tosa.mul %26, %43, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %45 = tosa.sub %42, %44 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %46 = tosa.mul %27, %43, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %47 = tosa.sub %45, %46 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %48 = tosa.mul %47, %47, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %48, %c0 : tensor<?x4xf32>
    %49 = arith.index_cast %dim : index to i64
    %50 = torch_c.from_i64 %49
    %51 = torch_c.from_i64 %c4_i64
    %52 = torch.prim.ListConstruct %50, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %53 = torch_c.from_f64 %cst_2
    %54 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %55 = torch.aten.full %52, %53, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %56 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %57 = tosa.mul %56, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %59 = tosa.add %57, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %60 = tosa.mul %59, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.add %60, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %63 = tosa.mul %62, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.add %63, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %66 = tosa.mul %65, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.add %66, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %69 = tosa.mul %68, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %70 = torch_c.from_f64 %cst_0
    %71 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %72 = tosa.add %69, %71 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %73 = tosa.mul %47, %72, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %74 = torch.prim.ListConstruct %50, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %75 = torch_c.from_f64 %cst_1
    %76 = torch.aten.full %74, %75, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %77 = torch_c.to_builtin_tensor %76 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %78 = tosa.mul %77, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %79 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %80 = tosa.add %78, %79 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %81 = tosa.mul %80, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %82 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %83 = tosa.add %81, %82 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %84 = tosa.mul %83, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %85 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %86 = tosa.add %84, %85 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %87 = tosa.mul %86, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %88 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %89 = tosa.add %87, %88 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %90 = tosa.mul %89, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %91 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %92 = tosa.add %90, %91 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %93 = tosa.mul %92, %48, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %94 = tosa.add %93, %71 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %95 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %96 = tosa.mul %17, %95, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %97 = tosa.floor %96 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %98 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %99 = tosa.mul %97, %98, %13 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %100 = tosa.sub %17, %99 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %101 = tosa.negate %73, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %102 = tosa.negate %94, %8, %8 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %103 = tosa.equal %100, %71 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %104 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %105 = tosa.equal %100, %104 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %106 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %107 = tosa.equal %100, %106 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %108 = tosa.select %107, %102, %73 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %109 = tosa.select %105, %101, %108 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %110 = tosa.select %103, %94, %109 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %111 = tosa.select %107, %73, %94 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %112 = tosa.select %105, %102, %111 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %113 = tosa.select %103, %101, %112 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.abs %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %115 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %116 = tosa.greater %115, %114 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %117 = tosa.sin %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %118 = tosa.select %116, %110, %117 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %119 = tosa.cos %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %120 = tosa.select %116, %113, %119 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %121 = tosa.mul %11, %120, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %122 = tosa.mul %11, %118, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %123 = torch_c.from_f64 %cst
    %124 = tosa.equal %10, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %125 = tosa.select %124, %11, %121 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %126 = tosa.select %124, %10, %122 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %127 = tosa.equal %11, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim_3 = tensor.dim %9, %c0 : tensor<?x4xf32>
    %128 = arith.index_cast %dim_3 : index to i64
    %129 = torch_c.from_i64 %128
    %130 = torch.prim.ListConstruct %129, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.aten.full %130, %123, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %132 = torch_c.to_builtin_tensor %131 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %133 = tosa.select %127, %132, %125 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %134 = tosa.select %127, %132, %126 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %135 = tosa.add %133, %71 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %dim_4 = tensor.dim %4, %c0 : tensor<?x4xf32>
    %136 = arith.index_cast %dim_4 : index to i64
    %137 = torch_c.from_i64 %136
    %138 = torch.prim.ListConstruct %137, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.full %138, %70, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %140 = torch.prim.ListConstruct %137, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %141 = torch.aten.full %140, %123, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %142 = tosa.abs %135 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.abs %134 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %144 = tosa.greater_equal %142, %143 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %145 = tosa.reciprocal %135 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %146 = tosa.mul %134, %145, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %147 = tosa.mul %134, %146, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %148 = tosa.add %135, %147 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %149 = torch_c.to_builtin_tensor %141 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %150 = tosa.mul %149, %146, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %151 = torch_c.to_builtin_tensor %139 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %152 = tosa.add %151, %150 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %153 = tosa.reciprocal %148 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %154 = tosa.mul %152, %153, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %155 = tosa.mul %151, %146, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %156 = tosa.sub %149, %155 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %157 = tosa.mul %156, %153, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %158 = tosa.reciprocal %134 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %159 = tosa.mul %135, %158, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %160 = tosa.mul %135, %159, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %161 = tosa.add %134, %160 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %162 = tosa.mul %151, %159, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %163 = tosa.add %162, %149 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %164 = tosa.reciprocal %161 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %165 = tosa.mul %163, %164, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %166 = tosa.mul %149, %159, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %167 = tosa.sub %166, %151 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %168 = tosa.mul %167, %164, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %169 = tosa.equal %135, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %170 = tosa.equal %134, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %171 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %172 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %173 = tosa.select %169, %171, %172 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %174 = tosa.select %170, %171, %172 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %175 = tosa.equal %173, %172 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %176 = tosa.logical_not %175 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %177 = tosa.equal %174, %172 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %178 = tosa.logical_not %177 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %179 = tosa.logical_and %176, %178 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %180 = tosa.reciprocal %142 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %181 = tosa.mul %151, %180, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %182 = tosa.reciprocal %143 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %183 = tosa.mul %149, %182, %13 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %184 = tosa.select %144, %154, %165 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %185 = tosa.select %179, %181, %184 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %186 = tosa.select %144, %157, %168 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %187 = tosa.select %179, %183, %186 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %188 = tosa.reshape %185, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %189 = tosa.reshape %187, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %190 = tosa.concat %188, %189 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %190 : tensor<?x4x2xf32>
  }
}
