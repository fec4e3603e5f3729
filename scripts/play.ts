/**
 * npm start: a full seeded game between two bots (or a free-for-all of three or four) with the built-in decks, printed as a readable log
 * (`--record FILE` also writes it as a replay file, for `npm run replay -- FILE`).
 */
import { Command } from 'commander';
import { REPLAY_RULESET, REPLAY_RULESETS, Recording, unwritable, writeReplay } from './lib/replay/index.ts';
import type { ReplayRulesetName, Seating } from './lib/replay/index.ts';
import { SaveFileError, loadSession, readSave, replayOf, startSession, writeSave } from './lib/saves/index.ts';
import { multiplayerMagic } from './lib/decks.ts';
import { playHumanCli } from './lib/terminal/index.ts';
import { savedBots, searchPlays, searchSeating } from './lib/search-seating.ts';

const program = new Command()
  .name('play')
  .description('Play a complete seeded game of Magic between random bots (two, or three or four in a free-for-all) and print the log.')
  .option('--seed <n>', 'the game seed', (v) => Number.parseInt(v, 10), 1)
  .option('--quiet', 'print only the result')
  .option('--ruleset <name>', 'magic, adventure, pocket or duel (the example of docs/new-ruleset.md)', 'magic')
  .option('--record <file>', 'also write the game as a replay file (npm run replay -- FILE)')
  .option('--save <file>', 'write the game as a save file when it stops (docs/saves.md; with --human also at a save prompt); --load FILE plays on from it')
  .option('--load <file>', 'play on from a save file: its ruleset, decks, seed and decisions')
  .option('--stop-after <n>', 'stop after N decisions (with --save, to play on later)', (v) => Number.parseInt(v, 10))
  .option('--players <n>', 'magic: 2, 3 or 4 players; more than two play a free-for-all (CR 806), seats C and D with the full-pool decks', (v) => Number.parseInt(v, 10), 2)
  .option('--human <seats>', 'play these seats yourself at the terminal: A, or A,B for two people taking turns (docs/terminal.md); rulesets magic, magic-full-pool, adventure, pocket')
  .option('--max-turns <n>', 'with --human: the game is a draw after this turn', (v) => Number.parseInt(v, 10))
  .option('--bot <name>', 'random or search (the search bot, actors/search: magic, adventure and pocket): with --human, every seat no person plays (search by default where it plays, random in duel); without, seat A of a two-player bot game (random by default)')
  .parse();
const opts = program.opts<{ seed: number; quiet?: boolean; ruleset: string; record?: string; players: number; save?: string; load?: string; stopAfter?: number }>();
// --human: people at the terminal against the search bot (the random bot in duel), with undo, saves and loads (scripts/lib/terminal).
const terminal = program.opts<{ human?: string; maxTurns?: number }>();
if (terminal.human !== undefined && opts.stopAfter !== undefined) { console.error('play: --stop-after is for bot games; with --human, type save at a prompt (or close the input) to save'); process.exit(2); }
if (terminal.human !== undefined) {
  const given = (name: string) => program.getOptionValueSource(name) === 'cli';
  process.exit(await playHumanCli({
    human: terminal.human, ruleset: opts.ruleset, seed: opts.seed, maxTurns: terminal.maxTurns, record: opts.record, players: given('players') ? opts.players : undefined,
    bot: program.opts<{ bot?: string }>().bot, save: opts.save, load: opts.load, rulesetGiven: given('ruleset'),
  }));
}
if (!(REPLAY_RULESETS as readonly string[]).includes(opts.ruleset)) {
  console.error(`play: unknown ruleset "${opts.ruleset}"; available: ${REPLAY_RULESETS.join(', ')}`);
  process.exit(2);
}
if (!Number.isInteger(opts.seed)) { console.error('play: --seed must be an integer'); process.exit(2); }
if (![2, 3, 4].includes(opts.players)) { console.error('play: --players must be 2, 3 or 4'); process.exit(2); }
if (opts.players !== 2 && opts.ruleset !== 'magic') { console.error(`play: --players ${opts.players} is for the magic ruleset only`); process.exit(2); }
// --bot search: the search bot (actors/search) takes seat A of a two-player Magic, Adventure or Pocket game; seat B stays the random bot.
const bot = program.opts<{ bot?: string }>().bot ?? 'random';
if (bot !== 'random' && bot !== 'search') { console.error(`play: unknown bot "${bot}"; available: random, search`); process.exit(2); }
if (bot === 'search' && (!searchPlays(opts.ruleset) || opts.players !== 2 || opts.load !== undefined)) { console.error('play: --bot search plays two-player magic, adventure and pocket games (a loaded save seats the bots it names)'); process.exit(2); }
const cannotRecord = opts.record === undefined ? null : !Number.isSafeInteger(opts.seed) ? 'a replay needs a --seed that is a safe integer' : unwritable(opts.record);
if (cannotRecord) { console.error(`play: --record ${opts.record}: ${cannotRecord}`); process.exit(2); }

