/** Barrel of actors/search/: the search bot (determinized forks, playouts, evaluation). */
export * from './candidates.ts';
export * from './choose.ts';
export * from './determinize.ts';
export * from './evaluate.ts';
export * from './search-core.ts';
export * from './search-policy.ts';
export * from './adventure-search.ts';
export * from './pocket-choose.ts';
export * from './pocket-determinize.ts';
export * from './pocket-evaluate.ts';
export * from './pocket-search.ts';
