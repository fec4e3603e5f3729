/**
 * Which implementation runs an effect (rules/magic/effects/index.ts): the one its `kind` names (the card loader writes
 * it), or else the one its key names; with two such keys in an effect made by code, the first of the implementations'
 * order (EFFECT_IMPLEMENTATIONS); a layered modification without one is a continuous effect (CR 611.2).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../rules/cards/index.ts';
import { EFFECT_IMPLEMENTATIONS } from '../../rules/index.ts';
import { position } from '../helpers/position.ts';

const spell = (name: string, effects: string) => parseCard(`
name: ${name}
cost: "{G}"
type: Instant
text: test
spell:
  effects: ${effects}
`, `test/rules/${name}.yaml`);

const play = (card: ReturnType<typeof spell>) => {
  const p = position({ step: 'precombat_main', extraCards: [card], players: [{ hand: [card.name], battlefield: ['Forest', 'Grizzly Bears'], library: ['Forest', 'Forest'] }, {}] });
  p.cast(0, card.name).resolve();
  return p;
};

describe('the implementation an effect names', () => {
  it('one key: that implementation (draw 1, CR 121.1; gain 2 life, CR 119.5)', () => {
    const drawn = play(spell('One Draw', '[{ draw: 1 }]'));
    expect(drawn.s.players[0]!.hand).toHaveLength(1);
    const gained = play(spell('One Gain', '[{ gain_life: 2 }]'));
    expect(gained.life(0)).toBe(22);
  });

  it('two keys in one effect (refused in a card file, possible in an effect made by code): the first of the implementations\' order, and only that one', () => {
    expect(() => spell('Two Keys', '[{ draw: 1, gain_life: 2 }]')).toThrow(/an effect has one main key, found "draw" and "gain_life"/);
    const names = Object.keys(EFFECT_IMPLEMENTATIONS);
    const first = names.indexOf('draw') < names.indexOf('gain_life') ? 'draw' : 'gain_life';
    for (const [key, value] of [['draw', 1], ['gain_life', 2]] as const) {
      const card = spell('Two Keys', key === 'draw' ? '[{ gain_life: 2 }]' : '[{ draw: 1 }]');
      // An effect made by code: no `kind` (the loader names it), and a second key, in either order of writing.
      const effect = card.spell!.effects[0] as Record<string, unknown>;
      delete effect['kind'];
      effect[key] = value;
      const p = play(card);
      expect(p.s.players[0]!.hand).toHaveLength(first === 'draw' ? 1 : 0);
      expect(p.life(0)).toBe(first === 'draw' ? 20 : 22);
    }
  });

  it('no implementation\'s key: a layered modification is a continuous effect (pump, CR 613.4c)', () => {
    const p = play(spell('Small Growth', '[{ pump: [1, 1], to: { all: creature, controller: you } }]'));
    expect(p.chars('Grizzly Bears').power).toBe(3);
  });
});
