import { describe, expect, it } from 'vitest';
import { chase } from '../../../../core/index.ts';
import type { PoolModifier } from '../../../../core/index.ts';
import {
  asRun,
  canBeRisky,
  commandFor,
  distanceMoves,
  isFollowUp,
  previewOf,
} from '../../../../renderer/panels/scenes/chase/action-commands.ts';
import type { Choice } from '../../../../renderer/panels/scenes/chase/action-commands.ts';
import { bran, chaseLog, chaseOf, ruth, vex } from './support.ts';

const { scene } = chaseOf(chaseLog());
const state = scene.chase!;
const view = chase.chaseView(state);
const person = (id: string) => view.participants.find((p) => p.id === id)!;
const bolster: PoolModifier = { rolled: 1, kept: 0, source: 'Bolster' };
const choice = (actor: Choice['actor'], action: Choice['action'], more: Partial<Choice> = {}): Choice => ({
  actor,
  action,
  variant: 0,
  difficulty: state.rules.minObstacleDifficulty,
  risky: false,
  roller: null,
  ...more,
});

describe('commandFor', () => {
  it('sets the obstacle difficulty the GM names (COT-CHASE-6)', () => {
    const obstacle = person(vex).actions.find((a) => a.action === 'shake-obstacle')!;
    expect(commandFor(obstacle, { variant: 0, difficulty: 14, risky: false, roller: null })).toEqual({
      type: 'chase/shake',
      actor: vex,
      manoeuvre: { kind: 'obstacle', difficulty: 14 },
    });
  });

  it('names the roller of a tied group and ignores a crash check where none can follow', () => {
    const accelerate = person(vex).actions.find((a) => a.action === 'accelerate')!;
    expect(commandFor(accelerate, { variant: 0, difficulty: 9, risky: true, roller: vex })).toEqual({
      type: 'chase/accelerate',
      actor: vex,
      rollers: [vex],
    });
  });

  it('offers nothing for an action that has no accepted command now', () => {
    const escape = person(vex).actions.find((a) => a.action === 'escape')!;
    expect(escape.available).toBe(false);
    expect(commandFor(escape, { variant: 0, difficulty: 9, risky: false, roller: null })).toBeNull();
  });
});

describe('canBeRisky', () => {
  it('allows a crash check after a Ram or a vehicle attack only (COT-WAR-4)', () => {
    const defender = { kind: 'vehicle', id: chase.vehicleId('target: Car') } as const;
    expect(canBeRisky({ type: 'chase/ram', actor: bran, defender })).toBe(true);
    expect(canBeRisky({ type: 'chase/attack', actor: vex, defender, means: { kind: 'vehicle' } })).toBe(true);
    expect(
      canBeRisky({ type: 'chase/attack', actor: vex, defender, means: { kind: 'weapon', weapon: 'Fists' } }),
    ).toBe(false);
  });
});

describe('asRun', () => {
  it("adds the actor's pending Bolsters to a rolled action, as the scene layer does (COT-TIME-4)", () => {
    expect(asRun({ type: 'chase/close', actor: bran }, [bolster])).toEqual({
      type: 'chase/close',
      actor: bran,
      modifiers: { [bran]: [bolster] },
    });
  });

  it('leaves actions without a roll alone', () => {
    expect(asRun({ type: 'chase/escape', actor: vex }, [bolster])).toEqual({
      type: 'chase/escape',
      actor: vex,
    });
    expect(asRun({ type: 'chase/fall-off', actor: bran }, [bolster])).toEqual({
      type: 'chase/fall-off',
      actor: bran,
    });
  });
});

describe('previewOf', () => {
  it('gives the exact odds of an Accelerate before the roll, outcomes and Distances each summing to 1', () => {
    const preview = previewOf(state, person(vex), choice(vex, 'accelerate'), []);
    expect(preview.kind).toBe('ready');
    if (preview.kind !== 'ready') return;
    expect(preview.odds.rolled).toBe(true);
    const total = preview.odds.outcomes.reduce((sum, o) => sum + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(preview.odds.distances.map((d) => d.group).sort()).toEqual(['on foot', 'pursuer: Car']);
    for (const group of preview.odds.distances) {
      expect(group.distribution.reduce((sum, d) => sum + d.probability, 0)).toBeCloseTo(1, 12);
    }
  });

  it('matches the odds with a Bolster to those the engine gives the Bolstered command', () => {
    const preview = previewOf(state, person(bran), choice(bran, 'close'), [bolster]);
    const direct = chase.chaseActionOdds(state, {
      type: 'chase/close',
      actor: bran,
      modifiers: { [bran]: [bolster] },
    });
    expect(preview.kind === 'ready' && direct.ok && preview.odds).toEqual(direct.ok && direct.odds);
  });

  it("refuses a passenger's Accelerate with the engine's reason (COT-CHASE-4)", () => {
    const preview = previewOf(state, person(ruth), choice(ruth, 'accelerate'), []);
    expect(preview).toMatchObject({ kind: 'refused', command: null });
    expect(preview.kind === 'refused' && preview.reason).toContain('only its driver may Accelerate');
  });

  it('refuses an obstacle below the table minimum with the rule (COT-D-44)', () => {
    const preview = previewOf(state, person(vex), choice(vex, 'shake-obstacle', { difficulty: 8 }), []);
    expect(preview.kind === 'refused' && preview.reason).toContain('at least 9');
  });

  it('says why Escape is not open: the Distance the fastest pursuer needs (COT-CHASE-7)', () => {
    const preview = previewOf(state, person(vex), choice(vex, 'escape'), []);
    expect(preview.kind === 'refused' && preview.reason).toContain('Escape needs Distance 3');
  });
});

describe('isFollowUp', () => {
  it('is true only for a Takedown or Ram by the pursuer whose Close allowed one (COT-CHASE-9)', () => {
    const after = { ...state, followUp: { actor: bran, group: chase.chaseGroupId('pursuer: Car') } };
    expect(isFollowUp(after, { type: 'chase/takedown', actor: bran })).toBe(true);
    expect(isFollowUp(after, { type: 'chase/close', actor: bran })).toBe(false);
    expect(isFollowUp(state, { type: 'chase/takedown', actor: bran })).toBe(false);
  });
});

describe('distanceMoves', () => {
  it('lists the groups whose Distance changed since the snapshot', () => {
    const groups = view.groups.map((g) => (g.id === 'on foot' ? { ...g, distance: 3 } : g));
    expect(distanceMoves({ 'on foot': 2, 'pursuer: Car': 2 }, groups)).toEqual([
      { group: 'on foot', from: 2, to: 3 },
    ]);
    expect(distanceMoves({}, groups)).toEqual([]);
  });
});
