// RUN: tmlir-opt %s -p torch-decompose-complex-ops | filecheck %s
// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops{legal-ops=aten.softmax.int,torch.aten.linear}))' | filecheck %s --check-prefix=LEGAL

// softmax: exp(x - max) / sum(exp(x - max)) along the dim, with the reduced dim kept.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,5],f32>)
// CHECK:         %[[MAX:.*]] = torch.aten.amax %[[X]], %{{.*}}, %{{.*}} : !torch.vtensor<[2,5],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,1],f32>
// CHECK:         %[[SUB:.*]] = torch.aten.sub.Tensor %[[X]], %[[MAX]], %{{.*}} : {{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK:         %[[EXP:.*]] = torch.aten.exp %[[SUB]] : !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
// CHECK:         %[[SUM:.*]] = torch.aten.sum.dim_IntList %[[EXP]], {{.*}} -> !torch.vtensor<[2,1],f32>
// CHECK:         %[[DIV:.*]] = torch.aten.div.Tensor %[[EXP]], %[[SUM]] : {{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK-NOT:     torch.aten.softmax.int
// CHECK:         return %[[DIV]] : !torch.vtensor<[2,5],f32>
// LEGAL-LABEL: func.func @softmax(
// LEGAL:         torch.aten.softmax.int
func.func @softmax(%x: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// linear: matmul with the transposed weight, then the bias.
// CHECK-LABEL: func.func @linear(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[3,4],f32>, %[[W:.*]]: !torch.vtensor<[5,4],f32>, %[[B:.*]]: !torch.vtensor<[5],f32>)
// CHECK:         %[[WT:.*]] = torch.aten.transpose.int %[[W]], %{{.*}}, %{{.*}} : !torch.vtensor<[5,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,5],f32>
// CHECK:         %[[MM:.*]] = torch.aten.matmul %[[X]], %[[WT]] : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[3,5],f32>
// CHECK:         %[[Y:.*]] = torch.aten.add.Tensor %[[MM]], %[[B]], %{{.*}} : !torch.vtensor<[3,5],f32>, !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[3,5],f32>
// CHECK:         return %[[Y]]
// LEGAL-LABEL: func.func @linear(
// LEGAL:         torch.aten.linear
func.func @linear(%x: !torch.vtensor<[3,4],f32>, %w: !torch.vtensor<[5,4],f32>, %b: !torch.vtensor<[5],f32>) -> !torch.vtensor<[3,5],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[3,4],f32>, !torch.vtensor<[5,4],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}

