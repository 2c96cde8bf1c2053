import { describe, expect, it } from 'vitest';
import { bridgeDraft, characterId, replay, rollId, time } from '../../../../core/index.ts';
import type { BridgeChoices, CampaignCommand, CampaignState, LogEntry } from '../../../../core/index.ts';
import { npcCategoryDefault } from '../../../../core/campaign/bridge-categories.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, refusal, sheet, skillsWith, stateOf } from './scene-support.ts';

/**
 * The opening form's choices beyond a model's numbers, decided and checked by core (BRG-D-13, D-38, D-41): each
 * side's name and stance, alliances with three or more sides, a character's loadout when it carries more than a
 * model may (`bridge_loadout_default`), and an NPC's category (its stance and Heat). The form's draft and
 * `bridge/play-skirmish` read the same choices; the link keeps the sides and categories for the write-back.
 */

const vex = characterId('vex');
const brannigan = characterId('brannigan');
const vito = characterId('vito');
const sergeant = characterId('sergeant');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

const cast = [
  // TV-BRG-D-38-a's gear.
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2 }),
    weapons: ['Submachine gun (Tommy gun)', 'Shotgun', 'Revolver', 'Automatic pistol'],
  }),
  sheet(brannigan, 'guard', 'Brannigan', { weapons: ['Revolver'] }),
  sheet(vito, 'npc', 'Vito', { weapons: ['Revolver'] }),
  // An officer the bridge made an NPC after an earlier fight (BRG-D-7, D-33): Devoted to the Police.
  sheet(sergeant, 'npc', 'Sergeant Dolan', {
    weapons: ['Revolver'],
    loyalties: [{ relation: 'Devoted', subject: 'Police', prime: true }],
  }),
];

/** Crew, the house's guard and two others at the Dock: three COT sides (crew, house, others). */
function brokenOut(settings: object | null = null): LogEntry[] {
  let log = heistWith('Choices', heist, cast);
  if (settings)
    log = play(log, { type: 'settings/change', changes: settings } as CampaignCommand, fixedDice());
  return play(
    log,
    act(heist, 'heist', {
      type: 'heist/break-out',
      breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan, vito, sergeant] },
    }),
    fixedDice(),
  );
}

const source = { kind: 'heist', breakout: 0 } as const;

let stamps = 0;
function playSkirmish(choices: BridgeChoices): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/play-skirmish',
    sceneId: heist,
    from: source,
    newSceneId: fight,
    name: 'Shoot-out on the Dock',
    choices,
    at: 5_000 + stamps,
    rollId: rollId(`c${stamps}`),
  } as CampaignCommand;
}

const opened = (log: readonly LogEntry[], choices: BridgeChoices) =>
  play(log, playSkirmish(choices), fixedDice(...Array<number>(60).fill(3)));
const draftOf = (state: CampaignState, choices: BridgeChoices = {}) =>
  bridgeDraft(state, heist, source, choices);
const modelsOf = (draft: ReturnType<typeof draftOf>) => draft.sides.flatMap((side) => side.models);
const sideOf = (draft: ReturnType<typeof draftOf>, cot: string) => draft.sides.find((s) => s.cot === cot)!;

