import { parse } from '../expr/index.ts';
import type { Problem } from './format-issues.ts';
import { parseCostString } from './parse-cost.ts';
import { parseManaCost } from './parse-mana-cost.ts';
import { parseTypeLine, type TypeLine } from './parse-type-line.ts';
import type { CardFile } from './schema.ts';
import { REFS, TARGET_REFS } from './vocabulary.ts';
import { freeNames } from './zod-helpers.ts';

type Raw = Record<string, unknown>;
type Path = PropertyKey[];

/** What the effects of one spell, mode or ability may refer to. */
interface Scope { targets: number; sacrifice: boolean; triggered: boolean; x: boolean; kicked: boolean; chosen: Set<string>; exiled: boolean; created?: boolean }

/** Keys whose string values are expressions. */
const EXPR_KEYS = new Set(['damage', 'draw', 'mill', 'gain_life', 'lose_life', 'scry', 'count', 'amount', 'pump', 'set_pt', 'prevent', 'where', 'life', 'if', 'cost_more', 'cost_less', 'mana_value_at_most']);

/**
 * Checks what the schema cannot: keys that depend on the card's types, and references that need something
 * declared elsewhere (targets, a sacrifice cost, a trigger event, a choice, a kicker, an Aura).
 *
 * @example
 * checkCard({ name: 'Bolt', type: 'Instant', text: '…', spell: { effects: [{ damage: 3, to: 'target' }] } });
 * // [{ path: ['spell', 'effects', 0, 'to'], message: '"target" needs the spell or ability to declare targets: (e.g. targets: [any])' }]
 */
export function checkCard(card: CardFile): Problem[] {
  const problems: Problem[] = [];
  const add = (path: Path, message: string) => problems.push({ path, message });
  const t = parseTypeLine(card.type) as TypeLine;
  const is = (type: string) => t.types.includes(type);
  const sub = (s: string) => t.subtypes.includes(s);

  if ((is('Instant') || is('Sorcery')) !== (card.spell !== undefined)) {
    add(card.spell ? ['spell'] : [], card.spell ? 'only instants and sorceries have spell:; a permanent\'s abilities go in abilities:' : 'an instant or sorcery needs spell: with its effects');
  }
  if (is('Creature') && card.pt === undefined) add([], 'a creature needs pt:, e.g. pt: 2/2');
  if (!is('Creature') && card.pt !== undefined) add(['pt'], 'only creatures have pt:');
  if (card.pt?.includes('*') && card.pt_defined_by === undefined) add(['pt'], 'a "*" power or toughness needs pt_defined_by: with the expression that defines it');
  if (card.pt_defined_by !== undefined && !card.pt?.includes('*')) add(['pt_defined_by'], 'pt_defined_by goes with pt: "*/*"');
  if (is('Planeswalker') !== (card.loyalty !== undefined)) add(card.loyalty === undefined ? [] : ['loyalty'], is('Planeswalker') ? 'a planeswalker needs loyalty:' : 'only planeswalkers have loyalty:');
  if (sub('Aura') !== (card.enchant !== undefined)) add(card.enchant === undefined ? [] : ['enchant'], sub('Aura') ? 'an Aura needs enchant:, e.g. enchant: creature' : 'only Auras have enchant:');
  if (sub('Equipment') !== (card.equip !== undefined)) add(card.equip === undefined ? [] : ['equip'], sub('Equipment') ? 'an Equipment needs equip:, e.g. equip: "{2}"' : 'only Equipment has equip:');
  if ((is('Land') || t.token) && card.cost !== undefined) add(['cost'], `${t.token ? 'tokens' : 'lands'} have no mana cost; remove cost:`);
  if (card.as_enters?.some((e) => !('choose' in e))) add(['as_enters'], 'as_enters: holds only choices, e.g. [{ choose: player }]');

  const costX = card.cost !== undefined && (parseManaCost(card.cost) as { x: number }).x > 0;
  const chosen = new Set<string>((card.as_enters ?? []).map((e) => (e as Raw).choose as string));
  const base = (over: Partial<Scope>): Scope => ({ targets: 0, sacrifice: false, triggered: false, x: costX, kicked: false, chosen, exiled: false, ...over });
  const env = { card, add };

  const spell = card.spell as Raw | undefined;
  if (spell) {
    const sacrifice = (spell.additional_cost as Raw | undefined)?.sacrifice !== undefined;
    const scopes = Array.isArray(spell.modes) ? spell.modes.map((m: Raw, i) => ({ body: m, path: ['spell', 'modes', i] })) : [{ body: spell, path: ['spell'] }];
    const kicked = spell.kicker !== undefined;
    for (const { body, path } of scopes) checkBody(env, body, path, base({ targets: countTargets(body.targets), sacrifice, kicked }));
  }
  (card.abilities ?? []).forEach((a, i) => checkAbility(env, a as Raw, ['abilities', i], base));
  checkCostEffects(card, add);
  // A transforming double-faced card's back face is checked as a card of its own (CR 712), its paths under back:.
  if (card.back) for (const p of checkCard({ ...card.back } as CardFile)) add(['back', ...p.path], p.message);
  return problems;
}

