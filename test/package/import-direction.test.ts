/**
 * Imports flow one way (STYLE.md; README, "A tour of the folders"): cards → rules → machines → actors → scripts, and
 * inside rules/ the kernel (core, state, events, interceptors, cards, expr, random, view) imports no ruleset; Magic
 * and Pocket import no other ruleset (Adventure's handlers build on Magic's). Read from the source, every relative
 * import and re-export of every TypeScript file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TOP = ['rules', 'machines', 'actors', 'scripts'] as const;

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every relative import of the project's code: [importing file, imported file], both relative to the root, with '/'. */
function importsOf(files: string[]): [string, string][] {
  const out: [string, string][] = [];
  const spec = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g;
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(spec)) {
      const target = resolve(dirname(f), m[1]!);
      out.push([relative(root, f).split(sep).join('/'), relative(root, target).split(sep).join('/')]);
    }
  }
  return out;
}

const edges = importsOf(TOP.flatMap((t) => tsFiles(join(root, t))));

/** The part of rules/ a file belongs to: the barrel, a ruleset's folder, or the kernel. */
function rulesPart(path: string): string {
  const rest = path.slice('rules/'.length);
  if (rest === 'index.ts') return 'barrel';
  const first = rest.split('/')[0]!;
  return ['magic', 'adventure', 'pocket'].includes(first) ? first : 'kernel';
}

describe('import direction', () => {
  it('reads the imports it checks (the check is not vacuous)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some(([f, t]) => f.startsWith('rules/magic/') && rulesPart(t) === 'kernel')).toBe(true);
  });

  it('cards → rules → machines → actors → scripts: no folder imports one after it', () => {
    const rank = (p: string) => TOP.indexOf(p.split('/')[0] as (typeof TOP)[number]);
    const backwards = edges.filter(([f, t]) => rank(t) > rank(f)).map(([f, t]) => `${f} imports ${t}`);
    expect(backwards).toEqual([]);
  });

  it('the rules kernel imports no ruleset (rules/magic, rules/adventure, rules/pocket)', () => {
    const bad = edges.filter(([f, t]) => f.startsWith('rules/') && t.startsWith('rules/') && rulesPart(f) === 'kernel' && rulesPart(t) !== 'kernel')
      .map(([f, t]) => `${f} imports ${t}`);
    expect(bad).toEqual([]);
  });

  it('Magic and Pocket import no other ruleset; Adventure only Magic', () => {
    const allowed: Record<string, string[]> = { magic: [], pocket: [], adventure: ['magic'] };
    const bad = edges.filter(([f, t]) => {
      if (!f.startsWith('rules/') || !t.startsWith('rules/')) return false;
      const from = rulesPart(f);
      const to = rulesPart(t);
      return from in allowed && to !== from && to !== 'kernel' && !allowed[from]!.includes(to);
    }).map(([f, t]) => `${f} imports ${t}`);
    expect(bad).toEqual([]);
  });
});
