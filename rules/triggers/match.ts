/** Does a trigger condition match an event? One small recursive matcher over data (CR 603.2). */
import type { SelectorQuery, TriggerSpec } from '../cards/types.ts';
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import type { Characteristics } from '../layers/types.ts';
import { matchQuery } from '../select/query.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';

/** The subject of a trigger spec (`self`, a query, or a player word), however the loader spelled it. */
export function triggerSubject(spec: TriggerSpec): unknown {
  return spec['subject'] ?? spec['who'] ?? spec['what'] ?? spec[spec.event] ?? spec['filter'];
}

function playerMatches(word: unknown, player: PlayerId, controller: PlayerId): boolean {
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
  return { id: ev.oldId!, name: l.name ?? l.card, supertypes: [], types: l.types, subtypes: [], colors: l.colors as Characteristics['colors'], power: l.power, toughness: l.toughness, loyalty: null, manaValue: 0, controller: l.controller, keywords: [], abilities: [], cant: [], printedAbilitiesLost: false };
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

/**
 * Match one trigger spec against an event, for a source object `self` controlled by `controller`.
 * `selfIds` lists the ids the source has had in this batch (its old id when it has just left).
 */
export function triggerMatches(core: GameCore, spec: TriggerSpec, ev: GameEvent, self: ObjectId, controller: PlayerId, selfIds: ObjectId[]): boolean {
  const subject = triggerSubject(spec);
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
      return ev.type === 'attack' && selfIds.includes(ev.attacker);
    case 'cast':
      return ev.type === 'cast' && playerMatches(subject, ev.player, controller);
    default:
      return false;
  }
}
