/** Performing scenario actions through the same runtime and machines as a real game. */
import type { Game } from '../../../actors/index.ts';
import { activatedAbilities, characteristics, defendingPlayers, IllegalActionError, legalTargets, namesFlashback } from '../../../rules/index.ts';
import type { ObjectId, PlayerAction, Target } from '../../../rules/index.ts';
import type { TargetSpec } from '../../../rules/cards/types.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { hint } from '../../../rules/cards/index.ts';
import { PLAYERS, findObject, playerName, requireObject, resolveTarget } from './refs.ts';
import { list } from '../common/compare.ts';


function playerOf(game: Game, a: Obj): number {
  if (a['player'] !== undefined) {
    const p = PLAYERS[String(a['player'])];
    if (p === undefined || p >= game.state.players.length) throw new ScenarioError(`player "${String(a['player'])}" is not a player of this game (${game.state.players.map((x) => x.name).join(', ')})`);
    return p;
  }
  return game.state.pending?.player ?? game.state.active;
}

/** Pass once for whoever must act: priority passes, empty declarations. */
function passOnce(game: Game): boolean {
  const p = game.pending();
  if (!p || game.over) return false;
  if (p.kind === 'priority') game.submit({ type: 'pass', player: p.player });
  else if (p.kind === 'attackers') game.submit({ type: 'attack', player: p.player, attackers: [] });
  else game.submit({ type: 'block', player: p.player, blockers: [] });
  return true;
}

/** Every player passes in succession: the top of the stack resolves or the step ends. */
export function passAll(game: Game): void {
  const n = game.state.players.length;
  for (let i = 0; i < n && !game.over; i++) {
    const p = game.pending();
    if (!p || p.kind !== 'priority') return;
    game.submit({ type: 'pass', player: p.player });
    if (game.state.passes === 0) return;   // all passed: it resolved, or the step ended
  }
}

/** Pass until `step` begins (and, with `turn`, in that turn); stop at its declaration or first priority. */
export function advanceTo(game: Game, step: string, turn: number | undefined, limit = 10_000, sameTurnOnly = false): void {
  const start = game.core.log.length;
  const startTurn = game.state.turn;
  const began = () => {
    for (let i = game.core.log.length - 1; i >= start; i--) {
      const e = game.core.log[i]!;
      if (e.type === 'step' && e.step === step && (turn === undefined || e.turn === turn)) return true;
    }
    return false;
  };
  const atDeclaration = (kind: string) => game.pending()?.kind === kind && game.state.step === step;
  // A step where no player receives priority (untap, cleanup): the game halts there once its turn-based actions are
  // done (FORMAT.md, "Where actions stop"); the next action goes on from there.
  const quiet = step === 'untap' || step === 'cleanup';
  if (quiet) game.haltAt = (s) => s.step === step && (turn === undefined || s.turn === turn) && began();
  try {
    for (let i = 0; i < limit && !game.over; i++) {
      if (step === 'declare_attackers' && atDeclaration('attackers') && (turn === undefined || game.state.turn === turn)) return;
      if (step === 'declare_blockers' && atDeclaration('blockers') && (turn === undefined || game.state.turn === turn)) return;
      if (began() && game.state.step === step && game.pending()?.kind === 'priority' && !['declare_attackers', 'declare_blockers'].includes(step)) return;
      if (sameTurnOnly && game.state.turn !== startTurn) throw new ScenarioError(`the game left turn ${startTurn} before reaching ${step}`);
      if (quiet && game.pending() === null && game.state.step === step && began()) return;
      if (!passOnce(game)) break;
      if (quiet && game.pending() === null && game.state.step === step && began()) return;
      // Cleanup gave priority (something happened there, CR 514.3a): that is where it stops.
      if (quiet && began() && game.state.step === step && game.pending()?.kind === 'priority') return;
    }
  } finally {
    if (quiet) game.haltAt = null;
  }
  if (game.over) return;
  throw new ScenarioError(`advance_to: step "${step}"${turn ? ` of turn ${turn}` : ''} was not reached`);
}

/** Target references are resolved among the legal choices (FORMAT.md), so "Flametongue Kavu" can name its trigger. */
function targetsOf(game: Game, a: Obj, specs: TargetSpec[], src: { id: ObjectId; controller: number; colors: string[] }): Target[] | undefined {
  if (a['targets'] === undefined) return undefined;
  const legal = specs.flatMap((spec) => legalTargets(game.core, spec, src));
  return list(a['targets']).map((r) => resolveTarget(game.core, r, legal));
}

