import { describe, expect, it } from 'vitest';
import { compile } from '../../rules/expr/index.ts';
import { ctxOf } from './helpers.ts';

describe('compile', () => {
  it('returns the same function for the same source', () => {
    const f = compile('kicked ? 4 : 2');
    expect(compile('kicked ? 4 : 2')).toBe(f);
    expect(compile('kicked ? 4 : 3')).not.toBe(f);
  });

  it('one compiled function serves many contexts', () => {
    const f = compile('x * 2');
    expect([1, 2, 3].map((x) => f(ctxOf({ x })))).toEqual([2, 4, 6]);
  });

  it('throws at compile time for bad source and caches nothing', () => {
    expect(() => compile('kicked ?')).toThrow('expected a value');
    expect(() => compile('kicked ?')).toThrow('expected a value');
  });

  it('empty source is an error', () => {
    expect(() => compile('')).toThrow('in "" at column 1: expected an expression, found nothing');
  });
});
