/**
 * A target's class against one shooter read off the board (HST-COVER-6, -7, -8; HST-D-19..21, HST-D-56): the
 * geometry gives the cover, the flank, the levels and whether the shooter sees the start of the target's line of
 * aim or fire; the facts the engine already holds (its aim marker, moving, shooting, vehicles) give the rest; the
 * class itself comes from the engine's one rule (shots/target-class.ts), so the board and a typed order agree.
 */
import { targetClass as classOf, targetClassLabels, targetNumbers } from '../shots/target-class.ts';
import type { ClassFacts, CoverHeight, TargetClass } from '../shots/target-class.ts';
import type { ModelId } from '../types.ts';
import { coverAgainst } from './cover.ts';
import type { CoverResult } from './cover.ts';
import { boardOf, levelOf, modelOn } from './pieces.ts';
import { lineStart, seesPoint } from './sight.ts';
import type { BoardLayout, Point } from './types.ts';

/** What the engine knows about the target in this exchange (HST-REACT-4: as already doing what it declared). */
export interface BoardClassFacts {
  /** Default `model`. A passenger of a vehicle, or the vehicle or an object itself (HST-VEH-7, HST-D-56). */
  readonly kind?: ClassFacts['kind'];
  /** For vehicles and passengers: the vehicle moves. */
  readonly vehicleMoving?: boolean;
  /** Moving during the action being reacted to. */
  readonly moving?: boolean;
  /** The target's aim marker (HST-COVER-6): where it is, and its level (HST-COVER-7); absent: not aiming. */
  readonly aim?: { readonly at: Point; readonly level?: number };
  /** The target shoots in this exchange; `at`: where (default: back at this shooter). */
  readonly shooting?: { readonly at?: Point; readonly level?: number };
  /** A knocked-out COT character (BRG-D-16). */
  readonly unconscious?: boolean;
}

export interface BoardClass {
  readonly class: TargetClass;
  readonly tn: number;
  readonly cover: CoverResult;
  /** The facts given to the class rule, as a shot order carries them. */
  readonly facts: {
    readonly cover: CoverHeight;
    readonly flanked: boolean;
    readonly seesLineStart: boolean;
    readonly shooterHigher: boolean;
    readonly targetHigher: boolean;
    readonly aimsAtLowerLevel: boolean;
    /** Only when the facts above cannot lead the engine to this class. */
    readonly class?: TargetClass;
  };
  /** Why, in plain words (rule IDs at the end, in brackets). */
  readonly reason: string;
}

/**
 * HST-COVER-6..8, HST-D-19..21, HST-D-56: the target's class and TN against this shooter.
 * @throws RangeError naming a model the board does not hold.
 */
export function targetClass(
  layout: BoardLayout,
  shooter: ModelId,
  target: ModelId,
  facts: BoardClassFacts = {},
): BoardClass {
  const board = boardOf(layout);
  const s = modelOn(board, shooter);
  const t = modelOn(board, target);
  const cover = coverAgainst(layout, target, shooter);
  const coverHeight: CoverHeight = cover.kind === 'open' ? 'none' : cover.height;
  const shooterHigher = levelOf(s) > levelOf(t);
  const targetHigher = levelOf(t) > levelOf(s);
  const aimLevel = facts.aim?.level ?? levelOf(t);
  const seesAim =
    facts.aim !== undefined && seesPoint(board, s, lineStart(board, t, facts.aim.at, aimLevel), levelOf(t));
  const fire = facts.shooting;
  const seesFire =
    fire !== undefined &&
    seesPoint(board, s, lineStart(board, t, fire.at ?? s.at, fire.level ?? levelOf(s)), levelOf(t));
  const aiming = facts.aim !== undefined;
  const shared = {
    kind: facts.kind ?? 'model',
    vehicleMoving: facts.vehicleMoving ?? false,
    cover: coverHeight,
    flanked: cover.kind === 'flanked',
    moving: facts.moving ?? false,
    aiming,
    shooting: fire !== undefined,
    seesLineStart: aiming ? seesAim : seesFire,
    shooterHigher,
    targetHigher,
    aimsAtLowerLevel: aiming && aimLevel < levelOf(t),
    ...(facts.unconscious === true ? { unconscious: true } : {}),
  } satisfies ClassFacts;
  let cls = classOf(shared);
  // HST-D-21: an aim start the shooter cannot see still leaves "in cover, shooting" when it sees the fire's start
  const hiddenAbove = coverHeight === 'low' && targetHigher && !shared.aimsAtLowerLevel;
  if (cls === 'in-cover' && aiming && !seesAim && fire !== undefined && seesFire && !hiddenAbove)
    cls = 'in-cover-shooting';
  return {
    class: cls,
    tn: targetNumbers[cls],
    cover,
    facts: {
      cover: coverHeight,
      flanked: shared.flanked,
      seesLineStart: shared.seesLineStart,
      shooterHigher,
      targetHigher,
      aimsAtLowerLevel: shared.aimsAtLowerLevel,
      // one seesLineStart cannot say "sees the fire's start but not the aim's": the order then carries the class
      ...(cls === classOf(shared) ? {} : { class: cls }),
    },
    reason: classWords(cls, cover, { seesAim, seesFire, shooterHigher, targetHigher, aiming }),
  };
}

function classWords(
  cls: TargetClass,
  cover: CoverResult,
  why: {
    readonly seesAim: boolean;
    readonly seesFire: boolean;
    readonly shooterHigher: boolean;
    readonly targetHigher: boolean;
    readonly aiming: boolean;
  },
): string {
  const head = `${targetClassLabels[cls]}, TN ${targetNumbers[cls]}`;
  switch (cls) {
    case 'exposed':
      return why.aiming && why.seesAim
        ? `${head}: the shooter sees where its line of aim starts (HST-COVER-6)`
        : `${head}: behind low cover below a higher shooter, or a passenger of a stopped vehicle (HST-COVER-7, HST-COVER-8)`;
    case 'in-cover-shooting':
      return `${head}: it shoots in this exchange and the shooter sees where its line of fire starts (HST-COVER-8)`;
    case 'in-cover':
      return `${head}. ${cover.reason}`;
    case 'immobile':
      return `${head}: an object, a stopped vehicle, or a knocked-out character in the open (HST-COVER-8, HST-D-56)`;
    default:
      return `${head}. ${cover.reason} (HST-COVER-8)`;
  }
}
