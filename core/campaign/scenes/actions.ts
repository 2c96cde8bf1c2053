import {
  chaseEntrant,
  chaseGroupId,
  chaseRules,
  chaseVehicle,
  decideChase,
  vehicleId,
} from '../../cot/chase/index.ts';
import type { ChaseCommand, ChaseEntrant, ChaseVehicleEntry, EntrantSeat } from '../../cot/chase/index.ts';
import { decideDrop } from '../../cot/drop/decide.ts';
import { findVehicle } from '../../cot/gear/vehicles.ts';
import type { DropSceneCommand } from '../../cot/drop/types.ts';
import { decideWarfare } from '../../cot/warfare/decide.ts';
import { fighterSetup } from '../../cot/warfare/fighters.ts';
import { warfareRules } from '../../cot/warfare/rules.ts';
import type { FighterSetup, VehicleSetup, WarfareCommand } from '../../cot/warfare/types.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { sceneOf } from './apply.ts';
import type { SceneStep } from './builder.ts';
import { moveClock } from './clock.ts';
import { dropNote, generic, warfareNote } from './notes.ts';
import { stageOf } from './open.ts';
import { asFollowUp, asTurn, rollInitiative } from './turns.ts';
import type { ChaseSetup, Scene, SceneCommand, WarfareVehicleSeat } from './types.ts';

type StartWarfare = Extract<SceneCommand, { type: 'scene/start-warfare' }>;
type StartChase = Extract<SceneCommand, { type: 'scene/start-chase' }>;
/** The one runner group of the pursuers on foot. */
const onFoot = 'on foot';

type Forwarded<C> = Exclude<C, { type: 'warfare/start' } | { type: 'chase/start' }>;

/** COT-DROP-*: a Drop, a response, waking or finishing someone, as a Heist turn of the one acting. */
export function dropAction(
  step: SceneStep,
  scene: Scene,
  command: DropSceneCommand,
  dice: Dice,
): Rejection | null {
  if (!scene.drop)
    return reject('scene/no-spot', `${scene.name} is not a Heist: there is nobody to Get the Drop on`);
  const run = (cmd: DropSceneCommand) =>
    step.run(scene.id, 'drop', decideDrop(sceneOf(step.state, scene.id).drop!, cmd, dice), dropNote);
  if (command.type === 'drop/respond' || command.type === 'drop/rounds-pass') return run(command);
  const actor = command.type === 'drop/attack' ? command.attacker : command.actor;
  return asTurn(step, scene.id, actor, dice, (bolsters) =>
    run(
      command.type === 'drop/attack'
        ? { ...command, modifiers: [...(command.modifiers ?? []), ...bolsters] }
        : command,
    ),
  );
}

/** COT-WAR-3..12: one fighter's action, on their turn, with their Bolsters. */
export function warfareAction(
  step: SceneStep,
  scene: Scene,
  command: Forwarded<WarfareCommand>,
  dice: Dice,
): Rejection | null {
  if (!scene.warfare) return reject('scene/no-fight', `${scene.name} is not a Gang Warfare scene`);
  const run = (cmd: Forwarded<WarfareCommand>) =>
    step.run(
      scene.id,
      'warfare',
      decideWarfare(sceneOf(step.state, scene.id).warfare, cmd, dice),
      warfareNote,
    );
  if (command.type === 'warfare/join') return run(command);
  const actor = 'attacker' in command ? command.attacker : command.fighter;
  return asTurn(step, scene.id, actor, dice, (bolsters) => {
    const rolled =
      command.type === 'warfare/attack' ||
      command.type === 'warfare/break-free' ||
      command.type === 'warfare/reposition';
    if (!rolled || bolsters.length === 0) return run(command);
    return run({ ...command, modifiers: [...(command.modifiers ?? []), ...bolsters] });
  });
}

/** COT-CHASE-4..13: one participant's chase action, on their turn; GM commands (split, conditions, end) run at once. */
export function chaseAction(
  step: SceneStep,
  scene: Scene,
  command: Forwarded<ChaseCommand>,
  dice: Dice,
): Rejection | null {
  if (!scene.chase) return reject('scene/no-chase', `${scene.name} is not a chase`);
  const run = (cmd: Forwarded<ChaseCommand>) =>
    step.run(scene.id, 'chase', decideChase(sceneOf(step.state, scene.id).chase, cmd, dice), generic);
  if (command.type === 'chase/split') return run(command) ?? openSplit(step, scene, dice);
  if (!('actor' in command)) return run(command);
  const actor = command.actor;
  // COT-CHASE-9: the Takedown or Ram right after a successful Close is part of the Close's turn, which has ended.
  const followUp = command.type === 'chase/takedown' || command.type === 'chase/ram';
  if (followUp && scene.chase.followUp?.actor === actor)
    return asFollowUp(step, scene.id, dice, () => run(command));
  return asTurn(step, scene.id, actor, dice, (bolsters) => {
    if (bolsters.length === 0 || !('modifiers' in command || isRolled(command))) return run(command);
    const modifiers = { ...('modifiers' in command ? command.modifiers : {}), [actor]: bolsters };
    return run({ ...command, modifiers } as Forwarded<ChaseCommand>);
  });
}

