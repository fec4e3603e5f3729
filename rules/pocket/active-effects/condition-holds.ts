/**
 * Whether a Generic Modifier condition (modifier-condition.ts, seed 004) holds for the Pokémon a calculation has:
 * each clause read against the Pokémon's card and whether it is in play as the Active Pokémon.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { isActive, isInPlay, pokemonCardOf } from '../state.ts';
import type { ConditionBindings, ConditionClause, ConditionField } from './modifier-condition.ts';

function fieldValue(core: GameCore, id: ObjectId, field: ConditionField): string {
  const card = pokemonCardOf(core, id);
  switch (field) {
    case 'type': return card.type.toLowerCase();
    case 'stage': return card.stage.toLowerCase();
    case 'ex': return String(card.ex);
    case 'name': return card.name;
    case 'active': return String(isInPlay(core, id) && isActive(core, id));
  }
}

/**
 * Whether every clause holds. A clause about a Pokémon the calculation doesn't have is false.
 * @example conditionHolds(core, parseCondition('attacker.type == Fire'), { attacker: charmanderId }) // true
 */
export function conditionHolds(core: GameCore, clauses: readonly ConditionClause[], b: ConditionBindings): boolean {
  return clauses.every((c) => {
    const id = b[c.subject];
    if (id === null || id === undefined || !core.tryObj(id)) return false;
    const want = c.field === 'name' ? c.value : c.value.toLowerCase();
    return (fieldValue(core, id, c.field) === want) === c.equal;
  });
}
