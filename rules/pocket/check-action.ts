/**
 * The boundary check of a Pocket action (as rules/magic/actions/check-action.ts is for Magic): its shape, then that the
 * player and every object it names exist. Refusals are IllegalActionError (`action/malformed`,
 * `action/unknown_ref`) naming the path inside the action; nothing changes and no prototype is touched.
 */
import { z } from 'zod';
import { IllegalActionError } from '../core.ts';
import type { GameState } from '../state/types.ts';
import { ENERGY_TYPES, type PocketAction } from './types.ts';

const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Ids = z.array(Id).max(100);
const base = { player: Id };

/** Every Pocket action, told apart by `type`; unknown keys are refused. */
export const PocketActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('attach_energy'), ...base, to: Id }),
  z.strictObject({ type: z.literal('play_basic'), ...base, card: Id }),
  z.strictObject({ type: z.literal('evolve'), ...base, card: Id, to: Id }),
  z.strictObject({ type: z.literal('play_trainer'), ...base, card: Id, targets: Ids.optional() }),
  z.strictObject({ type: z.literal('use_ability'), ...base, pokemon: Id, ability: z.number().int().min(0).max(10), targets: Ids.optional() }),
  z.strictObject({ type: z.literal('retreat'), ...base, to: Id, discard: z.array(z.enum(ENERGY_TYPES)).max(20).optional() }),
  z.strictObject({ type: z.literal('attack'), ...base, attack: z.number().int().min(0).max(10), targets: Ids.optional() }),
  z.strictObject({ type: z.literal('end_turn'), ...base }),
  z.strictObject({ type: z.literal('promote'), ...base, card: Id }),
  z.strictObject({ type: z.literal('concede'), ...base }),
]);

const show = (v: unknown): string => {
  try { return JSON.stringify(v) ?? String(v); } catch { return String(v); }
};

/**
 * Check a Pocket action from outside against the game; returns it typed, or throws IllegalActionError.
 * @example checkPocketAction(game.state, JSON.parse(message))
 */
export function checkPocketAction(state: GameState, input: unknown): PocketAction {
  const parsed = PocketActionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : `${out}.${String(k)}`), 'action');
    throw new IllegalActionError('action/malformed', `${path}: ${issue.message} (got ${show(input).slice(0, 80)})`);
  }
  const a = parsed.data as PocketAction;
  if (a.player >= state.players.length) throw new IllegalActionError('action/unknown_ref', `action.player: there is no player ${a.player} in this game`);
  const object = (id: number, path: string) => {
    if (!Object.hasOwn(state.objects, id)) throw new IllegalActionError('action/unknown_ref', `${path}: there is no object ${id} in this game`);
  };
  for (const key of ['to', 'card', 'pokemon'] as const) if (key in a) object((a as unknown as Record<string, number>)[key]!, `action.${key}`);
  if ('targets' in a) a.targets?.forEach((id, i) => object(id, `action.targets[${i}]`));
  return a;
}
