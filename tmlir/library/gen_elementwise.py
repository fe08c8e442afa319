"""Writes ``elementwise_functions.py``: shape and dtype functions for the elementwise families.

Run ``python -m tmlir.library.gen_elementwise`` after editing ``FAMILIES``. Each entry is
``op: (error conditions, result rule[, extra arguments for the invocations])``; the signatures come from PyTorch's registry, and the
generated functions carry invocations that ``tests/test_library.py`` checks against the real ops.

Error conditions (the op rejects the operands when any holds; ``a``/``b`` operand dtypes, ``p``
the promoted dtype, for a Python scalar ``b`` is int64/float64/complex128):
``anyC`` an operand is complex, ``pC`` promoted complex, ``pB`` promoted bool, ``anyB`` an operand
is bool, ``anyF`` an operand is floating, ``pnotF`` promoted not floating, ``pC32`` promoted
ComplexHalf (no CPU kernels), ``pIB`` promoted integral or bool, ``pF`` promoted floating,
``anyIB`` an operand integral or bool, ``pH`` promoted half/bfloat16.

Result rules: ``promote`` the promoted dtype, ``bool``, ``float`` (integral/bool -> default float),
``double`` (float64, complex128 for complex), ``real`` (complex -> its real dtype), ``sq`` (bool ->
int64), ``realfloat`` (``float`` then ``real``), ``int64`` (integral/bool -> int64).
"""
import os

import torch

from .registry import SEP, KIND, function_name

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "elementwise_functions.py")

