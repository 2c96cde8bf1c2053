import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import type { HeistEnv } from './env.ts';
import type { PrepEvent, PrepState } from './types.ts';

/**
 * Prep actions (COT-TIME-6, COT-D-21, COT-D-59): each character of the Prep scene takes `prep_actions_per_day`
 * actions a day, and a Planning research roll keeps its researcher busy for `planning_research_days`.
 */

/** A crew member of the scene who can take a Prep action today. */
export function prepActor(env: HeistEnv, state: PrepState, id: CharacterId): Character | Rejection {
  if (state.ended !== null) return reject('prep/ended', 'The Prep scene is over');
  const sheet = Object.hasOwn(env.ctx.characters, id) ? env.ctx.characters[id] : undefined;
  if (!sheet || !state.crew.includes(id))
    return reject('prep/not-crew', `"${id}" is not one of this Prep scene's crew`);
  if (sheet.condition.state === 'dead') return reject('prep/dead', `${sheet.name} is dead`);
  const busy = state.busyThrough[id] ?? 0;
  if (busy >= state.day) {
    return reject(
      'prep/busy',
      `${sheet.name} is busy with research until the end of day ${busy} (COT-D-59)`,
      { busy },
    );
  }
  const taken = state.taken[id] ?? 0;
  if (taken >= env.rules.prepActionsPerDay) {
    return reject(
      'prep/actions-spent',
      `${sheet.name} has taken ${taken} Prep action${taken === 1 ? '' : 's'} on day ${state.day}; the table allows ${env.rules.prepActionsPerDay} a day (COT-D-21)`,
      { taken },
    );
  }
  return sheet;
}

/** The event that spends the action; a Planning research roll takes `planning_research_days` (COT-D-59). */
export function actionTaken(state: PrepState, character: CharacterId, days = 1): PrepEvent {
  return { type: 'prep/action-taken', character, day: state.day, days: Math.max(1, days) };
}

/** A crew member of the scene who spends Foresight (a free action, COT-FORE-3). */
export function prepSpender(env: HeistEnv, state: PrepState, id: CharacterId): Character | Rejection {
  if (state.ended !== null) return reject('prep/ended', 'The Prep scene is over');
  const sheet = Object.hasOwn(env.ctx.characters, id) ? env.ctx.characters[id] : undefined;
  if (!sheet || !state.crew.includes(id))
    return reject('prep/not-crew', `"${id}" is not one of this Prep scene's crew`);
  if (sheet.condition.state === 'dead') return reject('prep/dead', `${sheet.name} is dead`);
  return sheet;
}
