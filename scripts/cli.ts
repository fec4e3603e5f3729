#!/usr/bin/env node
/**
 * The `hyperdraft` command the package ships: `hyperdraft <command> [options]`, one command a script of this
 * folder (the same ones `npm run` runs in the source tree), each with its own `--help`.
 *
 * @example
 * npx hyperdraft play --seed 42
 * npx hyperdraft simulate --games 100 --ruleset pocket
 * npx hyperdraft validate my-cards/
 * npx hyperdraft replay game.json
 */
const COMMANDS = {
  play: { about: 'play a complete seeded game between two bots and print the log', load: () => import('./play.ts') },
  simulate: { about: 'play many seeded games and print wins, draws and games per second', load: () => import('./simulate.ts') },
  validate: { about: 'check card and deck files; errors name the file, the path inside it and the fix', load: () => import('./validate.ts') },
  scenario: { about: 'run scenario/1 rules tests: a PASS/FAIL line per expectation', load: () => import('./scenario.ts') },
  inspect: { about: 'serve a seeded game on localhost with its statecharts lit live', load: () => import('./inspect.ts') },
  paths: { about: "enumerate every machine's paths with @xstate/graph", load: () => import('./paths.ts') },
  replay: { about: 'replay a recorded game file: print its log and check its final state hash', load: () => import('./replay.ts') },
} as const;

type CommandName = keyof typeof COMMANDS;

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return ['Usage: hyperdraft <command> [options]   (hyperdraft <command> --help for its options)', '', 'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.about}`)].join('\n');
}

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  console.log(usage());
} else if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`hyperdraft: unknown command "${command}"\n\n${usage()}`);
  process.exitCode = 2;
} else {
  // Each script parses process.argv itself (commander), as it does under `npm run`.
  process.argv = [process.argv[0]!, `hyperdraft-${command}`, ...rest];
  await COMMANDS[command as CommandName].load();
}
