import type { SpotCommand, SpotEvent } from './types.ts';

/** The Spot module's command and event types, for routing them among the campaign's own. */

export const spotCommandTypes = [
  'spot/create',
  'spot/rename',
  'spot/delete',
  'spot/set-edge',
  'spot/add-zone',
  'spot/rename-zone',
  'spot/move-zone',
  'spot/remove-zone',
  'spot/tag-zone',
  'spot/add-barrier',
  'spot/remove-barrier',
  'spot/add-security',
  'spot/change-security',
  'spot/remove-security',
  'spot/bypass-security',
  'spot/add-loot',
  'spot/edit-loot',
  'spot/remove-loot',
  'spot/place-guard',
  'spot/remove-guard',
  'spot/alert-guards',
  'spot/reveal-zones',
  'spot/identify-mark',
  'spot/learn-itinerary',
  'spot/forget',
  'spot/add-blueprint-zone',
  'spot/reset-job',
  'spot/set-alarm-plan',
] as const satisfies readonly SpotCommand['type'][];

export const spotEventTypes = [
  'spot/created',
  'spot/renamed',
  'spot/deleted',
  'spot/edge-set',
  'spot/zone-added',
  'spot/zone-renamed',
  'spot/zone-moved',
  'spot/zone-removed',
  'spot/zone-tagged',
  'spot/barrier-added',
  'spot/barrier-removed',
  'spot/security-added',
  'spot/security-changed',
  'spot/security-removed',
  'spot/security-bypassed',
  'spot/loot-added',
  'spot/loot-edited',
  'spot/loot-removed',
  'spot/guard-placed',
  'spot/guard-removed',
  'spot/guards-alerted',
  'spot/awareness-raised',
  'spot/zones-revealed',
  'spot/mark-identified',
  'spot/itinerary-learned',
  'spot/forgotten',
  'spot/zones-hidden',
  'spot/blueprint-added',
  'spot/job-reset',
  'spot/alarm-plan-set',
] as const satisfies readonly SpotEvent['type'][];

// Both lists name every member of their union: these fail to compile when a type is added and not listed.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : false;
const everyType: [
  Missing<SpotCommand['type'], (typeof spotCommandTypes)[number]>,
  Missing<SpotEvent['type'], (typeof spotEventTypes)[number]>,
] = [true, true];
void everyType;

const commandSet = new Set<string>(spotCommandTypes);
const eventSet = new Set<string>(spotEventTypes);

export function isSpotCommand(command: { readonly type: string }): command is SpotCommand {
  return commandSet.has(command.type);
}

export function isSpotEvent(event: { readonly type: string }): event is SpotEvent {
  return eventSet.has(event.type);
}
