import { describe, expect, it } from 'vitest';
import { compile, parse, validateExpr } from '../../rules/expr/index.ts';
import { ctxOf } from './helpers.ts';

describe('safety', () => {
  it('refuses the names that lead to JavaScript internals, wherever they appear', () => {
    expect(() => parse(`constructor.constructor('x')()`)).toThrow(
      `in "constructor.constructor('x')()" at column 1: "constructor" is not allowed: expressions may read only card data`,
    );
    expect(() => parse('it.__proto__')).toThrow('at column 4: "__proto__" is not allowed');
    expect(() => parse('it.constructor.prototype')).toThrow('at column 4: "constructor" is not allowed');
    expect(() => parse('f(x.prototype)')).toThrow('"prototype" is not allowed');
    expect(validateExpr(`'a'.constructor`)).toContain('"constructor" is not allowed');
  });

  it('reads only own properties, so inherited methods are not there', () => {
    const ctx = ctxOf({ it: { power: 1 }, s: 'abc', list: [1] });
    expect(compile('it.toString')(ctx)).toBeUndefined();
    expect(compile('it.hasOwnProperty')(ctx)).toBeUndefined();
    expect(compile('s.length')(ctx)).toBeUndefined();
    expect(() => compile('it.toString()')(ctx)).toThrow('"it.toString" is not a method (it is undefined)');
    expect(() => compile('list.map(x)')(ctx)).toThrow('"list.map" is not a method');
  });

  it('objects with no prototype work too', () => {
    const it = Object.assign(Object.create(null) as Record<string, number>, { power: 4 });
    expect(compile('it.power')(ctxOf({ it }))).toBe(4);
  });

  it('functions never escape as values', () => {
    const ctx = ctxOf({ it: { f: () => 1, g: () => (() => 1) as never } });
    expect(() => compile('it.f')(ctx)).toThrow('"it.f" is a function');
    expect(() => compile('it.g()')(ctx)).toThrow('the result of "it.g(…)" is a function');
  });

  it('the parser never hands source to eval or Function', () => {
    const original = globalThis.Function;
    let used = false;
    globalThis.Function = new Proxy(original, { construct: (t, a) => ((used = true), Reflect.construct(t, a)), apply: (t, s, a) => ((used = true), Reflect.apply(t, s, a)) });
    try {
      expect(compile('min(3, x * 2) + 1')(ctxOf({ x: 5 }))).toBe(4);
    } finally {
      globalThis.Function = original;
    }
    expect(used).toBe(false);
  });
});
