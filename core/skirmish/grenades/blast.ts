import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { modelOf, onTable } from '../actions/access.ts';
import type { BlastFacts } from '../commands.ts';
import { defendCheck, freshId, hitModel, scratch } from '../actions/consequences.ts';
import type { Scratch } from '../actions/consequences.ts';
import type { BlastRoll, SkirmishEvent } from '../events.ts';
import { blastDice, blastDie, blastTargetNumber } from './grenade-odds.ts';
import type { Cloud, LiveGrenade, SkirmishState } from '../types.ts';
import { hitVehicle } from '../vehicles/vehicle-damage.ts';
import { recordedOdds } from '../views/heist-dice.ts';
import { blastModelOdds, blastVehicleOdds } from '../views/roll-odds.ts';

/**
 * Grenades going off (HST-GREN-5..9): frag and flashbang attack each model in line of sight of the marker
 * (6d10 / 6d12 less a die per full inch, TN 10 behind cover from the blast, else 6, HST-D-39); smoke and
 * teargas leave a cloud; teargas stuns every unmasked model in it (non-lethal).
 */

/** Grenades of `side` that go off as its turn begins in `round` (HST-GREN-5, HST-D-54). */
export function dueGrenades(state: SkirmishState, side: string, round: number): LiveGrenade[] {
  return Object.values(state.grenades).filter((g) => g.side === side && g.round < round);
}

/** Grenades whose facts the table must give (smoke needs none). */
export function grenadesNeedingFacts(grenades: readonly LiveGrenade[]): LiveGrenade[] {
  return grenades.filter((g) => g.kind !== 'smoke');
}

/** Checks the blast facts of a start of turn: one entry per due grenade, victims on the table, once each. */
export function blastFactsProblem(
  state: SkirmishState,
  due: readonly LiveGrenade[],
  facts: readonly BlastFacts[],
): Rejection | null {
  const dueIds = new Set(due.map((g) => g.id));
  const given = new Set<string>();
  for (const entry of facts) {
    if (!dueIds.has(entry.grenade) || given.has(entry.grenade)) {
      return reject(
        'skirmish/blast-facts',
        `Grenade ${entry.grenade} does not go off now, or is listed twice`,
      );
    }
    given.add(entry.grenade);
    const seen = new Set<string>();
    for (const victim of entry.victims) {
      const model = modelOf(state, victim.model);
      if (!model || !onTable(model) || seen.has(victim.model)) {
        return reject(
          'skirmish/blast-facts',
          `${model?.name ?? victim.model} is not on the table, or is listed twice`,
        );
      }
      seen.add(victim.model);
    }
  }
  const vehicles = facts.flatMap((entry) => entry.vehicles ?? []);
  if (vehicles.length > 0 && !state.scenario.settings.fragHitsVehicles) {
    return reject(
      'skirmish/blast-facts',
      'Blasts hit vehicles only with the frag_hits_vehicles house rule (HST-D-39)',
    );
  }
  const unknown = vehicles.find(
    (v) => !Object.hasOwn(state.vehicles, v.vehicle) || state.vehicles[v.vehicle]!.exploded,
  );
  if (unknown) return reject('skirmish/blast-facts', `There is no vehicle ${unknown.vehicle} to hit`);
  const missing = grenadesNeedingFacts(due).find((g) => !given.has(g.id));
  return missing
    ? reject('skirmish/blast-facts', `Say who is caught by ${missing.id} (${missing.kind})`)
    : null;
}

/** Rolls one blast against one model and applies it (HST-GREN-6, HST-GREN-9, HST-DMG-2). */
export function blastModel(
  pad: Scratch,
  kind: 'frag' | 'flashbang',
  id: string,
  distance: number,
  inCover: boolean,
  dice: Dice,
): BlastRoll {
  const count = blastDice(distance);
  const die = blastDie(kind);
  const tn = blastTargetNumber(inCover); // HST-D-39
  const odds = recordedOdds(blastModelOdds(kind, pad.state.models[id]!, distance, inCover)); // before the roll
  const faces = Array.from({ length: count }, () => dice.roll(die));
  const hits = faces.filter((f) => f >= tn).length;
  const { defend, hits: finalHits } = defendCheck(pad, id, hits, dice);
  hitModel(pad, id, finalHits, kind === 'flashbang'); // HST-NL-1
  return { model: id, vehicle: null, distance, tn, die, faces, hits, defend, finalHits, odds };
}

/** HST-D-39 house rule: a frag blast on a vehicle (never in cover: 7 moving, 5 stopped, HST-VEH-7). */
function blastVehicle(pad: Scratch, id: string, distance: number, dice: Dice): BlastRoll {
  const vehicle = pad.state.vehicles[id]!;
  const tn = vehicle.motion === 'stopped' ? 5 : 7;
  const odds = recordedOdds(blastVehicleOdds(blastDice(distance), tn));
  const faces = Array.from({ length: blastDice(distance) }, () => dice.roll(10));
  const hits = faces.filter((f) => f >= tn).length;
  hitVehicle(pad, id, hits, dice);
  return {
    model: null,
    vehicle: id,
    distance,
    tn,
    die: 10,
    faces,
    hits,
    defend: null,
    finalHits: hits,
    odds,
  };
}

/** One grenade going off with the table's facts. */
export function detonation(
  state: SkirmishState,
  grenade: LiveGrenade,
  facts: BlastFacts | undefined,
  dice: Dice,
): SkirmishEvent {
  const pad = scratch(state);
  const victims = facts?.victims ?? [];
  let cloud: Cloud | null = null;
  const blast: BlastRoll[] = [];
  const gassed: string[] = [];
  if (grenade.kind === 'frag' || grenade.kind === 'flashbang') {
    for (const v of victims) blast.push(blastModel(pad, grenade.kind, v.model, v.distance, v.inCover, dice));
    if (grenade.kind === 'frag')
      for (const v of facts?.vehicles ?? []) blast.push(blastVehicle(pad, v.vehicle, v.distance, dice));
  } else {
    cloud = { id: freshId(pad, 'cloud'), kind: grenade.kind, grenade: grenade.id }; // HST-GREN-7
    if (grenade.kind === 'teargas') {
      for (const v of victims) {
        gassed.push(v.model);
        if (!pad.state.models[v.model]!.gasMask) hitModel(pad, v.model, 1, true); // HST-GREN-8, HST-D-40
      }
    }
  }
  return { type: 'skirmish/grenade-detonated', grenade, blast, cloud, gassed, effects: pad.effects };
}
