import { engineIds } from '../../../../core/index.ts';
import { describeConformance } from './suite.ts';

/**
 * Issue 17: every engine of the registry, played by the seeded bot for at least 2,000 steps each; a new engine is
 * in this suite by being in the registry (fake-engine.test.ts shows it with an engine registered in a test).
 */
describeConformance(engineIds);
