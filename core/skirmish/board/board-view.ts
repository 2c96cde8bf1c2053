/**
 * What the board draws (issue 20), built in one pure pass a redraw can afford: the table, each token with its
 * state, each drawn piece, the aim zones, and — for a selected shooter — its range, sight and class against each
 * model it may shoot, and the chosen shot's ray and cover piece. Only the selected shooter's shots are read (one
 * row of the pairs, never all of them), on one geometry layout shared by every call (`boardOf` reads it once).
 */
import { inHand } from '../actions/access.ts';
import { targetClassLabels } from '../shots/target-class.ts';
import type { TargetClass } from '../shots/target-class.ts';
import type { ModelId, ModelState, SkirmishState } from '../types.ts';
import { weaponRowOf } from '../views/board-table.ts';
import { moveLimit } from './board-commands.ts';
import type { MoveLimit } from './board-commands.ts';
import { EPS, add, distance, scale, sub } from './geometry.ts';
import { lineOfSight, range } from './sight.ts';
import { shotFacts } from './shot-facts.ts';
import { targetClass } from './target-class.ts';
import type { ShotFacts } from './shot-facts.ts';
import type { BoardClassFacts } from './target-class.ts';
import type { BoardLayout, BoardState, Point } from './types.ts';

/** HST-AIM-2: the aim zone reaches 3" round the aim point, and a 1"-wide strip runs through it to the edge. */
export const AIM_RADIUS = 3;

export interface BoardSelection {
  /** The model whose shots are read (the GM's pick). */
  readonly shooter?: ModelId | null;
  /** The model it would shoot at. */
  readonly target?: ModelId | null;
}

/** A shooter's reading of one target, as its token shows it. */
export interface TokenShot {
  readonly range: number;
  readonly clear: boolean;
  readonly class: TargetClass;
  readonly tn: number;
  /** "in cover, TN 10, 6.5 in" or "no line of sight". */
  readonly words: string;
}

export interface TokenView {
  readonly id: ModelId;
  readonly name: string;
  readonly side: string;
  /** The side's place in the scenario (0, 1…): its colour. */
  readonly sideIndex: number;
  readonly at: Point;
  readonly radius: number;
  readonly level: number;
  readonly stunned: boolean;
  readonly wounded: boolean;
  readonly aiming: boolean;
  readonly cover: 'none' | 'low' | 'high';
  /** "SMG, ammo counters 2 of 5" for the weapon in hand; null when it holds none. */
  readonly ammo: string | null;
  /** The selected shooter, or a model it may shoot. */
  readonly role: 'shooter' | 'target' | null;
  /** The selected shooter's reading of this token (an enemy of the shooter); null otherwise. */
  readonly shot: TokenShot | null;
  /** Everything above in one sentence, for the token's aria-label. */
  readonly label: string;
}

export interface PieceView {
  readonly id: string;
  readonly name: string;
  readonly kind: 'terrain' | 'door' | 'exit';
  /** Its corners in order; `closed` for an area's outline. */
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** `low-cover`, `high-cover`, `low-obstruction`, `obstruction`, `door-open`, `door-shut`, `exit`. */
  readonly look: string;
  readonly thickness: number;
  readonly level: number;
  /** The piece the selected shot's target has cover behind. */
  readonly covering: boolean;
  /** On the selected shot's line of fire, taking dice. */
  readonly obstructing: boolean;
  /** "Reception desk: low cover". */
  readonly label: string;
}

export interface AimZoneView {
  readonly model: ModelId;
  readonly at: Point;
  readonly radius: number;
  /** HST-AIM-2's strip: from the model through the marker to the table's edge. */
  readonly strip: { readonly from: Point; readonly to: Point; readonly width: number };
}

export interface SelectedShot {
  readonly shooter: ModelId;
  readonly target: ModelId;
  readonly facts: ShotFacts;
  /** The ray drawn: from the shooter's sight point to the target's, on to the table's edge. */
  readonly ray: { readonly from: Point; readonly to: Point; readonly end: Point };
  /** The cover's face the line crosses, when in cover. */
  readonly face: { readonly from: Point; readonly to: Point } | null;
  /** In plain words: range, sight, cover, class (rule IDs kept apart in `rules`). */
  readonly words: readonly string[];
  readonly rules: readonly string[];
}

