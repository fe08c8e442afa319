"""torch-reduce-op-variants and torch-maximize-value-semantics on imported programs.

Two sources of mutation:

* ``export_and_import(..., experimental_support_mutation=True)``: torch.export functionalises the
  graph; mutated inputs and buffers are ``!torch.tensor`` arguments read by ``copy.to_vtensor``
  and written by ``overwrite.tensor.contents``.
* ``make_fx`` graphs (not functionalised) keep ``add_``, ``relu_``, ``out=`` ops; ``_as_raw``
  gives them the form TorchScript-style raw IR has: every tensor a ``!torch.tensor``
  (arguments copied in, results copied out), which the two passes must turn back into pure
  ``!torch.vtensor`` code.

Each program is also run through the torch-dialect interpreter before and after the passes and
compared with eager PyTorch (including what happens to mutated inputs).
"""

import pytest
import torch
from torch.fx.experimental.proxy_tensor import make_fx

import tmlir.fx
from tmlir.importers.fx import FxImporter
from tmlir.ir.passmanager import PassManager
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.dialects.torch import create_op, schema_of
from tmlir.dialects.torch.ops import CopyToNonValueTensorOp, CopyToValueTensorOp, OverwriteTensorContentsOp
from tmlir.dialects.torch.types import ValueTensorType, NonValueTensorType, ListType, OptionalType
from tmlir.interpreter import Interpreter
from tmlir.transforms import run_reduce_op_variants, run_maximize_value_semantics
from tmlir.transforms.resolve_operators import resolve_operators

PIPELINE = "builtin.module(torch-reduce-op-variants,torch-maximize-value-semantics)"


def _run_passes(module):
    PassManager.parse(PIPELINE).run(module)   # verifies after each pass
    module.verify()
    return module


def _non_value(t):
    k = type(t)
    if k is ValueTensorType:
        return t.to_non_value()
    if k is ListType:
        return ListType(_non_value(t.element_type))
    if k is OptionalType:
        return OptionalType(_non_value(t.element_type))
    return t


def _as_raw(module):
    """Every tensor of each function body becomes a ``!torch.tensor`` (as a TorchScript import
    gives them); ``torch.operator`` ops the registry knows become the registered op. The
    signature keeps value tensors: arguments are copied in, results copied out."""
    for func in [op for op in module.walk_ops() if isinstance(op, FuncOp)]:
        block = func.regions[0].blocks[0]
        first = block.first_op
        for a in block.args:
            if type(a.type) is ValueTensorType:
                uses = list(a.uses)
                c = CopyToNonValueTensorOp.build_copy(a, func.location)
                block.insert_before(c, first)
                for user, i in uses:
                    user.set_operand(i, c.results[0])
        for op in block.ops_list():
            if isinstance(op, ReturnOp):
                for i, v in enumerate(op.operands):
                    if type(v.type) is NonValueTensorType:
                        c = CopyToValueTensorOp.build_copy(v, op.location)
                        block.insert_before(c, op)
                        op.set_operand(i, c.results[0])
            elif op.name == "torch.vtensor.literal":
                uses = list(op.results[0].uses)
                c = CopyToNonValueTensorOp.build_copy(op.results[0], op.location)
                block.insert_after(c, op)
                for user, i in uses:
                    user.set_operand(i, c.results[0])
            elif not isinstance(op, CopyToNonValueTensorOp):
                for r in op.results:
                    r.type = _non_value(r.type)
    resolve_operators(module)
    module.verify()
    return module


def _import_make_fx(f, *args):
    gm = make_fx(f)(*[a.clone() for a in args])
    imp = FxImporter()
    imp.import_stateless_graph(gm)
    return _as_raw(imp.module)


def _tensor_types(module):
    """The types of every value in the module (block arguments and op results)."""
    out = []
    for op in module.walk_ops():
        out.extend(r.type for r in op.results)
        for region in op.regions:
            for block in region.blocks:
                out.extend(a.type for a in block.args)
    return out


def _mentions_non_value(t):
    k = type(t)
    if k is NonValueTensorType:
        return True
    if k in (ListType, OptionalType):
        return _mentions_non_value(t.element_type)
    return False


def _count(module, name):
    return sum(1 for op in module.walk_ops() if op.name == name)


