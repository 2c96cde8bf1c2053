import type { CharacterId, PlayerSheet, PlayerView } from '../../core/index.ts';

/**
 * Hand-written projections for the players' page's tests (issue 21), typed against core's `PlayerView` so they
 * follow its shape, without depending on how core computes one. Plain data: the e2e spec posts them to the page.
 */

const sheet = (id: string, name: string, extra: Partial<PlayerSheet> = {}): PlayerSheet => ({
  id: id as CharacterId,
  name,
  presentedIdentity: name,
  abilities: [
    { label: 'Brains', value: 3 },
    { label: 'Muscle', value: 2 },
    { label: 'Moves', value: 4 },
  ],
  skills: [
    { label: 'Stealth', value: 3 },
    { label: 'Locks', value: 2 },
  ],
  loyalties: [{ words: 'Greed: Money', prime: true }],
  foresight: 2,
  reputation: 1,
  condition: 'Unhurt',
  weapons: ['Pistol'],
  armour: null,
  gear: ['Lock picks'],
  focusRoundUsed: false,
  ...extra,
});

export const vexSheet = sheet('c-vex', 'Vex');
export const joSheet = sheet('c-jo', 'Jo March', {
  presentedIdentity: 'Countess Olenska',
  condition: 'Wounded (3 days to recover)',
});

/** A Heist on the Bank: the Lobby known, one zone not researched, Vex inside, a revealed guard and loot. */
export const heistView: PlayerView = {
  format: 'heistbox-player-view',
  version: 1,
  blank: false,
  campaign: 'The Long Con',
  crew: { resources: 4, heat: 2 },
  sheets: [vexSheet, joSheet],
  people: [{ key: 'p1', name: 'The night porter', condition: '' }],
  scenes: [
    {
      id: 's-bank',
      name: 'Bank job',
      engine: 'heist',
      stage: 'Heist stage',
      round: 'Round 3',
      time: '15 minutes',
      initiative: null,
      body: {
        engine: 'heist',
        map: {
          name: 'The Bank',
          edge: { name: 'Outside', x: 100, y: 300 },
          zones: [
            {
              id: 'z1',
              x: 300,
              y: 200,
              name: 'Lobby',
              known: true,
              detail: 'Crowded',
              hidden: false,
              description: 'Lobby, Crowded',
            },
            {
              id: 'z2',
              x: 520,
              y: 200,
              name: 'Unknown zone',
              known: false,
              detail: 'not researched',
              hidden: false,
              description: 'Unknown zone, not researched',
            },
          ],
          barriers: [
            {
              id: 'b-door',
              ends: ['outside', 'z1'],
              open: true,
              look: 'way',
              label: '',
              securities: [],
            },
            {
              id: 'b-gate',
              ends: ['z1', 'z2'],
              open: false,
              look: 'barrier',
              label: 'Lock',
              securities: [{ words: 'Lock', bypassed: false }],
            },
          ],
          summary: 'What the crew knows: 1 zones known, 1 not researched.',
        },
        crew: [
          { key: 'c-vex', name: 'Vex', zone: 'z1' },
          { key: 'c-jo', name: 'Jo March', zone: 'outside' },
        ],
        people: [{ key: 'p2', name: 'A guard', zone: 'z1' }],
        loot: [
          { key: 'l1', name: 'Cash box', zone: 'z1', carriedBy: null },
          { key: 'l2', name: 'Deeds', zone: 'z1', carriedBy: 'Vex' },
        ],
        alarm: { band: 'low', words: 'Alarm: quiet', value: null },
      },
    },
  ],
  rolls: [
    {
      id: 'r2',
      who: 'Vex',
      what: 'Stealth past the lobby',
      faces: [9, 4, 7, 2],
      kept: [9, 7],
      total: 16,
      success: true,
      against: 'Difficulty 12',
      odds: { label: 'Chance of success', probability: 0.62 },
      result: 'Vex slips past unseen.',
    },
    {
      id: 'r1',
      who: 'Jo March',
      what: 'Initiative',
      faces: [5, 3],
      kept: [5],
      total: 5,
      success: null,
      against: '',
      odds: null,
      result: '',
    },
  ],
  clock: 'Job clock: 1 hour 20 minutes',
};