function castSpecs(game: Game, card: ObjectId, mode: number[] | undefined): TargetSpec[] {
  const def = game.core.def(game.core.obj(card));
  if (def.spell?.modes?.length) return (mode ?? [0]).flatMap((m) => def.spell!.modes![m]?.targets ?? []);
  return def.enchant ? [def.enchant] : def.spell?.targets ?? [];
}

function payOf(game: Game, a: Obj): ObjectId[] | 'auto' {
  if (a['pay'] === undefined || a['pay'] === 'auto') return 'auto';
  return list(a['pay']).map((r) => requireObject(game.core, r, ['battlefield']));
}

function abilityIndex(game: Game, source: ObjectId, ab: Json | undefined): number {
  if (typeof ab === 'number') return ab;
  const abilities = activatedAbilities(game.core, source);
  if (ab === undefined) return 0;
  // Loyalty costs are printed with a minus sign (−1); a scenario may write a hyphen. An ability whose text starts
  // with the string and a colon (its cost) wins over one that merely contains it ("-1" vs "-10").
  const norm = (t: string) => t.toLowerCase().replace(/[\u2212\u2013\u2014]/g, '-').trim();
  const want = norm(String(ab));
  const exact = abilities.findIndex((x) => norm(x.text).startsWith(`${want}:`) || norm(x.text) === want);
  const i = exact >= 0 ? exact : abilities.findIndex((x) => norm(x.text).includes(want));
  if (i < 0) throw new ScenarioError(`no ability matching "${String(ab)}"`);
  return i;
}

/**
 * A defending player's blocks (CR 509.1). With several defending players each declares in APNAP order: the one who
 * blocks is the player named, else the controller of the blockers; those before them declare no blocks, and so do
 * those after them unless the next action is a block too (a scenario names only the players who block).
 */
function declareBlocks(game: Game, a: Obj, blockers: { id: ObjectId; blocks: ObjectId }[], next: Obj | undefined): void {
  const core = game.core;
  const named = a['player'] !== undefined ? playerOf(game, a) : blockers.length ? characteristics(core, blockers[0]!.id)?.controller : undefined;
  const waiting = () => { const p = game.pending(); return p?.kind === 'blockers' ? p.player : null; };
  const noBlocks = (player: number) => game.submit({ type: 'block', player, blockers: [] });
  const defenders = game.state.players.length;
  const defending = defendingPlayers(core);
  // A player who is not defending is refused below, with nothing changed.
  for (let i = 0; i < defenders && named !== undefined && defending.includes(named) && waiting() !== null && waiting() !== named; i++) noBlocks(waiting()!);
  game.submit({ type: 'block', player: named ?? waiting() ?? playerOf(game, a), blockers });
  if (next?.['do'] === 'block') return;
  for (let i = 0; i < defenders && waiting() !== null; i++) noBlocks(waiting()!);
}