const cannotSave = opts.save === undefined ? null : unwritable(opts.save);
if (cannotSave) { console.error(`play: --save ${opts.save}: ${cannotSave}`); process.exit(2); }
if (opts.stopAfter !== undefined && !(Number.isInteger(opts.stopAfter) && opts.stopAfter >= 0)) { console.error('play: --stop-after must be a whole number'); process.exit(2); }
// A loaded save is refused whole (exit 1, each problem with its JSON path) before anything is printed.
const loaded = (() => {
  if (opts.load === undefined) return null;
  try {
    const save = readSave(opts.load, program.getOptionValueSource('ruleset') === 'cli' ? opts.ruleset : undefined);
    return loadSession(save, opts.load, undefined, undefined, { bots: savedBots(save) });
  } catch (e) {
    if (!(e instanceof SaveFileError)) throw e;
    console.error(`play: save refused:\n${e.message}`);
    return process.exit(1);
  }
})();

const ruleset = loaded?.ruleset ?? REPLAY_RULESET[opts.ruleset as ReplayRulesetName];
// A free-for-all seats Red-Green, White-Blue, then Full Pool 1 and Full Pool 2 (seats C and D).
const decks = opts.players === 2 ? ruleset.standard() : multiplayerMagic(opts.players as 3 | 4).decks;
const asIs: Seating = bot === 'search' ? searchSeating(opts.seed, decks, [0], opts.ruleset) : (bots) => bots;
const session = loaded ?? (opts.save ? startSession({ ruleset, seed: opts.seed, decks, options: {}, bots: asIs }) : null);
const recording = opts.record && !session ? new Recording(ruleset, opts.seed, decks, {}) : null;
const seated: Seating = recording ? (bots) => recording.seating(asIs(bots)) : asIs;
const game = session?.game ?? ruleset.game(opts.seed, decks, seated, {});
if (!opts.quiet) {
  console.log(ruleset.header(game, session?.seed ?? opts.seed).join('\n'));
  if (loaded) console.log(`Loaded ${opts.load}: ${loaded.log.length} decisions, turn ${game.state.turn}`);
  game.bus.events$.subscribe((e) => { const line = ruleset.line(game.state, e); if (line !== null) console.log(line); });
}
if (!loaded) game.start();
for (let n = 0; (opts.stopAfter === undefined || n < opts.stopAfter) && game.step(); n++);
console.log(ruleset.footer(game).join('\n'));
if (session && opts.save) {
  writeSave(opts.save, session.save());
  console.log(`Saved to ${opts.save} (npm run play -- --load ${opts.save})`);
}
if (opts.record) {
  writeReplay(opts.record, session ? replayOf(session) : recording!.replay(game));
  console.log(`Replay written to ${opts.record} (npm run replay -- ${opts.record})`);
}
game.dispose();
