import { parseManaCost } from './parse-mana-cost.ts';
import type { Cost, SelectorQuery, Value } from './types.ts';

/** The object form of a cost in a card file. */
export interface CostFields {
  mana?: string;
  tap?: boolean;
  untap?: boolean;
  sacrifice?: 'self' | string | SelectorQuery;
  life?: Value;
  loyalty?: number;
  discard?: number;
  exile_from_hand?: SelectorQuery;
}

const COST_STRING_HELP = 'write parts like "{2}{G}", "{T}", "Sacrifice this", "Pay 2 life", "Discard a card", separated by commas';

/**
 * Parses a cost string such as "{1}, {T}, Sacrifice this" into its object form, or returns a message.
 *
 * @example
 * parseCostString('{1}, Sacrifice this'); // { mana: '{1}', sacrifice: 'self' }
 * parseCostString('Tap it');              // 'unknown cost part "Tap it" (write parts like …)'
 */
export function parseCostString(text: string): CostFields | string {
  const fields: CostFields = {};
  for (const raw of text.split(',')) {
    const part = raw.trim();
    let m: RegExpExecArray | null;
    if (part === '{T}') fields.tap = true;
    else if (part === '{Q}') fields.untap = true;
    else if (/^Sacrifice (this|~)$/i.test(part)) fields.sacrifice = 'self';
    else if ((m = /^Pay (\d+) life$/i.exec(part))) fields.life = Number(m[1]);
    else if (/^Discard a card$/i.test(part)) fields.discard = 1;
    else if (/^\{[^T}][^}]*\}/.test(part) && !part.includes('{T}')) {
      const mana = parseManaCost(part);
      if (typeof mana === 'string') return mana;
      if (fields.mana) return `the cost has two mana parts; join them: "${fields.mana}${part}"`;
      fields.mana = part;
    } else if (part.includes('{T}')) return `write {T} as its own part: "${part.replace('{T}', '').trim()}, {T}"`;
    else return `unknown cost part "${part}" (${COST_STRING_HELP})`;
  }
  return fields;
}

/**
 * Normalises either cost form to the engine's `Cost`.
 * @example toCost('{B}'); // { mana: { generic: 0, pips: ['B'], hybrid: [], x: 0, text: '{B}' } }
 */
export function toCost(cost: string | CostFields): Cost {
  const fields = typeof cost === 'string' ? parseCostString(cost) : cost;
  if (typeof fields === 'string') throw new Error(fields); // the schema has checked it already
  const out: Cost = {};
  if (fields.mana !== undefined) out.mana = parseManaCost(fields.mana) as Exclude<ReturnType<typeof parseManaCost>, string>;
  if (fields.tap) out.tap = true;
  if (fields.untap) out.untap = true;
  if (fields.sacrifice !== undefined) out.sacrifice = toSacrifice(fields.sacrifice);
  if (fields.life !== undefined) out.life = fields.life;
  if (fields.loyalty !== undefined) out.loyalty = fields.loyalty;
  if (fields.discard !== undefined) out.discard = fields.discard;
  if (fields.exile_from_hand !== undefined) out.exile_from_hand = fields.exile_from_hand;
  return out;
}

/** "self", a type word ("creature": one you control) or a query. */
function toSacrifice(what: string | SelectorQuery): 'self' | SelectorQuery {
  if (what === 'self') return 'self';
  if (typeof what === 'string') return { all: what, controller: 'you' };
  return { controller: 'you', ...what };
}

/**
 * Writes a cost the way rules text does, for generated ability text.
 * @example costText(toCost({ mana: '{1}', tap: true })); // '{1}, {T}'
 */
export function costText(cost: Cost): string {
  const parts: string[] = [];
  if (cost.loyalty !== undefined) parts.push(cost.loyalty > 0 ? `+${cost.loyalty}` : cost.loyalty === 0 ? '0' : `−${-cost.loyalty}`);
  if (cost.mana) parts.push(cost.mana.text);
  if (cost.tap) parts.push('{T}');
  if (cost.untap) parts.push('{Q}');
  if (cost.sacrifice) parts.push(cost.sacrifice === 'self' ? 'Sacrifice this' : `Sacrifice a ${cost.sacrifice.all ?? 'permanent'}`);
  if (cost.life !== undefined) parts.push(`Pay ${cost.life} life`);
  if (cost.discard) parts.push(cost.discard === 1 ? 'Discard a card' : `Discard ${cost.discard} cards`);
  if (cost.exile_from_hand) parts.push('Exile a card from your hand');
  return parts.join(', ');
}
