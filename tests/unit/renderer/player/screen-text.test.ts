import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { byeReasons } from '../../../../core/player/wire.ts';
import {
  endWords,
  keptPositions,
  meterSteps,
  outcomeWords,
  percent,
  statusWords,
} from '../../../../renderer/player/screen-text.ts';
import { heistView } from '../../../helpers/player-views.ts';

describe('statusWords', () => {
  it('says the connection in plain words', () => {
    expect(statusWords({ kind: 'connecting' })).toBe('Connecting to the GM…');
    expect(statusWords({ kind: 'live' })).toBe('Live');
    expect(statusWords({ kind: 'reconnecting' })).toBe('Connection lost: reconnecting…');
    expect(statusWords({ kind: 'ended', reason: 'dropped' })).toBe(
      "The GM's screen is closed to this page (the GM dropped this device).",
    );
  });

  it('says why each way a session can end', () => {
    expect(byeReasons.map(endWords)).toEqual([
      'the join link changed: ask the GM for the new one',
      'the GM dropped this device',
      'the GM stopped sharing',
      'the link is not valid: ask the GM for the current one',
    ]);
  });
});

describe('meterSteps', () => {
  it('fills one step more for each band', () => {
    expect((['none', 'low', 'medium', 'high', 'full'] as const).map(meterSteps)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('keptPositions', () => {
  it('marks the kept faces among the dice rolled', () => {
    expect(keptPositions([9, 4, 7, 2], [9, 7])).toEqual([0, 2]);
  });

  it('marks two dice of the same face when both are kept, one when one is', () => {
    expect(keptPositions([6, 6, 1], [6, 6])).toEqual([0, 1]);
    expect(keptPositions([6, 6, 1], [6])).toEqual([0]);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 8 }), fc.nat()])(
    'marks as many dice as were kept, and the faces marked are the kept ones',
    (faces, seed) => {
      const kept = [...faces].sort((a, b) => b - a).slice(0, 1 + (seed % faces.length));
      const positions = keptPositions(faces, kept);
      expect(positions).toHaveLength(kept.length);
      expect(positions.map((i) => faces[i]).sort((a, b) => b! - a!)).toEqual(kept);
    },
  );
});

describe('percent', () => {
  it('rounds to a whole percentage, never 0% or 100% for what may or may not happen', () => {
    expect([0, 0.004, 0.62, 0.996, 1].map(percent)).toEqual(['0%', 'under 1%', '62%', 'over 99%', '100%']);
  });
});

describe('outcomeWords', () => {
  it('names success and failure, and nothing for a roll with neither', () => {
    const [success, initiative] = heistView.rolls;
    expect(outcomeWords(success!)).toBe('Success');
    expect(outcomeWords({ ...success!, success: false })).toBe('Failure');
    expect(outcomeWords(initiative!)).toBe('');
  });
});
