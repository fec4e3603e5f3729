/**
 * CR 704.3: event types that change nothing a state-based action looks at (CR 704.5: life, damage, counters, zones,
 * draws, attachments, characteristics): a step or turn beginning, tapping, untapping, mana. After only these,
 * and no change to characteristics, a check that found nothing would find nothing again.
 */
export const INERT_FOR_SBA: ReadonlySet<string> = new Set(['step', 'turn', 'tap', 'untap', 'mana', 'becomes_target', 'unblocked']);
