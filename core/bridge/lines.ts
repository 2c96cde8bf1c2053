import type { Character, Condition, GearItem } from '../cot/characters/index.ts';
import type { NodeId } from '../cot/spot/index.ts';
import type { StageType } from '../cot/time/index.ts';
import type { Pool, PoolModifier } from '../dice/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { VehicleId } from '../skirmish/index.ts';
import type { Closing } from './closing.ts';
import type { Category } from './link.ts';
import type { BridgeRecord, FirearmRecord } from './record.ts';

/**
 * The write-back proposal (BRG-D-46): one line per change the fight makes to the campaign, each with the
 * decisions that make it, shown beside the stored values and approved line by line (BRG-D-51). A line's
 * `change` is plain data; `writeBackChanges` turns the ticked lines into the changes to write. A zone is a zone
 * id, or null for Outside (COT-D-48).
 */

/** What one line changes. */
export type LineChange =
  /** BRG-D-23, D-24: health, recovery days (with the d6 faces of `1d6`), Unconscious. */
  | {
      readonly kind: 'health';
      readonly character: CharacterId;
      readonly condition: Condition;
      readonly unconscious: boolean;
      readonly faces: readonly number[];
    }
  /** BRG-D-44: Restrained by a character, or freed (null). */
  | { readonly kind: 'restrained'; readonly character: CharacterId; readonly by: CharacterId | null }
  /** BRG-D-27: the zone a character is in now. */
  | { readonly kind: 'zone'; readonly character: CharacterId; readonly zone: NodeId | null }
  /** BRG-D-14, D-28, D-37: an NPC or guard becomes Aware. */
  | { readonly kind: 'aware'; readonly character: CharacterId }
  /** BRG-D-28, D-37, D-47: a crew member is Discovered. */
  | { readonly kind: 'discovered'; readonly character: CharacterId }
  /** BRG-D-30, D-48: presented identities an NPC witnessed; `allowed`: the identities an edit may name. */
  | {
      readonly kind: 'witnessed';
      readonly character: CharacterId;
      readonly identities: readonly string[];
      readonly allowed: readonly string[];
    }
  /** BRG-D-25: a firearm's ammunition record; dry and broken say whether COT may shoot with it. */
  | {
      readonly kind: 'firearm';
      readonly character: CharacterId;
      readonly firearm: FirearmRecord;
      readonly dry: boolean;
    }
  /** BRG-D-25: the sheet's weapons and gear with the grenades thrown and the Reload items used struck. */
  | {
      readonly kind: 'gear';
      readonly character: CharacterId;
      readonly weapons: readonly string[];
      readonly gear: readonly GearItem[];
    }
  /** BRG-D-1, D-17, D-18: Foresight spent on the table. */
  | {
      readonly kind: 'foresight';
      readonly character: CharacterId;
      readonly before: number;
      readonly after: number;
    }
  /** BRG-D-46: an item picked up: carried by a character, or lying in a zone. */
  | {
      readonly kind: 'loot';
      readonly name: string;
      readonly loot: string | null;
      readonly character: CharacterId | null;
      readonly zone: NodeId | null;
    }
  /** BRG-D-29: the crew's Heat. */
  | { readonly kind: 'heat'; readonly before: number; readonly delta: number }
  /** BRG-D-18: Resources spent through Cache. */
  | { readonly kind: 'resources'; readonly before: number; readonly spent: number }
  /** BRG-D-36: a Security bypassed on the table stays bypassed for the Job. */
  | { readonly kind: 'security'; readonly barrier: string; readonly security: string }
  /** BRG-D-32, COT-D-57: Awareness a guard elsewhere gains from Calls for Help. */
  | {
      readonly kind: 'awareness';
      readonly character: CharacterId;
      readonly before: number;
      readonly bonus: number;
    }
  /** BRG-D-12, D-27, D-39: a vehicle's Body, wreck or destruction, zone and occupants. */
  | {
      readonly kind: 'vehicle';
      readonly vehicle: VehicleId;
      readonly name: string;
      readonly owner: CharacterId | null;
      readonly body: number;
      readonly bodyMax: number;
      readonly wrecked: boolean;
      readonly destroyed: boolean;
      readonly zone: NodeId | null;
      readonly occupants: readonly CharacterId[];
    }
  /** BRG-D-3, D-45: the time the fight took, fed to the Job clock. */
  | {
      readonly kind: 'clock';
      readonly stage: StageType;
      readonly gameRounds: number;
      readonly actionRounds: number;
      readonly longer: { readonly stage: StageType; readonly rounds: number } | null;
      /** In-game minutes: one per Action round (COT-TIME-2). */
      readonly minutes: number;
    }
  /** BRG-D-21: a chase to open behind an exit. */
  | {
      readonly kind: 'chase';
      readonly exit: string;
      readonly zone: NodeId | null;
      readonly mode: 'foot' | 'vehicles';
      readonly target: readonly CharacterId[];
      readonly pursuers: readonly {
        readonly members: readonly CharacterId[];
        readonly vehicle: VehicleId | null;
        readonly distance: number;
      }[];
    }
  /** BRG-D-26: the first Cover roll of the Gang Warfare that follows, and the aim marker's Bolster. */
  | {
      readonly kind: 'cover';
      readonly character: CharacterId;
      readonly pool: Pool;
      readonly modifiers: readonly PoolModifier[];
      readonly faces: readonly number[];
      readonly total: number;
      readonly firstAttack: PoolModifier | null;
    }
  /** BRG-D-7, D-31, D-33, D-40, D-50: a new NPC, its sheet (gear as the fight left it), its record and zone. */
  | {
      readonly kind: 'npc';
      readonly character: Character;
      readonly record: BridgeRecord | null;
      readonly category: Category;
      readonly zone: NodeId | null;
    }
  /** BRG-D-53: the skirmish's log, kept with its scene. */
  | {
      readonly kind: 'log';
      readonly skirmish: string;
      readonly gameRounds: number;
      readonly casualties: readonly string[];
      readonly departures: readonly string[];
    };

