import { describe, expect, it } from 'vitest';
import { decideSocial, socialActionOdds } from '../../../../../core/cot/social/index.ts';
import type { SocialCommand, SocialState } from '../../../../../core/cot/social/index.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import type { ActionOdds } from '../../../../../core/engine/contract.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { context, id, loyalty, run, sheet, startCall } from './support.ts';
import type { TestSettings } from './support.ts';

/**
 * The odds the view shows against brute force through `decide` itself: every face of both pools, in order,
 * rolled by fixed dice; a face the actor never rolls (a forfeited defence) counts once per value, as it should.
 */

function enumerate(ctx: EngineContext, state: SocialState, command: SocialCommand, dice: number) {
  const faces = new Array<number>(dice).fill(1);
  let success = 0;
  let catastrophe = 0;
  let total = 0;
  for (;;) {
    const decision = decideSocial(ctx, state, command, fixedDice(...faces));
    if (!decision.ok) throw new Error(decision.message);
    const event = decision.events[0]!;
    if (!('success' in event)) throw new Error(`${event.type} is no roll`);
    total++;
    if (event.success) success++;
    if (event.roll?.roll?.catastrophe) catastrophe++;
    let digit = 0;
    while (digit < dice && faces[digit] === 6) faces[digit++] = 1;
    if (digit === dice) break;
    faces[digit]!++;
  }
  return { success: success / total, catastrophe: catastrophe / total };
}

/** Ruth (It 2 + Impress 1 = 3k2) works on Dolan (It 1 + Size Up 1 = 2k1): 5 dice, 7776 outcomes. */
function call(settings: TestSettings, dolanSpec: { wounded?: boolean; sizeUp?: number } = {}) {
  const ruth = sheet('Ruth', {
    kind: 'crew',
    it: 2,
    skills: { impress: 1, manipulate: 1, sizeUp: 1 },
    loyalties: [loyalty('Devoted', 'Crew', true)],
  });
  const dolan = sheet('Dolan', {
    it: 1,
    skills: { sizeUp: dolanSpec.sizeUp ?? 1 },
    wounded: dolanSpec.wounded ?? false,
  });
  const ctx = context([ruth, dolan], settings);
  const start = startCall(
    ctx,
    [
      ['ruth', 'crew'],
      ['dolan', 'docks'],
    ],
    [['dolan', 'ruth']],
  );
  const state = run(ctx, start, {
    type: 'social/set-agenda',
    actor: id('ruth'),
    target: id('dolan'),
    text: 'open the door',
  }).state;
  return { ctx, state };
}

const buildUp: SocialCommand = {
  type: 'social/build-up',
  actor: id('ruth'),
  target: id('dolan'),
  skill: 'impress',
};
const followThrough: SocialCommand = {
  type: 'social/follow-through',
  actor: id('ruth'),
  target: id('dolan'),
  skill: 'manipulate',
};

function expectMatches(
  odds: ActionOdds | null | { ok: false },
  brute: { success: number; catastrophe: number },
) {
  if (odds === null || 'ok' in odds) throw new Error('no odds');
  expect(Math.abs(odds.headline.probability - brute.success)).toBeLessThan(1e-12);
  const catastrophe = odds.outcomes.find((o) => o.key === 'catastrophe')!.probability;
  expect(Math.abs(catastrophe - brute.catastrophe)).toBeLessThan(1e-12);
  expect(odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
}

describe('social odds against brute force through decide', () => {
  it.each<[string, TestSettings, number]>([
    ['the default table', {}, 5],
    ['ties to the defender (COT-D-5)', { opposedTieWinner: 'defender' }, 5],
    ['an opponent catastrophe sets no difficulty (COT-D-6)', { catastropheSetsDifficulty: false }, 5],
    ['a Wounded defender rolling -1k0 (COT-D-11)', { woundPenalty: '-1k0' }, 4],
  ])('Build Up 3k2 against 2k1 at %s', (_name, settings, dice) => {
    const { ctx, state } = call(settings, { wounded: dice === 4 });
    expectMatches(socialActionOdds(ctx, state, buildUp), enumerate(ctx, state, buildUp, dice));
  });

  it('Read Room with Lean Onto (4k2 against 2k1)', () => {
    const { ctx, state } = call({});
    const read: SocialCommand = {
      type: 'social/read-room',
      actor: id('ruth'),
      target: id('dolan'),
      question: { kind: 'prime' },
      leanOnto: { of: id('ruth'), relation: 'Devoted', subject: 'Crew' },
    };
    expectMatches(socialActionOdds(ctx, state, read), enumerate(ctx, state, read, 6));
  });

  it.each<[string, TestSettings]>([
    ['an opposed roll', {}],
    [
      'a passive score of 4, meeting it succeeds (COT-D-76, COT-D-3)',
      { followThroughDefence: 'passive_score' },
    ],
    [
      'a passive score of 4, beating it needed',
      { followThroughDefence: 'passive_score', successOnEqual: false },
    ],
  ])('Follow Through against %s', (_name, settings) => {
    const { ctx, state } = call(settings);
    const devoted = run(ctx, state, buildUp, 1, 1, 6, 6, 6).state;
    const dice = settings.followThroughDefence === 'passive_score' ? 3 : 5;
    expectMatches(
      socialActionOdds(ctx, devoted, followThrough),
      enumerate(ctx, devoted, followThrough, dice),
    );
  });

  it('a defence that fails unrolled (COT-D-1 auto_fail) is a certain success', () => {
    const { ctx, state } = call(
      { poolFloor: 'auto_fail', woundPenalty: '-1k0' },
      { wounded: true, sizeUp: 0 },
    );
    const odds = socialActionOdds(ctx, state, buildUp);
    expectMatches(odds, enumerate(ctx, state, buildUp, 3));
    expect(odds).toMatchObject({ headline: { probability: 1 } });
  });
});