function isRolled(command: Forwarded<ChaseCommand>): boolean {
  return !['chase/escape', 'chase/fall-off'].includes(command.type);
}

/**
 * COT-CHASE-3: a Target that splits makes separate chases. The engine hands over the new chase's start; it
 * runs as a scene of its own beside the first, with its own initiative.
 */
function openSplit(step: SceneStep, scene: Scene, dice: Dice): Rejection | null {
  const last = [...step.events]
    .reverse()
    .find(
      (event) =>
        event.type === 'scene/changed' && event.module === 'chase' && event.event.type === 'chase/split',
    );
  if (last?.type !== 'scene/changed' || last.event.type !== 'chase/split' || !last.event.spawned) return null;
  const spawned = last.event.spawned;
  const ids = new Set(spawned.participants.map((p) => p.id));
  const participants = scene.participants.filter((p) => ids.has(p.characterId));
  const parent = (scene.parent && step.state.scenes[scene.parent]) || scene;
  const newId = `${scene.id}:split:${step.events.length}` as Scene['id'];
  const opened = openChild(step, parent, newId, `${scene.name} (split)`, 'chase', participants);
  if (opened) return opened;
  step.push({ type: 'scene/changed', sceneId: newId, module: 'chase', event: spawned });
  return rollInitiative(step, sceneOf(step.state, newId), dice, null);
}

/** COT-WAR-1, COT-TIME-1-a: Gang Warfare opens as an Action scene inside the scene it broke out in. */
export function startWarfare(
  step: SceneStep,
  parent: Scene,
  command: StartWarfare,
  dice: Dice,
): Rejection | null {
  const seats = parent.participants.filter((p) => command.fighters.includes(p.characterId));
  if (seats.length < 2) return reject('scene/too-few-fighters', 'Gang Warfare needs at least two fighters');
  let fighters;
  try {
    fighters = seats.map((seat) => {
      const unconscious =
        parent.drop?.characters.find((c) => c.id === seat.characterId)?.unconscious ?? false;
      return fighterSetup(
        step.state.characters[seat.characterId]!,
        seat.side,
        step.state.settings,
        unconscious,
      );
    });
  } catch (error) {
    return reject('scene/bad-gear', error instanceof Error ? error.message : String(error));
  }
  const vehicles = warfareVehicles(step, fighters, command.vehicles ?? []);
  if (!Array.isArray(vehicles)) return vehicles;
  const opened = openChild(step, parent, command.newSceneId, command.name, 'warfare', seats);
  if (opened) return opened;
  const zone = seats[0]?.zone ?? parent.zones[0] ?? 'the scene';
  const start = {
    type: 'warfare/start' as const,
    zone,
    rules: warfareRules(step.state.settings),
    fighters,
    vehicles,
    firstRoundSide: command.firstRoundSide,
  };
  const started = step.run(command.newSceneId, 'warfare', decideWarfare(null, start, dice), warfareNote);
  return (
    started ?? rollInitiative(step, sceneOf(step.state, command.newSceneId), dice, command.firstRoundSide)
  );
}

/**
 * COT-WAR-4, COT-GEAR-3: the fight's vehicles from vehicle-table rows, each named after its row and driver; every
 * driver and passenger must be a fighter, in one vehicle at most.
 */
function warfareVehicles(
  step: SceneStep,
  fighters: readonly FighterSetup[],
  seats: readonly WarfareVehicleSeat[],
): VehicleSetup[] | Rejection {
  const names = new Map(fighters.map((f) => [f.id, f.name]));
  const aboard = new Set<CharacterId>();
  const vehicles: VehicleSetup[] = [];
  for (const seat of seats) {
    const row = findVehicle(seat.vehicle, step.state.settings.vehicleTable);
    if (!row) return reject('scene/unknown-vehicle', `"${seat.vehicle}" is not in the vehicle table`);
    for (const occupant of [seat.driver, ...seat.passengers]) {
      const name = step.state.characters[occupant]?.name ?? occupant;
      if (!names.has(occupant))
        return reject('scene/not-a-fighter', `${name} is not fighting, so cannot ride in the ${row.name}`);
      if (aboard.has(occupant)) return reject('scene/already-aboard', `${name} can only be in one vehicle`);
      aboard.add(occupant);
    }
    const id = `${row.name} (${names.get(seat.driver)!})`;
    if (vehicles.some((v) => v.id === id))
      return reject('scene/already-aboard', `${names.get(seat.driver)!} can only drive one vehicle`);
    vehicles.push({
      id,
      name: row.name,
      body: row.body,
      ramBonus: row.ramBonus,
      driver: seat.driver,
      passengers: seat.passengers,
    });
  }
  return vehicles;
}

