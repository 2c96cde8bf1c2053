import type { Character, Condition } from '../cot/characters/index.ts';
import type { NodeId, Spot } from '../cot/spot/index.ts';
import type { StageType } from '../cot/time/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { ModelId, Stance, VehicleId } from '../skirmish/index.ts';
import type { Loadout } from './model.ts';
import type { ModelOverride } from './proposal.ts';
import type { BridgeRecord } from './record.ts';
import type { VehicleModel } from './vehicles.ts';

/**
 * What the bridge keeps about a fight between its start and its write-back (bridge.md §7): who each model is in
 * the campaign and how that character stood when the fight began (the start snapshot), where the table and its
 * exits are, the vehicles, the crew's Heat and Resources. A bridged fight gets it when it is opened; a standalone
 * import when the GM answers BRG-D-50's questions. Plain JSON.
 */

/** A model's category for Heat and witnesses (BRG-D-29, D-50). */
export type Category = 'crew' | 'police' | 'civilian' | 'other';

/** How a character stood when the fight began (the start snapshot, bridge.md §7). */
export interface ModelStart {
  /** The sheet's name, kept so a character deleted since can still be named (BRG-D-52). */
  readonly name: string;
  readonly kind: Character['kind'];
  readonly condition: Condition;
  readonly unconscious: boolean;
  /** Restrained, and by whom (COT-WAR-9); null: free. */
  readonly restrainedBy: CharacterId | null;
  readonly aware: boolean;
  readonly discovered: boolean;
  /** The face others saw (COT-CHAR-8): what witnesses remember (BRG-D-48). */
  readonly presentedIdentity: string;
  /** Presented identities it had already witnessed. */
  readonly witnessed: readonly string[];
  /** Its Foresight before the fight (BRG-D-1, D-51). */
  readonly foresight: number;
  /** Its zone before the fight (null: Outside the Spot, COT-D-48); where it stays if it never arrives (BRG-D-35). */
  readonly zone: NodeId | null;
}

/** Who a model is in the campaign. */
export type ModelLink =
  /** A character of the campaign: converted from its sheet (bridged), or matched at import (BRG-D-50). */
  | {
      readonly who: 'character';
      readonly character: CharacterId;
      readonly category: Category;
      readonly start: ModelStart;
      /**
       * The conversion it was made by (BRG-D-4..10), with the GM's override of the model when there was one
       * (kept for the round trip, bridge.md §7); null for a model matched at import (BRG-D-50).
       */
      readonly conversion: {
        readonly record: BridgeRecord;
        readonly loadout: Loadout;
        readonly override?: ModelOverride;
      } | null;
    }
  /** A model with no sheet, accepted as a new NPC (BRG-D-7, D-31, D-33, D-50). */
  | {
      readonly who: 'new';
      /** The id the new NPC takes. */
      readonly id: CharacterId;
      /** Its employer or side, for its Prime Loyalty (BRG-D-7). */
      readonly employer: string;
      readonly category: Category;
    }
  /** A civilian of a Crowded zone (BRG-D-40): the survivors who saw the crew become one Bystanders NPC. */
  | { readonly who: 'bystander' }
  /** Declined at import: no record, nothing written for it (BRG-D-50). */
  | { readonly who: 'declined'; readonly category: Category };

/** A COT vehicle on the table (BRG-D-12, D-39). */
export interface VehicleLink {
  /** Its owner in the campaign (null: nobody's, e.g. a police car). */
  readonly owner: CharacterId | null;
  /** How it started: its row, Body and hits (vehicleOf). */
  readonly start: VehicleModel;
}

/** A side of the table as the fight opened (BRG-D-13, D-41): its name, stance and allies, for the write-back. */
export interface LinkedSide {
  /** The skirmish's side id. */
  readonly id: string;
  /** The COT side it plays; null for the civilians and a police side of their own. */
  readonly cot: string | null;
  readonly label: string;
  readonly stance: Stance;
  /** The skirmish ids of the sides it is allied with. */
  readonly allies: readonly string[];
}

/** The record of one bridged or imported fight. */
export interface FightLink {
  /** A fight opened from a COT scene, or a standalone fight imported into one (BRG-D-31, D-50). */
  readonly origin: 'bridged' | 'standalone';
  /** The stage of the scene it interrupted, whose clock advances (BRG-D-3, COT-TIME-3). */
  readonly stage: StageType;
  /** The Spot it took place at; null for a fight away from any Spot. */
  readonly spot: string | null;
  /** The fight's zone, and on a two-zone table the other half's (BRG-D-43). */
  readonly zones: readonly [NodeId] | readonly [NodeId, NodeId];
  /** Each exit's name on the table and what it leads to: a zone, or Outside (BRG-D-2, D-50). */
  readonly exits: Readonly<Record<string, NodeId>>;
  readonly models: Readonly<Record<ModelId, ModelLink>>;
  readonly vehicles: Readonly<Record<VehicleId, VehicleLink>>;
  /** The scene goes on as Gang Warfare (BRG-D-26): the proposal carries the first Cover rolls. */
  readonly continues: 'gang-warfare' | null;
  /** The table's sides as they opened (BRG-D-13, D-41); absent for an imported fight and links stored before. */
  readonly sides?: readonly LinkedSide[];
}

/** The campaign as it stands when the proposal is built and when it is confirmed. */
export interface CampaignFacts {
  readonly characters: Readonly<Record<CharacterId, Character>>;
  /** The mapping records the campaign keeps (bridge.md §7), by character. */
  readonly records: Readonly<Record<CharacterId, BridgeRecord>>;
  /** The Spot of the fight as it stands in the scene (guards' posts and awareness, barriers); null: none. */
  readonly spot: Spot | null;
  /** Characters at the Spot who are Unconscious now (guards who cannot hear the fight, BRG-D-28). */
  readonly unconscious: readonly CharacterId[];
  readonly crew: { readonly heat: number; readonly resources: number };
  /** The step whose write-back of this fight is in effect; null: none (BRG-D-52). */
  readonly writtenBack: string | null;
}
