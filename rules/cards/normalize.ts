import { fillAbilityTexts } from './ability-text.ts';
import { toCost, type CostFields } from './parse-cost.ts';
import { costColors, parseManaCost, parseManaProduced } from './parse-mana-cost.ts';
import { parseTypeLine, type TypeLine } from './parse-type-line.ts';
import { seedInterceptorAbility } from './seed-interceptors.ts';
import type { CardFile } from './schema.ts';
import type {
  Ability, CardDef, Effect, ManaCost, ManaSymbol, ModeDef, SelectorQuery, SpellDef, TargetSpec, TriggerSpec,
} from './types.ts';
import { EFFECTS, REPLACEMENTS, TRIGGERS } from './vocabulary.ts';

type Raw = Record<string, unknown>;
interface CardContext { text: string; name: string }
const LIST_KEYS = ['color', 'not_color', 'not_type', 'subtype', 'not_subtype'] as const;
/** `count: any`: the most targets an action may name (rules/magic/actions/action-schema.ts, MAX_LIST). */
const ANY_NUMBER_OF_TARGETS = 1000;

/**
 * Turns a checked card file into the engine's `CardDef`: parses the cost and type line, derives colours,
 * fills every default (target counts, `who: you`, token counts), and tags each effect with its `kind`.
 *
 * @example
 * normalizeCard({ name: 'Shock', cost: '{R}', type: 'Instant', text: '…',
 *   spell: { targets: ['any'], effects: [{ damage: 2, to: 'target' }] } }, 'cards/magic/shock.yaml').spell!.effects[0];
 * // { kind: 'damage', damage: 2, to: 'target' }
 */
export function normalizeCard(card: CardFile, file: string): CardDef {
  const typeLine = parseTypeLine(card.type) as TypeLine;
  const cost = card.cost === undefined ? null : (parseManaCost(card.cost) as ManaCost);
  const [power, toughness] = card.pt ? card.pt.split('/').map((n) => (n === '*' ? 0 : Number(n))) : [null, null];
  // Every field written, those a card lacks as undefined, in one order: every card has the same shape, so the rules'
  // reads of a card (at almost every decision) each find their field at one place.
  const def: CardDef = {
    name: card.name,
    file,
    text: card.text,
    cost,
    supertypes: typeLine.supertypes,
    types: typeLine.types,
    subtypes: typeLine.subtypes,
    colors: card.colors ?? costColors(cost),
    power: power ?? null,
    toughness: toughness ?? null,
    pt_defined_by: card.pt_defined_by,
    loyalty: card.loyalty ?? null,
    keywords: card.keywords ?? [],
    protection: card.protection ?? [],
    spell: card.spell ? toSpell(card.spell as Raw, card.text) : null,
    abilities: toAbilities([...(card.abilities ?? []), ...(card.interceptors ?? []).map(seedInterceptorAbility)] as Raw[], { text: card.text, name: card.name }),
    token: typeLine.token,
    as_enters: undefined,
    etb_copy: undefined,
    cycling: undefined,
    enters_tapped: undefined,
    enchant: undefined,
    equip: undefined,
    begin_on_battlefield: undefined,
    back: undefined,
  };
  // Ward [cost] (CR 702.21a) is a keyword with a cost: the keyword `ward_{2}` stands for its triggered ability.
  if (card.ward !== undefined) def.keywords = [...def.keywords, `ward_${card.ward}`];
  if (card.as_enters) def.as_enters = card.as_enters.map((e) => toEffect(e as Raw));
  if (card.etb_copy) def.etb_copy = true;
  if (card.cycling !== undefined) def.cycling = toCost(card.cycling as string | CostFields);
  if (card.enters_tapped) def.enters_tapped = true;
  if (card.begin_on_battlefield) def.begin_on_battlefield = true;
  if (card.enchant !== undefined) def.enchant = toTarget(card.enchant);
  if (card.equip !== undefined) def.equip = parseManaCost(card.equip) as ManaCost;
  // CR 712: a transforming double-faced card's back face, normalised like a card of its own (no mana cost).
  if (card.back) def.back = normalizeCard({ ...card.back } as CardFile, file);
  return def;
}

