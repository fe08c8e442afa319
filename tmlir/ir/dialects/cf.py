"""cf dialect: unstructured control flow between blocks.

Custom forms as upstream MLIR prints them::

    cf.assert %ok, "message"
    cf.br ^bb3(%v, %x : i32, f32)
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
    cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb2,
      -3: ^bb3
    ]

Generic forms carry ``operandSegmentSizes`` (cond_br, switch), ``branch_weights`` (cond_br,
optional), ``msg`` (assert), ``case_values`` (a ``dense<...> : vector<Nxi..>``, absent without
cases) and ``case_operand_segments`` (switch). Every branch op answers
``successor_operands(i)``: the values passed to successor ``i``'s block arguments.

Canonicalization patterns (as upstream's): ``cf.assert`` of a constant true is erased; a branch on a constant condition or flag becomes
``cf.br``; ``cf.cond_br`` to one block twice becomes ``cf.br`` (``arith.select`` picks differing
operands); a switch with only a default, or cases that repeat the default, is simplified; branches
through a block holding nothing but a ``cf.br`` go straight to its destination; and a ``cf.br`` to
a block with no other predecessor merges that block into its own.
"""
from __future__ import annotations

import numpy as np

from ..attributes import (DenseArrayAttr, DenseElementsAttr, StringAttr, VectorType, IntegerType, IntegerAttr, I1,
                          I32)
from ..core import VerifyError, BlockArgument
from ..matchers import constant_value
from ..opdef import Op, register, operand, var_operand, prop, opt_prop, successor, var_successor, IsTerminator, Pure
from ..rewrite import RewritePattern


def _check_successor_operands(op, index, block, values):
    args = block.args
    if len(values) != len(args):
        raise VerifyError(f"'{op.name}' branch has {len(values)} operands for successor #{index}, but the target "
                          f"block has {len(args)}", op=op)
    for i, (v, a) in enumerate(zip(values, args)):
        if v.type is not a.type:
            raise VerifyError(f"'{op.name}' type mismatch for successor #{index} operand #{i}: {v.type} passed to a "
                              f"block argument of type {a.type}", op=op)


def _parse_attrs(parser, cls):
    if parser.tok_text != "{":
        return {}
    pos = parser.tok_start
    attrs = parser.parse_attr_dict()
    for k in attrs:
        if k in cls._inherent_names:
            raise parser.error(f"'{cls.OPNAME}' inherent attribute '{k}' cannot be given in the attribute "
                               "dictionary of the custom form", pos)
    return attrs


@register
class AssertOp(Op):
    """``cf.assert %cond, "message"``: aborts with the message when the i1 condition is false."""

    __slots__ = ()
    OPNAME = "cf.assert"
    arg = operand()
    msg = prop(StringAttr)

    @classmethod
    def build_assert(cls, cond, msg, location=None):
        return cls.build(arg=cond, msg=StringAttr(msg), location=location)

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(", ")
        p.print_attr(self.properties["msg"])
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        c = parser.parse_operand()
        parser.expect(",")
        msg = parser.parse_string("assert message")
        attrs = _parse_attrs(parser, cls)
        return cls.create(cls.OPNAME, [parser.resolve_operand(c, I1)], (), attrs, {"msg": StringAttr(msg)})

    def verify_(self):
        if self._operands[0].type is not I1:
            raise VerifyError(f"'cf.assert' condition must be i1, got {self._operands[0].type}", op=self)

    @classmethod
    def canonicalization_patterns(cls):
        return [AssertTrue()]


