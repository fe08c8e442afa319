// RUN: tmlir-opt %s -p 'func.func(canonicalize)' | filecheck %s
// RUN: tmlir-opt %s -p torch-lower-to-backend-contract | filecheck %s --check-prefix=LISTS

// A for loop with a constant trip count appending to a list: unrolled by canonicalize; the
// list then folds to a literal list and its length to a constant (the list simplification that
// shape refinement runs on the whole function).
// CHECK-LABEL: func.func @unroll_appends(
// CHECK-NOT:     torch.prim.Loop
// CHECK:         torch.aten.append.t
// CHECK:         torch.aten.append.t
// LISTS-LABEL: func.func @unroll_appends(
// LISTS-SAME:      %[[X:.*]]: !torch.vtensor<[2],f32>)
// LISTS:         %[[A:.*]] = torch.aten.mul.Scalar %[[X]], %int0
// LISTS:         %[[B:.*]] = torch.aten.mul.Scalar %[[X]], %int1
// LISTS:         %[[L:.*]] = torch.prim.ListConstruct %[[A]], %[[B]]
// LISTS-NOT:     torch.aten.append.t
// LISTS:         %[[C:.*]] = torch.aten.cat %[[L]], %int0 : {{.*}} -> !torch.vtensor<[4],f32>
// LISTS:         torch.aten.mul.Scalar %[[C]], %int2
func.func @unroll_appends(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %l = torch.prim.ListConstruct  : () -> !torch.list<vtensor>
  %xe = torch.tensor_static_info_cast %x : !torch.vtensor<[2],f32> to !torch.vtensor
  torch.prim.Loop %int2, %true, init() {
  ^bb0(%i: !torch.int):
    %m = torch.aten.mul.Scalar %xe, %i : !torch.vtensor, !torch.int -> !torch.vtensor
    %0 = torch.aten.append.t %l, %m : !torch.list<vtensor>, !torch.vtensor -> !torch.list<vtensor>
    torch.prim.Loop.condition %true, iter()
  } : (!torch.int, !torch.bool) -> ()
  %n = torch.aten.len.t %l : !torch.list<vtensor> -> !torch.int
  %c = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
  %r = torch.aten.mul.Scalar %c, %n : !torch.vtensor, !torch.int -> !torch.vtensor
  return %r : !torch.vtensor
}

// A loop carrying a value: the body repeated, the carried value threaded through.
// CHECK-LABEL: func.func @unroll_carried(
// CHECK-NOT:     torch.prim.Loop
// CHECK:         %[[T1:.*]] = torch.aten.tanh %arg0
// CHECK:         %[[T2:.*]] = torch.aten.tanh %[[T1]]
// CHECK:         %[[T3:.*]] = torch.aten.tanh %[[T2]]
// CHECK:         return %[[T3]]
func.func @unroll_carried(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %r = torch.prim.Loop %int3, %true, init(%x) {
  ^bb0(%i: !torch.int, %y: !torch.vtensor<[2],f32>):
    %t = torch.aten.tanh %y : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    torch.prim.Loop.condition %true, iter(%t : !torch.vtensor<[2],f32>)
  } : (!torch.int, !torch.bool, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
  return %r : !torch.vtensor<[2],f32>
}

// A loop whose trip count is not known stays.
// CHECK-LABEL: func.func @dynamic_trip_count(
// CHECK:         torch.prim.Loop
func.func @dynamic_trip_count(%n: !torch.int, %x: !torch.int) -> !torch.int {
  %true = torch.constant.bool true
  %r = torch.prim.Loop %n, %true, init(%x) {
  ^bb0(%i: !torch.int, %y: !torch.int):
    %s = torch.aten.add.int %y, %i : !torch.int, !torch.int -> !torch.int
    torch.prim.Loop.condition %true, iter(%s : !torch.int)
  } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
  return %r : !torch.int
}

// A dict with constant keys: the lookup is the stored value.
// CHECK-LABEL: func.func @dict_lookup(
// CHECK-SAME:      %[[A:.*]]: !torch.int, %[[B:.*]]: !torch.int)
// CHECK:         return %[[B]] : !torch.int
func.func @dict_lookup(%a: !torch.int, %b: !torch.int) -> !torch.int {
  %ka = torch.constant.str "a"
  %kb = torch.constant.str "b"
  %d = torch.prim.DictConstruct keys(%ka, %kb : !torch.str, !torch.str) values(%a, %b : !torch.int, !torch.int) -> !torch.dict<str, int>
  %0 = torch.aten.__getitem__.Dict_str %d, %kb : !torch.dict<str, int>, !torch.str -> !torch.int
  return %0 : !torch.int
}

// `if c: raise ValueError("msg")` becomes a guard on `not c`.
// CHECK-LABEL: func.func @raise_to_assert(
// CHECK-SAME:      %[[C:.*]]: !torch.bool)
// CHECK:         %[[N:.*]] = torch.aten.__not__ %[[C]] : !torch.bool -> !torch.bool
// CHECK:         torch.runtime.assert %[[N]], "ValueError: bad input"
// CHECK-NOT:     torch.prim.If
func.func @raise_to_assert(%c: !torch.bool) {
  %msg = torch.constant.str "bad input"
  %cls = torch.constant.str "builtins.ValueError"
  torch.prim.If %c -> () {
    torch.prim.RaiseException %msg, %cls : !torch.str, !torch.str
    torch.prim.If.yield
  } else {
    torch.prim.If.yield
  }
  return
}
