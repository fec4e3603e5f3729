/**
 * Effect templates (seeds/adventure-cards-engine.md, "Costs & Effects"). Cards name them; the engine's own
 * rules (phases, the draw phase, combat damage, lethal damage) use the templates marked `engine`.
 * @example EFFECTS.get('damage-player-3') // { name: 'damage-player-3', type: 'DAMAGE', target: 'PLAYER', amount: 3, arguments: ['playerId'] }
 */
import { Registry } from './templates.ts';
import type { Effect, EffectType, Subject, TargetKind } from './types.ts';

const targeted = (type: EffectType, target: TargetKind, extra: Partial<Effect> = {}) => (name: string): Effect =>
  ({ name, type, target, arguments: target === 'PLAYER' ? ['playerId'] : target === 'ANY' ? ['cardId', 'playerId'] : ['cardId'], ...extra });
const onSubject = (type: EffectType, subject: Subject, extra: Partial<Effect> = {}) => (name: string): Effect =>
  ({ name, type, subject, arguments: subject === 'YOU' || subject === 'OPPONENT' ? ['playerId'] : subject === 'THIS' ? ['cardId'] : [], ...extra });
const engine = (type: EffectType, args: Effect['arguments'] = [], subject: Subject = 'NONE') => (name: string): Effect =>
  ({ name, type, subject, arguments: args, engine: true });

export const EFFECTS = new Registry<Effect>([
  // What cards do.
  { pattern: 'damage-player-N', example: 'damage-player-3', build: (name, [n]) => targeted('DAMAGE', 'PLAYER', { amount: n! })(name) },
  { pattern: 'damage-creature-N', example: 'damage-creature-2', build: (name, [n]) => targeted('DAMAGE', 'CREATURE', { amount: n! })(name) },
  { pattern: 'damage-any-N', example: 'damage-any-2', build: (name, [n]) => targeted('DAMAGE', 'ANY', { amount: n! })(name) },
  { pattern: 'damage-opponent-N', example: 'damage-opponent-1', build: (name, [n]) => onSubject('DAMAGE', 'OPPONENT', { amount: n! })(name) },
  { pattern: 'damage-each-creature-N', example: 'damage-each-creature-1', build: (name, [n]) => onSubject('DAMAGE', 'EACH_CREATURE', { amount: n! })(name) },
  { pattern: 'damage-each-opponent-creature-N', example: 'damage-each-opponent-creature-1', build: (name, [n]) => onSubject('DAMAGE', 'EACH_OPPONENT_CREATURE', { amount: n! })(name) },
  { pattern: 'gain-life-N', example: 'gain-life-1', build: (name, [n]) => onSubject('GAIN_LIFE', 'YOU', { amount: n! })(name) },
  { pattern: 'lose-life-opponent-N', example: 'lose-life-opponent-2', build: (name, [n]) => onSubject('LOSE_LIFE', 'OPPONENT', { amount: n! })(name) },
  { pattern: 'draw-card', example: 'draw-card', build: (name) => onSubject('DRAW', 'YOU', { amount: 1 })(name) },
  { pattern: 'draw-cards-N', example: 'draw-cards-2', build: (name, [n]) => onSubject('DRAW', 'YOU', { amount: n! })(name) },
  { pattern: 'return-permanent-to-hand', example: 'return-permanent-to-hand', build: targeted('RETURN_TO_HAND_OWNER', 'PERMANENT') },
  { pattern: 'return-creature-to-hand', example: 'return-creature-to-hand', build: targeted('RETURN_TO_HAND_OWNER', 'CREATURE') },
  { pattern: 'destroy-creature', example: 'destroy-creature', build: targeted('DESTROY', 'CREATURE') },
  { pattern: 'destroy-permanent', example: 'destroy-permanent', build: targeted('DESTROY', 'PERMANENT') },
  { pattern: 'tap-creature', example: 'tap-creature', build: targeted('TAP', 'CREATURE') },
  { pattern: 'untap-creature', example: 'untap-creature', build: targeted('UNTAP', 'CREATURE') },
  { pattern: 'untap-this', example: 'untap-this', build: onSubject('UNTAP', 'THIS') },
  { pattern: 'pump-creature-P-T', example: 'pump-creature-2-2', build: (name, [p, t]) => targeted('PUMP', 'CREATURE', { power: p!, toughness: t! })(name) },
  { pattern: 'pump-this-P-T', example: 'pump-this-1-1', build: (name, [p, t]) => onSubject('PUMP', 'THIS', { power: p!, toughness: t! })(name) },
  { pattern: 'shrink-creature-P-T', example: 'shrink-creature-2-2', build: (name, [p, t]) => targeted('PUMP', 'CREATURE', { power: -p!, toughness: -t! })(name) },
  { pattern: 'counter-creature-N', example: 'counter-creature-1', build: (name, [n]) => targeted('COUNTER', 'CREATURE', { amount: n! })(name) },
  { pattern: 'counter-this-N', example: 'counter-this-1', build: (name, [n]) => onSubject('COUNTER', 'THIS', { amount: n! })(name) },
  { pattern: 'discard-opponent-N', example: 'discard-opponent-1', build: (name, [n]) => onSubject('DISCARD', 'OPPONENT', { amount: n! })(name) },
  // The engine's own rules.
  { pattern: 'phase-draw', example: 'phase-draw', build: engine('PHASE_DRAW') },
  { pattern: 'phase-main', example: 'phase-main', build: engine('PHASE_MAIN') },
  { pattern: 'phase-attackers', example: 'phase-attackers', build: engine('PHASE_ATTACKERS') },
  { pattern: 'phase-blockers', example: 'phase-blockers', build: engine('PHASE_BLOCKERS') },
  { pattern: 'phase-battle', example: 'phase-battle', build: engine('PHASE_BATTLE') },
  { pattern: 'phase-end', example: 'phase-end', build: engine('PHASE_END') },
  { pattern: 'untap-all-permanents', example: 'untap-all-permanents', build: engine('UNTAP_ALL', ['playerId'], 'YOU') },
  { pattern: 'add-max-mana-N', example: 'add-max-mana-1', build: (name, [n]) => ({ ...engine('ADD_MANA', ['playerId'], 'YOU')(name), amount: n! }) },
  { pattern: 'refill-mana', example: 'refill-mana', build: engine('REFILL_MANA', ['playerId'], 'YOU') },
  { pattern: 'clear-damage', example: 'clear-damage', build: engine('CLEAR_DAMAGE') },
  { pattern: 'combat-damage', example: 'combat-damage', build: engine('COMBAT_DAMAGE') },
  { pattern: 'enter-battlefield', example: 'enter-battlefield', build: engine('ENTER', ['cardId']) },
  { pattern: 'declare-attack', example: 'declare-attack', build: engine('DECLARE_ATTACK', ['cardId', 'playerId']) },
  { pattern: 'declare-block', example: 'declare-block', build: engine('DECLARE_BLOCK', ['cardId', 'attackerId']) },
  { pattern: 'destroy-if-lethal', example: 'destroy-if-lethal', build: engine('DESTROY_IF_LETHAL', ['cardId']) },
  { pattern: 'lose-if-dead', example: 'lose-if-dead', build: engine('LOSE_IF_DEAD', ['playerId']) },
]);

/** The phase effect of a step: `main` → `phase-main`. */
export function phaseEffect(step: string): string { return `phase-${step}`; }
