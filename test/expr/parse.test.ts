import { describe, expect, it } from 'vitest';
import { ExprError, parse } from '../../rules/expr/index.ts';
import { show } from './helpers.ts';

const p = (s: string) => show(parse(s));

describe('parse', () => {
  it('empty input is an error', () => {
    expect(() => parse('')).toThrow('in "" at column 1: expected an expression, found nothing');
    expect(() => parse('   ')).toThrow('expected an expression');
  });

  it('single literal or name', () => {
    expect(parse('4')).toEqual({ kind: 'literal', value: 4, col: 1 });
    expect(parse(`'red'`)).toEqual({ kind: 'literal', value: 'red', col: 1 });
    expect(parse('true')).toEqual({ kind: 'literal', value: true, col: 1 });
    expect(parse('x')).toEqual({ kind: 'name', name: 'x', col: 1 });
  });

  it('precedence, lowest first: ?:, or, and, not, comparisons, + -, * / %, unary -, member/call', () => {
    expect(p('a ? b : c or d')).toBe('(a ? b : (c or d))');
    expect(p('a or b and c')).toBe('(a or (b and c))');
    expect(p('a || b && c')).toBe('(a or (b and c))');
    expect(p('not a and b')).toBe('((not a) and b)');
    expect(p('not it.counters.minus1 > 0')).toBe('(not (it.counters.minus1 > 0))');
    expect(p('!a == b')).toBe('(not (a == b))');
    expect(p('a + 1 >= b * 2')).toBe('((a + 1) >= (b * 2))');
    expect(p('1 + 2 * 3 - 4 % 5')).toBe('((1 + (2 * 3)) - (4 % 5))');
    expect(p('-a.b * 2')).toBe('((-a.b) * 2)');
    expect(p('(1 + 2) * 3')).toBe('((1 + 2) * 3)');
  });

  it('associativity: binary operators lean left, ?: leans right', () => {
    expect(p('1 - 2 - 3')).toBe('((1 - 2) - 3)');
    expect(p('8 / 4 / 2')).toBe('((8 / 4) / 2)');
    expect(p('a ? 1 : b ? 2 : 3')).toBe('(a ? 1 : (b ? 2 : 3))');
    expect(p('a ? b ? 1 : 2 : 3')).toBe('(a ? (b ? 1 : 2) : 3)');
  });

  it('member access and calls, including method-like calls', () => {
    expect(p('sacrificed.power')).toBe('sacrificed.power');
    expect(p('min(3, x * 2)')).toBe('min(3, (x * 2))');
    expect(p('count(creature, you) >= 2')).toBe('(count(creature, you) >= 2)');
    expect(p(`it.color == 'red' and it.type('creature')`)).toBe(`((it.color == 'red') and it.type('creature'))`);
    expect(p('f()')).toBe('f()');
  });

  it('errors say the column and what was expected', () => {
    expect(() => parse('kicked ? 4')).toThrow('in "kicked ? 4" at column 10: expected ":" after the "then" branch of "?"');
    expect(() => parse('1 +')).toThrow('in "1 +" at column 3: expected a value, found end of input');
    expect(() => parse('(1 + 2')).toThrow('at column 6: expected ")" after the expression in parentheses');
    expect(() => parse('min(1 2)')).toThrow('at column 7: expected "," after a function argument');
    expect(() => parse('a b')).toThrow('at column 3: expected an operator or the end, found "b"');
    expect(() => parse('it.')).toThrow('expected a property name after ".", found end of input');
    expect(() => parse('1 < x < 3')).toThrow('at column 7: comparisons cannot be chained; join them with "and"');
    expect(() => parse('a and * b')).toThrow('at column 7: expected a value, found "*"');
  });

  it('errors carry source, column and reason as fields', () => {
    try {
      parse('x ? 1');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ExprError);
      expect(e).toMatchObject({ name: 'ExprError', source: 'x ? 1', column: 5, reason: 'expected ":" after the "then" branch of "?"' });
    }
  });

  it('only names and methods can be called', () => {
    expect(p('(f)(1)')).toBe('f(1)'); // parentheses around a name change nothing
    expect(() => parse('(a + b)(1)')).toThrow('at column 8: only named functions and methods can be called');
    expect(() => parse('f(1)(2)')).toThrow('only named functions and methods can be called');
    expect(() => parse('3(1)')).toThrow('only named functions and methods can be called');
  });

  it('refuses nesting deep enough to exhaust the stack', () => {
    expect(() => parse('('.repeat(1000) + '1' + ')'.repeat(1000))).toThrow('nested more than 64 levels');
  });
});
