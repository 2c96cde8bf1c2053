import { describe, expect, it } from 'vitest';
import {
  agendaChangeChoices,
  emotionLegend,
  judgeChoices,
  socialBoardView,
  socialGmActions,
  socialRefusal,
} from '../../../../../core/cot/social/index.ts';
import type { SocialCommand, SocialState } from '../../../../../core/cot/social/index.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { docks, docksWithAgenda, id, run } from './support.ts';

/** The scene's sides: the crew, and the docks. */
const sides = [
  { id: 'crew', label: 'Crew', crew: true },
  { id: 'docks', label: 'Docks', crew: false },
] as const;

/** The support context, with the sides' names as the scene layer gives them. */
function named(ctx: EngineContext): EngineContext {
  const labels: Record<string, string> = { crew: 'Crew', docks: 'Docks' };
  return { ...ctx, names: (who) => labels[who] ?? ctx.names(who) };
}

const board = (ctx: EngineContext, state: SocialState) => socialBoardView(named(ctx), state, sides);
const card = (ctx: EngineContext, state: SocialState, who: string) =>
  board(ctx, state).targets.find((t) => t.id === id(who))!;

/** Bram asks about the loan shark, Ruth Builds Up Dolan into Devoted: the crew's agenda is under way. */
function underWay(ctx: EngineContext, state: SocialState): SocialState {
  const asked = run(
    ctx,
    state,
    {
      type: 'social/read-room',
      actor: id('bram'),
      target: id('dolan'),
      question: { kind: 'subject', subject: 'loan shark' },
    },
    ...[5, 5, 1, 6, 6, 2, 1],
  ).state;
  const impress = { type: 'social/build-up', actor: id('ruth'), target: id('dolan'), skill: 'impress' };
  return run(ctx, asked, impress as SocialCommand, ...[6, 5, 1, 6, 4, 3, 2, 1]).state;
}

