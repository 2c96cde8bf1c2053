import { describe, expect, it } from 'vitest';
import { characterId, characterLimits, describeEvent, gearOf, replay, time } from '../../../../core/index.ts';
import type { Character, GearItem, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, campaignWith, heistWith, play, refusal, scene, sheet, skillsWith } from './scene-support.ts';

/**
 * COT-FORE-7 Cache, played through the campaign: "if used to purchase gear, the character of your choice gains
 * the items" — any named item with its note, not only a row of the weapon or armour table, on the sheet of the
 * crew member the spender chooses, in Prep and mid-Heist.
 */

const ruth = characterId('ruth');
const kit = characterId('kit');
const prep = time.sceneId('prep');
const heist = time.sceneId('heist');
const planner = sheet(ruth, 'crew', 'Ruth', {
  abilities: { muscle: 1, fingers: 1, brains: 3, it: 1 },
  skills: skillsWith({ planning: 2 }),
  foresight: 4,
});
const fixer = sheet(kit, 'crew', 'Kit');
const rope: GearItem = { name: 'Rope', note: '50 ft, knotted every yard' };
const crowbar: GearItem = { name: 'Crowbar', note: '' };

function openPrep(crew: readonly Character[], resources: number): LogEntry[] {
  const campaign = play(
    campaignWith('Cache', crew),
    { type: 'crew/adjust', changes: { resources } },
    fixedDice(),
  );
  return play(
    campaign,
    scene({
      type: 'scene/open',
      sceneId: prep,
      name: 'Getting the kit',
      engine: 'prep',
      sides: [{ id: 'crew', label: 'Crew', crew: true }],
      participants: crew.map((c) => ({ characterId: c.id, side: 'crew', zone: '', role: 'on-foot' })),
      setup: { crew: crew.map((c) => c.id) },
    }),
    fixedDice(),
  );
}

const prepCache = (items: readonly GearItem[], resources = 2, recipient = kit) =>
  act(prep, 'prep', {
    type: 'prep/cache',
    spender: ruth,
    recipient,
    resources,
    weapon: null,
    armour: null,
    items,
  });

describe('a Cache hands any named item (COT-FORE-7)', () => {
  it('TV-COT-FORE-7-a in Prep: 2 Resources buy a rope and a crowbar; Kit’s sheet holds them with their notes', () => {
    const log = play(openPrep([planner, fixer], 3), prepCache([rope, crowbar]), fixedDice());
    const state = replay(log);
    expect(gearOf(state.characters[kit]!)).toEqual([rope, crowbar]);
    expect(state.characters[ruth]!.foresight).toBe(2);
    expect(state.crew.resources).toBe(1);
    const cached = log
      .at(-1)!
      .events.find((event) => event.type === 'scene/changed' && event.event.type === 'prep/cached');
    expect(cached).toMatchObject({ event: { items: [rope, crowbar] } });
    expect(describeEvent(state, cached!)).toBe('2 Resources spent: Kit has Rope and Crowbar');
  });

  it('TV-COT-FORE-7-a mid-Heist: a Cache after the fact hands a weapon of the table and a named item together', () => {
    const crew = [planner, fixer];
    const start = play(
      heistWith('Cache', heist, crew),
      { type: 'crew/adjust', changes: { resources: 5 } },
      fixedDice(),
    );
    const log = play(
      start,
      act(heist, 'heist', {
        type: 'heist/cache',
        spender: ruth,
        recipient: kit,
        resources: 3,
        weapon: 'Automatic pistol',
        armour: null,
        items: [{ name: 'Lock picks', note: 'in the lining of his coat' }],
      }),
      fixedDice(),
    );
    const kitNow = replay(log).characters[kit]!;
    expect(kitNow.weapons).toContain('Automatic pistol');
    expect(gearOf(kitNow)).toEqual([{ name: 'Lock picks', note: 'in the lining of his coat' }]);
    expect(replay(log).crew.resources).toBe(2);
  });

  it('adds to the gear the sheet already holds', () => {
    const carrying = { ...fixer, gear: [crowbar] };
    const log = play(openPrep([planner, carrying], 3), prepCache([rope], 1), fixedDice());
    expect(gearOf(replay(log).characters[kit]!)).toEqual([crowbar, rope]);
  });

  it('refuses an item without a name, or more gear than the sheet holds, naming the problem; nothing is paid', () => {
    const log = openPrep([planner, fixer], 3);
    expect(refusal(log, prepCache([{ name: ' ', note: 'a coil' }]))).toMatchObject({
      code: 'prep/bad-item',
      message: 'Item 1 of the Cache needs a name',
    });
    const full = Array.from({ length: characterLimits.gearMax }, (_, i) => ({
      name: `Item ${i + 1}`,
      note: '',
    }));
    const laden = openPrep([planner, { ...fixer, gear: full }], 3);
    expect(refusal(laden, prepCache([rope]))).toMatchObject({
      code: 'prep/gear-full',
      message: `Kit holds ${characterLimits.gearMax} items of other gear and a sheet holds at most ${characterLimits.gearMax}: this Cache cannot add 1 more`,
    });
    expect(replay(laden).crew.resources).toBe(3);
  });
});

describe('a sheet’s other gear', () => {
  it('is edited with the sheet in one step; an item without a name is refused, naming its field', () => {
    const log = campaignWith('Kit', [fixer]);
    const edited = play(log, { type: 'character/update', id: kit, changes: { gear: [rope] } }, fixedDice());
    expect(gearOf(replay(edited).characters[kit]!)).toEqual([rope]);
    expect(
      refusal(log, { type: 'character/update', id: kit, changes: { gear: [{ name: '', note: 'a coil' }] } }),
    ).toMatchObject({
      code: 'character/out-of-range',
      message: 'Kit cannot be saved: Gear item 1 needs a name',
    });
  });
});
