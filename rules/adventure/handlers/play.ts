/** Handlers for the turn, phases, mana, damage, combat declarations, pumps and the end-of-turn clean-up. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { isCreature } from '../context.ts';
import { adv, MAX_MANA } from '../state.ts';

export function handleTurn(core: GameCore, ev: EventOf<'turn'>): boolean {
  core.s.turn = ev.turn;
  core.s.active = ev.active;
  core.s.lki = {};
  return true;
}

/** A phase begins (PHASE_DRAW ... PHASE_END); ATTACKERS opens a new combat. */
export function handleStep(core: GameCore, ev: EventOf<'step'>): boolean {
  core.s.step = ev.step;
  if (ev.step === 'attackers') {
    core.s.combat = { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: false, blocksDeclared: false };
  }
  core.touch();
  return true;
}

/** ADD_MANA: the maximum grows, up to 8. Nothing happens at the cap. */
export function handleManaMax(core: GameCore, ev: EventOf<'adv_mana_max'>): boolean {
  const m = adv(core).mana[ev.player];
  if (!m) return false;
  const next = Math.min(MAX_MANA, m.max + ev.amount);
  if (next === m.max) return false;
  m.max = next;
  ev.max = next;
  return true;
}

/** REFILL_MANA: the available mana becomes the maximum. */
export function handleManaRefill(core: GameCore, ev: EventOf<'adv_mana_refill'>): boolean {
  const m = adv(core).mana[ev.player];
  if (!m || m.available === m.max) return false;
  m.available = m.max;
  ev.available = m.max;
  return true;
}

/** A MANA cost: spend available mana (never below 0). */
export function handleManaPay(core: GameCore, ev: EventOf<'adv_mana_pay'>): boolean {
  const m = adv(core).mana[ev.player];
  if (!m || ev.amount <= 0 || ev.amount > m.available) return false;
  m.available -= ev.amount;
  return true;
}

/** Damage to a player is life loss; damage to a creature is marked on it until the end of the turn. */
export function handleDamage(core: GameCore, ev: EventOf<'damage'>): HandlerResult {
  if (ev.amount <= 0) return false;
  if (ev.target.kind === 'player') {
    const p = core.s.players[ev.target.id];
    if (!p || p.lost) return false;
    ev.targetName = p.name;
    return () => { emit(core, { type: 'life', player: p.id, amount: -ev.amount }); };
  }
  const o = core.tryObj(ev.target.id);
  if (!o || o.zone !== 'battlefield' || !isCreature(core, o.id)) return false;
  ev.targetName = o.card;
  o.damage += ev.amount;
  core.touch();
  return true;
}

/** DECLARE_ATTACK: the creature attacks and taps. */
export function handleAttack(core: GameCore, ev: EventOf<'attack'>): HandlerResult {
  const combat = core.s.combat;
  const o = core.tryObj(ev.attacker);
  if (!combat || !o || o.zone !== 'battlefield' || combat.attackers.some((a) => a.id === o.id)) return false;
  combat.attackers.push({ id: o.id, target: ev.target });
  combat.declared = true;
  core.touch();
  return () => { emit(core, { type: 'tap', object: o.id }); };
}

/** DECLARE_BLOCK: the creature blocks an attacker, which becomes blocked. */
export function handleBlock(core: GameCore, ev: EventOf<'block'>): boolean {
  const combat = core.s.combat;
  const o = core.tryObj(ev.blocker);
  if (!combat || !o || o.zone !== 'battlefield' || combat.blockers.some((b) => b.id === o.id)) return false;
  if (!combat.attackers.some((a) => a.id === ev.attacker)) return false;
  combat.blockers.push({ id: o.id, blocks: ev.attacker });
  if (!combat.blocked.includes(ev.attacker)) combat.blocked.push(ev.attacker);
  combat.blocksDeclared = true;
  core.touch();
  return true;
}

/** PUMP: +N/+N (or -N/-N) until end of turn. */
export function handlePump(core: GameCore, ev: EventOf<'adv_pump'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield' || (ev.power === 0 && ev.toughness === 0)) return false;
  adv(core).pumps.push({ object: o.id, power: ev.power, toughness: ev.toughness });
  core.touch();
  return true;
}

/** CLEAR_DAMAGE at the end of the turn: damage is removed, pumps end, combat is over. */
export function handleCleanup(core: GameCore, _ev: EventOf<'adv_cleanup'>): boolean {
  for (const id of core.s.battlefield) core.obj(id).damage = 0;
  adv(core).pumps = [];
  core.s.combat = null;
  core.touch();
  return true;
}
