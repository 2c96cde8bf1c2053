import type { PlayerMeter, PlayerRoll } from '../../core/index.ts';
import type { ByeReason } from '../../core/player/wire.ts';
import type { FeedStatus } from './feed.ts';

/**
 * The players' screen's words and small pictures (issue 21), from what core's projection says: nothing here
 * decides what the crew may know, only how it reads.
 */

/** The connection in words, for the status line. */
export function statusWords(status: FeedStatus): string {
  switch (status.kind) {
    case 'connecting':
      return 'Connecting to the GM…';
    case 'live':
      return 'Live';
    case 'reconnecting':
      return 'Connection lost: reconnecting…';
    case 'ended':
      return `The GM's screen is closed to this page (${endWords(status.reason)}).`;
  }
}

const endings: Readonly<Record<ByeReason, string>> = {
  'token-changed': 'the join link changed: ask the GM for the new one',
  dropped: 'the GM dropped this device',
  stopped: 'the GM stopped sharing',
  refused: 'the link is not valid: ask the GM for the current one',
};

/** Why the feed ended, in plain words. */
export function endWords(reason: ByeReason): string {
  return endings[reason];
}

/** How many of a meter's four steps are filled: none 0, low 1, medium 2, high 3, full 4. */
export function meterSteps(band: PlayerMeter['band']): number {
  return { none: 0, low: 1, medium: 2, high: 3, full: 4 }[band];
}

/**
 * Which dice were kept, as positions among the faces rolled, from the kept faces: each kept face marks the first
 * die of that face not marked yet. Dice with the same face look alike, so any choice among them draws the same.
 */
export function keptPositions(faces: readonly number[], kept: readonly number[]): number[] {
  const used = new Set<number>();
  for (const face of kept) {
    const index = faces.findIndex((f, i) => f === face && !used.has(i));
    if (index >= 0) used.add(index);
  }
  return [...used].sort((a, b) => a - b);
}

/** A chance as a whole percentage; never "0%" or "100%" for what may or may not happen. */
export function percent(probability: number): string {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  if (probability < 0.01) return 'under 1%';
  if (probability > 0.99) return 'over 99%';
  return `${Math.round(probability * 100)}%`;
}

/** A roll's outcome in words: "Success", "Failure", or nothing for a roll with neither (initiative). */
export function outcomeWords(roll: PlayerRoll): string {
  if (roll.success === null) return '';
  return roll.success ? 'Success' : 'Failure';
}
