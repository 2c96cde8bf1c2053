import type { PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Condition } from '../cot/characters/index.ts';
import type { BypassSkill } from '../cot/heist/index.ts';
import type { NodeId, SecurityTag } from '../cot/spot/index.ts';
import type { HeistCard, ModelProfile, PressureMode, Stance } from '../skirmish/index.ts';
import type { Conversion } from './model.ts';
import type { BridgeRecord } from './record.ts';
import type { ModelCategory } from './situation.ts';
import type { VehicleModel } from './vehicles.ts';

/**
 * What `bridgedFight` proposes and the GM reviews before the fight starts (bridge.md §4, §5A, §7): the table, the
 * sides and who goes first, every model beside the sheet it came from, who arrives later and who never reaches
 * the table. Plain JSON; `scenarioOf` turns it into the skirmish's own set-up, the rest stays bridge data.
 */

/** Who may use an exit (BRG-D-2). */
export type ExitUsers = 'everyone' | 'crew' | 'npcs';

/**
 * A way through a barrier (BRG-D-2, D-20, D-36): `open`; `locked`, a door with Securities still to bypass;
 * `blocked`, Height or Structure still to bypass, with no door; `closed`, a door with nothing left to bypass,
 * which one Use opens (HST-ACT-4).
 */
export type WayState = 'open' | 'closed' | 'locked' | 'blocked';

/** One Security of a barrier on the table. */
export interface TableSecurity {
  readonly id: string;
  readonly tag: SecurityTag;
  readonly score: number;
  readonly bypassed: boolean;
  /** COT-SPOT-6: the skills a model with a COT sheet may roll (the better pool when two, BRG-D-36). */
  readonly skills: readonly BypassSkill[];
  /** BRG-D-20: a model without a COT sheet makes a skill check at this modifier. */
  readonly checkModifier: number;
}

/** A barrier on the table: an exit to an adjacent zone, or the gap between the two halves (BRG-D-43). */
export interface Way {
  readonly barrier: string;
  readonly securities: readonly TableSecurity[];
  /** Lock or Vault: once nothing is left to bypass, one more Use opens it (BRG-D-36). */
  readonly door: boolean;
  readonly state: WayState;
  /** Its state in the GM's words: "open", "a locked door (Lock 12)". */
  readonly words: string;
}

/** An exit (and entry point) of the table (BRG-D-2). */
export interface Exit extends Way {
  /** The skirmish's entry point id. */
  readonly id: string;
  /** Unique on the table: the zone it leads to (the Spot's edge for Outside). */
  readonly name: string;
  /** The table zone it opens from (one of the halves). */
  readonly from: string;
  readonly leadsTo: NodeId;
  readonly users: ExitUsers;
  /** False for an unfound Hidden zone: the players are not shown it (BRG-D-2). */
  readonly shown: boolean;
}

/** The gap between the halves of a two-zone table (BRG-D-43). */
export interface Gap extends Way {
  readonly between: readonly [string, string];
}

/** A zone the table shows (BRG-D-2), or one half of a two-zone table (BRG-D-43), with its tags (BRG-D-19). */
export interface TableHalf {
  readonly zone: string;
  readonly name: string;
  readonly tags: readonly { readonly tag: string; readonly words: string }[];
}

/** BRG-D-42: HEIST's visibility ratings, the worst applying. */
export interface VisibilityPlan {
  readonly darkness: number | null;
  readonly weather: number | null;
  /** The table's rating: the worse of the two; null when visibility is not limited. */
  readonly rating: number | null;
  readonly words: string;
}

export interface TablePlan {
  readonly halves: readonly TableHalf[];
  readonly exits: readonly Exit[];
  readonly gaps: readonly Gap[];
  /** BRG-D-19: Hazardous terrain the GM marks, and what crossing it takes. */
  readonly hazard: { readonly zones: readonly string[]; readonly difficulty: number } | null;
  readonly visibility: VisibilityPlan;
  /** BRG-D-36 `bridge_bypass_time`. */
  readonly bypassTime: 'one_use' | 'whole_activation';
  /** BRG-D-11 `bridge_melee`: any model may Strike. */
  readonly melee: boolean;
}

