/** What every permanent gets after layers 4, 6 and 7c from what it has then (rules/magic/layers/compute.ts, runs.ts, apart.ts). */
import { intrinsicManaAbility } from './parts.ts';
import { keywordAbility } from './keyword-abilities.ts';
import type { Ability } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import type { Characteristics } from './types.ts';

/** Each keyword's ability (flying, lifelink…) in the abilities, after layer 6. */
export function addKeywordAbilities(cs: Iterable<Characteristics>): void {
  for (const c of cs) {
    // Keyword abilities come first, as printed ("Battle cry … Whenever Hero of Bladehold attacks, …"): the order a
    // player is offered simultaneous triggers of one permanent in (CR 603.3b), and so the default order.
    const derived: typeof c.abilities = [];
    for (const k of c.keywords) { const a = keywordAbility(k); if (a && !c.abilities.includes(a) && !derived.includes(a)) derived.push(a); }
    if (derived.length) c.abilities = [...derived, ...c.abilities];   // a new list: the card's may be shared (base.ts)
  }
}

/** Intrinsic mana abilities are abilities like any other: an effect that removes all abilities in layer 6 removes them. */
export function addIntrinsicManaAbilities(cs: Iterable<Characteristics>): void {
  for (const c of cs) {
    if (!c.types.includes('Land')) continue;
    for (let i = 0; i < c.subtypes.length; i++) {
      const a = intrinsicManaAbility(c.subtypes[i]!);
      if (a && !hasManaAbility(c.abilities, a.text)) c.abilities = [...c.abilities, a];   // a new list, as above
    }
  }
}

function hasManaAbility(abilities: readonly Ability[], text: string): boolean {
  for (let i = 0; i < abilities.length; i++) { const x = abilities[i]!; if (x.kind === 'mana' && x.text === text) return true; }
  return false;
}

/** Apply P/T counters; returns the objects they changed. */
export function applyCounters(core: GameCore, cs: Iterable<Characteristics>): ObjectId[] {
  const changed: ObjectId[] = [];
  for (const c of cs) {
    const k = core.s.objects[c.id]!.counters;
    const d = (k['+1/+1'] ?? 0) - (k['-1/-1'] ?? 0);
    if (d && c.power !== null && c.toughness !== null) { c.power += d; c.toughness += d; changed.push(c.id); }
  }
  return changed;
}
