import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_PAGES, diagramsIn, machineDocFiles, markdownWithDiagrams } from '../../scripts/lib/machine-docs.ts';

const root = join(import.meta.dirname, '..', '..');
const files = machineDocFiles();

describe('docs/machines is in sync with the machines (regenerate with `npm run paths -- --export`)', () => {
  it.each(files.map((f) => [f.path, f.content] as const))('%s', (path, content) => {
    expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run paths -- --export`).toBe(content);
  });

  it('no stale file is left in docs/machines', () => {
    const generated = new Set(files.map((f) => f.path.replace('docs/machines/', '')));
    expect(readdirSync(join(root, 'docs/machines')).filter((f) => !generated.has(f))).toEqual([]);
  });

  it('each Stately config names its guards and actions as strings, with a plain context', () => {
    for (const f of files.filter((x) => x.path.endsWith('.json'))) {
      const config = JSON.parse(f.content) as { id: string; context: object; initial: string };
      expect(typeof config.id).toBe('string');
      expect(typeof config.context).toBe('object');
      expect(f.content).not.toMatch(/\[fn\]|function/);
    }
  });
});

describe.each(DIAGRAM_PAGES)('%s shows the generated diagrams', (page) => {
  const doc = readFileSync(join(root, page), 'utf8');
  it('every machine diagram in the page is current', () => {
    expect(diagramsIn(doc)).toEqual(expect.arrayContaining(['turn-magic', 'priority', 'stack', 'combat', 'game']));
    expect(markdownWithDiagrams(doc) === doc, `${page} shows stale diagrams: run npm run paths -- --export`).toBe(true);
  });
});
