import type { Character } from '../cot/characters/index.ts';
import { isNode, outside } from '../cot/spot/index.ts';
import type { NodeId, Spot } from '../cot/spot/index.ts';
import type { StageType } from '../cot/time/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Rejection } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import { grenadeKinds } from '../skirmish/index.ts';
import type { GrenadeKind, ModelProfile, WeaponLoad, WeaponState } from '../skirmish/index.ts';
import { turnOf } from './fight-result.ts';
import type { FightResult, ModelResult } from './fight-result.ts';
import type { Category, FightLink, ModelLink, ModelStart } from './link.ts';
import type { PastedFight, PastedModel, PastedWeapon } from './paste.ts';
import { refuse } from './proposal-context.ts';

/**
 * A standalone HEIST fight imported into a campaign (BRG-D-31, D-50): the GM's answers — who each model is, its
 * category, where the fight took place and where its exits lead — as the `FightLink` the write-back reads, and a
 * pasted fight as the `FightResult` it reads. Values only; the campaign command stores them.
 */

/** The GM's answer for one model (BRG-D-50), by the model's name. */
export type ModelAnswer =
  /** This character: it keeps its sheet and takes only the results. Crew is its category if it is crew. */
  | {
      readonly name: string;
      readonly as: 'character';
      readonly character: CharacterId;
      readonly category: Category;
    }
  /** A new NPC (BRG-D-7) with this id, Devoted to `subject` (its employer or side). */
  | {
      readonly name: string;
      readonly as: 'new';
      readonly id: CharacterId;
      readonly subject: string;
      readonly category: Category;
    }
  /** No record; nothing written for it. */
  | { readonly name: string; readonly as: 'declined'; readonly category: Category };

/** Where the fight took place (BRG-D-50). */
export interface ImportWhere {
  /** The Spot, when the fight was at one (its zones are checked); null: away from any Spot. */
  readonly spot: Spot | null;
  /** The fight's zone: a zone of the Spot, or a place's name away from any Spot. */
  readonly zone: NodeId;
  /** The stage whose clock the fight's time advances (the parent scene's; Action with none). */
  readonly stage: StageType;
  /** What each exit the fight was left by leads to; an exit not named leads Outside (BRG-D-50). */
  readonly exits: Readonly<Record<string, NodeId>>;
}

/** The answers the app suggests: a model whose name is exactly a character's is matched to it (BRG-D-50). */
export function suggestedAnswers(
  models: readonly Pick<PastedModel, 'profile'>[],
  characters: Readonly<Record<CharacterId, Character>>,
): Record<string, ModelAnswer | null> {
  const sheets = Object.values(characters);
  return Object.fromEntries(
    models.map(({ profile }) => {
      const sheet = sheets.find((character) => character.name === profile.name);
      const answer: ModelAnswer | null = sheet
        ? {
            name: profile.name,
            as: 'character',
            character: sheet.id,
            category: sheet.kind === 'crew' ? 'crew' : 'other',
          }
        : null;
      return [profile.name, answer];
    }),
  );
}

/** The start snapshot of a matched character: its state at import stands for the start (BRG-D-23, D-50). */
export function startAtImport(sheet: Character, spot: Spot | null): ModelStart {
  const post = spot ? Object.values(spot.guards).find((guard) => guard.guard === sheet.id) : undefined;
  return {
    name: sheet.name,
    kind: sheet.kind,
    condition: sheet.condition,
    unconscious: false,
    restrainedBy: null,
    aware: sheet.kind === 'crew' || (post?.aware ?? true),
    discovered: false,
    presentedIdentity: sheet.presentedIdentity,
    witnessed: [],
    foresight: sheet.foresight,
    zone: post ? post.zone : null,
  };
}

/**
 * BRG-D-50: the link of a standalone fight from the GM's answers. Never changes its inputs.
 * @returns a rejection naming the model and the field for a model without an answer, an answer for no model, a
 * character the campaign does not have, one character matched twice, a new NPC's id already taken or given
 * twice, a new NPC or a declined model as crew, a zone the Spot does not have, or an exit answered that the fight
 * was never left by.
 */
