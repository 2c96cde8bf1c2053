import { describe, expect, it } from 'vitest';
import { sceneId, skirmish } from '../../../../core/index.ts';
import {
  addSide,
  changeSide,
  firstOf,
  firstValue,
  moreOptions,
  numberFrom,
  openFightCommand,
  optionNumber,
  problemsByField,
  removeSide,
  setOption,
  setPressureLevel,
  setPressureMode,
  withExamples,
} from '../../../../renderer/panels/skirmish/new-fight/new-fight.ts';

const base = skirmish.emptyDraft();

describe('the new-fight form’s edits', () => {
  it('adds sides up to four, each with a name of its own', () => {
    const renamed = changeSide(base, 1, { name: 'Side 3' });
    const three = addSide(renamed);
    expect(three.sides.map((s) => s.name)).toEqual(['Side 1', 'Side 3', 'Side 4']);
    const four = addSide(three);
    expect(four.sides).toHaveLength(4);
    expect(addSide(four)).toBe(four);
  });

  it('removes a side with its pressure level; who goes first follows', () => {
    let draft = addSide(addSide(base));
    draft = setPressureMode(draft, 'rising');
    draft = setPressureLevel(draft, 3, 20);
    draft = { ...draft, first: 3 };
    const removed = removeSide(draft, 1);
    expect(removed.sides.map((s) => s.name)).toEqual(['Side 1', 'Side 3', 'Side 4']);
    expect(removed.pressure.levels).toEqual([null, null, 20]);
    expect(removed.first).toBe(2);
    expect(removeSide({ ...draft, first: 1 }, 1).first).toBe('dice-off');
    expect(removeSide({ ...draft, first: 0 }, 1).first).toBe(0);
    const two = removeSide(removeSide(draft, 0), 0);
    expect(removeSide(two, 0)).toBe(two);
  });

  it('turning pressure off forgets the levels (a level needs a mode)', () => {
    const draft = setPressureLevel(setPressureMode(base, 'overtime'), 0, 12);
    expect(draft.pressure).toEqual({ mode: 'overtime', levels: [12, null] });
    expect(setPressureMode(draft, 'off').pressure).toEqual({ mode: 'off', levels: [] });
  });

  it('keeps only the options that differ from the defaults', () => {
    const draft = setOption(base, 'vehicleExplosionMode', 'bruckheimer');
    expect(draft.options).toEqual({ vehicleExplosionMode: 'bruckheimer' });
    expect(setOption(draft, 'vehicleExplosionMode', 'standard').options).toEqual({});
  });

  it('offers every setting but the explosions under "More table options", with core’s descriptions', () => {
    const keys = moreOptions.map((o) => o.key).sort();
    const all = Object.keys(skirmish.defaultSkirmishSettings).filter((k) => k !== 'vehicleExplosionMode');
    expect(keys).toEqual(all.sort());
    for (const option of moreOptions) {
      if (option.kind !== 'choice') continue;
      const value = skirmish.defaultSkirmishSettings[option.key];
      expect(option.choices.map((c) => c.value)).toContain(value);
    }
  });

  it('reads number inputs: empty is null where allowed, else NaN (core names the problem)', () => {
    expect(optionNumber({ nullable: true }, '')).toBeNull();
    expect(optionNumber({ nullable: false }, ' ')).toBeNaN();
    expect(optionNumber({ nullable: false }, '3')).toBe(3);
    expect(numberFrom('')).toBeNull();
    expect(numberFrom('2.5')).toBe(2.5);
    expect(numberFrom('e')).toBeNaN();
  });

  it('groups core’s problems by field', () => {
    const byField = problemsByField(
      skirmish.fightSetup(changeSide(base, 1, { roster: 'X (3/5) SMG\nY (9/5) SMG' })),
    );
    expect(byField.get('name')).toEqual(['The fight needs a name']);
    expect(byField.get('side-1-roster')).toEqual(['Side 1 has no models']);
    expect(byField.get('side-2-roster')).toEqual(['Side 2, line 2: Actions must be 1–5 (got 9)']);
    expect(problemsByField(skirmish.fightSetup(withExamples(base))).size).toBe(0);
  });

  it('maps who goes first to the select and back', () => {
    expect(firstOf(firstValue('dice-off'))).toBe('dice-off');
    expect(firstOf(firstValue(1))).toBe(1);
  });

  it('the example rosters open a fight; a draft with problems makes no command', () => {
    const id = sceneId('fight-1');
    expect(openFightCommand(base, id)).toBeNull();
    const command = openFightCommand(withExamples(base), id);
    expect(command).toMatchObject({
      type: 'scene/open',
      sceneId: id,
      name: 'Example fight',
      engine: 'skirmish',
      participants: [],
      sides: [
        { id: 's1', label: 'The crew', crew: true },
        { id: 's2', label: 'The police', crew: false },
      ],
    });
  });
});
