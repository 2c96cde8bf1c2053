import { defaultSettings } from '../../../core/index.ts';
import type { CotSettings } from '../../../core/index.ts';
import { valueOf } from './settings-registry.ts';
import type { FieldKey } from './settings-registry.ts';

/** The words of the settings the dashboard shows as a list, or as a named choice or a number. */

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** A setting that is a named choice or a number (`job` or N Heist rounds). */
export interface EitherInfo {
  readonly named: string;
  readonly fixed: string;
  /** The accessible name of the number field. */
  readonly count: string;
  readonly unit: string;
  /** The number offered when the GM switches from the named choice. */
  readonly suggested: number;
}

/** The choices of every setting shown as a list. */
export const choices = {
  poolFloor: [
    { value: '1k1', label: 'roll 1k1 anyway' },
    { value: 'auto_fail', label: 'the roll fails without dice' },
  ],
  opposedTieWinner: [
    { value: 'actor', label: 'the acting character' },
    { value: 'defender', label: 'the defender' },
  ],
  woundPenalty: [
    { value: 'none', label: 'with no penalty' },
    { value: '-1k0', label: 'at -1k0' },
  ],
  reputationScope: [
    { value: 'character', label: 'per character' },
    { value: 'crew', label: 'for the whole crew' },
  ],
  'catastropheEffects.attack': [
    { value: 'default', label: 'no Cover or Body lost at all, not even the usual 1' },
    { value: 'narrative_only', label: 'narrative only: an ordinary miss' },
  ],
  'catastropheEffects.drop': [
    { value: 'default', label: 'the zone becomes Aware, crew Heat +1, the target responds at once' },
    { value: 'narrative_only', label: 'narrative only: an ordinary failure' },
  ],
  'catastropheEffects.crashCheck': [
    { value: 'default', label: 'crash with the damage doubled' },
    { value: 'narrative_only', label: 'narrative only: an ordinary crash' },
  ],
  'catastropheEffects.chaseManoeuvre': [
    { value: 'default', label: "the roller's group loses 1 Distance" },
    { value: 'narrative_only', label: 'narrative only: an ordinary failure' },
  ],
  initiativeTie: [
    { value: 'crew_first', label: 'the crew goes first' },
    { value: 'roll_off', label: 'the tied sides roll 1d6, high goes first' },
  ],
  dropAlertRadius: [
    { value: 'zone', label: 'allies in the same zone' },
    { value: 'zone_and_adjacent', label: 'allies in the zone and the zones next to it' },
    { value: 'spot', label: 'allies anywhere in the Spot' },
  ],
  damageFormula: [
    { value: 'max1_excess', label: 'the excess, at least 1' },
    { value: 'one_plus_excess', label: '1 plus the excess' },
  ],
  coverAfterWound: [
    { value: 'reroll', label: 'is re-rolled at once' },
    { value: 'zero_until_reposition', label: 'stays 0 until a Reposition (any hit then kills)' },
  ],
} as const satisfies Partial<Record<FieldKey, readonly Choice<string>[]>>;

/** The settings that are a named choice or a number, and how the form words each. */
export const eithers = {
  maxRecoveryDays: {
    named: 'no limit',
    fixed: 'a limit',
    count: 'Most recovery days',
    unit: 'days',
    suggested: 30,
  },
  unconsciousDuration: {
    named: 'the whole Job',
    fixed: 'a number of Heist rounds',
    count: 'Heist rounds unconscious',
    unit: 'Heist rounds',
    suggested: 3,
  },
  dropWoundDays: {
    named: 'margin + 1 days',
    fixed: 'a fixed number of days',
    count: 'Days a Drop wound takes to heal',
    unit: 'days',
    suggested: 2,
  },
  musclesVelocityRating: {
    named: 'the kept dice of their chase pool',
    fixed: 'a fixed rating',
    count: 'Velocity Rating on foot',
    unit: '',
    suggested: 2,
  },
} as const satisfies Partial<Record<keyof CotSettings, EitherInfo>>;

export type ChoiceKey = keyof typeof choices;
export type EitherKey = keyof typeof eithers;

/** The rules' default of a setting, as the dashboard words it. */
export function defaultText(field: FieldKey): string {
  const value = valueOf(defaultSettings, field);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (field in choices) {
    const options: readonly Choice<string>[] = choices[field as ChoiceKey];
    return options.find((option) => option.value === value)?.label ?? String(value);
  }
  if (field in eithers) {
    const either: EitherInfo = eithers[field as EitherKey];
    return typeof value === 'number' ? `${value} ${either.unit}`.trim() : either.named;
  }
  if (Array.isArray(value)) return `the rules' ${value.length} rows`;
  if (field === 'defaultNpcPool')
    return `${defaultSettings.defaultNpcPool.rolled}k${defaultSettings.defaultNpcPool.kept}`;
  return String(value);
}
