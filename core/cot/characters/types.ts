import type { CharacterId } from '../../shared/ids.ts';
import type { Ability, Skill } from './skills.ts';

/** Crew are the players' characters; NPCs and guards are the GM's and use the same sheet (COT-CHAR-5, COT-GUARD-1). */
export type CharacterKind = 'crew' | 'npc' | 'guard';

/** `relation: subject`, e.g. `Hatred: Germans` (COT-SOC-1); exactly one Prime when there are any. */
export interface Loyalty {
  readonly relation: string;
  readonly subject: string;
  readonly prime: boolean;
}

/** COT-CHAR-6: Healthy (Unhurt) → Wounded (with days to recover, COT-CHAR-7) → Dead. */
export type Condition =
  | { readonly state: 'unhurt' }
  | { readonly state: 'wounded'; readonly recoveryDays: number }
  | { readonly state: 'dead' };

/**
 * An item of gear beyond the weapon and armour tables (rope, a crowbar, lock picks), as a Cache buys it
 * (COT-FORE-7) or the GM writes it on the sheet, with its note ("50 ft, knotted every yard").
 */
export interface GearItem {
  readonly name: string;
  readonly note: string;
}

/** A City of Thieves character sheet (COT-CHAR-5). Plain JSON. */
export interface Character {
  readonly id: CharacterId;
  readonly kind: CharacterKind;
  readonly name: string;
  /** COT-CHAR-8: who they really are, and the face others see now. */
  readonly trueIdentity: string;
  readonly presentedIdentity: string;
  readonly abilities: Readonly<Record<Ability, number>>;
  readonly skills: Readonly<Record<Skill, number>>;
  /** The great magical Tradition, when Mysticism > 0. */
  readonly mysticismTradition: string;
  /** COT-SOC-1: crew 1–4 with one Prime; NPCs 0–4. */
  readonly loyalties: readonly Loyalty[];
  /** COT-FORE-2: 0 ≤ foresight ≤ Brains + Planning (crew). */
  readonly foresight: number;
  /** COT-CHAR-10: integer ≥ 0. */
  readonly reputation: number;
  readonly condition: Condition;
  /** COT-TIME-7 / COT-INIT-7: reset when a new session starts. */
  readonly focusRoundUsed: boolean;
  /** Names from the campaign's weapon table (COT-GEAR-1). */
  readonly weapons: readonly string[];
  /** A name from the campaign's armour table, or null (COT-GEAR-2). */
  readonly armour: string | null;
  /**
   * Other gear, in the order it came (COT-FORE-7). Sheets stored before Heistbox kept a gear list have none:
   * read it through `gearOf`, which gives them an empty list.
   */
  readonly gear?: readonly GearItem[];
  readonly notes: string;
}
