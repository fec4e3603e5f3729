/**
 * Loading Pocket cards and decks: one card a YAML file under cards/pocket, decks of 20 under cards/decks.
 * Errors name the file, the path inside it and the fix, like the Magic loader (rules/cards).
 */
import { readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { CardError, kebabCase, readCardText, readYaml, shippedCards, suggest } from '../cards/index.ts';
import type { CardProblem } from '../cards/index.ts';
import { pocketBaseName } from './base-name.ts';
import { checkPocketCard } from './card-schema.ts';
import type { PocketCard, PokemonCard, TrainerCard } from './card-types.ts';
import { ENERGY_TYPES } from './types.ts';
import type { EnergyType } from './types.ts';

export { checkPocketCard, parseEffect, POCKET_EFFECT_KEYS } from './card-schema.ts';
export { pocketBaseName, sameBaseName } from './base-name.ts';
export type * from './card-types.ts';

/** The Pocket cards of a pool, by name (case-insensitive). */
export interface PocketPool {
  get(name: string): PocketCard | undefined;
  /** Like get, but throws CardError naming the closest card. */
  require(name: string): PocketCard;
  pokemon(name: string): PokemonCard;
  names(): string[];
  all(): PocketCard[];
}

/** Deck rules of Pokémon TCG Pocket: 20 cards, at most 2 of a name, at least one Basic Pokémon. */
export const DECK_SIZE = 20;
export const MAX_COPIES = 2;

function display(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return (rel.startsWith('..') ? abs : rel).split(sep).join('/');
}

const at = (path: (string | number)[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${p}`)).join('');

/**
 * Parses one Pocket card file's text. Throws CardError with every problem.
 * @example parsePocketCard('name: Potion\ntrainer: Item\ntext: Heal 20 damage from 1 of your Pokémon.\neffects: [{ heal: 20, to: own_any }]\nsource: P-A 001', 'potion.yaml').kind // 'trainer'
 */
export function parsePocketCard(text: string, file: string): PocketCard {
  const { card, problems } = checkPocketCard(readYaml(text, file), file);
  if (!card) throw new CardError(problems.map((p) => ({ file, path: at(p.path), message: p.message })));
  return card;
}

function makePool(byName: Map<string, PocketCard>): PocketPool {
  const names = [...byName.values()].map((c) => c.name).sort();
  // The rules look cards up by name at every legal-action listing: remember each spelling's answer (the pool never changes).
  const memo = new Map<string, PocketCard | undefined>();
  const get = (name: string): PocketCard | undefined => {
    const known = memo.get(name);
    if (known !== undefined || memo.has(name)) return known;
    const card = byName.get(name.trim().toLowerCase());
    memo.set(name, card);
    return card;
  };
  const require = (name: string): PocketCard => {
    const c = get(name);
    if (!c) {
      const s = suggest(name, names);
      throw new CardError([{ file: '(pocket card pool)', path: '', message: `unknown Pocket card "${name}"${s ? ` (did you mean "${s}"?)` : ''}` }]);
    }
    return c;
  };
  return {
    get, require, names: () => [...names], all: () => names.map((n) => get(n)!),
    pokemon(name) {
      const c = require(name);
      if (c.kind !== 'pokemon') throw new CardError([{ file: c.file, path: 'name', message: `"${c.name}" is a Trainer card, not a Pokémon` }]);
      return c;
    },
  };
}

/**
 * The file name of a Pocket card: its name in kebab case, accents dropped, ♀ and ♂ spelled -f and -m
 * (so that Nidoran♀ and Nidoran♂ get different files).
 * @example pocketFileName('Poké Ball') // 'poke-ball.yaml'
 * @example pocketFileName('Nidoran♀') // 'nidoran-f.yaml'
 */
export function pocketFileName(name: string): string {
  return `${kebabCase(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/♀/g, '-f').replace(/♂/g, '-m'))}.yaml`;
}

/**
 * Makes a pool from card definitions (tests and tools).
 * @example poolOf([card]).require(card.name)
 */
export function poolOf(cards: PocketCard[]): PocketPool {
  return makePool(new Map(cards.map((c) => [c.name.toLowerCase(), c])));
}

/**
 * Loads every *.yaml in `dir` (or in each of a list of folders, as one pool) and checks the pool as a whole: unique names, file names that are the
 * kebab-case of the card name, and evolutions whose previous stage is in the pool.
 * @example loadPocketPool('cards/pocket').require('Serperior').kind // 'pokemon'
 */
export function loadPocketPool(dir: string | readonly string[] = shippedCards('pocket')): PocketPool {
  const problems: CardProblem[] = [];
  const byName = new Map<string, PocketCard>();
  const roots = (typeof dir === 'string' ? [dir] : dir).map((d) => resolve(d));
  for (const root of roots) for (const f of readdirSync(root).filter((x) => x.endsWith('.yaml')).sort()) {
    const abs = join(root, f);
    const file = display(abs);
    let card: PocketCard;
    try {
      card = parsePocketCard(readCardText(abs, file), file);
    } catch (e) {
      if (!(e instanceof CardError)) throw e;
      problems.push(...e.problems);
      continue;
    }
    const key = card.name.toLowerCase();
    if (byName.has(key)) problems.push({ file, path: 'name', message: `"${card.name}" is also defined in ${byName.get(key)!.file}` });
    const expected = pocketFileName(card.name);
    if (basename(abs) !== expected) problems.push({ file, path: 'name', message: `the file for "${card.name}" should be named ${expected}` });
    byName.set(key, card);
  }
  for (const c of byName.values()) {
    if (c.kind === 'pokemon' && c.evolvesFrom) {
      const prev = byName.get(c.evolvesFrom.toLowerCase());
      if (!prev) {
        const s = suggest(c.evolvesFrom, [...byName.values()].map((x) => x.name));
        problems.push({ file: c.file, path: 'evolves_from', message: `evolves from "${c.evolvesFrom}", which is not a card in ${roots.map(display).join(' or ')}${s ? ` (did you mean "${s}"?)` : ''}` });
      } else if (prev.kind !== 'pokemon' || prev.stage === 'Stage 2' || (c.stage === 'Stage 1') !== (prev.stage === 'Basic')) {
        problems.push({ file: c.file, path: 'evolves_from', message: `a ${c.stage} Pokémon evolves from a ${c.stage === 'Stage 1' ? 'Basic' : 'Stage 1'} Pokémon; "${prev.name}" is ${prev.kind === 'pokemon' ? `a ${prev.stage}` : 'a Trainer'}` });
      }
    }
  }
  if (problems.length) throw new CardError(problems);
  return makePool(byName);
}

/** A Pocket deck: its name, its 20 card names, and the Energy types its Energy Zone makes. */
export interface PocketDeck { name: string; cards: string[]; energy: EnergyType[] }

/**
 * Loads a Pocket deck file `{ name, energy?: [types], cards: [{ card, count }] }`: 20 cards, at most 2 of
 * a name, at least one Basic Pokémon. Without `energy:` the Energy Zone makes the types of its Pokémon.
 * @example loadPocketDeck('cards/decks/pocket-grass.yaml', pool).cards.length // 20
 */
export function loadPocketDeck(path: string, pool: PocketPool): PocketDeck {
  const file = display(resolve(path));
  const data = readYaml(readCardText(resolve(path), file), file) as { name?: unknown; cards?: unknown; energy?: unknown };
  const problems: CardProblem[] = [];
  if (typeof data?.name !== 'string') problems.push({ file, path: 'name', message: 'a deck needs name: (a string)' });
  const energy: EnergyType[] = [];
  if (data?.energy !== undefined) {
    if (!Array.isArray(data.energy) || data.energy.length === 0) problems.push({ file, path: 'energy', message: 'energy: is a list of Energy types, such as [Grass]' });
    else data.energy.forEach((t, i) => {
      if ((ENERGY_TYPES as readonly unknown[]).includes(t) && t !== 'Colorless') energy.push(t as EnergyType);
      else problems.push({ file, path: `energy[${i}]`, message: `unknown Energy type ${JSON.stringify(t)}${typeof t === 'string' && suggest(t, ENERGY_TYPES) ? ` (did you mean "${suggest(t, ENERGY_TYPES)}"?)` : ''}` });
    });
  }
  if (!Array.isArray(data?.cards)) throw new CardError([...problems, { file, path: 'cards', message: 'a deck needs cards: a list of { card: <name>, count: <n> }' }]);
  const cards: string[] = [];
  (data.cards as unknown[]).forEach((entry, i) => {
    const e = entry as { card?: unknown; count?: unknown };
    const count = e?.count ?? 1;
    if (typeof e?.card !== 'string') { problems.push({ file, path: `cards[${i}].card`, message: 'expected a card name' }); return; }
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COPIES) {
      problems.push({ file, path: `cards[${i}].count`, message: `a deck has 1 to ${MAX_COPIES} copies of a card; got ${String(count)}` });
      return;
    }
    const c = pool.get(e.card);
    if (!c) {
      const s = suggest(e.card, pool.names());
      problems.push({ file, path: `cards[${i}].card`, message: `unknown Pocket card "${e.card}"${s ? ` (did you mean "${s}"?)` : ''}` });
      return;
    }
    cards.push(...Array<string>(count).fill(c.name));
  });
  if (!problems.length) {
    // At most 2 cards of a name: set variants ("Pikachu (A1a)") count with the card of their printed name.
    const seen = new Map<string, number>();
    for (const n of cards) seen.set(pocketBaseName(n), (seen.get(pocketBaseName(n)) ?? 0) + 1);
    for (const [n, k] of seen) if (k > MAX_COPIES) problems.push({ file, path: 'cards', message: `${k} copies of "${n}"; a deck has at most ${MAX_COPIES}` });
    if (cards.length !== DECK_SIZE) problems.push({ file, path: 'cards', message: `a Pocket deck has exactly ${DECK_SIZE} cards; this one has ${cards.length}` });
    if (!cards.some((n) => { const c = pool.get(n)!; return c.kind === 'pokemon' && c.stage === 'Basic'; })) problems.push({ file, path: 'cards', message: 'a deck needs at least one Basic Pokémon' });
  }
  if (!problems.length && !energy.length) energy.push(...deckEnergyTypes(cards, pool));
  if (!problems.length && !energy.length) problems.push({ file, path: 'energy', message: 'the deck has only Colorless Pokémon; say which Energy its Energy Zone makes with energy: [Grass]' });
  if (problems.length) throw new CardError(problems);
  return { name: data.name as string, cards, energy };
}

/** The Energy types a deck's Energy Zone makes: the types of its Pokémon (Colorless excluded). */
export function deckEnergyTypes(cards: string[], pool: PocketPool): EnergyType[] {
  const types = new Set<EnergyType>();
  for (const n of cards) {
    const c = pool.get(n);
    if (c?.kind === 'pokemon' && c.type !== 'Colorless') types.add(c.type);
  }
  return [...types];
}

export type { TrainerCard };
