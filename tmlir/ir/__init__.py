"""tmlir's IR core: MLIR-shaped, pure Python, fast. See DESIGN §0.

    >>> from tmlir.ir import parse_module
    >>> m = parse_module('func.func @id(%x: f32) -> f32 { return %x : f32 }')
    >>> print(m)
    module {
      func.func @id(%arg0: f32) -> f32 {
        return %arg0 : f32
      }
    }
    <BLANKLINE>
"""
from .attributes import *  # noqa: F401,F403
from .attributes import (Attribute, Type, DYNAMIC)  # noqa: F401
from .affine import AffineMap, AffineMapAttr, AffineExpr, dim, symbol, const  # noqa: F401
from .location import (Location, UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc,  # noqa: F401
                       UNKNOWN_LOC)
from .core import (Value, OpResult, BlockArgument, Operation, Block, Region, InsertionPoint, Builder,  # noqa: F401
                   IRError, VerifyError)
from .opdef import register, lookup_op_class, load_dialect  # noqa: F401
from .parser import Parser, ParseError, parse_module, parse_type, parse_attribute  # noqa: F401
from .printer import Printer, print_module  # noqa: F401
from .verifier import verify  # noqa: F401
