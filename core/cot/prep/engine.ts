import type { ActorId } from '../../engine/index.ts';
import { bolster, initiative, training } from '../world/index.ts';
import { researchSettings } from '../settings/index.ts';
import type { SceneEngine } from '../world/index.ts';
import { ok } from '../../shared/result.ts';
import { heistEnv } from './env.ts';
import { applyPrepScene } from './apply.ts';
import { decidePrepScene } from './decide.ts';
import { describePrep, prepRolls } from './describe.ts';
import { prepEffects } from './effects.ts';
import { prepCommandSchema, prepEventSchema, prepSetupSchema } from './schema.ts';
import { startPrep } from './start.ts';
import type { PrepCommand, PrepEvent, PrepSetup, PrepState } from './types.ts';
import { prepView } from './view.ts';
import { prepSetupFrom } from './open-draft.ts';
import { prepConformance } from './conformance.ts';

import { prepPlayerView } from './player-view.ts';
/**
 * The Prep scene engine (COT-TIME-6, COT-PREP-1..9, COT-FORE-1/2/7/8): research on the campaign's Spots,
 * Foresight banked with Planning, other Prep skills, and the schemes a crew can spend before the Heist. One
 * round is a day: each roll or task is one Prep action of its character (`prep_actions_per_day`, COT-D-21), and
 * the end of the scene's round (the GM's End round, or the last initiative slot used) ends the Prep day.
 */
export const prepEngine: SceneEngine<PrepState, PrepCommand, PrepEvent, PrepSetup> = {
  id: 'prep',
  title: 'Prep',
  stage: 'prep',
  turns: 'initiative',
  capabilities: [initiative('prep'), bolster, training],
  board: 'prep',
  settings: [researchSettings],
  // COT-D-21: without initiative, each crew member takes `prep_actions_per_day` turns a day.
  turnsPerRound: (ctx) => heistEnv(ctx).rules.prepActionsPerDay,
  commandSchema: prepCommandSchema,
  eventSchema: prepEventSchema,
  setupSchema: prepSetupSchema,
  setupFrom: prepSetupFrom,
  start: (ctx, setup) => startPrep(ctx, setup),
  decide: (ctx, state, command, dice) => decidePrepScene(heistEnv(ctx), state, command, dice),
  apply: applyPrepScene,
  actorOf,
  rolls: prepRolls,
  describe: describePrep,
  view: (ctx, state, actor) => prepView(heistEnv(ctx), state, actor),
  canAct: (state, actor) => state.ended === null && state.crew.includes(actor as PrepState['crew'][number]),
  // COT-TIME-2, COT-TIME-6: a Prep round is a day; when the scene's round ends, so does the Prep day.
  roundEnded: (_ctx, state) =>
    state.ended === null ? ok([{ type: 'prep/day-ended', day: state.day }]) : ok([]),
  effects: prepEffects,
  ended: (state) => state.ended,
  playerView: prepPlayerView,
  conformance: prepConformance,
};

/** A Prep action takes its character's turn of the day; schemes are free (COT-FORE-3); the GM ends the day. */
function actorOf(_state: PrepState, command: PrepCommand): ActorId | null {
  switch (command.type) {
    case 'prep/research':
      return command.researcher;
    case 'prep/bank-foresight':
    case 'prep/skill':
    case 'prep/task':
      return command.character;
    default:
      return null;
  }
}
