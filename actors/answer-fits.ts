/** Whether an answer is one of the answers a choice offers (a replay checks every recorded answer with it). */
import type { Answer, Choice } from '../rules/index.ts';
import { canonicalJson } from './canonical-json.ts';

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

function distinctFrom(values: unknown, options: readonly unknown[], min: number, max: number, what: string): string | null {
  if (!Array.isArray(values)) return `expected a list of ${what}`;
  if (values.length < min || values.length > max) return `expected ${min === max ? min : `${min} to ${max}`} ${what}, got ${values.length}`;
  const offered = new Set(options.map((o) => canonicalJson(o)));
  const seen = new Set<string>();
  for (const v of values) {
    const key = canonicalJson(v);
    if (!offered.has(key)) return `${key} is not one of the ${what} offered (${[...offered].join(', ') || 'none'})`;
    if (seen.has(key)) return `${key} is chosen twice`;
    seen.add(key);
  }
  return null;
}

const indexIn = (v: unknown, n: number): string | null => (isInt(v) && v >= 0 && v < n ? null : `expected an option number from 0 to ${n - 1}, got ${canonicalJson(v)}`);
const oneOf = (v: unknown, options: readonly unknown[]): string | null => (options.some((o) => o === v) ? null : `${canonicalJson(v)} is not one of ${canonicalJson(options)}`);

/**
 * Null when `answer` is one of the answers `choice` offers; otherwise why it is not.
 * @example answerFits({ kind: 'yes_no', player: 0, question: 'Pay?' }, 'maybe') // 'expected true or false, got "maybe"'
 */
export function answerFits(choice: Choice, answer: Answer | unknown): string | null {
  switch (choice.kind) {
    case 'target': return distinctFrom(answer, choice.legal, choice.min, choice.max, 'targets');
    case 'cards': return distinctFrom(answer, choice.options, choice.min, choice.max, 'cards');
    case 'trigger_order': {
      const n = choice.options.length;
      return distinctFrom(answer, choice.options.map((_, i) => i), n, n, 'trigger positions');
    }
    case 'replacement_order':
    case 'mode':
    case 'mana_color': return indexIn(answer, choice.options.length);
    case 'yes_no':
    case 'mulligan': return typeof answer === 'boolean' ? null : `expected true or false, got ${canonicalJson(answer)}`;
    case 'color':
    case 'player': return oneOf(answer, choice.options);
    case 'shortcut': return isInt(answer) && answer >= 0 && answer <= choice.iterations ? null : `expected a whole number of iterations from 0 to ${choice.iterations}, got ${canonicalJson(answer)}`;
    case 'number': return isInt(answer) && answer >= choice.min && answer <= choice.max ? null : `expected a whole number from ${choice.min} to ${choice.max}, got ${canonicalJson(answer)}`;
    case 'assign_damage': {
      if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return 'expected an object of damage by blocker';
      const keys = new Set([...choice.blockers.map(String), 'player']);
      let total = 0;
      for (const [k, v] of Object.entries(answer)) {
        if (!keys.has(k)) return `"${k}" is not a blocker of this attacker${choice.trample ? ' nor "player"' : ''}`;
        if (!isInt(v) || v < 0) return `damage to "${k}" must be a whole number of at least 0, got ${canonicalJson(v)}`;
        total += v;
      }
      return total === choice.amount ? null : `the damage assigned adds up to ${total}, not ${choice.amount}`;
    }
  }
}