function toSpell(spell: Raw, text: string): SpellDef {
  // Every field, as with a card (normalizeCard): one shape for every spell.
  const out: SpellDef = {
    targets: toTargets(spell.targets), effects: toEffects(spell.effects), modes: undefined, additional_cost: undefined, alt_costs: undefined,
    kicker: undefined, flashback: undefined, uncounterable: undefined,
  };
  if (Array.isArray(spell.modes)) {
    const modes = spell.modes as Raw[];
    const bullets = text.split('•').slice(1).map((t) => t.trim());
    out.modes = modes.map((m, i): ModeDef => ({
      targets: toTargets(m.targets),
      effects: toEffects(m.effects),
      text: typeof m.text === 'string' ? m.text : bullets.length === modes.length ? bullets[i]! : `mode ${i + 1}`,
    }));
  }
  if (spell.additional_cost) out.additional_cost = toCost(spell.additional_cost as CostFields);
  if (Array.isArray(spell.alt_costs)) out.alt_costs = spell.alt_costs.map((a: Raw) => ({ name: a.name as string, cost: toCost(a.cost as CostFields) }));
  if (typeof spell.kicker === 'string') out.kicker = parseManaCost(spell.kicker) as ManaCost;
  if (spell.flashback !== undefined) out.flashback = toCost(spell.flashback as string | CostFields);
  if (spell.uncounterable) out.uncounterable = true;
  return out;
}

/** The modes of "Choose one —", each with its `•` bullet of the card text unless it gives its own. */
function toModes(modes: Raw[], text: string, card?: CardContext): ModeDef[] {
  const bullets = text.split('•').slice(1).map((t) => t.trim());
  return modes.map((m, i): ModeDef => ({
    targets: toTargets(m.targets),
    effects: toEffects(m.effects, card),
    text: typeof m.text === 'string' ? m.text : bullets.length === modes.length ? bullets[i]! : `mode ${i + 1}`,
  }));
}

function toAbilities(raws: Raw[], card: CardContext): Ability[] {
  const abilities = raws.map((raw) => toAbility(raw, card));
  const given = raws.map((raw) => typeof raw.text === 'string' || typeof (Object.values(raw)[0] as Raw)?.text === 'string');
  fillAbilityTexts(abilities, given, card.name, card.text);
  return abilities;
}

function toAbility(raw: Raw, card: CardContext): Ability {
  const text = (body: unknown) => (typeof (body as Raw)?.text === 'string' ? ((body as Raw).text as string) : '');
  if ('mana' in raw) {
    const options = Array.isArray(raw.mana) ? raw.mana : [raw.mana];
    const cost = toCost((raw.cost as string | CostFields | undefined) ?? '{T}');
    return { kind: 'mana', cost, produce: options.map((m) => parseManaProduced(m as string) as ManaSymbol[]), text: text(raw) };
  }
  if ('activated' in raw) {
    const a = raw.activated as Raw;
    return {
      kind: 'activated', cost: toCost(a.cost as string | CostFields), targets: toTargets(a.targets), effects: toEffects(a.effects, card),
      ...(a.sorcery ? { sorcery: true } : {}), text: text(a),
    };
  }
  if ('triggered' in raw) {
    const t = raw.triggered as Raw;
    return {
      kind: 'triggered', on: toTrigger(t.when as Raw), targets: toTargets(t.targets), effects: toEffects(t.effects, card),
      ...(t.if !== undefined ? { condition: t.if as string } : {}), ...(t.optional || t.pay !== undefined ? { optional: true } : {}),
      ...(t.pay !== undefined ? { pay: t.pay as string } : {}),
      ...(Array.isArray(t.modes) ? { modes: toModes(t.modes as Raw[], card.text, card) } : {}), text: text(t),
    };
  }
  if ('static' in raw) {
    const s = raw.static as Raw;
    return { kind: 'static', effects: toEffects(s.effects, card), ...(s.if !== undefined ? { condition: s.if as string } : {}), text: text(s) };
  }
  return { kind: 'replacement', replace: toReplacement(raw.replacement as Raw), text: text(raw) };
}

function toTrigger(when: Raw): TriggerSpec {
  const [event] = Object.keys(when).filter((k) => (TRIGGERS as readonly string[]).includes(k));
  const subject = when[event!];
  const spec: TriggerSpec = { event: event!, subject: typeof subject === 'object' && subject !== null ? toQuery(subject as Raw) : subject };
  // A cast trigger's spell filter ("an instant or sorcery spell", CR 603.2).
  if (typeof when.spell === 'object' && when.spell !== null) spec.spell = toQuery(when.spell as Raw);
  // Whose spell or ability made it a target (ward: "an opponent controls", CR 702.21a).
  if (typeof when.by === 'string') spec.by = when.by;
  return spec;
}

