/**
 * The error for calling what is not a method names what it is (rules/expr/evaluate.ts): a card expression that calls
 * a member holding `null` (a missing value, CR 107.1) says so, not "an object".
 */
import { describe, expect, it } from 'vitest';
import { compile, type ExprValue } from '../../rules/expr/index.ts';
import { ctxOf } from './helpers.ts';

describe('calling a member that holds null', () => {
  it('names null as null', () => {
    const vars: Record<string, ExprValue> = { it: { power: null } };
    expect(() => compile('it.power()')(ctxOf(vars))).toThrow('"it.power" is not a method (it is null)');
  });
});
