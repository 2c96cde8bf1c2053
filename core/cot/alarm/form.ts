import type { CharacterId } from '../../shared/ids.ts';
import type { Character } from '../characters/index.ts';
import type { CotSettings } from '../settings/index.ts';
import { alarmLimits, alarmPlanProblem, nodeName, spotLimits } from '../spot/index.ts';
import type { MapLens, Spot } from '../spot/index.ts';
import type {
  AlarmCard,
  AlarmCardEffect,
  AlarmCardKind,
  AlarmGate,
  AlarmGuard,
  AlarmItem,
  AlarmItemKind,
  AlarmPlan,
  GateLetter,
} from './types.ts';
import { gateLetters } from '../spot/index.ts';
import { alarmRules, newAlarmPlan } from './rules.ts';

/**
 * The Spot editor's "Alarm track" section (Masters of the Heist, issue 19) as core reads it: the plan the Spot
 * holds (or a fresh one), every choice the form offers (zones, gates, guards), each item and card in words, and
 * the edits a click makes, each one whole plan for `spot/set-alarm-plan` (one undo step). A refused edit is named
 * by the part of the form it came from, in plain words (`planEditProblem`).
 */

/** What the form reads of the campaign: its sheets (the guards' names) and table settings. */
export interface Campaign {
  readonly characters: Readonly<Record<CharacterId, Character>>;
  readonly settings: CotSettings;
}

/** The switch of the plan: on, off, or the table's `alarm_track_default`. */
export type AlarmSwitch = 'on' | 'off' | 'default';

/** Each kind of bag item in words, in the form's order. */
export const alarmItemWords: Readonly<Record<AlarmItemKind, string>> = {
  guard: 'Guard',
  camera: 'Camera',
  lock: 'Lock',
  'pressure-sensor': 'Pressure sensor',
};

/** Each kind of event card in words, in the form's order. */
export const alarmCardWords: Readonly<Record<AlarmCardKind, string>> = {
  aware: 'Guards turn Aware',
  gate: 'A lockdown gate closes',
  patrol: 'A patrol arrives',
  reinforcements: 'Reinforcements arrive',
  alarm: 'Sound the alarm',
  nothing: 'Nothing happens',
};

/** One change the GM makes to the plan: each is one `spot/set-alarm-plan`, one undo step. */
export type AlarmPlanEdit =
  | { readonly kind: 'switch'; readonly on: AlarmSwitch }
  | { readonly kind: 'add-item'; readonly item: AlarmItem }
  | { readonly kind: 'remove-item'; readonly id: string }
  | { readonly kind: 'unknown'; readonly zone: string; readonly unknown: boolean }
  | { readonly kind: 'add-gate'; readonly gate: AlarmGate }
  | { readonly kind: 'remove-gate'; readonly index: number }
  | { readonly kind: 'track'; readonly alerts: readonly number[]; readonly alarm: number }
  | { readonly kind: 'add-card'; readonly card: AlarmCard }
  | { readonly kind: 'move-card'; readonly index: number; readonly by: -1 | 1 }
  | { readonly kind: 'special'; readonly index: number; readonly special: boolean }
  | { readonly kind: 'remove-card'; readonly index: number }
  | { readonly kind: 'remove-plan' };

/** The part of the form an edit belongs to, where its refusal is shown. */
export type AlarmPlanPart = 'switch' | 'bag' | 'unknown' | 'gates' | 'track' | 'deck';

const partOfEdit: Readonly<Record<AlarmPlanEdit['kind'], AlarmPlanPart>> = {
  switch: 'switch',
  'add-item': 'bag',
  'remove-item': 'bag',
  unknown: 'unknown',
  'add-gate': 'gates',
  'remove-gate': 'gates',
  track: 'track',
  'add-card': 'deck',
  'move-card': 'deck',
  special: 'deck',
  'remove-card': 'deck',
  'remove-plan': 'switch',
};

