// RUN: tmlir-opt %s -p torch-simplify-shape-calculations | filecheck %s

// A for-like loop with a constant trip count is unrolled; the appends to the list built by
// ListConstruct are interpreted; the result type is refined and `return` keeps its old type.
// CHECK-LABEL: func.func @loop_append(
// CHECK-DAG:     %[[I2:.*]] = torch.constant.int 2
// CHECK-DAG:     %[[I3:.*]] = torch.constant.int 3
// CHECK:         %[[R:.*]] = torch.shape.calculate {
// CHECK-NEXT:      %[[X:.*]] = torch.aten.relu %{{.*}} : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],unk>
// CHECK-NEXT:      torch.shape.calculate.yield %[[X]] : !torch.vtensor<[2,3],unk>
// CHECK-NEXT:    } shapes {
// CHECK-NEXT:      %[[L:.*]] = torch.prim.ListConstruct %[[I2]], %[[I3]] : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT:      torch.shape.calculate.yield.shapes %[[L]] : !torch.list<int>
// CHECK-NEXT:    } : !torch.vtensor<[2,3],unk>
// CHECK-NEXT:    %[[C:.*]] = torch.tensor_static_info_cast %[[R]] : !torch.vtensor<[2,3],unk> to !torch.vtensor
// CHECK-NEXT:    return %[[C]] : !torch.vtensor
func.func @loop_append(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %true = torch.constant.bool true
    %s = torch.aten.size %arg0 : !torch.vtensor<[2,3],f32> -> !torch.list<int>
    %n = torch.aten.len.t %s : !torch.list<int> -> !torch.int
    %l = torch.prim.ListConstruct  : () -> !torch.list<int>
    torch.prim.Loop %n, %true, init() {
    ^bb0(%i: !torch.int):
      %e = torch.aten.__getitem__.t %s, %i : !torch.list<int>, !torch.int -> !torch.int
      %x = torch.aten.append.t %l, %e : !torch.list<int>, !torch.int -> !torch.list<int>
      torch.prim.Loop.condition %true, iter()
    } : (!torch.int, !torch.bool) -> ()
    torch.shape.calculate.yield.shapes %l : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// Loop-carried values are unrolled too (a running product); _set_item and insert are interpreted.
// CHECK-LABEL: func.func @carried_set_insert(
// CHECK:         } shapes {
// CHECK-NEXT:      %[[L:.*]] = torch.prim.ListConstruct %{{.*}}, %{{.*}}, %{{.*}} : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT:      torch.shape.calculate.yield.shapes %[[L]] : !torch.list<int>
// CHECK-NEXT:    } : !torch.vtensor<[7,24,5],unk>
func.func @carried_set_insert(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[7,24,5],unk> {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[2,3,4],f32> -> !torch.vtensor<[7,24,5],unk>
    torch.shape.calculate.yield %1 : !torch.vtensor<[7,24,5],unk>
  } shapes {
    %true = torch.constant.bool true
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %s = torch.aten.size %arg0 : !torch.vtensor<[2,3,4],f32> -> !torch.list<int>
    %p = torch.prim.Loop %int3, %true, init(%int1) {
    ^bb0(%i: !torch.int, %acc: !torch.int):
      %e = torch.aten.__getitem__.t %s, %i : !torch.list<int>, !torch.int -> !torch.int
      %m = torch.aten.mul.int %acc, %e : !torch.int, !torch.int -> !torch.int
      torch.prim.Loop.condition %true, iter(%m : !torch.int)
    } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
    %l = torch.prim.ListConstruct %int0, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %a = torch.aten._set_item.t %l, %int0, %p : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
    torch.aten.insert.t %l, %int0, %int7 : !torch.list<int>, !torch.int, !torch.int
    torch.shape.calculate.yield.shapes %l : !torch.list<int>
  } : !torch.vtensor<[7,24,5],unk>
  return %0 : !torch.vtensor<[7,24,5],unk>
}

// prim.If on a condition that folds (the rank is known) is replaced by the taken branch;
// a dynamic dim stays `?` (its size.int stays in the calculation).
// CHECK-LABEL: func.func @if_fold_dynamic(
// CHECK:         torch.aten.relu %{{.*}} : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],unk>
// CHECK:         } shapes {
// CHECK-NOT:       torch.prim.If
// CHECK:           %[[D0:.*]] = torch.aten.size.int %{{.*}}, %{{.*}} : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
// CHECK-NEXT:      %[[L:.*]] = torch.prim.ListConstruct %[[D0]], %{{.*}} : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT:      torch.shape.calculate.yield.shapes %[[L]] : !torch.list<int>
// CHECK-NEXT:    } : !torch.vtensor<[?,3],unk>
func.func @if_fold_dynamic(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],unk> {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %str = torch.constant.str "AssertionError: rank 2 expected"
    %d = torch.aten.dim %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
    %c = torch.aten.eq.int %d, %int2 : !torch.int, !torch.int -> !torch.bool
    %r = torch.prim.If %c -> (!torch.list<int>) {
      %s = torch.aten.size %arg0 : !torch.vtensor<[?,3],f32> -> !torch.list<int>
      torch.prim.If.yield %s : !torch.list<int>
    } else {
      torch.prim.RaiseException %str, %none : !torch.str, !torch.none
      %e = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.If.yield %e : !torch.list<int>
    }
    torch.shape.calculate.yield.shapes %r : !torch.list<int>
  } : !torch.vtensor
  %2 = torch.tensor_static_info_cast %0 : !torch.vtensor to !torch.vtensor<[?,3],unk>
  return %2 : !torch.vtensor<[?,3],unk>
}

