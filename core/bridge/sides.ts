import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { Stance } from '../skirmish/index.ts';
import type { Assembly } from './assemble.ts';
import type { Exit, ProposedSide } from './proposal.ts';
import { civiliansOf } from './table.ts';
import { stanceOf } from './start-state.ts';

/**
 * The skirmish's sides in turn order (BRG-D-13, D-33, D-40, D-41): the COT sides as `sideOrder` ranked them, a
 * police side of their own after them when the fight has no guards to join, the civilians always last.
 */

/** The sides and how COT sides map onto them. */
export interface SidePlan {
  readonly sides: readonly ProposedSide[];
  /** A side's stance the GM set (BRG-D-13), by skirmish side id. */
  readonly stances: ReadonlyMap<string, Stance>;
  /** The skirmish side id of a COT side. */
  readonly idOf: (cot: string) => string;
  /** The side the police squad joins, and their way in (BRG-D-33). */
  readonly police: { readonly side: string; readonly entry: { readonly exit: Exit } } | null;
  /** The half the civilians stand in (BRG-D-40). */
  readonly crowded: string | null;
  readonly notes: readonly string[];
}

/** A side's stance: the GM's, else that of most of its models (BRG-D-13), the first model's on a tie. */
function stanceFor(a: Assembly, cot: string): Stance {
  const listed = a.situation.sides?.find((side) => side.id === cot)?.stance;
  if (listed) return listed;
  const people = [...a.placed, ...a.drafts.map((draft) => draft.person)].filter((p) => p.side === cot);
  const stances = people.map((person) => stanceOf(person.category));
  const aggressive = stances.filter((stance) => stance === 'aggressive').length;
  const defensive = stances.length - aggressive;
  if (aggressive === defensive) return stances[0] ?? 'aggressive';
  return aggressive > defensive ? 'aggressive' : 'defensive';
}

function wordsFor(a: Assembly, cot: string): string {
  if (cot === a.order.first.side) return a.order.first.words;
  const slot = a.order.slots.get(cot);
  return slot !== undefined
    ? `${a.label(cot)}: highest initiative slot ${slot} (BRG-D-41)`
    : `${a.label(cot)}: no initiative slot, in the GM's listing order (BRG-D-41)`;
}

/** A side's name on the table: HEIST's limit for a side's name. */
export const sideNameMax = 60;

/**
 * BRG-D-13, D-41: the GM's listing of sides, checked before anything is built from it: each side listed is in the
 * fight, once; each name given is 1–60 characters and no other side's; each stance is HEIST's.
 */
function listingProblem(a: Assembly, ids: ReadonlyMap<string, string>): Rejection | null {
  const seen = new Set<string>();
  const names = new Map<string, string>();
  for (const cot of a.order.order) names.set(cot, a.label(cot).trim().toLowerCase());
  for (const listed of a.situation.sides ?? []) {
    const side = { side: listed.id };
    if (!ids.has(listed.id))
      return reject('bridge/side', `The side "${listed.id}" is not in the fight (BRG-D-41)`, side);
    if (seen.has(listed.id))
      return reject('bridge/side', `The side "${a.label(listed.id)}" is listed twice (BRG-D-41)`, side);
    seen.add(listed.id);
    if (listed.label !== undefined) {
      const label = listed.label.trim();
      if (label === '' || label.length > sideNameMax)
        return reject(
          'bridge/side-name',
          `Side "${listed.label}": its name must be 1–${sideNameMax} characters (BRG-D-41)`,
          { ...side, field: 'label' },
        );
    }
    if (listed.stance !== undefined && listed.stance !== 'aggressive' && listed.stance !== 'defensive')
      return reject(
        'bridge/side-stance',
        `Side "${a.label(listed.id)}": stance must be aggressive or defensive (got ${String(listed.stance)}) (BRG-D-13)`,
        { ...side, field: 'stance' },
      );
  }
  const taken = new Map<string, string>();
  for (const cot of a.order.order) {
    const name = names.get(cot)!;
    const other = taken.get(name);
    if (other !== undefined)
      return reject(
        'bridge/side-name',
        `Side "${a.label(cot)}": another side is called that already; give each side its own name (BRG-D-41)`,
        { side: cot, field: 'label' },
      );
    taken.set(name, cot);
  }
  return null;
}

/**
 * BRG-D-41: the GM's alliances, checked: between two different sides of the fight, only with three or more sides
 * fighting (with two, allies would have nobody to fight), and never every side with every other.
 */
