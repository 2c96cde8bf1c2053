import type { Pool, PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { CharacterKind, Condition } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { AttackSkill } from '../gear/index.ts';
import type { ChaseRequest, SideId, WarfareRequest } from '../common/index.ts';
import type { DropRules } from './rules.ts';

/** A zone of the Spot as the Drop sees it: is it Crowded (COT-SPOT-4), and which zones touch it (COT-D-30). */
export interface DropZone {
  readonly id: string;
  readonly crowded: boolean;
  readonly adjacent: readonly string[];
}

/** A character at the Spot, crew or NPC, with what Getting the Drop reads and changes. */
export interface DropCharacter {
  readonly id: CharacterId;
  readonly name: string;
  readonly kind: CharacterKind;
  readonly side: SideId;
  /** Null once they have left the Spot's zones (fled). */
  readonly zone: string | null;
  /** The face others see; witnesses remember it (COT-CHAR-8, COT-DROP-6). */
  readonly presentedIdentity: string;
  /** Alerted (COT-GUARD-4); permanent for the Job (COT-D-56). */
  readonly aware: boolean;
  /** Known to the other side (COT-SPOT-7): an Aware target is then aware of them (COT-DROP-1). */
  readonly discovered: boolean;
  readonly unconscious: boolean;
  /** Heist rounds until they come round under `unconscious_duration = N`; null: until the Job ends or woken. */
  readonly unconsciousRoundsLeft: number | null;
  readonly condition: Condition;
  /** The Drop's difficulty against them (COT-GUARD-2, COT-DROP-2). */
  readonly training: number;
  /** Awareness added by Calls for Help (COT-GUARD-6). */
  readonly awarenessBonus: number;
  /** Muscle + Hand to Hand, Shooting, Explosives (COT-DROP-2), before weapons. */
  readonly pools: Readonly<Record<AttackSkill, Pool>>;
  readonly weapons: readonly Weapon[];
  /** Presented identities they saw attack them (COT-DROP-6). */
  readonly witnessed: readonly string[];
}

/** An Aware, conscious target whose response comes before any other turn (COT-DROP-5, COT-D-29). */
export interface PendingResponse {
  readonly target: CharacterId;
  readonly attacker: CharacterId;
  /** After a catastrophic Drop, the side that leads round 1 should the target Square Up (COT-D-4). */
  readonly firstRoundSide: SideId | null;
}

/** The Spot as Getting the Drop sees it. Plain JSON; the scene layer builds it and mirrors its events. */
export interface DropScene {
  readonly rules: DropRules;
  readonly zones: readonly DropZone[];
  readonly characters: readonly DropCharacter[];
  /** The crew's Heat (COT-CHAR-10). */
  readonly heat: number;
  readonly pending: readonly PendingResponse[];
}

/** The result rows of the Subdue and Murder tables (COT-DROP-3, COT-DROP-4). */
export type DropResult = 'aware' | 'aware-unconscious' | 'unconscious' | 'wounded' | 'dead';

/** The three responses of an Aware, conscious target (COT-DROP-5). */
export type DropResponse = 'flee' | 'call-for-help' | 'square-up';

/** Getting the Drop on a target (COT-DROP-1, COT-DROP-2). */
export interface DropCommand {
  readonly type: 'drop/attack';
  readonly attacker: CharacterId;
  /** With `explosives_area`, an Explosives Drop hits every enemy in the zone; this one among them. */
  readonly target: CharacterId;
  readonly skill: AttackSkill;
  /** A carried weapon's name; unnamed: Fists for Hand to Hand, else the first carried weapon that fits. */
  readonly weapon?: string;
  /** Bolster, Lean Onto, the GM's circumstances (COT-DICE-2). */
  readonly modifiers?: readonly PoolModifier[];
}

/** What the GM can ask of the Drop engine: a Drop, a response, waking, finishing off, Heist rounds passing. */
export type DropSceneCommand =
  | DropCommand
  | { readonly type: 'drop/respond'; readonly target: CharacterId; readonly response: DropResponse }
  | { readonly type: 'drop/wake'; readonly actor: CharacterId; readonly target: CharacterId }
  | { readonly type: 'drop/finish-off'; readonly actor: CharacterId; readonly target: CharacterId }
  | { readonly type: 'drop/rounds-pass'; readonly rounds: number };

/** One target's line of a Drop roll. */
export interface DropOutcome {
  readonly target: CharacterId;
  readonly training: number;
  /** Total − Training (COT-DICE-6); null for an automatic failure (COT-D-1). */
  readonly margin: number | null;
  readonly result: DropResult;
  /** A "Wounded" result on someone already Wounded kills (COT-CHAR-6). */
  readonly secondWound: boolean;
  /** For a `wounded` result (COT-DROP-10). */
  readonly recoveryDays: number | null;
}

/** Why characters became Aware, for the log (COT-GUARD-4). */
export type AwareCause =
  | 'drop-result'
  | 'ally-alerted'
  | 'loud-weapon'
  | 'crowded'
  | 'catastrophe'
  | 'call-for-help'
  | 'gang-warfare';

/** What a Drop command did; `applyDrop` replays them without dice. */
export type DropEvent =
  | {
      readonly type: 'drop/rolled';
      readonly attacker: CharacterId;
      readonly kind: 'subdue' | 'murder';
      readonly skill: AttackSkill;
      readonly weapon: string;
      readonly check: PoolCheck;
      readonly catastrophe: boolean;
      readonly outcomes: readonly DropOutcome[];
    }
  | {
      readonly type: 'drop/became-aware';
      readonly characters: readonly CharacterId[];
      readonly cause: AwareCause;
    }
  | {
      readonly type: 'drop/knocked-out';
      readonly character: CharacterId;
      readonly roundsLeft: number | null;
    }
  | { readonly type: 'drop/wounded'; readonly character: CharacterId; readonly recoveryDays: number }
  | {
      readonly type: 'drop/killed';
      readonly character: CharacterId;
      readonly cause: 'drop' | 'finished-off';
      readonly by: CharacterId;
    }
  | { readonly type: 'drop/witnessed'; readonly witness: CharacterId; readonly identity: string }
  | { readonly type: 'drop/discovered'; readonly character: CharacterId; readonly by: CharacterId }
  | { readonly type: 'drop/heat-raised'; readonly amount: number }
  | ({ readonly type: 'drop/response-awaited' } & PendingResponse)
  | { readonly type: 'drop/fled'; readonly target: CharacterId; readonly chase: ChaseRequest }
  | {
      readonly type: 'drop/called-for-help';
      readonly caller: CharacterId;
      /** Guards elsewhere at the Spot whose Awareness rose (COT-GUARD-6). */
      readonly raised: readonly CharacterId[];
      readonly bonus: number;
    }
  | { readonly type: 'drop/squared-up'; readonly target: CharacterId; readonly warfare: WarfareRequest }
  | { readonly type: 'drop/woke'; readonly character: CharacterId; readonly by: CharacterId | null }
  | { readonly type: 'drop/rounds-passed'; readonly rounds: number };

/** An event of one type. */
export type DropEventOf<T extends DropEvent['type']> = Extract<DropEvent, { type: T }>;
