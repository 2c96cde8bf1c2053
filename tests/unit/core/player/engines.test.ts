import { describe, expect, it } from 'vitest';
import {
  chase,
  engineIds,
  engineOf,
  heist,
  prep,
  skirmish,
  social,
  warfare,
} from '../../../../core/index.ts';
import { coverMeter } from '../../../../core/cot/common/index.ts';
import type { PlayerLens, PlayerLook } from '../../../../core/index.ts';
import { deepFreeze } from '../campaign/support.ts';

/**
 * Each engine's own projection for the players' screen (issue 21), on hand-made states and a hand-made lens: what
 * the crew sees of the scene, and what it never does.
 */

const people: Readonly<Record<string, PlayerLook>> = {
  vex: { crew: true, name: 'Vex', key: 'vex' },
  ruth: { crew: true, name: 'Ruth', key: 'ruth' },
  dolan: { crew: false, name: 'the fence', key: 'p3' },
  thug: { crew: false, name: 'a docker', key: 'p4' },
  shadow: { crew: false, name: null, key: 'p5' },
};

function lens(changes: Partial<PlayerLens> = {}, acted: readonly string[] = []): PlayerLens {
  return {
    opponents: 'opponent',
    cover: 'band',
    alarm: 'band',
    look: (id) => people[id] ?? { crew: false, name: null, key: `x-${id.length}` },
    acted: (id) => acted.includes(id),
    crewSide: (side) => side === 'crew',
    revealed: () => ({ guards: new Set(), loot: new Set() }),
    ...changes,
  };
}

describe('coverMeter', () => {
  it.each([
    [0, 'none', 'Cover: none'],
    [5, 'low', 'Cover: low'],
    [6, 'medium', 'Cover: medium'],
    [11, 'medium', 'Cover: medium'],
    [12, 'high', 'Cover: high'],
  ] as const)(
    'COT-WAR-2, PLY-D-3: Cover %i reads as %s against the default difficulty 9',
    (score, band, words) => {
      expect(coverMeter(score, 'band')).toEqual({ band, words, value: null });
    },
  );

  it('shows the number when the table says so (PLY-D-3)', () => {
    expect(coverMeter(7, 'number')).toEqual({ band: 'medium', words: 'Cover 7', value: 7 });
  });
});

