import { describe, expect, it } from 'vitest';
import {
  knownLoyalties,
  knowsTarget,
  socialRolls,
  targetKnows,
} from '../../../../../core/cot/social/index.ts';
import type { Question } from '../../../../../core/cot/social/index.ts';
import {
  context,
  docks,
  docksWithAgenda,
  dolan,
  id,
  loyalty,
  refuse,
  ruth,
  run,
  startCall,
  bram,
  vic,
} from './support.ts';

const ruthAs = (identity: string) => ({ character: id('ruth'), identity });
const readRoom = (target: string, question?: Question) =>
  ({
    type: 'social/read-room',
    actor: id('ruth'),
    target: id(target),
    ...(question ? { question } : {}),
  }) as const;

describe('COT-SOC-7 Read Room on an unknown target', () => {
  it('TV-COT-SOC-7-a: target 10, Ruth 12: Ruth learns Dolan is the target; Dolan learns nothing', () => {
    const { ctx, state } = docks();
    // Dolan (3k2) rolls first: 5, 5, 1 -> 10; Ruth (It 3 + Size Up 1 = 4k3): 6, 4, 2, 1 -> 12
    const { state: after, event } = run(ctx, state, readRoom('dolan'), 5, 5, 1, 6, 4, 2, 1);
    expect(event).toMatchObject({ type: 'social/room-read', success: true, targetLearnsIdentity: false });
    expect(knowsTarget(after, id('ruth'), id('dolan'))).toBe(true);
    expect(knowsTarget(after, id('bram'), id('dolan'))).toBe(true); // SOC-D-1: the side shares it
    expect(targetKnows(after, id('dolan'), ruthAs('delivery girl'))).toBe(false);
  });

  it('TV-COT-SOC-7-b: target 13, Ruth 12: Ruth still learns the target, who learns her presented identity', () => {
    const { ctx, state } = docks();
    // Vic (It 3 + Size Up 2 = 5k3): 6, 4, 3, 1, 1 -> 13; Ruth 12
    const { state: after, event } = run(ctx, state, readRoom('vic'), 6, 4, 3, 1, 1, 6, 4, 2, 1);
    expect(event).toMatchObject({ success: false, targetLearnsIdentity: true, targetLearnsQuestion: false });
    expect(knowsTarget(after, id('ruth'), id('vic'))).toBe(true);
    expect(targetKnows(after, id('vic'), ruthAs('delivery girl'))).toBe(true);
  });

  it('is refused once the target is known: ask about a Loyalty instead', () => {
    const { ctx, state } = docksWithAgenda();
    expect(refuse(ctx, state, readRoom('dolan')).code).toBe('social/target-known');
  });

  it('keeps what one learns to themself under social_knowledge = character', () => {
    const { ctx, state } = docks({ socialKnowledge: 'character' });
    const after = run(ctx, state, readRoom('dolan'), 5, 5, 1, 6, 4, 2, 1).state;
    expect(knowsTarget(after, id('ruth'), id('dolan'))).toBe(true);
    expect(knowsTarget(after, id('bram'), id('dolan'))).toBe(false);
  });
});

