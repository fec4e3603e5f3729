import { describe, expect, it } from 'vitest';
import { CardError, parseCard } from '../../rules/cards/index.ts';

const FILE = 'cards/magic/fireball.yaml';

/** The lines of the CardError that parsing `yaml` throws (or [] if it parses). */
function errors(yaml: string): string[] {
  try {
    parseCard(yaml, FILE);
    return [];
  } catch (e) {
    if (e instanceof CardError) return e.problems.map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);
    throw e;
  }
}

const head = 'name: Fireball\ncost: "{X}{R}"\ntype: Sorcery\ntext: Fireball deals X damage to any target.\n';
const spell = (effects: string, targets = '[any]') => `${head}spell:\n  targets: ${targets}\n  effects: ${effects}\n`;
const creature = (rest: string) => `name: Bear\ncost: "{1}{G}"\ntype: Creature — Bear\ntext: ""\npt: 2/2\n${rest}`;

describe('card errors name the file, the path inside it and the fix', () => {
  it('accepts a good card', () => {
    expect(errors(spell('[{ damage: x, to: target }]'))).toEqual([]);
  });

  it('unknown effect, with the effect meant', () => {
    expect(errors(spell('[{ deal_dmg: x, to: target }]'))).toEqual([
      `${FILE}: spell.effects[0]: unknown effect "deal_dmg" (did you mean "damage"?)`,
    ]);
  });

  it('a name from another vocabulary says where it belongs', () => {
    expect(errors(spell('[{ double_damage: any }]'))).toEqual([
      `${FILE}: spell.effects[0]: unknown effect "double_damage"; "double_damage" is a replacement, not an effect`,
    ]);
    expect(errors(creature('abilities:\n  - static: { effects: [{ damage: 1, to: self }] }\n'))).toEqual([
      `${FILE}: abilities[0].static.effects[0]: unknown continuous effect "damage"; "damage" is a one-shot effect, and a static ability's effects must be continuous`,
    ]);
  });

  it('unknown key inside an effect, with the key meant', () => {
    expect(errors(spell('[{ damage: x, to: target, divded: true }]'))).toEqual([
      `${FILE}: spell.effects[0]: unknown key "divded" (did you mean "divided"?)`,
    ]);
  });

  it('unknown top-level key', () => {
    expect(errors(`${head}cots: "{R}"\nspell: { targets: [any], effects: [{ damage: x, to: target }] }\n`)).toEqual([
      `${FILE}: unknown key "cots" (did you mean "cost"?)`,
    ]);
  });

  it('wrong types', () => {
    expect(errors(spell('[{ damage: true, to: target }]'))).toEqual([`${FILE}: spell.effects[0].damage: expected a number or a string, got boolean true`]);
    expect(errors(creature('keywords: flying\n'))).toEqual([`${FILE}: keywords: expected a list, got string "flying"`]);
    expect(errors(creature('').replace('pt: 2/2', 'pt: 2'))).toEqual([`${FILE}: pt: write power/toughness as "2/2" or "*/*", got number 2`]);
  });

  it('bad mana costs', () => {
    expect(errors(head.replace('{X}{R}', '{Q}') + 'spell: { targets: [any], effects: [{ damage: 1, to: target }] }\n')).toEqual([
      `${FILE}: cost: bad mana cost "{Q}": "{Q}" is not a mana symbol (use {W} {U} {B} {R} {G} {C}, a number like {3}, {X}, or a hybrid like {W/U})`,
    ]);
    expect(errors(head.replace('"{X}{R}"', '{R}') + 'spell: { targets: [any], effects: [{ damage: 1, to: target }] }\n')).toEqual([
      `${FILE}: cost: write it in quotes, e.g. "{1}{R}" (unquoted, YAML reads {R} as a map)`,
    ]);
  });

  it('unknown keywords, references, target kinds and triggers', () => {
    expect(errors(creature('keywords: [flyng]\n'))).toEqual([`${FILE}: keywords[0]: unknown keyword "flyng" (did you mean "flying"?)`]);
    expect(errors(spell('[{ damage: x, to: tagret }]'))).toEqual([`${FILE}: spell.effects[0].to: unknown reference "tagret" (did you mean "target"?)`]);
    expect(errors(spell('[{ damage: x, to: target }]', '[creture]'))).toEqual([`${FILE}: spell.targets[0]: unknown target kind "creture" (did you mean "creature"?)`]);
    expect(errors(creature('abilities:\n  - triggered: { when: { enter: self }, effects: [{ gain_life: 1 }] }\n'))).toEqual([
      `${FILE}: abilities[0].triggered.when: unknown trigger "enter" (did you mean "enters"?)`,
    ]);
  });

  it('bad expressions: syntax, unknown names and unknown functions', () => {
    expect(errors(spell('[{ damage: "x +", to: target }]'))).toEqual([
      `${FILE}: spell.effects[0].damage: bad expression: in "x +" at column 3: expected a value, found end of input`,
    ]);
    expect(errors(spell('[{ damage: "kiked ? 4 : 2", to: target }]'))).toEqual([
      `${FILE}: spell.effects[0].damage: bad expression "kiked ? 4 : 2": unknown name "kiked" (did you mean "kicked"?)`,
    ]);
    expect(errors(spell('[{ damage: "cuont(swamp, you)", to: target }]'))[0]).toMatch(/unknown function "cuont" \(did you mean "count"\?\)/);
  });

  it('references that need something the card does not declare', () => {
    expect(errors(spell('[{ damage: 3, to: target }]').replace('  targets: [any]\n', ''))).toEqual([
      `${FILE}: spell.effects[0].to: "target" needs the spell or ability to declare targets: (e.g. targets: [any])`,
    ]);
    expect(errors(spell('[{ damage: "kicked ? 4 : 2", to: target }]'))).toEqual([`${FILE}: spell.effects[0].damage: "kicked" needs kicker: on the spell`]);
    expect(errors(spell('[{ damage: 3, to: enchanted }]', '[]'))).toContain(`${FILE}: spell.targets: needs at least 1 entry`);
    expect(errors(spell('[{ draw: 1 }]'))).toEqual([`${FILE}: spell.targets: targets are declared but no effect uses them (write to: target)`]);
  });

  it('fields that depend on the card type', () => {
    expect(errors(creature('').replace('pt: 2/2\n', ''))).toEqual([`${FILE}: a creature needs pt:, e.g. pt: 2/2`]);
    expect(errors(head)).toEqual([`${FILE}: an instant or sorcery needs spell: with its effects`]);
    expect(errors('name: Hill\ncost: "{1}"\ntype: Land\ntext: ""\n')).toEqual([`${FILE}: cost: lands have no mana cost; remove cost:`]);
  });

  it('missing required keys', () => {
    expect(errors('name: Bolt\ntype: Instant\nspell: { targets: [any], effects: [{ damage: 3, to: target }] }\n')).toEqual([
      `${FILE}: missing required key "text"`,
    ]);
    expect(errors(spell('[{ damage: 3 }]'))).toEqual([`${FILE}: spell.effects[0]: missing required key "to"`]);
  });

  it('lists every problem of a file at once', () => {
    expect(errors(creature('keywords: [flyng, tramplee]\nabilities:\n  - activated: { cost: "Tap it", effects: [{ regenerate: slef }] }\n'))).toEqual([
      `${FILE}: keywords[0]: unknown keyword "flyng" (did you mean "flying"?)`,
      `${FILE}: keywords[1]: unknown keyword "tramplee" (did you mean "trample"?)`,
      `${FILE}: abilities[0].activated.cost: bad cost "Tap it": unknown cost part "Tap it" (write parts like "{2}{G}", "{T}", "Sacrifice this", "Pay 2 life", "Discard a card", separated by commas)`,
      `${FILE}: abilities[0].activated.effects[0].regenerate: unknown reference "slef" (did you mean "self"?)`,
    ]);
  });

  it('YAML syntax errors give the line and column', () => {
    const [line] = errors('name: [Bolt\ntype: Instant\n');
    expect(line).toMatch(/^cards\/magic\/fireball\.yaml: line \d+, column \d+: /);
  });

  it('a file that is not a map', () => {
    expect(errors('- Lightning Bolt\n')).toEqual([`${FILE}: the file must be a YAML map with name:, type: and text:`]);
  });
});

