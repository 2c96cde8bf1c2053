import { describe, expect, it } from 'vitest';
import { classFactsForm, judgeCommand, levelFactsOf, levelOf } from '../../../../../core/skirmish/index.ts';
import type {
  ClassFactsForm,
  ClassFactsInput,
  ModelState,
  SkirmishOdds,
} from '../../../../../core/skirmish/index.ts';
import { act, at0, entry, fight, model, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const balcony = (aiming: boolean) => {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
      side('police', 'defensive', [entry('b', 'Officer B (3/5) Pistol', { cover: 'low' })]),
    ],
  });
  patch(f, 'b', { aiming });
  return f;
};

const form = (f: Fight, facts: ClassFactsInput): ClassFactsForm =>
  classFactsForm(f.state, 'a', { kind: 'model', model: 'b' }, facts, 'action')!;

/** The target number decide would roll against, through the view's judge. */
const judgedTn = (f: Fight, facts: ClassFactsInput) => {
  const verdict = judgeCommand(
    f.state,
    act('a', {
      kind: 'shoot',
      shot: {
        target: { kind: 'model', model: 'b' },
        aimed: false,
        intense: false,
        crossfire: false,
        range: 10,
        facts,
      },
    }),
    at0,
  );
  if (!verdict.ok) throw new Error(verdict.message);
  return (verdict.odds as SkirmishOdds).shot!.targetNumber;
};

describe('classFactsForm (HST-COVER-3, -6, -7)', () => {
  it('TV-HST-COVER-7-c: offers "the target on a higher level", which turns an aiming target behind low cover from TN 8 to 10', () => {
    const f = balcony(true);
    const same = form(f, {});
    expect(same.tn).toBe(8);
    expect(same.level.choices.map((c) => [c.value, c.tn])).toEqual([
      ['same', 8],
      ['shooter-higher', 8],
      ['target-higher', 10],
    ]);
    expect(same.checks.map((c) => c.fact)).toEqual(['flanked', 'seesLineStart']);
  });

  it('HST-COVER-7: a higher aiming target is asked whether it aims at the lower level: ticked 8, unticked 10', () => {
    const f = balcony(true);
    const higher = form(f, { targetHigher: true });
    expect(higher.level.value).toBe('target-higher');
    expect(higher.tn).toBe(10);
    const aims = higher.checks.find((c) => c.fact === 'aimsAtLowerLevel');
    expect(aims).toMatchObject({ value: false, rule: 'HST-COVER-7', tn: { ticked: 8, unticked: 10 } });
    expect(form(f, { targetHigher: true, aimsAtLowerLevel: true }).tn).toBe(8);
  });

  it('asks about the aim only of a higher target that has an aim marker', () => {
    expect(form(balcony(false), { targetHigher: true }).checks.map((c) => c.fact)).toEqual([
      'flanked',
      'seesLineStart',
    ]);
    expect(form(balcony(true), { shooterHigher: true }).checks.map((c) => c.fact)).not.toContain(
      'aimsAtLowerLevel',
    );
  });

  it('every target number it shows is the one decide rolls against', () => {
    const f = balcony(true);
    for (const facts of [
      {},
      { targetHigher: true },
      { targetHigher: true, aimsAtLowerLevel: true },
      { shooterHigher: true, seesLineStart: false },
      { flanked: true },
    ] satisfies ClassFactsInput[]) {
      const shown = form(f, facts);
      expect(shown.tn).toBe(judgedTn(f, facts));
      for (const choice of shown.level.choices) {
        const level = { ...facts, shooterHigher: false, targetHigher: false, aimsAtLowerLevel: false };
        expect(choice.tn).toBe(
          judgedTn(f, { ...level, ...levelFactsOf(choice.value, facts.aimsAtLowerLevel ?? false) }),
        );
      }
      for (const check of shown.checks) {
        expect(check.tn.ticked).toBe(judgedTn(f, { ...facts, [check.fact]: true }));
        expect(check.tn.unticked).toBe(judgedTn(f, { ...facts, [check.fact]: false }));
      }
    }
  });

  it("is null when the class does not follow from these facts: a vehicle, an object, or the players' own class", () => {
    const f = balcony(true);
    expect(classFactsForm(f.state, 'a', { kind: 'object', name: 'a lamp' }, {}, 'action')).toBeNull();
    expect(
      classFactsForm(f.state, 'a', { kind: 'model', model: 'b' }, { class: 'open' }, 'action'),
    ).toBeNull();
  });

  it('reads and writes the level as one choice', () => {
    expect([levelOf({}), levelOf({ shooterHigher: true }), levelOf({ targetHigher: true })]).toEqual([
      'same',
      'shooter-higher',
      'target-higher',
    ]);
    expect(levelFactsOf('same', true)).toEqual({});
    expect(levelFactsOf('shooter-higher', true)).toEqual({ shooterHigher: true });
    expect(levelFactsOf('target-higher', true)).toEqual({ targetHigher: true, aimsAtLowerLevel: true });
  });
});
