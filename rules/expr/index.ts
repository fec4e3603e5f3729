/** The card expression language: a small, safe language for card values and conditions (no eval). */
export type { Expr, BinaryOp } from './ast.ts';
export { ExprError } from './errors.ts';
export { tokenize, type Token } from './tokenize.ts';
export { parse, FORBIDDEN_NAMES } from './parse.ts';
export { evaluate, truthy, BUILTINS, type ExprContext, type ExprValue, type ExprObject } from './evaluate.ts';
export { compile, type CompiledExpr } from './compile.ts';
export { validateExpr, childrenOf } from './validate.ts';
export { didYouMean } from './did-you-mean.ts';
