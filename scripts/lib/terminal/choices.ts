/**
 * Every in-action choice a person may be asked (targets, cards, modes, orders, yes/no, colours, players, numbers,
 * damage assignment, mulligans, loop shortcuts), as numbered options read from their view; an empty line gives
 * the documented default answer (rules/choices.ts, defaultAnswer).
 */
import { defaultAnswer } from '../../../rules/index.ts';
import type { Answer, Choice, PlayerView } from '../../../rules/index.ts';
import { card, target, who } from './names.ts';

/**
 * A parsed line: its value, or what is wrong with it.
 * @example const r: Parsed<number> = { ok: false, error: 'choose from 1 to 3' };
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Ask the person one line: `lines` are printed first, `message` is the prompt, `parse` reads the answer (asked
 * again while it is wrong).
 * @example const n = await ask(['1. Pass'], 'Action', (t) => pickList(t, 1, 1, 1));
 */
export type Ask = <T>(lines: string[], message: string, parse: (text: string) => Parsed<T>) => Promise<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(error: string): Parsed<T> => ({ ok: false, error });

/**
 * Numbers 1..n separated by spaces or commas, as 0-based indexes: between min and max of them, none twice.
 * @example pickList('1 3', 4, 0, 4) // { ok: true, value: [0, 2] }
 */
export function pickList(text: string, n: number, min: number, max: number): Parsed<number[]> {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const picked: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p)) return bad(`"${p}" is not an option number`);
    const i = Number(p) - 1;
    if (i < 0 || i >= n) return bad(`${p} is not an option: choose from 1 to ${n}`);
    if (picked.includes(i)) return bad(`${p} is chosen twice`);
    picked.push(i);
  }
  if (picked.length < min || picked.length > max) return bad(`choose ${min === max ? min : `${min} to ${max}`} option(s), not ${picked.length}`);
  return ok(picked);
}

/** One option number 1..n as an index. */
function pickOne(text: string, n: number): Parsed<number> {
  const r = pickList(text, n, 1, 1);
  return r.ok ? ok(r.value[0]!) : r;
}

const numbered = (options: string[]): string[] => options.map((o, i) => `  ${i + 1}. ${o}`);

/** A whole number from min to max. */
function wholeNumber(text: string, min: number, max: number): Parsed<number> {
  if (!/^-?\d+$/.test(text)) return bad(`"${text}" is not a whole number`);
  const n = Number(text);
  return n >= min && n <= max ? ok(n) : bad(`choose a number from ${min} to ${max}`);
}

/**
 * Ask a choice and return the answer the game takes; an empty line answers with the default.
 * @example const answer = await askChoice(choice, request.view, ask);
 */
