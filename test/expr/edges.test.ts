/**
 * Edges of the card expression language's front end (rules/expr: tokenize, parse, validate) that the feature tests
 * do not reach: number and name forms, every operator hint, the nesting limit of each nesting form at its bound and
 * after siblings, keywords where a name is expected, and unknown calls in every kind of sub-expression.
 */
import { describe, expect, it } from 'vitest';
import { childrenOf, parse, tokenize, validateExpr } from '../../rules/expr/index.ts';
import { show } from './helpers.ts';

const texts = (s: string) => tokenize(s).map((t) => `${t.type}:${t.text}`);

describe('tokenize: forms of numbers, names and strings', () => {
  it('decimals keep every digit; a dot with no digit after it is an operator', () => {
    expect(tokenize('12.75')[0]).toEqual({ type: 'number', text: '12.75', value: 12.75, col: 1 });
    expect(texts('3.x')).toEqual(['number:3', 'op:.', 'name:x', 'end:']);
  });

  it('names start with a letter or _ and go on with letters, digits and _', () => {
    expect(texts('_a1 b_2c x9')).toEqual(['name:_a1', 'name:b_2c', 'name:x9', 'end:']);
    expect(texts('9a')).toEqual(['number:9', 'name:a', 'end:']);
  });

  it('spaces anywhere, of any kind and length, separate tokens only', () => {
    expect(texts(' \t a \n  b ')).toEqual(['name:a', 'name:b', 'end:']);
    expect(tokenize('ab cd').map((t) => t.col)).toEqual([1, 4, 5]);
  });

  it('a string keeps what it holds, the escaped character and its quotes in its text', () => {
    expect(tokenize(`x == 'a\\\\b'`)[2]).toEqual({ type: 'string', text: `'a\\\\b'`, value: 'a\\b', col: 6 });
    expect(tokenize(`''`)[0]).toEqual({ type: 'string', text: `''`, value: '', col: 1 });
    expect(() => tokenize(`'ab\\`)).toThrow('at column 1: the string has no closing \'');
    expect(() => tokenize(`x + "ab`)).toThrow('at column 5: the string has no closing "');
  });

  it('the end token points at the last character', () => {
    expect(tokenize('ab').at(-1)).toEqual({ type: 'end', text: '', col: 2 });
  });

  it('every operator, and a hint for each of = & |', () => {
    expect(texts('== != <= >= && || < > ! + - * / % ( ) , . ? :').slice(0, -1).map((t) => t.slice(3)))
      .toEqual(['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', ',', '.', '?', ':']);
    expect(() => tokenize('a | b')).toThrow('in "a | b" at column 3: unexpected character "|" (use "or")');
    expect(() => tokenize('a & b')).toThrow('in "a & b" at column 3: unexpected character "&" (use "and")');
    expect(() => tokenize('a # b')).toThrow(/^in "a # b" at column 3: unexpected character "#"$/);
  });
});

describe('parse: the nesting limit (64) of each nesting form', () => {
  const parens = (n: number) => '('.repeat(n) + '1' + ')'.repeat(n);
  it('parentheses: 63 inside the whole expression are 64 levels, 64 are too many', () => {
    expect(() => parse(parens(63))).not.toThrow();
    expect(() => parse(parens(64))).toThrow('in "' + parens(64) + '" at column 65: the expression is nested more than 64 levels deep');
  });

  it('"not" and unary minus count a level each', () => {
    expect(() => parse('not '.repeat(63) + 'x')).not.toThrow();
    expect(() => parse('not '.repeat(64) + 'x')).toThrow('the expression is nested more than 64 levels deep');
    expect(() => parse('!'.repeat(64) + 'x')).toThrow('the expression is nested more than 64 levels deep');
    expect(() => parse('-'.repeat(63) + '1')).not.toThrow();
    expect(() => parse('-'.repeat(64) + '1')).toThrow('at column 65: the expression is nested more than 64 levels deep');
  });

  it('siblings do not add up: a level is given back when its form ends', () => {
    const many = (part: string) => Array.from({ length: 100 }, () => part).join(' + ');
    expect(() => parse(many('(1)'))).not.toThrow();
    expect(() => parse(many('(-1)'))).not.toThrow();
    expect(() => parse(Array.from({ length: 100 }, () => 'not a').join(' and '))).not.toThrow();
    expect(() => parse(Array.from({ length: 100 }, () => '(a ? 1 : 2)').join(' + '))).not.toThrow();
    expect(() => parse(Array.from({ length: 100 }, () => 'f(1)').join(' + '))).not.toThrow();
  });
});

