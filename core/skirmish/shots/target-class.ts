/**
 * Target classes (HST-COVER-8, HST-D-21): decided for each shooter when the shot resolves, from the facts
 * the players read off the table (cover contact, flanking, what the shooter can see) and what the engine
 * knows (the target's aim marker, whether it is shooting or moving in this exchange, vehicles).
 */

export const targetClasses = [
  'in-cover',
  'in-cover-shooting',
  'exposed',
  'open-moving',
  'open',
  'immobile',
] as const;
export type TargetClass = (typeof targetClasses)[number];

/** HST-COVER-8: the target number of each class. */
export const targetNumbers: Readonly<Record<TargetClass, number>> = {
  'in-cover': 10,
  'in-cover-shooting': 9,
  exposed: 8,
  'open-moving': 7,
  open: 6,
  immobile: 5,
};

export const targetClassLabels: Readonly<Record<TargetClass, string>> = {
  'in-cover': 'in cover',
  'in-cover-shooting': 'in cover, shooting',
  exposed: 'exposed',
  'open-moving': 'open, moving',
  open: 'open, not moving',
  immobile: 'immobile',
};

/** Cover a model's base touches (HST-COVER-2): none, low (chest-high or lower) or high. */
export type CoverHeight = 'none' | 'low' | 'high';

/** Everything that decides a target's class against one shooter. */
export interface ClassFacts {
  /** A model, a vehicle, a model inside a vehicle, or a destructible object. */
  readonly kind: 'model' | 'vehicle' | 'passenger' | 'object';
  /** For vehicles and their occupants: the vehicle is moving (HST-VEH-7). */
  readonly vehicleMoving: boolean;
  /** Cover the target's base touches. */
  readonly cover: CoverHeight;
  /** The line from the shooter does not cross the line of cover (HST-COVER-3): a flank shot. */
  readonly flanked: boolean;
  /** Moving during the action being reacted to (HST-COVER-8 "open, moving"). */
  readonly moving: boolean;
  /** The target has its aim marker (HST-COVER-6). */
  readonly aiming: boolean;
  /** The target shoots in the same action/reaction exchange (HST-REACT-4). */
  readonly shooting: boolean;
  /** The shooter can see the start of the target's line of aim or fire (HST-COVER-6, HST-D-19). */
  readonly seesLineStart: boolean;
  /** The shooter is on a higher level than the target (HST-COVER-7). */
  readonly shooterHigher: boolean;
  /** The target is on a higher level than the shooter (HST-COVER-7). */
  readonly targetHigher: boolean;
  /** The target's aim marker is on a lower level than the target (HST-COVER-7, HST-AIM-1). */
  readonly aimsAtLowerLevel: boolean;
  /** A knocked-out COT character (BRG-D-16): in the open it cannot move, and is hit as Immobile. */
  readonly unconscious?: boolean;
}

/**
 * HST-D-21: vehicle rows → immobile → not in cover → exposed → in cover, shooting → in cover.
 * @throws RangeError when both the shooter and the target are said to be on the higher level.
 */
export function targetClass(facts: ClassFacts): TargetClass {
  if (facts.shooterHigher && facts.targetHigher)
    throw new RangeError('The shooter and the target cannot each be on the higher level');
  if (facts.kind === 'vehicle') return facts.vehicleMoving ? 'open-moving' : 'immobile'; // HST-VEH-7: never in cover
  if (facts.kind === 'passenger') return facts.vehicleMoving ? 'in-cover-shooting' : 'exposed';
  if (facts.kind === 'object') return 'immobile'; // HST-D-56: only objects and stopped vehicles
  if (facts.cover === 'none' || facts.flanked) {
    if (facts.unconscious === true) return 'immobile'; // BRG-D-16: TN 5 from a shooter it is not in cover from
    return facts.moving ? 'open-moving' : 'open';
  }
  // HST-COVER-7: above a lower shooter, low cover hides its line of aim or fire unless it aims down there
  if (facts.cover === 'low' && facts.targetHigher && !(facts.aiming && facts.aimsAtLowerLevel))
    return 'in-cover';
  if (facts.aiming && facts.seesLineStart) return 'exposed'; // HST-COVER-6
  if (facts.cover === 'low' && facts.shooterHigher) return 'exposed'; // HST-COVER-7, HST-D-20
  if (facts.shooting && facts.seesLineStart) return 'in-cover-shooting';
  return 'in-cover';
}
