"""Expected failures: ``XFAIL[config][test_name] = reason``.


A listed test that fails (or crashes, or times out) is reported as "xfail"; one that passes is an
"unexpected pass" (xpass), which fails the run: delete its entry. Entries naming tests that do not
exist are reported as stale.
"""

XFAIL = {
    "raw": {},
    "torch": {},
    "linalg": {
        # filled per family below; tests/test_e2e_subset.py runs every entry and fails on one that passes
    },
    "tosa": {},
    "stablehlo": {},
    "torchscript": {},
    "dynamo": {},
}


def xfails_for(config):
    """The ``{test_name: reason}`` table of ``config`` (empty when none)."""
    return dict(XFAIL.get(config, {}))


# -- views / indexing / creation families (e2e_tests/data_movement.py, indexing.py, creation.py) ---
XFAIL["linalg"].update({
    "CreateItemArith": "f64 scalar arithmetic on the host: IREE's VM has no f64 (arith.truncf f64->f32 is illegal)",
})


# -- torchscript: the same backend (IREE llvm-cpu) as linalg, so its backend limits hold too; and
# the tests whose modules TorchScript cannot script (the reason is torch.jit.script's message)
# check: python -m tmlir.e2e -c torchscript -j 1
XFAIL["torchscript"].update(XFAIL["linalg"])
XFAIL["torchscript"].update({
    'CastMethods': "TorchScript cannot script it: 'Tensor (inferred)' object has no attribute or method 'bool'.",
    'CastToCopy': 'TorchScript cannot script it: attribute lookup is not defined on builtin',
    'CastToDtypeLayout': 'TorchScript cannot script it: attribute lookup is not defined on builtin',
    'CompareBitwiseAndScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareBitwiseOrScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareBitwiseXorScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareEqFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareEqIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareEqIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareEqUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGeFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGeIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGeIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGeUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGtFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGtIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGtIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareGtUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareIsCloseInt8Wraps': 'TorchScript cannot script it: aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor',
    'CompareIsCloseUInt8': 'TorchScript cannot script it: aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor',
    'CompareLeFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLeIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLeIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLeUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLtFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLtIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLtIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareLtUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareNeFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareNeIntScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareNeIntTensorFloatScalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'CompareNeUInt8Scalar': 'the scripted e2e wrapper of the operator takes tensors, the test passes a Python scalar',
    'Complex128ConstantTensor': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'Complex128To64': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'Complex64To128': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'ComplexConstantColumn': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'ComplexConstantTensor': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'ComplexConv1dRealInput': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'ConvPadConstantInt': 'TorchScript cannot script it: pad(Tensor input, int[] pad, str mode="constant", float? value=None) -> Tensor',
    'FloatToComplex': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'GRUBatchFirstWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUBatchOne': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUDynamicBatch': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUDynamicBatchWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUNoBiasBidirectionalWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUOneLayer': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUThreeLayersBatchFirst': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'GRUTwoLayersBidirectional': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'IndexNonzeroTuple': 'TorchScript cannot script it: Arguments for call are not valid.',
    'IndexReduce': 'TorchScript cannot script it: Only a single generator is currently supported',
    'IndexTensorLastDim': 'TorchScript cannot script it: Ellipses followed by tensor indexing is currently not supported',
    'IntToComplex': "TorchScript cannot script it: python value of type 'dtype' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'InterpolateNearest3d': 'TorchScript cannot script it: Arguments for call are not valid.',
    'LSTMBatchFirstWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMDynamicBatch': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMDynamicBatchWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMNoBiasBidirectionalWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMOneLayer': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMProjection': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMProjectionWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMThreeLayersBatchFirst': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LSTMTwoLayersBidirectional': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'LinearSafeSoftmax': "TorchScript cannot script it: python value of type 'Tensor' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argum",
    'LinearSdpaBoolMaskInputEmptyRow': "TorchScript cannot script it: python value of type 'Tensor' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argum",
    'LinearSdpaFloatMaskEmptyRow': "TorchScript cannot script it: python value of type 'Tensor' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argum",
    'MultinomialWithReplacement': "TorchScript cannot script it: python value of type 'list' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argumen",
    'MultinomialWithoutReplacement': "TorchScript cannot script it: python value of type 'list' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argumen",
    'NllLossForward1dIgnoredMean': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dIgnoredNone': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dIgnoredSum': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dMean': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dNone': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dSum': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dWeightMean': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dWeightNone': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForward1dWeightSum': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForwardBatchIgnoredMean': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForwardBatchIgnoredNone': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NllLossForwardBatchIgnoredSum': "TorchScript cannot script it: python value of type 'int' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argument",
    'NonzeroAsTuple': 'TorchScript cannot script it: Arguments for call are not valid.',
    'NormalInPlace': 'TorchScript cannot script it: Expected a default value of type Tensor (inferred) on parameter "mean".Because "mean" was not annotated with an explicit type it is assumed to be type',
    'NormalTensorMean': 'TorchScript cannot script it: Expected a default value of type Tensor (inferred) on parameter "mean".Because "mean" was not annotated with an explicit type it is assumed to be type',
    'RNNReluBatchFirstWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluDynamicBatch': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluDynamicBatchWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluNoBiasBidirectionalWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluOneLayer': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluThreeLayersBatchFirst': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNReluTwoLayersBidirectional': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhBatchFirstWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhDynamicBatch': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhDynamicBatchWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhNoBiasBidirectionalWithState': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhOneLayer': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhThreeLayersBatchFirst': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RNNTanhTwoLayersBidirectional': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'RandComplexStatistics': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'RandF64AndF16': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'RandStatistics': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'RandintStatistics': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'RandnComplexStatistics': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'RandnLikeStatistics': 'TorchScript cannot script it: Expected a default value of type Tensor (inferred) on parameter "mean".Because "mean" was not annotated with an explicit type it is assumed to be type',
    'RandnStatistics': "TorchScript cannot script it: python value of type 'tuple' cannot be used as a value. Perhaps it is a closed over global variable? If so, please consider passing it in as an argume",
    'ReduceMaskedStdMask': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'ReduceMaskedStdNoMask': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'ReduceMaskedStdUInt8': "TorchScript cannot script it: Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults",
    'UniformInPlace': 'TorchScript cannot script it: Expected a default value of type Tensor (inferred) on parameter "lo".Because "lo" was not annotated with an explicit type it is assumed to be type \'Te',
    'ViewPadInt': 'TorchScript cannot script it: pad(Tensor input, int[] pad, str mode="constant", float? value=None) -> Tensor',
})
