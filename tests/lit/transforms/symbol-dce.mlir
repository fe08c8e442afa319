// RUN: tmlir-opt %s -p symbol-dce | filecheck %s

// CHECK-LABEL: func.func @main()
// CHECK:       func.func private @used()
// CHECK:       func.func private @used_by_used()
// CHECK-NOT:   @dead
// CHECK:       "test.holder"() {ref = [@by_attr]}
// CHECK:       module @nested {
// CHECK-NOT:     @nested_dead
// CHECK:         func.func @nested_pub()
func.func @main() {
  call @used() : () -> ()
  return
}
func.func private @used() {
  call @used_by_used() : () -> ()
  return
}
func.func private @used_by_used() {
  return
}
func.func private @dead() {
  call @dead_too() : () -> ()
  return
}
func.func private @dead_too() {
  return
}
func.func private @by_attr() {
  return
}
"test.holder"() {ref = [@by_attr]} : () -> ()
module @nested {
  func.func private @nested_dead() {
    return
  }
  func.func @nested_pub() {
    return
  }
}
