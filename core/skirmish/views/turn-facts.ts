import { activeSide, onTable } from '../actions/access.ts';
import { grenadesNeedingFacts } from '../grenades/blast.ts';
import { damage } from '../actions/damage.ts';
import { blastDice, blastDie, blastHitDistribution, blastTargetNumber } from '../grenades/grenade-odds.ts';
import type { GrenadeKind } from '../setup/profile.ts';
import { checkOdds } from '../actions/skill.ts';
import { pendingDetonations } from '../actions/turns.ts';
import type { ModelId, ModelState, SkirmishState } from '../types.ts';
import { driftDistance, drifting } from '../vehicles/vehicle-resolve.ts';

/**
 * The facts the table gives at the start and the end of a turn, and their exact odds, for the dashboard's
 * forms: grenades going off (HST-GREN-5..9, HST-D-39), a vehicle blowing up (HST-VEH-8), reserves rolling
 * (HST-REINF-1) and driverless vehicles drifting (HST-VEH-3). The same rules the engine rolls with.
 */

export interface DueGrenade {
  readonly grenade: string;
  readonly kind: GrenadeKind;
  readonly thrower: string;
  /** Dropped by a hurt thrower rather than thrown (HST-D-53). */
  readonly dropped: boolean;
  /** frag and flashbang ask distance and cover; teargas asks only who is in the cloud. */
  readonly asks: 'blast' | 'cloud';
}

/** Grenades of the side about to act that go off now and need the table's facts (smoke needs none). */
export function dueGrenadeFacts(state: SkirmishState): DueGrenade[] {
  return grenadesNeedingFacts(pendingDetonations(state))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
    .map((g) => ({
      grenade: g.id,
      kind: g.kind,
      thrower: state.models[g.thrower]?.name ?? g.thrower,
      dropped: g.dropped,
      asks: g.kind === 'teargas' ? 'cloud' : 'blast',
    }));
}

/** Models a blast may catch: every model on the table. */
export function blastCandidates(state: SkirmishState): { readonly model: ModelId; readonly name: string }[] {
  return Object.values(state.models)
    .filter(onTable)
    .map((m) => ({ model: m.id, name: m.name }));
}

export interface BlastOutcome {
  readonly effect: 'none' | 'stunned' | 'wounded' | 'killed';
  readonly probability: number;
}

export interface BlastVictimOdds {
  readonly dice: number;
  readonly die: number;
  readonly targetNumber: number;
  /** What the blast does to this model as it stands, a Defend check included (HST-DMG-2, HST-D-27). */
  readonly outcomes: readonly BlastOutcome[];
}

/**
 * Exact odds of a frag or flashbang blast on one model: dice less one per full inch (HST-GREN-6), TN 10 behind
 * cover else 6 (HST-D-39), d12 and stun only for a flashbang (HST-GREN-9, HST-NL-1), a defending model's check
 * to cancel one hit (HST-D-27). Teargas: stunned unless it wears a gas mask (HST-GREN-8).
 * @throws RangeError for a negative or non-finite distance.
 */
export function blastVictimOdds(
  kind: GrenadeKind,
  model: ModelState,
  distance: number,
  inCover: boolean,
): BlastVictimOdds {
  if (!Number.isFinite(distance) || distance < 0)
    throw new RangeError(`distance must be a finite number of inches ≥ 0 (got ${distance})`);
  if (kind === 'smoke' || kind === 'teargas') {
    const gassed = kind === 'teargas' && !model.gasMask ? damage(model, 1, true).effect : 'none';
    return { dice: 0, die: 0, targetNumber: 0, outcomes: [{ effect: gassed, probability: 1 }] };
  }
  const die = blastDie(kind);
  const tn = blastTargetNumber(inCover);
  const dice = blastDice(distance);
  const defend = model.defending ? checkOdds(model.skill) : 0;
  const totals = new Map<BlastOutcome['effect'], number>();
  const add = (hits: number, p: number) => {
    const effect = damage(model, hits, kind === 'flashbang').effect;
    totals.set(effect, (totals.get(effect) ?? 0) + p);
  };
  blastHitDistribution(dice, die, tn).forEach((p, hits) => {
    if (hits > 0 && defend > 0) {
      add(hits - 1, p * defend);
      add(hits, p * (1 - defend));
    } else add(hits, p);
  });
  const order = ['none', 'stunned', 'wounded', 'killed'] as const;
  const outcomes = order
    .filter((e) => totals.has(e))
    .map((e) => ({ effect: e, probability: totals.get(e)! }));
  return { dice, die, targetNumber: tn, outcomes };
}

