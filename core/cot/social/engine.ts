import { bolster, initiative } from '../world/index.ts';
import { socialSettings } from '../settings/index.ts';
import type { SceneEngine } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { applySocial } from './apply.ts';
import type { SocialCommand, SocialSetup } from './commands.ts';
import { decideSocial } from './decide.ts';
import { describeSocial, socialRolls } from './describe.ts';
import { socialEffects } from './effects.ts';
import type { SocialEvent } from './events.ts';
import { participantOf } from './knowledge.ts';
import { socialCommandSchema, socialEventSchema, socialSetupSchema } from './schemas.ts';
import { startSocialCall } from './start.ts';
import type { SocialState } from './types.ts';
import { socialActions } from './view-actions.ts';
import { socialSetupFrom } from './open-draft.ts';
import { socialConformance } from './conformance.ts';

import { socialPlayerView } from './player-view.ts';
/**
 * The Social Call stage (COT-SOC, 10-minute rounds, COT-TIME-2) as a scene engine: turns by initiative
 * (It + Size Up, COT-INIT-2), one Read Room, Build Up or Follow Through per turn (COT-SOC-6, COT-D-72).
 * A thin adapter over the module's decide, apply, view, describe and rolls.
 */
export const socialEngine: SceneEngine<SocialState, SocialCommand, SocialEvent, SocialSetup> = {
  id: 'social',
  title: 'Social Call',
  stage: 'social',
  turns: 'initiative',
  capabilities: [initiative('social'), bolster],
  board: 'social',
  settings: [socialSettings],
  commandSchema: socialCommandSchema,
  eventSchema: socialEventSchema,
  setupSchema: socialSetupSchema,
  setupFrom: socialSetupFrom,
  start: (ctx, setup) => startSocialCall(ctx, setup),
  decide: decideSocial,
  apply: applySocial,
  // COT-SOC-6: rolls take the actor's turn; agendas and the GM's rulings take none.
  actorOf(_state, command) {
    switch (command.type) {
      case 'social/read-room':
      case 'social/build-up':
      case 'social/follow-through':
        return command.actor;
      default:
        return null;
    }
  },
  rolls: socialRolls,
  describe: describeSocial,
  view: (ctx, state, actor) => socialActions(ctx, state, actor as CharacterId),
  canAct: (state, actor) =>
    state.ended === null && participantOf(state, actor as CharacterId)?.present === true,
  effects: socialEffects,
  ended: (state) => state.ended,
  playerView: socialPlayerView,
  conformance: socialConformance,
};