export async function askChoice(choice: Choice, view: PlayerView, ask: Ask): Promise<Answer> {
  const fallback = defaultAnswer(choice);
  const orDefault = <T extends Answer>(parse: (text: string) => Parsed<T>) => (text: string): Parsed<Answer> => (text === '' ? ok(fallback) : parse(text));
  switch (choice.kind) {
    case 'target': {
      const n = choice.legal.length;
      const range = choice.min === choice.max ? `${choice.min}` : `${choice.min} to ${choice.max}`;
      return ask([`${choice.source}: choose ${range} target(s):`, ...numbered(choice.legal.map((t) => target(view, t)))], `Targets (numbers; Enter for ${fallbackText(choice, view)})`,
        orDefault((t) => { const r = pickList(t, n, choice.min, choice.max); return r.ok ? ok(r.value.map((i) => choice.legal[i]!)) : r; }));
    }
    case 'cards': {
      const range = choice.min === choice.max ? `${choice.min}` : `${choice.min} to ${choice.max}`;
      return ask([`${choice.reason}: choose ${range} card(s):`, ...numbered(choice.options.map((id) => `${card(view, id)} #${id}`))], 'Cards (numbers, e.g. 1 3; Enter for the default)',
        orDefault((t) => { const r = pickList(t, choice.options.length, choice.min, choice.max); return r.ok ? ok(r.value.map((i) => choice.options[i]!)) : r; }));
    }
    case 'trigger_order': {
      const n = choice.options.length;
      return ask(['Put your triggered abilities on the stack in an order (the last one resolves first):', ...numbered(choice.options)], `Order (all ${n} numbers, first put on the stack first; Enter for 1..${n})`,
        orDefault((t) => pickList(t, n, n, n)));
    }
    case 'replacement_order':
      return ask(['Several replacement or prevention effects apply: which applies first?', ...numbered(choice.options)], 'Apply first (number; Enter for 1)', orDefault((t) => pickOne(t, choice.options.length)));
    case 'mode':
      return ask(['Choose a mode:', ...numbered(choice.options)], 'Mode (number; Enter for 1)', orDefault((t) => pickOne(t, choice.options.length)));
    case 'mana_color':
      return ask(['Choose the mana to add:', ...numbered(choice.options)], 'Mana (number; Enter for 1)', orDefault((t) => pickOne(t, choice.options.length)));
    case 'color':
      return ask(['Choose a colour:', ...numbered(choice.options)], 'Colour (number; Enter for 1)', orDefault((t) => { const r = pickOne(t, choice.options.length); return r.ok ? ok(choice.options[r.value]!) : r; }));
    case 'player':
      return ask(['Choose a player:', ...numbered(choice.options.map((p) => who(view, p)))], 'Player (number; Enter for 1)', orDefault((t) => { const r = pickOne(t, choice.options.length); return r.ok ? ok(choice.options[r.value]!) : r; }));
    case 'yes_no':
      return ask([choice.question], 'y/n (Enter for yes)', orDefault(yesNo));
    case 'mulligan':
      return ask([`Your opening hand: ${choice.hand.map((id) => card(view, id)).join(', ')}`], 'Keep this hand? y = keep, n = mulligan (Enter keeps)', orDefault(yesNo));
    case 'number':
      return ask([`Choose a number from ${choice.min} to ${choice.max}.`], `Number (Enter for ${choice.min})`, orDefault((t) => wholeNumber(t, choice.min, choice.max)));
    case 'shortcut':
      return ask([`${who(view, choice.proposer)} proposes a shortcut: ${choice.description}, ${choice.iterations} times.`], `How many times to allow (0 to ${choice.iterations}; Enter for all)`, orDefault((t) => wholeNumber(t, 0, choice.iterations)));
    case 'assign_damage': {
      const slots = [...choice.blockers.map((b, i) => `${card(view, b)} #${b} (lethal ${choice.lethal[i]})`), ...(choice.trample ? [`${'the player'} (trample)`] : [])];
      const keys = [...choice.blockers.map(String), ...(choice.trample ? ['player'] : [])];
      const dflt = Object.entries(fallback as Record<string, number>).map(([k, v]) => `${v} to ${k === 'player' ? 'the player' : card(view, Number(k))}`).join(', ');
      return ask([`${card(view, choice.attacker)} assigns ${choice.amount} combat damage, in this order:`, ...numbered(slots)], `Damage to each, in order (${keys.length} numbers adding up to ${choice.amount}; Enter for ${dflt})`,
        orDefault((t): Parsed<Record<string, number>> => {
          const parts = t.split(/[\s,]+/).filter(Boolean);
          if (parts.length !== keys.length || parts.some((p) => !/^\d+$/.test(p))) return bad<Record<string, number>>(`give ${keys.length} whole number(s), one for each`);
          const total = parts.reduce((s, p) => s + Number(p), 0);
          if (total !== choice.amount) return bad<Record<string, number>>(`the damage adds up to ${total}, not ${choice.amount}`);
          return ok<Record<string, number>>(Object.fromEntries(keys.map((k, i) => [k, Number(parts[i])])));
        }));
    }
  }
}

function yesNo(text: string): Parsed<boolean> {
  const t = text.toLowerCase();
  if (t === 'y' || t === 'yes') return ok(true);
  if (t === 'n' || t === 'no') return ok(false);
  return bad('answer y or n');
}

function fallbackText(choice: Extract<Choice, { kind: 'target' }>, view: PlayerView): string {
  const d = defaultAnswer(choice) as { kind: 'player' | 'object'; id: number }[];
  return d.length ? d.map((t) => target(view, t)).join(', ') : 'none';
}