/** The plan after one edit (null: the plan removed). Pure: the plan given is never changed. */
export function editAlarmPlan(plan: AlarmPlan, edit: AlarmPlanEdit): AlarmPlan | null {
  switch (edit.kind) {
    case 'switch':
      return { ...plan, on: edit.on === 'default' ? null : edit.on === 'on' };
    case 'add-item':
      return { ...plan, bag: [...plan.bag, edit.item] };
    case 'remove-item':
      return { ...plan, bag: plan.bag.filter((item) => item.id !== edit.id) };
    case 'unknown':
      return {
        ...plan,
        unknown: edit.unknown
          ? plan.unknown.includes(edit.zone)
            ? plan.unknown
            : [...plan.unknown, edit.zone]
          : plan.unknown.filter((zone) => zone !== edit.zone),
      };
    case 'add-gate':
      return { ...plan, gates: [...plan.gates, edit.gate] };
    case 'remove-gate':
      return { ...plan, gates: plan.gates.filter((_, index) => index !== edit.index) };
    case 'track':
      return { ...plan, track: { alerts: [...edit.alerts], alarm: edit.alarm } };
    case 'add-card':
      return { ...plan, deck: [...plan.deck, edit.card] };
    case 'move-card': {
      const to = edit.index + edit.by;
      if (to < 0 || to >= plan.deck.length || edit.index < 0 || edit.index >= plan.deck.length) return plan;
      const deck = [...plan.deck];
      [deck[edit.index], deck[to]] = [deck[to]!, deck[edit.index]!];
      return { ...plan, deck };
    }
    case 'special':
      return {
        ...plan,
        deck: plan.deck.map((card, index) =>
          index === edit.index ? { ...card, special: edit.special } : card,
        ),
      };
    case 'remove-card':
      return { ...plan, deck: plan.deck.filter((_, index) => index !== edit.index) };
    case 'remove-plan':
      return null;
  }
}

/** The command an edit makes, or what is wrong with it in plain words, with the part of the form it concerns. */
export type AlarmPlanAnswer =
  | {
      readonly command: {
        readonly type: 'spot/set-alarm-plan';
        readonly spotId: string;
        readonly plan: AlarmPlan | null;
      };
    }
  | { readonly part: AlarmPlanPart; readonly message: string };

/**
 * The `spot/set-alarm-plan` an edit of the Spot's plan makes, or the refusal `decide` would give it (core's
 * `alarmPlanProblem`), its field path dropped so the GM reads the words next to the field, or an edit that
 * changes nothing.
 */
export function alarmPlanCommand(campaign: Campaign, spot: Spot, edit: AlarmPlanEdit): AlarmPlanAnswer {
  const part = partOfEdit[edit.kind];
  const plan = editAlarmPlan(spot.alarm ?? newAlarmPlan(campaign.settings), edit);
  if (plan !== null) {
    const problem = alarmPlanProblem(spot, plan, campaign.characters);
    if (problem) return { part, message: plainMessage(problem.message) };
    if (spot.alarm && JSON.stringify(plan) === JSON.stringify(spot.alarm)) {
      return { part, message: 'That changes nothing in the plan.' };
    }
  }
  return { command: { type: 'spot/set-alarm-plan', spotId: spot.id, plan } };
}

