import { skirmish } from '../../../../core/index.ts';

/**
 * The order dialog's fields, as the GM edits them: numbers are kept as the text typed (so "-3", "" and "1e9"
 * can be named as problems rather than silently coerced), choices as their option values. `draftOf` fills them
 * from the view's ready-made command; order-build.ts turns them back into a command.
 */

type Command = skirmish.SkirmishCommand;
type ActCommand = Extract<Command, { type: 'skirmish/act' }>;
type ReactCommand = Extract<Command, { type: 'skirmish/react' }>;
type Action = skirmish.Action;
type ShotOrder = skirmish.ShotOrder;

export interface ObstructionRow {
  key: number;
  kind: 'model' | 'object';
  /** The model's id ('' until one is chosen). */
  model: string;
  /** The object's name. */
  name: string;
  low: boolean;
  destructible: boolean;
  /** 'own': its class as it stands (a model's cover, an object immobile); otherwise the players' call. */
  classBy: 'own' | skirmish.TargetClass;
}

export interface CollateralRow {
  key: number;
  kind: 'model' | 'object';
  model: string;
  name: string;
  classBy: 'own' | skirmish.TargetClass;
}

export interface ContactRow {
  key: number;
  model: string;
  noWayOut: boolean;
}

export interface ShotDraft {
  /** Fixed by the chosen option. */
  readonly target: skirmish.TargetRef;
  /** A scenery target's name, as the GM types it (HST-LOF-4). */
  objectName: string;
  aimed: boolean;
  intense: boolean;
  crossfire: boolean;
  range: string;
  /** 'facts': the class follows from the facts below; otherwise the players' own call. */
  classBy: 'facts' | skirmish.TargetClass;
  cover: skirmish.CoverHeight;
  flanked: boolean;
  seesLineStart: boolean;
  /** Which of shooter and target stands higher (HST-COVER-7). */
  level: skirmish.LevelFact;
  /** A higher target aims at the lower level (HST-COVER-7). */
  aimsAtLowerLevel: boolean;
  /** Blank: the whole range (darkness, weather) or none (smoke). */
  dark: string;
  weather: string;
  smoke: string;
  obstructions: ObstructionRow[];
  collateral: CollateralRow[];
  clearLane: boolean;
  /** What the board read for this shot (board-prefill.ts): the values it filled in; null without a board. */
  board: BoardMarks | null;
}

/**
 * The shot's facts as the fight's board read them (issue 20), kept beside the fields they filled in: a field
 * whose value still equals the board's is marked "from the board"; the GM may change any of them.
 */
export interface BoardMarks {
  readonly range: string;
  readonly classBy: 'facts' | skirmish.TargetClass;
  readonly cover: skirmish.CoverHeight;
  readonly flanked: boolean;
  readonly seesLineStart: boolean;
  readonly level: skirmish.LevelFact;
  readonly aimsAtLowerLevel: boolean;
  /** The obstructions and collateral rows it filled in, by their keys. */
  readonly rows: readonly number[];
  /** Why, in plain words; the rules apart. */
  readonly words: readonly string[];
  readonly rules: readonly string[];
}

/** HST-ACT-2 and the cover the base touches after the action. */
export interface StepDraft {
  when: 'none' | 'before' | 'after';
  distance: string;
  coverAfter: 'unchanged' | skirmish.CoverHeight;
}

export interface ReactDraft {
  trigger: 'aim-zone' | 'shot-at';
  shoots: boolean;
  takeCover: 'none' | '1' | '2';
  holdFire: boolean;
}

/** Where a Move ends: in the open, touching cover, or snapped to cover (HST-MOVE-4). */
export type MoveEnd = 'none' | 'low' | 'high' | 'snap-low' | 'snap-high';

export interface MoveDraft {
  distance: string;
  clearShift: string;
  end: MoveEnd;
  crossing: 'none' | skirmish.ObstacleKind;
  inContactAtStart: boolean;
  throughModels: boolean;
  teargas: 'none' | 'enters' | 'passes' | 'leaves';
}

export interface ThrowDraft {
  item: skirmish.GrenadeKind | 'object';
  name: string;
  reloadOf: skirmish.WeaponSlot | null;
  distance: string;
  lob: boolean;
  chokePoints: string;
  obstacles: string;
  inAimZone: boolean;
  blastReach: string[];
}

export interface UseDraft {
  readonly what: 'interact' | 'hand' | 'pick-up' | 'wake' | 'kill';
  label: string;
  check: boolean;
  to: string;
  /** 'grenade:frag', 'reload:long'. */
  item: string;
  /** The Unconscious model woken or killed (BRG-D-16). */
  model: string;
  baseContact: boolean;
}

/** A Strike's facts (BRG-D-11): the target is fixed by the chosen option. */
export interface StrikeDraft {
  readonly target: string;
  /** Inches between the bases as it is declared. */
  distance: string;
  restrain: boolean;
  /** Carried one-use shifts spent on it (BRG-D-17). */
  shifts: string;
}

