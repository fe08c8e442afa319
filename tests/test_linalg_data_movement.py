"""convert-torch-to-linalg: views/data movement, indexing, creation and scalars.

Each numeric case lowers a small program to linalg-on-tensors, runs it with IREE and compares
with eager PyTorch (``check_linalg``); a representative subset (the e2e suite has the rest:
``python -m tmlir.e2e -f '^(View|Index|Create)'``). The IR cases parse torch IR, run the pass and
check the ops it produced.
"""
import pytest
import torch

from tmlir.ir.parser import parse_module
import tmlir.conversion  # noqa: F401  (registers convert-torch-to-linalg)
from tmlir.ir.passmanager import PassManager

T = torch.tensor


def _check(fn, *inputs, dynamic=None):
    """Lower ``fn`` (dims in ``dynamic`` exported as ``Dim.DYNAMIC``), run it with IREE and compare
    with eager PyTorch (as ``check_linalg``, whose named dims refuse guards such as ``size >= 2``)."""
    import numpy as np
    from torch.export import Dim
    import tmlir.fx
    from tmlir.testing.linalg_check import compile_and_run

    class M(torch.nn.Module):
        def forward(self, *a):
            return fn(*a)
    dyn = None
    if dynamic:
        dyn = (tuple({d: Dim.DYNAMIC for d in dynamic.get(i, [])} or None for i in range(len(inputs))),)
    m = tmlir.fx.export_and_import(M(), *inputs, output_type="linalg-on-tensors", dynamic_shapes=dyn,
                                   guards=False)  # the runtime shape guards are not under test here
    outs = compile_and_run(str(m), "main", [x.numpy() for x in inputs])
    expected = fn(*inputs)
    expected = list(expected) if isinstance(expected, (list, tuple)) else [expected]
    assert len(outs) == len(expected)
    for o, e in zip(outs, expected):
        e = e.numpy()
        assert o.shape == e.shape
        if e.dtype.kind == "f":
            np.testing.assert_allclose(o, e, rtol=1e-5, atol=1e-5)
        else:
            np.testing.assert_array_equal(o.astype(e.dtype), e)


