import type { BinaryOp, Expr } from './ast.ts';
import { ExprError } from './errors.ts';
import { tokenize, type Token } from './tokenize.ts';

const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false']);
/** Names that would reach JavaScript internals instead of card data; refused wherever a name may appear. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const MAX_DEPTH = 64;

/**
 * Parses a card expression into its syntax tree. Precedence, lowest first: `?:`, `or`/`||`, `and`/`&&`,
 * `not`/`!`, comparisons (not chainable), `+ -`, `* / %`, unary `-`, then member access and calls.
 * Throws `ExprError` naming the column and what was expected.
 *
 * @example
 * parse('kicked ? 4 : 2');        // { kind: 'conditional', test: { kind: 'name', name: 'kicked', … }, … }
 * parse('kicked ? 4');            // throws: in "kicked ? 4" at column 10: expected ":" after the "then" branch of "?"
 */
export function parse(source: string): Expr {
  const tokens = tokenize(source);
  let pos = 0;
  let depth = 0;
  const peek = (): Token => tokens[pos]!;
  const next = (): Token => tokens[pos++]!;
  const at = (...texts: string[]): boolean => (peek().type === 'op' || peek().type === 'name') && texts.includes(peek().text);
  const found = (t: Token): string => (t.type === 'end' ? 'end of input' : JSON.stringify(t.text));
  function fail(reason: string, token = peek()): never {
    throw new ExprError(source, token.col, reason);
  }
  function expect(text: string, after: string): Token {
    if (!at(text)) fail(`expected ${JSON.stringify(text)} after ${after}`);
    return next();
  }
  function checkName(t: Token): string {
    if (FORBIDDEN_NAMES.has(t.text)) fail(`"${t.text}" is not allowed: expressions may read only card data`, t);
    return t.text;
  }

  function conditional(): Expr {
    if (++depth > MAX_DEPTH) fail(`the expression is nested more than ${MAX_DEPTH} levels deep`);
    const test = binary(0);
    let result = test;
    if (at('?')) {
      const col = next().col;
      const then = conditional();
      expect(':', 'the "then" branch of "?"');
      result = { kind: 'conditional', test, then, otherwise: conditional(), col };
    }
    depth--;
    return result;
  }

  // Levels of binary(): 0 or, 1 and, 2 not, 3 comparisons, 4 + -, 5 * / %, 6 unary minus and postfix.
  const LEVELS: Record<number, string[]> = { 0: ['or', '||'], 1: ['and', '&&'], 4: ['+', '-'], 5: ['*', '/', '%'] };
  function binary(level: number): Expr {
    if (level === 2) {
      if (!at('not', '!')) return binary(3);
      const col = next().col;
      // Each "not" nests one level deeper: a chain of them counts against the depth limit.
      if (++depth > MAX_DEPTH) fail(`the expression is nested more than ${MAX_DEPTH} levels deep`);
      const operand = binary(2);
      depth--;
      return { kind: 'unary', op: 'not', operand, col };
    }
    if (level === 3) {
      const left = binary(4);
      if (!at(...COMPARISONS)) return left;
      const op = next();
      const result: Expr = { kind: 'binary', op: op.text as BinaryOp, left, right: binary(4), col: op.col };
      if (at(...COMPARISONS)) fail(`comparisons cannot be chained; join them with "and"`);
      return result;
    }
    if (level === 6) return unary();
    let left = binary(level + 1);
    while (at(...LEVELS[level]!)) {
      const op = next();
      const name = op.text === '||' ? 'or' : op.text === '&&' ? 'and' : op.text;
      left = { kind: 'binary', op: name as BinaryOp, left, right: binary(level + 1), col: op.col };
    }
    return left;
  }

  function unary(): Expr {
    if (!at('-')) return postfix();
    const col = next().col;
    if (++depth > MAX_DEPTH) fail(`the expression is nested more than ${MAX_DEPTH} levels deep`);
    const operand = unary();
    depth--;
    return { kind: 'unary', op: '-', operand, col };
  }

  function postfix(): Expr {
    let expr = primary();
    for (;;) {
      if (at('.')) {
        next();
        const t = peek();
        if (t.type !== 'name' || KEYWORDS.has(t.text)) fail(`expected a property name after ".", found ${found(t)}`);
        next();
        expr = { kind: 'member', object: expr, name: checkName(t), col: t.col };
      } else if (at('(')) {
        if (expr.kind !== 'name' && expr.kind !== 'member') fail('only named functions and methods can be called');
        const col = expr.col;
        next();
        const args: Expr[] = [];
        while (!at(')')) {
          if (args.length > 0) expect(',', 'a function argument');
          args.push(conditional());
        }
        next();
        expr = { kind: 'call', callee: expr, args, col };
      } else {
        return expr;
      }
    }
  }

  function primary(): Expr {
    const t = peek();
    if (t.type === 'end' && pos === 0) fail('expected an expression, found nothing');
    if (t.type === 'number' || t.type === 'string') {
      next();
      return { kind: 'literal', value: t.value!, col: t.col };
    }
    if (t.type === 'name' && (t.text === 'true' || t.text === 'false')) {
      next();
      return { kind: 'literal', value: t.text === 'true', col: t.col };
    }
    if (t.type === 'name' && !KEYWORDS.has(t.text)) {
      next();
      return { kind: 'name', name: checkName(t), col: t.col };
    }
    if (at('(')) {
      next();
      const inner = conditional();
      expect(')', 'the expression in parentheses');
      return inner;
    }
    return fail(`expected a value, found ${found(t)}`);
  }

  const tree = conditional();
  if (peek().type !== 'end') fail(`expected an operator or the end, found ${found(peek())}`);
  return tree;
}
