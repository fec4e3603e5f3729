import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enumeratePaths, machinePathSpecs } from '../../machines/graph/index.ts';
import { invariantsFor } from './invariants.ts';
import { replayPath, valuesReached } from './replay.ts';

/*
 * The generated suite: every machine's paths, enumerated from its definition by @xstate/graph
 * (machines/graph/specs.ts), replayed on a real actor with the machine's invariants checked after every
 * event. A change to a machine changes its paths here without anyone editing this file.
 */

const atomicStates = (node: AnyStateNode): string[] =>
  Object.values(node.states as Record<string, AnyStateNode>).flatMap((n) => (n.type === 'atomic' || n.type === 'final' ? [n.path.join('.')] : atomicStates(n)));

describe.each(machinePathSpecs().map((spec) => [spec.name, spec] as const))('paths of %s', (_name, spec) => {
  const report = enumeratePaths(spec);

  it(`${spec.description}: ${report.states} states, ${report.edges} edges`, () => {
    expect(report.states).toBe(report.shortest.length);
    if (spec.machine) expect(valuesReached(report.shortest)).toEqual(new Set(atomicStates(spec.machine.root)));
  });

  it(`replays ${report.shortest.length} shortest paths with invariants after every event`, () => {
    for (const path of report.shortest) replayPath(spec.logic, spec.input, path, invariantsFor(spec), spec.view);
  });

  it.runIf(spec.simple)(`replays ${report.simple.length} simple paths with invariants after every event`, () => {
    expect(report.simple.length).toBeGreaterThanOrEqual(report.shortest.length - 1);
    for (const path of report.simple) replayPath(spec.logic, spec.input, path, invariantsFor(spec), spec.simpleView ?? spec.view);
  });
});