export function standaloneLink(
  fight: PastedFight,
  answers: readonly ModelAnswer[],
  where: ImportWhere,
  characters: Readonly<Record<CharacterId, Character>>,
): FightLink | Rejection {
  const byName = new Map(fight.models.map((model) => [model.profile.name, model]));
  const given = new Map<string, ModelAnswer>();
  for (const answer of answers) {
    if (!byName.has(answer.name)) {
      return refuse('no-model', `The fight has no model "${answer.name}" to answer for (BRG-D-50)`, {
        model: answer.name,
        field: 'name',
      });
    }
    if (given.has(answer.name)) {
      return refuse('answered-twice', `${answer.name} is answered twice (BRG-D-50)`, {
        model: answer.name,
        field: 'name',
      });
    }
    given.set(answer.name, answer);
  }
  const models: Record<string, ModelLink> = {};
  const matched = new Map<CharacterId, string>();
  const created = new Set<string>();
  for (const model of fight.models) {
    const name = model.profile.name;
    const answer = given.get(name);
    if (!answer) {
      return refuse(
        'unmatched',
        `${name} is neither matched to a character, accepted as a new NPC nor declined (BRG-D-50)`,
        { model: name, field: 'as' },
      );
    }
    const link = linkOf(answer, where, characters, matched, created);
    if ('ok' in link) return link;
    models[model.id] = link;
  }
  const spot = where.spot;
  if (spot && !isNode(spot, where.zone)) {
    return refuse('zone', `${spot.name} has no zone "${where.zone}" (BRG-D-50)`, { field: 'zone' });
  }
  if (where.zone.trim() === '') {
    return refuse('zone', 'Say where the fight took place (BRG-D-50)', { field: 'zone' });
  }
  const left = new Set(fight.models.flatMap((model) => (model.end.left ? [model.end.left.exit] : [])));
  const stray = Object.keys(where.exits).filter((exit) => !left.has(exit));
  if (stray.length > 0) {
    return refuse(
      'exit',
      `Nobody left the fight by ${inWords(stray.map((exit) => `"${exit}"`))} (BRG-D-50)`,
      { field: 'exits', exits: stray },
    );
  }
  const strange = spot
    ? Object.entries(where.exits).filter(([, zone]) => zone !== outside && !isNode(spot, zone))
    : [];
  if (strange.length > 0) {
    const [exit, zone] = strange[0]!;
    return refuse(
      'exit',
      `The exit "${exit}" leads to "${zone}", which ${spot!.name} does not have (BRG-D-50)`,
      {
        field: 'exits',
        exit,
      },
    );
  }
  const exits = Object.fromEntries([...left].map((exit) => [exit, where.exits[exit] ?? outside]));
  return {
    origin: 'standalone',
    stage: where.stage,
    spot: spot?.id ?? null,
    zones: [where.zone],
    exits,
    models,
    vehicles: {},
    continues: null,
  };
}

function linkOf(
  answer: ModelAnswer,
  where: ImportWhere,
  characters: Readonly<Record<CharacterId, Character>>,
  matched: Map<CharacterId, string>,
  created: Set<string>,
): ModelLink | Rejection {
  const name = answer.name;
  if (answer.as === 'character') {
    if (!Object.hasOwn(characters, answer.character)) {
      return refuse('character', `${name} is matched to a character the campaign does not have`, {
        model: name,
        field: 'character',
      });
    }
    const sheet = characters[answer.character]!;
    const other = matched.get(sheet.id);
    if (other !== undefined) {
      return refuse('matched-twice', `${name} and ${other} are both matched to ${sheet.name} (BRG-D-50)`, {
        model: name,
        field: 'character',
      });
    }
    matched.set(sheet.id, name);
    const crew = sheet.kind === 'crew';
    if (answer.category === 'crew' && !crew) {
      return refuse('category', `${name}: only a model matched to a crew member is crew (BRG-D-50)`, {
        model: name,
        field: 'category',
      });
    }
    return {
      who: 'character',
      character: sheet.id,
      category: crew ? 'crew' : answer.category,
      start: startAtImport(sheet, where.spot),
      conversion: null,
    };
  }
  if (answer.category === 'crew') {
    return refuse('category', `${name}: only a model matched to a crew member is crew (BRG-D-50)`, {
      model: name,
      field: 'category',
    });
  }
  if (answer.as === 'declined') return { who: 'declined', category: answer.category };
  if (Object.hasOwn(characters, answer.id) || created.has(answer.id)) {
    return refuse('npc-id', `${name}'s new NPC cannot take the id "${answer.id}": it is taken`, {
      model: name,
      field: 'id',
    });
  }
  if (answer.subject.trim() === '') {
    return refuse('employer', `${name} needs an employer or side for its Prime Loyalty (BRG-D-7)`, {
      model: name,
      field: 'subject',
    });
  }
  created.add(answer.id);
  return { who: 'new', id: answer.id, employer: answer.subject.trim(), category: answer.category };
}