FAMILIES = {'binary': {'add.Tensor': ([], 'promote'),
            'arctan2': (['anyC'], 'float'),
            'atan2': (['anyC'], 'float'),
            'bitwise_and.Tensor': (['anyC', 'anyF'], 'promote'),
            'bitwise_left_shift.Tensor': (['anyC', 'pB', 'anyF'], 'promote'),
            'bitwise_or.Tensor': (['anyC', 'anyF'], 'promote'),
            'bitwise_right_shift.Tensor': (['anyC', 'pB', 'anyF'], 'promote'),
            'bitwise_xor.Tensor': (['anyC', 'anyF'], 'promote'),
            'clamp_max.Tensor': (['anyC'], 'promote'),
            'clamp_min.Tensor': (['anyC'], 'promote'),
            'copysign.Tensor': (['anyC'], 'float'),
            'div.Tensor': (['pC32'], 'float'),
            'divide.Tensor': (['pC32'], 'float'),
            'eq.Tensor': ([], 'bool'),
            'float_power.Tensor_Tensor': ([], 'double'),
            'floor_divide': (['anyC', 'pB'], 'promote'),
            'fmax': (['anyC'], 'promote'),
            'fmin': (['anyC'], 'promote'),
            'fmod.Tensor': (['anyC', 'pB'], 'promote'),
            'gcd': (['anyC', 'pB', 'anyF'], 'promote'),
            'ge.Tensor': (['anyC'], 'bool'),
            'greater.Tensor': (['anyC'], 'bool'),
            'greater_equal.Tensor': (['anyC'], 'bool'),
            'gt.Tensor': (['anyC'], 'bool'),
            'hardshrink_backward': (['pnotF'], 'promote', [1]),
            'hardsigmoid_backward': (['pnotF'], 'promote'),
            'hardswish_backward': (['pnotF'], 'promote'),
            'hardtanh_backward': (['pnotF'], 'promote', [1, 1]),
            'hypot': (['pnotF'], 'promote'),
            'igamma': (['pnotF'], 'promote'),
            'igammac': (['pnotF'], 'promote'),
            'lcm': (['anyC', 'pB', 'anyF'], 'promote'),
            'le.Tensor': (['anyC'], 'bool'),
            'leaky_relu_backward': (['pnotF'], 'promote', [1, False]),
            'less.Tensor': (['anyC'], 'bool'),
            'less_equal.Tensor': (['anyC'], 'bool'),
            'logaddexp': (['pC32', 'pIB'], 'promote'),
            'logaddexp2': (['pnotF'], 'promote'),
            'logical_and': (['pC32'], 'bool'),
            'logical_or': (['pC32'], 'bool'),
            'logical_xor': (['pC32'], 'bool'),
            'logit_backward': (['pnotF'], 'promote'),
            'lt.Tensor': (['anyC'], 'bool'),
            'max.other': (['anyC'], 'promote'),
            'maximum': (['anyC'], 'promote'),
            'min.other': (['anyC'], 'promote'),
            'minimum': (['anyC'], 'promote'),
            'mul.Tensor': ([], 'promote'),
            'multiply.Tensor': ([], 'promote'),
            'native_dropout_backward': ([], 'float', [1.0]),
            'ne.Tensor': ([], 'bool'),
            'nextafter': (['pnotF'], 'promote'),
            'not_equal.Tensor': ([], 'bool'),
            'pow.Tensor_Tensor': (['pB', 'pC32'], 'promote'),
            'remainder.Tensor': (['anyC', 'pB'], 'promote'),
            'rsub.Tensor': (['anyB'], 'promote'),
            'sigmoid_backward': (['pC32', 'pIB'], 'promote'),
            'silu_backward': (['pC32', 'pIB'], 'promote'),
            'softplus_backward': (['pnotF'], 'promote', [1, 1]),
            'softshrink_backward': (['pnotF'], 'promote', [1]),
            'special_chebyshev_polynomial_t': (['anyC', 'pH'], 'float'),
            'special_chebyshev_polynomial_u': (['anyC', 'pH'], 'float'),
            'special_chebyshev_polynomial_v': (['anyC', 'pH'], 'float'),
            'special_chebyshev_polynomial_w': (['anyC', 'pH'], 'float'),
            'special_gammainc': (['pnotF'], 'promote'),
            'special_gammaincc': (['pnotF'], 'promote'),
            'special_hermite_polynomial_h': (['anyC', 'pH'], 'float'),
            'special_hermite_polynomial_he': (['anyC', 'pH'], 'float'),
            'special_laguerre_polynomial_l': (['anyC', 'pH'], 'float'),
            'special_legendre_polynomial_p': (['anyC', 'pH'], 'float'),
            'special_shifted_chebyshev_polynomial_t': (['anyC', 'pH'], 'float'),
            'special_shifted_chebyshev_polynomial_u': (['anyC', 'pH'], 'float'),
            'special_shifted_chebyshev_polynomial_v': (['anyC', 'pH'], 'float'),
            'special_shifted_chebyshev_polynomial_w': (['anyC', 'pH'], 'float'),
            'special_xlog1py': (['anyC'], 'float'),
            'special_xlogy': (['anyC'], 'float'),
            'special_zeta': (['anyC', 'pH'], 'float'),
            'sub.Tensor': (['anyB'], 'promote'),
            'subtract.Tensor': (['anyB'], 'promote'),
            'tanh_backward': (['pC32', 'pIB'], 'promote'),
            'threshold_backward': (['anyC', 'pB'], 'promote', [1]),
            'true_divide.Tensor': (['pC32'], 'float'),
            'xlogy.Tensor': (['anyC'], 'float')},
 'scalar': {'add.Scalar': ([], 'promote'),
            'bitwise_and.Scalar': (['anyC', 'anyF'], 'promote'),
            'bitwise_left_shift.Tensor_Scalar': (['anyC', 'anyF'], 'promote'),
            'bitwise_or.Scalar': (['anyC', 'anyF'], 'promote'),
            'bitwise_right_shift.Tensor_Scalar': (['anyC', 'anyF'], 'promote'),
            'bitwise_xor.Scalar': (['anyC', 'anyF'], 'promote'),
            'clamp_max': (['anyC'], 'promote'),
            'clamp_min': (['anyC'], 'promote'),
            'copysign.Scalar': (['anyC'], 'float'),
            'div.Scalar': (['pC32'], 'float'),
            'divide.Scalar': (['pC32'], 'float'),
            'eq.Scalar': ([], 'bool'),
            'float_power.Tensor_Scalar': ([], 'double'),
            'floor_divide.Scalar': (['anyC'], 'promote'),
            'fmod.Scalar': (['anyC'], 'promote'),
            'ge.Scalar': (['anyC'], 'bool'),
            'greater.Scalar': (['anyC'], 'bool'),
            'greater_equal.Scalar': (['anyC'], 'bool'),
            'gt.Scalar': (['anyC'], 'bool'),
            'le.Scalar': (['anyC'], 'bool'),
            'less.Scalar': (['anyC'], 'bool'),
            'less_equal.Scalar': (['anyC'], 'bool'),
            'lt.Scalar': (['anyC'], 'bool'),
            'mul.Scalar': ([], 'promote'),
            'multiply.Scalar': ([], 'promote'),
            'ne.Scalar': ([], 'bool'),
            'not_equal.Scalar': ([], 'bool'),
            'pow.Tensor_Scalar': (['pC32'], 'promote'),
            'remainder.Scalar': (['anyC'], 'promote'),
            'rsub.Scalar': (['anyB'], 'promote'),
            'special_xlog1py.other_scalar': (['anyC'], 'float'),
            'special_xlogy.other_scalar': (['anyC'], 'float'),
            'special_zeta.other_scalar': (['anyC', 'pH'], 'float'),
            'sub.Scalar': (['anyB'], 'promote'),
            'subtract.Scalar': (['anyB'], 'promote'),
            'true_divide.Scalar': (['pC32'], 'float'),
            'xlogy.Scalar_Other': (['anyC'], 'float')},
 'unary': {'abs': (['pB'], 'real'),
           'absolute': (['pB'], 'real'),
           'acos': ([], 'float'),
           'acosh': ([], 'float'),
           'alias_copy': ([], 'promote'),
           'alpha_dropout': ([], 'promote', [1.0, False]),
           'angle': ([], 'realfloat'),
           'arccos': ([], 'float'),
           'arccosh': ([], 'float'),
           'arcsin': ([], 'float'),
           'arcsinh': ([], 'float'),
           'arctan': ([], 'float'),
           'arctanh': ([], 'float'),
           'asin': ([], 'float'),
           'asinh': ([], 'float'),
           'atan': ([], 'float'),
           'atanh': ([], 'float'),
           'bernoulli': (['anyF', 'pnotF'], 'promote'),
           'bernoulli.p': (['anyC'], 'promote', [1.0]),
           'bitwise_not': (['anyC', 'anyF'], 'promote'),
           'cauchy': (['pnotF'], 'promote'),
           'ceil': (['anyC', 'pB'], 'promote'),
           'celu': (['pnotF'], 'promote'),
           'clone': ([], 'promote'),
           'conj_physical': ([], 'promote'),
           'cos': ([], 'float'),
           'cosh': ([], 'float'),
           'data': ([], 'promote'),
           'deg2rad': (['anyC'], 'float'),
           'detach_copy': ([], 'promote'),
           'digamma': (['anyC'], 'float'),
           'elu': (['pnotF'], 'promote'),
           'erf': (['anyC'], 'float'),
           'erfc': (['anyC'], 'float'),
           'erfinv': (['anyC'], 'float'),
           'exp': ([], 'float'),
           'exp2': ([], 'float'),
           'expm1': ([], 'float'),
           'exponential': (['pnotF'], 'promote'),
           'feature_alpha_dropout': ([], 'promote', [1.0, False]),
           'feature_dropout': ([], 'promote', [1.0, False]),
           'fill.Scalar': ([], 'promote', [1]),
           'fix': (['anyC', 'pB'], 'promote'),
           'floor': (['anyC', 'pB'], 'promote'),
           'frac': (['pnotF'], 'promote'),
           'gelu': (['pnotF'], 'promote'),
           'hardshrink': (['pnotF'], 'promote'),
           'hardsigmoid': (['pnotF'], 'promote'),
           'hardswish': (['pnotF'], 'promote'),
           'i0': (['anyC'], 'float'),
           'isfinite': ([], 'bool'),
           'isin.Tensor_Scalar': (['anyC', 'pB'], 'bool', [1]),
           'isinf': ([], 'bool'),
           'isnan': ([], 'bool'),
           'isneginf': (['anyC'], 'bool'),
           'isposinf': (['anyC'], 'bool'),
           'isreal': ([], 'bool'),
           'leaky_relu': (['pnotF'], 'promote'),
           'lgamma': (['anyC'], 'float'),
           'lift': ([], 'promote'),
           'lift_fresh_copy': ([], 'promote'),
           'log': ([], 'float'),
           'log10': ([], 'float'),
           'log1p': ([], 'float'),
           'log2': ([], 'float'),
           'log_normal': (['pnotF'], 'promote'),
           'log_sigmoid': (['pnotF'], 'promote'),
           'logical_not': ([], 'bool'),
           'logit': (['anyC'], 'float'),
           'mish': (['pnotF'], 'promote'),
           'mvlgamma': (['anyC', 'pB'], 'float', [1]),
           'nan_to_num': ([], 'promote'),
           'neg': (['pB'], 'promote'),
           'negative': (['pB'], 'promote'),
           'normal_functional': (['pIB'], 'promote'),
           'rad2deg': (['anyC'], 'float'),
           'randint_like': (['anyC'], 'promote', [1]),
           'random': (['anyC'], 'promote'),
           'random.to': (['anyC'], 'promote', [1]),
           'reciprocal': ([], 'float'),
           'relu': (['anyC', 'pB'], 'promote'),
           'relu6': (['anyC', 'pB'], 'promote'),
           'round': (['anyC', 'pB'], 'promote'),
           'rrelu': (['pnotF'], 'promote'),
           'rsqrt': ([], 'float'),
           'selu': (['pnotF'], 'promote'),
           'sgn': ([], 'promote'),
           'sigmoid': ([], 'float'),
           'sign': (['anyC'], 'promote'),
           'signbit': (['anyC'], 'bool'),
           'silu': (['pIB'], 'promote'),
           'sin': ([], 'float'),
           'sinc': ([], 'float'),
           'sinh': ([], 'float'),
           'softplus': (['pnotF'], 'promote'),
           'softshrink': (['pnotF'], 'promote'),
           'special_airy_ai': (['anyC', 'pH'], 'float'),
           'special_bessel_j0': (['anyC', 'pH'], 'float'),
           'special_bessel_j1': (['anyC', 'pH'], 'float'),
           'special_bessel_y0': (['anyC', 'pH'], 'float'),
           'special_bessel_y1': (['anyC', 'pH'], 'float'),
           'special_chebyshev_polynomial_t.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_chebyshev_polynomial_u.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_chebyshev_polynomial_v.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_chebyshev_polynomial_w.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_digamma': (['anyC'], 'float'),
           'special_entr': (['anyC'], 'float'),
           'special_erf': (['anyC'], 'float'),
           'special_erfc': (['anyC'], 'float'),
           'special_erfcx': (['anyC', 'pH'], 'float'),
           'special_erfinv': (['anyC'], 'float'),
           'special_exp2': ([], 'float'),
           'special_expit': ([], 'float'),
           'special_expm1': ([], 'float'),
           'special_gammaln': (['anyC'], 'float'),
           'special_hermite_polynomial_h.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_hermite_polynomial_he.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_i0': (['anyC'], 'float'),
           'special_i0e': (['anyC'], 'float'),
           'special_i1': (['anyC'], 'float'),
           'special_i1e': (['anyC'], 'float'),
           'special_laguerre_polynomial_l.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_legendre_polynomial_p.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_log1p': ([], 'float'),
           'special_log_ndtr': (['anyC', 'pH'], 'float'),
           'special_logit': (['anyC'], 'float'),
           'special_modified_bessel_i0': (['anyC', 'pH'], 'float'),
           'special_modified_bessel_i1': (['anyC', 'pH'], 'float'),
           'special_modified_bessel_k0': (['anyC', 'pH'], 'float'),
           'special_modified_bessel_k1': (['anyC', 'pH'], 'float'),
           'special_multigammaln': (['anyC', 'pB'], 'float', [1]),
           'special_ndtr': (['anyC'], 'float'),
           'special_ndtri': (['anyC', 'pH'], 'float'),
           'special_psi': (['anyC'], 'float'),
           'special_round': (['pnotF'], 'promote'),
           'special_shifted_chebyshev_polynomial_t.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_shifted_chebyshev_polynomial_u.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_shifted_chebyshev_polynomial_v.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_shifted_chebyshev_polynomial_w.n_scalar': (['anyC', 'pH'], 'float', [1]),
           'special_scaled_modified_bessel_k0': (['anyC', 'pH'], 'float'),
           'special_scaled_modified_bessel_k1': (['anyC', 'pH'], 'float'),
           'special_sinc': ([], 'float'),
           'special_spherical_bessel_j0': (['anyC', 'pH'], 'float'),
           'sqrt': ([], 'float'),
           'square': ([], 'sq'),
           'tan': ([], 'float'),
           'tanh': ([], 'float'),
           'trunc': (['anyC', 'pB'], 'promote'),
           'uniform': (['pIB'], 'promote'),
           'zero': ([], 'promote')}}

