import { absent, mustBeDistinct } from '../../shared/references.ts';
import type { Effect, SkirmishEvent } from '../events.ts';
import { windowItems } from '../actions/items.ts';
import type { SkirmishState } from '../types.ts';
import { weaponTable } from '../setup/weapons.ts';
import { judgeOpposed, keepHighestOrNull } from '../../dice/roll.ts';
import type { CotPool } from '../setup/profile.ts';
import { holdPool } from '../melee/holds.ts';
import { strikeDiceCount } from '../melee/strike.ts';

/**
 * What a skirmish event names must be in the fight it is applied to (an imported log is trusted for nothing):
 * the models, vehicles and sides it names, the items of the open window it resolves, the loose items, grenades,
 * clouds and pending blasts it takes away. Events name them under the same few fields wherever they sit (a shot's
 * target, a blast's victims, a card's target), so one walk over the event finds them all.
 */

/** Fields that hold a model's id (a `target` that is a string: a crossfire's target). */
const modelFields = new Set([
  'model',
  'shooter',
  'ally',
  'thrower',
  'first',
  'to',
  'target',
  'striker',
  'holder',
  'heldBy',
]);
/** Fields that hold a list of models' ids. */
const modelLists = new Set(['models', 'gassed', 'passengers', 'released']);
/** Fields that hold a side's id. */
const sideFields = new Set(['side', 'clock', 'chooser']);

/**
 * @throws Error naming the first id the event names that the fight does not have.
 */
export function checkSkirmishEvent(state: SkirmishState, event: SkirmishEvent): void {
  switch (event.type) {
    case 'skirmish/grenade-detonated':
      if (!Object.hasOwn(state.grenades, event.grenade.id))
        throw absent(event.grenade.id, 'which is no grenade on the table');
      break;
    case 'skirmish/cloud-cleared':
      if (!Object.hasOwn(state.clouds, event.cloud))
        throw absent(event.cloud, 'which is no cloud on the table');
      break;
    case 'skirmish/vehicle-exploded':
      if (!state.blasts.some((blast) => blast.id === event.blast))
        throw absent(event.blast, 'which is no blast waiting');
      break;
    case 'skirmish/first-chosen':
      if (
        event.turnOrder.length !== state.turnOrder.length ||
        !state.turnOrder.every((side) => event.turnOrder.includes(side))
      )
        throw new Error(`The turn order ${event.turnOrder.join(', ')} is not an order of the fight's sides`);
      break;
    case 'skirmish/step-grouped':
      for (const key of event.groups.flat()) windowItem(state, key);
      break;
    case 'skirmish/group-rolled':
      for (const key of Object.keys(event.faces)) windowItem(state, key);
      break;
    default:
      break;
  }
  walk(state, event, null);
  const dice = diceProblem(state, event);
  if (dice) throw new Error(dice);
}

/**
 * The dice a skirmish event holds, as far as they follow from themselves and the fight: each face one its die
 * can show, a shot's ammo counters from its ones (HST-SHOOT-5) and its automatic miss from the weapon's
 * capacity, no more hits than its dice can make (point blank doubles them), none kept past a Defend.
 */
