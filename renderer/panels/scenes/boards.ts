import type { Component } from 'svelte';
import type { AnyEngine, CampaignState, Scene, SceneId } from '../../../core/index.ts';
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
  /** The campaign's id, for a board that reads the scene's history (a Gang Warfare's Cover rolls, BRG-D-16). */
  readonly campaignId?: string;
}

/**
 * The boards that draw an engine's state (the Spot, the Cover Scores, the Distance track…), by the key an engine
 * names in its module (`board`): a component cannot live in core, so core names it and this table draws it. The
 * engines themselves are the registry's: nothing here lists them. Actions are not here: every scene shows its
 * engine's view the same way (the turn panel).
 */
export const boardComponents: Readonly<Record<string, Component<BoardProps>>> = {
  prep: PrepBoard,
  social: SocialBoard,
  heist: HeistBoard,
  warfare: WarfareBoard,
  chase: ChaseTrack,
  skirmish: FightBoard,
};

/** The board of an engine's scenes, or null for an engine that names none (or a key no board answers to). */
export function boardOf(engine: Pick<AnyEngine, 'board'>): Component<BoardProps> | null {
  return engine.board !== undefined && Object.hasOwn(boardComponents, engine.board)
    ? (boardComponents[engine.board] ?? null)
    : null;
}
