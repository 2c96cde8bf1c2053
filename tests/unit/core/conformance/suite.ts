import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineId } from '../../../../core/index.ts';
import type { Property, Tally } from './checks.ts';
import { defaultPlay, play, summary } from './play.ts';
import type { PlayOptions } from './play.ts';

/**
 * The conformance suite: for each engine, a seeded bot plays its sample scenes through the scene layer
 * (play.ts) and each property is one test, so a known defect can be marked on the one check it breaks.
 */

const claims: Record<Property, string> = {
  schemas:
    'every command, engine command, setup, event and log entry comes back unchanged through its schema; the state is plain JSON',
  replay:
    "replaying the log gives the state step by step, and each scene's events through the engine's schema and apply give its state",
  undo: 'undo of every step gives back the state before it exactly, and redo the state after it',
  offered: 'every option the views offer is accepted by decide',
  refused: 'every candidate command no view offers is refused by decide',
  odds: 'the odds shown equal an enumeration through decide with every face of every die (where the pool is small enough)',
};

/** A check known to fail on an engine, with the defect it names. */
export type KnownFailures = Partial<Record<EngineId, Partial<Record<Property, string>>>>;

export function describeConformance(
  ids: readonly EngineId[],
  options: PlayOptions = defaultPlay,
  known: KnownFailures = {},
): void {
  describe.each(ids)('conformance of the %s engine', (id) => {
    let tally: Tally;
    beforeAll(() => {
      tally = play(id, options);
      console.log(summary(tally));
    }, 300_000);

    it(`plays at least ${options.steps} seeded steps, every run playing some action, nothing throwing`, () => {
      expect(tally.findings.crash).toEqual([]);
      expect(tally.steps).toBeGreaterThanOrEqual(options.steps);
      const empty = tally.runs.filter((run) => run.acts === 0);
      expect(empty, 'runs that played no engine action').toEqual([]);
    });

    for (const property of Object.keys(claims) as Property[]) {
      const defect = known[id]?.[property];
      const test = defect ? it.fails : it;
      test(`${claims[property]}${defect ? ` — known to fail: ${defect}` : ''}`, () => {
        expect(tally.findings[property]).toEqual([]);
        expect(tally.checked[property], `${property} checks that ran`).toBeGreaterThan(0);
      });
    }
  });
}
