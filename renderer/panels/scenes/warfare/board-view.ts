import { poolOdds, warfare } from '../../../../core/index.ts';
import type { CharacterId, Scene, gear } from '../../../../core/index.ts';
import { days } from '../drop/odds-rows.ts';
import type { OddsRow } from '../drop/odds-rows.ts';

type Fight = warfare.WarfareState;
type Fighter = warfare.Fighter;

/**
 * What one attack does to one target (COT-WAR-5..7), as odds rows: no damage on a catastrophe, each Cover
 * loss, each wound, death. Every row is shown, Dead even at 0%, so the GM sees what cannot happen yet.
 */
export function coverOddsRows(odds: warfare.CoverDamageOdds, rerollAfterWound: boolean): OddsRow[] {
  const after = rerollAfterWound ? 'Cover re-rolled (COT-D-36)' : 'Cover stays 0 until Reposition';
  return [
    { id: 'none', label: 'No damage (catastrophe, COT-WAR-5)', probability: odds.noDamage, tone: 'fumble' },
    ...odds.coverLoss.map((row): OddsRow => ({
      id: `loss-${row.loss}`,
      label: `Cover −${row.loss} (to ${row.coverAfter})`,
      probability: row.probability,
      tone: 'hurt',
    })),
    ...odds.wounded.map((row): OddsRow => ({
      id: `wounded-${row.recoveryDays}`,
      label: `Wounded, ${days(row.recoveryDays)} to recover; ${after}`,
      probability: row.probability,
      tone: 'down',
    })),
    { id: 'dead', label: 'Dead (already Wounded, COT-WAR-7)', probability: odds.dead, tone: 'dead' },
  ];
}

/** The fight's fighters side by side, in the scene's side order. */
export function fightersBySide(
  scene: Pick<Scene, 'sides'>,
  fight: Fight,
): { side: string; label: string; fighters: Fighter[] }[] {
  const order = [...scene.sides.map((s) => s.id as string)];
  for (const f of fight.fighters) if (!order.includes(f.side)) order.push(f.side);
  return order
    .map((side) => ({
      side,
      label: scene.sides.find((s) => s.id === side)?.label ?? side,
      fighters: fight.fighters.filter((f) => f.side === side),
    }))
    .filter((group) => group.fighters.length > 0);
}

/** A fighter's state in words, most important first: Dead, Wounded, Unconscious, gone, holds, flights. */
export function fighterTags(fight: Fight, fighter: Fighter, nameOf: (id: CharacterId) => string): string[] {
  if (fighter.condition.state === 'dead') return ['Dead'];
  const tags: string[] = [];
  if (fighter.condition.state === 'wounded') tags.push(`Wounded (${days(fighter.condition.recoveryDays)})`);
  if (fighter.unconscious) tags.push('Unconscious');
  if (fighter.presence === 'surrendered') tags.push('Surrendered');
  if (fighter.presence === 'left') tags.push('Left the fight');
  if (fighter.restrainedBy) tags.push(`Restrained by ${nameOf(fighter.restrainedBy)}`);
  const held = fight.fighters.filter((f) => f.restrainedBy === fighter.id && f.condition.state !== 'dead');
  if (held.length > 0) tags.push(`Holding ${held.map((f) => f.name).join(', ')}`);
  for (const flight of fight.flights) {
    if (flight.leader === fighter.id) tags.push('Fleeing: leaves on their next turn');
    else if (flight.allies.includes(fighter.id)) tags.push(`Flees with ${nameOf(flight.leader)}`);
    else if (flight.pursuers.includes(fighter.id)) tags.push(`Will chase ${nameOf(flight.leader)}`);
  }
  if (tags.length === 0) tags.push('Fighting');
  return tags;
}

/** Who can take a turn: alive, conscious, still fighting (COT-DROP-9, COT-D-40); Flee leaders included (they Leave). */
export function actingFighters(fight: Fight): Fighter[] {
  return fight.fighters.filter(warfare.isAble);
}

