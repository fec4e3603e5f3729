import { describe, expect, it } from 'vitest';
import { didYouMean, validateExpr } from '../../rules/expr/index.ts';

describe('validateExpr', () => {
  it('null when the source parses', () => {
    for (const src of ['x', 'kicked ? 4 : 2', 'count(creature, you) >= 2', `it.color == 'red' and it.type('creature')`]) {
      expect(validateExpr(src)).toBeNull();
    }
  });

  it('the error message otherwise, empty input included', () => {
    expect(validateExpr('')).toBe('in "" at column 1: expected an expression, found nothing');
    expect(validateExpr('kicked ? 4')).toBe('in "kicked ? 4" at column 10: expected ":" after the "then" branch of "?"');
  });

  it('with the context function names, catches unknown free calls anywhere in the tree', () => {
    expect(validateExpr('count(creature, you)', ['count'])).toBeNull();
    expect(validateExpr('x + max(1, cuont(creature, you))', ['count'])).toBe(
      'in "x + max(1, cuont(creature, you))" at column 12: unknown function "cuont" (did you mean "count"?)',
    );
    expect(validateExpr('zork(1)', [])).toBe('in "zork(1)" at column 1: unknown function "zork"');
    expect(validateExpr(`it.type('x')`, [])).toBeNull(); // methods belong to the object, not the function list
  });
});

describe('didYouMean', () => {
  it('nothing to choose from', () => {
    expect(didYouMean('mx', [])).toBeUndefined();
  });

  it('one close candidate', () => {
    expect(didYouMean('mx', ['max'])).toBe('max');
  });

  it('the closest of several, ignoring case, swaps counted as one edit', () => {
    expect(didYouMean('mx', ['min', 'max', 'abs'])).toBe('max');
    expect(didYouMean('MIN', ['min', 'max'])).toBe('min');
    expect(didYouMean('flor', ['floor', 'ceil'])).toBe('floor');
    expect(didYouMean('cuont', ['count', 'counter'])).toBe('count');
    expect(didYouMean('creat', ['creature', 'artifact'])).toBe('creature');
  });

  it('nothing when no candidate is close', () => {
    expect(didYouMean('zzz', ['min', 'max'])).toBeUndefined();
    expect(didYouMean('banana', ['floor'])).toBeUndefined();
  });
});
