/** The generated machine documents: per machine a Stately Studio config (JSON) and a Mermaid diagram. */
import { machinePathSpecs, toMermaid, toStatelyConfig } from '../../machines/graph/index.ts';

/**
 * The files `npm run paths -- --export` writes, generated in memory from the machines. Each diagram is
 * titled with its file's name (`turn-magic`, `priority`, ...).
 * @example for (const f of machineDocFiles()) writeFileSync(f.path, f.content);
 */
export function machineDocFiles(): { path: string; content: string }[] {
  return machinePathSpecs().flatMap((spec) =>
    spec.machine
      ? [
          { path: `docs/machines/${spec.name}.json`, content: `${JSON.stringify(toStatelyConfig(spec.machine), null, 2)}\n` },
          { path: `docs/machines/${spec.name}.mmd`, content: toMermaid(spec.machine, spec.name) },
        ]
      : [],
  );
}

/** The pages whose Mermaid blocks are generated diagrams. */
export const DIAGRAM_PAGES = ['docs/machines.md', 'docs/embedding.md'];

const BLOCK = /```mermaid\n---\ntitle: ([\w-]+)\n---\n[\s\S]*?```/g;

/**
 * `markdown` with every ```mermaid block titled after a machine replaced by that machine's current
 * diagram; blocks with other titles are left alone.
 * @example writeFileSync(page, markdownWithDiagrams(readFileSync(page, 'utf8')));
 */
export function markdownWithDiagrams(markdown: string): string {
  const diagrams = new Map(machineDocFiles().filter((f) => f.path.endsWith('.mmd')).map((f) => [f.path.slice('docs/machines/'.length, -4), f.content]));
  return markdown.replace(BLOCK, (block, title: string) => {
    const mmd = diagrams.get(title);
    return mmd === undefined ? block : `\`\`\`mermaid\n${mmd}\`\`\``;
  });
}

/** How many generated diagrams `markdown` shows. */
export function diagramsIn(markdown: string): string[] {
  return [...markdown.matchAll(BLOCK)].map((m) => m[1]!);
}
