/**
 * Magic and Adventure at the terminal: a player's view as text (their hand, both sides' public zones with
 * power/toughness, damage and counters, the stack, combat, life, whose turn and priority) and their legal actions
 * described by card and target names. Everything shown is read from the player's view; `stats` only adds the
 * current power/toughness of a creature the view shows.
 */
import type { CardSource, PlayerAction, PlayerView } from '../../../rules/index.ts';
import type { AdventureView } from '../../../rules/adventure/index.ts';
import { card, target, who } from './names.ts';

/**
 * The current power and toughness of a visible creature, or null for a non-creature.
 * @example const stats: Stats = (id) => ({ power: 2, toughness: 2 });
 */
export type Stats = (id: number) => { power: number; toughness: number } | null;

/** A permanent on one line: name, P/T, tapped, damage, counters, attachment. */
function permanent(view: PlayerView, id: number, stats: Stats): string {
  const o = view.objects[id];
  if (!o) return card(view, id);
  const pt = stats(id);
  const bits: string[] = [];
  if (pt) bits.push(`${pt.power}/${pt.toughness}`);
  if (o.tapped) bits.push('tapped');
  if (o.damage) bits.push(`${o.damage} damage`);
  for (const [k, n] of Object.entries(o.counters)) if (n) bits.push(`${n} ${k} counter${n === 1 ? '' : 's'}`);
  if (o.attachedTo !== null) bits.push(`on ${card(view, o.attachedTo)}`);
  if (o.token) bits.push('token');
  return `${card(view, id)} #${id}${bits.length ? ` (${bits.join(', ')})` : ''}`;
}

const list = (xs: string[]): string => (xs.length ? xs.join(', ') : '—');

function pool(view: PlayerView, p: number): string {
  const entries = Object.entries(view.players[p]!.pool ?? {}).filter(([, n]) => n > 0);
  return entries.length ? `; mana pool ${entries.map(([c, n]) => `${n}{${c}}`).join(' ')}` : '';
}

/**
 * The view as lines: turn and priority, each player's side (the viewer's last, with their hand), the stack and combat.
 * @example magicBoard(game.view(0), stats).join('\n')
 */