// layer_norm: mean and biased variance over the normalized dims, rsqrt(var + eps), affine.
// CHECK-LABEL: func.func @layer_norm(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,3,4],f32>, %[[W:.*]]: !torch.vtensor<[4],f32>, %[[B:.*]]: !torch.vtensor<[4],f32>)
// CHECK:         %[[MEAN:.*]] = torch.aten.mean.dim %[[X]], {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK:         %[[ZERO:.*]] = torch.constant.int 0
// CHECK:         %[[VAR:.*]] = torch.aten.var.correction %[[X]], %{{.*}}, %[[ZERO]], %{{.*}} : {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK:         %[[EPS:.*]] = torch.constant.float 1.000000e-05
// CHECK:         %[[VE:.*]] = torch.aten.add.Scalar %[[VAR]], %[[EPS]], %{{.*}} : {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK:         %[[RSTD:.*]] = torch.aten.rsqrt %[[VE]]
// CHECK:         %[[CENT:.*]] = torch.aten.sub.Tensor %[[X]], %[[MEAN]]
// CHECK:         %[[NORM:.*]] = torch.aten.mul.Tensor %[[CENT]], %[[RSTD]] : {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK:         %[[SCALED:.*]] = torch.aten.mul.Tensor %[[NORM]], %[[W]]
// CHECK:         %[[Y:.*]] = torch.aten.add.Tensor %[[SCALED]], %[[B]]
// CHECK-NOT:     torch.aten.layer_norm
// CHECK:         return %[[Y]] : !torch.vtensor<[2,3,4],f32>
func.func @layer_norm(%x: !torch.vtensor<[2,3,4],f32>, %w: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %int4 = torch.constant.int 4
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %ns = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.layer_norm %x, %ns, %w, %b, %eps, %true : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

// A dynamic dim: flatten reads the unknown sizes with aten.size.int (each once) and multiplies
// them with the static ones.
// CHECK-LABEL: func.func @flatten_dynamic(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[?,3,?],f32>)
// CHECK:         %[[D0:.*]] = torch.aten.size.int %[[X]], %{{.*}} : !torch.vtensor<[?,3,?],f32>, !torch.int -> !torch.int
// CHECK:         %[[D2:.*]] = torch.aten.size.int %[[X]], %{{.*}} : !torch.vtensor<[?,3,?],f32>, !torch.int -> !torch.int
// CHECK-NOT:     torch.aten.size.int
// CHECK:         %[[THREE:.*]] = torch.constant.int 3
// CHECK:         %[[N:.*]] = torch.aten.mul.int %[[D2]], %[[THREE]] : !torch.int, !torch.int -> !torch.int
// CHECK:         %[[SHAPE:.*]] = torch.prim.ListConstruct %[[D0]], %[[N]] : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK:         %[[R:.*]] = torch.aten.reshape %[[X]], %[[SHAPE]] : !torch.vtensor<[?,3,?],f32>, !torch.list<int> -> !torch.vtensor<[?,?],f32>
// CHECK:         return %[[R]]
func.func @flatten_dynamic(%x: !torch.vtensor<[?,3,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.flatten.using_ints %x, %int1, %int-1 : !torch.vtensor<[?,3,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// A result type less precise than the decomposition's: a static info cast back to it.
// CHECK-LABEL: func.func @cast_back(
// CHECK:         %[[V:.*]] = torch.aten.reshape {{.*}} -> !torch.vtensor<[1],f32>
// CHECK:         %[[C:.*]] = torch.tensor_static_info_cast %[[V]] : !torch.vtensor<[1],f32> to !torch.vtensor<[?],f32>
// CHECK:         return %[[C]]
func.func @cast_back(%x: !torch.vtensor<[],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.aten.atleast_1d %x : !torch.vtensor<[],f32> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// A dim that is not a constant: left alone.
// CHECK-LABEL: func.func @not_constant(
// CHECK:         torch.aten.softmax.int %{{.*}}, %{{.*}}, %{{.*}}
func.func @not_constant(%x: !torch.vtensor<[2,5],f32>, %d: !torch.int) -> !torch.vtensor<[2,5],f32> {
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %d, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// Ops in nested regions are decomposed too.
// CHECK-LABEL: func.func @nested(
// CHECK:         torch.prim.If
// CHECK:           %[[S:.*]] = torch.aten.sigmoid %{{.*}} : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
// CHECK:           %[[M:.*]] = torch.aten.mul.Tensor %{{.*}}, %[[S]]
// CHECK:           torch.prim.If.yield %[[M]]
func.func @nested(%c: !torch.bool, %x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.prim.If %c -> (!torch.vtensor<[4],f32>) {
    %1 = torch.aten.silu %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    torch.prim.If.yield %1 : !torch.vtensor<[4],f32>
  } else {
    torch.prim.If.yield %x : !torch.vtensor<[4],f32>
  }
  return %0 : !torch.vtensor<[4],f32>
}

// Mutable tensors are left for torch-reduce-op-variants / maximize-value-semantics.
// CHECK-LABEL: func.func @non_value(
// CHECK:         torch.aten.silu %{{.*}} : !torch.tensor<[4],f32> -> !torch.tensor<[4],f32>
func.func @non_value(%x: !torch.tensor<[4],f32>) -> !torch.tensor<[4],f32> {
  %0 = torch.aten.silu %x : !torch.tensor<[4],f32> -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// A complex transposed convolution (groups 2): ONE real transposed convolution, the input parts
// stacked on the batch dim and the weight parts on the per-group output-channel dim ([4, 3, 3] ->
// [4, 6, 3], so [2N, G*2F] = [4, 12] out); re = conv(xr, wr) - conv(xi, wi) (batch half 0 /
// channel half 0 minus batch half 1 / channel half 1), im = conv(xr, wi) + conv(xi, wr); the bias
// parts added to the parts. Stride, padding, dilation, output_padding and groups unchanged.
// CHECK-LABEL: func.func @complex_conv_transpose(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,4,5],complex<f32>>, %[[W:.*]]: !torch.vtensor<[4,3,3],complex<f32>>, %[[B:.*]]: !torch.vtensor<[6],complex<f32>>)
// CHECK:         %[[XS:.*]] = torch.aten.cat %{{.*}}, %[[I0:.*]] : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,4,5],f32>
// CHECK:         %[[WS:.*]] = torch.aten.cat %{{.*}}, %[[I1:.*]] : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,6,3],f32>
// CHECK:         %[[Y:.*]] = torch.aten.convolution %[[XS]], %[[WS]], %{{.*}}, %[[ST:.*]], %[[PAD:.*]], %[[DIL:.*]], %[[T:.*]], %[[OP:.*]], %[[G:.*]] : {{.*}} -> !torch.vtensor<[4,12,10],f32>
// CHECK:         %[[H0:.*]] = torch.aten.slice.Tensor %[[Y]], %[[I0]], %[[I0]], %[[N:.*]], %[[I1]] : {{.*}} -> !torch.vtensor<[2,12,10],f32>
// CHECK:         %[[R0:.*]] = torch.aten.reshape %[[H0]], %{{.*}} -> !torch.vtensor<[2,2,2,3,10],f32>
// CHECK:         %[[P00:.*]] = torch.aten.select.int %[[R0]], %{{.*}}, %[[I0]] : {{.*}} -> !torch.vtensor<[2,2,3,10],f32>
// CHECK:         %[[RR:.*]] = torch.aten.reshape %[[P00]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[H1:.*]] = torch.aten.slice.Tensor %[[Y]], %[[I0]], %[[N]], %{{.*}}, %[[I1]] : {{.*}} -> !torch.vtensor<[2,12,10],f32>
// CHECK:         %[[R1:.*]] = torch.aten.reshape %[[H1]], %{{.*}} -> !torch.vtensor<[2,2,2,3,10],f32>
// CHECK:         %[[P11:.*]] = torch.aten.select.int %[[R1]], %{{.*}}, %[[I1]] : {{.*}} -> !torch.vtensor<[2,2,3,10],f32>
// CHECK:         %[[II:.*]] = torch.aten.reshape %[[P11]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[RE:.*]] = torch.aten.sub.Tensor %[[RR]], %[[II]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[P01:.*]] = torch.aten.select.int %[[R0]], %{{.*}}, %[[I1]] : {{.*}} -> !torch.vtensor<[2,2,3,10],f32>
// CHECK:         %[[RI:.*]] = torch.aten.reshape %[[P01]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[P10:.*]] = torch.aten.select.int %[[R1]], %{{.*}}, %[[I0]] : {{.*}} -> !torch.vtensor<[2,2,3,10],f32>
// CHECK:         %[[IR:.*]] = torch.aten.reshape %[[P10]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[IM:.*]] = torch.aten.add.Tensor %[[RI]], %[[IR]], %{{.*}} -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[RE2:.*]] = torch.aten.add.Tensor %[[RE]], %{{.*}} : !torch.vtensor<[2,6,10],f32>, !torch.vtensor<[1,6,1],f32>, !torch.int -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[IM2:.*]] = torch.aten.add.Tensor %[[IM]], %{{.*}} : !torch.vtensor<[2,6,10],f32>, !torch.vtensor<[1,6,1],f32>, !torch.int -> !torch.vtensor<[2,6,10],f32>
// CHECK:         %[[Z:.*]] = torch.aten.complex %[[RE2]], %[[IM2]] : {{.*}} -> !torch.vtensor<[2,6,10],complex<f32>>
// CHECK-NOT:     torch.aten.convolution
// CHECK:         return %[[Z]]
func.func @complex_conv_transpose(%x: !torch.vtensor<[2,4,5],complex<f32>>, %w: !torch.vtensor<[4,3,3],complex<f32>>, %b: !torch.vtensor<[6],complex<f32>>) -> !torch.vtensor<[2,6,10],complex<f32>> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %stride = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %padding = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %dilation = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %opad = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %b, %stride, %padding, %dilation, %true, %opad, %int2 : !torch.vtensor<[2,4,5],complex<f32>>, !torch.vtensor<[4,3,3],complex<f32>>, !torch.vtensor<[6],complex<f32>>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,10],complex<f32>>
  return %0 : !torch.vtensor<[2,6,10],complex<f32>>
}
