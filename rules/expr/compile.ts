import type { ExprContext, ExprValue } from './evaluate.ts';
import { evaluate } from './evaluate.ts';
import { parse } from './parse.ts';

/**
 * A parsed expression, ready to evaluate against any context.
 * @example const power: CompiledExpr = compile('it.power + 1');
 */
export type CompiledExpr = (ctx: ExprContext) => ExprValue;

// Card sources are a fixed, finite set, so the cache is never evicted.
const cache = new Map<string, CompiledExpr>();

/**
 * Parses `source` once (cached by the exact source string) and returns a function that walks the tree.
 * Throws `ExprError` at once if the source does not parse; nothing is cached then.
 *
 * @example
 * const damage = compile('kicked ? 4 : 2');
 * damage({ get: (name) => name === 'kicked' }); // 4
 * compile('kicked ? 4 : 2') === damage;          // true
 */
export function compile(source: string): CompiledExpr {
  let compiled = cache.get(source);
  if (!compiled) {
    const tree = parse(source);
    compiled = (ctx) => evaluate(tree, ctx, source);
    cache.set(source, compiled);
  }
  return compiled;
}