/** The kinds of line. */
export type LineKind = LineChange['kind'];

/** One line of the proposal. */
export interface ProposalLine {
  /** Stable within the proposal: the key approval ticks and edits by. */
  readonly id: string;
  /** The decisions that make it, e.g. `['BRG-D-23', 'BRG-D-24']`. */
  readonly decisions: readonly string[];
  /** For the GM. */
  readonly text: string;
  readonly change: LineChange;
  /** Characters of the campaign it writes to: each must still exist when it is confirmed (BRG-D-52). */
  readonly names: readonly CharacterId[];
  /** The new-NPC lines of this proposal whose characters it writes to: they must be ticked with it. */
  readonly needs: readonly string[];
}

/** What an edit is checked against (BRG-D-51). */
export interface EditLimits {
  readonly minRecoveryDays: number;
  readonly maxRecoveryDays: number;
  /** The zones a character may be put in: the Spot's, and Outside (null). */
  readonly zones: readonly (NodeId | null)[];
  readonly heistRoundsPerActionRound: number;
}

/** The write-back proposal of one fight (BRG-D-46). */
export interface WriteBackProposal {
  readonly skirmish: string;
  /** BRG-D-45: nothing was played; the proposal has no lines and confirming it writes nothing. */
  readonly empty: boolean;
  readonly lines: readonly ProposalLine[];
  /** BRG-D-45: the closing events, with their dice. */
  readonly closing: Closing;
  readonly limits: EditLimits;
  /** The names of the characters the lines write to, for the GM's messages. */
  readonly people: Readonly<Record<CharacterId, string>>;
  /** What the GM should know that no line says (a HEIST weapon with no counterpart in the gear, BRG-D-50). */
  readonly notes: readonly string[];
}
