/**
 * The expression evaluator (rules/expr/evaluate.ts) at its edges: unary minus, every comparison at and around
 * equality, what counts as false, what members may be read, and the errors' wording. Card expressions compute
 * amounts and conditions (CR 107.1: numbers in card text; 107.1b: a negative result; 608.2h: values determined
 * as the ability resolves), so each operator must compute exactly what it says.
 */
import { describe, expect, it } from 'vitest';
import { BUILTINS, compile, truthy, type ExprValue } from '../../../rules/expr/index.ts';
import { ctxOf } from '../../expr/helpers.ts';

const run = (src: string, vars: Record<string, ExprValue> = {}, fns?: Record<string, (...a: ExprValue[]) => ExprValue>) =>
  compile(src)(ctxOf(vars, fns));

describe('107.1b: unary minus', () => {
  it('negates numbers, counts a missing value as 0, and refuses non-numbers', () => {
    expect(run('-3')).toBe(-3);
    expect(run('-x', { x: 2 })).toBe(-2);
    expect(run('- -x', { x: 2 })).toBe(2);
    expect(run('1 - -2')).toBe(3);
    expect(run('-x + 5', { x: 2 })).toBe(3);
    expect(run('-it.power', { it: { power: 4 } })).toBe(-4);
    expect(run('-x', { x: null })).toBe(0);
    expect(() => run(`-'a'`)).toThrow(`in "-'a'" at column 1: "-" needs numbers, got the string "a"`);
    expect(() => run('-t', { t: true })).toThrow('"-" needs numbers, got true');
  });
});

describe('107.1: arithmetic', () => {
  it('each operator computes its own result', () => {
    expect(run('5 + 3')).toBe(8);
    expect(run('5 - 3')).toBe(2);
    expect(run('5 * 3')).toBe(15);
    expect(run('6 / 3')).toBe(2);
    expect(run('7 % 3')).toBe(1);
    expect(run('x / 2', { x: 1 })).toBe(0.5);
    expect(run('0 / 5')).toBe(0);
    expect(run('nothing + 2')).toBe(2);
    expect(run('x - nothing', { x: null })).toBe(0);
  });

  it('refuses a string, a boolean, a list or an object as a number, naming it', () => {
    expect(() => run('x * 2', { x: 'three' })).toThrow('"*" needs numbers, got the string "three"');
    expect(() => run('2 - x', { x: false })).toThrow('"-" needs numbers, got false');
    expect(() => run('x / 2', { x: [1] })).toThrow('"/" needs numbers, got a list');
    expect(() => run('x % 2', { x: { a: 1 } })).toThrow('"%" needs numbers, got an object');
  });
});

describe('608.2h: comparisons', () => {
  it('each ordering operator at, below and above equality', () => {
    const at = (op: string) => [run(`1 ${op} 2`), run(`2 ${op} 2`), run(`3 ${op} 2`)];
    expect(at('<')).toEqual([true, false, false]);
    expect(at('<=')).toEqual([true, true, false]);
    expect(at('>')).toEqual([false, false, true]);
    expect(at('>=')).toEqual([false, true, true]);
    expect(at('==')).toEqual([false, true, false]);
    expect(at('!=')).toEqual([true, false, true]);
  });

  it('strings compare as strings, a missing value as 0, a string with a number is an error', () => {
    expect([run(`'a' <= 'a'`), run(`'b' > 'a'`), run(`'a' >= 'b'`), run(`'b' < 'a'`)]).toEqual([true, true, false, false]);
    expect(run('nothing < 1')).toBe(true);
    expect(run('nothing >= 0')).toBe(true);
    expect(run('nothing > -1')).toBe(true);
    expect(() => run(`'a' > 1`)).toThrow('">" needs numbers, got the string "a"');
    expect(() => run(`1 <= 'a'`)).toThrow('"<=" needs numbers, got the string "a"');
    expect(() => run(`x >= 1`, { x: true })).toThrow('">=" needs numbers, got true');
  });

  it('== and != compare values strictly', () => {
    expect(run(`'red' == 'red'`)).toBe(true);
    expect(run(`'red' != 'red'`)).toBe(false);
    expect(run(`x == y`, { x: 'a', y: 'b' })).toBe(false);
    expect(run(`x != y`, { x: 'a', y: 'b' })).toBe(true);
    expect(run('nothing == nothing')).toBe(true);
  });
});

