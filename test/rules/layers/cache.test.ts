/**
 * The layer cache (rules/magic/layers/compute.ts, CR 613) when the only change is permanents entering (`core.entered`)
 * or combat (`core.touch('combat')`), a permanent leaving that no effect comes from (`core.left`), a resolved effect
 * beginning or ending (`core.touch('effects')`), or a permanent's counters or attachment (`core.changedAlone`): the
 * values it keeps, extends, shortens or computes again for a few objects equal a computation from scratch, the others
 * keep their objects, the newcomers get their counters (613.4c), their keyword and mana abilities, and an app's query
 * interceptors; many alike newcomers are kept as one run (rules/magic/layers/runs.ts).
 */
import { describe, expect, it } from 'vitest';
import { addObject, battlefieldCharacteristics, checkStateBasedActions, cleanupStep, emit } from '../../../rules/index.ts';
import type { ObjectId, PlayerId } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';
import { enter, leave } from '../../helpers/cache-moves.ts';
import { lifePumped, ogreBanner, ogreMask, proudBeast, wingLord as testWingLord } from './test-cards.ts';
import type { Position } from '../../helpers/position.ts';
import { RUN_MIN, RunMap } from '../../../rules/magic/layers/runs.ts';

/** The ids of the runs the cached characteristics keep (none in a plain Map). */
const runsIn = (m: ReadonlyMap<ObjectId, unknown>): ObjectId[][] => RunMap.partsOf(m as RunMap).flatMap((part) => ('like' in part ? [[...part.ids]] : []));



describe('613: a permanent entering that no effect applies to is added to the cached values', () => {
  it('613.4c: with +1/+1 counters, it has them; the others keep their values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 1, { '+1/+1': 2 });
    expect(p.pt(giant)).toBe('5/5');   // its own 3/3 and two counters; the opponent's Anthem does not apply
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('one after another: each time the others keep their values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 1);
    expect(p.pt(giant)).toBe('3/3');
    const giantChars = p.chars(giant);
    const wolf = enter(p, 'Young Wolf', 1);
    expect(p.pt(wolf)).toBe('1/1');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    expect(p.chars(giant)).toBe(giantChars);
    sameAsScratch(p);
  });

  it('entering out of id order (ids of one and two digits): both are added', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    // Make the next two ids 9 and 10 (or 99 and 100), which sort differently as numbers and as strings.
    const boundary = 10 ** String(p.core.s.nextId).length - 1;
    while (p.core.s.nextId < boundary) p.core.s.players[0]!.library.push(addObject(p.core.s, 'Island', 0, 'library').id);
    const low = addObject(p.core.s, 'Hill Giant', 1, 'battlefield');
    const high = addObject(p.core.s, 'Young Wolf', 1, 'battlefield');
    expect([low.id, high.id]).toEqual([boundary, boundary + 1]);
    p.core.s.battlefield.push(high.id, low.id);
    p.core.entered(high.id);
    p.core.entered(low.id);
    expect(p.pt(low.id)).toBe('3/3');
    expect(p.pt(high.id)).toBe('1/1');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('702.26b: a phased-out permanent stays out of the values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, {}] });
    p.obj('Hill Giant').phasedOut = true;
    p.core.touch();
    const bears = p.chars('Grizzly Bears');
    expect(battlefieldCharacteristics(p.core).has(p.id('Hill Giant'))).toBe(false);
    const wolf = enter(p, 'Young Wolf', 0);
    expect(p.pt(wolf)).toBe('1/1');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    expect(battlefieldCharacteristics(p.core).has(p.id('Hill Giant'))).toBe(false);
    sameAsScratch(p);
  });

  it('611.2c: a resolved effect does not apply to it (its objects were fixed); an unattached Equipment applies to nothing', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Basilisk Collar'] }, {}] });
    const id = p.id('Grizzly Bears');
    p.core.s.effects.push({ id: 900, timestamp: 900, source: id, controller: 0, affected: [id], mod: { pump: [3, 3] }, duration: 'permanent' });
    p.core.touch();
    const bears = p.chars(id);
    expect(p.pt(id)).toBe('5/5');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('3/3');
    expect(p.chars(giant).keywords).toEqual([]);
    expect(p.chars(id)).toBe(bears);
    sameAsScratch(p);
  });

  it('one newcomer is computed on its own: it keeps one object from one reading to the next', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    const bear = enter(p, 'Grizzly Bears', 0, {}, true);
    expect(p.chars(bear)).toBe(p.chars(bear));
    sameAsScratch(p);
  });

  it('RUN_MIN (64) alike tokens are kept as one run: their lists are shared, their values are a full computation\'s', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const tokens = Array.from({ length: RUN_MIN }, () => enter(p, 'Hill Giant', 1, {}, true));
    const all = battlefieldCharacteristics(p.core);
    expect(runsIn(all)).toEqual([tokens]);
    expect(all.get(tokens[0]!)!.types).toBe(all.get(tokens[RUN_MIN - 1]!)!.types);
    expect(tokens.map((t) => p.pt(t))).toEqual(tokens.map(() => '3/3'));
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('fewer than RUN_MIN newcomers at once (a bot\'s loop of 20) are computed one by one: no run, the plain Map kept', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    Array.from({ length: RUN_MIN - 1 }, () => enter(p, 'Hill Giant', 1, {}, true));
    const all = battlefieldCharacteristics(p.core);
    expect(runsIn(all)).toEqual([]);
    expect(Object.getPrototypeOf(all)).toBe(Map.prototype);
    sameAsScratch(p);
  });

  it('an app\'s query interceptor on toughness applies to the newcomer', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'toughness', kind: 'query', handler: (v) => v + 2 });
    expect(p.pt('Grizzly Bears')).toBe('2/4');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('3/5');
    sameAsScratch(p);
  });

  it('an app\'s query interceptor on power applies to the newcomer', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', handler: (v) => v + 2 });
    expect(p.pt('Grizzly Bears')).toBe('4/2');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('5/3');
    sameAsScratch(p);
  });
});

