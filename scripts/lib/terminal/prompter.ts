/**
 * The prompt layer of terminal play: everything a person reads and types goes through a Prompter, so that tests
 * (and other front ends) can put their own in its place. The terminal's is built on @inquirer/prompts.
 */
import { input } from '@inquirer/prompts';

/**
 * How a terminal seat talks to a person: print text, ask one line (checked: `check` says what is wrong with it,
 * or null; a wrong line is asked again), and clear the screen between two people at one keyboard.
 * @example const text = await prompter.ask('Your choice', (t) => (/^\d+$/.test(t) ? null : 'a number, please'));
 */
export interface Prompter {
  say(text: string): void;
  ask(message: string, check: (text: string) => string | null): Promise<string>;
  clear(): void;
}

/**
 * Input closed (end of input, Ctrl-C or Ctrl-D): the game is abandoned.
 * @example if (e instanceof InputClosed) process.exit(130);
 */
export class InputClosed extends Error {
  constructor() {
    super('the input was closed: the game is abandoned');
    this.name = 'InputClosed';
  }
}

/**
 * The terminal's prompter: @inquirer/prompts' `input` on the given streams (stdin and stdout by default); a line
 * that does not check out is refused where it was typed, with the reason.
 * @example const prompter = inquirerPrompter(); await prompter.ask('Your choice', () => null);
 */
export function inquirerPrompter(streams: { input?: NodeJS.ReadableStream; output?: NodeJS.WritableStream } = {}): Prompter {
  const out = streams.output ?? process.stdout;
  const tty = (out as { isTTY?: boolean }).isTTY === true;
  return {
    say: (text) => { out.write(`${text}\n`); },
    async ask(message, check) {
      try {
        return (await input({ message, validate: (t) => check(t.trim()) ?? true, theme: { validationFailureMode: 'clear' } }, streams)).trim();
      } catch (e) {
        if (e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError')) throw new InputClosed();
        throw e;
      }
    },
    // Clear the screen and the scrollback, so that the next person cannot scroll back to the last one's hand.
    clear: () => { out.write(tty ? '\x1b[2J\x1b[3J\x1b[H' : `${'\n'.repeat(3)}${'─'.repeat(60)}\n`); },
  };
}
