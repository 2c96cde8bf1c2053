import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { characterProblems } from '../../../../../core/cot/characters/validate.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { emotionOf, socialActions, socialEffects } from '../../../../../core/cot/social/index.ts';
import type { SocialCommand } from '../../../../../core/cot/social/index.ts';
import fixture from '../../../../fixtures/social/german-seducer.json' with { type: 'json' };
import { context, deepFreeze, id, refuse, run, startCall } from './support.ts';

const characters = deepFreeze(fixture.characters as unknown as Character[]);

/** Karl knows Greta, pushes "alter Devoted: Husband into Desire: Handsome German", and has her Devoted. */
function seduction() {
  const ctx = context(characters);
  let state = startCall(
    ctx,
    [
      ['karl', 'crew'],
      ['greta', 'guests'],
    ],
    [['greta', 'karl']],
  );
  const steps: SocialCommand[] = [
    {
      type: 'social/set-agenda',
      actor: id('karl'),
      target: id('greta'),
      text: 'leave the party with him',
      change: {
        kind: 'replace',
        loyalty: { relation: 'Devoted', subject: 'Husband' },
        with: { relation: 'Desire', subject: 'Handsome German' },
      },
    },
    // COT-SOC-5: the GM judges both Loyalties stand in the way
    {
      type: 'social/judge-agenda',
      target: id('greta'),
      side: 'crew',
      impeding: [
        { relation: 'Devoted', subject: 'Husband' },
        { relation: 'Hatred', subject: 'Germans' },
      ],
    },
  ];
  for (const step of steps) state = run(ctx, state, step).state;
  // Greta 3k2: 4, 3, 1 -> 7; Karl (It 3 + Impress 2 = 5k3): 6, 5, 4, 1, 1 -> 15
  state = run(
    ctx,
    state,
    { type: 'social/build-up', actor: id('karl'), target: id('greta'), skill: 'impress' },
    4,
    3,
    1,
    6,
    5,
    4,
    1,
    1,
  ).state;
  return { ctx, state };
}

const followThrough = (leanInto?: { relation: string; subject: string }): SocialCommand => ({
  type: 'social/follow-through',
  actor: id('karl'),
  target: id('greta'),
  skill: 'convince',
  ...(leanInto ? { leanInto } : {}),
});

describe('COT-SOC-5 Lean Into', () => {
  it('the fixture sheets are valid characters', () => {
    for (const character of characters) expect(characterProblems(character, defaultSettings)).toEqual([]);
  });

  it('TV-COT-SOC-5-a: she cannot Lean Into Devoted: Husband, the Loyalty being altered; Hatred: Germans denies the agenda', () => {
    const { ctx, state } = seduction();
    expect(emotionOf(state, id('greta'))?.state).toBe('devoted');
    expect(refuse(ctx, state, followThrough({ relation: 'Devoted', subject: 'Husband' }))).toMatchObject({
      code: 'social/lean-into-altered',
      message:
        "The agenda is trying to alter Greta's Devoted: Husband: Greta cannot Lean Into it, only into another Loyalty (COT-SOC-5)",
    });
    // no dice: the Lean Into stops the roll, and the Follow Through fails (COT-D-71)
    const { event, state: after } = run(
      ctx,
      state,
      followThrough({ relation: 'Hatred', subject: 'Germans' }),
    );
    expect(event).toMatchObject({
      type: 'social/followed-through',
      leanInto: { relation: 'Hatred', subject: 'Germans' },
      defence: null,
      roll: null,
      success: false,
      state: 'stubborn',
      change: null,
      loyalties: null,
    });
    expect(emotionOf(after, id('greta'))).toMatchObject({ state: 'stubborn', setter: { character: 'karl' } });
    expect(after.alterations).toEqual([]);
    expect(socialEffects(event as never)).toEqual([]);
  });

  it('needs the GM to have judged the Loyalty in the way of the agenda', () => {
    const { ctx, state } = seduction();
    const cleared = run(ctx, state, {
      type: 'social/judge-agenda',
      target: id('greta'),
      side: 'crew',
      impeding: [],
    }).state;
    expect(refuse(ctx, cleared, followThrough({ relation: 'Hatred', subject: 'Germans' }))).toMatchObject({
      code: 'social/not-impeding',
    });
  });

  it('the view offers the Lean Into variants, without the altered Loyalty, and no odds (nothing is rolled)', () => {
    const { ctx, state } = seduction();
    const leanInto = socialActions(ctx, state, id('karl')).find((a) => a.action === 'lean-into')!;
    expect(leanInto.available).toBe(true);
    expect(leanInto.options.map((o) => o.label)).toContain(
      'Follow Through on Greta with Convince: Greta Leans Into Hatred: Germans and denies it',
    );
    expect(leanInto.options.some((o) => o.label.includes('Husband'))).toBe(false);
    expect(leanInto.options.every((o) => o.odds === null)).toBe(true);
  });

  it('a success replaces Devoted: Husband with Desire: Handsome German, the new Loyalty ordinary', () => {
    const { ctx, state } = seduction();
    // Greta 2, 1, 1 -> 3; Karl (It 3 + Convince 1 = 4k3): 6, 5, 4, 1 -> 15
    const { event } = run(ctx, state, followThrough(), 2, 1, 1, 6, 5, 4, 1);
    expect(socialEffects(event as never)).toEqual([
      {
        kind: 'loyalties',
        character: 'greta',
        loyalties: [
          { relation: 'Devoted', subject: 'Children', prime: true },
          { relation: 'Desire', subject: 'Handsome German', prime: false },
          { relation: 'Hatred', subject: 'Germans', prime: false },
        ],
      },
    ]);
  });
});
