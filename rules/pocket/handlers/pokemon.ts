/** Handlers that change a Pokémon in play: damage, healing, Special Conditions, Energy. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { randomInt } from '../../state/rng.ts';
import { inflict, recover } from '../conditions.ts';
import { isActive, pocket, side } from '../state.ts';

/** Damage is put on a Pokémon in play (Knock Outs are checked afterwards, see settle). */
export function handleDamage(core: GameCore, ev: EventOf<'damage'>): boolean {
  if (ev.amount <= 0 || ev.target.kind !== 'object') return false;
  const m = pocket(core).pokemon[ev.target.id];
  if (!m) return false;
  const o = core.obj(ev.target.id);
  o.damage += ev.amount;
  ev.targetName = o.card;
  return true;
}

export function handleHeal(core: GameCore, ev: EventOf<'pocket_heal'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || !pocket(core).pokemon[ev.object] || o.damage <= 0) return false;
  ev.amount = Math.min(ev.amount, o.damage);
  o.damage -= ev.amount;
  return ev.amount > 0;
}

/** A Special Condition begins (only on an Active Pokémon) or ends; see conditions.ts for which replace which. */
export function handleCondition(core: GameCore, ev: EventOf<'pocket_condition'>): boolean {
  const m = pocket(core).pokemon[ev.object];
  if (!m) return false;
  if (ev.on) {
    if (!isActive(core, ev.object)) return false;
    const next = inflict(m.conditions, ev.condition);
    if (next.length === m.conditions.length && next.every((c, i) => c === m.conditions[i])) return false;
    m.conditions = next;
  } else {
    if (!m.conditions.includes(ev.condition)) return false;
    m.conditions = recover(m.conditions, ev.condition);
  }
  core.touch();
  return true;
}

/** The Energy Zone makes this turn's Energy: the next one planned, else a random one of the deck's types. */
export function handleEnergyZone(core: GameCore, ev: EventOf<'pocket_energy_zone'>): boolean {
  const x = side(core, ev.player);
  const planned = x.energyPlan.shift();
  const energy = planned ?? (x.energyTypes.length ? x.energyTypes[randomInt(core.s, 0, x.energyTypes.length - 1)]! : null);
  x.energy = energy;
  ev.energy = energy;
  return energy !== null;
}

export function handleAttach(core: GameCore, ev: EventOf<'pocket_attach'>): boolean {
  const m = pocket(core).pokemon[ev.object];
  if (!m) return false;
  if (ev.cause === 'energy_zone') {
    const x = side(core, ev.player);
    if (x.energy !== ev.energy) return false;
    x.energy = null;
  }
  m.energy.push(ev.energy);
  core.touch();
  return true;
}

export function handleDiscardEnergy(core: GameCore, ev: EventOf<'pocket_discard_energy'>): boolean {
  const m = pocket(core).pokemon[ev.object];
  if (!m) return false;
  const left = [...m.energy];
  const done: typeof ev.energy = [];
  for (const e of ev.energy) {
    const i = left.lastIndexOf(e);
    if (i >= 0) { left.splice(i, 1); done.push(e); }
  }
  if (!done.length) return false;
  m.energy = left;
  ev.energy = done;
  core.touch();
  return true;
}
