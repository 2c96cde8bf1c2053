/**
 * Hard bounds, whatever the table's settings say: a character sheet's and a Spot's. They sit below every other
 * module of City of Thieves (this folder imports nothing), so the settings' sections can bound their ranges with
 * them while the characters and the Spots read the settings.
 */
export { characterLimits } from './characters.ts';
export { spotLimits } from './spot.ts';
