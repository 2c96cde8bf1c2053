import type { Skill } from '../cot/characters/index.ts';
import { formatPool, modifierWords } from '../dice/pool.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Rejection } from '../shared/result.ts';
import { prepareRoll } from './roll-request.ts';
import type { PreparedRoll, PreparedSide } from './roll-request.ts';
import { buildRequest, initialChoices } from './roll-view-choices.ts';
import type { FieldProblem, RollChoices, RollField } from './roll-view-choices.ts';
import { preparedOdds } from './roll-view-odds.ts';
import type { RollOdds } from './roll-view-odds.ts';
import type { Against, CampaignState, RollRequest } from './types.ts';

/**
 * The dice tray's rules (COT-DICE-2..8): from what the GM picked — who rolls or a typed pool, the skill, a
 * weapon, modifiers, Bolsters, Lean Onto, and against what — the `dice/roll` request to send and its exact odds,
 * or what is wrong, field by field. The odds come from the request's own `prepareRoll`, the function `dice/roll`
 * rolls with, so the tray shows the chance of the roll it sends. The panel only draws what this returns.
 */

export { defaultDifficulty, initialChoices, opposedChoice, readModifiers } from './roll-view-choices.ts';
export type { AgainstChoice, FieldProblem, RollChoices, RollField } from './roll-view-choices.ts';

/** A side of the roll as the tray shows it. */
export interface RollViewSide {
  readonly label: string;
  /** The sheet's skill pool or the typed pool, before modifiers. */
  readonly basePool: Pool;
  /** Every modifier with its source: the GM's, a weapon, Bolsters, Lean Onto, a wound. */
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  /** `pool_floor = auto_fail` and no die left: the side fails, or totals 0, without rolling (COT-D-1). */
  readonly autoFail: boolean;
}

/** A roll ready to send, with everything the tray shows about it. */
export interface ReadyRoll {
  readonly ok: true;
  /** The `dice/roll` request. */
  readonly request: RollRequest;
  readonly roller: RollViewSide;
  readonly against:
    | { readonly kind: 'fixed'; readonly difficulty: number; readonly label: string }
    | ({ readonly kind: 'opposed' } & RollViewSide);
  readonly odds: RollOdds;
  /** What the GM should know and the roll does not change (a skill outside its stages, COT-D-10). */
  readonly notes: readonly string[];
}

export type RollView = ReadyRoll | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/** The request the choices make and its odds, or every problem with them, each naming its field. */
export function rollView(state: CampaignState, choices: RollChoices): RollView {
  const built = buildRequest(state, choices);
  if (built.problems.length > 0 || !built.request) return { ok: false, problems: built.problems };
  const prepared = prepareRoll(state, built.request);
  if ('ok' in prepared) return { ok: false, problems: [rejectionProblem(prepared)] };
  return ready(state, built.request, prepared);
}

/**
 * The chance that a character's skill roll against the rules' default difficulty succeeds, with the Bolsters
 * they have waiting (COT-DICE-5): the number on a sheet's roll button. Null when they cannot roll it.
 */
export function skillOdds(state: CampaignState, roller: CharacterId, skill: Skill): number | null {
  const view = rollView(state, initialChoices(state, { roller, skill }));
  return view.ok ? view.odds.success : null;
}

// ── The request, prepared and judged ────────────────────────────────────────────────────────────────

/** Where each refusal of `prepareRoll` sits in the tray: the roller's field, or the opponent's. */
const refusalFields: Readonly<Record<string, readonly [RollField, RollField]>> = {
  'roll/dead-character': ['roller', 'opponent'],
  'character/unknown': ['roller', 'opponent'],
  'roll/self-opposed': ['opponent', 'opponent'],
  'roll/unknown-skill': ['skill', 'opponentSkill'],
  'roll/outside-stage': ['skill', 'opponentSkill'],
  'roll/two-pools': ['pool', 'opponentPool'],
  'roll/no-pool': ['pool', 'opponentPool'],
  'roll/bad-pool': ['pool', 'opponentPool'],
  'roll/bad-modifier': ['modifiers', 'opponentModifiers'],
  'roll/bad-bolsters': ['bolsters', 'bolsters'],
  'roll/bad-difficulty': ['difficulty', 'difficulty'],
  'roll/bad-label': ['opponent', 'opponent'],
  'roll/note-too-long': ['note', 'note'],
  // COT-SOC-4, COT-D-70: the roller's Lean Onto.
  'roll/bad-lean-onto': ['leanOnto', 'leanOnto'],
  'roll/lean-onto-typed-pool': ['leanOnto', 'leanOnto'],
  'social/lean-onto-off': ['leanOnto', 'leanOnto'],
  'social/lean-onto-outside-call': ['leanOnto', 'leanOnto'],
  'social/no-such-loyalty': ['leanOnto', 'leanOnto'],
  'social/not-relevant': ['leanOnto', 'leanOnto'],
};

const opponentPrefix = 'The opponent: ';

function rejectionProblem(rejection: Rejection): FieldProblem {
  const [mine, theirs] = refusalFields[rejection.code] ?? ['roller', 'opponent'];
  const opponent = rejection.message.startsWith(opponentPrefix);
  return { field: opponent ? theirs : mine, message: rejection.message };
}

function ready(state: CampaignState, request: RollRequest, prepared: PreparedRoll): ReadyRoll {
  const roller = side(prepared.actor);
  const { against } = request;
  const difficulty = against.kind === 'opposed' ? 0 : against.value;
  const shown: ReadyRoll['against'] = prepared.opponent
    ? { kind: 'opposed', ...side(prepared.opponent) }
    : { kind: 'fixed', difficulty, label: fixedLabel(against) };
  const detail = `${describeSide(roller)} vs ${shown.kind === 'fixed' ? shown.label : describeSide(shown)}`;
  const odds = preparedOdds(prepared, difficulty, state.settings, detail);
  return { ok: true, request, roller, against: shown, odds, notes: prepared.notes };
}

function side(prepared: PreparedSide): RollViewSide {
  const { label, basePool, modifiers, built } = prepared;
  return { label, basePool, modifiers, pool: built.pool, autoFail: built.autoFail };
}

function fixedLabel(against: Against): string {
  if (against.kind === 'score') return against.label;
  return against.kind === 'difficulty' ? `Difficulty ${against.value}` : '';
}

/** "Vex — Shooting 5k3 +1k0 Revolver +1k0 Bolster = 7k3". */
function describeSide(shown: RollViewSide): string {
  const modifiers = modifierWords(shown.modifiers);
  const base = formatPool(shown.basePool);
  const named = shown.label.endsWith(base) ? shown.label : `${shown.label} ${base}`;
  const result = shown.autoFail ? 'no dice' : formatPool(shown.pool);
  return modifiers === '' && !shown.autoFail ? named : `${named}${modifiers} = ${result}`;
}