/** A model's state as the skirmish starts (BRG-D-14, D-16). */
export interface StartState {
  readonly wounded: boolean;
  /** BRG-D-16: Cover at most half its most recent roll in this scene. */
  readonly stunned: boolean;
  readonly unconscious: boolean;
  /** The model holding it (BRG-D-16), in base contact. */
  readonly restrainedBy: string | null;
  /** It surrendered in the Gang Warfare (COT-D-40): no actions or reactions, not a target (BRG-D-44). */
  readonly surrendered: boolean;
  /** BRG-D-14: an unaware NPC: no aim marker, no reactions until the surprise window ends. */
  readonly unaware: boolean;
}

/** One carried COT bonus (BRG-D-17). */
export interface CarriedBonus {
  readonly source: string;
  readonly modifier: string;
  /** +1 to one skill check per +1k0. */
  readonly checks: number;
  /** +1 dice shift on one shot or Strike per +1k1. */
  readonly shifts: number;
}

/** BRG-D-17: one-use bonuses, each used once and lost when the skirmish ends. */
export interface CarriedBonuses {
  readonly checks: number;
  readonly shifts: number;
  readonly from: readonly CarriedBonus[];
}

/** The GM's change to one model before the fight (BRG-D-7, bridge.md §7), kept for the round trip. */
export interface ModelOverride {
  /** The model's id in the proposal. */
  readonly model: string;
  readonly actions?: number;
  readonly skill?: number;
  readonly armor?: boolean;
  readonly stance?: Stance;
}

/** What the GM reads beside a model: the sheet it came from and what changed on the way. */
export interface ModelWords {
  readonly sheet: string;
  /** The model now, in the short format (HST-MODEL-2). */
  readonly model: string;
  readonly changes: readonly string[];
}

/** A model of the proposal, on the table or arriving. */
export interface ProposedModel {
  /** The skirmish's model id. */
  readonly id: string;
  /** The character behind it; null for civilians and police officers the bridge makes up. */
  readonly character: CharacterId | null;
  /** The skirmish side id. */
  readonly side: string;
  readonly category: ModelCategory;
  readonly profile: ModelProfile;
  readonly stance: Stance;
  /** The table zone it starts in (a half, BRG-D-43); null while it is arriving. */
  readonly half: string | null;
  readonly start: StartState;
  /** Ammo counters on each weapon at the start (an earlier fight's, BRG-D-25). */
  readonly counters: { readonly long: number; readonly sidearm: number };
  readonly bonuses: CarriedBonuses;
  /** A crew member's Foresight, to spend on Training during the fight (BRG-D-17); null for NPCs. */
  readonly foresight: number | null;
  /** The conversion as made (BRG-D-4..12); null for made-up models. */
  readonly conversion: Conversion | null;
  /** The mapping record (bridge.md §7), the GM's override kept in it (BRG-D-7). */
  readonly record: BridgeRecord | null;
  readonly override: ModelOverride | null;
  readonly words: ModelWords;
}

/** A skirmish side (BRG-D-13, D-41), in turn order. */
export interface ProposedSide {
  /** The skirmish's side id. */
  readonly id: string;
  /** The COT side; null for the civilians and a police side of their own. */
  readonly cot: string | null;
  readonly label: string;
  readonly crew: boolean;
  readonly role: 'fighting' | 'police' | 'civilians';
  readonly stance: Stance;
  /** Its highest COT initiative slot (BRG-D-41); null when it has none. */
  readonly slot: number | null;
  /** Sides the GM marked allied (BRG-D-41). */
  readonly allies: readonly string[];
  readonly words: string;
}

