/** The zone-change handler (CR 400): tokens come into being, permanents enter with their "as enters" choices (CR 614.12). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { addObject } from '../../state/create.ts';
import type { GameObject } from '../../state/types.ts';
import { ownCounters } from '../../state/counters.ts';
import { placeInZone, relocate } from './relocate.ts';
import { replaceOnly } from '../../events/emit.ts';
import { matchQuery } from '../select/query.ts';

/** Choices a permanent's controller makes as it enters: copy (Clone, CR 707), chosen player or colour. */
function asEnters(core: GameCore, n: GameObject): void {
  const def = core.cards.require(n.card);
  if (def.etb_copy) {
    const options = [...battlefieldCharacteristics(core).values()].filter((c) => c.types.includes('Creature') && c.id !== n.id).map((c) => c.id);
    // "You may have it enter as a copy": first whether to copy, then which creature (CR 707.5, 614.12).
    if (options.length && core.ask({ kind: 'yes_no', player: n.controller, question: `${n.card}: enter as a copy of a creature?` }) !== false) {
      const pick = core.ask({ kind: 'cards', player: n.controller, reason: `${n.card}: choose a creature to copy`, options, min: 1, max: 1 }) as number[];
      const chosen = pick[0] !== undefined ? core.tryObj(pick[0]) : undefined;
      if (chosen) n.copyOf = chosen.copyOf ?? chosen.card;
      if (chosen?.copyKeywords) n.copyKeywords = [...chosen.copyKeywords];   // an exception of a copy effect is copiable (CR 707.9b)
    }
  }
  // A copy has the "as enters" choices of what it copies (CR 707.5, 614.12).
  for (const e of core.def(n).as_enters ?? []) {
    const what = (e as Record<string, unknown>)['choose'];
    if (what === 'player') {
      const p = core.ask({ kind: 'player', player: n.controller, options: core.s.players.map((x) => x.id) }) as number;
      n.chosen = { ...(n.chosen ?? {}), player: p };
    } else if (what === 'color') {
      const c = core.ask({ kind: 'color', player: n.controller, options: ['white', 'blue', 'black', 'red', 'green'] }) as 'red';
      n.chosen = { ...(n.chosen ?? {}), color: c };
    }
  }
}

function entersTapped(core: GameCore, n: GameObject): boolean {
  const def = core.def(n);
  if (!def.enters_tapped && !def.abilities.some((a) => a.kind === 'replacement' && 'enters_tapped' in a.replace)) return false;
  // CR 614.12: replacement effects on entering are those the permanent would have on the battlefield; a land
  // that Blood Moon makes a Mountain has lost "enters tapped" (305.7).
  return !battlefieldCharacteristics(core).get(n.id)?.printedAbilitiesLost;
}

/**
 * Counters a permanent enters with are "put on" it (CR 122.6): replacement effects that modify counters
 * being put on a permanent (Doubling Season, Hardened Scales) apply to them as it enters (614.1c).
 */
function entersWithCounters(core: GameCore, n: GameObject): void {
  const entering = Object.entries(n.counters).filter(([, k]) => k > 0);
  if (!entering.length) return;
  n.counters = {};
  core.entered(n.id);
  for (const [kind, amount] of entering) {
    for (const r of replaceOnly(core, { type: 'counter', object: n.id, kind, amount })) {
      if (r.type === 'counter' && r.object === n.id && r.amount > 0) n.counters[r.kind] = (n.counters[r.kind] ?? 0) + r.amount;
    }
  }
  core.entered(n.id);
}

/** The permanents an Aura could enchant (its enchant ability; protection, CR 702.16c), not targeting. */
function enchantable(core: GameCore, aura: GameObject, controller: number): number[] {
  const spec = core.def(aura).enchant!;
  const colors = core.def(aura).colors;
  const out: number[] = [];
  for (const c of battlefieldCharacteristics(core).values()) {
    if (spec.kind === 'creature' && !c.types.includes('Creature')) continue;
    if (spec.kind === 'creature_you_control' && (!c.types.includes('Creature') || c.controller !== controller)) continue;
    if (spec.filter && !matchQuery(core, spec.filter, c, aura.id, controller)) continue;
    if (colors.some((col) => c.keywords.includes(`protection_from_${col}`))) continue;
    out.push(c.id);
  }
  return out;
}

export function handleZoneChange(core: GameCore, ev: EventOf<'zone_change'>): boolean {
  let n: GameObject;
  if (ev.from === null) {
    n = addObject(core.s, ev.card, ev.owner, ev.to, ev.cause === 'token');
    n.zone = ev.to;
    // A token created as a copy (CR 707.2, 111.2): it copies the card's copiable values, with the exception's keywords (707.9b).
    if (ev.copy) { n.copyOf = ev.card; if (ev.copy.keywords.length) n.copyKeywords = [...ev.copy.keywords]; }
    placeInZone(core, n, ev.to, { controller: ev.controller, tapped: ev.tapped, counters: ev.counters });
  } else {
    const o = core.tryObj(ev.object);
    if (!o || o.zone !== ev.from) return false;
    // CR 303.4f-g: an Aura put onto the battlefield other than by resolving enchants what the player putting it
    // there chooses; with nothing it could enchant, it stays where it is.
    let auraHost: number | null = null;
    let auraPlayer: number | null = null;
    if (ev.to === 'battlefield' && ev.cause !== 'resolve' && core.def(o).enchant?.kind === 'player') {
      // "Enchant player": the player putting it there chooses a player in the game to enchant (CR 303.4f).
      const options = core.s.players.filter((p) => !p.lost).map((p) => p.id);
      const pick = core.ask({ kind: 'player', player: ev.controller, options }) as number;
      auraPlayer = options.includes(pick) ? pick : options[0]!;
    } else if (ev.to === 'battlefield' && ev.cause !== 'resolve' && core.def(o).enchant) {
      const options = enchantable(core, o, ev.controller);
      if (!options.length) return false;
      const pick = core.ask({ kind: 'cards', player: ev.controller, reason: `${o.card}: choose what it enchants`, options, min: 1, max: 1 }) as number[];
      auraHost = options.includes(pick[0]!) ? pick[0]! : options[0]!;
    }
    ev.oldId = o.id;
    if (o.zone === 'battlefield') { ev.had_plus1 = o.counters['+1/+1'] ?? 0; ev.had_minus1 = o.counters['-1/-1'] ?? 0; }
    n = relocate(core, o.id, ev.to, {
      controller: ev.to === 'battlefield' ? ev.controller : undefined, tapped: ev.tapped, counters: ev.counters,
      shuffle: ev.cause === 'shuffle', position: ev.cause === 'bottom' ? 'bottom' : 'top',
    });
    if (auraHost !== null) n.attachedTo = auraHost;
    if (auraPlayer !== null) n.enchantedPlayer = auraPlayer;
  }
  if (ev.to === 'battlefield') {
    asEnters(core, n);
    const loyalty = core.def(n).loyalty;
    if (loyalty !== null && n.counters['loyalty'] === undefined) ownCounters(n)['loyalty'] = loyalty;   // CR 306.5b
    if (entersTapped(core, n)) n.tapped = true;
    core.entered(n.id);
    entersWithCounters(core, n);
  }
  ev.object = n.id;
  return true;
}
