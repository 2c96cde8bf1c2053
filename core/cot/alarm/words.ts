import type { Character } from '../characters/index.ts';
import { nodeName } from '../spot/index.ts';
import type { Spot } from '../spot/index.ts';
import { alarmCardLabel, alarmItemLabel } from './form.ts';
import type { AlarmCard, AlarmItem, AlarmPlayed, AlarmSoundCause, EscapeStep, EscapeView } from './types.ts';

/**
 * The alarm track's board in words (Masters of the Heist, issue 19): its cards, the bag's items, an escape route
 * and what a crew member can spend on it, and why the alarm sounded. The board draws these; it words nothing of
 * the rules itself.
 */
export interface AlarmWords {
  readonly card: (card: AlarmCard) => string;
  readonly item: (item: AlarmItem) => string;
  readonly route: (route: readonly EscapeStep[]) => string;
  readonly spend: (escape: EscapeView) => string;
  readonly soundedBy: Readonly<Record<AlarmSoundCause, string>>;
  /** The least noise the GM adds by hand. */
  readonly noiseMin: number;
}

/** The words for a Heist's track, its Spot (names of zones) and the campaign's sheets (names of guards). */
export function alarmWords(spot: Spot, characters: Readonly<Record<string, Character>>): AlarmWords {
  return {
    card: (card) => alarmCardLabel(spot, card.effect, characters),
    item: (item) => alarmItemLabel(spot, item, characters),
    route: (route) =>
      route.length === 0
        ? 'already out'
        : route
            .map((step) => `${nodeName(spot, step.from)} → ${nodeName(spot, step.to)}: ${step.moves}`)
            .join(', '),
    spend: (escape) => spendWords(escape),
    soundedBy: {
      track: 'the noise reached its last step',
      card: 'the event deck played “Sound the alarm”',
      gm: 'the GM sounded it',
    },
    noiseMin: 1,
  };
}

function spendWords(escape: EscapeView): string {
  const held = `${escape.foresight} Foresight held`;
  const covered = escape.coverable > 0 ? `, ${escape.coverable} of it spent on moves` : '';
  if (escape.lastDitch !== null)
    return `${held}${covered}; then the last-ditch die must show ${escape.lastDitch} or more`;
  return `${held}${covered}`;
}

/**
 * The last alert's cards: the Special cards played on its way and its own card, in the order played (MotH: a
 * Special card always happens and is not the alert). Null before any alert.
 */
export function lastAlertOf(played: readonly AlarmPlayed[]): readonly AlarmPlayed[] | null {
  if (played.length === 0) return null;
  let start = played.length - 1;
  while (start > 0 && played[start - 1]!.special) start -= 1;
  return played.slice(start);
}
