/**
 * Paying mana costs (CR 601.2g-h, 106, 605) in a legal-action listing's trials: planPayment answers only whether the
 * cost can be paid (a frozen plan that pays nothing), by the same search as the plan it makes outside a listing. Its
 * answer must be the plan's, whatever the cost, the pool, the sources and the creatures to convoke.
 */
import { describe, expect, it } from 'vitest';
import { parseManaCost as parse } from '../../../rules/cards/index.ts';
import type { ManaCost } from '../../../rules/cards/types.ts';
import { convokeSources, planPayment } from '../../../rules/magic/costs/mana.ts';
import type { GameCore } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';
import { randomGame } from '../../game/helpers.ts';
import { manaReach } from '../../../rules/magic/actions/mana-reach.ts';

/** A cost from its text (the parser returns its complaint as a string). */
function parseManaCost(text: string): ManaCost {
  const c = parse(text);
  if (typeof c === 'string') throw new Error(c);
  return c;
}

/** planPayment as a submitted action asks it, and as a listing's trial does. */
function both(core: GameCore, run: () => ReturnType<typeof planPayment>): [boolean, boolean] {
  const outside = run() !== null;
  core.probing = new Map();
  try { return [outside, run() !== null]; } finally { core.probing = null; }
}

const COSTS = ['{0}', '{R}', '{1}{R}', '{G}{G}', '{2}{U}{U}', '{W}{U}{B}{R}{G}', '{5}', '{3}{G}{G}', '{X}{R}', '{R/G}{R/G}', '{C}{C}', '{7}{B}{B}'].map(parseManaCost);

describe('601.2g-h: a listing\'s trial asks only whether a cost can be paid', () => {
  it('its answer is the plan\'s at every decision of seeded games, for costs of each shape, with X, extra mana, sources left out, convoke', () => {
    let asked = 0;
    let payable = 0;
    for (const [seed, fullPool] of [[1, true], [2, true], [3, false], [4, true]] as const) {
      const g = randomGame(seed, { objectActors: false, keepLog: false, fullPool });
      g.start();
      for (let i = 0; i < 1500 && g.pending(); i++) {
        const core = g.core;
        const player = g.pending()!.player;
        const convoke = convokeSources(core, player);
        const someSource = core.s.battlefield.find((id) => core.obj(id).controller === player);
        for (const cost of COSTS) {
          const cases: (() => ReturnType<typeof planPayment>)[] = [
            () => planPayment(core, player, cost),
            () => planPayment(core, player, cost, 2, 1),
            () => planPayment(core, player, cost, 0, 0, undefined, [], convoke),
            () => planPayment(core, player, cost, 0, 0, undefined, someSource === undefined ? [] : [someSource]),
            () => planPayment(core, player, cost, 0, 0, someSource === undefined ? [] : [someSource]),
          ];
          for (const run of cases) {
            const [outside, inTrial] = both(core, run);
            expect(inTrial).toBe(outside);
            asked++;
            if (outside) payable++;
          }
        }
        g.step();
      }
      g.dispose();
    }
    // Both answers came up often: the comparison is not of costs that are always (or never) paid.
    expect(payable).toBeGreaterThan(asked / 10);
    expect(asked - payable).toBeGreaterThan(asked / 10);
  });

  it('106.4: a source that makes more than one mana (Mana Vault\'s {C}{C}{C}) pays that much of the generic part, in both', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mana Vault'] }, {}] });
    for (const [text, payable] of [['{3}{R}', true], ['{4}', true], ['{4}{R}', false], ['{3}{R}{R}', false]] as const) {
      expect(both(p.core, () => planPayment(p.core, 0, parseManaCost(text)))).toEqual([payable, payable]);
    }
  });

  it('106.4, 605.1a: counting answers as the search does where it applies (one mana of one kind a permanent) and leaves the rest to it', () => {
    // Basic lands and mana in the pool: counted. Each case is [cost, payable].
    const basics = position({ players: [{ battlefield: ['Mountain', 'Forest', 'Forest'], pool: '{G}' }, {}] });
    for (const [text, payable] of [['{R}{G}{G}{G}', true], ['{3}{R}', true], ['{4}{R}', false], ['{R}{R}', false], ['{C}', false], ['{X}{R}', true]] as const) {
      expect(both(basics.core, () => planPayment(basics.core, 0, parseManaCost(text), 2)), text).toEqual([payable, payable]);
    }
    // Urborg makes each land a Swamp, and a Swamp has "{T}: Add {B}" (CR 305.6): the Mountain has two mana abilities,
    // one permanent that taps once for {R} or {B}; counted as two sources, {R}{B}{B} would look payable.
    const urborg = position({ players: [{ battlefield: ['Mountain', 'Urborg, Tomb of Yawgmoth'] }, {}] });
    for (const [text, payable] of [['{R}{B}', true], ['{B}{B}', true], ['{R}{B}{B}', false], ['{2}{B}', false], ['{R}{R}', false]] as const) {
      expect(both(urborg.core, () => planPayment(urborg.core, 0, parseManaCost(text))), text).toEqual([payable, payable]);
    }
    // A source with a choice of kinds (Coastal Tower) and hybrid pips: searched.
    const tower = position({ players: [{ battlefield: ['Coastal Tower', 'Mountain'] }, {}] });
    for (const [text, payable] of [['{W}{R}', true], ['{U}{R}', true], ['{W}{U}', false], ['{R/W}{R/U}', true], ['{R/G}{R/G}', false]] as const) {
      expect(both(tower.core, () => planPayment(tower.core, 0, parseManaCost(text))), text).toEqual([payable, payable]);
    }
  });

  it('the answer for a payable cost is a plan that pays nothing and cannot be paid with (it is frozen)', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Forest'] }, {}] });
    p.core.probing = new Map();
    const plan = planPayment(p.core, 0, parseManaCost('{1}{R}'));
    p.core.probing = null;
    expect(plan).not.toBeNull();
    expect(plan!.taps).toEqual([]);
    expect(() => plan!.fromPool.push('R')).toThrow(TypeError);
    // Outside a trial, the plan taps both lands.
    expect(planPayment(p.core, 0, parseManaCost('{1}{R}'))!.taps.map((t) => t.symbol).sort()).toEqual(['G', 'R']);
  });
});

describe('106.4, 605.1a: the mana in reach, the bound a listing compares costs against', () => {
  it('adds one activation of each untapped source: each colour it could make, its biggest option in all', () => {
    const p = position({
      players: [{ battlefield: ['Coastal Tower', 'Mountain', 'Mountain', { card: 'Forest', tapped: true }, { card: 'Llanowar Elves', sick: true }], pool: '{G}{C}' }, {}],
    });
    // W, U, B, R, G, C: the Tower's W or U both count, the Mountains' R twice, the pool's G and C; the tapped Forest
    // and the summoning-sick Elves add nothing.
    expect(manaReach(p.core, 0)).toEqual({ total: 5, most: [1, 1, 0, 2, 1, 1] });
    expect(manaReach(p.core, 1)).toEqual({ total: 0, most: [0, 0, 0, 0, 0, 0] });
  });
});
