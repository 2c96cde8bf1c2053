import * as v from 'valibot';
import { skirmish } from '../../../../core/index.ts';
import { buildOrder, shotClassFacts } from './order-build.ts';
import type { FieldProblem } from './order-build.ts';
import type { ContactRow, CollateralRow, ObstructionRow, OrderDraft, ShotDraft } from './order-draft.ts';
import { nextKey } from './order-draft.ts';

/**
 * The order dialog's logic, kept out of the component: which fields apply, the edited command with its
 * problems, core's verdict and odds on it, the words of the send button. The rules (what is allowed, the odds,
 * the dice and target number) are core's `judgeCommand` and `commandShotWords`.
 */

export { draftOf, nextKey } from './order-draft.ts';
export type * from './order-draft.ts';
export { buildOrder, shotClassFacts } from './order-build.ts';
export type { BuiltOrder, FieldProblem } from './order-build.ts';

type Command = skirmish.SkirmishCommand;
type State = skirmish.SkirmishState;

/** Everything the dialog shows about the order as edited. */
export interface OrderSheet {
  /** The edited command; null while a field has a problem. */
  readonly command: Command | null;
  readonly problems: readonly FieldProblem[];
  /** Core's refusal in the game's words, when the fields are fine but the rules say no. */
  readonly refusal: string | null;
  readonly odds: skirmish.SkirmishOdds | null;
  /** The dice and target number in words, for a shot. */
  readonly words: skirmish.ShotWords | null;
  readonly sendable: boolean;
  /** "Roll: aimed shot at Guard 2, 8"", "Declare: take cover at step 1". */
  readonly sendLabel: string;
}

function schemaProblem(command: Command): FieldProblem | null {
  const parsed = v.safeParse(skirmish.commandSchema, command);
  if (parsed.success) return null;
  const issue = parsed.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? 'command';
  return { field: 'command', message: `${path}: ${issue.message}` };
}

/** The edited order, judged by core. */
export function orderSheet(state: State, base: Command, draft: OrderDraft, at: number): OrderSheet {
  const built = buildOrder(state, base, draft);
  const problem = built.ok ? schemaProblem(built.command) : null;
  if (!built.ok || problem) {
    const problems = built.ok ? [problem!] : built.problems;
    return {
      command: null,
      problems,
      refusal: null,
      odds: null,
      words: null,
      sendable: false,
      sendLabel: sendLabel(state, base, null),
    };
  }
  const verdict = skirmish.judgeCommand(state, built.command, at);
  const odds = verdict.ok ? (verdict.odds as skirmish.SkirmishOdds | null) : null;
  return {
    command: built.command,
    problems: [],
    refusal: verdict.ok ? null : verdict.message,
    odds,
    words: verdict.ok ? skirmish.commandShotWords(state, built.command) : null,
    sendable: verdict.ok,
    sendLabel: sendLabel(state, built.command, odds),
  };
}

const nameOf = (state: State, id: string) => state.models[id]?.name ?? id;

function targetName(state: State, target: skirmish.TargetRef): string {
  if (target.kind === 'model') return nameOf(state, target.model);
  if (target.kind === 'vehicle') return state.vehicles[target.vehicle]?.name ?? target.vehicle;
  return target.name;
}

function shotSummary(state: State, shot: skirmish.ShotOrder): string {
  const extras = [shot.intense ? 'intense fire' : '', shot.crossfire ? 'crossfire' : ''].filter(Boolean);
  const kind = shot.aimed ? 'aimed shot' : 'snap shot';
  return `${kind} at ${targetName(state, shot.target)}, ${shot.range}"${extras.map((e) => `, ${e}`).join('')}`;
}

