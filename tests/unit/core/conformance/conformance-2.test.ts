import { engineIds } from '../../../../core/index.ts';
import { knownFailures, part } from './known.ts';
import { defaultPlay } from './play.ts';
import { describeConformance } from './suite.ts';

/**
 * Issue 17: every engine of the registry played by the seeded bot for at least 2,000 steps each, every property
 * checked (suite.ts). The registry is split in two by position, this file taking part 2, so the two halves run on
 * two cores; a new engine lands in one of them by being in the registry (fake-engine.test.ts shows it).
 */
describeConformance(part(engineIds, 1, 2), defaultPlay, knownFailures);
