import type { Expr, ExprContext, ExprValue } from '../../rules/expr/index.ts';

/** A context over a plain record; free calls go to `functions` when given. */
export function ctxOf(vars: Record<string, ExprValue>, functions?: Record<string, (...args: ExprValue[]) => ExprValue>): ExprContext {
  const ctx: ExprContext = { get: (name) => (Object.hasOwn(vars, name) ? vars[name] : undefined) };
  if (functions) {
    ctx.call = (name, args) => {
      if (!Object.hasOwn(functions, name)) throw new Error(`no function ${name}`);
      return functions[name]!(...args);
    };
  }
  return ctx;
}

/** Prints a tree fully parenthesised, so precedence reads at a glance. */
export function show(e: Expr): string {
  switch (e.kind) {
    case 'literal': return typeof e.value === 'string' ? `'${e.value}'` : String(e.value);
    case 'name': return e.name;
    case 'member': return `${show(e.object)}.${e.name}`;
    case 'call': return `${show(e.callee)}(${e.args.map(show).join(', ')})`;
    case 'unary': return `(${e.op === 'not' ? 'not ' : '-'}${show(e.operand)})`;
    case 'binary': return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'conditional': return `(${show(e.test)} ? ${show(e.then)} : ${show(e.otherwise)})`;
  }
}
