import type { ActorId } from '../../engine/index.ts';
import { bolster, initiative } from '../world/index.ts';
import { warfareSettings } from '../settings/index.ts';
import type { SceneEngine } from '../world/index.ts';
import { notRead } from '../world/index.ts';
import { warfareAbsence, warfareCanAct } from './absence.ts';
import { applyWarfare } from './apply.ts';
import { decideWarfare } from './decide.ts';
import { describeWarfare } from './describe.ts';
import { warfareRolls } from './rolls.ts';
import { warfareCommandSchema, warfareEventSchema, warfareSetupSchema } from './schema.ts';
import { bolstersOf, joinFight, startFight } from './setup.ts';
import type { WarfareSceneCommand, WarfareSetup } from './setup.ts';
import { fightIn, liveFight, storedFight, warfareEffects } from './scene.ts';
import type { WarfareEvent, WarfareScene } from './types.ts';
import { warfareView } from './view.ts';
import { endWords } from './words.ts';
import { warfareSetupFrom } from './open-draft.ts';
import { warfareConformance } from './conformance.ts';
import { warfareBreakout } from './breakout.ts';
import { warfarePlayerView } from './player-view.ts';

/**
 * Gang Warfare (COT-WAR-1..13, Action stage, 1-minute rounds) as a scene engine: a thin adapter over the fight's
 * decide, apply, view, describe and rolls. Turns are initiative slots (COT-INIT); each attack, Reposition, Flee,
 * joining a flight, leaving, surrendering, waking or finishing off takes the fighter's turn (COT-WAR-3,
 * COT-DROP-9). Bolsters go to whoever rolls (COT-TIME-4): the scene's context hands them to every roll. The scene
 * stores the fight without its fighters' conditions: the rules read them from the sheets (./scene.ts).
 */
export const warfareEngine: SceneEngine<WarfareScene, WarfareSceneCommand, WarfareEvent, WarfareSetup> = {
  id: 'warfare',
  title: 'Gang Warfare',
  stage: 'action',
  turns: 'initiative',
  capabilities: [initiative('warfare', { fromStart: true }), bolster, warfareBreakout],
  board: 'warfare',
  settings: [warfareSettings],
  commandSchema: warfareCommandSchema,
  eventSchema: warfareEventSchema,
  setupSchema: warfareSetupSchema,
  setupFrom: warfareSetupFrom,
  start: startFight,
  decide: (ctx, state, command, dice) => decideWarfare(fightIn(ctx, state), command, dice, bolstersOf(ctx)),
  apply: (state, event) => storedFight(applyWarfare(state && liveFight(state, notRead), event)),
  actorOf,
  rolls: warfareRolls,
  describe: describeWarfare,
  view: (ctx, state, actor) => warfareView(fightIn(ctx, state), actor, bolstersOf(ctx)),
  canAct: warfareCanAct,
  absence: warfareAbsence,
  join: (ctx, state, joiner, dice) => joinFight(ctx, fightIn(ctx, state), joiner, dice),
  // COT-D-32: the Unconscious count down with the fight's rounds.
  roundEnded: (ctx, state, dice) =>
    decideWarfare(fightIn(ctx, state), { type: 'warfare/rounds-pass', rounds: 1 }, dice, () => []),
  effects: warfareEffects,
  ended: (state, names) => (state.ended === null ? null : endWords(state.ended.winner, names)),
  playerView: warfarePlayerView,
  conformance: warfareConformance,
};

/** Whose turn a command takes: the attacker's or the fighter's; passing rounds is the GM's, outside turns. */
function actorOf(_state: WarfareScene, command: WarfareSceneCommand): ActorId | null {
  switch (command.type) {
    case 'warfare/attack':
      return command.attacker;
    case 'warfare/rounds-pass':
      return null;
    default:
      return command.fighter;
  }
}