export interface DriveDraft {
  distance: string;
  turn: string;
  contacts: ContactRow[];
  /** What its front hits; blank for nothing substantial. */
  crash: string;
}

/** The few facts of Aim, Ready, Recover, Enter and Start engine. */
export interface MiscDraft {
  inSight: boolean;
  task: 'draw' | 'reload' | 'clear-jam' | 'set-up';
  /** '' for the model's own stun. */
  ally: string;
  vehicle: string;
  seat: 'driver' | 'passenger';
  check: boolean;
  /** Recover an ally: bases touching; Enter: touching one of its doors (HST-ACT-8, HST-VEH-1). */
  baseContact: boolean;
}

export interface OrderDraft {
  readonly type: 'act' | 'react' | 'other';
  /** The action's kind for an act command. */
  readonly action: skirmish.ActionKind | null;
  step: StepDraft | null;
  react: ReactDraft | null;
  shot: ShotDraft | null;
  move: MoveDraft | null;
  throw: ThrowDraft | null;
  use: UseDraft | null;
  drive: DriveDraft | null;
  misc: MiscDraft | null;
  strike: StrikeDraft | null;
  /** Heist cards played with the action before its roll (HST-PRESS-5): their instance ids. */
  cards: string[];
  /** Pause after the dice to choose the Hail Mary allocation when nobody reacts (HST-SHOOT-7). */
  review: boolean;
  /** What a model says (the free action Speak, HST-ACT-12); null for any other command. */
  words: string | null;
  /** Carried one-use bonuses spent on an action (BRG-D-17): +1s on its skill check, shifts on its shot. */
  carried: CarriedDraft;
}

