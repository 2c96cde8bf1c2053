import {
  ableToAct,
  abilityLabels,
  formatPool,
  initiative as init,
  poolOdds,
  skillTable,
} from '../../../core/index.ts';
import type { CampaignState, CharacterId, Scene } from '../../../core/index.ts';

/** What initiative will look like before anyone rolls (COT-INIT-2..4): each pool, and exact odds of going first. */

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

export interface OddsColumn {
  readonly characterId: CharacterId;
  readonly name: string;
}

export interface OddsRow {
  readonly characterId: CharacterId;
  readonly name: string;
  /** P(this character's slot comes before the column's), in the columns' order (COT-D-24 ties). */
  readonly first: readonly number[];
}

export interface InitiativePreview {
  readonly pools: readonly PoolRow[];
  /** The side whose chances are shown (the crew's if any), or null with one side only. */
  readonly sideLabel: string | null;
  readonly columns: readonly OddsColumn[];
  readonly rows: readonly OddsRow[];
}

/**
 * Every participant able to act, with the pool the scene's stage makes them roll, and the exact chance that each
 * of one side's slots (the crew's) comes before each opponent's. Exact: from the kept-total distributions.
 */
export function initiativePreview(scene: Scene, campaign: CampaignState): InitiativePreview {
  const entrants = scene.participants.flatMap((p) => {
    const character = campaign.characters[p.characterId];
    if (!character || !ableToAct(scene, p.characterId)) return [];
    const pool = init.initiativePool(character, scene.kind, p.role);
    return [
      { characterId: p.characterId, name: character.name, side: init.sideId(p.side), pool, role: p.role },
    ];
  });
  const sideLabel = (id: string) => scene.sides.find((side) => side.id === id)?.label ?? id;
  const pools = entrants.map((entrant): PoolRow => {
    const skill = init.initiativeSkill(scene.kind, entrant.role);
    const distribution = poolOdds(entrant.pool, 0).distribution;
    return {
      characterId: entrant.characterId,
      name: entrant.name,
      sideLabel: sideLabel(entrant.side),
      skill: `${abilityLabels[skillTable[skill].ability]} + ${skillTable[skill].label}`,
      pool: formatPool(entrant.pool),
      mean: distribution.reduce((sum, p, total) => sum + p * total, 0),
    };
  });
  const focus = scene.sides.find((side) => side.crew) ?? scene.sides[0];
  const mine = entrants.filter((entrant) => entrant.side === focus?.id);
  const theirs = entrants.filter((entrant) => entrant.side !== focus?.id);
  if (!focus || mine.length === 0 || theirs.length === 0) {
    return { pools, sideLabel: null, columns: [], rows: [] };
  }
  const settings = {
    initiativeTie: campaign.settings.initiativeTie,
    rerollInitiativeEachRound: campaign.settings.rerollInitiativeEachRound,
  };
  const rows = mine.map((entrant): OddsRow => {
    const matchups = init.initiativeOdds(entrants, scene.sides, settings, entrant.characterId);
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