interface Env { card: CardFile; add: (path: Path, message: string) => void }

function checkAbility(env: Env, raw: Raw, path: Path, base: (o: Partial<Scope>) => Scope): void {
  const [kind] = Object.keys(raw).filter((k) => k !== 'text' && k !== 'cost');
  const body = raw[kind!] as Raw;
  const at = [...path, kind!];
  if (kind === 'activated') {
    const cost = typeof body.cost === 'string' ? parseCostString(body.cost) : (body.cost as Raw);
    const fields = typeof cost === 'string' ? {} : (cost as Raw);
    const x = typeof fields.mana === 'string' && (parseManaCost(fields.mana) as { x: number }).x > 0;
    if (fields.loyalty !== undefined && !env.card.type.includes('Planeswalker')) env.add([...at, 'cost'], 'only planeswalkers have loyalty costs');
    checkBody(env, body, at, base({ targets: countTargets(body.targets), sacrifice: fields.sacrifice !== undefined, x }));
  } else if (kind === 'triggered') {
    if (Array.isArray(body.modes)) body.modes.forEach((m: Raw, i) => checkBody(env, m, [...at, 'modes', i], base({ targets: countTargets(m.targets), triggered: true })));
    else checkBody(env, body, at, base({ targets: countTargets(body.targets), triggered: true }));
    if (typeof body.if === 'string') checkExprNames(env, body.if, [...at, 'if'], base({ triggered: true }), false);
  } else if (kind === 'static') {
    checkBody(env, body, at, base({}));
  } else if (kind === 'replacement') {
    walk(env, body, at, base({}), false);
  }
}

function countTargets(targets: unknown): number {
  return Array.isArray(targets) ? targets.reduce((n: number, t) => n + (typeof t === 'object' && t !== null ? (typeof (t as Raw).count === 'number' ? (t as Raw).count as number : 1) : 1), 0) : 0;
}

function checkBody(env: Env, body: Raw, path: Path, scope: Scope): void {
  const effects = Array.isArray(body.effects) ? (body.effects as Raw[]) : [];
  checkEffects(env, effects, [...path, 'effects'], scope);
  if (scope.targets > 0 && !JSON.stringify(effects).match(/"(targets?|target2|controller_of_target|owner_of_target)"/)) {
    env.add([...path, 'targets'], 'targets are declared but no effect uses them (write to: target)');
  }
}

function checkEffects(env: Env, effects: Raw[], path: Path, scope: Scope): void {
  const local: Scope = { ...scope, chosen: new Set(scope.chosen) };
  effects.forEach((e, i) => {
    const at = [...path, i];
    if (e.divided && e.to !== 'targets') env.add([...at, 'to'], 'divided damage goes to: targets');
    if (Array.isArray(e.grant) && e.grant.includes('protection_from_chosen_color') && !local.chosen.has('color')) {
      env.add([...at, 'grant'], 'protection_from_chosen_color needs an earlier { choose: color } in the same effects');
    }
    const delayed = e.delayed as Raw | undefined;
    if (delayed) checkEffects(env, (delayed.effects as Raw[]) ?? [], [...at, 'delayed', 'effects'], local);
    else if (e.grant_ability) checkAbility(env, e.grant_ability as Raw, [...at, 'grant_ability'], (o) => ({ ...local, targets: 0, sacrifice: false, triggered: false, x: false, kicked: false, exiled: false, created: false, ...o }));
    else walk(env, e, at, local, 'pump' in e || 'set_pt' in e);
    if (typeof e.choose === 'string') local.chosen.add(e.choose);
    if (e.exile !== undefined) local.exiled = true;
    if (e.copy_token !== undefined) local.created = true;
  });
}

