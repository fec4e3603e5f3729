/** The browser table's files (scripts/lib/server/public/), served as they are: no build step. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'public');
const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/table.js': { file: 'table.js', type: 'text/javascript; charset=utf-8' },
  '/table.css': { file: 'table.css', type: 'text/css; charset=utf-8' },
};

/** Serve one of the page's files at `path`; false when the path is not one of them. */
export function servePage(path: string, res: ServerResponse): boolean {
  const f = Object.hasOwn(FILES, path) ? FILES[path] : undefined;
  if (!f) return false;
  let text: string;
  try {
    text = readFileSync(join(FOLDER, f.file), 'utf8');
  } catch {
    return false;
  }
  res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'; connect-src 'self' ws://127.0.0.1:* ws://localhost:*" });
  res.end(text);
  return true;
}