export interface BoardView {
  readonly width: number;
  readonly height: number;
  readonly bw: number;
  readonly tokens: readonly TokenView[];
  readonly pieces: readonly PieceView[];
  readonly aims: readonly AimZoneView[];
  /** Models on the table not yet placed on the board, to be placed. */
  readonly unplaced: readonly { readonly id: ModelId; readonly name: string }[];
  readonly shot: SelectedShot | null;
  /** The selected shooter's Move limit (HST-MOVE-1), for the drag's measure. */
  readonly limit: MoveLimit | null;
}

const tenth = (inches: number): number => Math.round(inches * 10) / 10;

/** The rule IDs in a sentence, taken out to a list: "In the open (HST-COVER-2)" → "In the open". */
const ruleIds = /\s*\(((?:[A-Z]{2,5}-[A-Z0-9-]+(?:, )?)+)\)/g;
export function splitRules(sentence: string): { readonly words: string; readonly rules: readonly string[] } {
  const rules: string[] = [];
  const words = sentence.replace(ruleIds, (_all, ids: string) => {
    rules.push(...ids.split(', '));
    return '';
  });
  return { words, rules };
}

/** One geometry layout per board and set of models on the table, so every shot in a redraw shares it. */
const layouts = new WeakMap<BoardState, { readonly key: string; readonly layout: BoardLayout }>();

/** The board as the geometry reads it: only the models on the table (the dead and the reserves are not there). */
export function geometryOf(state: SkirmishState, board: BoardState): BoardLayout {
  const standing = board.models.filter((m) => state.models[m.id]?.presence.kind === 'table');
  const key = standing.map((m) => m.id).join('\u0000');
  const known = layouts.get(board);
  if (known && known.key === key) return known.layout;
  const layout: BoardLayout =
    standing.length === board.models.length ? board : { ...board, models: standing };
  layouts.set(board, { key, layout });
  return layout;
}

const hostile = (state: SkirmishState, a: ModelState, b: ModelState): boolean =>
  a.side !== b.side &&
  !(state.scenario.bridge?.allies ?? []).some(
    ([x, y]) => (x === a.side && y === b.side) || (x === b.side && y === a.side),
  );

/** What the board knows of the target that the class rule needs: its aim marker while it aims (HST-COVER-6). */
function classFacts(state: SkirmishState, board: BoardState, target: ModelState): BoardClassFacts {
  const aim = target.aiming ? board.aims.find((a) => a.model === target.id) : undefined;
  return aim ? { aim: { at: aim.at } } : {};
}

/**
 * A token's reading from the selected shooter: range, sight and class only (HST-MEAS-2, HST-COVER-1..8); the line
 * of fire, the costly part of a shot's facts, is read for the selected target alone.
 */
function tokenShot(
  layout: BoardLayout,
  shooter: ModelId,
  target: ModelId,
  facts: BoardClassFacts,
): TokenShot {
  const inches = range(layout, shooter, target);
  const clear = lineOfSight(layout, shooter, target).clear;
  const cls = targetClass(layout, shooter, target, facts);
  const label = targetClassLabels[cls.class];
  const words = `${tenth(inches)} in`;
  return {
    range: tenth(inches),
    clear,
    class: cls.class,
    tn: cls.tn,
    words: clear ? `${label}, TN ${cls.tn}, ${words}` : `no line of sight, ${words}`,
  };
}

function shotOfFacts(facts: ShotFacts): TokenShot {
  const cls = facts.class;
  const words = `${tenth(facts.range)} in`;
  return {
    range: facts.order.range,
    clear: facts.lineOfSight.clear,
    class: cls.class,
    tn: cls.tn,
    words: facts.lineOfSight.clear
      ? `${targetClassLabels[cls.class]}, TN ${cls.tn}, ${words}`
      : `no line of sight, ${words}`,
  };
}

function ammoOf(model: ModelState): string | null {
  const held = inHand(model);
  if (!held) return null;
  const row = weaponRowOf(held.weapon);
  const state = row.state === 'ready' ? '' : `, ${row.state}`;
  return `${row.name}, ammo counters ${row.counters} of ${row.capacity}${state}`;
}