CONDITIONS = {
    "anyC": "is_complex_dtype({a}) or is_complex_dtype({b})",
    "pC": "is_complex_dtype({p})",
    "pB": "{p} == torch.bool",
    "anyB": "{a} == torch.bool or {b} == torch.bool",
    "anyF": "is_float_dtype({a}) or is_float_dtype({b})",
    "pnotF": "not is_float_dtype({p})",
    "pC32": "{p} == torch.complex32",
    "pIB": "is_integer_or_bool({p})",
    "pF": "is_float_dtype({p})",
    "anyIB": "is_integer_or_bool({a}) or is_integer_or_bool({b})",
    "pH": "{p} == torch.float16 or {p} == torch.bfloat16",
}

RESULTS = {
    "promote": "{p}",
    "bool": "torch.bool",
    "float": "to_float_if_integral({p})",
    "double": "torch.complex128 if is_complex_dtype({p}) else torch.float64",
    "real": "complex_to_real({p})",
    "sq": "torch.int64 if {p} == torch.bool else {p}",
    "realfloat": "complex_to_real(to_float_if_integral({p}))",
    "int64": "sum_result_dtype({p})",
}


def _cond(atoms, a, b, p):
    if not atoms:
        return None
    return " or ".join("(" + CONDITIONS[x].format(a=a, b=b, p=p) + ")" for x in atoms)


