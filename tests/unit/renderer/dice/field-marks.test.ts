import { describe, expect, it } from 'vitest';
import { fieldMarks } from '../../../../renderer/panels/dice/field-marks.ts';

describe('fieldMarks', () => {
  it('marks a field invalid and points it at its message only while it has a problem', () => {
    expect(fieldMarks('tray-pool', 'Type a pool')).toEqual({
      id: 'tray-pool',
      'aria-invalid': 'true',
      'aria-describedby': 'tray-pool-problem',
    });
    for (const none of [null, undefined, '']) {
      expect(fieldMarks('tray-pool', none)).toEqual({
        id: 'tray-pool',
        'aria-invalid': undefined,
        'aria-describedby': undefined,
      });
    }
  });
});
