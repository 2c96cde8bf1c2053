import { capabilityOf } from '../../engine/index.ts';
import { abilityLabels, skillTable } from '../../cot/characters/index.ts';
import type { Entrant } from '../../cot/initiative/index.ts';
import { initiativePool, initiativeSkill, initiativeOdds, sideId } from '../../cot/initiative/index.ts';
import { poolOdds } from '../../dice/odds.ts';
import { formatPool } from '../../dice/pool.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { CampaignState } from '../types.ts';
import { ableToAct } from './absence.ts';
import type { Scene } from './types.ts';

/**
 * What initiative will look like before anyone rolls (COT-INIT-2..4): each entrant's pool, and the exact chance
 * that each of one side's slots comes before each opponent's (COT-D-24 ties). The same entrants and pools the
 * roll uses, so the odds shown are the odds rolled.
 */

/** Everyone who rolls initiative in the scene (COT-INIT-5: not the dead, the unconscious or those gone). */
export function initiativeEntrants(state: CampaignState, scene: Scene): Entrant[] {
  const pools = capabilityOf(engineOf(scene.engine), 'initiative')?.pools;
  if (!pools) return [];
  return scene.participants.flatMap((p) => {
    const character = Object.hasOwn(state.characters, p.characterId) ? state.characters[p.characterId] : null;
    if (!character || !ableToAct(state, scene, p.characterId)) return [];
    const pool = initiativePool(character, pools, p.role);
    return [{ characterId: character.id, name: character.name, side: sideId(p.side), pool }];
  });
}

export interface PoolRow {
  readonly characterId: CharacterId;
  readonly name: string;
  readonly sideLabel: string;
  /** "Brains + Planning" (COT-INIT-2). */
  readonly skill: string;
  /** "5k2" */
  readonly pool: string;
  /** The average initiative total. */
  readonly mean: number;
}

export interface InitiativePreview {
  readonly pools: readonly PoolRow[];
  /** The side whose chances are shown (the crew's if any), or null with one side only. */
  readonly sideLabel: string | null;
  readonly columns: readonly { readonly characterId: CharacterId; readonly name: string }[];
  /** P(the row's slot comes before the column's), in the columns' order. */
  readonly rows: readonly {
    readonly characterId: CharacterId;
    readonly name: string;
    readonly first: readonly number[];
  }[];
}

/** The preview of a scene's initiative roll; empty for an engine that keeps its own turns. */
export function initiativePreview(state: CampaignState, scene: Scene): InitiativePreview {
  const kind = capabilityOf(engineOf(scene.engine), 'initiative')?.pools;
  const entrants = initiativeEntrants(state, scene);
  const sideLabel = (id: string) => scene.sides.find((side) => side.id === id)?.label ?? id;
  const pools = entrants.map((entrant): PoolRow => {
    const role = scene.participants.find((p) => p.characterId === entrant.characterId)?.role;
    const skill = skillTable[initiativeSkill(kind ?? 'heist', role)];
    const distribution = poolOdds(entrant.pool, 0).distribution;
    return {
      characterId: entrant.characterId,
      name: entrant.name,
      sideLabel: sideLabel(entrant.side),
      skill: `${abilityLabels[skill.ability]} + ${skill.label}`,
      pool: formatPool(entrant.pool),
      mean: distribution.reduce((sum, p, total) => sum + p * total, 0),
    };
  });
  const focus = scene.sides.find((side) => side.crew) ?? scene.sides[0];
  const mine = entrants.filter((entrant) => entrant.side === focus?.id);
  const theirs = entrants.filter((entrant) => entrant.side !== focus?.id);
  if (!focus || mine.length === 0 || theirs.length === 0)
    return { pools, sideLabel: null, columns: [], rows: [] };
  const settings = {
    initiativeTie: state.settings.initiativeTie,
    rerollInitiativeEachRound: state.settings.rerollInitiativeEachRound,
  };
  const rows = mine.map((entrant) => {
    const matchups = initiativeOdds(entrants, scene.sides, settings, entrant.characterId);
    return {
      characterId: entrant.characterId,
      name: entrant.name,
      first: theirs.map((other) => matchups.find((m) => m.characterId === other.characterId)?.first ?? 0),
    };
  });
  return {
    pools,
    sideLabel: focus.label,
    columns: theirs.map((other) => ({ characterId: other.characterId, name: other.name })),
    rows,
  };
}
