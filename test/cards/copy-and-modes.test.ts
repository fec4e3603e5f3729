/**
 * The card vocabulary for token copies and modal triggers: `copy_token` with `except`, the `created` reference,
 * `sacrifice: <reference>`, `tap_or_untap`, and a triggered ability's `modes` (CR 707.2, 707.9b, 603.3c).
 */
import { describe, expect, it } from 'vitest';
import { CardError, parseCard } from '../../rules/cards/index.ts';

const FILE = 'cards/magic/twin.yaml';
const creature = (abilities: string) => `name: Twin\ncost: "{1}{U}"\ntype: Creature — Illusion\ntext: ""\npt: 1/1\nabilities:\n${abilities}`;

function errors(yaml: string): string[] {
  try {
    parseCard(yaml, FILE);
    return [];
  } catch (e) {
    if (e instanceof CardError) return e.problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`);
    throw e;
  }
}

describe('copy_token, created, sacrifice of a reference, tap_or_untap', () => {
  it('reads a token copy with an exception and a delayed trigger about the token', () => {
    const def = parseCard(creature('  - activated: { cost: "{T}", effects: [{ copy_token: self, except: { keywords: [haste] } }, { delayed: { at: next_end_step, effects: [{ sacrifice: created }] } }] }\n'), FILE);
    const ab = def.abilities[0]!;
    expect(ab.kind === 'activated' && ab.effects).toEqual([
      { kind: 'copy_token', copy_token: 'self', except: { keywords: ['haste'] } },
      { kind: 'delayed', delayed: { at: 'next_end_step', effects: [{ kind: 'sacrifice', sacrifice: 'created' }] } },
    ]);
  });

  it('"created" needs an earlier copy_token in the same ability', () => {
    expect(errors(creature('  - activated: { cost: "{T}", effects: [{ exile: created }] }\n'))).toEqual([
      'abilities[0].activated.effects[0].exile: "created" needs an earlier copy_token effect in the same ability',
    ]);
  });

  it('an exception adds keywords only', () => {
    expect(errors(creature('  - activated: { cost: "{T}", effects: [{ copy_token: self, except: { keywords: [hasty] } }] }\n')).join('\n')).toMatch(/hasty/);
  });

  it('reads tap_or_untap with a target', () => {
    const def = parseCard(creature('  - triggered: { when: { enters: self }, optional: true, targets: [permanent], effects: [{ tap_or_untap: target }] }\n'), FILE);
    expect(def.abilities[0]).toMatchObject({ kind: 'triggered', optional: true, effects: [{ kind: 'tap_or_untap', tap_or_untap: 'target' }] });
  });
});

describe('603.3c: modal triggered abilities', () => {
  const modal = (extra = '') => creature(`  - triggered:
      when: { enters: self }${extra}
      modes:
        - { targets: [{ kind: permanent, filter: { controller: you } }], effects: [{ untap: target }] }
        - { targets: [{ kind: permanent, filter: { controller: opponent } }], effects: [{ tap: target }] }
`).replace('text: ""', 'text: "When Twin enters, choose one — • Untap target permanent you control. • Tap target permanent an opponent controls."');

  it('reads each mode with its targets, effects and bullet text', () => {
    const ab = parseCard(modal(), FILE).abilities[0]!;
    expect(ab.kind === 'triggered' && ab.modes?.map((m) => m.text)).toEqual(['Untap target permanent you control.', 'Tap target permanent an opponent controls.']);
    expect(ab).toMatchObject({ targets: [], effects: [] });
  });

  it('refuses modes beside effects or targets', () => {
    expect(errors(modal('\n      effects: [{ draw: 1 }]')).join('\n')).toMatch(/effects:, or modes:/);
    expect(errors(modal('\n      targets: [creature]')).join('\n')).toMatch(/targets inside each mode/);
  });

  it('a mode\'s "target" needs that mode\'s targets', () => {
    const bad = modal().replace('{ targets: [{ kind: permanent, filter: { controller: opponent } }], effects: [{ tap: target }] }', '{ effects: [{ tap: target }] }');
    expect(errors(bad)).toEqual(['abilities[0].triggered.modes[1].effects[0].tap: "target" needs the spell or ability to declare targets: (e.g. targets: [any])']);
  });
});