/** COT-CHASE-3: a chase opens as an Action scene inside the scene it broke out of. */
export function startChase(
  step: SceneStep,
  parent: Scene,
  command: StartChase,
  dice: Dice,
): Rejection | null {
  const seats = [...command.setup.targets, ...command.setup.pursuers];
  const known = parent.participants.filter((p) => seats.some((s) => s.characterId === p.characterId));
  if (command.setup.targets.length === 0 || command.setup.pursuers.length === 0) {
    return reject('scene/chase-sides', 'A chase needs a Target and at least one pursuer');
  }
  if (known.length !== seats.length)
    return reject('scene/unknown-character', 'Everyone in a chase must be in the scene');
  let entry: { entrants: ChaseEntrant[]; vehicles: ChaseVehicleEntry[] };
  try {
    entry = chaseEntrants(step, parent, command.setup);
  } catch (error) {
    return reject('scene/bad-gear', error instanceof Error ? error.message : String(error));
  }
  const participants = known.map((p) => ({
    ...p,
    role: seats.find((s) => s.characterId === p.characterId)!.role,
  }));
  const opened = openChild(step, parent, command.newSceneId, command.name, 'chase', participants);
  if (opened) return opened;
  const start: ChaseCommand = {
    type: 'chase/start',
    ...entry,
    rules: chaseRules(step.state.settings),
    cramped: command.setup.cramped,
    ...(command.setup.distance === null
      ? {}
      : { distances: distancesFor(entry.entrants, command.setup.distance) }),
  };
  const started = step.run(command.newSceneId, 'chase', decideChase(null, start, dice), generic);
  return started ?? rollInitiative(step, sceneOf(step.state, command.newSceneId), dice, null);
}

function chaseEntrants(
  step: SceneStep,
  parent: Scene,
  setup: ChaseSetup,
): { entrants: ChaseEntrant[]; vehicles: ChaseVehicleEntry[] } {
  const sides = new Map(parent.participants.map((p) => [p.characterId, p.side]));
  const vehicles = new Map<string, ChaseVehicleEntry>();
  const entrants: ChaseEntrant[] = [];
  const seat = (
    role: 'target' | 'pursuer',
    characterId: CharacterId,
    vehicle: string | null,
    driving: string,
  ) => {
    const character = step.state.characters[characterId]!;
    const side = sides.get(characterId) ?? role;
    if (vehicle === null) {
      // Pursuers on foot run together as one group (COT-D-43), the group `distancesFor` names.
      const foot: EntrantSeat =
        role === 'pursuer' ? { kind: 'foot', group: chaseGroupId(onFoot) } : { kind: 'foot' };
      return chaseEntrant(character, step.state.settings, { role, seat: foot, side });
    }
    const row = step.state.settings.vehicleTable.find((v) => v.name === vehicle);
    if (!row) throw new RangeError(`"${vehicle}" is not in the vehicle table`);
    const id = vehicleId(`${role}: ${vehicle}`);
    if (!vehicles.has(id)) vehicles.set(id, chaseVehicle(row, id));
    const kind = driving === 'driver' ? 'driver' : 'passenger';
    return chaseEntrant(character, step.state.settings, { role, seat: { kind, vehicle: id }, side });
  };
  for (const s of setup.targets) entrants.push(seat('target', s.characterId, s.vehicle, s.role));
  for (const s of setup.pursuers) entrants.push(seat('pursuer', s.characterId, s.vehicle, s.role));
  return { entrants, vehicles: [...vehicles.values()] };
}

function distancesFor(entrants: readonly ChaseEntrant[], distance: number): Record<string, number> {
  const groups: Record<string, number> = {};
  for (const entrant of entrants) {
    if (entrant.role !== 'pursuer') continue;
    const group = entrant.seat.kind === 'foot' ? onFoot : entrant.seat.vehicle;
    groups[group] = distance;
  }
  return groups;
}

function openChild(
  step: SceneStep,
  parent: Scene,
  id: Scene['id'],
  name: string,
  kind: 'warfare' | 'chase',
  participants: Scene['participants'],
): Rejection | null {
  if (Object.hasOwn(step.state.scenes, id)) return reject('scene/duplicate-id', 'That scene already exists');
  if (name.trim() === '') return reject('scene/name-empty', 'A scene needs a name');
  const sides = parent.sides.filter((side) => participants.some((p) => p.side === side.id));
  const scene: Scene = {
    id,
    name: name.trim(),
    kind,
    stage: stageOf[kind],
    parent: parent.id,
    sides,
    participants,
    zones: parent.zones,
    initiative: null,
    drop: null,
    warfare: null,
    chase: null,
    ended: null,
  };
  step.push({ type: 'scene/opened', scene });
  return moveClock(step, { type: 'time/open-scene', sceneId: id, label: scene.name, stage: scene.stage });
}
