import type { Capability } from '../../engine/index.ts';
import { capabilityOf } from '../../engine/index.ts';
import type { CotCapability } from './capabilities.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';

/**
 * Breakouts as a capability (COT-D-65): an engine whose scenes can be opened from inside a running scene of another
 * (Gang Warfare or a chase breaking out of a Heist) declares it. The declaration says which engines' scenes may
 * open it, how the GM names it, which lists of people it takes, the ones the parent's ground offers, what is wrong
 * with one, who it starts from, how its scene's setup is drafted from the parent, its opening form, and how its
 * people come back. The parent (the Heist) reads the declarations in its context (`breakouts`) and names none.
 */

/** Someone at the parent's place, as a breakout sees them. */
export interface BreakoutPerson {
  readonly id: CharacterId;
  readonly name: string;
  /** Their zone; null: in none (Outside the Spot). */
  readonly zone: string | null;
  /** Their side at the parent's place (the crew, the house, others). */
  readonly side: string;
  readonly alive: boolean;
  /** Alive and conscious: able to act. */
  readonly up: boolean;
  /** Unconscious, with the parent's rounds they have left (COT-DROP-9, COT-D-32; null: until woken); null when not. */
  readonly unconscious: { readonly roundsLeft: number | null } | null;
  /** Already away in another breakout (COT-D-65). */
  readonly away: boolean;
}

/** The parent's place as a breakout reads it: its zones, in order, and everyone there. */
export interface BreakoutGround {
  /** The parent's engine: its refusals are in its name (`heist/one-side`). */
  readonly parent: string;
  readonly zones: readonly { readonly id: string; readonly name: string }[];
  readonly people: readonly BreakoutPerson[];
}

/** A list of people a breakout takes, under the name of the part they play ('participants'; 'targets'…). */
export type Party = readonly CharacterId[];

/**
 * What the GM rules breaks out, before anyone is in it: the engine that plays it (`kind`), the zone and its lists
 * of people (`participants` for Gang Warfare; `targets` and `pursuers` for a chase), as its declaration names them.
 */
export interface BreakoutRequest {
  readonly kind: string;
  readonly zone: string;
  readonly [party: string]: string | Party;
}

/**
 * A breakout as its parent keeps it until everyone in it is back (COT-D-65): its kind, who it starts from (`lead`:
 * the target who Squared Up or Fled, or the GM's first pick), the zone, its lists of people, and the side that
 * leads round 1 after a catastrophic Drop (COT-D-4). Every list in it is a list of people it took.
 */
export interface BreakoutRecord {
  readonly kind: string;
  readonly lead: CharacterId;
  readonly zone: string;
  /** After a catastrophic Drop, this side's highest slot leads round 1 (COT-D-4); absent or null: none. */
  readonly firstRoundSide?: string | null;
  /** What started it when a rule did: `flee` for a chase out of a Flee (COT-D-39); absent: the GM's ruling. */
  readonly origin?: 'flee';
  readonly [party: string]: string | null | undefined | Party;
}

/** The lists of people in a request or a record, with the rest of it left out. */
export type Parties = Readonly<Record<string, Party>>;

/** What the parent's scene says of the people a breakout takes, for drafting its scene. */
export interface BreakoutScene {
  /** Each one's side in the parent's scene (everyone the breakout takes has one). */
  side(id: CharacterId): string;
  /** Whether someone takes turns in the parent's scene, and so could be added to the breakout's. */
  takesTurns(id: CharacterId): boolean;
  /** The side that leads round 1 (COT-D-4), in the scene's words; null: the initiative order. */
  readonly firstRoundSide: string | null;
}

/** The breakout's scene as its engine would open it: its setup, and others the GM may add on its form. */
export interface BreakoutDraft {
  readonly setup: unknown;
  readonly others: readonly CharacterId[];
}

/**
 * The breakout capability, as an engine declares it (`capabilities: [..., warfareBreakout]`): its `setup` part is
 * `offers` (what the parent's ground allows) and `draft` (its scene's setup from the parent); its api the context's
 * `breakouts` of the parent, built by the scene layer from the registry (`breakoutsFrom`).
 */
