// RUN: not tmlir-opt %s -p torch-lower-to-backend-contract 2>&1 | filecheck %s
// RUN: not tmlir-opt %s -p torch-verify-backend-contract 2>&1 | filecheck %s --check-prefix=VERIFY

// One error lists each root problem with its location, reason and fix; values that are unknown only
// because of it are counted, not listed.
// CHECK:      error: the program does not satisfy the backend contract (1 problem(s)):
// CHECK-NEXT:   model.py:7:4: 'torch.aten.linalg_eigvals' result: unknown rank
// CHECK-NEXT:     fix: no shape function for aten.linalg_eigvals: add one to tmlir/library/shape_functions.py (or pass extra_library=[...] with `def aten〇linalg_eigvals〡shape(...)`)
// CHECK-NEXT:   (1 more value(s) are unknown only because of the above)

// Without refinement the first unknown value is the root.
// VERIFY:      error: the program does not satisfy the backend contract (1 problem(s)):
// VERIFY-NEXT:   verify-backend-contract.mlir:{{[0-9]+}}:{{[0-9]+}}: 'torch.aten.tanh' result: unknown rank
// VERIFY-NEXT:     fix: its shape function `aten〇tanh〡shape` could not decide the result
// VERIFY-NEXT:   (2 more value(s) are unknown only because of the above)
func.func @main(%arg0: !torch.vtensor<[3,4],f32>) -> !torch.vtensor {
  %0 = torch.aten.tanh %arg0 : !torch.vtensor<[3,4],f32> -> !torch.vtensor
  %1 = torch.aten.linalg_eigvals %0 : !torch.vtensor -> !torch.vtensor loc("model.py":7:4)
  %2 = torch.aten.relu %1 : !torch.vtensor -> !torch.vtensor
  return %2 : !torch.vtensor
}
