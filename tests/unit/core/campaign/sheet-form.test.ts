import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { characterScore } from '../../../../core/campaign/roll-view-options.ts';
import { sheetForm } from '../../../../core/campaign/sheet-form.ts';
import type { CampaignState } from '../../../../core/campaign/types.ts';
import { characterLimits } from '../../../../core/cot/limits/index.ts';
import { characterProblems } from '../../../../core/cot/characters/validate.ts';
import type { Character } from '../../../../core/cot/characters/index.ts';
import type { CotSettings } from '../../../../core/cot/settings/index.ts';
import { crewCampaign, deepFreeze, id } from './support.ts';

const { state } = crewCampaign();
const of = (who: string, from: CampaignState = state) => from.characters[id(who)]!;
const withSettings = (changes: Partial<CotSettings>) =>
  deepFreeze(apply(state, { type: 'settings/changed', changes }));

describe('sheetForm: the sheet’s fields, limits and scores as the rules shape them', () => {
  it('COT-CHAR-5, COT-GUARD-1, COT-CHAR-6: offers every kind and health state, each the validator accepts', () => {
    const form = sheetForm(state, of('ruth'));
    expect(form.kinds).toEqual([
      { value: 'crew', label: 'Crew' },
      { value: 'npc', label: 'NPC' },
      { value: 'guard', label: 'Guard' },
    ]);
    expect(form.conditions.map((c) => [c.value, c.label])).toEqual([
      ['unhurt', 'Unhurt'],
      ['wounded', 'Wounded'],
      ['dead', 'Dead'],
    ]);
    const okafor = of('okafor');
    for (const { value } of form.kinds) {
      const sheet = { ...okafor, kind: value, loyalties: of('ruth').loyalties };
      expect(characterProblems(sheet, state.settings).filter((p) => p.field === 'kind')).toEqual([]);
    }
    const bad = { ...okafor, kind: 'boss' } as unknown as Character;
    expect(characterProblems(bad, state.settings).map((p) => p.field)).toContain('kind');
  });

  it('COT-FORE-2: Foresight is capped by Brains + Planning, shown for the crew and for anyone holding some', () => {
    const jonah = of('jonah');
    const form = sheetForm(state, jonah);
    expect(form.foresight).toEqual({ shown: true, max: jonah.abilities.brains + jonah.skills.planning });
    expect(sheetForm(state, of('harrow')).foresight.shown).toBe(false);
    expect(sheetForm(state, { ...of('harrow'), foresight: 1 }).foresight.shown).toBe(true);
  });

  it('COT-D-15: a crew sheet shows the crew’s shared Reputation only under reputation_scope = crew', () => {
    expect(sheetForm(state, of('vex')).crewReputation).toBeNull();
    const shared = withSettings({ reputationScope: 'crew' });
    expect(sheetForm(shared, of('vex', shared)).crewReputation).toBe(2 + 1 + 3 + 4);
    expect(sheetForm(shared, of('harrow', shared)).crewReputation).toBeNull();
  });

  it('COT-SOC-1: the crew need their Prime Loyalty, four at most; the Focus Round is the crew’s', () => {
    expect(sheetForm(state, of('ruth'))).toMatchObject({
      loyalties: { required: true, max: 4 },
      focusRound: true,
      scores: null,
    });
    expect(sheetForm(state, of('okafor'))).toMatchObject({
      loyalties: { required: false, max: 4 },
      focusRound: false,
    });
  });

  it('COT-CHAR-7: a wound’s days run from the table’s least to core’s bound; text fields have core’s lengths', () => {
    const form = sheetForm(withSettings({ minRecoveryDays: 3 }), of('vex'));
    expect(form.recoveryDays).toEqual({ min: 3, max: characterLimits.recoveryDaysMax, initial: 3 });
    const capped = withSettings({ maxRecoveryDays: 10 });
    expect(sheetForm(capped, of('vex', capped)).recoveryDays).toEqual({ min: 1, max: 10, initial: 1 });
    // the bounds are the ones characterProblems enforces
    const wounded = (days: number) =>
      ({ ...of('vex', capped), condition: { state: 'wounded', recoveryDays: days } }) as const;
    const fields = (days: number) => characterProblems(wounded(days), capped.settings).map((p) => p.field);
    expect(fields(10)).toEqual([]);
    expect(fields(11)).toContain('condition.recoveryDays');
    expect(fields(0)).toContain('condition.recoveryDays');
    expect(form.textMax).toEqual({
      name: characterLimits.nameMax,
      label: characterLimits.labelMax,
      notes: characterLimits.notesMax,
    });
  });

  it('asks for the Mysticism Tradition once the sheet has Mysticism', () => {
    expect(sheetForm(state, of('jonah')).mysticismTradition).toBe(true);
    expect(sheetForm(state, of('vex')).mysticismTradition).toBe(false);
  });

  it('COT-GUARD-2, COT-GUARD-7, COT-D-17: a guard’s Awareness with the Heat, and Training with armour when the table counts it', () => {
    const brannigan = of('brannigan');
    const scores = sheetForm(state, brannigan).scores!;
    expect(scores.awareness).toEqual(characterScore(state, brannigan, 'awareness'));
    expect(scores.training).toEqual(characterScore(state, brannigan, 'training'));
    expect(scores.trainingCountsArmour).toBe(state.settings.armourInTraining);
    const off = withSettings({ armourInTraining: false });
    expect(sheetForm(off, of('brannigan', off)).scores!.trainingCountsArmour).toBe(false);
    expect(sheetForm(state, { ...brannigan, armour: null }).scores!.trainingCountsArmour).toBe(false);
  });

  it('gives no score for a draft that cannot have one (armour the table lacks), rather than throwing', () => {
    const scores = sheetForm(state, { ...of('brannigan'), armour: 'Dragon scale' }).scores!;
    expect(scores.training).toBeNull();
    expect(scores.awareness).not.toBeNull();
  });
});
