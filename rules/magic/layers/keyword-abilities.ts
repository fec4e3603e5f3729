/** Keywords that are triggered abilities: persist (CR 702.79), undying (CR 702.93), prowess (702.108), battle cry (702.91). */
import type { Ability } from '../../cards/types.ts';

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

/** CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
const PROWESS: Ability = {
  kind: 'triggered', on: { event: 'cast', subject: 'you', spell: { not_type: ['creature'] } }, targets: [],
  effects: [{ kind: 'pump', pump: [1, 1], to: 'self', until: 'end_of_turn' }],
  text: 'Prowess',
};
/** CR 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn." */
const BATTLE_CRY: Ability = {
  kind: 'triggered', on: { event: 'attacks', subject: 'self' }, targets: [],
  effects: [{ kind: 'pump', pump: [1, 0], to: { all: 'creature', attacking: true, other: true }, until: 'end_of_turn' }],
  text: 'Battle cry',
};
const KEYWORD_ABILITIES: Readonly<Record<string, Ability>> = { persist: PERSIST, undying: UNDYING, prowess: PROWESS, battle_cry: BATTLE_CRY };

/** The triggered ability a keyword stands for, if it is one. @example keywordAbility('persist')?.text // 'Persist' */
export function keywordAbility(keyword: string): Ability | null {
  if (keyword.startsWith('ward_')) return wardAbility(keyword.slice(5));
  return Object.hasOwn(KEYWORD_ABILITIES, keyword) ? KEYWORD_ABILITIES[keyword]! : null;
}

const wards = new Map<string, Ability>();
/**
 * CR 702.21a: Ward [cost] — "Whenever this permanent becomes the target of a spell or ability an opponent controls,
 * counter that spell or ability unless that player pays [cost]." The keyword `ward_{2}` carries its cost; one shared
 * ability per cost, so a permanent keeps the same ability object from one computation to the next.
 */
function wardAbility(cost: string): Ability {
  let a = wards.get(cost);
  if (!a) {
    a = {
      kind: 'triggered', on: { event: 'becomes_target', subject: 'self', by: 'opponent' }, targets: [],
      effects: [{ kind: 'unless_pays', unless_pays: cost, who: 'event_player', effects: [{ kind: 'counter', counter: 'event_spell' }] }],
      text: `Ward ${cost}`,
    };
    wards.set(cost, a);
  }
  return a;
}
