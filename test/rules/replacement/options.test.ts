/**
 * The replacement and prevention effects offered for one event, as the affected player sees them when asked to
 * order them (CR 616.1): each option's id (which marks it applied, so that it applies once, 614.5), the text the
 * player reads, who chooses, and that none of them is a self-replacement effect (614.15), which would go first
 * without asking.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Shield } from '../../../rules/index.ts';
import { counterReplacements, damageReplacements, destroyReplacements, lifeReplacements, tokenReplacements, untapReplacements, zoneChangeReplacements } from '../../../rules/magic/replacement/index.ts';
import type { Replacement } from '../../../rules/magic/replacement/index.ts';
import { leaveEvent } from '../../../rules/magic/handlers/relocate.ts';
import { O, P, position } from '../../helpers/position.ts';

type Damage = Extract<GameEvent, { type: 'damage' }>;
const shown = (options: Replacement[]) => options.map(({ id, description, self, chooser }) => ({ id, description, self, chooser }));
const hit = (source: number, target: Damage['target'], amount = 3, combat = false): Damage => ({ type: 'damage', source, sourceName: 'x', target, amount, combat });

describe('616.1: damage replacements and preventions, as offered to the affected player', () => {
  it('protection, "prevent all combat damage", a "prevent the next N" shield and Dictate of the Twin Gods, on one creature', () => {
    const p = position({ players: [{ battlefield: ['White Knight', 'Dictate of the Twin Gods'] }, { battlefield: ['Drudge Skeletons'] }] });
    const knight = p.id('White Knight');
    const dictate = p.id('Dictate of the Twin Gods');
    const shields: Shield[] = [
      { id: 900, kind: 'prevent_all_combat', object: null, player: null, amount: Infinity, duration: 'end_of_turn', source: dictate },
      { id: 901, kind: 'prevent', object: knight, player: null, amount: 2, duration: 'end_of_turn', source: dictate },
    ];
    p.s.shields.push(...shields);
    expect(shown(damageReplacements(p.core, hit(p.id('Drudge Skeletons'), O(knight), 3, true)))).toEqual([
      { id: `protection:${knight}`, description: 'protection of White Knight', self: false, chooser: 0 },
      { id: 'shield:900', description: 'prevent all combat damage', self: false, chooser: 0 },
      { id: 'shield:901', description: 'prevent the next 2 damage', self: false, chooser: 0 },
      { id: `double:${dictate}`, description: 'Dictate of the Twin Gods: double damage', self: false, chooser: 0 },
    ]);
  });

  it('the damaged object\'s controller chooses, not its owner (616.1, 108.4)', () => {
    const p = position({ players: [{ battlefield: [{ card: 'White Knight', controller: 1 }] }, { battlefield: ['Drudge Skeletons'] }] });
    const options = damageReplacements(p.core, hit(p.id('Drudge Skeletons'), O(p.id('White Knight'))));
    expect(shown(options)).toEqual([{ id: `protection:${p.id('White Knight')}`, description: 'protection of White Knight', self: false, chooser: 1 }]);
  });

  it('a chosen source\'s shield (Circle of Protection) and a redirection (Pariah) on damage to a player', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Pariah', attachedTo: 'Grizzly Bears' }] }, { hand: ['Shock'] }] });
    const shock = p.id('Shock');
    p.s.shields.push({ id: 900, kind: 'prevent_source', object: null, player: 0, amount: 1, duration: 'end_of_turn', source: shock, from: shock } as Shield);
    expect(shown(damageReplacements(p.core, hit(shock, P(0), 2)))).toEqual([
      { id: 'shield:900', description: 'prevent the damage of the chosen source', self: false, chooser: 0 },
      { id: `redirect:${p.id('Pariah')}`, description: 'Pariah: damage is dealt to it instead', self: false, chooser: 0 },
    ]);
  });

  it('614.5: a prevention that applied is not offered again for the same damage, by its id', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Healing Salve', 'Healing Salve', 'Lightning Bolt'], pool: '{W}{W}{R}' }, {}] });
    p.cast(0, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.cast(0, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.always('replacement_order', 0);
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] }).resolve();
    // The first shield prevents 3; nothing is left for the second, which stays whole.
    expect(p.life(1)).toBe(20);
    expect(p.s.shields.map((s) => s.amount)).toEqual([0, 3]);
    expect(p.askedOf('replacement_order').map((c) => c.options)).toEqual([['prevent the next 3 damage', 'prevent the next 3 damage']]);
  });
});

describe('616.1: counter, token, life, untap and destroy replacements, as offered', () => {
  it('Doubling Season and Hardened Scales on +1/+1 counters: their controller chooses the order', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Hardened Scales', 'Grizzly Bears'] }, {}] });
    const ev: GameEvent = { type: 'counter', object: p.id('Grizzly Bears'), kind: '+1/+1', amount: 1 };
    expect(shown(counterReplacements(p.core, ev))).toEqual([
      { id: `dcount:${p.id('Doubling Season')}`, description: 'Doubling Season: twice that many counters', self: false, chooser: 0 },
      { id: `xcount:${p.id('Hardened Scales')}`, description: 'Hardened Scales: that many plus 1', self: false, chooser: 0 },
    ]);
  });

  it('Doubling Season on tokens; "players can\'t gain life"', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season'] }, {}] });
    const tokens = tokenReplacements(p.core, { type: 'create_token', player: 0, count: 1 } as Extract<GameEvent, { type: 'create_token' }>);
    expect(shown(tokens)).toEqual([{ id: `dtok:${p.id('Doubling Season')}`, description: 'Doubling Season: twice that many tokens', self: false, chooser: 0 }]);
    p.s.shields.push({ id: 900, kind: 'no_lifegain', object: null, player: null, amount: 0, duration: 'end_of_turn', source: p.id('Doubling Season') });
    expect(shown(lifeReplacements(p.core, { type: 'life', player: 1, amount: 2 }))).toEqual([{ id: 'no_lifegain', description: "players can't gain life", self: false, chooser: 1 }]);
  });

  it('502.3: Intruder Alarm and a "doesn\'t untap during its controller\'s next untap step" effect on one creature', () => {
    const p = position({ step: 'untap', players: [{ battlefield: ['Intruder Alarm', { card: 'Grizzly Bears', tapped: true }] }, { battlefield: ['Wall of Frost'] }] });
    const bears = p.id('Grizzly Bears');
    p.s.step = 'untap';
    p.s.effects.push({ id: 900, timestamp: 900, source: p.id('Wall of Frost'), controller: 1, affected: [bears], mod: { cant: ['untap'] }, duration: 'next_untap_step' });
    p.core.touch();
    expect(shown(untapReplacements(p.core, { type: 'untap', object: bears }))).toEqual([
      { id: `skipuntap:${p.id('Intruder Alarm')}`, description: 'Intruder Alarm: doesn\'t untap', self: false, chooser: 0 },
      { id: `cantuntap:${bears}`, description: 'Grizzly Bears doesn\'t untap', self: false, chooser: 0 },
    ]);
  });

  it('701.15: a regeneration shield, chosen by the controller', () => {
    const p = position({ players: [{}, { battlefield: ['River Boa'] }] });
    const boa = p.id('River Boa');
    p.obj(boa).regenShields = 1;
    expect(shown(destroyReplacements(p.core, { type: 'destroy', object: boa } as Extract<GameEvent, { type: 'destroy' }>))).toEqual([
      { id: `regen:${boa}`, description: 'regenerate River Boa', self: false, chooser: 1 },
    ]);
  });
});

describe('616.1: zone-change replacements, as offered to the owner', () => {
  it('Blightsteel Colossus with Leyline of the Void: its owner chooses between shuffling it in and exiling it', () => {
    const p = position({ players: [{ battlefield: ['Leyline of the Void'] }, { battlefield: ['Blightsteel Colossus'] }] });
    const colossus = p.id('Blightsteel Colossus');
    const options = zoneChangeReplacements(p.core, leaveEvent(p.core, colossus, 'graveyard', 'destroy'));
    expect(shown(options)).toEqual([
      { id: `shuffle:${colossus}`, description: 'Blightsteel Colossus: shuffle into library instead', self: false, chooser: 1 },
      { id: `exile:${p.id('Leyline of the Void')}`, description: 'Leyline of the Void: exile instead', self: false, chooser: 1 },
    ]);
    expect(options[0]!.apply(leaveEvent(p.core, colossus, 'graveyard', 'destroy'))).toEqual([expect.objectContaining({ to: 'library', cause: 'shuffle' })]);
  });
});
