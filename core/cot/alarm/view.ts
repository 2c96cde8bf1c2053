import { gateLetter, nodeName } from '../spot/index.ts';
import type { AlarmGate, Spot } from '../spot/index.ts';
import { itemLabel } from './describe.ts';
import { cameraIn, sensorsIn } from './track.ts';
import type {
  AlarmCrewView,
  AlarmRules,
  AlarmState,
  AlarmView,
  EscapeView,
  GateView,
  RevealView,
  ZoneAlarmView,
} from './types.ts';

/**
 * The track as the boards draw it. The GM's view holds the bag, the unknown zones and the deck ahead; the crew's
 * (`crewAlarmView`) is built from it by leaving those out, so nothing unrevealed can reach the crew's map.
 */

/** The GM's view of the track; `escapes` are the Heist's (it knows who is inside and their Foresight). */
export function alarmView(
  alarm: AlarmState,
  spot: Spot,
  rules: AlarmRules,
  escapes: readonly EscapeView[],
): AlarmView {
  const zoneName = (zone: string) => nodeName(spot, zone);
  return {
    noise: alarm.noise,
    alarmAt: alarm.track.alarm,
    thresholds: alarm.track.alerts.map((at, index) => ({ at, crossed: index < alarm.crossed })),
    nextThreshold: alarm.track.alerts[alarm.crossed] ?? null,
    revealed: alarm.revealed.map((reveal) => revealView(alarm, spot, reveal)),
    gates: alarm.gates.map((gate, index) => gateView(spot, gate, index, index < alarm.closed)),
    sounded: alarm.sounded,
    played: alarm.played,
    escapes: alarm.sounded === null ? [] : escapes,
    bag: alarm.bag,
    unknown: alarm.unknown.map((zone) => ({ zone, name: zoneName(zone) })),
    deck: alarm.deck,
    noiseTable: rules.noise,
  };
}

/** The crew's view: the GM's without the bag, the unknown zones, the deck ahead and the noise table. */
export function crewAlarmView(view: AlarmView): AlarmCrewView {
  return {
    noise: view.noise,
    alarmAt: view.alarmAt,
    thresholds: view.thresholds,
    revealed: view.revealed,
    gates: view.gates,
    sounded: view.sounded,
    played: view.played,
    escapes: view.escapes,
  };
}

/** One zone as the track marks it; `forCrew` leaves out whether it still hides something. */
export function zoneAlarmView(alarm: AlarmState, spot: Spot, zone: string, forCrew: boolean): ZoneAlarmView {
  const reveal = alarm.revealed.find((r) => r.zone === zone);
  const gateIndex = alarm.gates.findIndex((gate) => gate.kind === 'zone' && gate.zone === zone);
  return {
    unknown: !forCrew && alarm.unknown.includes(zone),
    revealed: reveal ? revealView(alarm, spot, reveal) : null,
    camera: cameraIn(alarm, zone),
    blocked: sensorsIn(alarm, zone).length > 0,
    gate: gateIndex < 0 ? null : { letter: gateLetter(gateIndex), closed: gateIndex < alarm.closed },
  };
}

/** The gate a barrier is, with whether it closed; null: not a gate. */
export function barrierGate(
  alarm: AlarmState,
  barrier: string,
): { readonly letter: GateView['letter']; readonly closed: boolean } | null {
  const index = alarm.gates.findIndex((gate) => gate.kind === 'barrier' && gate.barrier === barrier);
  return index < 0 ? null : { letter: gateLetter(index), closed: index < alarm.closed };
}

function revealView(alarm: AlarmState, spot: Spot, reveal: AlarmState['revealed'][number]): RevealView {
  const zoneName = (zone: string) => nodeName(spot, zone);
  return {
    ...reveal,
    zoneName: zoneName(reveal.zone),
    label: reveal.item ? itemLabel(reveal.item, zoneName) : 'Nothing',
    blocking: reveal.item?.kind === 'pressure-sensor' && !alarm.sensorsOff.includes(reveal.item.id),
  };
}

function gateView(spot: Spot, gate: AlarmGate, index: number, closed: boolean): GateView {
  const label =
    gate.kind === 'zone'
      ? nodeName(spot, gate.zone)
      : (() => {
          const barrier = spot.barriers[gate.barrier];
          return barrier
            ? `the way between ${nodeName(spot, barrier.ends[0])} and ${nodeName(spot, barrier.ends[1])}`
            : gate.barrier;
        })();
  return { letter: gateLetter(index), gate, label, closed };
}
