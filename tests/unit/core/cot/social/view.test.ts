import { describe, expect, it } from 'vitest';
import { opposedOdds, poolOdds } from '../../../../../core/dice/odds.ts';
import {
  gmTargetView,
  sideTargetView,
  socialActionOdds,
  socialActions,
} from '../../../../../core/cot/social/index.ts';
import type { SocialState } from '../../../../../core/cot/social/index.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { docks, docksWithAgenda, id, loyalty, run } from './support.ts';

const action = (ctx: EngineContext, state: SocialState, who: string, key: string) =>
  socialActions(ctx, state, id(who)).find((a) => a.action === key)!;

describe('socialActions', () => {
  it('lists every action, possible or not, with its rule', () => {
    const { ctx, state } = docks();
    expect(socialActions(ctx, state, id('ruth')).map((a) => [a.action, a.available, a.rule])).toEqual([
      ['read-room-find', true, 'COT-SOC-7'],
      ['read-room-ask', false, 'COT-SOC-8'],
      ['read-room-subject', false, 'COT-SOC-8'],
      ['alter-loyalty', false, 'COT-SOC-2'],
      ['build-up-intimidate', false, 'COT-SOC-10'],
      ['build-up-con', false, 'COT-SOC-10'],
      ['build-up-impress', false, 'COT-SOC-10'],
      ['build-up-manipulate', false, 'COT-SOC-10'],
      ['build-up-convince', false, 'COT-SOC-10'],
      ['follow-through', false, 'COT-SOC-12'],
      ['lean-into', false, 'COT-SOC-5'],
    ]);
    expect(action(ctx, state, 'ruth', 'build-up-impress').reason).toBe(
      'Ruth does not know Dolan is the target: Read Room first, or the GM reveals it (COT-SOC-9)',
    );
  });

  it('offers Read Room on each person of the other side, with and without Lean Onto, with exact odds', () => {
    const { ctx, state } = docks();
    const find = action(ctx, state, 'ruth', 'read-room-find');
    expect(find.options.map((o) => o.label)).toEqual([
      'Read the room: is Dolan the target?',
      'Read the room: is Dolan the target?, leaning onto Devoted: Crew',
      'Read the room: is Dolan the target?, leaning onto Hatred: Police',
      'Read the room: is Dolan the target?, leaning onto Desire: Money',
      'Read the room: is Dolan the target?, Dolan leaning onto their Devoted: Job',
      'Read the room: is Dolan the target?, Dolan leaning onto their Fear: Loan shark',
      'Read the room: is Vic the target?',
      'Read the room: is Vic the target?, leaning onto Devoted: Crew',
      'Read the room: is Vic the target?, leaning onto Hatred: Police',
      'Read the room: is Vic the target?, leaning onto Desire: Money',
      'Read the room: is Vic the target?, Vic leaning onto their Desire: Money',
    ]);
    const [plain, leaning] = find.options;
    expect(plain!.odds!.headline.probability).toBe(
      opposedOdds({ rolled: 4, kept: 3 }, { rolled: 3, kept: 2 }).success,
    );
    expect(leaning!.odds!.headline.probability).toBe(
      opposedOdds({ rolled: 5, kept: 3 }, { rolled: 3, kept: 2 }).success,
    );
    expect(plain!.odds!.detail).toBe("It + Size Up 4k3 vs Dolan's It + Size Up 3k2");
    expect(plain!.odds!.outcomes.map((o) => o.label)).toEqual([
      'Ruth learns Dolan is the target',
      'Ruth learns Dolan is the target, but Dolan learns Ruth is presenting as "delivery girl"',
      'Catastrophe: Ruth learns Dolan is the target, but Dolan learns Ruth is presenting as "delivery girl"',
    ]);
    const sum = plain!.odds!.outcomes.reduce((total, o) => total + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('puts pending Bolsters of both sides into the pools and the odds', () => {
    const bolster = [{ rolled: 1, kept: 0, source: 'Bolster' }];
    const { ctx, state } = docksWithAgenda();
    const bolstered: EngineContext = {
      ...ctx,
      bolsters: (who) => (who === 'ruth' || who === 'dolan' ? bolster : []),
    };
    const impress = action(bolstered, state, 'ruth', 'build-up-impress').options[0]!;
    expect(impress.odds!.detail).toBe(
      "It + Impress 5k3 +1k0 Bolster = 6k3 vs Dolan's It + Size Up 3k2 +1k0 Bolster = 4k2",
    );
    expect(impress.odds!.headline.probability).toBe(
      opposedOdds({ rolled: 6, kept: 3 }, { rolled: 4, kept: 2 }).success,
    );
  });

  it("says in the game's words why a locked builder cannot Follow Through", () => {
    const { ctx, state } = docksWithAgenda();
    const angry = run(
      ctx,
      state,
      { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'intimidate' },
      6,
      6,
      1,
      3,
      2,
      1,
      1,
    ).state;
    expect(action(ctx, angry, 'ruth', 'follow-through')).toMatchObject({
      available: false,
      reason:
        'Ruth built the Angry state on Dolan: Ruth cannot Follow Through until presenting another identity (COT-SOC-11)',
      options: [],
    });
    expect(action(ctx, angry, 'bram', 'follow-through').available).toBe(true);
  });

  it('gives a Follow Through under passive_score the odds of meeting the score', () => {
    const { ctx, state } = docksWithAgenda({ followThroughDefence: 'passive_score' });
    const devoted = run(
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
    ).state;
    const option = action(ctx, devoted, 'bram', 'follow-through').options.find(
      (o) => o.label === 'Follow Through on Dolan with Manipulate',
    )!;
    expect(option.odds!.headline.probability).toBe(poolOdds({ rolled: 4, kept: 2 }, 7).success);
    expect(option.odds!.detail).toBe("It + Manipulate 4k2 vs Dolan's passive score 7");
  });

  it('COT-SOC-2, COT-SOC-9: offers ready-made agendas that alter a Loyalty, never a text left to fill in', () => {
    const { ctx, state } = docksWithAgenda();
    const alter = action(ctx, state, 'ruth', 'alter-loyalty');
    expect(alter.options.map((o) => o.label)).toEqual([
      "Agenda: make Fear: Loan shark Dolan's Prime Loyalty",
      "Agenda: replace Dolan's Fear: Loan shark with Devoted: Crew",
      "Agenda: replace Dolan's Fear: Loan shark with Hatred: Police",
      "Agenda: replace Dolan's Fear: Loan shark with Desire: Money",
    ]);
    expect(alter.options[1]!.command).toEqual({
      type: 'social/set-agenda',
      actor: 'ruth',
      target: 'dolan',
      text: "Replace Dolan's Fear: Loan shark with Devoted: Crew",
      change: {
        kind: 'replace',
        loyalty: { relation: 'Fear', subject: 'Loan shark' },
        with: { relation: 'Devoted', subject: 'Crew' },
      },
    });
    const texts = socialActions(ctx, state, id('ruth')).flatMap((a) => a.options.map((o) => o.command));
    expect(JSON.stringify(texts)).not.toContain('…');
  });

  it('COT-SOC-8, COT-D-74 (b): asks how the target feels about each subject a Loyalty in the call names, once each', () => {
    const { ctx, state } = docksWithAgenda();
    const subject = action(ctx, state, 'ruth', 'read-room-subject');
    const plain = subject.options.filter((o) => !o.label.includes('leaning'));
    expect(plain.map((o) => o.label)).toEqual([
      'Ask how Dolan feels about Crew',
      'Ask how Dolan feels about Police',
      'Ask how Dolan feels about Money',
      'Ask how Dolan feels about Job',
      'Ask how Dolan feels about Loan shark',
    ]);
    const asked = run(ctx, state, plain[4]!.command, 2, 1, 1, 6, 6, 5, 1).event;
    expect(asked).toMatchObject({ success: true, answer: [loyalty('Fear', 'Loan shark')] });
  });

  it("COT-SOC-4: offers the defender's Lean Onto its own Loyalty, with the +1k0 in the odds", () => {
    const { ctx, state } = docksWithAgenda();
    const option = action(ctx, state, 'ruth', 'build-up-impress').options.find(
      (o) => o.label === 'Build Up Dolan with Impress, Dolan leaning onto their Devoted: Job',
    )!;
    expect(option.command).toMatchObject({
      defenderLeanOnto: { of: 'dolan', relation: 'Devoted', subject: 'Job' },
    });
    expect(option.odds!.headline.probability).toBe(
      opposedOdds({ rolled: 5, kept: 3 }, { rolled: 4, kept: 2 }).success,
    );
  });

  it("socialActionOdds gives the odds of any command, a defender's Lean Onto included", () => {
    const { ctx, state } = docksWithAgenda();
    const command = {
      type: 'social/build-up',
      actor: id('ruth'),
      target: id('dolan'),
      skill: 'impress',
      defenderLeanOnto: { of: id('dolan'), relation: 'Devoted', subject: 'Job' },
    } as const;
    const odds = socialActionOdds(ctx, state, command);
    expect(odds).toMatchObject({
      headline: { probability: opposedOdds({ rolled: 5, kept: 3 }, { rolled: 4, kept: 2 }).success },
    });
    expect(socialActionOdds(ctx, state, { ...command, skill: 'con', target: id('vic') })).toMatchObject({
      ok: false,
    });
  });
});

describe('target views', () => {
  function worked() {
    const { ctx, state } = docksWithAgenda();
    const asked = run(
      ctx,
      state,
      {
        type: 'social/read-room',
        actor: id('bram'),
        target: id('dolan'),
        question: { kind: 'subject', subject: 'loan shark' },
      },
      5,
      5,
      1,
      6,
      6,
      2,
      1,
    ).state;
    const failed = run(
      ctx,
      asked,
      { type: 'social/read-room', actor: id('ruth'), target: id('dolan'), question: { kind: 'prime' } },
      6,
      6,
      1,
      3,
      2,
      1,
      1,
    ).state;
    return {
      ctx,
      state: run(
        ctx,
        failed,
        { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' },
        6,
        5,
        1,
        6,
        4,
        3,
        2,
        1,
      ).state,
    };
  }

  it('shows the GM everything true: identities, every Loyalty, the state and its setter, the agendas, who knows what', () => {
    const { ctx, state } = worked();
    expect(gmTargetView(ctx, state, id('dolan'))).toMatchObject({
      name: 'Dolan',
      trueIdentity: 'Dolan',
      loyalties: [loyalty('Devoted', 'Job', true), loyalty('Fear', 'Loan shark')],
      sizeUpPool: { rolled: 3, kept: 2 },
      emotion: {
        state: 'devoted',
        label: 'Devoted',
        kind: 'positive',
        meaning: 'wants to be like, or be with, the aggressor',
        setter: { character: 'ruth', name: 'Ruth', identity: 'delivery girl' },
      },
      agendas: [
        { side: 'crew', text: 'leave the back door open', impeding: [], achieved: false, altering: null },
      ],
      knownBy: [{ learner: 'ruth', name: 'Ruth', side: 'crew' }],
      knows: [{ character: 'ruth', identity: 'delivery girl', knowsIdentity: true, questions: [] }],
      altered: [],
    });
  });

  it('shows the crew only what they learned: identified, the Loyalties discovered, never the true identity', () => {
    const { ctx, state } = worked();
    const crew = sideTargetView(ctx, state, id('dolan'), 'crew')!;
    expect(crew).toMatchObject({
      presentedIdentity: 'Dolan',
      identified: true,
      loyalties: [loyalty('Fear', 'Loan shark')],
      answers: [{ learner: 'bram', question: { kind: 'subject', subject: 'loan shark' } }],
      emotion: { state: 'devoted' },
      agenda: { text: 'leave the back door open', change: null, achieved: false },
      knowsOfUs: [{ character: 'ruth', identity: 'delivery girl', knowsIdentity: true }],
      alteredThisCall: false,
    });
    expect(crew).not.toHaveProperty('trueIdentity');
    expect(sideTargetView(ctx, state, id('vic'), 'crew')).toMatchObject({
      identified: false,
      loyalties: [],
      agenda: null,
    });
  });
});