/** What starts an arrival's count (BRG-D-32..34, D-43). */
export interface ArrivalTime {
  /**
   * `start`: in the reserves box from the start; `heard`: the round the fight is heard; `first-shot`: the first
   * shot or explosion; `called`: the turn the players call it in, not before the fight is heard + the delay.
   */
  readonly after: 'start' | 'heard' | 'first-shot' | 'called';
  readonly rounds: number;
  /** The round at whose end it enters the reserves box, when the set-up already knows it. */
  readonly round: number | null;
}

/** A model that may reach the table later, through one exit. */
export interface Arrival {
  readonly kind: 'reinforcement' | 'police' | 'walk-in' | 'other-half';
  readonly model: ProposedModel;
  readonly from: NodeId;
  /** Its only entry point (an exit id). */
  readonly exit: string;
  readonly when: ArrivalTime;
  readonly words: string;
}

/** Someone at the Spot who is not on the table and will not arrive on their own (BRG-D-16, D-32..35). */
export interface Absent {
  readonly character: CharacterId;
  readonly name: string;
  readonly place: NodeId;
  readonly why: string;
  /** A crew member's Foresight cost to Ambush onto the table (BRG-D-18); null when no Ambush is possible. */
  readonly ambush: number | null;
}

/** A vehicle on the table (BRG-D-12, D-39). */
export interface ProposedVehicle {
  readonly id: string;
  /** The Gang Warfare's vehicle id. */
  readonly cot: string;
  readonly vehicle: VehicleModel;
  readonly side: string | null;
  readonly driver: string | null;
  readonly passengers: readonly string[];
}

/** The first player (BRG-D-15) and why. */
export interface FirstPlayer {
  readonly side: string;
  readonly rule: 'surprise' | 'initiative' | 'catastrophe' | 'started';
  readonly words: string;
}

/** BRG-D-14: the surprise turn. */
export interface Surprise {
  readonly side: string;
  /** The models that may not react until the window ends. */
  readonly unaware: readonly string[];
  readonly words: string;
}

/** One person as the fight starts (bridge.md §7), for the write-back to compare with the end. */
export interface PersonAtStart {
  readonly character: CharacterId;
  readonly place: NodeId;
  readonly condition: Condition;
  readonly unconscious: boolean;
  readonly restrainedBy: CharacterId | null;
  readonly aware: boolean;
  readonly discovered: boolean;
  readonly presentedIdentity: string;
  readonly category: ModelCategory;
  readonly foresight: number;
  readonly bonuses: readonly PoolModifier[];
  /** Switching from Gang Warfare: the Cover now and the most recent roll (BRG-D-16); null otherwise. */
  readonly cover: { readonly current: number; readonly rolled: number | null } | null;
}

/** The start snapshot of bridge.md §7. */
export interface StartSnapshot {
  readonly people: readonly PersonAtStart[];
  readonly heat: number;
  /** Every Security of the Spot as the fight starts. */
  readonly securities: readonly {
    readonly barrier: string;
    readonly security: string;
    readonly bypassed: boolean;
  }[];
  readonly vehicles: readonly { readonly id: string; readonly name: string; readonly body: number }[];
}

/** The proposal. */
export interface FightProposal {
  readonly origin: 'heist' | 'drop' | 'warfare';
  readonly name: string;
  readonly spot: string;
  readonly table: TablePlan;
  readonly sides: readonly ProposedSide[];
  readonly first: FirstPlayer;
  readonly surprise: Surprise | null;
  /** BRG-D-22. */
  readonly pressure: { readonly mode: PressureMode; readonly words: string };
  readonly deck: readonly HeistCard[] | null;
  readonly models: readonly ProposedModel[];
  readonly arrivals: readonly Arrival[];
  readonly absent: readonly Absent[];
  readonly vehicles: readonly ProposedVehicle[];
  readonly snapshot: StartSnapshot;
  /** Whatever else the GM should know before the fight (no way in for the police, alliances). */
  readonly notes: readonly string[];
}
