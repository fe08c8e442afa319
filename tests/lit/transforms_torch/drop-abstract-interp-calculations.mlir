// RUN: tmlir-opt %s -p torch-drop-abstract-interp-calculations | filecheck %s
// RUN: tmlir-opt %s -p 'torch-drop-abstract-interp-calculations{guards=false}' | filecheck %s --check-prefix=NOGUARD

// The body op replaces the calculation; the undecided assertion stays as a runtime guard with the
// computation of its condition.
// CHECK-LABEL: func.func @mm_guard(
// CHECK-SAME:      %[[A:.*]]: !torch.vtensor<[2,?],f32>, %[[B:.*]]: !torch.vtensor<[?,4],f32>)
// CHECK:         %[[K0:.*]] = torch.aten.size.int %[[A]], %{{.*}} : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.int
// CHECK-NEXT:    %[[K1:.*]] = torch.aten.size.int %[[B]], %{{.*}} : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
// CHECK-NEXT:    %[[OK:.*]] = torch.aten.eq.int %[[K0]], %[[K1]] : !torch.int, !torch.int -> !torch.bool
// CHECK-NEXT:    torch.runtime.assert %[[OK]], "mm: shapes cannot be multiplied (torch.aten.mm)"
// CHECK-NEXT:    %[[R:.*]] = torch.aten.mm %[[A]], %[[B]] : !torch.vtensor<[2,?],f32>, !torch.vtensor<[?,4],f32> -> !torch.vtensor<[2,4],unk>
// CHECK-NEXT:    return %[[R]] : !torch.vtensor<[2,4],unk>
// NOGUARD-LABEL: func.func @mm_guard(
// NOGUARD-NOT:     torch.runtime.assert
// NOGUARD:         torch.aten.mm
// NOGUARD-NOT:     torch.shape.calculate
func.func @mm_guard(%a: !torch.vtensor<[2,?],f32>, %b: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[2,4],unk> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %str = torch.constant.str "AssertionError: mm: shapes cannot be multiplied"
  %0 = torch.shape.calculate {
    %1 = torch.aten.mm %a, %b : !torch.vtensor<[2,?],f32>, !torch.vtensor<[?,4],f32> -> !torch.vtensor<[2,4],unk>
    torch.shape.calculate.yield %1 : !torch.vtensor<[2,4],unk>
  } shapes {
    %k0 = torch.aten.size.int %a, %int1 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.int
    %k1 = torch.aten.size.int %b, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
    %ok = torch.aten.eq.int %k0, %k1 : !torch.int, !torch.int -> !torch.bool
    torch.prim.If %ok -> () {
      torch.prim.If.yield
    } else {
      torch.prim.RaiseException %str, %none : !torch.str, !torch.none
      torch.prim.If.yield
    }
    %l = torch.prim.ListConstruct %int2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    torch.shape.calculate.yield.shapes %l : !torch.list<int>
  } : !torch.vtensor<[2,4],unk>
  return %0 : !torch.vtensor<[2,4],unk>
}

// A raise in the then-branch: the guard asserts the negated condition. dtype calculations drop too.
// CHECK-LABEL: func.func @negated(
// CHECK:         %[[BAD:.*]] = torch.aten.eq.int
// CHECK-NEXT:    %[[OK:.*]] = torch.aten.__not__ %[[BAD]] : !torch.bool -> !torch.bool
// CHECK-NEXT:    torch.runtime.assert %[[OK]], "empty (torch.aten.relu)"
// CHECK-NEXT:    %[[R:.*]] = torch.aten.relu
// CHECK-NOT:     torch.dtype.calculate
// CHECK:         return %[[R]]
func.func @negated(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %str = torch.constant.str "AssertionError: empty"
  %0 = torch.dtype.calculate {
    %1 = torch.aten.relu %a : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
    torch.dtype.calculate.yield %1 : !torch.vtensor<[?],f32>
  } dtypes {
    %n = torch.aten.size.int %a, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
    %bad = torch.aten.eq.int %n, %int0 : !torch.int, !torch.int -> !torch.bool
    torch.prim.If %bad -> () {
      torch.prim.RaiseException %str, %none : !torch.str, !torch.none
      torch.prim.If.yield
    } else {
      torch.prim.If.yield
    }
    %int6 = torch.constant.int 6
    torch.dtype.calculate.yield.dtypes %int6 : !torch.int
  } : !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}
