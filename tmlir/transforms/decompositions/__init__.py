"""Decompositions of complex torch ops into the primitive ops backends lower, one file per family.

A decomposition is a function ``fn(b, op)`` registered for one or more op names; it builds the
replacement with ``b`` (a ``builder.Builder`` whose insertion point is before ``op``) and returns
one value per result of ``op``, or None (or raises ``NotApplicable``) to leave the op alone::

    from .registry import decomposition

    @decomposition("torch.aten.silu")
    def silu(b, op):
        x = op.arg("self")
        return [b.mul(x, b.sigmoid(x))]

Adding one is adding such a function to the family's file (and a ``Case`` in
tests/test_decompositions.py, which fails for a registered op without one);
``registered_decompositions()`` lists the op names, ``lookup(name)`` finds the function.

Families: activations, arithmetic (compositions and op aliases), reductions, normalization,
linear (matmul forms, convolutions, einsum, attention), data_movement (reshapes, splits,
shuffles, padding, upsampling, pooling), creation, indexing, losses, backward (training graphs),
recurrent (cells and whole sequences), random (counter-based hash), special (Bessel, erfcx,
lgamma, polygamma, Legendre), fft (DFTs as constant-matrix products, fftshift), linalg_ops
(torch.linalg factorizations unrolled over the matrix size, norms, products), quantization
(QDQ ops, quantized-tensor ops, fake quantization in float/integer arithmetic).
"""
from .registry import decomposition, registered_decompositions, lookup, DECOMPOSITIONS
from .builder import Builder, NotApplicable, NotSupported
from . import (activations, arithmetic, reductions, normalization, linear, data_movement, creation, indexing,
               losses, backward, recurrent, random, special, fft, linalg_ops, quantization)

__all__ = ["decomposition", "registered_decompositions", "lookup", "DECOMPOSITIONS", "Builder", "NotApplicable",
           "NotSupported",
           "activations", "arithmetic", "reductions", "normalization", "linear", "data_movement", "creation",
           "indexing", "losses", "backward", "recurrent", "random", "special", "fft", "linalg_ops", "quantization"]
