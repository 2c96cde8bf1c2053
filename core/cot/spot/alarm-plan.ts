import type { CharacterId } from '../../shared/ids.ts';

/**
 * The alarm track's plan (Masters of the Heist: "Security Chits", "Events and Special Events", "Noise and Alerts",
 * "Lockdown Gates", "Pressure Sensors"), as the GM prepares it for a Spot. The Spot owns it (`Spot.alarm`); the
 * alarm module (core/cot/alarm) plays it in a Heist. Declared here, below the alarm module, so the Spot can hold it
 * without a cycle. Plain JSON.
 */

/** A guard as the alarm track brings one in: a guard sheet of the campaign, with score-only numbers (COT-CHAR-9). */
export interface AlarmGuard {
  readonly guard: CharacterId;
  /** Score-only Awareness (COT-CHAR-9); null: from the sheet's Brains + Lookout (COT-GUARD-2). */
  readonly awareness: number | null;
  /** Score-only Training; null: from the sheet (COT-GUARD-2). */
  readonly training: number | null;
}

/** The kinds of item the bag holds (MotH "Security Chits", "Pressure Sensors"). */
export type AlarmItemKind = 'guard' | 'camera' | 'lock' | 'pressure-sensor';
export const alarmItemKinds: readonly AlarmItemKind[] = ['guard', 'camera', 'lock', 'pressure-sensor'];

/**
 * One unknown security in the bag, with its own id (so each draw names what left the bag):
 * - `guard`: a guard joins the zone it is revealed in, with its scores;
 * - `camera`: the zone gets an Awareness of its own, at least `awareness` (COT-GUARD-3 with a camera watching);
 * - `lock`: a Security tagged lock with `score` on every way into the zone (COT-SPOT-5, COT-SPOT-6);
 * - `pressure-sensor`: nobody moves into the zone until a crew member stands in the zone `panel` (its control panel).
 */
export type AlarmItem =
  | ({ readonly id: string; readonly kind: 'guard' } & AlarmGuard)
  | { readonly id: string; readonly kind: 'camera'; readonly awareness: number }
  | { readonly id: string; readonly kind: 'lock'; readonly score: number }
  | { readonly id: string; readonly kind: 'pressure-sensor'; readonly panel: string };

/** The letters of the lockdown gates, in closing order (MotH "Lockdown Gates are always removed in order"). */
export const gateLetters = ['A', 'B', 'C', 'D'] as const;
export type GateLetter = (typeof gateLetters)[number];

/**
 * A lockdown gate: a barrier that becomes impassable, or a zone nobody may enter, once it closes. The plan's gates
 * are listed in closing order; the first is A, the second B, and so on.
 */
export type AlarmGate =
  { readonly kind: 'barrier'; readonly barrier: string } | { readonly kind: 'zone'; readonly zone: string };

/** The noise track: the steps that raise an alert, increasing, and the last step, which sounds the alarm. */
export interface AlarmTrack {
  readonly alerts: readonly number[];
  readonly alarm: number;
}

/** What an event card does when it is played (MotH "Events and Special Events"). */
export type AlarmCardEffect =
  /** Every guard at the Spot turns Aware (zone null), or every guard in one zone. */
  | { readonly kind: 'aware'; readonly zone: string | null }
  /** The next lockdown gate closes (A, then B, C, D); none left: nothing. */
  | { readonly kind: 'gate' }
  /** A patrol comes into a zone: its guards join the Heist there, unaware. */
  | { readonly kind: 'patrol'; readonly zone: string; readonly guards: readonly AlarmGuard[] }
  /** Reinforcements reach the Spot's edge: their guards come in at its entrance (the first zone it opens onto), Aware. */
  | { readonly kind: 'reinforcements'; readonly guards: readonly AlarmGuard[] }
  /** "Sound the Alarm". */
  | { readonly kind: 'alarm' }
  /** A quiet card: nothing happens (the alert still spent a card). */
  | { readonly kind: 'nothing' };

export type AlarmCardKind = AlarmCardEffect['kind'];
export const alarmCardKinds: readonly AlarmCardKind[] = [
  'aware',
  'gate',
  'patrol',
  'reinforcements',
  'alarm',
  'nothing',
];

/** One card of the event deck. A Special card always happens and is not the alert that drew it (MotH). */
export interface AlarmCard {
  readonly id: string;
  readonly name: string;
  readonly special: boolean;
  readonly effect: AlarmCardEffect;
}

/**
 * The plan the GM prepares for a Spot: whether the track is on for its Heists (null: the table's
 * `alarm_track_default`), the bag, the zones holding an unknown security, the lockdown gates in closing order,
 * the noise track and the event deck, top card first.
 */
export interface AlarmPlan {
  readonly on: boolean | null;
  readonly bag: readonly AlarmItem[];
  readonly unknown: readonly string[];
  readonly gates: readonly AlarmGate[];
  readonly track: AlarmTrack;
  readonly deck: readonly AlarmCard[];
}

/** The letter of the gate at `index` in closing order. @throws RangeError past the last letter. */
export function gateLetter(index: number): GateLetter {
  const letter = gateLetters[index];
  if (letter === undefined) throw new RangeError(`There is no lockdown gate number ${index + 1}`);
  return letter;
}

/** Hard bounds on a plan, whatever the table says: the editor refuses more and the schemas refuse files with more. */
export const alarmLimits = {
  bagMax: 100,
  deckMax: 100,
  gatesMax: gateLetters.length,
  alertsMax: 20,
  /** The last step of the noise track. */
  trackMax: 99,
  guardsPerCardMax: 20,
  /** A camera's Awareness, a lock's Security Score: difficulties from 1 to 99 (COT-SPOT-5). */
  scoreMin: 1,
  scoreMax: 99,
} as const;
