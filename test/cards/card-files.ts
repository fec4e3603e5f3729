import { readdirSync } from 'node:fs';

/** How many card files are shipped under cards/magic (tokens included): every one must load. */
export const MAGIC_CARD_FILES = readdirSync('cards/magic', { recursive: true }).filter((f) => String(f).endsWith('.yaml')).length;
