import { describe, expect, it } from 'vitest';
import { sceneId } from '../../../../core/index.ts';
import {
  closedRows,
  gameTime,
  jobDay,
  rounds,
  runningRows,
  stageText,
} from '../../../../renderer/panels/scenes/clock-text.ts';
import { crewTable, heistTable, scene, socialCall, warehouse } from '../../core/campaign/scene-table.ts';

describe('gameTime', () => {
  it.each([
    [0, '0 min'],
    [35, '35 min'],
    [60, '1 h'],
    [125, '2 h 05 min'],
    [1440, '1 day'],
    [1440 + 180, '1 day 3 h'],
    [2 * 1440 + 7, '2 days 7 min'],
  ])('reads %i minutes as "%s"', (minutes, text) => {
    expect(gameTime(minutes)).toBe(text);
  });

  it('refuses a negative or fractional number of minutes', () => {
    expect(() => gameTime(-1)).toThrow(RangeError);
    expect(() => gameTime(1.5)).toThrow(RangeError);
  });
});

describe('jobDay', () => {
  it('is day 1 until one Prep round (1440 minutes) has passed', () => {
    expect(jobDay(0)).toBe(1);
    expect(jobDay(1439)).toBe(1);
    expect(jobDay(1440)).toBe(2);
  });
});

describe('stageText and rounds', () => {
  it('COT-TIME-2: names each stage with its round length', () => {
    expect(stageText('prep')).toBe('Prep · 1 day a round');
    expect(stageText('social')).toBe('Social Call · 10 min a round');
    expect(stageText('heist')).toBe('Heist · 5 min a round');
    expect(stageText('action')).toBe('Action · 1 min a round');
    expect(rounds(1, 'heist')).toBe('1 Heist round');
    expect(rounds(3, 'social')).toBe('3 Social Call rounds');
  });
});

describe('runningRows', () => {
  it('COT-TIME-3: a Heist plays before a Social Call, and its elapsed time grows by 5 minutes a round', () => {
    const fence = sceneId('fence');
    const table = heistTable().run(socialCall(fence, 'The fence'));
    let rows = runningRows(table.state);
    expect(rows.map((row) => [row.label, row.next, row.due, row.round])).toEqual([
      ['The warehouse', true, true, 1],
      ['The fence', false, false, 1],
    ]);
    table.run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    rows = runningRows(table.state);
    expect(rows[0]).toMatchObject({ round: 2, elapsed: '5 min', at: '5 min', next: true, initiative: false });
    table.run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    // Minute 10: the Social Call's first round is filled, so it plays before the Heist's third.
    expect(runningRows(table.state).map((row) => [row.due, row.next])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('lists nothing before a scene opens', () => {
    expect(runningRows(crewTable().state)).toEqual([]);
  });
});

describe('closedRows', () => {
  it('COT-TIME-3: a Heist closed after 3 rounds during a Social Call counts as 2 Social Call rounds', () => {
    const fence = sceneId('fence');
    const table = heistTable().run(socialCall(fence, 'The fence'));
    table.run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    table.run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    table.run(scene({ type: 'scene/end-round', sceneId: fence }));
    table.run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    table.run(scene({ type: 'scene/close', sceneId: warehouse }));
    expect(closedRows(table.state)).toEqual([
      {
        id: warehouse,
        label: 'The warehouse',
        ended: 'Closed by the GM',
        ran: '3 Heist rounds, 15 min',
        countsAs: 'counted as 2 Social Call rounds of “The fence”',
      },
    ]);
  });

  it('has no longer scale to count against when the scene ran alone', () => {
    const table = heistTable().run(scene({ type: 'scene/close', sceneId: warehouse }));
    expect(closedRows(table.state)[0]?.countsAs).toBeNull();
  });
});
