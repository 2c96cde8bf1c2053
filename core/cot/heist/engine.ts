import type { Absence, ActorId, Joiner } from '../../engine/index.ts';
import { bolster, initiative, spot, training } from '../world/index.ts';
import { dropSettings } from '../settings/index.ts';
import { heistSettings } from '../settings/index.ts';
import type { EngineContext, SceneEngine } from '../world/index.ts';
import { notRead } from '../world/index.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { dropCharacter } from '../drop/index.ts';
import { outside } from '../spot/index.ts';
import { crewSide, houseSide, otherSide, startHeist } from './start.ts';
import { applyHeist } from './apply.ts';
import { decideHeist } from './decide.ts';
import { describeHeist } from './describe.ts';
import { heistEffects } from './effects.ts';
import { heistRolls } from './rolls.ts';
import { heistEnv } from '../prep/index.ts';
import { heistIn, liveHeist, storedHeist } from './scene.ts';
import { heistCommandSchema, heistEventSchema, heistSetupSchema } from './schema.ts';
import type { HeistCommand, HeistEvent, HeistScene, HeistSetup } from './types.ts';
import { heistView } from './view.ts';
import { heistSetupFrom } from './open-draft.ts';
import { heistConformance } from './conformance.ts';
import { heistPlayerView } from './player-view.ts';

/**
 * The Heist scene engine (COT-SPOT, COT-GUARD, COT-DROP inside it, COT-FORE schemes): a thin adapter over the
 * Heist's decide, apply, view, describe and rolls. Turns are initiative turns, or one per character per round
 * without initiative (COT-TIME-5); each Move, Bypass, Drop or skill use takes the actor's turn (COT-D-49), while
 * Foresight schemes are free actions at any moment (COT-FORE-3) and GM rulings take no turn. The scene stores the
 * Heist without the conditions of those at the Spot: the rules read them from the sheets (./scene.ts).
 */
export const heistEngine: SceneEngine<HeistScene, HeistCommand, HeistEvent, HeistSetup> = {
  id: 'heist',
  title: 'Heist',
  stage: 'heist',
  turns: 'initiative',
  capabilities: [initiative('heist'), spot, bolster, training],
  board: 'heist',
  settings: [heistSettings, dropSettings],
  commandSchema: heistCommandSchema,
  eventSchema: heistEventSchema,
  setupSchema: heistSetupSchema,
  setupFrom: heistSetupFrom,
  start: (ctx, setup) => startHeist(ctx, setup),
  decide: (ctx, state, command, dice) => decideHeist(heistEnv(ctx), heistIn(ctx, state), command, dice),
  apply: (state, event) => storedHeist(applyHeist(state && liveHeist(state, notRead), event)),
  actorOf,
  rolls: heistRolls,
  describe: describeHeist,
  view: (ctx, state, actor) => heistView(heistEnv(ctx), heistIn(ctx, state), actor),
  canAct: (state, actor) => heistAbsence(state, actor) === null,
  absence: heistAbsence,
  places: (state) => [
    { id: '', name: state.spot.edge.name },
    ...Object.values(state.spot.zones).map((zone) => ({ id: zone.id, name: zone.name })),
  ],
  join: (ctx, state, joiner) => joinHeist(ctx, state, joiner),
  roundEnded: (ctx, state, dice) =>
    decideHeist(heistEnv(ctx), heistIn(ctx, state), { type: 'heist/rounds-pass', rounds: 1 }, dice),
  effects: heistEffects,
  // The alarm sounded: the Heist is an Action stage from then on, a minute a round (MotH "Escape Phase", COT-TIME-1/2)
  stageNow: (state) => (state.alarm?.sounded ? 'action' : 'heist'),
  ended: (state) => state.ended,
  playerView: heistPlayerView,
  conformance: heistConformance,
};

/**
 * COT-INIT-6: why someone takes no turn at the Spot now, for the Heist's own reasons (gone, Unconscious, away in a
 * fight or chase that broke out). Whether they are dead is their sheet's to say (COT-CHAR-6).
 */
function heistAbsence(state: HeistScene, actor: ActorId): Absence | null {
  const at = state.drop.characters.find((c) => c.id === actor);
  if (!at || state.ended !== null) return 'left';
  if (at.unconscious) return 'unconscious';
  if (state.engaged.includes(at.id)) return 'away';
  return null;
}

/** Someone comes to the running Heist (COT-INIT-6): into a zone of the Spot, or Outside; or takes turns there. */
function joinHeist(ctx: EngineContext, state: HeistScene, joiner: Joiner): Decision<HeistEvent> {
  const sheet = Object.hasOwn(ctx.characters, joiner.characterId)
    ? ctx.characters[joiner.characterId]
    : undefined;
  if (!sheet) return reject('heist/unknown-character', `No character has the id "${joiner.characterId}"`);
  // A guard posted at the Spot (or anyone already there) joins the scene's turns; the Heist already has them.
  if (state.drop.characters.some((c) => c.id === sheet.id)) return ok([]);
  const zone = joiner.zone === '' || joiner.zone === outside ? null : joiner.zone;
  if (zone !== null && !Object.hasOwn(state.spot.zones, zone)) {
    return reject('heist/unknown-zone', `${state.spot.name} has no zone "${zone}"`);
  }
  try {
    const side = sheet.kind === 'crew' ? crewSide : sheet.kind === 'guard' ? houseSide : otherSide;
    return ok([{ type: 'heist/joined', character: dropCharacter(sheet, { side, zone }, ctx.settings) }]);
  } catch (error) {
    return reject('heist/bad-gear', error instanceof Error ? error.message : String(error));
  }
}

/** Whose turn a command takes; null for a free action (a scheme, a Drop response) or a GM ruling. */
function actorOf(_state: HeistScene, command: HeistCommand): ActorId | null {
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
    case 'heist/alarm-escape': // MotH "Escape Moves": the crew member's own action once the alarm sounded
      return command.character;
    default:
      return null; // COT-FORE-3 schemes, COT-D-29 responses, the GM's rulings
  }
}
