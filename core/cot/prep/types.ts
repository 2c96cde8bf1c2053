import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { GearItem } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { NodeId, SpotChange } from '../spot/index.ts';
import type { Scheme, TrainingPurchase } from '../foresight/index.ts';
import type { ResearchGoal, ResearchMethod } from './research.ts';
import type { ResearchResult } from './research-roll.ts';

/**
 * A Prep scene (COT-TIME-6, COT-PREP-1..9, COT-FORE-1..2): days of research, Foresight and other Prep rolls. Each
 * character takes `prep_actions_per_day` Prep actions a day (COT-D-21); a Planning research roll may take
 * several days (COT-D-59). What the crew learns goes to the campaign's Spots as effects. Plain JSON.
 */
export interface PrepState {
  readonly crew: readonly CharacterId[];
  /** The Prep day being played, from 1. */
  readonly day: number;
  /** Prep actions each character has taken today. */
  readonly taken: Readonly<Record<string, number>>;
  /** The last day each character's long research keeps them busy (COT-D-59). */
  readonly busyThrough: Readonly<Record<string, number>>;
  readonly ended: string | null;
}

export interface PrepSetup {
  readonly crew: readonly CharacterId[];
}

/** The GM's circumstances and Foresight Training (COT-FORE-5) a Prep roll may carry. */
export interface PrepRollExtras {
  readonly modifiers?: readonly PoolModifier[];
  readonly training?: TrainingPurchase;
}

/** COT-PREP-9: the other Prep skills, rolled against a GM difficulty. */
export type PrepSkill = 'build' | 'forgery' | 'con' | 'appraisal' | 'mysticism' | 'connections';
export const prepSkills: readonly PrepSkill[] = [
  'build',
  'forgery',
  'con',
  'appraisal',
  'mysticism',
  'connections',
];

export type PrepCommand =
  /** COT-PREP-1..8: research on one of the campaign's Spots. */
  | ({
      readonly type: 'prep/research';
      readonly researcher: CharacterId;
      readonly spotId: string;
      readonly method: ResearchMethod;
      readonly goal: ResearchGoal;
    } & PrepRollExtras)
  /** COT-FORE-1: a Planning roll that banks Foresight. */
  | ({ readonly type: 'prep/bank-foresight'; readonly character: CharacterId } & PrepRollExtras)
  /** COT-PREP-9: Build, Forgery, Con (a disguise when an identity is named), Appraisal, Mysticism, Connections. */
  | ({
      readonly type: 'prep/skill';
      readonly character: CharacterId;
      readonly skill: PrepSkill;
      readonly difficulty: number;
      readonly purpose: string;
      /** A Con disguise: the identity it presents (COT-CHAR-8). */
      readonly identity?: string;
    } & PrepRollExtras)
  /** COT-TIME-6: a Prep action without a roll. */
  | { readonly type: 'prep/task'; readonly character: CharacterId; readonly task: string }
  /** COT-FORE-7: Resources spent after the fact; what they bought goes to the crew member the spender chooses. */
  | {
      readonly type: 'prep/cache';
      readonly spender: CharacterId;
      readonly recipient: CharacterId;
      readonly resources: number;
      readonly weapon: string | null;
      readonly armour: string | null;
      /** Other gear bought (rope, a crowbar), each named with its note. */
      readonly items?: readonly GearItem[];
    }
  /** COT-FORE-8: a Hidden zone added to a Spot before the Heist. */
  | {
      readonly type: 'prep/blueprint';
      readonly spender: CharacterId;
      readonly spotId: string;
      readonly between: readonly [NodeId, NodeId];
      readonly zoneId: string;
      readonly name: string;
      readonly barrierIds: readonly [string, string];
    }
  | { readonly type: 'prep/end-day' }
  | { readonly type: 'prep/end'; readonly summary: string };

export type PrepEvent =
  | { readonly type: 'prep/started'; readonly crew: readonly CharacterId[] }
  /** A Prep action spent (COT-TIME-6); `days` > 1 for a slow Planning research (COT-D-59). */
  | {
      readonly type: 'prep/action-taken';
      readonly character: CharacterId;
      readonly day: number;
      readonly days: number;
    }
  | { readonly type: 'prep/researched'; readonly result: ResearchResult }
  | {
      readonly type: 'prep/foresight-banked';
      readonly character: CharacterId;
      readonly check: PoolCheck;
      /** COT-FORE-1 before the cap, and what the sheet gains after it (COT-FORE-2). */
      readonly gained: number;
      readonly banked: number;
    }
  | {
      readonly type: 'prep/skill-rolled';
      readonly character: CharacterId;
      readonly skill: PrepSkill;
      readonly purpose: string;
      readonly check: PoolCheck;
      readonly difficulty: number;
      readonly success: boolean;
      /** The new presented identity of a successful disguise; null otherwise. */
      readonly identity: string | null;
    }
  | { readonly type: 'prep/task-done'; readonly character: CharacterId; readonly task: string }
  | {
      readonly type: 'prep/foresight-spent';
      readonly character: CharacterId;
      readonly amount: number;
      readonly scheme: Scheme;
    }
  | {
      readonly type: 'prep/cached';
      readonly recipient: CharacterId;
      readonly resources: number;
      readonly weapon: Weapon | null;
      readonly armour: string | null;
      /** Other gear bought (COT-FORE-7); absent when none, as in Caches stored before it could be. */
      readonly items?: readonly GearItem[];
    }
  | { readonly type: 'prep/spot-changed'; readonly event: SpotChange }
  | { readonly type: 'prep/day-ended'; readonly day: number }
  | { readonly type: 'prep/ended'; readonly summary: string };
