/**
 * Characteristic-defining abilities (CR 604.3): a permanent's power and toughness set by its card's expression in
 * layer 7a (613.4a), and whether that expression reads nothing a later layer decides. "Nightmare's power and
 * toughness are each equal to the number of Swamps you control" (`count(swamp, you)`) counts permanents by their type
 * words and controllers, which layers 1-6 have settled by 7a: its value is the same whether it is read as the layers
 * run or once they are done, so the layer cache can keep every other permanent's values when one enters or leaves and
 * compute the defining permanent again on its own (defined-update.ts).
 */
import type { CardDef } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { parse } from '../../expr/index.ts';
import type { Expr } from '../../expr/index.ts';
import type { GameObject } from '../../state/types.ts';
import { BOUND_NAMES, evalNumber } from '../select/expr-context.ts';
import type { Characteristics } from './types.ts';

/**
 * The expression of the characteristic-defining ability of object `o` of card `def`, if it has one that works: a
 * face-down permanent has none (CR 708.2).
 * @example definedBy(o, core.def(o)); // 'count(swamp, you)' for Nightmare
 */
export function definedBy(o: GameObject, def: CardDef): string | undefined {
  return def.pt_defined_by && !o.faceDown ? def.pt_defined_by : undefined;
}

/**
 * A characteristic-defining ability's value for the object `c` that has it: its expression evaluated in the game like
 * any other (CR 604.3, 208.2), "you" being its controller. While the layers are computed, the counts it makes read
 * the values computed so far (computing.ts).
 * @example definedValue(core, 'count(swamp, you)', nightmare); // 3 with three Swamps
 */
export function definedValue(core: GameCore, expr: string, c: Characteristics): number {
  return evalNumber(core, expr, { controller: c.controller, source: c.id });
}

/** The bindings a count may name as its player: "you" and "opponent" (only their ids are read). */
const PLAYERS = new Set(['you', 'opponent']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%']);
const known = new Map<string, boolean>();

/**
 * Does the expression read only type words and controllers of permanents: numbers, arithmetic and `count(word,
 * who)` with a word and `you`, `opponent` or a word (any other name, member, call or condition may read more: a
 * power, a life total, a hand)? Then its value follows what layers 1-6 decide (types in 4, control in 2). Worked out
 * once an expression.
 * @example followsTypes('count(swamp, you)') // true
 * @example followsTypes('total_power(creature, you)') // false: it reads power, which layer 7 is still changing
 */
export function followsTypes(expr: string): boolean {
  let v = known.get(expr);
  if (v === undefined) {
    v = countsByType(parse(expr));
    known.set(expr, v);
  }
  return v;
}

function countsByType(n: Expr): boolean {
  switch (n.kind) {
    case 'literal': return typeof n.value === 'number';
    case 'unary': return n.op === '-' && countsByType(n.operand);
    case 'binary': return ARITHMETIC.has(n.op) && countsByType(n.left) && countsByType(n.right);
    case 'call': return n.callee.kind === 'name' && n.callee.name === 'count' && n.args.length >= 1 && n.args.length <= 2 && n.args.every(isWord);
    default: return false;
  }
}

/** A count's argument that is a word: a string, a bare name that is not one of the expression's bindings, or a player. */
function isWord(n: Expr): boolean {
  return (n.kind === 'literal' && typeof n.value === 'string') || (n.kind === 'name' && (!BOUND_NAMES.has(n.name) || PLAYERS.has(n.name)));
}