def _schema(op):
    from .registry import find_schema
    s = find_schema("aten::" + op)
    assert s is not None, op
    return s


def _fmt_default(v):
    if isinstance(v, list):
        return repr(tuple(v))
    if isinstance(v, str):
        return '"' + v + '"'
    return repr(v)


def _signature(op, kind):
    from .registry import (_expected_type, _expected_return, _is_tensorish, _schema_has_none_default,
                           python_name)
    s = _schema(op)
    params = []
    for a in s.arguments:
        t = str(a.type)
        ann = _expected_type(t, kind)
        ann = ann[-1] if kind == "dtype" and "Union" in ann[-1] else ann[0]
        name = python_name(a.name) + ("_rank_dtype" if kind == "dtype" and _is_tensorish(t) else "")
        p = f"{name}: {ann}"
        if a.default_value is not None:
            p += " = " + _fmt_default(a.default_value)
        elif _schema_has_none_default(s, a):
            p += " = None"
        params.append(p)
    ret = _expected_return(s, kind)[0]
    return f"def {function_name('aten::' + op, kind)}({', '.join(params)}) -> {ret}:"


_SWEEP_ORDER = [torch.float32, torch.int64, torch.bool, torch.complex64]


def _ok_dtype(atoms, binary):
    from .dtype_helpers import is_complex_dtype, is_float_dtype, is_integer_or_bool  # noqa: F401
    cond = _cond(atoms, "a", "a", "a")
    for d in _SWEEP_ORDER:
        if cond is None or not eval(cond, {"torch": torch, **_helper_env()}, {"a": d}):
            return d
    return None


