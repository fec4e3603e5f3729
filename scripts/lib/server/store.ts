/**
 * The server's records in SQLite (node-sqlite3-wasm: SQLite as WebAssembly, a file on disk): one row a table
 * (ruleset, decks, seed, seats with their token hashes, the state after the last decision) and one row a decision.
 * The schema is created on first start. Together a table's rows are a save (docs/saves.md), from which the table
 * is loaded again after a restart.
 */
import sqlite from 'node-sqlite3-wasm';
import type { DecisionEntry } from '../../../actors/index.ts';

const { Database } = sqlite;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS game_tables (
  id TEXT PRIMARY KEY,
  ruleset TEXT NOT NULL,
  seed INTEGER NOT NULL,
  decks TEXT NOT NULL,
  options TEXT NOT NULL,
  seats TEXT NOT NULL,
  state TEXT,
  status TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS decisions (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  idx INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (table_id, idx)
);
`;

/** The schema version this server writes (kept in `meta`). */
export const STORE_VERSION = 1;

/**
 * A seat as stored: a person (with the SHA-256 of their token once joined) or a bot: which bot (`random` when left
 * out, as tables stored before the search bot), and the decision from which it plays the seat (0 when left out; later
 * when it took a person's seat).
 */
export interface StoredSeat { kind: 'person' | 'bot'; name: string; tokenHash: string | null; bot?: 'random' | 'search'; from?: number }

/** A table as stored. */
export interface StoredTable {
  id: string;
  ruleset: string;
  seed: number;
  decks: unknown;
  options: unknown;
  seats: StoredSeat[];
  state: unknown;
  status: 'playing' | 'over' | 'failed';
  created: number;
}

/**
 * @example const store = new Store('hyperdraft.db'); store.tables('playing')
 */
export class Store {
  private readonly db: InstanceType<typeof Database>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.exec(SCHEMA);
    const v = this.db.get('SELECT value FROM meta WHERE key = ?', ['version']);
    if (!v) this.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['version', String(STORE_VERSION)]);
    else if (Number(v['value']) !== STORE_VERSION) throw new Error(`${file}: a server database of version ${String(v['value'])}; this server reads version ${STORE_VERSION}`);
  }

  create(t: StoredTable): void {
    this.db.run('INSERT INTO game_tables (id, ruleset, seed, decks, options, seats, state, status, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [t.id, t.ruleset, t.seed, JSON.stringify(t.decks), JSON.stringify(t.options), JSON.stringify(t.seats), t.state === null ? null : JSON.stringify(t.state), t.status, t.created]);
  }

  seats(id: string, seats: StoredSeat[]): void {
    this.db.run('UPDATE game_tables SET seats = ? WHERE id = ?', [JSON.stringify(seats), id]);
  }

  /** Append the decisions from `from` on and keep the state they lead to, in one transaction. */
  progress(id: string, from: number, entries: readonly DecisionEntry<unknown>[], state: unknown, status: StoredTable['status']): void {
    this.db.exec('BEGIN');
    try {
      entries.forEach((e, i) => this.db.run('INSERT INTO decisions (table_id, idx, entry) VALUES (?, ?, ?)', [id, from + i, JSON.stringify(e)]));
      this.db.run('UPDATE game_tables SET state = ?, status = ? WHERE id = ?', [JSON.stringify(state), status, id]);
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  /** Take the decisions from `keep` on back (an undo), with the state the first `keep` lead to, in one transaction. */
  rewind(id: string, keep: number, state: unknown, seats: StoredSeat[]): void {
    this.db.exec('BEGIN');
    try {
      this.db.run('DELETE FROM decisions WHERE table_id = ? AND idx >= ?', [id, keep]);
      this.db.run('UPDATE game_tables SET state = ?, status = ?, seats = ? WHERE id = ?', [JSON.stringify(state), 'playing', JSON.stringify(seats), id]);
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  status(id: string, status: StoredTable['status']): void {
    this.db.run('UPDATE game_tables SET status = ? WHERE id = ?', [status, id]);
  }

  /** Every table, oldest first. */
  tables(): StoredTable[] {
    return this.db.all('SELECT * FROM game_tables ORDER BY created, id').map((r) => ({
      id: String(r['id']),
      ruleset: String(r['ruleset']),
      seed: Number(r['seed']),
      decks: JSON.parse(String(r['decks'])) as unknown,
      options: JSON.parse(String(r['options'])) as unknown,
      seats: JSON.parse(String(r['seats'])) as StoredSeat[],
      state: r['state'] === null ? null : (JSON.parse(String(r['state'])) as unknown),
      status: String(r['status']) as StoredTable['status'],
      created: Number(r['created']),
    }));
  }

  /** A table's decisions, in order. */
  decisions(id: string): unknown[] {
    return this.db.all('SELECT entry FROM decisions WHERE table_id = ? ORDER BY idx', [id]).map((r) => JSON.parse(String(r['entry'])) as unknown);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
