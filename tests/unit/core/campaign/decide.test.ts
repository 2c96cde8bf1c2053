import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { decide } from '../../../../core/campaign/decide.ts';
import { campaignLimits } from '../../../../core/campaign/limits.ts';
import type { CampaignCommand, CampaignState } from '../../../../core/campaign/types.ts';
import type { Character } from '../../../../core/cot/characters/types.ts';
import { defaultSettings } from '../../../../core/cot/settings/index.ts';
import { accepted, crewCampaign, deepFreeze, fixedDice, id, sheet } from './support.ts';

const { state } = crewCampaign();
const run = (command: CampaignCommand, from: CampaignState = state) => decide(from, command, fixedDice());
const after = (command: CampaignCommand, from: CampaignState = state) =>
  accepted(run(command, from)).reduce<CampaignState>((next, event) => apply(next, event), from);

describe('decide: the campaign', () => {
  it('creates a campaign only when there is none', () => {
    expect(decide(null, { type: 'campaign/create', name: '  The Harrow Job ' }, fixedDice())).toEqual({
      ok: true,
      events: [{ type: 'campaign/created', name: 'The Harrow Job' }],
    });
    expect(run({ type: 'campaign/create', name: 'Again' })).toMatchObject({
      ok: false,
      code: 'campaign/exists',
    });
  });

  it('refuses every other command before the campaign exists', () => {
    expect(decide(null, { type: 'session/start' }, fixedDice())).toMatchObject({
      ok: false,
      code: 'campaign/missing',
    });
  });

  it('refuses an empty or overlong campaign name', () => {
    expect(run({ type: 'campaign/rename', name: '   ' })).toMatchObject({ code: 'campaign/name-empty' });
    // The command's shape is checked first: an overlong name never reaches the rules.
    expect(run({ type: 'campaign/rename', name: 'x'.repeat(201) })).toMatchObject({
      code: 'command/invalid',
      message: 'name: expected at most 200 characters, got text of 201 characters',
      data: { field: 'name' },
    });
    expect(after({ type: 'campaign/rename', name: 'The Vault' }).name).toBe('The Vault');
  });

  it('adjusts the crew’s Resources and Heat, never below 0 (COT-CHAR-10)', () => {
    expect(after({ type: 'crew/adjust', changes: { heat: 2 } }).crew).toEqual({ resources: 0, heat: 2 });
    expect(run({ type: 'crew/adjust', changes: { resources: -5 } })).toMatchObject({
      ok: false,
      code: 'crew/negative',
      message: 'Resources cannot go below 0 (got -5)',
    });
    expect(run({ type: 'crew/adjust', changes: { heat: 1.5 } })).toMatchObject({
      code: 'command/invalid',
      message: 'changes.heat: expected an integer from -1000000000 to 1000000000, got 1.5',
    });
  });

  it('COT-CHAR-10, COT-D-15: holds Heat and Resources to the bounds the crew form shows; days to theirs', () => {
    const { crewMin, crewMax, downtimeDaysMin, downtimeDaysMax } = campaignLimits;
    expect(after({ type: 'crew/adjust', changes: { heat: crewMin, resources: crewMax } }).crew).toEqual({
      heat: crewMin,
      resources: crewMax,
    });
    expect(run({ type: 'crew/adjust', changes: { heat: crewMin - 1 } })).toMatchObject({
      code: 'crew/negative',
    });
    expect(run({ type: 'crew/adjust', changes: { resources: crewMax + 1 } }).ok).toBe(false);
    expect(run({ type: 'time/downtime', days: downtimeDaysMin }).ok).toBe(true);
    expect(run({ type: 'time/downtime', days: downtimeDaysMin - 1 }).ok).toBe(false);
    expect(run({ type: 'time/downtime', days: downtimeDaysMax + 1 }).ok).toBe(false);
  });

  it('refuses changes that change nothing', () => {
    expect(run({ type: 'crew/adjust', changes: {} })).toMatchObject({ code: 'crew/no-changes' });
    expect(run({ type: 'settings/change', changes: {} })).toMatchObject({ code: 'settings/no-changes' });
  });

  it('numbers sessions from 1', () => {
    expect(accepted(run({ type: 'session/start' }))).toEqual([{ type: 'session/started', session: 1 }]);
  });
});

