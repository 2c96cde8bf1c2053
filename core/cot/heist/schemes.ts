import { isRejection, ok, reject } from '../../shared/result.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { trainingScore } from '../characters/pools.ts';
import type { Character } from '../characters/types.ts';
import type { DropCharacter } from '../drop/types.ts';
import { ambushCost, blueprintCost, cacheProblem, spendProblem } from '../prep/foresight.ts';
import { blueprintZone } from '../spot/edit-knowledge.ts';
import { isNode, nodeName } from '../spot/graph.ts';
import { knowsNode, knowsZone } from '../spot/knowledge.ts';
import { outside } from '../spot/types.ts';
import type { NodeId } from '../spot/types.ts';
import type { HeistEnv } from './rules.ts';
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
 * COT-FORE-8, COT-D-67, COT-D-88: a Hidden zone between two places the crew knows; 3 Foresight from the edge,
 * else 1, plus one per zone it bypasses. Its barriers have no Securities and the crew knows it.
 */
export function blueprint(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/blueprint'>,
): Decision<HeistEvent> {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const [a, b] = command.between;
  const unknown = command.between.find((end) => !isNode(state.spot, end) || !knowsNode(state.spot, end));
  if (unknown !== undefined) {
    return reject('heist/unknown-end', 'A Blueprint joins two places the crew knows (COT-FORE-8)', {
      end: unknown,
    });
  }
  const made = blueprintZone(state.spot, command, env.rules.defaultHiddenRating);
  if (isRejection(made)) return made;
  const cost = blueprintCost(state.spot, a, b);
  const what =
    a === outside || b === outside
      ? 'a Blueprint from the edge'
      : `a Blueprint between ${nodeName(state.spot, a)} and ${nodeName(state.spot, b)}`;
  const short = spendProblem(spender, spender, cost, what, env.rules);
  if (short) return short;
  return ok([
    { type: 'heist/foresight-spent', character: spender.id, amount: cost, scheme: 'blueprint' },
    { type: 'heist/spot-changed', event: { type: 'spot/blueprint-added', spotId: state.spot.id, ...made } },
  ]);
}

/**
 * COT-FORE-7: Resources spent after the fact, 1 Foresight per Resource on top of the Resources themselves;
 * gear bought appears with a crew member of the spender's choice.
 */
export function cache(env: HeistEnv, state: HeistState, command: Of<'heist/cache'>): Decision<HeistEvent> {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const recipient = sheetOf(env, command.recipient);
  if (!recipient || !state.crew.includes(command.recipient)) {
    return reject('heist/not-crew', `The gear goes to one of the crew; "${command.recipient}" is not`);
  }
  const cached = cacheProblem(env.ctx, spender, recipient, command, env.rules, 'heist');
  if (isRejection(cached)) return cached;
  const { weapon, armour, items } = cached;
  const training = armour ? trainingScore({ ...recipient, armour: armour.name }, env.ctx.settings) : null;
  return ok([
    { type: 'heist/foresight-spent', character: spender.id, amount: command.resources, scheme: 'cache' },
    {
      type: 'heist/cached',
      recipient: recipient.id,
      resources: command.resources,
      weapon,
      armour: armour?.name ?? null,
      training,
      ...(items.length > 0 ? { items } : {}),
    },
  ]);
}