function tokenLabel(t: Omit<TokenView, 'label'>, side: string): string {
  const states = [
    t.stunned ? 'stunned' : '',
    t.wounded ? 'wounded' : '',
    t.aiming ? 'aiming' : '',
    t.cover === 'none' ? '' : `in ${t.cover} cover`,
  ].filter(Boolean);
  return [
    `${t.name} (${side})`,
    `at ${tenth(t.at.x)}, ${tenth(t.at.y)} in${t.level !== 0 ? ` on level ${t.level}` : ''}`,
    states.length > 0 ? states.join(', ') : 'unhurt',
    t.ammo ?? 'nothing in hand',
    t.role === 'shooter' ? 'selected shooter' : '',
    t.shot ? `from the shooter: ${t.shot.words}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function pieceViews(board: BoardState, shot: ShotFacts | null): PieceView[] {
  const covering = shot?.cover.kind === 'cover' ? shot.cover.piece : null;
  const obstructing = new Set(
    (shot?.lineOfFire.obstructions ?? []).filter((o) => o.kind === 'object' && o.counts).map((o) => o.id),
  );
  const terrain = board.terrain.map((t): PieceView => {
    const look =
      t.role === 'cover' ? `${t.height}-cover` : t.height === 'low' ? 'low-obstruction' : 'obstruction';
    const what =
      t.role === 'cover' ? `${t.height} cover` : t.height === 'low' ? 'low obstruction' : 'obstruction';
    return {
      id: t.id,
      name: t.name,
      kind: 'terrain',
      points: t.shape.kind === 'segment' ? [t.shape.from, t.shape.to] : t.shape.corners,
      closed: t.shape.kind === 'area',
      look,
      thickness: t.thickness ?? 0,
      level: t.level ?? 0,
      covering: covering === t.id,
      obstructing: obstructing.has(t.id),
      label: `${t.name}: ${what}${t.destructible ? ', destructible' : ''}${t.level ? `, on level ${t.level}` : ''}`,
    };
  });
  const doors = board.doors.map((d): PieceView => ({
    id: d.id,
    name: d.name,
    kind: 'door',
    points: [d.from, d.to],
    closed: false,
    look: d.open ? 'door-open' : 'door-shut',
    thickness: 0,
    level: d.level ?? 0,
    covering: covering === d.id,
    obstructing: false,
    label: `${d.name}: door, ${d.open ? 'open' : 'shut'}`,
  }));
  const exits = board.exits.map((e): PieceView => ({
    id: e.id,
    name: e.name,
    kind: 'exit',
    points: [e.from, e.to],
    closed: false,
    look: 'exit',
    thickness: 0,
    level: e.level ?? 0,
    covering: false,
    obstructing: false,
    label: `${e.name}: exit`,
  }));
  return [...terrain, ...doors, ...exits];
}

/** Where a ray from `from` through `through` leaves the table. */
function toEdge(board: BoardState, from: Point, through: Point): Point {
  const d = sub(through, from);
  const len = Math.hypot(d.x, d.y);
  if (len < EPS) return through;
  const u = scale(d, 1 / len);
  const reach = [
    u.x > EPS ? (board.width - from.x) / u.x : u.x < -EPS ? -from.x / u.x : Infinity,
    u.y > EPS ? (board.height - from.y) / u.y : u.y < -EPS ? -from.y / u.y : Infinity,
  ];
  return add(from, scale(u, Math.max(len, Math.min(...reach))));
}

function selectedShot(
  state: SkirmishState,
  layout: BoardLayout,
  board: BoardState,
  shooter: ModelId,
  target: ModelId,
): SelectedShot {
  const facts = shotFacts(layout, shooter, target, classFacts(state, board, state.models[target]!));
  const cover = splitRules(facts.cover.reason);
  const cls = splitRules(facts.class.reason);
  // the class's reason repeats the cover's when the cover decides it: said once
  const classWords = cls.words.replace(`. ${cover.words}`, '');
  const parts = [
    splitRules(`Range ${tenth(facts.range)} in (HST-MEAS-2)`),
    splitRules(facts.lineOfSight.reason),
    cover,
    { words: `Target: ${classWords}`, rules: cls.rules },
  ];
  const counted = facts.lineOfFire.obstructions.filter((o) => o.counts);
  if (counted.length > 0)
    parts.push(splitRules(`In the way: ${counted.map((o) => o.name).join(', ')} (HST-LOF-3)`));
  return {
    shooter,
    target,
    facts,
    ray: { from: facts.lineOfFire.from, to: facts.lineOfFire.to, end: facts.lineOfFire.end },
    face: facts.cover.kind === 'cover' ? facts.cover.face : null,
    words: [...new Set(parts.map((p) => p.words))],
    rules: [...new Set(parts.flatMap((p) => p.rules))],
  };
}

/**
 * The board's picture for a redraw: tokens, pieces, aim zones, the unplaced models and, for a selected shooter,
 * its reading of every enemy token (one `shotFacts` each) and of the selected target. Null for a fight without a
 * board. A selection naming a model not on the board is ignored.
 */
export function boardView(state: SkirmishState, selection: BoardSelection = {}): BoardView | null {
  const board = state.board;
  if (!board) return null;
  const layout = geometryOf(state, board);
  const placed = new Set(layout.models.map((m) => m.id));
  const shooterId = selection.shooter && placed.has(selection.shooter) ? selection.shooter : null;
  const shooter = shooterId ? state.models[shooterId]! : null;
  const targetId =
    shooter && selection.target && selection.target !== shooterId && placed.has(selection.target)
      ? selection.target
      : null;
  const shot = shooterId && targetId ? selectedShot(state, layout, board, shooterId, targetId) : null;
  const sides = state.scenario.sides.map((s) => s.id);
  const bw = board.bw ?? 1;
  const tokens = layout.models.map((m): TokenView => {
    const model = state.models[m.id]!;
    const enemy = shooter !== null && hostile(state, shooter, model);
    const reading =
      shot && shot.target === m.id
        ? shotOfFacts(shot.facts)
        : enemy
          ? tokenShot(layout, shooterId!, m.id, classFacts(state, board, model))
          : null;
    const token = {
      id: m.id,
      name: model.name,
      side: model.side,
      sideIndex: Math.max(0, sides.indexOf(model.side)),
      at: m.at,
      radius: (m.base ?? bw) / 2,
      level: m.level ?? 0,
      stunned: model.stunned,
      wounded: model.wounded,
      aiming: model.aiming,
      cover: model.cover,
      ammo: ammoOf(model),
      role: m.id === shooterId ? ('shooter' as const) : enemy ? ('target' as const) : null,
      shot: reading,
    };
    const sideName = state.scenario.sides.find((s) => s.id === model.side)?.name ?? model.side;
    return { ...token, label: tokenLabel(token, sideName) };
  });
  const aims = board.aims.flatMap((a): AimZoneView[] => {
    const model = state.models[a.model];
    const from = layout.models.find((m) => m.id === a.model)?.at;
    if (!model?.aiming || !from) return [];
    return [
      {
        model: a.model,
        at: a.at,
        radius: AIM_RADIUS,
        strip: { from, to: toEdge(board, from, a.at), width: 1 },
      },
    ];
  });
  const unplaced = Object.values(state.models)
    .filter((m) => m.presence.kind === 'table' && !placed.has(m.id))
    .map((m) => ({ id: m.id, name: m.name }));
  return {
    width: board.width,
    height: board.height,
    bw,
    tokens,
    pieces: pieceViews(board, shot?.facts ?? null),
    aims,
    unplaced,
    shot,
    limit: shooter ? moveLimit(state, shooter) : null,
  };
}

/** The distance a drag has taken a token so far, as the board shows it against the Move's limit. */
export function dragMeasure(
  state: SkirmishState,
  model: ModelId,
  to: Point,
): {
  readonly inches: number;
  readonly limit: MoveLimit;
  readonly within: 'move' | 'stretch' | 'beyond';
} | null {
  const from = state.board?.models.find((m) => m.id === model)?.at;
  const m = state.models[model];
  if (!from || !m) return null;
  const inches = tenth(distance(from, to));
  const limit = moveLimit(state, m);
  const within =
    inches <= limit.inches + 1e-9 ? 'move' : inches <= limit.stretch + 1e-9 ? 'stretch' : 'beyond';
  return { inches, limit, within };
}

/**
 * The board's reading of a shot for the order dialog to pre-fill (issue 20): the shoot order's range, class facts,
 * obstructions and collateral, with the reasons in plain words. Null when the shooter or the target is not on the
 * board (the dialog keeps its own defaults).
 */
export function boardShotOrder(
  state: SkirmishState,
  shooter: ModelId,
  target: ModelId,
): {
  readonly order: ShotFacts['order'];
  readonly words: readonly string[];
  readonly rules: readonly string[];
} | null {
  const board = state.board;
  if (!board || shooter === target) return null;
  const layout = geometryOf(state, board);
  if (!layout.models.some((m) => m.id === shooter) || !layout.models.some((m) => m.id === target))
    return null;
  const shot = selectedShot(state, layout, board, shooter, target);
  return { order: shot.facts.order, words: shot.words, rules: shot.rules };
}
