/** The inspector's HTTP server (node:http): the page, the view as JSON, Server-Sent Events, and the controls. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InspectionEvent } from 'xstate';
import type { Inspect } from '../../actors/index.ts';
import { inspectorPage } from './page.ts';
import { INSPECTABLE, type InspectableGames, type InspectableRuleset } from './rulesets.ts';
import { InspectorSession, type InspectedGame, type InspectorChart } from './session.ts';
import { machineSvg } from './svg.ts';

/**
 * Options of {@link startInspector}: the ruleset (default `magic`) and seed of the game; port 0 picks a free
 * one; `forward` also receives every inspection event.
 */
export interface InspectorOptions<R extends InspectableRuleset = 'magic'> {
  seed: number;
  ruleset?: R;
  port?: number;
  host?: string;
  forward?: (event: InspectionEvent) => void;
}

/** A running inspector; `session.game` is the ruleset's game. */
export interface InspectorServer<G = unknown> {
  url: string;
  port: number;
  session: InspectorSession<G>;
  close(): Promise<void>;
}

/**
 * The diagrams of a ruleset's charts, drawn from the machine definitions, by chart name.
 *
 * @example
 * inspectorCharts([{ name: 'priority', machine: priorityMachine, columns: 2 }]).priority; // '<svg ...'
 */
export function inspectorCharts(charts: readonly InspectorChart[]): Record<string, string> {
  return Object.fromEntries(charts.map((c) => [c.name, machineSvg(c.name, c.machine, c.columns, c.title)]));
}

function json(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Serves an inspected game on localhost: `GET /` the page, `GET /api/state` the view, `GET /events` the view
 * after every change (SSE), `POST /api/step?n=1`, `POST /api/run?ms=120`, `POST /api/pause`.
 *
 * @example
 * const inspector = await startInspector({ ruleset: 'pocket', seed: 7, port: 0 });
 * console.log(inspector.url);
 * await inspector.close();
 */
export async function startInspector<R extends InspectableRuleset = 'magic'>(options: InspectorOptions<R>): Promise<InspectorServer<InspectableGames[R]>> {
  const ruleset = options.ruleset ?? 'magic';
  const create = INSPECTABLE[ruleset] as (seed: number, inspect: Inspect) => InspectedGame<InspectableGames[R]>;
  const session = new InspectorSession(options.seed, create, options.forward);
  const page = inspectorPage(inspectorCharts(session.inspected.charts), { ruleset, seed: options.seed });
  const streams = new Set<ServerResponse>();
  session.onChange((view) => {
    const data = `data: ${JSON.stringify(view)}\n\n`;
    for (const res of streams) res.write(data);
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(page);
      case 'GET /api/state':
        return json(res, session.view());
      case 'GET /events': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
        res.write(`retry: 1000\ndata: ${JSON.stringify(session.view())}\n\n`);
        streams.add(res);
        req.on('close', () => streams.delete(res));
        return;
      }
      case 'POST /api/step': {
        const n = Math.max(1, Math.min(10_000, Number(url.searchParams.get('n') ?? 1) || 1));
        for (let i = 0; i < n && session.step(); i++);
        return json(res, session.view());
      }
      case 'POST /api/run':
        session.run(Math.max(1, Number(url.searchParams.get('ms') ?? 120) || 120));
        return json(res, session.view());
      case 'POST /api/pause':
        session.pause();
        return json(res, session.view());
      default:
        return json(res, { error: `no route ${route}; try GET /, GET /api/state, GET /events, POST /api/step, /api/run, /api/pause` }, 404);
    }
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      json(res, { error: String((e as Error).message) }, 500);
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/`,
    port,
    session,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of streams) res.end();
        streams.clear();
        session.dispose();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
