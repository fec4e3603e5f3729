import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDocFiles } from '../../scripts/lib/machine-docs.ts';

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

describe('docs/embedding.md shows the generated diagrams', () => {
  const doc = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
  it.each(['priority', 'turn-magic', 'stack', 'combat', 'game'])('%s', (name) => {
    const mmd = files.find((f) => f.path === `docs/machines/${name}.mmd`)!.content;
    expect(doc, `copy docs/machines/${name}.mmd into docs/embedding.md`).toContain(`\`\`\`mermaid\n${mmd}\`\`\``);
  });
});
