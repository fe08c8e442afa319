"""The function-boundary side of torch-complex-to-real: a function whose argument or result values
changed type gets its ``function_type`` rewritten, and each changed argument and result a unit
attribute naming the encoding (``tmlir.complex_as_real``), which the RefBackend reads to present
the values to the caller in their original form."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.func import ReturnOp


def padded_arg_attrs(func):
    """The function's argument attribute dictionaries, one per argument (empty where none)."""
    attrs = list(func.arg_attrs.value) if func.arg_attrs is not None else []
    return attrs + [A.DictionaryAttr({})] * (len(func.entry_block.args) - len(attrs))


def with_mark(attrs, i, mark):
    """``attrs[i]`` with the unit attribute ``mark`` added (in place in the list)."""
    d = dict(attrs[i].value)
    d[mark] = A.UNIT
    attrs[i] = A.DictionaryAttr(d)


def update_signature(func, arg_attrs, result_flags, mark):
    """Rewrites ``func``'s type from its entry block's argument types and its return's operand
    types; marks the arguments whose ``arg_attrs`` carry a mark and the results flagged in
    ``result_flags`` (None when the function's return was not touched)."""
    results = list(func.type.results)
    if result_flags is not None:
        ret = next(o for o in func.walk_ops() if isinstance(o, ReturnOp) and o.parent_op is func)
        results = [v.type for v in ret.operands]
        if any(result_flags):
            res_attrs = list(func.res_attrs.value) if func.res_attrs is not None else []
            res_attrs += [A.DictionaryAttr({})] * (len(results) - len(res_attrs))
            for i, f in enumerate(result_flags):
                if f:
                    with_mark(res_attrs, i, mark)
            func.properties["res_attrs"] = A.ArrayAttr(res_attrs)
    if any(d.value for d in arg_attrs):
        func.properties["arg_attrs"] = A.ArrayAttr(arg_attrs)
    func.properties["function_type"] = A.TypeAttr(A.FunctionType([a.type for a in func.entry_block.args], results))
