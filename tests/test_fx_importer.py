"""FX importer: PyTorch programs -> the torch dialect (``output_type="raw"``).

Every printed module is parsed and verified by upstream MLIR with Torch-MLIR's torch dialect
registered (IREE's ``iree.compiler.ir``; parse + verify only, never compiled), and checked with
FileCheck-style patterns on the ops and types that matter.
"""
from __future__ import annotations

import re

import numpy as np
import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.export import Dim

import tmlir
from tmlir.fx import FxImportError
from tmlir.ir import parse_module

_UPSTREAM = {}


def upstream_verify(text):
    """Parse + verify with upstream MLIR (IREE's bindings register Torch-MLIR's dialects)."""
    from iree.compiler import ir
    ctx = _UPSTREAM.get("ctx")
    if ctx is None:
        ctx = _UPSTREAM["ctx"] = ir.Context()
    m = ir.Module.parse(text, ctx)
    assert m.operation.verify()
    return m


def check(text, *patterns):
    """FileCheck-like: each pattern must match after the end of the previous match, in order (on
    the same line or a later one). ``{{re}}`` embeds a regular expression (not crossing lines);
    ``NOT: x`` asserts that x appears nowhere."""
    pos = 0
    for pat in patterns:
        if pat.startswith("NOT: "):
            m = _pattern(pat[5:]).search(text)
            assert m is None, f"unexpected {pat[5:]!r} at: {text[max(0, m.start() - 80):m.end() + 80]}\n---\n{text}"
            continue
        m = _pattern(pat).search(text, pos)
        if m is None:
            raise AssertionError(f"pattern not found (in order): {pat!r}\n---\n{text}")
        pos = m.end()


def _pattern(p):
    out, i = [], 0
    while i < len(p):
        j = p.find("{{", i)
        if j < 0:
            out.append(re.escape(p[i:]))
            break
        k = p.index("}}", j)
        out.append(re.escape(p[i:j]))
        out.append("(?:" + p[j + 2:k].replace(".*", "[^\\n]*") + ")")
        i = k + 2
    return re.compile("".join(out))


def imp(model, *args, **kwargs):
    """export_and_import(..., output_type="raw"); returns the printed text, which upstream MLIR
    parses and verifies and which tmlir parses back to the same text."""
    kwargs.setdefault("output_type", "raw")
    m = tmlir.fx.export_and_import(model, *args, **kwargs)
    m.verify()
    text = str(m)
    upstream_verify(text)
    assert str(parse_module(text)) == text
    return text