describe('sides on the opening form (BRG-D-13, D-41)', () => {
  it('BRG-D-13: the crew and the others aggressive, the guards defensive by default; the GM renames a side and sets its stance', () => {
    const state = replay(brokenOut());
    const draft = draftOf(state);
    expect(draft.problem).toBeNull();
    expect(draft.sides.map((s) => [s.cot, s.stance, s.stanceSet])).toEqual(
      expect.arrayContaining([
        ['crew', 'aggressive', false],
        ['house', 'defensive', false],
      ]),
    );
    const choices: BridgeChoices = {
      sides: [{ id: 'others', label: 'Moretti gang', stance: 'defensive' }],
      categories: { [sergeant]: 'criminal' },
    };
    const changed = draftOf(state, choices);
    expect(changed.problem).toBeNull();
    expect(sideOf(changed, 'others')).toMatchObject({
      label: 'Moretti gang',
      stance: 'defensive',
      stanceSet: true,
    });
    // The side's stance holds for its models (BRG-D-13).
    expect(modelsOf(changed).find((m) => m.character === vito)?.stance).toBe('defensive');
    const log = opened(brokenOut(), choices);
    const skirmish = stateOf(log, fight, 'skirmish');
    expect(skirmish.scenario.sides.map((s) => [s.name, s.stance])).toContainEqual([
      'Moretti gang',
      'defensive',
    ]);
    const link = replay(log).bridge.fights[fight]!.link;
    expect(link.sides).toContainEqual(
      expect.objectContaining({ cot: 'others', label: 'Moretti gang', stance: 'defensive', allies: [] }),
    );
  });

  it('TV-BRG-D-41-b: no initiative, the crew started it; the GM lists Guards, then the Moretti gang -> Crew, Guards, Moretti gang; listed the other way, the other order', () => {
    const state = replay(brokenOut());
    const listed = (first: string, second: string): BridgeChoices => ({
      sides: [
        { id: first, label: first === 'house' ? 'Guards' : 'Moretti gang' },
        { id: second, label: second === 'house' ? 'Guards' : 'Moretti gang' },
      ],
      categories: { [sergeant]: 'criminal' },
    });
    const fighting = (choices: BridgeChoices) =>
      draftOf(state, choices)
        .sides.filter((side) => side.cot !== null)
        .map((side) => side.label);
    expect(fighting(listed('house', 'others'))).toEqual(['Crew', 'Guards', 'Moretti gang']);
    expect(fighting(listed('others', 'house'))).toEqual(['Crew', 'Moretti gang', 'Guards']);
  });

  it('BRG-D-41: with three sides the GM may mark two allied; the draft, the skirmish’s words and the link keep it', () => {
    const state = replay(brokenOut());
    expect(draftOf(state).alliances).toBe(true);
    const choices: BridgeChoices = { allies: [['crew', 'others']] };
    const draft = draftOf(state, choices);
    expect(draft.problem).toBeNull();
    expect(sideOf(draft, 'crew').allies).toEqual(['others']);
    expect(sideOf(draft, 'others').allies).toEqual(['crew']);
    expect(sideOf(draft, 'house').allies).toEqual([]);
    const link = replay(opened(brokenOut(), choices)).bridge.fights[fight]!.link;
    const crew = link.sides!.find((s) => s.cot === 'crew')!;
    const others = link.sides!.find((s) => s.cot === 'others')!;
    expect(crew.allies).toEqual([others.id]);
    expect(others.allies).toEqual([crew.id]);
  });

  it('BRG-D-41: refuses a side not in the fight, an empty or taken name, allies with itself or with every side, naming the side and the field; nothing stored', () => {
    const log = brokenOut();
    const state = replay(log);
    const cases: [BridgeChoices, string, string][] = [
      [
        { sides: [{ id: 'vipers', label: 'Vipers' }] },
        'bridge/side',
        'The side "vipers" is not in the fight',
      ],
      [{ sides: [{ id: 'house', label: '  ' }] }, 'bridge/side-name', 'Side "  ": its name must be 1–60'],
      [
        { sides: [{ id: 'others', label: 'crew' }] },
        'bridge/side-name',
        'another side is called that already',
      ],
      [{ allies: [['house', 'house']] }, 'bridge/allies', 'Side "Guards" cannot be allied with itself'],
      [
        {
          allies: [
            ['crew', 'house'],
            ['house', 'others'],
            ['others', 'crew'],
          ],
        },
        'bridge/allies',
        'Every side is allied with every other',
      ],
    ];
    for (const [choices, code, message] of cases) {
      const draft = draftOf(state, choices);
      expect(draft.problem).toContain(message);
      // The rosters stay on the form while a choice is refused.
      expect(draft.sides.length).toBeGreaterThan(0);
      const refused = refusal(log, playSkirmish(choices));
      expect(refused.code).toBe(code);
      expect(refused.message).toContain(message);
    }
  });

  it('BRG-D-41: with two sides only, allies are refused: nobody would be left to fight', () => {
    let log = heistWith('Two sides', heist, cast);
    log = play(
      log,
      act(heist, 'heist', {
        type: 'heist/break-out',
        breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan] },
      }),
      fixedDice(),
    );
    const state = replay(log);
    expect(draftOf(state).alliances).toBe(false);
    expect(refusal(log, playSkirmish({ allies: [['crew', 'house']] }))).toMatchObject({
      code: 'bridge/allies',
      message: expect.stringContaining('allies need three or more sides'),
    });
  });
});

