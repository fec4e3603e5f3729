/** Writing a save: to a temporary file beside it, then renamed over it, so a save is never left half-written. */
import { renameSync, writeFileSync } from 'node:fs';
import type { Save } from './format.ts';

/**
 * A save as JSON text: one decision a line (a diff shows which changed), the state compact.
 * @example writeFileSync('g.json', saveText(session.save()))
 */
export function saveText(save: Save): string {
  const { decisions, state, ...head } = save;
  const lines = decisions.map((d) => `    ${JSON.stringify(d)}`).join(',\n');
  const body = JSON.stringify({ ...head, decisions: [], state: {} }, null, 2);
  return body
    .replace('"decisions": []', () => (decisions.length ? `"decisions": [\n${lines}\n  ]` : '"decisions": []'))
    .replace('"state": {}', () => `"state": ${JSON.stringify(state)}`);
}

/**
 * Write a save file, replacing it whole.
 * @example writeSave('game.json', session.save())
 */
export function writeSave(path: string, save: Save): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, saveText(save));
  renameSync(temporary, path);
}
