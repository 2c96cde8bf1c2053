import type { Names } from '../../engine/index.ts';
import type { AttackHit, AttackMode, HoldReleaseReason, WarfareEventOf } from './types.ts';

/** Gang Warfare in words, for the roll log, the history and the view: attacks, hits, holds, the end. */

import { days, inWords } from '../../shared/words.ts';

export { days, inWords };

/** How an attack is made, as the table says it (COT-WAR-4). */
export const modeWords: Readonly<Record<AttackMode, string>> = {
  shooting: 'Shooting',
  handToHand: 'Hand to Hand',
  explosives: 'Explosives',
  driving: 'Driving',
};

/** What one hit did to its target (COT-WAR-5..7): "Dolan loses 3 Cover", "Dolan is Wounded (2 days)". */
export function hitWords(hit: AttackHit, names: Names): string {
  const name = names(hit.target);
  if (hit.damage === 0) return `${name} loses no Cover (catastrophe)`;
  const after = hit.conditionAfter;
  if (after?.state === 'dead') return `${name} is killed`;
  if (after?.state === 'wounded') return `${name} is Wounded (${days(after.recoveryDays)})`;
  if (hit.coverAfter === 0) return `${name} loses ${hit.damage} Cover, down to 0`;
  return `${name} loses ${hit.damage} Cover`;
}

/** What one hit did, after the attacker's words: "3 Cover lost", "Wounded (2 days)". */
export function hitShort(hit: AttackHit): string {
  if (hit.damage === 0) return 'no Cover lost';
  const after = hit.conditionAfter;
  if (after?.state === 'dead') return 'killed';
  if (after?.state === 'wounded') return `Wounded (${days(after.recoveryDays)})`;
  return `${hit.damage} Cover lost`;
}

/** What an attack was made with: "the Revolver", "bare hands", "the Car". */
export function meansWords(event: Pick<WarfareEventOf<'warfare/attacked'>, 'vehicle' | 'weapon'>): string {
  if (event.vehicle !== null) return `the ${event.vehicle}`;
  if (event.weapon === null || event.weapon === 'Fists') return 'bare hands';
  return `the ${event.weapon}`;
}

/** Why a hold ended (COT-WAR-9, COT-D-37). */
export const releaseWords: Readonly<Record<HoldReleaseReason, string>> = {
  'broke-free': 'broke free',
  'restrainer-fled': 'fled',
  'restrainer-repositioned': 'moved',
  'restrainer-attacked-another': 'turned on someone else',
  'restrainer-down': 'went down',
  'restrainer-surrendered': 'surrendered',
  'restrainer-left': 'left the zone',
};

/** COT-WAR-13, COT-D-40: how the fight ended, in a sentence. */
export function endWords(winner: string | null, names: Names): string {
  return winner === null
    ? 'Gang Warfare over: nobody is left able and willing to fight'
    : `Gang Warfare over: ${names(winner)} hold the field`;
}