export interface BreakoutCapability extends Capability<'breakout'> {
  /** The engines whose running scenes may open it: `['heist']`. */
  readonly from: readonly string[];
  /** In the GM's words: "Gang Warfare", "A chase". The GM's ruling is "<label> breaks out". */
  readonly label: string;
  /** The rule it breaks out by, for a small link: 'COT-WAR-1'. */
  readonly rule: string;
  /** Its lists of people, in order, by the part they play: `['participants']`, `['targets', 'pursuers']`. */
  readonly parties: readonly string[];
  /**
   * The key of its opening form (renderer/panels/scenes/breakout-forms.ts maps keys to components, as boards.ts
   * does for boards). Absent, or a key no form answers: the plain form, which opens it with the drafted setup.
   */
  readonly form?: string;
  /** How its people come back into the parent's turns (COT-D-65): where they were, or Outside (a chase). */
  readonly comesBack: 'in-place' | 'outside';
  /** The parent's NPCs in its zone become Aware as it breaks out (COT-D-81: Gang Warfare is loud). */
  readonly loud: boolean;
  /**
   * Why an Unconscious person cannot be in it ("can neither run nor chase", COT-DROP-9); absent: they may,
   * lying there.
   */
  readonly upOnly?: string;
  /** setup: the breakouts of its kind the GM could rule on this ground (the parent offers those it accepts). */
  offers(ground: BreakoutGround): readonly BreakoutOffer[];
  /** One offer in words: "In the Dock: Vex and Brannigan". */
  words(ground: BreakoutGround, request: BreakoutRequest): string;
  /** What is wrong with a request before anyone in it is looked for (no one runs), or null. */
  refuse?(ground: BreakoutGround, request: BreakoutRequest): Rejection | null;
  /**
   * The record of a request whose people are all there, alive and free (`people`, in its lists' order), without
   * its kind and zone: who it starts from and its lists; or why it cannot break out (one side only).
   */
  record(
    ground: BreakoutGround,
    request: BreakoutRequest,
    people: readonly BreakoutPerson[],
  ): BreakoutFields | Rejection;
  /** How its scene's setup is drafted from the parent: who goes, on which side, from which zone. */
  draft(ground: BreakoutGround, record: BreakoutRecord, scene: BreakoutScene): BreakoutDraft;
}

/** A request as a declaration offers it, before the parent adds its kind. */
export interface BreakoutOffer {
  readonly zone: string;
  readonly parties: Parties;
}

/** A record's own fields, as a declaration makes them: its kind and zone are the parent's to add. */
export interface BreakoutFields {
  readonly lead: CharacterId;
  readonly firstRoundSide?: string | null;
  readonly [party: string]: string | null | undefined | Party;
}

/** A breakout an engine declares, under the engine's id: the kind its records carry and its scenes' engine. */
export interface DeclaredBreakout {
  readonly kind: string;
  readonly breakout: BreakoutCapability;
}

/**
 * The breakouts a running scene of `parent` may open, in the engines' order: each engine that declares the
 * breakout capability with `parent` among its `from`.
 */
export function breakoutsFrom(
  engines: readonly (readonly [string, { readonly capabilities?: readonly CotCapability[] }])[],
  parent: string,
): DeclaredBreakout[] {
  return engines.flatMap(([kind, engine]) => {
    const breakout = capabilityOf(engine, 'breakout');
    return breakout?.from.includes(parent) ? [{ kind, breakout }] : [];
  });
}

/** The breakouts a scene's context offers (`ctx.breakouts`): the capability's slice of the context. */
export interface BreakoutSlice {
  /** The breakouts this scene's engine may open (COT-D-65); absent: none. */
  readonly breakouts?: readonly DeclaredBreakout[];
}

/** Every person a request or a record names, list by list in its order (someone named twice, twice). */
export function peopleIn(breakout: BreakoutRequest | BreakoutRecord): CharacterId[] {
  return Object.values(breakout)
    .filter((value): value is Party => Array.isArray(value))
    .flat();
}

/** One of its lists of people; empty when it has none by that name. */
export function partyOf(breakout: BreakoutRequest | BreakoutRecord, party: string): Party {
  const list = Object.hasOwn(breakout, party) ? breakout[party] : undefined;
  return Array.isArray(list) ? (list as Party) : [];
}