function actionSummary(state: State, action: skirmish.Action): string {
  switch (action.kind) {
    case 'shoot':
      return shotSummary(state, action.shot);
    case 'move':
      return `move ${action.distance}"${action.snapTo ? `, snap to ${action.snapTo} cover` : ''}`;
    case 'throw':
      return `throw ${action.throw.item === 'object' ? (action.throw.name ?? 'an object') : `a ${action.throw.item} grenade`} ${action.throw.distance}"${action.throw.lob ? ' (lob)' : ''}`;
    case 'use':
      switch (action.use.what) {
        case 'interact':
          return `use: ${action.use.label}`;
        case 'hand':
          return `hand an item to ${nameOf(state, action.use.to)}`;
        case 'wake':
          return `wake ${nameOf(state, action.use.model)}`;
        case 'kill':
          return `kill ${nameOf(state, action.use.model)}`;
        default:
          return `pick up ${state.items[action.use.item]?.name ?? action.use.item}`;
      }
    case 'strike':
      return `strike ${nameOf(state, action.strike.target)}${action.strike.restrain ? ' and hold it' : ''}`;
    case 'break-free':
      return 'break free';
    case 'ready':
      return `ready weapon: ${action.task.replace('-', ' ')}`;
    case 'recover':
      return action.ally ? `recover ${nameOf(state, action.ally)}` : 'recover';
    case 'enter':
      return `get into ${state.vehicles[action.vehicle]?.name ?? action.vehicle} (${action.seat})`;
    case 'drive':
      return `drive ${action.distance}"`;
    case 'continue-throw':
      return 'continue the throw';
    case 'start-engine':
      return 'start the engine';
    case 'change-gear':
      return 'change gear';
    default:
      return action.kind;
  }
}

/** The order in a few words, for the send button. */
export function orderSummary(state: State, command: Command): string {
  if (command.type === 'skirmish/act') return actionSummary(state, command.action);
  if (command.type !== 'skirmish/react') return command.type.replace('skirmish/', '').replace('-', ' ');
  const parts = [
    command.shot ? `${command.holdFire ? 'try to hold fire: ' : ''}${shotSummary(state, command.shot)}` : '',
    command.takeCover ? `take cover at step ${command.takeCover}` : '',
  ].filter(Boolean);
  return parts.join(', ') || 'nothing';
}

/** "Roll: …" for an action with dice, "Declare: …" for a reaction or an action without dice. */
export function sendLabel(state: State, command: Command, odds: skirmish.SkirmishOdds | null): string {
  const verb = command.type === 'skirmish/act' && odds !== null ? 'Roll' : 'Declare';
  return `${verb}: ${orderSummary(state, command)}`;
}

/** Whether "Aimed" may be ticked, and why: core's `aimedField` for the shooter (HST-SHOOT-2, HST-D-55). */
export function aimedChoice(state: State, command: Command, draft: OrderDraft): skirmish.AimedField {
  return skirmish.aimedField(state, 'model' in command ? command.model : '', draft.react?.takeCover === '1');
}

/** Which of a shot's fields apply. */
export interface ShotFieldsShown {
  /** Cover, flanked, line start, higher: only a model target's class follows from them. */
  readonly classFacts: boolean;
  readonly clearLane: boolean;
  /** Only with darkness or weather in the scenario. */
  readonly dark: boolean;
  readonly weather: boolean;
  /** The crossfire follow-up is an action of the active side, never a reaction. */
  readonly crossfire: boolean;
}

export function shotFieldsShown(state: State, command: Command, shot: ShotDraft): ShotFieldsShown {
  return {
    classFacts: shot.target.kind === 'model' && shot.classBy === 'facts',
    clearLane: shot.target.kind === 'vehicle',
    dark: state.scenario.visibility.darkness !== null,
    weather: state.scenario.visibility.weather !== null,
    crossfire: command.type === 'skirmish/act',
  };
}

/**
 * The class facts core asks about this shot's target, with the target number each answer gives; null when the
 * class does not follow from them (a vehicle, an object, the players' own call).
 */
