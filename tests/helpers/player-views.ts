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
      stage: 'Heist',
      round: 'Round 3',
      time: '15 minutes',
      body: {
        engine: 'heist',
        map: {
          name: 'The Bank',
          edge: { name: 'Outside', x: 100, y: 300 },
          zones: [
            {
              id: 'z-lobby',
              x: 300,
              y: 200,
              name: 'Lobby',
              known: true,
              detail: 'Crowded',
              hidden: false,
              description: 'Lobby, Crowded',
            },
            {
              id: 'z-back',
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
              ends: ['outside', 'z-lobby'],
              open: true,
              look: 'way',
              label: '',
              securities: [],
            },
            {
              id: 'b-gate',
              ends: ['z-lobby', 'z-back'],
              open: false,
              look: 'barrier',
              label: 'Lock',
              securities: [{ words: 'Lock', bypassed: false }],
            },
          ],
          summary: 'What the crew knows: 1 zones known, 1 not researched.',
        },
        crew: [
          { key: 'c-vex', name: 'Vex', zone: 'z-lobby' },
          { key: 'c-jo', name: 'Jo March', zone: 'outside' },
        ],
        guards: [{ key: 'g1', name: 'A guard', zone: 'z-lobby' }],
        loot: [
          { id: 'l-cash', name: 'Cash box', zone: 'z-lobby', carriedBy: null },
          { id: 'l-deeds', name: 'Deeds', zone: 'z-lobby', carriedBy: 'Vex' },
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
      stage: 'Action',
      round: 'Round 1',
      time: '6 seconds',
      body: {
        engine: 'warfare',
        initiative: [
          { key: 'c-vex', name: 'Vex', crew: true, acted: true, current: false },
          { key: 'o1', name: 'An opponent', crew: false, acted: false, current: true },
        ],
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

/** A Social Call, a chase and a skirmish side by side: every other engine's body. */
export const otherEnginesView: PlayerView = {
  ...heistView,
  rolls: [],
  scenes: [
    {
      id: 's-talk',
      name: 'Tea with the Countess',
      engine: 'social',
      stage: 'Social',
      round: '',
      time: '20 minutes',
      body: {
        engine: 'social',
        targets: [{ key: 't1', name: 'The banker', learnt: ['Loyalty: Greed: Money'] }],
      },
    },
    {
      id: 's-chase',
      name: 'Over the rooftops',
      engine: 'chase',
      stage: 'Action',
      round: 'Round 2',
      time: '12 seconds',
      body: {
        engine: 'chase',
        initiative: [{ key: 'c-vex', name: 'Vex', crew: true, acted: false, current: true }],
        participants: [
          { key: 'c-vex', name: 'Vex', crew: true, state: 'Two lengths ahead' },
          { key: 'o2', name: 'A pursuer', crew: false, state: 'Behind' },
        ],
      },
    },
    {
      id: 's-table',
      name: 'The docks',
      engine: 'skirmish',
      stage: 'Skirmish',
      round: 'Game round 2',
      time: '',
      body: {
        engine: 'skirmish',
        turn: 'Game round 2, the Crew’s turn',
        models: [
          { key: 'm1', name: 'Vex', side: 'Crew', crew: true, state: ['Aiming'], at: null },
          { key: 'm2', name: 'Dock guard', side: 'Guards', crew: false, state: [], at: null },
        ],
      },
    },
    {
      id: 's-prep',
      name: 'Casing the bank',
      engine: 'prep',
      stage: 'Prep',
      round: '',
      time: '2 days',
      body: { engine: 'prep', map: null, findings: ['The back door has a Lock.'] },
    },
  ],
};
