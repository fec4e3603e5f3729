/**
 * "Put a Basic Pokémon from your opponent's discard pile onto their Bench." (Pokémon Flute,
 * `bench_from_discard: opponent`): the player of the effect chooses a card of that discard pile passing
 * the filter (asked: a `cards` choice); it becomes a Benched Pokémon of its owner.
 */
import { emit } from '../../events/emit.ts';
import type { ObjectId } from '../../state/types.ts';
import type { PocketEffect } from '../card-types.ts';
import { BENCH_SIZE, opponent, pocketRules, side } from '../state.ts';
import { cardPasses } from './card-filter.ts';
import type { EffectContext } from './context.ts';

type BenchFromDiscard = Extract<PocketEffect, { kind: 'bench_from_discard' }>;

function owner(ctx: Pick<EffectContext, 'player'>, e: BenchFromDiscard): number {
  return e.who === 'you' ? ctx.player : opponent(ctx.player);
}

/** The discard pile cards the effect may put onto the Bench (none when that Bench is full). */
export function benchFromDiscardOptions(ctx: Pick<EffectContext, 'core' | 'player'>, e: BenchFromDiscard): ObjectId[] {
  const { core } = ctx;
  const who = owner(ctx, e);
  if (side(core, who).bench.length >= BENCH_SIZE) return [];
  const pool = pocketRules(core).pool;
  return core.player(who).graveyard.filter((id) => cardPasses(pool.get(core.obj(id).card), e.filter));
}

/**
 * Put the chosen card onto its owner's Bench.
 * @example benchFromDiscard(ctx, { kind: 'bench_from_discard', who: 'opponent', filter: { stage: 'Basic' } })
 */
export function benchFromDiscard(ctx: EffectContext, e: BenchFromDiscard): void {
  const { core } = ctx;
  const options = benchFromDiscardOptions(ctx, e);
  if (!options.length) return;
  const answer = core.ask({ kind: 'cards', player: ctx.player, reason: `${ctx.name}: choose a card to put onto the Bench`, options, min: 1, max: 1 }) as number[];
  const pick = answer[0] !== undefined && options.includes(answer[0]) ? answer[0] : options[0]!;
  emit(core, { type: 'pocket_move', object: pick, card: core.obj(pick).card, owner: owner(ctx, e), from: 'discard', to: 'bench', cause: ctx.name });
}
