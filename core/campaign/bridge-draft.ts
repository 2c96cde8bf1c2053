import { bridgedFight, bridgeSettingsOf, exitLine, overrideModel, scenarioOf } from '../bridge/index.ts';
import type { FightProposal, ModelOverride, ProposedModel } from '../bridge/index.ts';
import { bridgeSettings } from '../cot/settings/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { modelLimits } from '../skirmish/index.ts';
import type { Stance } from '../skirmish/index.ts';
import { isRejection } from '../shared/result.ts';
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
}

/** One side's roster. */
export interface DraftSide {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
  readonly stance: Stance;
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
}

function draftModel(model: ProposedModel, arriving: string | null): DraftModel {
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
  };
}

function rosters(proposal: FightProposal): DraftSide[] {
  return proposal.sides.map((side) => ({
    id: side.id,
    label: side.label,
    crew: side.crew,
    stance: side.stance,
    words: side.words,
    models: [
      ...proposal.models.filter((m) => m.side === side.id).map((m) => draftModel(m, null)),
      ...proposal.arrivals.filter((a) => a.model.side === side.id).map((a) => draftModel(a.model, a.words)),
    ],
  }));
}

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
 * Never throws on bad choices: a refusal is the `problem`, the rosters stay as far as they could be built.
 */
export function bridgeDraft(
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
  const scenario = scenarioOf(proposal);
  if (isRejection(scenario)) problem ??= scenario.message;
  return {
    problem,
    sides: rosters(proposal),
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
  };
}