/** What a fighter may do on their turn (COT-WAR-3), each refusal with its reason and rule. */
export interface FighterOptions {
  /** Declared Flee: their next turn is leaving (or surrendering) (COT-WAR-11). */
  readonly leading: boolean;
  /** Null when allowed, else why not. */
  readonly attack: string | null;
  readonly reposition: string | null;
  readonly flee: string | null;
  readonly breakFree: string | null;
  /** Flights they may join, with how they would join them. */
  readonly flights: readonly { readonly leader: Fighter; readonly role: 'ally' | 'pursuer' }[];
}

/** What this fighter may do now, by the rules of Gang Warfare (COT-WAR-3, COT-WAR-9, COT-WAR-11). */
export function fighterOptions(fight: Fight, fighter: Fighter): FighterOptions {
  const leading = fight.flights.some((flight) => flight.leader === fighter.id);
  const inFlight = fight.flights.some(
    (f) => f.leader === fighter.id || f.allies.includes(fighter.id) || f.pursuers.includes(fighter.id),
  );
  const restrained = fighter.restrainedBy !== null ? 'Restrained (COT-WAR-9)' : null;
  const fleeing = leading ? 'declared Flee: their turn is leaving (COT-WAR-11)' : null;
  const joined = inFlight ? 'already in a flight' : null;
  const flights =
    inFlight || restrained
      ? []
      : fight.flights.flatMap((flight) => {
          const leader = fight.fighters.find((f) => f.id === flight.leader);
          if (!leader) return [];
          return [{ leader, role: leader.side === fighter.side ? ('ally' as const) : ('pursuer' as const) }];
        });
  return {
    leading,
    attack: fleeing,
    reposition: fleeing ?? restrained,
    flee: fleeing ?? restrained ?? joined,
    breakFree: fleeing ?? (fighter.restrainedBy === null ? 'not Restrained' : null),
    flights,
  };
}

/** The chase a Leave calls for (COT-WAR-11): the leader and allies who left, and the pursuers who left after them. */
export function chaseAfterLeave(
  flight: warfare.Flight,
  fight: Fight,
): { targets: CharacterId[]; pursuers: CharacterId[] } | null {
  const left = (id: CharacterId) => fight.fighters.find((f) => f.id === id)?.presence === 'left';
  if (!left(flight.leader)) return null;
  return {
    targets: [flight.leader, ...flight.allies].filter(left),
    pursuers: flight.pursuers.filter(left),
  };
}

/** The chances of a Reposition's new Cover against the old (COT-WAR-10, COT-D-38), with the totals' distribution. */
export function repositionOdds(
  check: Pick<gear.PreparedCheck, 'pool' | 'autoFail'>,
  cover: number,
  keepBetter: boolean,
): { higher: number; same: number; lower: number; distribution: readonly number[] } {
  const distribution = check.autoFail ? [1] : poolOdds(check.pool, 0).distribution;
  let higher = 0;
  let same = 0;
  distribution.forEach((p, total) => {
    if (total > cover) higher += p;
    else if (total === cover || keepBetter) same += p;
  });
  return { higher, same, lower: Math.max(0, 1 - higher - same), distribution };
}

/** The winner's words when the fight is over (COT-WAR-13). */
export function winnerText(scene: Pick<Scene, 'sides'>, ended: { readonly winner: string | null }): string {
  if (ended.winner === null) return 'Nobody is left able and willing to fight';
  const label = scene.sides.find((s) => s.id === ended.winner)?.label ?? ended.winner;
  return `${label} hold the field`;
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

/** The crash check of a risky vehicle attack (COT-D-34) as odds rows: no crash, then each amount of damage. */
export function crashOddsRows(odds: warfare.CrashOdds): OddsRow[] {
  return [
    { id: 'safe', label: 'No crash', probability: 1 - odds.crash, tone: 'calm' },
    ...odds.damage.map((row): OddsRow => ({
      id: `crash-${row.damage}`,
      label: `Crash: Body and occupants' Cover −${row.damage}, the vehicle stops`,
      probability: row.probability,
      tone: 'hurt',
    })),
  ];
}
