"""scf dialect: structured control flow (loops, conditionals, regions) on SSA values.

Custom forms print as ``mlir-opt`` does. Like upstream, bodies whose terminator carries no values
print without it (``scf.for`` without iter_args, ``scf.if`` without results, an empty
``scf.forall.in_parallel``) and an empty ``else`` region is omitted; the parser re-creates those
implicit terminators so that the generic form is complete.

    %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {
      %n = arith.addf %acc, %acc : f32
      scf.yield %n : f32
    }

Builders (``ForOp.build_loop``, ``IfOp.build_if``, ``WhileOp.build_while``, ...) return ops whose
blocks carry the right arguments; bodies that yield nothing get their empty terminator too.
"""
from __future__ import annotations

from .. import attributes as A
from ..attributes import DYNAMIC, INDEX, I1, DenseArrayAttr
from ..core import Block, Region, Operation, VerifyError
from ..matchers import constant_int
from ..opdef import (Op, register, operand, var_operand, var_result, prop, opt_prop, region, var_region,
                     IsTerminator, ReturnLike, HasParent, Pure, SingleBlock, NoTerminator, constraint)
from .tensor import (split_mixed, join_mixed, format_dynamic_index_list, parse_dynamic_index_list, extra_attrs,
                     split_inherent, _static, _check_mixed)


@constraint("i1")
def _is_i1(t):
    return t is I1


@constraint("index")
def _is_index(t):
    return t is INDEX


@constraint("signless integer or index")
def _is_int_or_index(t):
    return t is INDEX or (type(t) is A.IntegerType and t.signedness == "")


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def _op_name_loc(parser):
    """A callable giving the location of the op name just consumed (what MLIR gives implicit
    terminators); computed only when a terminator is actually inserted."""
    idx = parser.tok_start - 1
    return lambda: parser.loc_at(idx)


def _might_be_terminator(op):
    if op is None:
        return False
    if type(op) is Operation:  # unregistered: may be a terminator
        return True
    return IsTerminator in op.traits


def ensure_terminator(region, make, loc=None):
    """Give ``region`` a block (if it has none) ending with a terminator, appending ``make()``."""
    if not region.blocks:
        region.add_block(Block())
    for b in region.blocks:
        if not _might_be_terminator(b._last):
            t = make()
            if loc is not None:
                t.location = loc() if callable(loc) else loc
            b.append(t)
    return region


def _yield():
    return YieldOp.create(YieldOp.OPNAME, (), ())


def _is_empty_yield_end(region):
    """True if the region's single block ends with an ``scf.yield`` without operands or attributes
    (which declarative assembly formats leave implicit)."""
    if len(region.blocks) != 1:
        return False
    t = region.blocks[0]._last
    return isinstance(t, YieldOp) and not t.operands and not t.attributes


def _yield_types(region):
    """The operand types of the ``scf.yield`` ending the region's first block, or None."""
    if not region.blocks:
        return None
    t = region.blocks[0]._last
    if isinstance(t, YieldOp):
        return [v.type for v in t.operands]
    return None


def _check_yield(op, region, expected, what):
    ts = _yield_types(region)
    if ts is not None and ts != list(expected):
        raise VerifyError(f"'{op.name}' {what} yields ({', '.join(map(str, ts))}) but the op expects "
                          f"({', '.join(map(str, expected))})", op=region.blocks[0]._last)


def _types_str(p, types):
    return ", ".join(p.type_str(t) for t in types)


def _arrow_types(p, types):
    """MLIR's printOptionalArrowTypeList body: one non-function type bare, else parenthesised."""
    if len(types) == 1 and type(types[0]) is not A.FunctionType:
        return p.type_str(types[0])
    return "(" + _types_str(p, types) + ")"


def _parse_assignment_list(parser):
    """``(%a = %x, %b = %y)`` -> ([Argument], [UnresolvedOperand])."""
    args, refs = [], []
    parser.expect("(")
    if parser.accept(")"):
        return args, refs
    while True:
        args.append(parser.parse_argument(require_type=False))
        parser.expect("=")
        refs.append(parser.parse_operand())
        if parser.accept(")"):
            return args, refs
        parser.expect(",", "or ')' in the assignment list")


def _print_assignments(p, args, values):
    return "(" + ", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args, values)) + ")"


def _single_block_body(op, what="body"):
    r = op.regions[0]
    if not r.blocks:
        raise VerifyError(f"'{op.name}' {what} region must have a block", op=op)
    return r.blocks[0]


# ---------------------------------------------------------------------------------------------
# scf.yield / scf.condition
# ---------------------------------------------------------------------------------------------

@register
class YieldOp(Op):
    """``scf.yield %a, %b : f32, i32`` (``scf.yield`` alone when it has no operands)."""

    OPNAME = "scf.yield"
    results_ = var_operand()
    traits = {IsTerminator, ReturnLike, Pure,
              HasParent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")}
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"

    @classmethod
    def build_yield(cls, values=(), location=None):
        return cls.build(results_=list(values), location=location)


@register
class ConditionOp(Op):
    """``scf.condition(%c) %a, %b : i32, f32``: ends the "before" region of scf.while."""

    OPNAME = "scf.condition"
    condition = operand(_is_i1)
    args = var_operand()
    traits = {IsTerminator, Pure, HasParent("scf.while")}
    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"condition": I1}

    @classmethod
    def build_condition(cls, condition, args=(), location=None):
        return cls.build(condition=condition, args=list(args), location=location)


