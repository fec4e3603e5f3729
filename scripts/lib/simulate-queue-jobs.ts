/**
 * What travels through the queue for `simulate --queue`: a job is a run of consecutive seeds (its payload, checked by
 * the worker), and its result is their game summaries (checked by the producer). Both come from Redis, that is from
 * outside, so neither side trusts the other's shape.
 */
import { z } from 'zod';
import { RULESETS } from './rulesets.ts';
import type { GameSummary, RunOptions } from './rulesets.ts';

/** The most seeds one job may hold: bounds what a malformed payload can make a worker do. */
export const MAX_JOB_GAMES = 10_000;

/** Seeds per job by default: a few seconds of play, small enough to balance machines and to lose little to a crash. */
export const DEFAULT_JOB_GAMES = 50;

const runSchema = z.strictObject({
  objectActors: z.boolean(),
  keepLog: z.boolean(),
  check: z.boolean().optional(),
  mode: z.enum(['actors', 'fast']).optional(),
}) satisfies z.ZodType<RunOptions>;

/** A job's payload: play seeds firstSeed … firstSeed + games − 1 of the ruleset with these run options. */
export const simulateJobSchema = z.strictObject({
  ruleset: z.enum(Object.keys(RULESETS) as [string, ...string[]]),
  firstSeed: z.number().int().min(0).max(2 ** 31 - 1),
  games: z.number().int().min(1).max(MAX_JOB_GAMES),
  run: runSchema,
});

/** A job's payload (see simulateJobSchema). */
export type SimulateJob = z.infer<typeof simulateJobSchema>;

const gameSummarySchema = z.object({
  seed: z.number().int(),
  winner: z.number().int().min(0).nullable(),
  draw: z.boolean(),
  finished: z.boolean(),
  turns: z.number().int().min(0),
  decisions: z.number().int().min(0),
  events: z.number().int().min(0),
}) satisfies z.ZodType<GameSummary>;

/** A job's result: one summary per seed, in seed order. */
export const simulateResultSchema = z.array(gameSummarySchema);

/** The seeds a job holds, in order. */
export function jobSeeds(job: SimulateJob): number[] {
  return Array.from({ length: job.games }, (_, i) => job.firstSeed + i);
}

/**
 * Split consecutive seeds into jobs of at most `size` games.
 * @example splitSeeds('magic', 1, 120, 50, run).map((j) => [j.firstSeed, j.games]) // [[1, 50], [51, 50], [101, 20]]
 */
export function splitSeeds(ruleset: string, firstSeed: number, games: number, size: number, run: RunOptions): SimulateJob[] {
  const jobs: SimulateJob[] = [];
  for (let i = 0; i < games; i += size) jobs.push({ ruleset, firstSeed: firstSeed + i, games: Math.min(size, games - i), run: { ...run } });
  return jobs;
}

/**
 * Check a payload from the queue: the job, or an error message that says which field is wrong and how.
 * @example readJob({ ruleset: 'magic', firstSeed: 1, games: 'ten' }) // { error: 'games: expected number, received string; run: …' }
 */
export function readJob(data: unknown): { job: SimulateJob } | { error: string } {
  const parsed = simulateJobSchema.safeParse(data);
  if (parsed.success) return { job: parsed.data };
  return { error: parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'payload'}: ${i.message}`).join('; ') };
}

/**
 * Check a job's result from the queue against the job: one summary per seed, in order. Returns the summaries or an
 * error message.
 */
export function readResult(job: SimulateJob, value: unknown): { games: GameSummary[] } | { error: string } {
  const parsed = simulateResultSchema.safeParse(value);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'result'}: ${i.message}`).join('; ') };
  const want = jobSeeds(job);
  const got = parsed.data.map((g) => g.seed);
  if (got.length !== want.length || got.some((s, i) => s !== want[i])) return { error: `expected the summaries of seeds ${want[0]}–${want.at(-1)} in order, got ${got.length} summaries` };
  return { games: parsed.data };
}