function alliesProblem(a: Assembly, ids: ReadonlyMap<string, string>): Rejection | null {
  const pairs = a.situation.allies ?? [];
  if (pairs.length === 0) return null;
  const pairKeys = new Set<string>();
  for (const [x, y] of pairs) {
    const missing = [x, y].find((side) => !ids.has(side));
    if (missing !== undefined) {
      return reject('bridge/allies', `The allied side "${missing}" is not in the fight (BRG-D-41)`, {
        side: missing,
        field: 'allies',
      });
    }
    if (x === y)
      return reject('bridge/allies', `Side "${a.label(x)}" cannot be allied with itself (BRG-D-41)`, {
        side: x,
        field: 'allies',
      });
    pairKeys.add([x, y].sort().join('\u0000'));
  }
  const sides = a.order.order;
  if (sides.length < 3) {
    const [x] = pairs[0]!;
    return reject(
      'bridge/allies',
      `Side "${a.label(x)}": allies need three or more sides in the fight; with two, nobody is left to fight (BRG-D-41)`,
      { side: x, field: 'allies' },
    );
  }
  const everyPair = (sides.length * (sides.length - 1)) / 2;
  if (pairKeys.size >= everyPair) {
    return reject(
      'bridge/allies',
      'Every side is allied with every other: nobody is left to fight (BRG-D-41)',
      {
        side: sides[0]!,
        field: 'allies',
      },
    );
  }
  return null;
}

/**
 * The sides of the proposal.
 * @returns a rejection naming the side and the field when the GM's listing or alliances do not fit the fight: a
 * side not in it or listed twice, a name empty, too long or another side's, a stance HEIST does not have, an
 * alliance with itself, with two sides only, or of every side with every other (BRG-D-13, D-41).
 */
export function sidesOf(
  a: Assembly,
  police: { readonly entry: { readonly exit: Exit }; readonly side: string | null } | null,
): SidePlan | Rejection {
  const ids = new Map(a.order.order.map((cot, index) => [cot, `s${index + 1}`]));
  const idOf = (cot: string) => ids.get(cot)!;
  const problem = listingProblem(a, ids) ?? alliesProblem(a, ids);
  if (problem) return problem;
  const sides: ProposedSide[] = a.order.order.map((cot) => ({
    id: idOf(cot),
    cot,
    label: a.label(cot).trim(),
    crew: cot === a.crewSide,
    role: 'fighting',
    stance: stanceFor(a, cot),
    slot: a.order.slots.get(cot) ?? null,
    allies: [],
    words: wordsFor(a, cot),
  }));
  const stances = new Map<string, Stance>();
  for (const side of sides) {
    const listed = a.situation.sides?.find((entry) => entry.id === side.cot)?.stance;
    if (listed) stances.set(side.id, listed);
  }
  let policeSide: SidePlan['police'] = null;
  if (police) {
    const joined = police.side !== null && ids.has(police.side) ? idOf(police.side) : null;
    const id = joined ?? `s${sides.length + 1}`;
    if (joined === null) {
      sides.push({
        id,
        cot: null,
        label: 'Police',
        crew: false,
        role: 'police',
        stance: 'defensive',
        slot: null,
        allies: [],
        words: 'Police: a side of their own, after the sides already fighting (BRG-D-33, BRG-D-41)',
      });
    }
    policeSide = { side: id, entry: police.entry };
  }
  const crowded = a.plan.halves.find((half) => half.tags.some((tag) => tag.tag === 'crowded'))?.zone ?? null;
  if (crowded !== null && civiliansOf(a.situation, a.settings) > 0) {
    sides.push({
      id: `s${sides.length + 1}`,
      cot: null,
      label: 'Civilians',
      crew: false,
      role: 'civilians',
      stance: 'defensive',
      slot: null,
      allies: [],
      words: 'Civilians: neutral, last in every round; they leave by the nearest exit (BRG-D-40)',
    });
  }
  const notes: string[] = [];
  const allied = new Map<string, string[]>();
  const paired = new Set<string>();
  for (const [x, y] of a.situation.allies ?? []) {
    const key = [x, y].sort().join('\u0000');
    if (paired.has(key)) continue;
    paired.add(key);
    allied.set(idOf(x), [...(allied.get(idOf(x)) ?? []), idOf(y)]);
    allied.set(idOf(y), [...(allied.get(idOf(y)) ?? []), idOf(x)]);
    notes.push(
      `${a.label(x)} and ${a.label(y)} are allied: they neither shoot nor react to each other, and take separate turns (BRG-D-41)`,
    );
  }
  return {
    sides: sides.map((side) => ({ ...side, allies: allied.get(side.id) ?? [] })),
    stances,
    idOf,
    police: policeSide,
    crowded,
    notes,
  };
}
