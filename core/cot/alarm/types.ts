import type { CharacterId } from '../../shared/ids.ts';
import type { DropCharacter } from '../drop/index.ts';
import type {
  AlarmCard,
  AlarmGate,
  AlarmItem,
  AlarmPlan,
  AlarmTrack,
  GateLetter,
  NodeId,
  Security,
} from '../spot/index.ts';

/**
 * The alarm track in play (Masters of the Heist, issue 19): what a Heist carries once it opens with the track on,
 * the commands the GM gives it, the events it records, and the views the boards draw. The plan it starts from is
 * the Spot's (`AlarmPlan`, declared by core/cot/spot so the Spot owns it).
 */
export type {
  AlarmCard,
  AlarmCardEffect,
  AlarmCardKind,
  AlarmGate,
  AlarmGuard,
  AlarmItem,
  AlarmItemKind,
  AlarmPlan,
  AlarmTrack,
  GateLetter,
} from '../spot/index.ts';

/** How an unknown security came to be revealed. */
export type RevealCause = 'approach' | 'gm' | 'alarm';

/** One zone whose unknown security was revealed: the item drawn from the bag there, or null (the bag was empty). */
export interface AlarmReveal {
  readonly zone: string;
  readonly item: AlarmItem | null;
  readonly cause: RevealCause;
}

/** Why the alarm sounded: the track's last step, a "Sound the Alarm" card, or the GM. */
export type AlarmSoundCause = 'track' | 'card' | 'gm';

/** Why an alert was raised: a threshold of the noise track, or the GM by hand. */
export type AlertCause = 'noise' | 'gm';

/** One card played from the deck, in the order played. */
export interface AlarmPlayed {
  readonly card: AlarmCard;
  /** A Special card played on the way to an alert's card (MotH: it is not the alert). */
  readonly special: boolean;
}

/** A crew member's escape, once settled. */
export type EscapeOutcome = 'escaped' | 'caught';

/**
 * The alarm track in a Heist: copied from the Spot's plan when the Heist opens with the track on, then changed
 * only by the Heist's alarm events (so undo takes any of it back).
 */
export interface AlarmState {
  /** What is still in the bag, in the plan's order (a draw picks one at random: the Dice, logged in the event). */
  readonly bag: readonly AlarmItem[];
  /** The zones still holding an unknown security. */
  readonly unknown: readonly string[];
  /** What was revealed, in order. */
  readonly revealed: readonly AlarmReveal[];
  /** The ids of revealed pressure sensors switched off at their control panel. */
  readonly sensorsOff: readonly string[];
  /** Noise so far: never decreases within a Heist. */
  readonly noise: number;
  readonly track: AlarmTrack;
  /** How many of the track's alert thresholds the noise has crossed (each raised its one alert). */
  readonly crossed: number;
  /** The deck left, top card first. */
  readonly deck: readonly AlarmCard[];
  /** The cards played, in order. */
  readonly played: readonly AlarmPlayed[];
  /** The lockdown gates in closing order (A first). */
  readonly gates: readonly AlarmGate[];
  /** How many gates have closed: always the first ones, in order. */
  readonly closed: number;
  /** Why the alarm sounded; null while it has not. */
  readonly sounded: AlarmSoundCause | null;
  /**
   * The guards the track brought (from the bag or a card), by id: their score-only Awareness (COT-CHAR-9), or null
   * (from the sheet). Their Training is on them at the Spot.
   */
  readonly arrivals: Readonly<Record<string, number | null>>;
  /** Escapes settled after the alarm, by crew member. */
  readonly escapes: Readonly<Record<string, EscapeOutcome>>;
}

/** What made noise (the noise table, a table setting per cause), or the GM by hand. */
export type NoiseCause =
  | 'stealth-failed'
  | 'move-unstealthy'
  | 'loud-bypass'
  | 'bypass-failed'
  | 'drop'
  | 'call-for-help'
  | 'guards-aware'
  | 'camera'
  | 'gm';

export const noiseCauses: readonly NoiseCause[] = [
  'stealth-failed',
  'move-unstealthy',
  'loud-bypass',
  'bypass-failed',
  'drop',
  'call-for-help',
  'guards-aware',
  'camera',
  'gm',
];

/** The noise each action makes (the table settings `alarm_noise_*`); `gm` is always the GM's own amount. */
export type NoiseTable = Readonly<Record<Exclude<NoiseCause, 'gm'>, number>>;