/** The main key of an effect (or replacement) as `kind`, with the loader's defaults filled in. */
function tagged(raw: Raw, names: readonly string[]): Effect {
  const kind = Object.keys(raw).find((k) => names.includes(k))!;
  return { kind, ...raw };
}

function toReplacement(raw: Raw): Effect {
  const r: Raw = { ...tagged(raw, REPLACEMENTS) };
  const args = r[r.kind as string];
  const query = (v: unknown) => (typeof v === 'object' && v !== null ? toQuery(v as Raw) : v);
  if (r.kind === 'redirect_damage') {
    const a = args as Raw;
    r.redirect_damage = { from: (a.from as unknown[]).map(query), to: query(a.to) };
  }
  if (r.kind === 'extra_counters') r.extra_counters = { ...(args as Raw), on: query((args as Raw).on) };
  if (r.kind === 'skip_untap') r.skip_untap = query(args);
  if (r.kind === 'graveyard_to_exile') r.graveyard_to_exile = { tokens: false, ...(args as Raw) };
  return r as Effect;
}

function toEffects(list: unknown, card?: CardContext): Effect[] {
  return Array.isArray(list) ? list.map((e) => toEffect(e as Raw, card)) : [];
}

function toEffect(raw: Raw, card: CardContext = { text: '', name: '' }): Effect {
  const e: Raw = { ...tagged(raw, EFFECTS) };
  for (const key of ['to', 'who', 'gain_control', 'destroy', 'exile', 'bounce', 'tap', 'untap', 'regenerate', 'return_to_battlefield', 'win_game', 'counter', 'copy_token', 'tap_or_untap']) {
    if (typeof e[key] === 'object' && e[key] !== null) e[key] = toQuery(e[key] as Raw);
  }
  switch (e.kind) {
    case 'draw': case 'mill': case 'gain_life': case 'lose_life':
      e.who ??= 'you';
      break;
    case 'create_token':
      e.count ??= 1;
      e.who ??= 'you';
      break;
    case 'set_pt':
      if (!Array.isArray(e.set_pt)) e.set_pt = [e.set_pt, e.set_pt];
      break;
    case 'sacrifice': {
      if (typeof e.sacrifice === 'string') break;   // "sacrifice it": a reference
      const s = e.sacrifice as Raw;
      e.sacrifice = { who: s.who, what: typeof s.what === 'string' ? { all: s.what } : toQuery(s.what as Raw) };
      break;
    }
    case 'delayed': {
      const d = e.delayed as Raw;
      e.delayed = { at: d.at, effects: toEffects(d.effects) };
      break;
    }
    case 'unless_pays':
      e.effects = toEffects(e.effects, card);
      break;
    case 'flip_coins':
      if (e.heads !== undefined) e.heads = toEffects(e.heads, card);
      if (e.tails !== undefined) e.tails = toEffects(e.tails, card);
      break;
    case 'discard':
      e.who ??= 'you';
      break;
    case 'grant_ability':
      e.grant_ability = toAbilities([e.grant_ability as Raw], card)[0];
      break;
  }
  return e as Effect;
}

function toQuery(raw: Raw): SelectorQuery {
  const q: Raw = { ...raw };
  for (const key of LIST_KEYS) if (typeof q[key] === 'string') q[key] = [q[key]];
  return q as SelectorQuery;
}

function toTargets(list: unknown): TargetSpec[] {
  return Array.isArray(list) ? list.map((t) => toTarget(t as string | Raw)) : [];
}

function toTarget(t: string | Raw): TargetSpec {
  const spec = (typeof t === 'string' ? { kind: t } : { ...t }) as TargetSpec;
  // "Any number of targets" (CR 115.1, Fireball): as many as the action schema lets a player name, none required.
  if ((spec.count as unknown) === 'any') { spec.count = ANY_NUMBER_OF_TARGETS; spec.min ??= 0; }
  spec.count ??= 1;
  spec.min ??= spec.count;
  if (spec.filter) spec.filter = toQuery(spec.filter as Raw);
  return spec;
}