@register
class BranchOp(Op):
    """``cf.br ^bb1(%a : i32)``."""

    __slots__ = ()
    OPNAME = "cf.br"
    destOperands = var_operand()
    dest = successor()
    traits = {IsTerminator, Pure}

    @classmethod
    def build_br(cls, dest, operands=(), location=None):
        return cls.build(destOperands=list(operands), dest=dest, location=location)

    def successor_operands(self, index):
        if index != 0:
            raise IndexError(index)
        return list(self._operands)

    @classmethod
    def canonicalization_patterns(cls):
        return [BranchToSinglePredecessor(), BranchPassThrough()]

    def print_custom(self, p):
        p.write(" ")
        p.print_successor_and_use_list(self.successors[0], self._operands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        dest, vals = parser.parse_successor_and_use_list()
        attrs = _parse_attrs(parser, cls)
        return cls.create(cls.OPNAME, vals, (), attrs, None, (), [dest])

    def verify_(self):
        if len(self.successors) != 1:
            raise VerifyError(f"'cf.br' expects one successor, got {len(self.successors)}", op=self)
        _check_successor_operands(self, 0, self.successors[0], self._operands)


def _is_i32_array(a):
    return type(a) is DenseArrayAttr and a.element_type is I32


@register
class CondBranchOp(Op):
    """``cf.cond_br %c [weights([t, f])], ^bb1(...), ^bb2(...)``."""

    __slots__ = ()
    OPNAME = "cf.cond_br"
    condition = operand()
    trueDestOperands = var_operand()
    falseDestOperands = var_operand()
    branch_weights = opt_prop(_is_i32_array)
    trueDest = successor()
    falseDest = successor()
    traits = {IsTerminator, Pure}

    @classmethod
    def build_cond_br(cls, cond, true_dest, false_dest, true_operands=(), false_operands=(), weights=None,
                      location=None):
        return cls.build(condition=cond, trueDestOperands=list(true_operands), falseDestOperands=list(false_operands),
                         trueDest=true_dest, falseDest=false_dest,
                         branch_weights=DenseArrayAttr(I32, weights) if weights is not None else None,
                         location=location)

    def successor_operands(self, index):
        if index == 0:
            return self.trueDestOperands
        if index == 1:
            return self.falseDestOperands
        raise IndexError(index)

    @classmethod
    def canonicalization_patterns(cls):
        return [CondBranchConstant(), CondBranchIdenticalSuccessors(), CondBranchPassThrough()]

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        w = self.properties.get("branch_weights")
        if w is not None:
            p.write(" weights([" + ", ".join(map(str, w.value)) + "])")
        p.write(", ")
        p.print_successor_and_use_list(self.successors[0], self.trueDestOperands)
        p.write(", ")
        p.print_successor_and_use_list(self.successors[1], self.falseDestOperands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        c = parser.parse_operand()
        props = {}
        if parser.accept("weights"):
            parser.expect("(")
            ws = parser.parse_comma_separated(parser.parse_integer, "[", "]")
            parser.expect(")")
            props["branch_weights"] = DenseArrayAttr(I32, ws)
        parser.expect(",")
        td, tv = parser.parse_successor_and_use_list()
        parser.expect(",")
        fd, fv = parser.parse_successor_and_use_list()
        attrs = _parse_attrs(parser, cls)
        props["operandSegmentSizes"] = DenseArrayAttr(I32, [1, len(tv), len(fv)])
        return cls.create(cls.OPNAME, [parser.resolve_operand(c, I1), *tv, *fv], (), attrs, props, (), [td, fd])

    def verify_(self):
        if self._operands[0].type is not I1:
            raise VerifyError(f"'cf.cond_br' condition must be i1, got {self._operands[0].type}", op=self)
        if len(self.successors) != 2:
            raise VerifyError(f"'cf.cond_br' expects two successors, got {len(self.successors)}", op=self)
        w = self.properties.get("branch_weights")
        if w is not None and len(w.value) != 2:
            raise VerifyError(f"'cf.cond_br' expects 2 branch weights, got {len(w.value)}", op=self)
        _check_successor_operands(self, 0, self.successors[0], self.trueDestOperands)
        _check_successor_operands(self, 1, self.successors[1], self.falseDestOperands)


@register
class SwitchOp(Op):
    """``cf.switch %flag : i32, [default: ^bb1, 42: ^bb2(%a : i32)]``."""

    __slots__ = ()
    OPNAME = "cf.switch"
    flag = operand()
    defaultOperands = var_operand()
    caseOperands = var_operand()
    case_values = opt_prop(DenseElementsAttr)
    case_operand_segments = prop(_is_i32_array)
    defaultDestination = successor()
    caseDestinations = var_successor()
    traits = {IsTerminator, Pure}

    @classmethod
    def build_switch(cls, flag, default_dest, default_operands=(), case_values=(), case_dests=(),
                     case_operands=None, location=None):
        """``case_operands``: one list of values per case (default: none)."""
        case_values = list(case_values)
        case_dests = list(case_dests)
        if case_operands is None:
            case_operands = [[] for _ in case_dests]
        props = {"case_operand_segments": DenseArrayAttr(I32, [len(o) for o in case_operands])}
        if case_values:
            props["case_values"] = _case_values_attr(case_values, flag.type)
        flat = [v for ops in case_operands for v in ops]
        props["operandSegmentSizes"] = DenseArrayAttr(I32, [1, len(default_operands), len(flat)])
        return cls.create(cls.OPNAME, [flag, *default_operands, *flat], (), None, props, (),
                          [default_dest, *case_dests], location)

    @property
    def case_value_list(self):
        """The case values as Python ints (signed at the flag's width)."""
        cv = self.properties.get("case_values")
        if cv is None:
            return []
        w = self._operands[0].type.width
        return [_signed(int(v), w) for v in cv.to_numpy().reshape(-1).tolist()]

    def case_operands(self, i):
        seg = self.properties["case_operand_segments"].value
        start = sum(seg[:i])
        return self.caseOperands[start:start + seg[i]]

    def successor_operands(self, index):
        if index == 0:
            return self.defaultOperands
        return self.case_operands(index - 1)

    @classmethod
    def canonicalization_patterns(cls):
        return [SwitchConstantFlag(), SwitchOnlyDefault(), SwitchDropCasesMatchingDefault(), SwitchPassThrough()]

    def print_custom(self, p):
        flag = self._operands[0]
        p.write(" ")
        p.print_operand(flag)
        p.write(" : ")
        p.print_type(flag.type)
        p.write(", [")
        p.indent += 1
        p.newline()
        p.write("default: ")
        p.print_successor_and_use_list(self.successors[0], self.defaultOperands)
        values = self.case_value_list
        for i, v in enumerate(values):
            p.write(",")
            p.newline()
            p.write(f"{v}: ")
            p.print_successor_and_use_list(self.successors[i + 1], self.case_operands(i))
        p.indent -= 1
        if values:
            p.newline()
        p.write("]")
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        f = parser.parse_operand()
        t = parser.parse_colon_type()
        flag = parser.resolve_operand(f, t)
        parser.expect(",")
        parser.expect("[")
        parser.expect("default")
        parser.expect(":")
        dd, dv = parser.parse_successor_and_use_list()
        values, dests, ops = [], [], []
        while parser.accept(","):
            values.append(parser.parse_integer("case value"))
            parser.expect(":")
            d, v = parser.parse_successor_and_use_list()
            dests.append(d)
            ops.append(v)
        parser.expect("]")
        attrs = _parse_attrs(parser, cls)
        props = {"case_operand_segments": DenseArrayAttr(I32, [len(o) for o in ops])}
        if values:
            if not isinstance(t, IntegerType):
                raise parser.error(f"'cf.switch' flag must be a signless integer, got {t}")
            props["case_values"] = _case_values_attr(values, t)
        flat = [v for o in ops for v in o]
        props["operandSegmentSizes"] = DenseArrayAttr(I32, [1, len(dv), len(flat)])
        return cls.create(cls.OPNAME, [flag, *dv, *flat], (), attrs, props, (), [dd, *dests])

    def verify_(self):
        t = self._operands[0].type
        if not (isinstance(t, IntegerType) and t.is_signless):
            raise VerifyError(f"'cf.switch' flag must be a signless integer, got {t}", op=self)
        seg = self.properties["case_operand_segments"].value
        cv = self.properties.get("case_values")
        n_cases = len(self.successors) - 1
        n_values = 0 if cv is None else cv.type.num_elements()
        if n_values != n_cases:
            raise VerifyError(f"'cf.switch' number of case values ({n_values}) should match number of case "
                              f"destinations ({n_cases})", op=self)
        if cv is not None and cv.type.element_type is not t:
            raise VerifyError(f"'cf.switch' case value type {cv.type.element_type} does not match the flag type {t}",
                              op=self)
        if len(seg) != n_cases or sum(seg) != len(self.caseOperands):
            raise VerifyError(f"'cf.switch' case_operand_segments {list(seg)} does not match {n_cases} case(s) and "
                              f"{len(self.caseOperands)} case operand(s)", op=self)
        for i, b in enumerate(self.successors):
            _check_successor_operands(self, i, b, self.successor_operands(i))


# ---------------------------------------------------------------------------------------------
# Canonicalization patterns
# ---------------------------------------------------------------------------------------------

def _predecessor_count(block):
    """Number of branch edges into ``block`` from its region."""
    n = 0
    for b in block.parent.blocks:
        t = b._last
        if t is not None:
            for s in t.successors:
                if s is block:
                    n += 1
    return n


def _collapse(dest, operands):
    """If ``dest`` holds only a ``cf.br`` that uses its arguments in nothing else (and does not loop
    to itself), the branch's destination and operands with ``dest``'s arguments replaced by
    ``operands``; else None."""
    t = dest._first
    if t is None or t is not dest._last or type(t) is not BranchOp:
        return None
    target = t.successors[0]
    if target is dest:
        return None
    for a in dest.args:
        for user, _ in a.uses:
            if user is not t:
                return None
    out = []
    for v in t._operands:
        if type(v) is BlockArgument and v.block is dest:
            out.append(operands[v.index])
        else:
            out.append(v)
    return target, out


def _branch_to(rewriter, op, dest, operands):
    rewriter.replace_op(op, rewriter.insert(BranchOp.build_br(dest, operands)))
    return True


def _switch_with(rewriter, op, default, default_ops, cases):
    """Replace a switch by one with the given default and ``cases`` [(value, dest, operands)]."""
    new = SwitchOp.build_switch(op._operands[0], default, default_ops, [c[0] for c in cases],
                                [c[1] for c in cases], [list(c[2]) for c in cases])
    new.attributes.update(op.attributes)
    rewriter.replace_op(op, rewriter.insert(new))
    return True


class AssertTrue(RewritePattern):
    """``cf.assert %true, "..."`` is erased."""

    root = "cf.assert"

    def match_and_rewrite(self, op, rewriter):
        c = constant_value(op._operands[0])
        if type(c) is not IntegerAttr or not c.value:
            return False
        rewriter.erase_op(op)
        return True


class CondBranchConstant(RewritePattern):
    """``cf.cond_br %true, ^a, ^b`` -> ``cf.br ^a``."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rewriter):
        c = constant_value(op._operands[0])
        if type(c) is not IntegerAttr:
            return False
        i = 0 if c.value else 1
        return _branch_to(rewriter, op, op.successors[i], op.successor_operands(i))


class CondBranchIdenticalSuccessors(RewritePattern):
    """``cf.cond_br %c, ^a(%x), ^a(%y)`` -> ``cf.br ^a(arith.select %c, %x, %y)``."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rewriter):
        t, f = op.successors
        if t is not f:
            return False
        c = op._operands[0]
        vals = []
        for x, y in zip(op.trueDestOperands, op.falseDestOperands):
            if x is y:
                vals.append(x)
            else:
                if x.type is not y.type:
                    return False
                from .arith import SelectOp
                vals.append(rewriter.insert(SelectOp.build_select(c, x, y)).results[0])
        return _branch_to(rewriter, op, t, vals)


class CondBranchPassThrough(RewritePattern):
    """Successors that only forward to another block are bypassed."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rewriter):
        dests = []
        changed = False
        for i in (0, 1):
            d, ops = op.successors[i], op.successor_operands(i)
            r = _collapse(d, ops)
            if r is not None:
                d, ops = r
                changed = True
            dests.append((d, ops))
        if not changed:
            return False
        w = op.properties.get("branch_weights")
        new = CondBranchOp.build_cond_br(op._operands[0], dests[0][0], dests[1][0], dests[0][1], dests[1][1],
                                         list(w.value) if w is not None else None)
        new.attributes.update(op.attributes)
        rewriter.replace_op(op, rewriter.insert(new))
        return True


class BranchPassThrough(RewritePattern):
    """``cf.br ^a`` where ``^a`` only holds ``cf.br ^b`` -> ``cf.br ^b``."""

    root = "cf.br"

    def match_and_rewrite(self, op, rewriter):
        r = _collapse(op.successors[0], list(op._operands))
        if r is None:
            return False
        return _branch_to(rewriter, op, r[0], r[1])


class BranchToSinglePredecessor(RewritePattern):
    """``cf.br ^a(...)`` to a block with no other predecessor: ``^a`` is merged into this block."""

    root = "cf.br"

    def match_and_rewrite(self, op, rewriter):
        dest = op.successors[0]
        block = op.parent
        if dest is block or dest.parent is not block.parent or dest is dest.parent.blocks[0]:
            return False
        if _predecessor_count(dest) != 1:
            return False
        vals = list(op._operands)
        rewriter.erase_op(op)
        rewriter.merge_blocks(dest, block, vals)
        return True


class SwitchConstantFlag(RewritePattern):
    """``cf.switch`` on a constant: a branch to the matching case (or the default)."""

    root = "cf.switch"

    def match_and_rewrite(self, op, rewriter):
        c = constant_value(op._operands[0])
        if type(c) is not IntegerAttr:
            return False
        w = op._operands[0].type.width
        v = _signed(c.value, w)
        for i, cv in enumerate(op.case_value_list):
            if cv == v:
                return _branch_to(rewriter, op, op.successors[i + 1], op.case_operands(i))
        return _branch_to(rewriter, op, op.successors[0], op.defaultOperands)


class SwitchOnlyDefault(RewritePattern):
    """``cf.switch %f : i32, [default: ^a]`` -> ``cf.br ^a``."""

    root = "cf.switch"

    def match_and_rewrite(self, op, rewriter):
        if len(op.successors) != 1:
            return False
        return _branch_to(rewriter, op, op.successors[0], op.defaultOperands)


class SwitchDropCasesMatchingDefault(RewritePattern):
    """Cases that go where the default goes, with the same operands, are dropped."""

    root = "cf.switch"

    def match_and_rewrite(self, op, rewriter):
        default, dops = op.successors[0], op.defaultOperands
        cases = [(v, op.successors[i + 1], op.case_operands(i)) for i, v in enumerate(op.case_value_list)]
        kept = [c for c in cases if not (c[1] is default and c[2] == dops)]
        if len(kept) == len(cases):
            return False
        return _switch_with(rewriter, op, default, dops, kept)


class SwitchPassThrough(RewritePattern):
    """Switch successors that only forward to another block are bypassed."""

    root = "cf.switch"

    def match_and_rewrite(self, op, rewriter):
        succ = [(op.successors[0], op.defaultOperands)] + [
            (op.successors[i + 1], op.case_operands(i)) for i in range(len(op.successors) - 1)]
        changed = False
        for k, (d, ops) in enumerate(succ):
            r = _collapse(d, ops)
            if r is not None:
                succ[k] = r
                changed = True
        if not changed:
            return False
        values = op.case_value_list
        return _switch_with(rewriter, op, succ[0][0], succ[0][1],
                            [(v, d, o) for v, (d, o) in zip(values, succ[1:])])


def _signed(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def _case_values_attr(values, t):
    w = t.width
    vals = [_signed(int(v), w) for v in values]
    arr = np.array(vals, dtype=np.int64)
    if w == 1:
        arr = arr != 0
    return DenseElementsAttr(arr, VectorType([len(vals)], t))


__all__ = ["AssertOp", "BranchOp", "CondBranchOp", "SwitchOp", "AssertTrue", "CondBranchConstant", "CondBranchIdenticalSuccessors",
           "CondBranchPassThrough", "BranchPassThrough", "BranchToSinglePredecessor", "SwitchConstantFlag",
           "SwitchOnlyDefault", "SwitchDropCasesMatchingDefault", "SwitchPassThrough"]
