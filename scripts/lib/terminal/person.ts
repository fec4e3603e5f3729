/**
 * A person's seat at the terminal: an asynchronous policy that shows the person their view and asks them, through
 * the desk's prompter, for every top-level action (numbered legal actions) and every in-action choice. At any
 * prompt they may also type `undo`, `undo N`, `board` or `help`.
 */
import type { ActRequest, RecordablePolicy } from '../../../actors/index.ts';
import type { Answer, Choice, PlayerView } from '../../../rules/index.ts';
import { askChoice, pickList, type Ask, type Parsed } from './choices.ts';

/** Thrown inside a prompt that an undo replaced: the game it belonged to is gone. */
class Undone extends Error {}

/**
 * What a person's seat needs of the session around it (session.ts).
 * @example const why = await desk.undo(0, 2); if (why) desk.say(why);
 */
export interface Desk {
  say(text: string): void;
  ask(message: string, check: (text: string) => string | null): Promise<string>;
  /**
   * Hand the keyboard to `seat` (between two people) and show what they saw happen since their last prompt; true
   * when the table should be shown in full again (a cleared screen, a game made again by undo).
   */
  before(seat: number): Promise<boolean>;
  /** Take back `n` of `seat`'s decisions; null when done, else why not (nothing to take back, consent refused). */
  undo(seat: number, n: number): Promise<string | null>;
  /** Run prompts one at a time. */
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  /** Write the game to the save file (`--save FILE`): what to tell the person. Absent without --save. */
  save?: (() => string) | undefined;
}

/**
 * How a ruleset shows a view and an action to a person.
 * @example const show: Presenter<PlayerAction, PlayerView, CardSource> = { board: (v) => magicBoard(v, stats), action: describeAction };
 */
export interface Presenter<A, V extends PlayerView, C> {
  board(view: V): string[];
  action(a: A, view: V, cards: C): string;
}

const HELP = [
  'Commands at any prompt:',
  '  <number>   choose that option (Enter chooses the default shown)',
  '  undo [N]   take back your last N decisions (1 if left out); with two people the other must agree',
  '  board      show the table again',
  '  save       write the game to the --save file (it is also written when the game or the input ends)',
  '  help       this help',
];

/** `undo`, `undo N`, `board`, `help`, or null. */
function command(text: string): { kind: 'undo'; n: number } | { kind: 'board' | 'help' | 'save' } | null {
  const t = text.trim().toLowerCase();
  const undo = /^undo(?:\s+(\d+))?$/.exec(t);
  if (undo) return { kind: 'undo', n: undo[1] === undefined ? 1 : Number(undo[1]) };
  if (t === 'board' || t === 'help' || t === 'save') return { kind: t };
  return null;
}

const NEVER = <T>(): Promise<T> => new Promise<T>(() => {});

const KIND: Record<string, string> = { priority: 'You have priority', attackers: 'Declare attackers', blockers: 'Declare blockers', main: 'Your main phase', promote: 'Promote a Pokémon to the Active Spot' };

/**
 * The policy of a person's seat.
 * @example const person = personSeat(0, desk, { board: (v) => magicBoard(v, stats), action: describeAction });
 */
export function personSeat<A, V extends PlayerView, C, R extends ActRequest<A> & { readonly view: V; readonly cards: C }, Q extends { readonly view: V }>(
  seat: number, name: string, desk: Desk, show: Presenter<A, V, C>,
): RecordablePolicy<A, R, Q> {
  /** Ask with the commands: `board` shows `view` again, `undo` takes back decisions (this prompt is then void). */
  const asker = (view: V): Ask => async <T>(lines: string[], message: string, parse: (text: string) => Parsed<T>): Promise<T> => {
    for (const l of lines) desk.say(l);
    for (;;) {
      const text = await desk.ask(`${name}: ${message}`, (t) => (command(t) ? null : (() => { const r = parse(t); return r.ok ? null : r.error; })()));
      const c = command(text);
      if (!c) { const r = parse(text); if (r.ok) return r.value; continue; }
      if (c.kind === 'help') for (const l of HELP) desk.say(l);
      else if (c.kind === 'board') for (const l of [...show.board(view), ...lines]) desk.say(l);
      else if (c.kind === 'save') desk.say(desk.save ? desk.save() : 'Nothing to save to: start the game with --save FILE.');
      else if (c.kind === 'undo') {
        const why = await desk.undo(seat, c.n);
        if (why === null) throw new Undone();
        desk.say(why);
      }
    }
  };
  /** The table as last shown, but its first line (turn, step, priority): shown again only when it changed. */
  let shown = '';
  const showBoard = (view: V, fresh: boolean) => {
    const lines = show.board(view);
    const rest = lines.slice(1).join('\n');
    for (const l of fresh || rest !== shown ? lines : lines.slice(0, 1)) desk.say(l);
    shown = rest;
  };
  const prompt = <T>(view: V, run: () => Promise<T>): Promise<T> => desk.exclusive(async (): Promise<{ value: T } | null> => {
    try {
      showBoard(view, await desk.before(seat));
      return { value: await run() };
    } catch (e) {
      if (e instanceof Undone) return null;
      throw e;
    }
  }).then((r) => (r === null ? NEVER<T>() : r.value));
  return {
    name: `person ${name}`,
    async: true,
    act(r: R): Promise<A> {
      // The view and the legal actions now: the game may move on (or roll back) before the prompt shows.
      const view = r.view;
      const legal = r.legal();
      const kind = KIND[r.decision.kind] ?? `Your ${r.decision.kind} decision`;
      return prompt(view, async () => {
        const lines = [`${kind}:`, ...legal.map((a, i) => `  ${i + 1}. ${show.action(a, view, r.cards)}`)];
        const i = await asker(view)(lines, `Action (1-${legal.length}; Enter for 1; undo, board, help)`, (t): Parsed<number> => {
          if (t === '') return { ok: true, value: 0 };
          const p = pickList(t, legal.length, 1, 1);
          return p.ok ? { ok: true, value: p.value[0]! } : p;
        });
        return legal[i]!;
      });
    },
    choose(choice: Choice, q: Q): Promise<Answer> {
      const view = q.view;
      return prompt(view, () => askChoice(choice, view, asker(view)));
    },
  };
}
