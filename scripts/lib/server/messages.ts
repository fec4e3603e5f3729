/** Reading a client's JSON (a WebSocket message or an HTTP body) with every check before it is used. */
import type { z } from 'zod';
import { hostileShape } from '../saves/index.ts';
import { SERVER_LIMITS } from './protocol.ts';

/** A message that was refused: what is wrong, and where in it. */
export interface Refusal { error: string; path?: string }

/**
 * The value of `text` as `schema` says, or a Refusal: too long, not JSON, nested too deep or with a key that could
 * reach a prototype (`__proto__`, `constructor`, `prototype`), or not of the schema.
 * @example parseMessage('{"type":"ping"}', ClientMessageSchema) // { ok: true, value: { type: 'ping' } }
 */
export function parseMessage<T>(text: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; refusal: Refusal } {
  if (text.length > SERVER_LIMITS.bytes) return { ok: false, refusal: { error: `the message has more than ${SERVER_LIMITS.bytes} characters` } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, refusal: { error: `not JSON: ${(e as Error).message}` } };
  }
  const hostile = hostileShape(data, SERVER_LIMITS.depth);
  if (hostile) return { ok: false, refusal: { error: hostile.message, path: hostile.path } };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const path = i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('').replace(/^\./, '');
    return { ok: false, refusal: { error: i.code === 'unrecognized_keys' ? `unknown key(s) ${i.keys.join(', ')}` : i.message, path } };
  }
  return { ok: true, value: parsed.data };
}
