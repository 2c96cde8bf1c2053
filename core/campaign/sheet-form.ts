import { characterKinds, characterLimits, conditionStates } from '../cot/characters/index.ts';
import type { CharacterKind, Condition, SheetChoice } from '../cot/characters/index.ts';
import { foresightCap } from '../cot/characters/index.ts';
import { crewReputation } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { characterScore } from './roll-view-options.ts';
import type { ScoreValue } from './roll-view-options.ts';
import type { CampaignState } from './types.ts';

/**
 * The character sheet's form as the rules shape it for this sheet: which fields it has, their limits, and the
 * scores it shows. The sheet draws this; what is wrong with a draft is `characterProblems`, field by field.
 */
export interface SheetForm {
  /** The kinds a sheet can be, with their words (COT-CHAR-5, COT-CHAR-9, COT-GUARD-1). */
  readonly kinds: readonly SheetChoice<CharacterKind>[];
  /** The health states a sheet can be in, with their words (COT-CHAR-6); a wound asks its days (`recoveryDays`). */
  readonly conditions: readonly SheetChoice<Condition['state']>[];
  /** The longest name, label (identities, a Tradition, a Loyalty's words) and notes a sheet holds. */
  readonly textMax: { readonly name: number; readonly label: number; readonly notes: number };
  /** COT-FORE-2: Foresight, capped by Brains + Planning; shown for the crew, and for anyone else holding some. */
  readonly foresight: { readonly shown: boolean; readonly max: number };
  /** COT-D-15: under `reputation_scope = crew`, what the crew shares in all, for a crew sheet; else null. */
  readonly crewReputation: number | null;
  /** The Focus Round (once a session) is the crew's. */
  readonly focusRound: boolean;
  /** COT-SOC-1: a crew sheet needs its Prime Loyalty; at most `max` Loyalties. */
  readonly loyalties: { readonly required: boolean; readonly max: number };
  /** The Mysticism Tradition is asked for once the sheet has Mysticism. */
  readonly mysticismTradition: boolean;
  /**
   * COT-CHAR-7, COT-D-12: a wound's days to recover, as `characterProblems` bounds them: from the table's
   * `min_recovery_days` to its `max_recovery_days` (core's bound when it has none); a new wound starts at the least.
   */
  readonly recoveryDays: { readonly min: number; readonly max: number; readonly initial: number };
  /** COT-GUARD-2: the passive scores a guard or NPC is rolled against; null for the crew. */
  readonly scores: SheetScores | null;
}

/** A guard's or NPC's passive scores; a score is null while the draft cannot give one (an emptied rating). */
export interface SheetScores {
  /** Brains + Lookout, and for a guard the crew's Heat (COT-GUARD-7). */
  readonly awareness: ScoreValue | null;
  readonly training: ScoreValue | null;
  /** COT-D-17: whether Training counts the sheet's armour (`armour_in_training`, and armour worn). */
  readonly trainingCountsArmour: boolean;
}

/** The form for `sheet` (the draft being edited) in `state`. */
export function sheetForm(state: CampaignState, sheet: Character): SheetForm {
  const { settings } = state;
  const crew = sheet.kind === 'crew';
  return {
    kinds: characterKinds,
    conditions: conditionStates,
    textMax: {
      name: characterLimits.nameMax,
      label: characterLimits.labelMax,
      notes: characterLimits.notesMax,
    },
    foresight: { shown: crew || sheet.foresight !== 0, max: foresightCap(sheet) },
    crewReputation: crew && settings.reputationScope === 'crew' ? crewReputation(state.characters) : null,
    focusRound: crew,
    loyalties: { required: crew, max: characterLimits.loyaltiesMax },
    mysticismTradition: sheet.skills.mysticism > 0,
    recoveryDays: {
      min: settings.minRecoveryDays,
      max: Math.min(
        settings.maxRecoveryDays ?? characterLimits.recoveryDaysMax,
        characterLimits.recoveryDaysMax,
      ),
      initial: settings.minRecoveryDays,
    },
    scores: crew
      ? null
      : {
          awareness: scoreOf(state, sheet, 'awareness'),
          training: scoreOf(state, sheet, 'training'),
          trainingCountsArmour: settings.armourInTraining && sheet.armour !== null,
        },
  };
}

/** A score of a draft, or null when the draft cannot give one (armour the table lacks, an emptied rating). */
function scoreOf(state: CampaignState, sheet: Character, kind: 'awareness' | 'training'): ScoreValue | null {
  try {
    const score = characterScore(state, sheet, kind);
    return Number.isFinite(score.value) ? score : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
