import type { Expr } from './ast.ts';
import { didYouMean } from './did-you-mean.ts';
import { ExprError } from './errors.ts';
import { BUILTINS } from './evaluate.ts';
import { parse } from './parse.ts';

/**
 * Checks an expression without running it: null when it parses, otherwise the error message.
 * Given the names of the context's functions, it also reports free calls to unknown functions.
 *
 * @example
 * validateExpr('min(3, x * 2)');                 // null
 * validateExpr('kicked ? 4');                    // 'in "kicked ? 4" at column 10: expected ":" after …'
 * validateExpr('cuont(creature, you)', ['count']); // '… unknown function "cuont" (did you mean "count"?)'
 */
export function validateExpr(source: string, functions?: readonly string[]): string | null {
  try {
    const tree = parse(source);
    if (functions) checkCalls(tree, source, [...Object.keys(BUILTINS), ...functions]);
    return null;
  } catch (e) {
    if (e instanceof ExprError) return e.message;
    throw e;
  }
}

function checkCalls(node: Expr, source: string, known: string[]): void {
  if (node.kind === 'call' && node.callee.kind === 'name' && !known.includes(node.callee.name)) {
    const hint = didYouMean(node.callee.name, known);
    throw new ExprError(source, node.col, `unknown function "${node.callee.name}"${hint ? ` (did you mean "${hint}"?)` : ''}`);
  }
  for (const child of childrenOf(node)) checkCalls(child, source, known);
}

/**
 * The sub-expressions of an expression node, in source order.
 * @example childrenOf(parse('a + b')).length // 2
 */
export function childrenOf(node: Expr): Expr[] {
  return node.kind === 'member' ? [node.object]
    : node.kind === 'call' ? [node.callee, ...node.args]
    : node.kind === 'unary' ? [node.operand]
    : node.kind === 'binary' ? [node.left, node.right]
    : node.kind === 'conditional' ? [node.test, node.then, node.otherwise]
    : [];
}