/** Translate one scenario action into runtime submissions. Throws IllegalActionError when rejected. */
export function perform(game: Game, a: Obj, next?: Obj): void {
  const core = game.core;
  // Halted in a step without priority by advance_to: the game goes on from there.
  if (!game.pending() && !game.over) game.advance();
  const player = playerOf(game, a);
  switch (a['do']) {
    case 'cast': {
      knownCard(core, a['card']);
      const alt = a['alt_cost'] === undefined ? undefined : String(a['alt_cost']);
      // From hand, or from another zone where a rule lets it be cast (flashback: the graveyard, CR 702.34a).
      const card = castableObject(core, String(a['card']), player, alt);
      if (card === null || core.obj(card).owner !== player) throw new IllegalActionError('action/not_in_hand', `"${String(a['card'])}" is not in ${a['player'] ?? 'the'} hand`);
      const kicked = !!alt && /^kicker/i.test(alt);
      const mode = a['mode'] === undefined ? undefined : Array.isArray(a['mode']) ? (a['mode'] as number[]) : [Number(a['mode'])];
      const src = { id: card, controller: player, colors: characteristics(core, card)?.colors ?? [] };
      const action: PlayerAction = {
        type: 'cast', player, card, targets: targetsOf(game, a, castSpecs(game, card, mode), src), pay: payOf(game, a), mode,
        x: a['x'] === undefined ? undefined : Number(a['x']),
        divide: Array.isArray(a['divide']) ? (a['divide'] as number[]) : undefined,
        altCost: kicked ? undefined : alt, kicked,
      };
      game.submit(action);
      return;
    }
    case 'activate': {
      // A permanent's ability, or one that works from the hand (cycling: FORMAT.md, `ability: "Cycling {2}"`).
      const ref = String(a['card']);
      const source = findObject(core, ref, ['battlefield']) ?? findObject(core, ref, ['hand']) ?? findObject(core, ref) ?? requireObject(core, ref, ['battlefield']);
      // In a zone where no ability of it works (a graveyard), the engine refuses the activation (CR 113.6).
      const works = ['battlefield', 'hand'].includes(core.obj(source).zone);
      const index = works ? abilityIndex(game, source, a['ability']) : typeof a['ability'] === 'number' ? a['ability'] : 0;
      const ab = activatedAbilities(core, source)[index];
      const specs = ab && ab.kind === 'activated' ? ab.targets : [];
      const src = { id: source, controller: player, colors: characteristics(core, source)?.colors ?? [] };
      game.submit({ type: 'activate', player, source, ability: index, targets: targetsOf(game, a, specs, src), pay: payOf(game, a), x: a['x'] === undefined ? undefined : Number(a['x']) });
      return;
    }
    case 'play_land': {
      knownCard(core, a['card']);
      const card = findObject(core, String(a['card']), ['hand']);
      if (card === null) throw new IllegalActionError('action/not_in_hand', `"${String(a['card'])}" is not in hand`);
      game.submit({ type: 'play_land', player, card });
      return;
    }
    case 'pass': {
      const p = game.pending();
      if (!p || p.kind !== 'priority') throw new IllegalActionError('action/no_priority', 'nobody holds priority');
      game.submit({ type: 'pass', player: a['player'] === undefined ? p.player : player });
      return;
    }
    case 'pass_all': { const n = Number(a['repeat'] ?? 1); for (let i = 0; i < n && !game.over; i++) passAll(game); return; }
    case 'advance_to': advanceTo(game, String(a['step']).toLowerCase(), a['turn'] === undefined ? undefined : Number(a['turn'])); return;
    case 'pass_until_end': { const max = Number(a['max_actions'] ?? 10_000); for (let i = 0; i < max && passOnce(game); i++); return; }
    case 'attack': {
      if (game.pending()?.kind !== 'attackers') advanceTo(game, 'declare_attackers', undefined, 10_000, true);
      // Without a target an attacker attacks the next opponent in turn order (in two-player games, the opponent).
      const attackers = ((a['attackers'] ?? []) as Obj[]).map((x) => ({ id: requireObject(core, String(x['card']), ['battlefield']), target: resolveTarget(core, String(x['target'] ?? playerName(core.opponents(player).find((q) => q > player) ?? core.opponents(player)[0]))) }));
      game.submit({ type: 'attack', player, attackers });
      return;
    }
    case 'block': {
      if (game.pending()?.kind !== 'blockers') advanceTo(game, 'declare_blockers', undefined, 10_000, true);
      const blockers = ((a['blockers'] ?? []) as Obj[]).map((x) => ({ id: requireObject(core, String(x['card']), ['battlefield']), blocks: requireObject(core, String(x['blocks']), ['battlefield']) }));
      declareBlocks(game, a, blockers, next);
      return;
    }
    case 'concede': game.submit({ type: 'concede', player }); return;
    default: throw new ScenarioError(`unknown action "${String(a['do'])}"`);
  }
}

/**
 * The card a cast names: in its caster's hand, else (for a flashback cost, or when not in hand) in a graveyard of
 * theirs where its flashback lets it be cast. Names compare under either face of a double-faced card.
 */
function castableObject(core: Game['core'], ref: string, player: number, alt: string | undefined): ObjectId | null {
  const own = (id: ObjectId | null) => (id !== null && core.obj(id).owner === player ? id : null);
  const fromGraveyard = () => own(findObject(core, ref, ['graveyard']));
  if (namesFlashback(alt)) return fromGraveyard() ?? findObject(core, ref, ['hand']);
  return own(findObject(core, ref, ['hand'])) ?? (() => {
    const g = fromGraveyard();
    return g !== null && core.def(core.obj(g)).spell?.flashback ? g : findObject(core, ref, ['hand']);
  })();
}

/**
 * A card an action names must be a card of the pool (a typo is the scenario's error, not a refused action); a
 * reference with "#n" names the card before it.
 */
function knownCard(core: Game['core'], ref: unknown): void {
  const name = String(ref).replace(/\s*#\d+$/, '').replace(/\s*\([A-D]\)$/, '');   // "Bolt (B) #2": the card's name
  if (core.cards.get(name)) return;
  const names = (core.cards as { names?: () => string[] }).names?.() ?? [];
  throw new ScenarioError(`card: unknown card "${name}"${hint(name, names)}`);
}
