import { describe, expect, it, vi } from 'vitest';
import { engineIds } from '../../../../core/index.ts';
import type * as Registry from '../../../../core/registry/index.ts';
import { describeConformance } from './suite.ts';
import { part } from './known.ts';
import { defaultPlay } from './play.ts';

/**
 * A new engine is in the conformance suite by being in the registry, with no other edit: this file registers two
 * test-only engines (tally-engine.ts) beside the six, as an engine's one registry line would, and the suite plays
 * them like any other. The broken one's three defects (tally-engine.ts) make three checks fail, as they must.
 */

vi.mock('../../../../core/registry/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const { tallyEngine } = await import('./tally-engine.ts');
  const engines = {
    ...real.engines,
    tally: tallyEngine('tally'),
    'tally-broken': tallyEngine('tally-broken', true),
  };
  return {
    ...real,
    engines,
    engineIds: Object.keys(engines),
    isEngineId: (value: unknown) => typeof value === 'string' && Object.hasOwn(engines, value),
    engineOf: (id: keyof typeof engines) => engines[id],
  };
});

/** The engines this file registered (the registry's own are played by conformance-1/2.test.ts). */
const added = engineIds.filter((id) => (id as string).startsWith('tally'));

describe('an engine registered in a test', () => {
  it('is in the registry the suite reads, and in one of the parts the suite files play', () => {
    expect(added).toEqual(['tally', 'tally-broken']);
    expect([...part(engineIds, 0, 2), ...part(engineIds, 1, 2)].sort()).toEqual([...engineIds].sort());
  });
});

describeConformance(
  added,
  { ...defaultPlay, steps: 300 },
  {
    ['tally-broken' as never]: {
      offered: 'its view offers a roll to every player, in turn or not',
      refused: 'its decide takes a pass out of turn',
      odds: 'its odds say 60% for a point on 4+',
    },
  },
);
