import type { Character, Condition } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import type { Dice } from '../dice/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { ModelId } from '../skirmish/index.ts';
import type { ThrownChoice } from './ammo.ts';
import type { BlastHits } from './closing.ts';
import type { FightResult, ModelResult } from './fight-result.ts';
import type { CampaignFacts, Category, FightLink, ModelLink, ModelStart } from './link.ts';
import type { LineChange, ProposalLine } from './lines.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * What the steps building a write-back proposal share (BRG-D-46): the fight after closing, its link, the campaign,
 * the settings, the lines so far, and what the earlier steps decided — the new NPCs, each character's state after
 * the fight — with the questions every step asks of a model: who it is in the campaign, how it started, whether it
 * is alive.
 */

/** What the proposal may need beyond the fight, its link, the campaign and the settings. */
export interface ProposalOptions {
  /**
   * The app's dice: armour checks at closing (BRG-D-45), the d6 of `heist_wound_days` = `1d6` (BRG-D-24) and
   * the first Cover rolls (BRG-D-26), in that order. Their faces are in the proposal: the same faces give the
   * same proposal.
   */
  readonly dice?: Dice;
  /** The hits each grenade still live at the end gives at closing, as the GM resolves its blast (BRG-D-45). */
  readonly blasts?: BlastHits;
  /** Which thrown Frag grenades were which COT items, per character (BRG-D-25). */
  readonly thrown?: Readonly<Record<CharacterId, ThrownChoice>>;
  /** The fight's name as the campaign lists it, for the log line (BRG-D-53); the skirmish's id without it. */
  readonly name?: string;
}

/** A character's state after the fight, as the later lines read it. */
export interface After {
  readonly character: CharacterId;
  readonly name: string;
  readonly condition: Condition;
  readonly unconscious: boolean;
  readonly killed: boolean;
}

/** A new NPC of the proposal: its line and its sheet. */
export interface Created {
  readonly line: string;
  readonly sheet: Character;
}

/** The campaign character a model writes to, and the new-NPC lines that must be ticked with it. */
export interface Who {
  readonly id: CharacterId;
  readonly needs: string[];
}

/** BRG-D-46: the lines, added one by one, and the notes. */
export class Lines {
  readonly lines: ProposalLine[] = [];
  readonly notes: string[] = [];

  add(
    id: string,
    decisions: readonly string[],
    text: string,
    change: LineChange,
    names: readonly CharacterId[] = [],
    needs: readonly string[] = [],
  ): void {
    this.lines.push({ id, decisions, text, change, names, needs });
  }
}

export interface Context {
  readonly fight: FightResult;
  readonly link: FightLink;
  readonly campaign: CampaignFacts;
  readonly table: CotSettings;
  readonly bridge: BridgeSettings;
  readonly options: ProposalOptions;
  readonly out: Lines;
  readonly models: readonly ModelResult[];
  readonly created: Map<ModelId, Created>;
  readonly after: Map<ModelId, After>;
  /** The characters with a model that reached the table. */
  readonly onTable: ReadonlyMap<CharacterId, ModelResult>;
  readonly linkOf: (model: ModelId) => ModelLink;
  readonly whoIs: (model: ModelId) => Who | null;
  readonly startOf: (model: ModelResult) => ModelStart | null;
  /** Not Dead after the fight (a model that never arrived is as it was). */
  readonly alive: (model: ModelId) => boolean;
  /** The characters of the campaign a line about this model writes to (none for a new NPC: it needs its line). */
  readonly names: (who: Who, model: ModelId) => CharacterId[];
}

export function refuse(code: string, message: string, data: Record<string, unknown>): Rejection {
  return reject(`bridge/${code}`, message, data);
}

/** Whether a link writes a character the campaign has (as opposed to creating one, or none). */
export const isCharacter = (link: ModelLink | undefined): link is Extract<ModelLink, { who: 'character' }> =>
  link?.who === 'character';

export function categoryOf(link: ModelLink): Category {
  return link.who === 'bystander' ? 'civilian' : link.category;
}

/** The start of a new NPC: Healthy, conscious, Aware, where the fight was. */
function newStart(model: ModelResult): ModelStart {
  return {
    name: model.name,
    kind: 'npc',
    condition: { state: 'unhurt' },
    unconscious: false,
    restrainedBy: null,
    aware: true,
    discovered: false,
    presentedIdentity: model.name,
    witnessed: [],
    foresight: 0,
    zone: null,
  };
}

/** The context of one proposal. */
export function contextOf(
  fight: FightResult,
  link: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
  bridge: BridgeSettings,
  options: ProposalOptions,
): Context {
  const models = Object.values(fight.models);
  const created = new Map<ModelId, Created>();
  const after = new Map<ModelId, After>();
  const linkOf = (model: ModelId) => link.models[model]!;
  const onTable = new Map<CharacterId, ModelResult>();
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (isCharacter(modelLink) && model.arrived !== null) onTable.set(modelLink.character, model);
  }
  const whoIs = (model: ModelId): Who | null => {
    const modelLink = linkOf(model);
    if (isCharacter(modelLink)) return { id: modelLink.character, needs: [] };
    const made = created.get(model);
    return made && modelLink.who === 'new' ? { id: modelLink.id, needs: [made.line] } : null;
  };
  const startOf = (model: ModelResult): ModelStart | null => {
    const modelLink = linkOf(model.id);
    if (isCharacter(modelLink)) return modelLink.start;
    return modelLink.who === 'new' && created.has(model.id) ? newStart(model) : null;
  };
  return {
    fight,
    link,
    campaign,
    table,
    bridge,
    options,
    out: new Lines(),
    models,
    created,
    after,
    onTable,
    linkOf,
    whoIs,
    startOf,
    alive: (model) => after.get(model)?.condition.state !== 'dead',
    names: (who, model) => (isCharacter(linkOf(model)) ? [who.id] : []),
  };
}
