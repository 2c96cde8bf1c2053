import { describe, expect, it } from 'vitest';
import { apply, characterId, rollView } from '../../../../core/index.ts';
import type { CampaignState, LogEntry, RollRecord } from '../../../../core/index.ts';
import {
  afterRoll,
  initialFields,
  problemsByField,
  rolledRecord,
  scoreSource,
  trayChoices,
  withRoller,
  withSkill,
} from '../../../../renderer/panels/dice/tray-fields.ts';
import { crewCampaign } from '../../core/campaign/support.ts';

const { state: crew } = crewCampaign();
const vex = characterId('vex');
const okafor = characterId('okafor');

describe('the dice tray’s fields', () => {
  it('start at core’s choices: the default difficulty, the table’s NPC pool, an empty note', () => {
    const fields = initialFields(crew);
    expect(trayChoices(fields)).toEqual({
      roller: null,
      skill: 'shooting',
      pool: '3k2',
      weapon: '',
      modifiers: '',
      bolsters: 0,
      leanOnto: null,
      against: { kind: 'difficulty', value: null },
      note: '',
    });
    const npc4k2: CampaignState = apply(crew, {
      type: 'settings/changed',
      changes: { defaultNpcPool: { rolled: 4, kept: 2 } },
    });
    expect(initialFields(npc4k2).opponentPool).toBe('4k2');
  });

  it('pre-fill the roller and skill of a sheet’s roll button', () => {
    const fields = initialFields(crew, { roller: vex, skill: 'sneak' });
    expect(trayChoices(fields)).toMatchObject({ roller: vex, skill: 'sneak' });
  });

  it('read each kind of "against", keeping the others’ fields', () => {
    const fields = { ...initialFields(crew), difficulty: 12 };
    const score = { ...fields, againstKind: 'score' as const, scoreSource: scoreSource(okafor, 'training') };
    expect(trayChoices(score).against).toEqual({
      kind: 'score',
      from: { character: okafor, score: 'training' },
      value: null,
    });
    expect(trayChoices({ ...score, scoreSource: '', scoreValue: 11 }).against).toEqual({
      kind: 'score',
      from: null,
      value: 11,
    });
    const opposed = { ...score, againstKind: 'opposed' as const, opponent: 'okafor', opponentBolsters: 1 };
    expect(trayChoices(opposed).against).toEqual({
      kind: 'opposed',
      opponent: okafor,
      skill: 'sizeUp',
      pool: '3k2',
      modifiers: '',
      bolsters: 1,
    });
    expect(trayChoices({ ...opposed, againstKind: 'difficulty' }).against).toEqual({
      kind: 'difficulty',
      value: 12,
    });
  });

  it('COT-SOC-4: send the Loyalty leaned onto, whose it is, and the GM’s ruling on its relevance', () => {
    const lean = { of: vex, relation: 'Hatred', subject: 'Police' };
    const fields = { ...initialFields(crew, { roller: vex, skill: 'shooting' }), leanOnto: lean };
    expect(trayChoices(fields).leanOnto).toEqual({ ...lean, relevant: false });
    expect(trayChoices({ ...fields, leanRelevant: true }).leanOnto).toEqual({ ...lean, relevant: true });
  });

  it('start each roll with an empty note and no Bolsters or Lean Onto, keeping who rolls against what', () => {
    const before = {
      ...initialFields(crew, { roller: vex, skill: 'shooting' }),
      note: 'the door',
      bolsters: 2,
      opponentBolsters: 1,
      leanOnto: { of: vex, relation: 'Hatred', subject: 'Police' },
      leanRelevant: true,
      difficulty: 12,
    };
    expect(afterRoll(before)).toEqual({
      ...before,
      note: '',
      bolsters: 0,
      opponentBolsters: 0,
      leanOnto: null,
      leanRelevant: false,
    });
  });

  it('drop the weapon and the Lean Onto when the roller changes, the weapon when the skill does', () => {
    const armed = {
      ...initialFields(crew, { roller: vex, skill: 'shooting' }),
      weapon: 'Revolver',
      leanOnto: { of: vex, relation: 'Hatred', subject: 'Police' },
      leanRelevant: true,
    };
    expect(withRoller(armed, 'ruth')).toMatchObject({
      roller: 'ruth',
      weapon: '',
      leanOnto: null,
      leanRelevant: false,
    });
    expect(withSkill(armed, 'handToHand')).toMatchObject({
      skill: 'handToHand',
      weapon: '',
      leanRelevant: true,
    });
  });

  it('give core’s message for each field, the first when several', () => {
    const fields = { ...initialFields(crew), pool: 'lots', modifiers: '+x' };
    expect(problemsByField(rollView(crew, trayChoices(fields)))).toEqual({
      pool: '"lots" is not a pool: write it as rolled k kept, like 5k3',
      modifiers: '"+x" is not a modifier: write it like +1k0 or -1k0',
    });
    expect(problemsByField(rollView(crew, trayChoices(initialFields(crew))))).toEqual({});
  });

  it('find the roll a stored entry made', () => {
    const roll = { id: 'r1' } as unknown as RollRecord;
    const entry = (events: LogEntry['events']): LogEntry => ({
      seq: 2,
      at: 0,
      command: 'dice/roll',
      events,
      undone: false,
    });
    expect(rolledRecord(entry([{ type: 'dice/rolled', roll }]))).toBe(roll);
    expect(rolledRecord(entry([{ type: 'session/started', session: 2 }]))).toBeNull();
    expect(rolledRecord(null)).toBeNull();
  });
});