NUMERIC = {
    # views
    "view_inferred_dynamic": (lambda x: x.view(-1, 4), [torch.randn(6, 8)], {0: [0]}),
    "view_regroup": (lambda x: x.view(4, 6).reshape(2, 2, 6), [torch.randn(6, 4)], None),
    "flatten_dynamic": (lambda x: x.flatten(1), [torch.randn(2, 3, 4)], {0: [0, 2]}),
    "unflatten_int64": (lambda x: x.unflatten(1, (2, -1)), [torch.randint(-9, 9, (3, 6))], None),
    "squeeze_unsqueeze": (lambda x: x.unsqueeze(1).squeeze(1).unsqueeze(-1), [torch.randn(6, 8)], {0: [0]}),
    "permute_transpose": (lambda x: x.permute(2, 0, 1).transpose(0, 1), [torch.randn(2, 3, 4)], {0: [0]}),
    "expand_dynamic": (lambda x: x.expand(3, -1, 4), [torch.randn(5, 1)], {0: [0]}),
    "select_negative": (lambda x: x[:, -1] + x.select(0, 1), [torch.randn(4, 4)], None),
    "slice_step_neg_oob": (lambda x: x[-3:100:2, 1:], [torch.randn(6, 8)], None),
    "narrow_int32": (lambda x: x.narrow(1, 2, 3), [torch.randint(-9, 9, (4, 5), dtype=torch.int32)], None),
    "cat_dynamic_promote": (lambda x, y: torch.cat([x, y.to(torch.int32)], 1),
                            [torch.randint(0, 5, (3, 2), dtype=torch.int32), torch.randn(3, 4)], None),
    "stack_neg_dim": (lambda x, y: torch.stack([x, y], -1), [torch.randn(2, 3), torch.randn(2, 3)], None),
    "split_chunk_unbind": (lambda x: (torch.split(x, 4, 1)[1], torch.chunk(x, 3)[2], torch.unbind(x)[5]),
                           [torch.randn(6, 8)], None),
    "flip_repeat_bool": (lambda x: torch.flip(x, [0]).repeat(2, 1), [torch.rand(3, 4) > 0.5], None),
    "roll_diagonal": (lambda x: torch.roll(x, 1, 0) + torch.diagonal(x, 1).sum(), [torch.randn(4, 5)], None),
    "triu_tril": (lambda x: torch.triu(x, 1) - torch.tril(x, -1), [torch.randn(4, 5)], None),
    # indexing
    "index_select_dynamic": (lambda x, i: torch.index_select(x, 0, i), [torch.randn(5, 3), T([4, 0, 2])],
                             {0: [0]}),
    "gather": (lambda x, i: torch.gather(x, 1, i), [torch.randn(3, 4), T([[0, 1], [3, 3], [2, 0]])], None),
    "embedding": (lambda w, i: torch.nn.functional.embedding(i, w), [torch.randn(10, 3), T([[1, 2], [9, 0]])],
                  None),
    "index_tensor_broadcast": (lambda x, i, j: x[i, :, j], [torch.randn(5, 3, 4), T([4, -1, 1]), T([[1], [2]])],
                               None),
    "scatter_add_int": (lambda x, i, s: x.scatter_add(1, i, s),
                        [torch.zeros(3, 5, dtype=torch.int64), T([[0, 0], [3, 4], [2, 2]]),
                         T([[1, 2], [3, 4], [5, 6]])], None),
    "scatter_reduce_mean": (lambda x, i, s: x.scatter_reduce(1, i, s, "mean", include_self=False),
                            [torch.randn(3, 5), T([[0, 0], [3, 4], [2, 2]]), torch.randn(3, 2)], None),
    "index_put_accumulate": (lambda x, i, v: torch.index_put(x, (i,), v, accumulate=True),
                             [torch.zeros(5, 3), T([4, 4, 0]), torch.randn(3)], None),
    "slice_select_scatter": (lambda x, s, r: torch.select_scatter(torch.slice_scatter(x, s, 1, 1, 5, 2), r, 0, -1),
                             [torch.zeros(3, 6), torch.randn(3, 2), torch.randn(6)], None),
    # creation and scalars
    "zeros_from_size": (lambda x: torch.zeros(x.shape[0], 3) + x[:, :1], [torch.randn(6, 8)], {0: [0]}),
    "full_like_item": (lambda x: torch.full_like(x, 2.0) * x.sum().item(), [torch.randn(3, 3)], None),
    "arange_dynamic": (lambda x: torch.arange(x.shape[0]) * 2, [torch.randn(6, 8)], {0: [0]}),
    "arange_float_linspace_eye": (lambda x: torch.arange(0.5, 3.0, 0.5) + torch.linspace(-1, 1, 5)
                                  + torch.eye(5)[1], [torch.randn(3)], None),
    "literal_int": (lambda x: T([1, 2, 3]) * x, [T([4, 5, 6])], None),
    "scalar_int_arith": (lambda x: torch.zeros((x.shape[0] * 2 + 1) // 3, max(x.shape[0] % 4, 1)),
                         [torch.randn(7, 3)], {0: [0]}),
}


@pytest.mark.parametrize("name", list(NUMERIC))
def test_numeric(name):
    fn, inputs, dyn = NUMERIC[name]
    _check(fn, *inputs, dynamic=dyn)


def _lower(text):
    m = parse_module(text)
    PassManager.parse("builtin.module(func.func(convert-torch-to-linalg))").run(m)
    return m


def _op_names(m):
    return [op.name for op in m.walk_ops()]


def test_view_dynamic_groups_into_collapse_expand():
    m = _lower("""
func.func @f(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,2,4],f32> {
  %int-1 = torch.constant.int -1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %l = torch.prim.ListConstruct %int-1, %int2, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[?,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,4],f32>
  return %0 : !torch.vtensor<[?,2,4],f32>
}""")
    names = _op_names(m)
    assert "torch.aten.view" not in names
    assert "tensor.expand_shape" in names and "tensor.reshape" not in names
    exp = next(op for op in m.walk_ops() if op.name == "tensor.expand_shape")
    assert str(exp.results[0].type) == "tensor<?x2x4xf32>"


def test_view_unrelated_size_uses_tensor_reshape():
    m = _lower("""
func.func @f(%x: !torch.vtensor<[?,?],f32>, %n: !torch.int) -> !torch.vtensor<[?,2],f32> {
  %int2 = torch.constant.int 2
  %l = torch.prim.ListConstruct %n, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[?,?],f32>, !torch.list<int> -> !torch.vtensor<[?,2],f32>
  return %0 : !torch.vtensor<[?,2],f32>
}""")
    names = _op_names(m)
    assert "tensor.reshape" in names and "tensor.from_elements" in names
    assert "torch.aten.view" not in names


def test_split_is_lowered_with_its_list_unpack():
    m = _lower("""
func.func @f(%x: !torch.vtensor<[7,4],f32>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,4],f32>) {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %l = torch.aten.split.Tensor %x, %int3, %int0 : !torch.vtensor<[7,4],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %0:3 = torch.prim.ListUnpack %l : !torch.list<vtensor> -> !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,4],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,4],f32>
}""")
    names = _op_names(m)
    assert "torch.aten.split.Tensor" not in names and "torch.prim.ListUnpack" not in names
    slices = [op for op in m.walk_ops() if op.name == "tensor.extract_slice"]
    assert [list(op.static_offsets.value) for op in slices] == [[0, 0], [3, 0], [6, 0]]


def test_dense_resource_literal_stays_a_resource():
    import numpy as np
    from tmlir.ir import attributes as A
    from tmlir.dialects.torch.ops import ValueTensorLiteralOp
    blob = A.ResourceBlob("weight", np.arange(4096, dtype=np.float32))
    m = _lower("""
func.func @f() -> !torch.vtensor<[4096],f32> {
  %0 = torch.vtensor.literal(dense<0.0> : tensor<4096xf32>) : !torch.vtensor<[4096],f32>
  return %0 : !torch.vtensor<[4096],f32>
}""")
    assert any(op.name == "arith.constant" for op in m.walk_ops())
    # rebuild the literal with a dense_resource value and lower it again
    m2 = parse_module("""
func.func @f() -> !torch.vtensor<[4096],f32> {
  %0 = torch.vtensor.literal(dense<0.0> : tensor<4096xf32>) : !torch.vtensor<[4096],f32>
  return %0 : !torch.vtensor<[4096],f32>
}""")
    lit = next(op for op in m2.walk_ops() if isinstance(op, ValueTensorLiteralOp))
    lit.properties["value"] = A.DenseResourceElementsAttr(blob, A.RankedTensorType([4096], A.F32))
    PassManager.parse("builtin.module(func.func(convert-torch-to-linalg))").run(m2)
    c = next(op for op in m2.walk_ops() if op.name == "arith.constant" and hasattr(op.results[0].type, "shape"))
    v = c.properties["value"]
    assert isinstance(v, A.DenseResourceElementsAttr) and v.blob is blob


def test_scalar_arith_lowers_to_arith():
    m = _lower("""
func.func @f(%a: !torch.int, %b: !torch.int, %c: !torch.float) -> (!torch.bool, !torch.float) {
  %0 = torch.aten.floordiv.int %a, %b : !torch.int, !torch.int -> !torch.int
  %1 = torch.prim.max.int %0, %a : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.lt.int %1, %b : !torch.int, !torch.int -> !torch.bool
  %3 = torch.aten.mul.float_int %c, %1 : !torch.float, !torch.int -> !torch.float
  return %2, %3 : !torch.bool, !torch.float
}""")
    names = _op_names(m)
    assert not any(n.startswith("torch.aten") or n.startswith("torch.prim") for n in names), names
    for want in ("arith.floordivsi", "arith.maxsi", "arith.cmpi", "arith.sitofp", "arith.mulf"):
        assert want in names, want
