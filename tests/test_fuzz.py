"""Fuzzing the IR core: mutated MLIR either parses (and verifies, prints and reads back) or
raises an IRError; nothing else may escape. Plus the round-trip property on the corpus: print,
parse, print is a fixed point in both the custom and the generic form.

The corpus is every tests/lit/**/*.mlir input (split at ``// -----``) and a few generated files.
Hypothesis runs derandomized, so CI sees the same cases every time."""
import pathlib
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tmlir.ir import IRError, parse_module
from tmlir.ir.printer import Printer

LIT_DIR = pathlib.Path(__file__).parent / "lit"

GENERATED = [
    # every builtin type
    'func.func private @types(i1, i7, si8, ui16, i64, index, f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, '
    'f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN, '
    'none, complex<f32>, tensor<2x?xf32>, tensor<*xi8>, tensor<0x4xf32, "enc">, memref<4x?xf32, strided<[?, 1], '
    'offset: ?>, 1>, memref<*xf32, 2>, vector<[4]x2xf32>, tuple<i32, tuple<>>, (i32) -> ((f32) -> i1), '
    '!foo.bar<"x>y", [1, (2)], {a}>)\n',
    # attributes of every kind
    '#al = {k = [1, "s"]}\n"t.op"() {a = 255 : i8, b = 65535 : ui16, c = 0x7FC00000 : f32, d = 0.1 : bf16, '
    'e = "q\\"\\0A\\FF", f = [@a::@b, @"x y"], g = array<i1: true, false>, h = array<f32: 1.5, -0.0>, '
    'i = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, j = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, '
    'k = dense<"0x0000803F00000040"> : tensor<2xf32>, l = affine_map<(d0)[s0] -> (d0 floordiv 2 - s0 mod 3)>, '
    'm = #foo.x<[1, 2] -> "s">, n = #al, o = i32, p = unit, q = dense_resource<r> : tensor<1xi8>, '
    's = 1.0e-5 : f8E4M3FN, t = 3 : index, u = dense<> : tensor<0xf32>}'
    ' : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {\n      r: "0x0100000007"\n    }\n  }\n#-}\n',
    # regions, blocks, successors, locations
    '"t.r"() ({\n^bb0(%a: i32 loc("a":1:2), %b: f32):\n  %0:2 = "t.op"(%a, %b) : (i32, f32) -> (i32, i32) '
    'loc(fused<"m">["f":1:1, callsite("g" at "h":2:2)])\n  "t.br"(%0#1)[^bb1, ^bb2] : (i32) -> ()\n'
    '^bb1:\n  "t.ret"() : () -> () loc(#l)\n^bb2:\n  "t.ret"(%0#0) : (i32) -> ()\n}) : () -> ()\n'
    '#l = loc("later":3:4 to :9)\n',
    # registered dialects in custom form
    'func.func @f(%x: tensor<4xf32>, %c: i1, %i: index) -> tensor<4xf32> {\n'
    '  %cst = arith.constant 1.000000e+00 : f32\n  %c0 = arith.constant 0 : index\n'
    '  %0 = scf.if %c -> (tensor<4xf32>) {\n    scf.yield %x : tensor<4xf32>\n  } else {\n'
    '    %e = tensor.empty() : tensor<4xf32>\n    scf.yield %e : tensor<4xf32>\n  }\n'
    '  %1 = scf.for %k = %c0 to %i step %i iter_args(%acc = %0) -> (tensor<4xf32>) {\n'
    '    %v = tensor.extract %acc[%k] : tensor<4xf32>\n    %s = arith.addf %v, %cst : f32\n'
    '    %r = tensor.insert %s into %acc[%k] : tensor<4xf32>\n    scf.yield %r : tensor<4xf32>\n  }\n'
    '  cf.br ^bb1(%1 : tensor<4xf32>)\n^bb1(%y: tensor<4xf32>):\n  return %y : tensor<4xf32>\n}\n',
]


def _load_corpus():
    texts = []
    for path in sorted(LIT_DIR.rglob("*.mlir")):
        if "Output" in path.parts:
            continue
        for chunk in path.read_text(encoding="utf-8").split("// -----"):
            # RUN/CHECK comments add nothing to parse; keep them out so mutations hit the IR
            chunk = "\n".join(ln for ln in chunk.splitlines() if not ln.lstrip().startswith("//"))
            if chunk.strip():
                texts.append(chunk)
    return texts + GENERATED


CORPUS = _load_corpus()

_TOKEN = re.compile(r'%[\w.$#-]+|\^[\w.$-]+|@[\w.$-]+|@"[^"\n]*"|#[\w.$-]+|![\w.$-]+|"(?:[^"\\\n]|\\.)*"'
                    r'|0x[0-9A-Fa-f]+|\d+\.\d*(?:e[-+]?\d+)?|\d+|[A-Za-z_][\w.$]*|->|::|\{-#|#-\}|\S')