describe('613: a combat-only change keeps the values unless an effect reads combat', () => {
  it('with a characteristic-defining ability (Nightmare) the values are kept', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Grizzly Bears'] }, {}] });
    const nightmare = p.chars('Nightmare');
    expect(p.pt('Nightmare')).toBe('1/1');
    p.core.touch('combat');
    expect(p.chars('Nightmare')).toBe(nightmare);
    sameAsScratch(p);
  });

  it('with a computed P/T (Opalescence: base P/T equal to its mana value) the values are kept: an expression has no word for combat', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Glorious Anthem', 'Grizzly Bears'] }, {}] });
    const anthem = p.chars('Glorious Anthem');
    expect(p.pt('Glorious Anthem')).toBe('4/4');   // 3/3 from its mana value (613.4b), +1/+1 from itself (613.4c)
    p.core.touch('combat');
    expect(p.chars('Glorious Anthem')).toBe(anthem);
    sameAsScratch(p);
  });

  it('with a condition ("as long as its power is 3 or greater") the values are kept', () => {
    const proud = proudBeast(3);
    const p = position({ extraCards: [proud], players: [{ battlefield: ['Proud Beast'] }, {}] });
    const beast = p.chars('Proud Beast');
    expect(p.pt('Proud Beast')).toBe('3/4');
    p.core.touch('combat');
    expect(p.chars('Proud Beast')).toBe(beast);
    sameAsScratch(p);
  });

  it('506.4: with War Horn (attacking creatures you control get +1/+0) only what it adds moves: the attacker gets it, the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Glorious Anthem', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    const id = p.id('Grizzly Bears');
    p.core.s.combat = { attackers: [{ id, target: { kind: 'player', id: 1 } }], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: true, blocksDeclared: false };
    p.core.touch('combat');
    expect(p.pt('Grizzly Bears')).toBe('4/3');   // 2/2, +1/+1 (Anthem), +1/+0 (War Horn): 613.4c
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
    p.core.s.combat = null;   // combat over (CR 506.4: no longer attacking)
    p.core.touch('combat');
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('613.4d: with a switch of power and toughness after it (About Face) everything is computed again, and right', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears', 'Hill Giant'], hand: ['About Face'], pool: '{R}' }, {}], turn: 1, step: 'precombat_main' });
    p.cast(0, 'About Face', { targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
    const giant = p.chars('Hill Giant');
    const id = p.id('Grizzly Bears');
    p.core.s.combat = { attackers: [{ id, target: { kind: 'player', id: 1 } }], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: true, blocksDeclared: false };
    p.core.touch('combat');
    expect(p.pt('Grizzly Bears')).toBe('2/3');   // 2/2, +1/+0 in 7c, then switched in 7d
    expect(p.chars('Hill Giant')).not.toBe(giant);
    sameAsScratch(p);
  });
});

/**
 * Giant Growth cast on Grizzly Bears and resolved: the Bears have `grown`, the Hill Giant keeps its record, the values
 * equal a computation from scratch; the same after the cleanup step ends it (514.2), the Bears then `after`.
 */
