import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import {
  deployCommand,
  editChanges,
  editCommand,
  editDraft,
  endScenarioCommand,
  numberOf,
  ratingDraft,
  ratingOf,
  ratingWords,
  rosterFileName,
  visibilityCommand,
} from '../../../../renderer/panels/skirmish/table/table-forms.ts';

const model: skirmish.EditableModel = {
  model: 'k',
  name: 'Mr. K',
  stunned: false,
  wounded: true,
  aiming: false,
  defending: false,
  cover: 'none',
  inTeargas: false,
  presence: 'table',
  weapons: [
    { slot: 'long', weapon: 'Submachine gun', counters: 2, capacity: 3, reloads: 0 },
    { slot: 'sidearm', weapon: 'Service pistol', counters: 0, capacity: 1, reloads: 1 },
  ],
  grenades: { frag: 1, flashbang: 0, smoke: 0, teargas: 0 },
};

describe('numberOf', () => {
  it('reads typed numbers; empty or junk is NaN, never 0', () => {
    expect(numberOf(' 3.5 ')).toBe(3.5);
    expect(numberOf('0')).toBe(0);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('  ')).toBeNaN();
    expect(numberOf('four')).toBeNaN();
  });
});

describe('visibility drafts (HST-VIS-1)', () => {
  const presets = skirmish.darknessPresets;

  it('a preset rating shows as its preset, any other as custom, none as none', () => {
    expect(ratingDraft(8, presets)).toEqual({ choice: '8', custom: '' });
    expect(ratingDraft(10, presets)).toEqual({ choice: 'custom', custom: '10' });
    expect(ratingDraft(null, presets)).toEqual({ choice: '', custom: '' });
  });

  it('round-trips every preset and reads custom values as typed', () => {
    for (const p of presets) expect(ratingOf(ratingDraft(p.rating, presets))).toBe(p.rating);
    expect(ratingOf({ choice: 'custom', custom: '6' })).toBe(6);
    expect(ratingOf({ choice: 'custom', custom: '' })).toBeNaN();
    expect(ratingOf({ choice: '', custom: '6' })).toBeNull();
  });

  it('builds the set-visibility command and words it', () => {
    expect(visibilityCommand({ choice: '4', custom: '' }, { choice: 'custom', custom: '10' })).toEqual({
      type: 'skirmish/set-visibility',
      visibility: { darkness: 4, weather: 10 },
    });
    expect(ratingWords(4, presets, 'daylight')).toBe('Pitch black (4")');
    expect(ratingWords(5, presets, 'daylight')).toBe('5"');
    expect(ratingWords(null, presets, 'daylight')).toBe('daylight');
  });
});

describe('the correction form (ModelEdit)', () => {
  it('starts from the model as it stands and changes nothing', () => {
    const draft = editDraft(model);
    expect(draft).toMatchObject({ wounded: true, slot: 'long', counters: '2', reloads: '0' });
    expect(editChanges(model, draft)).toEqual({});
    expect(editCommand(model, draft)).toBeNull();
    expect(editDraft(model, 'sidearm')).toMatchObject({ slot: 'sidearm', counters: '0', reloads: '1' });
  });

  it('sends only what the GM changed, for the weapon shown', () => {
    const draft = { ...editDraft(model, 'long'), wounded: false, cover: 'high' as const, reloads: '1' };
    expect(editCommand(model, draft)).toEqual({
      type: 'skirmish/edit-model',
      model: 'k',
      changes: { wounded: false, cover: 'high', reloads: { slot: 'long', reloads: 1 } },
    });
    const ammo = { ...editDraft(model, 'sidearm'), counters: '1', presence: 'dead' as const };
    expect(editChanges(model, ammo)).toEqual({
      presence: 'dead',
      counters: { slot: 'sidearm', counters: 1 },
    });
  });

  it('grenades: only the kinds changed travel', () => {
    const draft = editDraft(model);
    expect(draft.grenades.frag).toBe('1');
    const changed = { ...draft, grenades: { ...draft.grenades, frag: '0', smoke: '2' } };
    expect(editChanges(model, changed)).toEqual({ grenades: { frag: 0, smoke: 2 } });
  });

  it('a typo reaches core as NaN, for core to name', () => {
    const changes = editChanges(model, { ...editDraft(model), counters: 'x' });
    expect(changes.counters?.counters).toBeNaN();
  });

  it('never moves a reserve by the presence field', () => {
    const reserve = { ...model, presence: 'other' as const };
    expect(editChanges(reserve, editDraft(reserve))).toEqual({});
  });
});

describe('deploy and end-scenario commands', () => {
  it('HST-REINF-2: the distance and cover as typed', () => {
    expect(deployCommand('r1', { distance: '3.5', cover: 'low' })).toEqual({
      type: 'skirmish/deploy',
      model: 'r1',
      distance: 3.5,
      cover: 'low',
    });
    expect((deployCommand('r1', { distance: '', cover: 'none' }) as { distance: number }).distance).toBeNaN();
  });

  it('trims the outcome', () => {
    expect(endScenarioCommand('  The crew escapes ')).toEqual({
      type: 'skirmish/end-scenario',
      outcome: 'The crew escapes',
    });
  });
});

describe('rosterFileName', () => {
  it('is a safe, readable file name', () => {
    expect(rosterFileName('Bank lobby', 'The crew', 'short')).toBe('bank-lobby-the-crew-short.txt');
    expect(rosterFileName('Café / "Nuit"', '../..', 'table')).toBe('cafe-nuit-table.txt');
    expect(rosterFileName('', '', 'short')).toBe('roster-short.txt');
    expect(rosterFileName('x'.repeat(200), 'y', 'table')).toMatch(/^x{80}-table\.txt$/);
  });
});
