import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { modelOf, onTable } from '../actions/access.ts';
import { blastModel } from '../grenades/blast.ts';
import type { ResolveBlastCommand } from '../commands.ts';
import { modelCheck, scratch } from '../actions/consequences.ts';
import { emit } from '../actions/emitter.ts';
import type { Emitter } from '../actions/emitter.ts';
import type { BlastRoll, Dive } from '../events.ts';

/**
 * A vehicle blowing up (HST-VEH-8, HST-VEH-10): a frag blast from its centre. Occupants never count cover
 * against it; with the Jerry Bruckheimer option each may first dive out, escaping the blast entirely (HST-D-49).
 */
export function resolveVehicleBlast(em: Emitter, command: ResolveBlastCommand, dice: Dice): Rejection | null {
  const pending = em.state.blasts.find((b) => b.id === command.blast);
  if (!pending) return reject('skirmish/no-blast', `There is no explosion ${command.blast} waiting`);
  const vehicle = em.state.vehicles[pending.vehicle]!;
  const occupants = [...(vehicle.driver ? [vehicle.driver] : []), ...vehicle.passengers];
  const seen = new Set<string>();
  for (const victim of command.victims) {
    const model = modelOf(em.state, victim.model);
    if (!model || !onTable(model) || occupants.includes(victim.model) || seen.has(victim.model)) {
      return reject(
        'skirmish/blast-facts',
        `${model?.name ?? victim.model} is not a model outside ${vehicle.name}, or is listed twice`,
      );
    }
    seen.add(victim.model);
  }
  const pad = scratch(em.state);
  const dives: Dive[] = [];
  const rolls: BlastRoll[] = [];
  const bruckheimer = em.state.scenario.settings.vehicleExplosionMode === 'bruckheimer';
  for (const id of occupants) {
    if (bruckheimer) {
      const check = modelCheck(pad.state, id, 0, dice);
      dives.push({ model: id, check, out: check.passed });
      if (check.passed) continue; // HST-D-49: placed outside, untouched by this blast
    }
    rolls.push(blastModel(pad, 'frag', id, 0, false, dice)); // HST-VEH-8: no cover against one's own vehicle
  }
  for (const victim of command.victims)
    rolls.push(blastModel(pad, 'frag', victim.model, victim.distance, victim.inCover, dice));
  emit(em, {
    type: 'skirmish/vehicle-exploded',
    blast: pending.id,
    vehicle: vehicle.id,
    dives,
    rolls,
    effects: pad.effects,
  });
  return null;
}