/** BRG-D-17: the carried bonuses an action spends, as typed. */
export interface CarriedDraft {
  checks: string;
  shifts: string;
  /** Lean Onto an own Loyalty the GM rules relevant: +1 on the check (COT-SOC-4). */
  lean: boolean;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

function reportedCover(state: skirmish.SkirmishState, target: skirmish.TargetRef): skirmish.CoverHeight {
  return target.kind === 'model' ? (state.models[target.model]?.cover ?? 'none') : 'none';
}

/** A shot's fields from its order. */
export function shotDraft(state: skirmish.SkirmishState, order: ShotOrder): ShotDraft {
  const facts = order.facts ?? {};
  let key = 0;
  return {
    target: order.target,
    objectName: order.target.kind === 'object' ? order.target.name : '',
    aimed: order.aimed,
    intense: order.intense,
    crossfire: order.crossfire,
    range: String(order.range),
    classBy: facts.class ?? 'facts',
    cover: facts.cover ?? reportedCover(state, order.target),
    flanked: facts.flanked ?? false,
    seesLineStart: facts.seesLineStart ?? true,
    level: skirmish.levelOf(facts),
    aimsAtLowerLevel: facts.aimsAtLowerLevel ?? false,
    dark: text(order.visibility?.dark),
    weather: text(order.visibility?.weather),
    smoke: text(order.visibility?.smoke),
    obstructions: (order.obstructions ?? []).map((o) => ({
      key: key++,
      kind: o.kind,
      model: o.kind === 'model' ? o.model : '',
      name: o.kind === 'object' ? o.name : '',
      low: o.low ?? false,
      destructible: o.kind === 'object' ? o.destructible : true,
      classBy: o.class ?? 'own',
    })),
    collateral: (order.collateral ?? []).map((c) => ({
      key: key++,
      kind: c.kind,
      model: c.kind === 'model' ? c.model : '',
      name: c.kind === 'object' ? c.name : '',
      classBy: c.class ?? 'own',
    })),
    clearLane: order.clearLane ?? true,
    board: null,
  };
}

function stepDraft(command: ActCommand): StepDraft {
  return {
    when: command.step?.when ?? 'none',
    distance: command.step ? String(command.step.distance) : '',
    coverAfter: command.cover ?? 'unchanged',
  };
}

function moveDraft(action: Extract<Action, { kind: 'move' }>): MoveDraft {
  const end: MoveEnd = action.snapTo ? `snap-${action.snapTo}` : (action.cover ?? 'none');
  return {
    distance: String(action.distance),
    clearShift: text(action.clearShift),
    end,
    crossing: action.crossing?.obstacle ?? 'none',
    inContactAtStart: action.crossing?.inContactAtStart ?? true,
    throughModels: action.throughModels ?? false,
    teargas: action.teargas ?? 'none',
  };
}

function throwDraft(order: skirmish.ThrowOrder): ThrowDraft {
  return {
    item: order.item,
    name: order.name ?? '',
    reloadOf: order.reloadOf ?? null,
    distance: String(order.distance),
    lob: order.lob,
    chokePoints: String(order.chokePoints),
    obstacles: String(order.obstacles),
    inAimZone: order.inAimZone,
    blastReach: [...order.blastReach],
  };
}

function useDraft(use: skirmish.UseOrder): UseDraft {
  const blank = { label: '', check: false, to: '', item: '', model: '', baseContact: true };
  if (use.what === 'interact') return { ...blank, what: use.what, label: use.label, check: use.check };
  if (use.what === 'pick-up') return { ...blank, what: use.what, item: use.item };
  if (use.what === 'wake' || use.what === 'kill')
    return { ...blank, what: use.what, model: use.model, baseContact: use.baseContact };
  const item = 'grenade' in use.item ? `grenade:${use.item.grenade}` : `reload:${use.item.reloadOf}`;
  return { ...blank, what: use.what, to: use.to, item, baseContact: use.baseContact };
}

function strikeDraft(order: skirmish.StrikeOrder): StrikeDraft {
  return {
    target: order.target,
    distance: String(order.distance),
    restrain: order.restrain,
    shifts: String(order.shifts ?? 0),
  };
}

function miscDraft(action: Action): MiscDraft {
  return {
    inSight: action.kind === 'aim' ? (action.inSight ?? true) : true,
    task: action.kind === 'ready' ? action.task : 'draw',
    ally: action.kind === 'recover' ? (action.ally ?? '') : '',
    vehicle: action.kind === 'enter' ? action.vehicle : '',
    seat: action.kind === 'enter' ? action.seat : 'driver',
    check: action.kind === 'start-engine' ? (action.check ?? false) : false,
    baseContact: action.kind === 'recover' || action.kind === 'enter' ? (action.baseContact ?? false) : false,
  };
}

function driveDraft(action: Extract<Action, { kind: 'drive' }>): DriveDraft {
  return {
    distance: String(action.distance),
    turn: String(action.turn),
    contacts: (action.contacts ?? []).map((c, key) => ({
      key,
      model: c.model,
      noWayOut: c.noWayOut ?? false,
    })),
    crash: action.crash ?? '',
  };
}

const empty = {
  step: null,
  react: null,
  shot: null,
  move: null,
  throw: null,
  use: null,
  drive: null,
  misc: null,
  strike: null,
  cards: [],
  review: false,
  words: null,
  carried: { checks: '0', shifts: '0', lean: false },
};

const miscKinds: readonly skirmish.ActionKind[] = ['aim', 'ready', 'recover', 'enter', 'start-engine'];

function actDraft(state: skirmish.SkirmishState, command: ActCommand): OrderDraft {
  const a = command.action;
  return {
    ...empty,
    type: 'act',
    action: a.kind,
    step: a.kind === 'move' ? null : stepDraft(command),
    shot: a.kind === 'shoot' ? shotDraft(state, a.shot) : null,
    move: a.kind === 'move' ? moveDraft(a) : null,
    throw: a.kind === 'throw' ? throwDraft(a.throw) : null,
    use: a.kind === 'use' ? useDraft(a.use) : null,
    drive: a.kind === 'drive' ? driveDraft(a) : null,
    misc: miscKinds.includes(a.kind) ? miscDraft(a) : null,
    strike: a.kind === 'strike' ? strikeDraft(a.strike) : null,
    cards: [...(command.cards ?? [])],
    review: command.review ?? false,
    carried: {
      checks: String(command.checks ?? 0),
      shifts: String(a.kind === 'shoot' ? (a.shot.shifts ?? 0) : 0),
      lean: command.lean === true,
    },
  };
}

/** The shot a reaction would fire back at the acting model, when the chosen option fires none. */
function returnFire(state: skirmish.SkirmishState, command: ReactCommand): ShotOrder {
  if (command.shot) return command.shot;
  const actor = state.window?.actor ?? '';
  return {
    target: { kind: 'model', model: actor },
    aimed: false,
    intense: false,
    crossfire: false,
    range: 10,
  };
}

function reactDraft(state: skirmish.SkirmishState, command: ReactCommand): OrderDraft {
  return {
    ...empty,
    type: 'react',
    action: null,
    react: {
      trigger: command.trigger,
      shoots: command.shot !== null,
      takeCover: command.takeCover === null ? 'none' : command.takeCover === 1 ? '1' : '2',
      holdFire: command.holdFire ?? false,
    },
    shot: shotDraft(state, returnFire(state, command)),
  };
}

/** The dialog's fields for a ready-made command (any other command has none: it is sent as it is). */
export function draftOf(state: skirmish.SkirmishState, command: Command): OrderDraft {
  if (command.type === 'skirmish/act') return actDraft(state, command);
  if (command.type === 'skirmish/react') return reactDraft(state, command);
  const words =
    command.type === 'skirmish/free-action' && command.kind === 'speak' ? (command.words ?? '') : null;
  return { ...empty, type: 'other', action: null, words };
}

/** A key for a new row, unused by `rows`. */
export function nextKey(rows: readonly { readonly key: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.key + 1), 0);
}