describe('what counts as true', () => {
  it('false, 0, the empty string, null and undefined are false; everything else is true', () => {
    for (const v of [false, 0, '', null, undefined]) expect(truthy(v), String(v)).toBe(false);
    for (const v of [true, 1, -1, '0', 'false', [], {}]) expect(truthy(v as ExprValue), JSON.stringify(v)).toBe(true);
    expect(run('x ? 1 : 2', { x: '' })).toBe(2);
    expect(run('x ? 1 : 2', { x: 'a' })).toBe(1);
    expect(run('not x', { x: 0 })).toBe(true);
    expect(run('not x', { x: 3 })).toBe(false);
    expect(run('x and 1', { x: 1 })).toBe(true);
    expect(run('x or 0', { x: 0 })).toBe(false);
    expect(run('x || y', { x: 0, y: 1 })).toBe(true);
    expect(run('x && y', { x: 1, y: 0 })).toBe(false);
  });
});

describe('members: only own properties of objects and lists', () => {
  it('inherited properties, members of strings, numbers and null read as undefined', () => {
    expect(run('it.toString', { it: {} })).toBeUndefined();
    expect(run('s.length', { s: 'abc' })).toBeUndefined();
    expect(run('n.x', { n: 3 })).toBeUndefined();
    expect(run('z.x', { z: null })).toBeUndefined();
    expect(run('list.length', { list: [1, 2] })).toBe(2);
    expect(run('it.a', { it: { a: 0 } })).toBe(0);
  });

  it('calling what is not a method, or reading a function, names the path', () => {
    expect(() => run('it.fly()', { it: {} })).toThrow('at column 4: "it.fly" is not a method (it is undefined)');
    expect(() => run(`it.color()`, { it: { color: 'red' } })).toThrow('"it.color" is not a method (it is the string "red")');
    expect(() => run('it.sub.x()', { it: { sub: { x: [1] } } })).toThrow('"it.sub.x" is not a method (it is a list)');
    expect(() => run('it.sub.x()', { it: { sub: { x: { y: 1 } } } })).toThrow('"it.sub.x" is not a method (it is an object)');
    expect(() => run('f(1).x()', {}, { f: () => ({ x: 2 }) })).toThrow('"f(…).x" is not a method (it is 2)');
    expect(() => run('(1 + 2).x()')).toThrow('"(…).x" is not a method (it is undefined)');
    expect(() => run('it.m(1)', { it: { m: () => (() => 1) as unknown as ExprValue } })).toThrow('the result of "it.m(…)" is a function; expressions may only call it in place');
    expect(() => run('f(1)', {}, { f: () => (() => 1) as unknown as ExprValue })).toThrow('the result of "f(…)" is a function');
    expect(() => run('g', { g: (() => 1) as unknown as ExprValue })).toThrow('"g" is a function; expressions may only call it in place');
  });
});

describe('functions', () => {
  it('the builtins compute and check their arity', () => {
    expect(Object.keys(BUILTINS)).toEqual(['min', 'max', 'abs', 'floor', 'ceil']);
    expect(run('min(4)')).toBe(4);
    expect(run('max(nothing, -1)')).toBe(0);
    expect(run('abs(x)', { x: -2.5 })).toBe(2.5);
    expect(run('floor(-1.5)')).toBe(-2);
    expect(run('ceil(-1.5)')).toBe(-1);
    expect(() => run('floor()')).toThrow('"floor" takes exactly 1 argument, got 0');
    expect(() => run('ceil(1, 2)')).toThrow('"ceil" takes exactly 1 argument, got 2');
    expect(() => run('max()')).toThrow('"max" takes at least 1 argument, got 0');
    expect(() => run(`abs('x')`)).toThrow('"abs" needs numbers, got the string "x"');
  });

  it('an unknown free function without a context for calls: with a suggestion when one is close, without one otherwise', () => {
    expect(() => run('flor(1)')).toThrow('unknown function "flor" (did you mean "floor"?)');
    expect(() => run('zzzzzz(1)')).toThrow(/unknown function "zzzzzz"$/);
    expect(() => run('count(x)', { x: 1 })).toThrow('in "count(x)" at column 1: unknown function "count"');
  });

  it('a builtin name wins over the context\'s free functions; other names go to the context', () => {
    expect(run('min(2, 1)', {}, { min: () => 99 })).toBe(1);
    expect(run('f(2)', {}, { f: (n) => (n as number) * 10 })).toBe(20);
  });
});
