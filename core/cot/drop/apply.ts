import type { CharacterId } from '../../shared/ids.ts';
import { mustFind } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import { characterOf } from './characters.ts';
import type { DropCharacter, DropEvent, DropScene } from './types.ts';

/**
 * The Spot after one Drop event: no dice, no clock. Events are trusted (decide checked them); one naming a
 * character the scene does not have is a corrupt log and throws.
 * @throws Error for an event naming an unknown character.
 */
export function applyDrop(scene: DropScene, event: DropEvent): DropScene {
  for (const id of peopleNamed(event)) characterOf(scene, id);
  const zone =
    event.type === 'drop/fled'
      ? event.chase.zone
      : event.type === 'drop/squared-up'
        ? event.warfare.zone
        : null;
  if (zone !== null) mustFind(scene.zones, zone, 'which is no zone of the Spot');
  switch (event.type) {
    case 'drop/rolled':
      return scene; // the roll and its results are in the log; what they change follows in their own events
    case 'drop/became-aware':
      return event.characters.reduce((s, id) => set(s, id, { aware: true }), scene);
    case 'drop/knocked-out':
      return set(scene, event.character, { unconscious: true, unconsciousRoundsLeft: event.roundsLeft });
    case 'drop/wounded':
      return set(scene, event.character, {
        condition: { state: 'wounded', recoveryDays: event.recoveryDays },
      });
    case 'drop/killed':
      return set(scene, event.character, {
        condition: { state: 'dead' },
        unconscious: false,
        unconsciousRoundsLeft: null,
      });
    case 'drop/witnessed':
      return update(scene, event.witness, (c) =>
        c.witnessed.includes(event.identity) ? c : { ...c, witnessed: [...c.witnessed, event.identity] },
      );
    case 'drop/discovered':
      return set(scene, event.character, { discovered: true });
    case 'drop/heat-raised':
      return { ...scene, heat: scene.heat + event.amount };
    case 'drop/response-awaited': {
      const { target, attacker, firstRoundSide } = event;
      return { ...scene, pending: [...scene.pending, { target, attacker, firstRoundSide }] };
    }
    case 'drop/fled':
      return settle(set(scene, event.target, { zone: null }), event.target);
    case 'drop/called-for-help': {
      const raised = event.raised.reduce(
        (s, id) => update(s, id, (c) => ({ ...c, awarenessBonus: c.awarenessBonus + event.bonus })),
        scene,
      );
      return settle(raised, event.caller);
    }
    case 'drop/squared-up':
      return settle(scene, event.target);
    case 'drop/woke':
      return set(scene, event.character, { unconscious: false, unconsciousRoundsLeft: null, aware: true });
    case 'drop/rounds-passed':
      return { ...scene, characters: scene.characters.map((c) => countDown(c, event.rounds)) };
    default:
      return unreachable(event);
  }
}

/** Everyone an event names, whether or not its change follows them: each must be at the Spot. */
function peopleNamed(event: DropEvent): readonly CharacterId[] {
  switch (event.type) {
    case 'drop/rolled':
      return [event.attacker, event.check.roller, ...event.outcomes.map((outcome) => outcome.target)];
    case 'drop/killed':
    case 'drop/discovered':
      return [event.character, event.by];
    case 'drop/woke':
      return event.by === null ? [event.character] : [event.character, event.by];
    case 'drop/response-awaited':
      return [event.target, event.attacker];
    case 'drop/fled':
      return [event.target, ...event.chase.targets, ...event.chase.pursuers];
    case 'drop/called-for-help':
      return [event.caller, ...event.raised];
    case 'drop/squared-up':
      return [event.target, ...event.warfare.participants];
    default:
      return [];
  }
}

/** Folds a Drop log over the scene it started from. @throws Error as `applyDrop` does. */
export function replayDrop(initial: DropScene, events: readonly DropEvent[]): DropScene {
  return events.reduce(applyDrop, initial);
}

function update(scene: DropScene, id: CharacterId, change: (c: DropCharacter) => DropCharacter): DropScene {
  characterOf(scene, id);
  return { ...scene, characters: scene.characters.map((c) => (c.id === id ? change(c) : c)) };
}

function set(scene: DropScene, id: CharacterId, change: Partial<DropCharacter>): DropScene {
  return update(scene, id, (c) => ({ ...c, ...change }));
}

/** The response was made (COT-DROP-5). */
function settle(scene: DropScene, target: CharacterId): DropScene {
  return { ...scene, pending: scene.pending.filter((pending) => pending.target !== target) };
}

function countDown(character: DropCharacter, rounds: number): DropCharacter {
  const left = character.unconsciousRoundsLeft;
  return left === null ? character : { ...character, unconsciousRoundsLeft: Math.max(0, left - rounds) };
}
