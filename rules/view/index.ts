/** Barrel of rules/view/: what each player may see of a game (hidden zones, CR 400.2, 401.2, 402.3, 708). */
export * from './face-down.ts';
export * from './hidden-zones.ts';
export * from './types.ts';
export * from './view-choice.ts';
export * from './view-event.ts';
export * from './view-of.ts';