export function classFactsOf(
  state: State,
  command: Command,
  shot: ShotDraft,
): skirmish.ClassFactsForm | null {
  if (!('model' in command)) return null;
  const exchange = command.type === 'skirmish/react' ? 'reaction' : 'action';
  return skirmish.classFactsForm(
    state,
    command.model,
    shot.target,
    shotClassFacts(state, shot) ?? {},
    exchange,
  );
}

/** What ticking a class fact does to the target number, in words (its rule, `check.rule`, is shown beside). */
export function factEffect(check: skirmish.ClassFactCheck): string {
  const { ticked, unticked } = check.tn;
  return ticked === unticked ? `TN ${ticked} either way now` : `TN ${ticked} ticked, ${unticked} unticked`;
}

export type Choice = skirmish.FormChoice;

export function newObstruction(rows: readonly ObstructionRow[], kind: 'model' | 'object'): ObstructionRow {
  return {
    key: nextKey(rows),
    kind,
    model: '',
    name: '',
    low: false,
    destructible: kind === 'model',
    classBy: 'own',
  };
}

export function newCollateral(rows: readonly CollateralRow[], kind: 'model' | 'object'): CollateralRow {
  return { key: nextKey(rows), kind, model: '', name: '', classBy: 'own' };
}

export function newContact(rows: readonly ContactRow[]): ContactRow {
  return { key: nextKey(rows), model: '', noWayOut: false };
}

/** The problem of one field, for the message under it. */
export function problemOf(problems: readonly FieldProblem[], field: string): string | null {
  return problems.find((p) => p.field === field)?.message ?? null;
}

export const coverLabels: readonly Choice[] = [
  { value: 'none', label: 'none' },
  { value: 'low', label: 'low (chest-high or lower)' },
  { value: 'high', label: 'high' },
];

export const classChoices: readonly Choice[] = [
  { value: 'facts', label: 'decided from the facts below' },
  ...skirmish.targetClasses.map((c) => ({
    value: c,
    label: `${skirmish.targetClassLabels[c]} (TN ${skirmish.targetNumbers[c]})`,
  })),
];

/** The class of an obstruction or a model behind the target: its own, or the players' call (HST-LOF-4..5). */
export const rowClassChoices: readonly Choice[] = [
  { value: 'own', label: 'as it stands (a model by its cover, an object immobile)' },
  ...classChoices.slice(1),
];

/** One row of the odds table. */
export interface OddsRow {
  readonly key: string;
  readonly label: string;
  readonly probability: number;
  readonly tone: 'good' | 'bad' | 'neutral';
}

/** At a vehicle: whether the hits leave it undrivable or blow it up (HST-VEH-8, HST-VEH-10). */
function vehicleRows(shot: skirmish.ShotOddsSummary): OddsRow[] {
  const v = shot.vehicle;
  if (!v) return [];
  return [
    ...(v.undrivable === null
      ? []
      : [
          {
            key: 'undrivable',
            label: `Leaves ${v.name} undrivable`,
            probability: v.undrivable,
            tone: 'good' as const,
          },
        ]),
    { key: 'explodes', label: `Blows up ${v.name}`, probability: v.explodes, tone: 'good' },
  ];
}

/**
 * The odds as the dialog lists them: every outcome (they sum to 1), then what the roll may also do besides
 * its effect (running dry, jamming, a vehicle stopped or blown up), which overlaps the outcomes and so is listed apart.
 */
export function oddsRows(odds: skirmish.SkirmishOdds): { outcomes: OddsRow[]; besides: OddsRow[] } {
  const shot = odds.shot;
  const besides: OddsRow[] = shot
    ? [
        {
          key: 'runs-dry',
          label: 'Runs dry (out of ammo after this shot)',
          probability: shot.outOfAmmo,
          tone: 'neutral',
        },
        ...(shot.jam > 0
          ? [{ key: 'jams', label: 'Jams', probability: shot.jam, tone: 'neutral' as const }]
          : []),
        ...vehicleRows(shot),
      ]
    : [];
  return { outcomes: odds.outcomes.map((o) => ({ ...o })), besides };
}