# ---------------------------------------------------------------------------------------------
# scf.for
# ---------------------------------------------------------------------------------------------

@register
class ForOp(Op):
    """``%r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) : i32 { ... }``."""

    OPNAME = "scf.for"
    lowerBound = operand(_is_int_or_index)
    upperBound = operand(_is_int_or_index)
    step = operand(_is_int_or_index)
    initArgs = var_operand()
    results_ = var_result()
    unsignedCmp = opt_prop(A.UnitAttr)
    body_region = region()
    traits = {SingleBlock}

    @classmethod
    def build_loop(cls, lb, ub, step, iter_args=(), unsigned=False, location=None):
        """The body block has the induction variable (of ``lb``'s type) and one argument per iter
        arg. Without iter args it already ends with ``scf.yield``; with them, the caller appends
        the ``scf.yield`` of the next values."""
        iter_args = list(iter_args)
        block = Block([lb.type] + [v.type for v in iter_args])
        if not iter_args:
            block.append(_yield())
        return cls.build(lowerBound=lb, upperBound=ub, step=step, initArgs=iter_args,
                         results_=[v.type for v in iter_args], unsignedCmp=A.UNIT if unsigned else None,
                         regions=[Region([block])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def induction_var(self):
        return self.body.args[0]

    @property
    def region_iter_args(self):
        return self.body.args[1:]

    def print_custom(self, p):
        body = self.body
        out = [" "]
        if self.unsignedCmp is not None:
            out.append("unsigned ")
        vn = p.value_name
        out.append(f"{vn(body.args[0])} = {vn(self.lowerBound)} to {vn(self.upperBound)} step {vn(self.step)}")
        inits = self.initArgs
        if inits:
            out.append(" iter_args" + _print_assignments(p, body.args[1:], inits)
                       + " -> (" + _types_str(p, [r.type for r in self.results]) + ")")
        out.append(" ")
        ivt = body.args[0].type
        if ivt is not INDEX:
            out.append(f" : {p.type_str(ivt)} ")
        p.write("".join(out))
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=bool(inits))
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        loc = _op_name_loc(parser)
        props = {}
        if parser.accept("unsigned"):
            props["unsignedCmp"] = A.UNIT
        iv = parser.parse_argument(require_type=False)
        parser.expect("=")
        lb = parser.parse_operand()
        parser.expect("to")
        ub = parser.parse_operand()
        parser.expect("step")
        st = parser.parse_operand()
        args, refs, result_types = [], [], []
        if parser.accept("iter_args"):
            args, refs = _parse_assignment_list(parser)
            parser.expect("->", "after iter_args")
            result_types = parser.parse_function_result_types()
            if len(result_types) != len(args):
                raise parser.error(f"scf.for has {len(args)} iter_args but {len(result_types)} result types")
        ivt = INDEX
        if parser.accept(":"):
            ivt = parser.parse_type()
        iv.type = ivt
        for a, t in zip(args, result_types):
            a.type = t
        operands = parser.resolve_operands([lb, ub, st], [ivt] * 3) + parser.resolve_operands(refs, result_types)
        r = parser.parse_region(arguments=[iv] + args)
        ensure_terminator(r, _yield, loc)
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        return cls.create(cls.OPNAME, operands, result_types, attrs, props, [r])

    def verify_(self):
        lbt = self.lowerBound.type
        if self.upperBound.type is not lbt or self.step.type is not lbt:
            raise VerifyError("'scf.for' lower bound, upper bound and step must have the same type", op=self)
        b = _single_block_body(self)
        inits = self.initArgs
        if len(b.args) != 1 + len(inits):
            raise VerifyError(f"'scf.for' body must have {1 + len(inits)} argument(s) (induction variable and iter "
                              f"args), got {len(b.args)}", op=self)
        if b.args[0].type is not lbt:
            raise VerifyError(f"'scf.for' induction variable type {b.args[0].type} differs from the bound type {lbt}",
                              op=self)
        if len(self.results) != len(inits):
            raise VerifyError(f"'scf.for' has {len(inits)} iter_args but {len(self.results)} results", op=self)
        for i, (v, a, r) in enumerate(zip(inits, b.args[1:], self.results)):
            if not (v.type is a.type is r.type):
                raise VerifyError(f"'scf.for' iter_arg #{i} types differ: init {v.type}, region argument {a.type}, "
                                  f"result {r.type}", op=self)
        _check_yield(self, self.regions[0], [r.type for r in self.results], "body")


# ---------------------------------------------------------------------------------------------
# scf.if
# ---------------------------------------------------------------------------------------------

@register
class IfOp(Op):
    """``%x = scf.if %c -> (f32) { scf.yield %a : f32 } else { scf.yield %b : f32 }``."""

    OPNAME = "scf.if"
    condition = operand(_is_i1)
    results_ = var_result()
    then_region = region()
    else_region = region()
    traits = {SingleBlock}

    @classmethod
    def build_if(cls, cond, result_types=(), with_else=False, location=None):
        """Then block (and else block if ``with_else`` or results are given); blocks of an op
        without results already end with ``scf.yield``."""
        result_types = list(result_types)
        then_b = Block()
        regions = [Region([then_b]), Region()]
        if with_else or result_types:
            regions[1].add_block(Block())
        if not result_types:
            for r in regions:
                for b in r.blocks:
                    b.append(_yield())
        return cls.build(condition=cond, results_=result_types, regions=regions, location=location)

    @property
    def then_block(self):
        return self.regions[0].blocks[0]

    @property
    def else_block(self):
        r = self.regions[1]
        return r.blocks[0] if r.blocks else None

    def print_custom(self, p):
        p.write(" " + p.value_name(self.condition))
        if self.results:
            p.write(" -> (" + _types_str(p, [r.type for r in self.results]) + ")")
        p.write(" ")
        term = bool(self.results)
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=term)
        if self.regions[1].blocks:
            p.write(" else ")
            p.print_region(self.regions[1], print_entry_args=False, print_terminators=term)
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        loc = _op_name_loc(parser)
        c = parser.resolve_operand(parser.parse_operand(), I1)
        result_types = parser.parse_optional_arrow_type_list()
        then_r = parser.parse_region(arguments=[])
        ensure_terminator(then_r, _yield, loc)
        else_r = Region()
        if parser.accept("else"):
            else_r = parser.parse_region(arguments=[])
            ensure_terminator(else_r, _yield, loc)
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), {})
        return cls.create(cls.OPNAME, [c], result_types, attrs, {}, [then_r, else_r])

    @classmethod
    def canonicalization_patterns(cls):
        return [IfConstantCondition(), IfKnownResults(), IfUnused()]

    def verify_(self):
        res = [r.type for r in self.results]
        if res and not self.regions[1].blocks:
            raise VerifyError("'scf.if' must have an else region when it defines values", op=self)
        for r, what in ((self.regions[0], "then region"), (self.regions[1], "else region")):
            if r.blocks and r.blocks[0].args:
                raise VerifyError(f"'scf.if' {what} must not have arguments", op=self)
            _check_yield(self, r, res, what)


