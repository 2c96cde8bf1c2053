import type { ActionOdds } from '../../engine/index.ts';
import { dropOdds } from '../drop/index.ts';
import type { DropCommand } from '../drop/index.ts';
import { isRejection } from '../../shared/result.ts';
import type { BypassPlan } from './bypass.ts';
import { inWords, securityLabel } from './labels.ts';
import type { MovePlan } from './move.ts';
import { actionOdds, difficultyOdds, meets, poolDetail, tally } from '../common/index.ts';
import type { PalmPlan } from './palm.ts';
import type { HeistEnv } from '../prep/index.ts';
import { hides } from '../spot/index.ts';
import type { Face } from '../common/index.ts';
import type { HeistState } from './types.ts';
import type { Skill } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';

/** The odds of each Heist action, judged by the same comparisons its decision makes (stealth.ts). */

const across = { label: 'Across unseen', tone: 'good' } as const;

/** COT-SPOT-3, COT-SPOT-4: arriving or not, unseen or not; null when the move rolls nothing. */
export function moveOdds(env: HeistEnv, plan: MovePlan): ActionOdds | null {
  if (plan.prepared === null || plan.skill === null) return null;
  const present = plan.stealth.unaware.length + plan.stealth.aware.length > 0;
  const opposing = plan.hiding ? plan.stealth.opposing : null;
  const tallied = tally([opposing, plan.prepared], ([guard, mover]) => {
    const face = mover!;
    if (face.catastrophe && env.rules.heistCatastrophe === 'default') return 'catastrophe';
    const arrived = plan.hazard === null || meets(face, plan.hazard.difficulty, env.rules.successOnEqual);
    const hidden = plan.hiding ? hides(env.rules, plan.stealth.awareness, face, guard ?? null) : !present;
    return `${arrived ? 'arrive' : 'stuck'}-${hidden ? 'unseen' : 'seen'}` as const;
  });
  const headline = plan.hazard
    ? plan.hiding
      ? { label: 'Across unseen', keys: ['arrive-unseen'] as const }
      : { label: 'Across', keys: ['arrive-unseen', 'arrive-seen'] as const }
    : { label: 'Unseen', keys: ['arrive-unseen'] as const };
  const against = [
    plan.hazard ? `hazard ${plan.hazard.difficulty}` : null,
    plan.hiding && plan.stealth.awareness !== null ? `Awareness ${plan.stealth.awareness}` : null,
    opposing ? 'the Aware guard’s Brains + Lookout' : null,
  ].filter((part) => part !== null);
  return actionOdds(
    tallied,
    {
      'arrive-unseen': plan.hazard ? across : { label: 'Unseen', tone: 'good' },
      'arrive-seen': { label: plan.hazard ? 'Across, but seen' : 'Seen', tone: 'bad' },
      'stuck-unseen': { label: 'No progress, unseen', tone: 'neutral' },
      'stuck-seen': { label: 'No progress, and seen', tone: 'bad' },
      catastrophe: { label: 'Catastrophe: Discovered, the zone alerted', tone: 'bad' },
    },
    headline,
    `${poolDetail(plan.prepared, plan.skill)} vs ${against.join(' and ')}`,
  );
}

/** COT-SPOT-5: bypassed or not, and for a stealthy bypass in view, unseen or not. */
export function bypassOdds(env: HeistEnv, plan: BypassPlan, skill: Skill): ActionOdds {
  const present = plan.stealth.unaware.length + plan.stealth.aware.length > 0;
  const sneaking = plan.stealthRoll !== null;
  const tallied = tally(
    [plan.prepared, sneaking ? plan.stealth.opposing : null, plan.stealthRoll],
    ([roll, guard, sneak]) => {
      const catastrophe = roll!.catastrophe || (sneak?.catastrophe ?? false);
      if (catastrophe && env.rules.heistCatastrophe === 'default') return 'catastrophe';
      const done = meets(roll!, plan.security.score, env.rules.successOnEqual);
      const hidden = sneak ? hides(env.rules, plan.stealth.awareness, sneak, guard ?? null) : !present;
      return `${done ? 'bypassed' : 'failed'}-${hidden ? 'unseen' : 'seen'}` as const;
    },
  );
  return actionOdds(
    tallied,
    {
      'bypassed-unseen': { label: present ? 'Bypassed unseen' : 'Bypassed', tone: 'good' },
      'bypassed-seen': { label: 'Bypassed, but seen', tone: 'bad' },
      'failed-unseen': { label: 'Still in place', tone: 'neutral' },
      'failed-seen': { label: 'Still in place, and seen', tone: 'bad' },
      catastrophe: { label: 'Catastrophe: Discovered, both zones alerted', tone: 'bad' },
    },
    sneaking
      ? { label: 'Bypassed unseen', keys: ['bypassed-unseen'] }
      : { label: 'Bypassed', keys: ['bypassed-unseen', 'bypassed-seen'] },
    `${poolDetail(plan.prepared, skill)} vs ${securityLabel(plan.security)}${sneaking ? ', then Stealth' : ''}`,
  );
}