/**
 * The odds of an occupant of an exploding vehicle (HST-VEH-8, decision I-16): the frag blast at 0", never
 * counting cover against its own vehicle.
 */
export function occupantBlastOdds(model: ModelState): BlastVictimOdds {
  return blastVictimOdds('frag', model, 0, false);
}

export interface ReserveRoll {
  readonly model: ModelId;
  readonly name: string;
  readonly skill: number;
  /** HST-REINF-1: a skill check with no modifier. */
  readonly chance: number;
  /** Arriving this turn's end (joins the box before the roll, HST-D-36). */
  readonly arriving: boolean;
}

/** The active side's reserves box as its turn ends: who may roll, and each one's chance (HST-REINF-1, HST-D-36). */
export function reserveRolls(state: SkirmishState): ReserveRoll[] {
  if (state.turnOrder.length === 0) return [];
  const side = activeSide(state);
  return Object.values(state.models)
    .filter(
      (m) =>
        m.side === side &&
        (m.presence.kind === 'reserve' ||
          (m.presence.kind === 'coming' && m.presence.arrivesAfterRound <= state.round)),
    )
    .map((m) => ({
      model: m.id,
      name: m.name,
      skill: m.skill,
      chance: checkOdds(m.skill),
      arriving: m.presence.kind === 'coming',
    }));
}

/** The entry points of the active side (HST-REINF-2). */
export function entryPoints(state: SkirmishState): readonly { readonly id: string; readonly name: string }[] {
  if (state.turnOrder.length === 0) return [];
  const side = activeSide(state);
  return state.scenario.sides.find((s) => s.id === side)?.entryPoints ?? [];
}

export interface DriftingVehicle {
  readonly vehicle: string;
  readonly name: string;
  /** HST-VEH-3, HST-D-44: a full move straight ahead (12" forward, 6" in reverse). */
  readonly distance: number;
}

/** The active side's vehicles that drift as its turn ends (their drivers did not drive them). */
export function driftingVehicles(state: SkirmishState): DriftingVehicle[] {
  if (state.turnOrder.length === 0) return [];
  return drifting(state, activeSide(state)).map((v) => ({
    vehicle: v.id,
    name: v.name,
    distance: driftDistance(v),
  }));
}

export interface PendingVehicleBlast {
  readonly blast: string;
  readonly vehicle: string;
  readonly name: string;
  /**
   * Caught at 0" with no cover by the engine itself (HST-VEH-8, HST-VEH-10), each with the exact odds of what the
   * blast does to it as it stands (`occupantBlastOdds`).
   */
  readonly occupants: readonly {
    readonly model: ModelId;
    readonly name: string;
    readonly odds: BlastVictimOdds | null;
  }[];
  /** HST-D-49: with the Bruckheimer option each occupant may first dive out. */
  readonly dive: boolean;
  /**
   * Every other model on the table, in the order of `blastCandidates`: the table says which of them the blast
   * reaches, how far and behind what (HST-VEH-8); the occupants are caught already.
   */
  readonly bystanders: readonly { readonly model: ModelId; readonly name: string }[];
}

/** Exploding vehicles waiting for the table's facts (HST-VEH-8). */
export function pendingVehicleBlasts(state: SkirmishState): PendingVehicleBlast[] {
  return state.blasts.map((b) => {
    const vehicle = state.vehicles[b.vehicle]!;
    const ids = [...(vehicle.driver ? [vehicle.driver] : []), ...vehicle.passengers];
    return {
      blast: b.id,
      vehicle: vehicle.id,
      name: vehicle.name,
      occupants: ids.map((id) => {
        const model = state.models[id];
        return { model: id, name: model?.name ?? id, odds: model ? occupantBlastOdds(model) : null };
      }),
      dive: state.scenario.settings.vehicleExplosionMode === 'bruckheimer',
      bystanders: blastCandidates(state).filter((c) => !ids.includes(c.model)),
    };
  });
}
