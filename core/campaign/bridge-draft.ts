import {
  bridgedFight,
  bridgeSettingsOf,
  exitLine,
  loadoutAsked,
  loadoutOf,
  npcCategories,
  npcCategoryLabels,
  overrideModel,
  scenarioOf,
  sideNameMax,
} from '../bridge/index.ts';
import type {
  FightProposal,
  LoadoutChoice,
  ModelOverride,
  NpcCategory,
  ProposedModel,
} from '../bridge/index.ts';
import type { HeistState } from '../cot/heist/index.ts';
import { bridgeSettings } from '../cot/settings/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { modelLimits } from '../skirmish/index.ts';
import type { Stance } from '../skirmish/index.ts';
import { isRejection } from '../shared/result.ts';
import { npcCategoryDefault } from './bridge-categories.ts';
import { bridgeGround } from './bridge-situation.ts';
import type { BridgeChoices, BridgeSource } from './bridge-situation.ts';
import type { CampaignState } from './types.ts';

/**
 * The opening form of "Play as a HEIST skirmish" as core sees it (BRG-D-1, bridge.md §4, §7): every model beside
 * the sheet or guard score it came from, what the GM may change on it and within which limits, the table, who
 * plays first and who is surprised, who arrives later and who never reaches the table, what the skirmish does not
 * play yet, and what stops the fight opening — all in the GM's words. The form draws it and sends the choices
 * back; `bridge/play-skirmish` builds the same fight from the same choices.
 */

/** One model as the form shows it. */
export interface DraftModel {
  readonly id: string;
  readonly name: string;
  /** The character behind it; null for civilians and police officers the bridge makes up. */
  readonly character: string | null;
  /** Its sheet (or guard post) in words: what it was converted from. */
  readonly sheet: string;
  /** The model now, in HEIST's short format (HST-MODEL-2). */
  readonly model: string;
  /** Each step of the way in words: the skill's formula, each weapon, armour, start state, stance (BRG-D-4..17). */
  readonly changes: readonly string[];
  readonly actions: number;
  readonly skill: number;
  readonly armor: boolean;
  readonly stance: Stance;
  /** The GM's override of it so far; null: none. */
  readonly override: ModelOverride | null;
  /** Arriving later instead of starting on the table: how and when (BRG-D-32..34); null: on the table. */
  readonly arriving: string | null;
  /** BRG-D-38: the long weapon and sidearm it may take, when it carries more than a model may; null: no choice. */
  readonly loadout: LoadoutChoice | null;
  /**
   * BRG-D-13, D-29: an NPC's category now, and the campaign's default with why; null for the crew and the models the
   * bridge makes up.
   */
  readonly category: {
    readonly value: NpcCategory;
    readonly byDefault: NpcCategory;
    readonly why: string;
  } | null;
}

/** One side's roster. */
export interface DraftSide {
  readonly id: string;
  /** The COT side it plays, which the GM's choices name; null for the civilians and a police side of their own. */
  readonly cot: string | null;
  readonly label: string;
  readonly crew: boolean;
  readonly stance: Stance;
  /** BRG-D-13: whether the stance is the GM's (else that of most of its models). */
  readonly stanceSet: boolean;
  /** BRG-D-41: the COT sides it is allied with. */
  readonly allies: readonly string[];
  readonly words: string;
  readonly models: readonly DraftModel[];
}

/** A COT side the GM may name as the one that started the violence or ambushed the crew (BRG-D-14, D-15). */
export interface DraftSideChoice {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
}

/** The form's view of one skirmish breakout. */
export interface BridgeDraft {
  /** Why the fight cannot open as the choices stand, in the GM's words; null: it can. */
  readonly problem: string | null;
  /** The rosters, the GM's overrides applied as far as they go; empty when nothing could be converted. */
  readonly sides: readonly DraftSide[];
  readonly table: {
    readonly zones: readonly string[];
    readonly exits: readonly string[];
    readonly visibility: string;
  };
  readonly first: string | null;
  readonly surprise: string | null;
  readonly absent: readonly string[];
  readonly unexpressed: readonly string[];
  readonly notes: readonly string[];
  /** The override editor's fields and their limits (HST-MODEL-1). */
  readonly limits: {
    readonly actions: readonly [number, number];
    readonly skill: readonly [number, number];
  };
  /** BRG-D-40: the civilians field's limit and the table's number when the GM gives none. */
  readonly civilians: { readonly min: number; readonly max: number; readonly byDefault: number };
  /** The sides the GM may name for BRG-D-14 and D-15. */
  readonly choices: readonly DraftSideChoice[];
  /** BRG-D-41: the GM may mark sides allied (three or more sides fighting). */
  readonly alliances: boolean;
  /** BRG-D-41: the longest name a side may take. */
  readonly sideNameMax: number;
  /** BRG-D-13: the categories an NPC may be marked with, in the GM's words. */
  readonly categories: readonly { readonly value: NpcCategory; readonly label: string }[];
}

/** Looks up an NPC's category default; null for the crew and made-up models. */
type CategoryOf = (model: ProposedModel) => DraftModel['category'];

