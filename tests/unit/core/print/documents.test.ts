import { describe, expect, it } from 'vitest';
import {
  characterCards,
  characterId,
  crewSheets,
  heistRosters,
  replay,
  rostersOf,
  spotHandout,
} from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, play, sheet, skillsWith, warehouse } from '../campaign/scene-support.ts';
import { entry, fight, side } from '../skirmish/support/fight.ts';

/** Issue 22: the printed documents' content, each number from the rules' own functions. */

const vex = characterId('vex');
const brannigan = characterId('brannigan');
const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, sneak: 1, planning: 1 }),
    weapons: ['Revolver'],
  }),
  sheet(characterId('ruth'), 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan', {
    abilities: { muscle: 3, fingers: 2, brains: 2, it: 2 },
    skills: skillsWith({ lookout: 2, resist: 1 }),
  }),
  sheet(characterId('mona'), 'npc', 'Mona'),
];

/** The warehouse with a Hidden vault the crew has not found, a guard at the Dock and loot in the vault. */
function campaign(): LogEntry[] {
  let log = campaignWith('Paper', cast, { zones: ['Dock', 'Hall', 'Vault'] });
  const steps = [
    { type: 'spot/tag-zone', spotId: warehouse, zoneId: 'Vault', tag: 'hidden', on: true, rating: 18 },
    { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'b1', ends: ['Dock', 'Hall'] },
    { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'b2', ends: ['Hall', 'Vault'] },
    {
      type: 'spot/add-security',
      spotId: warehouse,
      barrierId: 'b1',
      securityId: 's1',
      tag: 'lock',
      score: 12,
    },
    { type: 'spot/add-loot', spotId: warehouse, lootId: 'gold', name: 'Gold bars', zone: 'Vault', value: 9 },
    { type: 'spot/reveal-zones', spotId: warehouse, zones: ['Dock', 'Hall'], how: 'layout' },
  ] as const;
  for (const step of steps) log = play(log, step as never, fixedDice());
  return log;
}

describe('crewSheets', () => {
  const state = replay(campaign());
  const sheets = crewSheets(state);

  it('prints one sheet per crew member, by name, and none for guards or NPCs (COT-CHAR-5)', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Ruth', 'Vex']);
    expect(crewSheets(state, vex).map((s) => s.name)).toEqual(['Vex']);
  });

  it('COT-DICE-2: gives every skill its pool, skill + ability rolled, ability kept, 0-rated skills too', () => {
    const vexSheet = sheets.find((s) => s.name === 'Vex')!;
    const skills = vexSheet.skillGroups.flatMap((group) => group.skills);
    expect(skills).toHaveLength(24);
    expect(skills.find((s) => s.skill === 'shooting')).toMatchObject({ rating: 2, pool: '5k3' });
    expect(skills.find((s) => s.skill === 'handToHand')).toMatchObject({ rating: 0, pool: '3k3' });
    expect(vexSheet.weapons.map((w) => w.words)).toEqual(['Revolver (Shooting +1k0, firearm)']);
    // COT-FORE-2: Foresight's cap is Brains + Planning.
    expect(vexSheet.facts.find((f) => f.label === 'Foresight')?.value).toBe('0 of 3');
  });
});

describe('characterCards', () => {
  const state = replay(campaign());
  const cards = characterCards(state);

  it('prints guards first, then NPCs, never the crew', () => {
    expect(cards.map((c) => c.name)).toEqual(['Brannigan', 'Mona']);
  });

  it('COT-GUARD-2: a guard’s Awareness and Training are passive scores, and their post is named', () => {
    const card = cards[0]!;
    // Brains 2 + Lookout 2 → 4k2 → 3×2 + 2 = 8; Muscle 3 + Resist 1 → 4k3 → 3×3 + 1 = 10.
    expect(card.scores).toEqual([
      { label: 'Awareness', value: '8' },
      { label: 'Training', value: '10' },
    ]);
    expect(card.posts).toEqual(['The warehouse, Dock: Awareness 8, Training 10']);
  });
});

describe('spotHandout', () => {
  const state = replay(campaign());

  it('COT-D-62: the crew’s handout leaves out the Hidden zone, its barrier, guards, loot and Security Scores', () => {
    const handout = spotHandout(state, warehouse, 'crew');
    expect(handout.zones.map((z) => z.name)).toEqual(['Dock', 'Hall']);
    expect(handout.barriers.map((b) => b.between)).toEqual(['Dock — Hall']);
    expect(handout.barriers[0]!.label).toBe('Lock');
    expect(handout.guards).toEqual([]);
    expect(handout.loot).toEqual([]);
    expect(JSON.stringify(handout)).not.toMatch(/Vault|Gold|Brannigan|Lock 12|Awareness/);
  });

  it('COT-SPOT-4: the GM’s map shows the truth: the Hidden vault, its loot, the guard and the scores', () => {
    const handout = spotHandout(state, warehouse, 'truth');
    expect(handout.zones.map((z) => z.name)).toEqual(['Dock', 'Hall', 'Vault']);
    expect(handout.barriers.map((b) => `${b.between}: ${b.label}`)).toEqual([
      'Dock — Hall: Lock 12',
      'Hall — Vault: ',
    ]);
    expect(handout.guards).toEqual(['Brannigan at Dock: Awareness 8, Training 10']);
    expect(handout.loot).toEqual(['Gold bars at Vault (worth 9)']);
  });

  it('refuses a Spot the campaign does not have', () => {
    expect(() => spotHandout(state, 'nowhere', 'crew')).toThrow(RangeError);
  });
});

describe('rostersOf', () => {
  it('HST-MODEL-2: lists each side’s models in the roster’s words, and the weapons they carry (HST-WPN-1)', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [
          entry('a', 'Mr. A (3/5) SMG, pistol'),
          entry('b', 'Ms. B (2/6) shotgun'),
        ]),
        side('police', 'defensive', [entry('c', 'Officer C (3/4) revolver')]),
      ],
    });
    const rosters = rostersOf('s1', 'The bank', f.state);
    expect(
      rosters.sides.map((s) => [s.name, s.models.map((m) => `${m.name} ${m.actions}/${m.skill}`)]),
    ).toEqual([
      ['Crew', ['Mr. A 3/5', 'Ms. B 2/6']],
      ['Police', ['Officer C 3/4']],
    ]);
    expect(rosters.sides[0]!.models[0]!.gear).toMatch(/Submachine gun/);
    expect(rosters.weapons.map((w) => [w.name, w.capacity])).toEqual([
      ['Service revolver', 1],
      ['Service pistol', 1],
      ['Submachine gun', 3],
      ['Combat shotgun', 2],
    ]);
    expect(rosters.weapons.find((w) => w.name === 'Combat shotgun')?.longRange).toBe('−1 shift beyond 16"');
  });

  it('refuses a scene that is not a running HEIST fight', () => {
    expect(() => heistRosters(replay(campaign()), 'nope')).toThrow(RangeError);
  });
});