def _helper_env():
    from . import dtype_helpers
    return {k: getattr(dtype_helpers, k) for k in dir(dtype_helpers) if not k.startswith("__")}


def _dt(d):
    return "torch." + str(d).split(".")[1]


def _names(op):
    from .registry import python_name
    return [python_name(a.name) for a in _schema(op).arguments]


def _x(extras):
    return "".join(", " + repr(e) for e in extras)


def _drop_unused_promotion(lines):
    """Comparisons return bool whatever the promotion; drop the unused computation."""
    body = [ln for ln in lines if not ln.lstrip().startswith("promoted = ")]
    if any("promoted" in ln for ln in body if not ln.startswith("@")):
        return lines
    return body


def gen_unary(op, atoms, rule, extras=()):
    d = _dt(_ok_dtype(atoms, False))
    cond = _cond(atoms, "self_dtype", "self_dtype", "self_dtype")
    lam = _cond(atoms, "a", "a", "a")
    x = _x(extras)
    out = [f"@check_shape_function([Invocation(TensorOfShape(2, 3, dtype={d}){x}), "
           f"Invocation(TensorOfShape(dtype={d}){x}), Invocation(TensorOfShape(4, 0, 1, dtype={d}){x})])",
           _signature(op, "shape"), f"    return copy_shape({_names(op)[0]})", "", ""]
    err = f"error_types=lambda a: {lam}" if lam else ""
    args = ", ".join([repr(e) for e in extras] + ([err] if err else []))
    out += [f"@check_dtype_function(tensors_with_the_same_dtype(1{', ' if args else ''}{args}))", _signature(op, "dtype"),
            f"    self_rank, self_dtype = {_names(op)[0]}_rank_dtype"]
    if cond:
        out.append(f'    assert not ({cond}), "aten::{op}: unsupported dtype"')
    out += ["    return " + RESULTS[rule].format(p="self_dtype"), "", ""]
    return out


