/** Interceptors (seed 003): the registry the event pipeline finds triggers and replacements in, and how cards fill it. */
export type * from './types.ts';
export { InterceptorRegistry, type InterceptorLife } from './registry.ts';
export { TRIGGER_EVENT, REPLACEMENT_EVENT, replacementKey } from './watched-events.ts';
export { objectEntered, objectLeft, objectsEntered } from './lifecycle.ts';
export { appReactions } from './app-reactions.ts';
export { appReplacements } from './app-replacements.ts';
export { intercept, type InterceptSpec } from './intercept.ts';
