import { isRejection, ok, reject } from '../../shared/result.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { trainingScore } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { ambushCost, cachedFields, planBlueprint, planCache, spendProblem } from '../foresight/index.ts';
import { nodeName } from '../spot/index.ts';
import { knowsZone } from '../spot/index.ts';
import type { NodeId } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { atSpot, isUp, placeOf, sheetOf } from './roster.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/** The schemes that need no roll: Ambush, Blueprint, Cache (COT-FORE-4, 7, 8), spent as free actions (COT-FORE-3). */

type Of<T extends HeistCommand['type']> = Extract<HeistCommand, { type: T }>;

/** A crew member of this Heist who spends Foresight: alive, with a sheet. */
export function spenderOf(env: HeistEnv, state: HeistState, id: CharacterId): Character | Rejection {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const sheet = sheetOf(env, id);
  if (!sheet || !state.crew.includes(id))
    return reject('heist/not-crew', `"${id}" is not one of this Heist's crew`);
  if (sheet.condition.state === 'dead') return reject('heist/dead', `${sheet.name} is dead`);
  return sheet;
}

export interface AmbushPlan {
  readonly spender: Character;
  readonly character: DropCharacter;
  readonly from: NodeId;
  readonly cost: number;
}

/**
 * COT-FORE-4, COT-D-65, COT-D-87: a crew member, free to move (not Unconscious, not in a fight or a chase),
 * goes to a zone the crew knows; 1 Foresight per zone step on the shortest path of the crew's map.
 */
export function planAmbush(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/ambush'>,
): AmbushPlan | Rejection {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const character = atSpot(state, command.character);
  if (!character || !state.crew.includes(character.id)) {
    return reject('heist/not-crew', `Ambush moves one of the crew; "${command.character}" is not`);
  }
  if (!isUp(character))
    return reject('heist/cannot-move', `${character.name} cannot be moved: not conscious`);
  if (state.engaged.includes(character.id)) {
    return reject(
      'heist/engaged',
      `Ambush cannot pull ${character.name} out of a fight or a chase (COT-D-65)`,
    );
  }
  if (!Object.hasOwn(state.spot.zones, command.to) || !knowsZone(state.spot, command.to)) {
    return reject(
      'heist/unknown-destination',
      'The crew does not know that zone: Ambush needs a known destination (COT-D-87)',
    );
  }
  const from = placeOf(character);
  if (from === command.to) return reject('heist/already-there', `${character.name} is already there`);
  const cost = ambushCost(state.spot, from, command.to);
  if (cost === null) {
    return reject(
      'heist/no-way',
      `No way the crew knows leads from ${nodeName(state.spot, from)} to ${nodeName(state.spot, command.to)}`,
    );
  }
  const what = `an Ambush from ${nodeName(state.spot, from)} to ${nodeName(state.spot, command.to)}`;
  const short = spendProblem(spender, spender, cost, what, env.rules);
  return short ?? { spender, character, from, cost };
}

/** The move is unseen: no roll, nobody alerted; the character keeps Concealed or Discovered (COT-D-87, COT-D-91). */
export function ambush(env: HeistEnv, state: HeistState, command: Of<'heist/ambush'>): Decision<HeistEvent> {
  const plan = planAmbush(env, state, command);
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'heist/foresight-spent', character: plan.spender.id, amount: plan.cost, scheme: 'ambush' },
    {
      type: 'heist/ambushed',
      character: plan.character.id,
      from: plan.from,
      to: command.to,
      toName: nodeName(state.spot, command.to),
    },
  ]);
}

/**
 * COT-FORE-8, COT-D-67, COT-D-88: a Hidden zone between two places the crew knows (Foresight's rule,
 * core/cot/foresight/schemes.ts, on the Heist's Spot).
 */
export function blueprint(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/blueprint'>,
): Decision<HeistEvent> {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const plan = planBlueprint(state.spot, spender, command, env.rules, 'heist');
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'heist/foresight-spent', character: spender.id, amount: plan.cost, scheme: 'blueprint' },
    { type: 'heist/spot-changed', event: plan.added },
  ]);
}

/**
 * COT-FORE-7: Resources spent after the fact, 1 Foresight per Resource on top of the Resources themselves;
 * gear bought appears with a crew member of the spender's choice, whose Training the armour may change.
 */
export function cache(env: HeistEnv, state: HeistState, command: Of<'heist/cache'>): Decision<HeistEvent> {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const plan = planCache(
    env.ctx,
    spender,
    sheetOf(env, command.recipient),
    state.crew,
    command,
    env.rules,
    'heist',
  );
  if (isRejection(plan)) return plan;
  const { recipient, armour } = plan;
  const training = armour ? trainingScore({ ...recipient, armour: armour.name }, env.ctx.settings) : null;
  return ok([
    { type: 'heist/foresight-spent', character: spender.id, amount: command.resources, scheme: 'cache' },
    { type: 'heist/cached', ...cachedFields(plan), training },
  ]);
}
