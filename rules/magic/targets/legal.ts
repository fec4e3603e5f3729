/** Target legality (CR 115): what a spell or ability may target, checked on casting and again on resolution (608.2b). */
import type { TargetSpec } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { battlefieldCharacteristics, characteristics } from '../layers/compute.ts';
import type { Characteristics } from '../layers/types.ts';
import { matchQuery } from '../select/query.ts';
import { protectedFromPlayer } from '../layers/player-protection.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';

export interface TargetSource { id: ObjectId; controller: PlayerId; colors: readonly string[] }

/** Protection, hexproof and shroud (CR 702.16b, 702.11, 702.18). */
function targetable(c: Characteristics, src: TargetSource): boolean {
  // Most permanents have no keyword at all: nothing below could refuse them (no keyword text is made for them).
  if (!c.keywords.length) return true;
  if (c.keywords.includes('shroud')) return false;
  if (c.keywords.includes('hexproof') && c.controller !== src.controller) return false;
  if (protectedFromPlayer(c.keywords, src.controller)) return false;   // CR 702.16k
  return !src.colors.some((col) => c.keywords.includes(`protection_from_${col}`));
}

function objectOk(core: GameCore, spec: TargetSpec, c: Characteristics, src: TargetSource): boolean {
  const types = c.types;
  switch (spec.kind) {
    case 'any': if (!types.includes('Creature') && !types.includes('Planeswalker')) return false; break;
    case 'creature': if (!types.includes('Creature')) return false; break;
    case 'creature_you_control': if (!types.includes('Creature') || c.controller !== src.controller) return false; break;
    case 'player_or_planeswalker': if (!types.includes('Planeswalker')) return false; break;
    case 'permanent': case 'spell_or_permanent': break;
    default: return false;
  }
  if (spec.other && c.id === src.id) return false;
  if (spec.filter && !matchQuery(core, spec.filter, c, src.id, src.controller)) return false;
  return targetable(c, src);
}

function playerOk(core: GameCore, spec: TargetSpec, p: PlayerId, src: TargetSource): boolean {
  if (core.s.players[p]?.lost) return false;
  if (spec.kind === 'opponent') return p !== src.controller;
  return spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'player_or_planeswalker';
}

/**
 * Is this target legal for this spec now?
 * @example isLegalTarget(core, { kind: 'creature' }, { kind: 'object', id: 7 }, src)
 */
export function isLegalTarget(core: GameCore, spec: TargetSpec, t: Target, src: TargetSource): boolean {
  if (t.kind === 'player') return playerOk(core, spec, t.id, src);
  // "Target spell or permanent" (Sleight of Mind): a spell on the stack, else a permanent.
  if (spec.kind === 'spell_or_permanent' && core.s.stack.some((i) => i.id === t.id && i.kind === 'spell')) return t.id !== src.id;
  if (spec.kind === 'spell' || spec.kind === 'ability') {
    const item = core.s.stack.find((i) => i.id === t.id);
    if (!item || item.id === src.id) return false;
    return spec.kind === 'spell' ? item.kind === 'spell' : item.kind !== 'spell';
  }
  const o = core.tryObj(t.id);
  if (spec.kind === 'card_in_graveyard') return !!o && o.zone === 'graveyard';
  if (!o || o.zone !== 'battlefield') return false;
  const c = characteristics(core, t.id);
  return !!c && objectOk(core, spec, c, src);
}

/** Every legal target for a spec, players first, then permanents in timestamp order, then the stack. */
export function legalTargets(core: GameCore, spec: TargetSpec, src: TargetSource): Target[] {
  const out: Target[] = [];
  if (spec.kind === 'spell' || spec.kind === 'ability') {
    for (const i of core.s.stack) { const t: Target = { kind: 'object', id: i.id }; if (isLegalTarget(core, spec, t, src)) out.push(t); }
    return out;
  }
  if (spec.kind === 'card_in_graveyard') {
    for (const p of core.s.players) for (const id of p.graveyard) out.push({ kind: 'object', id });
    return out;
  }
  for (const p of core.s.players) { const t: Target = { kind: 'player', id: p.id }; if (isLegalTarget(core, spec, t, src)) out.push(t); }
  for (const c of battlefieldCharacteristics(core).values()) if (objectOk(core, spec, c, src)) out.push({ kind: 'object', id: c.id });
  if (spec.kind === 'spell_or_permanent') {
    for (const i of core.s.stack) { const t: Target = { kind: 'object', id: i.id }; if (i.kind === 'spell' && isLegalTarget(core, spec, t, src)) out.push(t); }
  }
  return out;
}
