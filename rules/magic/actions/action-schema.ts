/**
 * The shape of a player action, checked at the boundary before the rules see it: anything that arrives from
 * outside (an app, a terminal, a socket) is refused here if it is not a well-formed action. Limits: an X of at
 * most MAX_X, at most MAX_LIST entries in any list, strings of at most 200 characters.
 */
import { z } from 'zod';

/** The largest X an action may choose (CR 107.3 sets none; a bound keeps hostile input from meaning anything). */
export const MAX_X = 10_000;
/** The most entries of any list in an action (targets, attackers, blockers, payments). */
export const MAX_LIST = 1_000;

const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Target = z.strictObject({ kind: z.enum(['player', 'object']), id: Id });
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST);
const base = { player: Id };

/** The most iterations a loop shortcut may propose (CR 732.2a sets none; a bound keeps hostile input from meaning anything). */
export const MAX_ITERATIONS = 1_000_000;
/** The most steps and answers in one iteration of a loop shortcut. */
export const MAX_LOOP_STEPS = 100;
const LoopStep = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('act'),
    action: z.lazy((): z.ZodType => PlayerActionSchema).refine((a) => ['cast', 'activate'].includes((a as { type: string }).type), { error: 'a loop step acts by a cast or an activate action' }),
  }),
  z.strictObject({ type: z.literal('resolve') }),
]);
const LoopAnswer = z.strictObject({ kind: z.enum(['target', 'mode', 'yes_no', 'cards', 'number', 'color', 'player', 'mana_color']), value: z.json() });

/** Every action, told apart by `type`; unknown keys are refused (a `__proto__` key among them). */
export const PlayerActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass'), ...base }),
  z.strictObject({
    type: z.literal('cast'), ...base, card: Id, targets: list(Target).optional(), mode: list(z.number().int().min(0).max(100)).optional(),
    x: z.number().int().min(0).max(MAX_X).optional(), pay: z.union([z.literal('auto'), list(Id)]).optional(), altCost: z.string().max(200).optional(),
    kicked: z.boolean().optional(), divide: list(z.number().int().min(0).max(MAX_X)).optional(), sacrifice: Id.optional(),
  }),
  z.strictObject({
    type: z.literal('activate'), ...base, source: Id, ability: z.number().int().min(0).max(100), targets: list(Target).optional(),
    x: z.number().int().min(0).max(MAX_X).optional(), pay: z.union([z.literal('auto'), list(Id)]).optional(),
  }),
  z.strictObject({ type: z.literal('play_land'), ...base, card: Id }),
  z.strictObject({ type: z.literal('attack'), ...base, attackers: list(z.strictObject({ id: Id, target: Target })) }),
  z.strictObject({ type: z.literal('block'), ...base, blockers: list(z.strictObject({ id: Id, blocks: Id })) }),
  z.strictObject({ type: z.literal('concede'), ...base }),
  z.strictObject({
    type: z.literal('shortcut'), ...base, steps: z.array(LoopStep).min(1).max(MAX_LOOP_STEPS), iterations: z.number().int().min(1).max(MAX_ITERATIONS),
    answers: z.array(LoopAnswer).max(MAX_LOOP_STEPS).optional(),
  }),
]);
