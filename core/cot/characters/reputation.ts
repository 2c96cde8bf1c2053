import type { CharacterId } from '../../shared/ids.ts';
import type { CotSettings } from '../settings/index.ts';
import type { Character } from './types.ts';

/**
 * Reputation (COT-CHAR-10) under `reputation_scope` (COT-D-15). Per character (the default) each sheet's
 * Reputation is its own. For the whole crew, the crew shares one Reputation: the sum of its living members'
 * sheets, which any of them may spend — the spender's own first, then the others', the richest first. The
 * sheets keep holding it, so switching the setting back and forth loses nothing. NPCs and guards are never
 * part of the crew's Reputation. Never below 0 (COT-D-90).
 */

type ReputationScope = Pick<CotSettings, 'reputationScope'>;
type Sheets = Readonly<Record<CharacterId, Character>>;

/** Whose sheets hold the crew's shared Reputation: the living crew. */
function sharesReputation(character: Character, settings: ReputationScope): boolean {
  return (
    settings.reputationScope === 'crew' && character.kind === 'crew' && character.condition.state !== 'dead'
  );
}

function sharers(characters: Sheets, settings: ReputationScope): Character[] {
  return Object.values(characters).filter((character) => sharesReputation(character, settings));
}

/** The crew's shared Reputation: every living crew member's, added up. */
export function crewReputation(characters: Sheets): number {
  return sharers(characters, { reputationScope: 'crew' }).reduce((sum, c) => sum + c.reputation, 0);
}

/**
 * The Reputation a character can spend now (COT-CHAR-10, COT-D-90: a price they cannot pay bars the roll):
 * their own, or under `reputation_scope = crew` the crew's shared Reputation when they are in the crew.
 */
export function reputationAvailable(
  character: Character,
  characters: Sheets,
  settings: ReputationScope,
): number {
  return sharesReputation(character, settings) ? crewReputation(characters) : character.reputation;
}

/**
 * The sheets' new Reputation after `character` earns (`delta > 0`) or spends (`delta < 0`) some: a gain goes
 * on their sheet; a spend comes off their sheet, and under `reputation_scope = crew` what they lack comes off
 * the other living crew members', the most first (then by name). Never below 0: what no one holds is not paid.
 * Only the sheets that change are in the result.
 * @throws RangeError when `delta` is not an integer, or `character` is not among `characters`.
 */
export function reputationChanges(
  characters: Sheets,
  character: CharacterId,
  delta: number,
  settings: ReputationScope,
): ReadonlyMap<CharacterId, number> {
  if (!Number.isInteger(delta)) throw new RangeError(`A Reputation change is a whole number (got ${delta})`);
  const spender = Object.hasOwn(characters, character) ? characters[character] : undefined;
  if (!spender) throw new RangeError(`No character ${character} holds Reputation`);
  const changes = new Map<CharacterId, number>();
  if (delta >= 0) {
    if (delta > 0) changes.set(spender.id, spender.reputation + delta);
    return changes;
  }
  const payers = sharesReputation(spender, settings)
    ? [
        spender,
        ...sharers(characters, settings)
          .filter((c) => c.id !== spender.id)
          .sort(richestFirst),
      ]
    : [spender];
  let owed = -delta;
  for (const payer of payers) {
    const paid = Math.min(owed, payer.reputation);
    if (paid > 0) changes.set(payer.id, payer.reputation - paid);
    owed -= paid;
    if (owed === 0) break;
  }
  return changes;
}

function richestFirst(a: Character, b: Character): number {
  return b.reputation - a.reputation || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);
}