describe('loadouts on the opening form (BRG-D-38)', () => {
  it('TV-BRG-D-38-a: the form lists the weapons each slot may take and the default taken; the GM’s choice changes the model and the link', () => {
    const state = replay(brokenOut());
    const vexRow = modelsOf(draftOf(state)).find((m) => m.character === vex)!;
    expect(vexRow.loadout).toEqual({
      long: { choices: ['Submachine gun (Tommy gun)', 'Shotgun'], chosen: 'Submachine gun (Tommy gun)' },
      sidearm: { choices: ['Revolver', 'Automatic pistol'], chosen: 'Revolver' },
      asks: false,
    });
    expect(vexRow.model).toContain('Submachine gun');
    const choices: BridgeChoices = { loadouts: { [vex]: { long: 'Shotgun', sidearm: 'Automatic pistol' } } };
    const chosen = modelsOf(draftOf(state, choices)).find((m) => m.character === vex)!;
    expect(chosen.loadout).toMatchObject({
      long: { chosen: 'Shotgun' },
      sidearm: { chosen: 'Automatic pistol' },
    });
    expect(chosen.model).toContain('Combat shotgun');
    const link = replay(opened(brokenOut(), choices)).bridge.fights[fight]!.link;
    const vexLink = Object.values(link.models).find((m) => m.who === 'character' && m.character === vex);
    expect(vexLink).toMatchObject({
      conversion: { loadout: { long: { weapon: 'Shotgun' }, sidearm: { weapon: 'Automatic pistol' } } },
    });
  });

  it('BRG-D-38: `ask`: the fight does not open before the player chooses, the refusal naming the model', () => {
    const log = brokenOut({ bridgeLoadoutDefault: 'ask' });
    const state = replay(log);
    const draft = draftOf(state);
    expect(modelsOf(draft).find((m) => m.character === vex)?.loadout?.asks).toBe(true);
    expect(draft.problem).toBe(
      'Vex: choose the long weapon and the sidearm it takes to the table before the fight opens (BRG-D-38: bridge_loadout_default is ask)',
    );
    expect(refusal(log, playSkirmish({})).code).toBe('bridge/loadout-ask');
    const half = { loadouts: { [vex]: { long: 'Shotgun' } } };
    expect(refusal(log, playSkirmish(half)).message).toMatch(/^Vex: choose/);
    const both = { loadouts: { [vex]: { long: 'Shotgun', sidearm: 'Revolver' } } };
    expect(draftOf(state, both).problem).toBeNull();
    expect(stateOf(opened(log, both), fight, 'skirmish').models).toBeDefined();
  });

  it('BRG-D-38: a weapon the character cannot take, or a loadout for someone not at the Spot, is refused naming them', () => {
    const log = brokenOut();
    expect(refusal(log, playSkirmish({ loadouts: { [vex]: { long: 'Rifle' } } })).message).toContain(
      'Vex has no usable long weapon called "Rifle"',
    );
    expect(refusal(log, playSkirmish({ loadouts: { nobody: { long: 'Shotgun' } } })).message).toBe(
      '"nobody" is not at the Spot: no loadout to choose (BRG-D-38)',
    );
  });
});

describe('NPC categories on the opening form (BRG-D-13, D-29)', () => {
  it('BRG-D-13, D-29: the campaign’s default — a guard, a criminal, an officer the bridge made — and the GM’s mark, which drives the stance and the link’s category', () => {
    const state = replay(brokenOut());
    const draft = draftOf(state);
    const row = (id: string) => modelsOf(draft).find((m) => m.character === id)!;
    expect(row(vex).category).toBeNull();
    expect(row(brannigan).category).toMatchObject({ value: 'guard', byDefault: 'guard' });
    expect(row(vito)).toMatchObject({ stance: 'aggressive', category: { value: 'criminal' } });
    expect(row(sergeant).category).toMatchObject({ value: 'police', byDefault: 'police' });
    expect(row(sergeant).category?.why).toContain('Devoted to the Police');
    expect(draft.categories.map((c) => c.label)).toEqual([
      'police',
      'civilian',
      'criminal',
      'guard',
      'private security',
    ]);
    const choices: BridgeChoices = { categories: { [vito]: 'civilian' } };
    const marked = modelsOf(draftOf(state, choices)).find((m) => m.character === vito)!;
    expect(marked).toMatchObject({ category: { value: 'civilian', byDefault: 'criminal' } });
    const link = replay(opened(brokenOut(), choices)).bridge.fights[fight]!.link;
    const categoryOf = (id: string) =>
      Object.values(link.models).find((m) => m.who === 'character' && m.character === id);
    // BRG-D-29: police and civilians killed cost Heat; the link keeps who they are.
    expect(categoryOf(vito)).toMatchObject({ category: 'civilian' });
    expect(categoryOf(sergeant)).toMatchObject({ category: 'police' });
    expect(categoryOf(brannigan)).toMatchObject({ category: 'other' });
  });

  it('BRG-D-13: a category the GM gave in a fight the campaign still holds is the default the next time', () => {
    const log = opened(brokenOut(), { categories: { [vito]: 'civilian' } });
    const state = replay(log);
    const heistState = stateOf(log, heist, 'heist');
    expect(npcCategoryDefault(state, heistState, vito)).toEqual({
      category: 'civilian',
      why: 'civilian in Shoot-out on the Dock',
    });
    expect(npcCategoryDefault(state, heistState, brannigan).category).toBe('guard');
  });

  it('BRG-D-13: refuses a category for a crew member or one that is none, naming the character', () => {
    const log = brokenOut();
    expect(refusal(log, playSkirmish({ categories: { [vex]: 'police' } }))).toEqual({
      code: 'bridge/category',
      message: 'Vex is no NPC at the Spot: only an NPC or a guard takes a category (BRG-D-13)',
    });
    const pirate = { categories: { [vito]: 'pirate' } } as unknown as BridgeChoices;
    expect(draftOf(replay(log), pirate).problem).toBe(
      'Vito: the category must be one of police, civilian, criminal, guard, private security (got pirate)',
    );
    expect(refusal(log, playSkirmish(pirate)).message).toContain('choices.categories');
  });
});
