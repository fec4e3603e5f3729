/**
 * Text-changing effects in layer 3 (rules/magic/layers/text-change.ts; CR 612, 613.1c): the words of each kind, how a word
 * is replaced (case, plurals, "non", landwalk), what is text and what is not (card and token names, 612.2), which
 * changes apply to an object and in what order (timestamps, 613.7), and the type line (612.1).
 */
import { describe, expect, it } from 'vitest';
import type { Ability, CardDef } from '../../../rules/cards/index.ts';
import type { Characteristics } from '../../../rules/index.ts';
import {
  BASIC_LAND_TYPES, COLOR_WORDS, CREATURE_TYPES, applyTextChange, changeWords, changedAbility, textChangeOf, textChangedAbilities,
  textChangedSpell, textChangesOn, wordsOfKind,
} from '../../../rules/magic/layers/index.ts';
import { O, position } from '../../helpers/position.ts';

const swampToIsland = { words: 'land_type', from: 'Swamp', to: 'Island' } as const;
const swampToPlains = { words: 'land_type', from: 'Swamp', to: 'Plains' } as const;
const blackToRed = { words: 'color', from: 'black', to: 'red' } as const;

const chars = (over: Partial<Characteristics> = {}): Characteristics => ({
  id: 1, name: 'Bog Test', supertypes: [], types: ['Land'], subtypes: ['Swamp'], colors: ['black'], power: null, toughness: null, loyalty: null,
  manaValue: 0, controller: 0, keywords: ['swampwalk'], abilities: [], cant: [], printedAbilitiesLost: false, ...over,
});

