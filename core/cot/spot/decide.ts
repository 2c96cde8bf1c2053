import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { createSpot } from './create.ts';
import { addBarrier, addSecurity, changeSecurity, removeBarrier, removeSecurity } from './edit-barriers.ts';
import { addLoot, editLoot, placeGuard, removeGuard, removeLoot } from './edit-contents.ts';
import { alertGuards, bypassSecurity, resetJob } from './edit-job.ts';
import { setAlarmPlan } from './edit-alarm.ts';
import { addBlueprintZone, forget, identifyMark, learnItinerary, revealZones } from './edit-knowledge.ts';
import { addZone, moveZone, removeZone, renameZone, tagZone } from './edit-zones.ts';
import { defaultSpotSettings } from './settings.ts';
import type { Spot, SpotCommand, SpotEvent, Spots } from './types.ts';
import { duplicateZoneName, findSpot, nameProblem, positionProblem } from './validate.ts';

/** What the Spot editor may read besides the Spots: the table's default Hidden rating and the sheets. */
export interface SpotContext {
  /** COT-D-53 `default_hidden_rating`; 15 when absent. */
  readonly defaultHiddenRating?: number;
  /** When given, only characters of kind 'guard' may be posted (COT-GUARD-1). */
  readonly characters?: Readonly<Record<CharacterId, Character>>;
}

/**
 * Decides an edit of the campaign's Spots: the events to store, or a rejection that says what is wrong in the
 * GM's words (a barrier from a zone to itself, a duplicate name, a Security Score out of range, removing a
 * zone barriers still join…). Never throws on a schema-valid command.
 */
export function decideSpot(
  spots: Spots,
  command: SpotCommand,
  context: SpotContext = {},
): Decision<SpotEvent> {
  if (command.type === 'spot/create') return createSpot(spots, command);
  const spot = findSpot(spots, command.spotId);
  if (isRejection(spot)) return spot;
  const hiddenRating = context.defaultHiddenRating ?? defaultSpotSettings.defaultHiddenRating;
  switch (command.type) {
    case 'spot/rename': {
      const problem = nameProblem(command.name, 'A Spot');
      return problem ?? ok([{ type: 'spot/renamed', spotId: spot.id, name: command.name.trim() }]);
    }
    case 'spot/delete':
      return ok([{ type: 'spot/deleted', spotId: spot.id }]);
    case 'spot/set-edge':
      return setEdge(spot, command);
    case 'spot/add-zone':
      return addZone(spot, command);
    case 'spot/rename-zone':
      return renameZone(spot, command);
    case 'spot/move-zone':
      return moveZone(spot, command);
    case 'spot/remove-zone':
      return removeZone(spot, command);
    case 'spot/tag-zone':
      return tagZone(spot, command, hiddenRating);
    case 'spot/add-barrier':
      return addBarrier(spot, command);
    case 'spot/remove-barrier':
      return removeBarrier(spot, command);
    case 'spot/add-security':
      return addSecurity(spot, command);
    case 'spot/change-security':
      return changeSecurity(spot, command);
    case 'spot/remove-security':
      return removeSecurity(spot, command);
    case 'spot/add-loot':
      return addLoot(spot, command);
    case 'spot/edit-loot':
      return editLoot(spot, command);
    case 'spot/remove-loot':
      return removeLoot(spot, command);
    case 'spot/place-guard':
      return placeGuard(spot, command, context.characters);
    case 'spot/remove-guard':
      return removeGuard(spot, command);
    case 'spot/reveal-zones':
      return revealZones(spot, command);
    case 'spot/forget':
      return forget(spot);
    case 'spot/identify-mark':
      return identifyMark(spot, command);
    case 'spot/learn-itinerary':
      return learnItinerary(spot, command);
    case 'spot/alert-guards':
      return alertGuards(spot, command, context.characters);
    case 'spot/bypass-security':
      return bypassSecurity(spot, command);
    case 'spot/reset-job':
      return resetJob(spot);
    case 'spot/add-blueprint-zone':
      return addBlueprintZone(spot, command, hiddenRating);
    case 'spot/set-alarm-plan':
      return setAlarmPlan(spot, command, context.characters);
    default:
      return unreachable(command);
  }
}

/** COT-D-48: the edge (Outside) is drawn like a zone and named like one. */
function setEdge(spot: Spot, command: Extract<SpotCommand, { type: 'spot/set-edge' }>): Decision<SpotEvent> {
  const problem =
    nameProblem(command.name, "The Spot's edge") ??
    duplicateEdgeName(spot, command.name) ??
    positionProblem(command.x, command.y);
  if (problem) return problem;
  return ok([
    {
      type: 'spot/edge-set',
      spotId: spot.id,
      edge: { name: command.name.trim(), x: command.x, y: command.y },
    },
  ]);
}

function duplicateEdgeName(spot: Spot, name: string) {
  return duplicateZoneName({ ...spot, edge: { ...spot.edge, name: '\u0000' } }, name, null);
}