export function magicBoard(view: PlayerView, stats: Stats): string[] {
  const out: string[] = [];
  const adv = (view as Partial<AdventureView>).adventure;
  const holder = view.priority === null ? '' : `; ${who(view, view.priority, true)} ${view.priority === view.viewer ? 'have' : 'has'} priority`;
  out.push(`Turn ${view.turn}, ${who(view, view.active)}'s turn, ${view.step.replace(/_/g, ' ')}${holder}. You are ${who(view, view.viewer)}.`);
  const order = view.players.map((_, i) => i).filter((i) => i !== view.viewer).concat(view.viewer);
  for (const p of order) {
    const side = view.players[p]!;
    const mana = adv?.mana[p] ? `; mana ${adv.mana[p]!.available}/${adv.mana[p]!.max}` : '';
    const poison = side.poison ? `, ${side.poison} poison` : '';
    out.push(`${p === view.viewer ? `You (${side.name})` : side.name}: life ${side.life}${poison}${mana}${pool(view, p)}; hand ${side.handSize}, library ${side.librarySize}${side.lost ? ' — lost' : ''}`);
    const mine = view.battlefield.filter((id) => view.objects[id]?.controller === p);
    out.push(`  Battlefield: ${list(mine.map((id) => permanent(view, id, stats)))}`);
    if (side.graveyard.length) out.push(`  Graveyard: ${list(side.graveyard.map((id) => card(view, id)))}`);
    if (side.exile.length) out.push(`  Exile: ${list(side.exile.map((id) => card(view, id)))}`);
    if (side.hand) out.push(`  Hand: ${list(side.hand.map((id) => `${card(view, id)} #${id}`))}`);
  }
  if (view.stack.length) {
    out.push('Stack (top first):');
    for (const item of [...view.stack].reverse()) {
      const targets = item.targets.length ? ` targeting ${item.targets.map((t) => target(view, t)).join(', ')}` : '';
      const what = item.kind === 'spell' ? '' : item.kind === 'triggered' ? ' (triggered ability)' : ' (ability)';
      out.push(`  ${item.sourceName ?? 'a face-down spell'}${what}, ${who(view, item.controller)}'s${targets}`);
    }
  }
  if (adv?.queue.length) out.push(`Waiting triggered effects: ${adv.queue.length}`);
  if (view.combat?.attackers.length) {
    out.push('Combat:');
    for (const a of view.combat.attackers) {
      const blockers = view.combat.blockers.filter((b) => b.blocks === a.id).map((b) => card(view, b.id));
      out.push(`  ${card(view, a.id)} attacks ${target(view, a.target)}${blockers.length ? `, blocked by ${blockers.join(', ')}` : view.combat.blocked.includes(a.id) ? ', blocked' : ''}`);
    }
  }
  return out;
}

function costOf(cards: CardSource, view: PlayerView, id: number): string {
  const name = view.objects[id]?.card;
  const def = name ? cards.get(name) : undefined;
  const cost = (def as { cost?: { text?: string } | number | null } | undefined)?.cost;
  return typeof cost === 'number' ? ` (${cost} mana)` : cost?.text ? ` ${cost.text}` : '';
}

/**
 * The text of an object's activated ability by its index in an `activate` action, or null if unknown.
 * @example const text: AbilityText = (source, index) => characteristics(core, source)?.abilities[index]?.text ?? null;
 */
export type AbilityText = (source: number, index: number) => string | null;

/**
 * A legal action in words, by card and target names.
 * @example describeAction({ type: 'cast', player: 0, card: 12 }, view, pool) // 'Cast Lightning Bolt {R}'
 */
export function describeAction(a: PlayerAction, view: PlayerView, cards: CardSource, abilityText?: AbilityText): string {
  const targets = (ts: readonly { kind: 'player' | 'object'; id: number }[] | undefined) => (ts?.length ? ` targeting ${ts.map((t) => target(view, t)).join(', ')}` : '');
  switch (a.type) {
    case 'pass': return view.stack.length ? `Pass priority (let ${view.stack.at(-1)!.sourceName ?? 'the top of the stack'} resolve)` : 'Pass priority';
    case 'play_land': return `Play ${card(view, a.card)}`;
    case 'cast': {
      const extras = [a.x !== undefined ? `X=${a.x}` : '', a.kicked ? 'kicked' : '', a.altCost ? `for ${a.altCost}` : '', a.mode?.length ? `mode ${a.mode.map((m) => m + 1).join('+')}` : ''].filter(Boolean);
      return `Cast ${card(view, a.card)}${costOf(cards, view, a.card)}${targets(a.targets)}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
    case 'activate': {
      const ability = abilityText?.(a.source, a.ability) ?? `ability ${a.ability + 1}`;
      return `Activate ${card(view, a.source)} #${a.source}: ${ability}${targets(a.targets)}${a.x !== undefined ? ` (X=${a.x})` : ''}`;
    }
    case 'attack': return a.attackers.length ? `Attack with ${a.attackers.map((x) => `${card(view, x.id)} #${x.id}${view.players.length > 2 || x.target.kind === 'object' ? ` → ${target(view, x.target)}` : ''}`).join(', ')}` : 'No attack';
    case 'block': return a.blockers.length ? `Block: ${a.blockers.map((b) => `${card(view, b.id)} #${b.id} blocks ${card(view, b.blocks)} #${b.blocks}`).join('; ')}` : 'No blocks';
    case 'concede': return 'Concede the game';
    case 'shortcut': return `Shortcut: repeat ${a.steps.length} step(s) ${a.iterations} times`;
  }
}
