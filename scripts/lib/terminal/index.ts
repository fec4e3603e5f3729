/** Barrel of scripts/lib/terminal/: playing at the terminal (prompts, views, choices, the session with undo). */
export * from './choices.ts';
export * from './desk.ts';
export * from './magic-view.ts';
export * from './names.ts';
export * from './person.ts';
export * from './pocket-view.ts';
export * from './prompter.ts';
export * from './running-totals.ts';
export * from './rulesets.ts';
export * from './session.ts';
export * from './terminal-game.ts';
export * from './cli.ts';
export * from './scripted-prompter.ts';
