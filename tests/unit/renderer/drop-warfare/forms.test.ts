import { describe, expect, it } from 'vitest';
import { characterId, defaultWeapons, gear } from '../../../../core/index.ts';
import { parseModifiers } from '../../../../renderer/lib/modifiers.ts';
import {
  dropKindText,
  skillChoices,
  weaponText,
} from '../../../../renderer/panels/scenes/drop/attack-gear.ts';
import { chaseSetup } from '../../../../renderer/panels/scenes/drop/chase-setup.ts';
import type { SeatDraft } from '../../../../renderer/panels/scenes/drop/chase-setup.ts';

const weapon = (name: string) => defaultWeapons.find((w) => w.name === name)!;

describe('skillChoices', () => {
  it('TV-COT-GEAR-1-c: offers Shooting and Explosives only with a firearm or an explosive', () => {
    const bare = skillChoices([]);
    expect(bare.map((c) => [c.skill, c.weapons.map((w) => w.name), c.problem])).toEqual([
      ['handToHand', ['Fists'], null],
      ['shooting', [], 'carries no firearm (COT-GEAR-1)'],
      ['explosives', [], 'carries no explosive (COT-GEAR-1)'],
    ]);
  });

  it('lists carried weapons under the skill they fit, Fists first for Hand to Hand', () => {
    const armed = skillChoices([
      weapon('Revolver'),
      weapon('Knife, razor'),
      weapon('Grenade, dynamite stick'),
    ]);
    expect(armed.map((c) => c.weapons.map((w) => w.name))).toEqual([
      ['Fists', 'Knife, razor'],
      ['Revolver'],
      ['Grenade, dynamite stick'],
    ]);
    expect(armed.every((c) => c.problem === null)).toBe(true);
  });

  it('does not list Fists twice when the sheet names them', () => {
    expect(skillChoices([weapon('Fists')])[0]?.weapons.map((w) => w.name)).toEqual(['Fists']);
  });

  it('COT-DROP-2: names the Drop table a weapon calls for', () => {
    expect(dropKindText(gear.fists)).toBe('Subdue (Blunt)');
    expect(dropKindText(weapon('Club, sap, knuckle-duster'))).toBe('Subdue (Blunt)');
    expect(dropKindText(weapon('Revolver'))).toBe('Murder');
  });

  it('describes a weapon with its bonus and tags', () => {
    expect(weaponText(weapon('Revolver'))).toBe('Revolver · +1k0 · firearm');
    expect(weaponText(gear.fists)).toBe('Fists · blunt, melee');
  });
});

describe('parseModifiers', () => {
  it('reads signed modifiers separated by spaces or commas', () => {
    expect(parseModifiers(' +1k0, -1k1 ')).toEqual({
      modifiers: [
        { rolled: 1, kept: 0, source: 'GM' },
        { rolled: -1, kept: -1, source: 'GM' },
      ],
    });
    expect(parseModifiers('')).toEqual({ modifiers: [] });
  });

  it('names the text it cannot read', () => {
    const result = parseModifiers('+1k0 lots');
    expect('problem' in result && result.problem).toContain('"lots"');
  });
});

describe('chaseSetup', () => {
  const a = characterId('a');
  const b = characterId('b');
  const c = characterId('c');
  const nameOf = (id: string) => id.toUpperCase();
  const seat = (
    characterId: SeatDraft['characterId'],
    part: SeatDraft['part'],
    vehicle = '',
    role: SeatDraft['seat'] = 'driver',
  ): SeatDraft => ({
    characterId,
    part,
    vehicle,
    seat: role,
  });

  it('COT-CHASE-3: builds the Target group and pursuers, on foot or in vehicles', () => {
    expect(
      chaseSetup([seat(a, 'target'), seat(b, 'pursuer', 'Car'), seat(c, 'none')], 1, false, nameOf),
    ).toEqual({
      setup: {
        targets: [{ characterId: a, vehicle: null, role: 'on-foot' }],
        pursuers: [{ characterId: b, vehicle: 'Car', role: 'driver' }],
        distance: 1,
        cramped: false,
      },
    });
  });

  it('needs a Target and a pursuer', () => {
    expect(chaseSetup([seat(a, 'pursuer')], 2, false, nameOf)).toEqual({
      problem: 'Choose who runs: a chase needs a Target (COT-CHASE-3)',
    });
    expect(chaseSetup([seat(a, 'target')], 2, false, nameOf)).toEqual({
      problem: 'Choose who gives chase: a chase needs a pursuer (COT-CHASE-3)',
    });
  });

  it('needs exactly one driver per vehicle and a whole starting Distance', () => {
    expect(chaseSetup([seat(a, 'target', 'Car', 'passenger'), seat(b, 'pursuer')], 2, false, nameOf)).toEqual(
      {
        problem: "The runners' Car needs a driver",
      },
    );
    expect(
      chaseSetup([seat(a, 'target'), seat(b, 'pursuer', 'Car'), seat(c, 'pursuer', 'Car')], 2, false, nameOf),
    ).toEqual({
      problem: "The pursuers' Car has two drivers: B and C",
    });
    expect(chaseSetup([seat(a, 'target'), seat(b, 'pursuer')], 1.5, false, nameOf)).toEqual({
      problem: 'The starting Distance must be a whole number, 0 or more',
    });
  });
});