def gen_binary(op, atoms, rule, extras=()):
    d = _dt(_ok_dtype(atoms, True))
    cond = _cond(atoms, "self_dtype", "other_dtype", "promoted")
    lam = _cond(atoms, "a", "b", "p")
    x = _x(extras)
    out = [f"@check_shape_function([Invocation(TensorOfShape(2, 3, dtype={d}), TensorOfShape(3, dtype={d}){x}),",
           f"                       Invocation(TensorOfShape(4, 1, 3, dtype={d}), TensorOfShape(2, 1, dtype={d}){x}),",
           f"                       Invocation(TensorOfShape(dtype={d}), TensorOfShape(2, 3, dtype={d}){x}),",
           f"                       ErrorInvocation(TensorOfShape(2, 3, dtype={d}), TensorOfShape(4, dtype={d}){x})])",
           _signature(op, "shape"), f"    return broadcast({_names(op)[0]}, {_names(op)[1]})", "", ""]
    err = f"error_types=lambda a, b, p: {lam}" if lam else ""
    args = ", ".join([repr(e) for e in extras] + ([err] if err else []))
    out += [f"@check_dtype_function(tensor_pairs({args}))", _signature(op, "dtype"),
            f"    self_rank, self_dtype = {_names(op)[0]}_rank_dtype",
            f"    other_rank, other_dtype = {_names(op)[1]}_rank_dtype",
            "    promoted = promote_tensors([self_rank, other_rank], [self_dtype, other_dtype])"]
    if cond:
        out.append(f'    assert not ({cond}), "aten::{op}: unsupported dtypes"')
    out += ["    return " + RESULTS[rule].format(p="promoted"), "", ""]
    return _drop_unused_promotion(out)


def gen_scalar(op, atoms, rule):
    d = _dt(_ok_dtype(atoms, True))
    s = _schema(op)
    other = [a.name for a in s.arguments][1]
    cond = _cond(atoms, "self_dtype", "other_dtype", "promoted")
    lam = _cond(atoms, "a", "b", "p")
    out = [f"@check_shape_function([Invocation(TensorOfShape(2, 3, dtype={d}), 2), "
           f"Invocation(TensorOfShape(dtype={d}), 2)])",
           _signature(op, "shape"), f"    return copy_shape({_names(op)[0]})", "", ""]
    err = f"error_types=lambda a, b, p: {lam}" if lam else ""
    out += [f"@check_dtype_function(tensor_with_scalars({err}))", _signature(op, "dtype"),
            f"    self_rank, self_dtype = {_names(op)[0]}_rank_dtype",
            f"    other_dtype = get_dtype_of_scalar({other})",
            "    promoted = promote_tensor_and_scalar(self_rank, self_dtype, other_dtype)"]
    if cond:
        out.append(f'    assert not ({cond}), "aten::{op}: unsupported dtypes"')
    out += ["    return " + RESULTS[rule].format(p="promoted"), "", ""]
    return _drop_unused_promotion(out)


HEADER = '''"""Generated by ``python -m tmlir.library.gen_elementwise``; do not edit (edit FAMILIES there)."""
# flake8: noqa
from typing import Any, List, Optional, Tuple, Union

import torch
from torch import device

from .dtype_helpers import (complex_to_real, get_dtype_of_scalar, is_complex_dtype, is_float_dtype,
                            is_integer_or_bool, promote_tensor_and_scalar, promote_tensors,
                            sum_result_dtype,
                            to_float_if_integral)
from .shape_helpers import broadcast, copy_shape
from .testing import (ErrorInvocation, Invocation, TensorOfShape, check_dtype_function,
                      check_shape_function, tensor_pairs, tensor_with_scalars,
                      tensors_with_the_same_dtype)


'''


def generate() -> str:
    lines = [HEADER]
    gens = {"unary": gen_unary, "binary": gen_binary, "scalar": gen_scalar}
    for family, ops in FAMILIES.items():
        lines.append(f"# ---- {family} " + "-" * 80 + "\n\n")
        for op, entry in ops.items():
            atoms, rule = entry[0], entry[1]
            extras = entry[2] if len(entry) > 2 else ()
            if _ok_dtype(atoms, family != "unary") is None:
                continue  # rejects every dtype on CPU: nothing to check
            if family == "scalar":
                lines.append("\n".join(gen_scalar(op, atoms, rule)) + "\n")
            else:
                lines.append("\n".join(gens[family](op, atoms, rule, extras)) + "\n")
    return "".join(lines).rstrip() + "\n"


def main():
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(generate())
    print("wrote", OUTPUT)


if __name__ == "__main__":
    main()