function diceProblem(state: SkirmishState, event: SkirmishEvent): string | null {
  switch (event.type) {
    case 'skirmish/shot':
      return shotProblem(state, event);
    case 'skirmish/struck': {
      const faces = facesProblem(event.faces, event.die.die);
      if (faces) return faces;
      if (event.faces.length !== strikeDiceCount) return `a Strike rolls ${strikeDiceCount} dice (BRG-D-11)`;
      if (event.hits > event.faces.length || event.finalHits > event.hits)
        return `${event.hits} hits (${event.finalHits} kept) do not follow from ${event.faces.length} dice`;
      return null;
    }
    case 'skirmish/broke-free':
      return breakFreeProblem(state, event);
    case 'skirmish/grenade-detonated':
    case 'skirmish/vehicle-exploded': {
      const rolls = event.type === 'skirmish/grenade-detonated' ? event.blast : event.rolls;
      for (const roll of rolls) {
        const faces = facesProblem(roll.faces, roll.die);
        if (faces) return faces;
        if (roll.hits > roll.faces.length || roll.finalHits > roll.hits)
          return `${roll.hits} hits (${roll.finalHits} kept) do not follow from ${roll.faces.length} dice`;
      }
      return event.effects.reduce<string | null>((found, effect) => found ?? explosionProblem(effect), null);
    }
    case 'skirmish/drove':
      return event.crash ? facesProblem(event.crash.faces, 6) : null;
    case 'skirmish/card-played':
      return event.reroll ? facesProblem([event.reroll.face], 12) : null;
    case 'skirmish/group-rolled':
      for (const faces of Object.values(event.faces)) {
        const problem = facesProblem(faces, 12);
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

function shotProblem(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/shot' }>,
): string | null {
  const weapon = state.models[event.shooter]?.weapons[event.weapon];
  if (!weapon) return `the shooter has no ${event.weapon} weapon`;
  if (event.countersBefore !== weapon.counters)
    return `the shot starts at ${event.countersBefore} ammo counters, not the weapon's ${weapon.counters}`;
  if (event.die === null) {
    // HST-SHOOT-4: an ineffective shot rolls nothing and costs a counter.
    if (event.faces.length > 0 || event.countersAfter !== event.countersBefore + 1)
      return 'an ineffective shot rolls no dice and costs one ammo counter';
    return null;
  }
  const faces =
    facesProblem(event.faces, event.die.die) ??
    event.effects.reduce<string | null>((found, effect) => found ?? explosionProblem(effect), null);
  if (faces) return faces;
  const ones = event.faces.filter((face) => face === 1).length;
  const after = event.countersBefore + ones + (event.intense ? 1 : 0);
  if (event.countersAfter !== after)
    return `the ammo counters ${event.countersAfter} do not follow from ${ones} ones rolled (${after})`;
  if (event.autoMiss !== after > weaponTable[weapon.weapon].capacity)
    return `the automatic miss does not follow from ${after} counters`;
  if (event.hits > 2 * event.faces.length || event.finalHits > event.hits)
    return `${event.hits} hits (${event.finalHits} kept) do not follow from ${event.faces.length} dice`;
  return null;
}

/** A Break free rolls the two models' own pools, and its result is what they give (COT-DICE-8, COT-D-5). */
function breakFreeProblem(
  state: SkirmishState,
  event: Extract<SkirmishEvent, { type: 'skirmish/broke-free' }>,
): string | null {
  const model = state.models[event.model];
  const holder = state.models[event.holder];
  if (!model || !holder) return null; // the walk names the missing model
  const samePool = (a: CotPool, b: CotPool) => a.rolled === b.rolled && a.kept === b.kept;
  if (!samePool(event.roll.pool, holdPool(model)) || !samePool(event.against.pool, holdPool(holder)))
    return 'the Break free does not roll the two models’ own Muscle + Athletics pools (COT-WAR-9)';
  if (event.tieWinner !== (state.scenario.bridge?.opposedTieWinner ?? 'actor'))
    return `a tie goes to the ${state.scenario.bridge?.opposedTieWinner ?? 'actor'} in this fight (COT-D-5)`;
  const rolls = [event.roll, event.against].map((roll) => keepHighestOrNull(roll.pool, roll.faces));
  if (rolls.some((roll, i) => roll === null || roll.total !== [event.roll, event.against][i]!.total))
    return 'the Break free’s totals do not follow from its faces (COT-DICE-4)';
  const freed = judgeOpposed(rolls[0]!, rolls[1]!.total, event.tieWinner).success;
  if (freed !== event.freed)
    return `breaking free does not follow from ${event.roll.total} against ${event.against.total}`;
  return null;
}

function explosionProblem(effect: Effect): string | null {
  return effect.kind === 'vehicle' && effect.explosion
    ? facesProblem(effect.explosion.faces, effect.explosion.die)
    : null;
}

function facesProblem(faces: readonly number[], die: number): string | null {
  const odd = faces.find((face) => !Number.isInteger(face) || face < 1 || face > die);
  return odd === undefined ? null : `a ${odd} cannot come up on a d${die}`;
}

/**
 * A fight as it starts names nothing it does not hold: its sides, each once, in the turn order; its models and
 * vehicles, each once, every model on a side of the scenario, every seat in a vehicle of the fight, every driver
 * and passenger a model of the fight.
 * @throws Error naming the first that is not.
 */
export function checkSkirmishStart(event: Extract<SkirmishEvent, { type: 'skirmish/started' }>): void {
  const sides = event.scenario.sides.map((side) => side.id);
  mustBeDistinct(sides, 'the sides');
  mustBeDistinct(event.turnOrder, 'the turn order');
  const side = (id: string) => {
    if (!sides.includes(id)) throw absent(id, 'which is no side of the scenario');
  };
  for (const id of event.turnOrder) side(id);
  if (event.chooser !== null) side(event.chooser);
  const models = event.models.map((model) => model.id);
  const vehicles = event.vehicles.map((vehicle) => vehicle.id);
  mustBeDistinct(models, 'the models');
  mustBeDistinct(vehicles, 'the vehicles');
  for (const model of event.models) {
    side(model.side);
    if (model.seat && !vehicles.includes(model.seat.vehicle))
      throw absent(model.seat.vehicle, 'which is no vehicle of the fight');
    if (typeof model.heldBy === 'string' && !models.includes(model.heldBy))
      throw absent(model.heldBy, 'which is no model of the fight');
  }
  for (const round of event.diceOff ?? []) {
    for (const [id, face] of Object.entries(round)) {
      side(id);
      if (!Number.isInteger(face) || face < 1 || face > 10)
        throw new Error(`a ${face} cannot come up on a d10`);
    }
  }
  for (const vehicle of event.vehicles) {
    for (const id of [...(vehicle.driver === null ? [] : [vehicle.driver]), ...vehicle.passengers])
      if (!models.includes(id)) throw absent(id, 'which is no model of the fight');
  }
}

function walk(state: SkirmishState, value: unknown, parent: string | null): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(state, item, parent);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    if (typeof field === 'string') checkField(state, key, field, parent);
    else if (Array.isArray(field) && modelLists.has(key)) {
      for (const id of field) if (typeof id === 'string') model(state, id);
    } else walk(state, field, key);
  }
}

function checkField(state: SkirmishState, key: string, id: string, parent: string | null): void {
  if (modelFields.has(key)) model(state, id);
  else if (key === 'vehicle') {
    if (!Object.hasOwn(state.vehicles, id)) throw absent(id, 'which is no vehicle of the fight');
  } else if (sideFields.has(key)) {
    if (!state.scenario.sides.some((side) => side.id === id))
      throw absent(id, 'which is no side of the fight');
  } else if (key === 'item') {
    // The item an event resolves, a card is played on or a die re-rolled for is one of the open window; a Use
    // order picks up a loose item; a throw's `item` is what is thrown (a grenade's kind).
    if (parent === null || parent === 'target' || parent === 'reroll') windowItem(state, id);
    else if (parent === 'use' && !Object.hasOwn(state.items, id))
      throw absent(id, 'which is no loose item on the table');
  }
}

function model(state: SkirmishState, id: string): void {
  if (!Object.hasOwn(state.models, id)) throw absent(id, 'which is no model of the fight');
}

function windowItem(state: SkirmishState, key: string): void {
  if (!state.window || !windowItems(state.window).includes(key))
    throw absent(key, 'which is no item of the open reaction window');
}
