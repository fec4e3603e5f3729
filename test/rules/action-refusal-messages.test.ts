/**
 * Refusals at submit (CR 117.1, 305.2, 601.2, 602.2, 702.34a): an illegal action throws IllegalActionError with a
 * stable code and a message naming what is wrong, and changes nothing. The codes and messages are part of the
 * interface (apps show them); these are pinned word for word, whichever way the checks report inside.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, performAction } from '../../rules/index.ts';
import type { PlayerAction } from '../../rules/index.ts';
import { position } from '../game/helpers.ts';
import type { Game } from '../../actors/index.ts';

/** The refusal of `action` submitted to the game (or, `direct`, performed on its core, past the runtime's own checks). */
function refusal(game: Game, action: PlayerAction, direct = false): { code: string; message: string } {
  const before = JSON.stringify(game.state);
  let err: unknown = null;
  try { if (direct) performAction(game.core, action); else game.submit(action); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect(JSON.stringify(game.state)).toBe(before);
  return { code: (err as IllegalActionError).code, message: (err as IllegalActionError).message };
}

describe('refusals at submit: codes and messages', () => {
  it('CR 117.1: acting without priority (the runtime refuses first; the rules say why too)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{}, { hand: ['Forest'] }] });
    expect(refusal(game, { type: 'play_land', player: 1, card: ids[1]!.hand[0]! })).toEqual({ code: 'action/not_your_decision', message: "it is not B's decision (waiting for priority from A)" });
    expect(refusal(game, { type: 'play_land', player: 1, card: ids[1]!.hand[0]! }, true)).toEqual({ code: 'action/no_priority', message: 'player B does not have priority (waiting for priority from A)' });
  });

  it('CR 305.2: one land a turn, in the main phase', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Forest', 'Mountain'] }, {}] });
    game.submit({ type: 'play_land', player: 0, card: ids[0]!.hand[0]! });
    expect(refusal(game, { type: 'play_land', player: 0, card: ids[0]!.hand[1]! })).toEqual({ code: 'action/land_limit', message: 'only one land per turn (CR 305.2)' });
    const upkeep = position({ step: 'upkeep', players: [{ hand: ['Forest'] }, {}] });
    expect(refusal(upkeep.game, { type: 'play_land', player: 0, card: upkeep.ids[0]!.hand[0]! })).toEqual({ code: 'action/sorcery_timing', message: 'a land can be played only in your main phase with an empty stack (CR 305.2)' });
  });

  it('CR 601.2: a spell that can\'t be paid for, or is given too many targets, or a land cast', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Lightning Bolt', 'Forest'], battlefield: ['Mountain'] }, {}] });
    const [bolt, forest] = ids[0]!.hand as [number, number];
    expect(refusal(game, { type: 'cast', player: 0, card: bolt, targets: [{ kind: 'player', id: 1 }, { kind: 'player', id: 0 }] })).toEqual({ code: 'action/target_count', message: 'Lightning Bolt: 2 targets given, but it takes 1' });
    expect(refusal(game, { type: 'cast', player: 0, card: bolt, targets: [{ kind: 'object', id: forest }] })).toEqual({ code: 'action/illegal_target', message: `Lightning Bolt: Forest (#${forest}, hand) is not a legal target for "any"` });
    expect(refusal(game, { type: 'cast', player: 0, card: forest, targets: [] })).toEqual({ code: 'action/land_not_cast', message: "Forest is a land: play it, don't cast it (CR 305.1)" });
    const poor = position({ step: 'precombat_main', players: [{ hand: ['Lightning Bolt'], battlefield: ['Forest'] }, {}] });
    expect(refusal(poor.game, { type: 'cast', player: 0, card: poor.ids[0]!.hand[0]!, targets: [{ kind: 'player', id: 1 }] })).toEqual({ code: 'action/cannot_pay', message: "A can't pay {R} for Lightning Bolt" });
  });

  it('CR 601.2h: an additional cost "sacrifice a creature" with no creature', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Fling'], battlefield: ['Mountain', 'Mountain'] }, {}] });
    expect(refusal(game, { type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [{ kind: 'player', id: 1 }] })).toEqual({ code: 'action/cannot_pay', message: 'Fling: sacrifice a creature as an additional cost' });
  });

  it('CR 702.34a: a card without flashback is not cast from a graveyard', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ graveyard: ['Lightning Bolt'], battlefield: ['Mountain'] }, {}] });
    expect(refusal(game, { type: 'cast', player: 0, card: ids[0]!.graveyard[0]!, targets: [{ kind: 'player', id: 1 }] })).toEqual({ code: 'action/not_in_hand', message: "Lightning Bolt has no flashback: it can't be cast from a graveyard (CR 601.2a)" });
  });

  it('CR 602.2, 302.6, 107.5: {T} abilities of a tapped or summoning-sick permanent, and abilities of no permanent', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Forest'], battlefield: [{ card: 'Stuffy Doll', tapped: true }, { card: 'Stuffy Doll', sick: true }] }, {}] });
    const [tapped, sick] = ids[0]!.battlefield as [number, number];
    expect(refusal(game, { type: 'activate', player: 0, source: tapped, ability: 0, targets: [] })).toEqual({ code: 'action/tapped', message: "Stuffy Doll can't pay {T}: it is tapped (CR 107.5)" });
    expect(refusal(game, { type: 'activate', player: 0, source: sick, ability: 0, targets: [] })).toEqual({ code: 'action/summoning_sick', message: "Stuffy Doll can't pay {T}: it has summoning sickness (CR 302.6)" });
    expect(refusal(game, { type: 'activate', player: 0, source: ids[0]!.hand[0]!, ability: 0, targets: [] })).toEqual({ code: 'action/no_source', message: `object #${ids[0]!.hand[0]!} is not on the battlefield` });
    expect(refusal(game, { type: 'activate', player: 0, source: tapped, ability: 5, targets: [] })).toEqual({ code: 'action/no_ability', message: 'Stuffy Doll has no activated ability 5' });
  });
});