describe('socialBoardView', () => {
  it('lists who is in the call as whom, with the It + Size Up pool each rolls for initiative (COT-INIT-2)', () => {
    const { ctx, state } = docks();
    expect(board(ctx, state).participants.slice(0, 2)).toEqual([
      {
        id: 'ruth',
        name: 'Ruth',
        sideLabel: 'Crew',
        presentedIdentity: 'delivery girl',
        disguiseOf: 'Ruth',
        present: true,
        initiative: 'It + Size Up 4k3',
      },
      {
        id: 'bram',
        name: 'Bram',
        sideLabel: 'Crew',
        presentedIdentity: 'Bram',
        disguiseOf: null,
        present: true,
        initiative: 'It + Size Up 4k2',
      },
    ]);
  });

  it('gives each target a card: the GM sees every Loyalty undiscovered, the crew knows nothing yet', () => {
    const { ctx, state } = docks();
    const view = board(ctx, state);
    expect(view.targets.map((t) => [t.name, t.knower.label])).toEqual([
      ['Dolan', 'Crew'],
      ['Vic', 'Crew'],
    ]);
    const dolan = card(ctx, state, 'dolan');
    expect(dolan.gm).toMatchObject({
      heading: 'As the GM sees it',
      identity: 'Presents as "Dolan"',
      target: 'Nobody knows Dolan is the target yet',
      identified: false,
      emotion: null,
      agendas: [],
    });
    expect(dolan.gm.loyalties.map((l) => [l.words, l.discovered, l.note])).toEqual([
      ['Devoted: Job', false, 'Prime · undiscovered'],
      ['Fear: Loan shark', false, 'undiscovered'],
    ]);
    expect(dolan.known).toMatchObject({
      heading: 'As the Crew knows it',
      target: 'Unknown: the Crew has not found out Dolan is the target (Read Room)',
      identified: false,
      loyalties: [],
      agendas: [],
    });
    expect(dolan.legend.filter((e) => e.current)).toEqual([]);
  });

  it('COT-SOC-8, COT-SOC-10: shows the discovered Loyalty on both sides, the other on the GM side only, and the state with its builder', () => {
    const { ctx, state } = docksWithAgenda();
    const dolan = card(ctx, underWay(ctx, state), 'dolan');
    expect(dolan.gm.target).toBe('Ruth knows Dolan is the target');
    expect(dolan.known.target).toBe('Known: Dolan is the target');
    expect(dolan.gm.loyalties.map((l) => [l.words, l.note])).toEqual([
      ['Devoted: Job', 'Prime · undiscovered'],
      ['Fear: Loan shark', 'discovered by the Crew'],
    ]);
    expect(dolan.known.loyalties.map((l) => l.words)).toEqual(['Fear: Loan shark']);
    expect(dolan.known.learned).toEqual([
      'Bram asked Dolan how they feel about loan shark: Fear: Loan shark',
    ]);
    const built = {
      state: 'devoted',
      label: 'Devoted',
      kind: 'positive',
      meaning: 'wants to be like, or be with, the aggressor',
      builtBy: 'Ruth, presenting as "delivery girl"',
    };
    expect(dolan.gm.emotion).toEqual(built);
    expect(dolan.known.emotion).toEqual(built);
    expect(dolan.legend.filter((e) => e.current).map((e) => e.label)).toEqual(['Devoted']);
    expect(dolan.gm.agendas).toEqual([
      {
        side: 'crew',
        sideLabel: 'Crew',
        text: 'leave the back door open',
        setBy: 'Ruth',
        change: null,
        words: '“leave the back door open”, set by Ruth',
        achieved: false,
        status: 'Being pushed: not followed through yet',
        impeding: 'Nothing judged in its way',
      },
    ]);
    expect(dolan.known.agendas[0]).toMatchObject({ setBy: 'Ruth', impeding: null, achieved: false });
  });

  it('COT-SOC-12, COT-SOC-2: after a Follow Through the agenda reads followed through, the state clears and the altered Loyalty is named', () => {
    const swap = { kind: 'swap', loyalty: { relation: 'Fear', subject: 'Loan shark' } } as const;
    const { ctx, state } = docksWithAgenda({}, swap);
    const built = underWay(ctx, state);
    const follow = {
      type: 'social/follow-through',
      actor: id('bram'),
      target: id('dolan'),
      skill: 'manipulate',
    };
    const done = run(ctx, built, follow as SocialCommand, ...[2, 1, 1, 6, 6, 1, 1]).state;
    const dolan = card(ctx, done, 'dolan');
    expect(dolan.known.agendas[0]).toMatchObject({
      achieved: true,
      status: 'Followed through: achieved',
      change: 'swap Fear: Loan shark with the Prime',
    });
    expect(dolan.gm.emotion).toBeNull();
    expect(dolan.altered).toEqual(["Bram's agenda made Fear: Loan shark Dolan's Prime"]);
  });

  it('marks a Loyalty the GM judged in the way of the agenda, and the one the agenda would alter (COT-SOC-5)', () => {
    const swap = { kind: 'swap', loyalty: { relation: 'Fear', subject: 'Loan shark' } } as const;
    const { ctx, state } = docksWithAgenda({}, swap);
    const judged = run(ctx, state, {
      type: 'social/judge-agenda',
      target: id('dolan'),
      side: 'crew',
      impeding: [{ relation: 'Fear', subject: 'Loan shark' }],
    }).state;
    expect(card(ctx, judged, 'dolan').gm.loyalties.map((l) => l.note)).toEqual([
      'Prime · undiscovered · the agenda would alter it',
      "undiscovered · in the way of the Crew's agenda",
    ]);
    expect(card(ctx, judged, 'dolan').gm.agendas[0]!.impeding).toBe('In its way: Fear: Loan shark');
  });

  it('COT-SOC-14: gives a crew member a card when an NPC pushes an agenda on them, seen by that side', () => {
    const { ctx, state } = docks();
    const found = run(ctx, state, {
      type: 'social/reveal-target',
      target: id('ruth'),
      learner: id('vic'),
    }).state;
    const pushed = run(ctx, found, {
      type: 'social/set-agenda',
      actor: id('vic'),
      target: id('ruth'),
      text: 'sell the fence the map',
    }).state;
    const ruth = card(ctx, pushed, 'ruth');
    expect(ruth.knower.label).toBe('Docks');
    expect(ruth.known.heading).toBe('As the Docks knows it');
    expect(ruth.known.agendas.map((a) => a.text)).toEqual(['sell the fence the map']);
    expect(card(ctx, pushed, 'bram')).toBeUndefined();
  });
});

