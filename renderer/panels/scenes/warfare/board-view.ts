import { warfare } from '../../../../core/index.ts';
import type { CharacterId, Scene } from '../../../../core/index.ts';
import { days } from '../heist/board-text.ts';
import type { Tag } from '../heist/board-text.ts';

/** The Gang Warfare board's words for the fight's state: the sides, each fighter's state, the vehicles. */

type Fight = warfare.WarfareState;
type Fighter = warfare.Fighter;

/** The fight's fighters side by side, in the scene's side order. */
export function fightersBySide(
  scene: Pick<Scene, 'sides'>,
  fight: Fight,
): { side: string; label: string; fighters: Fighter[] }[] {
  const order: string[] = scene.sides.map((s) => s.id);
  for (const f of fight.fighters) if (!order.includes(f.side)) order.push(f.side);
  return order
    .map((side) => ({
      side,
      label: scene.sides.find((s) => s.id === side)?.label ?? side,
      fighters: fight.fighters.filter((f) => f.side === side),
    }))
    .filter((group) => group.fighters.length > 0);
}

/**
 * A fighter's state in words, most telling first: Dead, Wounded, Unconscious (with the fight rounds left under
 * `unconscious_duration`, COT-D-32), gone, holds (COT-WAR-9), flights (COT-WAR-11).
 */
export function fighterTags(fight: Fight, fighter: Fighter, nameOf: (id: CharacterId) => string): Tag[] {
  if (fighter.condition.state === 'dead') return [{ text: 'Dead', tone: 'bad' }];
  const tags: Tag[] = [];
  const warn = (text: string) => tags.push({ text, tone: 'warn' });
  if (fighter.condition.state === 'wounded') {
    tags.push({ text: `Wounded (${days(fighter.condition.recoveryDays)})`, tone: 'bad' });
  }
  if (fighter.unconscious) {
    const left = fighter.unconsciousRoundsLeft;
    warn(
      left === undefined
        ? 'Unconscious until woken'
        : `Unconscious, ${left} round${left === 1 ? '' : 's'} left`,
    );
  }
  if (fighter.presence === 'surrendered') tags.push({ text: 'Surrendered', tone: null });
  if (fighter.presence === 'left') tags.push({ text: 'Left the fight', tone: null });
  if (fighter.restrainedBy) warn(`Restrained by ${nameOf(fighter.restrainedBy)}`);
  const held = warfare.heldBy(fight, fighter.id);
  if (held.length > 0) tags.push({ text: `Holding ${held.map((f) => nameOf(f.id)).join(', ')}`, tone: null });
  for (const flight of fight.flights) {
    if (flight.leader === fighter.id) warn('Fleeing: leaves on their next turn');
    else if (flight.allies.includes(fighter.id)) warn(`Flees with ${nameOf(flight.leader)}`);
    else if (flight.pursuers.includes(fighter.id)) warn(`Will chase ${nameOf(flight.leader)}`);
  }
  if (tags.length === 0) tags.push({ text: 'Fighting', tone: null });
  return tags;
}

/** A vehicle in the fight as the board lists it (COT-WAR-4, COT-D-34): Body and whether it still runs. */
export function vehicleText(vehicle: warfare.WarVehicle, nameOf: (id: CharacterId) => string): string {
  const state = vehicle.wrecked ? 'wrecked' : vehicle.stopped ? 'stopped (crashed)' : 'running';
  const crew = [
    vehicle.driver === null ? 'no driver' : `driven by ${nameOf(vehicle.driver)}`,
    ...(vehicle.passengers.length > 0 ? [`with ${vehicle.passengers.map(nameOf).join(', ')}`] : []),
  ];
  return `${vehicle.name}: Body ${vehicle.body}, ${state}; ${crew.join(' ')}`;
}

/** A declared Flee in words (COT-WAR-11): who leaves with the leader, who is ready to give chase. */
export function flightText(flight: warfare.Flight, nameOf: (id: CharacterId) => string): string {
  const allies =
    flight.allies.length > 0 ? `; fleeing with them: ${flight.allies.map(nameOf).join(', ')}` : '';
  const pursuers =
    flight.pursuers.length > 0 ? `; ready to chase: ${flight.pursuers.map(nameOf).join(', ')}` : '';
  return `${nameOf(flight.leader)} declared Flee and leaves on their next turn${allies}${pursuers}`;
}
