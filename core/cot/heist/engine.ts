import type { ActorId, SceneEngine } from '../../engine/contract.ts';
import { applyHeist } from './apply.ts';
import { decideHeist } from './decide.ts';
import { describeHeist } from './describe.ts';
import { heistConditions, heistEffects } from './effects.ts';
import { heistRolls } from './rolls.ts';
import { heistEnv } from './rules.ts';
import { atSpot, isUp } from './roster.ts';
import { heistCommandSchema, heistEventSchema, heistSetupSchema } from './schema.ts';
import { startHeist } from './start.ts';
import type { HeistCommand, HeistEvent, HeistSetup, HeistState } from './types.ts';
import { heistView } from './view.ts';

/**
 * The Heist scene engine (COT-SPOT, COT-GUARD, COT-DROP inside it, COT-FORE schemes): a thin adapter over the
 * Heist's decide, apply, view, describe and rolls. Turns are initiative turns, or one per character per round
 * without initiative (COT-TIME-5); each Move, Bypass, Drop or skill use takes the actor's turn (COT-D-49), while
 * Foresight schemes are free actions at any moment (COT-FORE-3) and GM rulings take no turn.
 */
export const heistEngine: SceneEngine<HeistState, HeistCommand, HeistEvent, HeistSetup> = {
  id: 'heist',
  title: 'Heist',
  stage: 'heist',
  turns: 'initiative',
  commandSchema: heistCommandSchema,
  eventSchema: heistEventSchema,
  setupSchema: heistSetupSchema,
  start: (ctx, setup) => startHeist(ctx, setup),
  decide: (ctx, state, command, dice) => decideHeist(heistEnv(ctx), state, command, dice),
  apply: applyHeist,
  actorOf,
  rolls: heistRolls,
  describe: describeHeist,
  view: (ctx, state, actor) => heistView(heistEnv(ctx), state, actor),
  canAct: (state, actor) => {
    const at = atSpot(state, actor as HeistState['crew'][number]);
    return state.ended === null && at !== undefined && isUp(at) && !state.engaged.includes(at.id);
  },
  effects: heistEffects,
  conditions: heistConditions,
  ended: (state) => state.ended,
};

/** Whose turn a command takes; null for a free action (a scheme, a Drop response) or a GM ruling. */
function actorOf(_state: HeistState, command: HeistCommand): ActorId | null {
  switch (command.type) {
    case 'heist/move':
    case 'heist/bypass':
    case 'heist/palm':
    case 'heist/take-loot':
    case 'heist/skill':
    case 'drop/wake':
    case 'drop/finish-off':
      return command.actor;
    case 'drop/attack':
      return command.attacker;
    case 'heist/call-for-help':
      return command.guard;
    default:
      return null; // COT-FORE-3 schemes, COT-D-29 responses, the GM's rulings
  }
}
