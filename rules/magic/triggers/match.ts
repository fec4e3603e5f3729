/** Does a trigger condition match an event? One small recursive matcher over data (CR 603.2). */
import type { SelectorQuery, TriggerSpec } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { GameEvent } from '../../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import { characteristicsRecord } from '../layers/record.ts';
import type { Characteristics } from '../layers/types.ts';
import { matchQuery } from '../select/query.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';

/** The subject of a trigger spec (`self`, a query, or a player word), however the loader spelled it. */
export function triggerSubject(spec: TriggerSpec): unknown {
  return spec['subject'] ?? spec['who'] ?? spec['what'] ?? spec[spec.event] ?? spec['filter'];
}

function playerMatches(word: unknown, player: PlayerId, controller: PlayerId): boolean {
  if (typeof word === 'number') return player === word;   // a player fixed by the source (enchanted_player)
  if (word === undefined || word === 'each' || word === 'each_player' || word === 'any') return true;
  if (word === 'you') return player === controller;
  if (word === 'opponent' || word === 'each_opponent') return player !== controller;
  return false;
}

/** Characteristics of the event object as it was (for leaving) or is (for entering). */
function eventObject(core: GameCore, ev: Extract<GameEvent, { type: 'zone_change' }>): Characteristics | null {
  if (ev.to === 'battlefield') return characteristics(core, ev.object) ?? null;
  const l = core.s.lki[ev.oldId ?? -1];
  if (!l) return null;
  // CR 603.10a: as it last existed, its subtypes and supertypes too ("whenever a Zombie you control dies").
  return characteristicsRecord(ev.oldId!, l.name ?? l.card, l.supertypes ?? [], l.types, l.subtypes ?? [], l.colors as Characteristics['colors'], l.power, l.toughness, null, 0, l.controller, [], [], [], false);
}

function objectMatches(core: GameCore, subject: unknown, c: Characteristics, self: ObjectId, controller: PlayerId, selfIds: ObjectId[]): boolean {
  if (subject === 'self' || subject === undefined) return selfIds.includes(c.id);
  if (typeof subject === 'object' && subject !== null) {
    const q = subject as SelectorQuery & { another?: boolean; or_self?: boolean };
    const isSelf = selfIds.includes(c.id);
    if (q.another && isSelf) return false;   // "another": not this object (so `other` needs no copy of the query)
    if (q.or_self && isSelf) return true;
    return matchQuery(core, q, c, self, controller);
  }
  return false;
}

/** An object trigger's subject against the object with this id as it is now (an attacker, a blocker, a land). */
function objectIdMatches(core: GameCore, subject: unknown, id: ObjectId, self: ObjectId, controller: PlayerId, selfIds: ObjectId[]): boolean {
  if (subject === 'self' || subject === undefined) return selfIds.includes(id);
  const c = characteristics(core, id);
  return !!c && objectMatches(core, subject, c, self, controller, selfIds);
}

/**
 * Match one trigger spec against an event, for a source object `self` controlled by `controller`.
 * `selfIds` lists the ids the source has had in this batch (its old id when it has just left).
 */
export function triggerMatches(core: GameCore, spec: TriggerSpec, ev: GameEvent, self: ObjectId, controller: PlayerId, selfIds: ObjectId[]): boolean {
  const said = triggerSubject(spec);
  // "Enchanted player" (a Curse): the player the source Aura enchants, or no one when it enchants none.
  const subject = said === 'enchanted_player' ? core.tryObj(self)?.enchantedPlayer ?? -1 : said;
  switch (spec.event) {
    case 'enters': {
      if (ev.type !== 'zone_change' || ev.to !== 'battlefield') return false;
      const c = eventObject(core, ev);
      return !!c && objectMatches(core, subject, c, self, controller, selfIds);
    }
    case 'dies':
    case 'leaves': {
      if (ev.type !== 'zone_change' || ev.from !== 'battlefield') return false;
      if (spec.event === 'dies' && ev.to !== 'graveyard') return false;
      const c = eventObject(core, ev);
      if (!c) return false;
      if (spec.event === 'dies' && !c.types.includes('Creature')) return false;
      return objectMatches(core, subject, c, self, controller, selfIds);
    }
    case 'dealt_damage': {
      // The subject is `self` or a query matched against the object dealt damage ("a creature you control").
      if (ev.type !== 'damage' || ev.target.kind !== 'object') return false;
      if (subject === 'self' || subject === undefined) return selfIds.includes(ev.target.id);
      const c = characteristics(core, ev.target.id);
      return !!c && objectMatches(core, subject, c, self, controller, selfIds);
    }
    case 'deals_damage':
      return ev.type === 'damage' && selfIds.includes(ev.source);
    case 'gain_life':
      return ev.type === 'life' && ev.amount > 0 && playerMatches(subject, ev.player, controller);
    case 'lose_life':
      return ev.type === 'life' && ev.amount < 0 && playerMatches(subject, ev.player, controller);
    case 'upkeep':
      return ev.type === 'step' && ev.step === 'upkeep' && playerMatches(subject, ev.active, controller);
    case 'end_step':
      return ev.type === 'step' && ev.step === 'end' && playerMatches(subject, ev.active, controller);
    case 'draw_step':
      return ev.type === 'step' && ev.step === 'draw' && playerMatches(subject, ev.active, controller);
    case 'phase_end':
      return ev.type === 'step' && ev.step === 'end' && playerMatches(subject, ev.active, controller);
    case 'attacks':
      return ev.type === 'attack' && objectIdMatches(core, subject, ev.attacker, self, controller, selfIds);
    case 'attacks_unblocked':
      return ev.type === 'unblocked' && objectIdMatches(core, subject, ev.attacker, self, controller, selfIds);
    case 'blocks':
      return ev.type === 'block' && objectIdMatches(core, subject, ev.blocker, self, controller, selfIds);
    case 'tapped_for_mana':
      // "Whenever a player taps a land for mana" (CR 605.1a, 106.12): a mana ability with {T} in its cost.
      return ev.type === 'mana' && !!ev.tapped && ev.source !== undefined && objectIdMatches(core, subject, ev.source, self, controller, selfIds);
    case 'cast': {
      // "Whenever you cast an instant or sorcery spell": the player, then the spell's characteristics (CR 601.2i).
      if (ev.type !== 'cast' || !playerMatches(subject, ev.player, controller)) return false;
      const spell = spec['spell'] as SelectorQuery | undefined;
      if (!spell) return true;
      const c = characteristics(core, ev.object);
      return !!c && matchQuery(core, spell, c, self, controller);
    }
    case 'transforms_into':
      // The ability is on the face it transformed into: it is there to trigger only after that face is up (CR 712).
      return ev.type === 'transform' && selfIds.includes(ev.object);
    case 'becomes_target':
      // "Whenever this becomes the target of a spell or ability [an opponent controls]" (CR 115.9c, 702.21a).
      return ev.type === 'becomes_target' && ev.target.kind === 'object' && playerMatches(spec['by'], ev.player, controller)
        && objectIdMatches(core, subject, ev.target.id, self, controller, selfIds);
    case 'draws':
      return ev.type === 'draw' && ev.object !== null && playerMatches(subject, ev.player, controller);
    case 'discards':
      // A discarded card goes from its owner's hand to the graveyard (CR 701.9a), or where a replacement sends it.
      return ev.type === 'zone_change' && ev.from === 'hand' && ev.cause === 'discard' && playerMatches(subject, ev.owner, controller);
    default:
      return false;
  }
}