class Fn(nn.Module):
    """A module around a function of one or more tensors."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


class Fn1(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


class Fn2(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x, y):
        return self.fn(x, y)


# ---------------------------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------------------------

def test_mlp():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
    t = imp(m, torch.randn(2, 8))
    check(t, "func.func @main(%arg0: !torch.vtensor<[2,8],f32>) -> !torch.vtensor<[2,4],f32>",
          "torch.vtensor.literal(dense_resource<{{[^>]*}}0.weight> : tensor<16x8xf32>) : !torch.vtensor<[16,8],f32>",
          "torch.aten.linear %arg0, ",
          "torch.aten.relu ", "torch.aten.linear ", "return {{.*}} : !torch.vtensor<[2,4],f32>",
          "dialect_resources", "NOT: dense<[")


def test_conv_batchnorm_eval():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Flatten(), nn.Linear(8 * 4 * 4, 10)).eval()
    t = imp(m, torch.randn(1, 3, 8, 8))
    check(t, "func.func @main(%arg0: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,10],f32>",
          "torch.aten.conv2d %arg0, ", "-> !torch.vtensor<[1,8,8,8],f32>",
          # not a named op in Torch-MLIR: the importer writes it as torch.operator
          'torch.operator "aten._native_batch_norm_legit_no_training"(',
          "torch.aten.relu ", "torch.aten.max_pool2d ", "torch.aten.view {{.*}} -> !torch.vtensor<[1,128],f32>",
          "torch.aten.linear ", "-> !torch.vtensor<[1,10],f32>")
    # eval-mode batch norm mutates nothing: one result
    assert t.count("return ") == 1 and "torch.overwrite" not in t


def test_conv_batchnorm_train_returns_buffer_updates():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)).train()
    t = imp(m, torch.randn(2, 3, 6, 6))
    # the functional graph's outputs: running_mean, running_var, num_batches_tracked, then the result
    check(t, "func.func @main(%arg0: !torch.vtensor<[2,3,6,6],f32>) -> (!torch.vtensor<[4],f32>, "
             "!torch.vtensor<[4],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[2,4,4,4],f32>)",
          "torch.vtensor.literal(dense<0> : tensor<i64>) : !torch.vtensor<[],si64>",
          'torch.operator "aten._native_batch_norm_legit_functional"(',
          "return %{{[0-9]+}}#3, %{{[0-9]+}}#4, %{{[0-9]+}}, %{{[0-9]+}}#0 :")


def test_attention_block():
    torch.manual_seed(0)

    class Attn(nn.Module):
        def __init__(self, d=16, h=2):
            super().__init__()
            self.h = h
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)

        def forward(self, x):
            b, s, d = x.shape
            q, k, v = self.qkv(x).chunk(3, dim=-1)
            q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
            k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
            v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
            att = (q @ k.transpose(-2, -1)) * (1.0 / (d // self.h) ** 0.5)
            att = att.softmax(dim=-1)
            y = (att @ v).transpose(1, 2).reshape(b, s, d)
            return self.proj(y)

    t = imp(Attn().eval(), torch.randn(2, 5, 16))
    check(t, "torch.aten.linear ", "torch.aten.split_with_sizes ", "torch.prim.ListUnpack ", "torch.aten.view ",
          "torch.aten.transpose.int ",
          "torch.aten.matmul ", "torch.prim.NumToTensor.Scalar ", "torch.aten.mul.Tensor ", "torch.aten.softmax.int ", "torch.aten.matmul ",
          "torch.aten.linear ", "-> !torch.vtensor<[2,5,16],f32>")


def test_scaled_dot_product_attention_causal():
    q = torch.randn(1, 2, 4, 8)
    t = imp(Fn(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True)), q, q, q)
    check(t, "%true = torch.constant.bool true",
          "{{torch.aten.scaled_dot_product_attention|torch.operator \"aten._scaled_dot_product_flash_attention_for_cpu\"}}",
          "-> !torch.vtensor<[1,2,4,8],f32>")


def test_multihead_attention_module():
    torch.manual_seed(0)
    m = nn.MultiheadAttention(16, 2, batch_first=True).eval()
    x = torch.randn(2, 5, 16)
    t = imp(m, x, x, x)
    check(t, "func.func @main(%arg0: !torch.vtensor<[2,5,16],f32>, %arg1: !torch.vtensor<[2,5,16],f32>, "
             "%arg2: !torch.vtensor<[2,5,16],f32>) -> (!torch.vtensor<[2,5,16],f32>, !torch.vtensor<[2,5,5],f32>)",
          "dense_resource<in_proj_weight> : tensor<48x16xf32>")


def test_embedding():
    torch.manual_seed(0)

    class Emb(nn.Module):
        def __init__(self):
            super().__init__()
            self.e = nn.Embedding(10, 4)

        def forward(self, ids):
            return self.e(ids).mean(dim=1)

    t = imp(Emb(), torch.tensor([[1, 2, 3], [4, 5, 6]]))
    check(t, "func.func @main(%arg0: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[2,4],f32>",
          "dense_resource<e.weight> : tensor<10x4xf32>",
          "torch.aten.embedding {{.*}} : !torch.vtensor<[10,4],f32>, !torch.vtensor<[2,3],si64>, !torch.int, "
          "!torch.bool, !torch.bool -> !torch.vtensor<[2,3,4],f32>",
          "torch.aten.mean.dim ")


def test_inplace_ops_are_functionalized():
    def f(x):
        y = x * 2
        y.add_(1)
        y.relu_()
        return y

    t = imp(Fn1(f), torch.randn(3))
    check(t, "torch.aten.mul.Tensor ", "torch.aten.add.Tensor ", "torch.aten.relu ",
          "NOT: torch.aten.add_", "NOT: torch.aten.relu_")


def test_views():
    x = torch.randn(2, 3, 4)
    t = imp(Fn1(lambda x: (x.view(2, 12), x.permute(2, 0, 1), x.transpose(0, 1), x.unsqueeze(1),
                           x[:, :1].squeeze(1), x.flatten(), x[:, :1].expand(2, 5, 4), x.reshape(-1, 4))), x)
    check(t, "torch.prim.ListConstruct {{.*}} -> !torch.list<int>",
          "torch.aten.view {{.*}} -> !torch.vtensor<[2,12],f32>",
          "torch.aten.permute {{.*}} -> !torch.vtensor<[4,2,3],f32>",
          "torch.aten.transpose.int {{.*}} -> !torch.vtensor<[3,2,4],f32>",
          "torch.aten.unsqueeze {{.*}} -> !torch.vtensor<[2,1,3,4],f32>",
          "torch.aten.squeeze.dim {{.*}} -> !torch.vtensor<[2,4],f32>",
          "torch.aten.expand {{.*}} -> !torch.vtensor<[2,5,4],f32>")


def test_slicing():
    x = torch.randn(4, 6, 8)
    t = imp(Fn1(lambda x: (x[1:3, ::2], x[:, -1], x[..., None], x.narrow(2, 1, 3), x[:, 2:-1])), x)
    check(t, "torch.aten.slice.Tensor %arg0, %int0, %int1, %int3, %int1_0 : {{.*}} -> !torch.vtensor<[2,6,8],f32>",
          "%int9223372036854775807 = torch.constant.int 9223372036854775807",  # `::2`: end = INT64_MAX
          "torch.aten.slice.Tensor {{.*}}%int9223372036854775807, %int2 : {{.*}} -> !torch.vtensor<[2,3,8],f32>",
          "torch.aten.select.int {{.*}} -> !torch.vtensor<[4,8],f32>",
          "torch.aten.unsqueeze {{.*}} -> !torch.vtensor<[4,6,8,1],f32>")


def test_scalars():
    t = imp(Fn1(lambda x: (x * 2.5 + 3, torch.clamp(x, min=-1.0, max=1.0), x ** 2, x / 3)), torch.randn(3))
    # a scalar where the schema wants a Tensor becomes a 0-d tensor (prim.NumToTensor.Scalar)
    check(t, "%float2.500000e00 = torch.constant.float 2.500000e+00",
          "%0 = torch.prim.NumToTensor.Scalar %float2.500000e00 : !torch.float -> !torch.vtensor<[],f64>",
          "torch.aten.mul.Tensor %arg0, %0 : !torch.vtensor<[3],f32>, !torch.vtensor<[],f64> -> "
          "!torch.vtensor<[3],f32>",
          "%int3 = torch.constant.int 3", "torch.prim.NumToTensor.Scalar %int3 : !torch.int -> "
          "!torch.vtensor<[],si64>", "torch.aten.add.Tensor ",
          "%float-1.000000e00 = torch.constant.float -1.000000e+00", "torch.aten.clamp ",
          "torch.aten.pow.Tensor_Scalar ", "torch.aten.div.Tensor ")


def test_integer_tensors():
    a = torch.randint(1, 10, (4,))
    f = Fn2(lambda a, b: (a + b, a // b, a % b, (a * 3).to(torch.int32), a.sum()))
    sig = ("func.func @main(%arg0: !torch.vtensor<[4],si64>, %arg1: !torch.vtensor<[4],si64>) -> "
           "(!torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, "
           "!torch.vtensor<[4],si32>, !torch.vtensor<[],si64>)")
    ops = ("%int3_{{[0-9]+}} = torch.constant.int 3",  # dtype int32 = ScalarType 3
           "torch.aten._to_copy %{{[0-9]+}}, %int3_{{[0-9]+}}, ", "torch.aten.sum ")
    t = imp(f, a, a.clone())
    check(t, sig, "torch.aten.add.Tensor ", "torch.aten.floor_divide ", "torch.aten.remainder.Tensor ",
          "torch.aten.mul.Tensor ", *ops, "NOT: torch.aten._assert_tensor_metadata")
    # torch.export.export's training IR checks the dtype before .to(): an ExportedProgram is imported
    # with that check (every backend erases it); a module is exported in one trace, without it
    t = imp(torch.export.export(f, (a, a.clone())))
    check(t, sig, "torch.aten.mul.Tensor ", "torch.aten._assert_tensor_metadata ", *ops)


def test_bool_tensors():
    x, m = torch.randn(4), torch.tensor([True, False, True, False])
    t = imp(Fn2(lambda x, m: (torch.logical_and(x > 0, m), torch.where(m, x, 0.0), x.masked_fill(m, -1.0), ~m)), x, m)
    check(t, "func.func @main(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.vtensor<[4],i1>)",
          "torch.aten.gt.Scalar {{.*}} -> !torch.vtensor<[4],i1>", "torch.aten.logical_and ",
          "torch.aten.where.{{[A-Za-z]+}} ", "torch.aten.masked_fill.Scalar ", "torch.aten.bitwise_not ")


def test_bool_fill_values_go_in_as_ints_with_the_dtype_pinned():
    """Scalar operands are int/float/number in the torch dialect: a literal True given to an op
    with a dtype argument goes in as 1, and ``dtype=None`` (which would read the dtype off the
    bool) becomes the result's dtype."""
    m = torch.tensor([True, False, True])
    t = imp(Fn1(lambda m: (torch.full((2, 3), True), m.new_full((2,), False),
                           torch.full((2,), True, dtype=torch.float32))), m)
    check(t, "%int1 = torch.constant.int 1", "%int11 = torch.constant.int 11",
          "torch.aten.full {{.*}}, %int1, %int11, {{.*}} -> !torch.vtensor<[2,3],i1>",
          "torch.aten.full {{.*}}, %int0, %int11{{.*}} -> !torch.vtensor<[2],i1>",
          "torch.aten.full {{.*}} -> !torch.vtensor<[2],f32>",
          "NOT: !torch.bool, !torch.none")