function weaponState(load: WeaponLoad | null, end: PastedWeapon | null): WeaponState | null {
  if (!load || !end) return null;
  return {
    ...load,
    reloads: end.reloads,
    counters: end.counters,
    progress: 0,
    magazineOut: false,
    jammed: end.jammed,
    failedClears: end.broken ? 2 : end.jammed ? 1 : 0,
    broken: end.broken,
    dropped: false,
  };
}

/** BRG-D-31: the pasted fight as the write-back reads it, ended after its rounds. `id` names it (BRG-D-52). */
export function pastedResult(fight: PastedFight, id: string): FightResult {
  const sides = fight.sides.filter((side) => fight.models.some((m) => m.side === side.id)).map((s) => s.id);
  const idOf = new Map(fight.models.map((model) => [model.profile.name, model.id]));
  const turn = (round: number, side: string) => turnOf(sides, round, side);
  const models = fight.models.map((model): ModelResult => {
    const { end, profile } = model;
    return {
      id: model.id,
      name: profile.name,
      side: model.side,
      profile: profile as ModelProfile,
      arrived: end.arrived === null ? null : turn(end.arrived, model.side),
      left: end.left ? { ...end.left, turn: turn(end.left.round, model.side) } : null,
      killed: end.killed === null ? null : turn(end.killed, model.side),
      woken: null,
      wounded: end.wounded,
      stunned: end.stunned,
      casualty: false,
      armour: [],
      weapons: {
        long: weaponState(profile.long, end.weapons.long),
        sidearm: weaponState(profile.sidearm, end.weapons.sidearm),
      },
      grenades: Object.fromEntries(grenadeKinds.map((kind) => [kind, end.grenades[kind]])) as Record<
        GrenadeKind,
        number
      >,
      surrendered: end.surrendered,
      heldBy: end.heldBy === null ? null : (idOf.get(end.heldBy) ?? null),
      vehicle: null,
      half: null,
    };
  });
  return {
    id,
    ended: true,
    sides,
    active: sides[sides.length - 1] ?? null,
    rounds: { begun: fight.rounds, finished: fight.rounds },
    models: Object.fromEntries(models.map((model) => [model.id, model])),
    vehicles: {},
    noise: fight.noise,
    live: [],
    sight: [],
    loot: [],
    bypasses: [],
    calls: [],
    foresight: {},
    resources: 0,
    positions: {},
  };
}

/** The game round a turn falls in (turn 0, the set-up, is round 0). */
const roundOf = (turn: number, sides: number): number =>
  turn <= 0 ? 0 : Math.ceil(turn / Math.max(1, sides));

/**
 * A fight played in the app, as the pasted format holds it (BRG-D-31): its sides named as its scenario names them,
 * each model's end in game rounds. It stands for the fight on the import form (printed, answered); the write-back
 * reads the played fight's own result, which keeps what the format does not (armour checks, models woken).
 */
export function pastedOf(result: FightResult, sideNames: Readonly<Record<string, string>>): PastedFight {
  const count = result.sides.length;
  const nameOf = new Map(Object.values(result.models).map((model) => [model.id, model.name]));
  const weapon = (state: WeaponState | null): PastedWeapon | null =>
    state
      ? { reloads: state.reloads, counters: state.counters, jammed: state.jammed, broken: state.broken }
      : null;
  const models = Object.values(result.models).map((model): PastedModel => ({
    id: model.id,
    side: model.side,
    profile: model.profile,
    end: {
      wounded: model.wounded,
      stunned: model.stunned,
      killed: model.killed === null ? null : roundOf(model.killed, count),
      left: model.left ? { exit: model.left.exit, round: model.left.round } : null,
      arrived: model.arrived === null ? null : roundOf(model.arrived, count),
      surrendered: model.surrendered,
      heldBy: model.heldBy === null ? null : (nameOf.get(model.heldBy) ?? null),
      weapons: { long: weapon(model.weapons.long), sidearm: weapon(model.weapons.sidearm) },
      grenades: { ...model.grenades },
    },
  }));
  return {
    sides: result.sides.map((id) => ({ id, name: sideNames[id] ?? id })),
    models,
    rounds: result.rounds.begun,
    noise: result.noise,
  };
}
