/**
 * Cost templates (seeds/adventure-cards-engine.md, "Costs & Effects"): pay mana, tap, sacrifice, pay life.
 * @example COSTS.get('mana-2') // { name: 'mana-2', type: 'MANA', amount: 2, arguments: [] }
 */
import { Registry } from './templates.ts';
import type { Cost } from './types.ts';

export const COSTS = new Registry<Cost>([
  { pattern: 'mana-N', example: 'mana-2', build: (name, [n]) => ({ name, type: 'MANA', amount: n!, arguments: [] }) },
  { pattern: 'tap', example: 'tap', build: (name) => ({ name, type: 'TAP', arguments: ['cardId'] }) },
  { pattern: 'sacrifice-this', example: 'sacrifice-this', build: (name) => ({ name, type: 'SACRIFICE', target: 'THIS', number: 1, arguments: ['cardId'] }) },
  { pattern: 'sacrifice-permanent-N', example: 'sacrifice-permanent-1', build: (name, [n]) => ({ name, type: 'SACRIFICE', target: 'PERMANENT', number: n!, arguments: ['cardId'] }) },
  { pattern: 'sacrifice-creature-N', example: 'sacrifice-creature-1', build: (name, [n]) => ({ name, type: 'SACRIFICE', target: 'CREATURE', number: n!, arguments: ['cardId'] }) },
  { pattern: 'pay-life-N', example: 'pay-life-2', build: (name, [n]) => ({ name, type: 'PAY_LIFE', amount: n!, arguments: [] }) },
]);

/** The cost of a card's mana value. @example manaCost(3) // 'mana-3' */
export function manaCost(n: number): string { return `mana-${n}`; }