/** COT-SPOT-8, COT-D-78: the item changes hands unnoticed, or the victim becomes Aware of the thief. */
export function palmOdds(env: HeistEnv, plan: PalmPlan): ActionOdds {
  const tallied = tally([plan.opposing, plan.prepared], ([victim, thief]) =>
    palmSucceeds(env, plan, thief!, victim ?? null) ? 'success' : 'failure',
  );
  const against =
    plan.awareness !== null ? `Awareness ${plan.awareness}` : `${plan.victim.name}'s Brains + Lookout`;
  return actionOdds(
    tallied,
    {
      success: { label: 'Unnoticed', tone: 'good' },
      failure: { label: `${plan.victim.name} Aware of the thief`, tone: 'bad' },
    },
    { label: 'Unnoticed', keys: ['success'] },
    `${poolDetail(plan.prepared, 'palming')} vs ${against}`,
  );
}

/** The same verdict `palm` reaches. */
export function palmSucceeds(
  env: HeistEnv,
  plan: Pick<PalmPlan, 'awareness' | 'opposing'>,
  thief: Face,
  victim: Face | null,
): boolean {
  if (plan.awareness === null && plan.opposing === null) return thief.rolled && !thief.catastrophe;
  return hides(env.rules, plan.awareness, thief, victim);
}

/** A roll against a set difficulty (COT-DICE-6): success, failure, or a catastrophe (a GM complication). */
export function checkOdds(
  env: HeistEnv,
  prepared: PreparedCheck,
  skill: Skill,
  difficulty: number,
): ActionOdds {
  return difficultyOdds(prepared, skill, difficulty, env.rules.successOnEqual);
}

/** COT-DROP-3, COT-DROP-4: the Drop's own exact odds, as rows of the named target's results. */
export function dropActionOdds(state: HeistState, command: DropCommand): ActionOdds | null {
  const forecast = dropOdds(state.drop, command);
  if (isRejection(forecast)) return null;
  const odds = forecast.targets.find((t) => t.target === command.target)?.odds ?? forecast.targets[0]?.odds;
  if (!odds) return null;
  const wounded = odds.wounded.reduce((sum, w) => sum + w.probability, 0);
  const rows = [
    { key: 'aware', label: 'Aware', probability: odds.aware, tone: 'bad' },
    { key: 'catastrophe', label: 'Catastrophe', probability: odds.catastrophe, tone: 'bad' },
    {
      key: 'aware-unconscious',
      label: 'Aware and Unconscious',
      probability: odds.awareAndUnconscious,
      tone: 'neutral',
    },
    { key: 'unconscious', label: 'Unconscious', probability: odds.unconscious, tone: 'good' },
    { key: 'wounded', label: 'Wounded and Aware', probability: wounded, tone: 'neutral' },
    {
      key: 'dead',
      label: 'Dead',
      probability: odds.dead,
      tone: forecast.kind === 'murder' ? 'good' : 'neutral',
    },
  ] as const;
  const headline =
    forecast.kind === 'subdue'
      ? { label: 'Unconscious', probability: odds.unconscious + odds.awareAndUnconscious }
      : { label: 'Dead or Wounded', probability: odds.dead + wounded };
  return {
    headline,
    outcomes: rows.filter((row) => row.key !== 'wounded' || forecast.kind === 'murder'),
    detail: `${forecast.kind === 'subdue' ? 'Subdue' : 'Murder'} ${forecast.autoFail ? 'no dice (fails)' : `${forecast.pool.rolled}k${forecast.pool.kept}`} vs ${dropTargetsWords(
      state,
      forecast.targets.map((t) => t.target),
    )}`,
  };
}

/** "Brannigan's Training 6", "Brannigan's Training 6 and Okafor's Training 8" (an explosive's zone, COT-DROP-8). */
function dropTargetsWords(state: HeistState, targets: readonly string[]): string {
  const words = targets.map((id) => {
    const target = state.drop.characters.find((c) => c.id === id);
    return target ? `${target.name}'s Training ${target.training}` : 'Training';
  });
  return inWords(words);
}
