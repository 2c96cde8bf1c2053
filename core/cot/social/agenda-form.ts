import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { agendaChangeChoices } from './gm-actions.ts';
import type { AgendaChangeChoice } from './gm-actions.ts';
import type { SocialState } from './types.ts';

/**
 * The Social Call's declaration forms, as core allows them: who may set an agenda and on whom (COT-SOC-9: someone
 * still in the call, on another side, with the Loyalty changes the agenda may seek, COT-SOC-2), and who may
 * present another identity (COT-CHAR-8). The panels draw these lists; they filter nobody.
 */

/** Someone the form offers, by the name the call shows. */
export interface FormPerson {
  readonly id: CharacterId;
  readonly name: string;
}

/** A target an agenda may be set on, with the Loyalty changes it may seek (COT-SOC-2, COT-D-89). */
export interface AgendaTarget extends FormPerson {
  readonly changes: readonly AgendaChangeChoice[];
}

/** Someone who may set an agenda, with the targets open to them; the first of each list is the form's default. */
export interface AgendaSetter extends FormPerson {
  readonly targets: readonly AgendaTarget[];
}

/**
 * COT-SOC-9: every participant still in the call, each with the participants still in it on another side, in the
 * call's order; none once the call has ended. Whether the setter knows the target yet is `socialRefusal`'s to say
 * (COT-SOC-9: Read Room first), so the GM sees why, not a target missing from the list.
 */
export function agendaForm(ctx: EngineContext, state: SocialState): readonly AgendaSetter[] {
  const here = state.ended === null ? state.participants.filter((p) => p.present) : [];
  return here.map((actor) => ({
    id: actor.id,
    name: ctx.names(actor.id),
    targets: here
      .filter((target) => target.side !== actor.side)
      .map((target) => ({
        id: target.id,
        name: ctx.names(target.id),
        changes: agendaChangeChoices(ctx, target.id),
      })),
  }));
}

/** COT-CHAR-8, COT-SOC-11: who may present another identity now: everyone still in the call, in its order. */
export function identityForm(ctx: EngineContext, state: SocialState): readonly FormPerson[] {
  if (state.ended !== null) return [];
  return state.participants.filter((p) => p.present).map((p) => ({ id: p.id, name: ctx.names(p.id) }));
}
