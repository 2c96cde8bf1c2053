import { describe, expect, it } from 'vitest';
import { defaultSettings, sceneId } from '../../../../core/index.ts';
import { initiativePreview } from '../../../../core/index.ts';
import { heistTable, scene, vex, warehouse } from './scene-table.ts';

const alone = sceneId('alone');

/** P(a total from `a` dice keep all ≥ one from `b` dice keep all), by listing every roll: crew win ties. */
function bruteFirst(a: number, b: number): number {
  let wins = 0;
  let all = 0;
  const totals = (n: number): number[] =>
    n === 0 ? [0] : totals(n - 1).flatMap((t) => [1, 2, 3, 4, 5, 6].map((f) => t + f));
  const mine = totals(a);
  const theirs = totals(b);
  for (const x of mine)
    for (const y of theirs) {
      all += 1;
      if (x >= y) wins += 1;
    }
  return wins / all;
}

describe('initiativePreview', () => {
  it('COT-INIT-2: a Heist rolls Brains + Planning; Vex 5k3, Ruth and Brannigan 2k2', () => {
    const state = heistTable().state;
    const preview = initiativePreview(state, state.scenes[warehouse]!);
    expect(preview.pools.map((row) => [row.name, row.sideLabel, row.skill, row.pool])).toEqual([
      ['Vex', 'Crew', 'Brains + Planning', '5k3'],
      ['Ruth', 'Crew', 'Brains + Planning', '2k2'],
      ['Brannigan', 'Guards', 'Brains + Planning', '2k2'],
    ]);
    expect(preview.pools[1]?.mean).toBeCloseTo(7, 12);
  });

  it('COT-INIT-4: the crew’s chance to go first, exact, ties to the crew', () => {
    const state = heistTable().state;
    expect(state.settings.initiativeTie).toBe(defaultSettings.initiativeTie);
    const preview = initiativePreview(state, state.scenes[warehouse]!);
    expect(preview.sideLabel).toBe('Crew');
    expect(preview.columns.map((c) => c.name)).toEqual(['Brannigan']);
    expect(preview.rows.map((row) => row.name)).toEqual(['Vex', 'Ruth']);
    expect(preview.rows[1]?.first[0]).toBeCloseTo(bruteFirst(2, 2), 12);
    expect(preview.rows[0]?.first[0]).toBeGreaterThan(0.9);
  });

  it('shows no odds table when one side is alone', () => {
    const table = heistTable().run(
      scene({
        type: 'scene/open',
        sceneId: alone,
        name: 'Planning day',
        engine: 'prep',
        sides: [{ id: 'crew', label: 'Crew', crew: true }],
        participants: [{ characterId: vex, side: 'crew', zone: 'Den', role: 'on-foot' }],
        setup: { crew: [vex] },
        confirmed: true,
      }),
    );
    const state = table.state;
    const preview = initiativePreview(state, state.scenes[alone]!);
    expect(preview.pools).toHaveLength(1);
    expect(preview.rows).toEqual([]);
    expect(preview.sideLabel).toBeNull();
  });
});
