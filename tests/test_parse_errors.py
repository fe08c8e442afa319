"""Malformed input: every case raises exactly one located IRError (ParseError or VerifyError)
naming the problem, and tmlir-opt reports it as ``file:line:col: error: ...`` with exit code 1 and
no Python traceback."""
import re
import subprocess
import sys

import pytest

from tmlir.ir import IRError, ParseError, VerifyError, parse_module, parse_type, parse_attribute
from tmlir.ir.core import Block, Operation, Region
from tmlir.ir.printer import Printer
from tmlir.tools.opt import main as opt_main

P, V = ParseError, VerifyError

# (id, input, error class, line, column, regex the message must match)
CASES = [
    # ops and values
    ("unknown_custom_op", 'func.func @f() {\n  foo.bar\n  return\n}', P, 2, 3, r"custom op 'foo\.bar' is unknown"),
    ("unknown_op_default_dialect", 'func.func @f() {\n  frobnicate %x\n}', P, 2, 3, r"custom op 'frobnicate' is unknown"),
    ("type_mismatch_between_uses", '%0 = "t.a"() : () -> i32\n"t.b"(%0) : (f32) -> ()', P, 2, 7,
     r"use of value '%0' expects different type than prior uses: 'f32' vs 'i32'"),
    ("type_mismatch_forward_uses", '"t.r"() ({\n  "t.b"(%1) : (f32) -> ()\n  "t.b"(%1) : (i32) -> ()\n'
     '  %1 = "t.a"() : () -> i32\n}) : () -> ()', P, 3, 9, r"use of value '%1' expects different type"),
    ("forward_use_wrong_type", '"t.r"() ({\n  "t.b"(%1) : (f32) -> ()\n  %1 = "t.a"() : () -> i32\n}) : () -> ()',
     P, 2, 9, r"definition of SSA value '%1#0' has type i32, but a prior use expects f32"),
    ("undefined_value", 'func.func @f() {\n  "t.b"(%x) : (i32) -> ()\n  return\n}', P, 2, 9,
     r"use of undeclared SSA value name '%x'"),
    ("undefined_result_number", '%0:2 = "t.a"() : () -> (i32, i32)\n"t.b"(%0#2) : (i32) -> ()', P, 2, 7,
     r"operand #2 of '%0' does not exist"),
    ("undefined_block", 'func.func @f() {\n  cf.br ^bb9\n}', P, 2, 9, r"reference to an undefined block '\^bb9'"),
    ("redefinition_value", '%0 = "t.a"() : () -> i32\n%0 = "t.a"() : () -> i32', P, 2, 1,
     r"redefinition of SSA value '%0'"),
    ("redefinition_block", '"t.r"() ({\n^bb1:\n  "t.t"() : () -> ()\n^bb1:\n  "t.t"() : () -> ()\n}) : () -> ()',
     P, 4, 1, r"redefinition of block '\^bb1'"),
    ("redefinition_alias", '#a = 1\n#a = 2', P, 2, 1, r"redefinition of alias 'a'"),
    ("too_many_results_bound", '%0:3 = "t.a"() : () -> (i32, i32)', P, 1, 1,
     r"operation defines 2 results but was provided 3 to bind"),
    ("too_few_results_bound", '%a, %b = "t.a"() : () -> i32', P, 1, 1,
     r"operation defines 1 results but was provided 2 to bind"),
    ("generic_operand_count", '"t.a"() : (i32) -> ()', P, 1, 11, r"'t\.a' has 0 operands but its type lists 1"),
    ("generic_not_function_type", '"t.a"() : i32', P, 1, 11, r"expected function type for 't\.a', got i32"),
    # attributes
    ("missing_attribute_value", '"t.a"() {a = } : () -> ()', P, 1, 14, r"expected attribute value, found '}'"),
    ("decimal_int_for_float", '"t.a"() {a = 1 : f32} : () -> ()', P, 1, 14,
     r"unexpected decimal integer literal for a floating point value"),
    ("float_for_int", '"t.a"() {a = 1.5 : i32} : () -> ()', P, 1, 14, r"floating point value not valid for type i32"),
    ("int_out_of_range", '"t.a"() {a = 256 : i8} : () -> ()', P, 1, 14, r"integer constant out of range for type i8"),
    ("negative_unsigned", '"t.a"() {a = -1 : ui8} : () -> ()', P, 1, 14,
     r"negative integer literal not valid for unsigned integer type ui8"),
    ("i64_out_of_range", '"t.a"() {a = 18446744073709551616} : () -> ()', P, 1, 14, r"integer constant out of range"),
    ("hex_float_out_of_range", '"t.a"() {a = 0x123456789 : f32} : () -> ()', P, 1, 14,
     r"hexadecimal float constant out of range for type f32"),
    ("negative_unsigned_float", '"t.a"() {a = -2.0 : f8E8M0FNU} : () -> ()', P, 1, 14,
     r"negative floating point literal for a type with no signed representation"),
    ("undefined_attribute_alias", '"t.a"() {a = #nope} : () -> ()', P, 1, 14, r"undefined attribute alias '#nope'"),
    ("duplicate_dictionary_key", '"t.a"() {a = 1, a = 2} : () -> ()', P, 1, 17, r"duplicate key 'a'"),
    ("empty_attribute_name", '"t.a"() {"" = 1} : () -> ()', P, 1, 10, r"expected attribute name"),
    ("dense_array_bad_width", '"t.a"() {a = array<i7: 1>} : () -> ()', P, 1, 20, r"bitwidth must be a multiple of 8"),
    ("dense_array_overflow", '"t.a"() {a = array<i8: 300>} : () -> ()', P, 1, 24, r"out of range for type i8"),
    ("dense_array_float_for_int", '"t.a"() {a = array<i32: 1.5>} : () -> ()', P, 1, 25,
     r"expected integer elements for type i32"),
    ("affine_unknown_identifier", '"t.a"() {m = affine_map<(d0) -> (d1)>} : () -> ()', P, 1, 34,
     r"expected affine expression, found 'd1'"),
    # types
    ("unterminated_type", '"t.a"() : () -> tensor<4xf32\n', P, 1, 29, r"expected '>', found 'end of file'"),
    ("vector_zero_size", '"t.a"() : () -> vector<0xf32>', P, 1, 17, r"vector types must have positive constant sizes"),
    ("vector_dynamic", '"t.a"() : () -> vector<?xf32>', P, 1, 17, r"vector types must have static shape"),
    ("unranked_vector", '"t.a"() : () -> vector<*xf32>', P, 1, 17, r"vector types must be ranked"),
    ("complex_of_tensor", '"t.a"() : () -> complex<tensor<f32>>', P, 1, 25, r"invalid element type for complex"),
    ("scalable_tensor", '"t.a"() : () -> tensor<[4]xf32>', P, 1, 17, r"scalable dimensions are only valid in vector"),
    ("tensor_of_none", '"t.a"() : () -> tensor<4xnone>', P, 1, 17, r"invalid tensor element type none"),
    ("unranked_tensor_encoding", '"t.a"() : () -> tensor<*xf32, "e">', P, 1, 17, r"unranked tensor has no encoding"),
    ("memref_layout_rank", '"t.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>', P, 1, 17,
     r"memref layout mismatch between rank and affine map: 1 != 2"),
    ("memref_strides_rank", '"t.a"() : () -> memref<4x4xf32, strided<[1]>>', P, 1, 17, r"expected 2 strides"),
    ("memref_two_memory_spaces", '"t.a"() : () -> memref<4xf32, 1, 2>', P, 1, 17, r"multiple memory spaces"),
    ("integer_too_wide", '"t.a"() : () -> i99999999', P, 1, 17, r"expected type, found 'i99999999'"),
    ("undefined_type_alias", '"t.a"() : () -> !nope', P, 1, 17, r"undefined type alias '!nope'"),
    # unterminated constructs, bad characters and escapes
    ("unterminated_region", '"t.a"() ({\n  "t.b"() : () -> ()\n', P, 2, 21, r"expected '}' to close region"),
    ("unterminated_string", '"t.a"() {a = "abc} : () -> ()', P, 1, 14, r"unexpected character '\"'"),
    ("unterminated_dialect_body", '"t.a"() : () -> !foo.bar<abc', P, 1, 25, r"unterminated dialect attribute or type body"),
    ("unbalanced_dialect_body", '"t.a"() : () -> !foo.bar<a)>', P, 1, 27, r"unbalanced brackets"),
    ("unterminated_resources", '"t.a"() : () -> ()\n{-#\n  dialect_resources: {\n', P, 3, 23,
     r"expected dialect name, found 'end of file'"),
    ("bad_escape", '"t.a"() {a = "ab\\qc"} : () -> ()', P, 1, 17, r"unknown escape in string literal"),
    ("bad_escape_in_symbol", '"t.a"() {a = @"x\\zz"} : () -> ()', P, 1, 17, r"unknown escape in string literal"),
    ("bad_escape_in_op_name", '"t.\\g"() : () -> ()', P, 1, 4, r"unknown escape in string literal"),
    ("invalid_character", '"t.a"() : () -> () $', P, 1, 20, r"unexpected character '\$'"),
    ("invalid_character_unicode", '"t.a"() {a = 1} : () -> ()\n  \u00a7', P, 2, 3, r"unexpected character '\u00a7'"),
    ("invalid_control_character", '"t.a"() : () -> ()\n\x01', P, 2, 1, r"unexpected character"),
    # dense elements and resources
    ("dense_shape_mismatch", '"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()', P, 1, 14,
     r"inferred shape of elements literal \(\[2\]\) does not match type tensor<3xi32>"),
    ("dense_overflow", '"t.a"() {a = dense<[1, 256]> : tensor<2xi8>} : () -> ()', P, 1, 24,
     r"integer constant out of range for type i8"),
    ("dense_ragged", '"t.a"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()', P, 1, 14,
     r"ranks are not consistent"),
    ("dense_float_in_int", '"t.a"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()', P, 1, 21,
     r"expected integer elements for type i32, but parsed floating-point"),
    ("dense_int_for_float", '"t.a"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()', P, 1, 21,
     r"unexpected decimal integer literal"),
    ("dense_bool_for_int", '"t.a"() {a = dense<[true]> : tensor<1xi32>} : () -> ()', P, 1, 21,
     r"expected i1 type for 'true' or 'false'"),
    ("dense_bad_hex", '"t.a"() {a = dense<"0x0G"> : tensor<2xi8>} : () -> ()', P, 1, 20,
     r"expected string containing hex digits starting with `0x`"),
    ("dense_hex_size", '"t.a"() {a = dense<"0x01"> : tensor<2xi32>} : () -> ()', P, 1, 20,
     r"elements hex data size is invalid"),
    ("dense_dynamic_shape", '"t.a"() {a = dense<1> : tensor<?xi32>} : () -> ()', P, 1, 14, r"must have static shape"),
    ("dense_empty_but_elements", '"t.a"() {a = dense<> : tensor<2xi32>} : () -> ()', P, 1, 14,
     r"parsed zero elements, but type tensor<2xi32> expects 2"),
    ("dense_not_shaped", '"t.a"() {a = dense<1> : i32} : () -> ()', P, 1, 14, r"elements literal must be a shaped type"),
    ("dense_complex_expected", '"t.a"() {a = dense<[1.0]> : tensor<1xcomplex<f32>>} : () -> ()', P, 1, 21,
     r"expected a complex element"),
    ("resource_bad_hex", '{-#\n  dialect_resources: {\n    builtin: {\n      k: "0xZZ"\n    }\n  }\n#-}', P, 4, 10,
     r"resource 'k' is not a hex blob"),
    # locations
    ("negative_line_number", '"t.a"() : () -> () loc("f":-1:2)', P, 1, 28, r"expected line number"),
    ("truncated_location_range", '"t.a"() : () -> () loc("f":1:2 to', P, 1, 34, r"expected end line number"),
    ("location_alias_not_a_location", '#a = 1\n"t.a"() : () -> () loc(#a)', P, 2, 24, r"expected location attribute"),
    ("undefined_location_alias", '"t.a"() : () -> () loc(#nowhere)', P, 1, 24, r"undefined location alias '#nowhere'"),
    # verifier
    ("missing_terminator", 'func.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n}', V, 2, 8,
     r"must end with a terminator"),
    ("empty_block_needs_terminator", 'func.func @f() {\n^bb0:\n}', V, 1, 1, r"must end with a terminator, but it is empty"),
    ("dominance", 'func.func @f() {\n  %1 = "t.a"(%0) : (i32) -> i32\n  %0 = "t.b"() : () -> i32\n  return\n}', V, 2, 8,
     r"operand #0 of 't\.a' does not dominate this use"),
    ("isolated_from_above", '%0 = "t.a"() : () -> i32\nfunc.func @f() {\n  "t.use"(%0) : (i32) -> ()\n  return\n}',
     V, 3, 3, r"'t\.use' uses a value defined above 'func\.func', which is isolated from above"),
    ("return_type_mismatch", 'func.func @f(%a: i32) -> f32 {\n  return %a : i32\n}', V, 2, 3,
     r"'func\.return' returns \(i32\) but @f has result types \(f32\)"),
]

