/** The zone-change handler (CR 400): tokens come into being, permanents enter with their "as enters" choices (CR 614.12). */
import type { GameCore } from '../core.ts';
import type { EventOf } from '../events/types.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { addObject } from '../state/create.ts';
import type { GameObject } from '../state/types.ts';
import { placeInZone, relocate } from './relocate.ts';

/** Choices a permanent's controller makes as it enters: copy (Clone, CR 707), chosen player or colour. */
function asEnters(core: GameCore, n: GameObject): void {
  const def = core.cards.require(n.card);
  if (def.etb_copy) {
    const options = [...battlefieldCharacteristics(core).values()].filter((c) => c.types.includes('Creature') && c.id !== n.id).map((c) => c.id);
    if (options.length) {
      const pick = core.ask({ kind: 'cards', player: n.controller, reason: `${n.card}: choose a creature to copy`, options, min: 0, max: 1 }) as number[];
      const chosen = pick[0] !== undefined ? core.tryObj(pick[0]) : undefined;
      if (chosen) n.copyOf = chosen.copyOf ?? chosen.card;
    }
  }
  for (const e of def.as_enters ?? []) {
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
  return !!def.enters_tapped || def.abilities.some((a) => a.kind === 'replacement' && 'enters_tapped' in a.replace);
}

export function handleZoneChange(core: GameCore, ev: EventOf<'zone_change'>): boolean {
  let n: GameObject;
  if (ev.from === null) {
    n = addObject(core.s, ev.card, ev.owner, ev.to, ev.cause === 'token');
    n.zone = ev.to;
    placeInZone(core, n, ev.to, { controller: ev.controller, tapped: ev.tapped, counters: ev.counters });
  } else {
    const o = core.tryObj(ev.object);
    if (!o || o.zone !== ev.from) return false;
    ev.oldId = o.id;
    if (o.zone === 'battlefield') { ev.had_plus1 = o.counters['+1/+1'] ?? 0; ev.had_minus1 = o.counters['-1/-1'] ?? 0; }
    n = relocate(core, o.id, ev.to, {
      controller: ev.to === 'battlefield' ? ev.controller : undefined, tapped: ev.tapped, counters: ev.counters,
      shuffle: ev.cause === 'shuffle', position: ev.cause === 'bottom' ? 'bottom' : 'top',
    });
  }
  if (ev.to === 'battlefield') {
    asEnters(core, n);
    const loyalty = core.def(n).loyalty;
    if (loyalty !== null && n.counters['loyalty'] === undefined) n.counters['loyalty'] = loyalty;   // CR 306.5b
    if (entersTapped(core, n)) n.tapped = true;
    core.touch();
  }
  ev.object = n.id;
  return true;
}
