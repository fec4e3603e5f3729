import type { Color, ManaCost, ManaSymbol } from './types.ts';

const COLORED = ['W', 'U', 'B', 'R', 'G'] as const;
const COLOR_OF: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The mana symbols a card file may write, for messages. */
export const MANA_SYMBOL_HELP = 'use {W} {U} {B} {R} {G} {C}, a number like {3}, {X}, or a hybrid like {W/U}';

/**
 * Parses a mana cost such as "{3}{W/U}{W/U}" (CR 107.4). Returns the cost, or a message naming the bad symbol.
 *
 * @example
 * parseManaCost('{X}{R}');  // { generic: 0, pips: ['R'], hybrid: [], x: 1, text: '{X}{R}' }
 * parseManaCost('{Q}');     // '"{Q}" is not a mana symbol (use {W} {U} {B} {R} {G} {C}, …)'
 */
export function parseManaCost(text: string): ManaCost | string {
  const cost: ManaCost = { generic: 0, pips: [], hybrid: [], x: 0, text };
  if (text.trim() === '') return 'the mana cost is empty; leave the key out for a card without a mana cost';
  const symbols = text.match(/\{[^{}]*\}|[^{}]+|[{}]/g) ?? [];
  for (const sym of symbols) {
    const inner = sym.startsWith('{') && sym.endsWith('}') ? sym.slice(1, -1) : null;
    if (inner === null) return `"${sym}" is outside braces; write each symbol in braces, e.g. "{2}{R}"`;
    if (/^\d+$/.test(inner)) cost.generic += Number(inner);
    else if (inner === 'X') cost.x += 1;
    else if (inner === 'C' || (COLORED as readonly string[]).includes(inner)) cost.pips.push(inner as ManaSymbol);
    else if (/^[WUBRG]\/[WUBRG]$/.test(inner) && inner[0] !== inner[2]) cost.hybrid.push([inner[0], inner[2]] as ManaSymbol[]);
    else if (inner !== inner.toUpperCase()) return `"${sym}" is not a mana symbol (mana symbols are upper case: "{${inner.toUpperCase()}}")`;
    else return `"${sym}" is not a mana symbol (${MANA_SYMBOL_HELP})`;
  }
  return cost;
}

/**
 * The mana value of a cost (CR 202.3): X counts as 0, each hybrid symbol as 1.
 * @example manaValue(parseManaCost('{1}{G/W}{G/W}') as ManaCost); // 3
 */
export function manaValue(cost: ManaCost | null): number {
  return cost ? cost.generic + cost.pips.length + cost.hybrid.length : 0;
}

/**
 * The colours of a mana cost (CR 202.2), in WUBRG order.
 * @example costColors(parseManaCost('{1}{B/G}') as ManaCost); // ['black', 'green']
 */
export function costColors(cost: ManaCost | null): Color[] {
  if (!cost) return [];
  const present = new Set<string>([...cost.pips, ...cost.hybrid.flat()]);
  return COLORED.filter((c) => present.has(c)).map((c) => COLOR_OF[c]!);
}

/**
 * Parses the symbols a mana ability adds, e.g. "{G}" or "{G}{G}" → ['G'] / ['G', 'G'].
 * @example parseManaProduced('{W}'); // ['W']
 */
export function parseManaProduced(text: string): ManaSymbol[] | string {
  const cost = parseManaCost(text);
  if (typeof cost === 'string') return cost;
  if (cost.generic || cost.x || cost.hybrid.length) return `a mana ability adds specific mana such as "{G}" or "{C}", not "${text}"`;
  return cost.pips;
}
