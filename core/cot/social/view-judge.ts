import type { ActionOption, ActionView } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { isRejection } from '../../shared/result.ts';
import type { SocialCommand } from './commands.ts';
import { planSocialCommand } from './plans.ts';

/**
 * How a Social Call view turns candidate commands into an action: each candidate is checked exactly as `decide`
 * would check it; the accepted ones become options with their odds, the first refusal is the reason.
 */

/** A command the view checks, with the words it would be offered under. */
export interface Candidate {
  readonly label: string;
  readonly command: SocialCommand;
}

/** An action's key, its words and its rule. */
export interface ActionHead {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
}

/** The sheet of someone in the call, if the campaign still has it. */
export const sheetIn = (ctx: EngineContext, id: CharacterId): Character | undefined =>
  Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;

/** Checks each candidate as `decide` would; `none` is the reason when there is no candidate at all. */
export function judge(
  ctx: EngineContext,
  state: Parameters<typeof planSocialCommand>[1],
  head: ActionHead,
  candidates: readonly Candidate[],
  none: string,
): ActionView<SocialCommand> {
  const options: ActionOption<SocialCommand>[] = [];
  let refusal: Rejection | null = null;
  for (const { label, command } of candidates) {
    const planned = planSocialCommand(ctx, state, command);
    if (isRejection(planned)) refusal ??= planned;
    else options.push({ label, command, odds: planned.odds });
  }
  const available = options.length > 0;
  const reason = available ? null : (refusal?.message ?? none);
  return { action: head.action, label: head.label, available, reason, options, rule: head.rule };
}

/**
 * Why `decide` would refuse this command now, in the game's words, or null when it would accept it: what a
 * board's form shows under a command the GM is still typing (an agenda, a new presented identity).
 */
export function socialRefusal(
  ctx: EngineContext,
  state: Parameters<typeof planSocialCommand>[1],
  command: SocialCommand,
): string | null {
  const planned = planSocialCommand(ctx, state, command);
  return isRejection(planned) ? planned.message : null;
}
