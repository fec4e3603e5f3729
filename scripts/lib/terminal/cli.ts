/** `npm run play -- --human A[,B]`: the command-line side of terminal play (checks the options, plays, exit code). */
import { unwritable, writeReplay, type Replay } from '../replay/index.ts';
import { SaveFileError, readSave, type Save } from '../saves/index.ts';
import { terminalLoad, type TerminalLoad } from './terminal-save.ts';
import { inquirerPrompter, type Prompter } from './prompter.ts';
import { TERMINAL_RULESETS, terminalRuleset, type TerminalRulesetName } from './rulesets.ts';
import { parsePeople, playAtTerminal } from './session.ts';
import { PLAY_BOTS, defaultBot, searchPlays, type PlayBot } from '../search-seating.ts';

/**
 * The play options terminal play reads.
 * @example const o: HumanCliOptions = { human: 'A,B', ruleset: 'adventure', seed: 7 };
 */
export interface HumanCliOptions {
  human: string;
  ruleset: string;
  seed: number;
  maxTurns?: number | undefined;
  record?: string | undefined;
  /** Magic: 2, 3 or 4 players (a free-for-all seats Full Pool 1 and 2 as C and D). */
  players?: number | undefined;
  /** The bot in the seats no person plays: search (Magic, Adventure and Pocket, the default there) or random (the default elsewhere). */
  bot?: string | undefined;
  /** Write the game here (at `save` prompts, and when the game or the input ends). */
  save?: string | undefined;
  /** Play on from this save file (its ruleset, decks, seed, options and bots). */
  load?: string | undefined;
  /** Whether --ruleset was given (a loaded save must then be of that ruleset). */
  rulesetGiven?: boolean | undefined;
}

/**
 * Play at the terminal; the process's exit code: 0 when the game ended, 2 for a wrong option, 130 when the
 * input closed before the end.
 * @example process.exit(await playHumanCli({ human: 'A', ruleset: 'magic', seed: 1 }));
 */
export async function playHumanCli(o: HumanCliOptions, prompter: Prompter = inquirerPrompter()): Promise<number> {
  const fail = (message: string) => { console.error(`play: ${message}`); return 2; };
  const cannotSave = o.save === undefined ? null : unwritable(o.save);
  if (cannotSave) return fail(`--save ${o.save}: ${cannotSave}`);
  if (o.load !== undefined) return playLoaded(o, o.load, prompter, fail);
  if (!(TERMINAL_RULESETS as readonly string[]).includes(o.ruleset)) return fail(`unknown ruleset "${o.ruleset}"; available: ${TERMINAL_RULESETS.join(', ')}`);
  if (!Number.isSafeInteger(o.seed)) return fail('--seed must be a whole number');
  if (o.maxTurns !== undefined && !(Number.isInteger(o.maxTurns) && o.maxTurns >= 1 && o.maxTurns <= 100_000)) return fail('--max-turns must be a whole number from 1 to 100000');
  const players = o.players ?? 2;
  if (![2, 3, 4].includes(players)) return fail('--players must be 2, 3 or 4');
  if (players !== 2 && o.ruleset !== 'magic') return fail(`--players ${players} is for the magic ruleset only`);
  const ruleset = o.ruleset as TerminalRulesetName;
  const people = parsePeople(o.human, terminalRuleset(ruleset).decks(players).length);
  if (typeof people === 'string') return fail(`--human ${o.human}: ${people}`);
  const cannotRecord = o.record === undefined ? null : unwritable(o.record);
  if (cannotRecord) return fail(`--record ${o.record}: ${cannotRecord}`);
  const bot = o.bot ?? defaultBot(o.ruleset);
  if (!(PLAY_BOTS as readonly string[]).includes(bot)) return fail(`unknown bot "${bot}"; available: ${PLAY_BOTS.join(', ')}`);
  if (bot === 'search' && !searchPlays(ruleset)) return fail('--bot search plays magic, adventure and pocket only');
  const { result, replay } = await playAtTerminal({ ruleset, seed: o.seed, people, players, options: o.maxTurns === undefined ? {} : { maxTurns: o.maxTurns }, prompter, bot: bot as PlayBot, ...(o.save === undefined ? {} : { saveTo: o.save }) });
  return finish(o, prompter, result, replay);
}

function finish(o: HumanCliOptions, prompter: Prompter, result: unknown, replay: Replay): number {
  if (o.record) {
    writeReplay(o.record, replay);
    prompter.say(`Replay written to ${o.record} (npm run replay -- ${o.record})`);
  }
  return result ? 0 : 130;
}

/** `--load FILE` with `--human`: the save is checked whole first (exit 1, nothing played, if it does not hold). */
async function playLoaded(o: HumanCliOptions, file: string, prompter: Prompter, fail: (m: string) => number): Promise<number> {
  if (o.bot !== undefined) return fail('--bot with --load: the save says which bots sit where');
  if (o.maxTurns !== undefined) return fail('--max-turns with --load: the save keeps the options it was played with');
  if (o.players !== undefined && o.players !== 2) return fail('--players with --load: the save has its seats');
  const refused = (e: unknown): number => {
    if (!(e instanceof SaveFileError)) throw e;
    console.error(`play: save refused:\n${e.message}`);
    return 1;
  };
  let save: Save;
  try {
    save = readSave(file, o.rulesetGiven ? (o.ruleset === 'magic-full-pool' ? 'magic' : o.ruleset) : undefined);
  } catch (e) { return refused(e); }
  if (!(TERMINAL_RULESETS as readonly string[]).includes(save.ruleset)) return fail(`--load ${file}: a ${save.ruleset} game is not played at the terminal (${TERMINAL_RULESETS.join(', ')})`);
  const ruleset = save.ruleset as TerminalRulesetName;
  const people = parsePeople(o.human, save.decks.length);
  if (typeof people === 'string') return fail(`--human ${o.human}: ${people}`);
  const cannotRecord = o.record === undefined ? null : unwritable(o.record);
  if (cannotRecord) return fail(`--record ${o.record}: ${cannotRecord}`);
  let load: TerminalLoad;
  try {
    load = terminalLoad(save, file, terminalRuleset(ruleset).replay, people);
  } catch (e) { return refused(e); }
  const { result, replay } = await playAtTerminal({ ruleset, seed: save.seed, people, players: save.decks.length, options: save.options, prompter, load: { ...load, file }, ...(o.save === undefined ? {} : { saveTo: o.save }) });
  return finish(o, prompter, result, replay);
}
