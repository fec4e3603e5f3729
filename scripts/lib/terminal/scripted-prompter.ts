/**
 * A prompter that types from a script instead of a keyboard, and keeps what was printed: for tests and demos of
 * terminal play. `answer` gets each prompt's message and everything printed so far, and returns the line to type.
 */
import type { Prompter } from './prompter.ts';
import { InputClosed } from './prompter.ts';

/**
 * @example const p = scriptedPrompter(() => ''); // Enter at every prompt: every default
 */
export function scriptedPrompter(answer: (message: string, printed: readonly string[]) => string | null): Prompter & { printed: string[]; asked: string[] } {
  const printed: string[] = [];
  const asked: string[] = [];
  return {
    printed,
    asked,
    say: (text) => { printed.push(...text.split('\n')); },
    clear: () => { printed.push('<clear>'); },
    async ask(message, check) {
      asked.push(message);
      for (let tries = 0; tries < 5; tries++) {
        const text = answer(message, printed);
        if (text === null) throw new InputClosed();
        const why = check(text.trim());
        printed.push(`? ${message} ${text}${why ? `  > ${why}` : ''}`);
        if (why === null) return text.trim();
      }
      throw new Error(`scriptedPrompter: five refused answers to "${message}"`);
    },
  };
}
