/** Card definitions: the card/1 file format, its vocabulary, and the loader that turns files into `CardDef`s. */
export type * from './types.ts';
export { parseCard, loadCardFile, clearCardCache, readYaml, readCardText, MAX_FILE_BYTES } from './loader.ts';
export { loadCardPool, loadDeck, kebabCase, type CardPool } from './pool.ts';
export { shippedCards, type ShippedFolder } from './shipped.ts';
export { CardError, formatProblem, type CardProblem } from './errors.ts';
export { CardFileSchema, DeckFileSchema, cardJsonSchema, type CardFile, type DeckFile } from './schema.ts';
export { parseManaCost, parseManaProduced, manaValue, costColors } from './parse-mana-cost.ts';
export { parseTypeLine, type TypeLine } from './parse-type-line.ts';
export { parseCostString, toCost, costText } from './parse-cost.ts';
export { hint, suggest } from './suggest.ts';
export * from './vocabulary.ts';
