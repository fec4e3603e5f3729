/** The generated machine documents: per machine a Stately Studio config (JSON) and a Mermaid diagram. */
import { machinePathSpecs, toMermaid, toStatelyConfig } from '../../machines/graph/index.ts';

/**
 * The files `npm run paths -- --export` writes, generated in memory from the machines.
 * @example for (const f of machineDocFiles()) writeFileSync(f.path, f.content);
 */
export function machineDocFiles(): { path: string; content: string }[] {
  return machinePathSpecs().flatMap((spec) =>
    spec.machine
      ? [
          { path: `docs/machines/${spec.name}.json`, content: `${JSON.stringify(toStatelyConfig(spec.machine), null, 2)}\n` },
          { path: `docs/machines/${spec.name}.mmd`, content: toMermaid(spec.machine) },
        ]
      : [],
  );
}
