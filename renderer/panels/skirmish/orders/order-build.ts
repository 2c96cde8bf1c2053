import { skirmish } from '../../../../core/index.ts';
import type {
  DriveDraft,
  MiscDraft,
  MoveDraft,
  OrderDraft,
  ShotDraft,
  StepDraft,
  StrikeDraft,
  ThrowDraft,
  UseDraft,
} from './order-draft.ts';

/**
 * The edited command from the dialog's fields, or the problems that stop it, each naming its field in the
 * dialog's words. Only the form's own limits are checked here (a number that is a number, in the bounds the
 * command schema accepts, a name where one is needed); whether the rules allow the order is core's
 * `judgeCommand`.
 */

type Command = skirmish.SkirmishCommand;
type ActCommand = Extract<Command, { type: 'skirmish/act' }>;
type ReactCommand = Extract<Command, { type: 'skirmish/react' }>;
type Action = skirmish.Action;

/** A field that stops the command, with what is wrong in words. */
export interface FieldProblem {
  /** The field's id in the form: 'range', 'step', 'obstruction-2', … */
  readonly field: string;
  readonly message: string;
}

export type BuiltOrder =
  | { readonly ok: true; readonly command: Command }
  | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/** Bounds of the command schema, as core's order form gives them. */
const { inchesMax, actionInchesMax, shiftInchesMax, pathCountMax, turnDegreesMax, textMax, strikeShiftsMax } =
  skirmish.orderLimits;

interface NumberSpec {
  readonly field: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly whole?: boolean;
}

const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Collects problems while the command is built. */
class Reader {
  readonly problems: FieldProblem[] = [];

  /** A number typed in a field; NaN (with a problem) when it is not one in bounds. */
  number(raw: string, spec: NumberSpec): number {
    const trimmed = raw.trim();
    const value = numberPattern.test(trimmed) ? Number(trimmed) : Number.NaN;
    const kind = spec.whole ? 'a whole number' : 'a number';
    if (trimmed === '')
      return this.fail(spec.field, `${spec.label}: enter ${kind} from ${spec.min} to ${spec.max}`);
    if (!Number.isFinite(value)) return this.fail(spec.field, `${spec.label}: "${trimmed}" is not a number`);
    if (value < spec.min || value > spec.max || (spec.whole && !Number.isInteger(value))) {
      return this.fail(
        spec.field,
        `${spec.label} must be ${kind} from ${spec.min} to ${spec.max} (got ${trimmed})`,
      );
    }
    return value;
  }

  /** As `number`, but a blank field means "not given". */
  optional(raw: string, spec: NumberSpec): number | undefined {
    return raw.trim() === '' ? undefined : this.number(raw, spec);
  }

  /** Text that must be given, within the schema's length. */
  text(raw: string, field: string, what: string): string {
    const value = raw.trim();
    if (value === '') this.fail(field, `${what}: enter a name`);
    else if (value.length > textMax) this.fail(field, `${what}: at most ${textMax} characters`);
    return value;
  }

  choice(value: string, field: string, what: string): string {
    if (value === '') this.fail(field, `${what}: choose one`);
    return value;
  }

  fail(field: string, message: string): number {
    this.problems.push({ field, message });
    return Number.NaN;
  }
}

const inches = (field: string, label: string): NumberSpec => ({ field, label, min: 0, max: inchesMax });