function categoryLookup(state: CampaignState, heist: HeistState): CategoryOf {
  return (model) => {
    if (model.character === null || model.category === 'crew') return null;
    const known = npcCategoryDefault(state, heist, model.character);
    return { value: model.category, byDefault: known.category, why: known.why };
  };
}

function draftModel(model: ProposedModel, arriving: string | null, categoryOf: CategoryOf): DraftModel {
  return {
    id: model.id,
    name: model.profile.name,
    character: model.character,
    sheet: model.words.sheet,
    model: model.words.model,
    changes: model.words.changes,
    actions: model.profile.actions,
    skill: model.profile.skill,
    armor: model.profile.armor,
    stance: model.stance,
    override: model.override,
    arriving,
    loadout: loadoutOf(model),
    category: categoryOf(model),
  };
}

function rosters(proposal: FightProposal, choices: BridgeChoices, categoryOf: CategoryOf): DraftSide[] {
  const cotOf = new Map(proposal.sides.map((side) => [side.id, side.cot]));
  return proposal.sides.map((side) => ({
    id: side.id,
    cot: side.cot,
    label: side.label,
    crew: side.crew,
    stance: side.stance,
    stanceSet: choices.sides?.some((listed) => listed.id === side.cot && listed.stance) ?? false,
    allies: side.allies.flatMap((ally) => {
      const cot = cotOf.get(ally);
      return cot ? [cot] : [];
    }),
    words: side.words,
    models: [
      ...proposal.models.filter((m) => m.side === side.id).map((m) => draftModel(m, null, categoryOf)),
      ...proposal.arrivals
        .filter((a) => a.model.side === side.id)
        .map((a) => draftModel(a.model, a.words, categoryOf)),
    ],
  }));
}

const categories = npcCategories.map((value) => ({ value, label: npcCategoryLabels[value] }));

const limits = {
  actions: [modelLimits.actionsMin, modelLimits.actionsMax],
  skill: [modelLimits.skillMin, modelLimits.skillMax],
} as const;

function emptyDraft(state: CampaignState, problem: string): BridgeDraft {
  return {
    problem,
    sides: [],
    table: { zones: [], exits: [], visibility: '' },
    first: null,
    surprise: null,
    absent: [],
    unexpressed: [],
    notes: [],
    limits,
    civilians: civiliansOf(state),
    choices: [],
    alliances: false,
    sideNameMax,
    categories,
  };
}

function civiliansOf(state: CampaignState) {
  return {
    min: bridgeSettings.settings.bridgeCrowdCivilians.min,
    max: bridgeSettings.settings.bridgeCrowdCivilians.max,
    byDefault: bridgeSettingsOf(state.settings).bridgeCrowdCivilians,
  };
}

/**
 * The opening form's view of a skirmish breakout of a running Heist, with the GM's choices as they stand: the
 * converted rosters (each override applied, or the first refused one named in `problem`), the table and the rest.
 * Never throws on bad choices: a refusal is the `problem`, the rosters stay as far as they could be built — a
 * refused side, alliance, loadout or category shows the rosters as they stand without the GM's choices.
 */
export function bridgeDraft(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeDraft {
  const draft = draftWith(state, sceneId, source, choices);
  if (draft.sides.length > 0 || draft.problem === null) return draft;
  const plain = draftWith(state, sceneId, source, {});
  return plain.sides.length > 0 ? { ...plain, problem: draft.problem } : draft;
}

function draftWith(
  state: CampaignState,
  sceneId: SceneId,
  source: BridgeSource,
  choices: BridgeChoices,
): BridgeDraft {
  const ground = bridgeGround(state, sceneId, source, choices);
  if (isRejection(ground)) return emptyDraft(state, ground.message);
  const converted = bridgedFight(ground.situation, bridgeSettingsOf(state.settings), state.settings);
  if (isRejection(converted)) return emptyDraft(state, converted.message);
  let proposal = converted;
  let problem: string | null = null;
  for (const override of choices.overrides ?? []) {
    const next = overrideModel(proposal, override);
    if (isRejection(next)) {
      problem = next.message;
      break;
    }
    proposal = next;
  }
  problem ??= loadoutAsked(proposal)?.message ?? null; // BRG-D-38
  const scenario = scenarioOf(proposal);
  if (isRejection(scenario)) problem ??= scenario.message;
  const fighting = proposal.sides.filter((side) => side.cot !== null).length;
  return {
    problem,
    sides: rosters(proposal, choices, categoryLookup(state, ground.heist)),
    table: {
      zones: proposal.table.halves.map((half) =>
        half.tags.length === 0 ? half.name : `${half.name} (${half.tags.map((t) => t.words).join('; ')})`,
      ),
      exits: proposal.table.exits.map(exitLine),
      visibility: proposal.table.visibility.words,
    },
    first: proposal.first.words,
    surprise: proposal.surprise?.words ?? null,
    absent: proposal.absent.map((a) => `${a.name}: ${a.why}`),
    unexpressed: isRejection(scenario) ? [] : scenario.unexpressed,
    notes: proposal.notes,
    limits,
    civilians: civiliansOf(state),
    choices: proposal.sides.flatMap((side) =>
      side.cot === null ? [] : [{ id: side.cot, label: side.label, crew: side.crew }],
    ),
    alliances: fighting >= 3,
    sideNameMax,
    categories,
  };
}