_PUNCT = list("()[]{}<>,:=-+*?%^@#!\"'\\|/;~`$") + ["->", "::", "{-#", "#-}", "...", "//", "\n"]
_NUMBERS = ["0", "-1", "1.5", "-0.0", "0x7F", "0xFFFFFFFFFFFFFFFFFFFF", "99999999999999999999999", "1e5",
            "1.0e309", "255", "65536", "-9223372036854775809", "0x", "00", "1.", "2147483648"]
_TYPES = ["i1", "i0", "si8", "ui64", "i16777216", "f32", "bf16", "f8E4M3FN", "f4E2M1FN", "index", "none",
          "tensor<?xf32>", "tensor<*xi8>", "tensor<0xf32>", "memref<4xf32, 1>", "memref<*xf32>",
          "vector<[4]xf32>", "vector<0xf32>", "complex<f32>", "complex<i1>", "tuple<>", "(i32) -> i32",
          "() -> ()", "!foo.x", "!foo<\"a\">", "tensor<4x!foo.x>"]
_WORDS = ["dense", "dense_resource", "array", "affine_map", "strided", "loc", "unit", "true", "false",
          "fused", "callsite", "unknown", "to", "at", "attributes", "module", "func.func", "return",
          "scf.yield", "arith.constant", "builtin.module", "offset", "mod", "floordiv", "ceildiv"]


@st.composite
def mutated_mlir(draw):
    text = draw(st.sampled_from(CORPUS))
    for _ in range(draw(st.integers(1, 4))):
        toks = [(m.start(), m.end()) for m in _TOKEN.finditer(text)]
        if not toks:
            break
        kind = draw(st.integers(0, 10))
        a, b = toks[draw(st.integers(0, len(toks) - 1))]
        if kind == 0:      # delete a token
            text = text[:a] + text[b:]
        elif kind == 1:    # duplicate a token
            text = text[:b] + text[a:b] + text[b:]
        elif kind == 2:    # swap two tokens
            c, d = toks[draw(st.integers(0, len(toks) - 1))]
            if (c, d) < (a, b):
                a, b, c, d = c, d, a, b
            if b <= c:
                text = text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
        elif kind == 3:    # insert punctuation
            text = text[:a] + draw(st.sampled_from(_PUNCT)) + text[a:]
        elif kind == 4:    # truncate
            text = text[:draw(st.integers(0, len(text)))]
        elif kind == 5:    # change a number
            nums = [(s, e) for s, e in toks if text[s].isdigit()] or [(a, b)]
            s, e = nums[draw(st.integers(0, len(nums) - 1))]
            text = text[:s] + draw(st.sampled_from(_NUMBERS)) + text[e:]
        elif kind == 6:    # change a type
            text = text[:a] + draw(st.sampled_from(_TYPES)) + text[b:]
        elif kind == 7:    # replace a token by a keyword
            text = text[:a] + draw(st.sampled_from(_WORDS)) + text[b:]
        elif kind == 8:    # delete a character
            i = draw(st.integers(0, max(len(text) - 1, 0)))
            text = text[:i] + text[i + 1:]
        elif kind == 9:    # insert any character
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(st.characters(codec="utf-8")) + text[i:]
        else:              # copy a span of tokens elsewhere
            c, d = toks[draw(st.integers(0, len(toks) - 1))]
            lo, hi = min(a, c), max(b, d)
            i = draw(st.integers(0, len(text)))
            text = text[:i] + text[lo:hi] + text[i:]
    return text


@settings(max_examples=2000, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
@given(mutated_mlir())
def test_mutated_input_parses_or_raises_ir_error(text):
    try:
        m = parse_module(text, "fuzz.mlir")
    except IRError as e:
        assert e.format().startswith("fuzz.mlir:") or "error:" in e.format()
        return
    # what parses must print, in both forms, as text that parses again
    for generic in (False, True):
        printed = Printer(generic=generic, debuginfo=True).print_op_to_string(m)
        parse_module(printed, "printed.mlir")


def _parsable_corpus():
    out = []
    for i, text in enumerate(CORPUS):
        try:
            parse_module(text)
        except IRError:
            continue
        out.append(pytest.param(text, id=f"corpus{i}"))
    return out


@pytest.mark.parametrize("text", _parsable_corpus())
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("debuginfo", [False, True], ids=["", "debuginfo"])
def test_round_trip_is_a_fixed_point(text, generic, debuginfo):
    m = parse_module(text, "a.mlir")
    once = Printer(generic=generic, debuginfo=debuginfo).print_op_to_string(m)
    twice = Printer(generic=generic, debuginfo=debuginfo).print_op_to_string(parse_module(once, "b.mlir"))
    assert twice == once


def test_corpus_is_substantial():
    assert len(CORPUS) >= 40
    assert len(_parsable_corpus()) >= 30