/** Checks every reference and expression under `node`. `it` may appear in queries (`where`) and in P/T values. */
function walk(env: Env, node: unknown, path: Path, scope: Scope, itAllowed: boolean, key = ''): void {
  if (typeof node === 'string') {
    if ((REFS as readonly string[]).includes(node)) checkRef(env, node, path, scope);
    else if (EXPR_KEYS.has(key)) checkExprNames(env, node, path, scope, itAllowed || key === 'where');
  } else if (Array.isArray(node)) {
    node.forEach((v, i) => walk(env, v, [...path, i], scope, itAllowed, key));
  } else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) walk(env, v, [...path, k], scope, itAllowed, k);
  }
}

function checkRef(env: Env, ref: string, path: Path, scope: Scope): void {
  const need = (ok: boolean, message: string) => ok || env.add(path, message);
  if ((TARGET_REFS as readonly string[]).includes(ref)) {
    need(scope.targets >= (ref === 'target2' ? 2 : 1), `"${ref}" needs the spell or ability to declare ${ref === 'target2' ? 'two targets' : 'targets: (e.g. targets: [any])'}`);
  }
  if (ref === 'enchanted_player') need((env.card.enchant as { kind?: string } | string | undefined) !== undefined && [env.card.enchant, (env.card.enchant as { kind?: string })?.kind].includes('player'), '"enchanted_player" is for Auras with enchant: player');
  if (ref === 'enchanted') need(env.card.enchant !== undefined, '"enchanted" is for Auras (with enchant:)');
  if (ref === 'equipped') need(env.card.equip !== undefined, '"equipped" is for Equipment (with equip:)');
  if (ref === 'sacrificed') need(scope.sacrifice, '"sacrificed" needs a sacrifice in the cost');
  if (ref === 'event_object') need(scope.triggered, '"event_object" is only for triggered abilities');
  if (ref === 'event_player') need(scope.triggered, '"event_player" ("that player") is only for triggered abilities');
  if (ref === 'event_spell') need(scope.triggered, '"event_spell" ("that spell or ability") is only for triggered abilities');
  if (ref === 'chosen_player') need(scope.chosen.has('player'), '"chosen_player" needs { choose: player } in as_enters: or an earlier effect');
  if (ref === 'exiled') need(scope.exiled, '"exiled" needs an earlier exile effect in the same ability');
  if (ref === 'created') need(!!scope.created, '"created" needs an earlier copy_token effect in the same ability');
}

function checkExprNames(env: Env, source: string, path: Path, scope: Scope, itAllowed: boolean): void {
  let names: string[];
  try {
    names = freeNames(parse(source));
  } catch {
    return; // the schema reports syntax errors
  }
  const need = (name: string, ok: boolean, message: string) => names.includes(name) && !ok && env.add(path, message);
  need('it', itAllowed, '"it" is only for where: and for P/T values of continuous effects');
  need('event', scope.triggered, '"event" is only for triggered abilities');
  need('sacrificed', scope.sacrifice, '"sacrificed" needs a sacrifice in the cost');
  need('x', scope.x, '"x" needs {X} in the mana cost');
  need('target', scope.targets > 0, '"target" needs targets:');
  need('chosen_player', scope.chosen.has('player'), '"chosen_player" needs { choose: player }');
  need('kicked', scope.kicked, '"kicked" needs kicker: on the spell');
}

/** Cost increases and reductions (CR 601.2f) are static abilities: `cost_more` / `cost_less` anywhere else would do nothing. */
function checkCostEffects(card: CardFile, add: (path: Path, message: string) => void): void {
  const report = (effects: unknown, path: Path) => {
    if (!Array.isArray(effects)) return;
    effects.forEach((e: Raw, i) => {
      for (const key of ['cost_more', 'cost_less']) if (e[key] !== undefined) add([...path, i, key], `${key} works only in a static ability (abilities: [{ static: { effects: [{ ${key}: 1 }] } }])`);
    });
  };
  const spell = card.spell as Raw | undefined;
  if (spell) {
    report(spell.effects, ['spell', 'effects']);
    if (Array.isArray(spell.modes)) spell.modes.forEach((m: Raw, i) => report(m.effects, ['spell', 'modes', i, 'effects']));
  }
  (card.abilities ?? []).forEach((a, i) => {
    const [kind] = Object.keys(a as Raw).filter((k) => k !== 'text' && k !== 'cost');
    if (kind === 'activated' || kind === 'triggered') report(((a as Raw)[kind] as Raw).effects, ['abilities', i, kind, 'effects']);
  });
}
