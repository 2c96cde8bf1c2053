import type { CharacterId } from '../../shared/ids.ts';
import { unreachable } from '../../shared/result.ts';
import { applyDrop } from '../drop/apply.ts';
import type { DropCharacter, DropEvent, DropScene } from '../drop/types.ts';
import { applyToSpot } from '../spot/apply.ts';
import { outside } from '../spot/types.ts';
import type { NodeId, SpotChange } from '../spot/types.ts';
import { dropZones } from './start.ts';
import type { HeistBreakout, HeistEvent, HeistState } from './types.ts';

/**
 * The Heist after one event: no dice, no settings, no clock. The Drop's events go to the Drop's own `applyDrop`
 * on the `DropScene` the Heist holds; the Spot's to `applyToSpot` on the Spot in play.
 * @throws Error for an event before the start, or one naming a character the Spot does not have.
 */
export function applyHeist(state: HeistState | null, event: HeistEvent): HeistState {
  if (event.type === 'heist/started') {
    return {
      spot: event.spot,
      drop: event.drop,
      crew: event.crew,
      carried: {},
      engaged: [],
      quietRounds: 0,
      breakouts: [],
      ended: null,
    };
  }
  if (state === null) throw new Error(`${event.type} before the Heist started`);
  switch (event.type) {
    case 'heist/moved':
      return event.arrived ? placed(state, event.character, event.toward) : state;
    case 'heist/placed':
      return placed(state, event.character, event.to);
    case 'heist/joined': {
      if (state.drop.characters.some((c) => c.id === event.character.id)) {
        throw new Error(`${event.character.name} is already at the Spot`);
      }
      const { zone } = event.character;
      if (zone !== null && !Object.hasOwn(state.spot.zones, zone))
        throw new Error(`The Spot has no zone "${zone}"`);
      const crew = event.character.kind === 'crew' ? [...state.crew, event.character.id] : state.crew;
      return {
        ...state,
        crew,
        drop: { ...state.drop, characters: [...state.drop.characters, event.character] },
      };
    }
    case 'heist/ambushed':
      return placed(state, event.character, event.to);
    case 'heist/bypass-rolled':
    case 'heist/palmed':
    case 'heist/skill-rolled':
    case 'heist/foresight-spent':
    case 'heist/researched':
      return state; // the roll is in the log; what it changes follows in its own events
    case 'heist/loot-taken':
      return { ...state, carried: { ...state.carried, [event.loot]: event.character } };
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
      const engaged = state.engaged.filter((id) => !event.characters.includes(id));
      const breakouts = state.breakouts.filter((b) => peopleOf(b).some((id) => engaged.includes(id)));
      const back = (event.conditions ?? []).reduce(
        (s, { character, condition }) => each(s, [character], (c) => ({ ...c, condition })),
        state,
      );
      return { ...back, engaged, breakouts };
    }
    case 'heist/ended':
      return { ...state, ended: event.summary };
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
  for (const id of wanted) {
    if (!state.drop.characters.some((c) => c.id === id)) throw new Error(`The Spot has no character "${id}"`);
  }
  const characters = state.drop.characters.map((c) => (wanted.has(c.id) ? change(c) : c));
  return { ...state, drop: { ...state.drop, characters } };
}

function placed(state: HeistState, id: CharacterId, to: NodeId): HeistState {
  if (to !== outside && !Object.hasOwn(state.spot.zones, to)) throw new Error(`The Spot has no zone "${to}"`);
  return each(state, [id], (c) => ({ ...c, zone: to === outside ? null : to }));
}

/** The Drop's own apply; a fight or a chase breaking out takes its people out of the Heist's turns (COT-D-65). */
function dropped(state: HeistState, event: DropEvent): HeistState {
  const breakout = breakoutOf(state, event);
  const drop: DropScene = applyDrop(state.drop, event);
  const quietRounds = event.type === 'drop/became-aware' ? 0 : state.quietRounds;
  const next = { ...state, drop, quietRounds };
  return breakout ? brokeOut(next, breakout) : next;
}

/** The fight a Square Up starts, or the chase a Flee may start, the attacker giving chase (COT-DROP-5). */
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
    targets: event.chase.targets,
    pursuers,
  };
}

/** COT-D-65: the people of a fight or a chase that broke out act there, not in the Heist. */
function brokeOut(state: HeistState, breakout: HeistBreakout): HeistState {
  const joining = peopleOf(breakout).filter((id) => !state.engaged.includes(id));
  return { ...state, engaged: [...state.engaged, ...joining], breakouts: [...state.breakouts, breakout] };
}

/** Everyone a fight or a chase that broke out takes in. */
export function peopleOf(breakout: HeistBreakout): readonly CharacterId[] {
  return breakout.kind === 'warfare' ? breakout.participants : [...breakout.targets, ...breakout.pursuers];
}

/** The Spot in play follows the campaign's; a Blueprint zone also becomes a zone the Drop knows. */
function spotChanged(state: HeistState, event: SpotChange): HeistState {
  const spot = applyToSpot(state.spot, event);
  if (event.type !== 'spot/blueprint-added') return { ...state, spot };
  return { ...state, spot, drop: { ...state.drop, zones: dropZones(spot) } };
}