describe('parse: words and forms', () => {
  it('keywords are no names or properties', () => {
    expect(() => parse('and')).toThrow('in "and" at column 1: expected a value, found "and"');
    expect(() => parse('it.or')).toThrow('at column 4: expected a property name after ".", found "or"');
    expect(() => parse('it.1')).toThrow('at column 4: expected a property name after ".", found "1"');
    for (const k of ['and', 'not', 'true', 'false']) expect(() => parse(`it.${k}`), k).toThrow(`expected a property name after ".", found "${k}"`);
    expect(() => parse('not')).toThrow('expected a value, found end of input');
    expect(parse('false')).toEqual({ kind: 'literal', value: false, col: 1 });
    expect(parse('trueish')).toEqual({ kind: 'name', name: 'trueish', col: 1 });
  });

  it('operators are written as they are read: `!` is not, `||` or, `&&` and, at their own columns', () => {
    expect(parse('!a')).toEqual({ kind: 'unary', op: 'not', operand: { kind: 'name', name: 'a', col: 2 }, col: 1 });
    expect(parse('a || b')).toMatchObject({ kind: 'binary', op: 'or', col: 3 });
    expect(parse('a && b')).toMatchObject({ kind: 'binary', op: 'and', col: 3 });
    expect(parse('a % b')).toMatchObject({ kind: 'binary', op: '%', col: 3 });
    expect(parse('-a')).toEqual({ kind: 'unary', op: '-', operand: { kind: 'name', name: 'a', col: 2 }, col: 1 });
    expect(parse('a ? b : c')).toMatchObject({ kind: 'conditional', col: 3 });
    expect(parse('f(1, x)')).toEqual({ kind: 'call', callee: { kind: 'name', name: 'f', col: 1 }, args: [{ kind: 'literal', value: 1, col: 3 }, { kind: 'name', name: 'x', col: 6 }], col: 1 });
    expect(parse('a.b')).toEqual({ kind: 'member', object: { kind: 'name', name: 'a', col: 1 }, name: 'b', col: 3 });
  });

  it('each comparison operator; a comparison takes sums on both sides', () => {
    for (const op of ['==', '!=', '<', '<=', '>', '>=']) expect(show(parse(`a + 1 ${op} b - 1`))).toBe(`((a + 1) ${op} (b - 1))`);
    expect(() => parse('1 == 2 != 3')).toThrow('at column 8: comparisons cannot be chained');
  });

  it('calls: arguments separated by commas, none trailing; a method on a call result', () => {
    expect(show(parse('f(1, 2, 3)'))).toBe('f(1, 2, 3)');
    expect(() => parse('f(1,)')).toThrow('at column 5: expected a value, found ")"');
    expect(() => parse('f(,1)')).toThrow('at column 3: expected a value, found ","');
    expect(() => parse('f(1')).toThrow('at column 3: expected "," after a function argument');
    expect(show(parse('a.b(1).c'))).toBe('a.b(1).c');
  });
});

describe('validateExpr: an unknown free call in every kind of sub-expression', () => {
  it('found in a member\'s object, a call\'s arguments, under not and minus, each side of an operator, each part of ?:', () => {
    for (const src of ['cuont(x).y', 'max(cuont(x))', 'not cuont(x)', '-cuont(x)', '1 + cuont(x)', 'cuont(x) + 1', 'cuont(x) ? 1 : 2', 'a ? cuont(x) : 2', 'a ? 1 : cuont(x)', 'it.has(cuont(x))']) {
      expect(validateExpr(src, ['count']), src).toMatch(/unknown function "cuont" \(did you mean "count"\?\)$/);
    }
  });

  it('the builtins and the given functions are known; without a list no call is checked', () => {
    expect(validateExpr('min(1, abs(x)) + max(floor(1), ceil(2))', [])).toBeNull();
    expect(validateExpr('zork(1)')).toBeNull();
    expect(validateExpr('count(x)', ['count', 'total_power'])).toBeNull();
    expect(validateExpr('total_power(x)', ['count', 'total_power'])).toBeNull();
  });

  it('childrenOf lists the sub-expressions in source order', () => {
    expect(childrenOf(parse('a ? b : c')).map(show)).toEqual(['a', 'b', 'c']);
    expect(childrenOf(parse('f(1, 2)')).map(show)).toEqual(['f', '1', '2']);
    expect(childrenOf(parse('a.b')).map(show)).toEqual(['a']);
    expect(childrenOf(parse('-a')).map(show)).toEqual(['a']);
    expect(childrenOf(parse('a - b')).map(show)).toEqual(['a', 'b']);
    expect(childrenOf(parse('a'))).toEqual([]);
    expect(childrenOf(parse('1'))).toEqual([]);
  });
});
