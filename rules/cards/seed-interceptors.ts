/**
 * Seed 003's card form, `interceptors:` (hyperdraft-architecture.md, "Card Definition Format"): a card may declare
 * its triggered abilities and replacement effects as interceptors, and the loader turns each into the ability it
 * stands for. The forms it reads:
 * - a reaction (priority REACT, the default) to `trigger: ZONE_CHANGE` with `filter: { to: battlefield | graveyard,
 *   objectFilter: { types, controller, not: { id: $self }, where } }` (in `where` the object's power, toughness and
 *   mana_value are named bare), `resolution:` events DRAW or LIFE_CHANGE for
 *   `$controller`, and `optional: true` with a mana `cost:` ("you may pay {1}. If you do", CR 603.5, 118.12);
 * - a replacement (priority TRANSFORM) on `trigger: DAMAGE` whose handler doubles the amount
 *   (`modify: { payload.amount: "* 2" }`, CR 614.1a).
 * Anything else is refused with the path and the `abilities:` form to write instead.
 */
import { z } from 'zod';
import { Expr, ManaCostText } from './schema-parts.ts';
import { QUERY_KINDS } from './vocabulary.ts';
import { cardRegistry, obj, oneOf } from './zod-helpers.ts';

type Raw = Record<string, unknown>;

const ObjectFilter = obj({
  types: z.array(oneOf('object kind', QUERY_KINDS)).length(1, { error: 'give one type, e.g. types: [creature]' }).optional(),
  controller: oneOf('controller', ['$controller', '$opponent']).optional(),
  not: obj({ id: z.literal('$self', { error: 'write not: { id: $self } for "another"' }) }).optional(),
  where: z.string().min(1).max(1000).optional(),
});

/** In the seed's object filters the object's own numbers are named bare: "power <= 2" is "it.power <= 2". */
function objectWhere(where: string): string {
  return where.replace(/(?<![.\w])(power|toughness|mana_value)(?![\w(])/g, 'it.$1');
}

const Payload = obj({ player: z.literal('$controller', { error: 'only the controller ($controller) is supported here' }), count: z.number().int().min(1).max(1000).optional(), amount: z.number().int().min(-1000).max(1000).optional() });

const Resolution = obj({ event: oneOf('resolution event', ['DRAW', 'LIFE_CHANGE']), payload: Payload });

/** One interceptor in seed 003's YAML form. */
export const SeedInterceptor = obj({
  trigger: oneOf('seed event', ['ZONE_CHANGE', 'DAMAGE']),
  priority: oneOf('priority', ['REACT', 'TRANSFORM']).optional(),
  filter: obj({ to: oneOf('zone', ['battlefield', 'graveyard']), objectFilter: ObjectFilter.optional() }).optional(),
  optional: z.boolean().optional(),
  cost: ManaCostText.optional(),
  resolution: z.array(Resolution).min(1).optional(),
  handler: obj({ action: z.literal('transform'), modify: z.record(z.string(), z.string()) }).optional(),
  text: z.string().min(1).optional(),
}).superRefine((i, ctx) => {
  const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message, input: i });
  if ((i.priority ?? 'REACT') === 'REACT') {
    if (i.trigger !== 'ZONE_CHANGE') issue(['trigger'], `a REACT interceptor in this form watches ZONE_CHANGE; for ${i.trigger} write a triggered ability under abilities:, e.g. { triggered: { when: { dealt_damage: self }, effects: [...] } }`);
    if (!i.filter) issue(['filter'], 'a ZONE_CHANGE reaction needs filter: { to: battlefield } (or graveyard) and an objectFilter');
    if (!i.resolution) issue(['resolution'], 'a REACT interceptor needs resolution: [{ event: DRAW, payload: { player: $controller, count: 1 } }]');
    if (i.handler) issue(['handler'], 'handler: is for TRANSFORM interceptors; a REACT interceptor says what happens in resolution:');
    if (i.cost !== undefined && !i.optional) issue(['optional'], 'a cost on a reaction is paid only if its controller chooses to: add optional: true');
    const where = i.filter?.objectFilter?.where;
    if (where !== undefined) {
      const checked = Expr.safeParse(objectWhere(where));
      if (!checked.success) issue(['filter', 'objectFilter', 'where'], checked.error.issues[0]?.message ?? 'not a valid expression');
    }
  } else {
    if (i.trigger !== 'DAMAGE') issue(['trigger'], 'a TRANSFORM interceptor in this form replaces DAMAGE; write other replacements under abilities:, e.g. { replacement: { double_tokens: you } }');
    const modify = i.handler?.modify ?? {};
    if (!i.handler || Object.keys(modify).length !== 1 || modify['payload.amount']?.replace(/\s/g, '') !== '*2') issue(['handler', 'modify'], 'the supported transform is modify: { payload.amount: "* 2" } (double the damage)');
    for (const k of ['filter', 'resolution', 'optional', 'cost'] as const) if (i[k] !== undefined) issue([k], `${k}: belongs to a REACT interceptor, not a TRANSFORM one`);
  }
}).register(cardRegistry, { id: 'SeedInterceptor', description: 'An interceptor in seed 003\'s form: a ZONE_CHANGE reaction or a DAMAGE transform. See docs/cards.md.' });

/** A seed interceptor as validated. */
export type SeedInterceptorFile = z.infer<typeof SeedInterceptor>;

/**
 * The ability (in the card/1 `abilities:` form) a seed interceptor stands for.
 * @example seedInterceptorAbility({ priority: 'TRANSFORM', trigger: 'DAMAGE', handler: { action: 'transform', modify: { 'payload.amount': '* 2' } } }); // { replacement: { double_damage: 'any' } }
 */
export function seedInterceptorAbility(i: SeedInterceptorFile): Raw {
  const text = i.text !== undefined ? { text: i.text } : {};
  if (i.priority === 'TRANSFORM') return { replacement: { double_damage: 'any' }, ...text };
  const f = i.filter!.objectFilter ?? {};
  const query: Raw = { all: f.types?.[0] ?? 'permanent' };
  if (f.controller) query.controller = f.controller === '$controller' ? 'you' : 'opponent';
  if (f.not) query.other = true;
  if (f.where !== undefined) query.where = objectWhere(f.where);
  const when = i.filter!.to === 'battlefield' ? { enters: query } : { dies: query };
  const effects = i.resolution!.map((r) => r.event === 'DRAW'
    ? { draw: r.payload.count ?? 1 }
    : (r.payload.amount ?? 0) >= 0 ? { gain_life: r.payload.amount ?? 0 } : { lose_life: -(r.payload.amount ?? 0) });
  return { triggered: { when, effects, ...(i.optional ? { optional: true } : {}), ...(i.cost !== undefined ? { pay: i.cost } : {}), ...text } };
}