def test_multiple_outputs():
    t = imp(Fn1(lambda x: (x.sin(), x.cos(), x)), torch.randn(2))
    check(t, "-> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>)",
          "torch.aten.sin ", "torch.aten.cos ", "return %0, %1, %arg0 :")


def test_nested_outputs_are_flattened():
    t = imp(Fn1(lambda x: {"a": x + 1, "b": (x * 2, [x - 3, x.sum()])}), torch.randn(2))
    check(t, "-> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[],f32>)",
          "torch.aten.add.Tensor ", "torch.aten.mul.Tensor ", "torch.aten.sub.Tensor ", "torch.aten.sum ")


def test_multi_result_op_topk_sort_max():
    t = imp(Fn1(lambda x: (torch.topk(x, 2), torch.sort(x, dim=-1, descending=True), x.max(dim=1))), torch.randn(3, 5))
    # results are named after the schema's returns, as Torch-MLIR names them
    check(t, "%values, %indices = torch.aten.topk ", "-> !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],si64>",
          "%values_{{[0-9]+}}, %indices_{{[0-9]+}} = torch.aten.sort ",
          "%values_{{[0-9]+}}, %indices_{{[0-9]+}} = torch.aten.max.dim ",
          "return %values, %indices, ")


def test_list_results_split_unbind_chunk():
    # no decompositions: split/unbind return !torch.list<vtensor>, read with one prim.ListUnpack
    x = torch.randn(4, 6)
    t = imp(Fn1(lambda x: (*x.split(2, dim=1), *x.unbind(0))), x, decomposition_table={})
    check(t, "torch.aten.split.Tensor {{.*}} -> !torch.list<vtensor>",
          "torch.prim.ListUnpack {{.*}} : !torch.list<vtensor> -> !torch.vtensor<[4,2],f32>, "
          "!torch.vtensor<[4,2],f32>, !torch.vtensor<[4,2],f32>",
          "torch.aten.unbind.int {{.*}} -> !torch.list<vtensor>", "torch.prim.ListUnpack ")
    assert t.count("torch.prim.ListUnpack") == 2


def test_list_among_several_results():
    # histogramdd returns (Tensor hist, Tensor[] bin_edges): the list result is !torch.list<vtensor>
    # and its getitems one prim.ListUnpack, as a single list result
    t = imp(Fn1(lambda x: torch.histogramdd(x, [3, 4])), torch.randn(10, 2), decomposition_table={})
    check(t, "torch.operator \"aten.histogramdd\"{{.*}} -> (!torch.vtensor<[3,4],f32>, !torch.list<vtensor>)",
          "torch.prim.ListUnpack {{.*}} : !torch.list<vtensor> -> !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>",
          "return {{.*}} : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>")
    assert t.count("torch.prim.ListUnpack") == 1


def test_default_decompositions_split_and_unbind():
    # split.Tensor -> split_with_sizes (one list, unpacked once); unbind -> slices
    t = imp(Fn1(lambda x: (*x.split(2, dim=1), *x.unbind(0))), torch.randn(4, 6))
    check(t, "torch.aten.split_with_sizes ", "torch.prim.ListUnpack ", "torch.aten.slice.Tensor ",
          "torch.aten.squeeze.dim ", "NOT: torch.aten.split.Tensor", "NOT: torch.aten.unbind",
          "NOT: as_strided")


def test_backend_legal_ops_are_not_decomposed():
    t = imp(Fn1(lambda x: x.split(2, dim=1)), torch.randn(4, 6), backend_legal_ops=["aten.split.Tensor"])
    check(t, "torch.aten.split.Tensor ", "torch.prim.ListUnpack ")


def test_decomposition_table_custom():
    x = torch.randn(3)
    kept = imp(Fn1(lambda x: F.hardswish(x)), x, decomposition_table={})
    check(kept, "torch.aten.hardswish ")
    table = tmlir.fx.default_decomposition_table()
    assert torch.ops.aten.hardswish.default in table
    dec = imp(Fn1(lambda x: F.hardswish(x)), x)
    check(dec, "NOT: torch.aten.hardswish", "torch.aten.{{clamp|hardtanh|minimum|add.Tensor}}")


def _mixed_dtype_backward_samples():
    A = torch.ops.aten
    gi, x = torch.tensor([[1, 2], [3, -4]]), torch.tensor([[0.5, -1.0], [2.0, 3.0]])
    xi, x64, g64 = torch.tensor([[0, 1], [2, -3]]), x.double(), torch.tensor(2.0, dtype=torch.float64)
    return [
        (A.threshold_backward.default, (gi, x, 0.0)), (A.threshold_backward.default, (x, xi, 1)),
        (A.threshold_backward.default, (g64, x, 0.0)), (A.hardtanh_backward.default, (gi, x, -1.0, 1.0)),
        (A.hardtanh_backward.default, (x64, x, -1.0, 1.0)), (A.leaky_relu_backward.default, (x64, x, 0.1, False)),
        (A.hardswish_backward.default, (x64, x)), (A.hardsigmoid_backward.default, (x64, x)),
        (A.sigmoid_backward.default, (x64, x.sigmoid())), (A.tanh_backward.default, (x64, x.tanh())),
        (A.silu_backward.default, (x64, x)), (A.elu_backward.default, (x64, 1.0, 1.0, 1.0, False, x)),
        (A.softplus_backward.default, (x64, x, 1.0, 20.0)), (A.native_dropout_backward.default, (gi, gi > 0, 2.0)),
        (A.mse_loss_backward.default, (g64, x, x * 2, 1)), (A.leaky_relu.default, (xi, 0.5)),
        (A.hardtanh.default, (xi, -1, 1)), (A.clamp_min.default, (xi, 0.5)), (A.rsub.Scalar, (xi, 0.5)),
    ]


