import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bridgeDraft,
  characterId,
  execute,
  redo,
  replay,
  rollId,
  time,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, sheet, skillsWith } from './scene-support.ts';

/**
 * Opening a HEIST skirmish out of a Heist (BRG-D-1, D-2), with any overrides the GM may try: the command is one step
 * whose replay gives the head exactly; undone, the campaign is as before it (the Heist, the bridge's state, the
 * clock); redone, as after it. An override out of range is refused and stores nothing.
 */

const vex = characterId('vex');
const brannigan = characterId('brannigan');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2 }),
    weapons: ['Revolver'],
  }),
  sheet(brannigan, 'guard', 'Brannigan'),
];

const before: LogEntry[] = play(
  heistWith('Properties', heist, cast),
  act(heist, 'heist', {
    type: 'heist/break-out',
    breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan] },
  }),
  fixedDice(),
);
const source = { kind: 'heist', breakout: 0 } as const;
const modelIds = bridgeDraft(replay(before), heist, source, {}).sides.flatMap((s) =>
  s.models.map((m) => m.id),
);

const override = fc.record(
  {
    model: fc.constantFrom(...modelIds),
    actions: fc.integer({ min: 0, max: 6 }),
    skill: fc.integer({ min: 0, max: 11 }),
    armor: fc.boolean(),
    stance: fc.constantFrom('aggressive' as const, 'defensive' as const),
  },
  { requiredKeys: ['model'] },
);

const command = (overrides: readonly object[]): CampaignCommand => ({
  type: 'bridge/play-skirmish',
  sceneId: heist,
  from: source,
  newSceneId: fight,
  name: 'The fight',
  choices: { overrides: overrides as never },
  at: 9_000,
  rollId: rollId('p'),
});

const inRange = (o: { actions?: number; skill?: number }) =>
  (o.actions === undefined || (o.actions >= 1 && o.actions <= 5)) &&
  (o.skill === undefined || (o.skill >= 1 && o.skill <= 10));

describe('bridge/play-skirmish: one undoable step (BRG-D-1)', () => {
  it('replays to its head; undone it leaves the campaign as before, redone as after; a refusal stores nothing', () => {
    const head = replay(before);
    fc.assert(
      fc.property(fc.array(override, { maxLength: 3 }), (overrides) => {
        const result = execute(before, command(overrides), fixedDice(...Array<number>(40).fill(4)), 10_000);
        if (!overrides.every(inRange)) {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(result.message);
        const after = replay(result.entries);
        expect(after.bridge.fights[fight]).toBeDefined();
        expect(result.entries.at(-1)!.command).toBe('bridge/play-skirmish');
        const undone = undo(result.entries);
        expect(replay(undone)).toEqual(head);
        expect(replay(redo(undone))).toEqual(after);
      }),
      { numRuns: 40 },
    );
  });
});
