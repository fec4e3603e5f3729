import { getInitialSnapshot, type AnyStateMachine } from 'xstate';
import { actionLabel, guardLabel } from './diagram.ts';

function plain(value: unknown, key: string): unknown {
  if (typeof value === 'function') return key === 'guard' ? guardLabel(value) : actionLabel(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'input' || k === 'output') continue; // functions of the runtime, not of the chart
      if (k === 'context') continue;
      const p = plain(v, k === 'actions' || k === 'entry' || k === 'exit' ? 'actions' : k);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return value;
}

/**
 * A machine's config as JSON that Stately Studio imports: the `createMachine` config with named guards and
 * actions as strings (XState's `and`/`or`/`not` guards written `a and b`), invoke inputs and outputs left
 * out, and `context` the initial context for `input`.
 *
 * @example
 * import { writeFileSync } from 'node:fs';
 * import { priorityMachine, toStatelyConfig } from 'hyperdraft/machines';
 * writeFileSync('priority.json', JSON.stringify(toStatelyConfig(priorityMachine, { players: 2, active: 0 }), null, 2));
 */
export function toStatelyConfig(machine: AnyStateMachine, input?: unknown): Record<string, unknown> {
  const config = plain(machine.config, '') as Record<string, unknown>;
  const context = (getInitialSnapshot as (m: AnyStateMachine, i?: unknown) => { context: unknown })(machine, input).context;
  const { id, ...rest } = config;
  return { id, context: context ?? {}, ...rest };
}