/** The alarm track's table settings, as the rules read them. */
export interface AlarmRules {
  /** `alarm_track_default`: whether a Heist opens with the track on when neither it nor its Spot says. */
  readonly onByDefault: boolean;
  readonly noise: NoiseTable;
  /** `alarm_escape_foresight`: Foresight a crew member may spend per escape move they lack (0: none). */
  readonly foresightPerMove: number;
  /** `alarm_last_ditch_die`: the sides of the last-ditch die once Foresight is spent (0: no roll). */
  readonly lastDitchSides: number;
}

/** The GM's commands for the track in a running Heist (routed by the Heist engine). */
export type AlarmCommand =
  /** The GM adds noise by hand. */
  | { readonly type: 'heist/alarm-noise'; readonly amount: number; readonly reason: string }
  /** The GM reveals one unknown zone (MotH's Reveal sub-action): one item drawn from the bag there. */
  | { readonly type: 'heist/alarm-reveal'; readonly zone: string }
  /** The GM raises an alert by hand (MotH's ⚠ sub-action): the top card is played. */
  | { readonly type: 'heist/alarm-alert' }
  /** The GM sounds the alarm. */
  | { readonly type: 'heist/alarm-sound' }
  /** The GM changes what is still in the bag and the deck left (a new chit, a card moved): both replaced whole. */
  | {
      readonly type: 'heist/alarm-edit';
      readonly bag: readonly AlarmItem[];
      readonly deck: readonly AlarmCard[];
    }
  /**
   * After the alarm: a crew member still inside tries to get out. They spend up to `foresight` Foresight on the
   * moves they lack (the table's rate), then, still short, roll the last-ditch die; out: placed Outside.
   */
  | { readonly type: 'heist/alarm-escape'; readonly character: CharacterId; readonly foresight: number };

/** What the track records in the Heist's log. Effects on guards and places follow as the Heist's own events. */
export type AlarmEvent =
  | {
      readonly type: 'heist/alarm-noise-made';
      readonly amount: number;
      readonly cause: NoiseCause;
      /** The GM's words for noise added by hand; empty otherwise. */
      readonly reason: string;
      /** The noise after it. */
      readonly noise: number;
    }
  | {
      readonly type: 'heist/alarm-revealed';
      readonly zone: string;
      readonly zoneName: string;
      /** The item drawn, or null: the bag was empty and the zone is revealed empty. */
      readonly item: AlarmItem | null;
      /** The die rolled to pick the item: its sides (the bag's size) and its face; null with an empty bag. */
      readonly draw: { readonly sides: number; readonly face: number } | null;
      readonly cause: RevealCause;
      /** A lock: the Securities it put on the ways into the zone. */
      readonly locks: readonly { readonly barrier: string; readonly security: Security }[];
    }
  /**
   * A lock the track revealed was bypassed: it stays bypassed for this Heist (its Spot copy only: the campaign's Spot
   * never had it, COT-D-54 for the track's locks).
   */
  | { readonly type: 'heist/alarm-lock-bypassed'; readonly barrier: string; readonly security: string }
  | {
      readonly type: 'heist/alarm-sensor-off';
      readonly item: string;
      readonly zone: string;
      /** Who stands in the control panel's zone. */
      readonly character: CharacterId;
    }
  | {
      readonly type: 'heist/alarm-alert-raised';
      readonly cause: AlertCause;
      /** The threshold crossed (cause noise); null by hand. */
      readonly threshold: number | null;
      /** Special cards passed on the way, in order: each played too (MotH). */
      readonly specials: readonly AlarmCard[];
      /** The alert's own card; null: the deck ran out. */
      readonly card: AlarmCard | null;
    }
  | { readonly type: 'heist/alarm-gate-closed'; readonly letter: GateLetter; readonly gate: AlarmGate }
  /**
   * Guards the track brings into the Heist: a guard drawn from the bag (`source` the item's id), a patrol or
   * reinforcements (`source` the card's id). Each joins the Heist as `heist/joined` would, with its score-only
   * Awareness kept in the track (`AlarmState.arrivals`); the Spot's own posts are left as the GM made them.
   */
  | {
      readonly type: 'heist/alarm-guards-arrived';
      readonly source: string;
      readonly guards: readonly { readonly character: DropCharacter; readonly awareness: number | null }[];
    }
  /** The GM changed the bag and the deck left (`heist/alarm-edit`). */
  | {
      readonly type: 'heist/alarm-edited';
      readonly bag: readonly AlarmItem[];
      readonly deck: readonly AlarmCard[];
    }
  | { readonly type: 'heist/alarm-sounded'; readonly cause: AlarmSoundCause }
  | {
      readonly type: 'heist/alarm-escaped';
      readonly character: CharacterId;
      /** The escape count when it was tried. */
      readonly moves: number;
      readonly foresight: number;
      /** The last-ditch die, when one was rolled. */
      readonly roll: { readonly sides: number; readonly face: number } | null;
      readonly outcome: EscapeOutcome;
    };

