/** What a Duel player may do: play one card a turn in MAIN, attack with ready creatures in COMBAT, or pass. */
import { IllegalActionError, emit } from '../../../rules/index.ts';
import type { GameCore, ObjectId, PlayerAction, PlayerId } from '../../../rules/index.ts';
import type { DuelPool } from './cards.ts';
import { duel } from './state.ts';

const poolOf = (core: GameCore): DuelPool => (core.ruleset as unknown as { pool: DuelPool }).pool;
const opponent = (core: GameCore, player: PlayerId): PlayerId => (player + 1) % core.s.players.length;

/** Creatures that can attack: the player's, untapped, and under their control since before this turn. */
function ready(core: GameCore, player: PlayerId): ObjectId[] {
  return core.s.battlefield.filter((id) => {
    const o = core.obj(id);
    return o.controller === player && !o.tapped && o.controlledSince < core.s.turn;
  });
}

/**
 * The legal actions of the player who must decide, `pass` first.
 * @example duelLegalActions(core, 0) // [{ type: 'pass', player: 0 }, { type: 'cast', player: 0, card: 12 }]
 */
export function duelLegalActions(core: GameCore, player: PlayerId): PlayerAction[] {
  const p = core.s.pending;
  if (!p || p.player !== player) return [];
  const out: PlayerAction[] = [{ type: 'pass', player }];
  if (p.kind === 'priority' && duel(core).played === 0) {
    const seen = new Set<string>();
    for (const id of core.player(player).hand) {
      const name = core.obj(id).card;
      if (!seen.has(name)) { seen.add(name); out.push({ type: 'cast', player, card: id }); }
    }
  }
  if (p.kind === 'attackers') {
    const attackers = ready(core, player);
    const target = { kind: 'player' as const, id: opponent(core, player) };
    if (attackers.length) out.push({ type: 'attack', player, attackers: attackers.map((id) => ({ id, target })) });
  }
  return out;
}

/**
 * Perform a cast or an attack; anything else, or an illegal one, is refused with IllegalActionError before anything
 * changes.
 * @example performDuelAction(core, { type: 'cast', player: 0, card: 12 })
 */
export function performDuelAction(core: GameCore, a: PlayerAction): void {
  if (a.type === 'concede') { emit(core, { type: 'lose', player: a.player, reason: 'conceded' }); return; }
  const foe = opponent(core, a.player);
  if (a.type === 'cast') {
    const o = core.tryObj(a.card);
    if (!o || o.zone !== 'hand' || o.owner !== a.player) throw new IllegalActionError('action/not_in_hand', `card #${a.card} is not in ${core.player(a.player).name}'s hand`);
    if (duel(core).played > 0) throw new IllegalActionError('action/one_card_a_turn', 'a player plays one card a turn');
    const card = poolOf(core).require(o.card);
    duel(core).played++;
    emit(core, { type: 'cast', player: a.player, object: o.id, card: o.card, targets: [] });
    if (card.kind === 'creature') {
      emit(core, { type: 'zone_change', object: o.id, oldId: null, card: o.card, from: 'hand', to: 'battlefield', owner: o.owner, controller: a.player, cause: 'cast' });
    } else {
      emit(core, { type: 'damage', source: o.id, sourceName: o.card, target: { kind: 'player', id: foe }, amount: card.damage, combat: false });
      emit(core, { type: 'zone_change', object: o.id, oldId: null, card: o.card, from: 'hand', to: 'graveyard', owner: o.owner, controller: a.player, cause: 'resolve' });
    }
    return;
  }
  if (a.type === 'attack') {
    const ok = ready(core, a.player);
    for (const at of a.attackers) {
      if (!ok.includes(at.id)) throw new IllegalActionError('action/illegal_attacker', `object #${at.id} can't attack now`);
      if (at.target.kind !== 'player' || at.target.id !== foe) throw new IllegalActionError('action/illegal_attack_target', 'creatures attack the opponent');
    }
    if (new Set(a.attackers.map((x) => x.id)).size !== a.attackers.length) throw new IllegalActionError('action/duplicate_attacker', 'a creature attacks once');
    for (const at of a.attackers) {
      emit(core, { type: 'tap', object: at.id });
      emit(core, { type: 'attack', attacker: at.id, target: at.target });
    }
    for (const at of a.attackers) {
      const o = core.obj(at.id);
      emit(core, { type: 'damage', source: o.id, sourceName: o.card, target: at.target, amount: (poolOf(core).require(o.card) as { power: number }).power, combat: true });
    }
    return;
  }
  throw new IllegalActionError('action/not_in_duel', `Duel has no ${a.type} action`);
}
