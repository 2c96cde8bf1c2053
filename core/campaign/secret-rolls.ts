import type { Decision } from '../shared/result.ts';
import type { CampaignCommand, CampaignEvent } from './types.ts';

/**
 * A secret roll (issue 21: the dice tray's roll or a scene command sent with `secret: true`): every roll its
 * decision logs is marked secret, so no projection for the players ever holds it. The rules are the same; only
 * who may see the dice changes.
 */
export function secretRolls(
  command: CampaignCommand,
  decision: Decision<CampaignEvent>,
): Decision<CampaignEvent> {
  if (!decision.ok || !('secret' in command) || command.secret !== true) return decision;
  return {
    ...decision,
    events: decision.events.map((event) =>
      event.type === 'dice/rolled' ? { ...event, roll: { ...event.roll, secret: true } } : event,
    ),
  };
}