IDS = [c[0] for c in CASES]


def _where(e):
    if isinstance(e, ParseError):
        return e.filename, e.line, e.col
    flc = e.loc.file_line_col() if e.loc is not None else None
    assert flc is not None, f"error without a location: {e}"
    return flc


@pytest.mark.parametrize("name,text,cls,line,col,msg", CASES, ids=IDS)
def test_located_error(name, text, cls, line, col, msg):
    with pytest.raises(IRError) as info:
        parse_module(text, "in.mlir")
    e = info.value
    assert type(e) is cls, f"{type(e).__name__}: {e}"
    assert re.search(msg, e.message), e.message
    assert _where(e) == ("in.mlir", line, col), str(e)
    first = e.format().splitlines()[0]
    assert first.startswith(f"in.mlir:{line}:{col}: error: "), first
    if cls is ParseError:
        # the offending line and a caret under the column
        src_line = text.splitlines()[line - 1] if line <= len(text.splitlines()) else ""
        lines = e.format().splitlines()
        assert lines[1] == src_line
        assert lines[2] == " " * (col - 1) + "^"


@pytest.mark.parametrize("name,text,cls,line,col,msg", CASES, ids=IDS)
def test_opt_reports_one_error(name, text, cls, line, col, msg, tmp_path, capsys):
    path = tmp_path / "bad.mlir"
    path.write_text(text, encoding="utf-8")
    assert opt_main([str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    errors = [ln for ln in err.splitlines() if ": error: " in ln]
    assert len(errors) == 1, err
    assert errors[0].startswith(f"{path}:{line}:{col}: error: "), err
    assert re.search(msg, errors[0]), err
    assert "Traceback" not in err


@pytest.mark.parametrize("name", ["unknown_custom_op", "bad_escape", "dense_overflow", "isolated_from_above"])
def test_opt_subprocess_no_traceback(name, tmp_path):
    case = next(c for c in CASES if c[0] == name)
    _, text, _, line, col, msg = case
    path = tmp_path / "bad.mlir"
    path.write_text(text, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "tmlir.tools.opt", str(path)], capture_output=True, text=True)
    assert r.returncode == 1
    assert r.stdout == ""
    assert r.stderr.startswith(f"{path}:{line}:{col}: error: "), r.stderr
    assert re.search(msg, r.stderr.splitlines()[0])
    assert "Traceback" not in r.stderr


def test_split_input_file_keeps_line_numbers(tmp_path, capsys):
    text = '"t.a"() : () -> ()\n// -----\n"t.a"() : () -> ()\n"t.b"(%x) : (i32) -> ()\n'
    path = tmp_path / "split.mlir"
    path.write_text(text)
    assert opt_main([str(path), "--split-input-file"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:4:7: error: use of undeclared SSA value name '%x'"), err


def test_parse_type_and_attribute_errors():
    with pytest.raises(ParseError, match="vector types must have positive constant sizes"):
        parse_type("vector<0xf32>")
    with pytest.raises(ParseError, match="unexpected ',' after type"):
        parse_type("i32, i32")
    with pytest.raises(ParseError, match="integer constant out of range"):
        parse_attribute("300 : i8")
    with pytest.raises(ParseError, match="unknown escape"):
        parse_attribute('"\\x"')


# -- truncation: every prefix of a valid file fails cleanly at a position inside the prefix ------

VALID = '''#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 mod s0)>
!t = tensor<4x?xf32>
module attributes {"x y" = 1 : i32} {
  func.func @f(%arg0: i32 loc("a.py":1:2), %arg1: !t) -> (i32, f32) attributes {k = [1, "s", @g::@h]} {
    %0 = arith.constant 1.500000e+00 : f32
    %1:2 = "test.op"(%arg0, %0) <{p = dense<[[1, 2]]> : tensor<1x2xi8>}> ({
    ^bb0(%b: i32):
      cf.br ^bb1(%b : i32)
    ^bb1(%c: i32):
      "test.term"(%c) : (i32) -> ()
    }) {m = #map, r = dense_resource<blob> : tensor<2xf32>} : (i32, f32) -> (i32, index) loc(fused["f":1:1, "g"])
    return %arg0, %0 : i32, f32
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}
'''


def _cut_points(text):
    pts = set(range(0, len(text), 7))
    for m in re.finditer(r"[\s(){}\[\]<>,:=\"]", text):
        pts.add(m.start())
        pts.add(m.start() + 1)
    return sorted(p for p in pts if p < len(text))


def test_valid_file_parses():
    m = parse_module(VALID, "v.mlir")
    assert "dense_resource<blob>" in Printer().print_op_to_string(m)


@pytest.mark.parametrize("cut", _cut_points(VALID))
def test_truncated_file(cut):
    text = VALID[:cut]
    try:
        parse_module(text, "t.mlir")
    except ParseError as e:
        lines = text.split("\n")
        assert 1 <= e.line <= len(lines), (e.line, str(e))
        assert 1 <= e.col <= len(lines[e.line - 1]) + 1, (e.col, str(e))
    except VerifyError as e:
        assert e.loc is not None and e.loc.file_line_col() is not None, str(e)


# -- nesting -------------------------------------------------------------------------------------

def _regions(n):
    return '"t.op"() ({\n' * n + '"t.leaf"() : () -> ()\n' + '}) : () -> ()\n' * n


def _scf(n):
    return 'func.func @f(%c: i1) {\n' + 'scf.if %c {\n' * n + '}\n' * n + 'return\n}\n'


@pytest.mark.parametrize("make,depth", [
    (_regions, 200), (_scf, 200),
    (lambda n: '"t.op"() {a = ' + '[' * n + ']' * n + '} : () -> ()', 200),
    (lambda n: '"t.op"() {a = ' + '{a = ' * n + '1' + '}' * n + '} : () -> ()', 200),
    (lambda n: '"t.op"() : () -> (' + 'tuple<' * n + '>' * n + ')', 200),
    (lambda n: '"t.op"() : () -> (' + '() -> (' * n + ')' * n + ')', 200),
    (lambda n: '"t.op"() {m = affine_map<(d0) -> (' + '(' * n + 'd0' + ')' * n + ')>} : () -> ()', 200),
    (lambda n: '"t.op"() : () -> () loc(' + '"a"(' * n + '"b"' + ')' * n + ')', 200),
], ids=["regions", "scf.if", "arrays", "dicts", "tuples", "function_types", "affine_parens", "name_locs"])
def test_reasonable_nesting_round_trips(make, depth):
    limit = sys.getrecursionlimit()
    m = parse_module(make(depth))
    for generic in (False, True):
        text = Printer(generic=generic, debuginfo=True).print_op_to_string(m)
        again = Printer(generic=generic, debuginfo=True).print_op_to_string(parse_module(text))
        assert again == text
    assert sys.getrecursionlimit() == limit  # raised only while parsing/printing


@pytest.mark.parametrize("make", [
    _regions,
    lambda n: '"t.op"() {a = ' + '[' * n + ']' * n + '} : () -> ()',
    lambda n: '"t.op"() : () -> (' + 'tuple<' * n + '>' * n + ')',
    lambda n: '"t.op"() {a = dense<' + '[' * n + '1' + ']' * n + '> : tensor<1xi32>} : () -> ()',
], ids=["regions", "arrays", "tuples", "dense"])
def test_too_deep_nesting_is_a_located_error(make):
    limit = sys.getrecursionlimit()
    text = make(20000)
    with pytest.raises(ParseError, match="nesting too deep") as info:
        parse_module(text, "deep.mlir")
    e = info.value
    lines = text.split("\n")
    assert 1 <= e.line <= len(lines) and 1 <= e.col <= len(lines[e.line - 1]) + 1
    assert sys.getrecursionlimit() == limit


def test_too_deep_nesting_in_opt(tmp_path, capsys):
    path = tmp_path / "deep.mlir"
    path.write_text(_regions(20000))
    assert opt_main([str(path)]) == 1
    err = capsys.readouterr().err
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: nesting too deep", err), err[:200]
    assert "Traceback" not in err


def test_printing_ir_nested_too_deeply_is_an_ir_error():
    top = Operation.create("t.op", regions=[Region([Block()])])
    cur = top
    for _ in range(30000):
        inner = Operation.create("t.op", regions=[Region([Block()])])
        cur.regions[0].blocks[0].append(inner)
        cur = inner
    with pytest.raises(IRError, match="nests too deeply to print"):
        Printer().print_op_to_string(top)


# -- dialect code meeting malformed input: its exceptions become located IRErrors ---------------

from tmlir.ir import attributes as A  # noqa: E402
from tmlir.ir import parser as parser_mod  # noqa: E402
from tmlir.ir.opdef import Op, opt_prop, register  # noqa: E402


@register
class _FragileOp(Op):
    """An op whose hand-written hooks assume well-formed input, as dialect code often does."""
    OPNAME = "tmlirtest.fragile"
    maps = opt_prop(A.ArrayAttr)

    def verify_(self):
        if self.maps is not None:
            [m.value.num_dims for m in self.maps]      # AttributeError on a non-map element

    def print_custom(self, p):
        p.write(" " + ", ".join(str(m.value.num_dims) for m in self.maps))

    @classmethod
    def parse_custom(cls, parser):
        int(parser.parse_any_keyword())              # ValueError on a non-number keyword
        return cls.create(cls.OPNAME, (), (), {}, {"maps": A.ArrayAttr([])})


def test_dialect_verifier_crash_is_a_verify_error():
    with pytest.raises(VerifyError, match=r"'tmlirtest\.fragile' is malformed \(AttributeError") as info:
        parse_module('"t.x"() : () -> ()\n"tmlirtest.fragile"() <{maps = [@sym]}> : () -> ()', "in.mlir")
    assert info.value.loc.file_line_col() == ("in.mlir", 2, 1)


def test_dialect_parser_crash_is_a_parse_error():
    with pytest.raises(ParseError, match=r"invalid custom form of 'tmlirtest\.fragile': ValueError") as info:
        parse_module('"t.x"() : () -> ()\ntmlirtest.fragile notanumber', "in.mlir")
    assert (info.value.line, info.value.col) == (2, 29)


def test_dialect_type_parser_crash_is_a_parse_error(monkeypatch):
    def hook(parser, name, pos):
        raise KeyError(name)
    monkeypatch.setitem(parser_mod.DIALECT_TYPE_PARSERS, "tmlirtest", hook)
    with pytest.raises(ParseError, match=r"invalid type '!tmlirtest\.t': KeyError") as info:
        parse_module('"t.x"() : () -> !tmlirtest.t', "in.mlir")
    assert (info.value.line, info.value.col) == (1, 29)


def test_custom_printer_crash_falls_back_to_generic_form():
    op = _FragileOp.create("tmlirtest.fragile", (), (), {}, {"maps": A.ArrayAttr([A.UNIT])})
    top = Operation.create("t.top", regions=[Region([Block()])])
    top.regions[0].blocks[0].append(op)
    text = Printer().print_op_to_string(top)
    assert '"tmlirtest.fragile"() <{maps = [unit]}> : () -> ()' in text
    assert "tmlirtest.fragile " not in text


def test_opt_reports_invalid_utf8(tmp_path, capsys):
    path = tmp_path / "bytes.mlir"
    path.write_bytes(b'"t.a"() : () -> ()\n"t.b"() {a = "\xc3\xa9\xff"} : () -> ()\n')
    assert opt_main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err == f"{path}:2:16: error: invalid UTF-8 byte 0xFF in the input\n"


def test_opt_reads_crlf_line_endings(tmp_path, capsys):
    path = tmp_path / "crlf.mlir"
    path.write_bytes(b'"t.a"() : () -> ()\r\n"t.b"(%x) : (i32) -> ()\r\n')
    assert opt_main([str(path)]) == 1
    assert capsys.readouterr().err.startswith(f"{path}:2:7: error: use of undeclared SSA value name '%x'")


# Parsed ops get their file:line:col when first read (Operation.location), from the index of the
# op's first token; these check the lazy path gives what the parse would have given.
LAZY_TEXT = ('"builtin.module"() ({\n'
             '  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({\n'
             '  ^bb0(%a: i32):\n'
             '      %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32\n'
             '    %1:2 = "t.two"(%0) : (i32) -> (i32, i32)\n'
             '\t"func.return"(%1#1) : (i32) -> ()\n'
             '  }) : () -> ()\n'
             '  func.func @g() {\n'
             '    return\n'
             '  }\n'
             '}) : () -> ()\n')
LAZY_WANT = {"builtin.module": (1, 1), "func.func": (2, 3), "arith.addi": (4, 12), "t.two": (5, 12),
             "func.return": (6, 2)}


def test_lazy_locations_are_the_parsed_file_line_col():
    m = parse_module(LAZY_TEXT, "lazy.mlir")
    seen = {}
    for op in m.walk():
        flc = op.location.file_line_col()
        seen.setdefault(op.name, []).append(flc)
    for name, (line, col) in LAZY_WANT.items():
        assert seen[name][0] == ("lazy.mlir", line, col), (name, seen[name])
    assert seen["func.func"][1] == ("lazy.mlir", 8, 3) and seen["func.return"][1] == ("lazy.mlir", 9, 5)
    # the same interned location object an eager parse makes, and a clone keeps it
    from tmlir.ir.location import FileLineColLoc
    add = next(op for op in m.walk() if op.name == "arith.addi")
    assert add.location is FileLineColLoc("lazy.mlir", 4, 12)
    m2 = parse_module(LAZY_TEXT, "lazy.mlir")
    add2 = next(op for op in m2.walk() if op.name == "arith.addi")
    assert add2.clone().location is FileLineColLoc("lazy.mlir", 4, 12)
    # an explicit loc(...) and a set location win over the lazy one
    m3 = parse_module('"t.a"() : () -> () loc("x.py":7:3)\n"t.b"() : () -> ()', "k.mlir")
    a, b = list(m3.body.ops)
    assert a.location.file_line_col() == ("x.py", 7, 3)
    b.location = FileLineColLoc("y.py", 1, 1)
    assert b.location.file_line_col() == ("y.py", 1, 1)


def test_lazy_locations_in_printed_debuginfo_and_verifier_errors(tmp_path, capsys):
    from tmlir.ir.printer import Printer
    m = parse_module(LAZY_TEXT, "lazy.mlir")
    text = Printer(debuginfo=True).print_op_to_string(m)
    assert '"arith.addi"(%arg0, %arg0) : (i32, i32) -> i32 loc("lazy.mlir":4:12)' in text or \
        'arith.addi %arg0, %arg0 : i32 loc("lazy.mlir":4:12)' in text, text
    assert 'loc("lazy.mlir":6:2)' in text and 'loc("lazy.mlir":9:5)' in text
    # a verifier error after the parse (the locations are made then) names file:line:col, in the
    # second chunk of a split file too (line numbers of the whole file), in-process and as a program
    bad = LAZY_TEXT.replace('function_type = (i32) -> i32', 'function_type = (i32) -> f32')
    path = tmp_path / "split.mlir"
    path.write_text('"t.a"() : () -> ()\n// -----\n' + bad)
    assert opt_main([str(path), "--split-input-file"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:8:2: error: 'func.return' returns (i32) but @f"), err
    r = subprocess.run([sys.executable, "-m", "tmlir.tools.opt", str(path), "--split-input-file",
                        "--mlir-print-debuginfo"], capture_output=True, text=True)
    assert r.returncode == 1 and r.stderr.startswith(f"{path}:8:2: error: 'func.return' returns (i32) but @f"), r.stderr
    assert f'loc("{path}":1:1)' in r.stdout, r.stdout


def test_lazy_location_after_a_parse_error_elsewhere():
    # a parse that failed computed the token offsets already; a good parse of the same text later
    # still locates its ops by its own tokens
    with pytest.raises(ParseError):
        parse_module(LAZY_TEXT + '"t.c"(%nope) : (i32) -> ()\n', "e.mlir")
    m = parse_module("\n\n  " + LAZY_TEXT, "e.mlir")
    add = next(op for op in m.walk() if op.name == "arith.addi")
    assert add.location.file_line_col() == ("e.mlir", 6, 12)


def test_function_types_cached_by_tokens_parse_as_uncached():
    # generic ops repeat a few function types; the parser caches them by their tokens (with the
    # token after them unless the type ends in a builtin scalar or a closing '>'). Every op must
    # get the type a fresh parse gives, whatever follows it.
    from tmlir.ir import parse_type
    cases = [("%a", "(i32) -> i32"), ("%a, %a", "(i32, i32) -> i32"), ("%a", "(i32) -> (i32)"),
             ("%a", "(i32) -> (i32) -> i32"), ("%a", "(i32) -> ((i32) -> i32)"),
             ("%b", "(tensor<2xf32>) -> tensor<2xf32>"), ("%a", "(i32) -> complex<f32>"),
             ("%a", "(i32) -> tuple<i32, f32>"), ("%a", "(i32) -> !t.x"), ("%a", "(i32) -> !t.x<1>"),
             ("%a", "(i32) -> ()"), ("%c", "(memref<4xf32, strided<[1]>>) -> memref<4xf32>"),
             ("", "() -> i32"), ("%a", "(i32) -> i64"), ("%a", "(i32) -> (i32, f32)")]
    lines, want = [], []
    for k in range(3):  # each type three times, after different ops and before different tokens
        for j, (args, t) in enumerate(cases):
            ft = parse_type(t)
            res = f"%v{k}_{j}:{len(ft.results)} = " if ft.results else ""
            lines.append(f'{res}"t.a"({args}) : {t}')
            want.append(ft)
    text = ('"t.r"() ({\n^bb0(%a: i32, %b: tensor<2xf32>, %c: memref<4xf32, strided<[1]>>):\n'
            + "\n".join(lines) + '\n"t.end"() : () -> ()\n}) : () -> ()\n')
    m = parse_module(text, "ft.mlir", verify=False)
    got = [op for op in m.walk() if op.name == "t.a"]
    assert len(got) == len(want)
    for op, ft in zip(got, want):
        assert [v.type for v in op.operands] == list(ft.inputs), (op, ft)
        assert [r.type for r in op.results] == list(ft.results), (op, ft)
    # the printed module parses back to the same text (generic form)
    out = Printer(generic=True).print_op_to_string(m)
    assert Printer(generic=True).print_op_to_string(parse_module(out, verify=False)) == out


def test_lazy_location_handed_on_by_a_rewrite():
    """A pattern rewrite of parsed IR gives the new op the replaced op's location without making
    it (the rewriter hands the unread location on); read later it is the parsed file:line:col,
    and a location the rewriter is asked for directly is made."""
    from tmlir.ir.dialects.arith import SubIOp
    from tmlir.ir.location import FileLineColLoc
    from tmlir.ir.rewrite import op_rewrite_pattern, apply_patterns_greedily, PatternRewriter

    @op_rewrite_pattern("arith.addi")
    def to_subi(op, rewriter):
        rewriter.replace_op_with_new(op, SubIOp, lhs=op.operands[0], rhs=op.operands[1])
        return True

    m = parse_module(LAZY_TEXT, "lazy.mlir")
    apply_patterns_greedily(m, [to_subi], fold=False, dce=False)
    sub = next(op for op in m.walk() if op.name == "arith.subi")
    assert sub._location.__class__ is tuple       # still unread
    assert sub.location is FileLineColLoc("lazy.mlir", 4, 12)
    m2 = parse_module(LAZY_TEXT, "lazy.mlir")
    two = next(op for op in m2.walk() if op.name == "t.two")
    rw = PatternRewriter()
    rw._begin(two)
    assert rw.loc is FileLineColLoc("lazy.mlir", 5, 12) and two.location is rw.loc