def test_default_decompositions_keep_the_result_dtype():
    """Every decomposition in the default table gives the dtype the op gives, on mixed dtypes
    (a decomposition that changes it would be a silent wrong result in every lowering)."""
    table = tmlir.fx.default_decomposition_table()
    checked = 0
    for op, args in _mixed_dtype_backward_samples():
        fn = table.get(op)
        if fn is None:
            continue
        try:
            want = op(*args)
        except RuntimeError:
            continue  # PyTorch rejects these dtypes
        got = fn(*args)
        assert got.dtype == want.dtype, f"{op}: the decomposition gives {got.dtype}, the op {want.dtype}"
        torch.testing.assert_close(got, want, check_dtype=False)
        checked += 1
    assert checked >= 10


def test_cat_and_stack_build_tensor_lists():
    t = imp(Fn2(lambda a, b: (torch.cat([a, b], 1), torch.stack([a, b]))), torch.randn(2, 3), torch.randn(2, 3))
    check(t, "torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> "
             "!torch.list<vtensor>",
          "torch.aten.cat {{.*}} : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,6],f32>",
          "torch.aten.stack {{.*}} -> !torch.vtensor<[2,2,3],f32>")


def test_index_tensor_with_none_uses_optional_list():
    x, i = torch.randn(5, 4), torch.tensor([0, 2, 1])
    t = imp(Fn2(lambda x, i: (x[i], x[:, i])), x, i)
    check(t, "torch.aten.index.Tensor {{.*}} : !torch.vtensor<[5,4],f32>, !torch.list<optional<vtensor>> -> "
             "!torch.vtensor<[3,4],f32>",
          "torch.prim.ListConstruct %{{[a-z0-9_]+}}, %arg1 : (!torch.none, !torch.vtensor<[3],si64>) -> "
          "!torch.list<optional<vtensor>>",
          "torch.aten.index.Tensor ")


def test_gather_scatter_index_put():
    x, i = torch.randn(5, 4), torch.tensor([[0], [2], [1], [3], [0]])
    t = imp(Fn2(lambda x, i: (torch.gather(x, 1, i), x.scatter(1, i, 1.0), x.index_put((i[:, 0],), torch.tensor(1.0)))),
            x, i)
    check(t, "torch.aten.gather ", "torch.aten.scatter.value ", "torch.aten.index_put ")


def test_reductions():
    t = imp(Fn1(lambda x: (x.sum(dim=1, keepdim=True), x.mean(), x.amax(dim=(0, 1)), x.argmax(dim=-1),
                           x.var(dim=1))), torch.randn(3, 5))
    check(t, "%true = torch.constant.bool true", "torch.aten.sum.dim_IntList ", "-> !torch.vtensor<[3,1],f32>",
          "torch.aten.mean ", "torch.aten.amax ", "torch.aten.argmax ", "-> !torch.vtensor<[3],si64>",
          "torch.aten.var.dim ")


def test_normalizations():
    torch.manual_seed(0)
    t = imp(nn.Sequential(nn.LayerNorm(8), nn.GroupNorm(2, 4)), torch.randn(2, 4, 8))
    check(t, "dense_resource<_0.weight> : tensor<8xf32>", "torch.aten.layer_norm ", "torch.aten.group_norm ",
          "NOT: torch.aten.native_group_norm")


def test_activations_and_softmax():
    t = imp(Fn1(lambda x: (F.softmax(x, -1), F.log_softmax(x, 1), F.gelu(x, approximate="tanh"), torch.tanh(x),
                           torch.sigmoid(x))), torch.randn(3, 5))
    check(t, "torch.aten.softmax.int ", "torch.aten.log_softmax.int ", '%str = torch.constant.str "tanh"',
          "torch.aten.gelu %arg0, %str ", "torch.aten.tanh ", "torch.aten.sigmoid ")


def test_matmul_family():
    a, b = torch.randn(2, 3, 4), torch.randn(2, 4, 5)
    t = imp(Fn2(lambda a, b: (a @ b, torch.bmm(a, b), torch.einsum("bij,bjk->bik", a, b))), a, b)
    check(t, "torch.aten.matmul ", "-> !torch.vtensor<[2,3,5],f32>", "torch.aten.bmm ",
          "{{torch.aten.einsum|torch.aten.bmm}} ")


def test_dtype_conversions_encode_scalar_types():
    t = imp(Fn1(lambda x: (x.to(torch.float16), x.double(), x.long(), x.to(torch.bfloat16), x.bool())),
            torch.randn(3))
    # ScalarType numbers: f16 = 5, f64 = 7, i64 = 4, bf16 = 15, bool = 11
    for code, ty in (("5", "f16"), ("7", "f64"), ("4", "si64"), ("15", "bf16"), ("11", "i1")):
        check(t, f"%int{code}{{{{(_[0-9]+)?}}}} = torch.constant.int {code}",
              f"torch.aten._to_copy {{{{.*}}}} -> !torch.vtensor<[3],{ty}>")


def test_creation_ops_device_layout_memory_format():
    def f(x):
        return (torch.zeros(2, 3, dtype=torch.int64, device="cpu"), torch.arange(5), torch.full((2,), 7.0),
                torch.ones_like(x, memory_format=torch.contiguous_format), torch.empty(3, layout=torch.strided).fill_(1.0))

    t = imp(Fn1(f), torch.randn(3), decomposition_table={})
    # dtype int64 = ScalarType 4, layout strided = 0, memory_format contiguous_format = 0
    check(t, "%int4 = torch.constant.int 4", "%none = torch.constant.none", '%cpu = torch.constant.device "cpu"',
          "torch.aten.zeros %0, %int4, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, "
          "!torch.bool -> !torch.vtensor<[2,3],si64>",
          "torch.aten.arange ", "torch.aten.full ", "%int0{{(_[0-9]+)?}} = torch.constant.int 0",
          "torch.aten.ones_like %arg0, {{.*}}, %int0{{(_[0-9]+)?}} : ",
          "%int0_{{[0-9]+}} = torch.constant.int 0",
          "torch.aten.empty.memory_format %{{[0-9]+}}, %none_{{[0-9]+}}, %int0_{{[0-9]+}}, %cpu_{{[0-9]+}}, ")


