/**
 * Replacement and prevention effects at their edges: a damage source that has left the battlefield (its last known
 * information, CR 702.16e and 608.2h), a player and an object that share a number, a redirection's limits (614.9),
 * counters and life of 0 (no event to replace), the "you" and token forms of "exile it instead", flashback's exile
 * (702.34a), the replacement sources of a kind (614.1), and an app's own replacements (616.1).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import type { GameEvent, Shield } from '../../../rules/index.ts';
import { leaveEvent } from '../../../rules/magic/handlers/relocate.ts';
import { counterReplacements, damageReplacements, lifeReplacements, sourcesOf, zoneChangeReplacements } from '../../../rules/magic/replacement/index.ts';
import { appReplacements } from '../../../rules/interceptors/index.ts';
import { flashbackExile } from '../../../rules/magic/replacement/flashback-exile.ts';
import { testCard } from '../../helpers/test-cards.ts';
import { O, P, position } from '../../helpers/position.ts';

type Damage = Extract<GameEvent, { type: 'damage' }>;
const hit = (source: number, target: Damage['target'], amount = 3): Damage => ({ type: 'damage', source, sourceName: 'x', target, amount, combat: false });

describe('702.16e and 615: protection and shields', () => {
  it('protection uses the last known colours of a source that has left the battlefield; an unknown source has none', () => {
    const p = position({ players: [{ battlefield: ['White Knight'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Drudge Skeletons'] }] });
    const skeletons = p.id('Drudge Skeletons');
    const knight = p.id('White Knight');
    p.cast(0, 'Shock', { targets: [O(skeletons)] }).resolve();
    expect(p.s.objects[skeletons]).toBeUndefined();
    expect(damageReplacements(p.core, hit(skeletons, O(knight))).map((o) => o.id)).toEqual([`protection:${knight}`]);
    expect(damageReplacements(p.core, hit(99999, O(knight)))).toEqual([]);
  });

  it('702.16k: protection from a player prevents damage from a source that player controls now, though another player owns it', () => {
    const p = position({ players: [{ battlefield: ['True-Name Nemesis', 'Hill Giant'] }, { battlefield: ['Grizzly Bears'] }] });
    const nemesis = p.id('True-Name Nemesis');
    const giant = p.id('Hill Giant');
    p.obj(nemesis).chosen = { player: 1 };
    p.s.effects.push({ id: 900, timestamp: 900, source: p.id('Grizzly Bears'), controller: 1, affected: [giant], mod: { gain_control: 1 }, duration: 'permanent' });
    p.core.touch();
    expect(p.obj(giant).controller).toBe(0);
    expect(p.controller(giant)).toBe(1);
    expect(damageReplacements(p.core, hit(giant, O(nemesis))).map((o) => o.id)).toEqual([`protection:${nemesis}`]);
    expect(damageReplacements(p.core, hit(p.id('Grizzly Bears'), O(nemesis))).map((o) => o.id)).toEqual([`protection:${nemesis}`]);
  });

  it('damage to an object that is not in the game has nothing to replace it, and its affected player is player 0', () => {
    const p = position({ players: [{}, { battlefield: ['Drudge Skeletons'] }] });
    p.s.shields.push({ id: 900, kind: 'prevent_all_combat', object: null, player: null, amount: Infinity, duration: 'end_of_turn', source: p.id('Drudge Skeletons') });
    const options = damageReplacements(p.core, { ...hit(p.id('Drudge Skeletons'), O(99999)), combat: true });
    expect(options.map((o) => [o.id, o.chooser])).toEqual([['shield:900', 0]]);
  });

  it('a player is not the object of the same number: player 1 gets neither object 1\'s protection nor a shield on object 1', () => {
    const p = position({ players: [{ battlefield: ['White Knight'] }, { battlefield: ['Drudge Skeletons'] }] });
    const knight = p.id('White Knight');
    expect(knight).toBe(1);
    const skeletons = p.id('Drudge Skeletons');
    p.s.shields.push({ id: 900, kind: 'prevent', object: knight, player: null, amount: 3, duration: 'end_of_turn', source: skeletons });
    expect(damageReplacements(p.core, hit(skeletons, P(1)))).toEqual([]);
    // And a "source of your choice" shield of player 1 does not prevent that source's damage to object 1.
    p.s.shields.push({ id: 901, kind: 'prevent_source', object: null, player: 1, amount: 1, duration: 'end_of_turn', source: skeletons, from: skeletons } as Shield);
    expect(damageReplacements(p.core, hit(skeletons, O(knight))).map((o) => o.id)).toEqual([`protection:${knight}`, 'shield:900']);
  });
});

describe('614.9: what a redirection covers', () => {
  it('Pariah redirects damage to its controller only: not damage to another creature they control, nor to the enchanted creature', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant', { card: 'Pariah', attachedTo: 'Grizzly Bears' }], graveyard: ['Craw Wurm'] }, { battlefield: ['Drudge Skeletons'] }] });
    const src = p.id('Drudge Skeletons');
    expect(damageReplacements(p.core, hit(src, P(0))).map((o) => o.id)).toEqual([`redirect:${p.id('Pariah')}`]);
    expect(damageReplacements(p.core, hit(src, O(p.id('Hill Giant'))))).toEqual([]);
    expect(damageReplacements(p.core, hit(src, O(p.id('Grizzly Bears'))))).toEqual([]);
    expect(damageReplacements(p.core, hit(src, O(p.id('Craw Wurm'))))).toEqual([]);
  });

  it('Palisade Giant: damage to another creature of its controller is redirected, not damage to an object not in the game', () => {
    const p = position({ players: [{ battlefield: ['Palisade Giant', 'Hill Giant'] }, { battlefield: ['Drudge Skeletons'] }] });
    const src = p.id('Drudge Skeletons');
    expect(damageReplacements(p.core, hit(src, O(p.id('Hill Giant')))).map((o) => o.id)).toEqual([`redirect:${p.id('Palisade Giant')}`]);
    expect(damageReplacements(p.core, hit(src, O(99999)))).toEqual([]);
  });
});

describe('614.1: no event to replace, and what is not a permanent', () => {
  it('putting 0 counters, or gaining 0 life, is replaced by nothing', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Grizzly Bears'] }, {}] });
    expect(counterReplacements(p.core, { type: 'counter', object: p.id('Grizzly Bears'), kind: '+1/+1', amount: 0 })).toEqual([]);
    expect(counterReplacements(p.core, { type: 'counter', object: p.id('Grizzly Bears'), kind: '+1/+1', amount: 1 })).toHaveLength(1);
    p.s.shields.push({ id: 900, kind: 'no_lifegain', object: null, player: null, amount: 0, duration: 'end_of_turn', source: p.id('Doubling Season') });
    expect(lifeReplacements(p.core, { type: 'life', player: 0, amount: 0 })).toEqual([]);
  });

  it('Doubling Season doubles counters on a permanent only: not on a creature spell, nor on an object not in the game', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, {}] });
    p.cast(0, 'Grizzly Bears');
    const spell = p.id('Grizzly Bears', { zone: 'stack' });
    expect(counterReplacements(p.core, { type: 'counter', object: spell, kind: '+1/+1', amount: 1 })).toEqual([]);
    expect(counterReplacements(p.core, { type: 'counter', object: 99999, kind: '+1/+1', amount: 1 })).toEqual([]);
  });
});

const selfLeyline = parseCard(`
name: Test Self Leyline
cost: "{2}{B}"
type: Enchantment
text: If a card would be put into your graveyard from anywhere, exile it instead.
abilities:
  - replacement: { graveyard_to_exile: { owner: you } }
`, 'test/rules/replacement/test-self-leyline.yaml');

describe('614.1: "exile it instead": whose cards, and tokens', () => {
  it('"your graveyard": only the cards of its controller', () => {
    const p = position({ extraCards: [selfLeyline], players: [{ battlefield: ['Test Self Leyline', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    const leyline = p.id('Test Self Leyline');
    expect(zoneChangeReplacements(p.core, leaveEvent(p.core, p.id('Grizzly Bears'), 'graveyard', 'destroy')).map((o) => o.id)).toEqual([`exile:${leyline}`]);
    expect(zoneChangeReplacements(p.core, leaveEvent(p.core, p.id('Hill Giant'), 'graveyard', 'destroy'))).toEqual([]);
  });

  it('a token: Leyline of the Void ("a card") lets it go; Rest in Peace ("a card or token") exiles it', () => {
    const p = position({ players: [{ battlefield: ['Leyline of the Void'] }, { battlefield: [{ card: 'Soldier Token', token: true }] }] });
    const token = p.id('Soldier Token');
    expect(zoneChangeReplacements(p.core, leaveEvent(p.core, token, 'graveyard', 'destroy'))).toEqual([]);
    const q = position({ players: [{ battlefield: ['Rest in Peace'] }, { battlefield: [{ card: 'Soldier Token', token: true }] }] });
    expect(zoneChangeReplacements(q.core, leaveEvent(q.core, q.id('Soldier Token'), 'graveyard', 'destroy')).map((o) => o.id)).toEqual([`exile:${q.id('Rest in Peace')}`]);
  });

  it('a zone change of an object no longer in the game still goes by the event\'s owner', () => {
    const p = position({ players: [{ battlefield: ['Leyline of the Void'] }, {}] });
    const ev: GameEvent = { type: 'zone_change', object: 99999, oldId: null, card: 'Grizzly Bears', from: 'battlefield', to: 'graveyard', owner: 1, controller: 1, cause: 'destroy' };
    expect(zoneChangeReplacements(p.core, ev).map((o) => [o.id, o.chooser])).toEqual([[`exile:${p.id('Leyline of the Void')}`, 1]]);
  });
});

const echoShock = parseCard(`
name: Echo Shock
cost: "{R}"
type: Instant
text: Echo Shock deals 2 damage to any target. Flashback {1}{R}
spell:
  flashback: "{1}{R}"
  targets: [any]
  effects: [{ damage: 2, to: target }]
`, 'test/rules/replacement/echo-shock.yaml');

describe('702.34a: a spell cast with flashback is exiled instead of going anywhere else', () => {
  it('leaving the stack for the graveyard or the hand: exile instead, its owner choosing; going to exile already: nothing to replace', () => {
    const p = position({ extraCards: [echoShock], players: [{ battlefield: ['Mountain', 'Mountain'], graveyard: ['Echo Shock'] }, {}] });
    p.submit({ type: 'cast', player: 0, card: p.id('Echo Shock'), targets: [P(1)], altCost: 'Flashback {1}{R}' });
    const spell = p.id('Echo Shock', { zone: 'stack' });
    const shown = (to: 'graveyard' | 'hand' | 'exile') => flashbackExile(p.core, leaveEvent(p.core, spell, to, 'resolve')).map(({ id, description, self, chooser }) => ({ id, description, self, chooser }));
    const option = { id: `flashback:${spell}`, description: 'Echo Shock: flashback, exile instead', self: false, chooser: 0 };
    expect(shown('graveyard')).toEqual([option]);
    expect(shown('hand')).toEqual([option]);
    expect(shown('exile')).toEqual([]);
    expect(zoneChangeReplacements(p.core, leaveEvent(p.core, spell, 'hand', 'bounce')).map((o) => o.id)).toEqual([option.id]);
  });

  it('a spell cast from hand, and an object not in the game, are not exiled', () => {
    const p = position({ extraCards: [echoShock], players: [{ battlefield: ['Mountain'], hand: ['Echo Shock'] }, {}] });
    p.cast(0, 'Echo Shock', { targets: [P(1)] });
    expect(flashbackExile(p.core, leaveEvent(p.core, p.id('Echo Shock', { zone: 'stack' }), 'graveyard', 'resolve'))).toEqual([]);
    const gone: GameEvent = { type: 'zone_change', object: 99999, oldId: null, card: 'Echo Shock', from: 'stack', to: 'graveyard', owner: 0, controller: 0, cause: 'resolve' };
    expect(flashbackExile(p.core, gone)).toEqual([]);
  });
});

describe('614.1: the sources of a kind of replacement', () => {
  it('only the permanents with that replacement: not a permanent with a trigger on the same event, nor an app\'s interceptor', () => {
    const p = position({ extraCards: [testCard.damageWatcher], players: [{ battlefield: ['Damage Watcher', 'Dictate of the Twin Gods', 'Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'damage', kind: 'transform', source: p.id('Grizzly Bears'), handler: (e) => e });
    expect(sourcesOf(p.core, 'double_damage').map((r) => r.name)).toEqual(['Dictate of the Twin Gods']);
    expect(sourcesOf(p.core, 'no_such_replacement')).toEqual([]);
  });
});

describe('616.1: an app\'s replacements', () => {
  it('its filter decides where it applies; its chooser, when given, orders; returning null replaces the event with nothing', () => {
    const p = position({ players: [{}, {}] });
    p.game.intercept({ on: 'life', kind: 'transform', description: 'no gain for P1', chooser: 0, filter: (e) => e.player === 1, handler: () => null });
    p.game.intercept({ on: 'life', kind: 'prevent', description: 'halve', handler: (e) => ({ ...e, amount: Math.floor(e.amount / 2) }) });
    const gain = (player: number): GameEvent => ({ type: 'life', player, amount: 4 });
    const forP1 = appReplacements(p.core, gain(1));
    expect(forP1.map((o) => [o.description, o.chooser, o.self])).toEqual([['no gain for P1', 0, false], ['halve', 1, false]]);
    expect(new Set(forP1.map((o) => o.id)).size).toBe(2);
    expect(forP1.every((o) => o.id.startsWith('app:'))).toBe(true);
    expect(appReplacements(p.core, gain(0)).map((o) => o.description)).toEqual(['halve']);
    expect(forP1[0]!.apply(gain(1))).toEqual([]);
    expect(forP1[1]!.apply(gain(1))).toEqual([{ type: 'life', player: 1, amount: 2 }]);
  });
});
