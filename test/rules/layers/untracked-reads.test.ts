/**
 * The layer cache and what no change of the battlefield announces (rules/magic/layers/compute.ts, `events`): a static
 * ability's condition, a `where` and a characteristic-defining ability apply continuously (CR 611.3a, 604.3), so a
 * value that reads a life total, a hand or an object's tapped status follows it as soon as it changes.
 */
import { describe, expect, it } from 'vitest';
import { lifePumped as lifePumpedCard } from './test-cards.ts';
import { parseCard } from '../../../rules/cards/index.ts';
import { characteristics, emit } from '../../../rules/index.ts';
import type { GameEvent } from '../../../rules/index.ts';
import { cleanupStep } from '../../../rules/magic/flow/turn-actions.ts';
import { readsUntracked } from '../../../rules/magic/select/expr-context.ts';
import { position } from '../../helpers/position.ts';

const lifePumped = lifePumpedCard();

const handMaro = parseCard(`
name: Hand Maro
cost: "{2}{G}"
type: Creature — Avatar
pt: "*/*"
pt_defined_by: "you.hand_size"
text: Hand Maro's power and toughness are each equal to the number of cards in your hand.
`, 'test/rules/layers/hand-maro.yaml');

const restfulLord = parseCard(`
name: Restful Lord
cost: "{1}{W}"
type: Creature — Human
pt: 1/1
text: Untapped creatures you control get +1/+1.
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, where: "not it.tapped" } }] }
`, 'test/rules/layers/restful-lord.yaml');

const woundedFool = parseCard(`
name: Wounded Fool
cost: "{1}{R}"
type: Creature — Human
pt: 1/1
text: Damaged creatures get -1/-0.
abilities:
  - static: { effects: [{ pump: [-1, 0], to: { all: creature, where: "it.damage > 0" } }] }
`, 'test/rules/layers/wounded-fool.yaml');

const setup = () => position({
  extraCards: [lifePumped, handMaro, restfulLord],
  players: [{ battlefield: ['Life Pumped', 'Hand Maro', 'Grizzly Bears'], hand: ['Forest', 'Forest'], library: ['Forest', 'Forest', 'Forest'] }, {}],
});
const power = (p: ReturnType<typeof setup>, name: string) => characteristics(p.core, p.id(name))!.power;
const happen = (p: ReturnType<typeof setup>, ev: GameEvent) => emit(p.core, ev);

describe('characteristics that read more than the battlefield', () => {
  it('CR 611.3a: "as long as you have 25 or more life" turns on when life is gained and off when it is lost', () => {
    const p = setup();
    expect(power(p, 'Life Pumped')).toBe(2);
    happen(p, { type: 'life', player: 0, amount: 5 } as GameEvent);
    expect(power(p, 'Life Pumped')).toBe(4);
    happen(p, { type: 'life', player: 0, amount: -1 } as GameEvent);
    expect(power(p, 'Life Pumped')).toBe(2);
  });

  it('CR 604.3: a power and toughness equal to the cards in hand follow each draw', () => {
    const p = setup();
    expect(power(p, 'Hand Maro')).toBe(2);
    happen(p, { type: 'draw', player: 0 } as GameEvent);
    expect(p.s.players[0]!.hand).toHaveLength(3);
    expect(characteristics(p.core, p.id('Hand Maro'))).toMatchObject({ power: 3, toughness: 3 });
  });

  it('CR 611.3a: "untapped creatures you control" stops applying to a creature as it taps', () => {
    const p = position({ extraCards: [restfulLord], players: [{ battlefield: ['Restful Lord', 'Grizzly Bears'] }, {}] });
    expect(characteristics(p.core, p.id('Grizzly Bears'))!.power).toBe(3);
    happen(p, { type: 'tap', object: p.id('Grizzly Bears') } as GameEvent);
    expect(p.obj('Grizzly Bears').tapped).toBe(true);
    expect(characteristics(p.core, p.id('Grizzly Bears'))!.power).toBe(2);
    expect(characteristics(p.core, p.id('Restful Lord'))!.power).toBe(2);
  });

  it('CR 514.2: when damage wears off in the cleanup step, "damaged creatures" no longer includes the creature', () => {
    const p = position({ extraCards: [woundedFool], players: [{ battlefield: ['Wounded Fool', 'Hill Giant'] }, {}] });
    const giant = p.id('Hill Giant');
    expect(characteristics(p.core, giant)!.power).toBe(3);
    happen(p, { type: 'damage', source: p.id('Wounded Fool'), target: { kind: 'object', id: giant }, amount: 1, combat: false } as GameEvent);
    expect(p.obj(giant).damage).toBe(1);
    expect(characteristics(p.core, giant)!.power).toBe(2);
    cleanupStep(p.core);
    expect(p.obj(giant).damage).toBe(0);
    expect(characteristics(p.core, giant)!.power).toBe(3);
  });

  it('what reads only the battlefield is kept across events that change nothing there (count(swamp, you), Nightmare)', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Swamp'], library: ['Forest'] }, {}] });
    const first = characteristics(p.core, p.id('Nightmare'));
    expect(first).toMatchObject({ power: 2, toughness: 2 });
    happen(p, { type: 'life', player: 0, amount: 1 } as GameEvent);
    expect(characteristics(p.core, p.id('Nightmare'))).toBe(first);
  });

  it('tells the expressions that may read what no change of the battlefield announces from those that do not', () => {
    for (const src of ['you.life >= 25', 'you.hand_size', 'not it.tapped', 'it.damage > 0', 'opponent.library_size == 0', 'turn > 3', 'spells_cast_last_turn == 0', 'count(swamp, you) + you.poison']) {
      expect(readsUntracked(src), src).toBe(true);
    }
    for (const src of ['count(swamp, you)', 'it.power >= 3', 'total_power(creature, you)', 'it.type(\'creature\')', 'x + 1', 'kicked ? 4 : 2']) {
      expect(readsUntracked(src), src).toBe(false);
    }
  });
});
