import { describe, expect, it } from 'vitest';
import { bridgeDraft, characterId, replay, time } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, sheet, skillsWith } from './scene-support.ts';

/**
 * The opening form's view of "Play as a HEIST skirmish" (BRG-D-1, bridge.md §4): the converted rosters beside the
 * sheets, the override editor's limits, the table, first player and surprise, and what stops the fight opening.
 */

const vex = characterId('vex');
const brannigan = characterId('brannigan');
const heist = time.sceneId('warehouse');

const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, handToHand: 2 }),
    weapons: ['Revolver'],
  }),
  sheet(brannigan, 'guard', 'Brannigan'),
];

function brokenOut(): LogEntry[] {
  return play(
    heistWith('Draft', heist, cast),
    act(heist, 'heist', {
      type: 'heist/break-out',
      breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan] },
    }),
    fixedDice(),
  );
}

const source = { kind: 'heist', breakout: 0 } as const;

describe('bridgeDraft: the opening form of a HEIST skirmish (BRG-D-1)', () => {
  it('shows each model beside the sheet it came from, the table, the first player and the surprise', () => {
    const draft = bridgeDraft(replay(brokenOut()), heist, source, {});
    expect(draft.problem).toBeNull();
    const models = draft.sides.flatMap((side) => side.models);
    const vexRow = models.find((m) => m.character === vex)!;
    // BRG-D-5: Muscle 3 + Shooting 2 = skill 5; the Revolver goes to the table (BRG-D-8).
    expect(vexRow).toMatchObject({
      name: 'Vex',
      skill: 5,
      stance: 'aggressive',
      override: null,
      arriving: null,
    });
    expect(vexRow.model).toBe('Vex (3/5) Service revolver w/2 reloads');
    expect(vexRow.sheet).toContain('Vex');
    const guard = models.find((m) => m.character === brannigan)!;
    expect(guard).toMatchObject({ name: 'Brannigan', stance: 'defensive' }); // BRG-D-13
    expect(draft.sides.map((side) => side.crew)).toEqual([true, false]);
    expect(draft.table.zones).toEqual(['Dock']);
    expect(draft.first).toEqual(expect.any(String));
    // BRG-D-14: the guard at the Dock is unaware as the crew sneaked in: the crew gets the surprise turn.
    expect(draft.surprise).toEqual(expect.stringContaining('Brannigan'));
    expect(draft.limits).toEqual({ actions: [1, 5], skill: [1, 10] });
    expect(draft.choices.map((c) => c.crew)).toEqual([true, false]);
  });

  it('applies an override, and names the model and the field of one out of range, the rosters kept', () => {
    const state = replay(brokenOut());
    const first = bridgeDraft(state, heist, source, {});
    const guard = first.sides.flatMap((s) => s.models).find((m) => m.character === brannigan)!;
    const changed = bridgeDraft(state, heist, source, { overrides: [{ model: guard.id, actions: 2 }] });
    const after = changed.sides.flatMap((s) => s.models).find((m) => m.id === guard.id)!;
    expect(after).toMatchObject({ actions: 2, override: { model: guard.id, actions: 2 } });
    const refused = bridgeDraft(state, heist, source, { overrides: [{ model: guard.id, actions: 9 }] });
    expect(refused.problem).toBe('Brannigan: actions must be 1–5 (got 9)');
    expect(refused.sides.flatMap((s) => s.models)).toHaveLength(2);
  });

  it('says why nothing can open: no Heist, no such breakout', () => {
    const state = replay(brokenOut());
    expect(bridgeDraft(state, time.sceneId('nowhere'), source, {}).problem).toMatch(/does not exist/);
    expect(bridgeDraft(state, heist, { kind: 'heist', breakout: 4 }, {})).toMatchObject({
      problem: 'Nothing broke out of The warehouse job at place 5',
      sides: [],
    });
  });
});