describe("seed 003's interceptors: form", () => {
  const mentor = (body: string) => creature(`interceptors:\n${body}`);
  const react = (over = '') => `  - trigger: ZONE_CHANGE\n    filter: { to: battlefield, objectFilter: { types: [creature], controller: $controller, not: { id: $self }, where: "power <= 2" } }\n    optional: true\n    cost: "{1}"\n    resolution: [{ event: DRAW, payload: { player: $controller, count: 1 } }]\n${over}`;

  it('reads the seed\'s Mentor of the Meek and Furnace of Rath forms', () => {
    expect(errors(mentor(react()))).toEqual([]);
    expect(errors(mentor('  - { priority: TRANSFORM, trigger: DAMAGE, handler: { action: transform, modify: { payload.amount: "* 2" } } }\n'))).toEqual([]);
    const def = parseCard(mentor(react()), FILE);
    expect(def.abilities[0]).toMatchObject({ kind: 'triggered', optional: true, pay: '{1}', on: { event: 'enters', subject: { all: 'creature', controller: 'you', other: true, where: 'it.power <= 2' } }, effects: [{ draw: 1 }] });
  });

  it('names the path and the fix for what it cannot read', () => {
    expect(errors(mentor('  - { trigger: DAMAGE, resolution: [{ event: DRAW, payload: { player: $controller } }] }\n'))).toEqual([
      `${FILE}: interceptors[0].trigger: a REACT interceptor in this form watches ZONE_CHANGE; for DAMAGE write a triggered ability under abilities:, e.g. { triggered: { when: { dealt_damage: self }, effects: [...] } }`,
      `${FILE}: interceptors[0].filter: a ZONE_CHANGE reaction needs filter: { to: battlefield } (or graveyard) and an objectFilter`,
    ]);
    expect(errors(mentor('  - { priority: TRANSFORM, trigger: DAMAGE, handler: { action: transform, modify: { payload.amount: "+ 1" } } }\n'))).toEqual([
      `${FILE}: interceptors[0].handler.modify: the supported transform is modify: { payload.amount: "* 2" } (double the damage)`,
    ]);
    expect(errors(mentor(react().replace('optional: true\n    ', '')))).toEqual([
      `${FILE}: interceptors[0].optional: a cost on a reaction is paid only if its controller chooses to: add optional: true`,
    ]);
    expect(errors(mentor(react().replace('power <= 2', 'powr <= 2')))[0]).toMatch(/^cards\/magic\/fireball\.yaml: interceptors\[0\]\.filter\.objectFilter\.where: .*powr/);
    expect(errors(mentor(react().replace('event: DRAW', 'event: DRAWW')))[0]).toMatch(/interceptors\[0\]\.resolution\[0\]\.event: unknown resolution event "DRAWW" \(did you mean "DRAW"\?\)/);
  });
});