/** A Gang Warfare fight: the order redacted ("An opponent"), Cover as bands. */
export const fightView: PlayerView = {
  ...heistView,
  sheets: [vexSheet],
  scenes: [
    {
      id: 's-fight',
      name: 'Brawl in the vault',
      engine: 'warfare',
      stage: 'Action stage',
      round: 'Round 1',
      time: '6 seconds',
      initiative: {
        round: 1,
        slots: [
          { key: 's1', side: 'The crew', crew: true, total: 17, who: 'Vex', state: 'done' },
          { key: 's2', side: 'Opponents', crew: false, total: null, who: 'An opponent', state: 'acting' },
          { key: 's3', side: 'Opponents', crew: false, total: null, who: null, state: 'waiting' },
        ],
      },
      body: {
        engine: 'warfare',
        fighters: [
          {
            key: 'c-vex',
            name: 'Vex',
            crew: true,
            cover: { band: 'high', words: 'Cover: high', value: null },
            state: 'Fighting',
          },
          {
            key: 'o1',
            name: 'An opponent',
            crew: false,
            cover: { band: 'low', words: 'Cover: low', value: null },
            state: 'Fighting',
          },
        ],
      },
    },
  ],
};

/** A Social Call, a chase, a skirmish and research side by side: every other engine's body. */
export const otherEnginesView: PlayerView = {
  ...heistView,
  rolls: [],
  scenes: [
    {
      id: 's-talk',
      name: 'Tea with the Countess',
      engine: 'social',
      stage: 'Social stage',
      round: '',
      time: '20 minutes',
      initiative: null,
      body: {
        engine: 'social',
        targets: [{ key: 't1', name: 'The banker', learnt: ['Loyalty: Greed: Money'] }],
      },
    },
    {
      id: 's-chase',
      name: 'Over the rooftops',
      engine: 'chase',
      stage: 'Action stage',
      round: 'Round 2',
      time: '12 seconds',
      initiative: null,
      body: {
        engine: 'chase',
        runners: [
          {
            key: 'c-vex',
            name: 'Vex',
            crew: true,
            role: 'The Target',
            seat: 'On foot',
            distance: '',
            cover: { band: 'medium', words: 'Cover: middling', value: null },
            state: 'In the chase',
          },
          {
            key: 'r2',
            name: 'A pursuer',
            crew: false,
            role: 'Pursuer',
            seat: 'Driving the Cab',
            distance: 'Distance 2',
            cover: { band: 'full', words: 'Cover 9', value: 9 },
            state: 'In the chase',
          },
        ],
      },
    },
    {
      id: 's-table',
      name: 'The docks',
      engine: 'skirmish',
      stage: 'Action stage',
      round: 'Game round 2',
      time: '',
      initiative: null,
      body: {
        engine: 'skirmish',
        turn: 'Game round 2: the crew’s turn',
        models: [
          {
            key: 'm1',
            name: 'Vex',
            crew: true,
            state: ['Aiming'],
            ammo: 'Pistol: 4 ammo',
            at: { x: 3, y: 4 },
          },
          { key: 'm2', name: 'Dock guard', crew: false, state: [], ammo: '', at: { x: 20, y: 12 } },
        ],
      },
    },
    {
      id: 's-prep',
      name: 'Casing the bank',
      engine: 'prep',
      stage: 'Prep stage',
      round: '',
      time: '2 days',
      initiative: null,
      body: {
        engine: 'prep',
        day: 'Day 2 of 5',
        crew: [{ key: 'c-vex', name: 'Vex', today: 'Researching the Bank’s Layout' }],
      },
    },
  ],
};
