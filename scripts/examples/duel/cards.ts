/** The Duel card pool: a YAML list checked by a zod schema, each problem named with its file and path. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

/** A Duel card: a creature attacks for its power; a spell deals its damage to the opponent. */
export const DuelCardSchema = z.discriminatedUnion('kind', [
  z.object({ name: z.string().min(1).max(100), kind: z.literal('creature'), power: z.number().int().min(0).max(99) }).strict(),
  z.object({ name: z.string().min(1).max(100), kind: z.literal('spell'), damage: z.number().int().min(0).max(99) }).strict(),
]);
export type DuelCard = z.infer<typeof DuelCardSchema>;

/** The cards a Duel game is played with, by name. */
export interface DuelPool {
  get(name: string): DuelCard | undefined;
  require(name: string): DuelCard;
  names(): string[];
}

/**
 * Read a pool from YAML text; `file` names where it came from in errors.
 * @example duelPoolFrom('- { name: Squire, kind: creature, power: 1 }', 'my-cards.yaml').require('Squire').power // 1
 */
export function duelPoolFrom(text: string, file: string): DuelPool {
  const parsed = z.array(DuelCardSchema).safeParse(parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const byName = new Map<string, DuelCard>();
  for (const [i, card] of parsed.data.entries()) {
    if (byName.has(card.name)) throw new Error(`${file}: ${i}.name: "${card.name}" is defined twice; give each card its own name`);
    byName.set(card.name, card);
  }
  return {
    get: (name) => byName.get(name),
    require(name) {
      const card = byName.get(name);
      if (!card) throw new Error(`unknown Duel card "${name}"; the pool has: ${[...byName.keys()].join(', ')}`);
      return card;
    },
    names: () => [...byName.keys()],
  };
}

let shipped: DuelPool | null = null;

/** The example's own cards (cards.yaml beside this file), read once. */
export function duelPool(): DuelPool {
  const file = fileURLToPath(new URL('./cards.yaml', import.meta.url));
  shipped ??= duelPoolFrom(readFileSync(file, 'utf8'), file);
  return shipped;
}

/** A deck of 20: three of each creature and a few spells, the same for both seats. */
export function duelDeck(name: string): { name: string; cards: string[] } {
  const cards = [
    ...Array(4).fill('Squire'), ...Array(4).fill('Footman'), ...Array(4).fill('Knight'), ...Array(2).fill('Champion'),
    ...Array(4).fill('Spark'), ...Array(2).fill('Fireburst'),
  ] as string[];
  return { name, cards };
}
