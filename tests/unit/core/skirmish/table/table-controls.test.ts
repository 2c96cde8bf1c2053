import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cloudRows,
  currentProfiles,
  currentRosterTexts,
  deployRows,
  editableModel,
  judgeTableCommand,
  modelEditProblem,
  parseRoster,
} from '../../../../../core/skirmish/index.ts';
import type { ModelState } from '../../../../../core/skirmish/index.ts';
import { at0, entry, fight, fire, model, pass, refused, run, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

/** The police with a reserve box and a north gate; the crew with an SMG, a pistol and grenades. */
const siege = () =>
  fight({
    sides: [
      side('police', 'defensive', [entry('s', 'Sergeant (3/5) Pistol w/2 reloads, body armor')], {
        entryPoints: [{ id: 'north', name: 'North gate' }],
        reserves: [{ ...entry('r1', 'Officer 1 (3/5) Revolver w/1 reload'), arrivesAfterRound: 0 }],
      }),
      side('crew', 'aggressive', [
        entry('k', 'Mr. K (3/5) SMG w/2 reloads, Pistol w/1 reload, 2 smoke grenades, 1 teargas grenade'),
        entry('d', 'Mr. D (2/3) Pistol w/1 reload'),
      ]),
    ],
  });

describe('currentProfiles, currentRosterTexts (HST-MODEL-2)', () => {
  it('prints the reloads and grenades a model has left, in both formats', () => {
    const f = siege();
    patch(f, 'k', {
      grenades: { frag: 0, flashbang: 0, smoke: 1, teargas: 0 },
      weapons: { ...model(f, 'k').weapons, long: { ...model(f, 'k').weapons.long!, reloads: 1 } },
    });
    const texts = currentRosterTexts(f.state, 'crew');
    expect(texts.short).toBe(
      'Mr. K (3/5) Submachine gun w/1 reload, Service pistol w/1 reload, 1 smoke grenade\nMr. D (2/3) Service pistol w/1 reload',
    );
    expect(texts.table.split('\n')).toEqual([
      'Name\tActions\tSkill\tEquipment',
      'Mr. K\t3\t5\tSubmachine gun w/1 reload, Service pistol w/1 reload, 1 smoke grenade',
      'Mr. D\t2\t3\tService pistol w/1 reload',
    ]);
    expect(texts.models).toBe(2);
  });

  it('keeps the reserves, leaves the dead out unless asked', () => {
    const f = siege();
    expect(currentProfiles(f.state, 'police').map((p) => p.name)).toEqual(['Sergeant', 'Officer 1']);
    patch(f, 's', { presence: { kind: 'dead' } });
    expect(currentProfiles(f.state, 'police').map((p) => p.name)).toEqual(['Officer 1']);
    expect(currentProfiles(f.state, 'police', { includeDead: true })).toHaveLength(2);
    expect(() => currentProfiles(f.state, 'nobody')).toThrow(RangeError);
  });

  it('both printed formats parse back to the same profiles', () => {
    const f = siege();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (reloads, smoke, mask) => {
          const k = model(f, 'k');
          const state = {
            ...f.state,
            models: {
              ...f.state.models,
              k: {
                ...k,
                gasMask: mask,
                grenades: { ...k.grenades, smoke },
                weapons: { ...k.weapons, long: { ...k.weapons.long!, reloads } },
              },
            },
          };
          const profiles = currentProfiles(state, 'crew');
          const texts = currentRosterTexts(state, 'crew');
          for (const text of [texts.short, texts.table]) {
            const parsed = parseRoster(text);
            expect(parsed.problems).toEqual([]);
            expect(parsed.models).toEqual(profiles);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('cloudRows (HST-GREN-7, HST-GREN-8)', () => {
  it('lists each cloud with what it does in words', () => {
    const f = siege();
    f.state = {
      ...f.state,
      clouds: {
        'cloud-4': { id: 'cloud-4', kind: 'smoke', grenade: 'grenade-3', thrower: 'k' },
        'cloud-6': { id: 'cloud-6', kind: 'teargas', grenade: 'grenade-5' },
      },
    };
    const rows = cloudRows(f.state);
    expect(rows.map((r) => [r.cloud, r.kind, r.grenade, r.thrower, r.rule])).toEqual([
      ['cloud-4', 'smoke', 'grenade-3', 'Mr. K', 'HST-GREN-7'],
      ['cloud-6', 'teargas', 'grenade-5', null, 'HST-GREN-8'],
    ]);
    expect(rows[0]!.effect).toMatch(/Limited visibility 4"/);
    expect(rows[0]!.effect).not.toMatch(/gas mask/);
    expect(rows[1]!.effect).toMatch(/without a gas mask is stunned/);
    const cleared = judgeTableCommand(f.state, { type: 'skirmish/clear-cloud', cloud: 'cloud-4' }, at0);
    expect(cleared.ok).toBe(true);
    const unknown = judgeTableCommand(f.state, { type: 'skirmish/clear-cloud', cloud: 'cloud-9' }, at0);
    expect(unknown).toMatchObject({ ok: false, message: 'There is no cloud cloud-9' });
  });
});

describe('deployRows (HST-REINF-2)', () => {
  it('TV-HST-REINF-2-a: lists the officer at the north gate; deploys within 4" only', () => {
    const f = siege();
    expect(deployRows(f.state)).toEqual([]);
    fire(f, pass('s'));
    run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: 'north' }] }, 3);
    expect(deployRows(f.state)).toEqual([]); // the crew's turn: the police waits
    fire(f, pass('k'));
    fire(f, pass('d'));
    run(f, { type: 'skirmish/end-turn' });
    expect(deployRows(f.state)).toEqual([
      { model: 'r1', name: 'Officer 1', entryPoint: 'north', entryName: 'North gate', radius: 4 },
    ]);
    const deploy = (distance: number) =>
      judgeTableCommand(f.state, { type: 'skirmish/deploy', model: 'r1', distance, cover: 'low' }, at0);
    expect(deploy(3.5).ok).toBe(true);
    expect(deploy(4.5)).toMatchObject({ ok: false, message: expect.stringMatching(/within 4"/) });
    expect(deploy(Number.NaN)).toMatchObject({ ok: false, message: expect.stringMatching(/how far/) });
    run(f, { type: 'skirmish/deploy', model: 'r1', distance: 3.5, cover: 'low' });
    expect(model(f, 'r1')).toMatchObject({ presence: { kind: 'table' }, cover: 'low' });
    expect(deployRows(f.state)).toEqual([]);
  });
});

describe('editableModel, modelEditProblem, judgeTableCommand', () => {
  it('gives the values a GM may correct, weapons with their capacity', () => {
    const f = siege();
    expect(editableModel(f.state, 'k')).toEqual({
      model: 'k',
      name: 'Mr. K',
      stunned: false,
      wounded: false,
      aiming: false,
      defending: false,
      cover: 'none',
      inTeargas: false,
      presence: 'table',
      weapons: [
        { slot: 'long', weapon: 'Submachine gun', counters: 0, capacity: 3, reloads: 2 },
        { slot: 'sidearm', weapon: 'Service pistol', counters: 0, capacity: 1, reloads: 1 },
      ],
      grenades: { frag: 0, flashbang: 0, smoke: 2, teargas: 1 },
    });
    expect(editableModel(f.state, 'r1')?.presence).toBe('other');
    expect(editableModel(f.state, 'zz')).toBeNull();
  });

  it('refuses counters beyond capacity, reloads out of range and weapons the model lacks', () => {
    const f = siege();
    expect(modelEditProblem(f.state, 'k', { counters: { slot: 'long', counters: 3 } })).toBeNull();
    expect(modelEditProblem(f.state, 'k', { counters: { slot: 'long', counters: 4 } })).toMatch(
      /Submachine gun go from 0 to 3/,
    );
    expect(modelEditProblem(f.state, 'k', { counters: { slot: 'sidearm', counters: 0.5 } })).toMatch(
      /0 to 1/,
    );
    expect(modelEditProblem(f.state, 'd', { reloads: { slot: 'long', reloads: 1 } })).toBe(
      'Mr. D has no long weapon',
    );
    expect(modelEditProblem(f.state, 'k', { reloads: { slot: 'long', reloads: -1 } })).toMatch(/0 to 20/);
    expect(modelEditProblem(f.state, 'zz', {})).toBe('There is no model zz');
  });

  it('a good correction is accepted and changes the model', () => {
    const f = siege();
    const edit = {
      type: 'skirmish/edit-model',
      model: 'k',
      changes: { stunned: true, cover: 'high', reloads: { slot: 'long', reloads: 3 } },
    } as const;
    expect(judgeTableCommand(f.state, edit, at0).ok).toBe(true);
    run(f, edit);
    expect(model(f, 'k')).toMatchObject({ stunned: true, cover: 'high' });
    expect(model(f, 'k').weapons.long?.reloads).toBe(3);
  });

  it('HST-VIS-1: visibility ratings are inches from 1 to 100; the schema names any other bad field', () => {
    const f = siege();
    const set = (darkness: number | null, weather: number | null) =>
      judgeTableCommand(f.state, { type: 'skirmish/set-visibility', visibility: { darkness, weather } }, at0);
    expect(set(8, null).ok).toBe(true);
    expect(set(null, 12).ok).toBe(true);
    expect(set(0, null)).toMatchObject({ ok: false, message: expect.stringMatching(/^Darkness/) });
    expect(set(null, Number.NaN)).toMatchObject({ ok: false, message: expect.stringMatching(/^Weather/) });
    const long = judgeTableCommand(f.state, { type: 'skirmish/end-scenario', outcome: 'x'.repeat(201) }, at0);
    expect(long).toMatchObject({ ok: false, message: expect.stringMatching(/^outcome: .*200/) });
  });

  it('nothing is accepted once the scenario is over', () => {
    const f = siege();
    run(f, { type: 'skirmish/end-scenario', outcome: 'The crew escapes' });
    expect(f.state.outcome).toBe('The crew escapes');
    expect(judgeTableCommand(f.state, { type: 'skirmish/clear-cloud', cloud: 'x' }, at0)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/over: The crew escapes/),
    });
    expect(deployRows(f.state)).toEqual([]);
  });
});

describe('a GM correction checked by the engine itself (HST-SHOOT-5)', () => {
  it('refuses counters beyond capacity and grenades beyond the roster limit; sets grenades by kind', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG w/2 reloads, frag')]),
        side('police', 'defensive', [entry('o', 'Officer O (3/5) Pistol')]),
      ],
    });
    expect(
      refused(f, {
        type: 'skirmish/edit-model',
        model: 'k',
        changes: { counters: { slot: 'long', counters: 9 } },
      }),
    ).toMatch(/go from 0 to 3/);
    expect(
      refused(f, { type: 'skirmish/edit-model', model: 'k', changes: { grenades: { smoke: 12 } } }),
    ).toBe('Smoke grenades go from 0 to 9');
    run(f, { type: 'skirmish/edit-model', model: 'k', changes: { grenades: { frag: 0, smoke: 2 } } });
    expect(f.state.models.k!.grenades).toMatchObject({ frag: 0, smoke: 2, flashbang: 0 });
  });
});
