/** Restoring a Pocket game from a state that comes from outside (a save, a message): checked before anything is built. */
import { z } from 'zod';
import { pocketSteps } from '../../machines/index.ts';
import { clonePlain } from '../../rules/index.ts';
import { BENCH_SIZE } from '../../rules/pocket/index.ts';
import type { PocketGameState } from '../../rules/pocket/index.ts';
import { checkedRulesetState } from '../restore-state.ts';
import { PocketGame, type PocketGameOptions } from './game.ts';

const Int = z.number().int().min(-1e9).max(1e9);
const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A Pocket player's part (rules/pocket/types.ts PocketPlayer): the fields every rule reads checked, the rest plain data. */
const PocketPlayerSchema = z.object({
  active: Id.nullable(),
  bench: z.array(Id).max(BENCH_SIZE),
  points: Int.min(0),
  energyTypes: z.array(z.string().max(40)).max(10),
  energyPlan: z.array(z.string().max(40)).max(10_000),
  energy: z.string().max(40).nullable(),
  turnsTaken: Int.min(0),
  supporterPlayed: z.boolean(),
  retreated: z.boolean(),
  abilitiesUsed: z.array(z.string().max(100)).max(1000),
}).catchall(z.json());

/** The shape of the Pocket part of a state (rules/pocket/types.ts PocketState). */
const PocketExtensionSchema = z.strictObject({
  players: z.array(PocketPlayerSchema).length(2),
  pokemon: z.record(z.string().regex(/^\d+$/), z.json()),
  effects: z.array(z.json()).max(10_000),
  nextEffectId: Int.min(0),
  pending: z.json().nullable(),
  turnEnding: z.boolean(),
  maxTurns: Int.min(1),
  knockOuts: z.array(z.string().max(100)).max(10_000),
});

/**
 * A Pocket game at a saved position: `input` is the state or its JSON text. A truncated, edited or inconsistent
 * state is refused with a StateError naming each problem, and no game is built. Call `resume()` to play on.
 * @example const game = restorePocketGame(text, { pool, policies }); game.resume(); game.run();
 */
export function restorePocketGame(input: unknown, options: PocketGameOptions): PocketGame {
  const state = checkedRulesetState(input, {
    ruleset: 'pocket',
    key: 'pocket',
    schema: PocketExtensionSchema,
    steps: pocketSteps.map((s) => s.name),
    knows: (card) => options.pool.get(card) !== undefined,
    lists: (own) => {
      const part = own as z.infer<typeof PocketExtensionSchema>;
      const ids = part.players.flatMap((p) => [...(p.active === null ? [] : [p.active]), ...p.bench]);
      for (const v of Object.values(part.pokemon)) {
        const under = (v as { under?: unknown }).under;
        if (Array.isArray(under)) ids.push(...under.filter((x): x is number => Number.isSafeInteger(x)));
      }
      return ids;
    },
    consistent: (s) => {
      const out: string[] = [];
      const objects = s['objects'] as Record<string, unknown>;
      const pocket = s['pocket'] as z.infer<typeof PocketExtensionSchema>;
      if ((s['players'] as unknown[]).length !== 2) out.push('state.players: a Pocket game has two players');
      pocket.players.forEach((p, i) => {
        for (const [k, id] of [['active', p.active], ...p.bench.map((b, j) => [`bench[${j}]`, b] as const)] as const) {
          if (id !== null && !Object.hasOwn(objects, String(id))) out.push(`state.pocket.players[${i}].${k}: no object ${id}`);
          if (id !== null && !Object.hasOwn(pocket.pokemon, String(id))) out.push(`state.pocket.players[${i}].${k}: object ${id} is not a Pokémon in play`);
        }
      });
      for (const id of Object.keys(pocket.pokemon)) if (!Object.hasOwn(objects, id)) out.push(`state.pocket.pokemon.${id}: no object ${id}`);
      return out;
    },
  });
  // Text parsed here is the game's own already; a value given is copied, so the caller's object never changes with the game.
  return new PocketGame(typeof input === 'string' ? state as unknown as PocketGameState : clonePlain(state as unknown as PocketGameState), options);
}
