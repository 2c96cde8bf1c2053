import type { Component } from 'svelte';
import type { CampaignState, EngineId, Scene, SceneId } from '../../../core/index.ts';
import type { Act } from '../../lib/act.ts';
import ChaseTrack from './chase/ChaseTrack.svelte';
import HeistBoard from './heist/HeistBoard.svelte';
import PrepBoard from './prep/PrepBoard.svelte';
import SocialBoard from './social/SocialBoard.svelte';
import WarfareBoard from './warfare/WarfareBoard.svelte';
import FightBoard from '../skirmish/FightBoard.svelte';

/** What every engine's board is given. */
export interface BoardProps {
  readonly campaign: CampaignState;
  readonly scene: Scene;
  readonly act: Act;
  readonly onopen: (id: SceneId) => void;
}

/**
 * The board that draws each engine's state (the Spot, the Cover Scores, the Distance track…): one line per
 * engine, as in core/engine/registry.ts. Actions are not here: every scene shows its engine's view the same way.
 */
export const boards: Readonly<Record<EngineId, Component<BoardProps> | null>> = {
  prep: PrepBoard,
  social: SocialBoard,
  heist: HeistBoard,
  warfare: WarfareBoard,
  chase: ChaseTrack,
  skirmish: FightBoard,
};
