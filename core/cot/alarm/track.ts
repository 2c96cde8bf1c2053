import type { Dice } from '../../dice/dice.ts';
import { barriersBetween, gateLetter, linksOf, outside } from '../spot/index.ts';
import type {
  AlarmCard,
  AlarmGate,
  AlarmItem,
  AlarmPlan,
  Barrier,
  GateLetter,
  NodeId,
  Security,
  Spot,
} from '../spot/index.ts';
import type { AlarmState } from './types.ts';

/** The track's rules as pure functions: its start, a draw from the bag, thresholds, the deck, gates and ways. */

/** The track as a Heist opens with it on: the plan's bag, unknown zones, gates, track and deck, nothing played. */
export function startAlarm(plan: AlarmPlan): AlarmState {
  return {
    bag: plan.bag,
    unknown: plan.unknown,
    revealed: [],
    sensorsOff: [],
    noise: 0,
    track: plan.track,
    crossed: 0,
    deck: plan.deck,
    played: [],
    gates: plan.gates,
    closed: 0,
    sounded: null,
    arrivals: {},
    escapes: {},
  };
}

/** Whether a Heist opens with the track: its own choice, else the Spot's plan's, else the table's default. */
export function trackOn(
  choice: boolean | undefined,
  plan: AlarmPlan | null | undefined,
  byDefault: boolean,
): boolean {
  return choice ?? plan?.on ?? byDefault;
}

/**
 * One item drawn at random from the bag: a die with as many sides as the bag has items picks it (the die is
 * logged, so replay needs no dice). An empty bag draws nothing and rolls nothing.
 */
export function drawFromBag(
  bag: readonly AlarmItem[],
  dice: Dice,
): { readonly item: AlarmItem; readonly draw: { readonly sides: number; readonly face: number } } | null {
  if (bag.length === 0) return null;
  const face = bag.length === 1 ? 1 : dice.roll(bag.length);
  const item = bag[face - 1];
  if (!item) throw new RangeError(`A d${bag.length} showed ${face}`);
  return { item, draw: { sides: bag.length, face } };
}

/**
 * The thresholds a noise of `amount` more crosses, in order: each threshold above the noise now and at most the
 * noise after, not yet crossed. One action crossing two raises two alerts.
 */
export function thresholdsCrossed(alarm: AlarmState, amount: number): readonly number[] {
  const after = alarm.noise + amount;
  return alarm.track.alerts.slice(alarm.crossed).filter((at) => at <= after);
}

/** Whether noise of `amount` more reaches the track's last step (the alarm) for the first time. */
export function reachesAlarm(alarm: AlarmState, amount: number): boolean {
  return (
    alarm.sounded === null && alarm.noise < alarm.track.alarm && alarm.noise + amount >= alarm.track.alarm
  );
}

/**
 * The cards one alert plays from the top of a deck (MotH "Raise Alert"): Special cards on top are set aside and
 * played too (they are not the alert); the first ordinary card is the alert's own. A deck that runs out: no card.
 */
export function dealAlert(deck: readonly AlarmCard[]): {
  readonly specials: readonly AlarmCard[];
  readonly card: AlarmCard | null;
} {
  const specials: AlarmCard[] = [];
  for (const card of deck) {
    if (!card.special) return { specials, card };
    specials.push(card);
  }
  return { specials, card: null };
}

/** The next lockdown gate to close, with its letter; null when every gate is closed. */
export function nextGate(
  alarm: AlarmState,
): { readonly letter: GateLetter; readonly gate: AlarmGate } | null {
  const gate = alarm.gates[alarm.closed];
  return gate ? { letter: gateLetter(alarm.closed), gate } : null;
}

/** The gates already closed (always the first ones). */
export function closedGates(alarm: AlarmState): readonly AlarmGate[] {
  return alarm.gates.slice(0, alarm.closed);
}

/** The closed gate that shuts this barrier, or the way into this zone; null: none. */
export function closedGateOn(alarm: AlarmState, barrier: Barrier, into: NodeId): GateLetter | null {
  const index = closedGates(alarm).findIndex(
    (gate) =>
      (gate.kind === 'barrier' && gate.barrier === barrier.id) ||
      (gate.kind === 'zone' && gate.zone === into),
  );
  return index < 0 ? null : gateLetter(index);
}

