/** What a card effect resolves with: who acts, the source, the Defending Pokémon, and the targets given. */
import { IllegalActionError } from '../../core.ts';
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { SourceKind } from '../active-effects/index.ts';
import type { PocketEffect, TargetFilter, TargetKind } from '../card-types.ts';
import { sameBaseName } from '../base-name.ts';
import { inPlay, mon, opponent, pokemonCardOf, side } from '../state.ts';

export interface EffectContext {
  core: GameCore;
  player: PlayerId;
  /** The attack's, Ability's or Trainer's name. */
  name: string;
  sourceKind: SourceKind;
  /** The acting Pokémon, or the Trainer card. */
  source: ObjectId;
  sourceCard: string;
  /** The attacking or Ability-using Pokémon; null for a Trainer. */
  pokemon: ObjectId | null;
  /** The opponent's Active Pokémon when the effect began (the Defending Pokémon of an attack). */
  defender: ObjectId | null;
  /** Targets given with the action, used in order by effects that choose. */
  targets: ObjectId[];
  /** Targets chosen so far, per effect (an effect repeated by coin flips keeps its target). */
  chosen: Map<PocketEffect, ObjectId | null>;
  /** Attack damage added by extra_damage effects. */
  extraDamage: number;
  /** Set by `cancel_attack` ("this attack does nothing"): the attack does no damage and no more effects. */
  cancelled?: boolean;
}

/**
 * A context for an effect of `source`.
 * @example effectContext(core, { player: 0, name: 'Potion', sourceKind: 'trainer', source: potionId, pokemon: null })
 */
export function effectContext(core: GameCore, o: { player: PlayerId; name: string; sourceKind: SourceKind; source: ObjectId; pokemon: ObjectId | null; targets?: ObjectId[] }): EffectContext {
  return {
    core, player: o.player, name: o.name, sourceKind: o.sourceKind, source: o.source, sourceCard: core.obj(o.source).card,
    pokemon: o.pokemon, defender: side(core, opponent(o.player)).active, targets: [...(o.targets ?? [])], chosen: new Map(), extraDamage: 0,
  };
}

function passes(core: GameCore, id: ObjectId, f: TargetFilter | undefined): boolean {
  if (!f) return true;
  const c = pokemonCardOf(core, id);
  if (f.pokemon_type && c.type !== f.pokemon_type) return false;
  if (f.stage && c.stage !== f.stage) return false;
  if (f.damaged && core.obj(id).damage <= 0) return false;
  if (f.name && !sameBaseName(c.name, f.name)) return false;
  if (f.names && !f.names.some((n) => sameBaseName(c.name, n))) return false;
  if (f.energy && !mon(core, id).energy.includes(f.energy)) return false;
  return true;
}

/**
 * The Pokémon an effect may act on: one fixed Pokémon, or the options the player chooses among.
 * @example targetOptions(ctx, 'opponent_bench') // the opponent's Benched Pokémon
 */
export function targetOptions(ctx: Pick<EffectContext, 'core' | 'player' | 'pokemon'>, kind: TargetKind, filter?: TargetFilter): ObjectId[] {
  const { core, player } = ctx;
  const opp = opponent(player);
  let ids: ObjectId[];
  switch (kind) {
    case 'self': ids = ctx.pokemon === null ? [] : [ctx.pokemon]; break;
    case 'opponent_active': ids = side(core, opp).active === null ? [] : [side(core, opp).active!]; break;
    case 'own_active': ids = side(core, player).active === null ? [] : [side(core, player).active!]; break;
    case 'opponent_any': ids = inPlay(core, opp); break;
    case 'opponent_bench': ids = [...side(core, opp).bench]; break;
    case 'own_any': ids = inPlay(core, player); break;
    case 'own_bench': ids = [...side(core, player).bench]; break;
  }
  return ids.filter((id) => passes(core, id, filter));
}

/** Whether the player picks among options (rather than the card naming one Pokémon). */
export function isChosen(kind: TargetKind): boolean {
  return kind === 'opponent_any' || kind === 'opponent_bench' || kind === 'own_any' || kind === 'own_bench';
}

/**
 * The Pokémon an effect acts on: fixed, or chosen (the action's next target, else asked). Null when
 * there is none. A given target that is not among the options is an illegal action.
 */
export function chooseTarget(ctx: EffectContext, effect: PocketEffect, kind: TargetKind, filter?: TargetFilter): ObjectId | null {
  if (ctx.chosen.has(effect)) return ctx.chosen.get(effect)!;
  const options = targetOptions(ctx, kind, filter);
  let pick: ObjectId | null;
  if (!isChosen(kind)) pick = options[0] ?? null;
  else if (!options.length) pick = null;
  else if (ctx.targets.length) {
    pick = ctx.targets.shift()!;
    if (!options.includes(pick)) {
      throw new IllegalActionError('pocket/illegal_target', `${ctx.name}: ${ctx.core.tryObj(pick)?.card ?? `#${pick}`} is not a legal target; choose one of ${options.map((id) => ctx.core.obj(id).card).join(', ')}`);
    }
  } else {
    const answer = ctx.core.ask({ kind: 'target', player: ctx.player, source: ctx.name, legal: options.map((id) => ({ kind: 'object' as const, id })), min: 1, max: 1 }) as { id: number }[];
    pick = answer[0] && options.includes(answer[0].id) ? answer[0].id : options[0]!;
  }
  ctx.chosen.set(effect, pick);
  return pick;
}

/**
 * Flip a coin for a player (through the pipeline, so that the RNG or a forced result decides).
 * @example if (flipCoin(core, 0, 'Thunder Shock')) paralyze()
 */
export function flipCoin(core: GameCore, player: PlayerId, reason: string): boolean {
  const [ev] = emit(core, { type: 'pocket_coin', player, reason, heads: null });
  return ev?.type === 'pocket_coin' && ev.heads === true;
}

/** Pick one card at random among `options` (through the pipeline). */
export function pickRandom(core: GameCore, player: PlayerId, reason: string, options: ObjectId[]): ObjectId | null {
  if (!options.length) return null;
  const [ev] = emit(core, { type: 'pocket_random', player, reason, options, chosen: null });
  return ev?.type === 'pocket_random' ? ev.chosen : null;
}
