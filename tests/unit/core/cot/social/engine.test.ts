import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applySocial,
  emotionKind,
  emotionTable,
  emotionalStates,
  negativeStateOf,
  socialEngine,
  stateFor,
} from '../../../../../core/cot/social/index.ts';
import type { SocialEvent } from '../../../../../core/cot/social/index.ts';
import { initiativePool } from '../../../../../core/cot/initiative/pools.ts';
import { socialParticipants } from '../../../../../core/cot/social/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  context,
  docks,
  docksWithAgenda,
  dolan,
  id,
  refuse,
  ruth,
  run,
  sheet,
  startCall,
} from './support.ts';

describe('COT-SOC-13 emotional states', () => {
  it('TV-COT-SOC-13-a: Fearful is positive, Wise negative; five of each, each with its meaning', () => {
    expect(emotionKind('fearful')).toBe('positive');
    expect(emotionKind('wise')).toBe('negative');
    expect(emotionalStates.filter((s) => emotionKind(s) === 'positive')).toEqual([
      'accepting',
      'devoted',
      'engaged',
      'fearful',
      'mark',
    ]);
    expect(emotionTable.suspicious.meaning).toBe("does not believe the aggressor's lies");
  });

  it('COT-SOC-10: each Build Up skill sets its own pair of states', () => {
    expect(
      ['intimidate', 'con', 'impress', 'manipulate', 'convince'].map((s) => [
        stateFor(s as never, true),
        stateFor(s as never, false),
      ]),
    ).toEqual([
      ['fearful', 'angry'],
      ['mark', 'wise'],
      ['devoted', 'envious'],
      ['accepting', 'suspicious'],
      ['engaged', 'stubborn'],
    ]);
    expect(negativeStateOf('intimidate')).toBe('angry');
    for (const state of emotionalStates)
      expect(stateFor(emotionTable[state].skill, emotionKind(state) === 'positive')).toBe(state);
  });
});

