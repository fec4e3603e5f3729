import { describe, expect, it } from 'vitest';
import { compile, type ExprValue } from '../../rules/expr/index.ts';
import { ctxOf } from './helpers.ts';

const run = (src: string, vars: Record<string, ExprValue> = {}, fns?: Record<string, (...a: ExprValue[]) => ExprValue>) =>
  compile(src)(ctxOf(vars, fns));

const creature = { power: 2, toughness: 3, color: 'red', counters: { minus1: 0 }, type: (t: ExprValue) => t === 'creature' };

describe('evaluate', () => {
  it('single literals', () => {
    expect(run('4')).toBe(4);
    expect(run('2.5')).toBe(2.5);
    expect(run(`'red'`)).toBe('red');
    expect(run('"blue"')).toBe('blue');
    expect(run('false')).toBe(false);
  });

  it('context lookups', () => {
    expect(run('x', { x: 3 })).toBe(3);
    expect(run('kicked ? 4 : 2', { kicked: true })).toBe(4);
    expect(run('kicked ? 4 : 2', { kicked: false })).toBe(2);
    expect(run('event.amount', { event: { amount: 5 } })).toBe(5);
    expect(run('you.life >= 40', { you: { life: 40 } })).toBe(true);
    expect(run('missing')).toBeUndefined();
  });

  it('precedence in arithmetic and logic', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('7 % 4 * 2')).toBe(6);
    expect(run('-2 * -3')).toBe(6);
    expect(run('1 < 2 and 3 < 2 or true')).toBe(true);
    expect(run('not 1 == 2')).toBe(true);
    expect(run('false ? 1 : true ? 2 : 3')).toBe(2);
  });

  it('members and method-like calls', () => {
    expect(run('it.power + 1', { it: creature })).toBe(3);
    expect(run('sacrificed.power', { sacrificed: creature })).toBe(2);
    expect(run(`it.color == 'red' and it.type('creature')`, { it: creature })).toBe(true);
    expect(run(`it.type('land')`, { it: creature })).toBe(false);
    expect(run('it.counters.minus1', { it: creature })).toBe(0);
    expect(run('list.length', { list: [1, 2, 3] })).toBe(3);
  });

  it('methods are called with their object as this', () => {
    const player = { life: 20, half: function (this: { life: number }) { return this.life / 2; } };
    expect(run('you.half()', { you: player })).toBe(10);
  });

  it('builtins min, max, abs, floor, ceil', () => {
    expect(run('min(3, x * 2)', { x: 1 })).toBe(2);
    expect(run('min(3, x * 2)', { x: 5 })).toBe(3);
    expect(run('max(1, 4, 2)')).toBe(4);
    expect(run('abs(-3)')).toBe(3);
    expect(run('floor(x / 2)', { x: 5 })).toBe(2);
    expect(run('ceil(x / 2)', { x: 5 })).toBe(3);
  });

  it('free calls go to ctx.call with evaluated arguments', () => {
    const calls: ExprValue[][] = [];
    const count = (...args: ExprValue[]) => (calls.push(args), 2);
    expect(run('count(creature, you) >= 2', { creature: 'creature', you: 'you' }, { count })).toBe(true);
    expect(calls).toEqual([['creature', 'you']]);
  });

  it('missing properties are undefined; arithmetic and ordering treat undefined as 0', () => {
    expect(run('it.nothing', { it: {} })).toBeUndefined();
    expect(run('it.a.b.c', { it: {} })).toBeUndefined();
    expect(run('it.counters.minus1 + 1', { it: {} })).toBe(1);
    expect(run('not it.counters.minus1 > 0', { it: {} })).toBe(true);
    expect(run('not it.counters.minus1 > 0', { it: { counters: { minus1: 2 } } })).toBe(false);
    expect(run('-nothing')).toBe(0);
  });

  it('division and remainder by zero give 0', () => {
    expect(run('5 / 0')).toBe(0);
    expect(run('5 % 0')).toBe(0);
    expect(run('7 / 2')).toBe(3.5);
  });

  it('comparisons are strict', () => {
    expect(run(`1 == '1'`)).toBe(false);
    expect(run('nothing == 0')).toBe(false);
    expect(run('true != 1')).toBe(true);
    expect(run(`'a' < 'b'`)).toBe(true);
  });

  it('logic returns booleans and short-circuits', () => {
    let called = 0;
    const fns = { f: () => (called++, true) };
    expect(run('0 and f()', {}, fns)).toBe(false);
    expect(run(`'x' or f()`, {}, fns)).toBe(true);
    expect(run('false ? f() : 1', {}, fns)).toBe(1);
    expect(called).toBe(0);
    expect(run(`not ''`)).toBe(true);
  });

  it('runtime errors name the source and column', () => {
    expect(() => run(`it.color + 1`, { it: creature })).toThrow(`in "it.color + 1" at column 10: "+" needs numbers, got the string "red"`);
    expect(() => run(`1 < 'a'`)).toThrow('at column 3: "<" needs numbers');
    expect(() => run('mx(1, 2)')).toThrow('in "mx(1, 2)" at column 1: unknown function "mx" (did you mean "max"?)');
    expect(() => run('abs(1, 2)')).toThrow('"abs" takes exactly 1 argument, got 2');
    expect(() => run('min()')).toThrow('"min" takes at least 1 argument, got 0');
    expect(() => run('it.power(1)', { it: creature })).toThrow('at column 4: "it.power" is not a method (it is 2)');
    expect(() => run('it.type', { it: creature })).toThrow('"it.type" is a function; expressions may only call it in place');
  });
});
