/** Barrel of scripts/lib/server/: the game server (HTTP lobby, WebSocket seats, SQLite records). */
export * from './messages.ts';
export * from './protocol.ts';
export * from './remote-seat.ts';
export * from './server.ts';
export * from './store.ts';
export * from './table.ts';
export * from './table-room.ts';
export * from './machine-states.ts';
export * from './undo-vote.ts';