/** "bag[2].awareness: Awareness must be…" → "Awareness must be…": the field path is for files, not the GM. */
export function plainMessage(message: string): string {
  const plain = message.replace(/^(?:bag|unknown|gates|track|deck)(?:\[\d+\]|\.\w+)*: /, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** A bag item in words: "Guard Brannigan (Awareness 12, Training from the sheet)", "Lock 12". */
export function alarmItemLabel(
  spot: Spot,
  item: AlarmItem,
  names: Readonly<Record<string, Character>>,
): string {
  switch (item.kind) {
    case 'guard':
      return `Guard: ${names[item.guard]?.name ?? item.guard} (${guardScores(item)})`;
    case 'camera':
      return `Camera (Awareness ${item.awareness})`;
    case 'lock':
      return `Lock ${item.score}`;
    case 'pressure-sensor':
      return `Pressure sensor (control panel in ${nodeName(spot, item.panel)})`;
  }
}

function guardScores(guard: AlarmGuard): string {
  const awareness = guard.awareness === null ? 'Awareness from the sheet' : `Awareness ${guard.awareness}`;
  const training = guard.training === null ? 'Training from the sheet' : `Training ${guard.training}`;
  return `${awareness}, ${training}`;
}

/** An event card's effect in words: "Patrol into the Office: Brannigan", "Guards turn Aware everywhere". */
export function alarmCardLabel(
  spot: Spot,
  effect: AlarmCardEffect,
  names: Readonly<Record<string, Character>>,
): string {
  const guards = (list: readonly AlarmGuard[]) => list.map((g) => names[g.guard]?.name ?? g.guard).join(', ');
  switch (effect.kind) {
    case 'aware':
      return effect.zone === null
        ? 'Every guard turns Aware'
        : `Every guard in ${nodeName(spot, effect.zone)} turns Aware`;
    case 'gate':
      return 'The next lockdown gate closes';
    case 'patrol':
      return `A patrol comes into ${nodeName(spot, effect.zone)}: ${guards(effect.guards)}`;
    case 'reinforcements':
      return `Reinforcements at ${spot.edge.name}, Aware: ${guards(effect.guards)}`;
    case 'alarm':
      return 'Sound the alarm';
    case 'nothing':
      return 'Nothing happens';
  }
}

/** A gate in words: "the way between the Dock and the Office", or the zone's name. */
export function alarmGateLabel(spot: Spot, gate: AlarmGate): string {
  if (gate.kind === 'zone') return nodeName(spot, gate.zone);
  const barrier = Object.hasOwn(spot.barriers, gate.barrier) ? spot.barriers[gate.barrier] : undefined;
  return barrier
    ? `the way between ${nodeName(spot, barrier.ends[0])} and ${nodeName(spot, barrier.ends[1])}`
    : gate.barrier;
}

const gateKey = (gate: AlarmGate) => (gate.kind === 'zone' ? `zone:${gate.zone}` : `barrier:${gate.barrier}`);

/** A new lock's or camera's score before the GM changes it: the default difficulty, 9 (COT-DICE-5). */
const newItemScore = 9;

/** The Spot editor's alarm section: what it shows and offers. */
export interface AlarmPlanForm {
  /** The Spot's plan, or a fresh one when it has none yet (`stored` false). */
  readonly plan: AlarmPlan;
  readonly stored: boolean;
  readonly switch: {
    readonly value: AlarmSwitch;
    /** Whether the table's default has the track on. */
    readonly defaultOn: boolean;
    /** Whether this Spot's Heists open with the track on, its switch and the table's default read together. */
    readonly on: boolean;
  };
  readonly bag: readonly { readonly item: AlarmItem; readonly label: string }[];
  /** Every zone, whether it holds an unknown security. */
  readonly zones: readonly { readonly id: string; readonly name: string; readonly unknown: boolean }[];
  readonly gates: readonly { readonly letter: GateLetter; readonly label: string }[];
  /** Barriers and zones not yet a gate, while a letter is left. */
  readonly gateChoices: readonly { readonly key: string; readonly label: string; readonly gate: AlarmGate }[];
  /** The next gate's letter; null when A to D are all taken. */
  readonly nextLetter: GateLetter | null;
  readonly deck: readonly {
    readonly card: AlarmCard;
    readonly label: string;
    readonly first: boolean;
    readonly last: boolean;
  }[];
  /** The campaign's guards not posted at the Spot nor already in the plan: those the bag and cards may bring. */
  readonly guards: readonly { readonly id: CharacterId; readonly name: string }[];
  readonly limits: {
    readonly scoreMin: number;
    readonly scoreMax: number;
    /** What a new lock's Security Score or camera's Awareness starts at: the default difficulty (COT-DICE-5). */
    readonly scoreDefault: number;
    readonly guardScoreMin: number;
    readonly guardScoreMax: number;
    /** The lowest last step of the noise track. */
    readonly alarmMin: number;
    readonly trackMax: number;
    readonly nameMax: number;
  };
}

/**
 * The section's view of a Spot's plan, given the campaign's characters and table settings (`alarm_track_default`,
 * and the track a new plan starts from, MOTH-D-4).
 */
export function alarmPlanForm(campaign: Campaign, spot: Spot): AlarmPlanForm {
  const { characters, settings } = campaign;
  const defaultOn = alarmRules(settings).onByDefault;
  const plan = spot.alarm ?? newAlarmPlan(settings);
  const value: AlarmSwitch = plan.on === null ? 'default' : plan.on ? 'on' : 'off';
  const zones = Object.values(spot.zones)
    .map((zone) => ({ id: zone.id, name: zone.name, unknown: plan.unknown.includes(zone.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const taken = new Set(plan.gates.map(gateKey));
  const nextLetter = gateLetters[plan.gates.length] ?? null;
  const candidates: AlarmGate[] = [
    ...Object.keys(spot.barriers).map((barrier): AlarmGate => ({ kind: 'barrier', barrier })),
    ...zones.map((zone): AlarmGate => ({ kind: 'zone', zone: zone.id })),
  ];
  const inPlan = new Set<string>([
    ...Object.keys(spot.guards),
    ...plan.bag.flatMap((item) => (item.kind === 'guard' ? [item.guard] : [])),
    ...plan.deck.flatMap((card) =>
      card.effect.kind === 'patrol' || card.effect.kind === 'reinforcements'
        ? card.effect.guards.map((g) => g.guard)
        : [],
    ),
  ]);
  return {
    plan,
    stored: spot.alarm !== undefined && spot.alarm !== null,
    switch: { value, defaultOn, on: plan.on ?? defaultOn },
    bag: plan.bag.map((item) => ({ item, label: alarmItemLabel(spot, item, characters) })),
    zones,
    gates: plan.gates.map((gate, index) => ({
      letter: gateLetters[index]!,
      label: alarmGateLabel(spot, gate),
    })),
    gateChoices:
      nextLetter === null
        ? []
        : candidates
            .filter((gate) => !taken.has(gateKey(gate)))
            .map((gate) => ({ key: gateKey(gate), label: alarmGateLabel(spot, gate), gate })),
    nextLetter,
    deck: plan.deck.map((card, index) => ({
      card,
      label: alarmCardLabel(spot, card.effect, characters),
      first: index === 0,
      last: index === plan.deck.length - 1,
    })),
    guards: Object.values(characters)
      .filter((c) => c.kind === 'guard' && !inPlan.has(c.id))
      .map((c) => ({ id: c.id, name: c.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    limits: {
      scoreMin: alarmLimits.scoreMin,
      scoreMax: alarmLimits.scoreMax,
      scoreDefault: newItemScore,
      guardScoreMin: 0,
      guardScoreMax: spotLimits.guardScoreMax,
      alarmMin: 1,
      trackMax: alarmLimits.trackMax,
      nameMax: spotLimits.nameMax,
    },
  };
}

/**
 * The zones the Spot's map marks "?" (an unknown security waits there): on the GM's map only, never on what the
 * crew knows (MotH: a Security tile is unknown until revealed).
 */
export function unknownSecurityMarks(spot: Spot, lens: MapLens): readonly string[] {
  return lens === 'truth' ? (spot.alarm?.unknown ?? []) : [];
}

/** Parses "3, 6, 9" into thresholds; null when a part is not a whole number. */
export function parseThresholds(text: string): readonly number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return numbers.some((n) => Number.isNaN(n)) ? null : numbers;
}

/** The switch's choices, in the form's order. */
export const alarmSwitches: readonly AlarmSwitch[] = ['on', 'off', 'default'];

/** The part of the form an edit belongs to. */
export function alarmPlanPartOf(edit: AlarmPlanEdit): AlarmPlanPart {
  return partOfEdit[edit.kind];
}

/** The Open-a-scene form's alarm switch for a Heist: offered when its Spot has a plan, on by the plan or the table. */
export interface AlarmOpenChoice {
  /** The Spot has a plan to play (the track cannot be on without one). */
  readonly offered: boolean;
  /** On when the GM leaves the switch alone. */
  readonly defaultOn: boolean;
  /** "the Spot's plan says on", "the table's default": where the default comes from. */
  readonly because: string;
}

/**
 * The switch the Open-a-scene form shows for a scene of `engine` on `spot`: null unless it is a Heist (the only
 * engine that plays the track). The Heist's own choice wins, then the Spot's plan, then `alarm_track_default`.
 */
export function alarmOpenChoice(
  settings: CotSettings,
  engine: string,
  spot: Spot | null,
): AlarmOpenChoice | null {
  if (engine !== 'heist') return null;
  const plan = spot?.alarm ?? null;
  if (!plan) return { offered: false, defaultOn: false, because: 'this Spot has no alarm plan' };
  if (plan.on !== null) {
    return { offered: true, defaultOn: plan.on, because: `the Spot's plan says ${plan.on ? 'on' : 'off'}` };
  }
  const on = alarmRules(settings).onByDefault;
  return { offered: true, defaultOn: on, because: `the table's default (${on ? 'on' : 'off'})` };
}

/**
 * The `scene/open` of a Heist with the GM's switch in its setup (`HeistSetup.alarm`); the command as it is for
 * another engine, or when the GM left the switch alone (null: the Spot's plan, then the table, decide).
 */
export function withAlarmChoice<C extends { readonly engine: string; readonly setup: unknown }>(
  command: C,
  on: boolean | null,
): C {
  if (
    command.engine !== 'heist' ||
    on === null ||
    typeof command.setup !== 'object' ||
    command.setup === null
  )
    return command;
  return { ...command, setup: { ...command.setup, alarm: on } };
}
