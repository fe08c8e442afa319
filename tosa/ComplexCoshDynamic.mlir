// tmlir e2e reproducer: test ComplexCoshDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexCoshDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
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
    %8 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = tosa.const  values(dense<0.693147182> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.sub %8, %9 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %11 = tosa.exp %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %12 = tosa.reciprocal %11 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %13 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %14 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.mul %12, %13, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %16 = tosa.add %11, %15 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %17 = tosa.sub %11, %15 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.abs %17 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %20 = tosa.greater %19, %4 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %21 = tosa.equal %4, %19 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %22 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.greater %19, %22 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %24 = tosa.logical_and %21, %23 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %25 = tosa.logical_or %20, %24 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %26 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %27 = tosa.negate %18, %26, %26 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %28 = tosa.select %25, %27, %18 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %29 = tosa.mul %4, %4, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %30 = tosa.const  values(dense<0.0238095243> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %31 = tosa.mul %29, %30, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = torch_c.from_f64 %cst_1
    %33 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %34 = tosa.add %31, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %35 = tosa.mul %29, %34, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %36 = tosa.const  values(dense<5.000000e-02> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %37 = tosa.mul %35, %36, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %38 = tosa.add %37, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %39 = tosa.mul %29, %38, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %40 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %41 = tosa.mul %39, %40, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.add %41, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %43 = tosa.mul %4, %42, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %44 = tosa.const  values(dense<1.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %45 = tosa.greater %44, %8 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %46 = tosa.select %45, %43, %28 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %47 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %48 = tosa.mul %7, %47, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %49 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %50 = tosa.add %48, %49 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %51 = tosa.floor %50 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %52 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %53 = tosa.mul %51, %52, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %54 = tosa.greater %19, %53 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %55 = tosa.ceil %53 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %56 = tosa.floor %53 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %57 = tosa.select %54, %55, %56 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %58 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %59 = tosa.mul %57, %58, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %60 = tosa.sub %51, %59 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.mul %59, %61, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %63 = tosa.sub %7, %62 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %64 = tosa.mul %60, %61, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %65 = tosa.sub %63, %64 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %66 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %67 = tosa.mul %59, %66, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %68 = tosa.sub %65, %67 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %69 = tosa.mul %60, %66, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %70 = tosa.sub %68, %69 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %71 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %72 = tosa.mul %59, %71, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %73 = tosa.sub %70, %72 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %74 = tosa.mul %60, %71, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %75 = tosa.sub %73, %74 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %76 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %77 = tosa.mul %59, %76, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.sub %75, %77 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %79 = tosa.mul %60, %76, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %80 = tosa.sub %78, %79 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %81 = tosa.mul %80, %80, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %81, %c0 : tensor<?x4xf32>
    %82 = arith.index_cast %dim : index to i64
    %83 = torch_c.from_i64 %82
    %84 = torch_c.from_i64 %c4_i64
    %85 = torch.prim.ListConstruct %83, %84 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch_c.from_f64 %cst_0
    %87 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %88 = torch.aten.full %85, %86, %87, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %89 = torch_c.to_builtin_tensor %88 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %90 = tosa.mul %89, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %91 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %92 = tosa.add %90, %91 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %93 = tosa.mul %92, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %94 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.add %93, %94 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %96 = tosa.mul %95, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %97 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %98 = tosa.add %96, %97 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %99 = tosa.mul %98, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %100 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %101 = tosa.add %99, %100 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %102 = tosa.mul %101, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %103 = tosa.add %102, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %104 = tosa.mul %80, %103, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %105 = torch.prim.ListConstruct %83, %84 : (!torch.int, !torch.int) -> !torch.list<int>
    %106 = torch_c.from_f64 %cst
    %107 = torch.aten.full %105, %106, %87, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %108 = torch_c.to_builtin_tensor %107 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %109 = tosa.mul %108, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %110 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %111 = tosa.add %109, %110 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %112 = tosa.mul %111, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %113 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %114 = tosa.add %112, %113 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %115 = tosa.mul %114, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %116 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %117 = tosa.add %115, %116 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %118 = tosa.mul %117, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %119 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %120 = tosa.add %118, %119 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %121 = tosa.mul %120, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %122 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %123 = tosa.add %121, %122 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %124 = tosa.mul %123, %81, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %125 = tosa.add %124, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %126 = tosa.mul %51, %13, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %127 = tosa.floor %126 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %128 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %129 = tosa.mul %127, %128, %14 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %130 = tosa.sub %51, %129 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %131 = tosa.negate %104, %26, %26 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %132 = tosa.negate %125, %26, %26 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %133 = tosa.equal %130, %33 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %134 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %135 = tosa.equal %130, %134 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %136 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %137 = tosa.equal %130, %136 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %138 = tosa.select %137, %132, %104 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %139 = tosa.select %135, %131, %138 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %140 = tosa.select %133, %125, %139 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %141 = tosa.select %137, %104, %125 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %142 = tosa.select %135, %132, %141 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %143 = tosa.select %133, %131, %142 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %144 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %145 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %146 = tosa.greater %145, %144 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %147 = tosa.sin %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %148 = tosa.select %146, %140, %147 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %149 = tosa.cos %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %150 = tosa.select %146, %143, %149 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %151 = tosa.mul %16, %150, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %152 = tosa.mul %46, %148, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %153 = tosa.equal %7, %19 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %154 = tosa.select %153, %16, %151 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %dim_2 = tensor.dim %4, %c0 : tensor<?x4xf32>
    %155 = arith.index_cast %dim_2 : index to i64
    %156 = torch_c.from_i64 %155
    %157 = torch.prim.ListConstruct %156, %84 : (!torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.full %157, %32, %87, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %159 = torch_c.to_builtin_tensor %158 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %160 = tosa.abs %159 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %161 = tosa.negate %160, %26, %26 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %162 = tosa.select %25, %161, %160 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %163 = tosa.mul %162, %7, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %164 = tosa.select %153, %163, %152 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %165 = tosa.reshape %154, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %166 = tosa.reshape %164, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %167 = tosa.concat %165, %166 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %167 : tensor<?x4x2xf32>
  }
}
