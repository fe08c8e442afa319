"""Backends that compile and run tmlir's output (DESIGN §6).

    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    loaded = b.load(b.compile(module))        # linalg-on-tensors, tosa or stablehlo
    out = loaded.main(x)
"""
