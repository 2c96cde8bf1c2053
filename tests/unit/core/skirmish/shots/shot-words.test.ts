import { describe, expect, it } from 'vitest';
import { commandShotWords, judgeCommand } from '../../../../../core/skirmish/index.ts';
import type { ModelState } from '../../../../../core/skirmish/index.ts';
import { act, at0, entry, fight, model, run, shoot, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const scene = (
  visibility = { darkness: null, weather: null } as { darkness: number | null; weather: number | null },
) =>
  fight({
    visibility,
    sides: [
      side('crew', 'aggressive', [
        entry('a', 'Mr. A (3/5) SMG w/2 reloads'),
        entry('p', 'Mr. P (3/5) Pistol'),
      ]),
      side('guards', 'defensive', [
        entry('g', 'Guard 2 (3/4) Pistol', { cover: 'low' }),
        entry('h', 'Guard 3 (2/4) Pistol'),
      ]),
    ],
  });

describe('commandShotWords (the dice and target number of an order, in words)', () => {
  it('TV-HST-SHOOT-3-e: aimed with intense fire at 10" is 4d10, one counter taken at once', () => {
    const f = scene();
    patch(f, 'a', { aiming: true });
    const words = commandShotWords(f.state, shoot('a', 'h', { aimed: true, intense: true }))!;
    expect(words.dice).toBe('4d10');
    expect(words.diceWords).toBe('Aimed: 3d10 · +1 die for intense fire → 4d10');
    expect(words.targetNumber).toBe(6);
    expect(words.targetWords).toBe('TN 6: Guard 3 is open, not moving; each die of 6 or more hits');
    expect(words.notes).toContain(
      'Ammo: 0 of 3 counters (intense fire takes one at once); every natural 1 adds one, more than 3 is an automatic miss.',
    );
  });

  it('TV-HST-SHOOT-3-c: aimed at 0.5" shifts twice to 3d12+1 and doubles hits', () => {
    const f = scene();
    patch(f, 'a', { aiming: true });
    const words = commandShotWords(f.state, shoot('a', 'g', { aimed: true, range: 0.5 }))!;
    expect(words.dice).toBe('3d12+1');
    expect(words.diceWords).toMatch(
      /^Aimed: 3d10 · \+1 shift close range \(≤ \d+"\), \+1 shift point blank \(≤ 1"\) → 3d12\+1 · every die gets \+1 beyond d12$/,
    );
    expect(words.targetWords).toMatch(/^TN 10: Guard 2 is in cover;/);
    expect(words.notes[0]).toBe('Point blank: every hit on the target counts double.');
  });

  it('TV-HST-SHOOT-4-b: snap with a pistol at 20" in 16" darkness is ineffective, no dice', () => {
    const f = scene({ darkness: 16, weather: null });
    const words = commandShotWords(f.state, shoot('p', 'h', { range: 20 }))!;
    expect(words.dice).toBe('no dice');
    expect(words.diceWords).toMatch(
      /^Snap fire: 3d8 · −1 shift .*over 12", −1 shift limited visibility → below d6 · ineffective/,
    );
  });

  it('names obstructions and collateral with the TN each would have', () => {
    const f = scene();
    const words = commandShotWords(
      f.state,
      shoot('a', 'g', {
        obstructions: [
          { kind: 'object', name: 'Fire extinguisher', destructible: true },
          { kind: 'object', name: 'Pillar', destructible: false },
        ],
        collateral: [{ kind: 'model', model: 'h' }],
      }),
    )!;
    expect(words.notes).toContain(
      '2 obstructions take the highest dice, nearest the shooter first: Fire extinguisher (TN 5), Pillar (cannot be damaged).',
    );
    expect(words.notes).toContain('Collateral within 4" behind the target: Guard 3 (TN 6).');
  });

  it('agrees with the odds judgeCommand gives (same dice, same TN)', () => {
    const f = scene();
    const command = shoot('a', 'g', { range: 3, crossfire: false });
    const verdict = judgeCommand(f.state, command, at0);
    const words = commandShotWords(f.state, command)!;
    expect(verdict.ok && verdict.odds && 'shot' in verdict.odds ? verdict.odds.shot : null).toMatchObject({
      dice: words.dice,
      targetNumber: words.targetNumber,
    });
  });

  it('says a reaction taking cover at step 1 turns an aimed shot into snap fire (HST-D-55)', () => {
    const f = scene();
    patch(f, 'g', { aiming: true });
    run(f, shoot('a', 'g'));
    const words = commandShotWords(f.state, {
      type: 'skirmish/react',
      model: 'g',
      trigger: 'shot-at',
      shot: {
        target: { kind: 'model', model: 'a' },
        aimed: true,
        intense: false,
        crossfire: false,
        range: 10,
      },
      takeCover: 1,
    })!;
    expect(words.notes[0]).toBe('Taking cover at step 1 makes the shot snap fire (HST-D-55).');
    expect(words.diceWords).toMatch(/^Snap fire: 3d8/);
  });

  it('is null for a refused shot and for an order that fires nothing', () => {
    const f = scene();
    expect(commandShotWords(f.state, shoot('a', 'g', { aimed: true }))).toBeNull(); // no aim marker
    expect(commandShotWords(f.state, act('a', { kind: 'move', distance: 2 }))).toBeNull();
    expect(commandShotWords(f.state, { type: 'skirmish/end-turn' })).toBeNull();
  });
});