/** An alarm event of one type. */
export type AlarmEventOf<T extends AlarmEvent['type']> = Extract<AlarmEvent, { type: T }>;

/** One step of an escape route, for the GM's reading. */
export interface EscapeStep {
  readonly from: NodeId;
  readonly to: NodeId;
  /** 1, plus one per unsubdued guard in the zone left. */
  readonly moves: number;
}

/** The escape count of one crew member still inside (MotH "Escape Moves"). */
export interface EscapeCount {
  readonly character: CharacterId;
  readonly from: NodeId;
  /** The fewest moves to reach Outside; null: no way out. */
  readonly moves: number | null;
  readonly route: readonly EscapeStep[];
}

/** One crew member's escape as the view shows it, with what they can spend. */
export interface EscapeView extends EscapeCount {
  readonly name: string;
  readonly fromName: string;
  /** Foresight they hold. */
  readonly foresight: number;
  /** The Foresight that would cover the moves it can (capped by what they hold). */
  readonly coverable: number;
  /** The face the last-ditch die must reach after that Foresight; null: no roll needed or none possible. */
  readonly lastDitch: number | null;
  readonly settled: EscapeOutcome | null;
}

/** A threshold of the track as the GM reads it. */
export interface ThresholdView {
  readonly at: number;
  readonly crossed: boolean;
}

/** A lockdown gate as the boards draw it. */
export interface GateView {
  readonly letter: GateLetter;
  readonly gate: AlarmGate;
  /** "the door between the Hall and the Vault", or the zone's name. */
  readonly label: string;
  readonly closed: boolean;
}

/** A revealed item, with its zone's name. */
export interface RevealView extends AlarmReveal {
  readonly zoneName: string;
  /** "Guard (Awareness 10, Training 9)", "Camera (Awareness 12)", "Lock 12", "Pressure sensor (panel: Office)". */
  readonly label: string;
  /** A pressure sensor still blocking its zone. */
  readonly blocking: boolean;
}

/** The track as the crew may know it: no bag, no deck ahead, no zone still unknown named as holding something. */
export interface AlarmCrewView {
  readonly noise: number;
  readonly alarmAt: number;
  readonly thresholds: readonly ThresholdView[];
  readonly revealed: readonly RevealView[];
  readonly gates: readonly GateView[];
  readonly sounded: AlarmSoundCause | null;
  readonly played: readonly AlarmPlayed[];
  /** Each crew member still inside, once the alarm sounded; empty before. */
  readonly escapes: readonly EscapeView[];
}

/** The track as the GM reads it: everything the crew sees, plus the bag, the unknown zones and the deck ahead. */
export interface AlarmView extends AlarmCrewView {
  /** What is still in the bag (GM only). */
  readonly bag: readonly AlarmItem[];
  /** The zones still unknown, with their names (GM only). */
  readonly unknown: readonly { readonly zone: string; readonly name: string }[];
  /** The deck left, top card first (GM only: MotH lets the table read ahead; here the GM does). */
  readonly deck: readonly AlarmCard[];
  /** The threshold the next alert waits for; null when none is left. */
  readonly nextThreshold: number | null;
  /** The noise table in force (per cause, as the settings give it). */
  readonly noiseTable: NoiseTable;
}

/** What the track says of one zone, for the map. */
export interface ZoneAlarmView {
  /** Still holding an unknown security (GM only: false on the crew's map). */
  readonly unknown: boolean;
  /** What was revealed here; null: nothing yet (or never anything). */
  readonly revealed: RevealView | null;
  /** A revealed camera's Awareness here; null: none. */
  readonly camera: number | null;
  /** A pressure sensor still on here: nobody moves in. */
  readonly blocked: boolean;
  /** The lockdown gate this zone is, with whether it closed; null: not a gate. */
  readonly gate: { readonly letter: GateLetter; readonly closed: boolean } | null;
}

/** The plan the Heist starts from, or null when the track is off. */
export type AlarmStart = AlarmPlan | null;
