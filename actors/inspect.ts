/** XState's inspection option, as the game runtimes take it. */
import type { InspectionEvent, Observer } from 'xstate';

/** The inspection callback or observer XState's `inspect` option takes; every actor of a game reports to it. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