def test_pooling_and_resampling():
    x = torch.randn(1, 2, 8, 8)
    t = imp(Fn1(lambda x: (F.avg_pool2d(x, 2), F.adaptive_avg_pool2d(x, 1), F.interpolate(x, scale_factor=2.0),
                           F.conv_transpose2d(x, torch.ones(2, 3, 2, 2), stride=2))), x)
    check(t, "torch.aten.avg_pool2d ", "torch.aten.{{adaptive_avg_pool2d|mean.dim}} ",
          "-> !torch.vtensor<[1,2,16,16],f32>", "torch.aten.conv_transpose2d.input ")


def test_lstm():
    torch.manual_seed(0)
    t = imp(nn.LSTM(4, 8, batch_first=True), torch.randn(2, 5, 4))
    check(t, "func.func @main(%arg0: !torch.vtensor<[2,5,4],f32>) -> (!torch.vtensor<[2,5,8],f32>, "
             "!torch.vtensor<[1,2,8],f32>, !torch.vtensor<[1,2,8],f32>)",
          "dense_resource<weight_ih_l0> : tensor<32x4xf32>")


def test_complex_and_f64():
    t = imp(Fn2(lambda z, d: (z * 2.0, torch.view_as_real(z), d.exp())), torch.randn(3, dtype=torch.complex64),
            torch.randn(3, dtype=torch.float64))
    check(t, "func.func @main(%arg0: !torch.vtensor<[3],complex<f32>>, %arg1: !torch.vtensor<[3],f64>)",
          "torch.aten.view_as_real {{.*}} -> !torch.vtensor<[3,2],f32>", "torch.aten.exp ")


def test_residual_cnn_block():
    torch.manual_seed(0)

    class Res(nn.Module):
        def __init__(self):
            super().__init__()
            self.c1, self.b1 = nn.Conv2d(4, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4)
            self.c2, self.b2 = nn.Conv2d(4, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4)

        def forward(self, x):
            y = F.relu(self.b1(self.c1(x)))
            return F.relu(x + self.b2(self.c2(y))).mean(dim=(2, 3))

    t = imp(Res().eval(), torch.randn(2, 4, 6, 6))
    check(t, "torch.aten.conv2d %arg0, %0, %none, ", 'torch.operator "aten._native_batch_norm_legit_no_training"',
          "torch.aten.conv2d ", "torch.aten.add.Tensor ", "torch.aten.mean.dim ", "-> !torch.vtensor<[2,4],f32>")


# ---------------------------------------------------------------------------------------------
# Literals
# ---------------------------------------------------------------------------------------------

def test_literals_share_memory_and_never_print_decimals():
    torch.manual_seed(0)
    lin = nn.Linear(64, 32)
    m = tmlir.fx.export_and_import(lin, torch.randn(2, 64), output_type="raw")
    blobs = {op.properties["value"].blob.key: op.properties["value"].blob for op in m.walk()
             if op.name == "torch.vtensor.literal" and hasattr(op.properties.get("value"), "blob")}
    assert set(blobs) == {"weight", "bias"}
    assert np.shares_memory(blobs["weight"].data, lin.weight.detach().numpy())
    text = str(m)
    upstream_verify(text)
    check(text, "dense_resource<weight> : tensor<32x64xf32>", "dialect_resources", "weight: \"0x08000000",
          "NOT: dense<[")
    assert blobs["weight"].raw_bytes() == lin.weight.detach().numpy().tobytes()


def test_lifted_constant_and_scalar_parameter():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.s = nn.Parameter(torch.tensor(0.5))
            self.register_buffer("idx", torch.tensor([2, 0, 1]))

        def forward(self, x):
            return x[self.idx] * self.s + torch.tensor([1.0, 2.0, 3.0])

    t = imp(M(), torch.randn(3))
    check(t, "torch.vtensor.literal(dense<5.000000e-01> : tensor<f32>) : !torch.vtensor<[],f32>",
          "torch.vtensor.literal(dense_resource<idx> : tensor<3xi64>) : !torch.vtensor<[3],si64>",
          "torch.vtensor.literal(dense_resource<lifted_tensor_0> : tensor<3xf32>) : !torch.vtensor<[3],f32>")


def test_literal_dtypes_uint8_bool_bf16():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("u", torch.arange(6, dtype=torch.uint8))
            self.register_buffer("b", torch.tensor([True, False, True, True]))
            self.w = nn.Parameter(torch.randn(4, dtype=torch.bfloat16))

        def forward(self, x):
            return x + self.u, self.b & (x[:4] > 0), self.w * 2

    t = imp(M(), torch.zeros(6, dtype=torch.uint8))
    check(t, "dense_resource<w> : tensor<4xbf16>) : !torch.vtensor<[4],bf16>",
          "dense_resource<u> : tensor<6xui8>) : !torch.vtensor<[6],ui8>",
          "dense_resource<b> : tensor<4xi1>) : !torch.vtensor<[4],i1>")


def test_tied_weights_share_one_blob():
    class Tied(nn.Module):
        def __init__(self):
            super().__init__()
            self.e = nn.Embedding(10, 4)
            self.out = nn.Linear(4, 10, bias=False)
            self.out.weight = self.e.weight

        def forward(self, ids):
            return self.out(self.e(ids))

    t = imp(Tied(), torch.tensor([1, 2]))
    assert len(re.findall(r"^\s+[\w.]+: \"0x", t, re.M)) == 1


# ---------------------------------------------------------------------------------------------
# Dynamic shapes
# ---------------------------------------------------------------------------------------------

def test_dynamic_batch():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(8, 4), nn.ReLU())
    t = imp(m, torch.randn(3, 8), dynamic_shapes=({0: Dim("batch", min=1, max=1024)},))
    check(t, "func.func @main(%arg0: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,4],f32>",
          "torch.aten.linear {{.*}} -> !torch.vtensor<[?,4],f32>", "NOT: torch.symbolic_int")


def test_dynamic_batch_and_sequence():
    torch.manual_seed(0)

    class Enc(nn.Module):
        def __init__(self):
            super().__init__()
            self.e = nn.Embedding(50, 16)
            self.l = nn.TransformerEncoderLayer(16, 2, 32, batch_first=True, dropout=0.0)

        def forward(self, ids):
            return self.l(self.e(ids))

    b, s = Dim("b", min=1, max=8), Dim("s", min=2, max=128)
    t = imp(Enc().eval(), torch.randint(0, 50, (2, 7)), dynamic_shapes=({0: b, 1: s},))
    check(t, "func.func @main(%arg0: !torch.vtensor<[?,?],si64>) -> !torch.vtensor<[?,?,16],f32>",
          "torch.aten.size.int %arg0, %int0 ", "torch.aten.size.int %arg0, %int1 ",
          "torch.aten.embedding {{.*}} -> !torch.vtensor<[?,?,16],f32>", "torch.aten.layer_norm ")