function bearsGrownUntilCleanup(p: Position, grown: string, after: string): void {
  const giant = p.chars('Hill Giant');
  p.cast(0, 'Giant Growth', { targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
  expect(p.pt('Grizzly Bears')).toBe(grown);
  expect(p.chars('Hill Giant')).toBe(giant);
  sameAsScratch(p);
  cleanupStep(p.core);
  expect(p.pt('Grizzly Bears')).toBe(after);
  expect(p.chars('Hill Giant')).toBe(giant);
  sameAsScratch(p);
}

describe('611.2c, 613.7: a resolved effect beginning or ending computes again only the objects it applies to', () => {
  it('613.4c: Giant Growth on one creature under an Anthem: it is 6/6, the others keep their records; at cleanup it ends (514.2)', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    bearsGrownUntilCleanup(p, '6/6', '3/3');   // 2/2, +1/+1, +3/+3; then 2/2, +1/+1
  });

  it('613.1d: Mutavault becomes a 2/2 creature with all creature types; an Anthem then applies to it; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Mutavault', 'Grizzly Bears'], pool: '{1}' }, {}], turn: 1, step: 'precombat_main' });
    const bears = p.chars('Grizzly Bears');
    p.activate(0, 'Mutavault', 1).resolve();
    const vault = p.chars('Mutavault');
    expect(vault.types).toEqual(['Land', 'Creature']);
    expect(vault.subtypes).toContain('AllCreatureTypes');
    expect(p.pt('Mutavault')).toBe('3/3');   // set to 2/2 in 7b, +1/+1 in 7c
    expect(vault.abilities.map((a) => a.text)).toEqual(p.core.def(p.obj('Mutavault')).abilities.map((a) => a.text));
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
    cleanupStep(p.core);
    expect(p.chars('Mutavault').types).toEqual(['Land']);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.1b: gaining control (Act of Treason, layer 2) computes everything again, and right', () => {
    const p = position({ players: [{ hand: ['Act of Treason'], pool: '{R}{R}{R}', battlefield: ['Glorious Anthem'] }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }], turn: 1, step: 'precombat_main' });
    const giant = p.chars('Hill Giant');
    p.cast(0, 'Act of Treason', { targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('3/3');   // now under the Anthem's controller
    expect(p.chars('Hill Giant')).not.toBe(giant);
    sameAsScratch(p);
  });

  it('613.8a: with effects of layer 4 that may depend on each other (Blood Moon, Urborg), a pump (7c) is computed on its creature alone, layer 4 in the order the full computation kept', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    bearsGrownUntilCleanup(p, '5/5', '2/2');
  });

  it('613.8a: Life and Limb (earlier) depends on Yavimaya (later), which makes every land a Forest: a Mountain pumped is a 1/1 Saproling creature +3/+3, computed alone in the kept order, not in timestamp order', () => {
    const p = position({ players: [{ battlefield: ['Life and Limb', 'Yavimaya, Cradle of Growth', 'Mountain', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    const mountain = p.chars('Mountain');
    expect(mountain.types).toEqual(['Land', 'Creature']);
    expect(mountain.subtypes).toEqual(['Mountain', 'Forest', 'Saproling']);
    const giant = p.chars('Hill Giant');
    p.cast(0, 'Giant Growth', { targets: [{ kind: 'object', id: p.id('Mountain') }] }).resolve();
    expect(p.pt('Mountain')).toBe('4/4');   // Life and Limb's 1/1 (7b), +3/+3 (7c)
    expect(p.chars('Mountain').subtypes).toEqual(['Mountain', 'Forest', 'Saproling']);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('613.8a: an effect in layer 4 itself (Turn to Frog) beside effects of layer 4 that may depend on each other computes everything again, and right', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears', 'Hill Giant'], hand: ['Turn to Frog'], pool: '{1}{U}' }, {}], turn: 1, step: 'precombat_main' });
    const giant = p.chars('Hill Giant');
    p.cast(0, 'Turn to Frog', { targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('1/1');
    expect(p.chars('Grizzly Bears').subtypes).toEqual(['Frog']);
    expect(p.chars('Hill Giant')).not.toBe(giant);
    sameAsScratch(p);
  });

  it('613.8a: the kept order outlives a creature entering that no effect applies to: a pump after it is still computed alone', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    const giant = p.chars('Hill Giant');
    const elf = enter(p, 'Llanowar Elves', 0);
    expect(p.chars('Hill Giant')).toBe(giant);
    const elves = p.chars(elf);
    p.cast(0, 'Giant Growth', { targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    expect(p.chars('Hill Giant')).toBe(giant);
    expect(p.chars(elf)).toBe(elves);
    sameAsScratch(p);
  });
});

describe('613: a prevention or regeneration shield (CR 615, 701.19) changes no characteristic: the values are kept', () => {
  it('701.19a: River Boa regenerates; the values are the same objects, and equal a full computation', () => {
    const p = position({ players: [{ battlefield: ['River Boa', 'Glorious Anthem', 'Forest'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    const boa = p.chars('River Boa');
    const version = p.core.version;
    p.activate(0, 'River Boa', 0).resolve();
    expect(p.obj('River Boa').regenShields).toBe(1);
    expect(p.core.version).toBeGreaterThan(version);   // other caches keyed on the version see the shield
    expect(p.chars('River Boa')).toBe(boa);
    sameAsScratch(p);
  });

  it('615.7: Healing Salve\'s prevention shield keeps the values; the shield still prevents', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Healing Salve'], pool: '{W}' }, { battlefield: ['Hill Giant'] }], turn: 1, step: 'precombat_main' });
    const bears = p.chars('Grizzly Bears');
    p.cast(0, 'Healing Salve', { mode: [1], targets: [{ kind: 'object', id: p.id('Grizzly Bears') }] }).resolve();
    expect(p.core.s.shields).toHaveLength(1);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('an app\'s touch("aside") keeps them; a plain touch computes them again', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    p.core.touch('aside');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    p.core.touch();
    expect(p.chars('Grizzly Bears')).not.toBe(bears);
    sameAsScratch(p);
  });
});

describe('613: RUN_MIN (64) or more newcomers at once (a loop shortcut\'s tokens) equal a full computation', () => {
  const many = (p: Position, card: string, controller: (k: number) => PlayerId = () => 0, counters: (k: number) => Record<string, number> = () => ({})) =>
    Array.from({ length: RUN_MIN }, (_, k) => enter(p, card, controller(k), counters(k), true));

  it('613.4c: one with a counter has it', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    const tokens = many(p, 'Hill Giant', () => 0, (k): Record<string, number> => (k === 7 ? { '+1/+1': 1 } : {}));
    expect(p.pt(tokens[7]!)).toBe('4/4');
    expect(p.pt(tokens[8]!)).toBe('3/3');
    sameAsScratch(p);
  });

  it('tokens of two controllers each have their own', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    const tokens = many(p, 'Hill Giant', (k) => (k % 2) as PlayerId);
    expect(tokens.map((t) => p.chars(t).controller)).toEqual(tokens.map((_, k) => k % 2));
    sameAsScratch(p);
  });

  it('613.4c: an Anthem of their controller applies to them', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem'] }, {}] });
    expect(battlefieldCharacteristics(p.core).size).toBe(1);
    const tokens = many(p, 'Hill Giant');
    expect(tokens.map((t) => p.pt(t))).toEqual(tokens.map(() => '4/4'));
    sameAsScratch(p);
  });

  it('604.3: a characteristic-defining ability counts for each (Nightmare)', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp'] }, {}] });
    p.chars('Swamp');
    const tokens = many(p, 'Nightmare');
    expect(p.pt(tokens[0]!)).toBe('2/2');
    sameAsScratch(p);
  });

  it('611.3a: their static abilities apply to the others (RUN_MIN Glorious Anthems)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    many(p, 'Glorious Anthem');
    expect(p.pt('Grizzly Bears')).toBe(`${2 + RUN_MIN}/${2 + RUN_MIN}`);
    sameAsScratch(p);
  });

  it('305.6, 702.93a: each has the mana ability of its land type and the ability of its keyword', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    const forests = many(p, 'Forest');
    expect(p.chars(forests[3]!).abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.']);
    const wolves = many(p, 'Young Wolf');
    expect(p.chars(wolves[3]!).abilities.map((a) => a.text)).toEqual(['Undying']);
    sameAsScratch(p);
  });

  it('an unattached Equipment (which applies to nothing) does not keep them from being one run', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Basilisk Collar'] }, {}] });
    p.chars('Grizzly Bears');
    const tokens = many(p, 'Hill Giant');
    const all = battlefieldCharacteristics(p.core);
    expect(runsIn(all)).toEqual([tokens]);
    expect(all.get(tokens[0]!)!.types).toBe(all.get(tokens[RUN_MIN - 1]!)!.types);
    sameAsScratch(p);
  });

  it('put onto the battlefield in another order than their ids: the battlefield\'s order is kept', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.chars('Grizzly Bears');
    const objs = Array.from({ length: RUN_MIN }, () => addObject(p.core.s, 'Hill Giant', 0, 'battlefield', true));
    for (const o of [...objs].reverse()) p.core.s.battlefield.push(o.id);
    for (const o of objs) p.core.entered(o.id);
    expect([...battlefieldCharacteristics(p.core).keys()].slice(1)).toEqual(objs.map((o) => o.id).reverse());
    sameAsScratch(p);
  });
});

const wingLord = testWingLord();

describe('613.7: a permanent entering that effects in force apply to is added with them, computed on its own', () => {
  it('613.4c: a creature entering under its controller\'s Anthem gets +1/+1; the others keep their values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.4c: with a +1/+1 counter too, both apply (the effect, then the counter, in layer 7c)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 0, { '+1/+1': 1 });
    expect(p.pt(giant)).toBe('6/6');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.1f: one an ability-granting effect applies to is computed through every layer on its own; the others keep their records', () => {
    const p = position({ extraCards: [wingLord], players: [{ battlefield: ['Grizzly Bears', 'Wing Lord'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.chars(giant).keywords).toContain('flying');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('305.7, 613.1d: a land entering under Urborg is a Swamp too, with its mana ability; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const forest = enter(p, 'Forest', 0);
    expect(p.chars(forest).subtypes).toEqual(['Forest', 'Swamp']);
    expect(p.chars(forest).abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.', '{T}: Add {B}.']);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.7, 613.8a: a land entering under Urborg and Yavimaya (two effects of layer 4 that cannot depend on each other) is a Swamp and a Forest; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Grizzly Bears', 'Mountain'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const mountain = p.chars('Mountain');
    const island = enter(p, 'Island', 0);
    expect(p.chars(island).subtypes).toEqual(['Island', 'Swamp', 'Forest']);
    expect(p.chars(island).abilities.map((a) => a.text)).toEqual(['{T}: Add {U}.', '{T}: Add {B}.', '{T}: Add {G}.']);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    expect(p.chars('Mountain')).toBe(mountain);
    sameAsScratch(p);
  });

  it('506.4: under War Horn a creature entering is added alone; when it attacks, War Horn\'s +1/+0 moves to it, and off it when combat ends', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Glorious Anthem', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
    p.core.s.combat = { attackers: [{ id: giant, target: { kind: 'player', id: 1 } }], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: true, blocksDeclared: false };
    p.core.touch('combat');
    expect(p.pt(giant)).toBe('5/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
    p.core.s.combat = null;
    p.core.touch('combat');
    expect(p.pt(giant)).toBe('4/4');
    sameAsScratch(p);
  });

  it('506.4, 611.2c: under War Horn, Giant Growth on the attacker is computed on it alone, War Horn\'s +1/+0 with it; when combat ends only War Horn\'s goes', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    const id = p.id('Grizzly Bears');
    p.core.s.combat = { attackers: [{ id, target: { kind: 'player', id: 1 } }], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: true, blocksDeclared: false };
    p.core.touch('combat');
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    const giant = p.chars('Hill Giant');
    p.cast(0, 'Giant Growth', { targets: [{ kind: 'object', id }] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('6/5');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
    p.core.s.combat = null;
    p.core.touch('combat');
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    sameAsScratch(p);
  });

  it('613.4b: under Opalescence (each other enchantment\'s P/T is its own mana value) a creature entering is added; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Glorious Anthem', 'Grizzly Bears'] }, {}] });
    const anthem = p.chars('Glorious Anthem');
    const bears = p.chars('Grizzly Bears');
    const giant = enter(p, 'Hill Giant', 0);
    expect(p.pt(giant)).toBe('4/4');
    expect(p.chars('Glorious Anthem')).toBe(anthem);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.1d, 613.4b: under Opalescence an enchantment entering is a creature with its mana value as P/T; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const alarm = enter(p, 'Intruder Alarm', 0);
    expect(p.chars(alarm).types).toEqual(['Enchantment', 'Creature']);
    expect(p.pt(alarm)).toBe('3/3');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.8a: under Blood Moon and Urborg (effects of one layer that may depend on each other) everything is computed again, and right', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const vault = enter(p, 'Mutavault', 0);
    expect(p.chars(vault).subtypes).toEqual(['Mountain']);   // Blood Moon; Urborg has lost its ability (613.8a)
    expect(p.chars('Grizzly Bears')).not.toBe(bears);
    sameAsScratch(p);
  });
});

/**
 * A card put onto the battlefield from its owner's hand through the zone-change handler, with the values read by
 * the handler in between (it asks whether the permanent enters tapped or with counters, CR 614.1c-d, 614.12): the
 * permanent is said to have entered, is taken into the cached values, then changes while entering and is said to
 * have entered again.
 */
function enterFromHand(p: Position, card: string, counters?: Record<string, number>): ObjectId {
  const id = p.id(card, { zone: 'hand' });
  const o = p.core.obj(id);
  emit(p.core, { type: 'zone_change', object: id, oldId: null, card, from: 'hand', to: 'battlefield', owner: o.owner, controller: o.owner, cause: 'put', ...(counters ? { counters } : {}) });
  return p.core.s.battlefield[p.core.s.battlefield.length - 1]!;
}

describe('614.1c-d: a permanent that changes while entering after the cache took it in is a newcomer again', () => {
  it('614.1d: a land that enters tapped (Coastal Tower): the others keep their records', () => {
    const p = position({ players: [{ hand: ['Coastal Tower'], battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const tower = enterFromHand(p, 'Coastal Tower');
    expect(p.core.obj(tower).tapped).toBe(true);
    expect(p.chars(tower).abilities.map((a) => a.text)).toContain('{T}: Add {W} or {U}.');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.4c, 614.1c: a creature entering with +1/+1 counters under an Anthem has both; the others keep their records', () => {
    const p = position({ players: [{ hand: ['Hill Giant'], battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enterFromHand(p, 'Hill Giant', { '+1/+1': 2 });
    expect(p.core.obj(giant).counters['+1/+1']).toBe(2);
    expect(p.pt(giant)).toBe('6/6');   // 3/3, +1/+1 from the Anthem, two counters
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.1f: an ability-granting effect applies to it again: it is computed through every layer on its own', () => {
    const p = position({ extraCards: [wingLord], players: [{ hand: ['Hill Giant'], battlefield: ['Grizzly Bears', 'Wing Lord'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const giant = enterFromHand(p, 'Hill Giant', { '+1/+1': 1 });
    expect(p.chars(giant).keywords).toContain('flying');
    expect(p.pt(giant)).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('707.2: Clone entering as a copy of a creature under an Anthem is that creature, pumped; the others keep their records', () => {
    const p = position({ players: [{ hand: ['Clone'], battlefield: ['Grizzly Bears', 'Hill Giant', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    p.answer('yes_no', true).answer('cards', [p.id('Hill Giant')]);
    const clone = enterFromHand(p, 'Clone');
    expect(p.chars(clone).name).toBe('Hill Giant');
    expect(p.pt(clone)).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('611.3a, 707.2: Clone entering as a copy of a lord brings its static ability: the creatures it grants flying to have it', () => {
    const p = position({ extraCards: [wingLord], players: [{ hand: ['Clone'], battlefield: ['Grizzly Bears', 'Wing Lord'] }, { battlefield: ['Hill Giant'] }] });
    p.answer('yes_no', true).answer('cards', [p.id('Wing Lord')]);
    const clone = enterFromHand(p, 'Clone');
    expect(p.chars(clone).name).toBe('Wing Lord');
    expect(p.chars(clone).keywords).toContain('flying');
    expect(p.chars('Grizzly Bears').keywords).toContain('flying');
    expect(p.chars('Hill Giant').keywords).not.toContain('flying');   // the opponent's
    sameAsScratch(p);
  });

  it('613.8a: under Blood Moon and Urborg (effects of one layer that may depend on each other) everything is computed again, and right', () => {
    const p = position({ players: [{ hand: ['Coastal Tower'], battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const tower = enterFromHand(p, 'Coastal Tower');
    // 305.7, 614.12: Blood Moon makes it a Mountain, which has lost "enters tapped".
    expect(p.chars(tower).subtypes).toEqual(['Mountain']);
    expect(p.core.obj(tower).tapped).toBe(false);
    expect(p.chars('Grizzly Bears')).not.toBe(bears);
    sameAsScratch(p);
  });
});


describe('613: a permanent leaving that no effect applies to or comes from is taken out of the cached values', () => {
  it('the others keep their values, and the values equal a full computation', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, { battlefield: ['Hill Giant', 'Gray Ogre'] }] });
    const bears = p.chars('Grizzly Bears');
    const ogre = p.chars('Gray Ogre');
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    const giant = p.id('Hill Giant');
    leave(p, giant);
    expect(p.core.leftIds).toEqual([giant]);
    expect(battlefieldCharacteristics(p.core).has(giant)).toBe(false);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
  });

  it('613.4c: its counters are no effect: it is taken out all the same', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    const giant = p.id('Hill Giant');
    p.obj(giant).counters = { '+1/+1': 2 };
    p.core.touch();
    expect(p.pt(giant)).toBe('5/5');
    leave(p, giant);
    expect(p.core.leftIds).toEqual([giant]);
    sameAsScratch(p);
  });

  it('613.4c: one that its controller\'s Anthem pumps (a P/T change by what it is) is taken out all the same', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Gray Ogre', 'Glorious Anthem'] }, {}] });
    const ogre = p.chars('Gray Ogre');
    expect(p.pt('Gray Ogre')).toBe('3/3');
    const bears = p.id('Grizzly Bears');
    leave(p, bears);
    expect(p.core.leftIds).toEqual([bears]);
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
  });

  it('613.1f: one that an effect gives an ability to (the only effect of its layer) is taken out all the same: no order of effects depends on it', () => {
    const p = position({ extraCards: [wingLord], players: [{ battlefield: ['Grizzly Bears', 'Gray Ogre', 'Wing Lord'] }, {}] });
    const ogre = p.chars('Gray Ogre');
    expect(ogre.keywords).toContain('flying');
    const bears = p.id('Grizzly Bears');
    leave(p, bears);
    expect(p.core.leftIds).toEqual([bears]);
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
  });

  it('613.7: one that two effects of a layer apply to, which cannot depend on each other (Urborg, Yavimaya), is taken out all the same', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Mountain', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Mountain').subtypes).toEqual(expect.arrayContaining(['Mountain', 'Swamp', 'Forest']));
    const bears = p.chars('Grizzly Bears');
    const mountain = p.id('Mountain');
    leave(p, mountain);
    expect(p.core.leftIds).toEqual([mountain]);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.8a: one that an effect applies to in a layer whose effects may depend on each other (Blood Moon, Yavimaya) makes everything computed again, and right', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Yavimaya, Cradle of Growth', 'Mountain', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    leave(p, p.id('Mountain'));
    expect(p.core.leftIds).toEqual([]);
    expect(p.chars('Grizzly Bears')).not.toBe(bears);
    expect(p.chars('Yavimaya, Cradle of Growth').subtypes).toEqual(['Mountain']);
    sameAsScratch(p);
  });

  it('613.4b: an enchantment that Opalescence makes a 3/3 creature, leaving, is taken out; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Intruder Alarm', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Intruder Alarm')).toBe('3/3');
    const bears = p.chars('Grizzly Bears');
    const alarm = p.id('Intruder Alarm');
    leave(p, alarm);
    expect(p.core.leftIds).toEqual([alarm]);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('611.3a: the source of a static ability leaving: the others lose what it gave', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    leave(p, p.id('Glorious Anthem'));
    expect(p.core.leftIds).toEqual([]);
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    sameAsScratch(p);
  });

  it('611.2c: one that a resolved effect applies to makes everything computed again', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, {}] });
    const id = p.id('Grizzly Bears');
    p.core.s.effects.push({ id: 900, timestamp: 900, source: id, controller: 0, affected: [id], mod: { pump: [3, 3] }, duration: 'permanent' });
    p.core.touch();
    expect(p.pt(id)).toBe('5/5');
    leave(p, id);
    expect(p.core.leftIds).toEqual([]);
    sameAsScratch(p);
  });

  it('301.5: the creature an Equipment equips (the Equipment applies to it alone) is taken out all the same; the Equipment then applies to nothing', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Basilisk Collar', 'Hill Giant'] }, {}] });
    const bears = p.id('Grizzly Bears');
    p.obj(p.id('Basilisk Collar')).attachedTo = bears;
    p.core.touch();
    expect(p.chars(bears).keywords).toContain('deathtouch');
    const giant = p.chars('Hill Giant');
    leave(p, bears);
    expect(p.core.leftIds).toEqual([bears]);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('611.2c: one that a resolved effect of another source applies to (Giant Growth) is taken out all the same', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'], hand: ['Giant Growth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    const giant = p.chars('Hill Giant');
    const bears = p.id('Grizzly Bears');
    leave(p, bears);
    expect(p.core.leftIds).toEqual([bears]);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('one leaving, then another entering before the values are read again: both are seen', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, { battlefield: ['Hill Giant'] }] });
    const bears = p.chars('Grizzly Bears');
    leave(p, p.id('Hill Giant'));
    const ogre = enter(p, 'Gray Ogre', 1);
    expect(p.pt(ogre)).toBe('2/2');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('two leaving one after the other: each is taken out', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant', 'Gray Ogre'] }] });
    const bears = p.chars('Grizzly Bears');
    const giant = p.id('Hill Giant');
    const ogre = p.id('Gray Ogre');
    leave(p, giant);
    leave(p, ogre);
    expect(p.core.leftIds).toEqual([giant, ogre]);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });
});

describe('613.4c, 301.5: counters and attachments change only their permanents: those alone are computed again', () => {
  it('613.4c: a +1/+1 counter on one creature under an Anthem (Battlegrowth): it is 4/4, the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Hill Giant'], hand: ['Battlegrowth'], pool: '{G}' }, {}], turn: 1, step: 'precombat_main' });
    const giant = p.chars('Hill Giant');
    const version = p.core.aloneTouches;
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.core.aloneTouches).toBe(version + 1);
    expect(p.pt('Grizzly Bears')).toBe('4/4');   // 2/2, +1/+1 from the Anthem, a +1/+1 counter (both layer 7c)
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('613.4c: a -1/-1 counter, then the counter removed: each time it alone changes', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    const bears = p.id('Grizzly Bears');
    emit(p.core, { type: 'counter', object: bears, kind: '-1/-1', amount: 1 });
    expect(p.pt(bears)).toBe('1/1');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
    emit(p.core, { type: 'counter', object: bears, kind: '-1/-1', amount: -1 });
    expect(p.pt(bears)).toBe('2/2');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('301.5, 613.7e: Basilisk Collar equipped to one creature, then moved to another: each host computed again, the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Basilisk Collar', 'Grizzly Bears', 'Hill Giant', 'Gray Ogre'], pool: '{C}{C}{C}{C}' }, {}], turn: 1, step: 'precombat_main' });
    const ogre = p.chars('Gray Ogre');
    p.activate(0, 'Basilisk Collar', 0, { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual(expect.arrayContaining(['deathtouch', 'lifelink']));
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
    p.activate(0, 'Basilisk Collar', 0, { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    expect(p.chars('Hill Giant').keywords).toEqual(expect.arrayContaining(['deathtouch', 'lifelink']));
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
  });

  it('613.7e: an Equipment attached anew applies after an earlier effect of its layer on its new creature (its new timestamp)', () => {
    const p = position({ extraCards: [ogreMask()], players: [{ battlefield: ['Ogre Mask', 'Grizzly Bears', 'Hill Giant'], hand: ['Turn to Frog'], pool: '{U}{C}{C}' }, {}], turn: 1, step: 'precombat_main' });
    p.cast(0, 'Turn to Frog', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.pt('Hill Giant')).toBe('1/1');
    const bears = p.chars('Grizzly Bears');
    p.activate(0, 'Ogre Mask', 0, { targets: [p.card('Hill Giant')] }).resolve();
    // Both set base P/T in layer 7b: the Mask's, attached after Turn to Frog resolved, is the later one.
    expect(p.pt('Hill Giant')).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.7e: an Equipment attached anew whose other effect applies to other creatures computes everything again, and right', () => {
    const p = position({ extraCards: [ogreBanner()], players: [{ battlefield: ['Ogre Banner', 'Grizzly Bears', 'Hill Giant'], hand: ['Turn to Frog'], pool: '{U}{C}{C}' }, {}], turn: 1, step: 'precombat_main' });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    p.cast(0, 'Turn to Frog', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('1/1');   // Turn to Frog is later than the Banner
    p.activate(0, 'Ogre Banner', 0, { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('3/3');   // now the Banner is the later one, for the Bears too
    sameAsScratch(p);
  });

  it('613.8a: a counter under Blood Moon and Urborg (effects of layer 4 that may depend on each other) is computed on its creature alone, layer 4 in the kept order', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    emit(p.core, { type: 'counter', object: p.id('Grizzly Bears'), kind: '+1/+1', amount: 2 });
    expect(p.pt('Grizzly Bears')).toBe('4/4');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('613.8a: a counter on a land creature under Life and Limb (earlier) and Yavimaya (later): it keeps the types the dependency order gives it', () => {
    const p = position({ players: [{ battlefield: ['Life and Limb', 'Yavimaya, Cradle of Growth', 'Mountain', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    emit(p.core, { type: 'counter', object: p.id('Mountain'), kind: '+1/+1', amount: 1 });
    expect(p.pt('Mountain')).toBe('2/2');
    expect(p.chars('Mountain').types).toEqual(['Land', 'Creature']);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('611.3a: a counter where an effect has a condition (Life Pumped) computes everything again, and right', () => {
    const p = position({ extraCards: [lifePumped()], players: [{ battlefield: ['Life Pumped', 'Hill Giant'] }, {}] });
    expect(p.pt('Life Pumped')).toBe('2/2');
    const pumped = p.chars('Life Pumped');
    emit(p.core, { type: 'counter', object: p.id('Hill Giant'), kind: '+1/+1', amount: 1 });
    expect(p.pt('Hill Giant')).toBe('4/4');
    expect(p.chars('Life Pumped')).not.toBe(pumped);
    sameAsScratch(p);
  });

  it('704.5n: an Equipment on a permanent that is no creature becomes unattached; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Basilisk Collar', 'Forest', 'Grizzly Bears'] }, {}] });
    p.obj(p.id('Basilisk Collar')).attachedTo = p.id('Forest');
    p.core.touch();
    const bears = p.chars('Grizzly Bears');
    checkStateBasedActions(p.core);
    expect(p.obj(p.id('Basilisk Collar')).attachedTo).toBeNull();
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('701.6a: a spell countered (Counterspell) changes nothing on the battlefield: the same values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'], hand: ['Giant Growth'], pool: '{G}' }, { hand: ['Counterspell'], pool: '{U}{U}' }], turn: 1, step: 'precombat_main' });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Counterspell', { targets: [p.card('Giant Growth')] });
    const before = battlefieldCharacteristics(p.core);
    const touches = p.core.aloneTouches;
    p.resolve();
    expect(p.zoneOf('Giant Growth')).toBe('graveyard');
    expect(p.core.aloneTouches).toBe(touches + 1);
    expect(battlefieldCharacteristics(p.core)).toBe(before);
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    sameAsScratch(p);
  });

  it('704.5d: a token ceasing to exist off the battlefield keeps the same values', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const token = addObject(p.core.s, 'Grizzly Bears', 0, 'graveyard', true);
    p.core.s.players[0]!.graveyard.push(token.id);
    p.core.tokensAway++;
    p.core.touch();
    const before = battlefieldCharacteristics(p.core);
    checkStateBasedActions(p.core);
    expect(p.core.s.objects[token.id]).toBeUndefined();
    expect(battlefieldCharacteristics(p.core)).toBe(before);
    sameAsScratch(p);
  });
});
