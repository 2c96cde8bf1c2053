import type { SceneDraft } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Rejection } from '../../shared/result.ts';
import type { WarfareSetup } from './setup.ts';

/**
 * Gang Warfare from the Open-a-scene form (COT-WAR-1): a fight breaking out on its own, everyone conscious on
 * their side in one zone; vehicles join a fight that starts from a Heist or a chase.
 */
export function warfareSetupFrom(
  _ctx: EngineContext,
  draft: SceneDraft,
): { setup: WarfareSetup } | Rejection {
  const zone = draft.participants.find((p) => p.zone !== '')?.zone ?? '';
  return {
    setup: {
      zone,
      fighters: draft.participants.map((p) => ({
        characterId: p.characterId,
        side: p.side,
        unconscious: false,
      })),
      vehicles: [],
      firstRoundSide: null,
    },
  };
}