describe('decide: settings', () => {
  it('changes a setting', () => {
    expect(after({ type: 'settings/change', changes: { woundPenalty: '-1k0' } }).settings.woundPenalty).toBe(
      '-1k0',
    );
  });

  it('refuses settings that contradict each other, naming each problem', () => {
    const decision = run({ type: 'settings/change', changes: { abilityMin: 4, abilityMax: 3 } });
    expect(decision).toMatchObject({
      ok: false,
      code: 'settings/out-of-range',
      data: {
        problems: [
          {
            field: 'settings.abilityMin',
            message: 'The lowest ability rating (4) must not be above the highest (3)',
          },
        ],
      },
    });
  });

  it('refuses values outside the hard bounds and unknown settings', () => {
    expect(run({ type: 'settings/change', changes: { skillMax: 11 } })).toMatchObject({
      code: 'command/invalid',
      message: 'changes.skillMax: expected an integer from 0 to 10, got 11',
      data: { field: 'changes.skillMax' },
    });
    const stray = { tableTalk: true } as unknown as Partial<typeof defaultSettings>;
    expect(run({ type: 'settings/change', changes: stray })).toMatchObject({
      code: 'command/invalid',
      message: 'changes.tableTalk: is not a known field',
    });
  });

  it('refuses two weapons of the same name', () => {
    const weaponTable = [
      ...defaultSettings.weaponTable,
      { ...defaultSettings.weaponTable[0]!, bonus: { rolled: 5, kept: 0 } },
    ];
    expect(run({ type: 'settings/change', changes: { weaponTable } })).toMatchObject({
      code: 'settings/out-of-range',
    });
  });

  it('refuses a change that would make a sheet invalid, naming the first such character', () => {
    const decision = run({ type: 'settings/change', changes: { abilityMax: 3 } });
    expect(decision).toMatchObject({
      ok: false,
      code: 'settings/breaks-character',
      message: 'This change would make Ruth invalid: Fingers must be 1–3 (got 4). Edit the sheet first.',
      data: { characterId: 'ruth' },
    });
  });

  it('refuses to drop armour a character wears from the table', () => {
    const armourTable = defaultSettings.armourTable.slice(0, 1);
    expect(run({ type: 'settings/change', changes: { armourTable } })).toMatchObject({
      code: 'settings/breaks-character',
      data: { characterId: 'brannigan' },
    });
  });
});