def _assert_close(a, b):
    if isinstance(a, (tuple, list)):
        assert isinstance(b, (tuple, list)) and len(a) == len(b)
        for x, y in zip(a, b):
            _assert_close(x, y)
        return
    assert isinstance(b, torch.Tensor), type(b)
    assert a.dtype == b.dtype and a.shape == b.shape
    torch.testing.assert_close(b, a)


# ---------------------------------------------------------------------------------------------
# make_fx programs: in-place and out= ops on local tensors -> pure value-tensor code
# ---------------------------------------------------------------------------------------------

def _chain(x, y):
    z = x * 2
    z.add_(y)
    torch.relu_(z)
    z.mul_(z)
    return z - y


def _out_variant(x, y):
    w = torch.empty(3)
    torch.add(x, y, out=w)
    w.sub_(x)
    return torch.cat([w, x]) * 2


def _relu_module(x, y):
    m = torch.nn.ReLU(inplace=True)
    h = x + y
    m(h)
    h.add_(1.5)
    return h


def _list_of_tensors(x, y):
    a = x.clone()
    b = y.clone()
    a.add_(b)
    b.mul_(a)
    return torch.stack([a, b, a])


def _index_put(x, y):
    z = x.clone()
    z[torch.tensor([0, 2])] = y.index_select(0, torch.tensor([0, 1]))
    z.abs_()
    return z


def _through_view(x, y):
    z = x.clone()
    v = z[:2]          # a view of z: writes through it change z
    v.mul_(10.0)
    z.add_(y)
    return z * 1.0


MAKE_FX_PROGRAMS = [("chain", _chain), ("out_variant", _out_variant), ("relu_inplace", _relu_module),
                    ("list_of_tensors", _list_of_tensors), ("index_put", _index_put)]


@pytest.mark.parametrize("name,f", MAKE_FX_PROGRAMS, ids=[n for n, _ in MAKE_FX_PROGRAMS])
def test_make_fx_programs_become_value_semantic(name, f):
    torch.manual_seed(0)
    x, y = torch.randn(3), torch.randn(3)
    m = _import_make_fx(f, x, y)
    text_before = str(m)
    assert "!torch.tensor" in text_before
    assert any(schema_of(op.name) is not None and (schema_of(op.name).is_inplace or schema_of(op.name).is_out)
               for op in m.walk_ops() if op.name.startswith("torch.aten.")), text_before
    expected = f(x.clone(), y.clone())
    before = Interpreter(m).run(x.clone(), y.clone())
    _assert_close(expected, before)

    _run_passes(m)
    text = str(m)
    assert not any(_mentions_non_value(t) for t in _tensor_types(m)), text
    for op_name in ("torch.copy.to_tensor", "torch.copy.to_vtensor", "torch.overwrite.tensor.contents"):
        assert _count(m, op_name) == 0, text
    for op in m.walk_ops():
        s = getattr(type(op), "schema", None)
        if s is not None:
            assert s.has_value_semantics, f"{op.name} left in\n{text}"
    after = Interpreter(m).run(x.clone(), y.clone())
    _assert_close(expected, after)


def test_views_are_left_alone_and_meaning_kept():
    """A tensor with a view is not turned into value tensors, and the result still matches."""
    x, y = torch.randn(3), torch.randn(3)
    m = _import_make_fx(_through_view, x, y)
    _run_passes(m)
    text = str(m)
    [view] = [op for op in m.walk_ops() if op.name == "torch.aten.slice.Tensor"]
    assert type(view.operand(0).type) is NonValueTensorType, text
    assert _count(m, "torch.overwrite.tensor.contents") >= 2, text
    assert _count(m, "torch.aten.mul_.Tensor") == 0 and _count(m, "torch.aten.add_.Tensor") == 0, text
    _assert_close(_through_view(x.clone(), y.clone()), Interpreter(m).run(x.clone(), y.clone()))


def test_reduce_alone_keeps_meaning():
    """After reduce-op-variants alone (copies still there), the program computes the same."""
    x, y = torch.randn(3), torch.randn(3)
    m = _import_make_fx(_chain, x, y)
    n = run_reduce_op_variants(m)
    assert n >= 4   # add_, relu_, mul_, and the value-semantic ops on !torch.tensor
    m.verify()
    assert _count(m, "torch.aten.add_.Tensor") == 0 and _count(m, "torch.aten.relu_") == 0
    assert _count(m, "torch.overwrite.tensor.contents") == 3
    _assert_close(_chain(x.clone(), y.clone()), Interpreter(m).run(x.clone(), y.clone()))
    removed = run_maximize_value_semantics(m)
    assert removed > 0
    m.verify()
    assert "!torch.tensor" not in str(m)