/** The class facts a shot's fields state, or undefined when they state none. */
export function shotClassFacts(
  state: skirmish.SkirmishState,
  shot: ShotDraft,
): skirmish.ClassFactsInput | undefined {
  if (shot.classBy !== 'facts') return { class: shot.classBy };
  if (shot.target.kind !== 'model') return undefined;
  const reported = state.models[shot.target.model]?.cover ?? 'none';
  const facts: skirmish.ClassFactsInput = {
    ...(shot.cover !== reported ? { cover: shot.cover } : {}),
    ...(shot.flanked ? { flanked: true } : {}),
    ...(shot.seesLineStart ? {} : { seesLineStart: false }),
    ...skirmish.levelFactsOf(shot.level, shot.aimsAtLowerLevel),
  };
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** The players' own class for a row, when they gave one. */
const rowClass = (row: { classBy: 'own' | skirmish.TargetClass }) =>
  row.classBy === 'own' ? {} : { class: row.classBy };

function obstructions(read: Reader, shot: ShotDraft): skirmish.ObstructionFact[] {
  return shot.obstructions.map((row, i) => {
    const extra = { ...(row.low ? { low: true } : {}), ...rowClass(row) };
    if (row.kind === 'model') {
      return {
        kind: 'model',
        model: read.choice(row.model, `obstruction-${row.key}`, `Obstruction ${i + 1}`),
        ...extra,
      };
    }
    const name = read.text(row.name, `obstruction-${row.key}`, `Obstruction ${i + 1}`);
    return { kind: 'object', name, destructible: row.destructible, ...extra };
  });
}

function collateral(read: Reader, shot: ShotDraft): skirmish.CollateralFact[] {
  return shot.collateral.map((row, i) => {
    const field = `collateral-${row.key}`;
    return row.kind === 'model'
      ? {
          kind: 'model',
          model: read.choice(row.model, field, `Behind the target ${i + 1}`),
          ...rowClass(row),
        }
      : { kind: 'object', name: read.text(row.name, field, `Behind the target ${i + 1}`), ...rowClass(row) };
  });
}

/** The target: fixed by the option, but a piece of scenery is named by the GM. */
function targetOf(read: Reader, shot: ShotDraft): skirmish.TargetRef {
  if (shot.target.kind !== 'object') return shot.target;
  return { kind: 'object', name: read.text(shot.objectName, 'target-name', 'What is shot at') };
}

/** The shot order the fields describe. */
function shotOrder(state: skirmish.SkirmishState, read: Reader, shot: ShotDraft): skirmish.ShotOrder {
  const range = read.number(shot.range, inches('range', 'Range (inches)'));
  const dark = read.optional(shot.dark, inches('dark', 'Darkness on the line (inches)'));
  const weather = read.optional(shot.weather, inches('weather', 'Weather on the line (inches)'));
  const smoke = read.optional(shot.smoke, inches('smoke', 'Smoke on the line (inches)'));
  const visibility = {
    ...(dark === undefined ? {} : { dark }),
    ...(weather === undefined ? {} : { weather }),
    ...(smoke === undefined ? {} : { smoke }),
  };
  const facts = shotClassFacts(state, shot);
  const blocking = obstructions(read, shot);
  const behind = collateral(read, shot);
  return {
    target: targetOf(read, shot),
    aimed: shot.aimed,
    intense: shot.intense,
    crossfire: shot.crossfire,
    range,
    ...(facts ? { facts } : {}),
    ...(Object.keys(visibility).length > 0 ? { visibility } : {}),
    ...(blocking.length > 0 ? { obstructions: blocking } : {}),
    ...(behind.length > 0 ? { collateral: behind } : {}),
    ...(shot.target.kind === 'vehicle' && !shot.clearLane ? { clearLane: false } : {}),
  };
}

function moveAction(read: Reader, move: MoveDraft): Action {
  const distance = read.number(move.distance, {
    field: 'distance',
    label: 'Distance (inches)',
    min: 0,
    max: actionInchesMax,
  });
  const clearShift = read.optional(move.clearShift, {
    field: 'clear-shift',
    label: 'Shift to clear the obstacle (inches)',
    min: 0,
    max: shiftInchesMax,
  });
  const end = move.end.startsWith('snap-')
    ? { snapTo: move.end === 'snap-low' ? ('low' as const) : ('high' as const) }
    : move.end === 'none'
      ? {}
      : { cover: move.end as skirmish.CoverHeight };
  return {
    kind: 'move',
    distance,
    ...(clearShift === undefined ? {} : { clearShift }),
    ...end,
    ...(move.teargas === 'none' ? {} : { teargas: move.teargas }),
    ...(move.crossing === 'none'
      ? {}
      : { crossing: { obstacle: move.crossing, inContactAtStart: move.inContactAtStart } }),
    ...(move.throughModels ? { throughModels: true } : {}),
  };
}

function throwAction(read: Reader, draft: ThrowDraft): Action {
  const count = (raw: string, field: string, label: string) =>
    read.number(raw, { field, label, min: 0, max: pathCountMax, whole: true });
  const name = draft.item === 'object' ? read.text(draft.name, 'throw-name', 'What is thrown') : undefined;
  return {
    kind: 'throw',
    throw: {
      item: draft.item,
      ...(name === undefined ? {} : { name }),
      ...(draft.item === 'object' && draft.reloadOf ? { reloadOf: draft.reloadOf } : {}),
      distance: read.number(draft.distance, {
        field: 'distance',
        label: 'Distance (inches)',
        min: 0,
        max: actionInchesMax,
      }),
      lob: draft.lob,
      chokePoints: count(draft.chokePoints, 'choke-points', 'Choke points'),
      obstacles: count(draft.obstacles, 'obstacles', 'Obstacles'),
      inAimZone: draft.inAimZone,
      blastReach: [...draft.blastReach],
    },
  };
}

function useAction(read: Reader, use: UseDraft): Action {
  if (use.what === 'interact')
    return {
      kind: 'use',
      use: { what: 'interact', label: read.text(use.label, 'use-label', 'What is used'), check: use.check },
    };
  if (use.what === 'pick-up')
    return { kind: 'use', use: { what: 'pick-up', item: read.choice(use.item, 'use-item', 'Item') } };
  if (use.what === 'wake' || use.what === 'kill') {
    const model = read.choice(use.model, 'use-model', use.what === 'wake' ? 'Who is woken' : 'Who is killed');
    return { kind: 'use', use: { what: use.what, model, baseContact: use.baseContact } };
  }
  const [sort, value] = use.item.split(':') as [string, string];
  const item =
    sort === 'grenade'
      ? { grenade: value as skirmish.GrenadeKind }
      : { reloadOf: value as skirmish.WeaponSlot };
  return {
    kind: 'use',
    use: { what: 'hand', to: read.choice(use.to, 'use-to', 'To whom'), item, baseContact: use.baseContact },
  };
}

function strikeAction(read: Reader, strike: StrikeDraft): Action {
  const distance = read.number(strike.distance, {
    field: 'strike-distance',
    label: 'Distance between the bases (inches)',
    min: 0,
    max: actionInchesMax,
  });
  const shifts = read.number(strike.shifts, {
    field: 'strike-shifts',
    label: 'Carried shifts spent',
    min: 0,
    max: strikeShiftsMax,
    whole: true,
  });
  return {
    kind: 'strike',
    strike: {
      target: strike.target,
      distance,
      restrain: strike.restrain,
      ...(shifts > 0 ? { shifts } : {}),
    },
  };
}

function driveAction(read: Reader, drive: DriveDraft): Action {
  const crash = drive.crash.trim();
  if (crash.length > textMax) read.fail('crash', `What it crashes into: at most ${textMax} characters`);
  return {
    kind: 'drive',
    distance: read.number(drive.distance, {
      field: 'distance',
      label: 'Distance (inches)',
      min: 0,
      max: actionInchesMax,
    }),
    turn: read.number(drive.turn, { field: 'turn', label: 'Turn (degrees)', min: 0, max: turnDegreesMax }),
    ...(drive.contacts.length > 0
      ? {
          contacts: drive.contacts.map((c, i) => ({
            model: read.choice(c.model, `contact-${c.key}`, `Model in the path ${i + 1}`),
            ...(c.noWayOut ? { noWayOut: true } : {}),
          })),
        }
      : {}),
    ...(crash === '' ? {} : { crash }),
  };
}

function miscAction(read: Reader, kind: skirmish.ActionKind, misc: MiscDraft): Action {
  switch (kind) {
    case 'aim':
      return misc.inSight ? { kind: 'aim' } : { kind: 'aim', inSight: false };
    case 'ready':
      return { kind: 'ready', task: misc.task };
    case 'recover':
      return misc.ally === ''
        ? { kind: 'recover' }
        : { kind: 'recover', ally: misc.ally, baseContact: misc.baseContact };
    case 'enter':
      return {
        kind: 'enter',
        vehicle: read.choice(misc.vehicle, 'vehicle', 'Vehicle'),
        seat: misc.seat,
        baseContact: misc.baseContact,
      };
    default:
      return misc.check ? { kind: 'start-engine', check: true } : { kind: 'start-engine' };
  }
}

function action(state: skirmish.SkirmishState, read: Reader, base: ActCommand, draft: OrderDraft): Action {
  if (draft.shot && base.action.kind === 'shoot')
    return { kind: 'shoot', shot: shotOrder(state, read, draft.shot) };
  if (draft.move) return moveAction(read, draft.move);
  if (draft.throw) return throwAction(read, draft.throw);
  if (draft.use) return useAction(read, draft.use);
  if (draft.drive) return driveAction(read, draft.drive);
  if (draft.strike) return strikeAction(read, draft.strike);
  if (draft.misc) return miscAction(read, base.action.kind, draft.misc);
  return base.action;
}

function stepPart(read: Reader, step: StepDraft | null): Pick<ActCommand, 'step' | 'cover'> {
  if (!step) return {};
  const cover = step.coverAfter === 'unchanged' ? {} : { cover: step.coverAfter };
  if (step.when === 'none') return cover;
  const distance = read.number(step.distance, {
    field: 'step',
    label: 'Step (inches)',
    min: 0,
    max: shiftInchesMax,
  });
  return { step: { distance, when: step.when }, ...cover };
}

function actCommand(
  state: skirmish.SkirmishState,
  read: Reader,
  base: ActCommand,
  draft: OrderDraft,
): ActCommand {
  const {
    step: _step,
    cover: _cover,
    action: _action,
    cards: _cards,
    review: _review,
    checks: _checks,
    lean: _lean,
    ...rest
  } = base;
  const field = skirmish.carriedField(state, base);
  const carried = (raw: string, id: string, label: string, max: number) =>
    max === 0 ? 0 : read.number(raw, { field: id, label, min: 0, max, whole: true });
  const checks = carried(draft.carried.checks, 'carried-checks', 'Carried +1s spent', field.checksMax);
  const shifts = carried(draft.carried.shifts, 'carried-shifts', 'Carried shifts spent', field.shiftsMax);
  const built = action(state, read, base, draft);
  return {
    ...rest,
    action: built.kind === 'shoot' && shifts > 0 ? { ...built, shot: { ...built.shot, shifts } } : built,
    ...stepPart(read, draft.step),
    ...(draft.cards.length > 0 ? { cards: [...draft.cards] } : {}),
    ...(draft.review ? { review: true } : {}),
    ...(checks > 0 ? { checks } : {}),
    ...(draft.carried.lean && field.lean ? { lean: true } : {}),
  };
}

function reactCommand(
  state: skirmish.SkirmishState,
  read: Reader,
  base: ReactCommand,
  draft: OrderDraft,
): ReactCommand {
  const react = draft.react!;
  const { holdFire: _holdFire, ...rest } = base;
  const shoots = react.shoots && draft.shot !== null;
  return {
    ...rest,
    trigger: react.trigger,
    shot: shoots ? shotOrder(state, read, draft.shot!) : null,
    takeCover: react.takeCover === 'none' ? null : react.takeCover === '1' ? 1 : 2,
    ...(react.holdFire && shoots ? { holdFire: true } : {}),
  };
}

/** The command the fields describe, or every problem with them. */
export function buildOrder(state: skirmish.SkirmishState, base: Command, draft: OrderDraft): BuiltOrder {
  const read = new Reader();
  let command: Command = base;
  if (base.type === 'skirmish/act' && draft.type === 'act') command = actCommand(state, read, base, draft);
  else if (base.type === 'skirmish/react' && draft.type === 'react')
    command = reactCommand(state, read, base, draft);
  else if (base.type === 'skirmish/free-action' && base.kind === 'speak' && draft.words !== null)
    command = { ...base, words: draft.words.trim().slice(0, textMax) };
  return read.problems.length > 0 ? { ok: false, problems: read.problems } : { ok: true, command };
}
