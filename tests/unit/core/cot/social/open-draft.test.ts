import { describe, expect, it } from 'vitest';
import { socialSetupFrom } from '../../../../../core/cot/social/open-draft.ts';
import { knowsTarget } from '../../../../../core/cot/social/knowledge.ts';
import { startSocialCall } from '../../../../../core/cot/social/start.ts';
import { applySocial } from '../../../../../core/cot/social/apply.ts';
import { decideSocial } from '../../../../../core/cot/social/decide.ts';
import type { SocialState } from '../../../../../core/cot/social/types.ts';
import type { SceneDraft } from '../../../../../core/engine/index.ts';
import type { Spot } from '../../../../../core/cot/spot/types.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { chain } from '../spot/support.ts';
import { bram, context, dolan, id, ruth, vic } from './support.ts';

/** The bank, whose Mark (Dolan the clerk) the crew identified by research in Prep (COT-PREP-7). */
const bank: Spot = (() => {
  const spot = chain('bank', ['lobby']);
  return { ...spot, knowledge: { ...spot.knowledge, marks: [id('dolan')] } };
})();

const draft: SceneDraft = {
  sides: [
    { id: 'crew', label: 'Crew', crew: true },
    { id: 'docks', label: 'The docks', crew: false },
  ],
  participants: [
    { characterId: id('ruth'), side: 'crew', zone: '' },
    { characterId: id('bram'), side: 'crew', zone: '' },
    { characterId: id('dolan'), side: 'docks', zone: '' },
    { characterId: id('vic'), side: 'docks', zone: '' },
  ],
  spotId: null,
};

function opened(spots: Readonly<Record<string, Spot>>): {
  ctx: ReturnType<typeof context>;
  state: SocialState;
} {
  const ctx = { ...context([ruth, bram, dolan, vic]), spots };
  const drafted = socialSetupFrom(ctx, draft);
  if (isRejection(drafted)) throw new Error(drafted.message);
  const started = startSocialCall(ctx, drafted.setup);
  if (!started.ok) throw new Error(started.message);
  return { ctx, state: started.events.reduce<SocialState | null>(applySocial, null)! };
}

describe('COT-SOC-9: a Mark learnt by research is a known target in a later Social Call', () => {
  it('the crew know the Mark from the first turn, and may set an agenda on them at once', () => {
    const { ctx, state } = opened({ bank });
    expect(knowsTarget(state, id('ruth'), id('dolan'))).toBe(true);
    expect(knowsTarget(state, id('bram'), id('dolan'))).toBe(true);
    expect(knowsTarget(state, id('ruth'), id('vic'))).toBe(false); // not a Mark: Read Room or the GM
    const agenda = decideSocial(
      ctx,
      state,
      {
        type: 'social/set-agenda',
        actor: id('ruth'),
        target: id('dolan'),
        text: 'get Dolan to leave the back door open',
      },
      fixedDice(),
    );
    expect(agenda.ok).toBe(true);
  });

  it('without the research the target is unknown, and the agenda is refused (TV-COT-SOC-9-a)', () => {
    const { ctx, state } = opened({ bank: chain('bank', ['lobby']) });
    expect(knowsTarget(state, id('ruth'), id('dolan'))).toBe(false);
    const agenda = decideSocial(
      ctx,
      state,
      {
        type: 'social/set-agenda',
        actor: id('ruth'),
        target: id('dolan'),
        text: 'get Dolan to leave the back door open',
      },
      fixedDice(),
    );
    expect(agenda).toMatchObject({ ok: false, code: 'social/target-unknown' });
  });
});
