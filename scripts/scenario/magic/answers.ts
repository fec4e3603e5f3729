/** Turning a scenario's `choose` / `assign_damage` into the engine's answer for a pending choice. */
import { defaultAnswer } from '../../../rules/index.ts';
import type { Answer, Choice, GameCore } from '../../../rules/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS, findObject, nameOf, parseRef, resolveTarget, sameName } from './refs.ts';
import { list } from '../common/compare.ts';

const KIND_OF: Partial<Record<Choice['kind'], string[]>> = {
  target: ['target'], trigger_order: ['trigger_order'], replacement_order: ['replacement_order'], cards: ['cards'],
  yes_no: ['yes_no'], mode: ['mode'], number: ['number'], color: ['option'], player: ['option', 'target'], mana_color: ['option'],
  mulligan: ['yes_no'],
};

/**
 * Does this scenario action answer this engine choice? A choice among objects (a copy choice, the legend rule)
 * may also be answered as an `option` or `target` when every value names one of the objects offered.
 */
export function answers(action: Obj | undefined, choice: Choice, core?: GameCore): boolean {
  if (!action) return false;
  if (action['do'] === 'assign_damage') return choice.kind === 'assign_damage';
  if (action['do'] !== 'choose') return false;
  // A `choose` that names its player answers only that player's decisions ("that player may pay {2}" is B's, CR 118.12).
  if (action['player'] !== undefined && PLAYERS[String(action['player'])] !== undefined && PLAYERS[String(action['player'])] !== choice.player) return false;
  if ((KIND_OF[choice.kind] ?? []).includes(String(action['kind']))) return true;
  // A choice among named options (a land type or creature type for a text change) answered by naming one.
  if (choice.kind === 'mode' && action['kind'] === 'option') return optionIndex(choice.options, action['value'] as Json) !== null;
  if (choice.kind === 'cards' && core && ['option', 'target'].includes(String(action['kind'])) && list(action['value'] as Json).length) {
    try { toAnswer(core, choice, action); return true; } catch { return false; }
  }
  return false;
}


/** The number of the option a value names (case-free), or null; a number is taken as the option's number. */
function optionIndex(options: string[], given: Json): number | null {
  const value = Array.isArray(given) ? given[0] ?? null : given;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < options.length ? value : null;
  const v = String(value).trim().toLowerCase();
  const i = options.findIndex((o) => o.toLowerCase() === v);
  return i >= 0 ? i : null;
}

/** The engine answer for a scenario action. */
export function toAnswer(core: GameCore, choice: Choice, action: Obj): Answer {
  const value = action['value'] as Json;
  switch (choice.kind) {
    case 'target': return list(value).map((r) => resolveTarget(core, r, choice.legal));
    case 'cards': return list(value).map((r) => {
      const pr = parseRef(r);
      const named = choice.options.filter((id) => sameName(nameOf(core, id), pr.name) && (pr.player === null || core.obj(id).controller === pr.player || core.obj(id).owner === pr.player));
      const pick = pr.index !== null ? findObject(core, r) : named[0];
      if (pick === null || pick === undefined || !choice.options.includes(pick)) throw new ScenarioError(`choose cards: "${r}" is not among the options`);
      return pick;
    });
    case 'trigger_order': {
      const names = list(value);
      const used = new Set<number>();
      return names.map((n) => { const i = choice.options.findIndex((o, k) => !used.has(k) && sameName(o, parseRef(n).name)); if (i >= 0) used.add(i); return i; }).filter((i) => i >= 0);
    }
    case 'replacement_order': {
      const first = list(value)[0] ?? '';
      const i = choice.options.findIndex((o) => o.toLowerCase().includes(parseRef(first).name.toLowerCase()));
      return i >= 0 ? i : 0;
    }
    case 'yes_no': return value === true || value === 'yes';
    case 'mulligan': return !(value === true || value === 'yes');
    case 'mode': return optionIndex(choice.options, value) ?? Number(value);
    case 'number': return Number(value);
    case 'mana_color': {
      // An index, or the mana itself: "{U}", "U", "blue".
      if (typeof value === 'number') return value;
      const COLOR: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C' };
      const v = String(value).trim();
      const sym = COLOR[v.toLowerCase()] ?? v.replace(/[{}]/g, '').toUpperCase();
      const i = choice.options.findIndex((o) => o.toUpperCase() === sym);
      return i >= 0 ? i : Number.isNaN(Number(v)) ? 0 : Number(v);
    }
    case 'color': return String(value).toLowerCase() as 'red';
    case 'player': return PLAYERS[String(value)] ?? 0;
    case 'assign_damage': {
      const out: Record<string, number> = {};
      for (const [ref, n] of Object.entries((action['assignment'] ?? {}) as Obj)) {
        if (ref in PLAYERS) { out['player'] = Number(n); continue; }
        const r = parseRef(ref);
        const id = choice.blockers.find((b) => sameName(core.obj(b).card, r.name) && b === (findObject(core, ref) ?? b)) ?? findObject(core, ref);
        if (id === null || id === undefined) throw new ScenarioError(`assign_damage: no blocker "${ref}"`);
        out[String(id)] = Number(n);
      }
      return out;
    }
    default: return defaultAnswer(choice);
  }
}

/** A readable note for a defaulted choice. */
export function describeChoice(choice: Choice): string {
  return 'source' in choice ? `${choice.kind} for ${choice.source}` : 'reason' in choice ? `${choice.kind}: ${choice.reason}` : choice.kind;
}
