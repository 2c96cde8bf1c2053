import type { CharacterId } from '../../shared/ids.ts';
import { absent, mustAll, mustBeDistinct, mustFind, mustHave } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import { applyDrop } from '../drop/index.ts';
import type { DropCharacter, DropEvent, DropScene } from '../drop/index.ts';
import { applyToSpot, checkSpot } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { NodeId, SpotChange } from '../spot/index.ts';
import { peopleIn } from '../world/index.ts';
import { applyAlarm } from '../alarm/index.ts';
import type { AlarmEvent } from '../alarm/index.ts';
import { dropZones } from './start.ts';
import type { HeistBreakout, HeistEvent, HeistState } from './types.ts';

/**
 * The Heist after one event: no dice, no settings, no clock. The Drop's events go to the Drop's own `applyDrop`
 * on the `DropScene` the Heist holds; the Spot's to `applyToSpot` on the Spot in play.
 * @throws Error for an event before the start, or one naming a character the Spot does not have.
 */
export function applyHeist(state: HeistState | null, event: HeistEvent): HeistState {
  if (event.type === 'heist/started') {
    if (state !== null) throw new Error('The Heist started a second time');
    checkStart(event);
    return {
      spot: event.spot,
      drop: event.drop,
      crew: event.crew,
      carried: {},
      engaged: [],
      quietRounds: 0,
      breakouts: [],
      ended: null,
      alarm: event.alarm ?? null,
    };
  }
  if (state === null) throw new Error(`${event.type} before the Heist started`);
  switch (event.type) {
    case 'heist/moved':
      here(state, event.character);
      nodeOf(state, event.from);
      nodeOf(state, event.toward);
      return event.arrived ? placed(state, event.character, event.toward) : state;
    case 'heist/placed':
      return placed(state, event.character, event.to);
    case 'heist/joined': {
      if (state.drop.characters.some((c) => c.id === event.character.id)) {
        throw new Error(`${event.character.name} is already at the Spot`);
      }
      if (event.character.zone !== null) zoneOf(state, event.character.zone);
      const crew = event.character.kind === 'crew' ? [...state.crew, event.character.id] : state.crew;
      return {
        ...state,
        crew,
        drop: { ...state.drop, characters: [...state.drop.characters, event.character] },
      };
    }
    case 'heist/ambushed':
      return placed(state, event.character, event.to);
    case 'heist/bypass-rolled': {
      here(state, event.character);
      const barrier = mustHave(
        state.spot.barriers,
        event.barrier,
        `which is no barrier of ${state.spot.name}`,
      );
      mustFind(barrier.securities, event.security, `which is no Security of ${barrier.id}`);
      return state; // the roll is in the log; what it changes follows in its own events
    }
    case 'heist/palmed':
      here(state, event.thief);
      here(state, event.victim);
      return state;
    case 'heist/skill-rolled':
      here(state, event.character);
      return state;
    case 'heist/foresight-spent':
      ofCrew(state, event.character);
      return state;
    case 'heist/researched':
      ofCrew(state, event.result.researcher);
      return state;
    case 'heist/loot-taken': {
      here(state, event.character);
      mustHave(state.spot.loot, event.loot, `which is no loot of ${state.spot.name}`);
      if (Object.hasOwn(state.carried, event.loot))
        throw new Error(`The loot "${event.loot}" is already carried`);
      const carried: Record<string, CharacterId> = { ...state.carried };
      Object.defineProperty(carried, event.loot, {
        value: event.character,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return { ...state, carried };
    }
    case 'heist/became-aware':
      return { ...each(state, event.characters, (c) => ({ ...c, aware: true })), quietRounds: 0 };
    case 'heist/discovered':
      return each(state, [event.character], (c) => ({ ...c, discovered: true }));
    case 'heist/awareness-raised':
      return each(state, event.characters, (c) => ({ ...c, awarenessBonus: c.awarenessBonus + event.bonus }));
    case 'heist/drop':
      return dropped(state, event.event);
    case 'heist/spot-changed':
      return spotChanged(state, event.event);
    case 'heist/disguised':
      ofCrew(state, event.character);
      return event.success
        ? each(state, [event.character], (c) => ({
            ...c,
            presentedIdentity: event.identity,
            discovered: event.concealed ? false : c.discovered, // COT-D-91
          }))
        : state;
    case 'heist/cached':
      return each(state, [event.recipient], (c) => ({
        ...c,
        weapons: event.weapon ? [...c.weapons, event.weapon] : c.weapons,
        training: event.training ?? c.training,
      }));
    case 'heist/rounds-passed': {
      const stood = each(state, event.stoodDown, (c) => ({ ...c, aware: false })); // COT-D-56's alternative
      return { ...stood, quietRounds: event.stoodDown.length > 0 ? 0 : state.quietRounds + event.rounds };
    }
    case 'heist/broke-out':
      return brokeOut(state, event.breakout);
    case 'heist/fight-over': {
      mustAll(event.characters, (id) => state.engaged.includes(id), 'who is not away in a fight or a chase');
      // Older logs copied the fight's conditions back into the Heist here; the sheets, which already had them,
      // are now their only home (COT-CHAR-6), so those copies are checked and passed over.
      for (const { character } of event.conditions ?? []) here(state, character);
      const engaged = state.engaged.filter((id) => !event.characters.includes(id));
      const breakouts = state.breakouts.filter((b) => peopleOf(b).some((id) => engaged.includes(id)));
      return { ...state, engaged, breakouts };
    }
    case 'heist/ended':
      return { ...state, ended: event.summary };
    case 'heist/alarm-noise-made':
    case 'heist/alarm-revealed':
    case 'heist/alarm-lock-bypassed':
    case 'heist/alarm-sensor-off':
    case 'heist/alarm-alert-raised':
    case 'heist/alarm-gate-closed':
    case 'heist/alarm-guards-arrived':
    case 'heist/alarm-edited':
    case 'heist/alarm-sounded':
    case 'heist/alarm-escaped':
      return alarmChanged(state, event);
    default:
      return unreachable(event);
  }
}

/** Folds a Heist log from its start. @throws Error as `applyHeist` does. */
export function replayHeist(events: readonly HeistEvent[]): HeistState | null {
  return events.reduce<HeistState | null>(applyHeist, null);
}

function each(
  state: HeistState,
  ids: readonly CharacterId[],
  change: (c: DropCharacter) => DropCharacter,
): HeistState {
  const wanted = new Set(ids);
  for (const id of wanted) here(state, id);
  const characters = state.drop.characters.map((c) => (wanted.has(c.id) ? change(c) : c));
  return { ...state, drop: { ...state.drop, characters } };
}

function placed(state: HeistState, id: CharacterId, to: NodeId): HeistState {
  nodeOf(state, to);
  return each(state, [id], (c) => ({ ...c, zone: to === outside ? null : to }));
}

/** The character at the Spot with this id. @throws Error when nobody there has it. */
function here(state: HeistState, id: CharacterId): DropCharacter {
  return mustFind(state.drop.characters, id, 'who is not at the Spot');
}

/** @throws Error when `id` is not one of the Heist's crew. */
function ofCrew(state: HeistState, id: CharacterId): void {
  if (!state.crew.includes(id)) throw absent(id, 'who is not of the crew at the Spot');
}

function zoneOf(state: HeistState, id: string): void {
  mustHave(state.spot.zones, id, `which is no zone of ${state.spot.name}`);
}

/** A place to be: a zone of the Spot, or Outside (COT-D-48). */
function nodeOf(state: HeistState, id: NodeId): void {
  if (id !== outside) zoneOf(state, id);
}

/**
 * The Heist as it starts names nothing it does not hold: its Spot is whole (`checkSpot`), the Drop's zones are the
 * Spot's, everyone at the Spot is listed once and stands in one of its zones or Outside, the crew and any response
 * awaited are people at the Spot.
 */
function checkStart(event: Extract<HeistEvent, { type: 'heist/started' }>): void {
  const { spot, drop, crew } = event;
  checkSpot(spot);
  const zone = (id: string) => mustHave(spot.zones, id, `which is no zone of ${spot.name}`);
  for (const z of drop.zones) {
    zone(z.id);
    for (const next of z.adjacent) zone(next);
  }
  mustBeDistinct(
    drop.characters.map((c) => c.id),
    'the people at the Spot',
  );
  for (const c of drop.characters) if (c.zone !== null) zone(c.zone);
  const present = (id: string) => drop.characters.some((c) => c.id === id);
  mustBeDistinct(crew, 'the crew');
  mustAll(crew, present, 'who is not at the Spot');
  mustAll(
    drop.pending.flatMap((p) => [p.target, p.attacker]),
    present,
    'who is not at the Spot',
  );
}

/** The Drop's own apply; a fight or a chase breaking out takes its people out of the Heist's turns (COT-D-65). */
function dropped(state: HeistState, event: DropEvent): HeistState {
  const breakout = breakoutOf(state, event);
  const drop: DropScene = applyDrop(state.drop, event);
  const quietRounds = event.type === 'drop/became-aware' ? 0 : state.quietRounds;
  const next = { ...state, drop, quietRounds };
  return breakout ? brokeOut(next, breakout) : next;
}

/**
 * The fight a Square Up starts, or the chase a Flee may start, the attacker giving chase (COT-DROP-5): the Drop's own
 * responses name Gang Warfare and a chase, so these two records are the Drop's rule, not a list of breakouts.
 */
function breakoutOf(state: HeistState, event: DropEvent): HeistBreakout | null {
  if (event.type === 'drop/squared-up') {
    const { zone, participants, firstRoundSide } = event.warfare;
    return { kind: 'warfare', lead: event.target, zone, participants, firstRoundSide };
  }
  if (event.type !== 'drop/fled') return null;
  const attacker = state.drop.pending.find((p) => p.target === event.target)?.attacker;
  const pursuers = [...event.chase.pursuers, ...(attacker ? [attacker] : [])];
  return {
    kind: 'chase',
    lead: event.target,
    zone: event.chase.zone,
    origin: 'flee', // COT-D-39: it starts at `flee_chase_distance`
    targets: event.chase.targets,
    pursuers,
  };
}

/**
 * COT-D-65: the people of a fight or a chase that broke out act there, not in the Heist: people at the Spot, in
 * one of its zones, the one it starts from among them.
 */
function brokeOut(state: HeistState, breakout: HeistBreakout): HeistState {
  const people = peopleOf(breakout);
  for (const id of people) here(state, id);
  if (!people.includes(breakout.lead)) throw absent(breakout.lead, 'who is not among those it takes in');
  zoneOf(state, breakout.zone);
  const side = breakout.firstRoundSide ?? null;
  if (side !== null && !state.drop.characters.some((c) => c.side === side))
    throw absent(side, 'which is no side at the Spot');
  const joining = peopleOf(breakout).filter((id) => !state.engaged.includes(id));
  return { ...state, engaged: [...state.engaged, ...joining], breakouts: [...state.breakouts, breakout] };
}

/** Everyone a scene that broke out takes in: every list of people its record holds, in order. */
export function peopleOf(breakout: HeistBreakout): readonly CharacterId[] {
  return peopleIn(breakout);
}

/** The Spot in play follows the campaign's; a Blueprint zone also becomes a zone the Drop knows. */
function spotChanged(state: HeistState, event: SpotChange): HeistState {
  const spot = applyToSpot(state.spot, event);
  if (event.type !== 'spot/blueprint-added') return { ...state, spot };
  return { ...state, spot, drop: { ...state.drop, zones: dropZones(spot) } };
}

/**
 * An event of the alarm track: the track's own part (`applyAlarm`), then what it does to the Heist around it: a
 * lock's Securities on the Spot in play (this Heist's copy only: the campaign's Spot keeps the GM's plan), guards
 * joining, an escaped crew member Outside.
 */
function alarmChanged(state: HeistState, event: AlarmEvent): HeistState {
  if (!state.alarm) throw new Error(`${event.type} in a Heist without the alarm track`);
  const alarm = applyAlarm(state.alarm, event);
  const next: HeistState = { ...state, alarm };
  switch (event.type) {
    case 'heist/alarm-revealed': {
      zoneOf(state, event.zone);
      let spot = next.spot;
      for (const { barrier, security } of event.locks) {
        const current = mustHave(spot.barriers, barrier, `which is no barrier of ${spot.name}`);
        if (current.securities.some((s) => s.id === security.id))
          throw new Error(`"${security.id}" is already there`);
        spot = {
          ...spot,
          barriers: {
            ...spot.barriers,
            [barrier]: { ...current, securities: [...current.securities, security] },
          },
        };
      }
      return { ...next, spot };
    }
    case 'heist/alarm-sensor-off':
      here(state, event.character);
      return next;
    case 'heist/alarm-lock-bypassed':
      return {
        ...next,
        spot: applyToSpot(next.spot, {
          type: 'spot/security-bypassed',
          spotId: next.spot.id,
          barrierId: event.barrier,
          securityId: event.security,
        }),
      };
    case 'heist/alarm-guards-arrived': {
      for (const { character } of event.guards) {
        if (state.drop.characters.some((c) => c.id === character.id)) {
          throw new Error(`${character.name} is already at the Spot`);
        }
        if (character.zone !== null) zoneOf(state, character.zone);
      }
      const joining = event.guards.map((g) => g.character);
      return { ...next, drop: { ...next.drop, characters: [...next.drop.characters, ...joining] } };
    }
    case 'heist/alarm-escaped':
      ofCrew(state, event.character);
      return event.outcome === 'escaped' ? placed(next, event.character, outside) : next;
    default:
      return next;
  }
}