def test_passes_are_idempotent():
    x, y = torch.randn(3), torch.randn(3)
    m = _import_make_fx(_out_variant, x, y)
    _run_passes(m)
    text = str(m)
    assert run_reduce_op_variants(m) == 0
    assert run_maximize_value_semantics(m) == 0
    assert str(m) == text


# ---------------------------------------------------------------------------------------------
# export_and_import with experimental_support_mutation: mutated inputs and buffers
# ---------------------------------------------------------------------------------------------

class AddInPlace(torch.nn.Module):
    def forward(self, x, y):
        x.add_(y)
        return x * 2


class Buffers(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("count", torch.zeros(3))
        self.relu = torch.nn.ReLU(inplace=True)

    def forward(self, x, y):
        h = x * y
        self.relu(h)
        self.count.add_(h)
        self.count.mul_(0.5)
        return h + self.count


class ReluInPlace(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.relu = torch.nn.ReLU(inplace=True)

    def forward(self, x):
        h = x - 0.5
        return self.relu(h) * 3


def _mutable_import(model, *args):
    return tmlir.fx.export_and_import(model, *[a.clone() for a in args], output_type="raw",
                                      experimental_support_mutation=True)


def _non_value_args(m):
    main = [op for op in m.walk_ops() if isinstance(op, FuncOp)][0]
    return [a for a in main.regions[0].blocks[0].args if type(a.type) is NonValueTensorType]


def test_relu_inplace_module_is_value_semantic():
    x = torch.randn(4)
    m = _mutable_import(ReluInPlace(), x)
    _run_passes(m)
    assert "!torch.tensor" not in str(m)
    _assert_close(ReluInPlace()(x.clone()), Interpreter(m).run(x.clone()))


def test_mutated_input_keeps_one_read_and_one_write():
    x, y = torch.randn(3), torch.randn(3)
    m = _mutable_import(AddInPlace(), x, y)
    [arg] = _non_value_args(m)
    _run_passes(m)
    # the argument is the caller's tensor: read once, written once at the end, nothing else
    kinds = sorted(u.name for u, _ in arg.uses)
    assert kinds == ["torch.copy.to_vtensor", "torch.overwrite.tensor.contents"], str(m)
    non_value = [t for t in _tensor_types(m) if _mentions_non_value(t)]
    assert non_value == [arg.type], str(m)

    ex, ey = x.clone(), y.clone()
    expected = AddInPlace()(ex, ey)
    gx = x.clone()
    got = Interpreter(m).run(gx, y.clone())
    _assert_close(expected, got)
    torch.testing.assert_close(gx, ex)   # the input was mutated like eager does


def test_mutated_buffer():
    x, y = torch.randn(3), torch.randn(3)
    m = _mutable_import(Buffers(), x, y)
    args = _non_value_args(m)
    assert len(args) == 1
    _run_passes(m)
    [arg] = args
    assert sorted(u.name for u, _ in arg.uses) == ["torch.copy.to_vtensor", "torch.overwrite.tensor.contents"]
    assert [t for t in _tensor_types(m) if _mentions_non_value(t)] == [arg.type]

    model = Buffers()
    expected = model(x.clone(), y.clone())
    buf = torch.zeros(3)
    got = Interpreter(m).run(x.clone(), y.clone(), buf)
    _assert_close(expected, got)
    torch.testing.assert_close(buf, model.count)


def test_mutated_arguments_forwarding_matches_interpreter():
    """Reads and writes of argument tensors interleaved (as a raw import may give them): the
    passes drop the redundant ones and the result, and the final argument contents, agree."""
    x, y = torch.randn(3), torch.randn(3)
    m = _mutable_import(AddInPlace(), x, y)
    main = [op for op in m.walk_ops() if isinstance(op, FuncOp)][0]
    block = main.regions[0].blocks[0]
    [arg] = _non_value_args(m)
    ret = block.terminator
    # write the doubled result, read it back, write again: the middle write and read are redundant
    [out] = list(ret.operands)
    w = OverwriteTensorContentsOp.build_overwrite(out, arg)
    block.insert_before(w, ret)
    r = CopyToValueTensorOp.build_copy(arg)
    block.insert_before(r, ret)
    one = [op for op in block.ops if op.name == "torch.constant.int"][0].results[0]
    add = create_op("torch.aten.add.Tensor", [r.results[0], out, one], [out.type])
    block.insert_before(add, ret)
    w2 = OverwriteTensorContentsOp.build_overwrite(add.results[0], arg)
    block.insert_before(w2, ret)
    m.verify()
    gx0 = x.clone()
    before = Interpreter(m).run(gx0, y.clone())
    _run_passes(m)
    assert _count(m, "torch.overwrite.tensor.contents") == 1
    assert _count(m, "torch.copy.to_vtensor") == 1
    gx1 = x.clone()
    after = Interpreter(m).run(gx1, y.clone())
    _assert_close(before, after)
    torch.testing.assert_close(gx1, gx0)
    torch.testing.assert_close(gx1, 2 * 2 * (x + y))


# ---------------------------------------------------------------------------------------------
# Aliasing arguments: the caller may pass one tensor for two !torch.tensor arguments
# ---------------------------------------------------------------------------------------------

TWO_ARGUMENTS = """
func.func @main(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  torch.overwrite.tensor.contents %y overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %0 = torch.copy.to_vtensor %b : !torch.vtensor<[2],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %1 overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %2 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  %int1 = torch.constant.int 1
  %3 = torch.aten.add.Tensor %2, %y, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %3 overwrites %b : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %4 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  %5 = torch.aten.mul.Tensor %2, %4 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return %5 : !torch.vtensor<[2],f32>
}
"""


@pytest.mark.parametrize("aliased", [False, True], ids=["distinct", "aliased"])
def test_argument_forwarding_respects_possible_aliasing(aliased):
    from tmlir.ir.parser import parse_module

    def run(m):
        a = torch.tensor([1.0, -2.0])
        b = a if aliased else torch.tensor([0.5, 3.0])
        out = Interpreter(m).run(a, b, torch.tensor([0.25, 0.75]))
        return out, a.clone(), b.clone()

    m = parse_module(TWO_ARGUMENTS)
    before = run(m)
    _run_passes(m)
    # %a's first write is read back through %b (if they alias): it stays; the read of %a
    # after the write to %b is not forwarded
    assert _count(m, "torch.overwrite.tensor.contents") == 3, str(m)
    assert _count(m, "torch.copy.to_vtensor") == 2, str(m)
    after = run(m)
    _assert_close(before, after)


# ---------------------------------------------------------------------------------------------
# The differential harness: each pass, one at a time, keeps results and input mutations
# ---------------------------------------------------------------------------------------------

def _differential_cases():
    cases = [(f"make_fx_{n}", (lambda f=f: _import_make_fx(f, *_XY)), 2) for n, f in MAKE_FX_PROGRAMS]
    cases.append(("make_fx_through_view", lambda: _import_make_fx(_through_view, *_XY), 2))
    cases.append(("export_add_inplace", lambda: _mutable_import(AddInPlace(), *_XY), 2))
    cases.append(("export_buffers", lambda: _mutable_import(Buffers(), *_XY), 3))
    cases.append(("export_relu_inplace", lambda: _mutable_import(ReluInPlace(), _XY[0]), 1))
    return cases


_XY = (torch.linspace(-1.5, 2.0, 3), torch.linspace(0.7, -0.9, 3))
_DIFF = _differential_cases()


@pytest.mark.parametrize("name,make,n_inputs", _DIFF, ids=[c[0] for c in _DIFF])
def test_differential(name, make, n_inputs):
    from tmlir.testing.differential import check_pass_preserves_semantics
    m = make()
    inputs = [*_XY, torch.linspace(0.1, 0.3, 3)][:n_inputs]
    out = check_pass_preserves_semantics(m, PIPELINE, inputs)
    out.verify()
    if name.startswith("make_fx_") and name != "make_fx_through_view":
        assert "!torch.tensor" not in str(out)


def test_differential_two_arguments():
    """Per pass through the harness (which clones each input, so the aliased call is covered by
    test_argument_forwarding_respects_possible_aliasing above)."""
    from tmlir.ir.parser import parse_module
    from tmlir.testing.differential import check_pass_preserves_semantics
    out = check_pass_preserves_semantics(parse_module(TWO_ARGUMENTS), PIPELINE,
                                         [torch.tensor([1.0, -2.0]), torch.tensor([0.5, 3.0]),
                                          torch.tensor([0.25, 0.75])])
    assert _count(out, "torch.overwrite.tensor.contents") == 3
