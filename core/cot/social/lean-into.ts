import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import type { FollowThroughCommand } from './commands.ts';
import { findLoyalty, formatLoyalty, sameLoyalty } from './loyalties.ts';
import type { PushContext } from './push.ts';

/**
 * COT-SOC-5, COT-D-71: once a Follow Through and its skill are declared, the target may Lean Into one of its
 * Loyalties the agenda goes against (the GM judged it so, `social/judge-agenda`), but never the Loyalty the
 * agenda is trying to alter (TV-COT-SOC-5-a). No roll, no cost; it stops the roll, so no Lean Onto applies.
 */
export function leanIntoProblem(
  push: PushContext,
  target: Character,
  cmd: FollowThroughCommand,
): Rejection | null {
  const lean = cmd.leanInto;
  if (!lean) return null;
  const named = formatLoyalty(lean);
  if (!findLoyalty(target.loyalties, lean)) {
    return reject('social/no-such-loyalty', `${target.name} holds no Loyalty ${named}`, { loyalty: named });
  }
  if (push.altered && sameLoyalty(push.altered, lean)) {
    return reject(
      'social/lean-into-altered',
      `The agenda is trying to alter ${target.name}'s ${named}: ${target.name} cannot Lean Into it, only into another Loyalty (COT-SOC-5)`,
      { loyalty: named },
    );
  }
  if (!push.agenda.impeding.some((ref) => sameLoyalty(ref, lean))) {
    return reject(
      'social/not-impeding',
      `The GM has not judged ${target.name}'s ${named} to stand in the way of "${push.agenda.text}" (COT-SOC-5)`,
      { loyalty: named },
    );
  }
  if (cmd.leanOnto || cmd.defenderLeanOnto) {
    return reject('social/lean-into-no-roll', `A Lean Into stops the roll: no Lean Onto applies (COT-D-71)`);
  }
  return null;
}
