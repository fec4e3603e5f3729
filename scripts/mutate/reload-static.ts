/**
 * A Vitest setup file for `npm run mutate`: with one module graph shared by all runs (isolate: false), a static
 * mutant — one that is active while a module loads, in a table or a constant — would never be loaded, and the
 * modules loaded under it would stay for the next runs. So a static mutant's run loads every module afresh, and
 * so does the run after it.
 */
import { inject, vi } from 'vitest';

const provided = inject as unknown as (key: string) => unknown;
const state = globalThis as { __hyperdraftStaticLoaded?: boolean };
const isStatic = provided('mode') === 'mutant' && provided('mutantActivation') === 'static';
if (isStatic || state.__hyperdraftStaticLoaded) {
  vi.resetModules();
  state.__hyperdraftStaticLoaded = isStatic;
}