describe('decide: characters', () => {
  const rookie: Character = deepFreeze({ ...sheet('vex'), id: id('rookie'), name: 'Rookie' });

  it('adds a valid character', () => {
    const next = after({ type: 'character/create', character: rookie });
    expect(next.characters[id('rookie')]).toEqual(rookie);
  });

  it('refuses a second character under an existing id', () => {
    expect(run({ type: 'character/create', character: { ...rookie, id: id('vex') } })).toMatchObject({
      ok: false,
      code: 'character/duplicate-id',
      message: 'Vex already has the id "vex"',
    });
  });

  it('refuses an out-of-range sheet, listing all its problems, and emits nothing', () => {
    // Beyond the hard bounds, the command's shape is refused first, naming the field.
    const absurd = { ...rookie, foresight: 99 };
    expect(run({ type: 'character/create', character: absurd })).toMatchObject({
      code: 'command/invalid',
      message: 'character.foresight: expected an integer from 0 to 20, got 99',
    });
    const broken = { ...rookie, abilities: { ...rookie.abilities, muscle: 0, it: 6 }, foresight: 3 };
    expect(run({ type: 'character/create', character: broken })).toEqual({
      ok: false,
      code: 'character/out-of-range',
      message:
        'Rookie cannot be saved: Muscle must be 1–5 (got 0); It must be 1–5 (got 6); Foresight must be 0–2, its cap Brains + Planning (got 3)',
      data: {
        id: 'rookie',
        problems: [
          { field: 'abilities.muscle', message: 'Muscle must be 1–5 (got 0)' },
          { field: 'abilities.it', message: 'It must be 1–5 (got 6)' },
          { field: 'foresight', message: 'Foresight must be 0–2, its cap Brains + Planning (got 3)' },
        ],
      },
    });
  });

  it('refuses a sheet with a field the sheet does not have', () => {
    const stray = { ...rookie, hitPoints: 10 } as Character;
    expect(run({ type: 'character/create', character: stray })).toMatchObject({
      code: 'command/invalid',
      message: 'character.hitPoints: is not a known field',
      data: { field: 'character.hitPoints' },
    });
  });

  it('validates the sheet an update would produce', () => {
    const update = (changes: Partial<Character>): CampaignCommand => ({
      type: 'character/update',
      id: id('vex'),
      changes,
    });
    expect(after(update({ reputation: 5 })).characters[id('vex')]?.reputation).toBe(5);
    expect(run(update({ abilities: { ...sheet('vex').abilities, brains: 0 }, loyalties: [] }))).toMatchObject(
      {
        ok: false,
        code: 'character/out-of-range',
        data: { problems: [{ field: 'abilities.brains' }, { field: 'loyalties' }] },
      },
    );
  });

  it('COT-CHAR-8: renaming someone who is and presents their own name renames both identities', () => {
    const rename = (changes: Partial<Character>): CampaignCommand => ({
      type: 'character/update',
      id: id('vex'),
      changes,
    });
    const renamed = after(rename({ name: 'Vex Marlowe' })).characters[id('vex')]!;
    expect([renamed.name, renamed.presentedIdentity, renamed.trueIdentity]).toEqual([
      'Vex Marlowe',
      'Vex Marlowe',
      'Vex Marlowe',
    ]);
    const disguised = after(rename({ name: 'Vex Marlowe', presentedIdentity: 'A courier' })).characters[
      id('vex')
    ]!;
    expect(disguised.presentedIdentity).toBe('A courier');
    const alias = after(rename({ trueIdentity: 'Vera Marlowe' })).characters[id('vex')]!;
    expect(alias.trueIdentity).toBe('Vera Marlowe');
  });

  it('TV-COT-CHAR-6-a: a wound with 3 leftover damage makes the character Wounded for 3 days', () => {
    const next = after({
      type: 'character/update',
      id: id('vex'),
      changes: { condition: { state: 'wounded', recoveryDays: 3 } },
    });
    expect(next.characters[id('vex')]?.condition).toEqual({ state: 'wounded', recoveryDays: 3 });
  });

  it('TV-COT-CHAR-7-b: a wound never gives fewer than min_recovery_days', () => {
    expect(
      run({
        type: 'character/update',
        id: id('vex'),
        changes: { condition: { state: 'wounded', recoveryDays: 0 } },
      }),
    ).toMatchObject({
      code: 'character/out-of-range',
      data: { problems: [{ field: 'condition.recoveryDays' }] },
    });
  });

  it('refuses updates of unknown characters, of the id, or that change nothing', () => {
    expect(run({ type: 'character/update', id: id('nobody'), changes: { reputation: 1 } })).toMatchObject({
      code: 'character/unknown',
    });
    expect(
      run({ type: 'character/update', id: id('constructor'), changes: { reputation: 1 } }),
    ).toMatchObject({
      code: 'command/invalid',
      data: { field: 'id' },
    });
    const renaming = { id: id('other') } as Partial<Character>;
    expect(run({ type: 'character/update', id: id('vex'), changes: renaming })).toMatchObject({
      code: 'command/invalid',
      message: 'changes.id: is not a known field',
    });
    expect(run({ type: 'character/update', id: id('vex'), changes: {} })).toMatchObject({
      code: 'character/no-changes',
    });
  });

  it('duplicates a guard as a template copy', () => {
    const next = after({
      type: 'character/duplicate',
      id: id('brannigan'),
      newId: id('guard-2'),
      name: 'Guard Two',
    });
    expect(next.characters[id('guard-2')]).toMatchObject({
      name: 'Guard Two',
      armour: 'Steel vest, body armour',
      condition: { state: 'unhurt' },
    });
    expect(
      run({ type: 'character/duplicate', id: id('brannigan'), newId: id('vex'), name: 'X' }),
    ).toMatchObject({
      code: 'character/duplicate-id',
    });
    expect(
      run({ type: 'character/duplicate', id: id('brannigan'), newId: id('g3'), name: '' }),
    ).toMatchObject({
      code: 'character/out-of-range',
    });
  });

  it('deletes a character', () => {
    expect(Object.keys(after({ type: 'character/delete', id: id('okafor') }).characters)).not.toContain(
      'okafor',
    );
    expect(run({ type: 'character/delete', id: id('okafor-2') })).toMatchObject({
      code: 'character/unknown',
    });
  });

  it('refuses a character id that is a reserved word, and still treats an id that only looks like one as data', () => {
    const odd = { ...rookie, id: id('__proto__'), name: 'Odd' };
    expect(run({ type: 'character/create', character: odd })).toMatchObject({
      code: 'command/invalid',
      message: 'character.id: expected an id that is not a reserved word, got "__proto__"',
    });
    // Should such an event reach apply all the same, the id is defined as a key, never the prototype.
    const created = apply(state, { type: 'character/created', character: odd });
    expect(Object.hasOwn(created.characters, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(created.characters)).toBe(Object.prototype);
    const lookalike = { ...rookie, id: id('Constructor'), name: 'Odd' };
    const next = after({ type: 'character/create', character: lookalike });
    expect(
      after({ type: 'character/update', id: id('Constructor'), changes: { reputation: 9 } }, next).characters[
        id('Constructor')
      ]?.reputation,
    ).toBe(9);
  });
});
