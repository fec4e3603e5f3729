import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ABILITY_KINDS, CHOICES, CONTINUOUS_EFFECTS, DELAYED_TRIGGERS, EFFECT_MODIFIERS, EFFECTS, EXPR_FUNCTIONS, EXPR_NAMES, KEYWORDS,
  ONE_SHOT_EFFECTS, QUERY_KINDS, REFS, REPLACEMENTS, RESTRICTIONS, TARGET_KINDS, TRIGGERS, loadCardPool, suggest,
} from '../../rules/cards/index.ts';
import { KEYED_UNIONS } from '../../rules/cards/zod-helpers.ts';

const docs = readFileSync('docs/cards.md', 'utf8');
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('vocabulary', () => {
  it('the schema knows exactly the effects, triggers, replacements and ability kinds of vocabulary.ts', () => {
    expect(sorted(KEYED_UNIONS.get('effect')!.keys)).toEqual(sorted(EFFECTS));
    expect(sorted(KEYED_UNIONS.get('continuous effect')!.keys)).toEqual(sorted(CONTINUOUS_EFFECTS));
    expect(sorted(KEYED_UNIONS.get('trigger')!.keys)).toEqual(sorted(TRIGGERS));
    expect(sorted(KEYED_UNIONS.get('replacement')!.keys)).toEqual(sorted(REPLACEMENTS));
    expect(sorted(KEYED_UNIONS.get('ability')!.keys)).toEqual(sorted(ABILITY_KINDS));
  });

  it('one-shot and continuous effects do not overlap', () => {
    expect(ONE_SHOT_EFFECTS.filter((e) => (CONTINUOUS_EFFECTS as string[]).includes(e))).toEqual([]);
  });

  const lists = {
    EFFECTS, EFFECT_MODIFIERS, TRIGGERS, REPLACEMENTS, ABILITY_KINDS, REFS, TARGET_KINDS, QUERY_KINDS, KEYWORDS, RESTRICTIONS,
    CHOICES, DELAYED_TRIGGERS, EXPR_NAMES, EXPR_FUNCTIONS,
  };
  for (const [list, words] of Object.entries(lists)) {
    it(`docs/cards.md documents every name of ${list}`, () => {
      expect(words.filter((w) => !docs.includes(`\`${w}\``) && !docs.includes(`\`${w}:`) && !docs.includes(`\`{ ${w}:`))).toEqual([]);
    });
  }

  it('every effect, trigger and replacement has an example card in the pool or in docs/cards.md', () => {
    const used = JSON.stringify(loadCardPool().all());
    const unused = [...EFFECTS, ...REPLACEMENTS].filter((n) => !used.includes(`"kind":"${n}"`));
    const unusedTriggers = TRIGGERS.filter((t) => !used.includes(`"event":"${t}"`));
    expect([...unused, ...unusedTriggers].filter((n) => !docs.includes(`{ ${n}:`))).toEqual([]);
  });
});

describe('suggest', () => {
  it('finds misspellings and abbreviations, and stays quiet when nothing is close', () => {
    expect(suggest('flyng', KEYWORDS)).toBe('flying');
    expect(suggest('deal_dmg', EFFECTS)).toBe('damage');
    expect(suggest('first_strik', KEYWORDS)).toBe('first_strike');
    expect(suggest('zzzz', EFFECTS)).toBeUndefined();
  });
});
