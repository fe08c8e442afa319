// tmlir e2e reproducer: test CreateItemBool (family creation), config tosa
// status: xfail; failed step: iree-compile
// test source: e2e_tests.creation
// RefBackendError: iree-compile failed:
// <stdin>:10:10: error: 'tensor.from_elements' op failed to verify that operand types match result element type
//     %5 = tosa.tile %from_elements, %0 : (tensor<1xi1>, !tosa.shape<1>) -> tensor<2xi1>
//          ^
// <stdin>:2:3: note: called from
//   func.func @main(%arg0: tensor<3xi1>) -> tensor<2xi1> {
//   ^
// <stdin>:10:10: error: failed to run configuration of source executable to target executable for backend #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
//     %5 = tosa.tile %from_elements, %0 : (tensor<1xi1>, !tosa.shape<1>) -> tensor<2xi1>
//          ^
// <stdin>:2:3: note: called from
//   func.func @main(%arg0: tensor<3xi1>) -> tensor<2xi1> {
//   ^
// <stdin>:10:10: error: failed to configure executables
//     %5 = tosa.tile %from_elements, %0 : (tensor<1xi1>, !tosa.shape<1>) -> tensor<2xi1>
// rerun: iree-compile with the flags of tmlir.backends.refbackend.compile_flags
module {
  func.func @main(%arg0: tensor<3xi1>) -> tensor<2xi1> {
    %0 = tosa.const_shape  values(dense<2> : tensor<1xindex>) : () -> !tosa.shape<1>
    %1 = tosa.const_shape  values(dense<1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<3xi1>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xi1>
    %3 = tosa.const_shape  values(dense<> : tensor<0xindex>) : () -> !tosa.shape<0>
    %4 = tosa.reshape %2, %3 : (tensor<1xi1>, !tosa.shape<0>) -> tensor<i1>
    %extracted = tensor.extract %4[] : tensor<i1>
    %from_elements = tensor.from_elements %extracted : tensor<1xi1>
    %5 = tosa.tile %from_elements, %0 : (tensor<1xi1>, !tosa.shape<1>) -> tensor<2xi1>
    return %5 : tensor<2xi1>
  }
}
