import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardJsonSchema, CardFileSchema } from '../../rules/cards/index.ts';

describe('docs/card.schema.json', () => {
  it('is in sync with the zod schema (regenerate with: npx tsx scripts/card-schema.ts)', () => {
    const onDisk: unknown = JSON.parse(readFileSync('docs/card.schema.json', 'utf8'));
    expect(onDisk).toEqual(cardJsonSchema());
  });

  it('is written exactly as the generator writes it', () => {
    expect(readFileSync('docs/card.schema.json', 'utf8')).toBe(`${JSON.stringify(cardJsonSchema(), null, 2)}\n`);
  });

  it('names the shared definitions', () => {
    const defs = Object.keys(cardJsonSchema().$defs as object);
    for (const name of ['Effect', 'StaticEffect', 'Ability', 'Trigger', 'Replacement', 'Target', 'Query', 'Ref', 'Value', 'Cost', 'ManaCost']) {
      expect(defs).toContain(name);
    }
  });

  it('rejects unknown keys, as the zod schema does', () => {
    const schema = cardJsonSchema();
    expect(schema.additionalProperties).toBe(false);
    expect(CardFileSchema.safeParse({ name: 'X', type: 'Instant', text: '', colour: 'red' }).success).toBe(false);
  });
});
