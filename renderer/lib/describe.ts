import type { CampaignEvent } from '../../core/index.ts';

/** A few words for the undo/redo buttons: what this log entry did. */
export function describeEvents(events: readonly CampaignEvent[]): string {
  const first = events[0];
  if (!first) return 'nothing';
  switch (first.type) {
    case 'campaign/created':
      return `create “${first.name}”`;
    case 'campaign/renamed':
      return `rename to “${first.name}”`;
    case 'settings/changed':
      return 'change table settings';
    case 'crew/adjusted':
      return 'change crew Heat/Resources';
    case 'session/started':
      return `start session ${first.session}`;
    case 'character/created':
      return `add ${first.character.name}`;
    case 'character/updated':
      return 'edit a character';
    case 'character/deleted':
      return 'delete a character';
    case 'dice/rolled':
      return `roll ${first.roll.label}`;
    case 'scene/opened':
      return `open ${first.scene.name}`;
    case 'scene/joined':
      return 'join a scene';
    case 'scene/closed':
      return 'close a scene';
    case 'scene/changed':
      return sceneWords(events);
    case 'clock/changed':
      return 'end a round';
    case 'bolsters/changed':
      return first.event.type === 'time/bolstered' ? 'Bolster' : 'Wait';
  }
}

/** The most telling rules event of a scene step: the action, not the turn bookkeeping around it. */
function sceneWords(events: readonly CampaignEvent[]): string {
  const actions = events.flatMap((event) => (event.type === 'scene/changed' ? [event.event.type] : []));
  const main = actions.find((type) => !type.startsWith('initiative/')) ?? actions[0] ?? 'scene';
  return (main.split('/')[1] ?? main).replace(/-/g, ' ');
}
