/**
 * The state-based actions' skipped walk (rules/magic/sba/index.ts): before each priority the flow skips the actions
 * that look at permanents while nothing they read has changed since they last found nothing. Two changes announce
 * themselves by no touch of the game, and the remembered check must still see them: a player leaving the game
 * (CR 800.4a; an Aura on that player, 704.5m) and a life total that a static ability's condition reads (CR 611.3a;
 * the creature's toughness, 704.5g).
 */
import { describe, expect, it } from 'vitest';
import { lifePumped as lifePumpedCard } from '../layers/test-cards.ts';
import { checkStateBasedActions, emit } from '../../../rules/index.ts';
import type { GameEvent } from '../../../rules/index.ts';
import { P, position } from '../../helpers/position.ts';

const lifePumped = lifePumpedCard();

describe('the remembered check sees what no touch announces (CR 704.3)', () => {
  it('CR 704.5m, 800.4a: a Curse on a player who loses (owning nothing) goes to the graveyard at the next remembered check', () => {
    const p = position({ players: [{ hand: ['Curse of the Pierced Heart'], pool: '{R}{R}' }, {}, {}] });
    p.cast(0, 'Curse of the Pierced Heart', { targets: [P(2)] }).resolve();
    expect(p.obj('Curse of the Pierced Heart').enchantedPlayer).toBe(2);
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    const version = p.core.version;
    emit(p.core, { type: 'lose', player: 2, reason: 'test' } as GameEvent);
    expect(p.s.players[2]!.lost).toBe(true);
    expect(p.s.result).toBeNull();
    // Player 2 owned and controlled nothing: leaving the game touched nothing.
    expect(p.core.version).toBe(version);
    expect(checkStateBasedActions(p.core, true)).toBe(true);
    expect(p.zoneOf('Curse of the Pierced Heart')).toBe('graveyard');
  });

  it('CR 704.5g, 611.3a: a creature whose toughness falls with its controller\'s life total dies of the damage already marked', () => {
    const p = position({ extraCards: [lifePumped], players: [{ life: 25, battlefield: ['Life Pumped'] }, {}] });
    p.obj('Life Pumped').damage = 3;   // 4/4 at 25 life: it survives
    p.core.touch();
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    expect(p.zoneOf('Life Pumped')).toBe('battlefield');
    const version = p.core.version;
    emit(p.core, { type: 'life', player: 0, amount: -1 } as GameEvent);
    expect(p.core.version).toBe(version);
    expect(p.pt('Life Pumped')).toBe('2/2');
    expect(checkStateBasedActions(p.core, true)).toBe(true);
    expect(p.zoneOf('Life Pumped')).toBe('graveyard');
  });
});
