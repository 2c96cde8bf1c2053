import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { modelLimits, printModel } from '../skirmish/index.ts';
import type { FightProposal, ModelOverride, ProposedModel } from './proposal.ts';
import type { BridgeRecord } from './record.ts';
import { skillOf } from './stats.ts';
import { stanceWords } from './words.ts';

/**
 * The GM's change to a converted model before the fight (BRG-D-13 "the GM may override per model", BRG-D-7,
 * bridge.md §7): its actions, skill, body armor or stance. The override is kept on the model, and a skill the
 * table's formula would not give back from the sheet is kept in its mapping record (`heistSkillOverride`), so
 * the way back and the next fight keep it until the GM changes Muscle, Shooting or Explosives.
 */

const whole = (n: unknown, min: number, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

function overrideProblem(override: ModelOverride): string | null {
  if (
    override.actions !== undefined &&
    !whole(override.actions, modelLimits.actionsMin, modelLimits.actionsMax)
  ) {
    return `actions must be ${modelLimits.actionsMin}–${modelLimits.actionsMax} (got ${override.actions})`;
  }
  if (override.skill !== undefined && !whole(override.skill, modelLimits.skillMin, modelLimits.skillMax)) {
    return `skill must be ${modelLimits.skillMin}–${modelLimits.skillMax} (got ${override.skill})`;
  }
  if (override.armor !== undefined && typeof override.armor !== 'boolean')
    return 'body armor must be yes or no';
  if (override.stance !== undefined && override.stance !== 'aggressive' && override.stance !== 'defensive') {
    return `stance must be aggressive or defensive (got ${String(override.stance)})`;
  }
  return null;
}

/** BRG-D-7: the skill the record keeps, when the formula would not give it back from the sheet's ratings. */
function recordWith(record: BridgeRecord | null, skill: number): BridgeRecord | null {
  if (record === null || record.inputs.training !== null) return record;
  const { formula, muscle, shooting, explosives } = record.inputs;
  const given = skillOf(formula, muscle, shooting, explosives);
  return { ...record, heistSkillOverride: skill === given ? null : skill };
}

function changed(model: ProposedModel, merged: ModelOverride): ProposedModel {
  const from = model.conversion?.profile ?? model.profile;
  const profile = {
    ...model.profile,
    ...(merged.actions !== undefined ? { actions: merged.actions } : {}),
    ...(merged.skill !== undefined ? { skill: merged.skill } : {}),
    ...(merged.armor !== undefined ? { armor: merged.armor } : {}),
  };
  const words = [
    profile.actions !== from.actions ? `the GM: actions ${from.actions} → ${profile.actions}` : null,
    profile.skill !== from.skill
      ? `the GM: skill ${from.skill} → ${profile.skill} (kept in the mapping record, BRG-D-7)`
      : null,
    profile.armor !== from.armor ? `the GM: body armor ${profile.armor ? 'added' : 'taken off'}` : null,
    merged.stance !== undefined ? stanceWords(merged.stance, model.category, 'gm') : null,
  ].filter((line): line is string => line !== null);
  const kept = model.words.changes.filter(
    (line) => !line.startsWith('the GM') && !line.includes("the GM's choice"),
  );
  return {
    ...model,
    profile,
    stance: merged.stance ?? model.stance,
    record: merged.skill !== undefined ? recordWith(model.record, profile.skill) : model.record,
    override: merged,
    words: { ...model.words, model: printModel(profile), changes: [...kept, ...words] },
  };
}

/**
 * The proposal with the GM's override of one model (on the table or arriving); a later override of the same
 * model adds to the earlier one. Never changes the proposal given.
 * @returns a rejection naming a model the proposal does not have, or a value out of HEIST's ranges.
 */
export function overrideModel(proposal: FightProposal, override: ModelOverride): FightProposal | Rejection {
  const onTable = proposal.models.find((model) => model.id === override.model);
  const arriving = proposal.arrivals.find((arrival) => arrival.model.id === override.model)?.model;
  const model = onTable ?? arriving;
  if (!model) {
    return reject('bridge/no-model', `The proposal has no model "${override.model}"`, {
      model: override.model,
    });
  }
  const problem = overrideProblem(override);
  if (problem !== null) {
    return reject('bridge/override', `${model.profile.name}: ${problem}`, { model: override.model });
  }
  const merged = { ...model.override, ...override };
  const next = changed(model, merged);
  return {
    ...proposal,
    models: proposal.models.map((entry) => (entry.id === next.id ? next : entry)),
    arrivals: proposal.arrivals.map((arrival) =>
      arrival.model.id === next.id ? { ...arrival, model: next } : arrival,
    ),
  };
}
