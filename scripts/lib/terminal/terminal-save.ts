/**
 * Saves of games played at the terminal (`npm run play -- --human A --save FILE`, then `--load FILE`): the table's
 * decision log and state in the save format (docs/saves.md), the people's seats named persons and the bots with
 * their names (the search bot's, so that loading seats it again). Loading checks the save as `play --load` does
 * (each decision legal, the bots deciding the same, the saved state reached) before the table plays it back.
 */
import type { ActRequest, DecisionEntry, LocalTable, RecordablePolicy } from '../../../actors/index.ts';
import { deckSpec, resolveDecks, type PlayDeck, type ReplayOptions, type ReplayRuleset, type Seating } from '../replay/index.ts';
import { SAVE_FORMAT, SAVE_VERSION, SaveFileError, loadSession, type LiveSeating, type Save } from '../saves/index.ts';
import { isSearchName, savedBots, type PlayBot } from '../search-seating.ts';
import type { TerminalGame } from './terminal-game.ts';

/** The seat letter: A for seat 0. */
const letter = (seat: number): string => String.fromCharCode(65 + seat);

/** What a terminal table is saved from. */
export interface TerminalSaveSource {
  ruleset: ReplayRuleset;
  seed: number;
  decks: PlayDeck[];
  options: ReplayOptions;
  people: readonly number[];
  /** Each bot seat's policy name, as the save records it (`search(8)`: savedBots seats the search bot again by it). */
  bots: (seat: number) => string;
  table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>;
}

/**
 * The save of a terminal table as it stands (between decisions, or while a person is asked).
 * @example writeSave('game.json', terminalSave({ ruleset, seed, decks, options, people: [0], bots, table }))
 */
export function terminalSave(t: TerminalSaveSource): Save {
  const log: readonly DecisionEntry<unknown>[] = t.table.decisions;
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    ruleset: t.ruleset.name,
    seed: t.seed,
    decks: t.decks.map((d) => deckSpec(t.ruleset, d)),
    options: { ...t.options },
    seats: t.decks.map((_, i) => (t.people.includes(i)
      ? { kind: 'person' as const, name: `person ${letter(i)}` }
      : { kind: 'bot' as const, name: t.bots(i), from: 0, decisions: log.filter((d) => d.p === i).length })),
    decisions: log.map((d) => structuredClone(d)),
    state: JSON.parse(JSON.stringify(t.table.game.state)) as Record<string, unknown>,
  };
}

/** A seat that waits for ever: the people's seats while a save is checked (the game stops where they are asked). */
const waiting = <A, R extends ActRequest<A>, Q>(seat: number): RecordablePolicy<A, R, Q> => ({
  name: `person ${letter(seat)}`,
  async: true,
  act: () => new Promise<A>(() => {}),
  choose: () => new Promise(() => {}),
});

/** A loaded save, ready for a terminal table: its decks, the bots' seating and the decisions to play back. */
export interface TerminalLoad { decks: PlayDeck[]; bot: PlayBot; bots: Seating; log: DecisionEntry<unknown>[]; turn: number }

/**
 * Check a save for people at `people`: the other seats must be bots from the start (the search bot or the random
 * bot, as the save names them), and the whole save must load (SaveFileError otherwise, naming the path).
 * @example const load = terminalLoad(readSave('game.json'), 'game.json', [0]);
 */
export function terminalLoad(save: Save, file: string, ruleset: ReplayRuleset, people: readonly number[]): TerminalLoad {
  const problems: { path: string; message: string }[] = [];
  save.seats.forEach((s, i) => {
    if (people.includes(i)) return;
    if (s.kind === 'person') problems.push({ path: `seats[${i}]`, message: `seat ${letter(i)} was a person's in this save: play it too (--human ${[...people, i].sort().map(letter).join(',')})` });
    else if (s.from !== 0) problems.push({ path: `seats[${i}].from`, message: `seat ${letter(i)}'s bot took the seat at decision ${s.from}; terminal play seats bots from the start` });
  });
  if (problems.length) throw new SaveFileError(file, problems);
  const decks = resolveDecks(ruleset, save.decks, problems);
  if (!decks) throw new SaveFileError(file, problems);
  const live: LiveSeating = (seat, bot) => (people.includes(seat) ? waiting(seat) : bot);
  // The whole check of `play --load`, with the people's seats waiting where the save stopped; then let go.
  const bots = savedBots(save);
  loadSession(save, file, live, undefined, { bots }).game.dispose();
  const searched = save.seats.some((s, i) => !people.includes(i) && s.kind === 'bot' && isSearchName(s.name));
  return { decks, bot: searched ? 'search' : 'random', bots, log: save.decisions.map((d) => structuredClone(d)), turn: Number(save.state['turn'] ?? 0) };
}