describe('socialEngine', () => {
  it('is the Social Call stage, run by initiative', () => {
    expect([socialEngine.id, socialEngine.title, socialEngine.turns]).toEqual([
      'social',
      'Social Call',
      'initiative',
    ]);
  });

  it('TV-COT-INIT-2-a: each participant rolls It + Size Up for initiative (It 3, Size Up 1 -> 4k3)', () => {
    const { ctx, state } = docks();
    expect(socialParticipants(ctx, state)[0]).toMatchObject({
      name: 'Ruth',
      presentedIdentity: 'delivery girl',
      initiativePool: { rolled: 4, kept: 3 },
    });
    expect(initiativePool(ruth, 'social')).toEqual({ rolled: 4, kept: 3 });
  });

  it('TV-COT-SOC-6-a: a Build Up and a Follow Through are two commands, each its own turn; one command cannot carry both', () => {
    const { state } = docks();
    const bu = { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' } as const;
    expect(socialEngine.actorOf(state, bu)).toBe('ruth');
    expect(socialEngine.actorOf(state, { ...bu, type: 'social/follow-through' })).toBe('ruth');
    const both = v.safeParse(socialEngine.commandSchema, { ...bu, followThrough: { skill: 'manipulate' } });
    expect(both.success).toBe(false);
    // declarations and the GM's rulings take no turn
    expect(
      socialEngine.actorOf(state, {
        type: 'social/set-agenda',
        actor: id('ruth'),
        target: id('dolan'),
        text: 'x',
      }),
    ).toBeNull();
  });

  it('starts from the sheets: presented identities, who knows which target, the rules snapshot', () => {
    const ctx = context([ruth, dolan], { stateAfterSuccess: 'keep' } as never);
    const started = socialEngine.start(
      ctx,
      {
        participants: [
          { id: id('ruth'), side: 'crew' },
          { id: id('dolan'), side: 'docks' },
        ],
        known: [{ target: id('dolan'), learner: id('ruth') }],
      },
      fixedDice(),
    );
    if (!started.ok) throw new Error(started.message);
    const state = started.events.reduce<ReturnType<typeof applySocial> | null>(socialEngine.apply, null)!;
    expect(state.participants.map((p) => [p.id, p.identity])).toEqual([
      ['ruth', 'delivery girl'],
      ['dolan', 'Dolan'],
    ]);
    expect(state.found).toEqual([{ target: 'dolan', learner: 'ruth', side: 'crew' }]);
    expect(state.rules.stateAfterSuccess).toBe('keep');
  });

  it('refuses a call with one side, a participant twice, or someone without a sheet', () => {
    const ctx = context([ruth, dolan]);
    const start = (participants: { id: string; side: string }[]) =>
      socialEngine.start(
        ctx,
        { participants: participants.map((p) => ({ ...p, id: id(p.id) })) },
        fixedDice(),
      );
    expect(
      start([
        { id: 'ruth', side: 'crew' },
        { id: 'dolan', side: 'crew' },
      ]),
    ).toMatchObject({ code: 'social/one-side' });
    expect(
      start([
        { id: 'ruth', side: 'crew' },
        { id: 'ruth', side: 'x' },
      ]),
    ).toMatchObject({ code: 'social/duplicate-participant' });
    expect(
      start([
        { id: 'ruth', side: 'crew' },
        { id: 'nobody', side: 'x' },
      ]),
    ).toMatchObject({ code: 'social/no-sheet' });
  });

  it('describes its events in plain lines, with the score', () => {
    const { ctx, state } = docksWithAgenda();
    const intimidate = {
      type: 'social/build-up',
      actor: id('ruth'),
      target: id('dolan'),
      skill: 'intimidate',
    } as const;
    // Dolan 5, 4, 1 -> 9; Ruth (Muscle 2 + Intimidate 2 = 4k2): 6, 6, 2, 1 -> 12
    const { event } = run(ctx, state, intimidate, 5, 4, 1, 6, 6, 2, 1);
    expect(socialEngine.describe(event, ctx.names)).toBe(
      'Ruth builds Dolan up into Fearful (Intimidate 12 vs 9)',
    );
    const failed = run(ctx, state, intimidate, 6, 6, 1, 3, 2, 1, 1).event;
    expect(socialEngine.describe(failed, ctx.names)).toBe(
      "Ruth's Build Up makes Dolan Angry (Intimidate 5 vs 12)",
    );
    const agenda = {
      type: 'social/agenda-set',
      actor: id('ruth'),
      side: 'crew',
      target: id('dolan'),
      text: 'lend us the car',
      change: null,
    } as const;
    expect(socialEngine.describe(agenda, ctx.names)).toBe('Ruth sets the agenda on Dolan: lend us the car');
  });

  it("lists the defence roll first, then the actor's, for the roll log", () => {
    const { ctx, state } = docksWithAgenda();
    const { event } = run(
      ctx,
      state,
      { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
      6,
      5,
      1,
      6,
      4,
      3,
      2,
      1,
    );
    expect(
      socialEngine.rolls(event, ctx.names).map((r) => [r.roller, r.what, r.difficulty, r.success, r.result]),
    ).toEqual([
      ['dolan', "It + Size Up against Ruth's Build Up", null, false, "Sets Ruth's difficulty at 11"],
      [
        'ruth',
        'Build Up on Dolan (Impress)',
        11,
        true,
        'Ruth builds Dolan up into Devoted (Impress 13 vs 11)',
      ],
    ]);
    expect(socialEngine.rolls({ type: 'social/left', id: id('ruth') }, ctx.names)).toEqual([]);
  });

  it('validates commands field by field and refuses hostile events before they are applied', () => {
    const bad = v.safeParse(socialEngine.commandSchema, {
      type: 'social/build-up',
      actor: 'ruth',
      target: 'dolan',
      skill: 'shooting',
    });
    expect(bad.success).toBe(false);
    expect(
      v.safeParse(socialEngine.commandSchema, {
        type: 'social/set-agenda',
        actor: 'ruth',
        target: 'dolan',
        text: 'x'.repeat(5000),
      }).success,
    ).toBe(false);
    const { ctx, state } = docksWithAgenda();
    const { event } = run(
      ctx,
      state,
      { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
      6,
      5,
      1,
      6,
      4,
      3,
      2,
      1,
    );
    expect(v.safeParse(socialEngine.eventSchema, event).success).toBe(true);
    const forged = structuredClone(event) as SocialEvent & { roll: { roll: { total: number } } };
    forged.roll.roll.total = 18;
    const parsed = v.safeParse(socialEngine.eventSchema, forged);
    expect(parsed.success).toBe(false);
    expect(v.safeParse(socialEngine.eventSchema, { ...event, extra: 1 }).success).toBe(false);
  });

  it('apply throws on events that do not fit the call', () => {
    const { state } = docks();
    expect(() => applySocial(state, { type: 'social/left', id: id('nobody') })).toThrow(
      /Nobody with id nobody/,
    );
    expect(() => applySocial(null, { type: 'social/left', id: id('ruth') })).toThrow(
      /before the Social Call started/,
    );
    expect(() =>
      applySocial(state, { type: 'social/agenda-judged', side: 'crew', target: id('dolan'), impeding: [] }),
    ).toThrow(/no agenda/);
  });

  it('ends, after which it accepts nothing and nobody can act', () => {
    const { ctx, state } = docks();
    const ended = run(ctx, state, { type: 'social/end', summary: 'the clerk leaves the door open' }).state;
    expect(socialEngine.ended(ended, ctx.names)).toBe('the clerk leaves the door open');
    expect(socialEngine.canAct(ended, 'ruth')).toBe(false);
    expect(
      refuse(ctx, ended, { type: 'social/read-room', actor: id('ruth'), target: id('dolan') }).code,
    ).toBe('social/ended');
  });

  it('lets people join and leave; one who left cannot act or be worked on', () => {
    const vera = sheet('Vera', { skills: { sizeUp: 1 } });
    const ctx = context([ruth, dolan, vera]);
    const state = startCall(ctx, [
      ['ruth', 'crew'],
      ['dolan', 'docks'],
    ]);
    const joined = run(ctx, state, { type: 'social/join', id: id('vera'), side: 'docks' }).state;
    expect(socialEngine.canAct(joined, 'vera')).toBe(true);
    const left = run(ctx, joined, { type: 'social/leave', id: id('vera') }).state;
    expect(socialEngine.canAct(left, 'vera')).toBe(false);
    expect(refuse(ctx, left, { type: 'social/read-room', actor: id('ruth'), target: id('vera') }).code).toBe(
      'social/left',
    );
  });
});

describe('opposed social rolls at the edges (COT-DICE-8, COT-D-1, COT-D-6)', () => {
  it('COT-D-6 catastrophe_sets_difficulty = false: a defence catastrophe lets Ruth succeed without rolling', () => {
    const { ctx, state } = docksWithAgenda({ catastropheSetsDifficulty: false });
    const { event } = run(
      ctx,
      state,
      { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
      1,
      1,
      1,
    );
    expect(event).toMatchObject({ success: true, roll: null, state: 'devoted' });
  });

  it('with the default, a defence catastrophe still sets the difficulty (TV-COT-DICE-8-c)', () => {
    const { ctx, state } = docksWithAgenda();
    const { event } = run(
      ctx,
      state,
      { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
      1,
      1,
      1,
      2,
      1,
      1,
      1,
      1,
    );
    expect(event).toMatchObject({
      success: true,
      defence: { roll: { total: 2, catastrophe: true } },
      roll: { roll: { total: 4 } },
    });
  });

  it('COT-D-5 opposed_tie_winner: a tie goes to Ruth, or to Dolan at a defender-tie table', () => {
    const tie = (winner: 'actor' | 'defender') => {
      const { ctx, state } = docksWithAgenda({ opposedTieWinner: winner });
      return run(
        ctx,
        state,
        { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
        6,
        4,
        1,
        4,
        3,
        3,
        1,
        1,
      ).event;
    };
    expect(tie('actor')).toMatchObject({ success: true });
    expect(tie('defender')).toMatchObject({ success: false });
  });

  it('COT-D-1 pool_floor = auto_fail: a pool below one die fails unrolled, on either side', () => {
    const settings = { poolFloor: 'auto_fail', woundPenalty: '-1k0' } as const;
    const weak = sheet('Wendel', { it: 1, wounded: true, loyalties: [] });
    const ctx = context([ruth, weak], settings);
    const state = startCall(
      ctx,
      [
        ['ruth', 'crew'],
        ['wendel', 'docks'],
      ],
      [['wendel', 'ruth']],
    );
    const read = {
      type: 'social/read-room',
      actor: id('ruth'),
      target: id('wendel'),
      question: { kind: 'prime' },
    } as const;
    expect(run(ctx, state, read).event).toMatchObject({ success: true, defence: { roll: null }, roll: null });
    const known = startCall(
      ctx,
      [
        ['wendel', 'docks'],
        ['ruth', 'crew'],
      ],
      [['ruth', 'wendel']],
    );
    const back = {
      type: 'social/read-room',
      actor: id('wendel'),
      target: id('ruth'),
      question: { kind: 'prime' },
    } as const;
    expect(run(ctx, known, back, 6, 4, 2, 1).event).toMatchObject({
      success: false,
      roll: { roll: null },
      targetLearnsIdentity: true,
    });
  });
});