// Appends in both branches of an undecided If: the If yields the values, the length is known.
// CHECK-LABEL: func.func @if_appends(
// CHECK:         } : !torch.vtensor<[?],unk>
func.func @if_appends(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[?],f32> -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %n = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
    %c = torch.aten.eq.int %n, %int1 : !torch.int, !torch.int -> !torch.bool
    %l = torch.prim.ListConstruct  : () -> !torch.list<int>
    torch.prim.If %c -> () {
      %a = torch.aten.append.t %l, %int1 : !torch.list<int>, !torch.int -> !torch.list<int>
      torch.prim.If.yield
    } else {
      %a = torch.aten.append.t %l, %n : !torch.list<int>, !torch.int -> !torch.list<int>
      torch.prim.If.yield
    }
    torch.shape.calculate.yield.shapes %l : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// A while-style loop (its condition is computed) is peeled one iteration at a time while it is
// known to run; loop-carried values and the induction variable follow.
// CHECK-LABEL: func.func @while_peel(
// CHECK-NOT:     torch.prim.Loop
// CHECK:         } : !torch.vtensor<[0,1,2,3,16],unk>
func.func @while_peel(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %true = torch.constant.bool true
    %int10 = torch.constant.int 10
    %int3 = torch.constant.int 3
    %int100 = torch.constant.int 100
    %l = torch.prim.ListConstruct  : () -> !torch.list<int>
    %r:1 = torch.prim.Loop %int100, %true, init(%int10) {
    ^bb0(%i: !torch.int, %acc: !torch.int):
      %x = torch.aten.append.t %l, %i : !torch.list<int>, !torch.int -> !torch.list<int>
      %n = torch.aten.add.int %acc, %i : !torch.int, !torch.int -> !torch.int
      %c = torch.aten.lt.int %i, %int3 : !torch.int, !torch.int -> !torch.bool
      torch.prim.Loop.condition %c, iter(%n : !torch.int)
    } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
    %x2 = torch.aten.append.t %l, %r#0 : !torch.list<int>, !torch.int -> !torch.list<int>
    torch.shape.calculate.yield.shapes %l : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// `isinstance` on a value whose type is known once `torch.derefine` is seen through folds to a
// constant; on an optional that nothing narrows it stays.
// CHECK-LABEL: func.func @isinstance_through_derefine(
// CHECK:         %[[T:.*]] = torch.constant.bool true
// CHECK:         } shapes {
// CHECK-NEXT:      torch.runtime.assert %[[T]], "an int"
// CHECK-NEXT:      %[[U:.*]] = torch.operator "prim.isinstance"(%arg2) {types = [!torch.int]}
// CHECK-NEXT:      torch.runtime.assert %[[U]], "not an int"
// CHECK-NOT:       prim.isinstance
func.func @isinstance_through_derefine(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int, %arg2: !torch.optional<int>) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    %1 = torch.aten.relu %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %d = torch.derefine %arg1 : !torch.int to !torch.optional<int>
    %a = torch.operator "prim.isinstance"(%d) {types = [!torch.int]} : (!torch.optional<int>) -> !torch.bool
    torch.runtime.assert %a, "an int"
    %b = torch.operator "prim.isinstance"(%arg2) {types = [!torch.int]} : (!torch.optional<int>) -> !torch.bool
    torch.runtime.assert %b, "not an int"
    %s = torch.aten.size %arg0 : !torch.vtensor<[2],f32> -> !torch.list<int>
    torch.shape.calculate.yield.shapes %s : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}