describe('emotionLegend (COT-SOC-13)', () => {
  it('TV-COT-SOC-13-a: lists the ten states, Fearful positive, Wise negative, with how each is set', () => {
    const legend = emotionLegend('fearful');
    expect(legend).toHaveLength(10);
    expect(legend.find((e) => e.state === 'fearful')).toMatchObject({
      kind: 'positive',
      current: true,
      setBy: 'a Build Up with Intimidate succeeds',
    });
    expect(legend.find((e) => e.state === 'wise')).toMatchObject({
      kind: 'negative',
      current: false,
      meaning: 'recognises the con for what it is',
      setBy: 'a Build Up with Con fails',
    });
    expect(legend.find((e) => e.state === 'angry')!.setBy).toBe(
      'a Build Up or a Follow Through with Intimidate fails',
    );
  });
});

describe("the GM's controls", () => {
  it('COT-SOC-9: offers to reveal each target to each one who does not know it yet, nothing once their side knows', () => {
    const { ctx, state } = docksWithAgenda();
    const [reveal, identity] = socialGmActions(ctx, state);
    const labels = reveal!.options.map((o) => o.label);
    expect(labels).toContain('Tell Ruth that Vic is the target');
    // what Ruth learned her side knows (social_knowledge = side, SOC-D-1)
    expect(labels).not.toContain('Tell Ruth that Dolan is the target');
    expect(labels).not.toContain('Tell Bram that Dolan is the target');
    expect(reveal!.options.every((o) => o.odds === null)).toBe(true);
    expect(identity!.options.map((o) => o.label)).toContain('Dolan already knows Ruth as "delivery girl"');
  });

  it("socialRefusal gives decide's reason for a command being typed, or null", () => {
    const { ctx, state } = docksWithAgenda();
    const agenda = { type: 'social/set-agenda', actor: id('ruth'), target: id('dolan'), text: ' ' } as const;
    expect(socialRefusal(ctx, state, agenda)).toBe(
      'An agenda says what the target should give or do: write it down',
    );
    expect(socialRefusal(ctx, state, { ...agenda, target: id('vic'), text: 'lend us the car' })).toBe(
      'Ruth does not know Vic is the target: Read Room first, or the GM reveals it (COT-SOC-9)',
    );
    const prime = {
      ...agenda,
      text: 'forget the job',
      change: {
        kind: 'replace',
        loyalty: { relation: 'Devoted', subject: 'Job' },
        with: { relation: 'Desire', subject: 'Money' },
      },
    } as const;
    expect(socialRefusal(ctx, state, prime)).toMatch(/the Prime can only be swapped .*COT-D-89/);
    expect(socialRefusal(ctx, state, { ...agenda, text: 'lend us the car' })).toBeNull();
  });

  it('COT-SOC-2, COT-D-89: an agenda may swap or replace each ordinary Loyalty, never the Prime', () => {
    const { ctx } = docks();
    expect(agendaChangeChoices(ctx, id('dolan'))).toEqual([
      {
        kind: 'swap',
        loyalty: { relation: 'Fear', subject: 'Loan shark' },
        label: "Swap Fear: Loan shark with Dolan's Prime (Devoted: Job)",
      },
      {
        kind: 'replace',
        loyalty: { relation: 'Fear', subject: 'Loan shark' },
        label: "Replace Dolan's Fear: Loan shark with…",
      },
    ]);
    expect(agendaChangeChoices(ctx, id('vic'))).toEqual([]);
  });
});

describe('judgeChoices (COT-SOC-5)', () => {
  it("lists each agenda still pushed with the target's Loyalties, those judged in its way marked", () => {
    const { ctx, state } = docksWithAgenda();
    const judged = run(ctx, state, {
      type: 'social/judge-agenda',
      target: id('dolan'),
      side: 'crew',
      impeding: [{ relation: 'Devoted', subject: 'Job' }],
    }).state;
    expect(judgeChoices(named(ctx), judged)).toEqual([
      {
        side: 'crew',
        target: 'dolan',
        label: "Crew's agenda on Dolan: leave the back door open",
        loyalties: [
          { ref: { relation: 'Devoted', subject: 'Job' }, words: 'Devoted: Job', impeding: true },
          { ref: { relation: 'Fear', subject: 'Loan shark' }, words: 'Fear: Loan shark', impeding: false },
        ],
      },
    ]);
    const ended = run(ctx, judged, { type: 'social/end', summary: 'the bar closed' }).state;
    expect(judgeChoices(named(ctx), ended)).toEqual([]);
  });
});
