import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import { canonicalName, skillTable } from '../../../../../core/cot/characters/skills.ts';
import type { Character, Loyalty } from '../../../../../core/cot/characters/types.ts';
import { characterProblems } from '../../../../../core/cot/characters/validate.ts';
import { gearOf } from '../../../../../core/cot/characters/gear.ts';
import { characterLimits } from '../../../../../core/cot/limits/index.ts';
import { defaultSettings, withDefaults } from '../../../../../core/cot/settings/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze, sheet } from '../../campaign/support.ts';

const crew = (changes: Partial<Character> = {}): Character =>
  deepFreeze({ ...blankCharacter(characterId('c1'), 'crew', 'Vex', defaultSettings), ...changes });
const npc = (changes: Partial<Character> = {}): Character =>
  deepFreeze({ ...blankCharacter(characterId('n1'), 'npc', 'Harrow', defaultSettings), ...changes });
const withAbility = (character: Character, key: keyof Character['abilities'], value: number): Character => ({
  ...character,
  abilities: { ...character.abilities, [key]: value },
});
const loyalty = (relation: string, subject: string, prime = false): Loyalty => ({ relation, subject, prime });
const fields = (character: Character, settings = defaultSettings) =>
  characterProblems(character, settings).map((problem) => problem.field);

describe('characterProblems', () => {
  it('accepts every sheet of the sample crew', () => {
    for (const id of ['vex', 'ruth', 'jonah', 'mara', 'harrow', 'brannigan', 'okafor']) {
      expect(characterProblems(sheet(id), defaultSettings)).toEqual([]);
    }
  });

  it('TV-COT-CHAR-1-a: Muscle 0 is rejected, naming the field and the range', () => {
    expect(characterProblems(withAbility(crew(), 'muscle', 0), defaultSettings)).toEqual([
      { field: 'abilities.muscle', message: 'Muscle must be 1–5 (got 0)' },
    ]);
  });

  it('TV-COT-CHAR-1-b: Brains 5 is accepted', () => {
    expect(characterProblems(withAbility(crew(), 'brains', 5), defaultSettings)).toEqual([]);
  });

  it('follows the table’s ability and skill ranges (COT-D-7)', () => {
    const settings = withDefaults({ abilityMax: 4, skillMax: 3 });
    const strong = withAbility(crew(), 'muscle', 5);
    expect(fields(strong, settings)).toEqual(['abilities.muscle']);
    const skilled = { ...crew(), skills: { ...crew().skills, lockpicking: 4 } };
    expect(characterProblems(skilled, settings)).toEqual([
      { field: 'skills.lockpicking', message: 'Lockpicking must be 0–3 (got 4)' },
    ]);
  });

  it('names non-integer and missing ratings rather than throwing', () => {
    expect(characterProblems(withAbility(crew(), 'it', 2.5), defaultSettings)).toEqual([
      { field: 'abilities.it', message: 'It must be a whole number 1–5 (got 2.5)' },
    ]);
    const { skills: _skills, ...noSkills } = crew();
    expect(fields(noSkills as Character)).toEqual(['skills']);
  });

  it('lists every problem of a sheet, not only the first', () => {
    const broken = { ...withAbility(withAbility(crew(), 'muscle', 0), 'it', 9), name: '', reputation: -1 };
    expect(fields(broken)).toEqual(['name', 'abilities.muscle', 'abilities.it', 'reputation']);
  });

  it('bounds the name and the notes', () => {
    expect(fields(crew({ name: '   ' }))).toEqual(['name']);
    expect(fields(crew({ name: 'x'.repeat(201) }))).toEqual(['name']);
    expect(fields(crew({ notes: 'x'.repeat(20_000) }))).toEqual([]);
    expect(characterProblems(crew({ notes: 'x'.repeat(20_001) }), defaultSettings)).toEqual([
      { field: 'notes', message: 'The notes must be at most 20000 characters (got 20001)' },
    ]);
  });

  it('TV-COT-CHAR-5-a: a crew sheet without Loyalties is rejected; the same sheet as an NPC is accepted', () => {
    expect(characterProblems(crew({ loyalties: [] }), defaultSettings)).toEqual([
      { field: 'loyalties', message: 'A crew character needs a Prime Loyalty' },
    ]);
    expect(characterProblems(crew({ loyalties: [], kind: 'npc' }), defaultSettings)).toEqual([]);
  });

  it('TV-COT-SOC-1-a: five Loyalties are rejected; four with two Primes are rejected', () => {
    const five = [
      loyalty('Hatred', 'Police', true),
      ...['A', 'B', 'C', 'D'].map((s) => loyalty('Desire', s)),
    ];
    expect(characterProblems(crew({ loyalties: five }), defaultSettings)).toEqual([
      { field: 'loyalties', message: 'A character has at most 4 Loyalties (got 5)' },
    ]);
    const twoPrimes = [
      loyalty('Hatred', 'Police', true),
      loyalty('Devoted', 'Crew', true),
      loyalty('Fear', 'Rats'),
    ];
    expect(
      characterProblems(crew({ loyalties: [...twoPrimes, loyalty('Desire', 'Gold')] }), defaultSettings),
    ).toEqual([{ field: 'loyalties', message: 'Exactly one Loyalty must be the Prime (got 2)' }]);
  });

  it('COT-SOC-1: an NPC may have no Loyalty, but one Prime among any it has', () => {
    expect(fields(npc({ loyalties: [] }))).toEqual([]);
    expect(fields(npc({ loyalties: [loyalty('Fear', 'the dark')] }))).toEqual(['loyalties']);
    expect(fields(npc({ loyalties: [loyalty('Fear', 'the dark', true)] }))).toEqual([]);
  });

  it('needs a relation and a subject for every Loyalty', () => {
    expect(fields(crew({ loyalties: [loyalty('', 'Police', true)] }))).toEqual(['loyalties[0].relation']);
    expect(fields(crew({ loyalties: [loyalty('Hatred', ' ', true)] }))).toEqual(['loyalties[0].subject']);
  });

  it('TV-COT-FORE-2-a: Foresight is capped at Brains + Planning', () => {
    const planner = { ...withAbility(crew(), 'brains', 3), skills: { ...crew().skills, planning: 2 } };
    expect(fields({ ...planner, foresight: 5 })).toEqual([]);
    expect(characterProblems({ ...planner, foresight: 6 }, defaultSettings)).toEqual([
      { field: 'foresight', message: 'Foresight must be 0–5, its cap Brains + Planning (got 6)' },
    ]);
    expect(fields({ ...planner, foresight: -1 })).toEqual(['foresight']);
  });

  it('COT-CHAR-5: only crew hold Foresight', () => {
    expect(characterProblems(npc({ foresight: 1 }), defaultSettings)).toEqual([
      { field: 'foresight', message: 'Only crew hold Foresight: this must be 0 (got 1)' },
    ]);
  });

  it('COT-CHAR-10: Reputation is a whole number of at least 0', () => {
    expect(fields(crew({ reputation: -1 }))).toEqual(['reputation']);
    expect(fields(crew({ reputation: 1.5 }))).toEqual(['reputation']);
    expect(fields(crew({ reputation: 12 }))).toEqual([]);
  });

  it('TV-COT-CHAR-6-a: a wounded character carries recovery days', () => {
    expect(fields(crew({ condition: { state: 'wounded', recoveryDays: 3 } }))).toEqual([]);
    expect(
      characterProblems(crew({ condition: { state: 'wounded', recoveryDays: 0 } }), defaultSettings),
    ).toEqual([
      {
        field: 'condition.recoveryDays',
        message: 'A wounded character’s recovery days must be 1–3650 (got 0)',
      },
    ]);
  });

  it('TV-COT-CHAR-7-b: recovery days respect min_recovery_days and max_recovery_days (COT-D-12)', () => {
    const settings = withDefaults({ minRecoveryDays: 2, maxRecoveryDays: 10 });
    expect(fields(crew({ condition: { state: 'wounded', recoveryDays: 1 } }), settings)).toEqual([
      'condition.recoveryDays',
    ]);
    expect(fields(crew({ condition: { state: 'wounded', recoveryDays: 2 } }), settings)).toEqual([]);
    expect(fields(crew({ condition: { state: 'wounded', recoveryDays: 11 } }), settings)).toEqual([
      'condition.recoveryDays',
    ]);
  });

  it('accepts only weapons and armour of the table’s gear', () => {
    expect(fields(crew({ weapons: ['Revolver', 'Fists'], armour: 'Steel vest, body armour' }))).toEqual([]);
    expect(characterProblems(crew({ weapons: ['Ray gun'], armour: 'Plate mail' }), defaultSettings)).toEqual([
      { field: 'weapons[0]', message: '"Ray gun" is not in the weapon table' },
      { field: 'armour', message: '"Plate mail" is not in the armour table' },
    ]);
  });

  it('COT-FORE-7: holds other gear beyond the tables (rope, a crowbar, lock picks), each with its note', () => {
    const rope = { name: 'Rope', note: '50 ft, knotted every yard' };
    expect(crew().gear).toEqual([]);
    expect(
      fields(crew({ gear: [rope, { name: 'Crowbar', note: '' }, { name: 'Lock picks', note: '' }] })),
    ).toEqual([]);
    const { gear: _none, ...old } = crew();
    expect(fields(old as Character)).toEqual([]); // a sheet stored before gear lists: none
    expect(gearOf(old as Character)).toEqual([]);
    expect(gearOf(crew({ gear: [rope] }))).toEqual([rope]);
  });

  it('refuses other gear without a name, with a name or a note too long, or more items than a sheet holds', () => {
    const { gearMax, labelMax, gearNoteMax } = characterLimits;
    expect(
      characterProblems(
        crew({
          gear: [
            { name: '  ', note: '' },
            { name: 'x'.repeat(labelMax + 1), note: 'y'.repeat(gearNoteMax + 1) },
          ],
        }),
        defaultSettings,
      ),
    ).toEqual([
      { field: 'gear[0].name', message: 'Gear item 1 needs a name' },
      {
        field: 'gear[1].name',
        message: `Gear item 2's name must be at most ${labelMax} characters (got ${labelMax + 1})`,
      },
      {
        field: 'gear[1].note',
        message: `Gear item 2's note must be at most ${gearNoteMax} characters (got ${gearNoteMax + 1})`,
      },
    ]);
    const many = Array.from({ length: gearMax + 1 }, (_, i) => ({ name: `Item ${i + 1}`, note: '' }));
    expect(characterProblems(crew({ gear: many }), defaultSettings)).toEqual([
      { field: 'gear', message: `A sheet holds at most ${gearMax} items of other gear (got ${gearMax + 1})` },
    ]);
    expect(fields(crew({ gear: 'rope' as never }))).toEqual(['gear']);
    expect(fields(crew({ gear: [{ name: 'Rope' }] as never }))).toEqual(['gear[0].note']);
  });

  it('never throws on a sheet with missing parts', () => {
    expect(characterProblems({} as Character, defaultSettings).length).toBeGreaterThan(5);
  });
});

describe('skills', () => {
  it('TV-COT-CHAR-2-a: Intimidate is governed by Muscle, though it is a Social skill', () => {
    expect(skillTable.intimidate.ability).toBe('muscle');
  });

  it('TV-COT-CHAR-2-b: Safecracking is governed by Brains', () => {
    expect(skillTable.safecracking.ability).toBe('brains');
  });

  it('TV-COT-CHAR-3-a: "Muscles" is stored as Muscle', () => {
    expect(canonicalName('Muscles')).toBe('muscle');
    expect(canonicalName('Cat Burglar')).toBe('catBurglary');
  });
});
