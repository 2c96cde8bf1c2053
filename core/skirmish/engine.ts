import type { SceneEngine } from '../engine/index.ts';
import { ok } from '../shared/result.ts';
import { effectiveOf, onTable } from './actions/access.ts';
import { applySkirmish } from './apply/apply.ts';
import type { SkirmishCommand } from './commands.ts';
import { decideSkirmish, openingEvents } from './actions/decide.ts';
import { describeSkirmish, skirmishEventRules } from './views/describe.ts';
import type { SkirmishEvent } from './events.ts';
import { houseDeck } from './table/house-deck.ts';
import { skirmishRolls } from './views/rolls.ts';
import { commandSchema } from './schemas/schema-commands.ts';
import { eventSchema } from './schemas/schema-events.ts';
import { setupSchema } from './schemas/schema-setup.ts';
import { startSkirmish } from './setup/setup.ts';
import type { SkirmishSetup } from './setup/setup.ts';
import { sidesInFight } from './actions/turns.ts';
import type { SkirmishState } from './types.ts';
import { skirmishView } from './views/view.ts';
import { skirmishConformance } from './views/conformance.ts';
import { skirmishPlayerView } from './views/player-view.ts';

/**
 * The HEIST skirmish as a scene engine: a thin adapter over decide/apply/view/describe/rolls. It keeps its
 * own turns (alternating activations and reactions, `turns: 'engine'`); the EngineContext's City of Thieves
 * parts (characters, Bolsters, Heat) are not used — a skirmish's models come from its set-up (the bridge
 * converts characters). Actors are model ids, or side ids for the turn-level view (ending a turn, cards).
 */

function actorOf(state: SkirmishState, command: SkirmishCommand): string | null {
  void state;
  switch (command.type) {
    case 'skirmish/act':
    case 'skirmish/react':
    case 'skirmish/take-cover':
    case 'skirmish/free-action':
    case 'skirmish/end-activation':
    case 'skirmish/deploy':
      return command.model;
    default:
      return null;
  }
}

export const skirmishEngine: SceneEngine<SkirmishState, SkirmishCommand, SkirmishEvent, SkirmishSetup> = {
  id: 'skirmish',
  title: 'HEIST skirmish',
  stage: 'action',
  turns: 'engine',
  board: 'skirmish',
  openForm: 'skirmish',
  ownActors: true,
  // models and sides, and vehicles (the history names them too)
  actorName: (state, id) =>
    state.models[id]?.name ?? state.vehicles[id]?.name ?? state.scenario.sides.find((s) => s.id === id)?.name,
  commandSchema,
  eventSchema,
  setupSchema,
  start(ctx, setup, dice) {
    const started = startSkirmish(setup, dice, houseDeck);
    return started.ok ? ok(openingEvents(started.events[0]!, dice, ctx.at)) : started;
  },
  decide: (ctx, state, command, dice) => decideSkirmish(state, command, dice, ctx.at),
  apply: (state, event) => applySkirmish(state, event),
  actorOf,
  rolls: (event, names) => skirmishRolls(event, names),
  describe: (event, names) => describeSkirmish(event, names),
  rules: (event) => skirmishEventRules(event),
  view: (ctx, state, actor) => skirmishView(state, actor, ctx.at),
  canAct(state, actor) {
    const model = state.models[actor];
    if (model) return state.phase.kind !== 'over' && onTable(model) && effectiveOf(state, model) > 0;
    return state.phase.kind !== 'over' && sidesInFight(state).includes(actor);
  },
  effects: () => [], // a skirmish changes nothing outside its scene; the bridge brings its outcome back
  ended: (state) => (state.phase.kind === 'over' ? state.outcome : null),
  playerView: skirmishPlayerView,
  conformance: skirmishConformance,
};