def test_symbolic_shape_expressions():
    class Cat(nn.Module):
        def forward(self, x, y):
            return torch.cat([x, y]).tanh(), x.view(x.shape[0] * 2, -1)

    a, b = Dim("a", min=2, max=64), Dim("b", min=3, max=100)
    t = imp(Cat(), torch.randn(4, 6), torch.randn(5, 6), dynamic_shapes=({0: a}, {0: b}),
            import_symbolic_shape_expressions=True)
    check(t, "func.func @main(%arg0: !torch.vtensor<[?,6],f32>, %arg1: !torch.vtensor<[?,6],f32>)",
          '%0 = torch.symbolic_int "s{{[0-9]+}}" {min_val = 2, max_val = 64} : !torch.int',
          '%1 = torch.symbolic_int "s{{[0-9]+}}" {min_val = 3, max_val = 100} : !torch.int',
          "torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 6)> : !torch.vtensor<[?,6],f32>",
          "torch.bind_symbolic_shape %arg1, [%1], affine_map<()[s0] -> (s0, 6)> : !torch.vtensor<[?,6],f32>",
          "torch.aten.size.int %arg0, %int0 ", "torch.aten.cat ",
          "torch.bind_symbolic_shape %{{[0-9]+}}, [%{{[01]}}, %{{[01]}}], affine_map<()[s0, s1] -> (s0 + s1, 6)> :",
          "torch.aten.tanh ", "torch.bind_symbolic_shape ", "torch.aten.mul.int ", "torch.aten.view ",
          "torch.bind_symbolic_shape %{{[0-9]+}}, [%0], affine_map<()[s0] -> (s0 * 2, 3)> :")


def test_symbolic_int_unbounded_range():
    t = imp(Fn1(lambda x: x + 1), torch.randn(4), dynamic_shapes=({0: Dim("n")},),
            import_symbolic_shape_expressions=True)
    # an unbounded export range (int_oo) prints as Torch-MLIR prints it: int64 max - 1
    check(t, 'torch.symbolic_int "s{{[0-9]+}}" {min_val = {{[0-9]+}}, max_val = 9223372036854775806} : !torch.int',
          "torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>")


def test_symint_arithmetic_becomes_scalar_ops():
    class M(nn.Module):
        def forward(self, x):
            return x.new_zeros(x.shape[0] // 2 + 1), x.shape[0]

    t = imp(M(), torch.randn(6, 2), dynamic_shapes=({0: Dim("n", min=2, max=100)},))
    check(t, "-> (!torch.vtensor<[?],f32>, !torch.int)", "torch.aten.size.int %arg0, %int0 : "
          "!torch.vtensor<[?,2],f32>, !torch.int -> !torch.int",
          "torch.aten.floordiv.int ", "torch.aten.add.int ", "torch.prim.ListConstruct {{.*}} -> !torch.list<int>")


# ---------------------------------------------------------------------------------------------
# Control flow
# ---------------------------------------------------------------------------------------------

def test_cond():
    class C(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.randn(3))

        def forward(self, x):
            def t(x):
                return x.sin() + self.w

            def f(x):
                return x.cos() * 2

            return torch.cond(x.sum() > 0, t, f, (x,))

    t = imp(C(), torch.randn(4, 3), dynamic_shapes=({0: Dim("b")},))
    check(t, "func.func @main(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32>",
          "torch.aten.gt.Scalar ", "torch.aten.Bool.Tensor {{.*}} : !torch.vtensor<[],i1> -> !torch.bool",
          "torch.prim.If %{{[0-9]+}} -> (!torch.vtensor<[?,3],f32>)",
          "func.call @true_graph_0(%arg0, %0) : (!torch.vtensor<[?,3],f32>, !torch.vtensor<[3],f32>) -> "
          "!torch.vtensor<[?,3],f32>", "torch.prim.If.yield ", "} else {", "func.call @false_graph_0(",
          "torch.prim.If.yield ",
          "func.func private @true_graph_0(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[3],f32>)",
          "torch.aten.sin ", "func.func private @false_graph_0(", "torch.aten.cos ")


def test_cond_on_symbolic_size():
    class SC(nn.Module):
        def forward(self, x):
            return torch.cond(x.shape[0] > 4, lambda x: x * 2, lambda x: x + 1, (x,))

    t = imp(SC(), torch.randn(6, 2), dynamic_shapes=({0: Dim("n", min=2, max=64)},))
    # a SymBool predicate is already a !torch.bool: no Bool.Tensor
    check(t, "torch.aten.size.int %arg0, %int0 ", "torch.aten.gt.int {{.*}} -> !torch.bool",
          "torch.prim.If %1 -> (!torch.vtensor<[?,2],f32>)", "NOT: torch.aten.Bool.Tensor")


def test_while_loop_with_parameter():
    class WL(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.randn(3))

        def forward(self, x, n):
            return torch._higher_order_ops.while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, x * self.w), (n, x))

    t = imp(WL(), torch.randn(3), torch.tensor(0))
    # the parameter is an additional input: passed to both subgraphs, not carried by the loop
    check(t, "%0 = torch.vtensor.literal(dense_resource<w> ", "call @while_loop_cond_graph_0(%arg1, %arg0, %0)",
          "torch.prim.Loop %int9223372036854775807, %{{[0-9]+}}, init(%arg1, %arg0) {",
          "func.call @while_loop_body_graph_0(%arg3, %arg4, %0)", "torch.prim.Loop.condition ",
          "func.func private @while_loop_body_graph_0(", "torch.aten.mul.Tensor %arg1, %arg2 ")


def test_while_loop():
    class W(nn.Module):
        def forward(self, x, n):
            def cond_fn(i, x):
                return i < 5

            def body_fn(i, x):
                return i + 1, x * 2

            return torch._higher_order_ops.while_loop(cond_fn, body_fn, (n, x))

    t = imp(W(), torch.randn(3), torch.tensor(0))
    check(t, "= call @while_loop_cond_graph_0(%arg1, %arg0)", "torch.aten.Bool.Tensor ",
          "%int9223372036854775807 = torch.constant.int 9223372036854775807",
          "torch.prim.Loop %int9223372036854775807, %{{[0-9]+}}, init(%arg1, %arg0) {",
          "^bb0(%arg2: !torch.int, %arg3: !torch.vtensor<[],si64>, %arg4: !torch.vtensor<[3],f32>):",
          "func.call @while_loop_body_graph_0(%arg3, %arg4)", "func.call @while_loop_cond_graph_0(",
          "torch.aten.Bool.Tensor ", "torch.prim.Loop.condition ",
          "func.func private @while_loop_cond_graph_0(", "torch.aten.lt.Scalar ",
          "func.func private @while_loop_body_graph_0(")