/** The revealed pressure sensors still on in a zone: nobody moves into it (MotH "Pressure Sensors"). */
export function sensorsIn(
  alarm: AlarmState,
  zone: NodeId,
): readonly Extract<AlarmItem, { kind: 'pressure-sensor' }>[] {
  return alarm.revealed.flatMap((reveal) =>
    reveal.zone === zone &&
    reveal.item?.kind === 'pressure-sensor' &&
    !alarm.sensorsOff.includes(reveal.item.id)
      ? [reveal.item]
      : [],
  );
}

/** The sensors whose control panel is in `zone` and which are still on (a crew member standing there turns them off). */
export function sensorsPanelledIn(
  alarm: AlarmState,
  zone: NodeId,
): readonly { readonly item: string; readonly zone: string }[] {
  return alarm.revealed.flatMap((reveal) =>
    reveal.item?.kind === 'pressure-sensor' &&
    reveal.item.panel === zone &&
    !alarm.sensorsOff.includes(reveal.item.id)
      ? [{ item: reveal.item.id, zone: reveal.zone }]
      : [],
  );
}

/**
 * A camera's Awareness in a zone (revealed there), or null. The zone's Awareness is then at least this, guards or
 * none (COT-GUARD-3 with a camera watching: see the decisions).
 */
export function cameraIn(alarm: AlarmState, zone: NodeId): number | null {
  let best: number | null = null;
  for (const reveal of alarm.revealed) {
    if (reveal.zone === zone && reveal.item?.kind === 'camera') {
      best = best === null ? reveal.item.awareness : Math.max(best, reveal.item.awareness);
    }
  }
  return best;
}

/** Why a move across `barrier` into `to` is refused by the track (a closed gate, a pressure sensor); null: not. */
export function wayShut(alarm: AlarmState, spot: Spot, barrier: Barrier, to: NodeId): string | null {
  const letter = closedGateOn(alarm, barrier, to);
  if (letter) return `Lockdown gate ${letter} is closed`;
  if (to !== outside && sensorsIn(alarm, to).length > 0) {
    return `A pressure sensor guards ${spot.zones[to]?.name ?? to}: a crew member must stand at its control panel first`;
  }
  return null;
}

/** Whether every barrier between two nodes is shut by the track (the move is refused only when all are). */
export function allWaysShut(alarm: AlarmState, spot: Spot, from: NodeId, to: NodeId): string | null {
  const barriers = barriersBetween(spot, from, to);
  if (barriers.length === 0) return null;
  const reasons = barriers.map((barrier) => wayShut(alarm, spot, barrier, to));
  return reasons.every((reason) => reason !== null) ? reasons[0]! : null;
}

/** The unknown zones next to a zone (joined to it by a barrier), in the plan's order, and the zone itself if unknown. */
export function unknownNear(alarm: AlarmState, spot: Spot, zone: NodeId): readonly string[] {
  if (zone === outside) {
    const near = new Set(linksOf(spot, outside).map((link) => link.other));
    return alarm.unknown.filter((id) => near.has(id));
  }
  const near = new Set([zone, ...linksOf(spot, zone).map((link) => link.other)]);
  return alarm.unknown.filter((id) => near.has(id));
}

/**
 * The Securities a lock puts on every way into its zone (MotH: "You may not enter a Locked tile"): one per barrier,
 * tagged lock with the lock's score, ids made from the item's and the barrier's so they never clash.
 */
export function lockSecurities(
  spot: Spot,
  zone: string,
  item: Extract<AlarmItem, { kind: 'lock' }>,
): readonly { readonly barrier: string; readonly security: Security }[] {
  return linksOf(spot, zone).map(({ barrier }) => ({
    barrier: barrier.id,
    security: { id: `${item.id}@${barrier.id}`, tag: 'lock', score: item.score, bypassed: false },
  }));
}

/** Whether a Security was put there by the track (a revealed lock): the campaign's Spot never had it. */
export function isAlarmSecurity(alarm: AlarmState, barrier: string, security: string): boolean {
  return alarm.revealed.some(
    (reveal) => reveal.item?.kind === 'lock' && security === `${reveal.item.id}@${barrier}`,
  );
}
