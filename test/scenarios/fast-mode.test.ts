import { describe, expect, it } from 'vitest';
import { defaultRunners, runPaths } from '../../scripts/scenario/index.ts';

/*
 * The whole scenario corpus (test/scenarios: the public corpus, every card's file, multiplayer, the runner's own
 * cases) in fast mode (docs/fast-mode.md): every expectation has the same outcome and the same actual value as in
 * actor mode, so the compiled machines carry the rules exactly as the XState actors do.
 */
describe('the scenario corpus in fast mode', () => {
  it('gives the same result, expectation for expectation, as in actor mode', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const actors = runPaths([dir], defaultRunners('actors'));
    const fast = runPaths([dir], defaultRunners('fast'));
    expect(fast.length).toBe(actors.length);
    expect(actors.length).toBeGreaterThan(500);
    expect(fast).toEqual(actors);
    expect(fast.filter((r) => !r.passed).map((r) => r.id)).toEqual([]);
  });
});