# ---------------------------------------------------------------------------------------------
# scf.while
# ---------------------------------------------------------------------------------------------

@register
class WhileOp(Op):
    """``%w = scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do {
    ^bb0(%x: i32): ... scf.yield %x : i32 }``."""

    OPNAME = "scf.while"
    inits = var_operand()
    results_ = var_result()
    before = region()
    after = region()

    @classmethod
    def build_while(cls, inits, result_types, location=None):
        """Before block arguments take the init types, after block arguments the result types;
        the caller fills both blocks (ending with scf.condition / scf.yield)."""
        inits = list(inits)
        result_types = list(result_types)
        before = Region([Block([v.type for v in inits])])
        after = Region([Block(result_types)])
        return cls.build(inits=inits, results_=result_types, regions=[before, after], location=location)

    @property
    def before_block(self):
        return self.regions[0].blocks[0]

    @property
    def after_block(self):
        return self.regions[1].blocks[0]

    @property
    def condition_op(self):
        return self.before_block._last

    def print_custom(self, p):
        b = self.regions[0].blocks[0] if self.regions[0].blocks else None
        out = []
        if self.inits:
            out.append(" " + _print_assignments(p, b.args if b is not None else [], self.inits))
        ft = A.FunctionType([v.type for v in self.inits], [r.type for r in self.results])
        out.append(f" : {p.type_str(ft)} ")
        p.write("".join(out))
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.write(" do ")
        p.print_region(self.regions[1], print_entry_args=True, print_terminators=True)
        p.print_optional_attr_dict_with_keyword(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        args, refs = [], []
        if parser.at("("):
            args, refs = _parse_assignment_list(parser)
        parser.expect(":")
        pos = parser.tok_start
        ft = parser.parse_type()
        if type(ft) is not A.FunctionType:
            raise parser.error(f"expected a function type (inits) -> (results), got {ft}", pos)
        if len(ft.inputs) != len(args):
            raise parser.error(f"scf.while has {len(args)} initial value(s) but its type lists {len(ft.inputs)}", pos)
        for a, t in zip(args, ft.inputs):
            a.type = t
        operands = parser.resolve_operands(refs, list(ft.inputs))
        before = parser.parse_region(arguments=args)
        parser.expect("do")
        after = parser.parse_region(arguments=[])
        attrs = split_inherent(cls, parser.parse_optional_attr_dict_with_keyword(), {})
        return cls.create(cls.OPNAME, operands, list(ft.results), attrs, {}, [before, after])

    def verify_(self):
        for r, what in ((self.regions[0], "before"), (self.regions[1], "after")):
            if len(r.blocks) < 1:
                raise VerifyError(f"'scf.while' {what} region must have a block", op=self)
        init_t = [v.type for v in self.inits]
        res_t = [r.type for r in self.results]
        bb = self.regions[0].blocks[0]
        if [a.type for a in bb.args] != init_t:
            raise VerifyError(f"'scf.while' before region arguments ({', '.join(str(a.type) for a in bb.args)}) "
                              f"do not match the initial values ({', '.join(map(str, init_t))})", op=self)
        cond = bb._last
        if not isinstance(cond, ConditionOp):
            raise VerifyError("'scf.while' before region must end with scf.condition", op=self)
        ct = [v.type for v in cond.args]
        if ct != res_t:
            raise VerifyError(f"'scf.condition' forwards ({', '.join(map(str, ct))}) but scf.while has result types "
                              f"({', '.join(map(str, res_t))})", op=cond)
        ab = self.regions[1].blocks[0]
        if [a.type for a in ab.args] != res_t:
            raise VerifyError(f"'scf.while' after region arguments ({', '.join(str(a.type) for a in ab.args)}) "
                              f"do not match the result types ({', '.join(map(str, res_t))})", op=self)
        _check_yield(self, self.regions[1], init_t, "after region")


# ---------------------------------------------------------------------------------------------
# scf.execute_region
# ---------------------------------------------------------------------------------------------

@register
class ExecuteRegionOp(Op):
    """``%r = scf.execute_region -> f32 { ... scf.yield %v : f32 }`` (may hold several blocks)."""

    OPNAME = "scf.execute_region"
    results_ = var_result()
    no_inline = opt_prop(A.UnitAttr)
    body_region = region()

    @classmethod
    def build_region(cls, result_types=(), no_inline=False, location=None):
        """An entry block for the caller to fill (ending with scf.yield)."""
        return cls.build(results_=list(result_types), no_inline=A.UNIT if no_inline else None,
                         regions=[Region([Block()])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    def print_custom(self, p):
        if self.results:
            p.write(" -> " + _arrow_types(p, [r.type for r in self.results]))
        if self.no_inline is not None:
            p.write(" no_inline")
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        result_types = parser.parse_optional_arrow_type_list()
        props = {}
        if parser.accept("no_inline"):
            props["no_inline"] = A.UNIT
        r = parser.parse_region(arguments=[])
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        return cls.create(cls.OPNAME, (), result_types, attrs, props, [r])

    def verify_(self):
        r = self.regions[0]
        if not r.blocks:
            raise VerifyError("'scf.execute_region' region needs at least one block", op=self)
        if r.blocks[0].args:
            raise VerifyError("'scf.execute_region' entry block must not have arguments", op=self)
        res = [x.type for x in self.results]
        for b in r.blocks:
            t = b._last
            if isinstance(t, YieldOp) and [v.type for v in t.operands] != res:
                raise VerifyError(f"'scf.yield' yields ({', '.join(str(v.type) for v in t.operands)}) but "
                                  f"scf.execute_region has result types ({', '.join(map(str, res))})", op=t)


# ---------------------------------------------------------------------------------------------
# scf.index_switch
# ---------------------------------------------------------------------------------------------

@register
class IndexSwitchOp(Op):
    """``%r = scf.index_switch %i -> f32 case 2 { ... } default { ... }``."""

    OPNAME = "scf.index_switch"
    arg = operand(_is_index)
    results_ = var_result()
    cases = prop(DenseArrayAttr)
    defaultRegion = region()
    caseRegions = var_region()
    traits = {SingleBlock}

    @classmethod
    def build_switch(cls, arg, cases, result_types=(), location=None):
        """One region per case value and a default region (the first one), each with an empty
        block; without results each block already ends with scf.yield."""
        result_types = list(result_types)
        regions = [Region([Block()]) for _ in range(len(cases) + 1)]
        if not result_types:
            for r in regions:
                r.blocks[0].append(_yield())
        return cls.build(arg=arg, results_=result_types, cases=A.DenseI64ArrayAttr(cases), regions=regions,
                         location=location)

    @property
    def default_block(self):
        return self.regions[0].blocks[0]

    def case_block(self, i):
        return self.regions[1 + i].blocks[0]

    def print_custom(self, p):
        p.write(" " + p.value_name(self.arg))
        p.print_optional_attr_dict(extra_attrs(self))
        if self.results:
            p.write(" -> " + _types_str(p, [r.type for r in self.results]))
        p.write(" ")
        for v, r in zip(self.cases.value, self.regions[1:]):
            p.newline()
            p.write(f"case {v} ")
            p.print_region(r, print_entry_args=False, print_terminators=True)
        p.newline()
        p.write("default ")
        r = self.regions[0]
        p.print_region(r, print_entry_args=True, print_terminators=not _is_empty_yield_end(r))

    @classmethod
    def parse_custom(cls, parser):
        loc = _op_name_loc(parser)
        a = parser.resolve_operand(parser.parse_operand(), INDEX)
        props = {}
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        result_types = []
        if parser.accept("->"):
            result_types = parser.parse_type_list()
        cases, case_regions = [], []
        while parser.accept("case"):
            pos = parser.tok_start
            v = parser.parse_integer("case value")
            if v in cases:
                raise parser.error(f"duplicate case value: {v}", pos)
            cases.append(v)
            # like upstream, case regions get no implicit terminator (only the default region)
            case_regions.append(parser.parse_region(arguments=[]))
        parser.expect("default", "(scf.index_switch needs a default region)")
        default = ensure_terminator(parser.parse_region(arguments=[]), _yield, loc)
        props["cases"] = A.DenseI64ArrayAttr(cases)
        return cls.create(cls.OPNAME, [a], result_types, attrs, props, [default] + case_regions)

    def verify_(self):
        cases = list(self.cases.value)
        if len(cases) != len(self.regions) - 1:
            raise VerifyError(f"'scf.index_switch' has {len(cases)} case value(s) but {len(self.regions) - 1} case "
                              "region(s)", op=self)
        if len(set(cases)) != len(cases):
            raise VerifyError("'scf.index_switch' has duplicate case values", op=self)
        res = [r.type for r in self.results]
        for i, r in enumerate(self.regions):
            what = "default region" if i == 0 else f"case region #{i - 1}"
            if not r.blocks:
                raise VerifyError(f"'scf.index_switch' {what} must have a block", op=self)
            t = r.blocks[0]._last
            if not isinstance(t, YieldOp):
                raise VerifyError(f"'scf.index_switch' {what} must end with scf.yield", op=self)
            _check_yield(self, r, res, what)


# ---------------------------------------------------------------------------------------------
# scf.forall / scf.forall.in_parallel
# ---------------------------------------------------------------------------------------------

@register
class InParallelOp(Op):
    """``scf.forall.in_parallel { tensor.parallel_insert_slice ... }``: ends an scf.forall body."""

    OPNAME = "scf.forall.in_parallel"
    body_region = region()
    traits = {IsTerminator, Pure, NoTerminator, SingleBlock, HasParent("scf.forall")}

    @classmethod
    def build_empty(cls, location=None):
        return cls.build(regions=[Region([Block()])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    def print_custom(self, p):
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        r = parser.parse_region(arguments=[])
        if not r.blocks:
            r.add_block(Block())
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), {})
        return cls.create(cls.OPNAME, (), (), attrs, {}, [r])


def _in_parallel():
    return InParallelOp.create(InParallelOp.OPNAME, (), (), None, None, [Region([Block()])])


@register
class ForallOp(Op):
    """``%r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<4xf32>) { ... }`` or
    ``scf.forall (%i) = (%lb) to (%ub) step (%s) { ... }``; ``{mapping = [...]}`` follows the body."""

    OPNAME = "scf.forall"
    dynamicLowerBound = var_operand(_is_index)
    dynamicUpperBound = var_operand(_is_index)
    dynamicStep = var_operand(_is_index)
    outputs = var_operand()
    results_ = var_result()
    staticLowerBound = prop(DenseArrayAttr)
    staticUpperBound = prop(DenseArrayAttr)
    staticStep = prop(DenseArrayAttr)
    mapping = opt_prop(A.ArrayAttr)
    body_region = region()
    traits = {SingleBlock}

    @classmethod
    def build_forall(cls, lbs, ubs, steps=None, outputs=(), mapping=None, location=None):
        """Bounds are lists of ints or index Values (``lbs=None``: all 0; ``steps=None``: all 1).
        The body block has the induction variables and one argument per output; it ends with an
        empty ``scf.forall.in_parallel`` for the caller to fill."""
        ubs = list(ubs)
        lbs = [0] * len(ubs) if lbs is None else list(lbs)
        steps = [1] * len(ubs) if steps is None else list(steps)
        outputs = list(outputs)
        lv, sl = split_mixed(lbs)
        uv, su = split_mixed(ubs)
        sv, ss = split_mixed(steps)
        block = Block([INDEX] * len(ubs) + [v.type for v in outputs])
        block.append(_in_parallel())
        return cls.build(dynamicLowerBound=lv, dynamicUpperBound=uv, dynamicStep=sv, outputs=outputs,
                         results_=[v.type for v in outputs], staticLowerBound=A.DenseI64ArrayAttr(sl),
                         staticUpperBound=A.DenseI64ArrayAttr(su), staticStep=A.DenseI64ArrayAttr(ss),
                         mapping=mapping, regions=[Region([block])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def rank(self):
        return len(_static(self, "staticUpperBound"))

    @property
    def induction_vars(self):
        return self.body.args[:self.rank]

    @property
    def region_out_args(self):
        return self.body.args[self.rank:]

    @property
    def terminator(self):
        return self.body._last

    @property
    def mixed_lower_bound(self):
        return join_mixed(_static(self, "staticLowerBound"), self.dynamicLowerBound)

    @property
    def mixed_upper_bound(self):
        return join_mixed(_static(self, "staticUpperBound"), self.dynamicUpperBound)

    @property
    def mixed_step(self):
        return join_mixed(_static(self, "staticStep"), self.dynamicStep)

    def _is_normalized(self):
        def all_equal(entries, n):
            return all((constant_int(e) if not isinstance(e, int) else e) == n for e in entries)
        return all_equal(self.mixed_lower_bound, 0) and all_equal(self.mixed_step, 1)

    def print_custom(self, p):
        b = self.body
        rank = self.rank
        ivs = "(" + ", ".join(p.value_name(a) for a in b.args[:rank]) + ")"
        if self._is_normalized():
            s = f" {ivs} in " + format_dynamic_index_list(p, self.dynamicUpperBound,
                                                          _static(self, "staticUpperBound"), "(", ")")
        else:
            s = (f" {ivs} = "
                 + format_dynamic_index_list(p, self.dynamicLowerBound, _static(self, "staticLowerBound"), "(", ")")
                 + " to "
                 + format_dynamic_index_list(p, self.dynamicUpperBound, _static(self, "staticUpperBound"), "(", ")")
                 + " step "
                 + format_dynamic_index_list(p, self.dynamicStep, _static(self, "staticStep"), "(", ")"))
        outs = self.outputs
        if outs:
            s += (" shared_outs" + _print_assignments(p, b.args[rank:], outs)
                  + " -> (" + _types_str(p, [r.type for r in self.results]) + ")")
        p.write(s + " ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=bool(self.results))
        attrs = extra_attrs(self)
        if self.mapping is not None:
            attrs["mapping"] = self.mapping
        p.print_optional_attr_dict(attrs)

    @classmethod
    def parse_custom(cls, parser):
        loc = _op_name_loc(parser)
        ivs = parser.parse_argument_list("(", require_type=False)
        for a in ivs:
            a.type = INDEX
        rank = len(ivs)
        pos = parser.tok_start
        if parser.accept("in"):
            urefs, su = parse_dynamic_index_list(parser, "(", ")", "upper bound")
            lrefs, sl, srefs, ss = [], [0] * len(su), [], [1] * len(su)
        else:
            parser.expect("=", "or 'in' after the induction variables")
            lrefs, sl = parse_dynamic_index_list(parser, "(", ")", "lower bound")
            parser.expect("to")
            urefs, su = parse_dynamic_index_list(parser, "(", ")", "upper bound")
            parser.expect("step")
            srefs, ss = parse_dynamic_index_list(parser, "(", ")", "step")
        for lst, what in ((su, "upper bounds"), (sl, "lower bounds"), (ss, "steps")):
            if len(lst) != rank:
                raise parser.error(f"scf.forall has {rank} induction variable(s) but {len(lst)} {what}", pos)
        out_args, out_refs, result_types = [], [], []
        if parser.accept("shared_outs"):
            out_args, out_refs = _parse_assignment_list(parser)
            parser.expect("->", "after shared_outs")
            result_types = parser.parse_function_result_types()
            if len(result_types) != len(out_args):
                raise parser.error(f"scf.forall has {len(out_args)} shared_outs but {len(result_types)} result types")
            for a, t in zip(out_args, result_types):
                a.type = t
        idx = lrefs + urefs + srefs
        operands = parser.resolve_operands(idx, [INDEX] * len(idx)) + parser.resolve_operands(out_refs, result_types)
        r = parser.parse_region(arguments=ivs + out_args)
        ensure_terminator(r, _in_parallel, loc)
        props = {"staticLowerBound": A.DenseI64ArrayAttr(sl), "staticUpperBound": A.DenseI64ArrayAttr(su),
                 "staticStep": A.DenseI64ArrayAttr(ss),
                 "operandSegmentSizes": A.DenseI32ArrayAttr([len(lrefs), len(urefs), len(srefs), len(out_refs)])}
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        return cls.create(cls.OPNAME, operands, result_types, attrs, props, [r])

    def verify_(self):
        sl, su, ss = (_static(self, "staticLowerBound"), _static(self, "staticUpperBound"),
                      _static(self, "staticStep"))
        rank = len(su)
        if len(sl) != rank or len(ss) != rank:
            raise VerifyError(f"'scf.forall' lower bounds ({len(sl)}), upper bounds ({rank}) and steps ({len(ss)}) "
                              "must have the same length", op=self)
        _check_mixed(self, "lower bound", sl, self.dynamicLowerBound)
        _check_mixed(self, "upper bound", su, self.dynamicUpperBound)
        _check_mixed(self, "step", ss, self.dynamicStep)
        if any(s != DYNAMIC and s <= 0 for s in ss):
            raise VerifyError("'scf.forall' constant steps must be positive", op=self)
        b = _single_block_body(self)
        outs = self.outputs
        if len(b.args) != rank + len(outs):
            raise VerifyError(f"'scf.forall' body must have {rank + len(outs)} argument(s), got {len(b.args)}",
                              op=self)
        if any(a.type is not INDEX for a in b.args[:rank]):
            raise VerifyError("'scf.forall' induction variables must be of index type", op=self)
        if len(self.results) != len(outs):
            raise VerifyError(f"'scf.forall' has {len(outs)} shared_outs but {len(self.results)} results", op=self)
        for i, (v, a, r) in enumerate(zip(outs, b.args[rank:], self.results)):
            if not (v.type is a.type is r.type):
                raise VerifyError(f"'scf.forall' shared_out #{i} types differ: {v.type}, {a.type}, {r.type}", op=self)
        if not isinstance(b._last, InParallelOp):
            raise VerifyError("'scf.forall' body must end with scf.forall.in_parallel", op=self)
        if self.mapping is not None and len(self.mapping.value) != rank:
            raise VerifyError(f"'scf.forall' mapping has {len(self.mapping.value)} entries for {rank} loop(s)",
                              op=self)


# ---------------------------------------------------------------------------------------------
# scf.parallel / scf.reduce / scf.reduce.return
# ---------------------------------------------------------------------------------------------

@register
class ReduceOp(Op):
    """``scf.reduce(%a : f32) { ^bb0(%l: f32, %r: f32): ... scf.reduce.return %x : f32 }``;
    plain ``scf.reduce`` ends a scf.parallel without reductions."""

    OPNAME = "scf.reduce"
    operands_ = var_operand()
    reductions = var_region()
    traits = {IsTerminator, HasParent("scf.parallel")}

    @classmethod
    def build_reduce(cls, operands=(), location=None):
        """One region per operand, each with a block of two arguments of the operand's type."""
        operands = list(operands)
        regions = [Region([Block([v.type, v.type])]) for v in operands]
        return cls.build(operands_=operands, regions=regions, location=location)

    def print_custom(self, p):
        if self.operands:
            p.write("(" + ", ".join(p.value_name(v) for v in self.operands) + " : "
                    + _types_str(p, [v.type for v in self.operands]) + ")")
        p.write(" ")
        for i, r in enumerate(self.regions):
            if i:
                p.write(", ")
            p.print_region(r, print_entry_args=True, print_terminators=True)
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        operands = []
        if parser.accept("("):
            refs = parser.parse_operand_list()
            parser.expect(":")
            types = parser.parse_type_list()
            parser.expect(")")
            operands = parser.resolve_operands(refs, types)
        regions = []
        if parser.at("{"):
            regions.append(parser.parse_region())
            while parser.accept(","):
                regions.append(parser.parse_region())
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), {})
        return cls.create(cls.OPNAME, operands, (), attrs, {}, regions)

    def verify_(self):
        if len(self.regions) != len(self.operands):
            raise VerifyError(f"'scf.reduce' has {len(self.operands)} operand(s) but {len(self.regions)} reduction "
                              "region(s)", op=self)
        for i, (v, r) in enumerate(zip(self.operands, self.regions)):
            if not r.blocks or [a.type for a in r.blocks[0].args] != [v.type, v.type]:
                raise VerifyError(f"'scf.reduce' reduction region #{i} must take two arguments of type {v.type}",
                                  op=self)
            t = r.blocks[0]._last
            if isinstance(t, ReduceReturnOp) and t.result_.type is not v.type:
                raise VerifyError(f"'scf.reduce.return' type {t.result_.type} differs from the reduced type {v.type}",
                                  op=t)


@register
class ReduceReturnOp(Op):
    """``scf.reduce.return %x : f32``."""

    OPNAME = "scf.reduce.return"
    result_ = operand()
    traits = {IsTerminator, Pure, HasParent("scf.reduce")}
    assembly_format = "$result_ attr-dict `:` type($result_)"


def _reduce():
    return ReduceOp.create(ReduceOp.OPNAME, (), ())


@register
class ParallelOp(Op):
    """``%r = scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%e, %f) init (%x) -> f32 { ... }``."""

    OPNAME = "scf.parallel"
    lowerBound = var_operand(_is_index)
    upperBound = var_operand(_is_index)
    step = var_operand(_is_index)
    initVals = var_operand()
    results_ = var_result()
    body_region = region()
    traits = {SingleBlock}

    @classmethod
    def build_parallel(cls, lbs, ubs, steps, inits=(), location=None):
        """The body block has one index argument per loop. Without inits it already ends with
        ``scf.reduce``; with them, append ``ReduceOp.build_reduce(...)`` and fill its regions."""
        lbs, ubs, steps, inits = list(lbs), list(ubs), list(steps), list(inits)
        block = Block([INDEX] * len(lbs))
        if not inits:
            block.append(_reduce())
        return cls.build(lowerBound=lbs, upperBound=ubs, step=steps, initVals=inits,
                         results_=[v.type for v in inits], regions=[Region([block])], location=location)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def induction_vars(self):
        return self.body.args

    def print_custom(self, p):
        vn = p.value_name
        b = self.body

        def lst(vals):
            return "(" + ", ".join(vn(v) for v in vals) + ")"
        s = f" {lst(b.args)} = {lst(self.lowerBound)} to {lst(self.upperBound)} step {lst(self.step)}"
        if self.initVals:
            s += f" init {lst(self.initVals)} -> " + _arrow_types(p, [r.type for r in self.results])
        p.write(s + " ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(extra_attrs(self))

    @classmethod
    def parse_custom(cls, parser):
        loc = _op_name_loc(parser)
        ivs = parser.parse_argument_list("(", require_type=False)
        for a in ivs:
            a.type = INDEX
        parser.expect("=")
        n = len(ivs)
        lists = []
        for kw, what in ((None, "lower bounds"), ("to", "upper bounds"), ("step", "steps")):
            if kw:
                parser.expect(kw)
            pos = parser.tok_start
            refs = parser.parse_operand_list("(")
            if len(refs) != n:
                raise parser.error(f"scf.parallel has {n} induction variable(s) but {len(refs)} {what}", pos)
            lists.append(refs)
        lbs, ubs, steps = lists
        inits, result_types = [], []
        if parser.accept("init"):
            inits = parser.parse_operand_list("(")
            parser.expect("->", "after init values")
            result_types = parser.parse_function_result_types()
        idx = lbs + ubs + steps
        operands = parser.resolve_operands(idx, [INDEX] * len(idx)) + parser.resolve_operands(inits, result_types)
        r = parser.parse_region(arguments=ivs)
        ensure_terminator(r, _reduce, loc)
        props = {"operandSegmentSizes": A.DenseI32ArrayAttr([n, n, n, len(inits)])}
        attrs = split_inherent(cls, parser.parse_optional_attr_dict(), props)
        return cls.create(cls.OPNAME, operands, result_types, attrs, props, [r])

    def verify_(self):
        n = len(self.lowerBound)
        if len(self.upperBound) != n or len(self.step) != n:
            raise VerifyError("'scf.parallel' needs as many lower bounds, upper bounds and steps", op=self)
        b = _single_block_body(self)
        if len(b.args) != n or any(a.type is not INDEX for a in b.args):
            raise VerifyError(f"'scf.parallel' body must have {n} index argument(s)", op=self)
        inits = self.initVals
        if [v.type for v in inits] != [r.type for r in self.results]:
            raise VerifyError("'scf.parallel' init value types must match the result types", op=self)
        t = b._last
        if not isinstance(t, ReduceOp):
            raise VerifyError("'scf.parallel' body must end with scf.reduce", op=self)
        if [v.type for v in t.operands] != [v.type for v in inits]:
            raise VerifyError(f"'scf.reduce' reduces ({', '.join(str(v.type) for v in t.operands)}) but scf.parallel "
                              f"has init values of types ({', '.join(str(v.type) for v in inits)})", op=t)


# ---------------------------------------------------------------------------------------------
# scf.if canonicalization
# ---------------------------------------------------------------------------------------------

from ..rewrite import RewritePattern  # noqa: E402  (rewrite does not import dialects)

def _yielded(block):
    return list(block._last.operands) if block is not None and block._last is not None else []


def _side_effect_free(block):
    from ..opdef import RecursivelyPure
    for o in block.ops:
        t = type(o).traits
        if Pure in t:
            continue
        if RecursivelyPure in t or o.name in ("scf.if", "scf.yield"):
            if all(_side_effect_free(b) for r in o.regions for b in r.blocks):
                continue
        return False
    return True


class IfConstantCondition(RewritePattern):
    """``scf.if %true/%false``: the taken block is inlined before the op and its yielded values
    replace the results (an absent else yields nothing)."""

    root = "scf.if"

    def match_and_rewrite(self, op, rewriter):
        c = constant_int(op.condition)
        if c is None:
            return False
        block = op.then_block if c else op.else_block
        if block is None:
            rewriter.erase_op(op)
            return True
        values = _yielded(block)
        term = block._last
        rewriter.erase_op(term)
        rewriter.inline_block_before(block, op)
        rewriter.replace_op(op, values)
        return True


class IfKnownResults(RewritePattern):
    """A result that both branches yield as the same value defined outside the op is that value;
    an i1 result yielding true/false (false/true) is the condition (its negation). An op left
    without used results and without side effects is erased."""

    root = "scf.if"

    def match_and_rewrite(self, op, rewriter):
        if not op.results or op.else_block is None:
            return False
        changed = False
        for r, a, b in zip(op.results, _yielded(op.then_block), _yielded(op.else_block)):
            if not r.uses:
                continue
            if a is b and not op.is_ancestor_of(a.op if hasattr(a, "op") else a.block.parent_op):
                rewriter.replace_all_uses_with(r, a)
                changed = True
                continue
            ca, cb = constant_int(a), constant_int(b)
            if r.type is not I1 or ca is None or cb is None or bool(ca) == bool(cb):
                continue
            rewriter.set_insertion_point_before(op)
            if ca:
                rewriter.replace_all_uses_with(r, op.condition)
            else:
                one = rewriter.create("arith.constant", (), [I1], None, {"value": A.IntegerAttr(1, I1)})
                neg = rewriter.create("arith.xori", [op.condition, one.results[0]], [I1])
                rewriter.replace_all_uses_with(r, neg.results[0])
            changed = True
        if changed and not any(r.uses for r in op.results) and all(
                _side_effect_free(b) for reg in op.regions for b in reg.blocks):
            rewriter.erase_op(op)
        return changed


class IfUnused(RewritePattern):
    """An ``scf.if`` whose results are unused and whose branches have no side effects is erased."""

    root = "scf.if"

    def match_and_rewrite(self, op, rewriter):
        if any(r.uses for r in op.results):
            return False
        if not all(_side_effect_free(b) for r in op.regions for b in r.blocks):
            return False
        rewriter.erase_op(op)
        return True
