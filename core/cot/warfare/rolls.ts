import type { EngineRoll, Names } from '../../engine/index.ts';
import { checkTotal } from '../gear/index.ts';
import { engineRoll } from '../common/index.ts';
import type { WarfareEvent, WarfareEventOf } from './types.ts';
import { hitWords, inWords, modeWords } from './words.ts';

/**
 * Every roll a Gang Warfare event carries, for the roll log: Cover rolls, attacks against the Cover they met,
 * crash checks against `crash_difficulty`, and both rolls of a break-free (the restrainer's first, setting the
 * difficulty, COT-DICE-8). Each names its roller, so the scene layer spends exactly their Bolsters (COT-TIME-4).
 */
export function warfareRolls(event: WarfareEvent, names: Names): readonly EngineRoll[] {
  switch (event.type) {
    case 'warfare/cover-rolled':
      return [
        engineRoll(event.check, {
          what: coverWhat[event.reason],
          difficulty: null,
          againstLabel: '',
          success: null,
          result: `Cover ${event.coverScore}${event.coverScore !== checkTotal(event.check) ? ' (kept the better)' : ''}`,
        }),
      ];
    case 'warfare/attacked':
      return [attackRoll(event, names)];
    case 'warfare/crash-checked':
      return [
        engineRoll(event.check, {
          what: `Crash check (${event.vehicle})`,
          difficulty: event.difficulty,
          againstLabel: 'Crash difficulty',
          success: !event.crashed,
          result: event.crashed
            ? `crash: Body ${event.bodyBefore} → ${event.bodyAfter}, everyone aboard loses ${event.damage} Cover${event.wrecked ? '; wrecked' : '; it stops'}`
            : 'no crash',
        }),
      ];
    case 'warfare/break-free-rolled':
      return breakFreeRolls(event, names);
    default:
      return [];
  }
}

const coverWhat: Readonly<Record<WarfareEventOf<'warfare/cover-rolled'>['reason'], string>> = {
  start: 'Cover roll (Muscle + Resist)',
  join: 'Cover roll on joining (Muscle + Resist)',
  wound: 'Cover re-roll after a wound (Muscle + Resist)',
  reposition: 'Cover re-roll on Repositioning (Muscle + Resist)',
  wake: 'Cover roll on coming round (Muscle + Resist)',
};

function attackRoll(event: WarfareEventOf<'warfare/attacked'>, names: Names): EngineRoll {
  const first = event.hits[0];
  const targets = inWords(event.hits.map((hit) => names(hit.target)));
  const means = event.vehicle ?? event.weapon;
  return engineRoll(event.check, {
    what: `${modeWords[event.skill]} at ${targets}${means ? ` (${means})` : ''}`,
    difficulty: first?.coverBefore ?? null,
    againstLabel: first ? `${names(first.target)}'s Cover` : '',
    success: first?.success ?? null,
    result: event.hits.map((hit) => hitWords(hit, names)).join('; '),
  });
}

function breakFreeRolls(event: WarfareEventOf<'warfare/break-free-rolled'>, names: Names): EngineRoll[] {
  const fighter = names(event.fighter);
  const holder = names(event.restrainer);
  const against = checkTotal(event.restrainerCheck);
  const holding = engineRoll(event.restrainerCheck, {
    what: `Holding on to ${fighter} (Muscle + Athletics)`,
    difficulty: null,
    againstLabel: '',
    success: null,
    result:
      event.check === null
        ? `catastrophe: ${fighter} breaks free without rolling`
        : `opposing roll: sets the difficulty ${against}`,
  });
  if (event.check === null) return [holding];
  return [
    holding,
    engineRoll(event.check, {
      what: `Breaking free of ${holder} (Muscle + Athletics)`,
      difficulty: against,
      againstLabel: `${holder}'s roll`,
      success: event.success,
      result: event.success ? `${fighter} breaks free` : `${fighter} is still held`,
    }),
  ];
}
