import { describe, expect, it } from 'vitest';
import { chase } from '../../../../core/index.ts';
import {
  conditionText,
  namesOf,
  outcomeText,
  seatText,
  statusText,
  velocityText,
} from '../../../../renderer/panels/scenes/chase/chase-labels.ts';
import { bran, chaseLog, chaseOf, oka, ruth, vex } from './support.ts';

const state = chaseOf(chaseLog()).scene.state;
const names = namesOf(state);

describe('namesOf', () => {
  it("tells the Target's car from the pursuers' and names each group by who is in it", () => {
    expect(names.vehicle(chase.vehicleId('target: Car'))).toBe("Target's Car");
    expect(names.vehicle(chase.vehicleId('pursuer: Car'))).toBe('Car');
    expect(names.vehicleKind(chase.vehicleId('target: Car'))).toBe('Car');
    expect(names.group(chase.chaseGroupId('pursuer: Car'))).toBe('Car (Bran)');
    expect(names.group(chase.chaseGroupId('on foot'))).toBe('On foot (Oka)');
    expect(names.character(oka)).toBe('Oka');
    expect(names.character(chase.vehicleId('nobody') as string as typeof oka)).toBe('nobody');
  });
});

describe('seatText, velocityText, conditionText and statusText', () => {
  it('say where someone sits, how fast they go, how they are and whether they are still in', () => {
    const seats = Object.fromEntries(state.participants.map((p) => [p.id, seatText(p.seat, names)]));
    expect(seats).toEqual({
      [vex]: "driving the Target's Car",
      [ruth]: "passenger in the Target's Car",
      [bran]: 'driving the Car',
      [oka]: 'on foot',
    });
    expect(velocityText({ mode: 'muscles', rating: 2 })).toBe('Muscles 2');
    expect(velocityText({ mode: 'speed', rating: 3 })).toBe('Speed 3');
    expect(conditionText({ state: 'wounded', recoveryDays: 1 })).toBe('Wounded (1 day)');
    expect(conditionText({ state: 'dead' })).toBe('Dead');
    expect(statusText({ left: null }, true)).toBe('In the chase');
    expect(statusText({ left: null }, false)).toBe('Chase over');
    expect(statusText({ left: 'fell-off' }, false)).toBe('Out: fell off');
  });
});

describe('outcomeText', () => {
  it('words each ending of a chase (COT-CHASE-14)', () => {
    expect(outcomeText({ kind: 'escaped', winner: 'target', by: vex }, names).title).toBe(
      'The Target escaped',
    );
    const caught = outcomeText(
      {
        kind: 'caught',
        winner: 'pursuers',
        by: oka,
        group: chase.chaseGroupId('on foot'),
        gangWarfare: { targets: [vex], pursuers: [oka], mayRestrain: oka, stragglers: [] },
      },
      names,
    );
    expect(caught.title).toBe('Caught');
    expect(caught.detail).toContain('Oka may Restrain a Target at once (COT-WAR-9)');
    expect(outcomeText({ kind: 'ended-by-gm', winner: null, reason: 'The bridge is up' }, names).detail).toBe(
      'The bridge is up',
    );
  });
});
