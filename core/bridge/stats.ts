import type { SkillFormula } from './settings.ts';

/**
 * A model's actions and skill from COT numbers (BRG-D-4, D-5, D-6), and back (BRG-D-7). HEIST's ranges are
 * actions 1–5 and skill 1–10 (HST-MODEL-1).
 */

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** BRG-D-4: Actions = Muscle, clamped to 1–5. */
export function actionsOf(muscle: number): number {
  return clamp(muscle, 1, 5);
}

/**
 * BRG-D-5: Muscle + Shooting (or + the better of Shooting and Explosives), clamped to 1–10. At COT's default
 * ranges the clamp never bites; a table that widens `ability_max` or `skill_max` meets it (TV-BRG-D-5-e).
 */
export function skillOf(formula: SkillFormula, muscle: number, shooting: number, explosives: number): number {
  const best = formula === 'muscle_plus_shooting' ? shooting : Math.max(shooting, explosives);
  return clamp(muscle + best, 1, 10);
}

/**
 * BRG-D-6: a score-only NPC's actions and skill from its Training, armour's share taken out first:
 * `Actions = clamp(floor((T − 1) / 3), 1, 5)`, `Skill = clamp(floor(T / 2), 1, 10)`.
 */
export function scoreOnlyStats(training: number, armourShare: number): { actions: number; skill: number } {
  const used = training - armourShare;
  return { actions: clamp(Math.floor((used - 1) / 3), 1, 5), skill: clamp(Math.floor(used / 2), 1, 10) };
}

/** BRG-D-7: Shooting (and Resist) of an NPC made from a model, `clamp(Skill − Actions, 0, 5)`. */
export function shootingOf(actions: number, skill: number): number {
  return clamp(skill - actions, 0, 5);
}

export { clamp };
