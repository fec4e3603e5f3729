import type { Expr } from './ast.ts';
import { didYouMean } from './did-you-mean.ts';
import { ExprError } from './errors.ts';

/**
 * A value an expression can produce or read.
 * @example const v: ExprValue = { power: 3, type: (t) => t === 'creature' };
 */
export type ExprValue = number | string | boolean | null | undefined | ExprObject | ExprValue[];

/**
 * An object whose own properties expressions may read; a property that is a function can be called as a method.
 * @example const it: ExprObject = { power: 2, color: 'red', type: (t) => t === 'creature' };
 */
export type ExprObject = { [k: string]: ExprValue | ((...args: ExprValue[]) => ExprValue) };

/**
 * Where names and free functions come from. `get` resolves identifiers (`x`, `you`, `it`);
 * `call` handles free calls other than the builtins (`count(creature, you)`) and should throw for names it does not know.
 *
 * @example
 * const ctx: ExprContext = {
 *   get: (name) => ({ x: 3, kicked: true } as Record<string, ExprValue>)[name],
 *   call: (name, args) => (name === 'count' ? 2 : undefined),
 * };
 */
export interface ExprContext {
  get(name: string): ExprValue;
  call?(name: string, args: ExprValue[]): ExprValue;
}

const numbers = (f: (...n: number[]) => number, arity?: number) => ({ f, arity });
/**
 * The functions every expression has, handled by the evaluator itself.
 * @example Object.keys(BUILTINS); // ['min', 'max', 'abs', 'floor', 'ceil']
 */
export const BUILTINS = {
  min: numbers(Math.min),
  max: numbers(Math.max),
  abs: numbers(Math.abs, 1),
  floor: numbers(Math.floor, 1),
  ceil: numbers(Math.ceil, 1),
} as const;
type Builtin = keyof typeof BUILTINS;

/**
 * Evaluates a parsed expression against a context. Semantics, chosen for card text:
 * - arithmetic and ordering comparisons (`< <= > >=`) treat undefined and null as 0, so a missing
 *   counter counts as none; any other non-number is an error. `==` and `!=` are strict (`undefined == 0` is false).
 * - division and remainder by zero give 0 rather than Infinity or NaN.
 * - `and`, `or` and `not` return booleans; false, 0, '', null and undefined are falsy.
 * - `a.b` reads only own properties of objects and lists; anything missing (or a member of undefined) is undefined.
 *
 * @example
 * evaluate(parse('it.power + 1'), { get: () => ({ power: 2 }) }, 'it.power + 1'); // 3
 */
export function evaluate(node: Expr, ctx: ExprContext, source: string): ExprValue {
  const fail = (reason: string, at: Expr = node): never => {
    throw new ExprError(source, at.col, reason);
  };
  const run = (n: Expr): ExprValue => evaluate(n, ctx, source);
  const num = (v: ExprValue, op: string): number => {
    if (v === undefined || v === null) return 0;
    return typeof v === 'number' ? v : fail(`"${op}" needs numbers, got ${describeValue(v)}`);
  };
  const plain = (v: unknown, what: string): ExprValue =>
    typeof v === 'function' ? fail(`${what} is a function; expressions may only call it in place`) : (v as ExprValue);

  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'name':
      return plain(ctx.get(node.name), `"${node.name}"`);
    case 'member':
      return plain(readOwn(run(node.object), node.name), `"${describe(node)}"`);
    case 'conditional':
      return truthy(run(node.test)) ? run(node.then) : run(node.otherwise);
    case 'unary':
      return node.op === 'not' ? !truthy(run(node.operand)) : 0 - num(run(node.operand), '-');
    case 'call': {
      const args = node.args.map(run);
      const callee = node.callee;
      if (callee.kind === 'member') {
        const target = run(callee.object);
        const method = readOwn(target, callee.name);
        if (typeof method !== 'function') return fail(`"${describe(callee)}" is not a method (it is ${describeValue(method)})`, callee);
        return plain(Reflect.apply(method, target, args), `the result of "${describe(callee)}(…)"`);
      }
      if (Object.hasOwn(BUILTINS, callee.name)) {
        const { f, arity } = BUILTINS[callee.name as Builtin];
        if (arity !== undefined ? args.length !== arity : args.length === 0) {
          fail(`"${callee.name}" takes ${arity === 1 ? 'exactly' : 'at least'} 1 argument, got ${args.length}`);
        }
        return f(...args.map((a) => num(a, callee.name)));
      }
      if (!ctx.call) {
        const hint = didYouMean(callee.name, Object.keys(BUILTINS));
        return fail(`unknown function "${callee.name}"${hint ? ` (did you mean "${hint}"?)` : ''}`);
      }
      return plain(ctx.call(callee.name, args), `the result of "${callee.name}(…)"`);
    }
    case 'binary': {
      const { op, left, right } = node;
      if (op === 'and') return truthy(run(left)) && truthy(run(right));
      if (op === 'or') return truthy(run(left)) || truthy(run(right));
      if (op === '==' || op === '!=') return (run(left) === run(right)) === (op === '==');
      if (op === '<' || op === '<=' || op === '>' || op === '>=') {
        const [a, b] = [run(left), run(right)];
        const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a, b] : [num(a, op), num(b, op)];
        return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
      }
      const [x, y] = [num(run(left), op), num(run(right), op)];
      if (op === '+') return x + y;
      if (op === '-') return x - y;
      if (op === '*') return x * y;
      return y === 0 ? 0 : op === '/' ? x / y : x % y;
    }
  }
}

/** Whether a value counts as true in `?:`, `and`, `or`, `not`. @example truthy(0); // false */
export function truthy(v: ExprValue): boolean {
  return v !== false && v !== 0 && v !== '' && v !== null && v !== undefined;
}

function readOwn(target: ExprValue, name: string): ExprValue | ((...args: ExprValue[]) => ExprValue) {
  if (typeof target !== 'object' || target === null || !Object.hasOwn(target, name)) return undefined;
  return (target as ExprObject)[name];
}

function describe(n: Expr): string {
  if (n.kind === 'name') return n.name;
  if (n.kind === 'member') return `${describe(n.object)}.${n.name}`;
  if (n.kind === 'call') return `${describe(n.callee)}(…)`;
  return '(…)';
}

function describeValue(v: unknown): string {
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  return Array.isArray(v) ? 'a list' : v !== null && typeof v === 'object' ? 'an object' : String(v);
}
