/** Keywords that are triggered abilities: persist (CR 702.79) and undying (CR 702.93). */
import type { Ability } from '../cards/types.ts';

const PERSIST: Ability = {
  kind: 'triggered', on: { event: 'dies', subject: 'self' }, targets: [], condition: 'not (event.had_minus1 > 0)',
  effects: [{ kind: 'return_to_battlefield', return_to_battlefield: 'event_object', with_counters: { '-1/-1': 1 } }],
  text: 'Persist',
};
const UNDYING: Ability = {
  kind: 'triggered', on: { event: 'dies', subject: 'self' }, targets: [], condition: 'not (event.had_plus1 > 0)',
  effects: [{ kind: 'return_to_battlefield', return_to_battlefield: 'event_object', with_counters: { '+1/+1': 1 } }],
  text: 'Undying',
};

/** The triggered ability a keyword stands for, if it is one. @example keywordAbility('persist')?.text // 'Persist' */
export function keywordAbility(keyword: string): Ability | null {
  return keyword === 'persist' ? PERSIST : keyword === 'undying' ? UNDYING : null;
}
