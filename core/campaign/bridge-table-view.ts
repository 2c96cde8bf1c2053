import { bridgeSettingsOf, securityLabel } from '../bridge/index.ts';
import { skillTable } from '../cot/characters/index.ts';
import type { BypassSkill } from '../cot/heist/index.ts';
import { formatPool } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection } from '../shared/result.ts';
import { modelLimits } from '../skirmish/index.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import { ambushPlan, crewSides, crewTurnStarts, leftToSpend } from './bridge-schemes.ts';
import { bypassRoll, fightOnTable, sheetOf, tableDoors } from './bridge-table.ts';
import type { CampaignState } from './types.ts';

/**
 * The City of Thieves side of a bridged fight's board (BRG-D-2, D-18, D-20, D-36): the table's doors with their
 * Securities and the chosen model's odds at each, Cache when a crew turn starts with what each crew member may still
 * spend, and what the fight holds for its write-back. Null for a scene that is no bridged fight being played.
 */

export interface TableSecurityView {
  readonly id: string;
  /** "Lock 12". */
  readonly label: string;
  readonly bypassed: boolean;
  /** The chosen model's roll and chance, in words: "Lockpicking 5k3 vs 12: 51%"; null when bypassed. */
  readonly odds: string | null;
}

export interface TableDoorView {
  readonly exit: string;
  /** Its state in the GM's words: "a locked door (Lock 12)". */
  readonly words: string;
  readonly open: boolean;
  /** A closed door with nothing left to bypass: one Use opens it. */
  readonly canOpen: boolean;
  readonly uses: number;
  readonly securities: readonly TableSecurityView[];
}

export interface BridgeTableView {
  readonly fight: string;
  /** The models on the table that may try a door, by id, with their names. */
  readonly models: readonly { readonly id: string; readonly name: string; readonly crew: boolean }[];
  readonly model: string | null;
  readonly doors: readonly TableDoorView[];
  /** BRG-D-18: a crew turn starts: Cache may be played. */
  readonly crewStart: boolean;
  /** Who may pay for a Cache, and the Foresight each has left; the crew's Resources left. */
  readonly payers: readonly {
    readonly character: CharacterId;
    readonly name: string;
    readonly foresight: number;
  }[];
  readonly resources: number;
  /** The counts a Cache form takes (HEIST's roster limits). */
  readonly cacheCounts: { readonly min: number; readonly reloadsMax: number; readonly grenadesMax: number };
  /** What a Cache costs, in words. */
  readonly cachePrice: string;
  /** BRG-D-18: the Heist's crew members not on the table who may come in by Ambush, with its cost in Foresight. */
  readonly ambushers: readonly {
    readonly character: CharacterId;
    readonly name: string;
    readonly cost: number;
  }[];
  /** What the fight holds for its write-back, in words ("Ruth: 2 Foresight", "2 Resources"). */
  readonly held: readonly string[];
}

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

function oddsWords(roll: Exclude<ReturnType<typeof bypassRoll>, { ok: false }>, score: number): string {
  if (roll.kind === 'check') {
    const modifier = roll.modifier === 0 ? '' : ` ${roll.modifier}`;
    return `skill check at${modifier || ' 0'} (roll ${roll.effective} or less): ${percent(roll.chance)}`;
  }
  const skill = skillTable[roll.skill as BypassSkill].label;
  return `${skill} ${formatPool(roll.pool)} vs ${score}: ${percent(roll.chance)}`;
}

/** The board's City of Thieves panel for the fight played in `sceneId`, for the chosen model. */
export function bridgeTableView(
  state: CampaignState,
  sceneId: string,
  chosen: string | null = null,
): BridgeTableView | null {
  const playing = fightOnTable(state, sceneId);
  if (isRejection(playing)) return null;
  const { fight, skirmish } = playing;
  const crew = crewSides(fight, skirmish);
  const models = Object.values(skirmish.models)
    .filter((m) => m.presence.kind === 'table')
    .map((m) => ({ id: m.id, name: m.name, crew: crew.has(m.side) }));
  const model = models.find((m) => m.id === chosen)?.id ?? models.find((m) => m.crew)?.id ?? null;
  const doors = tableDoors(state, fight).map((door) => ({
    exit: door.name,
    words: door.words,
    open: door.state === 'open',
    canOpen: door.state === 'closed',
    uses: door.uses,
    securities: door.securities.map((security) => ({
      id: security.id,
      label: securityLabel(security),
      bypassed: security.bypassed,
      odds: security.bypassed || model === null ? null : oddsFor(state, skirmish, model, security, sceneId),
    })),
  }));
  const payers = Object.values(fight.link.models).flatMap((link) =>
    link.who === 'character' && link.category === 'crew' && Object.hasOwn(state.characters, link.character)
      ? [
          {
            character: link.character,
            name: state.characters[link.character]!.name,
            foresight: leftToSpend(state, fight, link.character).foresight,
          },
        ]
      : [],
  );
  const held = [
    ...Object.entries(fight.held.foresight)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${state.characters[id as CharacterId]?.name ?? id}: ${n} Foresight`),
    ...(fight.held.resources > 0 ? [`${fight.held.resources} Resources`] : []),
  ];
  const ambushers = Object.values(state.characters).flatMap((sheet) => {
    if (sheet.kind !== 'crew') return [];
    const plan = ambushPlan(state, fight, sheet.id);
    return isRejection(plan) ? [] : [{ character: sheet.id, name: sheet.name, cost: plan.cost }];
  });
  return {
    fight: sceneId,
    ambushers,
    models,
    model,
    doors,
    crewStart: crewTurnStarts(fight, skirmish),
    payers,
    resources: Math.max(0, state.crew.resources - fight.held.resources),
    cacheCounts: { min: 0, reloadsMax: modelLimits.reloadsMax, grenadesMax: modelLimits.grenadesMax },
    cachePrice: cachePriceWords(bridgeSettingsOf(state.settings).bridgeReloadPrice),
    held,
  };
}

/** BRG-D-10, COT-FORE-7: the Cache's price in words, at the table's `bridge_reload_price`. */
function cachePriceWords(each: number): string {
  const resources = each === 1 ? '1 Resource' : `${each} Resources`;
  return `A reload or a grenade costs ${resources} (the table's price, BRG-D-10) and as many Foresight of whoever pays`;
}

function oddsFor(
  state: CampaignState,
  skirmish: SkirmishState,
  model: string,
  security: Parameters<typeof bypassRoll>[3],
  fightId: string,
): string | null {
  const fight = state.bridge.fights[fightId]!;
  const roll = bypassRoll(state, sheetOf(state, fight, model), skirmish.models[model]!.skill, security);
  return isRejection(roll) ? null : oddsWords(roll, security.score);
}