describe('COT-SOC-8 Read Room on a known target', () => {
  it('learns the Prime on a success, and the target learns nothing', () => {
    const { ctx, state } = docksWithAgenda();
    const { state: after, event } = run(
      ctx,
      state,
      readRoom('dolan', { kind: 'prime' }),
      5,
      5,
      1,
      6,
      4,
      2,
      1,
    );
    expect(event).toMatchObject({ success: true, answer: [loyalty('Devoted', 'Job', true)] });
    expect(knownLoyalties(after, id('bram'), id('dolan'))).toEqual([loyalty('Devoted', 'Job', true)]);
    expect(after.learned).toEqual([]);
  });

  it('answers "how do you feel about the loan shark?" with every Loyalty about that subject, or none', () => {
    const { ctx, state } = docksWithAgenda();
    const asked = run(
      ctx,
      state,
      readRoom('dolan', { kind: 'subject', subject: 'loan shark' }),
      5,
      5,
      1,
      6,
      4,
      2,
      1,
    );
    expect(asked.event).toMatchObject({ answer: [loyalty('Fear', 'Loan shark')] });
    const none = run(
      ctx,
      state,
      readRoom('dolan', { kind: 'subject', subject: 'Germans' }),
      5,
      5,
      1,
      6,
      4,
      2,
      1,
    );
    expect(none.event).toMatchObject({ answer: [] });
  });

  it('answers "is any Loyalty in the way of my agenda?" with one the GM judged impeding, a new one first', () => {
    const { ctx, state } = docksWithAgenda();
    const judged = run(ctx, state, {
      type: 'social/judge-agenda',
      target: id('dolan'),
      side: 'crew',
      impeding: [
        { relation: 'Devoted', subject: 'Job' },
        { relation: 'Fear', subject: 'Loan shark' },
      ],
    }).state;
    const first = run(ctx, judged, readRoom('dolan', { kind: 'impeding' }), 5, 5, 1, 6, 4, 2, 1);
    expect(first.event).toMatchObject({ answer: [loyalty('Devoted', 'Job', true)] });
    const second = run(ctx, first.state, readRoom('dolan', { kind: 'impeding' }), 5, 5, 1, 6, 4, 2, 1);
    expect(second.event).toMatchObject({ answer: [loyalty('Fear', 'Loan shark')] });
    const unjudged = run(ctx, state, readRoom('dolan', { kind: 'impeding' }), 5, 5, 1, 6, 4, 2, 1);
    expect(unjudged.event).toMatchObject({ answer: [] });
  });

  it('TV-COT-SOC-8-a: the target knows her identity; she asks (c) and fails: it learns what she asked', () => {
    const { ctx, state } = docksWithAgenda();
    const known = run(ctx, state, {
      type: 'social/reveal-identity',
      target: id('dolan'),
      character: id('ruth'),
    }).state;
    // Dolan 10; Ruth 3, 2, 2, 1 -> 7
    const { state: after, event } = run(
      ctx,
      known,
      readRoom('dolan', { kind: 'impeding' }),
      5,
      5,
      1,
      3,
      2,
      2,
      1,
    );
    expect(event).toMatchObject({
      success: false,
      answer: null,
      targetLearnsQuestion: true,
      targetLearnsIdentity: false,
    });
    expect(after.learned).toContainEqual({
      target: 'dolan',
      about: ruthAs('delivery girl'),
      question: { kind: 'impeding' },
    });
  });

  it('TV-COT-SOC-8-b: the target does not know her identity; she fails: it learns her presented identity', () => {
    const { ctx, state } = docksWithAgenda();
    const { state: after, event } = run(
      ctx,
      state,
      readRoom('dolan', { kind: 'prime' }),
      5,
      5,
      1,
      3,
      2,
      2,
      1,
    );
    expect(event).toMatchObject({ targetLearnsIdentity: true, targetLearnsQuestion: false });
    expect(targetKnows(after, id('dolan'), ruthAs('delivery girl'))).toBe(true);
  });

  it('refuses a question about a target not yet known, and (c) before any agenda is set', () => {
    const { ctx, state } = docks();
    expect(refuse(ctx, state, readRoom('dolan', { kind: 'prime' })).code).toBe('social/target-unknown');
    const known = startCall(
      ctx,
      [
        ['ruth', 'crew'],
        ['dolan', 'docks'],
      ],
      [['dolan', 'ruth']],
    );
    expect(refuse(ctx, known, readRoom('dolan', { kind: 'impeding' })).code).toBe('social/no-agenda');
  });
});

describe('Read Room and the presented identity (COT-CHAR-8, COT-D-13)', () => {
  it('TV-COT-CHAR-8-a: Dolan knew "delivery girl"; as "Countess" Ruth is a stranger to him, and a failure shows him the new face', () => {
    const { ctx, state } = docksWithAgenda();
    const burned = run(ctx, state, readRoom('dolan', { kind: 'prime' }), 5, 5, 1, 3, 2, 2, 1).state;
    const disguised = run(ctx, burned, {
      type: 'social/present-identity',
      character: id('ruth'),
      identity: 'Countess',
    });
    expect(disguised.event).toEqual({
      type: 'social/identity-presented',
      character: 'ruth',
      previous: 'delivery girl',
      identity: 'Countess',
    });
    expect(targetKnows(disguised.state, id('dolan'), ruthAs('Countess'))).toBe(false);
    const again = run(ctx, disguised.state, readRoom('dolan', { kind: 'prime' }), 5, 5, 1, 3, 2, 2, 1);
    expect(again.event).toMatchObject({
      identity: 'Countess',
      targetLearnsIdentity: true,
      targetLearnsQuestion: false,
    });
  });
});

describe('Read Room pools', () => {
  it('TV-COT-TIME-4-c: a Bolster on the defender applies to its Size Up roll (3k2 -> 4k2) and names it in the roll log', () => {
    const ctx = context([ruth, bram, dolan, vic], {}, { dolan: [{ rolled: 1, kept: 0, source: 'Bolster' }] });
    const state = startCall(ctx, [
      ['ruth', 'crew'],
      ['dolan', 'docks'],
    ]);
    const { event } = run(ctx, state, readRoom('dolan'), 5, 5, 1, 1, 6, 4, 2, 1);
    expect(event).toMatchObject({ defence: { roller: 'dolan', pool: { rolled: 4, kept: 2 } } });
    const rolls = socialRolls(event, ctx.names);
    expect(rolls.map((r) => [r.roller, r.what, r.difficulty, r.success])).toEqual([
      ['dolan', "It + Size Up against Ruth's Read Room", null, false],
      ['ruth', 'Read Room on Dolan (Size Up)', 10, true],
    ]);
  });

  it('adds Lean Onto of her own Loyalty as +1k0 (4k3 -> 5k3)', () => {
    const { ctx, state } = docks();
    const lean = { of: id('ruth'), relation: 'Desire', subject: 'Money' };
    const { event } = run(ctx, state, { ...readRoom('dolan'), leanOnto: lean }, 5, 5, 1, 6, 4, 2, 1, 1);
    expect(event).toMatchObject({
      roll: {
        pool: { rolled: 5, kept: 3 },
        modifiers: [{ rolled: 1, kept: 0, source: 'Lean Onto Desire: Money' }],
      },
    });
  });
});
