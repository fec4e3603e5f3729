/**
 * Name families of cost and effect templates: `damage-player-3` is the family `damage-player-N` with N = 3.
 * A card names templates; the registry builds the template from the name.
 */
import { suggest } from '../cards/index.ts';

/** A family of templates whose names differ only in their numbers. */
export interface Family<T> {
  /** The name with each number written N, P or T: `pump-creature-P-T`. */
  pattern: string;
  build(name: string, n: number[]): T;
  /** Examples for documentation and error messages. */
  example: string;
}

function compile(pattern: string): RegExp {
  const body = pattern.split(/\b([NPT])\b/).map((part, i) => (i % 2 === 1 ? '(\\d{1,2})' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`);
}

/**
 * A registry of templates by name. Lookups are cached, since items name their template on every use.
 * @example const r = new Registry([{ pattern: 'mana-N', build: (name, [n]) => ({ name, amount: n }), example: 'mana-2' }]); r.get('mana-3')
 */
export class Registry<T> {
  private readonly compiled: { family: Family<T>; re: RegExp }[];
  private readonly cache = new Map<string, T | undefined>();

  constructor(readonly families: readonly Family<T>[]) {
    this.compiled = families.map((family) => ({ family, re: compile(family.pattern) }));
  }

  get(name: string): T | undefined {
    if (this.cache.has(name)) return this.cache.get(name);
    let out: T | undefined;
    for (const { family, re } of this.compiled) {
      const m = re.exec(name);
      if (m) { out = family.build(name, m.slice(1).map(Number)); break; }
    }
    this.cache.set(name, out);
    return out;
  }

  /** The closest name to a misspelt one, with the numbers it had: `dmg-player-3` → `damage-player-3`. */
  closest(name: string): string | undefined {
    const numbers = name.match(/\d+/g) ?? [];
    const shape = name.replace(/\d+/g, 'N');
    const patterns = this.families.map((f) => f.pattern.replace(/\b[PT]\b/g, 'N'));
    const hit = suggest(shape, patterns);
    if (!hit) return undefined;
    let i = 0;
    return hit.replace(/\bN\b/g, () => numbers[i++] ?? '1');
  }

  patterns(): string[] { return this.families.map((f) => f.pattern); }
}
