// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @unsigned_constant() {
  // expected-error @+1 {{integer return type must be signless}}
  %0 = arith.constant 3 : ui8
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{value type i32 does not match result type i64}}
  %0 = "arith.constant"() <{value = 3 : i32}> : () -> i64
  return
}

// -----

func.func @constant_not_a_number() {
  // expected-error @+1 {{expects an integer, float or dense elements value}}
  %0 = arith.constant "text" : i32
  return
}

// -----

func.func @float_op_on_ints(%a: i32) {
  // expected-error @+1 {{'arith.addf' operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @int_op_on_floats(%x: f32) {
  // expected-error @+1 {{'arith.muli' operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.muli %x, %x : f32
  return
}

// -----

func.func @mixed_types(%a: i32, %x: f32) {
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = arith.addi %a, %x : i32
  return
}

// -----

func.func @bad_predicate(%a: i32) {
  // expected-error @+1 {{expects a predicate keyword, one of [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge], found 'lt'}}
  %0 = arith.cmpi lt, %a, %a : i32
  return
}

// -----

func.func @predicate_out_of_range(%a: i32) {
  // expected-error @+1 {{predicate 12 is out of range}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @cmp_result_type(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' result must have type i1, got i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @bad_fastmath(%x: f32) {
  // expected-error @+1 {{unknown fastmath flag 'quick'}}
  %0 = arith.addf %x, %x fastmath<quick> : f32
  return
}

// -----

func.func @bad_overflow(%a: i32) {
  // expected-error @+1 {{unknown overflow flag 'nsz'}}
  %0 = arith.addi %a, %a overflow<nsz> : i32
  return
}

// -----

func.func @inherent_in_attr_dict(%x: f32) {
  // expected-error @+1 {{inherent attribute 'fastmath' cannot be given in the attribute dictionary}}
  %0 = arith.addf %x, %x {fastmath = #arith.fastmath<fast>} : f32
  return
}

// -----

func.func @fastmath_not_an_enum(%x: f32) {
  // expected-error @+1 {{attribute 'fastmath' has an unexpected value}}
  %0 = "arith.addf"(%x, %x) <{fastmath = 1 : i64}> : (f32, f32) -> f32
  return
}

// -----

func.func @extf_narrows(%x: f32) {
  // expected-error @+1 {{'arith.extf' operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}

// -----

func.func @extsi_same_width(%a: i32) {
  // expected-error @+1 {{'arith.extsi' operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func.func @trunci_widens(%a: i32) {
  // expected-error @+1 {{'arith.trunci' operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @index_cast_without_index(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f16
  return
}

// -----

func.func @cast_shape(%a: i32) {
  // expected-error @+1 {{input and output must have the same shape, got i32 and tensor<2xf32>}}
  %0 = arith.sitofp %a : i32 to tensor<2xf32>
  return
}

// -----

func.func @select_condition_shape(%c: tensor<3xi1>, %t: tensor<2xf32>) {
  // expected-error @+1 {{condition must be i1 or have the shape of the result with i1 elements, got tensor<3xi1>}}
  %0 = arith.select %c, %t, %t : tensor<3xi1>, tensor<2xf32>
  return
}

// -----

func.func @extended_second_type(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' second result must have type i1, got i32}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @missing_operand(%x: f32) {
  // expected-error @+1 {{expected ',', found ':'}}
  %0 = arith.addf %x : f32
  return
}

// -----

func.func @bad_rounding_keyword(%x: f32) {
  // expected-error @+1 {{expected ':', found 'sideways'}}
  %0 = arith.truncf %x sideways : f32 to f16
  return
}
