/**
 * Finding a loop a bot can propose as a shortcut (CR 732.2a). A bot-detectable loop is one activation of a {T}
 * ability, followed by every resolution it leads to (the stack back to its height before), after which the game is
 * as it was except for what a shortcut applies as a whole (rules/magic/flow/shortcuts.ts): new permanents that stay, new
 * delayed triggers, life, poison and counters, and at least one of those changed (a loop that changes nothing is
 * not worth proposing). Its {T} source must be untapped again by then, so only a player who controls a permanent
 * with an untap effect is looked at. Each candidate is played on a copy of the game with the proposer's choices
 * made by a probe: a target is the activated source when that is legal (what a loop untaps), a "you may" is yes,
 * and modes are tried in turn (the first few combinations). The game itself is not touched.
 */
import type { Ability } from '../../cards/types.ts';
import type { Choice, Answer } from '../../choices.ts';
import { defaultAnswer } from '../../choices.ts';
import type { GameCore } from '../../core.ts';
import { GameCore as Core, memoKey } from '../../core.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { perPlayer, type PerComputation } from '../layers/per-computation.ts';
import type { Characteristics } from '../layers/types.ts';
import type { LoopAnswer, LoopStep, PlayerAction } from '../actions/types.ts';
import { cloneState } from '../../state/clone.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { loopDelta, performShortcut } from './shortcuts.ts';

type Activate = Extract<PlayerAction, { type: 'activate' }>;
type Shortcut = Extract<PlayerAction, { type: 'shortcut' }>;

/** How many iterations a found loop proposes (a bot's game should stay playable; the rules allow far more). */
export const BOT_LOOP_ITERATIONS = 20;
/** The most resolutions one iteration may take, and the most mode combinations tried per candidate. */
const MAX_RESOLVES = 8;
const MAX_PROBES = 4;

const untaps = new WeakMap<Ability, boolean>();
function hasUntap(a: Ability): boolean {
  let v = untaps.get(a);
  if (v === undefined) { v = /"(untap|tap_or_untap)"/.test(JSON.stringify(a)); untaps.set(a, v); }
  return v;
}

/** One probe of a candidate: its steps and the answers given, or null when it isn't a loop. */
function probe(core: GameCore, player: PlayerId, act: Activate, modes: number[], asked: { modes: number }): Shortcut | null {
  const answers: LoopAnswer[] = [];
  let modeIndex = 0;
  const decide = (c: Choice): Answer => {
    if (c.player !== player) return defaultAnswer(c);
    let a: Answer;
    if (c.kind === 'target') {
      const own = c.legal.find((t) => t.kind === 'object' && t.id === act.source);
      a = own ? [own] : defaultAnswer(c);
    } else if (c.kind === 'mode') {
      a = Math.min(modes[modeIndex] ?? 0, c.options.length - 1);
      modeIndex++;
      asked.modes = Math.max(asked.modes, modeIndex);
    } else if (c.kind === 'yes_no') {
      a = true;
    } else {
      a = defaultAnswer(c);
    }
    if (c.kind === 'target' || c.kind === 'mode' || c.kind === 'yes_no' || c.kind === 'cards' || c.kind === 'number' || c.kind === 'color' || c.kind === 'player' || c.kind === 'mana_color') answers.push({ kind: c.kind, value: a });
    return a;
  };
  const trial = new Core(cloneState(core.s), { cards: core.cards, ruleset: core.ruleset, keepLog: false, decide });
  const height = trial.s.stack.length;
  // The trial plays on its own copy: the game's state is what it was before, untouched (no second copy needed).
  const before = core.s;
  const steps: LoopStep[] = [{ type: 'act', action: act }];
  try {
    performShortcut(trial, { type: 'shortcut', player, steps: [{ type: 'act', action: act }], iterations: 1 }, true);
    while (trial.s.stack.length > height && steps.length <= MAX_RESOLVES && !trial.s.result) {
      performShortcut(trial, { type: 'shortcut', player, steps: [{ type: 'resolve' }], iterations: 1 }, true);
      steps.push({ type: 'resolve' });
    }
  } catch {
    return null;
  }
  if (trial.s.result || trial.s.stack.length !== height) return null;
  const delta = loopDelta(before, trial.s);
  if (!delta) return null;
  return { type: 'shortcut', player, steps, iterations: BOT_LOOP_ITERATIONS, answers };
}

/** Whether each player controls a permanent with an ability that untaps, for one computation of the characteristics. */
const UNTAPPER = memoKey<PerComputation<Map<PlayerId, boolean>>>('untapper');

/** Does the player control a permanent with an ability that untaps (what a loop of {T} abilities needs)? */
function untapperOf(core: GameCore, player: PlayerId): boolean {
  return perPlayer(core, UNTAPPER, player, controlsUntapper);
}

function controlsUntapper(chars: ReadonlyMap<ObjectId, Characteristics>, player: PlayerId): boolean {
  for (const c of chars.values()) if (c.controller === player && c.abilities.some(hasUntap)) return true;
  return false;
}

/** Whether the activation a loop begins with is among the legal actions (the same source and ability). */
function stillOffered(loop: Shortcut, legal: readonly PlayerAction[]): boolean {
  const first = loop.steps[0];
  if (!first || first.type !== 'act' || first.action.type !== 'activate') return false;
  const { source, ability } = first.action;
  return legal.some((a) => a.type === 'activate' && a.source === source && a.ability === ability);
}

const FOUND = memoKey<{ version: number; player: PlayerId; loop: Shortcut | null }>('found loop');

/**
 * A loop `player` could propose now, among the activations `legal` offers; null when there is none.
 * @example const loop = findLoop(core, 0, legalActions(core, 0)); if (loop) game.submit(loop);
 */
export function findLoop(core: GameCore, player: PlayerId, legal: readonly PlayerAction[]): Shortcut | null {
  const cached = core.memoGet(FOUND);
  // Kept while the characteristics are (the version): a loop found then is offered again only while its activation
  // still is (tapping its source, which no version counts, would make the shortcut's first step illegal).
  if (cached && cached.version === core.version && cached.player === player && (cached.loop === null || stillOffered(cached.loop, legal))) return cached.loop;
  let loop: Shortcut | null = null;
  if (untapperOf(core, player)) {
    const seen = new Set<string>();
    for (const a of legal) {
      if (a.type !== 'activate' || loop) continue;
      const key = `${a.source}:${a.ability}`;
      const ab = battlefieldCharacteristics(core).get(a.source)?.abilities.filter((x) => x.kind === 'activated' || x.kind === 'mana')[a.ability];
      if (seen.has(key) || !ab || ab.kind !== 'activated' || !ab.cost.tap) continue;
      seen.add(key);
      const asked = { modes: 0 };
      loop = probe(core, player, a, [], asked);
      // Try the other modes of the first mode choice (Pestermite's tap or untap, Exarch's two modes).
      for (let m = 1; !loop && asked.modes > 0 && m < MAX_PROBES; m++) loop = probe(core, player, a, [m], { modes: 0 });
    }
  }
  core.memoSet(FOUND, { version: core.version, player, loop });
  return loop;
}
