/** Zone-change replacements: shuffle into library instead (Blightsteel), exile instead (Leyline, Rest in Peace). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import type { Replacement } from '../../events/pipeline.ts';
import { flashbackExile } from './flashback-exile.ts';
import { sourcesOf } from './sources.ts';

type ZoneChange = EventOf<'zone_change'>;

export function zoneChangeReplacements(core: GameCore, ev: ZoneChange): Replacement[] {
  // CR 702.34a: a spell cast with flashback leaving the stack goes to exile, wherever else it would go.
  const flashback = flashbackExile(core, ev);
  if (ev.to !== 'graveyard') return flashback;
  const out: Replacement[] = [...flashback];
  const o = core.tryObj(ev.object);
  // "From anywhere": on the battlefield the permanent's current abilities count (a Blightsteel Colossus that lost
  // its abilities to Humility goes to the graveyard, CR 613.1f); elsewhere its card's (CR 113.6).
  const shuffles = o && (o.zone === 'battlefield'
    ? sourcesOf(core, 'shuffle_into_library').some((r) => r.id === o.id)
    : core.def(o).abilities.some((a) => a.kind === 'replacement' && 'shuffle_into_library' in a.replace));
  if (o && shuffles) {
    // Not a self-replacement effect (CR 614.15 covers a spell's own effects): with Rest in Peace the owner chooses (616.1).
    out.push({ id: `shuffle:${o.id}`, description: `${o.card}: shuffle into library instead`, self: false, chooser: o.owner,
      apply: () => [{ ...ev, to: 'library', cause: 'shuffle' }] });
  }
  for (const r of sourcesOf(core, 'graveyard_to_exile')) {
    const { owner, tokens } = r.arg as { owner: 'you' | 'opponent' | 'any'; tokens: boolean };   // the loader's shape
    if (owner === 'opponent' && ev.owner === r.controller) continue;
    if (owner === 'you' && ev.owner !== r.controller) continue;
    // "If a card would be put …": tokens only when the effect says so (Rest in Peace's "card or token").
    if (o?.token && !tokens) continue;
    out.push({ id: `exile:${r.id}`, description: `${r.name}: exile instead`, self: false, chooser: ev.owner,
      apply: () => [{ ...ev, to: 'exile' }] });
  }
  return out;
}