# ---------------------------------------------------------------------------------------------
# Mutation, kwargs, specialised inputs
# ---------------------------------------------------------------------------------------------

class _Stateful(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("count", torch.zeros(3))
        self.register_buffer("scale", torch.ones(3))

    def forward(self, x):
        self.count.add_(1)
        x.mul_(2)
        return x * self.scale + self.count


def test_mutation_support_uses_non_value_tensors():
    t = imp(_Stateful(), torch.randn(3), experimental_support_mutation=True)
    check(t, "func.func @main(%arg0: !torch.tensor<[3],f32>, %arg1: !torch.tensor<[3],f32>) -> "
             "!torch.vtensor<[3],f32>",
          "torch.copy.to_vtensor %arg0 : !torch.vtensor<[3],f32>",
          "torch.copy.to_vtensor %arg1 : !torch.vtensor<[3],f32>",
          "dense_resource<scale>",  # not mutated: still a literal
          "torch.overwrite.tensor.contents %{{[0-9]+}} overwrites %arg1 : !torch.vtensor<[3],f32>, "
          "!torch.tensor<[3],f32>",
          "torch.overwrite.tensor.contents %{{[0-9]+}} overwrites %arg0 :",
          "return %{{[0-9]+}} : !torch.vtensor<[3],f32>", "NOT: dense_resource<count>")


def test_mutation_frozen_returns_new_values():
    t = imp(_Stateful(), torch.randn(3))
    check(t, "func.func @main(%arg0: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[3],f32>, "
             "!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>)",
          "dense_resource<count>", "dense_resource<scale>", "NOT: torch.overwrite", "NOT: !torch.tensor<")


def test_kwargs():
    class KW(nn.Module):
        def forward(self, x, *, scale=1.0, bias=None):
            return x * scale + bias

    t = imp(KW(), torch.randn(3), scale=2.0, bias=torch.ones(3))
    check(t, "func.func @main(%arg0: !torch.vtensor<[3],f32>, %arg1: !torch.vtensor<[3],f32>)",
          "%float2.000000e00 = torch.constant.float 2.000000e+00", "torch.aten.mul.Tensor ",
          "torch.aten.add.Tensor {{.*}}%arg1")


def test_specialized_int_input_is_a_constant():
    class M(nn.Module):
        def forward(self, x, n: int):
            return x * n

    t = imp(M(), torch.randn(3), 4)
    check(t, "func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>",
          "%int4 = torch.constant.int 4", "%0 = torch.prim.NumToTensor.Scalar %int4 ", "torch.aten.mul.Tensor %arg0, %0 ")


def test_exported_program_input_and_func_name():
    ep = torch.export.export(nn.Linear(3, 2), (torch.randn(1, 3),))
    t = str(tmlir.fx.export_and_import(ep, output_type=tmlir.OutputType.RAW, func_name="forward"))
    upstream_verify(t)
    check(t, "func.func @forward(%arg0: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[1,2],f32>")


# ---------------------------------------------------------------------------------------------
# Locations, stateless import, hooks
# ---------------------------------------------------------------------------------------------

class _Located(nn.Module):
    def forward(self, x):
        return torch.relu(x) * 3  # LOCATION-MARKER


def test_locations_from_stack_traces():
    m = tmlir.fx.export_and_import(_Located(), torch.randn(2), output_type="raw")
    text = m.to_text(debuginfo=True)
    upstream_verify(text)
    line = next(i for i, l in enumerate(open(__file__).read().splitlines(), 1) if "# LOCATION-MARKER" in l
                and "next(" not in l)
    assert re.search(r'torch\.aten\.relu .* loc\("relu"\("[^"]*test_fx_importer\.py":%d:0\)\)' % line, text), text
    assert re.search(r'torch\.aten\.mul\.Tensor .* loc\("mul"\("[^"]*test_fx_importer\.py":%d:0\)\)' % line, text)


def test_stateless_fx_import_of_make_fx_graph():
    from torch.fx.experimental.proxy_tensor import make_fx
    w = torch.randn(4, 3)

    def f(x, y):
        return torch.mm(x, w.t()) + y.sum()

    gm = make_fx(f)(torch.randn(2, 3), torch.randn(5))
    m = tmlir.fx.stateless_fx_import(gm, model_name="f")
    t = str(m)
    upstream_verify(t)
    check(t, "func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[5],f32>) -> "
             "!torch.vtensor<[2,4],f32>",
          "torch.vtensor.literal(dense_resource<_tensor_constant0> : tensor<4x3xf32>)", "torch.aten.t ",
          "torch.aten.mm ", "torch.aten.sum ", "torch.aten.add.Tensor ")


def test_hooks_resolve_literal():
    from tmlir.dialects.torch import ValueTensorLiteralOp
    from tmlir.ir import DenseElementsAttr, RankedTensorType, F32

    class ZeroWeights(tmlir.fx.FxImporterHooks):
        def __init__(self):
            self.seen = []

        def resolve_literal(self, importer, tensor, info):
            self.seen.append((info.kind, info.name))
            if info.kind == "parameter":
                attr = DenseElementsAttr(np.zeros((), np.float32), RankedTensorType(tuple(tensor.shape), F32))
                return importer.insert(ValueTensorLiteralOp.build_literal(attr)).results[0]
            return None

    hooks = ZeroWeights()
    m = tmlir.fx.export_and_import(nn.Linear(3, 2), torch.randn(1, 3), output_type="raw", hooks=hooks)
    t = str(m)
    upstream_verify(t)
    assert ("parameter", "weight") in hooks.seen and ("parameter", "bias") in hooks.seen
    check(t, "torch.vtensor.literal(dense<0.000000e+00> : tensor<2x3xf32>)", "NOT: dense_resource")


def test_unknown_op_becomes_torch_operator():
    lib = torch.library.Library("tmlirtest", "DEF")
    lib.define("scale2(Tensor x, float s=2.0) -> Tensor")
    lib.impl("scale2", lambda x, s=2.0: x * s, "CompositeExplicitAutograd")
    lib.impl("scale2", lambda x, s=2.0: torch.empty_like(x), "Meta")
    t = imp(Fn1(lambda x: torch.ops.tmlirtest.scale2(x)), torch.randn(3))
    check(t, "%float2.000000e00 = torch.constant.float 2.000000e+00",
          'torch.operator "tmlirtest.scale2"(%arg0, %float2.000000e00) : (!torch.vtensor<[3],f32>, !torch.float) -> '
          "!torch.vtensor<[3],f32>")


# ---------------------------------------------------------------------------------------------
# Output types and the public API
# ---------------------------------------------------------------------------------------------

def test_torch_mlir_op_list_is_up_to_date():
    """torch_mlir_ops.py lists the registry ops upstream Torch-MLIR defines (regenerate with
    ``python -m tmlir.importers.gen_torch_mlir_ops``)."""
    from tmlir.importers import gen_torch_mlir_ops as G
    from tmlir.importers.torch_mlir_ops import OPS
    version, names = G.probe()
    assert set(names) == set(OPS), "stale: run python -m tmlir.importers.gen_torch_mlir_ops"
    assert "torch.aten.add.Tensor" in OPS and "torch.aten._native_batch_norm_legit_no_training" not in OPS


def test_output_type_enum():
    assert tmlir.OutputType.get("RAW") is tmlir.OutputType.RAW
    assert tmlir.OutputType.get("linalg_on_tensors") is tmlir.OutputType.LINALG_ON_TENSORS
    assert tmlir.OutputType.get("Linalg-On-Tensors").value == "linalg-on-tensors"
    assert tmlir.OutputType.get(tmlir.OutputType.TOSA) is tmlir.OutputType.TOSA
    with pytest.raises(ValueError, match="unknown output type 'bogus'"):
        tmlir.OutputType.get("bogus")


def test_import_tmlir_does_not_import_torch():
    import subprocess
    import sys
    code = "import sys, time; t = time.time(); import tmlir; assert 'torch' not in sys.modules; " \
           "assert hasattr(tmlir, 'OutputType'); print(time.time() - t)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert float(r.stdout) < 2.0
    r = subprocess.run([sys.executable, "-c", "import tmlir, sys; tmlir.fx; assert 'torch' in sys.modules"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


# ---------------------------------------------------------------------------------------------
# Bad input: one clear error naming the node and its source line
# ---------------------------------------------------------------------------------------------

class _DataDependent(nn.Module):
    def forward(self, x):
        if x.sum() > 0:  # DATA-DEPENDENT-BRANCH
            return x * 2
        return x


def _marker_line(marker):
    return next(i for i, l in enumerate(open(__file__).read().splitlines(), 1)
                if l.rstrip().endswith("# " + marker))


@pytest.mark.parametrize("strict", [False, True])
def test_error_unexportable_model(strict):
    with pytest.raises(FxImportError) as ei:
        tmlir.fx.export_and_import(_DataDependent(), torch.randn(3), output_type="raw", strict=strict)
    e = ei.value
    msg = str(e)
    assert msg.startswith(f"{__file__}:{_marker_line('DATA-DEPENDENT-BRANCH')}:0: error: torch.export could not "
                          "export _DataDependent:"), msg
    assert "if x.sum() > 0:" in msg
    assert e.__cause__ is None and e.__suppress_context__ and e.__traceback__ is not None
    assert e.export_exception is not None  # the original exception stays available


def test_error_unsupported_node_kind():
    class CM(nn.Module):
        def __init__(self):
            super().__init__()
            self.l = nn.Linear(3, 3)

        def forward(self, x):
            return self.l(x).relu()  # CALL-MODULE

    tracer = torch.fx.Tracer()
    tracer.record_stack_traces = True
    model = CM()
    gm = torch.fx.GraphModule(model, tracer.trace(model))
    from torch.fx.passes.shape_prop import ShapeProp
    ShapeProp(gm).propagate(torch.randn(2, 3))
    with pytest.raises(FxImportError) as ei:
        tmlir.fx.stateless_fx_import(gm)
    msg = str(ei.value)
    assert msg.startswith(f"{__file__}:{_marker_line('CALL-MODULE')}:0: error: unsupported FX node kind "
                          "'call_module'"), msg
    assert "while importing FX node 'l' (call_module l)" in msg
    assert "return self.l(x).relu()" in msg
    assert ei.value.node_name == "l"


def test_error_quantized_tensor():
    g = torch.fx.Graph()
    root = nn.Module()
    root.qw = torch.quantize_per_tensor(torch.randn(3), 0.1, 0, torch.qint8)
    g.output(g.get_attr("qw"))
    with pytest.raises(FxImportError, match=r"error: quantized tensor 'qw' \(torch.qint8\) cannot be imported") as ei:
        tmlir.fx.stateless_fx_import(torch.fx.GraphModule(root, g))
    assert "while importing FX node 'qw' (get_attr qw)" in str(ei.value)


def test_error_unknown_dtype():
    class V(nn.Module):
        def forward(self, x):
            return x.view(torch.uint8)

    with pytest.raises(FxImportError, match=r"unsupported dtype torch.float8_e8m0fnu") as ei:
        tmlir.fx.export_and_import(V(), torch.zeros(3, dtype=torch.float8_e8m0fnu), output_type="raw")
    assert "while importing FX node 'x' (placeholder x)" in str(ei.value)


def test_error_node_without_metadata():
    gm = torch.fx.symbolic_trace(lambda x: torch.relu(x))
    with pytest.raises(FxImportError, match="has no 'val' metadata"):
        tmlir.fx.stateless_fx_import(gm)


def test_python_complex_scalars_are_complex_constants():
    """A Python complex argument is a ``torch.constant.complex`` (``!torch.complex``); where the op
    wants a tensor it becomes a complex<f64> 0-d tensor, as floats become f64 ones."""
    a = torch.randn(3, dtype=torch.complex64)
    m = tmlir.fx.export_and_import(Fn1(lambda x: x.masked_fill(x.real > 0, 2 - 1j) * (0.5 + 1e-3j)), a,
                                   output_type="raw")
    t = str(m)
    check(t, "torch.constant.complex [2.000000e+00, -1.000000e+00]",
          "torch.aten.masked_fill.Scalar {{.*}} !torch.complex -> !torch.vtensor<[3],complex<f32>>",
          "torch.constant.complex [5.000000e-01, 1.000000e-03]",
          "torch.prim.NumToTensor.Scalar {{.*}} : !torch.complex -> !torch.vtensor<[],complex<f64>>")
    again = parse_module(t)
    assert str(again) == t


def test_complex_constant_verifier_and_parser():
    with pytest.raises(Exception, match="two f64"):
        parse_module("func.func @f() -> !torch.complex {\n  %0 = torch.constant.complex [1.0 : f32, 2.0 : f32]\n"
                     "  return %0 : !torch.complex\n}")