describe('Gang Warfare on the players’ screen', () => {
  const fighter = (id: string, side: string, coverScore: number, extra: object = {}) => ({
    id,
    name: `${id} the GM's name`,
    side,
    kind: side === 'crew' ? 'crew' : 'npc',
    pools: { secret: 'pools' },
    weapons: [{ name: 'Secret shotgun' }],
    unconscious: false,
    coverScore,
    restrainedBy: null,
    presence: 'fighting',
    ...extra,
  });
  const fight = deepFreeze({
    zone: 'Dock',
    fighters: [
      fighter('vex', 'crew', 9),
      fighter('dolan', 'guards', 14),
      fighter('thug', 'guards', 0, { presence: 'surrendered' }),
    ],
  }) as unknown as Parameters<typeof warfare.warfarePlayerView>[0];

  it('numbers opponents and shows Cover as a band by default (PLY-D-2, PLY-D-3)', () => {
    expect(warfare.warfarePlayerView(fight, lens())).toEqual({
      engine: 'warfare',
      fighters: [
        {
          key: 'vex',
          name: 'Vex',
          crew: true,
          cover: { band: 'medium', words: 'Cover: medium', value: null },
          state: 'Fighting',
        },
        {
          key: 'p3',
          name: 'Opponent 1',
          crew: false,
          cover: { band: 'high', words: 'Cover: high', value: null },
          state: 'Fighting',
        },
        {
          key: 'p4',
          name: 'Opponent 2',
          crew: false,
          cover: { band: 'none', words: 'Cover: none', value: null },
          state: 'Surrendered',
        },
      ],
    });
  });

  it('names opponents by the face they show, or leaves them out until they act', () => {
    const named = warfare.warfarePlayerView(fight, lens({ opponents: 'named', cover: 'number' }));
    expect(named.fighters.map((f) => [f.name, f.cover.words])).toEqual([
      ['Vex', 'Cover 9'],
      ['the fence', 'Cover 14'],
      ['a docker', 'Cover 0'],
    ]);
    const hidden = warfare.warfarePlayerView(fight, lens({ opponents: 'hidden-until-act' }, ['thug']));
    expect(hidden.fighters.map((f) => f.name)).toEqual(['Vex', 'a docker']);
    expect(JSON.stringify(hidden)).not.toMatch(/GM's name|Secret|pools/);
  });

  it('numbers only the opponents it shows: no gap tells of one left out until they act (PLY-D-2)', () => {
    // `shadow` has acted but the GM keeps their face: "Opponent 1", though `dolan` stands before them unseen.
    const shadowed = deepFreeze({
      zone: 'Dock',
      fighters: [fighter('vex', 'crew', 9), fighter('dolan', 'guards', 14), fighter('shadow', 'guards', 3)],
    }) as unknown as Parameters<typeof warfare.warfarePlayerView>[0];
    const hidden = warfare.warfarePlayerView(shadowed, lens({ opponents: 'hidden-until-act' }, ['shadow']));
    expect(hidden.fighters.map((f) => f.name)).toEqual(['Vex', 'Opponent 1']);
  });
});

describe('a chase on the players’ screen', () => {
  const runner = (id: string, extra: object) => ({
    id,
    name: `${id} the GM's name`,
    side: 'x',
    ratings: { muscle: 5 },
    weapons: [],
    cover: 4,
    left: null,
    group: null,
    seat: { kind: 'foot' },
    role: 'target',
    ...extra,
  });
  const state = deepFreeze({
    participants: [
      runner('vex', {}),
      runner('dolan', { role: 'pursuer', group: 'g1', seat: { kind: 'driver', vehicle: 'cab' }, cover: 12 }),
      runner('thug', {
        role: 'pursuer',
        group: 'g1',
        seat: { kind: 'passenger', vehicle: 'cab' },
        left: 'thrown',
      }),
    ],
    vehicles: [{ id: 'cab', name: 'the cab', body: 9 }],
    groups: [{ id: 'g1', vehicle: 'cab', distance: 2, left: null }],
  }) as unknown as Parameters<typeof chase.chasePlayerView>[0];

  it('shows who runs and who chases, how far, and Cover as a band, never ratings or Body', () => {
    const body = chase.chasePlayerView(state, lens());
    expect(body.runners.map((r) => [r.name, r.role, r.seat, r.distance, r.cover.words, r.state])).toEqual([
      ['Vex', 'The Target', 'On foot', '', 'Cover: low', 'In the chase'],
      ['Opponent 1', 'Pursuer', 'Driving the cab', 'Distance 2', 'Cover: high', 'In the chase'],
      ['Opponent 2', 'Pursuer', 'In the cab', 'Distance 2', 'Cover: low', 'Thrown off'],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/GM's name|muscle|body/);
  });
});

describe('a Social Call on the players’ screen', () => {
  const state = deepFreeze({
    participants: [
      { id: 'vex', side: 'crew', identity: 'a courier', present: true },
      { id: 'dolan', side: 'house', identity: 'the fence', present: true },
      { id: 'shadow', side: 'house', identity: 'a stranger', present: true },
    ],
    found: [{ target: 'dolan', learner: 'vex', side: 'crew' }],
    discoveries: [
      {
        target: 'dolan',
        learner: 'vex',
        side: 'crew',
        question: { kind: 'prime' },
        answer: [{ relation: 'Greed', subject: 'Money', prime: true }],
      },
      {
        target: 'vex',
        learner: 'dolan',
        side: 'house',
        question: { kind: 'prime' },
        answer: [{ relation: 'Love', subject: 'SECRET-their-answer', prime: true }],
      },
    ],
    learned: [],
    emotions: [{ target: 'dolan', state: 'angry', setter: { character: 'vex', identity: 'a courier' } }],
    agendas: [
      {
        target: 'dolan',
        side: 'crew',
        setBy: 'vex',
        text: 'lend us the car',
        change: null,
        impeding: [],
        achieved: false,
      },
      {
        target: 'dolan',
        side: 'house',
        setBy: 'dolan',
        text: 'SECRET-their-agenda',
        change: null,
        impeding: [],
        achieved: false,
      },
    ],
    alterations: [],
    ended: null,
  }) as unknown as Parameters<typeof social.socialPlayerView>[0];

  it('shows what the crew learnt of each target they can see, never what the other side learnt (COT-SOC-8)', () => {
    const body = social.socialPlayerView(state, lens());
    expect(body).toEqual({
      engine: 'social',
      targets: [
        {
          key: 'p3',
          name: 'the fence',
          learnt: [
            'The crew knows who they are',
            'Their Prime Loyalty: Greed: Money',
            'Angry: is furious and will resist the agenda',
            'Agenda “lend us the car”: being pushed',
          ],
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });
});

describe('Prep on the players’ screen', () => {
  it('shows the day and each crew member’s actions taken or research under way', () => {
    const state = deepFreeze({
      crew: ['vex', 'ruth'],
      day: 2,
      taken: { vex: 1 },
      busyThrough: { ruth: 4 },
      ended: null,
    }) as unknown as Parameters<typeof prep.prepPlayerView>[0];
    expect(prep.prepPlayerView(state, lens())).toEqual({
      engine: 'prep',
      day: 'Day 2',
      crew: [
        { key: 'vex', name: 'Vex', today: '1 action taken today' },
        { key: 'ruth', name: 'Ruth', today: 'Busy researching until day 4' },
      ],
    });
  });
});

describe('a HEIST skirmish on the players’ screen', () => {
  const model = (id: string, side: string, extra: object = {}) => ({
    id,
    name: `${id}-roster`,
    side,
    stance: 'aggressive',
    actions: 2,
    skill: 9,
    weapons: { long: { weapon: 'Rifle', reloads: 2, counters: 5 }, sidearm: null },
    inHand: 'long',
    grenades: { frag: 3 },
    armor: false,
    gasMask: false,
    weaponLight: false,
    nightVision: false,
    speedloaders: false,
    presence: { kind: 'table' },
    stunned: false,
    wounded: false,
    aiming: false,
    defending: false,
    activated: false,
    snapped: false,
    cover: 'none',
    inTeargas: false,
    seat: null,
    ...extra,
  });
  const state = deepFreeze({
    round: 2,
    turnOrder: ['crew', 'cops'],
    active: 1,
    phase: { kind: 'turn' },
    models: {
      vex: model('vex', 'crew', { wounded: true }),
      cop1: model('cop1', 'cops', { cover: 'low', aiming: true }),
      cop2: model('cop2', 'cops', { presence: { kind: 'reserve' } }),
      cop3: model('cop3', 'cops', { presence: { kind: 'coming', arrivesAfterRound: 4 } }),
      cop4: model('cop4', 'cops', { presence: { kind: 'dead' } }),
    },
    board: { models: [{ id: 'vex', at: { x: 3, y: 4 } }] },
  }) as unknown as Parameters<typeof skirmish.skirmishPlayerView>[0];

  it('shows the models in the open with what anyone sees, the crew’s ammo only, no reserves (HST-REINF-1)', () => {
    const body = skirmish.skirmishPlayerView(state, lens());
    expect(body.turn).toBe('Game round 2: the opponents’ turn');
    expect(body.models.map((m) => [m.name, m.crew, m.state, m.ammo, m.at])).toEqual([
      ['Vex', true, ['Aggressive', 'Wounded'], 'Rifle: 5 ammo, 2 reloads', { x: 3, y: 4 }],
      ['Opponent 1', false, ['Aggressive', 'Aiming', 'In cover'], '', null],
      ['Opponent 2', false, ['Dead'], '', null],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/cop2|cop3|roster|skill/);
  });

  it('numbers only the opponents it shows under “hidden until they act” (PLY-D-2)', () => {
    const acted = deepFreeze({
      ...state,
      models: { ...state.models, cop4: model('cop4', 'cops', { activated: true }) },
    }) as unknown as typeof state;
    const body = skirmish.skirmishPlayerView(acted, lens({ opponents: 'hidden-until-act' }));
    expect(body.models.map((m) => m.name)).toEqual(['Vex', 'Opponent 1']);
  });
});

describe('the alarm track on the players’ screen', () => {
  const alarm = (noise: number, sounded: string | null = null) =>
    deepFreeze({ noise, sounded, track: { alerts: [3, 6, 9], alarm: 12 } }) as unknown as Parameters<
      typeof heist.alarmMeter
    >[0];

  it.each([
    [0, 'none', 'Alarm: quiet'],
    [3, 'low', 'Alarm: a little noise'],
    [4, 'medium', 'Alarm: rising'],
    [8, 'high', 'Alarm: close to sounding'],
  ] as const)('PLY-D-4: noise %i of 12 reads as %s', (noise, band, words) => {
    expect(heist.alarmMeter(alarm(noise), 'band')).toEqual({ band, words, value: null });
  });

  it('reads as sounded once the alarm has sounded, and shows the noise when the table says so', () => {
    expect(heist.alarmMeter(alarm(5, 'gm'), 'band').band).toBe('full');
    expect(heist.alarmMeter(alarm(5), 'number')).toEqual({
      band: 'medium',
      words: 'Noise 5 of 12',
      value: 5,
    });
  });
});

describe('the registry', () => {
  it('has every engine project its own scenes for the players', () => {
    expect(engineIds.filter((id) => engineOf(id).playerView === undefined)).toEqual([]);
  });
});
