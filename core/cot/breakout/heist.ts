import type { Names } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { handoverOf } from './handover.ts';
import type { ChildScene, Handover } from './handover.ts';
import type { ChildParticipant } from './seating.ts';
import { breakoutGround, declaredBreakout, peopleOf } from '../heist/index.ts';
import type { HeistBreakout, HeistCommand, HeistState } from '../heist/index.ts';
import type { DeclaredBreakout } from '../world/index.ts';

/**
 * A scene that broke out of the Heist (Gang Warfare, a chase, any engine declaring the breakout capability), handed
 * to the engine that plays it: the setup its declaration drafts from the Heist, the scene opening inside the Heist
 * with it (`scene/start-child`), and who goes in, each on their side in the Heist's scene. None of it names an
 * engine: each breakout's own declaration does the drafting.
 */

/** Each one's side in the Heist's scene; null for someone at the Spot who takes no turns in it. */
export type SideOf = (id: CharacterId) => string | null;

/** What opening the scene that broke out takes: its engine's setup as drafted, and who goes in. */
export interface BreakoutOpening {
  /** The engine that plays it: the breakout's kind. */
  readonly kind: string;
  /** The zone it starts from, and its name for the scene's name. */
  readonly zone: string;
  readonly zoneName: string;
  /** The sides in it, in the scene's words: any of them may be given round 1 (COT-D-4). */
  readonly sides: readonly string[];
  /** The engine's setup, as its declaration drafts it (the form may change it before the scene opens). */
  readonly setup: unknown;
  readonly participants: readonly ChildParticipant[];
  /** Others able to join, in the zone it started from, for the GM to add (a chase's). */
  readonly others: readonly CharacterId[];
  /** After a catastrophic Drop, this side (in the scene's words) leads round 1 (COT-D-4); null: none. */
  readonly firstRoundSide: string | null;
}

/**
 * How the scene of a breakout opens (COT-WAR-1, COT-CHASE-3): everyone in it on their side in the Heist's scene,
 * the setup its declaration drafts; refused while one of them takes no turns in the scene, or when no engine the
 * Heist may open declares its kind.
 */
export function breakoutOpening(
  state: HeistState,
  breakouts: readonly DeclaredBreakout[],
  breakout: HeistBreakout,
  sideOf: SideOf,
  names: Names,
): BreakoutOpening | Rejection {
  const declared = declaredBreakout(breakouts, breakout.kind);
  if (isRejection(declared)) return declared;
  const people = [...new Set(peopleOf(breakout))];
  const sides = sidesIn(people, sideOf, names);
  if (isRejection(sides)) return sides;
  const side = (id: CharacterId) => sides.get(id)!;
  // COT-D-4: the Drop's catastrophe gives round 1 to the target's side, as the scene names that side.
  const firstRoundSide = breakout.firstRoundSide ? (sides.get(breakout.lead) ?? null) : null;
  const ground = breakoutGround(state);
  const draft = declared.breakout.draft(ground, breakout, {
    side,
    takesTurns: (id) => sideOf(id) !== null,
    firstRoundSide,
  });
  return {
    kind: declared.kind,
    zone: breakout.zone,
    zoneName: nameOfZone(state, breakout.zone),
    sides: [...new Set(people.map(side))],
    setup: draft.setup,
    participants: people.map((id) => ({
      characterId: id,
      side: side(id),
      zone: breakout.zone,
      role: 'on-foot',
    })),
    others: draft.others,
    firstRoundSide,
  };
}

/** One scene that broke out, as the Heist's board lists it. */
export interface BreakoutItem<S extends ChildScene> {
  /** Stable while it waits, runs and ends. */
  readonly key: string;
  readonly breakout: HeistBreakout;
  /** In the GM's words: "Gang Warfare", "A chase"; its kind when no engine declares it. */
  readonly label: string;
  /** The rule it breaks out by ('COT-WAR-1'); COT-D-65 when no engine declares it. */
  readonly rule: string;
  /** The key of its opening form (renderer/panels/scenes/breakout-forms.ts); null: the plain form. */
  readonly form: string | null;
  /** Everyone it took. */
  readonly people: readonly CharacterId[];
  /** Its scene: not opened yet, running, or over. */
  readonly handover: Handover<S>;
  /** How its scene opens, or why it cannot yet. */
  readonly opening: BreakoutOpening | Rejection;
  /** Bringing its people still away back into the Heist's turns (COT-D-65). */
  readonly back: Extract<HeistCommand, { type: 'heist/fight-over' }>;
}

/**
 * The scenes that broke out of the Heist, in order, each with its declaration's words and form, where its scene
 * stands among those opened inside the Heist (`children`, in the order they opened), how it opens, and the
 * command that brings its people back.
 */
export function heistBreakouts<S extends ChildScene>(
  state: HeistState,
  breakouts: readonly DeclaredBreakout[],
  children: readonly S[],
  sideOf: SideOf,
  names: Names,
): BreakoutItem<S>[] {
  return state.breakouts.map((breakout, index) => {
    const declared = breakouts.find((b) => b.kind === breakout.kind)?.breakout;
    return {
      key: `${index}-${breakout.kind}-${breakout.lead}`,
      breakout,
      label: declared?.label ?? breakout.kind,
      rule: declared?.rule ?? 'COT-D-65',
      form: declared?.form ?? null,
      people: peopleOf(breakout),
      handover: breakoutHandover(children, breakout),
      opening: breakoutOpening(state, breakouts, breakout, sideOf, names),
      back: backInHeist(state, breakout),
    };
  });
}

/**
 * Where the scene of a breakout stands: not opened yet, running, or over (then its people can come back into the
 * Heist with `heist/fight-over`).
 */
export function breakoutHandover<S extends ChildScene>(
  children: readonly S[],
  breakout: HeistBreakout,
): Handover<S> {
  return handoverOf(children, breakout.kind, breakout.lead);
}

/** Everyone's side in the Heist's scene, or who takes no turns in it and so cannot be taken into another. */
function sidesIn(
  ids: readonly CharacterId[],
  sideOf: SideOf,
  names: Names,
): Map<CharacterId, string> | Rejection {
  const sides = new Map<CharacterId, string>();
  for (const id of ids) {
    const side = sideOf(id);
    if (side === null) {
      return reject(
        'heist/not-in-scene',
        `${names(id)} takes no turns in this scene: let them join it first, then open the scene`,
        { id },
      );
    }
    sides.set(id, side);
  }
  return sides;
}

function nameOfZone(state: HeistState, zone: string): string {
  return Object.hasOwn(state.spot.zones, zone) ? state.spot.zones[zone]!.name : zone;
}

/** Bringing the people of a scene that broke out and is over back into the Heist's turns (COT-D-65). */
export function backInHeist(
  state: HeistState,
  breakout: HeistBreakout,
): Extract<HeistCommand, { type: 'heist/fight-over' }> {
  return {
    type: 'heist/fight-over',
    characters: peopleOf(breakout).filter((id) => state.engaged.includes(id)),
  };
}
