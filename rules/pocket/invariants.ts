/**
 * What must hold in every Pocket position (checked by the random-game tests and the simulator): every
 * card is in exactly one place, the Active Spot and Bench are well formed, no Pokémon in play has
 * damage beyond what settles as a Knock Out, Special Conditions only on Active Pokémon and never two
 * exclusive ones, points within bounds, effects consistent with their sources.
 */
import type { GameCore } from '../core.ts';
import { EXCLUSIVE_CONDITIONS } from './conditions.ts';
import { BENCH_SIZE, WINNING_POINTS, pocket, pocketRules } from './state.ts';

/**
 * The broken invariants (empty when all hold).
 * @example expect(pocketInvariants(core)).toEqual([])
 */
export function pocketInvariants(core: GameCore): string[] {
  const s = core.s;
  const x = pocket(core);
  const bad: string[] = [];
  const seen = new Map<number, string>();
  const at = (id: number, where: string) => {
    if (seen.has(id)) bad.push(`card #${id} (${s.objects[id]?.card}) is both in ${seen.get(id)} and in ${where}`);
    seen.set(id, where);
    if (!s.objects[id]) bad.push(`${where} holds #${id}, which is no object`);
  };
  s.players.forEach((p, i) => {
    for (const [list, name] of [[p.library, 'deck'], [p.hand, 'hand'], [p.graveyard, 'discard']] as const) {
      for (const id of list) {
        at(id, `${p.name}'s ${name}`);
        const zone = name === 'deck' ? 'library' : name === 'hand' ? 'hand' : 'graveyard';
        if (s.objects[id]?.zone !== zone || s.objects[id]?.owner !== i) bad.push(`#${id} in ${p.name}'s ${name} says zone ${s.objects[id]?.zone}, owner ${s.objects[id]?.owner}`);
      }
    }
    const side = x.players[i]!;
    if (side.bench.length > BENCH_SIZE) bad.push(`${p.name} has ${side.bench.length} Benched Pokémon`);
    if (side.points < 0 || (side.points >= WINNING_POINTS && !s.result)) bad.push(`${p.name} has ${side.points} points and the game goes on`);
    if (side.active === null && side.bench.length > 0 && !s.result && s.step !== 'setup' && x.pending?.kind !== 'promote') bad.push(`${p.name} has no Active Pokémon and no promotion is pending`);
    for (const id of side.active === null ? side.bench : [side.active, ...side.bench]) {
      const m = x.pokemon[id];
      at(id, `${p.name}'s ${id === side.active ? 'Active Spot' : 'Bench'}`);
      if (!m) { bad.push(`#${id} is in play without a Pokémon record`); continue; }
      for (const u of m.under) at(u, `under #${id}`);
      const o = s.objects[id]!;
      if (o.owner !== i || o.zone !== 'battlefield') bad.push(`#${id} in play says owner ${o.owner}, zone ${o.zone}`);
      const card = pocketRules(core).pool.get(o.card);
      if (card?.kind !== 'pokemon') bad.push(`#${id} (${o.card}) is in play and is no Pokémon`);
      else if (o.damage >= card.hp && !s.result) bad.push(`${o.card} has ${o.damage} damage of ${card.hp} HP and was not Knocked Out`);
      if (m.conditions.length && id !== side.active) bad.push(`${o.card} on the Bench has ${m.conditions.join(', ')}`);
      if (m.conditions.filter((c) => EXCLUSIVE_CONDITIONS.includes(c)).length > 1) bad.push(`${o.card} is ${m.conditions.join(' and ')}`);
    }
  });
  for (const id of Object.keys(x.pokemon).map(Number)) if (!seen.has(id)) bad.push(`a Pokémon record #${id} is not in play`);
  for (const id of Object.keys(s.objects).map(Number)) if (!seen.has(id)) bad.push(`card #${id} (${s.objects[id]!.card}) is nowhere`);
  for (const e of x.effects) {
    if (e.sourceKind === 'ability' && e.source !== null && !x.pokemon[e.source]) bad.push(`effect ${e.name} outlived its source #${e.source}`);
    if (e.scope === 'self' && e.target !== null && !x.pokemon[e.target]) bad.push(`effect ${e.name} is on #${e.target}, which left play`);
  }
  return bad;
}
