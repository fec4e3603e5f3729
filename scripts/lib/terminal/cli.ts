/** `npm run play -- --human A[,B]`: the command-line side of terminal play (checks the options, plays, exit code). */
import { unwritable, writeReplay } from '../replay/index.ts';
import { inquirerPrompter, type Prompter } from './prompter.ts';
import { TERMINAL_RULESETS, terminalRuleset, type TerminalRulesetName } from './rulesets.ts';
import { parsePeople, playAtTerminal } from './session.ts';
import { PLAY_BOTS, searchPlays, type PlayBot } from '../search-seating.ts';

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
  /** The bot in the seats no person plays: random (the default) or search (Magic and Adventure, actors/search). */
  bot?: string | undefined;
}

/**
 * Play at the terminal; the process's exit code: 0 when the game ended, 2 for a wrong option, 130 when the
 * input closed before the end.
 * @example process.exit(await playHumanCli({ human: 'A', ruleset: 'magic', seed: 1 }));
 */
export async function playHumanCli(o: HumanCliOptions, prompter: Prompter = inquirerPrompter()): Promise<number> {
  const fail = (message: string) => { console.error(`play: ${message}`); return 2; };
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
  const bot = o.bot ?? 'random';
  if (!(PLAY_BOTS as readonly string[]).includes(bot)) return fail(`unknown bot "${bot}"; available: ${PLAY_BOTS.join(', ')}`);
  if (bot === 'search' && !searchPlays(ruleset)) return fail('--bot search plays magic and adventure only');
  const { result, replay } = await playAtTerminal({ ruleset, seed: o.seed, people, players, options: o.maxTurns === undefined ? {} : { maxTurns: o.maxTurns }, prompter, bot: bot as PlayBot });
  if (o.record) {
    writeReplay(o.record, replay);
    prompter.say(`Replay written to ${o.record} (npm run replay -- ${o.record})`);
  }
  return result ? 0 : 130;
}
