/** The Pokémon TCG Pocket Energy types: what the Energy Zone makes, attack costs and Pokémon types name. */

/**
 * The Energy types. `Colorless` appears only in costs and as a Pokémon's type; the Energy Zone never makes it.
 * @example ENERGY_TYPES.includes('Grass') // true
 */
export const ENERGY_TYPES = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Dragon', 'Colorless'] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];
