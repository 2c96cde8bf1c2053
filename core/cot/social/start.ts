import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { sheetOf } from './access.ts';
import type { SocialSetup } from './commands.ts';
import type { SocialEvent } from './events.ts';
import { socialRules } from './settings.ts';
import type { SocialSettingsSource } from './settings.ts';
import type { SocialParticipant, TargetFound } from './types.ts';

/**
 * COT-SOC-6: a Social Call opens with its participants as their sheets present them (COT-CHAR-8), on at least
 * two sides, and what someone already knows of a target (Mark research, COT-PREP-7). Initiative (It + Size Up,
 * COT-INIT-2) is the scene layer's. The rules are snapshot from the settings.
 */
export function startSocialCall(ctx: EngineContext, setup: SocialSetup): Decision<SocialEvent> {
  const participants: SocialParticipant[] = [];
  for (const { id, side } of setup.participants) {
    if (participants.some((p) => p.id === id)) {
      return reject('social/duplicate-participant', `${ctx.names(id)} is listed twice`, { id });
    }
    const sheet = sheetOf(ctx.characters, id, ctx.names);
    if (isRejection(sheet)) return sheet;
    participants.push({ id, side, identity: sheet.presentedIdentity, present: true });
  }
  if (new Set(participants.map((p) => p.side)).size < 2) {
    return reject('social/one-side', 'A Social Call needs people on at least two sides');
  }
  const found: TargetFound[] = [];
  const sideOf = (id: CharacterId) => participants.find((p) => p.id === id)?.side;
  for (const { target, learner } of setup.known ?? []) {
    const side = sideOf(learner);
    if (side === undefined || sideOf(target) === undefined) {
      return reject(
        'social/unknown-participant',
        `${ctx.names(learner)} and ${ctx.names(target)} must both be in the call`,
      );
    }
    if (side === sideOf(target)) {
      return reject(
        'social/same-side',
        `${ctx.names(learner)} and ${ctx.names(target)} are on the same side`,
      );
    }
    if (!found.some((f) => f.target === target && f.learner === learner))
      found.push({ target, learner, side });
  }
  const rules = socialRules(ctx.settings as SocialSettingsSource);
  return ok([{ type: 'social/started', rules, participants, found }]);
}