describe('612.2: the words of each kind', () => {
  it('colours, basic land types, creature types', () => {
    expect(wordsOfKind('color')).toBe(COLOR_WORDS);
    expect(COLOR_WORDS).toEqual(['white', 'blue', 'black', 'red', 'green']);
    expect(wordsOfKind('land_type')).toBe(BASIC_LAND_TYPES);
    expect(BASIC_LAND_TYPES).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    expect(wordsOfKind('creature_type')).toBe(CREATURE_TYPES);
  });

  it('205.3m: the creature types are capitalised words, each once, from Advisor to Zubera', () => {
    expect(CREATURE_TYPES.length).toBeGreaterThan(290);
    for (const t of CREATURE_TYPES) expect(t).toMatch(/^[A-Z][A-Za-z' -]*[a-z]$|^Qu$|^Ox$/);
    expect(new Set(CREATURE_TYPES).size).toBe(CREATURE_TYPES.length);
    expect([CREATURE_TYPES[0], CREATURE_TYPES.at(-1)]).toEqual(['Advisor', 'Zubera']);
    for (const t of ['Bear', 'Wall', 'Human', 'Elf', 'Goblin', 'Skeleton', 'Saproling', 'Time Lord', 'C\'tan', 'Assembly-Worker']) expect(CREATURE_TYPES).toContain(t);
  });
});

describe('612.2: replacing a word', () => {
  it('keeps the case it was written in, and the plural, and never doubles an s', () => {
    expect(changeWords('Swamp swamp SWAMP', swampToIsland)).toBe('Island island Island');
    expect(changeWords('Swamps', swampToPlains)).toBe('Plains');
    expect(changeWords('swamps and Swamps', swampToIsland)).toBe('islands and Islands');
  });

  it('after "non" and "non-", before "walk"; not inside another word', () => {
    expect(changeWords('nonblack and non-black', blackToRed)).toBe('nonred and non-red');
    expect(changeWords('Swampwalk', swampToIsland)).toBe('Islandwalk');
    expect(changeWords('Swampy Swamper aSwamp', swampToIsland)).toBe('Swampy Swamper aSwamp');
    expect(changeWords('', swampToIsland)).toBe('');
  });

  it('gives the same answer every time it is asked (the pattern is shared)', () => {
    expect(changeWords('a Swamp', swampToIsland)).toBe('a Island');
    expect(changeWords('Swamp', swampToIsland)).toBe('Island');
    expect(changeWords('x Swamp', swampToIsland)).toBe('x Island');
    expect(changeWords('no word here', swampToIsland)).toBe('no word here');
    expect(changeWords('Swamp', swampToIsland)).toBe('Island');
  });

  it('leaves a card name alone, but not the words around it (CR 612.2)', () => {
    expect(changeWords('Swamp Lord: each Swamp', swampToIsland, 'Swamp Lord')).toBe('Swamp Lord: each Island');
    expect(changeWords('each Swamp', swampToIsland, 'Swamp Lord')).toBe('each Island');
  });
});

describe('612.1, 612.3: what is text in an ability', () => {
  const ability = {
    kind: 'triggered', on: { event: 'upkeep' }, targets: [],
    effects: [{ kind: 'damage', damage: 'count(swamp, event.active)', to: 'event_player' }, { create_token: 'Swamp Thing', name: 'Swamp' }],
    text: 'At the beginning of each upkeep, deal damage equal to the number of Swamps that player controls.',
  } as unknown as Ability;

  it('rewrites rules text, expressions and their text; not kinds, token names or names', () => {
    const out = changedAbility(ability, swampToIsland, 'Karma Test') as unknown as typeof ability & { effects: Record<string, unknown>[] };
    expect(out.effects).toEqual([{ kind: 'damage', damage: 'count(island, event.active)', to: 'event_player' }, { create_token: 'Swamp Thing', name: 'Swamp' }]);
    expect(out.text).toBe('At the beginning of each upkeep, deal damage equal to the number of Islands that player controls.');
    expect((out as unknown as { on: unknown }).on).toBe((ability as unknown as { on: unknown }).on);   // unchanged parts are kept as they are
  });

  it('an ability without the word is itself; the same change gives the same object', () => {
    expect(changedAbility(ability, blackToRed, 'Karma Test')).toBe(ability);
    expect(changedAbility(ability, swampToIsland, 'Karma Test')).toBe(changedAbility(ability, swampToIsland, 'Karma Test'));
    expect(changedAbility(ability, swampToIsland, 'Karma Test')).not.toBe(changedAbility(ability, swampToPlains, 'Karma Test'));
  });
});

describe('613.1c: a text change on characteristics', () => {
  it('a land type change rewrites keywords and the land type (any case), not the colour', () => {
    const c = chars({ subtypes: ['swamp', 'Gate'] });
    applyTextChange(c, swampToIsland);
    expect(c).toMatchObject({ subtypes: ['Island', 'Gate'], keywords: ['islandwalk'], colors: ['black'] });
  });

  it('a colour word change rewrites keywords, not the colour or the subtypes (105.2: colour is no text)', () => {
    const c = chars({ keywords: ['protection_from_black'], subtypes: ['black'] });
    applyTextChange(c, blackToRed);
    expect(c).toMatchObject({ keywords: ['protection_from_red'], colors: ['black'], subtypes: ['black'] });
  });
});

describe('textChangeOf: the change a modification makes', () => {
  it('needs the kind of word, from and to', () => {
    expect(textChangeOf({ change_text: { words: 'color', from: 'black', to: 'red', extra: 1 } })).toEqual(blackToRed);
    expect(textChangeOf({ change_text: { words: 'color', from: 'black' } })).toBeNull();
    expect(textChangeOf({ change_text: { words: 'color', to: 'red' } })).toBeNull();
    expect(textChangeOf({ change_text: { from: 'black', to: 'red' } })).toBeNull();
    expect(textChangeOf({ pump: [1, 1] })).toBeNull();
  });
});

describe('612, 613.7: the changes on an object, in timestamp order', () => {
  it('Magical Hack on Bog Wraith; a later change applies after an earlier one', () => {
    const p = position({ players: [{ battlefield: ['Bog Wraith', 'Grizzly Bears'] }, {}] });
    const wraith = p.id('Bog Wraith');
    const bears = p.id('Grizzly Bears');
    const s = p.core.s;
    s.effects.push({ id: 901, timestamp: 920, source: wraith, controller: 0, affected: [wraith], mod: { change_text: { words: 'land_type', from: 'Island', to: 'Forest' } }, duration: 'permanent' });
    p.core.touch();
    s.effects.push({ id: 900, timestamp: 910, source: wraith, controller: 0, affected: [wraith, bears], mod: { change_text: swampToIsland }, duration: 'permanent' });
    s.effects.push({ id: 902, timestamp: 930, source: wraith, controller: 0, affected: [wraith], mod: { pump: [1, 1] }, duration: 'permanent' });
    p.core.touch();
    expect(textChangesOn(p.core, wraith)).toEqual([swampToIsland, { words: 'land_type', from: 'Island', to: 'Forest' }]);
    expect(textChangesOn(p.core, bears)).toEqual([swampToIsland]);
    expect(textChangesOn(p.core, 9999)).toEqual([]);
    expect(p.chars(wraith).keywords).toEqual(['forestwalk']);
    const abilities = [{ kind: 'static', effects: [], text: 'Swampwalk' }] as unknown as Ability[];
    expect(textChangedAbilities(p.core, wraith, abilities, 'Bog Wraith')[0]!.text).toBe('Forestwalk');
    expect(textChangedAbilities(p.core, 9999, abilities, 'Bog Wraith')).toBe(abilities);
  });

  it('the changes are looked at again when the effects change (an effect ending, another one added)', () => {
    const p = position({ players: [{ battlefield: ['Bog Wraith'] }, {}] });
    const wraith = p.id('Bog Wraith');
    expect(textChangesOn(p.core, wraith)).toEqual([]);
    p.core.s.effects.push({ id: 900, timestamp: 910, source: wraith, controller: 0, affected: [wraith], mod: { change_text: swampToIsland }, duration: 'permanent' });
    expect(textChangesOn(p.core, wraith)).toEqual([swampToIsland]);   // same version, one more effect
    p.core.s.effects = [];
    expect(textChangesOn(p.core, wraith)).toEqual([]);                // a new list of effects
  });

  it('a spell on the stack reads as changed (Sleight of Mind on Terror); one with no change is itself', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Terror', 'Shock'], pool: '{1}{B}{R}' }, {}] });
    p.cast(0, 'Terror', { targets: [O(p.id('Grizzly Bears'))] });
    const terror = p.id('Terror', { zone: 'stack' });
    const def = p.core.def(p.core.obj(terror));
    expect(textChangedSpell(p.core, terror, def)).toBe(def);
    p.core.s.effects.push({ id: 900, timestamp: 910, source: terror, controller: 0, affected: [terror], mod: { change_text: { words: 'color', from: 'black', to: 'blue' } }, duration: 'permanent' });
    p.core.touch();
    const changed = textChangedSpell(p.core, terror, def);
    expect(JSON.stringify(changed.spell)).toContain('blue');
    expect(JSON.stringify(changed.spell)).not.toContain('black');
    expect(changed.name).toBe(def.name);
    const noSpell: CardDef = { ...def, spell: null };
    expect(textChangedSpell(p.core, terror, noSpell)).toBe(noSpell);
  });
});

describe('612.2: text changes, more cases', () => {
  it('a word with a character that patterns treat specially is matched as written', () => {
    const ch = { words: 'creature_type', from: 'Mr.', to: 'Sir' } as const;
    expect(changeWords('Mr. Foo and Mrs Bar', ch)).toBe('Sir Foo and Mrs Bar');
  });

  it('an ability holding null (no value) is rewritten around it', () => {
    const ab = { kind: 'static', effects: [], text: 'Swamp', divide: null } as unknown as Ability;
    expect(changedAbility(ab, swampToIsland, 'Null Test')).toEqual({ kind: 'static', effects: [], text: 'Island', divide: null });
  });

  it('a spell with no change on it is itself while other effects exist', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Terror'], pool: '{B}{B}' }, {}] });
    const bears = p.id('Grizzly Bears');
    p.cast(0, 'Terror', { targets: [O(bears)] });
    const terror = p.id('Terror', { zone: 'stack' });
    const def = p.core.def(p.core.obj(terror));
    p.core.s.effects.push({ id: 900, timestamp: 910, source: bears, controller: 0, affected: [bears], mod: { change_text: swampToIsland }, duration: 'permanent' });
    p.core.touch();
    expect(textChangedSpell(p.core, terror, def)).toBe(def);
  });

  it('the changes are looked at again when an effect is replaced by another (same count), with or without a new version', () => {
    const p = position({ players: [{ battlefield: ['Bog Wraith'] }, {}] });
    const wraith = p.id('Bog Wraith');
    const change = (id: number, ch: typeof swampToIsland | typeof swampToPlains) => ({ id, timestamp: id + 10, source: wraith, controller: 0 as const, affected: [wraith], mod: { change_text: ch }, duration: 'permanent' as const });
    p.core.s.effects.push(change(900, swampToIsland));
    expect(textChangesOn(p.core, wraith)).toEqual([swampToIsland]);
    p.core.s.effects.splice(0, 1, change(901, swampToPlains));   // the same list, the same count
    p.core.touch();
    expect(textChangesOn(p.core, wraith)).toEqual([swampToPlains]);
    p.core.s.effects = [change(902, swampToIsland)];              // a new list of the same count, no new version
    expect(textChangesOn(p.core, wraith)).toEqual([swampToIsland]);
  });
});
